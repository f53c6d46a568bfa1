import Foundation
import PackagePlugin

/// `swift package check-dependencies [options]`: runs `dependency-rule check` on the package the
/// command is run in, passing the options on (`--config`, `--format`, `--output`, `--strict`,
/// `--timings`; see `dependency-rule check --help`).
///
/// It writes nothing unless `--output FILE` is given: the checker's manifest cache and SwiftPM's
/// scratch folder for `dump-package` go into the plugin's work folder (`--cache-path`). The
/// report goes to standard output, which SwiftPM shows as the plugin's text output. A check that
/// fails ends the plugin with the checker's exit status, so `swift package` fails too.
@main
struct CheckDependencies: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // SwiftPM hands the plugin its own options written after the verb as well.
        let options = Self.removingSwiftPMOptions(arguments)
        if let reserved = options.lazy.map(Self.optionName).first(where: { Self.reservedOptions[$0] != nil }) {
            fail("check-dependencies sets \(reserved) itself: \(Self.reservedOptions[reserved]!)", status: 2)
        }
        let cache = context.pluginWorkDirectoryURL.appending(path: "dependency-rule")
        let check = ["check", "--package-path", context.package.directoryURL.path, "--cache-path", cache.path]

        let tool = try context.tool(named: "dependency-rule")
        let status = try await Self.run(tool.url, check + options)
        switch status {
        case 0: return
        case 1: fail("dependency-rule found violations of the dependency rule", status: status)
        default: fail("dependency-rule check failed with exit status \(status)", status: status)
        }
    }

    /// Reports an error with no source location (the plugin's own file and line would be
    /// misleading) and ends the plugin with `status`; SwiftPM then fails with status 1.
    private func fail(_ message: String, status: Int32) -> Never {
        Diagnostics.error(message, file: nil, line: nil)
        exit(status)
    }

    /// Runs `executable` with the plugin's standard output and error (which SwiftPM shows as the
    /// plugin's output), and returns its exit status.
    private static func run(_ executable: URL, _ arguments: [String]) async throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // A termination handler rather than `waitUntilExit()`, which can spin on Linux when called
        // from a Swift concurrency thread.
        return try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }

    /// Options the plugin sets, and what to do instead.
    static let reservedOptions: [String: String] = [
        "--package-path": "check another package with 'swift package --package-path DIR check-dependencies'",
        "--cache-path":
            "the manifest cache goes to the plugin's work folder, so that nothing is written into the package",
    ]

    /// SwiftPM's options for running plugins, which it also passes to the plugin when they follow
    /// the verb; flags, and options with a value.
    static let swiftPMFlags: Set<String> = ["--allow-writing-to-package-directory", "--disable-sandbox"]
    static let swiftPMOptions: Set<String> = [
        "--allow-writing-to-directory", "--allow-network-connections", "--package",
    ]

    static func removingSwiftPMOptions(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let name = optionName(argument)
            if swiftPMFlags.contains(name) { continue }
            if swiftPMOptions.contains(name) {
                if !argument.contains("=") { _ = remaining.popFirst() }
                continue
            }
            kept.append(argument)
        }
        return kept
    }

    /// `--name` of `--name=value`.
    static func optionName(_ argument: String) -> String {
        argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
    }
}
