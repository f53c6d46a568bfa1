/// A command line read against its command's spec: what each option and argument was given.
/// Every value is of its kind already; asking for a name the spec does not declare is a
/// programming error, and stops the program.
public struct ParsedArguments: Sendable {
    /// The command read.
    public let command: CommandSpec
    /// The tool's options, which may stand anywhere on the line.
    let global: [OptionSpec]
    /// Each option given, with its values in order (none for a flag).
    var options: [String: [String]] = [:]
    /// Each argument given, by placeholder.
    var arguments: [String: [String]] = [:]

    init(command: CommandSpec, global: [OptionSpec]) {
        self.command = command
        self.global = global
    }

    /// Whether the flag or option `name` was given.
    public func has(_ name: String) -> Bool {
        _ = spec(name)
        return options[name] != nil
    }

    /// The value of `name`, the last one for a tool's option given twice; `nil` when not given.
    public func value(_ name: String) -> String? {
        _ = spec(name)
        return options[name]?.last
    }

    /// Every value of the repeatable option `name`, in order.
    public func values(_ name: String) -> [String] {
        _ = spec(name)
        return options[name] ?? []
    }

    /// The value of `name`, an ``ValueKind/integer`` option; `nil` when not given or given empty
    /// (``ValueKind/orEmpty(_:)``).
    public func integer(_ name: String) -> Int? {
        value(name).flatMap { Int($0) }
    }

    /// The value of `name`, a ``ValueKind/decimal`` option; `nil` when not given or given empty.
    public func decimal(_ name: String) -> Double? {
        value(name).flatMap { Double($0) }
    }

    /// The value of `name`, a ``ValueKind/boolean`` option; `nil` when not given or given empty.
    public func boolean(_ name: String) -> Bool? {
        value(name).flatMap { Bool($0) }
    }

    /// The argument `placeholder`; `nil` when it is optional and not given.
    public func argument(_ placeholder: String) -> String? {
        arguments(placeholder).first
    }

    /// Every word the repeatable argument `placeholder` took.
    public func arguments(_ placeholder: String) -> [String] {
        precondition(
            command.arguments.contains { $0.placeholder == placeholder },
            "'\(command.name)' takes no argument \(placeholder)")
        return arguments[placeholder] ?? []
    }

    private func spec(_ name: String) -> OptionSpec {
        guard let option = command.option(name) ?? global.first(where: { $0.name == name }) else {
            preconditionFailure("'\(command.name)' reads no option \(name)")
        }
        return option
    }
}
