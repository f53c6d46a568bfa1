/// A glob over paths relative to the configuration's folder, as `"paths"` (and `"members"` and
/// `"exclude"`) write them: `/` separates folders, `*` and `?` match within one name, `**` matches
/// any number of folders (none included). A pattern holds a file when it matches the file's path or
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

    /// Whether the pattern holds `path` (relative to the configuration's folder).
    public func holds(_ path: String) -> Bool { folder(holding: path) != nil }

    /// The shortest start of `path` the pattern matches (the folder of the path it matches, or the
    /// path itself), or `nil` when it holds no part of it: `App/Features/*` gives
    /// `App/Features/Login` for `App/Features/Login/Views/LoginView.swift`.
    public func folder(holding path: String) -> String? {
        let names = path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
        guard let count = shortestMatch(names) else { return nil }
        return names.prefix(count).joined(separator: "/")
    }

    /// The fewest leading names of `names` that the whole pattern matches, if any do.
    private func shortestMatch(_ names: [String]) -> Int? {
        // states: how many pattern parts are matched; advanced name by name.
        var states: Set<Int> = closure([0])
        if states.contains(parts.count) { return parts.isEmpty ? nil : 0 }
        for (index, name) in names.enumerated() {
            var next: Set<Int> = []
            for state in states where state < parts.count {
                if let matcher = matchers[state] {
                    if matcher.matches(name) { next.insert(state + 1) }
                } else {
                    next.insert(state)
                }
            }
            states = closure(next)
            if states.isEmpty { return nil }
            if states.contains(parts.count) { return index + 1 }
        }
        return nil
    }

    /// `states` with every `**` also skipped (it may match no folder).
    private func closure(_ states: Set<Int>) -> Set<Int> {
        var result = states
        var pending = Array(states)
        while let state = pending.popLast() {
            if state < parts.count, parts[state] == "**", result.insert(state + 1).inserted {
                pending.append(state + 1)
            }
        }
        return result
    }
}
