import Contracts
import Entities
import Fakes
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import ProcessSpawning
import UseCases

/// Every implementation of each port in this package, the fake included.
enum Implementations {
    static let recordStores: [Implementation<RecordStoreContract.Subject>] = stores(of: TeamRecord.self)

    /// The four record stores, for any kind of record.
    static func stores<Record: StorableRecord>(of type: Record.Type) -> [Implementation<any RecordStore<Record>>] {
        [
            Implementation("InMemoryRecordStore", kind: "memory") { _ in InMemoryRecordStore<Record>() },
            Implementation("FileRecordStore", kind: "files") { scratch in
                FileRecordStore<Record>(root: URL(fileURLWithPath: scratch.path))
            },
            Implementation("SQLiteRecordStore", kind: "SQLite") { scratch in
                try await SQLiteRecordStore<Record>(database: SQLiteDatabase(path: scratch.path + "/league.sqlite"))
            },
            Implementation("FakeRecordStore", kind: "fake") { _ in FakeRecordStore<Record>() },
        ]
    }

    static let byteStorages: [Implementation<ByteStorageContract.Subject>] = [
        Implementation("DiskByteStorage", kind: "files") { scratch in
            DiskByteStorage(root: URL(fileURLWithPath: scratch.path))
        },
        Implementation("InMemoryByteStorage", kind: "memory") { _ in InMemoryByteStorage() },
        Implementation("FakeByteStorage", kind: "fake") { _ in FakeByteStorage() },
    ]

    static let valueStores: [Implementation<ValueStoreContract.Subject>] = [
        Implementation("MemoryValueStore", kind: "memory") { _ in MemoryValueStore<[String]>() },
        Implementation("CodableValueStore on disk", kind: "files") { scratch in
            CodableValueStore<[String]>(
                storage: DiskByteStorage(root: URL(fileURLWithPath: scratch.path)), key: "v.json")
        },
        Implementation("CachedValueStore on disk", kind: "cached") { scratch in
            CachedValueStore(
                back: CodableValueStore<[String]>(
                    storage: DiskByteStorage(root: URL(fileURLWithPath: scratch.path)), key: "v.json"))
        },
        Implementation("FakeValueStore", kind: "fake") { _ in FakeValueStore<[String]>() },
    ]

    /// The team repository over every record store, and the fake repository.
    static let teamRepositories: [Implementation<TeamRepositoryContract.Subject>] =
        recordStores.map { store in
            Implementation("RecordStoreRepository on \(store.name)", kind: store.kind) { scratch in
                RecordStoreRepository(store: try await store.make(scratch), bridge: TeamBridge.self)
            }
        } + [Implementation("FakeTeamRepository", kind: "fake") { _ in FakeTeamRepository() }]

    /// URLSession against a real server on 127.0.0.1, and the fake configured like that server.
    static let httpClients: [Implementation<HTTPClientContract.Subject>] = [
        Implementation("URLSessionHTTPClient", kind: "network") { scratch in
            let server = try LocalHTTPServer()
            scratch.onRemove { server.stop() }
            for (path, contents) in HTTPClientContract.served { try server.serve(contents, at: path) }
            return HTTPClientContract.Subject(
                client: URLSessionHTTPClient(timeout: 5), baseURL: server.baseURL,
                unreachableURL: URL(string: "http://127.0.0.1:\(try LocalHTTPServer.freePort())/users.json")!)
        },
        Implementation("FakeHTTPClient", kind: "fake") { _ in
            let client = FakeHTTPClient()
            let base = URL(string: "http://fake.invalid/")!
            for (path, contents) in HTTPClientContract.served {
                await client.respond(
                    to: .get, base.appendingPathComponent(path),
                    with: .success(HTTPResponse(statusCode: 200, body: Data(contents.utf8))))
            }
            await client.respond(
                to: .get, base.appendingPathComponent("missing.json"), with: .success(HTTPResponse(statusCode: 404)))
            return HTTPClientContract.Subject(
                client: client, baseURL: base, unreachableURL: URL(string: "http://unreachable.invalid/users.json")!)
        },
    ]

    /// The stores that can hold corrupt data, each with a way to damage one record.
    static let corruptibleStores: [Implementation<RecordStoreFaultContracts.Subject>] = [
        Implementation("FileRecordStore", kind: "files") { scratch in
            RecordStoreFaultContracts.Subject(
                store: FileRecordStore<TeamRecord>(root: URL(fileURLWithPath: scratch.path)),
                corrupt: { id in
                    try Data("{ not json".utf8).write(to: URL(fileURLWithPath: "\(scratch.path)/teams/\(id).json"))
                })
        },
        Implementation("FakeRecordStore", kind: "fake") { _ in
            let store = FakeRecordStore<TeamRecord>()
            return RecordStoreFaultContracts.Subject(
                store: store,
                corrupt: { id in
                    await store.failAlways(with: .corrupt(collection: "teams", detail: "record \(id) damaged"))
                })
        },
    ]

    /// The stores whose medium can go away, each with a way to take it away.
    static let breakableStores: [Implementation<RecordStoreFaultContracts.Subject>] = [
        Implementation("FileRecordStore", kind: "files") { scratch in
            RecordStoreFaultContracts.Subject(
                store: FileRecordStore<TeamRecord>(root: URL(fileURLWithPath: scratch.path)),
                breakMedium: {
                    // The collection's folder replaced by a file.
                    let folder = URL(fileURLWithPath: "\(scratch.path)/teams")
                    try FileManager.default.removeItem(at: folder)
                    try Data("not a folder".utf8).write(to: folder)
                })
        },
        Implementation("SQLiteRecordStore", kind: "SQLite") { scratch in
            let database = try SQLiteDatabase(path: scratch.path + "/league.sqlite")
            return RecordStoreFaultContracts.Subject(
                store: try await SQLiteRecordStore<TeamRecord>(database: database),
                breakMedium: {
                    // The table dropped behind the store's back.
                    _ = try await database.run { connection throws(SQLiteError) in
                        try connection.query("DROP TABLE teams")
                    }
                })
        },
        Implementation("FakeRecordStore", kind: "fake") { _ in
            let store = FakeRecordStore<TeamRecord>()
            return RecordStoreFaultContracts.Subject(
                store: store, breakMedium: { await store.failAlways(with: .unavailable("the fake's medium is gone")) })
        },
    ]

