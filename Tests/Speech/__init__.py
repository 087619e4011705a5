"""What a screen-reader user hears (issue 25), with real Orca and a speech-dispatcher that writes
down what it would say: speech_test drives EmojiSpeech with the speech driver, ibus_test types
into a GTK field through ibus-daemon and the real engine. Run from the repository's root with
Debian's python3: `/usr/bin/python3 -m Tests.Speech.speech_test --bin .build/release`."""
