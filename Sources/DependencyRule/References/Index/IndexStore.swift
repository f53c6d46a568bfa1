import CIndexStore
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A compiler index store opened through ``IndexStoreLibrary``: the folder a debug `swift build`
/// writes (`.build/<triple>/debug/index/store`), `swiftc -index-store-path DIR` writes, or
/// Xcode's `DerivedData/…/Index.noindex/DataStore`.
///
/// ``read(_:root:)`` finds each source file's newest unit and reads its record, several files at
/// a time; it refuses, naming what, a file the store has no unit for and a file changed since
/// the store last saw it, so that a stale index never passes for a resolved one.
final class IndexStore: @unchecked Sendable {
    let library: IndexStoreLibrary
    /// The store's folder, as given.
    let path: String
    /// The library's store: never changed after `init`, disposed of by `deinit`.
    let handle: CIndexStoreHandle

    /// Opens the store at `path`.
    /// - Parameter prefixMap: path prefixes to replace in the store's paths (`old` as the
    ///   compiler saw it, `new` where the files are now): for a store built elsewhere, or with
    ///   `-debug-prefix-map`/`-file-prefix-map`.
    init(path: String, library: IndexStoreLibrary, prefixMap: [(old: String, new: String)] = []) throws(CheckError) {
        // The library opens an empty or missing folder as an empty store: check for its data.
        guard FileSystem.kind(of: path + "/v\(library.formatVersion)/units") == .folder else {
            let reason =
                FileSystem.kind(of: path) == .folder
                ? "no index store at \(path) (it has no v\(library.formatVersion)/units folder)"
                : "no index store at \(path)"
            throw CheckError(
                reason
                    + ": build with `swift build` (debug) first, or pass the store's folder: .build/<triple>/debug/index/store, or Xcode's DerivedData/…/Index.noindex/DataStore"
            )
        }
        let options = library.optionsCreate()
        defer { library.optionsDispose(options) }
        for (old, new) in prefixMap { library.optionsAddPrefixMapping(options, old, new) }
        var error: CIndexStoreHandle?
        guard let handle = library.storeCreate(path, options, &error) else {
            throw CheckError(
                "cannot open the index store at \(path): \(library.consume(error, fallback: "unknown error"))")
        }
        self.library = library
        self.path = path
        self.handle = handle
    }

    deinit { library.storeDispose(handle) }

    /// The names of every unit in the store, in the library's order.
    func unitNames() -> [String] {
        final class Names { var all: [String] = [] }
        let names = Names()
        _ = library.storeUnitsApply(handle, 0, Unmanaged.passUnretained(names).toOpaque()) { context, name in
            guard let context else { return false }
            Unmanaged<Names>.fromOpaque(context).takeUnretainedValue().all.append(IndexStoreLibrary.string(name))
            return true
        }
        return names.all
    }

    /// The unit called `name`, or `nil` when it has no main file or `wanted` says its main file
    /// is not wanted (it is then not read further).
    func unit(named name: String, wanted: (String) -> Bool) throws(CheckError) -> IndexUnit? {
        var error: CIndexStoreHandle?
        guard let reader = library.unitReaderCreate(handle, name, &error) else {
            throw CheckError(
                "cannot read the unit '\(name)' of the index store at \(path): \(library.consume(error, fallback: "unknown error"))"
            )
        }
        defer { library.unitReaderDispose(reader) }
        guard library.unitReaderHasMainFile(reader) else { return nil }
        let mainFile = IndexStoreLibrary.string(library.unitReaderMainFile(reader))
        guard wanted(mainFile) else { return nil }
        var seconds: Int64 = 0
        var nanoseconds: Int64 = 0
        library.unitReaderModificationTime(reader, &seconds, &nanoseconds)
        final class Search {
            let library: IndexStoreLibrary
            let mainFile: String
            var record: String?
            init(_ library: IndexStoreLibrary, _ mainFile: String) {
                self.library = library
                self.mainFile = mainFile
            }
        }
        let search = Search(library, mainFile)
        _ = library.unitReaderDependenciesApply(reader, Unmanaged.passUnretained(search).toOpaque()) {
            context, dependency in
            guard let context, let dependency else { return true }
            let search = Unmanaged<Search>.fromOpaque(context).takeUnretainedValue()
            guard search.library.dependencyKind(dependency) == IndexStoreLibrary.recordDependency,
                IndexStoreLibrary.string(search.library.dependencyFilePath(dependency)) == search.mainFile
            else { return true }
            search.record = IndexStoreLibrary.string(search.library.dependencyName(dependency))
            return false
        }
        return IndexUnit(
            name: name, mainFile: mainFile, module: IndexStoreLibrary.string(library.unitReaderModuleName(reader)),
            modified: IndexUnit.Timestamp(seconds: seconds, nanoseconds: nanoseconds), record: search.record)
    }

