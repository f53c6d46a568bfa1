import Foundation

/// The targets of a fixture's `Package.swift`, read from plain declarations
/// (`.target(name: "A", dependencies: ["B", "C"]),`, likewise `.executableTarget` and
/// `.testTarget`), and rendered as the JSON `swift package dump-package` prints for them: rule
/// tests hand that to the checker instead of running SwiftPM.
///
/// It reads only that form and throws on any other line, so a fixture it cannot describe fails
/// its test instead of being checked as something else. `FixtureManifestTests` compares what it
/// renders with SwiftPM's own output.
struct FixtureManifest {
    struct Target: Equatable {
        var name: String
        /// `regular`, `executable` or `test`, as `dump-package` spells them.
        var type: String
        var dependencies: [String]
    }

    struct Unreadable: Error, CustomStringConvertible {
        let line: String
        var description: String { "FixtureManifest reads plain target declarations only, not: \(line)" }
    }

    let name: String
    let targets: [Target]

    init(name: String, targets text: String) throws {
        self.name = name
        targets = try Self.declarations(in: text).map { declaration -> Target in
            guard let match = declaration.wholeMatch(of: Self.declaration),
                let type = Self.types[String(match.output.kind)]
            else { throw Unreadable(line: declaration) }
            let dependencies = match.output.dependencies.map { list in
                list.split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                }.filter { !$0.isEmpty }
            }
            return Target(name: String(match.output.name), type: type, dependencies: dependencies ?? [])
        }
    }

    /// Each declaration of `text` on one line in the plain form's spacing: `//` comments dropped,
    /// one wrapped over several lines joined, white space after an opening bracket, before a
    /// closing one and a comma before `)` taken out.
    static func declarations(in text: String) -> [String] {
        var declarations: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        var characters = text.makeIterator()
        func finish() {
            var plain = current.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for (from, to) in [("( ", "("), ("[ ", "["), (" )", ")"), (" ]", "]"), (",)", ")")] {
                plain = plain.replacing(from, with: to)
            }
            if !plain.isEmpty { declarations.append(plain) }
            current = ""
        }
        while let character = characters.next() {
            defer { previous = character }
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "/" && previous == "/" {
                current.removeLast()
                while let next = characters.next(), next != "\n" {}
                if depth == 0 { finish() } else { current.append(" ") }
                continue
            } else if character == "\"" {
                inString = true
            } else if "([".contains(character) {
                depth += 1
            } else if ")]".contains(character) {
                depth -= 1
            } else if character == "\n" && depth == 0 {
                finish()
                continue
            }
            current.append(character)
        }
        finish()
        return declarations
    }

    /// A whole `Package.swift` (tools 6.0) around `targets`, the text inside `targets: [ … ]`.
    static func packageSwift(name: String, targets: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "\(name)",
            targets: [
        \(targets)
            ]
        )

        """
    }

    /// The description as `dump-package` prints it (the members the checker reads).
    var dumpPackageJSON: [UInt8] {
        let targets: [[String: Any]] = targets.map { target in
            [
                "name": target.name, "type": target.type, "exclude": [String](), "resources": [Any](),
                "dependencies": target.dependencies.map { ["byName": [$0, NSNull()]] },
            ]
        }
        let package: [String: Any] = ["name": name, "toolsVersion": ["_version": "6.0.0"], "targets": targets]
        return Array(try! JSONSerialization.data(withJSONObject: package, options: [.sortedKeys]))
    }

    private static let types = ["target": "regular", "executableTarget": "executable", "testTarget": "test"]

    private static var declaration: Regex<(Substring, kind: Substring, name: Substring, dependencies: Substring?)> {
        #/\.(?<kind>\w+)\(name: "(?<name>[^"]+)"(?:, dependencies: \[(?<dependencies>(?: *"[^"]+" *,?)*)\])?\),?/#
    }
}
