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

    /// The features listed in `text`, the file at `file` (their `…Feature` types), in order.
    /// - Throws: ``GenerationError`` when the list cannot be found, or holds anything but
    ///   `SomeFeature.self` entries and comments.
    static func features(in text: String, file: String) throws(GenerationError) -> [String] {
        let entries = text[try list(in: text, file: file)]
            .split(separator: "\n").map { line in
                // A comment runs to the end of its line.
                line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            }
            .joined(separator: " ").split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return try entries.map { entry throws(GenerationError) in
            guard entry.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*\.self/) != nil else {
                throw GenerationError(
                    "cannot read the list of features in \(file): '\(entry)' is not a 'SomeFeature.self' entry; add the feature's type to it by hand"
                )
            }
            return String(entry.dropLast(".self".count))
        }
    }

    /// `text` with its list holding `features`, one a line, in place of what it held.
    static func listing(_ features: [String], in text: String, file: String) throws(GenerationError) -> String {
        let range = try list(in: text, file: file)
        let lineStart = text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let indent = String(text[lineStart...].prefix { $0 == " " })
        let entries = features.map { "\(indent)    \($0).self,\n" }.joined()
        return text.replacingCharacters(in: range, with: "\n" + entries + indent)
    }

    /// The text between the list's brackets.
    private static func list(in text: String, file: String) throws(GenerationError) -> Range<String.Index> {
        guard let open = text.range(of: opening), let close = text[open.upperBound...].firstIndex(of: "]") else {
            throw GenerationError(
                "cannot find the list of features in \(file) ('\(opening)' … ']'): add the feature's type to it by hand"
            )
        }
        return open.upperBound..<close
    }
}
