/// The files of one vertical slice, `add feature NAME`: an entity with a validating
/// initialiser, a repository port and three interactors (create, find, list), a record, a bridge
/// and the repository over any record store, a presenter and a controller, a fake of the port,
/// the port's contract over the fake and every record store, and unit tests per layer.
///
/// The paths are the template's (no module prefix); ``ModulePrefix`` renames them for a prefixed
/// package.
struct FeatureTemplate {
    let name: FeatureName

    private var t: String { name.typeName }
    private var ts: String { name.pluralTypeName }
    private var v: String { name.variableName }
    private var vs: String { name.pluralVariableName }
    private var phrase: String { name.phrase }

    /// Every file of the feature.
    var files: FileTree {
        var tree = FileTree()
        tree["Sources/Entities/\(t).swift"] = entity
        tree["Sources/UseCases/Ports/\(t)Repository.swift"] = port
        tree["Sources/UseCases/Interactors/\(t)Error.swift"] = useCaseError
        tree["Sources/UseCases/Interactors/Create\(t).swift"] = create
        tree["Sources/UseCases/Interactors/Find\(t).swift"] = find
        tree["Sources/UseCases/Interactors/List\(ts).swift"] = list
        tree["Sources/InterfaceAdapters/DataAccess/Records/\(t)Record.swift"] = record
        tree["Sources/InterfaceAdapters/DataAccess/Bridges/\(t)Bridge.swift"] = bridge
        tree["Sources/InterfaceAdapters/Presentation/Presenters/\(t)Presenter.swift"] = presenter
        tree["Sources/InterfaceAdapters/Presentation/Controllers/\(t)Controller.swift"] = controller
        tree["Fakes/UseCasesPorts/Fake\(t)Repository.swift"] = fake
        tree["Sources/Contracts/\(t)RepositoryContract.swift"] = contract
        tree["Tests/EntitiesTests/\(t)Tests.swift"] = entityTests
        tree["Tests/UseCasesTests/\(t)InteractorTests.swift"] = interactorTests
        tree["Tests/InterfaceAdaptersTests/\(t)AdapterTests.swift"] = adapterTests
        tree["Tests/ContractTests/\(t)RepositoryContractTests.swift"] = contractTests
        return tree
    }

    /// The types the feature declares, which must not exist in the package yet.
    var declaredTypes: Set<String> {
        [
            t, "\(t)Repository", "\(t)Error", "Create\(t)", "Find\(t)", "List\(ts)", "\(t)Record", "\(t)Bridge",
            "\(t)Presenter", "\(t)Controller", "Fake\(t)Repository", "\(t)RepositoryContract", "\(t)Tests",
            "\(t)InteractorTests", "\(t)AdapterTests", "\(t)RepositoryContractTests", "Spy\(t)View",
        ]
    }

    /// What to add to the composition root to reach the feature (printed, never written).
    /// - Parameters:
    ///   - composition: the composition root's folder, as the package names it.
    ///   - factory: the starter app's factory (`BookshelfFactory`), whose `makeStore(of:store:dataDirectory:)`
    ///     gives a record store on the store the command line chose; `nil` where there is none.
    func wiring(composition: String, factory: String?) -> String {
        let store =
            factory == nil
            ? "<a RecordStore<\(t)Record> on the app's store>"
            : "try makeStore(of: \(t)Record.self, store: commandLine.store, dataDirectory: commandLine.dataDirectory)"
        let place = factory.map { "in \($0) (\(composition))" } ?? "in the composition root (\(composition))"
        return """
            To reach \(t) from the app, wire it \(place):

                let \(vs) = RecordStoreRepository(
                    store: \(store),
                    bridge: \(t)Bridge.self)
                let \(v)Controller = \(t)Controller(
                    create: Create\(t)(\(vs): \(vs)), find: Find\(t)(\(vs): \(vs)), list: List\(ts)(\(vs): \(vs)),
                    view: view)

            then give the command line commands that call \(v)Controller.create(title:), .show(id:) and .list().\(
                factory == nil
                ? ""
                : """

                makeController returns one controller today: return both (or a small router of your own), and
                add the commands to the app's CommandLine and Application types.
                """)
            (InMemoryRecordStore, FileRecordStore and SQLiteRecordStore are the record stores.)
            """
    }

    // MARK: - Entities

