import ArgumentReading
import Testing

@Suite("ArgumentCursor reads a command line the way Swift's tools do")
struct ArgumentCursorTests {
    @Test("Options with values inline or next, flags, help, positionals, and --")
    func cursor() {
        var cursor = ArgumentCursor([
            "--format=json", "--output", "out.txt", "word", "-", "-h", "--", "--not-an-option",
        ])
        #expect(cursor.next() == .option(name: "--format", inlineValue: "json", written: "--format=json"))
        #expect(cursor.next() == .option(name: "--output", inlineValue: nil, written: "--output"))
        #expect(cursor.value(inline: nil) == "out.txt")
        #expect(cursor.next() == .positional("word"))
        #expect(cursor.next() == .positional("-"))
        #expect(cursor.next() == .help)
        #expect(cursor.next() == .positional("--not-an-option"))
        #expect(cursor.next() == nil && cursor.isAtEnd)
        var empty = ArgumentCursor(["--output="])
        guard case .option(_, let inline, _)? = empty.next() else {
            Issue.record("not an option")
            return
        }
        #expect(empty.value(inline: inline) == nil, "an empty value is no value")
    }

    @Test("An empty value, when the caller allows it; a value may start with a dash")
    func emptyAndDashedValues() {
        var cursor = ArgumentCursor(["--nickname", "", "--number", "-1", "--city"])
        #expect(cursor.next() == .option(name: "--nickname", inlineValue: nil, written: "--nickname"))
        #expect(cursor.value(inline: nil, allowingEmpty: true) == "")
        #expect(cursor.next() == .option(name: "--number", inlineValue: nil, written: "--number"))
        #expect(cursor.value(inline: nil) == "-1")
        #expect(cursor.next() == .option(name: "--city", inlineValue: nil, written: "--city"))
        #expect(cursor.value(inline: nil, allowingEmpty: true) == nil, "no value at the end")
    }
}
