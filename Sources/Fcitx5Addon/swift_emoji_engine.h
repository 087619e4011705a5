// Swift Emoji as a fcitx5 input method: keys go to the Swift engine (swift-emoji-engine-server,
// see EngineConnection), its replies become fcitx5's preedit, auxiliary text and candidates.
#ifndef SWIFT_EMOJI_FCITX5_ENGINE_H
#define SWIFT_EMOJI_FCITX5_ENGINE_H

#include "engine_connection.h"
#include "hotkey_suspension.h"

#include <fcitx/addonfactory.h>
#include <fcitx/addonmanager.h>
#include <fcitx/inputcontextproperty.h>
#include <fcitx/inputmethodengine.h>
#include <fcitx/instance.h>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace swift_emoji {

class SwiftEmojiEngine;

/// What the addon keeps per input context: its number for the server, the capabilities last told
/// to it, and whether the engine is composing there (a query, a hint or candidates shown).
class ContextState : public fcitx::InputContextProperty {
public:
    ContextState(SwiftEmojiEngine *engine, uint32_t id) : engine_(engine), id_(id) {}
    ~ContextState() override;
    uint32_t id() const { return id_; }
    bool composing = false;
    /// Inline mode: the typed text the preedit shows (kept when the application resets).
    std::string typedText;
    /// The capability flags the server was last told, and which server was told (see
    /// SwiftEmojiEngine::sendField).
    std::optional<std::pair<uint64_t, uint32_t>> toldCapabilities;

private:
    SwiftEmojiEngine *engine_;
    uint32_t id_;
};

class SwiftEmojiEngine : public fcitx::InputMethodEngineV2 {
public:
    /// The input method's name in fcitx5 (inputmethod/swift-emoji.conf).
    static constexpr const char *inputMethodName = "swift-emoji";

    explicit SwiftEmojiEngine(fcitx::Instance *instance);
    ~SwiftEmojiEngine() override;

    void keyEvent(const fcitx::InputMethodEntry &entry, fcitx::KeyEvent &keyEvent) override;
    void activate(const fcitx::InputMethodEntry &entry, fcitx::InputContextEvent &event) override;
    void deactivate(const fcitx::InputMethodEntry &entry, fcitx::InputContextEvent &event) override;
    void reset(const fcitx::InputMethodEntry &entry, fcitx::InputContextEvent &event) override;

    /// The panel's page buttons and clicks on a row (from the candidate list).
    void panelAction(fcitx::InputContext *ic, PanelAction action, uint32_t row = 0);
    /// The context `id` is gone (its state is being destroyed).
    void forget(uint32_t id);

private:
    /// Sends a request for `ic` and shows the reply; nullopt when the server did not answer.
    std::optional<Reply> send(fcitx::InputContext *ic, RequestWriter request);
    RequestWriter request(RequestKind kind, fcitx::InputContext *ic);
    /// Sends a key; whether the engine used it.
    bool sendKey(fcitx::InputContext *ic, const fcitx::KeyEvent &keyEvent);
    /// Tells the server what the field is (a password, private, drawing its preedit) when its
    /// capabilities changed since it was last told.
    void sendField(fcitx::InputContext *ic);
    void show(fcitx::InputContext *ic, const Reply &reply);
    void clear(fcitx::InputContext *ic);
    /// Lets the engine's modifier taps through fcitx5's hotkeys while `ic` composes.
    void updateHotkeys(fcitx::InputContext *ic);
    bool isCurrent(fcitx::InputContext *ic);

    fcitx::Instance *instance_;
    EngineConnection connection_;
    fcitx::FactoryFor<ContextState> factory_;
    uint32_t lastContextId_ = 0;
    bool shuttingDown_ = false;
    HotkeySuspension hotkeys_;
};

class SwiftEmojiFactory : public fcitx::AddonFactory {
public:
    fcitx::AddonInstance *create(fcitx::AddonManager *manager) override;
};

} // namespace swift_emoji

#endif
