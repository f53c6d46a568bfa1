/// An inline suppression, `// dependency-rule:allow RULE[, RULE…] -- reason`, read from a
/// directive comment.
///
/// It suppresses the diagnostics of its rules on the line it is about: its own line when it
/// follows code, the next line when it stands alone.
public struct Suppression: Hashable, Sendable {
    /// The rules it allows, as written.
    public var rules: [RuleID]
    /// For a reference rule followed by names (`outward-reference UserPresenter Theme`): the
    /// declarations it allows references to.
    public var declarations: [RuleID: Set<String>] = [:]
    /// Why: the text after `--`; never empty.
    public var reason: String
    /// The comment it was read from.
    public var comment: DirectiveComment

    static let directive = "dependency-rule:allow"

    /// Reads `comment`; the error says what is wrong with it and how to write it.
    static func parse(_ comment: DirectiveComment) -> Result<Suppression, Problem> {
        let form = "write it as `// dependency-rule:allow RULE -- reason`"
        var text = Substring(comment.text)
        guard text.hasPrefix(directive), text.dropFirst(directive.count).first.map({ $0 == " " || $0 == "\t" }) ?? true
        else {
            let word = text.prefix { $0 != " " && $0 != "\t" }
            return .failure(
                Problem("unknown directive '\(word)': the only directive is dependency-rule:allow; \(form)"))
        }
        text = text.dropFirst(directive.count)
        let parts = text.split(separator: "--", maxSplits: 1, omittingEmptySubsequences: false)
        let reason = parts.count == 2 ? parts[1].trimmingSpaces() : ""
        let names = parts[0].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
        guard !names.isEmpty else { return .failure(Problem("the suppression names no rule: \(form)")) }
        var rules: [RuleID] = []
        var declarations: [RuleID: Set<String>] = [:]
        var current: RuleID?
        for name in names {
            if let rule = current, [.outwardReference, .independentReference].contains(rule),
                RuleID(rawValue: name) == nil, !name.contains("-")
            {
                declarations[rule, default: []].insert(name)
                continue
            }
            current = RuleID(rawValue: name)
            guard let rule = RuleID(rawValue: name) else {
                let known = RuleID.allCases.filter(\.isArchitectural).map(\.rawValue).joined(separator: ", ")
                return .failure(Problem("unknown rule '\(name)' in the suppression: the rules are \(known)"))
            }
            guard rule.isArchitectural else {
                return .failure(Problem("'\(name)' cannot be suppressed: fix the suppression or the baseline instead"))
            }
            if !rules.contains(rule) { rules.append(rule) }
        }
        guard !reason.isEmpty else {
            return .failure(
                Problem(
                    "the suppression of \(names.joined(separator: ", ")) gives no reason: say why after `--`, as in `// dependency-rule:allow \(names.joined(separator: ", ")) -- reason`"
                ))
        }
        var suppression = Suppression(rules: rules, reason: reason, comment: comment)
        suppression.declarations = declarations
        return .success(suppression)
    }

    /// Whether it allows `diagnostic` of `rule`: any, or for a rule it names a declaration for,
    /// one about that declaration (by its name, or its qualified name).
    func allows(_ diagnostic: Diagnostic) -> Bool {
        guard rules.contains(diagnostic.rule) else { return false }
        guard let names = declarations[diagnostic.rule] else { return true }
        guard let declared = diagnostic.declaration?.name else { return false }
        return names.contains { declared == $0 || declared.hasSuffix("." + $0) }
    }

    /// What is wrong with a directive comment.
    struct Problem: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
