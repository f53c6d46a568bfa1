import InterfaceAdapters

/// A router that records every route it is asked for and answers the outcome the test chose:
/// there is no default outcome.
public actor SpyRouter: Router {
    private var outcome: ControllerOutcome

    /// Every route navigated to, in order.
    public private(set) var routes: [Route] = []

    public init(answering outcome: ControllerOutcome) {
        self.outcome = outcome
    }

    public func answer(with outcome: ControllerOutcome) { self.outcome = outcome }

    public func navigate(to route: Route) -> ControllerOutcome {
        routes.append(route)
        return outcome
    }
}
