// The Swift Emoji fcitx5 addon in fcitx5's own test harness: a real fcitx5 Instance with the
// testfrontend, testim and testui addons (no display, no D-Bus), the real addon, and the real
// engine server it starts. Built and run by ctest (Tests/Fcitx5/CMakeLists.txt, make test-fcitx5):
// each case of the table at the end in a process of its own, so that each fails on its own.
//
//   addon-test ADDON_DIR DATA_DIR [CASE]    (no CASE: every case, one after the other)
//
// The process gets a private home (no user state read or written) and GSettings in memory;
// SWIFT_EMOJI_DATA_DIR and SWIFT_EMOJI_ENGINE_SERVER come from ctest. The input method group is a
// keyboard layout first and Swift Emoji second, with fcitx5's default hotkeys: a lone Left Shift
// "temporarily switches between first and current input method". fcitx5's test UI prints every
// panel update; ctest shows that output when a case fails.
#include <cstdlib>
#include <cstring>
#include <exception>
#include <fcitx-utils/eventdispatcher.h>
#include <fcitx-utils/key.h>
#include <fcitx-utils/testing.h>
#include <fcitx/addonmanager.h>
#include <fcitx/candidatelist.h>
#include <fcitx/inputcontext.h>
#include <fcitx/inputcontextmanager.h>
#include <fcitx/inputmethodgroup.h>
#include <fcitx/inputmethodmanager.h>
#include <fcitx/inputpanel.h>
#include <fcitx/instance.h>
#include <filesystem>
#include <iostream>
#include <string>
#include <testfrontend_public.h>
#include <vector>

using namespace fcitx;

namespace {

/// A check of a case that did not hold: it ends the case.
struct Failed {
    std::string what;
};

/// Ends the running case with `what` unless `condition` holds.
void expect(bool condition, const std::string &what) {
    if (!condition) {
        throw Failed{what};
    }
}

/// Counts the emoji in a grid row (U+2004 separates them; brackets mark the focused one).
size_t emojiCount(const std::string &row) {
    size_t count = 0;
    bool inEmoji = false;
    for (size_t index = 0; index < row.size();) {
        const bool separator = row.compare(index, 3, "\u2004") == 0;
        const bool bracket = row[index] == '[' || row[index] == ']';
        if (separator || bracket) {
            inEmoji = false;
            index += separator ? 3 : 1;
            continue;
        }
        if (!inEmoji) {
            ++count;
            inEmoji = true;
        }
        ++index;
    }
    return count;
}

/// One application's input context, with Swift Emoji chosen in it: what a case drives.
class Driver {
public:
    explicit Driver(Instance *instance)
        : instance_(instance), frontend_(instance->addonManager().addon("testfrontend")),
          uuid_(frontend_->call<ITestFrontend::createInputContext>("addon-test")) {
        ic()->setCapabilityFlags(CapabilityFlag::Preedit);
        ic()->focusIn();
        instance_->setCurrentInputMethod(ic(), "swift-emoji", false);
    }

    ~Driver() { frontend_->call<ITestFrontend::destroyInputContext>(uuid_); }

    Driver(const Driver &) = delete;
    Driver &operator=(const Driver &) = delete;

    InputContext *ic() const { return instance_->inputContextManager().findByUUID(uuid_); }

    Instance *instance() const { return instance_; }

    /// Sends a key press (and release); whether the press was taken by fcitx5 or the engine.
    bool press(const std::string &name, bool release = true) {
        KeyEvent event(ic(), Key(name), false);
        ic()->keyEvent(event);
        if (release) {
            Key released(name);
            // A released modifier carries its own mask, as X reports it.
            released = Key(released.sym(), released.states() | Key::keySymToStates(released.sym()));
            KeyEvent up(ic(), released, true);
            ic()->keyEvent(up);
        }
        return event.accepted();
    }

    void type(const std::string &text) {
        for (char character : text) {
            press(std::string(1, character));
        }
    }

    /// The test frontend aborts the process if the next commit is not `text`.
    void expectCommit(const std::string &text) { frontend_->call<ITestFrontend::pushCommitExpectation>(text); }

    CandidateList *candidates() const { return ic()->inputPanel().candidateList().get(); }

    std::string row(int index) const {
        auto *list = candidates();
        return list && index < list->size() ? list->candidate(index).text().toString() : std::string();
    }

    std::string query() const {
        const auto &panel = ic()->inputPanel();
        return panel.clientPreedit().toString() + panel.preedit().toString();
    }

