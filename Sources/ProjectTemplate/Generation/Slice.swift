/// The vertical slice that `add feature` copies and `new --example none` starts from: the kit's
/// own `SampleItem`, through every layer, with its fakes, contract and tests, which the kit
/// compiles and tests like the rest of its code. A feature is this slice renamed
/// (``SliceRenaming``).
struct Slice {
    /// The slice's name in the kit. Two words, so that each of its forms (`SampleItem`,
    /// `sampleItems`, `sample item`, `sample-item`…) is distinct and renames to its own form.
    static let name = try! FeatureName("SampleItem")

    /// The slice's files in the kit, by layer.
    static let files = [
        "Sources/Entities/SampleItem.swift",
        "Sources/UseCases/Ports/SampleItemRepository.swift",
        "Sources/UseCases/Ports/SampleItemRepositories.swift",
        "Sources/UseCases/Interactors/SampleItemError.swift",
        "Sources/UseCases/Interactors/CreateSampleItem.swift",
        "Sources/UseCases/Interactors/FindSampleItem.swift",
        "Sources/UseCases/Interactors/ListSampleItems.swift",
        "Sources/InterfaceAdapters/DataAccess/Records/SampleItemRecord.swift",
        "Sources/InterfaceAdapters/DataAccess/Bridges/SampleItemBridge.swift",
        "Sources/InterfaceAdapters/DataAccess/Transactions/RecordStoreUnitOfWork+SampleItem.swift",
        "Sources/InterfaceAdapters/Presentation/Presenters/SampleItemPresenter.swift",
        "Sources/InterfaceAdapters/Presentation/Controllers/SampleItemController.swift",
        "Fakes/UseCasesPorts/FakeSampleItemRepository.swift",
        "Fakes/UseCasesPorts/FakeSampleItemUnitOfWork.swift",
        "Sources/Contracts/SampleItemRepositoryContract.swift",
        "Sources/Contracts/SampleItemUnitOfWorkProbe.swift",
        "Tests/EntitiesTests/SampleItemTests.swift",
        "Tests/UseCasesTests/SampleItemInteractorTests.swift",
        "Tests/InterfaceAdaptersTests/SampleItemAdapterTests.swift",
        "Tests/ContractTests/SampleItemRepositoryContractTests.swift",
    ]

    /// The slice's files that put it on the starter app's command line: copied only into a
    /// package that has the starter's ``Registration``.
    static let commandLineFiles = [
        "Sources/FrameworksAndDrivers/Composition/SampleItemFeature.swift",
        "Tests/FrameworksAndDriversTests/SampleItemFeatureTests.swift",
        "\(cliTests)/SampleItemCLITests.swift",
    ]

    /// The starter's command-line tests in the kit, which the slice's own join.
    static let cliTests = "Tests/StarterCLITests"

    /// Every file of the slice in the kit.
    static var allFiles: [String] { files + commandLineFiles }

    /// The feature `feature`, as the slice renamed, read from `kit`.
    /// - Parameters:
    ///   - commandLine: copy the files that put it on the app's command line.
    ///   - cliTests: the app's command-line tests folder in the package (`Tests/BookshelfCLITests`).
    static func files(
        for feature: FeatureName, from kit: KitSource, commandLine: Bool, cliTests: String
    ) throws(GenerationError) -> FileTree {
        let renaming = SliceRenaming(to: feature)
        var tree = FileTree()
        for path in files + (commandLine ? commandLineFiles : []) {
            var target = renaming.text(path)
            if target.hasPrefix(Self.cliTests + "/") { target = cliTests + target.dropFirst(Self.cliTests.count) }
            tree[target] = renaming.text(try kit.file(path))
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
        var result = ""
        var index = text.startIndex
        outer: while index < text.endIndex {
            for (from, to) in pairs where text[index...].hasPrefix(from) {
                result += to
                index = text.index(index, offsetBy: from.count)
                continue outer
            }
            result.append(text[index])
            index = text.index(after: index)
        }
        return result
    }
}
