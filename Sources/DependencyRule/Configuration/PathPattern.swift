/// A glob over paths relative to the configuration's folder, as `"paths"` (and `"members"` and
/// `"exclude"`) write them: `/` separates folders, `*` and `?` match within one name (`\` makes the
/// next character plain), `**` matches any number of folders (none included). A pattern holds a file when it matches the file's path or
/// one of the folders the file is in: `App/Entities` and `App/Entities/**` hold every file under
/// `App/Entities`.
public struct PathPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written, with its place in the configuration.
    public let pattern: TargetPattern
    private let parts: [String]
    /// Each part's matcher, made once (`nil` for `**`).
    private let matchers: [TargetPattern?]

    public init(_ pattern: TargetPattern) {
        self.pattern = pattern
        parts = pattern.text.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }.filter { $0 != "." }
        matchers = parts.map { $0 == "**" ? nil : TargetPattern($0) }
    }

    public init(_ text: String) { self.init(TargetPattern(text)) }

    public var description: String { pattern.text }

    /// The names the pattern starts with before its first `*`, `?` or `**`: a path it holds
    /// starts with them (an index of many patterns looks a path's names up).
    public var literalStart: [String] {
        Array(parts.prefix { part in !part.utf8.contains { "*?\\".utf8.contains($0) } })
    }

    /// Whether the pattern holds the path whose names are `names` (``names(of:)``, relative to
    /// the configuration's folder: a path is split once, and matched against many patterns).
    public func holds(names: [String]) -> Bool { shortestMatch(names) != nil }

    /// The shortest start of the path whose names are `names` that the pattern matches (the
    /// folder of the path it matches, or the path itself), or `nil` when it holds no part of it:
    /// `App/Features/*` gives `App/Features/Login` for `App/Features/Login/Views/LoginView.swift`.
    public func folder(holding names: [String]) -> String? {
        guard let count = shortestMatch(names) else { return nil }
        return names.prefix(count).joined(separator: "/")
    }

    /// `path` as a pattern that holds it alone: in each name, `*`, `?` and `\` made plain.
    public static func escaped(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { TargetPattern.escaped(String($0)) }
            .joined(separator: "/")
    }

    /// The names of `path`, as patterns match them.
    public static func names(of path: String) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
    }

    /// Whether the pattern matches the whole path whose names are `names`, not only a folder of
    /// it: `**/*.swift` matches `a/b/c.swift`; `Docs/*` does not match `Docs/a/b.md`, which it
    /// ``holds(names:)`` by its folder.
    public func matchesWhole(names: [String]) -> Bool { run(names, stoppingAtFirstMatch: false) != nil }

    /// The fewest leading names of `names` that the whole pattern matches, if any do.
    private func shortestMatch(_ names: [String]) -> Int? { run(names, stoppingAtFirstMatch: true) }

    /// The pattern run as a small automaton over `names`, `states[i]` when its first `i` parts
    /// match so far: how many names it read when it first matched (`stoppingAtFirstMatch`), or
    /// when it matched them all; `nil` when it does not.
    private func run(_ names: [String], stoppingAtFirstMatch: Bool) -> Int? {
        guard !parts.isEmpty else { return nil }
        var states = [Bool](repeating: false, count: parts.count + 1)
        states[0] = true
        skipDoubleStars(&states)
        if states[parts.count], stoppingAtFirstMatch || names.isEmpty { return 0 }
        var next = states
        for (index, name) in names.enumerated() {
            var alive = false
            for state in next.indices { next[state] = false }
            for state in 0..<parts.count where states[state] {
                if let matcher = matchers[state] {
                    if matcher.matches(name) {
                        next[state + 1] = true
                        alive = true
                    }
                } else {
                    next[state] = true
                    alive = true
                }
            }
            guard alive else { return nil }
            skipDoubleStars(&next)
            swap(&states, &next)
            if states[parts.count], stoppingAtFirstMatch || index == names.count - 1 { return index + 1 }
        }
        return nil
    }

    /// Every `**` reached is also passed (it may match no folder).
    private func skipDoubleStars(_ states: inout [Bool]) {
        for state in 0..<parts.count where states[state] && matchers[state] == nil { states[state + 1] = true }
    }
}
