import Contracts
import Entities
import Fakes
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import PowerCut
import TestSupport
import UseCases

/// Every implementation of each port in this package, the fake included.
enum Implementations {
    static let recordStores: [Implementation<RecordStoreContract<TeamRecord>.Subject>] =
        Databases.stores(of: TeamRecord.self)

    /// Disk storage (shared, and owner-only for secrets), opened again as a power cut would leave
    /// it; memory; and the fake.
    static let byteStorages: [Implementation<AsyncByteStorageContract.Subject>] = [
        Implementation("DiskByteStorage", kind: "files") { scratch in
            try recordedDiskStorage(privacy: .shared, in: scratch).opened
        },
        Implementation("DiskByteStorage, owner-only", kind: "files") { scratch in
            try recordedDiskStorage(privacy: .ownerOnly, in: scratch).opened
        },
        Implementation("InMemoryByteStorage", kind: "memory") { _ in InMemoryByteStorage() },
        Implementation("FakeByteStorage", kind: "fake") { _ in FakeByteStorage() },
    ]

    /// A disk storage whose calls are recorded, and the way to open it again after a power cut.
    static func recordedDiskStorage(
        privacy: DiskByteStorage.Privacy, in scratch: ScratchFolder
    ) throws -> (disk: RecordedDisk, opened: Opened<AsyncByteStorageContract.Subject>) {
        let disk = try RecordedDisk(root: Foundation.URL(fileURLWithPath: scratch.path + "/bytes"))
        let storage = DiskByteStorage(root: disk.root, privacy: privacy, system: disk.operations)
        let reopening: Reopening<AsyncByteStorageContract.Subject> = disk.reopening(in: scratch) {
            DiskByteStorage(root: $0, privacy: privacy)
        }
        return (disk, Opened(storage, reopening: reopening))
    }

    /// Disk storage as a subject of the secrets contract: what its recorded calls and its files
    /// let others read.
    static func secretDiskStorage(
        privacy: DiskByteStorage.Privacy, in scratch: ScratchFolder
    ) throws -> AsyncByteStorageContract.SecretSubject {
        let recorded = try recordedDiskStorage(privacy: privacy, in: scratch)
        return AsyncByteStorageContract.SecretSubject(
            storage: recorded.opened.subject, readableByOthers: { recorded.disk.readableByOthers() })
    }

    /// The storages that hold secrets: owner-only disk storage, and memory and the fake, which
    /// keep everything inside the process.
    static let secretByteStorages: [Implementation<AsyncByteStorageContract.SecretSubject>] = [
        Implementation("DiskByteStorage, owner-only", kind: "files") { scratch in
            try secretDiskStorage(privacy: .ownerOnly, in: scratch)
        },
        Implementation("InMemoryByteStorage", kind: "memory") { _ in
            AsyncByteStorageContract.SecretSubject(storage: InMemoryByteStorage(), readableByOthers: { [] })
        },
        Implementation("FakeByteStorage", kind: "fake") { _ in
            AsyncByteStorageContract.SecretSubject(storage: FakeByteStorage(), readableByOthers: { [] })
        },
    ]

    static let valueStores: [Implementation<ValueStoreContract.Subject>] = [
        Implementation("InMemoryValueStore", kind: "memory") { _ in InMemoryValueStore<[String]>() },
        Implementation("CodableValueStore on disk", kind: "files") { scratch in
            CodableValueStore<[String]>(
                storage: DiskByteStorage(root: Foundation.URL(fileURLWithPath: scratch.path)), key: "v.json")
        },
        Implementation("CachedValueStore on disk", kind: "cached") { scratch in
            CachedValueStore(
                front: InMemoryValueStore(),
                back: CodableValueStore<[String]>(
                    storage: DiskByteStorage(root: Foundation.URL(fileURLWithPath: scratch.path)), key: "v.json"))
        },
        Implementation("FakeValueStore", kind: "fake") { _ in FakeValueStore<[String]>() },
    ]