    private var entity: String {
        """
        /// A \(phrase). Replace the title with what a \(phrase) is made of, and keep every rule in the
        /// draft's initialiser: a `\(t)` cannot exist in a state the rules forbid.
        public struct \(t): Identifiable, Hashable, Sendable {
            public typealias ID = Identifier<\(t), Int>

            /// A \(phrase) before it has an identity: what it takes to create one.
            public struct Draft: Hashable, Sendable {
                public let title: String

                /// Validates `title`: trimmed, it must not be empty.
                public init(title: String) throws(Invalid) {
                    let trimmed = String(title.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
                    guard !trimmed.isEmpty else { throw .blankTitle }
                    self.init(checked: trimmed)
                }

                /// A draft of fields that are known to keep the rules.
                fileprivate init(checked title: String) {
                    self.title = title
                }
            }

            /// Why a draft was refused.
            public enum Invalid: Error, Hashable, Sendable, CustomStringConvertible {
                case blankTitle

                public var description: String {
                    switch self {
                    case .blankTitle: "a \(phrase)'s title must not be blank"
                    }
                }
            }

            public let id: ID
            public let title: String

            public init(id: ID, draft: Draft) {
                self.id = id
                title = draft.title
            }

            /// The \(phrase)'s fields without its identity.
            public var draft: Draft { Draft(checked: title) }
        }

        """
    }

    // MARK: - Use cases

    private var port: String {
        """
        import Entities

        /// Where the app keeps its \(phrase)s: the port the \(phrase) interactors need, implemented outside.
        public protocol \(t)Repository: Repository where Entity == \(t), Draft == \(t).Draft {}

        """
    }

    private var useCaseError: String {
        """
        import Entities

        /// Why a \(phrase) request was refused, in the domain's terms.
        public enum \(t)Error: Error, Hashable, Sendable, CustomStringConvertible {
            /// A value broke a rule of the entity.
            case invalid(\(t).Invalid)
            /// No \(phrase) has this id.
            case notFound(\(t).ID)
            /// The storage behind the repository failed.
            case storage(RepositoryError)

            public var description: String {
                switch self {
                case .invalid(let error): "\\(error)"
                case .notFound(let id): "no \(phrase) has id \\(id)"
                case .storage(let error): "\\(error)"
                }
            }
        }

        """
    }

    private var create: String {
        """
        import Entities

        /// Creates a \(phrase) from what the user typed.
        public struct Create\(t): Sendable {
            private let \(vs): any \(t)Repository

            public init(\(vs): any \(t)Repository) {
                self.\(vs) = \(vs)
            }

            /// Validates the title and stores the \(phrase).
            public func execute(title: String) async throws(\(t)Error) -> \(t) {
                let draft: \(t).Draft
                do {
                    draft = try \(t).Draft(title: title)
                } catch {
                    throw .invalid(error)
                }
                do {
                    return try await \(vs).create(draft)
                } catch {
                    throw .storage(error)
                }
            }
        }

        """
    }

    private var find: String {
        """
        import Entities

        /// Finds one \(phrase) by its id.
        public struct Find\(t): Sendable {
            private let \(vs): any \(t)Repository

            public init(\(vs): any \(t)Repository) {
                self.\(vs) = \(vs)
            }

            /// The \(phrase) with `id`; `.notFound` when there is none.
            public func execute(id: Int) async throws(\(t)Error) -> \(t) {
                let found: \(t)?
                do {
                    found = try await \(vs).find(id: \(t).ID(id))
                } catch {
                    throw .storage(error)
                }
                guard let found else { throw .notFound(\(t).ID(id)) }
                return found
            }
        }

        """
    }

    private var list: String {
        """
        import Entities

        /// Lists every \(phrase), in id order.
        public struct List\(ts): Sendable {
            private let \(vs): any \(t)Repository

            public init(\(vs): any \(t)Repository) {
                self.\(vs) = \(vs)
            }

            public func execute() async throws(\(t)Error) -> [\(t)] {
                do {
                    return try await \(vs).list()
                } catch {
                    throw .storage(error)
                }
            }
        }

        """
    }

    // MARK: - Interface adapters

    private var record: String {
        """
        /// A \(phrase) as a store holds it: every field optional.
        public struct \(t)Record: StorableRecord {
            public static let schema = RecordSchema(collection: "\(vs)", fields: [.init("title", .text)])

            public var id: Int?
            public var title: String?

            public init(id: Int? = nil, title: String? = nil) {
                self.id = id
                self.title = title
            }

            public init(id: Int?, fields: [String: FieldValue]) {
                self.init(id: id, title: fields["title"]?.text)
            }

            public var fields: [String: FieldValue] { ["title": FieldValue(title)] }
        }

        """
    }