    /// Reads what each of `sources` defines and uses, from its newest unit.
    /// - Parameters:
    ///   - sources: each source file (absolute, normalized) and the target it belongs to.
    ///   - root: the folder the files are named from in what is returned and in errors.
    /// - Throws: a file with no unit in the store, a file modified after its newest unit was
    ///   written, a unit or record that cannot be read.
    func read(_ sources: [String: String], root: String) throws(CheckError) -> IndexedFiles {
        let paths = sources.keys.sorted()
        var wanted: [String: Int] = [:]
        for (index, path) in paths.enumerated() {
            wanted[path] = index
            let resolved = Path.resolved(path)
            if resolved != path, wanted[resolved] == nil { wanted[resolved] = index }
        }
        let newest = try newestUnits(for: wanted, count: paths.count)
        let relative = paths.map { Path.relative($0, to: root) }
        let missing = paths.indices.filter { newest[$0] == nil }
        if let first = missing.first {
            let more = missing.count > 1 ? " (and \(missing.count - 1) more file(s))" : ""
            throw CheckError(
                "the index store at \(path) has no unit for this file\(more): it was not compiled into that store; build again (`swift build`, debug) or pass the store the file was built into",
                file: relative[first])
        }
        let files = Slots<IndexedFile>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let unit = newest[index]!
            do throws(CheckError) {
                guard let changed = Self.modificationTime(of: paths[index]) else {
                    throw CheckError("cannot read: \(FileSystem.errorText())", file: relative[index])
                }
                if unit.modified < changed {
                    throw CheckError(
                        "the file changed after the index store at \(path) last indexed it: build again (`swift build`, debug) so that the index matches the sources",
                        file: relative[index])
                }
                // The compiler writes a record for every file it indexes, an empty one too: a unit
                // without one gives nothing to check, never an empty file.
                guard let record = unit.record else {
                    throw CheckError(
                        "the index store at \(path) has a unit for this file but no record of its names: build again (`swift build`, debug) so that the store is whole",
                        file: relative[index])
                }
                let occurrences = try IndexRecordReader.read(record, in: self)
                files.set(
                    index,
                    .success(
                        IndexedFile(
                            file: relative[index], target: sources[paths[index]]!, module: unit.module,
                            definitions: occurrences.definitions, references: occurrences.references)))
            } catch {
                files.set(index, .failure(error))
            }
        }
        return IndexedFiles(files: try files.values())
    }

    /// The newest unit of each wanted file, by the file's index; `nil` where it has none.
    private func newestUnits(for wanted: [String: Int], count: Int) throws(CheckError) -> [IndexUnit?] {
        let names = unitNames()
        // A few units per task: reading one is quick, and most are of files not wanted.
        let chunk = 16
        let chunks = (names.count + chunk - 1) / chunk
        let found = Slots<[(Int, IndexUnit)]>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { part in
            var units: [(Int, IndexUnit)] = []
            do throws(CheckError) {
                for name in names[(part * chunk)..<min(names.count, (part + 1) * chunk)] {
                    var index: Int?
                    let unit = try self.unit(named: name) { mainFile in
                        index = wanted[mainFile] ?? wanted[Path.resolved(mainFile)]
                        return index != nil
                    }
                    if let unit, let index { units.append((index, unit)) }
                }
                found.set(part, .success(units))
            } catch {
                found.set(part, .failure(error))
            }
        }
        var newest = [IndexUnit?](repeating: nil, count: count)
        for (index, unit) in try found.values().joined() {
            if let known = newest[index], (known.modified, known.name) > (unit.modified, unit.name) { continue }
            newest[index] = unit
        }
        return newest
    }

    /// When the file at `path` was last modified; `nil` when it cannot be read (`errno` says why).
    private static func modificationTime(of path: String) -> IndexUnit.Timestamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            return IndexUnit.Timestamp(
                seconds: Int64(info.st_mtimespec.tv_sec), nanoseconds: Int64(info.st_mtimespec.tv_nsec))
        #else
            return IndexUnit.Timestamp(seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
        #endif
    }
}