    /// The team repository over every record store, the fake repository, and one written for a
    /// store the kit does not ship (`YourOwnStore/`): registering it is its one line here.
    static let teamRepositories: [Implementation<TeamRepositoryContract.Subject>] =
        recordStores.map { store in
            Implementation("RecordStoreRepository on \(store.name)", kind: store.kind) { scratch in
                RecordStoreRepository(store: try await store.make(scratch), bridge: TeamBridge.self)
            }
        } + [
            Implementation("FakeTeamRepository", kind: "fake") { _ in FakeTeamRepository() },
            Implementation("PropertyListTeamRepository", kind: "files") { scratch in
                PropertyListTeamRepository(file: Foundation.URL(fileURLWithPath: scratch.path + "/teams.plist"))
            },
        ]

    /// URLSession against a real server on 127.0.0.1, and the fake configured like that server.
    static let httpClients: [Implementation<HTTPClientContract.Subject>] = [
        Implementation("URLSessionHTTPClient", kind: "network") { scratch in
            let server = try await LocalHTTPServer()
            scratch.onRemove { server.abandon() }
            let closed = try ClosedPort()
            scratch.onRemove { closed.close() }
            for (path, contents) in HTTPClientContract.served { try server.serve(contents, at: path) }
            return HTTPClientContract.Subject(
                client: URLSessionHTTPClient(timeout: 5), baseURL: server.baseURL,
                unreachableURL: closed.url.appendingPathComponent("users.json"))
        },
        Implementation("FakeHTTPClient", kind: "fake") { _ in
            let client = FakeHTTPClient()
            let base = Foundation.URL(string: "http://fake.invalid/")!
            for (path, contents) in HTTPClientContract.served {
                await client.respond(
                    to: .get, base.appendingPathComponent(path),
                    with: .success(HTTPResponse(statusCode: 200, body: Foundation.Data(contents.utf8))))
            }
            await client.respond(
                to: .get, base.appendingPathComponent("missing.json"), with: .success(HTTPResponse(statusCode: 404)))
            return HTTPClientContract.Subject(
                client: client, baseURL: base,
                unreachableURL: Foundation.URL(string: "http://unreachable.invalid/users.json")!)
        },
    ]

    /// The player repository over every record store, and the fake repository.
    static let playerRepositories: [Implementation<PlayerRepositoryContract.Subject>] =
        Databases.repositories(of: PlayerRecord.self) { store in
            RecordStoreRepository(store: store, bridge: PlayerBridge.self)
        } + [Implementation("FakePlayerRepository", kind: "fake") { _ in FakePlayerRepository() }]

    /// The session store over a value store in memory and on disk, and the fake.
    static let sessionStores: [Implementation<SessionStoreContract.Subject>] = [
        Implementation("StoredSessionStore in memory", kind: "memory") { _ in
            StoredSessionStore(store: InMemoryValueStore<StoredSessionStore.Record?>())
        },
        Implementation("StoredSessionStore on disk", kind: "files") { scratch in
            StoredSessionStore(
                store: CodableValueStore<StoredSessionStore.Record?>(
                    storage: DiskByteStorage(root: Foundation.URL(fileURLWithPath: scratch.path), privacy: .ownerOnly),
                    key: "session.json"))
        },
        Implementation("FakeSessionStore", kind: "fake") { _ in FakeSessionStore() },
    ]

