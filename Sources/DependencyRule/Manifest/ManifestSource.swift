/// Where a package's description comes from.
public enum ManifestSource: Sendable {
    /// `swift package dump-package`, through the manifest cache (`cacheFolder`, by default
    /// `.build/dependency-rule` in the package), stopped with every process it started after
    /// `deadline`. What the command line uses.
    case swiftPM(cacheFolder: String? = nil, deadline: Duration = .seconds(120))
    /// The JSON `swift package dump-package` prints, handed in: every rule then runs in this
    /// process without spawning SwiftPM (rule tests describe their fixtures this way).
    case dumpPackageJSON([UInt8])
}
