import DependencyRule

/// A name as words of ASCII letters and digits: `Café Latte` → `Cafe`, `Latte`; `my-app` → `my`,
/// `app`; `ReadingList` → `Reading`, `List`; `URLList` → `URL`, `List`. Accents are dropped
/// (é → e), an apostrophe joins (`Bob's` → `Bobs`), and the words are split as the checker splits
/// target names (``CamelCaseWords``).
struct Words: Hashable, Sendable {
    let words: [String]

    init(_ text: String) {
        words = CamelCaseWords.split(String(Self.ascii(text).filter { $0 != "'" }))
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

    /// The text with accents dropped (é → e, æ → ae), apostrophes kept for the caller to drop, and
    /// every other non-ASCII character made a separator.
    private static func ascii(_ text: String) -> [Character] {
        var characters: [Character] = []
        let original = Array(text)
        for (index, character) in original.enumerated() {
            if character == "\u{2019}" || character == "'" {
                characters.append("'")
            } else if let first = character.unicodeScalars.first, first.isASCII {
                characters.append(Character(first))
            } else if let base = character.unicodeScalars.first.flatMap({ Latin.bases[$0] }) {
                // A capital ligature before a small letter is a word's start: Œuvre → Oeuvre.
                let beforeSmall = index + 1 < original.count && original[index + 1].isLowercase
                characters += base.count > 1 && beforeSmall ? base.prefix(1) + base.dropFirst().lowercased() : base
            } else {
                characters.append(" ")
            }
        }
        return characters
    }
}

extension String {
    /// The text without leading and trailing white space.
    var trimmed: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

/// The Latin letters with accents and ligatures, by their ASCII spelling (Swift has no
/// decomposition without Foundation's help, and this keeps the rule explicit).
private enum Latin {
    static let bases: [Unicode.Scalar: String] = {
        let table: [(String, String)] = [
            ("àáâãäåāăą", "a"), ("ÀÁÂÃÄÅĀĂĄ", "A"), ("çćĉċč", "c"), ("ÇĆĈĊČ", "C"), ("ďđð", "d"), ("ĎĐÐ", "D"),
            ("èéêëēĕėęě", "e"), ("ÈÉÊËĒĔĖĘĚ", "E"), ("ĝğġģ", "g"), ("ĜĞĠĢ", "G"), ("ĥħ", "h"), ("ĤĦ", "H"),
            ("ìíîïĩīĭįı", "i"), ("ÌÍÎÏĨĪĬĮİ", "I"), ("ĵ", "j"), ("Ĵ", "J"), ("ķ", "k"), ("Ķ", "K"),
            ("ĺļľŀł", "l"), ("ĹĻĽĿŁ", "L"), ("ñńņňŉ", "n"), ("ÑŃŅŇ", "N"), ("òóôõöøōŏő", "o"),
            ("ÒÓÔÕÖØŌŎŐ", "O"), ("ŕŗř", "r"), ("ŔŖŘ", "R"), ("śŝşš", "s"), ("ŚŜŞŠ", "S"), ("ţťŧ", "t"),
            ("ŢŤŦ", "T"), ("ùúûüũūŭůűų", "u"), ("ÙÚÛÜŨŪŬŮŰŲ", "U"), ("ŵ", "w"), ("Ŵ", "W"), ("ýÿŷ", "y"),
            ("ÝŸŶ", "Y"), ("źżž", "z"), ("ŹŻŽ", "Z"), ("æ", "ae"), ("Æ", "AE"), ("œ", "oe"), ("Œ", "OE"),
            ("ß", "ss"), ("þ", "th"), ("Þ", "TH"),
        ]
        var bases: [Unicode.Scalar: String] = [:]
        for (accented, base) in table {
            for scalar in accented.unicodeScalars { bases[scalar] = base }
        }
        return bases
    }()
}
