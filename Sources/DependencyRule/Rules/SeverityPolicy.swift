/// `--strict`: every warning is reported as an error, and fails the check. Applied once, to the
/// findings that remain after suppressions and the baseline (and to the ones they add), so that
/// every report shows what fails as an error.
public struct SeverityPolicy: Sendable {
    public let strict: Bool

    public init(strict: Bool) { self.strict = strict }

    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard strict else { return diagnostics }
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.severity = .error
            return diagnostic
        }
    }
}
