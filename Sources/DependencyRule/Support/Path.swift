#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Path arithmetic on plain strings, the way the checker needs it.
package enum Path {
    /// `path` made absolute against `folder` and normalized: no `.`, `..` or repeated `/`.
    package static func absolute(_ path: String, in folder: String) -> String {
        // Most paths are plain names under a normalized folder: joined without splitting.
        if !path.hasPrefix("/"), isPlain(path), folder.hasPrefix("/"), folder.utf8.count > 1,
            isPlain(folder.dropFirst())
        {
            var joined = folder
            joined.reserveCapacity(folder.utf8.count + path.utf8.count + 1)
            joined += "/"
            joined += path
            return joined
        }
        return "/" + normalized(path.hasPrefix("/") ? path : folder + "/" + path)
    }

    /// `path` made absolute against `folder`, which is absolute and normalized already (a path
    /// this type made): a plain `path` is appended without looking at the folder again.
    package static func appending(_ path: String, to folder: String) -> String {
        guard !path.hasPrefix("/"), isPlain(path), folder.utf8.count > 1 else { return absolute(path, in: folder) }
        var joined = folder
        joined.reserveCapacity(folder.utf8.count + path.utf8.count + 1)
        joined += "/"
        joined += path
        return joined
    }

    /// Whether `path` is relative and normalized already: no empty, `.` or `..` component, no
    /// leading or trailing `/`.
    private static func isPlain(_ path: some StringProtocol) -> Bool {
        var previous: UInt8 = UInt8(ascii: "/")
        var componentLength = 0
        var dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if previous == UInt8(ascii: "/") || (componentLength == dots && dots <= 2) { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            previous = byte
        }
        return !path.isEmpty && previous != UInt8(ascii: "/") && !(componentLength == dots && dots <= 2)
    }

    /// `path` without `.`, `..` (that can be undone), repeated, leading or trailing `/`:
    /// `a/./b/../c/` is `a/c`. A `..` above the start is dropped, as `/..` is `/`.
    package static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// `path` (absolute, normalized) relative to `root` when it is inside it; else `path`.
    package static func relative(_ path: String, to root: String) -> String {
        let root = absolute(root, in: "/")
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `path` (absolute, normalized) relative to `root`, climbing out with `..` when it is
    /// outside: `../Shared/Package.swift`; `""` for `root` itself.
    package static func relativeClimbing(_ path: String, from root: String) -> String {
        // Inside the root, as most are: the rest of the path, when it is plain.
        if path.utf8.starts(with: root.utf8), path.utf8.count > root.utf8.count + 1,
            path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: root.utf8.count)] == UInt8(ascii: "/"),
            root.utf8.first == UInt8(ascii: "/"), root.utf8.count == 1 || isPlain(root.dropFirst())
        {
            let rest = path[path.utf8.index(path.utf8.startIndex, offsetBy: root.utf8.count + 1)...]
            if isPlain(rest) { return String(rest) }
        }
        let target = normalized(path).split(separator: "/")
        let base = normalized(root).split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + target[common...].map(String.init)).joined(separator: "/")
    }

    /// `path` (absolute) as messages name it from `root`: relative, climbing out with `..`;
    /// `.` for the root itself.
    static func displayed(_ path: String, from root: String) -> String {
        let relative = relativeClimbing(path, from: root)
        return relative.isEmpty ? "." : relative
    }

    /// The folder that holds `path` (absolute), or `/`.
    package static func parent(of path: String) -> String {
        let parts = normalized(path).split(separator: "/").dropLast()
        return "/" + parts.joined(separator: "/")
    }

    /// The last component of `path`.
    package static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The current working directory.
    package static var current: String {
        guard let buffer = getcwd(nil, 0) else { return "." }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    /// `path` with every symbolic link resolved, or `path` itself when it cannot be.
    package static func resolved(_ path: String) -> String {
        guard let buffer = realpath(path, nil) else { return path }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    /// The value of an environment variable.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