    private var bridge: String {
        """
        import Entities
        import UseCases

        /// Maps ``\(t)Record`` to ``\(t)`` and back; refuses a record that is incomplete or breaks a rule.
        public enum \(t)Bridge: RecordBridge {
            public typealias Entity = \(t)
            public typealias Draft = \(t).Draft
            public typealias Record = \(t)Record

            public static let entityName = "\(phrase)"

            public static func recordID(for id: \(t).ID) -> Int { id.rawValue }

            public static func record(from draft: \(t).Draft) -> \(t)Record {
                \(t)Record(title: draft.title)
            }

            public static func record(from \(v): \(t)) -> \(t)Record {
                \(t)Record(id: \(v).id.rawValue, title: \(v).title)
            }

            public static func entity(from record: \(t)Record) throws(BridgeError) -> \(t) {
                try require(["id": record.id, "title": record.title], in: record)
                do {
                    return \(t)(id: \(t).ID(record.id!), draft: try \(t).Draft(title: record.title!))
                } catch {
                    throw .invalidRecord(
                        collection: \(t)Record.schema.collection, id: record.id.map(String.init), reason: error.description)
                }
            }
        }

        /// Over ``\(t)Bridge``, the record-store repository is the use cases' `\(t)Repository`.
        extension RecordStoreRepository: \(t)Repository where Bridge == \(t)Bridge {}

        """
    }

    private var presenter: String {
        """
        import Entities
        import UseCases

        /// Turns \(phrase)s into what a person reads.
        public enum \(t)Presenter {
            /// "Created \(phrase) 1: Title".
            public static func created(_ \(v): \(t)) -> MessageViewModel {
                MessageViewModel("Created \(phrase) \\(\(v).id): \\(\(v).title)")
            }

            /// "\(phrase.prefix(1).uppercased() + phrase.dropFirst()) 1: Title".
            public static func shown(_ \(v): \(t)) -> MessageViewModel {
                MessageViewModel("\(phrase.prefix(1).uppercased() + phrase.dropFirst()) \\(\(v).id): \\(\(v).title)")
            }

            /// One line per \(phrase): "1  Title".
            public static func list(_ \(vs): [\(t)]) -> ListViewModel {
                ListViewModel(lines: \(vs).map { "\\($0.id)  \\($0.title)" }, emptyText: "No \(phrase)s yet")
            }

            /// A refusal, or a failure of the storage.
            public static func error(_ error: \(t)Error) -> ErrorViewModel {
                switch error {
                case .invalid, .notFound: ErrorViewModel(message: error.description, kind: .refused)
                case .storage: ErrorViewModel(message: error.description, kind: .unavailable)
                }
            }
        }

        """
    }

    private var controller: String {
        """
        import UseCases

        /// Turns \(phrase) commands into use-case requests and their results into what the view shows.
        public struct \(t)Controller: Sendable {
            private let create: Create\(t)
            private let find: Find\(t)
            private let list: List\(ts)
            private let view: any MessageView & ListView & ErrorView

            public init(create: Create\(t), find: Find\(t), list: List\(ts), view: any MessageView & ListView & ErrorView) {
                self.create = create
                self.find = find
                self.list = list
                self.view = view
            }

            public func create(title: String) async -> ControllerOutcome {
                await showingErrors(on: view, presentedBy: \(t)Presenter.error) { () async throws(\(t)Error) in
                    await view.display(\(t)Presenter.created(try await create.execute(title: title)))
                }
            }

            public func show(id: Int) async -> ControllerOutcome {
                await showingErrors(on: view, presentedBy: \(t)Presenter.error) { () async throws(\(t)Error) in
                    await view.display(\(t)Presenter.shown(try await find.execute(id: id)))
                }
            }

            public func list() async -> ControllerOutcome {
                await showingErrors(on: view, presentedBy: \(t)Presenter.error) { () async throws(\(t)Error) in
                    await view.display(\(t)Presenter.list(try await list.execute()))
                }
            }
        }

        """
    }

    // MARK: - Fakes and contracts

    private var fake: String {
        """
        import Entities
        import UseCases

        /// A fake ``\(t)Repository``: in memory, with the semantics of the real ones.
        public typealias Fake\(t)Repository = FakeRepository<\(t), \(t).Draft>

        extension FakeRepository: \(t)Repository where Entity == \(t), Draft == \(t).Draft {
            /// An empty repository, or one holding `\(vs)`.
            public init(_ \(vs): [\(t)] = []) {
                self.init(entityName: "\(phrase)", seed: \(vs), make: \(t).init(id:draft:))
            }
        }

        """
    }

