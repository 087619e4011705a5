// A test-only fcitx5 addon: the input panel of the input context that has the focus, as fcitx5
// hands it to its user interface (the classic UI draws it), read over fcitx5's D-Bus connection.
// A desktop test learns from it what the panel shows without reading pixels: the candidates (for
// Swift Emoji, one row of the grid each), the cursor (the focused row) and the auxiliary text.
//
//   org.swiftemoji.PanelProbe1.Panel() -> (as candidates, i cursor, s aux, s preedit)
//   at /swiftemoji/panelprobe; preedit: the one the application is asked to show in the field.
//
// An empty panel is no candidates, cursor -1 and no text. Loaded by the Plasma test only
// (FCITX_ADDON_DIRS and FCITX_DATA_DIRS with the directory it is built in); never installed.
#include <dbus_public.h> // fcitx5-modules-dev: the D-Bus module (Fcitx5::Module::DBus)
#include <fcitx-utils/dbus/objectvtable.h>
#include <fcitx/addonfactory.h>
#include <fcitx/addoninstance.h>
#include <fcitx/addonmanager.h>
#include <fcitx/candidatelist.h>
#include <fcitx/inputcontext.h>
#include <fcitx/inputpanel.h>
#include <fcitx/instance.h>

#include <string>
#include <tuple>
#include <vector>

namespace swift_emoji_tests {

class PanelObject : public fcitx::dbus::ObjectVTable<PanelObject> {
public:
    explicit PanelObject(fcitx::Instance *instance) : instance_(instance) {}

    std::tuple<std::vector<std::string>, int, std::string, std::string> panel() {
        std::vector<std::string> candidates;
        int cursor = -1;
        std::string aux;
        std::string preedit;
        fcitx::InputContext *ic = instance_->mostRecentInputContext();
        if (ic && ic->hasFocus()) {
            const fcitx::InputPanel &panel = ic->inputPanel();
            if (auto list = panel.candidateList()) {
                for (int index = 0; index < list->size(); ++index) {
                    candidates.push_back(list->candidate(index).text().toString());
                }
                cursor = list->cursorIndex();
            }
            aux = panel.auxUp().toString();
            preedit = panel.clientPreedit().toString();
        }
        return {candidates, cursor, aux, preedit};
    }

private:
    fcitx::Instance *instance_;
    FCITX_OBJECT_VTABLE_METHOD(panel, "Panel", "", "asiss");
};

class PanelProbe : public fcitx::AddonInstance {
public:
    explicit PanelProbe(fcitx::Instance *instance) : object_(instance) {
        fcitx::AddonInstance *dbus = instance->addonManager().addon("dbus"); // a dependency: loaded first
        dbus->call<fcitx::IDBusModule::bus>()->addObjectVTable("/swiftemoji/panelprobe", "org.swiftemoji.PanelProbe1",
                                                               object_);
    }

private:
    PanelObject object_;
};

class PanelProbeFactory : public fcitx::AddonFactory {
public:
    fcitx::AddonInstance *create(fcitx::AddonManager *manager) override {
        return new PanelProbe(manager->instance());
    }
};

} // namespace swift_emoji_tests

FCITX_ADDON_FACTORY(swift_emoji_tests::PanelProbeFactory);
