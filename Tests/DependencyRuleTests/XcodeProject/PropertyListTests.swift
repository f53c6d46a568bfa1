import Testing

@testable import DependencyRule

/// The old-style property-list syntax of `project.pbxproj`, in full, and errors that say where
/// and what was expected.
@Suite("PropertyList: the syntax of project.pbxproj", .initAcceptsEveryFixture)
struct PropertyListTests {
    static func parse(_ text: String) throws -> PropertyList.Located {
        try PropertyList.parse(Array(text.utf8), file: "project.pbxproj")
    }

    @Test("Dictionaries, arrays, quoted and unquoted strings, escapes, data and both kinds of comment")
    func syntax() throws {
        let value = try Self.parse(
            #"""
            // !$*UTF8*$!
            {
            	archiveVersion = 1; /* a comment */
            	plain = com.apple.product-type.app-extension;
            	path = "Sources/My App/\"quoted\"\tand\\back\nline";
            	single = 'it\'s';
            	unicode = "caf\U00e9 \101\U00C9";
            	raw = "naïve";
            	"quoted key" = value_$+/:.-9;
            	empty = "";
            	list = ( a, "b c", (nested, ), {k = v;}, );
            	none = ( );
            	data = <0fbd 7771 FF>;
            	twice = first;
            	twice = second; // the last one counts
            }
            """#)
        let dictionary = try #require(value.dictionary)
        #expect(dictionary["archiveVersion"]?.string == "1")
        #expect(dictionary["plain"]?.string == "com.apple.product-type.app-extension")
        #expect(dictionary["path"]?.string == "Sources/My App/\"quoted\"\tand\\back\nline")
        #expect(dictionary["single"]?.string == "it's")
        #expect(dictionary["unicode"]?.string == "café AÉ")
        #expect(dictionary["raw"]?.string == "naïve")
        #expect(dictionary["quoted key"]?.string == "value_$+/:.-9")
        #expect(dictionary["empty"]?.string == "")
        let list = try #require(dictionary["list"]?.array)
        #expect(list.count == 4)
        #expect(list[1].string == "b c")
        #expect(list[2].array?.first?.string == "nested")
        #expect(list[3].dictionary?["k"]?.string == "v")
        #expect(dictionary["none"]?.array?.isEmpty == true)
        guard case .data(let bytes)? = dictionary["data"]?.value else {
            Issue.record("not data")
            return
        }
        #expect(bytes == [0x0f, 0xbd, 0x77, 0x71, 0xff])
        #expect(dictionary["twice"]?.string == "second")
        #expect(dictionary["plain"]?.line == 4)
        #expect(list[1].line == 11 && list[1].column == 14)
    }

    @Test("Malformed or truncated text: the file, line and column, and what was expected there")
    func errors() {
        let cases: [(String, String)] = [
            ("{ a = b }", "project.pbxproj:1:9: error: expected ';' after the value of 'a', found '}'"),
            ("{ a = b; c d; }", "project.pbxproj:1:12: error: expected '=' after the key 'c', found 'd'"),
            (
                "{\n  objects = {\n    X = {isa = PBXGroup;\n",
                "project.pbxproj:4:1: error: unexpected end of file: the dictionary opened at line 3, column 9 is not closed: expected a key or '}'"
            ),
            (
                "{ a = (b, c; }",
                "project.pbxproj:1:12: error: expected ',' or ')' in the array opened at line 1, found ';'"
            ),
            (
                "{ a = \"open; }",
                "project.pbxproj:1:7: error: unexpected end of file: the string opened here is not closed with '\"'"
            ),
            (
                "{ a = <0f 1>; }",
                "project.pbxproj:1:12: error: data ends in the middle of a byte: hex digits come in pairs"
            ),
            (
                "{ /* never closed",
                "project.pbxproj:1:3: error: unexpected end of file: the comment opened here is not closed with '*/'"
            ),
            ("{ a = ; }", "project.pbxproj:1:7: error: expected the value of 'a', found ';'"),
            ("{ a = b; } extra", "project.pbxproj:1:12: error: unexpected text after the property list's value"),
            ("<<<<<<< HEAD\n{ }", "project.pbxproj:1:2: error: expected a hex digit or '>' in data, found '<'"),
            ("", "project.pbxproj:1:1: error: unexpected end of file: expected the property list"),
            (String(repeating: "(", count: 70), "project.pbxproj:1:65: error: nested too deeply (more than 64 levels)"),
        ]
        for (text, message) in cases {
            do {
                _ = try Self.parse(text)
                Issue.record("parsed: \(text)")
            } catch {
                #expect("\(error)" == message, "\(text)")
            }
        }
    }
}
