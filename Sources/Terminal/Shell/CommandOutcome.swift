import FrameworksAndDrivers
import InterfaceAdapters

/// How a command ended; ``AppShell`` turns it into the process's exit status.
public enum CommandOutcome: Hashable, Sendable {
    /// The command did what it was asked: exit 0.
    case succeeded
    /// The terminal was shown an error of this kind: exit 1 when refused, 2 when unavailable.
    case failed(ErrorViewModel.Kind)
}
