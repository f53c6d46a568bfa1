/// A package read: its description, and its targets with their sources.
struct ResolvedPackage: Sendable {
    let loaded: ManifestLoader.Loaded
    let targets: [PackageTarget]
    let warnings: [Diagnostic]
}
