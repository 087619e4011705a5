/// A one-line error for the user; ArgumentParser prints it as `Error: …` and exits with 1.
struct CLIError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
