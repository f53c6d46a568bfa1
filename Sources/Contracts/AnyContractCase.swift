/// A ``ContractCase`` of any port: what a parameterised test runs, named by the port, the
/// implementation and the check.
public struct AnyContractCase: Sendable, CustomStringConvertible {
    /// The port, the matrix's row.
    public let port: String
    /// The implementation's kind ("memory", "files", "SQLite", "fake"), the matrix's column.
    public let kind: String
    public let description: String
    private let run: @Sendable () async throws(ContractViolation) -> Void

    public init<Subject>(_ pair: ContractCase<Subject>) {
        port = pair.contract.port
        kind = pair.implementation.kind
        description = "\(pair.contract.port): \(pair)"
        run = { () async throws(ContractViolation) in try await pair.verify() }
    }

    /// Runs the pair; throws ``ContractViolation`` when the implementation breaks the check.
    public func verify() async throws(ContractViolation) {
        try await run()
    }
}
