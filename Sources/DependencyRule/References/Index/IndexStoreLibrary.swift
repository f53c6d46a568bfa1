import CIndexStore
import ProcessSpawning

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The toolchain's `libIndexStore`, opened at run time with `dlopen` (the checker has no
/// link-time dependency on it), and the functions of its C interface the index resolver calls.
///
/// The library stays loaded for the life of the process. Its functions may be called from
/// several threads at once for distinct readers, as the resolver does; the value itself never
/// changes after ``load(path:)``.
struct IndexStoreLibrary: @unchecked Sendable {
    /// Where the library was loaded from.
    let path: String
    /// The library's API version (`indexstore_version`): 16 for Swift 6.3.
    let version: Int
    /// The store format it reads (`indexstore_format_version`): a store's data is in `v<format>`.
    let formatVersion: Int

    let errorDescription: CIndexStoreDescriptionFunction
    let errorDispose: CIndexStoreDisposeFunction
    let optionsCreate: CIndexStoreOptionsCreateFunction
    let optionsDispose: CIndexStoreDisposeFunction
    let optionsAddPrefixMapping: CIndexStorePrefixMappingFunction
    let storeCreate: CIndexStoreStoreCreateFunction
    let storeDispose: CIndexStoreDisposeFunction
    let storeUnitsApply: CIndexStoreUnitsApplyFunction
    let unitReaderCreate: CIndexStoreReaderCreateFunction
    let unitReaderDispose: CIndexStoreDisposeFunction
    let unitReaderHasMainFile: CIndexStoreFlagFunction
    let unitReaderMainFile: CIndexStoreStringFunction
    let unitReaderModuleName: CIndexStoreStringFunction
    let unitReaderModificationTime: CIndexStoreTimeFunction
    let unitReaderDependenciesApply: CIndexStoreApplyFunction
    let dependencyKind: CIndexStoreKindFunction
    let dependencyName: CIndexStoreStringFunction
    let dependencyFilePath: CIndexStoreStringFunction
    let recordReaderCreate: CIndexStoreReaderCreateFunction
    let recordReaderDispose: CIndexStoreDisposeFunction
    let recordReaderOccurrencesApply: CIndexStoreApplyFunction
    let occurrenceSymbol: CIndexStoreSymbolFunction
    let occurrenceRoles: CIndexStoreRolesFunction
    let occurrenceLineColumn: CIndexStoreLineColumnFunction
    let symbolUSR: CIndexStoreStringFunction
    let symbolName: CIndexStoreStringFunction
    let symbolKind: CIndexStoreKindFunction

    /// The roles of an occurrence (a bit set; an occurrence's roles include its relations').
    enum Role {
        static let declaration: UInt64 = 1 << 0
        static let definition: UInt64 = 1 << 1
        static let reference: UInt64 = 1 << 2
        static let implicit: UInt64 = 1 << 8
        /// A relation: the occurrence's symbol is a member of the related one.
        static let childOf: UInt64 = 1 << 9
    }

    /// A unit dependency on a record: the symbols and occurrences of one source file.
    static let recordDependency: Int32 = 2

