#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The syntax resolver's references kept between runs, so that a warm `check` of folder layers
/// reads no Swift file whole: `references-KEY.bin` in the cache folder, valid while nothing it
/// was computed from has changed.
///
/// The key covers the checker's build, the targets asked for, and every file read: its path,
/// ``FileSystem/Stamp`` (taken when its imports were scanned, before it is read whole) and the
/// package modules it imports. A file modified in the last two
/// seconds (``FileSystem/Stamp/isRecent(now:)``) keeps the result from being stored. A file that
/// cannot be read back, or is not a cache of this build, is ignored; one that cannot be written
/// only costs the next run time.
struct ReferenceCache {
    /// Where the cache lives.
    let file: String
    /// What the references were computed from.
    let key: UInt64
    /// Whether a file changed too lately for its references to be stored.
    let isRecent: Bool

    /// The cache of the resolver's `modules`, whose paths are relative to `root`, in `folder`;
    /// `nil` when a file has no stamp (it is gone: the scan says so).
    init?(folder: String, root: String, modules: [SyntaxResolver.Module], only: Set<String>?) {
        var key = StableHash()
        key.combine("dependency-rule-references-v1")
        key.combine(DependencyRuleCommand.version)
        for field in Self.executableStamp?.fields ?? [] { key.combine(integer: field) }
        key.combine(root)
        key.combine(only.map { $0.sorted().joined(separator: ",") } ?? "*")
        let now = Int64(time(nil))
        var recent = false
        for module in modules {
            key.combine(module.name)
            key.combine(module.target)
            key.combine(integer: Int64(module.member))
            for file in module.files {
                guard let stamp = file.stamp ?? FileSystem.Stamp(of: Path.appending(file.path, to: root)) else {
                    return nil
                }
                recent = recent || stamp.isRecent(now: now)
                key.combine(file.path)
                for field in stamp.fields { key.combine(integer: field) }
                key.combine(integer: Int64(file.imports.count))
                for imported in file.imports {
                    key.combine(integer: Int64(imported.module * 2 + (imported.testable ? 1 : 0)))
                }
            }
        }
        // One file per root and selection, so that `--target` runs do not evict each other.
        var name = StableHash()
        name.combine(root)
        name.combine(only.map { $0.sorted().joined(separator: ",") } ?? "*")
        file = folder + "/references-\(name.hex).bin"
        self.key = key.value
        isRecent = recent
    }

    /// The layout: the magic line, the key (8 bytes, little-endian), the strings (a count, then
    /// each a length and its UTF-8), then the pairs of files (a count, then each the two files'
    /// string numbers, a count of rows and their size in bytes, then the rows); every other number
    /// in LEB128 (seven bits a byte, low first), so that most take one or two bytes.
    private static let magic = Array("dependency-rule references 4\n".utf8)

