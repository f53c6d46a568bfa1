extension ConfigurationInference {
    /// The configuration file: JSON with a comment for every choice.
    /// - Parameter check: the command that checks with it, as the user runs it
    ///   (`dependency-rule check --workspace .`).
    func text(package: String, check: String) -> String {
        var lines = [
            Self.comment(
                "", "The architecture of \(package), as `dependency-rule init` inferred it (layers by \(method))."),
            Self.comment("", "Read it, correct what it got wrong, then run `\(check)`."),
            "{",
        ]
        if !members.isEmpty {
            lines += [
                "  // The packages and Xcode projects of the app, as found: a new one is read once it is listed here.",
                "  \"members\": [\(Self.list(members))],",
            ]
        }
        if !exclude.isEmpty {
            let doubles = exclude.contains { $0.reason.hasPrefix("test doubles") }
            lines.append(
                "  // Left out of every rule, as code the team does not own\(doubles ? " and test doubles an app compiles" : ""):"
            )
            for entry in exclude { lines.append(Self.comment("  ", "\(entry.pattern): \(entry.reason)")) }
            lines.append("  \"exclude\": [\(Self.list(exclude.map(\.pattern)))],")
        }
        lines += [
            "  // Innermost first: a target may depend on its own layer and the layers above it in this list.",
            "  // Add \"allowedImports\": [...] to a layer to limit the modules it may use.",
            "  \"layers\": [",
        ]
        lines += notes.map { Self.comment("    ", $0) }
        let places = self.places
        for (index, layer) in layers.enumerated() {
            lines += layerLines(layer, places: places, comma: index == layers.count - 1 ? "" : ",")
        }
        lines.append("  ],")
        for (key, entries) in [("testSupport", testSupport), ("unlayered", unlayered)] {
            for entry in entries { lines.append(Self.comment("  ", "\(entry.target): \(entry.reason)")) }
            lines.append("  \"\(key)\": [\(Self.targets(entries.map(\.target)))],")
        }
        lines += independentLines + linkOnlyLines
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every unit's place by its key (and the keys merged into it); a split target's, the
    /// outermost layer holding one of its files (and its part there, when it is in one).
    private var places: [String: (layer: String, part: String?)] {
        var places: [String: (layer: String, part: String?)] = [:]
        for layer in layers {
            for unit in layer.units { for key in [unit.key] + unit.aliases { places[key] = (layer.name, nil) } }
            for part in layer.parts {
                for unit in part.units {
                    for key in [unit.key] + unit.aliases { places[key] = (layer.name, part.name) }
                }
            }
        }
        for (target, files) in sitting {
            func holds(_ units: [InferredUnit]) -> Bool { units.contains { !files.isDisjoint(with: $0.files) } }
            guard let layer = layers.last(where: { holds($0.allUnits) }) else { continue }
            let parts = layer.parts.filter { holds($0.units) }
            places[target] = (layer.name, parts.count == 1 ? parts[0].name : nil)
        }
        return places
    }

    private static func list(_ names: [String]) -> String { names.map(JSONOutput.quoted).joined(separator: ", ") }

    /// Target names as patterns that match them alone (`Kit\\?` for `Kit?`).
    private static func targets(_ names: [String]) -> String { list(names.map(TargetPattern.escaped)) }

    /// A comment line: what names hold that would end it (a line break) written as escapes.
    private static func comment(_ indent: String, _ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
                ? scalar.escaped(asASCII: true) : String(scalar)
        }.joined()
        return indent + "// " + escaped
    }

    /// `"targets": [...]`, `"paths": [...]` or both, for `units`.
    private static func members(_ units: [InferredUnit]) -> String {
        let targets = units.compactMap(\.target)
        let paths = units.flatMap(\.paths)
        return [
            targets.isEmpty ? nil : "\"targets\": [\(Self.targets(targets))]",
            paths.isEmpty ? nil : "\"paths\": [\(list(paths))]",
        ].compactMap { $0 }.joined(separator: ", ")
    }

    /// A layer's comments and its entry.
    private func layerLines(
        _ layer: InferredLayer, places: [String: (layer: String, part: String?)], comma: String
    ) -> [String] {
        var lines = layer.allUnits.map { Self.comment("    ", "\($0.key): \($0.reason.rendered(places))") }
        let name = JSONOutput.quoted(layer.name)
        guard !layer.parts.isEmpty else {
            return lines + ["    { \"name\": \(name), \(Self.members(layer.units)) }\(comma)"]
        }
        let described = layer.parts.map { "\($0.name) (\($0.units.map(\.key).joined(separator: ", ")))" }
        var words: [String] = []
        for word in layer.parts.flatMap({ $0.units.compactMap(\.kind?.word) }) where !words.contains(word) {
            words.append(word)
        }
        lines.append(
            Self.comment(
                "    ",
                "Parts: \(described.joined(separator: " and ")): the words \(words.joined(separator: ", ")) in their names say presentation and data, and none uses another, so they stay siblings"
            )
        )
        lines.append("    { \"name\": \(name), \"parts\": [")
        for (number, part) in layer.parts.enumerated() {
            let partComma = number == layer.parts.count - 1 ? "" : ","
            lines.append(
                "      { \"name\": \(JSONOutput.quoted(part.name)), \(Self.members(part.units)) }\(partComma)")
        }
        return lines + ["    ] }\(comma)"]
    }

    private var independentLines: [String] {
        guard !independent.isEmpty else { return [] }
        var lines = ["  // Targets named alike that do not depend on each other: keep them apart."]
        var entries: [String] = []
        for group in independent {
            let pattern = group.group.targets.map(\.text).joined(separator: ", ")
            lines.append(Self.comment("  ", "\(pattern): \(group.members.joined(separator: ", "))"))
            for composer in group.except {
                lines.append(
                    Self.comment(
                        "  ", "  except \(composer.target), which composes \(composer.composes.joined(separator: ", "))"
                    ))
            }
            entries.append(
                group.except.isEmpty
                    ? JSONOutput.quoted(pattern)
                    : "{ \"targets\": [\(Self.list(group.group.targets.map(\.text)))], \"except\": [\(Self.targets(group.except.map(\.target)))] }"
            )
        }
        return lines + ["  \"independent\": [\(entries.joined(separator: ", "))],"]
    }

    private var linkOnlyLines: [String] {
        guard !linkOnly.isEmpty else { return [] }
        return linkOnly.map { Self.comment("  ", "\($0.target): \($0.reason)") } + [
            "  \"linkOnly\": [\(Self.list(linkOnlyPatterns))],"
        ]
    }
}
