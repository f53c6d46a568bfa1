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
    /// `reading lists`: the words for many.
    public let pluralPhrase: String

    /// `Reading list`: the phrase at the start of a sentence.
    public var capitalizedPhrase: String { phrase.prefix(1).uppercased() + phrase.dropFirst() }
    /// `Reading lists`.
    public var capitalizedPluralPhrase: String { pluralPhrase.prefix(1).uppercased() + pluralPhrase.dropFirst() }
    /// `a reading list`, `an apple`: the phrase with its indefinite article.
    public var phraseWithArticle: String {
        let lower = phrase.lowercased()
        // By sound, not by letter: a user, a URL, a one-off; an hour.
        let soundsLikeAConsonant = ["uni", "use", "usu", "uti", "url", "uri", "eu", "one"].contains {
            lower.hasPrefix($0)
        }
        let soundsLikeAVowel = ["hour", "honest", "honor", "honour", "heir"].contains { lower.hasPrefix($0) }
        let vowel = soundsLikeAVowel || ("aeiou".contains(lower.first ?? " ") && !soundsLikeAConsonant)
        return (vowel ? "an " : "a ") + phrase
    }

    /// - Throws: ``NameError`` for a name that is empty, does not start with a letter, clashes with
    ///   a module or a type the generated code uses, would make the command `help`, or would make a
    ///   file `Main.swift`.
    public init(_ text: String) throws(NameError) {
        let trimmed = text.trimmed
        guard !trimmed.isEmpty else { throw NameError("the feature name is empty") }
        let words = Words(trimmed)
        guard words.words.first?.first?.isLetter == true else {
            throw NameError(
                "the feature name '\(trimmed)' must start with a letter (A-Z, a-z), like Book or ReadingList")
        }
        typeName = words.upperCamel
        let plural = Self.plural(of: words.words.last ?? "")
        pluralTypeName = Self.applying(plural, to: typeName)
        // A keyword cannot name a variable: `class` becomes `theClass`.
        let singular = words.lowerCamel
        let many = Self.applying(plural, to: singular)
        variableName = ReservedNames.keywords.contains(singular) ? "the" + typeName : singular
        pluralVariableName = ReservedNames.keywords.contains(many) ? "the" + pluralTypeName : many
        commandWord = words.slug
        phrase = words.words.map { $0.lowercased() }.joined(separator: " ")
        pluralPhrase = Self.applying(plural, to: phrase)
        if let module = ReservedNames.module(clashingWith: typeName) {
            throw NameError("the feature name '\(trimmed)' clashes with the module \(module): choose another name")
        }
        if ReservedNames.commandWords.contains(commandWord) {
            throw NameError(
                "the feature name '\(trimmed)' would make the command '\(commandWord)', which the app's command line keeps for itself: choose another name"
            )
        }
        // SwiftPM takes any file named main.swift, whatever its case, for a program's entry point.
        if typeName.lowercased() == "main" {
            throw NameError(
                "the feature name '\(trimmed)' would make the file Main.swift, which SwiftPM takes for a program's entry point: choose another name"
            )
        }
        if ReservedNames.typeNames.contains(typeName) || ReservedNames.typeNames.contains(pluralTypeName) {
            throw NameError(
                "the feature name '\(trimmed)' would make the type \(typeName), which the generated code already uses: choose another name"
            )
        }
    }

    /// How a word becomes plural: drop `dropping` characters, add `suffix`. English: the
    /// irregular nouns people name things with (person → people, child → children); y → ies after
    /// a consonant; s, x, z, ch, sh → es; an acronym takes s (URLs); else s.
    private static func plural(of word: String) -> (dropping: Int, suffix: String) {
        let lower = word.lowercased()
        if let irregular = irregularPlurals.first(where: { lower == $0.singular }) {
            // Keep the word's own first letter case: Person → People, person → people.
            let kept = irregular.plural.dropFirst(commonPrefixLength(irregular.singular, irregular.plural))
            return (irregular.singular.count - commonPrefixLength(irregular.singular, irregular.plural), String(kept))
        }
        if word.count > 1, word.allSatisfy({ $0.isUppercase || $0.isNumber }) { return (0, "s") }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if lower.hasSuffix("y"), lower.count > 1, !vowels.contains(lower.dropLast().last!) { return (1, "ies") }
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return (0, "es") }
        return (0, "s")
    }

    /// English nouns whose plural no rule makes.
    private static let irregularPlurals: [(singular: String, plural: String)] = [
        ("person", "people"), ("child", "children"), ("man", "men"), ("woman", "women"), ("mouse", "mice"),
        ("goose", "geese"), ("tooth", "teeth"), ("foot", "feet"), ("ox", "oxen"), ("leaf", "leaves"),
        ("life", "lives"), ("knife", "knives"), ("wife", "wives"), ("half", "halves"), ("shelf", "shelves"),
        ("criterion", "criteria"), ("phenomenon", "phenomena"), ("analysis", "analyses"), ("crisis", "crises"),
        ("thesis", "theses"), ("cactus", "cacti"), ("radius", "radii"), ("series", "series"),
        ("species", "species"), ("sheep", "sheep"), ("fish", "fish"), ("deer", "deer"), ("quiz", "quizzes"),
        ("data", "data"), ("datum", "data"),
    ]

    private static func commonPrefixLength(_ a: String, _ b: String) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }

    private static func applying(_ plural: (dropping: Int, suffix: String), to name: String) -> String {
        String(name.dropLast(plural.dropping)) + plural.suffix
    }
}
