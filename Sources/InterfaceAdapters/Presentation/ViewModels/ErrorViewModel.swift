/// A failure ready to display, what kind it is, and what the user could do about it.
public struct ErrorViewModel: Hashable, Sendable {
    /// What kind of failure it is; decides the exit status of a command-line front end.
    public enum Kind: Hashable, Sendable {
        /// The app's rules refused the request.
        case refused
        /// Storage or the network failed.
        case unavailable
    }

    public let message: String
    public let kind: Kind
    /// A step that would get the user past this failure, or `nil`.
    public let suggestion: Suggestion?

    public init(message: String, kind: Kind, suggestion: Suggestion? = nil) {
        self.message = message
        self.kind = kind
        self.suggestion = suggestion
    }
}
