/// Targets that exist for tests: test doubles, fixtures and helpers.
///
/// - Named for tests (`TestUtils`, `Mocks`, `Fixtures`…) and used by tests only, or by other
///   test support: test support, even when a library product ships it (the usual way to share
///   fakes with other packages), unless that would leave the package no production target at
///   all (then the package is a testing library, and its targets are its production code).
/// - Not named so, but used only by tests and test support: test support, unless a product
///   ships it (a library's API that only its own tests use here), it is an executable, or it is
///   the last production target left (the package's code, which its tests test).
/// - Whatever production code uses is production code, whatever its name (`ABTesting`).
enum TestSupportInference {
    /// The words that name test doubles and test helpers, in names like `NetworkMocks` or
    /// `AppTestUtilities`.
    static let words =
        ["TestSupport", "TestUtils", "TestUtilities", "TestHelpers", "TestKit", "Testing", "Fixtures", "Fixture"]
        + doubleWords

    /// The words that name test doubles themselves, in names like `MockClock` or `NetworkFakes`.
    static let doubleWords = ["Mock", "Mocks", "Fake", "Fakes", "Stub", "Stubs", "Spy", "Spies", "Dummy", "Dummies"]

    /// The word of `words` that names `name` as test support, if any: one of its words, or its
    /// ending for the longer ones (`AppTestUtils`).
    static func word(naming name: String) -> String? {
        let parts = CamelCaseWords.split(name)
        return words.first { word in
            parts.contains(word) || (word.count > 4 && name.hasSuffix(word))
                || (word.hasPrefix("Test") && parts.joined().contains(word))
        }
    }

    /// The test-support targets among `candidates`, each with its reason.
    static func testSupport(_ candidates: [String], facts: PackageFacts) -> [(target: String, reason: String)] {
        // Named so, or in a package named so (a workspace's TestUtilities package).
        let named = candidates.compactMap { name in
            (word(naming: facts.localName(of: name)) ?? facts.workspace.packageOf[name].flatMap(word(naming:)))
                .map { (name, $0) }
        }
        // Named like test support and used by nothing that is not a test or named like support.
        let namedNames = Set(named.map(\.0))
        let usedLikeSupport = named.filter { name, _ in
            (facts.users[name] ?? []).allSatisfy { facts.tests.contains($0) || namedNames.contains($0) }
        }
        // A package whose every production target would be test support is a testing library.
        let leavesProduction = candidates.contains { name in !usedLikeSupport.contains { $0.0 == name } }
        var found: [(target: String, reason: String)] = usedLikeSupport.compactMap { name, word in
            if facts.exported.contains(name) && !leavesProduction { return nil }
            let shippedNote = facts.exported.contains(name) ? ", though a library product ships it (to share it)" : ""
            return (name, "named like test support (\(word)) and used only by tests\(shippedNote)")
        }
        // Used only by tests and test support (a fixed point: support may use support), while
        // some production target is left: a package's last one is what its tests test.
        var changed = true
        while changed {
            changed = false
            let support = Set(found.map(\.target))
            guard candidates.count - support.count > 1 else { break }
            for name in candidates where !support.contains(name) {
                guard facts.kind(of: name) != .executable, !facts.exported.contains(name),
                    let using = facts.users[name], !using.isEmpty,
                    using.allSatisfy({ facts.tests.contains($0) || support.contains($0) })
                else { continue }
                let through = using.filter { support.contains($0) }.sorted()
                found.append(
                    (
                        name,
                        through.isEmpty
                            ? "used by test targets only"
                            : "used only by tests and test support (\(through.joined(separator: ", ")))"
                    ))
                changed = true
                break
            }
        }
        return found
    }
}
