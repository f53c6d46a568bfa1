/// Which references a command needs: those between files in different places among the folders
/// (``FolderAssignment/unitOfFile``) that `concerns` accepts, decided once per pair of places. Most
/// references join files of one place, or point inward: a warm `check` leaves them undecoded in the
/// ``ReferenceCache``.
final class ReferenceFilter {
    private let places: [String: Int]
    private let concerns: (_ file: String, _ declarationFile: String) -> Bool
    private let placeCount: Int
    /// For each pair of places (`from * placeCount + to`): 1 kept, 0 not, -1 not decided yet.
    private var decided: [Int8]
    /// When given, the references from these files are kept, and no other.
    private let files: Set<String>?

    /// - Parameters:
    ///   - places: a file's place among the folders, numbered from 1 (a file not listed is in
    ///     place 0).
    ///   - concerns: whether a reference from a file to a declaration in another may matter,
    ///     asked of one pair of files for each pair of places.
    init(places: [String: Int], concerns: @escaping (_ file: String, _ declarationFile: String) -> Bool) {
        self.places = places
        self.concerns = concerns
        placeCount = (places.values.max() ?? 0) + 1
        decided = Array(repeating: -1, count: placeCount * placeCount)
        files = nil
    }

    /// Keeps every reference from one of `files` (to a declaration in another file), wherever
    /// the two files are.
    init(from files: Set<String>) {
        (places, concerns, placeCount, decided, self.files) = ([:], { _, _ in true }, 1, [], files)
    }

    /// The place of `file`.
    func place(of file: String) -> Int { places[file] ?? 0 }

    /// Whether a reference from `file` (in place `from`) to a declaration in `declarationFile` (in
    /// place `to`) is needed.
    func keeps(_ file: String, at from: Int, _ declarationFile: String, at to: Int) -> Bool {
        if let files { return files.contains(file) }
        guard from != to else { return false }
        let pair = from * placeCount + to
        if decided[pair] >= 0 { return decided[pair] == 1 }
        let keeps = concerns(file, declarationFile)
        decided[pair] = keeps ? 1 : 0
        return keeps
    }

    /// Whether `reference` is needed.
    func keeps(_ reference: Reference) -> Bool {
        let declared = reference.declaration.file
        return keeps(reference.file, at: place(of: reference.file), declared, at: place(of: declared))
    }
}
