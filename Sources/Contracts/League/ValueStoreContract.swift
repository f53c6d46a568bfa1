import InterfaceAdapters

/// What every ``ValueStore`` must do, on string lists. Fresh, empty store per check.
public enum ValueStoreContract {
    public typealias Subject = any ValueStore<[String]>

    public static let contract = Contract<Subject>(
        port: "ValueStore",
        checks: [
            .init("an empty store loads nil and has no revision") { store in
                try expect(try await store.load() == nil, "an empty store loaded a value")
                try expect(try await store.revision() == nil, "an empty store has a revision")
            },
            .init("a saved value loads back") { store in
                try await store.save(["Ada", "Grace"])
                let loaded = try await store.load()
                try expect(loaded == ["Ada", "Grace"], "loaded \(String(describing: loaded))")
            },
            .init("saving replaces the value") { store in
                try await store.save(["Ada"])
                try await store.save([])
                let loaded = try await store.load()
                try expect(loaded == [], "loaded \(String(describing: loaded)) after saving an empty list")
            },
            .init("the revision changes with every save and only then") { store in
                try await store.save(["Ada"])
                let first = try await store.revision()
                let again = try await store.revision()
                try await store.save(["Ada"])
                let second = try await store.revision()
                try expect(first != nil && first == again, "the revision changed without a save")
                try expect(second != first, "saving again kept the revision")
            },
        ])
}
