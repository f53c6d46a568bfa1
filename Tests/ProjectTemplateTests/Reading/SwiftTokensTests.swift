import Testing

@testable import ProjectTemplate

@Suite("SwiftTokens: a team's Swift read by the lexer's tokens, the same under any layout")
struct SwiftTokensTests {
    @Test("Comments are not tokens; brackets close by kind; a stray closer of another kind closes nothing")
    func brackets() {
        let source = SwiftTokens("f( /* ) */ [a, // ]\n {b}], c)")
        #expect(source.tokens.indices.map { String(source[$0]) }.joined(separator: " ") == "f ( [ a , { b } ] , c )")
        #expect(source.closing(1) == source.tokens.count - 1 && source.closing(2) == 8)
        #expect(SwiftTokens("[ ( ] )").closing(0) == nil && SwiftTokens("( [").closing(0) == nil)
    }

    @Test("A plain string's value, escapes decoded; raw ones as written; none for interpolated or multi-line ones")
    func strings() {
        let source = SwiftTokens("x(\"a \\\"b\\\" \\u{E9}\", #\"raw \\n\"#, \"\\(y)\", \"\"\"\nm\n\"\"\")")
        let strings = source.tokens.indices.filter { source.tokens[$0].kind == .string }
        #expect(strings.map(source.stringValue) == ["a \"b\" é", #"raw \n"#, nil, nil])
        #expect(source.stringValue(0) == nil && source.stringValue(-1) == nil && source.stringValue(99) == nil)
    }

    @Test(
        "The commands a feature's files declare, reformatted: comments and breaks between the tokens, none from comments or strings"
    )
    func commands() {
        let tree = FileTree([
            "A.swift": """
            let specs = [
               CommandSpec(
                  // the verb first
                  "book add", summary: "Adds"),
               CommandSpec( /* listed */ "book list", summary: "Lists"),
            ]
            // CommandSpec("not code")
            let text = "CommandSpec(\\"not code either\\")"
            let named = CommandSpec(verb)

            """,
            "B.swift": #"let spec = CommandSpec("book show", summary: "Shows")"#,
            "C.md": #"CommandSpec("not Swift")"#,
        ])
        #expect(FeatureGenerator.commands(in: tree) == ["book add", "book list", "book show"])
    }
}
