/// An option a command reads: a flag (`--strict`) or an option with a value (`--output FILE`).
public struct OptionSpec: Hashable, Sendable {
    /// `--output`.
    public let name: String
    /// What the value may be; `nil` for a flag.
    public let kind: ValueKind?
    /// What the usage and the help call the value: `FILE`.
    public let placeholder: String
    /// One sentence or a few, unwrapped: the help wraps it, the option tables in Docs/ quote it.
    public let help: String
    /// Whether it may be given more than once, each value kept in order.
    public let isRepeatable: Bool
    /// Whether the command needs it.
    public let isRequired: Bool
    /// The option it goes with, which must be given too: `--diff` goes with `--dry-run`.
    public let requires: String?

    /// A flag: given or not.
    public static func flag(_ name: String, help: String, requires: String? = nil) -> OptionSpec {
        OptionSpec(
            name: name, kind: nil, placeholder: "", help: help, isRepeatable: false, isRequired: false,
            requires: requires)
    }

    /// An option with a value of `kind`, which the usage calls `placeholder`.
    public static func value(
        _ name: String, _ placeholder: String, _ kind: ValueKind = .text, help: String, repeatable: Bool = false,
        requires: String? = nil
    ) -> OptionSpec {
        OptionSpec(
            name: name, kind: kind, placeholder: placeholder, help: help, isRepeatable: repeatable,
            isRequired: false, requires: requires)
    }

    /// An option with a value of `kind`, which the usage shows as the kind's words (`text|json`,
    /// `true|false`) or `VALUE`.
    public static func value(
        _ name: String, _ kind: ValueKind = .text, help: String, repeatable: Bool = false, requires: String? = nil
    ) -> OptionSpec {
        value(name, kind.defaultPlaceholder, kind, help: help, repeatable: repeatable, requires: requires)
    }

    /// The same option, which the command needs: `.value("--city", "CITY", help: "…").required()`.
    public func required() -> OptionSpec {
        OptionSpec(
            name: name, kind: kind, placeholder: placeholder, help: help, isRepeatable: isRepeatable,
            isRequired: true, requires: requires)
    }

    /// Whether it is a flag, which takes no value.
    public var isFlag: Bool { kind == nil }

    /// `--output FILE`, `--strict`.
    public var usage: String { isFlag ? name : "\(name) \(placeholder)" }
}
