/// The default format: compiler-style lines and a summary (``CheckReport/text``).
enum TextReport: Report {
    static let format = "text"
    static let summary = "compiler-style lines and a summary (default)"
    static func render(_ run: CheckRun) -> String { run.report.text }
}
