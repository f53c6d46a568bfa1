/// Applies the `// dependency-rule:allow` comments of a package's files and manifest to its
/// diagnostics, and the configuration's `"allow"` entries (for Xcode targets' declarations).
///
/// A suppression hides the diagnostic of each rule it names on the line it is about: one
/// dependency, so a line where the rule reports two modules (`import A; import B`, or two
/// dependencies declared on one line of `Package.swift`) makes it ambiguous. Problems are
/// diagnostics of their own: an unreadable or ambiguous suppression is an `invalid-suppression`
/// error, a rule that hides nothing an `unused-suppression` warning. A declaration made through
/// a helper member (`.theme`) can also be suppressed on the line that defines the helper.
public struct InlineSuppressions: Sendable {
    /// The rules about suppressions themselves (they cannot be suppressed or set in `"rules"`).
    static let descriptions = [
        RuleDescription(
            .invalidSuppression, .error,
            summary: "a dependency-rule:allow comment without a reason, or naming no rule it can suppress",
            help:
                "A suppression is written `// dependency-rule:allow RULE[, RULE…] -- reason`, on the line it is about or the line above, and names rules that report at a place (not invalid-suppression, unused-suppression or stale-baseline). Give the reason after `--` and spell the rules as `dependency-rule check --help` lists them."
        ),
        RuleDescription(
            .unusedSuppression, .warning, summary: "a dependency-rule:allow comment that suppresses nothing",
            help:
                "A suppression that matches no diagnostic hides nothing today but would hide a future violation on that line. Remove the comment: the violation it was written for is gone."
        ),
    ]

    /// A directive comment, the file it is in, and the target the file belongs to (`nil` for
    /// `Package.swift`).
    private struct Comment {
        let file: String
        let target: String?
        let comment: DirectiveComment

        /// A finding about this comment, located at its `//`.
        func diagnostic(_ rule: RuleID, _ message: String) -> Diagnostic {
            Diagnostic(
                rule: rule, message: message, file: file, line: comment.line, column: comment.column, target: target)
        }
    }

    /// One rule of one suppression.
    private struct Allowance: Hashable {
        let suppression: Int
        let rule: RuleID
    }

    private struct Place: Hashable {
        let file: String
        let line: Int
    }

    private let comments: [Comment]
    /// The configuration's `"allow"` entries, its file, and the targets they may match.
    private var allowances: [Configuration.Allowance] = []
    private var configurationFile = Configuration.fileName
    private var targets: [String: PackageTarget] = [:]

    /// The comments of `analysis`, and the `"allow"` entries of `configuration` (for findings
    /// about Xcode targets' declarations).
    public init(analysis: PackageAnalysis, configuration: Configuration) {
        self.init(analysis: analysis)
        allowances = configuration.allow
        configurationFile = configuration.file ?? Configuration.fileName
        targets = Dictionary(
            analysis.targets.map { ($0.target.name, $0.target) }, uniquingKeysWith: { first, _ in first })
    }

    public init(analysis: PackageAnalysis) {
        var comments = analysis.targets.flatMap { entry in
            entry.files.flatMap { file in
                file.directives.map { Comment(file: file.path, target: entry.target.name, comment: $0) }
            }
        }
        comments += analysis.manifestDirectives.map { Comment(file: analysis.manifestFile, target: nil, comment: $0) }
        self.comments = comments
    }

    /// The diagnostics that remain, with the suppressions' own findings, and how many were hidden.
    public func apply(to diagnostics: [Diagnostic]) -> (diagnostics: [Diagnostic], suppressed: Int) {
        let (remaining, hidden) = applyComments(to: diagnostics)
        guard !allowances.isEmpty else { return (remaining, hidden) }
        return applyAllowances(to: remaining, hidden: hidden)
    }

