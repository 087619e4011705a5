// Lets the engine's modifier taps through while it composes.
//
// fcitx5 checks its hotkeys before any input method sees a key, in a phase addons cannot watch
// (EventWatcherPhase::ReservedFirst), and takes a lone Shift_L by default ("temporarily switch
// between first and current input method"): a Shift tap would switch input methods and drop the
// query instead of cycling the skin tone. While Swift Emoji composes, the hotkeys that are one of
// the engine's tap keys alone are taken out of fcitx5's configuration in memory, and they come
// back as soon as the composition ends. With nothing typed, a Shift tap switches as usual.
#ifndef SWIFT_EMOJI_FCITX5_HOTKEY_SUSPENSION_H
#define SWIFT_EMOJI_FCITX5_HOTKEY_SUSPENSION_H

#include <fcitx-config/rawconfig.h>
#include <fcitx/instance.h>
#include <optional>

namespace swift_emoji {

class HotkeySuspension {
public:
    explicit HotkeySuspension(fcitx::Instance *instance) : instance_(instance) {}
    ~HotkeySuspension() { resume(); }

    /// Takes the lone tap keys out of fcitx5's hotkeys (once until resume()).
    void suspend();
    /// Puts back what suspend() took, unless the hotkeys were changed meanwhile (the user saved
    /// new ones: they stay).
    void resume();
    bool isSuspended() const { return saved_.has_value(); }

    /// Whether `key` (a hotkey list entry such as "Shift_L" or "Control+Shift_L") is one of the
    /// engine's tap keys alone.
    static bool isTapKey(const std::string &key);

private:
    fcitx::RawConfig hotkeys() const;

    fcitx::Instance *instance_;
    /// The Hotkey section before suspend(), and as suspend() left it.
    std::optional<fcitx::RawConfig> saved_;
    std::optional<fcitx::RawConfig> applied_;
};

} // namespace swift_emoji

#endif