    /// Opens the library at `path`, or the running toolchain's when `path` is `nil` (see
    /// ``defaultPath()``). Fails with a message that names the path and `--index-store-lib`;
    /// never falls back to another library.
    static func load(path: String?) throws(CheckError) -> IndexStoreLibrary {
        let path = if let path { path } else { try defaultPath() }
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown error"
            throw CheckError(
                "cannot load libIndexStore from '\(path)': \(reason); pass --index-store-lib PATH with the toolchain's library (\(libraryName) in the toolchain's usr/lib)"
            )
        }
        do {
            return try IndexStoreLibrary(path: path, handle: handle)
        } catch {
            dlclose(handle)
            throw error
        }
    }

    private init(path: String, handle: UnsafeMutableRawPointer) throws(CheckError) {
        func function<Function>(_ name: String) throws(CheckError) -> Function {
            guard let address = dlsym(handle, name) else {
                throw CheckError(
                    "cannot load libIndexStore from '\(path)': it has no '\(name)' (is it a toolchain's libIndexStore, and recent enough?); pass --index-store-lib PATH"
                )
            }
            return unsafeBitCast(address, to: Function.self)
        }
        self.path = path
        let version: CIndexStoreVersionFunction = try function("indexstore_version")
        let formatVersion: CIndexStoreVersionFunction = try function("indexstore_format_version")
        self.version = Int(version())
        self.formatVersion = Int(formatVersion())
        errorDescription = try function("indexstore_error_get_description")
        errorDispose = try function("indexstore_error_dispose")
        optionsCreate = try function("indexstore_creation_options_create")
        optionsDispose = try function("indexstore_creation_options_dispose")
        optionsAddPrefixMapping = try function("indexstore_creation_options_add_prefix_mapping")
        storeCreate = try function("indexstore_store_create_with_options")
        storeDispose = try function("indexstore_store_dispose")
        storeUnitsApply = try function("indexstore_store_units_apply_f")
        unitReaderCreate = try function("indexstore_unit_reader_create")
        unitReaderDispose = try function("indexstore_unit_reader_dispose")
        unitReaderHasMainFile = try function("indexstore_unit_reader_has_main_file")
        unitReaderMainFile = try function("indexstore_unit_reader_get_main_file")
        unitReaderModuleName = try function("indexstore_unit_reader_get_module_name")
        unitReaderModificationTime = try function("indexstore_unit_reader_get_modification_time")
        unitReaderDependenciesApply = try function("indexstore_unit_reader_dependencies_apply_f")
        dependencyKind = try function("indexstore_unit_dependency_get_kind")
        dependencyName = try function("indexstore_unit_dependency_get_name")
        dependencyFilePath = try function("indexstore_unit_dependency_get_filepath")
        recordReaderCreate = try function("indexstore_record_reader_create")
        recordReaderDispose = try function("indexstore_record_reader_dispose")
        recordReaderOccurrencesApply = try function("indexstore_record_reader_occurrences_apply_f")
        occurrenceSymbol = try function("indexstore_occurrence_get_symbol")
        occurrenceRoles = try function("indexstore_occurrence_get_roles")
        occurrenceLineColumn = try function("indexstore_occurrence_get_line_col")
        symbolUSR = try function("indexstore_symbol_get_usr")
        symbolName = try function("indexstore_symbol_get_name")
        symbolKind = try function("indexstore_symbol_get_kind")
    }

    /// The library's file name on this platform.
    #if canImport(Darwin)
        static let libraryName = "libIndexStore.dylib"
    #else
        static let libraryName = "libIndexStore.so"
    #endif

    /// Where the running toolchain keeps the library: on macOS next to the `swift` that
    /// `xcrun --find swift` names (`…/usr/bin/swift` → `…/usr/lib/libIndexStore.dylib`);
    /// elsewhere beside the `swiftc` on `PATH` (`…/usr/bin/swiftc` → `…/usr/lib/libIndexStore.so`),
    /// else in the folder above `swiftc -print-target-info`'s `runtimeResourcePath`
    /// (`…/usr/lib/swift` → `…/usr/lib/libIndexStore.so`).
    static func defaultPath() throws(CheckError) -> String {
        #if canImport(Darwin)
            let output = try run(["xcrun", "--find", "swift"])
            let swift = output.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            guard swift.hasPrefix("/") else {
                throw CheckError(
                    "cannot find libIndexStore: 'xcrun --find swift' printed no path; pass --index-store-lib PATH")
            }
            return Path.parent(of: Path.parent(of: swift)) + "/lib/" + libraryName
        #else
            // The library beside the `swiftc` on PATH (links resolved), when it is there: no process.
            for folder in (Path.environment("PATH") ?? "").split(separator: ":") where folder.hasPrefix("/") {
                let candidate = String(folder) + "/swiftc"
                guard FileSystem.exists(candidate) else { continue }
                let library = Path.parent(of: Path.parent(of: Path.resolved(candidate))) + "/lib/" + libraryName
                if FileSystem.exists(library) { return library }
                break
            }
            // Else (a shim, say) the toolchain says where its resources are.
            let output = try run(["swiftc", "-print-target-info"])
            let resources = try? JSONValue.parse(Array(output.utf8), file: "swiftc -print-target-info")
            guard case .object(let info)? = resources?.value, case .object(let paths)? = info.member("paths")?.value,
                let resourcePath = paths.member("runtimeResourcePath")?.string, resourcePath.hasPrefix("/")
            else {
                throw CheckError(
                    "cannot find libIndexStore: 'swiftc -print-target-info' printed no runtimeResourcePath; pass --index-store-lib PATH"
                )
            }
            return Path.parent(of: resourcePath) + "/" + libraryName
        #endif
    }

    /// What `arguments` prints, or an error naming the command.
    private static func run(_ arguments: [String]) throws(CheckError) -> String {
        let command = arguments.joined(separator: " ")
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(arguments)
        } catch {
            throw CheckError(
                "cannot find libIndexStore: cannot run '\(command)': \(error); pass --index-store-lib PATH")
        }
        guard outcome.status == 0 else {
            let reason = outcome.standardError.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            throw CheckError(
                "cannot find libIndexStore: '\(command)' failed (exit \(outcome.status))\(reason.isEmpty ? "" : ": " + reason); pass --index-store-lib PATH"
            )
        }
        return outcome.standardOutput
    }

    /// The string the library returned, copied; `""` for none.
    static func string(_ string: CIndexStoreString) -> String {
        guard let data = string.data, string.length > 0 else { return "" }
        return data.withMemoryRebound(to: UInt8.self, capacity: string.length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: string.length), as: UTF8.self)
        }
    }

    /// An error's description, and the error disposed of; `fallback` when there is none.
    func consume(_ error: CIndexStoreHandle?, fallback: String) -> String {
        guard let error else { return fallback }
        defer { errorDispose(error) }
        return errorDescription(error).map { String(cString: $0) } ?? fallback
    }
}