    /// The value stores whose bytes can be damaged, each with a way to damage them.
    static let corruptibleValueStores: [Implementation<StorageFaultContracts.ValueSubject>] = [
        Implementation("CodableValueStore on disk", kind: "files") { scratch in
            let storage = DiskByteStorage(root: Foundation.URL(fileURLWithPath: scratch.path))
            return StorageFaultContracts.ValueSubject(
                store: CodableValueStore<[String]>(storage: storage, key: "v.json"),
                corrupt: { try storage.write(Foundation.Data("{ not a list".utf8), to: "v.json") })
        },
        Implementation("CachedValueStore on disk", kind: "cached") { scratch in
            let storage = DiskByteStorage(root: Foundation.URL(fileURLWithPath: scratch.path))
            return StorageFaultContracts.ValueSubject(
                store: CachedValueStore(
                    front: InMemoryValueStore(), back: CodableValueStore<[String]>(storage: storage, key: "v.json")),
                corrupt: { try storage.write(Foundation.Data("{ not a list".utf8), to: "v.json") })
        },
        Implementation("FakeValueStore", kind: "fake") { _ in
            let store = FakeValueStore<[String]>()
            return StorageFaultContracts.ValueSubject(
                store: store, corrupt: { store.faults.failAlways(with: .corrupt(key: "v.json", detail: "damaged")) })
        },
    ]

    /// The byte storages whose medium can go away, each with a way to take it away.
    static let breakableByteStorages: [Implementation<StorageFaultContracts.BytesSubject>] = [
        Implementation("DiskByteStorage", kind: "files") { scratch in
            StorageFaultContracts.BytesSubject(
                storage: DiskByteStorage(root: Foundation.URL(fileURLWithPath: scratch.path)),
                breakMedium: {
                    let folder = Foundation.URL(fileURLWithPath: scratch.path + "/folder")
                    try FileManager.default.removeItem(at: folder)
                    try Foundation.Data("not a folder".utf8).write(to: folder)
                })
        },
        Implementation("FakeByteStorage", kind: "fake") { _ in
            let storage = FakeByteStorage()
            return StorageFaultContracts.BytesSubject(
                storage: storage,
                breakMedium: {
                    storage.faults.failAlways(with: .io(key: "folder/…", detail: "the fake's medium is gone"))
                })
        },
    ]

    /// The user directory as the composition root builds it (the fallback composite over the
    /// copying decorator and the kept copy): over a real local server and disk, and over fakes;
    /// and the fake directory answering as the composite would.
    static let userDirectories: [Implementation<UserDirectoryContract.Subject>] = [
        Implementation("FallbackUserDirectory over HTTP and disk", kind: "network") { scratch in
            let remote = try await servedUserSource(scratch)
            let copy = CachedValueStore(
                front: InMemoryValueStore(),
                back: CodableValueStore<[UserRecord]>(
                    storage: DiskByteStorage(root: Foundation.URL(fileURLWithPath: scratch.path)), key: "users.json"))
            return UserDirectoryContract.Subject(
                directory: FallbackUserDirectory(
                    remote: CachingUserSource(remote.source, keepingCopyIn: copy), local: StoredUserSource(copy)),
                remoteServes: remote.serve, remoteFails: remote.takeDown)
        },
        Implementation("FallbackUserDirectory over fakes", kind: "fake") { _ in
            let source = FakeUserSource(answer: .failure(UserSourceError("not serving yet")))
            let copy = FakeValueStore<[UserRecord]>()
            return UserDirectoryContract.Subject(
                directory: FallbackUserDirectory(
                    remote: CachingUserSource(source, keepingCopyIn: copy), local: StoredUserSource(copy)),
                remoteServes: { users in await source.answer(with: .success(users)) },
                remoteFails: { await source.answer(with: .failure(UserSourceError("down"))) })
        },
        Implementation("FakeUserDirectory", kind: "fake") { _ in
            let directory = FakeUserDirectory(remoteDown: "not serving yet")
            return UserDirectoryContract.Subject(
                directory: directory, remoteServes: { users in await directory.serve(users) },
                remoteFails: { await directory.takeRemoteDown(reason: "down") })
        },
    ]