    private var contract: String {
        """
        import Entities
        import UseCases

        /// What every ``\(t)Repository`` must do. Fresh, empty repository per check.
        public enum \(t)RepositoryContract {
            public typealias Subject = any \(t)Repository

            static func draft(_ title: String) throws -> \(t).Draft { try \(t).Draft(title: title) }

            public static let contract = Contract<Subject>(
                port: "\(t)Repository",
                checks: [
                    .init("create gives ascending ids; find and list return what was created") { \(vs) in
                        let first = try await \(vs).create(try draft("First"))
                        let second = try await \(vs).create(try draft("Second"))
                        try expect(first.id == \(t).ID(1) && second.id == \(t).ID(2), "ids were \\(first.id), \\(second.id)")
                        try expect(try await \(vs).find(id: second.id) == second, "find(id: 2) is not the second")
                        try expect(try await \(vs).list() == [first, second], "list is not [first, second]")
                    },
                    .init("an unknown id is not found, and updating or deleting it is refused") { \(vs) in
                        try expect(try await \(vs).find(id: \(t).ID(9)) == nil, "an empty repository found id 9")
                        let ghost = \(t)(id: \(t).ID(9), draft: try draft("Ghost"))
                        try await expectThrows(RepositoryError.notFound(entity: "\(phrase)", id: "9")) {
                            () async throws(RepositoryError) in try await \(vs).update(ghost)
                        }
                        try await expectThrows(RepositoryError.notFound(entity: "\(phrase)", id: "9")) {
                            () async throws(RepositoryError) in try await \(vs).delete(id: ghost.id)
                        }
                    },
                    .init("update replaces, delete removes") { \(vs) in
                        let created = try await \(vs).create(try draft("Before"))
                        let changed = \(t)(id: created.id, draft: try draft("After"))
                        try await \(vs).update(changed)
                        try expect(try await \(vs).find(id: created.id) == changed, "the update was not kept")
                        try await \(vs).delete(id: created.id)
                        try expect(try await \(vs).list().isEmpty, "the deleted \(phrase) is still listed")
                    },
                ])
        }

        """
    }

    // MARK: - Tests

    private var entityTests: String {
        """
        import Entities
        import Testing

        @Suite("\(t): the rules of a \(phrase)")
        struct \(t)Tests {
            @Test("A title is trimmed")
            func trims() throws {
                #expect(try \(t).Draft(title: "  A title ").title == "A title")
            }

            @Test("A blank title is refused", arguments: ["", "   ", "\\n\\t"])
            func refusesBlank(title: String) {
                #expect(throws: \(t).Invalid.blankTitle) { try \(t).Draft(title: title) }
            }

            @Test("A \(phrase) is its id and its draft")
            func entity() throws {
                let \(v) = \(t)(id: \(t).ID(3), draft: try \(t).Draft(title: "Three"))
                #expect(\(v).id == \(t).ID(3))
                #expect(\(v).draft == (try \(t).Draft(title: "Three")))
            }
        }

        """
    }

    private var interactorTests: String {
        """
        import Entities
        import Fakes
        import Testing
        import UseCases

        @Suite("Create\(t), Find\(t) and List\(ts)")
        struct \(t)InteractorTests {
            @Test("Creating validates the title and stores the \(phrase)")
            func creates() async throws {
                let \(vs) = Fake\(t)Repository()
                let created = try await Create\(t)(\(vs): \(vs)).execute(title: " First ")
                #expect(created.title == "First")
                #expect(await \(vs).stored == [created])
            }

            @Test("A blank title is refused and nothing is stored")
            func refusesBlank() async throws {
                let \(vs) = Fake\(t)Repository()
                await #expect(throws: \(t)Error.invalid(.blankTitle)) { try await Create\(t)(\(vs): \(vs)).execute(title: " ") }
                #expect(await \(vs).calls.isEmpty)
            }

            @Test("Finding an unknown id is refused as not found")
            func findsOrRefuses() async throws {
                let \(vs) = Fake\(t)Repository()
                let created = try await Create\(t)(\(vs): \(vs)).execute(title: "First")
                #expect(try await Find\(t)(\(vs): \(vs)).execute(id: created.id.rawValue) == created)
                await #expect(throws: \(t)Error.notFound(\(t).ID(42))) { try await Find\(t)(\(vs): \(vs)).execute(id: 42) }
            }

            @Test("Listing gives every \(phrase); a storage failure is reported as such")
            func lists() async throws {
                let \(vs) = Fake\(t)Repository()
                _ = try await Create\(t)(\(vs): \(vs)).execute(title: "First")
                #expect(try await List\(ts)(\(vs): \(vs)).execute().map(\\.title) == ["First"])
                \(vs).faults.failNext(with: .unavailable("disk full"))
                await #expect(throws: \(t)Error.storage(.unavailable("disk full"))) { try await List\(ts)(\(vs): \(vs)).execute() }
            }
        }

        """
    }

