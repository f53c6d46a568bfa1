#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Path arithmetic on plain strings, the way the checker needs it.
enum Path {
    /// `path` made absolute against `folder` and normalized: no `.`, `..` or repeated `/`.
    static func absolute(_ path: String, in folder: String) -> String {
        "/" + normalized(path.hasPrefix("/") ? path : folder + "/" + path)
    }

    /// `path` without `.`, `..` (that can be undone), repeated, leading or trailing `/`:
    /// `a/./b/../c/` is `a/c`. A `..` above the start is dropped, as `/..` is `/`.
    static func normalized(_ path: String) -> String {
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
    static func relative(_ path: String, to root: String) -> String {
        let root = absolute(root, in: "/")
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `path` (absolute, normalized) relative to `root`, climbing out with `..` when it is
    /// outside: `../Shared/Package.swift`; `""` for `root` itself.
    static func relativeClimbing(_ path: String, from root: String) -> String {
        let target = normalized(path).split(separator: "/")
        let base = normalized(root).split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + target[common...].map(String.init)).joined(separator: "/")
    }

    /// The folder that holds `path` (absolute), or `/`.
    static func parent(of path: String) -> String {
        let parts = normalized(path).split(separator: "/").dropLast()
        return "/" + parts.joined(separator: "/")
    }

    /// The last component of `path`.
    static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The current working directory.
    static var current: String {
        guard let buffer = getcwd(nil, 0) else { return "." }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    /// `path` with every symbolic link resolved, or `path` itself when it cannot be.
    static func resolved(_ path: String) -> String {
        guard let buffer = realpath(path, nil) else { return path }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    /// The value of an environment variable.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
