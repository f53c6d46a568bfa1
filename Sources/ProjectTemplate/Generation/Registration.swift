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
        return try entries(in: source, file: file).entries.map { String(source[$0[0]]) }
    }

    /// `text` with `feature` (`BookFeature`) listed last, everything else as it was: on a line of
    /// its own at the last entry's indentation (after that line's comment), or, in a list on one
    /// line, on that line; with a trailing comma when the list has one.
    static func adding(_ feature: String, to text: String, file: String) throws(GenerationError) -> String {
        let source = SwiftTokens(text)
        let (entries, open, close) = try entries(in: source, file: file)
        guard let last = entries.last?.last, let first = entries.last?.first else {
            let indent = source.indentation(at: source.tokens[open].start)
            return source.replacing([(open...close, "[\n\(indent)    \(feature).self,\n\(indent)]")])
        }
        let comma = source.isToken(last + 1, ",") ? last + 1 : nil
        if source.lines[close] == source.lines[last] {
            let after = comma ?? last
            return source.replacing([(after...after, comma == nil ? "self, \(feature).self" : ", \(feature).self,")])
        }
        // After the end of the last entry's line, comments and all (one may run on below).
        var end = source.tokens[comma ?? last].end
        for token in SwiftTokens(text, keepingComments: true).tokens where token.start >= end {
            guard token.start < source.line(around: end).upperBound else { break }
            end = token.end
        }
        let line =
            "\n" + source.indentation(at: source.tokens[first].start) + feature + ".self" + (comma == nil ? "" : ",")
        let insertion = source.line(around: end).upperBound
        // The last entry gets the comma the list had none of.
        let lastEnd = source.tokens[last].end
        return source.replacing(
            offsets: (comma == nil ? [(lastEnd..<lastEnd, ",")] : []) + [(insertion..<insertion, line)])
    }

    /// `text` without `feature`'s entry and its comma (the one before it, for a last entry without
    /// one): its lines too, when nothing else of the code stands on them; `nil` when the list does
    /// not hold it.
    static func removing(_ feature: String, from text: String, file: String) throws(GenerationError) -> String? {
        let source = SwiftTokens(text)
        let (entries, _, _) = try entries(in: source, file: file)
        guard let index = entries.firstIndex(where: { source[$0[0]] == feature }) else { return nil }
        let (first, trailing) = (entries[index][0], source.isToken(entries[index].last! + 1, ","))
        let last = entries[index].last! + (trailing ? 1 : 0)
        let tokens = source.tokens
        var cuts: [(range: Range<Int>, text: String)] = []
        let wholeLines = source.lines[first - 1] < source.lines[first] && source.lines[last + 1] > source.lines[last]
        if wholeLines {
            let end = source.line(around: tokens[last].end).upperBound
            cuts.append((source.line(around: tokens[first].start).lowerBound..<min(end + 1, text.utf8.count), ""))
        } else {
            cuts.append((tokens[first].start..<(trailing ? tokens[last + 1].start : tokens[last].end), ""))
        }
        if !trailing, index > 0 {
            let comma = first - 1
            cuts.append((tokens[comma].start..<(wholeLines ? tokens[comma].end : tokens[first].start), ""))
        }
        return source.replacing(offsets: cuts)
    }

    /// The list's entries (each its tokens' positions), checked, and its brackets.
    private static func entries(
        in source: SwiftTokens, file: String
    ) throws(GenerationError) -> (entries: [[Int]], open: Int, close: Int) {
        let (_, open, close) = try list(in: source, file: file)
        var entries: [[Int]] = [[]]
        for position in (open + 1)..<close {
            if source.isToken(position, ","), source.tokens[position].kind == .punctuation {
                entries.append([])
            } else {
                entries[entries.count - 1].append(position)
            }
        }
        entries.removeAll { $0.isEmpty }
        for entry in entries {
            guard entry.count == 3, source.tokens[entry[0]].kind == .identifier, source.isToken(entry[1], "."),
                source.isToken(entry[2], "self")
            else {
                let shown = source.text[
                    source.index(source.tokens[entry[0]].start)..<source.index(source.tokens[entry.last!].end)]
                throw GenerationError(
                    "cannot read the list of features in \(file): '\(shown)' is not a 'SomeFeature.self' entry; add the feature's type to it by hand"
                )
            }
        }
        return (entries, open, close)
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
