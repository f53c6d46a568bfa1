/// The features a package keeps apart, in its `dependency-rules.json`: an `"independent"` entry
/// of `"parts"`, one line per feature, `{ "name": "Note", "paths": ["Sources/*/Note/**"] }`, as
/// the template writes it. `add feature` adds the new feature's line after the last one; `remove
/// feature` takes it out.
enum FeatureIndependence {
    /// The configuration's path in a package.
    static let file = "dependency-rules.json"

    /// A feature's line, without indentation or comma.
    static func part(_ feature: String) -> String {
        #"{ "name": "\#(feature)", "paths": ["Sources/*/\#(feature)/**"] }"#
    }

    /// `text` with `feature`'s part after the last feature's; `nil` when the configuration keeps
    /// no features apart (a package made before, or edited by hand: it is left as it is).
    static func adding(_ feature: String, to text: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A line of dependency-rules.json, not Swift.
        let pattern = /^(\s*)\{ "name": "([^"]+)", "paths": \["Sources\/\*\/([^"\/]+)\/\*\*"\] \}(,?)\s*$/
        guard let start = lines.firstIndex(where: { $0.contains("\"independent\"") }),
            let last = lines.indices.last(where: { $0 > start && lines[$0].wholeMatch(of: pattern) != nil }),
            let match = lines[last].wholeMatch(of: pattern)
        else { return nil }
        let indent = String(match.output.1)
        let hadComma = !match.output.4.isEmpty
        if !hadComma {
            while let end = lines[last].last, end == " " || end == "\t" || end == "\r" { lines[last].removeLast() }
            lines[last] += ","
        }
        lines.insert(indent + part(feature) + (hadComma ? "," : ""), at: last + 1)
        return lines.joined(separator: "\n")
    }

    /// `text` without `feature`'s part (the comma of the line before it taken too, when it was the
    /// last); `nil` when it has no such line.
    static func removing(_ feature: String, from text: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard
            let line = lines.firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix(part(feature))
            })
        else { return nil }
        let wasLast = !lines[line].trimmingCharacters(in: .whitespaces).hasSuffix(",")
        lines.remove(at: line)
        if wasLast, line > 0 {
            var previous = lines[line - 1]
            while previous.last == " " { previous.removeLast() }
            if previous.hasSuffix("},") { lines[line - 1] = String(previous.dropLast()) }
        }
        return lines.joined(separator: "\n")
    }
}
