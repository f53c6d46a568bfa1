import Foundation
import InterfaceAdapters

/// What every byte storage must do, through the async protocols, and what it returned must be
/// kept when it is opened again, after a power cut too. Fresh, empty storage per check.
public enum AsyncByteStorageContract {
    public typealias Subject = any AsyncByteStorage

    static let one = Data("one".utf8)
    static let two = Data("two, longer".utf8)

    public static let contract = Contract<Subject>(
        port: "AsyncByteStorage",
        checks: [
            .init("a missing key reads as nil and has no revision") { storage in
                try expect(try await storage.read("a/missing.json") == nil, "a missing key read as bytes")
                try expect(try await storage.revision(of: "a/missing.json") == nil, "a missing key has a revision")
            },
            .init("written bytes read back, in nested folders too") { storage in
                try await storage.write(one, to: "top.bin")
                try await storage.write(two, to: "a/b/c.bin")
                try expect(try await storage.read("top.bin") == one, "top.bin did not read back")
                try expect(try await storage.read("a/b/c.bin") == two, "a/b/c.bin did not read back")
            },
            .init("empty data is stored as empty, not as missing") { storage in
                try await storage.write(Data(), to: "empty")
                try expect(try await storage.read("empty") == Data(), "empty data read back as missing or non-empty")
            },
            .init("write replaces what was there") { storage in
                try await storage.write(two, to: "k")
                try await storage.write(one, to: "k")
                try expect(try await storage.read("k") == one, "the second write did not replace the first")
            },
            .init("create stores only when the key is free, and keeps the first bytes") { storage in
                try await storage.create(one, at: "k")
                try await expectThrows(ByteStorageError.alreadyExists("k")) { () async throws(ByteStorageError) in
                    try await storage.create(two, at: "k")
                }
                try expect(try await storage.read("k") == one, "a refused create changed the bytes")
            },
            .init("remove deletes; removing a missing key is refused as not found") { storage in
                try await storage.write(one, to: "k")
                try await storage.remove("k")
                try expect(try await storage.read("k") == nil, "a removed key still reads")
                try await expectThrows(ByteStorageError.notFound("k")) { () async throws(ByteStorageError) in
                    try await storage.remove("k")
                }
            },
            .init("keys lists a folder's direct entries, sorted; a missing folder is empty") { storage in
                for key in ["f/b.json", "f/a.json", "f/sub/c.json", "g/d.json"] {
                    try await storage.write(one, to: key)
                }
                let keys = try await storage.keys(in: "f")
                try expect(keys == ["f/a.json", "f/b.json"], "keys(in: \"f\") is \(keys)")
                try expect(try await storage.keys(in: "none").isEmpty, "a missing folder lists keys")
            },
            .init("the revision changes with every write and only then") { storage in
                try await storage.write(one, to: "k")
                let first = try await storage.revision(of: "k")
                let again = try await storage.revision(of: "k")
                try await storage.write(one, to: "k")
                let second = try await storage.revision(of: "k")
                try expect(first != nil && first == again, "the revision changed without a write")
                try expect(second != first, "rewriting the same bytes kept the revision \(String(describing: first))")
            },
            .init("what a call returned is kept when the storage is opened again, even after a power cut then") {
                storage, reopening in
                try await storage.write(one, to: "a/1.bin")
                try await storage.create(two, at: "a/b/2.bin")
                try await storage.write(two, to: "a/1.bin")
                try await storage.write(one, to: "gone.bin")
                try await storage.remove("gone.bin")
                for reopened in try await reopening.afterPowerCut() {
                    let replaced = try await reopened.read("a/1.bin")
                    let created = try await reopened.read("a/b/2.bin")
                    let removed = try await reopened.read("gone.bin")
                    try expect(
                        replaced == two, "opened again, the replaced a/1.bin holds \(String(describing: replaced))")
                    try expect(
                        created == two, "opened again, the created a/b/2.bin holds \(String(describing: created))")
                    try expect(removed == nil, "opened again, the removed gone.bin is back")
                    let keys = try await reopened.keys(in: "a")
                    try expect(keys == ["a/1.bin"], "opened again, keys(in: \"a\") is \(keys)")
                }
            },
            .init("keys that could leave the root are refused") { storage in
                for key in ["../x", "a/../../x", "/etc/passwd", "", "a//b", "./a", "a\u{0}b"] {
                    do {
                        try await storage.write(one, to: key)
                        throw ContractFailure("the key \(key.debugDescription) was accepted")
                    } catch let error as ByteStorageError {
                        guard case .invalidKey = error else {
                            throw ContractFailure("the key \(key.debugDescription) gave \(error), not invalidKey")
                        }
                    }
                }
            },
        ])
    /// A byte storage meant for secrets (a session's token), and a way to see what of it another
    /// account could read.
    public struct SecretSubject: Sendable {
        public let storage: any AsyncByteStorage
        /// What another account could read or enter: each file or folder the storage created
        /// with, or holds with, permissions for group or others, temporary files included. Empty
        /// when nothing is outside the process (memory, the fakes).
        public let readableByOthers: @Sendable () throws -> [String]

        public init(storage: any AsyncByteStorage, readableByOthers: @escaping @Sendable () throws -> [String]) {
            self.storage = storage
            self.readableByOthers = readableByOthers
        }
    }

    static let secret = Data("token-8f14e45fceea167a".utf8)

    /// What a byte storage for secrets must do besides every byte storage's checks.
    public static let secrets = Contract<SecretSubject>(
        port: "AsyncByteStorage for secrets",
        checks: [
            .init("no other account can read what it holds or enter its folders, from the first byte") { subject in
                try await subject.storage.write(secret, to: "sessions/1.json")
                try await subject.storage.create(secret, at: "sessions/a/2.json")
                try await subject.storage.write(secret, to: "sessions/1.json")
                try expect(try await subject.storage.read("sessions/1.json") == secret, "the secret did not read back")
                let exposed = try subject.readableByOthers()
                try expect(exposed.isEmpty, "other accounts could read: \(exposed.joined(separator: ", "))")
            }
        ])
}
