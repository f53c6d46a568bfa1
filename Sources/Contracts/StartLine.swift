/// Holds tasks until all of them have arrived, then lets them all go at once (outside any unit of
/// work: a unit of work that serialises never waits on it). The last to arrive opens the line.
actor StartLine {
    private let runners: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(runners: Int) { self.runners = runners }

    /// Waits until `runners` tasks have called this.
    func arriveAndWait() async {
        guard waiting.count + 1 < runners else {
            for runner in waiting { runner.resume() }
            waiting.removeAll()
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }
}