    private var adapterTests: String {
        """
        import Entities
        import Fakes
        import InterfaceAdapters
        import Testing
        import UseCases

        /// A view that records what it was asked to display.
        private actor Spy\(t)View: MessageView, ListView, ErrorView {
            private(set) var shown: [String] = []
            func display(_ message: MessageViewModel) { shown.append(message.text) }
            func display(_ list: ListViewModel) { shown.append(list.lines.isEmpty ? list.emptyText : list.lines.joined(separator: "|")) }
            func display(_ error: ErrorViewModel) { shown.append("error: \\(error.message)") }
        }

        @Suite("\(t)Bridge, \(t)Presenter and \(t)Controller")
        struct \(t)AdapterTests {
            @Test("The bridge maps a \(phrase) to its record and back, and refuses an incomplete or invalid record")
            func bridge() throws {
                let \(v) = \(t)(id: \(t).ID(1), draft: try \(t).Draft(title: "First"))
                #expect(try \(t)Bridge.entity(from: \(t)Bridge.record(from: \(v))) == \(v))
                #expect(throws: BridgeError.self) { try \(t)Bridge.entity(from: \(t)Record(id: 1)) }
                #expect(throws: BridgeError.self) { try \(t)Bridge.entity(from: \(t)Record(id: 1, title: " ")) }
            }

            @Test("The controller shows what happened: created, shown, listed, refused")
            func controller() async throws {
                let \(vs) = Fake\(t)Repository()
                let view = Spy\(t)View()
                let controller = \(t)Controller(
                    create: Create\(t)(\(vs): \(vs)), find: Find\(t)(\(vs): \(vs)), list: List\(ts)(\(vs): \(vs)), view: view)
                #expect(await controller.list() == .succeeded)
                #expect(await controller.create(title: "First") == .succeeded)
                #expect(await controller.show(id: 1) == .succeeded)
                #expect(await controller.list() == .succeeded)
                #expect(await controller.show(id: 7) == .failed(.refused))
                #expect(await controller.create(title: "") == .failed(.refused))
                \(vs).faults.failNext(with: .unavailable("disk full"))
                #expect(await controller.list() == .failed(.unavailable))
                #expect(
                    await view.shown == [
                        "No \(phrase)s yet", "Created \(phrase) 1: First", "\(phrase.prefix(1).uppercased() + phrase.dropFirst()) 1: First", "1  First",
                        "error: no \(phrase) has id 7", "error: a \(phrase)'s title must not be blank",
                        "error: storage is unavailable: disk full",
                    ])
            }
        }

        """
    }

    private var contractTests: String {
        """
        import Contracts
        import Entities
        import Fakes
        import Foundation
        import FrameworksAndDrivers
        import InterfaceAdapters
        import Testing
        import UseCases

        /// The \(t)Repository contract over the repository on every record store, and over the fake.
        @Suite("\(t)Repository contract: the repository over every record store and the fake behave alike")
        struct \(t)RepositoryContractTests {
            static let implementations: [Implementation<\(t)RepositoryContract.Subject>] = [
                Implementation("RecordStoreRepository on InMemoryRecordStore", kind: "memory") { _ in
                    RecordStoreRepository(store: InMemoryRecordStore<\(t)Record>(), bridge: \(t)Bridge.self)
                },
                Implementation("RecordStoreRepository on FileRecordStore", kind: "files") { scratch in
                    RecordStoreRepository(
                        store: FileRecordStore<\(t)Record>(root: URL(fileURLWithPath: scratch.path)), bridge: \(t)Bridge.self)
                },
                Implementation("RecordStoreRepository on SQLiteRecordStore", kind: "SQLite") { scratch in
                    RecordStoreRepository(
                        store: SQLiteRecordStore<\(t)Record>(database: try SQLiteDatabase(path: scratch.path + "/\(vs).sqlite")),
                        bridge: \(t)Bridge.self)
                },
                Implementation("Fake\(t)Repository", kind: "fake") { _ in Fake\(t)Repository() },
            ]

            @Test(arguments: \(t)RepositoryContract.contract.cases(implementations))
            func \(v)Repository(_ pair: ContractCase<\(t)RepositoryContract.Subject>) async throws {
                try await pair.verify()
            }
        }

        """
    }
}
