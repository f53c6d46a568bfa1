/// Asks the user for a secret without showing it.
public protocol PasswordPrompt: Sendable {
    /// The password the user typed for `account`, or `nil` when they gave none (end of input).
    func askPassword(for account: String) async -> String?
}
