import Testing

@Suite("A process killed with SIGKILL mid-unit leaves the SQLite database whole", .serialized)
struct SQLiteKillTests {
    @Test(
        "A unit of work killed mid-way leaves the data as before or after it, and the next process takes the lock",
        arguments: 0..<8)
    func killedUnit(attempt: Int) async throws {
        try await KillChecks.killedUnit(medium: "sqlite", attempt: attempt)
    }

    @Test("Eight processes that each add one to a count in a unit of work lose no update")
    func racingIncrements() async throws {
        try await KillChecks.racingIncrements(medium: "sqlite")
    }
}
