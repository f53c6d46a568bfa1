/// One mistake, one error: a finding that follows from another at the same place becomes a note
/// of it. An import that points outward (or joins independent targets, or brings test support
/// into production) is reported once, by that rule; the cycle it closes and its being undeclared
/// are its notes. Folded after suppressions, the baseline and `"rules"` are applied, so that when
/// the primary finding is suppressed, baselined or off, what follows from it stands on its own.
enum Consequences {
    /// Rules whose finding is the mistake itself.
    static let primary: Set<RuleID> = [.outwardDependency, .independentTargets, .testSupportInProduction]
    /// Rules whose finding at the same place and edge follows from it.
    static let following: Set<RuleID> = [.dependencyCycle, .undeclaredImport, .implicitImport]

    /// `diagnostics` with each that follows from a primary one at the same place (file, line,
    /// column, target and module) moved into the notes of the first such primary one, unless it
    /// is an error and the primary one only a warning.
    static func folded(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        func key(_ diagnostic: Diagnostic) -> String? {
            guard diagnostic.line != nil, let target = diagnostic.target, let module = diagnostic.module else {
                return nil
            }
            return [diagnostic.location, target, module].joined(separator: "\u{0}")
        }
        var primaryAt: [String: Int] = [:]
        for (index, diagnostic) in diagnostics.enumerated() where primary.contains(diagnostic.rule) {
            if let key = key(diagnostic), primaryAt[key] == nil { primaryAt[key] = index }
        }
        guard !primaryAt.isEmpty else { return diagnostics }
        var result = diagnostics
        var folded: Set<Int> = []
        for (index, diagnostic) in diagnostics.enumerated() where following.contains(diagnostic.rule) {
            // A note never hides an error under a warning (`"outward-dependency": "warning"`).
            guard let key = key(diagnostic), let owner = primaryAt[key],
                diagnostics[owner].severity == .error || diagnostic.severity == .warning
            else { continue }
            result[owner].notes.append(diagnostic)
            folded.insert(index)
        }
        return result.enumerated().filter { !folded.contains($0.offset) }.map(\.element)
    }
}
