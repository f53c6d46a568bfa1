import DependencyRule
import Testing

@Suite("ImportScanner finds every import and nothing else", .initAcceptsEveryFixture)
struct ImportScannerTests {
    func modules(_ source: String) -> [String] {
        ImportScanner.imports(in: source).map(\.module)
    }

    // MARK: Forms

    @Test("A plain import, with its line and column")
    func plain() {
        let found = ImportScanner.imports(in: "import Foundation\n  import Dispatch\n")
        #expect(
            found == [
                ImportDeclaration(module: "Foundation", line: 1, column: 1),
                ImportDeclaration(module: "Dispatch", line: 2, column: 3),
            ])
    }

    @Test(
        "Every attribute is recorded",
        arguments: [
            "@testable", "@_exported", "@_implementationOnly", "@preconcurrency", "@_spi(Internal)", "@_weakLinked",
        ])
    func attributes(attribute: String) {
        let found = ImportScanner.imports(in: "\(attribute) import Foo\n")
        #expect(found.map(\.module) == ["Foo"])
        #expect(found.first?.attributes == [attribute])
        #expect(found.first?.column == attribute.utf8.count + 2)
    }

    @Test("Several attributes, on their own lines and with comments between")
    func severalAttributes() {
        let found = ImportScanner.imports(in: "@_spi(A) @_spi(B)\n@testable /* why */ import Foo")
        #expect(found.first?.attributes == ["@_spi(A)", "@_spi(B)", "@testable"])
        #expect(found.first?.line == 2)
    }

    @Test("Every access level is recorded", arguments: ["public", "package", "internal", "fileprivate", "private"])
    func accessLevels(level: String) {
        let found = ImportScanner.imports(in: "@preconcurrency \(level) import Foo")
        #expect(found.first?.accessLevel == level)
        #expect(found.first?.attributes == ["@preconcurrency"])
    }

    @Test(
        "Every kind of declaration import names its module",
        arguments: ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"])
    func kinds(kind: String) {
        let found = ImportScanner.imports(in: "import \(kind) Foo.Thing")
        #expect(found.first?.module == "Foo")
        #expect(found.first?.kind == kind)
        #expect(found.first?.path == ["Foo", "Thing"])
    }

    @Test("A submodule import is its top module; operators and backticks in paths")
    func paths() {
        #expect(ImportScanner.imports(in: "import Foo.Sub.Deeper").first?.path == ["Foo", "Sub", "Deeper"])
        #expect(modules("import Foo.Sub") == ["Foo"])
        #expect(modules("import func Foo.+") == ["Foo"])
        #expect(ImportScanner.imports(in: "import func Foo.<=>").first?.path == ["Foo", "<=>"])
        #expect(modules("import `Foo`") == ["Foo"])
        #expect(modules("import Foo . Sub") == ["Foo"])
        #expect(modules("import\n  Foo") == ["Foo"])
    }

    @Test("Imports after ';', at any position at file scope, and between declarations")
    func positions() {
        #expect(modules("import A; import B;import C") == ["A", "B", "C"])
        #expect(modules("struct S {}\nimport A\nfunc f() {}\nimport B\nlet x = 1\nimport C") == ["A", "B", "C"])
        #expect(ImportScanner.imports(in: "let x = 1; import A").first?.column == 12)
    }

    @Test("#if conditions are recorded, including #elseif, #else and nesting")
    func conditions() {
        let source = """
            #if canImport(UIKit)
            import UIKit
            #elseif os(Linux) // a comment
            import Glibc
            #else
            import Darwin
              #if DEBUG
              import Debugging
              #endif
            #endif
            import Always
            """
        let found = ImportScanner.imports(in: source)
        #expect(found.map(\.module) == ["UIKit", "Glibc", "Darwin", "Debugging", "Always"])
        #expect(
            found.map(\.conditions) == [
                ["canImport(UIKit)"],
                ["!(canImport(UIKit)) && os(Linux)"],
                ["!(canImport(UIKit)) && !(os(Linux))"],
                ["!(canImport(UIKit)) && !(os(Linux))", "DEBUG"],
                [],
            ])
    }

    @Test("#if conditions: an empty condition is left out, and never-closed #ifs keep every import's own list")
    func conditionsUnclosedAndEmpty() {
        let source = """
            #if
            import A
            #elseif B
            import C
            #endif
            import D
            #if X
            import E
            #if Y
            import F
            #else
            import G
            """
        let found = ImportScanner.imports(in: source)
        #expect(found.map(\.module) == ["A", "C", "D", "E", "F", "G"])
        #expect(found.map(\.conditions) == [[], ["!() && B"], [], ["X"], ["X", "Y"], ["X", "!(Y)"]])
    }

    // MARK: Traps: text that only looks like an import

    @Test(
        "Text that only looks like an import is never reported",
        arguments: [
            "// import Foo",
            "/* import Foo */",
            "/* outer /* inner */ import Foo */",
            "/* /* /* deep */ */ import Foo */",
            "let s = \"import Foo\"",
            "let s = \"escaped \\\" import Foo\"",
            "let s = \"\"\"\nimport Foo\n\"\"\"",
            "let s = \"\"\"\n  \"quoted\" \"\" import Foo\n  \"\"\"",
            "let s = #\"import \"Foo\"#",
            "let s = ##\"\"#import Foo\"##",
            "let s = #\"\"\"\nimport Foo\n\"\"\"#",
            "let s = \"\\(f(\"import Foo\"))\"",
            "let s = \"\\(f(\"\\(g(\")import Foo\"))\"))\"",
            "let r = #/import Foo/#",
            "let r = ##/import/# Foo/##",
            "struct S {\nimport Foo\n}",
            "func f() {\n  import Foo\n}",
            "f(\nimport: 1)",
            "x.import Foo",
            "let `import` = 1",
            "#warning(\"import Foo\")",
        ])
    func traps(source: String) {
        #expect(ImportScanner.imports(in: source + "\nimport Real").map(\.module) == ["Real"], "\(source)")
    }

    @Test("Strings and comments do not hide the imports after them")
    func resumesAfterLiterals() {
        let source = """
            let a = "unterminated
            import A
            let b = #"raw \\(not interpolated)"#
            import B
            let c = "\\(x) \\(y("(")) )"
            import C
            /* a */ import D /* b */
            let d = "a\\\\" // the backslash is escaped, the string ends here
            import E
            """
        #expect(modules(source) == ["A", "B", "C", "D", "E"])
    }

    @Test("Raw strings with interpolation and escapes need the same number of #")
    func rawInterpolation() {
        let source = ##"""
            let a = #"\#(f("import X"))"#
            import A
            let b = ##"\#(not) "# still "##
            import B
            """##
        #expect(modules(source) == ["A", "B"])
    }

    @Test("Line numbers survive multi-line literals and comments")
    func lineNumbers() {
        let source = "let s = \"\"\"\none\ntwo\n\"\"\"\n/*\n\n*/\nimport A\n"
        #expect(ImportScanner.imports(in: source).first?.line == 8)
    }

    @Test("A byte-order mark and CRLF line ends")
    func bomAndCRLF() {
        let source = "\u{FEFF}import A\r\nimport B\r\n\r\nimport C\rimport D"
        let found = ImportScanner.imports(in: source)
        #expect(found.map(\.module) == ["A", "B", "C", "D"])
        #expect(found.map(\.line) == [1, 2, 4, 5])
        #expect(found.map(\.column) == [1, 1, 1, 1])
    }

    @Test("Non-ASCII identifiers and text around imports")
    func unicode() {
        #expect(modules("let café = \"ünïcödé\" // ✓\nimport Ünïcode\nimport A") == ["Ünïcode", "A"])
    }

    @Test("Attributes and access levels that do not precede an import are forgotten")
    func pendingIsCleared() {
        let found = ImportScanner.imports(in: "@MainActor public func f() {}\nimport A\npublic\nlet x = 1\nimport B")
        #expect(found.map(\.attributes) == [[], []])
        #expect(found.map(\.accessLevel) == [nil, nil])
    }

    @Test("Malformed input never crashes and never reports a nameless import")
    func malformed() {
        for source in [
            "import", "import ", "import .", "@", "#", "#if", "\"", "\"\"\"", "#\"", "/*", "`", "\\(", "import struct",
            "))))}}}",
        ] {
            #expect(ImportScanner.imports(in: source).allSatisfy { !$0.module.isEmpty }, "\(source)")
        }
    }
}
