// The Swift Emoji fcitx5 addon in fcitx5's own test harness: a real fcitx5 Instance with the
// testfrontend, testim and testui addons (no display, no D-Bus), the real addon, and the real
// engine server it starts. Run by Tests/Fcitx5/run-addon-test (make test-fcitx5).
//
// The input method group is a keyboard layout first and Swift Emoji second, with fcitx5's default
// hotkeys: a lone Left Shift "temporarily switches between first and current input method".
#include <cstdlib>
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
#include <iostream>
#include <string>
#include <fcitx-module/testfrontend/testfrontend_public.h>
#include <vector>

using namespace fcitx;

namespace {

int failures = 0;
int checks = 0;

void check(bool condition, const std::string &what) {
    ++checks;
    std::cout << (condition ? "ok   " : "FAIL ") << what << std::endl;
    if (!condition) {
        ++failures;
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

class Driver {
public:
    Driver(Instance *instance, ICUUID uuid)
        : instance_(instance), frontend_(instance->addonManager().addon("testfrontend")), uuid_(uuid) {}

    InputContext *ic() const { return instance_->inputContextManager().findByUUID(uuid_); }

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

void run(Instance *instance) {
    InputMethodGroup group("Test");
    group.inputMethodList().push_back(InputMethodGroupItem("keyboard-us"));
    group.inputMethodList().push_back(InputMethodGroupItem("swift-emoji"));
    group.setDefaultInputMethod("keyboard-us");
    instance->inputMethodManager().addEmptyGroup("Test");
    instance->inputMethodManager().setGroup(group);
    instance->inputMethodManager().setCurrentGroup("Test");

    auto *frontend = instance->addonManager().addon("testfrontend");
    Driver app(instance, frontend->call<ITestFrontend::createInputContext>("addon-test"));
    app.ic()->setCapabilityFlags(CapabilityFlag::Preedit);
    app.ic()->focusIn();
    instance->setCurrentInputMethod(app.ic(), "swift-emoji", false);
    check(app.currentInputMethod() == "swift-emoji", "Swift Emoji is the current input method");

    // Keys with nothing typed reach the application.
    check(!app.press("F5"), "F5 with nothing typed passes through");
    check(!app.press("Control+c"), "Control+c with nothing typed passes through");

    // c a t Return commits the cat.
    app.type("cat");
    check(app.query() == "cat", "the query shows as the application's preedit: " + app.query());
    check(app.candidates() && app.candidates()->size() >= 1, "candidates show for cat");
    check(app.row(0).find("🐱") != std::string::npos, "the first row has 🐱: " + app.row(0));
    check(app.row(0).find("[🐱]") != std::string::npos, "🐱 is focused, in brackets: " + app.row(0));
    app.expectCommit("🐱");
    check(app.press("Return"), "Return is taken");
    check(app.query().empty() && !app.candidates(), "the panel is gone after the commit");

    // A full page: 4 rows of 7, the cursor on the focused row, paging by the engine.
    app.type("face");
    auto *list = app.candidates();
    check(list && list->size() == 4, "a page is 4 rows");
    bool sevenEach = list != nullptr;
    for (int index = 0; list && index < list->size(); ++index) {
        sevenEach = sevenEach && emojiCount(app.row(index)) == 7;
    }
    check(sevenEach, "each row holds 7 emoji: " + app.row(0));
    check(list && list->cursorIndex() == 0, "the cursor is on the first row");
    check(list && list->layoutHint() == CandidateLayoutHint::Vertical, "rows are laid out vertically");
    app.press("Down");
    check(app.candidates() && app.candidates()->cursorIndex() == 1, "Down moves the cursor to the second row");
    check(app.row(1).find('[') != std::string::npos, "the focused emoji is marked in the second row");
    auto *pageable = app.candidates() ? app.candidates()->toPageable() : nullptr;
    check(pageable && !pageable->hasPrev() && pageable->hasNext(), "first page: a next page, no previous one");
    const std::string firstPage = app.row(0);
    check(app.press("Page_Down"), "Page_Down is taken");
    pageable = app.candidates() ? app.candidates()->toPageable() : nullptr;
    check(pageable && pageable->hasPrev() && app.row(0) != firstPage, "Page_Down shows the next page");
    pageable->prev(); // the panel's button
    check(app.row(0) == firstPage, "the panel's previous-page button goes back");
    check(app.press("Escape"), "Escape is taken");
    check(app.query().empty() && !app.candidates(), "Escape cancels: nothing shows, nothing is committed");

    // A Shift tap tones the focused emoji, in the default hotkey setup (a lone Shift_L would
    // switch to the keyboard layout), and still switches when nothing is typed.
    app.type("thumbs up");
    check(app.row(0).find("[👍]") != std::string::npos, "👍 is focused: " + app.row(0));
    app.press("Shift_L");
    check(app.currentInputMethod() == "swift-emoji", "a Shift tap while composing does not switch input methods");
    check(app.row(0).find("[👍🏻]") != std::string::npos, "a Shift tap tones 👍: " + app.row(0));
    app.press("Shift_R");
    check(app.row(0).find("[👍🏼]") != std::string::npos, "a second tap picks the next tone: " + app.row(0));
    app.expectCommit("👍🏼");
    app.press("Return");

    // Two people, two tones: Shift tones the first, Control the second.
    app.type("holding hands");
    app.press("Control_L");
    check(app.row(0).find("🏻") != std::string::npos, "a Control tap tones the second person: " + app.row(0));
    app.press("Escape");

    app.press("Shift_L");
    check(app.currentInputMethod() == "keyboard-us", "with nothing typed a Shift tap switches as fcitx5 does");
    app.press("Shift_L");
    check(app.currentInputMethod() == "swift-emoji", "and back");

    // Password fields: fcitx5 switches to the keyboard layout by itself (and will not choose
    // Swift Emoji there); the addon would pass keys through anyway.
    app.ic()->setCapabilityFlags(CapabilityFlags{CapabilityFlag::Preedit, CapabilityFlag::Password});
    check(app.currentInputMethod() == "keyboard-us", "fcitx5 leaves Swift Emoji in a password field");
    app.type("cat");
    check(app.query().empty() && !app.candidates(), "nothing is composed in a password field");
    app.ic()->setCapabilityFlags(CapabilityFlag::Preedit);
    instance->setCurrentInputMethod(app.ic(), "swift-emoji", true);

    // A click on a row candidate: another row moves the focus there, the focused row commits.
    app.type("heart");
    list = app.candidates();
    if (list && list->size() > 1) {
        list->candidate(1).select(app.ic());
        check(app.candidates() && app.candidates()->cursorIndex() == 1, "a click on the second row focuses it");
        const std::string row = app.row(1);
        const auto open = row.find('['), close = row.find(']');
        const std::string focused =
            open != std::string::npos && close != std::string::npos ? row.substr(open + 1, close - open - 1) : "";
        app.expectCommit(focused);
        app.candidates()->candidate(1).select(app.ic());
        check(!app.candidates(), "a click on the focused row commits " + focused);
    } else {
        check(false, "heart gives more than one row");
    }
}

} // namespace

int main(int argc, char **argv) {
    if (argc < 3) {
        std::cerr << "usage: addon-test ADDON_DIR DATA_DIR" << std::endl;
        return 2;
    }
    setupTestingEnvironment(argv[1], {argv[1]}, {argv[2]});
    char arg0[] = "addon-test";
    char arg1[] = "--disable=all";
    char arg2[] = "--enable=testim,testfrontend,testui,swift-emoji";
    char arg3[] = "--verbose=*=3"; // warnings and errors only
    char *args[] = {arg0, arg1, arg2, arg3};
    Instance instance(4, args);
    instance.addonManager().registerDefaultLoader(nullptr);
    EventDispatcher dispatcher;
    dispatcher.attach(&instance.eventLoop());
    dispatcher.schedule([&]() {
        run(&instance);
        dispatcher.schedule([&]() {
            dispatcher.detach();
            instance.exit();
        });
    });
    instance.exec();
    std::cout << checks - failures << " of " << checks << " checks passed" << std::endl;
    return failures == 0 ? 0 : 1;
}
