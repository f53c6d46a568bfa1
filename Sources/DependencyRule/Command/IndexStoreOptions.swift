import ArgumentReading

/// The options that resolve the names files use with the compiler's index store rather than
/// syntax (`--index-store`, with `--index-store-lib` and `--index-prefix-map`).
enum IndexStoreOptions {
    static let specs: [OptionSpec] = [
        .value(
            "--index-store", "PATH",
            help:
                "Resolve the names files use with the compiler's index store (exact: inferred types and extension members included) instead of syntax: SwiftPM's .build/<triple>/debug/index/store, or Xcode's DerivedData/…/Index.noindex/DataStore. Exit 2 when the store is missing, older than a source file, or has no unit for a file."
        ),
        .value(
            "--index-store-lib", "PATH", help: "The libIndexStore to load (default: the toolchain's).",
            requires: "--index-store"),
        .value(
            "--index-prefix-map", "OLD=NEW",
            help: "Paths the store recorded under OLD (another machine's) are under NEW here.", repeatable: true,
            requires: "--index-store"),
    ]

    /// How `arguments` ask for names to be resolved, paths as given.
    static func resolution(_ arguments: ParsedArguments, cachePath: String?) throws(UsageError) -> Resolution {
        guard let store = arguments.value("--index-store") else { return Resolution(store: nil, cachePath: cachePath) }
        var prefixMap: [(old: String, new: String)] = []
        for text in arguments.values("--index-prefix-map") {
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex,
                text.index(after: equals) != text.endIndex
            else {
                throw UsageError("--index-prefix-map must be OLD=NEW (two paths), not '\(text)'")
            }
            prefixMap.append((String(text[..<equals]), String(text[text.index(after: equals)...])))
        }
        return Resolution(
            store: store, library: arguments.value("--index-store-lib"), prefixMap: prefixMap,
            cachePath: cachePath)
    }

    /// What the options said, paths as given.
    struct Resolution {
        var store: String?
        var library: String?
        var prefixMap: [(old: String, new: String)] = []
        var cachePath: String?

        /// The resolution, its paths made absolute.
        func resolution(in environment: CommandEnvironment) -> ReferenceResolution {
            guard let store else { return .syntax(cacheFolder: cachePath.map(environment.absolute)) }
            return .index(
                store: environment.absolute(store), library: library.map(environment.absolute), prefixMap: prefixMap)
        }
    }
}
