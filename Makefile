# Swift Emoji — build, test, data, benchmarks, install and package.
#
#   make               release build of the engine and the CLI
#   make test          install missing Debian packages, lint, build, run every test
#   make test-fcitx5   the fcitx5 addon (a CMake project: CMakeLists.txt) under ctest: in fcitx5's test
#                      harness, under the sanitizers, in a real fcitx5 process (part of make test)
#   make test-desktop  Swift Emoji in a real headless GNOME Shell, then in real GTK, Qt and Chromium
#                      text fields under Xvfb, with IBus and with fcitx5 (part of make test)
#   make test-desktops-current  the desktops of today (GNOME Shell 48 and 51, KDE Plasma 6 with fcitx5 5.1,
#                      Orca 48 and 51) in Debian 13 and unstable roots made under .build/roots (Tests/Current)
#   make test-speech   speech for screen readers with this machine's Orca and a private speech-dispatcher,
#                      through the speech driver and through ibus-daemon into a GTK field (part of make
#                      test); Orca 48 and 51 run the same in make test-desktops-current
#   make screenshots   retake docs/screenshot.png (IBus GTK panel), docs/screenshot-gnome.png and
#                      docs/screenshot-fcitx5.png (fcitx5's classic UI) and docs/screenshot-setup.png
#                      (the programs: Tests/Desktop/screenshots), then the current desktops' in their
#                      Debian roots: docs/screenshot-gnome-48.png, -51.png and docs/screenshot-plasma.png
#                      (KDE Plasma 6 with fcitx5)
#   make test-setup    the preferences window's tests under Xvfb (part of make test)
#   make unit          the Swift tests that need no ibus-daemon (seconds, after a build)
#   make format        format the Swift sources in place (swift-format, .swift-format)
#   make lint          check the formatting and the lint rules of .swift-format, and the translations
#   make translations  refresh po/swift-emoji.pot from the sources and merge it into po/*.po
#   make data          regenerate data/emoji.index from data/sources/
#   make bench         run the benchmarks and rewrite BENCHMARKS.md
#   make fuzz          fuzz the index loader and the key handling (FUZZ_SECONDS each, default 600)
#   make soak          100,000 keystrokes through a real ibus-daemon; memory and object counts; then
#                      the engine under LeakSanitizer and ThreadSanitizer, and `make sanitize`
#   make sanitize      the unit tests under AddressSanitizer (Swift) and UBSan (the C shims)
#   sudo make install  install under PREFIX (default /usr); DESTDIR honoured
#   sudo make uninstall
#   make deb           build dist/swift-emoji_<version>_<arch>.deb

# The version is written once, in Sources/EmojiKit/SwiftEmojiVersion.swift.
VERSION     := $(shell sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/EmojiKit/SwiftEmojiVersion.swift)
PREFIX      ?= /usr
BINDIR      ?= $(PREFIX)/bin
LIBEXECDIR  ?= $(PREFIX)/libexec
DATADIR     ?= $(PREFIX)/share/swift-emoji
COMPONENTDIR ?= $(PREFIX)/share/ibus/component
SCHEMADIR   ?= $(PREFIX)/share/glib-2.0/schemas
MANDIR      ?= $(PREFIX)/share/man/man1
ICONDIR     ?= $(PREFIX)/share/icons/hicolor/scalable/apps
LOCALEDIR   ?= $(PREFIX)/share/locale
# fcitx5 loads addons from its own library directory (not from under /usr/local).
FCITX5_ADDONDIR ?= $(PREFIX)/lib/$(shell gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)/fcitx5
FCITX5_DATADIR  ?= $(PREFIX)/share/fcitx5
SWIFT       ?= swift
SWIFT_FLAGS ?=
DESTDIR     ?=

