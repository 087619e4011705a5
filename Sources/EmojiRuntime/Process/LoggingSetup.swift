import EmojiKit
import Logging

/// Logs go to standard error with levels; quiet (warnings and errors) unless asked otherwise.
///
/// Nothing typed is ever logged: messages name events and errors, never keys or text.
public enum LoggingSetup {
    public static let environmentVariable = "SWIFT_EMOJI_LOG_LEVEL"

    public static func bootstrap(verbose: Bool) {
        let environment = LanguagePreferences.currentEnvironment()
        let level =
            verbose ? .debug : environment[environmentVariable].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }
}
