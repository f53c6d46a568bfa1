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
    /// The lock without the feature (its digest is of the base as it was).
    let lock: TemplateLock
    /// The feature's files the package holds otherwise than `add feature` wrote them, or holds
    /// although `add feature` did not write them (yours, in the feature's folders): removed only
    /// with `--force`.
    let edited: [String]
    let yours: [String]

    /// - Parameters:
    ///   - files: every file of the package, relative to `root`, with its text (the base and git's
    ///     folders aside).
    ///   - force: whether the files in ``edited`` and ``yours`` go too.
    /// - Throws: ``GenerationError`` when the lock does not list the feature, or the feature is
    ///   edited and not `force`d.
    ///   - same: whether the package's text of a file is the base's as `add feature` wrote it there
    ///     (formatted under the package's own `.swift-format`, which may differ from the base's).
    init(
        feature: FeatureName, lock: TemplateLock, base: FileTree, files: FileTree, registration: String?,
        force: Bool,
        same: (_ package: String, _ base: String, _ path: String) -> Bool = { package, base, _ in package == base }
    ) throws(GenerationError) {
        let name = feature.typeName
        guard lock.features.contains(where: { $0.name == name }) else {
            let listed = lock.features.map(\.name)
            throw GenerationError(
                "\(name) is not a feature 'add feature' recorded in \(TemplateLock.file) (\(listed.isEmpty ? "it records none" : "it records \(listed.joined(separator: ", "))")): nothing to remove"
            )
        }
        let written = base.paths.filter { Self.isFeatureFile($0, name) && $0 != registration }
        edited = written.filter { files[$0] != nil && !same(files[$0]!, base[$0]!, $0) }
        yours = files.paths.filter { Self.isInFeatureFolder($0, name) && base[$0] == nil && $0 != registration }
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
        var writes = FileTree()
        var base = base
        for path in written { base[path] = nil }
        let featureType = name + "Feature"
        if let registration {
            for (tree, text) in [(0, files[registration]), (1, base[registration])] {
                guard let text else { continue }
                let listed = try Registration.features(in: text, file: registration)
                guard listed.contains(featureType) else { continue }
                let edited = try Registration.listing(listed.filter { $0 != featureType }, in: text, file: registration)
                if tree == 0 { writes[registration] = edited } else { base[registration] = edited }
            }
        }
        let configuration = FeatureIndependence.file
        if let text = files[configuration], let edited = FeatureIndependence.removing(name, from: text) {
            writes[configuration] = edited
        }
        if let text = base[configuration], let edited = FeatureIndependence.removing(name, from: text) {
            base[configuration] = edited
        }
        var lock = lock
        lock.features.removeAll { $0.name == name }
        self.writes = writes
        self.base = base
        self.lock = lock
    }

    /// The new lock: without the feature, its digest of ``base``.
    var lockText: String {
        var lock = lock
        lock.base = TemplateLock.digest(of: base)
        return lock.text
    }

    /// Whether `path` is in the folder named `feature` at the top of a target (`Sources/X/Book/…`,
    /// `Tests/X/Book/…`, `Fakes/Book/…`), where `add feature` writes a feature `Book`.
    static func isInFeatureFolder(_ path: String, _ feature: String) -> Bool {
        let components = path.split(separator: "/")
        let depth = components.first == "Fakes" ? 1 : 2
        guard components.first == "Fakes" || components.first == "Sources" || components.first == "Tests",
            components.count > depth + 1
        else { return false }
        return components[depth] == feature
    }

    /// Whether `path` is one `add feature` wrote for `feature`: in its folder, and named for it
    /// (`CreateBook.swift`, as every file of the slice is), so that a kit folder of the same name
    /// (`Composition/StoreKind.swift`) is never taken for the feature's.
    static func isFeatureFile(_ path: String, _ feature: String) -> Bool {
        isInFeatureFolder(path, feature) && path.split(separator: "/").last?.contains(feature) == true
    }
}
