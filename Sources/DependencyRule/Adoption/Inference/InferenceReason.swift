/// Why `init` put a target or a folder where it is, as the comment above it says. It names other
/// units' places, which are only final once parts are made and names are chosen: so it is written
/// with placeholders (`"by depth above \(place: "Domain")"`) and rendered at the end.
struct InferenceReason: Sendable, ExpressibleByStringInterpolation {
    enum Segment: Sendable {
        case text(String)
        /// `UNIT (PLACE)`: a unit, by its key, with its place (`Layer` or `Layer/Part`).
        case unit(String)
        /// The place alone, `Layer` or `Layer/Part`.
        case place(String)
        /// "named like …" for a unit named with a ring's word: "its layer" or "its part" when
        /// that place is named so, else the ring's name.
        case likeness(unit: String, word: String, ring: Int)
        /// "placed with it" while `unit` and `other` share a place; once parts or a split moved
        /// one of them, "placed inward of it" (`other` depends on `unit`) or "outward of it".
        case placed(unit: String, other: String, otherDepends: Bool)
    }

    var segments: [Segment]

    init(segments: [Segment]) { self.segments = segments }

    init(stringLiteral value: String) { segments = [.text(value)] }

    init(stringInterpolation: Interpolation) { segments = stringInterpolation.segments }

    struct Interpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        init(literalCapacity: Int, interpolationCount: Int) {}

        mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { segments.append(.text(literal)) } }

        mutating func appendInterpolation(_ text: String) { segments.append(.text(text)) }

        /// `UNIT (PLACE)`.
        mutating func appendInterpolation(unit: String) { segments.append(.unit(unit)) }

        /// `PLACE`.
        mutating func appendInterpolation(place unit: String) { segments.append(.place(unit)) }

        mutating func appendInterpolation(_ reason: InferenceReason) { segments += reason.segments }
    }

    static func + (lhs: InferenceReason, rhs: InferenceReason) -> InferenceReason {
        InferenceReason(segments: lhs.segments + rhs.segments)
    }

    /// The text, each unit's place looked up in `places` (key → layer and part names).
    func rendered(_ places: [String: (layer: String, part: String?)]) -> String {
        func place(_ unit: String) -> String {
            guard let found = places[unit] else { return "?" }
            return found.part.map { "\(found.layer)/\($0)" } ?? found.layer
        }
        return segments.map { segment in
            switch segment {
            case .text(let text): text
            case .unit(let unit): "\(unit) (\(place(unit)))"
            case .place(let unit): place(unit)
            case .likeness(let unit, let word, let ring):
                places[unit]?.part == word
                    ? "its part" : places[unit]?.layer == word ? "its layer" : LayerConventions.layers[ring].name
            case .placed(let unit, let other, let otherDepends):
                place(unit) == place(other)
                    ? "placed with it" : otherDepends ? "placed inward of it" : "placed outward of it"
            }
        }.joined()
    }
}
