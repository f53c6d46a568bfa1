import DependencyRule
import Testing

@Suite("ImportScanner keeps its place through #if branches and deep code", .initAcceptsEveryFixture)
struct ImportScannerNestingTests {
    @Test("#if branches that each open a brace are counted once")
    func branchesOpeningBraces() {
        let source = """
            #if os(Linux)
            extension Thing {
            #else
            extension Thing: Sendable {
            #endif
                func f() { let s = "}" }
            }
            import After
            """
        #expect(ImportScanner.imports(in: source).map(\.module) == ["After"])
        #expect(ImportScanner.imports(in: source).first?.line == 8)
    }

    @Test("Imports after long nested code keep exact lines and columns")
    func linesAfterDeepCode() {
        var source = "import First\n"
        for index in 0..<200 {
            source += "struct S\(index) {\n  func f() {\n    let x = \"\\(\"}\")\" // }\n    /* { */\n  }\n}\r\n"
        }
        source += "\t@_exported import Last\n"
        let found = ImportScanner.imports(in: source)
        #expect(found.map(\.module) == ["First", "Last"])
        #expect(found.last?.line == 1 + 200 * 6 + 1)
        #expect(found.last?.column == 13)
    }

    // MARK: The lexer's tokens

    /// `kind text` of every token of `source`.
    static func tokens(_ source: String, skimming: Bool = false) -> [String] {
        var source = source
        return source.withUTF8 { bytes in
            var lexer = SwiftLexer(bytes: bytes)
            var found: [String] = []
            while let token = lexer.next(skimming: skimming) {
                var text = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
                if token.kind == .string || (token.kind == .pound && token.textEnd > token.textStart) {
                    let inner = String(decoding: bytes[token.textStart..<token.textEnd], as: UTF8.self)
                    text += " «\(inner)»" + (token.interpolates ? " interpolates" : "")
                }
                found.append("\(token.kind) \(text)")
            }
            return found
        }
    }

    @Test("Tokens: a string literal is one token, interpolations and nested strings included; comments are tokens")
    func lexerTokens() {
        let source = #"""
            f(/* ( */ "a(", #"b"c"#, "x\(g("y)"))z") // )
            """#
        #expect(
            Self.tokens(source) == [
                "identifier f", "punctuation (", "blockComment /* ( */", #"string "a(" «a(»"#, "punctuation ,",
                ##"string #"b"c"# «b"c»"##, "punctuation ,", #"string "x\(g("y)"))z" «x\(g("y)"))z» interpolates"#,
                "punctuation )", "lineComment // )",
            ])
        #expect(
            Self.tokens("let s = \"\"\"\n  (\n  \"\"\"\n)") == [
                "identifier let", "identifier s", "operator =", "string \"\"\"\n  (\n  \"\"\" «\n  (\n  »",
                "punctuation )",
            ])
        #expect(
            Self.tokens("#if os(Linux) // why\n@_spi(A) import `B`.+= #/x/#") == [
                "pound #if os(Linux) «os(Linux)»", "lineComment // why", "attribute @_spi(A)", "identifier import",
                "identifier `B`", "punctuation .", "operator +=", "regex #/x/#",
            ])
    }

    @Test("Skimming gives only brackets, directives and line comments, and never a bracket of a literal or comment")
    func skimming() {
        #expect(
            Self.tokens("{ a.b = 1 + c(\"}\") /* } */ `}` #\"}\"# #/}/# #warning #if X }\n} // {", skimming: true) == [
                "punctuation {", "punctuation (", "punctuation )", "pound #warning", "pound #if X } «X }»",
                "punctuation }", "lineComment // {",
            ])
    }
}
