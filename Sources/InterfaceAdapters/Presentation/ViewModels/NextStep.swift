/// Something the user can do next, named for what it does. Each front end says how to do it: the
/// terminal names the command, a graphical one would show a button.
///
/// An open set: each feature declares its own steps as static members (the league example's
/// `registerTeam`, …).
public struct NextStep: Hashable, Sendable, CustomStringConvertible {
    /// A name for the step, unique in the app: "register-team".
    public let name: String

    public init(_ name: String) { self.name = name }

    public var description: String { name }
}
