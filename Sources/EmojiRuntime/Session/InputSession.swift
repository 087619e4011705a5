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

    /// Takes new facts about the field; a field that became a password one loses its composition.
    ///
    /// Returns whether the composition ended.
    func take(_ facts: FieldFacts) -> Bool {
        let becamePassword = facts.isPassword && !field.isPassword
        field = facts
        input?.incognito = recordsNothing
        if becamePassword { input?.reset() }
        return becamePassword
    }

    /// Password and private fields record no usage and no tones.
    private var recordsNothing: Bool { field.isPassword || field.isPrivate }
}
