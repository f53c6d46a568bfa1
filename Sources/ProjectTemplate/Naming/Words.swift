/// A name as words of ASCII letters and digits: `Café Latte` → `Cafe`, `Latte`; `my-app` → `my`,
/// `app`; `ReadingList` → `Reading`, `List`. Accents are dropped (é → e); anything else that is
/// not a letter or digit separates words.
struct Words: Hashable, Sendable {
    let words: [String]

    init(_ text: String) {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in Self.ascii(text) {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            // A new word where lower case meets upper case: readingList → reading, List.
            if let previous, previous.isLowercase || previous.isNumber, character.isUppercase {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        self.words = words
    }

    var isEmpty: Bool { words.isEmpty }

    /// `CafeLatte`, `MyApp`, `App2048` (a type name cannot start with a digit).
    var upperCamel: String {
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first?.isNumber == true ? "App" + joined : joined
    }

    /// `cafeLatte`, `myApp`, `app2048`.
    var lowerCamel: String {
        let upper = upperCamel
        guard let first = upper.first else { return upper }
        // Lower the leading capitals of an acronym too: URLList → urlList.
        var prefix = upper.prefix { $0.isUppercase }
        if prefix.count > 1 && prefix.count < upper.count { prefix = prefix.dropLast() }
        guard !prefix.isEmpty else { return String(first).lowercased() + upper.dropFirst() }
        return prefix.lowercased() + upper.dropFirst(prefix.count)
    }

    /// `cafe-latte`, `my-app`, `2048`.
    var slug: String { words.map { $0.lowercased() }.joined(separator: "-") }

    /// `CAFE_LATTE`, `MY_APP`, `APP_2048` (an environment variable cannot start with a digit).
    var constant: String {
        let joined = words.map { $0.uppercased() }.joined(separator: "_")
        return joined.first?.isNumber == true ? "APP_" + joined : joined
    }

    /// The text with accents dropped and every other non-ASCII character made a separator.
    private static func ascii(_ text: String) -> [Character] {
        var characters: [Character] = []
        for character in text {
            // The first scalar of a decomposable letter is its base letter: é is e + ◌́.
            let scalars = character.decomposedBaseScalar
            if let scalar = scalars, scalar.isASCII {
                characters.append(Character(scalar))
            } else {
                characters.append(" ")
            }
        }
        return characters
    }
}

extension Character {
    /// The base letter of a letter with accents (é → e), or the character's own scalar.
    fileprivate var decomposedBaseScalar: Unicode.Scalar? {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return nil }
        if first.isASCII { return first }
        return Self.bases[first] ?? first
    }

    /// The Latin letters with accents, by their base letter (Swift has no decomposition without
    /// Foundation's help, and this keeps the rule explicit).
    private static let bases: [Unicode.Scalar: Unicode.Scalar] = {
        let table: [(String, String)] = [
            ("àáâãäåāăą", "a"), ("ÀÁÂÃÄÅĀĂĄ", "A"), ("çćĉċč", "c"), ("ÇĆĈĊČ", "C"), ("ďđ", "d"), ("ĎĐ", "D"),
            ("èéêëēĕėęě", "e"), ("ÈÉÊËĒĔĖĘĚ", "E"), ("ĝğġģ", "g"), ("ĜĞĠĢ", "G"), ("ĥħ", "h"), ("ĤĦ", "H"),
            ("ìíîïĩīĭįı", "i"), ("ÌÍÎÏĨĪĬĮİ", "I"), ("ĵ", "j"), ("Ĵ", "J"), ("ķ", "k"), ("Ķ", "K"),
            ("ĺļľŀł", "l"), ("ĹĻĽĿŁ", "L"), ("ñńņňŉ", "n"), ("ÑŃŅŇ", "N"), ("òóôõöøōŏő", "o"),
            ("ÒÓÔÕÖØŌŎŐ", "O"), ("ŕŗř", "r"), ("ŔŖŘ", "R"), ("śŝşšß", "s"), ("ŚŜŞŠ", "S"), ("ţťŧ", "t"),
            ("ŢŤŦ", "T"), ("ùúûüũūŭůűų", "u"), ("ÙÚÛÜŨŪŬŮŰŲ", "U"), ("ŵ", "w"), ("Ŵ", "W"), ("ýÿŷ", "y"),
            ("ÝŸŶ", "Y"), ("źżž", "z"), ("ŹŻŽ", "Z"),
        ]
        var bases: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (accented, base) in table {
            for scalar in accented.unicodeScalars { bases[scalar] = base.unicodeScalars.first! }
        }
        return bases
    }()
}
