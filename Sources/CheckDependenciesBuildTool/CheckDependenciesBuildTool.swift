import Foundation
import PackagePlugin

/// Checks the dependency rule on every build: applied to a target (`plugins:
/// ["CheckDependenciesBuildTool"]`), it runs `dependency-rule check --target NAME` for that target
/// whenever its sources, `Package.swift` or `dependency-rules.json` change.
///
/// - Errors fail the build, warnings are shown; both in compiler style (`file:line:column:`),
///   which SwiftPM and Xcode show at their place. To fail on warnings too, put `"strict": true`
///   in `dependency-rules.json`.
/// - A build that changes none of those files does not run the checker at all: the check is a
///   build command whose output (a stamp, `--stamp`) is up to date.
/// - Applied to several targets, each reports only its own findings, so none is reported twice.
///
/// The stamp is a Swift file holding one comment: SwiftPM compiles a build command's Swift output
/// into the target, and would turn any other file into a resource.
@main
struct CheckDependenciesBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // The stamp is a Swift source: a C target has no imports to check, and could not take it.
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let package = context.package.directoryURL
        let stamp = context.pluginWorkDirectoryURL.appending(path: "\(target.name)DependencyRuleChecked.swift")
        // The package's folder too: its time changes when dependency-rules.json appears or goes,
        // which SwiftPM would not otherwise notice (it does not ask the plugin again for that).
        var inputs =
            target.sourceFiles(withSuffix: "swift").map(\.url) + [package.appending(path: "Package.swift"), package]
        let configuration = package.appending(path: "dependency-rules.json")
        if FileManager.default.fileExists(atPath: configuration.path) { inputs.append(configuration) }
        return [
            .buildCommand(
                displayName: "Checking the dependency rule for \(target.name)",
                executable: try context.tool(named: "dependency-rule").url,
                arguments: [
                    "check", "--package-path", package.path, "--target", target.name, "--stamp", stamp.path,
                    "--cache-path", context.pluginWorkDirectoryURL.appending(path: "dependency-rule").path,
                ],
                // The checker runs `swift package dump-package`; build commands start with an
                // environment of their own.
                environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
                inputFiles: inputs,
                outputFiles: [stamp])
        ]
    }
}
