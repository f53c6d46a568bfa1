import ArgumentReading

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `dependency-rule` command line: `check`, `graph`, `imports`, `init`, `fix`, `--help` and
/// `--version`.
///
/// Exit status: 0 no error (warnings allowed unless `--strict`), 1 rule violations, 2 usage,
/// configuration, manifest or I/O problems.
public enum DependencyRuleCommand {
    public static let version = "1.0.0"

    /// Exit statuses.
    public enum ExitStatus {
        public static let success: Int32 = 0
        public static let violations: Int32 = 1
        public static let failure: Int32 = 2
    }

    /// Runs the process's command line and exits.
    public static func main() -> Never {
        let status = run(
            Array(CommandLine.arguments.dropFirst()),
            output: { writeAll($0, to: STDOUT_FILENO) },
            errors: { writeAll($0, to: STDERR_FILENO) })
        exit(status)
    }

    /// Runs `arguments` (without the program name), writing to `output` and `errors`.
    /// - Parameters:
    ///   - currentDirectory: what relative paths are relative to; the process's own by default.
    ///   - environment: the environment variables (`CI`); the process's own by default.
    ///   - manifest: the package description as `dump-package` JSON, used instead of running
    ///     SwiftPM (`--cache-path` and `--manifest-timeout` then have nothing to do); by default
    ///     SwiftPM reads the manifest.
    ///   - manifests: with `--workspace`, package descriptions handed in by package folder
    ///     (absolute), used instead of running SwiftPM for those packages.
    public static func run(
        _ arguments: [String], currentDirectory: String? = nil, environment: [String: String]? = nil,
        manifest: [UInt8]? = nil, manifests: [String: [UInt8]] = [:], output: @escaping (String) -> Void,
        errors: @escaping (String) -> Void
    ) -> Int32 {
        let environment = CommandEnvironment(
            currentDirectory: currentDirectory ?? Path.current,
            variable: { name in environment.map { $0[name] } ?? Path.environment(name) }, manifest: manifest,
            manifests: manifests, output: output, errors: errors)
        let tool = DependencyRuleTool.tool
        do throws(UsageError) {
            switch try tool.read(arguments) {
            case .help(let page):
                output(page)
                return ExitStatus.success
            case .version:
                output("dependency-rule \(version)\n")
                return ExitStatus.success
            case .run(let parsed):
                let type = DependencyRuleTool.commands.first { $0.spec.name == parsed.command.name }!
                let command: any CheckerCommand
                do throws(UsageError) {
                    command = try type.init(parsed)
                } catch {
                    throw UsageError(error.message, command: parsed.command.name)
                }
                do {
                    return try command.run(in: environment)
                } catch {
                    errors("\(error)\n")
                    return ExitStatus.failure
                }
            }
        } catch {
            errors(tool.message(for: error))
            return ExitStatus.failure
        }
    }
}

/// Writes all of `text` to a file descriptor.
private func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
        var written = 0
        while written < buffer.count {
            let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return }
            written += count
        }
    }
}
