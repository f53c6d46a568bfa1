/// Shows a list.
public protocol ListView: Sendable {
    func display(_ list: ListViewModel) async
}
