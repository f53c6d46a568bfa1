import Testing

@testable import ProjectTemplate

@Suite("String.hasSameBytes(as:): a file's content compared byte for byte")
struct SameBytesTests {
    @Test("Same bytes, other bytes, other lengths, and canonical equivalents told apart")
    func sameBytes() {
        let composed = "Caf\u{E9}\n"
        let decomposed = "Cafe\u{301}\n"
        #expect(composed == decomposed, "Swift's == takes them for one text")
        #expect(!composed.hasSameBytes(as: decomposed) && !decomposed.hasSameBytes(as: composed))
        #expect(composed.hasSameBytes(as: String(decoding: Array(composed.utf8), as: UTF8.self)))
        #expect("".hasSameBytes(as: ""))
        #expect(!"".hasSameBytes(as: "a") && !"ab".hasSameBytes(as: "ac") && !"ab".hasSameBytes(as: "abc"))
        let long = String(repeating: "struct Team {}\n", count: 1_000)
        #expect(long.hasSameBytes(as: long + "") && !long.hasSameBytes(as: long.dropLast() + "\t"))
    }
}
