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