    std::string currentInputMethod() const { return instance_->inputMethod(ic()); }

private:
    Instance *instance_;
    AddonInstance *frontend_;
    ICUUID uuid_;
};

struct Case {
    const char *name;
    const char *title;
    void (*run)(Driver &);
};

/// The cases, in the order they are defined.
std::vector<Case> &cases() {
    static std::vector<Case> registered;
    return registered;
}

struct Registration {
    Registration(const char *name, const char *title, void (*run)(Driver &)) { cases().push_back({name, title, run}); }
};

// CASE(function, "name", "title") { … }: a case, registered as it is defined. Tests/Fcitx5/CMakeLists.txt
// registers each name with ctest (it reads the lines that start with `CASE(`).
#define CASE(function, name, title) \
    void function(Driver &app); \
    const Registration function##Registration(name, title, function); \
    void function(Driver &app)

// The cases.

CASE(swiftEmojiIsChosen, "swift-emoji-is-chosen", "Swift Emoji is the current input method") {
    expect(app.currentInputMethod() == "swift-emoji", "the current input method: " + app.currentInputMethod());
}

CASE(keysPassThrough, "keys-pass-through", "F5 and Control+c with nothing typed pass through") {
    expect(!app.press("F5"), "F5 was taken");
    expect(!app.press("Control+c"), "Control+c was taken");
}

CASE(catReturnCommits, "cat-return-commits",
     "c a t: the query is the preedit, 🐱 focused in brackets; Return commits it") {
    app.type("cat");
    expect(app.query() == "cat", "the application's preedit: " + app.query());
    expect(app.candidates() && app.candidates()->size() >= 1, "no candidates for cat");
    expect(app.row(0).find("[🐱]") != std::string::npos, "🐱 is not focused in the first row: " + app.row(0));
    app.expectCommit("🐱");
    expect(app.press("Return"), "Return was not taken");
    expect(app.query().empty() && !app.candidates(), "the panel stays after the commit");
}

CASE(pageOfFourRowsOfSeven, "page-of-four-rows-of-seven",
     "a page is 4 rows of 7, the cursor on the first, laid out vertically") {
    app.type("face");
    auto *list = app.candidates();
    expect(list && list->size() == 4, "a page of " + std::to_string(list ? list->size() : 0) + " rows");
    for (int index = 0; index < list->size(); ++index) {
        expect(emojiCount(app.row(index)) == 7, "a row of other than 7 emoji: " + app.row(index));
    }
    expect(list->cursorIndex() == 0, "the cursor is not on the first row");
    expect(list->layoutHint() == CandidateLayoutHint::Vertical, "the rows are not laid out vertically");
}

CASE(downMovesTheCursor, "down-moves-the-cursor", "Down moves the cursor and the mark to the second row") {
    app.type("face");
    app.press("Down");
    expect(app.candidates() && app.candidates()->cursorIndex() == 1, "the cursor is not on the second row");
    expect(app.row(1).find('[') != std::string::npos, "no mark in the second row: " + app.row(1));
}

CASE(pagesTurn, "pages-turn", "Page_Down shows the next page, the panel's previous-page button goes back") {
    app.type("face");
    auto *pageable = app.candidates() ? app.candidates()->toPageable() : nullptr;
    expect(pageable && !pageable->hasPrev() && pageable->hasNext(), "the first page: not a next page only");
    const std::string firstPage = app.row(0);
    expect(app.press("Page_Down"), "Page_Down was not taken");
    pageable = app.candidates() ? app.candidates()->toPageable() : nullptr;
    expect(pageable && pageable->hasPrev() && app.row(0) != firstPage, "Page_Down did not show the next page");
    pageable->prev(); // the panel's button
    expect(app.row(0) == firstPage, "the panel's previous-page button did not go back: " + app.row(0));
}

CASE(escapeCancels, "escape-cancels", "Escape cancels: nothing shows, nothing is committed") {
    app.type("face");
    expect(app.press("Escape"), "Escape was not taken");
    expect(app.query().empty() && !app.candidates(), "something shows after Escape");
}

CASE(shiftTapsTone, "shift-taps-tone", "Shift taps tone 👍 (not switching input methods), Return commits it") {
    app.type("thumbs up");
    expect(app.row(0).find("[👍]") != std::string::npos, "👍 is not focused: " + app.row(0));
    app.press("Shift_L");
    expect(app.currentInputMethod() == "swift-emoji", "the Shift tap switched input methods");
    expect(app.row(0).find("[👍🏻]") != std::string::npos, "the first tap: " + app.row(0));
    app.press("Shift_R");
    expect(app.row(0).find("[👍🏼]") != std::string::npos, "the second tap: " + app.row(0));
    app.expectCommit("👍🏼");
    app.press("Return");
}

CASE(controlTapTonesTheSecondPerson, "control-tap-tones-the-second-person", "a Control tap tones the second person") {
    app.type("holding hands");
    app.press("Control_L");
    expect(app.row(0).find("🏻") != std::string::npos, "no tone in the first row: " + app.row(0));
}

CASE(shiftTapSwitchesWithNothingTyped, "shift-tap-switches-with-nothing-typed",
     "with nothing typed a Shift tap switches as fcitx5 does, and back") {
    app.press("Shift_L");
    expect(app.currentInputMethod() == "keyboard-us", "the first tap: " + app.currentInputMethod());
    app.press("Shift_L");
    expect(app.currentInputMethod() == "swift-emoji", "the second tap: " + app.currentInputMethod());
}

CASE(passwordFieldsComposeNothing, "password-fields-compose-nothing",
     "in a password field fcitx5 leaves Swift Emoji and nothing is composed") {
    // fcitx5 switches to the keyboard layout by itself (and will not choose Swift Emoji there);
    // the addon would pass keys through anyway.
    app.ic()->setCapabilityFlags(CapabilityFlags{CapabilityFlag::Preedit, CapabilityFlag::Password});
    expect(app.currentInputMethod() == "keyboard-us", "the input method: " + app.currentInputMethod());
    app.type("cat");
    expect(app.query().empty() && !app.candidates(), "something was composed: " + app.query());
}

CASE(clicksFocusThenCommit, "clicks-focus-then-commit",
     "a click on a row focuses it, a click on the focused row commits") {
    app.type("heart");
    auto *list = app.candidates();
    expect(list && list->size() > 1, "heart gives one row or none");
    list->candidate(1).select(app.ic());
    expect(app.candidates() && app.candidates()->cursorIndex() == 1, "the click did not focus the second row");
    const std::string row = app.row(1);
    const auto open = row.find('['), close = row.find(']');
    expect(open != std::string::npos && close != std::string::npos, "no mark in the second row: " + row);
    app.expectCommit(row.substr(open + 1, close - open - 1));
    app.candidates()->candidate(1).select(app.ic());
    expect(!app.candidates(), "the panel stays after the click on the focused row");
}



/// Runs `selected` (all when empty); the number of failed cases.
int runCases(Instance *instance, const std::string &selected) {
    InputMethodGroup group("Test");
    group.inputMethodList().push_back(InputMethodGroupItem("keyboard-us"));
    group.inputMethodList().push_back(InputMethodGroupItem("swift-emoji"));
    group.setDefaultInputMethod("keyboard-us");
    instance->inputMethodManager().addEmptyGroup("Test");
    instance->inputMethodManager().setGroup(group);
    instance->inputMethodManager().setCurrentGroup("Test");

    int failures = 0, run = 0;
    for (const auto &testCase : cases()) {
        if (!selected.empty() && selected != testCase.name) {
            continue;
        }
        ++run;
        Driver app(instance);
        std::string failure;
        try {
            testCase.run(app);
        } catch (const Failed &failed) {
            failure = failed.what;
        } catch (const std::exception &error) {
            failure = error.what();
        }
        failures += failure.empty() ? 0 : 1;
        std::cout << (failure.empty() ? "ok   " : "FAIL ") << testCase.title << (failure.empty() ? "" : ": ")
                  << failure << std::endl;
    }
    if (run == 0) {
        std::cout << "FAIL no case named " << selected << std::endl;
        return 1;
    }
    return failures;
}

/// A private home for this process: no user state read or written, GSettings in memory.
std::filesystem::path privateHome() {
    std::string pattern = (std::filesystem::temp_directory_path() / "swift-emoji-addon-test-XXXXXX").string();
    if (!mkdtemp(pattern.data())) {
        std::perror("mkdtemp");
        std::exit(2);
    }
    const std::filesystem::path home(pattern);
    setenv("HOME", home.c_str(), 1);
    setenv("XDG_STATE_HOME", (home / "state").c_str(), 1);
    setenv("XDG_CONFIG_HOME", (home / "config").c_str(), 1);
    setenv("GSETTINGS_BACKEND", "memory", 1);
    setenv("LANGUAGE", "en", 1);
    setenv("LANG", "C.UTF-8", 1);
    return home;
}

} // namespace

int main(int argc, char **argv) {
    if (argc < 3) {
        std::cerr << "usage: addon-test ADDON_DIR DATA_DIR [CASE]" << std::endl;
        return 2;
    }
    const std::string selected = argc > 3 ? argv[3] : "";
    const auto home = privateHome();
    setupTestingEnvironment(argv[1], {argv[1]}, {argv[2]});
    char arg0[] = "addon-test";
    char arg1[] = "--disable=all";
    char arg2[] = "--enable=testim,testfrontend,testui,swift-emoji";
    char arg3[] = "--verbose=*=3"; // warnings and errors only
    char *args[] = {arg0, arg1, arg2, arg3};
    int failures = 0;
    {
        Instance instance(4, args);
        instance.addonManager().registerDefaultLoader(nullptr);
        EventDispatcher dispatcher;
        dispatcher.attach(&instance.eventLoop());
        dispatcher.schedule([&]() {
            failures = runCases(&instance, selected);
            dispatcher.schedule([&]() {
                dispatcher.detach();
                instance.exit();
            });
        });
        instance.exec();
    }
    std::filesystem::remove_all(home);
    return failures == 0 ? 0 : 1;
}
