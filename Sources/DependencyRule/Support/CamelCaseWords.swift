/// The words of an identifier-like name: `HomeFeature` → `Home`, `Feature`;
/// `URLSessionClient` → `URL`, `Session`, `Client`; `my-app_2` → `my`, `app`, `2`. A word starts at
/// an upper-case letter after a lower-case letter or digit, or before a lower-case letter after a
/// run of capitals (the end of an acronym); anything that is not a letter or digit separates
/// words. Used to read target names (`init`) and to make names from what people type (the
/// template).
public enum CamelCaseWords {
    public static func split(_ name: some StringProtocol) -> [String] {
        name.utf8.allSatisfy { $0 < 0x80 } ? splitASCII(Array(name.utf8)) : splitCharacters(name)
    }

    /// ``split(_:)`` on ASCII bytes, the names of nearly every target and folder, without the
    /// Unicode tables `Character` consults (`check` reads every name of a package without a
    /// configuration).
    static func splitASCII(_ bytes: [UInt8]) -> [String] {
        func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        var words: [String] = []
        var start: Int?
        for (index, byte) in bytes.enumerated() {
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                if let first = start { words.append(String(decoding: bytes[first..<index], as: UTF8.self)) }
                start = nil
                continue
            }
            if let first = start, isUpper(byte) {
                let last = bytes[index - 1]
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if isLower(last) || isDigit(last) || isUpper(last) && isLower(next) {
                    words.append(String(decoding: bytes[first..<index], as: UTF8.self))
                    start = index
                }
            }
            if start == nil { start = index }
        }
        if let first = start { words.append(String(decoding: bytes[first...], as: UTF8.self)) }
        return words
    }

    /// ``split(_:)`` on characters: any letter or digit of any script.
    static func splitCharacters(_ name: some StringProtocol) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character.isUppercase, let last = current.last,
                last.isLowercase || last.isNumber || (last.isUppercase && next?.isLowercase == true)
            {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
