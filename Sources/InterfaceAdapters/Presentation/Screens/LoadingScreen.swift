/// A screen that loads what it shows as a ``ScreenState``, and says how its user's actions went
/// (a ``notice`` or an ``alert``): the rules every screen shares, written once. A newer load wins
/// over an older one that ends later, a load whose task is cancelled (its view went away) changes
/// nothing, and while it loads again, loaded content stays on screen.
@MainActor
protocol LoadingScreen: AnyObject {
    associatedtype Content: Hashable & Sendable
    /// What the screen shows.
    var state: ScreenState<Content> { get set }
    /// The screen's loads, numbered.
    var loads: LoadSequence { get set }
}

extension LoadingScreen {
    /// Shows what `fetch` gives, or its failure as `present` words it, unless a newer load
    /// started, or this one's task was cancelled, by the time it ends. Returns whether it showed it.
    @discardableResult
    func refresh<Failure: Error>(
        _ fetch: () async throws(Failure) -> ScreenState<Content>, failure present: (Failure) -> ErrorViewModel
    ) async -> Bool {
        let load = loads.start()
        state = state.reloading
        let next: ScreenState<Content>
        do {
            next = try await fetch()
        } catch {
            next = .failed(present(error))
        }
        guard loads.isCurrent(load) else { return false }
        state = next
        return true
    }

    /// Shows content that needs no loading (what an action returned), and makes any load still
    /// running out of date.
    func show(_ content: ScreenState<Content>) {
        _ = loads.start()
        state = content
    }
}

/// A ``LoadingScreen`` whose user acts on it: each action ends in a notice (it went through) or an
/// alert (it was refused or failed), never both; while one runs, the screen is busy and another is
/// ignored (a double tap adds one item, not two).
@MainActor
protocol ActingScreen: LoadingScreen {
    var notice: MessageViewModel? { get set }
    var alert: ErrorViewModel? { get set }
    /// Whether an action is running: a view disables its buttons meanwhile.
    var isBusy: Bool { get set }
}

extension ActingScreen {
    /// Runs `action`, unless another is running: its result as `notice` words it, then `followUp`
    /// (a reload), the screen busy throughout; or its failure as `present` words it, in the
    /// ``alert``. Returns the result; `nil` when it failed or was ignored.
    @discardableResult
    func act<Value, Failure: Error>(
        _ action: () async throws(Failure) -> Value, notice: (Value) -> MessageViewModel,
        failure present: (Failure) -> ErrorViewModel, then followUp: (Value) async -> Void = { _ in }
    ) async -> Value? {
        guard !isBusy else { return nil }
        isBusy = true
        defer { isBusy = false }
        do {
            let value = try await action()
            (self.notice, alert) = (notice(value), nil)
            await followUp(value)
            return value
        } catch {
            (self.notice, alert) = (nil, present(error))
            return nil
        }
    }
}
