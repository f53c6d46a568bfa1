/// A typed identifier: a `Team.ID` cannot be passed where a `Player.ID` is expected.
///
/// `Owner` is a phantom type; only `RawValue` is stored.
public struct Identifier<Owner, RawValue: Hashable & Sendable>: RawRepresentable, Hashable, Sendable {
    public let rawValue: RawValue

    public init(rawValue: RawValue) { self.rawValue = rawValue }

    public init(_ rawValue: RawValue) { self.rawValue = rawValue }
}

extension Identifier: CustomStringConvertible {
    public var description: String { "\(rawValue)" }
}

extension Identifier: Comparable where RawValue: Comparable {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
