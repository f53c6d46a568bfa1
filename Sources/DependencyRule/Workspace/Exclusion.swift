/// What `"exclude"` leaves out of every rule: members, targets and files under the folders its
/// patterns match, and the files they match. Patterns are globs relative to the configuration's
/// folder, as `"members"` are (`*`, `?` in a name, `**` any folders); one that matches nothing is
/// an error, as every pattern of the configuration is.
struct Exclusion: Sendable {
    /// The folders and files matched, absolute and normalized.
    private let paths: Set<String>

    /// No exclusion.
    init() { paths = [] }

    /// - Parameters:
    ///   - folder: what the patterns are relative to (the configuration's folder), absolute.
    ///   - file: the configuration, as errors name it.
    init(_ patterns: [TargetPattern], in folder: String, file: String) throws(CheckError) {
        let discovery = WorkspaceDiscovery(root: folder)
        var paths: Set<String> = []
        for pattern in patterns {
            let matched = try discovery.glob(pattern.text, in: folder, files: true)
            guard !matched.isEmpty else {
                throw CheckError(
                    "\"exclude\": '\(pattern.text)' matches no folder or file", file: file, line: pattern.line,
                    column: pattern.column)
            }
            paths.formUnion(matched.map { "/" + Path.normalized($0) })
        }
        self.paths = paths
    }

    var isEmpty: Bool { paths.isEmpty }

    /// Whether `path` (absolute) is a matched file or folder, or lies in a matched folder.
    func contains(_ path: String) -> Bool {
        guard !paths.isEmpty else { return false }
        var current = "/" + Path.normalized(path)
        while true {
            if paths.contains(current) { return true }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return false }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }
}