# Release builds link the Swift runtime statically (the installed engine must not depend on the
# toolchain's path) and compile in the data and translation directories (see Sources/CSwiftEmojiPaths).
#
# They link GCC's C++ runtime, which the static Swift runtime needs, statically too (GCC's runtime
# library exception allows it): `-lstdc++` finds the linker script in STATIC_CXX_DIR first, which
# names libstdc++.a. The engine then loads and relocates one shared library fewer: about 1 MiB of RSS.
#
# They lay out the functions the engines run together (LINK_ORDER, written by `make link-order`): the
# kernel maps code in 64 KiB around each page a process touches, and the few hundred KiB the engines
# run, spread over 10 MB of code, kept 1.3 MiB more of it resident. Swift code is compiled with a section
# per function, which GNU gold orders by the file (lld reads no such file: without gold, no ordering).
STATIC_CXX_DIR = $(CURDIR)/.build/static-libstdc++
LINK_ORDER     = $(CURDIR)/packaging/link-order.txt
LINK_ORDER_FLAGS = $(if $(shell command -v ld.gold),-Xswiftc -use-ld=gold -Xswiftc -Xfrontend -Xswiftc -function-sections \
                   -Xlinker --section-ordering-file=$(LINK_ORDER))
RELEASE_FLAGS = -c release --static-swift-stdlib -Xcc -DSWIFT_EMOJI_DATADIR='"$(DATADIR)"' \
                -Xcc -DSWIFT_EMOJI_LOCALEDIR='"$(LOCALEDIR)"' -Xswiftc -L$(STATIC_CXX_DIR) $(LINK_ORDER_FLAGS) $(SWIFT_FLAGS)
RELEASE_BIN   = $(shell $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path 2>/dev/null)

# The fcitx5 addon (C++, Sources/Fcitx5Addon) is built where fcitx5's development files are, by
# CMake with fcitx5's own CMake functions (CMakeLists.txt), in ADDON_BUILD; it runs the Swift engine
# out of process (swift-emoji-engine-server, in LIBEXECDIR: a new LIBEXECDIR rebuilds it).
ADDON_BUILD   = .build/fcitx5
HAVE_FCITX5   = $(shell pkg-config --exists Fcitx5Core Fcitx5Utils && echo yes)
ADDON_CMAKE   = cmake -S . -B $(ADDON_BUILD) --log-level=WARNING -DSWIFT_EMOJI_LIBEXECDIR=$(LIBEXECDIR) \
                -DSWIFT_EMOJI_FCITX5_ADDONDIR=$(FCITX5_ADDONDIR) -DSWIFT_EMOJI_FCITX5_DATADIR=$(FCITX5_DATADIR)

# Debian packages the build and the tests need.
BUILD_PACKAGES = pkg-config zlib1g-dev libglib2.0-dev libglib2.0-bin libibus-1.0-dev libfontconfig-dev libstemmer-dev gettext \
                 libgtk-4-dev libadwaita-1-dev iso-codes
TEST_PACKAGES  = $(BUILD_PACKAGES) xz-utils ibus dbus-daemon libxml2-utils dpkg-dev xvfb \
                 fonts-noto-color-emoji fonts-symbola fonts-dejavu-core
# A headless GNOME Shell session and a GTK application (Tests/Desktop, Tests/harness/gnome.py);
# Xvfb, xdotool and the GTK 4, Qt 5, Qt 6 and Chromium applications of Tests/Desktop/apps_test.py.
DESKTOP_PACKAGES = gnome-shell mutter xwayland dbus-x11 ibus ibus-gtk3 python3-gi gir1.2-gtk-3.0 dconf-cli \
                   dconf-gsettings-backend gnome-settings-daemon at-spi2-core fonts-noto-color-emoji \
                   fonts-cantarell adwaita-icon-theme \
                   xvfb xdotool ibus-gtk4 gir1.2-gtk-4.0 python3-pyqt5 python3-pyqt6 qt6-wayland chromium imagemagick \
                   fcitx5-frontend-gtk3 fcitx5-frontend-gtk4 fcitx5-frontend-qt5 fcitx5-frontend-qt6
