import Foundation

/// An app's list of features, `<App>Features.swift` in the app's folder of the terminal's target
/// (`StarterFeatures`, `LeagueFeatures`): the one file of a package the generator edits rather
/// than adds. `add feature` adds each new feature to it, so that the app reaches it with no edit
/// by hand.
struct Registration {
    /// How the list's file name ends: `BookshelfFeatures.swift`.
    static let fileSuffix = "Features.swift"
    /// The target that holds the list (prefixed in a package with a module prefix).
    static let layer = "Terminal"
    /// Where packages made before the terminal had a target of its own keep the list.
    static let formerLayer = "FrameworksAndDrivers"

    /// What opens the list.
    static let opening = "public static let all: [any FeatureCommands.Type] = ["

    /// The features listed in `text`, the file at `file` (their `…Feature` types), in order, read
    /// by tokens: the same under any layout, comments between entries included.
    /// - Throws: ``GenerationError`` when the list cannot be found, or holds anything but
    ///   `SomeFeature.self` entries and comments.
    static func features(in text: String, file: String) throws(GenerationError) -> [String] {
        let source = SwiftTokens(text)
        let (_, open, close) = try list(in: source, file: file)
        var entries: [[Int]] = [[]]
        for position in (open + 1)..<close {
            if source.isToken(position, ","), source.tokens[position].kind == .punctuation {
                entries.append([])
            } else {
                entries[entries.count - 1].append(position)
            }
        }
        return try entries.filter { !$0.isEmpty }.map { entry throws(GenerationError) in
            guard entry.count == 3, source.tokens[entry[0]].kind == .identifier, source.isToken(entry[1], "."),
                source.isToken(entry[2], "self")
            else {
                let shown = source.text[
                    source.index(source.tokens[entry[0]].start)..<source.index(source.tokens[entry.last!].end)]
                throw GenerationError(
                    "cannot read the list of features in \(file): '\(shown)' is not a 'SomeFeature.self' entry; add the feature's type to it by hand"
                )
            }
            return String(source[entry[0]])
        }
    }

    /// `text` with its list holding `features`, one a line, in place of what it held.
    static func listing(_ features: [String], in text: String, file: String) throws(GenerationError) -> String {
        let source = SwiftTokens(text)
        let (start, open, close) = try list(in: source, file: file)
        let declaration = source.index(source.tokens[start].start)
        let lineStart = text[..<declaration].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let indent = String(text[lineStart...].prefix { $0 == " " || $0 == "\t" })
        let entries = features.map { "\(indent)    \($0).self,\n" }.joined()
        let range = source.index(source.tokens[open].end)..<source.index(source.tokens[close].start)
        return text.replacingCharacters(in: range, with: "\n" + entries + indent)
    }

    /// The positions of `static` in `static let all` and of its value's brackets.
    private static func list(
        in source: SwiftTokens, file: String
    ) throws(GenerationError) -> (declaration: Int, open: Int, close: Int) {
        let declaration = try declarationStart(in: source, file: file)
        var position = declaration + 3
        // Past the type annotation, to the value.
        while position < source.tokens.count, !source.isToken(position, "=") {
            position =
                source.tokens[position].kind == .punctuation && source.isToken(position, "[")
                ? (source.closing(position) ?? source.tokens.count) + 1 : position + 1
        }
        guard source.isToken(position + 1, "["), let close = source.closing(position + 1) else {
            throw notFound(file)
        }
        return (declaration, position + 1, close)
    }

    /// The position of `static` in `static let all`.
    private static func declarationStart(in source: SwiftTokens, file: String) throws(GenerationError) -> Int {
        for position in source.tokens.indices
        where source.isToken(position, "static") && source.isToken(position + 1, "let")
            && source.isToken(position + 2, "all")
        {
            return position
        }
        throw notFound(file)
    }

    private static func notFound(_ file: String) -> GenerationError {
        GenerationError(
            "cannot find the list of features in \(file) ('\(opening)' … ']'): add the feature's type to it by hand")
    }
}
