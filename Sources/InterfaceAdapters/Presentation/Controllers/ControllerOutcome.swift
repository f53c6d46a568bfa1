/// How a controller action ended; a command-line front end turns it into its exit status.
public enum ControllerOutcome: Hashable, Sendable {
    case succeeded
    /// The view was shown an error of this kind.
    case failed(ErrorViewModel.Kind)
}
