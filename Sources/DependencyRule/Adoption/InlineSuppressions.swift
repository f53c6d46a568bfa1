/// Applies the `// dependency-rule:allow` comments of a package's files and manifest to its
/// diagnostics.
///
/// A suppression hides the diagnostics of its rules on the line it is about. A suppression that
/// cannot be read is an `invalid-suppression` error; a rule it names that hides nothing is an
/// `unused-suppression` warning. Diagnostics without a line cannot be suppressed (use a baseline).
public struct InlineSuppressions: Sendable {
    /// Every directive comment: the file it is in and the target the file belongs to.
    private let comments: [(file: String, target: String, comment: DirectiveComment)]

    public init(analysis: PackageAnalysis) {
        var comments = analysis.targets.flatMap { entry in
            entry.files.flatMap { file in file.directives.map { (file.path, entry.target.name, $0) } }
        }
        comments += analysis.manifestDirectives.map { ("Package.swift", analysis.name, $0) }
        self.comments = comments
    }

    /// The diagnostics that remain, with the suppressions' own findings, and how many were hidden.
    public func apply(to diagnostics: [Diagnostic]) -> (diagnostics: [Diagnostic], suppressed: Int) {
        struct Place: Hashable {
            let file: String
            let line: Int
        }
        var found: [Diagnostic] = []
        var suppressions: [(suppression: Suppression, file: String, target: String)] = []
        var byPlace: [Place: [Int]] = [:]
        for (file, target, comment) in comments {
            switch Suppression.parse(comment) {
            case .failure(let problem):
                found.append(
                    Diagnostic(
                        rule: .invalidSuppression, message: problem.message, file: file, line: comment.line,
                        column: comment.column, target: target))
            case .success(let suppression):
                byPlace[Place(file: file, line: comment.subjectLine), default: []].append(suppressions.count)
                suppressions.append((suppression, file, target))
            }
        }
        guard !suppressions.isEmpty else {
            return (found.isEmpty ? diagnostics : Diagnostic.sorted(diagnostics + found), 0)
        }

        var used: Set<[Int]> = []  // [suppression index, rule index]
        var suppressed = 0
        for diagnostic in diagnostics {
            guard diagnostic.rule.isArchitectural, let line = diagnostic.line,
                let candidates = byPlace[Place(file: diagnostic.file, line: line)],
                let index = candidates.first(where: { suppressions[$0].suppression.rules.contains(diagnostic.rule) })
            else {
                found.append(diagnostic)
                continue
            }
            used.insert([index, suppressions[index].suppression.rules.firstIndex(of: diagnostic.rule)!])
            suppressed += 1
        }
        for (index, entry) in suppressions.enumerated() {
            let comment = entry.suppression.comment
            for (ruleIndex, rule) in entry.suppression.rules.enumerated() where !used.contains([index, ruleIndex]) {
                let place = comment.standsAlone ? "the next line" : "this line"
                found.append(
                    Diagnostic(
                        rule: .unusedSuppression,
                        message:
                            "this suppression allows \(rule.rawValue) but no \(rule.rawValue) is reported on \(place) (line \(comment.subjectLine)): remove \(entry.suppression.rules.count > 1 ? "'\(rule.rawValue)' from it" : "it")",
                        file: entry.file, line: comment.line, column: comment.column, target: entry.target))
            }
        }
        return (Diagnostic.sorted(found), suppressed)
    }
}