# fcitx5 with its test addons and development files, for the addon and its tests.
FCITX5_BUILD_PACKAGES = g++ cmake libfcitx5core-dev libfcitx5utils-dev libfcitx5config-dev
FCITX5_PACKAGES = $(FCITX5_BUILD_PACKAGES) fcitx5 fcitx5-modules fcitx5-modules-dev python3-gi

.PHONY: FORCE all build fcitx5-addon test test-setup test-fcitx5 test-desktop test-desktops-current test-speech screenshots translations unit sanitize format lint deps test-deps data link-order bench fuzz soak install uninstall deb clean

all: build

RELEASE_PRODUCTS = ibus-engine-swift-emoji swift-emoji swift-emoji-engine-server swift-emoji-setup

build: deps
	@# SwiftPM does not know LINK_ORDER: a program linked before it changed is linked again.
	@bin=$(RELEASE_BIN); for product in $(RELEASE_PRODUCTS); do \
	    if [ "$$bin/$$product" -ot $(LINK_ORDER) ]; then rm -f "$$bin/$$product"; fi; done
	$(SWIFT) build $(RELEASE_FLAGS) --product ibus-engine-swift-emoji
	$(SWIFT) build $(RELEASE_FLAGS) --product swift-emoji
	$(SWIFT) build $(RELEASE_FLAGS) --product swift-emoji-engine-server
	$(SWIFT) build $(RELEASE_FLAGS) --product swift-emoji-setup
	@if [ "$(HAVE_FCITX5)" = yes ]; then $(MAKE) -s fcitx5-addon; \
	else echo "fcitx5's development files are not installed: no fcitx5 addon (apt install libfcitx5core-dev)"; fi

fcitx5-addon:
	@$(ADDON_CMAKE) >/dev/null
	cmake --build $(ADDON_BUILD) --parallel 2

deps:
	@command -v $(SWIFT) >/dev/null || { echo "swift is not on the PATH (under sudo: sudo env PATH=\"\$$PATH\" make install); see README.md" >&2; exit 1; }
	@./scripts/ensure-packages $(BUILD_PACKAGES)
	@# A fcitx5 user gets the fcitx5 addon too: its development files (and CMake) come with the build's.
	@if command -v fcitx5 >/dev/null || [ "$(HAVE_FCITX5)" = yes ]; then \
	    ./scripts/ensure-packages $(FCITX5_BUILD_PACKAGES); fi
	@# The linker script of STATIC_CXX_DIR (see RELEASE_FLAGS); without libstdc++.a the runtime stays shared.
	@mkdir -p $(STATIC_CXX_DIR) && archive=$$("$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")")/clang" -print-file-name=libstdc++.a) && \
	    if [ -f "$$archive" ]; then echo "INPUT($$archive)" > $(STATIC_CXX_DIR)/libstdc++.so; \
	    else rm -f $(STATIC_CXX_DIR)/libstdc++.so; echo "note: no libstdc++.a, the engine links libstdc++.so" >&2; fi

test-deps:
	@./scripts/ensure-packages $(TEST_PACKAGES) $(FCITX5_PACKAGES)

# Each stage has a time limit, so a hang fails the run with the stage's name instead of stalling CI.
test: test-deps lint
	@# The Debian roots of test-desktops-current are made meanwhile: they wait on the mirror more
	@# than on the processor (test-desktops-current waits for them, or makes them if this failed).
	@./scripts/ensure-packages debootstrap && mkdir -p .build/logs && \
	    (/usr/bin/python3 -m Tests.Current --roots-only > .build/logs/roots.log 2>&1 &)
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	SWIFT_EMOJI_DATA_DIR=$(CURDIR)/data timeout --kill-after=10 2400 $(SWIFT) test --skip-build $(SWIFT_FLAGS)
	timeout --kill-after=10 300 $(MAKE) -s test-setup
	timeout --kill-after=10 900 Tests/Package/package-test
	./scripts/fuzz 20
	timeout --kill-after=10 900 $(MAKE) -s soak SOAK_KEYS=10000 SOAK_LEAK_CHECK=
	timeout --kill-after=10 600 $(MAKE) -s test-fcitx5
	timeout --kill-after=10 900 $(MAKE) -s test-desktop
	timeout --kill-after=10 2400 $(MAKE) -s test-desktops-current
	timeout --kill-after=10 900 $(MAKE) -s test-speech

