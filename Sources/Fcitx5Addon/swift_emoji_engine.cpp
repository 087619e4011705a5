#include "swift_emoji_engine.h"

#include "row_candidates.h"

#include <cstdlib>
#include <fcitx-utils/capabilityflags.h>
#include <fcitx-utils/log.h>
#include <fcitx/inputcontext.h>
#include <fcitx/inputcontextmanager.h>
#include <fcitx/inputpanel.h>
#include <fcitx/text.h>
#include <fcitx/userinterface.h>

#ifndef SWIFT_EMOJI_LIBEXECDIR
#define SWIFT_EMOJI_LIBEXECDIR "/usr/local/libexec"
#endif

namespace swift_emoji {

namespace {

/// The engine server: `SWIFT_EMOJI_ENGINE_SERVER` (development and tests), else the installed one.
std::string serverPath() {
    if (const char *path = std::getenv("SWIFT_EMOJI_ENGINE_SERVER"); path && *path) {
        return path;
    }
    return SWIFT_EMOJI_LIBEXECDIR "/swift-emoji-engine-server";
}

/// fcitx5's key states are X's modifier masks; its own bits (virtual, repeat) are dropped.
uint32_t modifierMask(const fcitx::Key &key) {
    constexpr uint32_t xMasks = 0xFF | (1u << 26) | (1u << 27) | (1u << 28);
    return static_cast<uint32_t>(key.states()) & xMasks;
}

} // namespace

ContextState::~ContextState() { engine_->forget(id_); }

SwiftEmojiEngine::SwiftEmojiEngine(fcitx::Instance *instance)
    : instance_(instance), connection_(serverPath()),
      factory_([this](fcitx::InputContext &) { return new ContextState(this, ++lastContextId_); }),
      hotkeys_(instance) {
    instance_->inputContextManager().registerProperty("swiftEmojiState", &factory_);
}

SwiftEmojiEngine::~SwiftEmojiEngine() { shuttingDown_ = true; }

RequestWriter SwiftEmojiEngine::request(RequestKind kind, fcitx::InputContext *ic) {
    return RequestWriter(kind, connection_.nextSerial(), ic->propertyFor(&factory_)->id());
}

std::optional<Reply> SwiftEmojiEngine::send(fcitx::InputContext *ic, RequestWriter request) {
    auto reply = connection_.call(request);
    if (reply) {
        show(ic, *reply);
    } else {
        clear(ic); // the server went away: whatever it showed is gone with it
    }
    return reply;
}

bool SwiftEmojiEngine::sendKey(fcitx::InputContext *ic, const fcitx::KeyEvent &keyEvent) {
    const fcitx::Key &key = keyEvent.rawKey();
    auto request = this->request(RequestKind::Key, ic);
    request.u32(static_cast<uint32_t>(key.sym()))
        .u32(modifierMask(key))
        .u8(keyEvent.isRelease() ? 1 : 0)
        .u32(fcitx::Key::keySymToUnicode(key.sym()));
    const auto reply = send(ic, std::move(request));
    return reply && reply->handled;
}

void SwiftEmojiEngine::sendField(fcitx::InputContext *ic) {
    auto *state = ic->propertyFor(&factory_);
    const auto flags = ic->capabilityFlags();
    connection_.start(); // a server started anew must be told again
    const std::pair<uint64_t, uint32_t> told{static_cast<uint64_t>(flags), connection_.generation()};
    if (state->toldCapabilities == told) {
        return;
    }
    auto request = this->request(RequestKind::Field, ic);
    request.u8(flags.test(fcitx::CapabilityFlag::Password) ? 1 : 0)
        .u8(flags.test(fcitx::CapabilityFlag::Sensitive) ? 1 : 0)
        .u8(flags.test(fcitx::CapabilityFlag::Preedit) ? 1 : 0);
    // A field turning into a password one ends the composition and gives back what was typed, to
    // commit (the keys were meant for it); the key's reply, next, shows the rest.
    if (const auto reply = connection_.call(request)) {
        state->toldCapabilities = told;
        for (const auto &commit : reply->commits) {
            ic->commitString(commit);
        }
    } else {
        clear(ic);
    }
}

void SwiftEmojiEngine::keyEvent(const fcitx::InputMethodEntry &, fcitx::KeyEvent &keyEvent) {
    auto *ic = keyEvent.inputContext();
    sendField(ic);
    if (sendKey(ic, keyEvent)) {
        keyEvent.filterAndAccept();
    }
}

void SwiftEmojiEngine::activate(const fcitx::InputMethodEntry &, fcitx::InputContextEvent &event) {
    auto *ic = event.inputContext();
    auto request = this->request(RequestKind::FocusIn, ic);
    request.string("fcitx5:" + ic->program());
    send(ic, std::move(request));
    ic->propertyFor(&factory_)->toldCapabilities.reset();
    sendField(ic);
}

void SwiftEmojiEngine::deactivate(const fcitx::InputMethodEntry &entry, fcitx::InputContextEvent &event) {
    reset(entry, event);
}

void SwiftEmojiEngine::reset(const fcitx::InputMethodEntry &, fcitx::InputContextEvent &event) {
    auto *ic = event.inputContext();
    // Inline mode: the application reset the input (the caret moved) while text was being typed
    // in the preedit; it stays as text. (When focus goes, fcitx5 commits it itself.)
    auto *state = ic->propertyFor(&factory_);
    if (ic->hasFocus() && !state->typedText.empty()) {
        ic->commitString(state->typedText);
    }
    state->typedText.clear();
    if (connection_.isRunning()) {
        send(ic, request(RequestKind::Reset, ic));
    }
    clear(ic);
}

void SwiftEmojiEngine::panelAction(fcitx::InputContext *ic, PanelAction action, uint32_t row) {
    auto request = this->request(RequestKind::Panel, ic);
    request.u8(static_cast<uint8_t>(action)).u32(row);
    send(ic, std::move(request));
}

void SwiftEmojiEngine::forget(uint32_t id) {
    if (shuttingDown_ || !connection_.isRunning()) {
        return;
    }
    connection_.call(RequestWriter(RequestKind::Destroy, connection_.nextSerial(), id));
}

void SwiftEmojiEngine::show(fcitx::InputContext *ic, const Reply &reply) {
    for (const auto &commit : reply.commits) {
        ic->commitString(commit);
    }
    auto *state = ic->propertyFor(&factory_);
    state->composing = reply.isActive();
    state->typedText = reply.preeditIsText ? reply.preedit : std::string();
    updateHotkeys(ic);
    auto &panel = ic->inputPanel();
    panel.reset();
    if (!reply.preedit.empty()) {
        // When focus moves mid-query, fcitx5 (or the toolkit) commits what the preedit holds: a
        // half-typed query is marked DontCommit and dropped, as GTK does with IBus; in inline mode
        // the preedit is typed text and is kept.
        fcitx::TextFormatFlags flags{fcitx::TextFormatFlag::Underline};
        if (!reply.preeditIsText) {
            flags |= fcitx::TextFormatFlag::DontCommit;
        }
        fcitx::Text preedit(reply.preedit, flags);
        preedit.setCursor(static_cast<int>(reply.preedit.size()));
        // The engine says where the query shows: in the application, or in fcitx5's panel.
        if (!reply.preeditInPanel) {
            panel.setClientPreedit(preedit);
        } else {
            panel.setPreedit(preedit);
        }
    }
    if (!reply.auxiliary.empty()) {
        panel.setAuxUp(fcitx::Text(reply.auxiliary));
    }
    if (!reply.rows.empty()) {
        panel.setCandidateList(std::make_unique<RowCandidateList>(
            ic, reply, [this](fcitx::InputContext *context, PanelAction action, uint32_t row) {
                panelAction(context, action, row);
            }));
    }
    ic->updatePreedit();
    ic->updateUserInterface(fcitx::UserInterfaceComponent::InputPanel);
}

void SwiftEmojiEngine::clear(fcitx::InputContext *ic) {
    ic->propertyFor(&factory_)->composing = false;
    ic->propertyFor(&factory_)->typedText.clear();
    hotkeys_.resume();
    ic->inputPanel().reset();
    ic->updatePreedit();
    ic->updateUserInterface(fcitx::UserInterfaceComponent::InputPanel);
}

bool SwiftEmojiEngine::isCurrent(fcitx::InputContext *ic) {
    return ic && ic->hasFocus() && instance_->inputMethod(ic) == inputMethodName;
}

void SwiftEmojiEngine::updateHotkeys(fcitx::InputContext *ic) {
    if (isCurrent(ic) && ic->propertyFor(&factory_)->composing) {
        hotkeys_.suspend();
    } else {
        hotkeys_.resume();
    }
}

fcitx::AddonInstance *SwiftEmojiFactory::create(fcitx::AddonManager *manager) {
    return new SwiftEmojiEngine(manager->instance());
}

} // namespace swift_emoji

FCITX_ADDON_FACTORY(swift_emoji::SwiftEmojiFactory);
