extension Configuration {
    /// The configuration a command reads: `explicit` (`--config FILE`, relative to
    /// `currentDirectory`), else `dependency-rules.json` at `root`, else the standard layers.
    static func locate(_ explicit: String?, root: String, currentDirectory: String) throws(CheckError) -> Configuration
    {
        if let explicit {
            let path = Path.absolute(explicit, in: currentDirectory)
            guard FileSystem.kind(of: path) == .file else {
                throw CheckError("no such configuration file", file: explicit)
            }
            return try Configuration.load(path: path, displayPath: explicit)
        }
        let path = root + "/" + Configuration.fileName
        guard FileSystem.kind(of: path) != nil else { return .standard }
        return try Configuration.load(path: path, displayPath: Configuration.fileName)
    }
}
