import DependencyRule
import Testing

/// The one glob rule of `"paths"`, `"members"` and `"exclude"`: `*` and `?` within a name, `**`
/// over any number of folders (none included), and a pattern that holds a folder holds what is in
/// it.
@Suite("PathPattern: one glob rule for paths relative to the configuration", .initAcceptsEveryFixture)
struct PathPatternTests {
    static func folder(_ pattern: String, _ path: String) -> String? {
        PathPattern(pattern).folder(holding: PathPattern.names(of: path))
    }

    @Test("A pattern holds the files under the folder it matches, and says which folder")
    func folders() {
        let file = "App/Features/Login/Views/LoginView.swift"
        #expect(Self.folder("App/Features/*", file) == "App/Features/Login")
        #expect(Self.folder("App/Features", file) == "App/Features")
        #expect(Self.folder("App/Features/**", file) == "App/Features")
        #expect(Self.folder("App/**/Views", file) == "App/Features/Login/Views")
        #expect(Self.folder("App/**/LoginView.swift", file) == file)
        #expect(Self.folder("**/Login*", file) == "App/Features/Login")
        #expect(Self.folder("App/Feature?/Log?n", file) == "App/Features/Login")
        #expect(Self.folder("./App/Features", file) == "App/Features", "a leading ./ is the folder itself")
    }

    @Test("`**` matches no folder too, chains of `**` pass each other, and what does not match holds nothing")
    func misses() {
        #expect(Self.folder("App/**/Entities/**", "App/Entities/User.swift") == "App/Entities")
        #expect(Self.folder("**/**/User.swift", "User.swift") == "User.swift")
        #expect(Self.folder("App/Entities", "App/EntitiesOld/User.swift") == nil)
        #expect(Self.folder("App/*/Views", "App/Views/A.swift") == nil)
        #expect(Self.folder("Other/**", "App/Entities/User.swift") == nil)
        #expect(Self.folder("App/Entities/User.swift/More", "App/Entities/User.swift") == nil)
        #expect(!PathPattern("").holds(names: PathPattern.names(of: "App/A.swift")), "an empty pattern holds nothing")
    }

    @Test("The literal start is the names before the first wildcard")
    func literalStart() {
        #expect(PathPattern("Sources/App/*/League/**").literalStart == ["Sources", "App"])
        #expect(PathPattern("Sources/App/Entities").literalStart == ["Sources", "App", "Entities"])
        #expect(PathPattern("**/Views").literalStart == [])
    }

    @Test("A backslash makes the next character plain: an escaped name matches itself alone")
    func escapes() {
        #expect(TargetPattern("Kit\\?").matches("Kit?") && !TargetPattern("Kit\\?").matches("Kit1"))
        #expect(TargetPattern("\\*Core").matches("*Core") && !TargetPattern("\\*Core").matches("AppCore"))
        #expect(TargetPattern("a\\\\b").matches("a\\b"))
        for name in ["Kit?", "*Core", "a\\b", "Util?", "plain"] {
            #expect(TargetPattern(TargetPattern.escaped(name)).matches(name))
        }
        #expect(TargetPattern.escaped("plain") == "plain")
        #expect(PathPattern.escaped("App/Util?/*.swift") == "App/Util\\?/\\*.swift")
        #expect(Self.folder(PathPattern.escaped("App/Util?") + "/**", "App/Util?/H.swift") == "App/Util?")
        #expect(Self.folder(PathPattern.escaped("App/Util?") + "/**", "App/Utils/H.swift") == nil)
    }

    @Test("matchesWhole: the whole path, not a folder of it; `**` for any number of folders, none included")
    func whole() {
        let whole = { (pattern: String, path: String) in
            PathPattern(pattern).matchesWhole(names: PathPattern.names(of: path))
        }
        #expect(whole("**/*.swift", "a/b/c.swift") && whole("**/*.swift", "c.swift") && !whole("**/*.swift", "a/b.md"))
        #expect(whole("Docs/*", "Docs/a.md") && !whole("Docs/*", "Docs/a/b.md") && !whole("Docs/*", "Docs"))
        #expect(whole("Docs/**", "Docs/a/b.md") && whole("App/**/Entities/*", "App/Entities/User.swift"))
        #expect(!whole("App/Entities", "App/Entities/User.swift") && whole("App/Entities", "App/Entities"))
        #expect(!whole("", "") && !whole("a", ""))
    }
}