    /// The player repository over every record store, and the fake repository.
    static let playerRepositories: [Implementation<PlayerRepositoryContract.Subject>] =
        stores(of: PlayerRecord.self).map { store in
            Implementation("RecordStoreRepository on \(store.name)", kind: store.kind) { scratch in
                RecordStoreRepository(store: try await store.make(scratch), bridge: PlayerBridge.self)
            }
        } + [Implementation("FakePlayerRepository", kind: "fake") { _ in FakePlayerRepository() }]

    /// The session store over a value store in memory and on disk, and the fake.
    static let sessionStores: [Implementation<SessionStoreContract.Subject>] = [
        Implementation("StoredSessionStore in memory", kind: "memory") { _ in
            StoredSessionStore(store: MemoryValueStore<StoredSessionStore.Record?>())
        },
        Implementation("StoredSessionStore on disk", kind: "files") { scratch in
            StoredSessionStore(
                store: CodableValueStore<StoredSessionStore.Record?>(
                    storage: DiskByteStorage(root: URL(fileURLWithPath: scratch.path)), key: "session.json"))
        },
        Implementation("FakeSessionStore", kind: "fake") { _ in FakeSessionStore() },
    ]

    /// The value stores whose bytes can be damaged, each with a way to damage them.
    static let corruptibleValueStores: [Implementation<StorageFaultContracts.ValueSubject>] = [
        Implementation("CodableValueStore on disk", kind: "files") { scratch in
            let storage = DiskByteStorage(root: URL(fileURLWithPath: scratch.path))
            return StorageFaultContracts.ValueSubject(
                store: CodableValueStore<[String]>(storage: storage, key: "v.json"),
                corrupt: { try storage.write(Data("{ not a list".utf8), to: "v.json") })
        },
        Implementation("CachedValueStore on disk", kind: "cached") { scratch in
            let storage = DiskByteStorage(root: URL(fileURLWithPath: scratch.path))
            return StorageFaultContracts.ValueSubject(
                store: CachedValueStore(back: CodableValueStore<[String]>(storage: storage, key: "v.json")),
                corrupt: { try storage.write(Data("{ not a list".utf8), to: "v.json") })
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
                storage: DiskByteStorage(root: URL(fileURLWithPath: scratch.path)),
                breakMedium: {
                    let folder = URL(fileURLWithPath: scratch.path + "/folder")
                    try FileManager.default.removeItem(at: folder)
                    try Data("not a folder".utf8).write(to: folder)
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

    /// The user directory: the real gateway against a local server with its copy on disk, the
    /// gateway over fakes, and the fake directory answering as the gateway would.
    static let userDirectories: [Implementation<UserDirectoryContract.Subject>] = [
        Implementation("FallbackUserDirectory over HTTP and disk", kind: "network") { scratch in
            let server = try LocalHTTPServer()
            scratch.onRemove { server.stop() }
            let source = HTTPUserSource(
                performer: RequestPerformer(
                    baseURL: server.baseURL.appendingPathComponent("users.json"),
                    client: URLSessionHTTPClient(timeout: 5),
                    cache: nil))
            let copy = CachedValueStore(
                back: CodableValueStore<[UserRecord]>(
                    storage: DiskByteStorage(root: URL(fileURLWithPath: scratch.path)), key: "users.json"))
            return UserDirectoryContract.Subject(
                directory: FallbackUserDirectory(remote: source, local: copy),
                remoteServes: { users in
                    let records = users.map(UserBridge.record(from:))
                    let json = String(decoding: try JSONEncoder().encode(records), as: UTF8.self)
                    try server.serve(json, at: "users.json")
                },
                remoteFails: {
                    // The server answers 404 once the list is gone.
                    let list = server.root.appendingPathComponent("users.json")
                    if FileManager.default.fileExists(atPath: list.path) {
                        try FileManager.default.removeItem(at: list)
                    }
                })
        },
        Implementation("FallbackUserDirectory over fakes", kind: "fake") { _ in
            let source = FakeUserSource(answer: .failure(UserSourceError("not serving yet")))
            return UserDirectoryContract.Subject(
                directory: FallbackUserDirectory(remote: source, local: FakeValueStore<[UserRecord]>()),
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

    /// The HTTP authentication gateway against a local authority (Tests/Scripts/auth_server.py),
    /// and the fake authenticator.
    static let authenticators: [Implementation<AuthenticatorContract.Subject>] = [
        Implementation("AuthenticationGateway over HTTP", kind: "network") { scratch in
            let port = try LocalHTTPServer.freePort()
            let ready = scratch.path + "/ready"
            let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Scripts/auth_server.py").path
            let server = try ChildProcess.spawn(["python3", script, String(port), ready])
            scratch.onRemove { server.terminate() }
            for _ in 0..<400 where !FileManager.default.fileExists(atPath: ready) {
                try await Task.sleep(for: .milliseconds(10))
            }
            guard FileManager.default.fileExists(atPath: ready) else {
                throw ContractFailure("the auth server did not start")
            }
            let base = URL(string: "http://127.0.0.1:\(port)/")!
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
