import DependencyRule
import Testing

@testable import ProjectTemplate

/// The record of an update's conflicts, as the staging folder holds it: written and read with the
/// checker's JSON writer and parser.
@Suite("UnmergedConflicts: the record is read back whole, and a damaged one is refused at its place")
struct UnmergedConflictsTests {
    @Test("Written, then read: the same record, with no head, and stages that a side lacks")
    func roundTrip() throws {
        let record = UnmergedConflicts(
            head: nil,
            files: [
                UnmergedFile(path: "Sources/A \"q\".swift", workTree: "aa", mode: "100755", stages: ["b1", nil, "b3"]),
                UnmergedFile(path: "README.md", workTree: "cc", stages: [nil, "d2", "d3"]),
            ])
        #expect(try UnmergedConflicts(json: Array(record.json.utf8), file: "unmerged.json") == record)
        let headed = UnmergedConflicts(head: "0123abcd", files: [])
        #expect(try UnmergedConflicts(json: Array(headed.json.utf8), file: "unmerged.json") == headed)
    }

    @Test("A damaged record is refused, naming the file, the line and the column")
    func damaged() {
        for (text, message) in [
            (#"{"files": [{"path": 1}]}"#, "unmerged.json:1:21: error: \"path\" must be a string, not a number"),
            (#"{"head": null}"#, "unmerged.json:1:1: error: \"files\" is missing"),
            (
                #"{"files": [{"path": "a", "workTree": "b", "mode": "c"}]}"#,
                "unmerged.json:1:12: error: \"stages\" is missing"
            ),
            (#"{"files": [], "more": 1}"#, "unmerged.json:1:15: error: unknown key 'more' in the record"),
            (#"{"files": ["#, "unmerged.json:1:12: error: unexpected end of file"),
        ] {
            #expect {
                try UnmergedConflicts(json: Array(text.utf8), file: "unmerged.json")
            } throws: { error in
                "\(error)".hasPrefix(message)
            }
        }
    }
}
