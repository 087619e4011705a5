// swift-tools-version: 6.0
//
// Swift Emoji: an emoji input method for Linux desktops.
//
// The dependency graph is the architecture:
//
//   EmojiKit            data index, search, skin tones, shortcodes (no UI, no IBus)
//   EmojiInput          the input engine state machine (depends on EmojiKit only)
//   EmojiFrontend       what frontends share without an input framework: panel styles, grid rows,
//                       update detection, clients and query placement (depends on EmojiInput)
//   EmojiFonts          what the installed fonts can draw, from fontconfig
//   EmojiIndexBuilder   turns the Unicode/CLDR sources into the index (build time only)
//   swift-emoji         command-line frontend (EmojiKit + EmojiInput)
//   EmojiSettings       the settings in GSettings, as EmojiInput's table declares them
//   EmojiSpeech         what a screen-reader user hears of the grid: the words, their pace, and the
//                       channels to Orca (AT-SPI announcements) or speech-dispatcher (SSIP)
//   EmojiRuntime        what an engine process shares: settings, index preloading, fonts, speech, and
//                       the sessions of its input contexts (one API for every frontend)
//   ibus-engine-swift-emoji
//                       IBus frontend; the only target that imports libibus
//   swift-emoji-setup   the preferences window (GTK 4, libadwaita; EmojiSettings, not the runtime)
//   swift-emoji-engine-server
//                       the engine out of process, for the fcitx5 addon (Sources/Fcitx5Addon, C++)
import PackageDescription

