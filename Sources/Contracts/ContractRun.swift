/// One contract over the implementations it must hold for: a row of the contract matrix, and the
/// cases a feature's contract test runs. Each feature declares its runs once, in one list, which
/// its tests and `make contracts` both read.
public struct ContractRun: Sendable {
    /// The port, as the matrix shows it.
    public let port: String
    /// Whether the cases must run one at a time (they start servers on the network).
    public let serialized: Bool
    /// Every (check, implementation) pair, type-erased.
    public let cases: [AnyContractCase]

    /// `contract` over `implementations`.
    public init<Subject>(
        _ contract: Contract<Subject>, over implementations: [Implementation<Subject>], serialized: Bool = false
    ) {
        port = contract.port
        self.serialized = serialized
        cases = contract.cases(implementations).map(AnyContractCase.init)
    }
}
