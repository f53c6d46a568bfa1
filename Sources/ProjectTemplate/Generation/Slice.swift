#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The vertical slice that `add feature` copies and `new --example none` starts from: the kit's
/// own `SampleItem`, through every layer, with its fakes, contract and tests, which the kit
/// compiles and tests like the rest of its code. Its files are those in the kit's folders named
/// `SampleItem` (``KitPart``). A feature is this slice renamed (``SliceRenaming``).
struct Slice {
    /// The slice's name in the kit, and its folders' name. Two words, so that each of its forms
    /// (`SampleItem`, `sampleItems`, `sample item`, `sample-item`…) is distinct and renames to its
    /// own form.
    static let name = try! FeatureName("SampleItem")

    /// The slice's fields: one of every kind a feature's may be (``FieldSelection``). The first is
    /// what a row shows.
    static let fields = [
        FeatureField(trusted: "displayName", .string),
        FeatureField(trusted: "categoryName", .string),
        FeatureField(trusted: "commentText", .string, optional: true),
        FeatureField(trusted: "stockCount", .int),
        FeatureField(trusted: "reorderLevel", .int, optional: true),
        FeatureField(trusted: "isFeatured", .bool),
        FeatureField(trusted: "isFragile", .bool, optional: true),
        FeatureField(trusted: "basePrice", .double),
        FeatureField(trusted: "discountRate", .double, optional: true),
    ]

    /// The starter's command-line tests in the kit, which the slice's own join.
    static let cliTests = "Tests/" + AppRenaming.App.starter.cliTests

    /// Whether the slice's file at `path` puts it on the app's command line: it lives in the
    /// target that lists the app's features (``Registration/layer``), in that target's tests, or
    /// in the app's command-line tests. Copied only into a package that has such a list.
    static func isCommandLine(_ path: String) -> Bool {
        let target = path.split(separator: "/").dropFirst().first.map(String.init)
        return target == Registration.layer || target == Registration.layer + "Tests"
            || target == AppRenaming.App.starter.cliTests
    }

    /// The feature `feature`: `slice`, the kit's slice files, renamed, with `fields`.
    /// - Parameters:
    ///   - fields: the feature's, which ``FeatureField/checkFeature(_:)`` accepts.
    ///   - changes: the schema history since the feature was made (``FieldChange``).
    ///   - commandLine: copy the files that put it on the app's command line.
    ///   - cliTests: the app's command-line tests folder in the package (`Tests/BookshelfCLITests`).
    static func files(
        for feature: FeatureName, fields: [FeatureField] = FeatureField.defaults, changes: [FieldChange] = [],
        from slice: FileTree, commandLine: Bool, cliTests: String
    ) -> FileTree {
        let inputs = Inputs(
            feature: feature, fields: fields, changes: changes, slice: slice, commandLine: commandLine,
            cliTests: cliTests)
        return made.value(for: inputs) { making(inputs) }
    }

    /// The features made in this process, by everything they are made from: an update renders
    /// every feature `add feature` made.
    private static let made = ProcessMemo<Inputs, FileTree>()

    private struct Inputs: Hashable {
        let feature: FeatureName
        let fields: [FeatureField]
        let changes: [FieldChange]
        let slice: FileTree
        let commandLine: Bool
        let cliTests: String
    }

    private static func making(_ inputs: Inputs) -> FileTree {
        let (feature, fields, changes, slice) = (inputs.feature, inputs.fields, inputs.changes, inputs.slice)
        let (commandLine, cliTests) = (inputs.commandLine, inputs.cliTests)
        let renaming = SliceRenaming(to: feature)
        let selection = FieldSelection(fields: fields, changes: changes)
        var tree = FileTree()
        for (path, text) in slice.files where commandLine || !isCommandLine(path) {
            var target = renaming.text(path)
            if target.hasPrefix(Self.cliTests + "/") { target = cliTests + target.dropFirst(Self.cliTests.count) }
            let renamed = renaming.text(text)
            tree[target] = path.hasSuffix(".swift") ? selection.apply(to: renamed) : renamed
        }
        return tree
    }
}

/// The slice's names replaced by a feature's, every form by its own: `SampleItem` → `ReadingList`,
/// `SampleItems` → `ReadingLists`, `sampleItem` → `readingList`, `sampleItems` → `readingLists`,
/// `sample items` → `reading lists`, `Sample item` → `Reading list`, `a sample item` →
/// `a reading list` (`an apple`), `sample-item` → `reading-list`. One pass, longest form first,
/// so that no replacement is replaced again.
struct SliceRenaming {
    let pairs: [(from: String, to: String)]

    init(to feature: FeatureName, from slice: FeatureName = Slice.name) {
        let forms: [(FeatureName) -> String] = [
            \.pluralTypeName, \.typeName, \.pluralVariableName, \.variableName, \.capitalizedPluralPhrase,
            \.capitalizedPhrase, \.phraseWithArticle, \.pluralPhrase, \.phrase, \.commandWord,
        ]
        var pairs = forms.map { ($0(slice), $0(feature)) }
        // "A sample item" at the start of a sentence.
        let article = feature.phraseWithArticle
        pairs.append(("A " + slice.phrase, article.prefix(1).uppercased() + article.dropFirst()))
        self.pairs = pairs.sorted { $0.0.count > $1.0.count }
    }

    func text(_ text: String) -> String {
        // On UTF-8 bytes: a form starts only where its first byte is; runs without a form are
        // copied whole.
        let forms = pairs.map { (from: Array($0.from.utf8), to: Array($0.to.utf8)) }
        var starts = [Bool](repeating: false, count: 256)
        for form in forms { starts[Int(form.from[0])] = true }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { bytes in
            var copied = 0
            var index = 0
            outer: while index < bytes.count {
                if starts[Int(bytes[index])] {
                    for form in forms
                    where index + form.from.count <= bytes.count
                        && memcmp(bytes.baseAddress! + index, form.from, form.from.count) == 0
                    {
                        result.append(contentsOf: bytes[copied..<index])
                        result += form.to
                        index += form.from.count
                        copied = index
                        continue outer
                    }
                }
                index += 1
            }
            result.append(contentsOf: bytes[copied...])
        }
        return String(decoding: result, as: UTF8.self)
    }
}
