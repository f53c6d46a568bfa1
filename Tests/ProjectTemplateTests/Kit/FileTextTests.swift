import Testing

@testable import ProjectTemplate

@Suite("File texts compared byte for byte: String.hasSameBytes(as:), FileText and FileTree, the memos' keys")
struct FileTextTests {
    static let composed = "Caf\u{E9}\n"
    static let decomposed = "Cafe\u{301}\n"

    @Test("Same bytes, other bytes, other lengths, and canonical equivalents told apart")
    func sameBytes() {
        #expect(Self.composed == Self.decomposed, "Swift's == takes them for one text")
        #expect(!Self.composed.hasSameBytes(as: Self.decomposed) && !Self.decomposed.hasSameBytes(as: Self.composed))
        #expect(Self.composed.hasSameBytes(as: String(decoding: Array(Self.composed.utf8), as: UTF8.self)))
        #expect("".hasSameBytes(as: ""))
        #expect(!"".hasSameBytes(as: "a") && !"ab".hasSameBytes(as: "ac") && !"ab".hasSameBytes(as: "abc"))
        let long = String(repeating: "struct Team {}\n", count: 1_000)
        #expect(long.hasSameBytes(as: long + "") && !long.hasSameBytes(as: long.dropLast() + "\t"))
    }

    @Test("As keys, canonical equivalents are two texts and two trees; the same bytes are one")
    func keys() {
        let texts: Set<FileText> = [
            FileText(text: Self.composed), FileText(text: Self.decomposed), FileText(text: "Caf\u{E9}\n"),
        ]
        #expect(texts.count == 2)
        let tree = FileTree(["Sources/A.swift": Self.composed, "B.swift": "b"])
        #expect(tree == FileTree(["B.swift": "b", "Sources/A.swift": "Caf\u{E9}\n"]))
        #expect(tree != FileTree(["Sources/A.swift": Self.decomposed, "B.swift": "b"]))
        #expect(tree != FileTree(["Sources/A.swift": Self.composed]) && tree != FileTree())
        #expect(Set([tree, FileTree(["Sources/A.swift": Self.decomposed, "B.swift": "b"])]).count == 2)
    }

    @Test("Equal trees hash alike, whatever order their files were added in, bridged strings too")
    func hashes() {
        var forward = FileTree()
        var backward = FileTree()
        let files = (0..<50).map { ("Sources/F\($0).swift", "struct F\($0) {}\n") }
        for (path, text) in files { forward[path] = text }
        for (path, text) in files.reversed() { backward[path] = text }
        #expect(forward == backward && forward.hashValue == backward.hashValue)
        let copied = FileText(text: String(decoding: Array(Self.composed.utf8), as: UTF8.self))
        #expect(FileText(text: Self.composed).hashValue == copied.hashValue)
        backward["Sources/F0.swift"] = "struct F0 {}\r\n"
        #expect(forward != backward && forward.hashValue != backward.hashValue)
    }

    @Test(
        "holdsBytes(of:) finds a run of bytes anywhere, at the ends and past false starts; never a canonical equivalent"
    )
    func holdsBytes() {
        let text = "<<<<<< yours\n<<<<<<< yours 1\nend"
        #expect(text.holdsBytes(of: "<<<<<<< yours") && text.holdsBytes(of: "end") && text.holdsBytes(of: "<"))
        #expect(text.holdsBytes(of: text) && text.holdsBytes(of: ""))
        #expect(!text.holdsBytes(of: "<<<<<<<< yours") && !text.holdsBytes(of: text + "\n") && !"".holdsBytes(of: "a"))
        #expect(Self.composed.holdsBytes(of: "\u{E9}") && !Self.decomposed.holdsBytes(of: "\u{E9}"))
        #expect(Self.decomposed.holdsBytes(of: "e\u{301}"))
    }
}
