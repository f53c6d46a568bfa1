import Contracts
import Foundation
import InterfaceAdapters
import Testing

/// Prints the contract matrix (ports down, implementations across) when `CONTRACT_MATRIX=1`, as
/// `make contracts` sets it. Fails when any cell fails.
@Suite("Contract matrix")
struct ContractMatrix {
    @Test("Print the contract matrix", .enabled(if: ProcessInfo.processInfo.environment["CONTRACT_MATRIX"] == "1"))
    func matrix() async {
        var rows: [(port: String, cells: [(String, Int, Int)])] = []
        rows.append(await Self.row(RecordStoreContract<TeamRecord>.contract, Implementations.recordStores))
        rows.append(
            await Self.row(
                RecordStoreFaultContracts<TeamRecord>.corruptData, RecordStorages.corruptible(TeamRecord.self)))
        rows.append(
            await Self.row(
                RecordStoreFaultContracts<TeamRecord>.unavailableMedium, RecordStorages.breakable(TeamRecord.self)))
        rows.append(await Self.row(ByteStorageContract.contract, Implementations.byteStorages))
        rows.append(await Self.row(ByteStorageContract.secrets, Implementations.secretByteStorages))
        rows.append(await Self.row(StorageFaultContracts.bytesMediumGone, Implementations.breakableByteStorages))
        rows.append(await Self.row(ValueStoreContract.contract, Implementations.valueStores))
        rows.append(await Self.row(StorageFaultContracts.corruptValue, Implementations.corruptibleValueStores))
        rows.append(await Self.row(TeamRepositoryContract.contract, Implementations.teamRepositories))
        rows.append(await Self.row(PlayerRepositoryContract.contract, Implementations.playerRepositories))
        rows.append(await Self.row(SessionStoreContract.contract, Implementations.sessionStores))
        rows.append(await Self.row(HTTPClientContract.contract, Implementations.httpClients))
        rows.append(await Self.row(UnitOfWorkContract<TeamUnitOfWorkProbe>.contract, Implementations.unitsOfWork))
        rows.append(await Self.row(LeagueRulesContract.contract, Implementations.unitsOfWork))
        rows.append(await Self.row(UserSourceContract.contract, Implementations.userSources))
        rows.append(await Self.row(UserDirectoryContract.contract, Implementations.userDirectories))
        rows.append(await Self.row(AuthenticatorContract.contract, Implementations.authenticators))

        let columns = rows.flatMap { $0.cells.map(\.0) }.reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let portWidth = max(4, rows.map(\.port.count).max() ?? 0)
        var text = "\n" + "port".padding(toLength: portWidth, withPad: " ", startingAt: 0)
        let width = { (column: String) in max(column.count, 10) }
        for column in columns { text += "  " + column.padding(toLength: width(column), withPad: " ", startingAt: 0) }
        text += "\n"
        var failures = 0
        for row in rows {
            text += row.port.padding(toLength: portWidth, withPad: " ", startingAt: 0)
            for column in columns {
                let cell = row.cells.first { $0.0 == column }
                let mark = cell.map { $0.1 == $0.2 ? "pass \($0.1)/\($0.2)" : "FAIL \($0.1)/\($0.2)" } ?? "n/a"
                if let cell, cell.1 != cell.2 { failures += 1 }
                text += "  " + mark.padding(toLength: width(column), withPad: " ", startingAt: 0)
            }
            text += "\n"
        }
        print(text)
        #expect(failures == 0, "\(failures) implementation(s) break a contract; see the matrix")
    }

    /// Runs every check of `contract` on every implementation: (implementation, passed, total).
    static func row<Subject>(
        _ contract: Contract<Subject>, _ implementations: [Implementation<Subject>]
    ) async
        -> (port: String, cells: [(String, Int, Int)])
    {
        var cells: [(String, Int, Int)] = []
        for implementation in implementations {
            var passed = 0
            for check in contract.checks {
                do {
                    try await contract.verify(check, on: implementation)
                    passed += 1
                } catch {
                    print("  \(error)")
                }
            }
            if let index = cells.firstIndex(where: { $0.0 == implementation.kind }) {
                cells[index].1 += passed
                cells[index].2 += contract.checks.count
            } else {
                cells.append((implementation.kind, passed, contract.checks.count))
            }
        }
        return (contract.port, cells)
    }
}