let package = Package(
    name: "SwiftEmoji",
    products: [
        .library(name: "EmojiKit", targets: ["EmojiKit"]),
        .library(name: "EmojiInput", targets: ["EmojiInput"]),
        .library(name: "EmojiFonts", targets: ["EmojiFonts"]),
        .executable(name: "swift-emoji", targets: ["SwiftEmojiCLI"]),
        .executable(name: "swift-emoji-datagen", targets: ["EmojiDataGen"]),
        .executable(name: "swift-emoji-bench", targets: ["EmojiBench"]),
        .executable(name: "ibus-engine-swift-emoji", targets: ["IBusSwiftEmoji"]),
        .executable(name: "swift-emoji-engine-server", targets: ["EngineServer"]),
        .executable(name: "swift-emoji-setup", targets: ["SwiftEmojiSetup"]),
        .executable(name: "swift-emoji-ibus-probe", targets: ["IBusProbe"]),
        .executable(name: "swift-emoji-speech-driver", targets: ["SpeechDriver"]),
        .executable(name: "fuzz-index-loader", targets: ["FuzzIndexLoader"]),
        .executable(name: "fuzz-key-handling", targets: ["FuzzKeyHandling"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // C boundary: zlib (index sections are deflate-compressed), the install paths, gettext.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // The Snowball stemmers, for plurals and other forms of a word in the search.
        .systemLibrary(
            name: "CStemmer",
            providers: [.apt(["libstemmer-dev"])]
        ),
        .target(name: "CSwiftEmojiPaths"),
        // Gives back the memory only process start-up used (the engines run all session long).
        .target(name: "CStartupMemory"),
        // gettext from glibc, for the user interface's words.
        .systemLibrary(name: "CGettext"),

        .target(
            name: "EmojiKit",
            dependencies: ["CZlib", "CStemmer", "CSwiftEmojiPaths", "CGettext"]
        ),
        // Which emoji the installed fonts can draw, from fontconfig (used by the frontends).
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        .target(
            name: "EmojiFonts",
            dependencies: ["CFontconfig", "EmojiKit"]
        ),
        .target(
            name: "EmojiInput",
            dependencies: [
                "EmojiKit",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // What every frontend needs besides the engine, without any input framework: panel styles,
        // grid row text, which updates a snapshot needs, the clients and where their query shows.
        .target(
            name: "EmojiFrontend",
            dependencies: ["EmojiInput"]
        ),
        // GLib: GSettings, the main loop and file-descriptor sources.
        .systemLibrary(
            name: "CGio",
            pkgConfig: "gio-2.0",
            providers: [.apt(["libglib2.0-dev"])]
        ),
        // The settings in GSettings, read and written as EmojiInput's table declares them (for the
        // engines and the preferences window).
        .target(
            name: "EmojiSettings",
            dependencies: ["CGio", "EmojiInput", .product(name: "Logging", package: "swift-log")]
        ),
        // What an engine process shares whatever framework it serves: the settings, the index
        // loaded in the background, the fonts' decision, and the sessions of the input contexts,
        // the one API frontends call (no IBus).
        .target(
            name: "EmojiRuntime",
            dependencies: [
                "EmojiInput",
                "EmojiFrontend",
                "EmojiFonts",
                "EmojiSettings",
                "EmojiSpeech",
                "CStartupMemory",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Speaks the grid for screen-reader users from the engine process: what is said on each
        // snapshot change, paced for Orca, sent as an AT-SPI announcement or over SSIP; on by itself
        // when a screen reader listens, never waiting on the accessibility bus or speech-dispatcher.
        .target(
            name: "EmojiSpeech",
            dependencies: [
                "CGio",
                "EmojiInput",
                "EmojiKit",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "EmojiIndexBuilder",
            dependencies: ["EmojiKit", "CZlib"]
        ),
        .executableTarget(
            name: "EmojiDataGen",
            dependencies: [
                "EmojiIndexBuilder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "SwiftEmojiCLI",
            dependencies: [
                "EmojiKit",
                "EmojiInput",
                "EmojiFonts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Scores search against the public evaluation set (Tests/SearchQualityTests/queries.tsv).
        .target(
            name: "SearchEvaluation",
            dependencies: ["EmojiKit"]
        ),
        .executableTarget(
            name: "EmojiBench",
            dependencies: ["EmojiKit", "EmojiInput", "SearchEvaluation"],
            path: "Benchmarks/EmojiBench"
        ),

        // The IBus frontend: the only targets that import libibus.
        .systemLibrary(
            name: "CIBus",
            pkgConfig: "ibus-1.0",
            providers: [.apt(["libibus-1.0-dev", "libglib2.0-dev"])]
        ),
        .executableTarget(
            name: "IBusSwiftEmoji",
            dependencies: [
                "CIBus",
                "EmojiInput",
                "EmojiFrontend",
                "EmojiFonts",
                "EmojiRuntime",
                "EmojiSettings",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // The engine for frontends that run it out of their process (the fcitx5 addon, whose C++
        // is in Sources/Fcitx5Addon and is built with CMake, CMakeLists.txt, where fcitx5's headers are).
        .executableTarget(
            name: "EngineServer",
            dependencies: [
                "CGio",
                "EmojiInput",
                "EmojiFrontend",
                "EmojiRuntime",
                "EmojiSettings",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // The preferences window (GTK 4 and libadwaita), opened from the input-source settings.
        .systemLibrary(
            name: "CAdwaita",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev", "libgtk-4-dev"])]
        ),
        .target(
            name: "SetupWindow",
            dependencies: ["CAdwaita", "CGettext", "EmojiKit", "EmojiInput", "EmojiFonts", "EmojiSettings"]
        ),
        .executableTarget(name: "SwiftEmojiSetup", dependencies: ["CAdwaita", "EmojiKit", "SetupWindow"]),

        // Drives EmojiSpeech as the runtime will (a real engine's snapshots for a typed script) for
        // the tests with real Orca and speech-dispatcher (Tests/Speech).
        .executableTarget(
            name: "SpeechDriver",
            dependencies: ["EmojiSpeech", "EmojiInput", "EmojiKit", "CGio"],
            path: "Tests/SpeechDriver"
        ),
        .executableTarget(
            name: "IBusProbe",
            dependencies: ["CIBus", "EmojiInput", "TestSupport"],
            path: "Tests/IBusProbe"
        ),

        // Fuzzing (see Fuzz/README.md): the harnesses, and one libFuzzer binary per harness.
        .target(name: "CFuzzing", path: "Fuzz/CFuzzing"),
        .target(
            name: "EmojiFuzzing",
            dependencies: ["CFuzzing", "EmojiKit", "EmojiInput", "EmojiIndexBuilder"],
            path: "Fuzz/Targets"
        ),
        .executableTarget(
            name: "FuzzIndexLoader",
            dependencies: ["EmojiFuzzing", "EmojiKit"],
            path: "Fuzz/IndexLoader"
        ),
        .executableTarget(
            name: "FuzzKeyHandling",
            dependencies: ["EmojiFuzzing", "EmojiKit"],
            path: "Fuzz/KeyHandling"
        ),

        .testTarget(
            name: "EmojiKitTests",
            dependencies: ["EmojiKit", "EmojiIndexBuilder", "TestSupport"]
        ),
        // What the tests share (like swift-argument-parser's ArgumentParserTestHelpers): the
        // repository's paths and index, temporary directories, running programs, waiting on a
        // condition, the probe's events, private fontconfig configurations.
        .target(name: "TestSupport", dependencies: ["EmojiKit"], path: "Tests/TestSupport"),
        .testTarget(
            name: "EmojiFontsTests",
            dependencies: ["EmojiFonts", "EmojiKit", "TestSupport"]
        ),
        .testTarget(
            name: "EmojiIndexBuilderTests",
            dependencies: ["EmojiIndexBuilder", "EmojiKit", "TestSupport"]
        ),
        .testTarget(
            name: "EmojiInputTests",
            dependencies: [
                "EmojiInput",
                "EmojiKit",
                "TestSupport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "IBusIntegrationTests",
            dependencies: ["IBusSwiftEmoji", "IBusProbe", "TestSupport"]
        ),
        .testTarget(
            name: "EmojiFrontendTests",
            dependencies: ["EmojiFrontend", "EmojiInput", "EmojiKit", "TestSupport"]
        ),
        .testTarget(
            name: "EmojiRuntimeTests",
            dependencies: [
                "EmojiRuntime", "EmojiFrontend", "EmojiInput", "EmojiKit", "EmojiSpeech", "CGio", "TestSupport",
            ]
        ),
        .testTarget(
            name: "EmojiSpeechTests",
            dependencies: ["EmojiSpeech", "EmojiInput", "EmojiKit", "CGio", "TestSupport"]
        ),
        .testTarget(
            name: "EngineServerTests",
            dependencies: [
                "EngineServer",
                "EmojiRuntime",
                "EmojiInput",
                "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // Needs a display (make test runs it under Xvfb); skipped without one.
        .testTarget(
            name: "SetupWindowTests",
            dependencies: ["SetupWindow", "CAdwaita", "EmojiKit", "EmojiInput", "EmojiSettings", "TestSupport"]
        ),
        .testTarget(
            name: "SearchQualityTests",
            dependencies: ["SearchEvaluation", "EmojiKit", "TestSupport"],
            exclude: ["queries.tsv"]
        ),
        .testTarget(
            name: "EmojiFuzzingTests",
            dependencies: ["EmojiFuzzing", "EmojiKit", "TestSupport"]
        ),
        .testTarget(
            name: "SwiftEmojiCLITests",
            dependencies: ["EmojiKit", "TestSupport"]
        ),
    ]
)
