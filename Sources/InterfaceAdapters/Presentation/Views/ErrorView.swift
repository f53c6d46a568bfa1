/// Shows a failure.
public protocol ErrorView: Sendable {
    func display(_ error: ErrorViewModel) async
}
