/// A failure ready to display, and what kind it is.
public struct ErrorViewModel: Hashable, Sendable {
    /// What kind of failure it is; decides the exit status of a command-line front end.
    public enum Kind: Hashable, Sendable {
        /// The league's rules refused the request.
        case refused
        /// Storage or the network failed.
        case unavailable
    }

    public let message: String
    public let kind: Kind

    public init(message: String, kind: Kind) {
        self.message = message
        self.kind = kind
    }
}
