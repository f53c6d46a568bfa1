/// Words replaced in text by a scan of its bytes, each where what stands before and after it
/// allows: a module's helper executable in the tests that run it, an app's name in its files.
/// One pass, left to right, the first rule that holds at a place winning: no replacement is
/// replaced again.
struct WordReplacements {
    /// What must stand beside a word for it to be replaced.
    enum Neighbour {
        /// Anything, the text's start or end too.
        case anything
        /// No word byte (see ``WordReplacements/isWordByte(_:)``), or the text's start or end.
        case boundary
        /// One of these bytes (never the text's start or end).
        case oneOf(String)
        /// None of these bytes, or the text's start or end.
        case noneOf(String)
    }

    /// One word, its replacement, and where it is replaced.
    struct Rule {
        let word: [UInt8]
        let replacement: [UInt8]
        let before: Neighbour
        let after: Neighbour

        init(_ word: String, _ replacement: String, before: Neighbour = .boundary, after: Neighbour = .boundary) {
            (self.word, self.replacement) = (Array(word.utf8), Array(replacement.utf8))
            (self.before, self.after) = (before, after)
        }
    }

    let rules: [Rule]
    /// Bytes beside which a word is not whole, beyond ASCII letters, digits and `_`: `-` for the
    /// names of executables (`storage-torture`).
    let moreWordBytes: String
    /// Whether some rule's word starts with the byte.
    private let firsts: [Bool]

    init(rules: [Rule], moreWordBytes: String = "") {
        (self.rules, self.moreWordBytes) = (rules, moreWordBytes)
        var firsts = [Bool](repeating: false, count: 256)
        for rule in rules where !rule.word.isEmpty { firsts[Int(rule.word[0])] = true }
        self.firsts = firsts
    }

    /// Whether some rule's word is in `text` (a quick test: the rule may not hold there).
    func mayApply(to text: String) -> Bool {
        rules.contains { text.holdsBytes(of: String(decoding: $0.word, as: UTF8.self)) }
    }

    /// `text` with the rules applied.
    func applied(to text: String) -> String {
        guard mayApply(to: text) else { return text }
        var result: [UInt8] = []
        apply(to: Array(text.utf8)[...], into: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// `bytes` with the rules applied, appended to `result`; `bytes`' bounds are the text's start
    /// and end.
    func apply(to bytes: ArraySlice<UInt8>, into result: inout [UInt8]) {
        var index = bytes.startIndex
        var copied = index
        scan: while index < bytes.endIndex {
            if firsts[Int(bytes[index])] {
                for rule in rules where matches(rule, at: index, in: bytes) {
                    result += bytes[copied..<index]
                    result += rule.replacement
                    index += rule.word.count
                    copied = index
                    continue scan
                }
            }
            index += 1
        }
        result += bytes[copied...]
    }

    private func matches(_ rule: Rule, at index: Int, in bytes: ArraySlice<UInt8>) -> Bool {
        let end = index + rule.word.count
        guard end <= bytes.endIndex, bytes[index] == rule.word[0], bytes[index..<end].elementsEqual(rule.word) else {
            return false
        }
        return allows(rule.before, index > bytes.startIndex ? bytes[index - 1] : nil)
            && allows(rule.after, end < bytes.endIndex ? bytes[end] : nil)
    }

    /// Whether `neighbour` allows `byte` beside a word (`nil`: the text's start or end).
    private func allows(_ neighbour: Neighbour, _ byte: UInt8?) -> Bool {
        switch neighbour {
        case .anything: return true
        case .boundary: return byte.map { !isWordByte($0) } ?? true
        case .oneOf(let bytes): return byte.map { bytes.utf8.contains($0) } ?? false
        case .noneOf(let bytes): return byte.map { !bytes.utf8.contains($0) } ?? true
        }
    }

    /// An ASCII letter, digit or `_`, or one of ``moreWordBytes``.
    private func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || moreWordBytes.utf8.contains(byte)
    }
}