    /// The references stored under this key, or `nil`; with `filter`, only those it keeps (the
    /// pairs of files it does not keep are skipped undecoded).
    func load(keeping filter: ReferenceFilter? = nil) -> [Reference]? {
        guard FileSystem.kind(of: file) == .file else { return nil }
        return (try? FileSystem.withContents(of: file) { bytes in Self.decode(bytes, key: key, filter: filter) }) ?? nil
    }

    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, key: UInt64, filter: ReferenceFilter?
    ) -> [Reference]? {
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        func word() -> Int? {
            var value = 0
            var shift = 0
            while offset < raw.count, shift < 63 {
                let byte = raw[offset]
                offset += 1
                value |= Int(byte & 0x7f) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            return nil
        }
        guard raw.count >= magic.count + 8, raw.prefix(magic.count).elementsEqual(magic) else { return nil }
        offset = magic.count
        guard UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) == key else {
            return nil
        }
        offset += 8
        guard let count = word() else { return nil }
        // Where each string is; decoded when a kept pair needs it.
        var spans: [Range<Int>] = []
        spans.reserveCapacity(count)
        for _ in 0..<count {
            guard let length = word(), raw.count - offset >= length else { return nil }
            spans.append(offset..<offset + length)
            offset += length
        }
        var strings = [String?](repeating: nil, count: count)
        func string(_ number: Int) -> String {
            if let known = strings[number] { return known }
            let decoded = String(decoding: bytes[spans[number]], as: UTF8.self)
            strings[number] = decoded
            return decoded
        }
        // Each file's place, looked up once.
        var places = [Int?](repeating: nil, count: filter == nil ? 0 : count)
        func place(_ number: Int) -> Int {
            if let known = places[number] { return known }
            let found = filter!.place(of: string(number))
            places[number] = found
            return found
        }
        guard let pairs = word() else { return nil }
        var references: [Reference] = []
        for _ in 0..<pairs {
            guard let file = word(), let declarationFile = word(), let rows = word(), let size = word(),
                file < count, declarationFile < count, raw.count - offset >= size
            else { return nil }
            let end = offset + size
            let (path, declarationPath) = (string(file), string(declarationFile))
            if let filter, !filter.keeps(path, at: place(file), declarationPath, at: place(declarationFile)) {
                offset = end
                continue
            }
            for _ in 0..<rows {
                guard let line = word(), let column = word(), let name = word(), let target = word(),
                    let declarationName = word(), let declarationLine = word(), let declarationColumn = word(),
                    let declarationTarget = word(), let isTopLevel = word(),
                    max(name, target, declarationName, declarationTarget) < count
                else { return nil }
                references.append(
                    Reference(
                        file: path, line: line, column: column, name: string(name), target: string(target),
                        declaration: Reference.Declaration(
                            name: string(declarationName), file: declarationPath, line: declarationLine,
                            column: declarationColumn, target: string(declarationTarget), isTopLevel: isTopLevel != 0)))
            }
            guard offset == end else { return nil }
        }
        return offset == raw.count ? references : nil
    }

    /// Stores `references` under this key, unless a file changed too lately; a failure to write
    /// only costs the next run time.
    func store(_ references: [Reference]) {
        guard !isRecent else { return }
        var strings: [String] = []
        var numbers: [String: Int] = [:]
        func number(_ string: String) -> Int {
            if let number = numbers[string] { return number }
            numbers[string] = strings.count
            strings.append(string)
            return strings.count - 1
        }
        // Rows (nine numbers: line, column, name, target, declaration name, line, column and
        // target, top level) by pair of files, the pairs in the order they first come.
        var pairs: [[Int]: [Int]] = [:]
        var order: [[Int]] = []
        for reference in references {
            let declaration = reference.declaration
            let pair = [number(reference.file), number(declaration.file)]
            if pairs[pair] == nil { order.append(pair) }
            pairs[pair, default: []] += [
                reference.line, reference.column, number(reference.name), number(reference.target),
                number(declaration.name), declaration.line, declaration.column, number(declaration.target),
                declaration.isTopLevel ? 1 : 0,
            ]
        }
        var bytes = Self.magic
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: key >> UInt64(shift))) }
        func word(_ value: Int, to bytes: inout [UInt8]) {
            var value = UInt(max(value, 0))
            while value >= 0x80 {
                bytes.append(UInt8(value & 0x7f) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
        }
        word(strings.count, to: &bytes)
        for string in strings {
            word(string.utf8.count, to: &bytes)
            bytes += string.utf8
        }
        word(order.count, to: &bytes)
        for pair in order {
            let rows = pairs[pair]!
            var encoded: [UInt8] = []
            for value in rows { word(value, to: &encoded) }
            for value in [pair[0], pair[1], rows.count / 9, encoded.count] { word(value, to: &bytes) }
            bytes += encoded
        }
        _ = try? FileSystem.writeAtomically(bytes, to: file)
    }

    /// The running checker's own file, so that a rebuilt checker does not read an older one's
    /// results (`/proc/self/exe` on Linux; elsewhere the path it was started by, when it has one).
    private static let executableStamp: FileSystem.Stamp? = {
        #if os(Linux)
            return FileSystem.Stamp(of: "/proc/self/exe")
        #else
            let path = CommandLine.arguments.first ?? ""
            return path.contains("/") ? FileSystem.Stamp(of: path) : nil
        #endif
    }()
}
