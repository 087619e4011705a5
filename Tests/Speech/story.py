"""The keys both speech tests type and what a screen-reader user is to hear of them (English,
the wording of Sources/EmojiSpeech/Wording): `heart`, a burst of five arrows, Return; then
`thumbs up`, a Shift tap, Return."""

import re

#: After `heart`: the first emoji, its place and the page ("red heart, 1 of 28, page 1 of 3").
HEART_OPENS = "red heart, 1 of 28, page 1 of"
#: After five Right arrows in a burst: only the last place counts.
BURST_ENDS = "broken heart, 6 of 28"
#: Return after the burst.
BURST_INSERTED = "broken heart inserted"
#: A Shift tap on thumbs up.
TONED = "thumbs up: light skin tone"
#: Return after the tap.
TONED_INSERTED = "thumbs up: light skin tone inserted"
#: The emoji each Return inserts.
INSERTED_TEXT = {BURST_INSERTED: "\U0001F494", TONED_INSERTED: "\U0001F44D\U0001F3FB"}


#: Swift Emoji's messages: a place ("…, 3 of 28", maybe a page), an insertion, a tone as CLDR names
#: it ("thumbs up: light skin tone"), nothing found.
OURS = re.compile(r", \d+ of \d+(, page \d+ of \d+)?$| inserted$|^[^,:]+: [a-z-]+ skin tone$|^Nothing found$")


def is_ours(text):
    """Whether `text` is worded as Swift Emoji's speech is, not as Orca's own (a key's name,
    "Screen reader on", a field's text read out, where speech-dispatcher names the emoji itself:
    "broken heart  thumbs up light skin tone")."""
    return bool(OURS.search(text))


def has_glyph(text):
    """Whether `text` holds an emoji or pictograph itself rather than its name."""
    return any(ord(character) > 0x2500 for character in text)
