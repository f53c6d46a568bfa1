/// A format `check` writes its findings in: a type each, listed once in ``CheckReport/formats``,
/// from which `--format`, `check --help` and the rendering come. Adding a format is a type and a
/// line there.
protocol Report: SendableMetatype {
    /// What `--format` calls it.
    static var format: String { get }
    /// What `check --help` says of it, in a few words.
    static var summary: String { get }
    /// The findings of `run` in this format.
    static func render(_ run: CheckRun) -> String
}

/// What every format is made from: one run's report, the checker that made it, and the root its
/// paths are relative to (absolute).
struct CheckRun {
    let report: CheckReport
    let checker: Checker
    let root: String
}
