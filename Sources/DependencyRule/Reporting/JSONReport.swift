/// The JSON report (``CheckReport/json``).
enum JSONReport: Report {
    static let format = "json"
    static let summary = "the JSON report (version 2)"
    static func render(_ run: CheckRun) -> String { run.report.json }
}
