// ibus-engine-swift-emoji: the Swift Emoji input method as an IBus engine.
//
//   --ibus     launched by ibus-daemon from the component XML
//   --xml      print the engines XML and exit
//   (none)     register the component with the running daemon (development, tests)
//   --verbose  log debug messages to stderr (also: SWIFT_EMOJI_LOG_LEVEL=debug)

import EmojiKit

UIText.activate()
let options = LaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
EngineLauncher.run(options)
