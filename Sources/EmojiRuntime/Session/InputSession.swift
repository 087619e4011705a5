import EmojiFrontend
import EmojiInput

/// What the session keeps for one input context: the application behind it, what the framework
/// said about its field, and its input engine.
@MainActor
public final class InputSession {
    /// The application, as its last focus named it.
    public var client: InputClient
    /// What the framework said about the field.
    public private(set) var field = FieldFacts()
    /// The context's engine, once made: engines are made on the first key or panel action, so that
    /// a focus never waits for the index (it may still be loading).
    public private(set) var input: InputEngine?

    init(client: InputClient) {
        self.client = client
    }

    /// The engine, made by `make` if there is none yet (`nil` when it cannot be made).
    func engine(making make: () -> InputEngine?) -> InputEngine? {
        if let input { return input }
        input = make()
        input?.incognito = recordsNothing
        return input
    }

    /// Takes new facts about the field.
    ///
    /// A field that became a password one ends its composition, and what was typed goes to it as
    /// text (the keys were meant for it).
    ///
    /// Returns whether the composition ended, and the text to commit.
    func take(_ facts: FieldFacts) -> (ended: Bool, commit: String?) {
        let becamePassword = facts.isPassword && !field.isPassword
        field = facts
        input?.incognito = recordsNothing
        guard becamePassword else { return (false, nil) }
        return (true, input?.endKeepingTypedText())
    }

    /// Password and private fields record no usage and no tones.
    private var recordsNothing: Bool { field.isPassword || field.isPrivate }
}
