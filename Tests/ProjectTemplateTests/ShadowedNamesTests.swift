import Foundation
import ProcessSpawning
import Testing

@testable import ProjectTemplate

/// The names `add feature` refuses as shadowing are the standard library's public types, read
/// from the toolchain's own module interfaces, and the documented framework names.
@Suite("Shadowed names: every public type of the standard library, and the documented framework names")
struct ShadowedNamesTests {
    /// The interface of `module` in the toolchain that runs these tests, if it ships one.
    static func interface(of module: String) async throws -> String? {
        let info = try await ChildProcess.run(["swiftc", "-print-target-info"])
        guard info.status == 0,
            let object = try JSONSerialization.jsonObject(with: Data(info.standardOutput.utf8)) as? [String: Any],
            let paths = object["paths"] as? [String: Any], let resources = paths["runtimeResourcePath"] as? String,
            let target = (object["target"] as? [String: Any])?["moduleTriple"] as? String
        else { return nil }
        // Linux keeps the interfaces beside the static libraries; macOS in the SDK.
        for folder in [resources.replacing("/lib/swift", with: "/lib/swift_static") + "/linux", resources + "/linux"] {
            let path = "\(folder)/\(module).swiftmodule/\(target).swiftinterface"
            if let text = try? String(contentsOfFile: path, encoding: .utf8) { return text }
        }
        return nil
    }

    @Test(
        "The standard library's list is every public type the toolchain's Swift, _Concurrency and _StringProcessing declare"
    )
    func standardLibrary() async throws {
        var declared: Set<String> = []
        for module in ["Swift", "_Concurrency", "_StringProcessing"] {
            guard let text = try await Self.interface(of: module) else {
                // No interface to read (another platform's toolchain layout): nothing to compare.
                return
            }
            let declaration =
                #/(?m)^(?:@[\w().:, "*]+\s+)*public\s+(?:(?:final|indirect|nonisolated|@\w+)\s+)*(?:struct|class|enum|protocol|typealias|actor)\s+`?([A-Za-z][A-Za-z0-9_]*)/#
            for match in text.matches(of: declaration) { declared.insert(String(match.output.1)) }
        }
        #expect(declared.contains("Task") && declared.contains("Result") && declared.count > 300)
        #expect(
            ShadowedNames.standardLibrary == declared,
            "missing: \(declared.subtracting(ShadowedNames.standardLibrary).sorted()), extra: \(ShadowedNames.standardLibrary.subtracting(declared).sorted())"
        )
    }

    @Test("The documented names are there, each with its module; --allow-shadowing's names are among them")
    func documented() {
        for (name, module) in [
            ("Date", "Foundation"), ("Data", "Foundation"), ("URL", "Foundation"), ("UUID", "Foundation"),
            ("Decimal", "Foundation"), ("Image", "SwiftUI"), ("Text", "SwiftUI"), ("View", "SwiftUI"),
            ("Color", "SwiftUI"), ("List", "SwiftUI"), ("Button", "SwiftUI"), ("Form", "SwiftUI"),
            ("Section", "SwiftUI"), ("Label", "SwiftUI"), ("Toggle", "SwiftUI"), ("Picker", "SwiftUI"),
            ("Alert", "SwiftUI"), ("Observable", "Observation"), ("Task", "Swift"),
        ] {
            #expect(ShadowedNames.module(shadowedBy: name) == module, "\(name)")
        }
        #expect(ShadowedNames.allowable.isSubset(of: ShadowedNames.all))
        #expect(ShadowedNames.module(shadowedBy: "Book") == nil)
    }
}
