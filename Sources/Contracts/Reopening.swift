/// How a contract check finds an implementation's medium again, as the next process would: the
/// durability expectations ("what a call returned is kept") are checked on what this opens.
public struct Reopening<Subject: Sendable>: Sendable {
    private let open: @Sendable () async throws -> [Subject]

    /// - Parameter afterPowerCut: opens, afresh, every state the medium could be in if the power
    ///   failed now (one for a medium that syncs everything it returned; several when writes may
    ///   still be in flight).
    public init(afterPowerCut: @escaping @Sendable () async throws -> [Subject]) {
        open = afterPowerCut
    }

    /// A medium that lives as long as the process (memory, the fakes): nothing of it outlives a
    /// power cut, so the next user is the next caller in this process, and it gets this subject.
    public static func sameProcess(_ subject: Subject) -> Self {
        Self { [subject] }
    }

    /// The medium as the next process could find it if the power failed now: each state it could
    /// be in, opened afresh. Never empty.
    public func afterPowerCut() async throws -> [Subject] {
        let opened = try await open()
        try expect(!opened.isEmpty, "the medium could not be opened again")
        return opened
    }
}

/// A subject just made by an ``Implementation``, and the way to open its medium again.
public struct Opened<Subject: Sendable>: Sendable {
    public let subject: Subject
    public let reopening: Reopening<Subject>

    public init(_ subject: Subject, reopening: Reopening<Subject>) {
        self.subject = subject
        self.reopening = reopening
    }
}
