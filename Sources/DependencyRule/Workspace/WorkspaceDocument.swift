/// The entries of an `.xcworkspace`, read from its `contents.xcworkspacedata` (XML) without
/// Xcode: every `FileRef`, its location resolved to an absolute path.
///
/// Locations: `group:` is relative to the enclosing `Group`'s location (at the top, to the folder
/// that holds the `.xcworkspace`), `container:` to the folder that holds the `.xcworkspace`,
/// `absolute:` is absolute, `self:` is the project that holds an embedded workspace.
/// `developer:` (Xcode's own folder) names nothing of the app and is skipped.
struct WorkspaceDocument: Sendable {
    /// One `FileRef`.
    struct Entry: Sendable {
        /// Absolute.
        let path: String
        /// As written, for messages.
        let location: String
        let line: Int
        let column: Int
    }

    let entries: [Entry]

    /// Reads the `.xcworkspace` at `bundle` (absolute); `displayPath` names it in messages.
    static func read(bundle: String, displayPath: String) throws(CheckError) -> WorkspaceDocument {
        let file = displayPath + "/contents.xcworkspacedata"
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(bundle + "/contents.xcworkspacedata")
        } catch {
            throw CheckError("cannot read the workspace: \(error.message)", file: file)
        }
        return try parse(bytes, bundle: bundle, file: file)
    }

    /// Parses the XML of `contents.xcworkspacedata` of the workspace at `bundle`.
    static func parse(_ bytes: [UInt8], bundle: String, file: String) throws(CheckError) -> WorkspaceDocument {
        let container = Path.parent(of: bundle)
        var reader = XMLTags(bytes: bytes, file: file)
        var groups: [String] = [container]  // the folder `group:` is relative to, innermost last
        var open: [String] = []
        var entries: [Entry] = []
        while let tag = try reader.next() {
            switch tag.kind {
            case .closing:
                guard open.last == tag.name else {
                    throw CheckError(
                        "'</\(tag.name)>' closes nothing open\(open.last.map { ": expected '</\($0)>'" } ?? "")",
                        file: file, line: tag.line, column: tag.column)
                }
                open.removeLast()
                if tag.name == "Group" { groups.removeLast() }
            case .opening, .empty:
                let location = tag.attributes["location"]
                var resolved: String?
                if let location {
                    resolved = try resolve(
                        location, group: groups.last!, container: container, bundle: bundle, tag: tag, file: file)
                }
                if tag.name == "Group" {
                    if tag.kind == .opening { groups.append(resolved ?? groups.last!) }
                } else if tag.name == "FileRef", let resolved {
                    entries.append(Entry(path: resolved, location: location!, line: tag.line, column: tag.column))
                }
                if tag.kind == .opening { open.append(tag.name) }
            }
        }
        if let unclosed = open.last {
            throw CheckError("unexpected end of file: '<\(unclosed)>' is not closed", file: file, line: reader.line)
        }
        return WorkspaceDocument(entries: entries)
    }

    /// The absolute path a location names; `nil` for `developer:`.
    private static func resolve(
        _ location: String, group: String, container: String, bundle: String, tag: XMLTags.Tag, file: String
    ) throws(CheckError) -> String? {
        guard let colon = location.firstIndex(of: ":") else {
            throw CheckError(
                "a location is written KIND:PATH (group:, container:, absolute:, self:), not '\(location)'", file: file,
                line: tag.line, column: tag.column)
        }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return Path.absolute(path, in: group)
        case "container": return Path.absolute(path, in: container)
        case "absolute": return Path.absolute(path, in: "/")
        case "self": return container  // the project an embedded workspace belongs to
        case "developer": return nil
        default:
            throw CheckError(
                "unknown location kind '\(kind)' in '\(location)': expected group:, container:, absolute: or self:",
                file: file, line: tag.line, column: tag.column)
        }
    }
}
