/// What "Frequently used" shows before the user has history: the most used emoji worldwide,
/// after Unicode's published emoji frequency ranking (unicode.org/emoji/charts/emoji-frequency.html).
enum FrequentEmoji {
    static let defaults = [
        "😂", "❤️", "🤣", "👍", "😭", "🙏", "😘", "🥰", "😍", "😊", "🎉", "😁", "💕", "🥺",
        "😅", "🔥", "☺️", "🤦", "♥️", "🤷", "🙄", "😆", "🤗", "😉", "🎂", "🤔", "👏", "🙂",
    ]
}
