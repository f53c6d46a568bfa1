import DependencyRule

/// The conflicts an update leaves, recorded before it writes anything (their blobs are in git's
/// object store by then), so that a run killed past its commit point can still have them marked
/// unmerged by the next run.
struct UnmergedConflicts: Sendable, Equatable {
    /// The repository's `HEAD` when the update began; `nil` before the first commit. A commit
    /// made since means a person has moved on: the next run marks nothing.
    var head: String?
    var files: [UnmergedFile]
}

extension UnmergedConflicts {
    /// The record as the staging folder holds it: `{"head": …, "files": [{"path", "workTree",
    /// "mode", "stages"}]}`.
    var json: String {
        JSONOutput.object([
            ("head", JSONOutput(head)),
            (
                "files",
                .array(
                    files.map { file in
                        .object([
                            ("path", .string(file.path)), ("workTree", .string(file.workTree)),
                            ("mode", .string(file.mode)), ("stages", .array(file.stages.map { JSONOutput($0) })),
                        ])
                    })
            ),
        ]).text
    }

    /// Reads ``json`` back from `bytes`, read from `file`; an error names its place.
    init(json bytes: [UInt8], file: String) throws(CheckError) {
        let reader = JSONReader(file: file)
        let root = try JSONValue.parse(bytes, file: file)
        let fields = try reader.object(root, allowed: ["head", "files"], what: "the record")
        func optionalString(_ value: JSONValue.Located?, what: String) throws(CheckError) -> String? {
            guard let value, value.value.kindDescription != "null" else { return nil }
            return try reader.string(value, what: what)
        }
        head = try optionalString(fields["head"], what: "\"head\"")
        guard let list = fields["files"] else { throw reader.error("\"files\" is missing", at: root) }
        var files: [UnmergedFile] = []
        for element in try reader.array(list, what: "\"files\"") {
            let members = try reader.object(element, allowed: ["path", "workTree", "mode", "stages"], what: "a file")
            func string(_ key: String) throws(CheckError) -> String {
                guard let value = members[key] else { throw reader.error("\"\(key)\" is missing", at: element) }
                return try reader.string(value, what: "\"\(key)\"")
            }
            let (path, workTree, mode) = (try string("path"), try string("workTree"), try string("mode"))
            guard let stages = members["stages"] else { throw reader.error("\"stages\" is missing", at: element) }
            var blobs: [String?] = []
            for stage in try reader.array(stages, what: "\"stages\"") {
                blobs.append(try optionalString(stage, what: "a stage"))
            }
            files.append(UnmergedFile(path: path, workTree: workTree, mode: mode, stages: blobs))
        }
        self.files = files
    }
}