# The preferences window's tests need a display and the schema: under Xvfb, with the repository's
# schema and GSettings in memory (they are skipped in the main test run, which has neither); then
# the window built without the schema, which says so (a schema directory without it, and no
# installed one). The two runs look for a free display from different numbers (-n), so the second never
# takes the display of the first while its server is still going away (a run saw Gtk fail to open it).
# -noreset: Xvfb resets when its last client leaves, and a client that connects meanwhile fails to open the display.
XVFB_ARGS = -screen 0 1280x1024x24 -noreset
SETUP_TEST_ENV = GSETTINGS_BACKEND=memory SWIFT_EMOJI_DATA_DIR=$(CURDIR)/data LANG=C.UTF-8 LANGUAGE=en GTK_A11Y=none
test-setup:
	@./scripts/ensure-packages xvfb xdotool
	@mkdir -p .build/setup-schemas .build/setup-no-schema
	glib-compile-schemas --targetdir=.build/setup-schemas packaging
	GSETTINGS_SCHEMA_DIR=$(CURDIR)/.build/setup-schemas $(SETUP_TEST_ENV) \
	    xvfb-run -a -n 140 -s "$(XVFB_ARGS)" $(SWIFT) test --skip-build $(SWIFT_FLAGS) --filter SetupWindowTests
	GSETTINGS_SCHEMA_DIR=$(CURDIR)/.build/setup-no-schema XDG_DATA_DIRS=$(CURDIR)/.build/setup-no-schema $(SETUP_TEST_ENV) \
	    xvfb-run -a -n 160 -s "$(XVFB_ARGS)" $(SWIFT) test --skip-build $(SWIFT_FLAGS) --filter MissingSchemaWindowTests

# The addon's tests under ctest (Tests/Fcitx5/CMakeLists.txt): each case in fcitx5's own test harness
# (testfrontend, testim, testui: no display, no D-Bus), again under AddressSanitizer, LeakSanitizer
# and UBSan (the addon runs inside fcitx5), then in a real fcitx5 process in a private D-Bus session,
# driven through its D-Bus interface. The engine server is the release build's (.build/release).
test-fcitx5:
	@./scripts/ensure-packages $(FCITX5_PACKAGES)
	@$(ADDON_CMAKE) -DBUILD_TESTING=ON >/dev/null
	@$(MAKE) -s build
	cd $(ADDON_BUILD) && ctest --output-on-failure

# The Python tests run as modules of the repository (Tests/harness is their harness), with Debian's
# python3 where they need python3-gi.
test-desktop: build
	@./scripts/ensure-packages $(DESKTOP_PACKAGES) $(FCITX5_PACKAGES)
	@$(MAKE) -s fcitx5-addon
	timeout --kill-after=10 300 /usr/bin/python3 -m Tests.Desktop.gnome_shell_test --bin $(RELEASE_BIN)
	timeout --kill-after=10 300 /usr/bin/python3 -m Tests.Desktop.apps_test --bin $(RELEASE_BIN)
	timeout --kill-after=10 300 /usr/bin/python3 -m Tests.Desktop.apps_test --framework fcitx5 --addon $(ADDON_BUILD) \
	    --bin $(RELEASE_BIN)

# The desktops people run today (Tests/Current): Debian 13 (trixie) and unstable (sid) roots, made
# with debootstrap and cached under .build/roots (SWIFT_EMOJI_ROOTS moves them), each check run in
# them with the root's own desktop and the release build made here (with the speech driver: Orca 48
# and 51 speak what Tests/Speech types, see Tests/Current/checks.py).
test-desktops-current: build
	@./scripts/ensure-packages debootstrap
	$(SWIFT) build $(RELEASE_FLAGS) --product swift-emoji-speech-driver
	timeout --kill-after=10 2400 /usr/bin/python3 -m Tests.Current --bin $(RELEASE_BIN)

