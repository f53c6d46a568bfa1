import CIndexStore

/// Reads one record of an index store (one source file's symbols and occurrences) into its
/// definitions and its explicit uses. Used on one thread; the library's callbacks reach it
/// through an unretained pointer.
final class IndexRecordReader {
    private let library: IndexStoreLibrary
    /// The symbols met so far, by the library's handle (stable while its reader is open).
    private var symbols: [UnsafeMutableRawPointer: (usr: String, name: String, kind: Int)] = [:]
    private(set) var definitions: [IndexedOccurrence] = []
    private(set) var references: [IndexedOccurrence] = []

    private init(library: IndexStoreLibrary) { self.library = library }

    /// The definitions and explicit uses recorded in `record` of `store`, or an error naming it.
    static func read(
        _ record: String, in store: IndexStore
    ) throws(CheckError) -> (definitions: [IndexedOccurrence], references: [IndexedOccurrence]) {
        let library = store.library
        var error: CIndexStoreHandle?
        guard let handle = library.recordReaderCreate(store.handle, record, &error) else {
            throw CheckError(
                "cannot read the record '\(record)' of the index store at \(store.path): \(library.consume(error, fallback: "unknown error"))"
            )
        }
        defer { library.recordReaderDispose(handle) }
        let reader = IndexRecordReader(library: library)
        let context = Unmanaged.passUnretained(reader).toOpaque()
        // What it returns says nothing of errors: `false` for a record with no occurrences too.
        _ = library.recordReaderOccurrencesApply(handle, context) { context, occurrence in
            guard let context, let occurrence else { return true }
            Unmanaged<IndexRecordReader>.fromOpaque(context).takeUnretainedValue().add(occurrence)
            return true
        }
        return (reader.definitions, reader.references)
    }

    private func add(_ occurrence: CIndexStoreHandle) {
        let roles = library.occurrenceRoles(occurrence)
        let isDefinition = roles & IndexStoreLibrary.Role.definition != 0
        let isUse = roles & IndexStoreLibrary.Role.reference != 0 && roles & IndexStoreLibrary.Role.implicit == 0
        guard isDefinition || isUse, let handle = library.occurrenceSymbol(occurrence) else { return }
        let symbol = self.symbol(handle)
        var line: UInt32 = 0
        var column: UInt32 = 0
        library.occurrenceLineColumn(occurrence, &line, &column)
        let found = IndexedOccurrence(
            usr: symbol.usr, name: symbol.name, kind: symbol.kind, line: Int(line), column: Int(column),
            isTopLevel: isDefinition && roles & IndexStoreLibrary.Role.childOf == 0)
        if isDefinition { definitions.append(found) }
        if isUse { references.append(found) }
    }

    /// The symbol's USR, name and kind, read once per symbol.
    private func symbol(_ handle: UnsafeMutableRawPointer) -> (usr: String, name: String, kind: Int) {
        if let known = symbols[handle] { return known }
        let symbol = (
            IndexStoreLibrary.string(library.symbolUSR(handle)), IndexStoreLibrary.string(library.symbolName(handle)),
            Int(library.symbolKind(handle))
        )
        symbols[handle] = symbol
        return symbol
    }
}
