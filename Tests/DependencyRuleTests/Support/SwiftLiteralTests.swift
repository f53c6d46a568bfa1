import Testing

@testable import DependencyRule

@Suite("SwiftLiteral: the one Swift string escaper, and its reading back")
struct SwiftLiteralTests {
    static let samples = [
        "", "Plain", "a \"quoted\" \\ path", "tab\there", "lines\r\nand\n", "nul\0end", "esc\u{1B}[0m", "del\u{7F}",
        "\u{1}\u{1F}", "é ✓ 😀 Café\u{301}", "\\(not interpolated)", "\\u{41}", "#\"raw\"#",
    ]

    @Test("Spelled as Swift's own debugDescription spells a string (which escapes ' too, needlessly)")
    func asSwiftSpellsIt() {
        for text in Self.samples {
            #expect(SwiftLiteral.quoted(text) == text.debugDescription.replacing("\\'", with: "'"), "\(text)")
        }
    }

    @Test("Read back to the same text, every escape Swift has; a backslash before anything else is no literal")
    func roundTrip() {
        for text in Self.samples {
            #expect(SwiftLiteral.unescaped(SwiftLiteral.escaped(text)) == text, "\(text)")
        }
        #expect(SwiftLiteral.unescaped(#"it\'s \u{1F600} \u{00E9}"#) == "it's 😀 é")
        for broken in [#"\q"#, #"a\"#, #"\u41"#, #"\u{}"#, #"\u{110000}"#, #"\u{D800}"#, #"\u{123456789}"#] {
            #expect(SwiftLiteral.unescaped(broken) == nil, "\(broken)")
        }
    }

    @Test("oneLine escapes only control characters: a report's path or message stays on its line, quotes as they are")
    func oneLine() {
        #expect(SwiftLiteral.oneLine("a \"b\" \\ c\r\nd\te\u{1B}") == "a \"b\" \\ c\\r\\nd\\te\\u{1B}")
        #expect(SwiftLiteral.oneLine("plain é") == "plain é")
    }
}
