import Testing

@testable import DependencyRule

/// Path arithmetic: the quick joins agree with the normalizing ones on every kind of path.
@Suite("Path: absolute and relative paths, quick where plain", .initAcceptsEveryFixture)
struct PathTests {
    static let paths = [
        "a", "a/b.swift", "./a", "a/./b", "a/../b", "../a", "a//b", "a/", ".hidden/x", "a/.../b", "a/..b/c", "..",
        ".", "/abs/x", "", "é/ß.swift",
    ]
    static let folders = ["/", "/root", "/root/sub", "/root/./x", "/root//y", "/root/../z", "/root/"]

    @Test("absolute(_:in:) is the normalized join, whatever the path")
    func absolute() {
        for folder in Self.folders {
            for path in Self.paths {
                let slow = "/" + Path.normalized(path.hasPrefix("/") ? path : folder + "/" + path)
                #expect(Path.absolute(path, in: folder) == slow, "\(path) in \(folder)")
            }
        }
    }

    @Test("relativeClimbing(_:from:) inside, beside and above the root")
    func relative() {
        #expect(Path.relativeClimbing("/w/app/Sources/A.swift", from: "/w/app") == "Sources/A.swift")
        #expect(Path.relativeClimbing("/w/app", from: "/w/app") == "")
        #expect(Path.relativeClimbing("/w/shared/Kit", from: "/w/app") == "../shared/Kit")
        #expect(Path.relativeClimbing("/w/apple/x", from: "/w/app") == "../apple/x")
        #expect(Path.relativeClimbing("/w/app/./x/../y", from: "/w/app") == "y")
        #expect(Path.relativeClimbing("/elsewhere", from: "/w/app") == "../../elsewhere")
        #expect(Path.relativeClimbing("/w/app/é/ß.swift", from: "/w/app") == "é/ß.swift")
    }
}
