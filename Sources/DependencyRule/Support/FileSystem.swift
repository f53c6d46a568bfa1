#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system operations the checker needs, on POSIX calls.
package enum FileSystem {
    package enum Kind { case file, folder }

    /// What is at `path`; `nil` when nothing is, or something that is neither a
    /// folder nor a regular file (a FIFO, a socket, a device: never read as source).
    /// - Parameter following: whether a link is what it leads to (`stat`), or nothing (`lstat`).
    package static func kind(of path: String, following: Bool = true) -> Kind? {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return nil
        }
    }

    /// What `stat` says of a file that changes whenever its contents may have: size, modification
    /// and status-change times (nanoseconds), inode and device. Equal ``fields`` stand for equal
    /// contents, except for a file written twice within the file system's clock tick: see
    /// ``isRecent(now:)``.
    struct Stamp: Sendable {
        var size: Int64
        var modified: (seconds: Int64, nanoseconds: Int64)
        var changed: (seconds: Int64, nanoseconds: Int64)
        var inode: UInt64
        var device: UInt64

        /// The stamp of the file at `path` (links followed); `nil` when there is none.
        init?(of path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            self.init(info)
        }

        /// The stamp `stat` or `fstat` gave.
        init(_ info: stat) {
            size = Int64(info.st_size)
            #if canImport(Darwin)
                modified = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
                changed = (Int64(info.st_ctimespec.tv_sec), Int64(info.st_ctimespec.tv_nsec))
            #else
                modified = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
                changed = (Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec))
            #endif
            inode = UInt64(info.st_ino)
            device = UInt64(info.st_dev)
        }

        /// Whether the file was modified less than two seconds before `now` (seconds since 1970),
        /// or after it: a write in the same clock tick could follow without changing the stamp,
        /// so what was read from it may not be kept under this stamp.
        func isRecent(now: Int64) -> Bool { modified.seconds >= now - 1 }

        /// Every field, for a cache key.
        var fields: [Int64] {
            [
                size, modified.seconds, modified.nanoseconds, changed.seconds, changed.nanoseconds,
                Int64(bitPattern: inode), Int64(bitPattern: device),
            ]
        }
    }

    /// Whether anything is at `path`, a link that leads nowhere included.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The whole file at `path`, read with one `read` loop into a byte array.
    package static func read(_ path: String) throws(CheckError) -> [UInt8] {
        try withContents(of: path) { Array($0) }
    }

    /// Calls `body` with the bytes of the file at `path`, read into one buffer sized from
    /// `fstat` (no zero-filling, no copy); a file that grows while it is read is read whole.
    static func withContents<Result>(
        of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) throws(CheckError)
        -> Result
    {
        try withContents(of: path) { bytes, _ in body(bytes) }
    }

    /// ``withContents(of:_:)-(String,(UnsafeBufferPointer<UInt8>)->Result)`` that also hands
    /// `body` the file's stamp, from the `fstat` of the descriptor read (the stamp it had before
    /// it was read).
    static func withContents<Result>(
        of path: String, _ body: (UnsafeBufferPointer<UInt8>, Stamp) -> Result
    ) throws(CheckError)
        -> Result
    {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw CheckError("cannot read: \(errorText())", file: path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw CheckError("cannot read: \(errorText())", file: path) }
        // One byte more than the size, so that a full buffer means the file grew.
        var capacity = max(Int(info.st_size), 0) + 1
        var buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
        defer { buffer.deallocate() }
        var filled = 0
        while true {
            if filled == capacity {
                let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity * 2, alignment: 1)
                larger.copyMemory(from: buffer, byteCount: filled)
                buffer.deallocate()
                buffer = larger
                capacity *= 2
            }
            let count = systemRead(descriptor, buffer + filled, capacity - filled)
            if count < 0 {
                if errno == EINTR { continue }
                throw CheckError("cannot read: \(errorText())", file: path)
            }
            if count == 0 { break }
            filled += count
        }
        return body(UnsafeBufferPointer(start: buffer.assumingMemoryBound(to: UInt8.self), count: filled), Stamp(info))
    }

    /// The names in the folder at `path`, sorted, or an error naming it.
    /// - Parameter strict: refuse a name that is not valid UTF-8 where SwiftPM would compile
    ///   what it names (a `.swift` file, or a folder it looks into), rather than leave it out
    ///   with its imports unseen; other such names (hidden ones, a `.png`) are left out as
    ///   SwiftPM leaves them out of the build.
    static func contents(of path: String, strict: Bool = false) throws(CheckError) -> [String] {
        try entries(of: path, strict: strict).map(\.name)
    }

    /// One name in a folder, with what the listing says it is.
    package struct Entry {
        package let name: String
        /// What the folder listing says (`d_type`) when it is a folder or a regular file; `nil`
        /// for a link, anything else, or a file system that does not say: ask `kind(of:)`.
        package let listedKind: Kind?

        /// What it is, from the listing when it says, else from `kind(of:)` on it in `folder`.
        package func kind(in folder: String) -> Kind? {
            listedKind ?? FileSystem.kind(of: folder + "/" + name)
        }
    }

    /// The entries of the folder at `path`, sorted by name, or an error naming it; the listing's
    /// own file types save a `stat` per entry.
    /// - Parameter strict: as for `contents(of:strict:)`.
    package static func entries(of path: String, strict: Bool = false) throws(CheckError) -> [Entry] {
        guard let directory = opendir(path) else { throw CheckError("cannot list: \(errorText())", file: path) }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                let hidden = bytes.first == UInt8(ascii: ".")
                let swift = bytes.count > 6 && bytes.suffix(6).elementsEqual(".swift".utf8)
                let file = Int32(entry.pointee.d_type) == Int32(DT_REG)
                if strict, !hidden, swift || !file {
                    let shown = bytes.map { $0 < 0x80 && $0 >= 0x20 ? String(UnicodeScalar($0)) : "\\x" + hex($0) }
                        .joined()
                    throw CheckError(
                        "a name in this folder is not valid UTF-8 ('\(shown)'): SwiftPM still compiles what it names, but its imports could not be checked; rename it",
                        file: path)
                }
                continue
            }
            guard name != "." && name != ".." else { continue }
            let listedKind: Kind? =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): .folder
                case Int32(DT_REG): .file
                default: nil
                }
            entries.append(Entry(name: name, listedKind: listedKind))
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// What is wrong with the symbolic link at `path`, when it leads nowhere: "a broken symbolic
    /// link", "a symbolic link loop"; `nil` for anything else.
    static func linkProblem(at path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        guard stat(path, &info) != 0 else { return nil }
        return errno == ELOOP ? "a symbolic link loop" : "a broken symbolic link"
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// Writes `bytes` to the file at `path` durably and whole, or not at all: into a temporary
    /// file beside it, flushed to the disk (`fsync`), renamed over `path`, and the folder flushed
    /// too, so that a crash or a power cut leaves the old file or the new one, never a part.
    /// Missing folders are made. The one durable write of both tools: the checker's reports,
    /// baselines and configurations, the template's files, locks and journals.
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(CheckError) {
        var folder = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/").dropLast() {
            folder += "/" + part
            if mkdir(folder, 0o755) != 0 {
                guard errno == EEXIST else {
                    throw CheckError("cannot create the folder: \(errorText())", file: folder)
                }
                guard kind(of: folder) == .folder else {
                    throw CheckError("cannot create its folder: '\(part)' is a file, not a folder", file: path)
                }
            }
        }
        let temporary = "\(path).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw CheckError("cannot write: \(errorText())", file: path) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                close(descriptor)
                unlink(temporary)
                throw CheckError("cannot write: \(errorText())", file: temporary)
            }
            written += count
        }
        guard fsync(descriptor) == 0 else {
            let reason = errorText()
            close(descriptor)
            unlink(temporary)
            throw CheckError("cannot write: \(reason)", file: temporary)
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CheckError("cannot write: \(errorText())", file: path)
        }
        let slash = path.lastIndex(of: "/")
        try syncFolder(slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ".")
    }

    /// Flushes the folder at `path` to the disk: the names renamed or created in it last.
    package static func syncFolder(_ path: String) throws(CheckError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { throw CheckError("cannot open the folder: \(errorText())", file: path) }
        defer { close(descriptor) }
        // Some file systems cannot flush a folder (EINVAL): what they keep, they keep.
        guard fsync(descriptor) == 0 || errno == EINVAL else {
            throw CheckError("cannot flush the folder: \(errorText())", file: path)
        }
    }

    /// Removes the file at `path`; a file that is not there is not an error.
    static func remove(_ path: String) throws(CheckError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw CheckError("cannot remove: \(errorText())", file: path)
        }
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}

/// `read(2)` under a name that does not clash with the methods called `read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
    #else
        return Darwin.read(descriptor, buffer, count)
    #endif
}
