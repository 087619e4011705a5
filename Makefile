# Swift Emoji — build, test, data and install entry points.
#
#   make            release build of every product
#   make test       install missing build/test packages (apt), build, run every test
#   make data       regenerate data/emoji.index from data/sources/
#   make bench      run the benchmarks and rewrite BENCHMARKS.md

PREFIX      ?= /usr
DATADIR     ?= $(PREFIX)/share/swift-emoji
SWIFT       ?= swift
SWIFT_FLAGS ?=
# The data directory is compiled in; see Sources/CSwiftEmojiPaths.
RELEASE_FLAGS = -c release -Xcc -DSWIFT_EMOJI_DATADIR='"$(DATADIR)"' $(SWIFT_FLAGS)

# Debian packages the build and the tests need.
APT_PACKAGES = pkg-config zlib1g-dev xz-utils libglib2.0-dev libglib2.0-bin libibus-1.0-dev ibus dbus-daemon

.PHONY: all build test deps data bench clean

all: build

build: deps
	$(SWIFT) build $(RELEASE_FLAGS)

deps:
	@./scripts/ensure-packages $(APT_PACKAGES)

test: deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	SWIFT_EMOJI_DATA_DIR=$(CURDIR)/data $(SWIFT) test --skip-build $(SWIFT_FLAGS)

data: deps
	$(SWIFT) build -c release --product swift-emoji-datagen $(SWIFT_FLAGS)
	$(SWIFT) run -c release --skip-build swift-emoji-datagen --sources data/sources --output data/emoji.index

bench: deps
	./Benchmarks/run

clean:
	rm -rf .build
