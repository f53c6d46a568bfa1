/// `new --example none`: the kit's generic machinery (identifiers, repositories, units of work,
/// record stores on memory, files and SQLite, the presentation's view models and views, the test
/// helpers), the kit's starter app (``shell``), and one feature, `Note`, which is the kit's
/// ``Slice`` renamed as `add feature Note` would make it. Every Swift file is a kit file, copied
/// and renamed.
struct StarterExample {
    let project: ProjectName

    /// The feature the starter app shows: every piece of a vertical slice, once.
    static let featureName = "Note"

    /// The kit's starter app: its composition root, command line, main loop, the list of its
    /// features (``Registration``), its executable and its tests. Renamed as the project.
    static let shell = [
        "Sources/starter/main.swift",
        "Sources/FrameworksAndDrivers/Composition/StarterFactory.swift",
        "Sources/FrameworksAndDrivers/Composition/FeatureCommands.swift",
        Registration.path,
        "Sources/FrameworksAndDrivers/Terminal/StarterApplication.swift",
        "Sources/FrameworksAndDrivers/Terminal/StarterCommandLine.swift",
        "Tests/FrameworksAndDriversTests/StarterApplicationTests.swift",
        "\(Slice.cliTests)/AppUnderTest.swift",
        "\(Slice.cliTests)/StarterCLITests.swift",
    ]

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
        "Sources/InterfaceAdapters/DataAccess/Transactions/UnitRunner.swift",
        "Sources/InterfaceAdapters/DataAccess/Transactions/UnitOfWorkScope.swift",
        "Sources/InterfaceAdapters/DataAccess/Transactions/AsyncLock.swift",
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
        "Sources/FrameworksAndDrivers/Storage/DurableFiles.swift",
        "Sources/FrameworksAndDrivers/Storage/FileOperations.swift",
        "Sources/FrameworksAndDrivers/Storage/SystemError.swift",
        "Sources/FrameworksAndDrivers/Composition/StoreKind.swift",
        "Sources/FrameworksAndDrivers/Composition/RecordStorageFactory.swift",
        "Sources/FrameworksAndDrivers/Composition/OpenedOnFirstUse.swift",
        "Sources/FrameworksAndDrivers/Terminal/TerminalView.swift",
        "Sources/FrameworksAndDrivers/Terminal/TextOutput.swift",
        "Sources/FrameworksAndDrivers/Terminal/UsageError.swift",
        "Sources/CSQLite",
        "Sources/Contracts/Contract.swift",
        "Sources/Contracts/Reopening.swift",
        "Sources/Contracts/ScratchFolder.swift",
        "Sources/Contracts/StartLine.swift",
        "Sources/Contracts/RecordSamples.swift",
        "Sources/Contracts/RecordStoreContract.swift",
        "Sources/Contracts/RecordStoreFaultContracts.swift",
        "Sources/Contracts/UnitOfWorkProbe.swift",
        "Sources/Contracts/UnitOfWorkContract.swift",
        "Sources/ProcessSpawning",
        "Sources/TestSupport/BuildProducts.swift",
        "Sources/TestSupport/PowerCut",
        "Sources/TestSupport/TemporaryFolder.swift",
        "Fakes/Support/FaultInjector.swift",
        "Fakes/Support/FakeUnitRunner.swift",
        "Fakes/UseCasesPorts/FakeRepository.swift",
        "Fakes/InterfaceAdaptersPorts/FakeRecordStore.swift",
        "Tests/ContractTests/RecordStorages.swift",
        "Tests/ProcessSpawningTests/ChildProcessTests.swift",
        "Tests/Scripts/embed_graph.py",
        "Tests/ArchitectureTests",
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
        // The starter app, renamed as the project, shows the slice renamed as Note.
        let feature = try! FeatureName(Self.featureName)
        let app = AppRenaming(project: project, app: .starter)
        let note = SliceRenaming(to: feature)
        for path in Self.shell {
            tree[note.text(app.path(path))] = note.text(app.text(try kit.file(path)))
        }
        tree.merge(
            try Slice.files(for: feature, from: kit, commandLine: true, cliTests: app.path(Slice.cliTests)))
        return tree
    }
}
