/// Takes a ``Route`` to the controller that handles it.
public protocol Router: Sendable {
    func navigate(to route: Route) async -> ControllerOutcome
}
