/// A setting whatever its value's type: what the preferences window, the panel menu and the schema
/// check need, all on stored values.
public protocol SettingDeclaration: Sendable {
    var key: String { get }
    var type: StoredType { get }
    /// How the default is stored.
    var storedDefault: StoredValue { get }
    /// The choices by their stored names.
    var storedChoices: [StoredChoice] { get }
    var choicesAreClosed: Bool { get }
    var range: ClosedRange<Int>? { get }
    var label: (@Sendable () -> String)? { get }
    var detail: (@Sendable () -> String)? { get }
    var window: WindowPlace? { get }
    var menu: MenuPlace? { get }
    /// Why `stored` is not a value of this setting, if it is not.
    func problem(with stored: StoredValue) -> SettingProblem?
}

/// One of a setting's choices, by its stored name.
public struct StoredChoice: Sendable {
    public let stored: String
    public let label: (@Sendable () -> String)?
    public let detail: (@Sendable () -> String)?
}

extension Setting: SettingDeclaration {
    public var storedChoices: [StoredChoice] {
        choices.map { StoredChoice(stored: $0.stored, label: $0.label, detail: $0.detail) }
    }

    public func problem(with stored: StoredValue) -> SettingProblem? {
        do throws(SettingProblem) {
            _ = try value(from: stored)
            return nil
        } catch {
            return error
        }
    }
}

/// Where the preferences window shows a setting.
public enum WindowPlace: Equatable, Sendable {
    /// A row in a group the window draws from the table: radio rows for a few choices, a drop-down
    /// list for suggested ones, a switch, a number.
    case group(SettingsGroup)
    /// A page that draws it its own way (a list to edit, a preview, a confirmation).
    case page(SettingsPage)
}

/// Where the panel menu (IBus's property menu) shows a setting.
public enum MenuPlace: Sendable {
    /// A submenu of its choices named `id`, each item `id.STORED`; `title` is given the stored
    /// name of the current choice.
    case choices(id: String, title: @Sendable (_ current: String) -> String)
    /// An item checked when the setting is on, named by its key.
    case toggle
}

/// The preferences window's pages.
public enum SettingsPage: String, Sendable, CaseIterable {
    case languages, skinTone, appearance, search, keys, history
}

/// A group of rows in the preferences window, with its title and a sentence under it.
public struct SettingsGroup: Equatable, Sendable {
    public let id: String
    public let page: SettingsPage
    public let title: @Sendable () -> String
    public let description: (@Sendable () -> String)?

    public init(
        _ id: String, page: SettingsPage, title: @escaping @Sendable () -> String,
        description: (@Sendable () -> String)? = nil
    ) {
        self.id = id
        self.page = page
        self.title = title
        self.description = description
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}
