import Testing

@testable import DependencyRule

@Suite("StableHash: FNV-1a, the same value from a contiguous buffer as from any other sequence")
struct StableHashTests {
    @Test("The published FNV-1a 64 values; a string, its bytes in an array and the same bytes one by one agree")
    func values() {
        var empty = StableHash()
        empty.combine([UInt8]())
        #expect(empty.hex == "cbf29ce484222325")
        var a = StableHash()
        a.combine(Array("a".utf8))
        #expect(a.hex == "af63dc4c8601ec8c")
        let text = "struct Team {}\n" + String(repeating: "é", count: 100)
        var fromString = StableHash()
        fromString.combine(text)
        var fromSequence = StableHash()
        fromSequence.combine(AnySequence(text.utf8))
        fromSequence.combine(CollectionOfOne(0))
        #expect(fromString.hex == fromSequence.hex)
        var other = StableHash()
        other.combine(text + " ")
        #expect(other.hex != fromString.hex)
    }
}