    /// Hides the findings about Xcode targets' declarations that an `"allow"` entry names; an entry
    /// that hides nothing is an `unused-suppression` at its place in the configuration.
    private func applyAllowances(
        to diagnostics: [Diagnostic], hidden alreadyHidden: Int
    ) -> (diagnostics: [Diagnostic], suppressed: Int) {
        var hidden: Set<Int> = []
        var found: [Diagnostic] = []
        for allowance in allowances {
            let matched = diagnostics.indices.filter { index in
                let diagnostic = diagnostics[index]
                guard diagnostic.rule == allowance.rule, diagnostic.file.hasSuffix(".xcodeproj/project.pbxproj"),
                    let name = diagnostic.target, let target = targets[name], allowance.target.matches(target),
                    let module = diagnostic.module
                else { return false }
                return module == allowance.dependency || target.declaredName(of: module) == allowance.dependency
            }
            if matched.isEmpty {
                found.append(
                    Diagnostic(
                        rule: .unusedSuppression,
                        message:
                            "this entry of \"allow\" allows \(allowance.rule.rawValue) for '\(allowance.target)' and '\(allowance.dependency)', but no such finding is reported: remove it",
                        file: configurationFile, line: allowance.line, column: allowance.column, target: nil))
            }
            hidden.formUnion(matched)
        }
        found += diagnostics.indices.filter { !hidden.contains($0) }.map { diagnostics[$0] }
        return (Diagnostic.sorted(found), alreadyHidden + hidden.count)
    }

    private func applyComments(to diagnostics: [Diagnostic]) -> (diagnostics: [Diagnostic], suppressed: Int) {
        var found: [Diagnostic] = []
        var suppressions: [(suppression: Suppression, place: Comment)] = []
        var byPlace: [Place: [Int]] = [:]
        for place in comments {
            switch Suppression.parse(place.comment) {
            case .failure(let problem):
                found.append(place.diagnostic(.invalidSuppression, problem.message))
            case .success(let suppression):
                byPlace[Place(file: place.file, line: place.comment.subjectLine), default: []].append(
                    suppressions.count)
                suppressions.append((suppression, place))
            }
        }
        guard !suppressions.isEmpty else {
            return (found.isEmpty ? diagnostics : Diagnostic.sorted(diagnostics + found), 0)
        }

        // Which diagnostics each allowance would hide.
        var matched: [Allowance: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            // At the line reported, or at the line of the helper a declaration goes through.
            let lines = [diagnostic.line, diagnostic.helperLine].compactMap { $0 }
            guard diagnostic.rule.isArchitectural,
                let suppression = lines.lazy.compactMap({ line in
                    byPlace[Place(file: diagnostic.file, line: line)]?.first {
                        suppressions[$0].suppression.allows(diagnostic)
                    }
                }).first
            else { continue }
            matched[Allowance(suppression: suppression, rule: diagnostic.rule), default: []].append(index)
        }

        var hidden: Set<Int> = []
        for (index, entry) in suppressions.enumerated() {
            let comment = entry.place.comment
            let line = comment.standsAlone ? "the next line" : "this line"
            for rule in entry.suppression.rules {
                let indices = matched[Allowance(suppression: index, rule: rule)] ?? []
                // What a finding of the rule is about: its module, or the declaration it names (a
                // suppression that names its declarations is never ambiguous).
                let modules = Set(
                    indices.map { diagnostics[$0].declaration.map { "\($0.name)" } ?? diagnostics[$0].module ?? "" })
                if modules.count > 1, entry.suppression.declarations[rule] == nil {
                    found.append(
                        entry.place.diagnostic(
                            .invalidSuppression,
                            "this suppression of \(rule.rawValue) is ambiguous: \(rule.rawValue) is reported on \(line) for \(modules.sorted().map { "'\($0)'" }.joined(separator: " and ")); \(indices.contains { diagnostics[$0].declaration != nil } ? "name the declarations it allows (\(rule.rawValue) \(modules.sorted().joined(separator: " ")))" : "put each on a line of its own, with its own suppression")"
                        ))
                } else if indices.isEmpty {
                    let remove = entry.suppression.rules.count > 1 ? "'\(rule.rawValue)' from it" : "it"
                    found.append(
                        entry.place.diagnostic(
                            .unusedSuppression,
                            "this suppression allows \(rule.rawValue) but no \(rule.rawValue) is reported on \(line) (line \(comment.subjectLine)): remove \(remove)"
                        ))
                } else {
                    hidden.formUnion(indices)
                }
            }
        }
        found += diagnostics.indices.filter { !hidden.contains($0) }.map { diagnostics[$0] }
        return (Diagnostic.sorted(found), hidden.count)
    }
}
