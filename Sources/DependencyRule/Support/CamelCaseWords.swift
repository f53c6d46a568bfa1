/// The words of an identifier-like name: `HomeFeature` → `Home`, `Feature`;
/// `URLSessionClient` → `URL`, `Session`, `Client`; `my-app_2` → `my`, `app`, `2`. A word starts at
/// an upper-case letter after a lower-case letter or digit, or before a lower-case letter after a
/// run of capitals (the end of an acronym); anything that is not a letter or digit separates
/// words. Used to read target names (`init`) and to make names from what people type (the
/// template).
public enum CamelCaseWords {
    public static func split(_ name: some StringProtocol) -> [String] {
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
