/// Holds tasks until all of them have arrived, so that they go on together (outside any unit of
/// work: a unit of work that serialises never waits on it).
actor StartLine {
    private let runners: Int
    private var arrived = 0

    init(runners: Int) { self.runners = runners }

    func arrive() { arrived += 1 }
    var everyoneArrived: Bool { arrived >= runners }

    nonisolated func arriveAndWait() async {
        await arrive()
        while await !everyoneArrived { await Task.yield() }
    }
}
