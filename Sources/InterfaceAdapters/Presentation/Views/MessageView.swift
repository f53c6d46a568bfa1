/// Shows a confirmation.
public protocol MessageView: Sendable {
    func display(_ message: MessageViewModel) async
}
