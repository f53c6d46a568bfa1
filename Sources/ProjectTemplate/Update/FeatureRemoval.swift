import DependencyRule
import Foundation

/// What `remove feature` takes out of a package made with a lock: every file `add feature` wrote
/// for the feature (its files in the base, which hold them as written), its line in the app's list
/// of features and in the configuration's independent parts, and its record in the lock, in the
/// package and in the base alike, so that a later `update` neither brings it back nor conflicts.
struct FeatureRemoval {
    /// The files to delete, relative to the package's root.
    let deletions: [String]
    /// The files to change (the list of features, the configuration), with their new texts.
    var writes: FileTree
    /// The base without the feature.
    var base: FileTree
    /// The lock without the feature, which it lists as removed (its digest is of the base as it was).
    let lock: TemplateLock
    /// The feature's files the package holds otherwise than `add feature` wrote them, or holds
    /// although `add feature` did not write them (yours, in the feature's folders): removed only
    /// with `--force`.
    let edited: [String]
    let yours: [String]

    /// - Parameters:
    ///   - files: every file of the package, relative to `root`, with its text (the base and git's
    ///     folders aside).
    ///   - rendered: the feature's files as `add feature` writes them in this package (rendered by
    ///     the package's kit, formatted under the package's `.swift-format`): those it removes, and
    ///     what each holds unedited.
    ///   - force: whether the files in ``edited`` and ``yours`` go too.
    /// - Throws: ``GenerationError`` when the lock does not list the feature, or the feature is
    ///   edited and not `force`d.
    init(
        feature: FeatureName, lock: TemplateLock, base: FileTree, files: FileTree, registration: String?,
        rendered: FileTree, force: Bool
    ) throws(GenerationError) {
        let name = feature.typeName
        guard lock.features.contains(where: { $0.name == name }) else {
            let listed = lock.features.map(\.name)
            throw GenerationError(
                "\(name) is not a feature 'add feature' recorded in \(TemplateLock.file) (\(listed.isEmpty ? "it records none" : "it records \(listed.joined(separator: ", "))")): nothing to remove"
            )
        }
        let written = rendered.paths.filter { base[$0] != nil && $0 != registration }
        edited = written.filter { files[$0] != nil && files[$0] != rendered[$0] }
        // Files of yours in the feature's folders, but not in a folder the kit's own files share (a
        // feature named like one, `Shell`): those stay as they are.
        let writtenSet = Set(written)
        let shared = Set(
            base.paths.filter { !writtenSet.contains($0) && $0 != registration }.compactMap(Self.featureFolder))
        let own = Set(written.compactMap(Self.featureFolder)).subtracting(shared)
        yours = files.paths.filter { path in
            base[path] == nil && path != registration && Self.featureFolder(path).map(own.contains) == true
        }
        if !force, !(edited.isEmpty && yours.isEmpty) {
            let changed = edited.map { "  \($0) (changed since 'add feature' wrote it)\n" }
            let added = yours.map { "  \($0) (not written by 'add feature')\n" }
            throw GenerationError(
                "refusing to remove \(name): its folders hold what 'add feature' did not write:\n"
                    + (changed + added).joined()
                    + "Keep them elsewhere first, or pass --force to remove them too (git has them while they are committed)."
            )
        }
        deletions = (written.filter { files[$0] != nil } + yours).sorted()
        var base = base
        for path in written { base[path] = nil }
        // The list of features and the configuration lose the feature's line, in the package and
        // in the base alike.
        var writes = FileTree()
        for path in [registration, FeatureIndependence.file].compactMap({ $0 }) {
            if let text = files[path], let edited = try Self.withoutFeature(name, in: text, at: path) {
                writes[path] = edited
            }
            if let text = base[path], let edited = try Self.withoutFeature(name, in: text, at: path) {
                base[path] = edited
            }
        }
        var lock = lock
        // Its stored records stay: the lock keeps the schema they are at.
        lock.removed.removeAll { $0.name == name }
        lock.removed += lock.features.filter { $0.name == name }
        lock.features.removeAll { $0.name == name }
        self.writes = writes
        self.base = base
        self.lock = lock
    }

    /// `text`, the configuration or the list of features at `path`, without `feature`'s line;
    /// `nil` when it has none.
    private static func withoutFeature(
        _ feature: String, in text: String, at path: String
    ) throws(GenerationError)
        -> String?
    {
        if path == FeatureIndependence.file { return FeatureIndependence.removing(feature, from: text) }
        return try Registration.removing(feature + "Feature", from: text, file: path)
    }

    /// The new lock: without the feature, its digest of ``base``.
    var lockText: String {
        var lock = lock
        lock.base = TemplateLock.digest(of: base)
        return lock.text
    }

    /// The folder at the top of a target that holds `path` (`Sources/X/Book` for
    /// `Sources/X/Book/Interactors/CreateBook.swift`, `Fakes/Book`), where `add feature` writes a
    /// feature; `nil` for a file at a target's top, or outside the targets.
    static func featureFolder(_ path: String) -> String? {
        let components = path.split(separator: "/")
        let depth = components.first == "Fakes" ? 1 : 2
        guard components.first == "Fakes" || components.first == "Sources" || components.first == "Tests",
            components.count > depth + 1
        else { return nil }
        return components[...depth].joined(separator: "/")
    }
}
