/// A feature's name in every form its files need: `ReadingList` is the entity `ReadingList`, the
/// collection `readingLists`, the interactor `ListReadingLists`, the command word `reading-list`.
public struct FeatureName: Hashable, Sendable {
    /// `ReadingList`.
    public let typeName: String
    /// `ReadingLists`: naive English plurals (y → ies; s, x, z, ch, sh → es; else s).
    public let pluralTypeName: String
    /// `readingList`.
    public let variableName: String
    /// `readingLists`: the variable for many, and the record collection's name.
    public let pluralVariableName: String
    /// `reading-list`: the word a command line uses.
    public let commandWord: String
    /// `reading list`: the words a message uses.
    public let phrase: String

    public init(_ text: String) throws(NameError) {
        let trimmed = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        guard !trimmed.isEmpty else { throw NameError("the feature name is empty") }
        let words = Words(trimmed)
        guard words.words.first?.first?.isLetter == true else {
            throw NameError(
                "the feature name '\(trimmed)' must start with a letter (A-Z, a-z), like Book or ReadingList")
        }
        typeName = words.upperCamel
        let plural = Self.plural(of: words.words)
        pluralTypeName = Words(plural.joined(separator: " ")).upperCamel
        // A keyword cannot name a variable: `class` becomes `theClass`.
        let singular = words.lowerCamel
        let many = Words(plural.joined(separator: " ")).lowerCamel
        variableName = ReservedNames.keywords.contains(singular) ? "the" + typeName : singular
        pluralVariableName = ReservedNames.keywords.contains(many) ? "the" + pluralTypeName : many
        commandWord = words.slug
        phrase = words.words.map { $0.lowercased() }.joined(separator: " ")
        if let module = ReservedNames.module(clashingWith: typeName) {
            throw NameError("the feature name '\(trimmed)' clashes with the module \(module): choose another name")
        }
        if ReservedNames.typeNames.contains(typeName) || ReservedNames.typeNames.contains(pluralTypeName) {
            throw NameError(
                "the feature name '\(trimmed)' would make the type \(typeName), which the generated code already uses: choose another name"
            )
        }
    }

    private static func plural(of words: [String]) -> [String] {
        guard let last = words.last else { return words }
        let lower = last.lowercased()
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        let plural: String
        if lower.hasSuffix("y"), lower.count > 1, !vowels.contains(lower.dropLast().last!) {
            plural = last.dropLast() + "ies"
        } else if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) {
            plural = last + "es"
        } else {
            plural = last + "s"
        }
        return words.dropLast() + [plural]
    }
}
