#include "hotkey_suspension.h"

#include <array>
#include <fcitx/globalconfig.h>
#include <string>

namespace swift_emoji {

namespace {
/// The engine's default tap keys (KeyBindings: cycleTone, cycleSecondTone).
constexpr std::array<const char *, 4> tapKeys = {"Shift_L", "Shift_R", "Control_L", "Control_R"};
} // namespace

bool HotkeySuspension::isTapKey(const std::string &key) {
    for (const char *tap : tapKeys) {
        if (key == tap) {
            return true;
        }
    }
    return false;
}

fcitx::RawConfig HotkeySuspension::hotkeys() const {
    fcitx::RawConfig config;
    instance_->globalConfig().save(config);
    fcitx::RawConfig section;
    if (auto hotkey = config.get("Hotkey")) {
        section = *hotkey;
    }
    return section;
}

void HotkeySuspension::suspend() {
    if (saved_) {
        return;
    }
    fcitx::RawConfig section = hotkeys();
    fcitx::RawConfig filtered = section;
    bool changed = false;
    // Each hotkey option is a list: items "0", "1", ... holding key names.
    filtered.visitSubItems([&changed](fcitx::RawConfig &option, const std::string &) {
        std::vector<std::string> kept;
        bool dropped = false;
        option.visitSubItems([&](fcitx::RawConfig &item, const std::string &) {
            if (isTapKey(item.value())) {
                dropped = true;
            } else {
                kept.push_back(item.value());
            }
            return true;
        });
        if (dropped) {
            option.removeAll();
            for (size_t index = 0; index < kept.size(); ++index) {
                option.setValueByPath(std::to_string(index), kept[index]);
            }
            changed = true;
        }
        return true;
    });
    if (!changed) {
        return;
    }
    fcitx::RawConfig update;
    *update.get("Hotkey", true) = filtered;
    instance_->globalConfig().load(update, true);
    saved_ = std::move(section);
    applied_ = hotkeys();
}

void HotkeySuspension::resume() {
    if (!saved_) {
        return;
    }
    if (hotkeys() == *applied_) {
        fcitx::RawConfig update;
        *update.get("Hotkey", true) = *saved_;
        instance_->globalConfig().load(update, true);
    }
    saved_.reset();
    applied_.reset();
}

} // namespace swift_emoji
