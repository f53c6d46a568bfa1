import DependencyRule
import Foundation

/// What `add feature` writes, besides the feature, in a package made with a lock: the feature at
/// the end of the lock's list, its files in the base, and the base's list of features with it
/// added, as a pristine package would have them. The lock is the last file to change.
struct FeatureRecording {
    /// The new files of the base: the feature's, below ``TemplateLock/baseFolder``.
    let newFiles: FileTree
    /// The files it changes: the base's list of features and configuration, and the lock.
    let changes: FileTree

    /// - Parameters:
    ///   - feature: as the lock records it, with the installed kit's version.
    ///   - files: the feature's new files, at their paths in the package.
    ///   - registration: the package's list of features, relative to `root`, when it has one.
    /// - Throws: ``GenerationError`` when the installed kit is newer than the package's (its
    ///   slice may use kit code the package does not have yet) or older (its slice may lack what
    ///   the package's kit changed), or the base lacks the list.
    init(
        lock: TemplateLock, feature: TemplateLock.Feature, files: FileTree, registration: String?, root: String
    ) throws(GenerationError) {
        let kitVersion = feature.kit
        if KitIdentity.compare(kitVersion, lock.kit.version) == .orderedDescending {
            throw GenerationError(
                "the installed kit (\(kitVersion)) is newer than this package's (\(lock.kit.version), in \(TemplateLock.file)): its slice may use kit code the package does not have yet; run 'clean-architecture update' first"
            )
        }
        if KitIdentity.compare(kitVersion, lock.kit.version) == .orderedAscending {
            throw GenerationError(
                "the installed kit (\(kitVersion)) is older than the one that last wrote this package (\(lock.kit.version), in \(TemplateLock.file)): its slice would miss that kit's changes; install \(lock.kit.version) or later"
            )
        }
        newFiles = PackageRender.base(of: files)
        var changes = FileTree()
        if let registration {
            let path = TemplateLock.baseFolder + "/" + registration
            let text: String
            do {
                text = try String(contentsOfFile: Path.appending(path, to: root), encoding: .utf8)
            } catch {
                throw GenerationError(
                    "cannot read \(path), the pristine copy of the list of features: \(TreeWriter.reason(error)); the base is damaged (see 'clean-architecture help update')"
                )
            }
            changes[path] = try Registration.adding(feature.name + "Feature", to: text, file: path)
        }
        // The base's configuration keeps the feature apart as the package's does.
        let configuration = TemplateLock.baseFolder + "/" + FeatureIndependence.file
        if let text = try? String(contentsOfFile: Path.appending(configuration, to: root), encoding: .utf8),
            let edited = FeatureIndependence.adding(feature.name, to: text)
        {
            changes[configuration] = edited
        }
        changes[TemplateLock.file] = lock.adding(feature).text
        self.changes = changes
    }
}
