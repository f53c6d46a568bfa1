import Foundation
import Testing

/// Every way a project file can be wrong: exit 2, nothing on standard output, and standard error
/// saying which file, where, and what was wrong.
@Suite("project.pbxproj that cannot be read: each error, at its place", .initAcceptsEveryFixture)
struct XcodeProjectReaderErrorTests {
    /// A one-target project: `App`, its synchronized folder `App`, product types and ids short.
    static func project(objects: String, root: String = "P") -> String {
        """
        // !$*UTF8*$!
        {
        	objects = {
        \(objects)
        	};
        	rootObject = \(root);
        }

        """
    }

    static let mainGroup = "\t\tG = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };"

    static let cases: [(name: String, text: String, message: String)] = [
        (
            "no objects", "// !$*UTF8*$!\n{\n\trootObject = P;\n}\n",
            "App.xcodeproj/project.pbxproj:2:1: error: the project file has no \"objects\" dictionary"
        ),
        (
            "no rootObject", "{\n\tobjects = {\n\t};\n}\n",
            "App.xcodeproj/project.pbxproj:1:1: error: the project file has no \"rootObject\""
        ),
        (
            "not a dictionary", "( a, b )\n",
            "App.xcodeproj/project.pbxproj:1:1: error: a project file holds a dictionary, not an array"
        ),
        (
            "an object that is not a dictionary", project(objects: "\t\tP = plain;"),
            "App.xcodeproj/project.pbxproj:4:7: error: each object is a dictionary under its id, not a string"
        ),
        (
            "rootObject names something else", project(objects: mainGroup, root: "G"),
            "App.xcodeproj/project.pbxproj:6:15: error: \"rootObject\" names a PBXGroup, not the PBXProject"
        ),
        (
            "rootObject names nothing", project(objects: mainGroup, root: "Q"),
            "App.xcodeproj/project.pbxproj:6:15: error: \"rootObject\" names object Q, which the project does not define"
        ),
        (
            "a list that is not one",
            project(objects: "\t\tP = {isa = PBXProject; mainGroup = G; targets = T; };\n" + mainGroup),
            "App.xcodeproj/project.pbxproj:4:51: error: \"targets\" of a PBXProject must be a list of object ids, not a string"
        ),
        (
            "a list of something else than ids",
            project(objects: "\t\tP = {isa = PBXProject; mainGroup = G; targets = ( { a = b; } ); };\n" + mainGroup),
            "App.xcodeproj/project.pbxproj:4:53: error: \"targets\" of a PBXProject must hold object ids, not a dictionary"
        ),
        (
            "a local package without its path",
            project(
                objects:
                    "\t\tP = {isa = PBXProject; mainGroup = G; packageReferences = (L); targets = (); };\n\t\tL = {isa = XCLocalSwiftPackageReference; };\n"
                    + mainGroup),
            "App.xcodeproj/project.pbxproj:5: error: a local package reference without \"relativePath\""
        ),
        (
            "packageReferences naming a group",
            project(
                objects: "\t\tP = {isa = PBXProject; mainGroup = G; packageReferences = (G); targets = (); };\n"
                    + mainGroup),
            "App.xcodeproj/project.pbxproj:4: error: \"packageReferences\" names a PBXGroup, not a package reference"
        ),
        (
            "groups that contain each other",
            project(
                objects: """
                    		P = {isa = PBXProject; mainGroup = G; targets = (T); };
                    		G = {isa = PBXGroup; children = (H); sourceTree = "<group>"; };
                    		H = {isa = PBXGroup; children = (G, F); path = Sub; sourceTree = "<group>"; };
                    		F = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
                    		B = {isa = PBXBuildFile; fileRef = F; };
                    		S = {isa = PBXSourcesBuildPhase; files = (B); };
                    		T = {isa = PBXNativeTarget; buildPhases = (S); name = App; productType = "com.apple.product-type.application"; };
                    """),
            "App.xcodeproj/project.pbxproj:6: error: groups contain each other (object H): the project's group tree has a loop"
        ),
        (
            "an exception set adding a file that is not there",
            project(
                objects: """
                    		P = {isa = PBXProject; mainGroup = G; targets = (T); };
                    		G = {isa = PBXGroup; children = (R); sourceTree = "<group>"; };
                    		R = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E); path = Shared; sourceTree = "<group>"; };
                    		E = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Gone.swift); target = T; };
                    		T = {isa = PBXNativeTarget; buildPhases = (); name = App; productType = "com.apple.product-type.app-extension"; };
                    """),
            "App.xcodeproj/project.pbxproj:6: error: an exception set adds 'Gone.swift' of the synchronized folder 'Shared' to target 'App', but it does not exist"
        ),
        (
            "a product naming something that is no package",
            project(
                objects: """
                    		P = {isa = PBXProject; mainGroup = G; targets = (T); };
                    		\(mainGroup.trimmingCharacters(in: .whitespaces))
                    		D = {isa = XCSwiftPackageProductDependency; package = G; productName = Kit; };
                    		T = {isa = PBXNativeTarget; buildPhases = (); name = App; packageProductDependencies = (D); productType = "com.apple.product-type.application"; };
                    """),
            "App.xcodeproj/project.pbxproj:6:57: error: package product 'Kit' names a PBXGroup, not a package reference"
        ),
    ]

    @Test("Each malformed project: exit 2 and the message at its place", arguments: cases.indices)
    func malformed(index: Int) async throws {
        let (name, text, message) = Self.cases[index]
        let app = try WorkspaceFixture(
            packages: [], files: ["App.xcodeproj/project.pbxproj": text, "Shared/Here.swift": "\n"])
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 2, "\(name): \(run.output)\(run.errors)")
        #expect(run.output.isEmpty, "\(name)")
        #expect(run.errors == message + "\n", "\(name): \(run.errors)")
    }

    @Test("A project file that cannot be read, and a workspace DIR that is a file: exit 2 naming them")
    func unreadable() async throws {
        let app = try WorkspaceFixture(packages: [], files: ["App.xcodeproj/project.pbxproj/inside": "a folder\n"])
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 2)
        #expect(
            run.errors
                == "App.xcodeproj/project.pbxproj: error: cannot read the project: cannot read: Is a directory\n",
            "\(run.errors)")
        let file = await app.run("check", entry: "App.xcodeproj/project.pbxproj/inside")
        #expect(file.status == 2)
        #expect(
            file.errors
                == "\(app.root.path)/App.xcodeproj/project.pbxproj/inside: error: --workspace takes a folder, an .xcworkspace or an .xcodeproj\n",
            "\(file.errors)")
    }
}