# Speech for screen readers (Tests/Speech), with this machine's Orca (Debian 12: 43.1) and a private
# speech-dispatcher that writes down what it would say: the speech driver types into a real engine
# and speaks through EmojiSpeech (speech_test), and the real engine speaks through ibus-daemon as
# keys are typed into a GTK field (ibus_test). Orca 48 and 51 run the same tests in the Debian
# roots of make test-desktops-current (Tests/Current/checks.py).
SPEECH_PACKAGES = orca speech-dispatcher at-spi2-core dbus-daemon xvfb xdotool ibus ibus-gtk3 python3-gi \
                  gir1.2-gtk-3.0 gir1.2-atspi-2.0 gettext
test-speech: deps
	@./scripts/ensure-packages $(SPEECH_PACKAGES)
	$(SWIFT) build $(RELEASE_FLAGS) --product ibus-engine-swift-emoji
	$(SWIFT) build $(RELEASE_FLAGS) --product swift-emoji-speech-driver
	timeout --kill-after=10 300 /usr/bin/python3 -m Tests.Speech.speech_test --bin $(RELEASE_BIN)
	timeout --kill-after=10 300 /usr/bin/python3 -m Tests.Speech.ibus_test --bin $(RELEASE_BIN)

screenshots: build
	@./scripts/ensure-packages $(DESKTOP_PACKAGES) $(FCITX5_PACKAGES)
	@$(MAKE) -s fcitx5-addon
	/usr/bin/python3 -m Tests.Desktop.screenshots.ibus_panel --bin $(RELEASE_BIN)
	/usr/bin/python3 -m Tests.Desktop.screenshots.gnome --bin $(RELEASE_BIN)
	/usr/bin/python3 -m Tests.Desktop.screenshots.fcitx5 --bin $(RELEASE_BIN) --addon $(ADDON_BUILD)
	/usr/bin/python3 -m Tests.Desktop.screenshots.setup --bin $(RELEASE_BIN)
	@./scripts/ensure-packages debootstrap
	/usr/bin/python3 -m Tests.Current --bin $(RELEASE_BIN) --check screenshot --screenshots docs

# The fast inner loop: every Swift test but those that start an ibus-daemon and the regeneration
# of the whole index (make test runs them all).
unit:
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	SWIFT_EMOJI_DATA_DIR=$(CURDIR)/data $(SWIFT) test --skip-build $(SWIFT_FLAGS) \
	    --skip IBusIntegrationTests --skip regeneratingGivesTheCommittedIndexByteForByte

# swift-format comes with the Swift toolchain (`swift format`).
FORMAT_PATHS = Package.swift Sources Tests Benchmarks Fuzz
format:
	$(SWIFT) format --in-place --recursive --parallel $(FORMAT_PATHS)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)
	./scripts/check-translations
	./scripts/check-engine-imports

# After changing user-visible strings: refresh po/swift-emoji.pot and merge it into po/*.po.
translations:
	./scripts/update-translations

FUZZ_SECONDS ?= 600
fuzz: test-deps
	./scripts/fuzz $(FUZZ_SECONDS)

# The soak test: realistic typing through a real ibus-daemon into the release engine; then the
# same with an AddressSanitizer build of the engine, stopped cleanly so LeakSanitizer reports.
SOAK_KEYS ?= 100000
SOAK_LEAK_CHECK ?= yes
soak: build test-deps
	$(SWIFT) build $(RELEASE_FLAGS) --product swift-emoji-ibus-probe
	python3 -m Tests.Soak.soak --bin $(RELEASE_BIN) --data data --keys $(SOAK_KEYS)
	@if [ -n "$(SOAK_LEAK_CHECK)" ]; then \
	    $(SWIFT) build --scratch-path .build-asan -Xswiftc -sanitize=address \
	        -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld --product ibus-engine-swift-emoji && \
	    python3 -m Tests.Soak.soak --bin $(RELEASE_BIN) --engine-bin .build-asan/debug --data data \
	        --keys 3000 --warmup 500 --leak-check && \
	    $(SWIFT) build --scratch-path .build-tsan -Xswiftc -sanitize=thread --product ibus-engine-swift-emoji && \
	    python3 -m Tests.Soak.soak --bin $(RELEASE_BIN) --engine-bin .build-tsan/debug --data data \
	        --keys 3000 --warmup 500 --race-check && \
	    $(MAKE) -s sanitize; fi

