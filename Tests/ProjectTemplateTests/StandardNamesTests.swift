import DependencyRule
import Foundation
import Testing

@testable import ProjectTemplate

/// `add feature Task` declares `struct Task` in Entities, which hides Swift's `Task` from every
/// file that imports Entities. So such files name the standard library's and Foundation's types
/// with their module (`Swift.Task`, `Foundation.Date`), and features may take those names.
@Suite("Files that see the entities qualify the standard types a feature may be named after")
struct StandardNamesTests {
    /// The names a feature may take that the toolchain's modules also declare (`Result` is looked
    /// for apart).
    static let names = ShadowedNames.allowable.subtracting(["Result"])

    /// The tokens of `text` that are code (comments left out): their text and line.
    static func codeTokens(in text: String) -> [(text: String, isIdentifier: Bool, line: Int)] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var lexer = SwiftLexer(bytes: buffer)
            var tokens: [(text: String, isIdentifier: Bool, line: Int)] = []
            var line = 1
            var counted = 0
            while let token = lexer.next() {
                guard token.kind != .lineComment && token.kind != .blockComment else { continue }
                line += buffer[counted..<token.start].filter { $0 == UInt8(ascii: "\n") }.count
                counted = token.start
                let text = String(decoding: buffer[token.start..<token.end], as: UTF8.self)
                tokens.append((text, token.kind == .identifier, line))
            }
            return tokens
        }
    }

    /// Every bare use of one of ``names`` in `text`, as `line: name`; `Result` counts only as a
    /// type with arguments, since generic parameters are named `Result` too.
    static func bareUses(in text: String) -> [String] {
        let tokens = codeTokens(in: text)
        var uses: [String] = []
        for (index, token) in tokens.enumerated() where token.isIdentifier {
            let afterDot = index > 0 && tokens[index - 1].text == "."
            let generic = index + 1 < tokens.count && tokens[index + 1].text == "<"
            guard !afterDot, names.contains(token.text) || (token.text == "Result" && generic) else { continue }
            uses.append("\(token.line): \(token.text)")
        }
        return uses
    }

    @Test("A bare use is found, a qualified one, a member and a comment are not")
    func scanner() {
        let text = """
            import Entities
            enum E: Error {}  // Error in a comment
            let a = Swift.Task { }
            let b: Result<Int, Swift.Error>
            func f<Result>(_ r: Result) {}
            let c = x.Date
            """
        #expect(Self.bareUses(in: text) == ["2: Error", "4: Result"])
    }

    @Test(
        "No kit file a package copies that sees the entities names a standard type a feature may take (Task, Date, URL, Result<…> …) bare"
    )
    func kitQualifies() throws {
        let kit = try KitSource(explicit: Kit.root.path, environment: [:])
        var files = FileTree()
        for part in try kit.template().parts.values { files.merge(part) }
        var checked = 0
        var found: [String] = []
        for (path, text) in files.files where path.hasSuffix(".swift") {
            let seesEntities =
                path.hasPrefix("Sources/Entities/")
                || text.split(separator: "\n").contains { $0 == "import Entities" || $0 == "@testable import Entities" }
            guard seesEntities else { continue }
            checked += 1
            found += Self.bareUses(in: text).map { "\(path):\($0)" }
        }
        #expect(checked > 60, "only \(checked) files import Entities")
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// Every use of one of `modules` as a qualifier (`Entities.Team`) in `text`, as `line: name`.
    static func qualifiedUses(of modules: Set<String>, in text: String) -> [String] {
        let tokens = codeTokens(in: text)
        var uses: [String] = []
        for (index, token) in tokens.enumerated() where token.isIdentifier && modules.contains(token.text) {
            guard index + 1 < tokens.count, tokens[index + 1].text == "." else { continue }
            // `import Entities.Sub` and `import struct Entities.Team` name the module in an import,
            // which the prefix renames.
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
            let before = tokens[..<index].suffix(2).map(\.text)
            let inImport = before.last == "import" || (before.first == "import" && kinds.contains(before.last ?? ""))
            let member = index > 0 && tokens[index - 1].text == "."
            guard !inImport, !member else { continue }
            uses.append("\(token.line): \(token.text)")
        }
        return uses
    }

    @Test("A module used as a qualifier is found; an import, a member and a string are not")
    func qualifierScanner() {
        let text = """
            import struct Entities.Team
            let a = Entities.Team()
            let b = x.Entities.y
            let c = "Entities.Team"
            import UseCases
            extension Entities.Team {}
            """
        #expect(Self.qualifiedUses(of: ["Entities"], in: text) == ["2: Entities", "6: Entities"])
    }

    /// `--module-prefix` renames the targets' folders and the imports of them: a kit file that
    /// named a module as a qualifier (`UseCases.TeamError`) would not compile prefixed. The
    /// end-to-end test builds the starter prefixed; this holds the league's files to the same.
    @Test(
        "No kit file a package copies names one of its modules as a qualifier, which --module-prefix would not rename")
    func noModuleQualifiers() throws {
        let kit = try KitSource(explicit: Kit.root.path, environment: [:])
        var files = FileTree()
        for part in try kit.template().parts.values { files.merge(part) }
        let modules = ModulePrefix.targets(in: files).filter { $0.first!.isUppercase }
        #expect(modules.isSuperset(of: ["Entities", "UseCases", "InterfaceAdapters", "FrameworksAndDrivers", "Fakes"]))
        var checked = 0
        var found: [String] = []
        for (path, text) in files.files where path.hasSuffix(".swift") {
            checked += 1
            found += Self.qualifiedUses(of: modules, in: text).map { "\(path):\($0)" }
        }
        #expect(checked > 200, "only \(checked) Swift files")
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
