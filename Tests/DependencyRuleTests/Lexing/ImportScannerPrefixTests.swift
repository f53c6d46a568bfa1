import Foundation
import Testing

@testable import DependencyRule

/// The scanner reads a file only up to the line of its last `import` or `dependency-rule:` text;
/// what it finds is exactly what reading the whole file finds.
@Suite("ImportScanner: reading up to the last import finds what the whole file holds", .initAcceptsEveryFixture)
struct ImportScannerPrefixTests {
    static func agree(_ text: String) {
        let bytes = Array(text.utf8)
        let (prefix, whole) = bytes.withUnsafeBufferPointer { buffer in
            (ImportScanner.scan(buffer), ImportScanner.scan(buffer, outline: false, whole: true))
        }
        #expect(prefix.imports == whole.imports, "\(text)")
        #expect(prefix.directives == whole.directives, "\(text)")
    }

    @Test(
        "Tricky endings: imports in strings and comments after the last real one, words that hold 'import', directives after code"
    )
    func tricky() {
        for text in [
            "import A\nlet s = \"\"\"\nimport B\n\"\"\"\n",
            "import A\n/* import B\n",
            "import A\nlet x = \"import B",
            "import A\nfunc f() { importance() }\nlet important = 1",
            "#if os(Linux)\nimport A\n#else\nimport B\n#endif\nstruct S {}\n",
            "import A // dependency-rule:allow outward-dependency -- why\nlet y = 2\n// dependency-rule:allow x\n",
            "import A\r\nlet s = #\"\nimport B\n\"#\r\n",
            "struct S {}\nimport A\n",
            "import\n  Foo", "import struct\n  Foo.\n  Bar\nlet x = 1",
            "@testable\nimport\n// dependency-rule:allow x -- y\nFoo",
            "", "import", "x.import", "@_exported import A.B\n@testable import C", "let a = 1 // no imports",
        ] {
            Self.agree(text)
        }
    }

    @Test("Every Swift file of this repository scans alike either way")
    func repository() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var count = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" && !url.path.contains("/.build") {
            Self.agree(try String(contentsOf: url, encoding: .utf8))
            count += 1
        }
        #expect(count > 300)
    }
}
