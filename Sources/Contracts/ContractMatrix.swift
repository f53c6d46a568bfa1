/// The contract matrix of a feature's runs: ports down, implementation kinds across, the checks
/// passed in each cell (`make contracts` prints it).
public enum ContractMatrix {
    /// Runs every case of `runs` and returns the matrix as text, with the number of failing cells
    /// and what failed.
    public static func render(_ runs: [ContractRun]) async -> (text: String, failures: [String]) {
        var rows: [(port: String, cells: [(kind: String, passed: Int, total: Int)])] = []
        var failures: [String] = []
        for run in runs {
            var cells: [(kind: String, passed: Int, total: Int)] = []
            for pair in run.cases {
                var passed = 0
                do {
                    try await pair.verify()
                    passed = 1
                } catch {
                    failures.append("\(error)")
                }
                if let index = cells.firstIndex(where: { $0.kind == pair.kind }) {
                    cells[index].passed += passed
                    cells[index].total += 1
                } else {
                    cells.append((pair.kind, passed, 1))
                }
            }
            if let index = rows.firstIndex(where: { $0.port == run.port }) {
                rows[index].cells += cells
            } else {
                rows.append((run.port, cells))
            }
        }
        var columns: [String] = []
        for row in rows { for cell in row.cells where !columns.contains(cell.kind) { columns.append(cell.kind) } }
        let portWidth = max(4, rows.map(\.port.count).max() ?? 0)
        func padded(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        var text = padded("port", portWidth)
        for column in columns { text += "  " + padded(column, max(column.count, 10)) }
        text += "\n"
        for row in rows {
            text += padded(row.port, portWidth)
            for column in columns {
                let matching = row.cells.filter { $0.kind == column }
                let passed = matching.reduce(0) { $0 + $1.passed }
                let total = matching.reduce(0) { $0 + $1.total }
                let mark = total == 0 ? "n/a" : passed == total ? "pass \(passed)/\(total)" : "FAIL \(passed)/\(total)"
                text += "  " + padded(mark, max(column.count, 10))
            }
            text += "\n"
        }
        return (text, failures)
    }
}
