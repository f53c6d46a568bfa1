/// Something the user can do next, named for what it does. Each front end says how to do it: the
/// terminal names the command, a graphical one would show a button.
public enum NextStep: Hashable, Sendable {
    case registerTeam
    case signPlayer
    case showRoster
    case logIn
}

/// A hint shown with a message: a phrase in the domain's words ("register the team first") and
/// the step it points to.
public struct Suggestion: Hashable, Sendable {
    public let phrase: String
    public let step: NextStep

    public init(_ phrase: String, step: NextStep) {
        self.phrase = phrase
        self.step = step
    }
}
