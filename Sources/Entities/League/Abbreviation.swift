/// A team's short code: two or three uppercase letters A–Z (`BOS`, `NY`).
public struct Abbreviation: Hashable, Sendable, CustomStringConvertible {
    /// The letters, exactly as given.
    public let value: String

    /// Accepts two or three ASCII uppercase letters; anything else is refused.
    public init(_ text: String) throws(ValidationError) {
        let isUppercaseLetter: (UInt8) -> Bool = { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
        guard (2...3).contains(text.utf8.count), text.utf8.allSatisfy(isUppercaseLetter) else {
            throw .invalidAbbreviation(text)
        }
        value = text
    }

    public var description: String { value }
}
