/// The versions `Package.resolved` files pin, by package identity: what `fix` and its advice write
/// in a `.package(url:…)` that a member's manifest lacks.
///
/// Read from the workspace's root, every member package's folder, and every `.xcodeproj` and
/// `.xcworkspace` (`…/xcshareddata/swiftpm/Package.resolved`); formats 1 to 3. A file that cannot
/// be read is passed over: a pin only makes advice more precise.
struct ResolvedPins: Sendable {
    /// A pinned package: where from and at what.
    struct Pin: Sendable {
        let location: String
        var version: String?
        var branch: String?
        var revision: String?

        /// `from: "1.2.3"`, else `branch: "…"`, else `revision: "…"`.
        var requirement: String? {
            if let version { return "from: \(JSONOutput.quoted(version))" }
            if let branch { return "branch: \(JSONOutput.quoted(branch))" }
            return revision.map { "revision: \(JSONOutput.quoted($0))" }
        }
    }

    private(set) var pins: [String: Pin] = [:]

    init() {}

    /// The pins of every `Package.resolved` in `folders` (absolute), the first file to pin a
    /// package winning.
    init(folders: [String]) {
        for folder in folders {
            var candidates = [folder + "/Package.resolved"]
            if folder.hasSuffix(".xcodeproj") {
                candidates = [folder + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"]
            } else if folder.hasSuffix(".xcworkspace") {
                candidates = [folder + "/xcshareddata/swiftpm/Package.resolved"]
            }
            for file in candidates {
                guard let bytes = try? FileSystem.read(file), let root = try? JSONValue.parse(bytes, file: file),
                    case .object(let top) = root.value
                else { continue }
                // Format 1 keeps its pins under "object"; 2 and 3 at the top.
                var list = top.member("pins")?.array
                if list == nil, case .object(let object)? = top.member("object")?.value {
                    list = object.member("pins")?.array
                }
                for value in list ?? [] {
                    guard case .object(let fields) = value.value,
                        let location = fields.member("location")?.string ?? fields.member("repositoryURL")?.string
                    else { continue }
                    let identity =
                        fields.member("identity")?.string?.lowercased()
                        ?? WorkspaceAssembly.identity(ofURL: location)
                    guard pins[identity] == nil else { continue }
                    var pin = Pin(location: location)
                    if case .object(let state)? = fields.member("state")?.value {
                        pin.version = state.member("version")?.string
                        pin.branch = state.member("branch")?.string
                        pin.revision = state.member("revision")?.string
                    }
                    pins[identity] = pin
                }
            }
        }
    }

    subscript(identity: String) -> Pin? { pins[identity.lowercased()] }
}
