import InterfaceAdapters

/// How a command ended; ``AppShell`` turns it into the process's exit status.
public enum CommandOutcome: Hashable, Sendable {
    case succeeded
    /// The terminal was shown an error of this kind.
    case failed(ErrorViewModel.Kind)
}
