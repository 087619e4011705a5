// swift-emoji-engine-server: the Swift Emoji input engine for frontends that run it out of their
// own process (the fcitx5 addon). The frontend makes a socket pair, starts the server with one
// end, and exchanges requests and replies over it (see EngineRequest and EngineReply); the
// server exits when the frontend closes its end.

import EmojiKit

UIText.activate()
let options = ServerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
ServerLauncher.run(options)