    /// An `HTTPUserSource` against a real local server, with the ways to make it serve or fail.
    static func servedUserSource(_ scratch: ScratchFolder) async throws -> UserSourceContract.Subject {
        let server = try await LocalHTTPServer()
        scratch.onRemove { server.abandon() }
        let source = HTTPUserSource(
            performer: RequestPerformer(
                baseURL: server.baseURL.appendingPathComponent("users.json"), client: URLSessionHTTPClient(timeout: 5),
                cache: nil))
        return UserSourceContract.Subject(
            source: source,
            serve: { users in
                let records = users.map(UserBridge.record(from:))
                try server.serve(String(decoding: try JSONEncoder().encode(records), as: UTF8.self), at: "users.json")
            },
            takeDown: {
                // The server answers 404 once the list is gone.
                let list = server.root.appendingPathComponent("users.json")
                if FileManager.default.fileExists(atPath: list.path) { try FileManager.default.removeItem(at: list) }
            })
    }

    /// Every user source: the remote API, the copying decorator over it, the kept copy on disk, and
    /// the fake.
    static let userSources: [Implementation<UserSourceContract.Subject>] = [
        Implementation("HTTPUserSource", kind: "network") { scratch in try await servedUserSource(scratch) },
        Implementation("CachingUserSource over HTTP, copy on disk", kind: "cached") { scratch in
            let remote = try await servedUserSource(scratch)
            let copy = CodableValueStore<[UserRecord]>(
                storage: DiskByteStorage(root: Foundation.URL(fileURLWithPath: scratch.path)), key: "users.json")
            return UserSourceContract.Subject(
                source: CachingUserSource(remote.source, keepingCopyIn: copy), serve: remote.serve,
                takeDown: remote.takeDown)
        },
        Implementation("StoredUserSource on disk", kind: "files") { scratch in
            let storage = DiskByteStorage(root: Foundation.URL(fileURLWithPath: scratch.path))
            let copy = CodableValueStore<[UserRecord]>(storage: storage, key: "users.json")
            return UserSourceContract.Subject(
                source: StoredUserSource(copy),
                serve: { users in try await copy.save(users.map(UserBridge.record(from:))) },
                takeDown: { try storage.remove("users.json") })
        },
        Implementation("FakeUserSource", kind: "fake") { _ in
            let source = FakeUserSource(answer: .failure(UserSourceError("not serving yet")))
            return UserSourceContract.Subject(
                source: source, serve: { users in await source.answer(with: .success(users)) },
                takeDown: { await source.answer(with: .failure(UserSourceError("down"))) })
        },
    ]

    /// The league's unit of work on every medium, and the fake.
    static let unitsOfWork: [Implementation<any UnitOfWork<LeagueRepositories>>] =
        Databases.unitsOfWork { RecordStoreUnitOfWork<LeagueRepositories>(database: $0) }
        + [Implementation("FakeUnitOfWork", kind: "fake") { _ in FakeUnitOfWork() }]

    /// The HTTP authentication gateway against a local authority (Sources/TestSupport/League/Servers/auth_server.py),
    /// and the fake authenticator.
    static let authenticators: [Implementation<AuthenticatorContract.Subject>] = [
        Implementation("AuthenticationGateway over HTTP", kind: "network") { scratch in
            let server = try await TestServer.start(["python3", TestScripts.path("auth_server.py")])
            scratch.onRemove { server.abandon() }
            let base = server.baseURL
            let client = URLSessionHTTPClient(timeout: 5)
            return AuthenticatorContract.Subject(
                authenticator: AuthenticationGateway(
                    performer: RequestPerformer(baseURL: base, client: client, cache: nil)),
                register: { user, password in
                    let body = try JSONEncoder().encode([
                        "id": user.id.rawValue, "name": user.name.value, "email": user.email.value,
                        "password": password,
                    ])
                    let response = try await client.send(
                        HTTPRequest(method: .post, url: base.appendingPathComponent("admin/accounts"), body: body))
                    guard response.statusCode == 204 else {
                        throw ContractFailure("registering gave HTTP \(response.statusCode)")
                    }
                })
        },
        Implementation("FakeAuthenticator", kind: "fake") { _ in
            let authenticator = FakeAuthenticator()
            return AuthenticatorContract.Subject(
                authenticator: authenticator,
                register: { user, password in await authenticator.register(user, password: password) })
        },
    ]
}
