import Foundation
import Testing

/// What a review found on odd but real inputs: nothing left to check, SwiftPM that cannot finish,
/// third-party folders, link loops in "members", packages that only share a target's name,
/// members of one name, a shared cache folder, and every form of a workspace document that is
/// wrong.
@Suite("check --workspace on odd inputs: fail closed, name apart, leave third-party code out", .initAcceptsEveryFixture)
struct WorkspaceRobustnessTests {
    @Test("When every member found is left out, nothing is checked: exit 2, saying what was left out")
    func nothingLeft() async throws {
        let app = try WorkspaceFixture(
            packages: [.init("Hidden", targets: [.init("Hidden")])], files: ["Hidden/README.md": "no sources\n"])
        defer { app.remove() }
        for command in ["check", "imports", "graph", "init", "fix"] {
            let run = await app.run(command)
            #expect(run.status == 2, "\(command): \(run.output)\(run.errors)")
            #expect(
                run.errors
                    == ".: error: no member left to check: every package and project found was left out:\nHidden/Package.swift: warning: left out of the workspace: no source folder for target 'Hidden': SwiftPM expects its files under 'Sources/Hidden', 'Sources', or a path: in Package.swift, and nothing references it (a placeholder that hides its folder from Xcode, or a package nothing builds?)\n",
                "\(command): \(run.errors)")
        }
        #expect(app.read("dependency-rules.json") == nil, "init wrote nothing")
    }

    @Test(
        "Nothing to check is never a pass: no Swift target, no layer, a layer with no target, a Tuist project not generated"
    )
    func nothingToCheck() async throws {
        let app = try WorkspaceFixture(
            packages: [.init("CKit", targets: [.init("CKit")])],
            files: [
                "CKit/Sources/CKit/kit.c": "int kit(void) { return 1; }\n",
                "CKit/Sources/CKit/include/kit.h": "int kit(void);\n",
            ])
        defer { app.remove() }
        for command in ["check", "graph", "init"] {
            let run = await app.run(command)
            #expect(run.status == 2, "\(command): \(run.output)\(run.errors)")
            #expect(
                run.errors == ".: error: nothing to check: no target of the workspace's 1 member has a Swift file\n",
                "\(command): \(run.errors)")
            #expect(run.output.isEmpty, "\(command): \(run.output)")
        }
        #expect(app.read("dependency-rules.json") == nil, "init wrote nothing")

        try app.write("int more(void) { return 2; }\n", to: "CKit/Sources/CKit/more.c")
        try app.write("public struct K {}\n", to: "Kit/Sources/Kit/K.swift")
        try app.write(
            WorkspaceFixture.Package("Kit", targets: [.init("Kit")]).manifest, to: "Kit/Package.swift")
        for (config, error) in [
            (
                #"{ "layers": [] }"#,
                "dependency-rules.json:1:13: error: \"layers\" is empty: with no layer nothing is checked; list the layers, innermost first\n"
            ),
            (
                #"{ "layers": [{ "name": "Core", "targets": [] }] }"#,
                "dependency-rules.json:1:43: error: \"targets\" of layer 'Core' is empty: a layer with no target checks nothing; name its targets, or remove the layer\n"
            ),
        ] {
            try app.write(config, to: "dependency-rules.json")
            let run = await runChecker(["check", "--workspace", "."], currentDirectory: app.root.path)
            #expect(run.status == 2, "\(config): \(run.output)\(run.errors)")
            #expect(run.errors == error, "\(config): \(run.errors)")
        }
    }

    @Test("A Tuist project whose .xcodeproj is not generated: exit 2, saying to generate it first")
    func tuistNotGenerated() async throws {
        let app = try WorkspaceFixture(
            packages: [.init("Packages/Kit", name: "Kit", targets: [.init("Kit")])],
            files: [
                "Packages/Kit/Sources/Kit/K.swift": "public struct K {}\n",
                "Project.swift": "import ProjectDescription\nlet project = Project(name: \"App\", targets: [])\n",
                "Tuist/Config.swift": "import ProjectDescription\n",
                "App/Sources/App.swift": "import Kit\n",
            ])
        defer { app.remove() }
        for command in ["check", "init"] {
            let run = await app.run(command)
            #expect(run.status == 2, "\(command): \(run.output)\(run.errors)")
            #expect(
                run.errors
                    == ".: error: a Tuist project (Project.swift) with no generated .xcodeproj: the app's targets are not known yet; generate the project first (`tuist generate`), then check it\n",
                "\(command): \(run.errors)")
        }
        // Generated, it is checked like any project.
        try app.write(
            XcodeProjectFixture(
                targets: [.init(name: "App", synchronized: ["App/Sources"], products: ["Kit"])],
                folderPackages: ["Packages/Kit"]
            ).text,
            to: "App.xcodeproj/project.pbxproj")
        let generated = await app.run("check")
        #expect(generated.status == 0, "\(generated.output)\(generated.errors)")
    }

    @Test(
        "A package nothing references whose manifest SwiftPM cannot finish reading stops the check: never skipped with a pass"
    )
    func swiftPMOutOfTime() async throws {
        let app = try WorkspaceFixture(
            packages: [.init("Kit", targets: [.init("Kit")])],
            files: [
                "Kit/Sources/Kit/K.swift": "public struct K {}\n",
                "Spinning/Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                var spinning = true
                while spinning { spinning = Int.random(in: 0...10) < 100 }
                let package = Package(name: "Spinning", targets: [.target(name: "S")])

                """,
                "Spinning/Sources/S/S.swift": "\n",
            ])
        defer { app.remove() }
        let run = await app.run("check", "--manifest-timeout", "1")
        #expect(run.status == 2, "\(run.output)\(run.errors)")
        #expect(run.output.isEmpty)
        #expect(
            run.errors.hasPrefix(
                "Spinning/Package.swift: error: SwiftPM did not finish reading the manifest within 1 s, so it was stopped with every process it started"
            ), "\(run.errors)")
    }

    @Test("Pods listed by the workspace are third-party code: no member, whether installed or not, and said once")
    func pods() async throws {
        let workspace = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App.xcodeproj"></FileRef>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
            </Workspace>
            """
        let app = try WorkspaceFixture(
            packages: [],
            projects: ["App.xcodeproj": XcodeProjectFixture(targets: [.init(name: "App", synchronized: ["App"])])],
            files: ["App/App.swift": "import Alamofire\n", "App.xcworkspace/contents.xcworkspacedata": workspace])
        defer { app.remove() }
        let missing = await app.run("check", entry: "App.xcworkspace")
        #expect(missing.status == 0, "\(missing.output)\(missing.errors)")
        #expect(
            missing.errors
                == "Pods/Pods.xcodeproj: note: third-party code (in a Pods, Carthage or build folder): not a member\n"
                + FixturePackage.importRulesOnly(" --workspace App.xcworkspace"), "\(missing.errors)")
        try app.write(
            XcodeProjectFixture(targets: [.init(name: "Alamofire", type: "framework", sources: ["Source/AF.swift"])])
                .text,
            to: "Pods/Pods.xcodeproj/project.pbxproj")
        try app.write("public struct AF {}\n", to: "Pods/Source/AF.swift")
        let installed = await app.run("check", entry: "App.xcworkspace")
        #expect(installed.status == 0, "\(installed.output)\(installed.errors)")
        #expect(
            installed.output.contains("(workspace of 1 member: 0 packages, 1 Xcode project): 1 target"),
            "\(installed.output)")
    }

    @Test("\"members\" walks as discovery does: a link loop is an error, a package reached twice is one member")
    func membersGlobs() async throws {
        let app = try WorkspaceFixture(
            packages: [.init("Packages/Kit", name: "Kit", targets: [.init("Kit")])],
            files: ["Packages/Kit/Sources/Kit/K.swift": "public struct K {}\n"],
            config: #"{ "members": ["**"], "layers": [{ "name": "Core", "targets": ["Kit"] }] }"#)
        defer { app.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: app.root.appendingPathComponent("Packages/Again").path, withDestinationPath: "Kit")
        let twice = await app.run("check")
        #expect(twice.status == 0, "\(twice.output)\(twice.errors)")
        #expect(twice.output.contains("(workspace of 1 member: 1 package, 0 Xcode projects)"), "\(twice.output)")

        try FileManager.default.removeItem(at: app.root.appendingPathComponent("Packages/Again"))
        try FileManager.default.createSymbolicLink(
            atPath: app.root.appendingPathComponent("Packages/Kit/Up").path, withDestinationPath: "../..")
        let loop = await app.run("check")
        #expect(loop.status == 2)
        #expect(
            loop.errors
                == "Packages/Kit/Up: error: a symbolic link loop: it leads back to '.', a folder it is in; remove it, or list the members in \"members\"\n",
            "\(loop.errors)")
    }

    @Test("A package that only shares a target's name with the one the app uses is checked, not taken for a copy")
    func unrelatedPackageSharingATargetName() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init("Packages/Models", name: "Models", targets: [.init("Models")]),
                .init("Server", targets: [.init("Models")]),
            ],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "App", synchronized: ["App"], products: ["Models"])],
                    folderPackages: ["Packages/Models"])
            ],
            files: [
                "Packages/Models/Sources/Models/M.swift": "public struct M {}\n", "App/App.swift": "import Models\n",
                "Server/Sources/Models/M.swift": "public struct Row {}\n",
            ], config: WorkspaceFixture.oneLayer)
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(
            run.output.contains("(workspace of 3 members: 2 packages, 1 Xcode project): 3 targets"), "\(run.output)")
    }

    @Test("A package and a project of one name are told apart by path; --target takes a target's name in its member")
    func membersOfOneName() async throws {
        let app = try WorkspaceFixture(
            packages: [.init("", name: "Hello", targets: [.init("Hello")])],
            projects: [
                "Darwin/Hello.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "Hello", synchronized: ["App"])], folderPackages: [".."])
            ],
            files: ["Sources/Hello/H.swift": "public struct H {}\n", "Darwin/App/Main.swift": "import Hello\n"])
        defer { app.remove() }
        let run = await app.check()
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(run.findings == ["undeclared-import Darwin/App/Main.swift:1:1"], "\(run.output)")
        #expect(run.diagnostics.first?["target"] as? String == "Darwin/Hello.xcodeproj/Hello")
        let only = await app.check("--target", "Darwin/Hello.xcodeproj/Hello")
        #expect(only.findings == run.findings, "\(only.output)\(only.errors)")
        let unknown = await app.run("check", "--target", "Nope")
        #expect(unknown.status == 2)
        #expect(unknown.errors == "error: --target: the workspace has no target 'Nope'\n", "\(unknown.errors)")
    }

    @Test("One --cache-path folder serves every package: each keeps its entry, and a second run starts no SwiftPM")
    func sharedCacheFolder() async throws {
        var one = WorkspaceFixture.Package("One", targets: [.init("One")])
        var two = WorkspaceFixture.Package("Two", targets: [.init("Two")])
        one.readBySwiftPM = true
        two.readBySwiftPM = true
        let app = try WorkspaceFixture(
            packages: [one, two],
            files: [
                "One/Sources/One/O.swift": "public struct O {}\n", "Two/Sources/Two/T.swift": "public struct T {}\n",
            ])
        defer { app.remove() }
        let cache = app.root.appendingPathComponent(".cache").path
        func entries() throws -> [String: Date] {
            var found: [String: Date] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: cache) where name.hasPrefix("manifest-") {
                found[name] =
                    try FileManager.default.attributesOfItem(atPath: cache + "/" + name)[.modificationDate] as? Date
            }
            return found
        }
        let first = await app.run("check", "--cache-path", cache)
        #expect(first.status == 0, "\(first.output)\(first.errors)")
        let written = try entries()
        #expect(written.count == 2, "\(written)")
        let second = await app.run("check", "--cache-path", cache)
        #expect(second.status == 0, "\(second.output)\(second.errors)")
        // Both read from the cache: no entry written again, none removed.
        #expect(try entries() == written)
    }

    @Test(
        "Workspace documents that are wrong: where, and what was expected",
        arguments: [
            (
                "<Workspace>\n<FileRef location = \"somewhere:App.xcodeproj\"/>\n</Workspace>\n",
                "App.xcworkspace/contents.xcworkspacedata:2:1: error: unknown location kind 'somewhere' in 'somewhere:App.xcodeproj': expected group:, container:, absolute: or self:"
            ),
            (
                "<Workspace>\n<FileRef location = \"App.xcodeproj\"/>\n</Workspace>\n",
                "App.xcworkspace/contents.xcworkspacedata:2:1: error: a location is written KIND:PATH (group:, container:, absolute:, self:), not 'App.xcodeproj'"
            ),
            (
                "<Workspace>\n<FileRef location = \"group:App.xcodeproj\"\n",
                "App.xcworkspace/contents.xcworkspacedata:2:1: error: unexpected end of file: the tag '<FileRef' opened here is not closed with '>'"
            ),
            (
                "<Workspace>\n<!-- never closed\n",
                "App.xcworkspace/contents.xcworkspacedata:2:1: error: unexpected end of file: the comment opened here is not closed with '-->'"
            ),
            (
                "<Workspace>\n",
                "App.xcworkspace/contents.xcworkspacedata:2: error: unexpected end of file: '<Workspace>' is not closed"
            ),
        ])
    func workspaceDocuments(text: String, message: String) async throws {
        let app = try WorkspaceErrorTests.app(files: ["App.xcworkspace/contents.xcworkspacedata": text])
        defer { app.remove() }
        await WorkspaceErrorTests.expectRefusal(app, message, entry: "App.xcworkspace")
    }

    @Test("A sub-project the project names that is not there: exit 2 at its line")
    func missingSubproject() async throws {
        let app = try WorkspaceErrorTests.app()
        defer { app.remove() }
        let text = try #require(app.read("App.xcodeproj/project.pbxproj"))
        let main = try #require(text.firstMatch(of: #/mainGroup = (\w+);/#)).output.1
        let edited = text.replacingOccurrences(
            of: "/* Begin PBXGroup section */",
            with:
                "/* Begin PBXFileReference section */\n\t\tAAAAAAAAAAAAAAAAAAAAAAAA = {isa = PBXFileReference; lastKnownFileType = \"wrapper.pb-project\"; path = Vendor/Lib.xcodeproj; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */\n\n/* Begin PBXGroup section */"
        ).replacingOccurrences(
            of: "\t\t\(main) /* Main */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n",
            with:
                "\t\t\(main) /* Main */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\tAAAAAAAAAAAAAAAAAAAAAAAA,\n"
        )
        try app.write(edited, to: "App.xcodeproj/project.pbxproj")
        let line = WorkspaceErrorTests.line(of: "AAAAAAAAAAAAAAAAAAAAAAAA = {", in: edited)
        await WorkspaceErrorTests.expectRefusal(
            app,
            "App.xcodeproj/project.pbxproj:\(line): error: the project references the project 'Vendor/Lib.xcodeproj', which does not exist"
        )
    }
}
