/// One line telling the user what happened.
public struct MessageViewModel: Hashable, Sendable {
    public let text: String

    public init(_ text: String) { self.text = text }
}
