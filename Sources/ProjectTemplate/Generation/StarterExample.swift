/// `new --example none`: the kit's generic machinery (identifiers, repositories, units of work,
/// record stores on memory, files and SQLite, the presentation's view models and views, the test
/// helpers), copied from the kit's real files, plus one small feature and the app that reaches it.
struct StarterExample {
    let project: ProjectName

    /// The feature the starter app shows: every piece of a vertical slice, once.
    static let featureName = "Note"

    /// The kit's files that hold no league: every path is a file, or a folder copied whole.
    static let kernel = [
        "Sources/Entities/Identifier.swift",
        "Sources/UseCases/Ports/Repository.swift",
        "Sources/UseCases/Ports/RepositoryError.swift",
        "Sources/UseCases/Ports/UnitOfWork.swift",
        "Sources/InterfaceAdapters/Concurrency",
        "Sources/InterfaceAdapters/DataAccess/FieldValue.swift",
        "Sources/InterfaceAdapters/DataAccess/RecordSchema.swift",
        "Sources/InterfaceAdapters/DataAccess/RecordStore.swift",
        "Sources/InterfaceAdapters/DataAccess/RecordStoreError.swift",
        "Sources/InterfaceAdapters/DataAccess/StorableRecord.swift",
        "Sources/InterfaceAdapters/DataAccess/Bridges/BridgeError.swift",
        "Sources/InterfaceAdapters/DataAccess/Bridges/RecordBridge.swift",
        "Sources/InterfaceAdapters/DataAccess/Repositories/RecordStoreRepository.swift",
        "Sources/InterfaceAdapters/DataAccess/Transactions/RecordStoreUnitOfWork.swift",
        "Sources/InterfaceAdapters/DataAccess/Transactions/TransactionalRecordStorage.swift",
        "Sources/InterfaceAdapters/Storage/ByteStorage.swift",
        "Sources/InterfaceAdapters/Storage/ByteStorageError.swift",
        "Sources/InterfaceAdapters/Storage/StorageKey.swift",
        "Sources/InterfaceAdapters/Storage/StorageRevision.swift",
        "Sources/InterfaceAdapters/Presentation/Controllers/ControllerOutcome.swift",
        "Sources/InterfaceAdapters/Presentation/Controllers/ShowingErrors.swift",
        "Sources/InterfaceAdapters/Presentation/ViewModels/ErrorViewModel.swift",
        "Sources/InterfaceAdapters/Presentation/ViewModels/ListViewModel.swift",
        "Sources/InterfaceAdapters/Presentation/ViewModels/MessageViewModel.swift",
        "Sources/InterfaceAdapters/Presentation/ViewModels/NextStep.swift",
        "Sources/InterfaceAdapters/Presentation/ViewModels/Suggestion.swift",
        "Sources/InterfaceAdapters/Presentation/Views/ErrorView.swift",
        "Sources/InterfaceAdapters/Presentation/Views/ListView.swift",
        "Sources/InterfaceAdapters/Presentation/Views/MessageView.swift",
        "Sources/FrameworksAndDrivers/Persistence",
        "Sources/FrameworksAndDrivers/Storage/DiskByteStorage.swift",
        "Sources/FrameworksAndDrivers/Storage/SystemError.swift",
        "Sources/FrameworksAndDrivers/Composition/StoreKind.swift",
        "Sources/FrameworksAndDrivers/Terminal/TextOutput.swift",
        "Sources/FrameworksAndDrivers/Terminal/UsageError.swift",
        "Sources/CSQLite",
        "Sources/Contracts/Contract.swift",
        "Sources/Contracts/ScratchFolder.swift",
        "Sources/ProcessSpawning",
        "Sources/TestSupport",
        "Fakes/Support/FaultInjector.swift",
        "Fakes/UseCasesPorts/FakeRepository.swift",
        "Tests/ProcessSpawningTests",
        "Tests/Scripts/http_server.py",
        ".swift-format",
    ]

    /// The test-support targets (besides the fakes and contracts) of the starter.
    static let testSupport = ["ProcessSpawning", "TestSupport"]

    func files(from kit: KitSource) throws(GenerationError) -> FileTree {
        var tree = FileTree()
        for path in Self.kernel {
            if kit.isFolder(path) {
                tree.merge(try kit.files(in: path))
            } else {
                tree[path] = try kit.file(path)
            }
        }
        // The kit's names for the data (league.sqlite, .league) become the project's.
        let renaming = AppRenaming(project: project)
        tree = tree.mappingContents { _, contents in renaming.text(contents) }
        let feature = try! FeatureName(Self.featureName)
        tree.merge(FeatureTemplate(name: feature).files)
        tree.merge(StarterAppTemplate(project: project, feature: feature).files)
        return tree
    }
}
