/// A behavioural contract for one port: a named list of checks that the fake and every real
/// implementation of the port must pass, written once.
///
/// Checks are plain `async throws` closures, independent of any test framework: a Swift Testing
/// suite runs them as parameterised tests over (check × implementation), and `make contracts`
/// runs them all to print the matrix.
public struct Contract<Subject: Sendable>: Sendable {
    /// One behaviour, with a name that reads as a sentence.
    public struct Check: Sendable, CustomStringConvertible {
        public let name: String
        let body: @Sendable (Subject, Reopening<Subject>) async throws -> Void

        public init(_ name: String, _ body: @escaping @Sendable (Subject) async throws -> Void) {
            self.name = name
            self.body = { subject, _ in try await body(subject) }
        }

        /// A check of what outlives the subject: its body opens the medium again through the
        /// ``Reopening`` to see what was kept.
        public init(_ name: String, _ body: @escaping @Sendable (Subject, Reopening<Subject>) async throws -> Void) {
            self.name = name
            self.body = body
        }

        public var description: String { name }
    }

    /// The port's name, as the matrix shows it: "RecordStore".
    public let port: String
    public let checks: [Check]

    public init(port: String, checks: [Check]) {
        self.port = port
        self.checks = checks
    }

    /// The checks `implementation` breaks, in the contract's order, each as its violation: what a
    /// test proving that the contract bites compares.
    public func violations(on implementation: Implementation<Subject>) async -> [ContractViolation] {
        var found: [ContractViolation] = []
        for check in checks {
            do {
                try await verify(check, on: implementation)
            } catch {
                found.append(error)
            }
        }
        return found
    }

    /// Runs `check` on a fresh instance of `implementation`, in a scratch folder removed afterwards.
    /// - Throws: ``ContractViolation`` naming the port, the check and the implementation.
    public func verify(_ check: Check, on implementation: Implementation<Subject>) async throws(ContractViolation) {
        let scratch: ScratchFolder
        do {
            scratch = try ScratchFolder()
        } catch {
            throw ContractViolation(
                port: port, check: check.name, implementation: implementation.name, reason: "\(error)")
        }
        defer { scratch.remove() }
        do {
            let opened = try await implementation.open(scratch)
            try await check.body(opened.subject, opened.reopening)
        } catch let failure as ContractFailure {
            throw ContractViolation(
                port: port, check: check.name, implementation: implementation.name, reason: failure.reason)
        } catch {
            throw ContractViolation(
                port: port, check: check.name, implementation: implementation.name, reason: "unexpected error: \(error)"
            )
        }
    }

    /// Every (check, implementation) pair, for a parameterised test.
    public func cases(_ implementations: [Implementation<Subject>]) -> [ContractCase<Subject>] {
        checks.flatMap { check in implementations.map { ContractCase(contract: self, check: check, implementation: $0) }
        }
    }
}

/// One (check, implementation) pair; its description is the test's readable name.
public struct ContractCase<Subject: Sendable>: Sendable, CustomStringConvertible {
    public let contract: Contract<Subject>
    public let check: Contract<Subject>.Check
    public let implementation: Implementation<Subject>

    public var description: String { "\(implementation.name): \(check.name)" }

    /// Runs the pair; throws ``ContractViolation`` when the implementation breaks the check.
    public func verify() async throws(ContractViolation) {
        try await contract.verify(check, on: implementation)
    }
}

/// A named way to make fresh instances of an implementation of a port.
public struct Implementation<Subject: Sendable>: Sendable, CustomStringConvertible {
    public let name: String
    /// A short label shared across ports ("memory", "files", "SQLite", "fake"): the matrix's columns.
    public let kind: String
    /// Makes a fresh instance, and the way to open its medium again; files go under the scratch
    /// folder's `path`.
    public let open: @Sendable (ScratchFolder) async throws -> Opened<Subject>

    /// Makes a fresh instance; files it needs go under the scratch folder's `path`.
    public var make: @Sendable (ScratchFolder) async throws -> Subject {
        { [open] scratch in try await open(scratch).subject }
    }

    /// An implementation whose medium lives as long as the process (``Reopening/sameProcess(_:)``):
    /// memory, the fakes, and anything whose contract checks nothing that outlives the subject.
    public init(_ name: String, kind: String? = nil, make: @escaping @Sendable (ScratchFolder) async throws -> Subject)
    {
        self.init(name, kind: kind) { scratch in
            let subject = try await make(scratch)
            return Opened(subject, reopening: .sameProcess(subject))
        }
    }

    /// An implementation on a medium that outlives the process (files, SQLite): `open` says how
    /// the next process finds it.
    public init(
        _ name: String, kind: String? = nil, open: @escaping @Sendable (ScratchFolder) async throws -> Opened<Subject>
    ) {
        self.name = name
        self.kind = kind ?? name
        self.open = open
    }

    public var description: String { name }
}

/// An implementation broke a check of a contract.
public struct ContractViolation: Error, Sendable, CustomStringConvertible {
    public let port: String
    public let check: String
    public let implementation: String
    public let reason: String

    public var description: String { "\(implementation) breaks the \(port) contract: \(check): \(reason)" }
}

/// Why a check failed, thrown from inside a check by ``expect(_:_:)`` and ``expectThrows(_:_:)``.
public struct ContractFailure: Error, Sendable {
    public let reason: String

    public init(_ reason: String) { self.reason = reason }
}

/// Fails the check with `reason` unless `condition` holds.
public func expect(_ condition: Bool, _ reason: @autoclosure () -> String) throws(ContractFailure) {
    if !condition { throw ContractFailure(reason()) }
}

/// Fails the check unless `body` throws an error equal to `expected`.
public func expectThrows<Failure: Error & Equatable>(
    _ expected: Failure, _ body: () async throws(Failure) -> Void
) async throws(ContractFailure) {
    do {
        try await body()
    } catch {
        if error != expected { throw ContractFailure("expected the error \(expected), got \(error)") }
        return
    }
    throw ContractFailure("expected the error \(expected), but nothing was thrown")
}
