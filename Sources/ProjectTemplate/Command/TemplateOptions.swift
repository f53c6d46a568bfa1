import ArgumentReading

/// The options several `clean-architecture` commands read, described once.
enum TemplateOptions {
    /// `--package-path DIR`.
    static let packagePath = OptionSpec.value(
        "--package-path", "DIR",
        help: "The package (default: the nearest folder from here up that holds a Package.swift).")

    /// `--kit-path DIR`, as for `new`.
    static let kitPath = OptionSpec.value("--kit-path", "DIR", help: "The kit to read (default: as for 'new').")

    /// `--format text|json`.
    static func format(help: String) -> OptionSpec {
        .value("--format", .choice(["text", "json"]), help: help)
    }

    /// `--kit-repository`'s value as a web address: `https://HOST/OWNER/NAME`.
    static func webAddress(_ value: String) throws(UsageError) -> String {
        guard let address = KitIdentity.webAddress(ofRemote: value), value.hasPrefix("https://") else {
            throw UsageError(
                "--kit-repository must be the kit's repository as an https URL (https://github.com/OWNER/NAME), whose releases hold its checker, not '\(value)'"
            )
        }
        return address
    }
}
