import FrameworksAndDrivers

/// The composition root of the `starter` app: what the app is (``app``) and its process
/// (``main()``). What each feature wires is in its own `…Feature` type, listed in
/// ``StarterFeatures``; ``AppShell`` runs them on the storage the command line chooses.
public enum StarterFactory {
    /// The program's name, in its messages and help.
    public static let programName = "starter"

    /// The app: data in `./.starter` (or `$STARTER_DATA_DIR`, or `--data-dir`), on the store
    /// `--store` picks (``StoreKind/all``).
    public static let app = CommandLineApp(
        programName: programName, version: "0.1.0", dataDirectoryVariable: "STARTER_DATA_DIR",
        exitStatus: "0 done; 1 refused (a rule, an unknown id); 2 usage error, or storage failed.",
        features: StarterFeatures.all)

    /// The `starter` process.
    public static func main() async -> Never {
        await AppShell.main(app)
    }
}
