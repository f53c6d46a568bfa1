extension Diagnostic {
    /// One finding per reference expression: of the findings of one rule at the names of one
    /// dotted chain (`UsersViewModel.State`, each name just after the previous one and its dot),
    /// the first, naming the outermost declaration, with the others as its notes.
    static func onePerExpression(_ findings: [Diagnostic]) -> [Diagnostic] {
        var joined: [Diagnostic] = []
        var last: Diagnostic?
        for finding in sorted(findings) {
            if let previous = last, let head = joined.last, head.rule == finding.rule, previous.file == finding.file,
                previous.line == finding.line, let column = previous.column,
                let name = previous.declaration?.name.split(separator: ".").last,
                finding.column == column + name.count + 1
            {
                var note = finding
                note.severity = head.severity
                joined[joined.count - 1].notes.append(note)
            } else {
                joined.append(finding)
            }
            last = finding
        }
        return joined
    }
}
