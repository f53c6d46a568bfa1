/// What `init` proposes to leave out of every rule: git submodules (the paths `.gitmodules`
/// lists) and vendored folders (`Vendor`, `ThirdParty`, `External`… at the root or one folder
/// down), where they exist. Code a team does not own would otherwise bury its findings.
enum ExclusionInference {
    /// Folder names that hold vendored code, compared without case.
    static let vendoredNames: Set<String> = [
        "vendor", "vendored", "thirdparty", "third_party", "third-party", "external", "externals", "submodules",
    ]

    /// The patterns, relative to `root` (absolute), each with why; sorted, no two alike.
    static func proposals(root: String) -> [(pattern: String, reason: String)] {
        var found: [String: String] = [:]
        if let bytes = try? FileSystem.read(root + "/.gitmodules") {
            for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
                let parts = line.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingSpaces() == "path" else { continue }
                let path = Path.normalized(String(parts[1].trimmingSpaces()))
                if !path.isEmpty, FileSystem.kind(of: root + "/" + path) == .folder {
                    found[path] = "a git submodule (.gitmodules)"
                }
            }
        }
        let folders = ((try? FileSystem.entries(of: root)) ?? []).filter { entry in
            !entry.name.hasPrefix(".") && !WorkspaceDiscovery.skippedFolders.contains(entry.name)
                && entry.kind(in: root) == .folder
        }
        for folder in [""] + folders.map(\.name) {
            let base = folder.isEmpty ? root : root + "/" + folder
            for entry in (try? FileSystem.entries(of: base)) ?? []
            where vendoredNames.contains(entry.name.lowercased()) && entry.kind(in: base) == .folder {
                let path = folder.isEmpty ? entry.name : folder + "/" + entry.name
                if !found.keys.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                    found[path] = "a folder of vendored code"
                }
            }
        }
        // A submodule inside a vendored folder is left out with it.
        return found.filter { path, _ in !found.keys.contains { path.hasPrefix($0 + "/") } }
            .sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