# Swift has no UndefinedBehaviorSanitizer of its own (its checks trap in debug builds): the C
# shims get UBSan, the Swift code AddressSanitizer (the search walks unsafe buffers). Leaks are
# not checked here: Foundation and XCTest keep a few allocations to the end (the engine's own
# leak check is in make soak).
SANITIZE_FLAGS = -Xswiftc -sanitize=address -Xcc -fsanitize=undefined \
    -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
sanitize: test-deps
	$(SWIFT) build --build-tests --scratch-path .build-sanitize $(SANITIZE_FLAGS)
	ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	    SWIFT_EMOJI_DATA_DIR=$(CURDIR)/data $(SWIFT) test --skip-build --scratch-path .build-sanitize \
	    --skip IBusIntegrationTests --skip regeneratingGivesTheCommittedIndexByteForByte

# Rewrites LINK_ORDER from the functions the engines run in a typing session (Benchmarks/link_order.py,
# each engine under valgrind through a real ibus-daemon and a real fcitx5), then relinks.
link-order: build test-deps
	@./scripts/ensure-packages valgrind
	$(SWIFT) build $(RELEASE_FLAGS) --product swift-emoji-ibus-probe
	/usr/bin/python3 -m Benchmarks.link_order --bin $(RELEASE_BIN) \
	    $(if $(filter yes,$(HAVE_FCITX5)),--addon $(ADDON_BUILD)) --output $(LINK_ORDER)
	$(MAKE) -s build

data: deps
	$(SWIFT) build -c release --product swift-emoji-datagen $(SWIFT_FLAGS)
	$(SWIFT) run -c release --skip-build swift-emoji-datagen --sources data/sources --output data/emoji.index

bench: build
	$(SWIFT) build $(RELEASE_FLAGS) --product swift-emoji-bench
	$(SWIFT) build $(RELEASE_FLAGS) --product swift-emoji-ibus-probe
	BIN=$(RELEASE_BIN) ./Benchmarks/run

INSTALL_DIRS = BINDIR=$(BINDIR) LIBEXECDIR=$(LIBEXECDIR) DATADIR=$(DATADIR) COMPONENTDIR=$(COMPONENTDIR) \
    SCHEMADIR=$(SCHEMADIR) MANDIR=$(MANDIR) ICONDIR=$(ICONDIR) LOCALEDIR=$(LOCALEDIR) \
    FCITX5_ADDONDIR=$(FCITX5_ADDONDIR) FCITX5_DATADIR=$(FCITX5_DATADIR)

install: build
	@# Under sudo, give the build directory back to the user who owns the checkout.
	@if [ -n "$${SUDO_USER:-}" ]; then chown -R "$$SUDO_USER": .build; fi
	./scripts/installation install "$(DESTDIR)" "$(RELEASE_BIN)" $(INSTALL_DIRS) ADDON_BUILD=$(ADDON_BUILD)
	@if [ -z "$(DESTDIR)" ]; then ./scripts/refresh-ibus "$(SCHEMADIR)"; fi

uninstall:
	./scripts/installation uninstall "$(DESTDIR)" $(INSTALL_DIRS)
	@if [ -z "$(DESTDIR)" ]; then ./scripts/refresh-ibus "$(SCHEMADIR)"; fi

deb:
	$(MAKE) build PREFIX=/usr
	./scripts/build-deb "$(VERSION)" "$$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path)"

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan .build-sanitize dist
