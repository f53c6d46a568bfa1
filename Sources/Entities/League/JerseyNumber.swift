/// The number on a player's back: 0 to 99.
public struct JerseyNumber: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The allowed numbers.
    public static let range = 0...99

    /// The number.
    public let value: Int

    /// Accepts `0...99`; anything else is refused.
    public init(_ value: Int) throws(ValidationError) {
        guard Self.range.contains(value) else { throw .jerseyNumberOutOfRange(value) }
        self.value = value
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }

    public var description: String { "#\(value)" }
}
