import Dispatch
import Locking
import ProcessSpawning

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a package's manifest through `swift package dump-package`, so that every manifest
/// SwiftPM accepts is understood exactly, and caches the result.
///
/// The cache lives in `.build/dependency-rule/manifest-KEY.json` (or in the folder given as
/// `cacheFolder`, `--cache-path DIR`, which may serve several packages), where KEY hashes the
/// package's folder (the description holds absolute paths), the contents of `Package.swift` and
/// every `Package@swift-*.swift`, and the identity of the `swift` toolchain (its resolved path,
/// size and modification time). A manifest that reads the environment or
/// other files can change without changing the key: delete the folder to force a fresh dump.
struct ManifestLoader {
    /// The `swift` executable to run; looked up on `PATH`.
    var swift = "swift"
    /// How long `dump-package` may take before it is stopped with every process it started
    /// (a manifest whose code never finishes would otherwise hang the check, and CI with it).
    var deadline: Duration = .seconds(120)
    /// What paths in SwiftPM's messages start with instead of the package's folder: nothing (they
    /// are relative to the package), or the package's path from a workspace's root and `/`.
    var displayPrefix = ""

    /// What loading found, and whether it came from the cache.
    struct Loaded {
        let dump: ManifestDump
        let fromCache: Bool
        /// The manifest SwiftPM read (`Package.swift`, or a `Package@swift-*.swift` it chose).
        var manifestFile = "Package.swift"
        /// Its bytes, read once for the cache key and kept for the locator.
        var manifestBytes: [UInt8] = []
    }

    /// Loads the manifest: from the cache, or through SwiftPM, waiting for it.
    /// - Parameter cacheFolder: where the cache and SwiftPM's scratch folder go; by default
    ///   `.build/dependency-rule` in the package.
    func load(packageRoot: String, cacheFolder: String? = nil) throws(CheckError) -> Loaded {
        switch try start(packageRoot: packageRoot, cacheFolder: cacheFolder) {
        case .cached(let loaded): return loaded
        case .dumping(let dump): return try dump.finish()
        }
    }

    /// A load begun: found in the cache, or SwiftPM reading the manifest now.
    enum Started: Sendable {
        case cached(Loaded)
        case dumping(Dump)
    }

    /// `swift package dump-package` running for one package; ``finish()`` waits for it, on any
    /// thread.
    struct Dump: Sendable {
        fileprivate let loader: ManifestLoader
        fileprivate let packageRoot: String
        fileprivate let scratch: String
        fileprivate let cacheFolder: String
        fileprivate let cacheFile: String
        /// What this package's entries are called in the cache folder: older ones are removed.
        fileprivate let cachePrefix: String
        fileprivate let contents: [String: [UInt8]]
        fileprivate let running: RunningDump

        /// Waits for SwiftPM, decodes what it printed and writes the cache.
        func finish() throws(CheckError) -> Loaded {
            var outcome = try loader.finish(running)
            if outcome.status != 0, outcome.standardError.contains("sandbox_apply") {
                // Inside a sandbox already (the command plugin on macOS), SwiftPM cannot sandbox the
                // manifest again; the plugin's own sandbox still holds.
                outcome = try loader.finish(
                    try loader.launch(
                        loader.command(packageRoot: packageRoot, scratch: scratch) + [
                            "--disable-sandbox", "dump-package",
                        ]))
            }
            guard outcome.status == 0 else {
                var error = CheckError(
                    "the manifest cannot be read by SwiftPM: \(ManifestLoader.reason(in: outcome.standardError, root: packageRoot, prefix: loader.displayPrefix) ?? "exit status \(outcome.status)")",
                    file: "Package.swift")
                error.isPackageRefusal = true
                throw error
            }
            let dump = try loader.decode(Array(outcome.standardOutput.utf8), origin: "swift package dump-package")
            // A cache that cannot be written only costs the next run time.
            if (try? FileSystem.writeAtomically(dump.compactJSON, to: cacheFile)) != nil {
                for stale in (try? FileSystem.contents(of: cacheFolder)) ?? []
                where stale.hasPrefix(cachePrefix) && stale.dropFirst(cachePrefix.count).count == 21
                    && cacheFile.hasSuffix("/" + stale) == false
                {
                    unlink(cacheFolder + "/" + stale)
                }
            }
            let file = ManifestLoader.manifestRead(contents, toolsVersion: dump.toolsVersion)
            return Loaded(dump: dump, fromCache: false, manifestFile: file, manifestBytes: contents[file] ?? [])
        }
    }

    /// Reads the cache, or starts SwiftPM reading the manifest and returns without waiting.
    func start(packageRoot: String, cacheFolder: String? = nil) throws(CheckError) -> Started {
        let manifests = try manifestFiles(in: packageRoot)
        var key = StableHash()
        key.combine("dependency-rule-manifest-cache-v3")
        key.combine(toolchainIdentity())
        // The description holds absolute paths (of `.package(path:)` dependencies): a package
        // copied or moved elsewhere is read again.
        key.combine(packageRoot)
        var contents: [String: [UInt8]] = [:]
        for name in manifests {
            let bytes = try FileSystem.read(packageRoot + "/" + name)
            key.combine(name)
            key.combine(bytes)
            contents[name] = bytes
        }
        // A folder given (`--cache-path`) may serve several packages at once: each has its own
        // entries (named for its folder) and its own scratch folder, which SwiftPM locks.
        let shared = cacheFolder != nil
        let cacheFolder = cacheFolder ?? packageRoot + "/.build/dependency-rule"
        var folderKey = StableHash()
        folderKey.combine(packageRoot)
        let prefix = shared ? "manifest-\(folderKey.hex)-" : "manifest-"
        let cacheFile = cacheFolder + "/\(prefix)\(key.hex).json"
        if FileSystem.kind(of: cacheFile) == .file, let bytes = try? FileSystem.read(cacheFile),
            let dump = try? decode(bytes, origin: cacheFile)
        {
            let file = Self.manifestRead(contents, toolsVersion: dump.toolsVersion)
            return .cached(Loaded(dump: dump, fromCache: true, manifestFile: file, manifestBytes: contents[file] ?? []))
        }
        // A scratch path of its own: the package's `.build` may be locked by a SwiftPM that is
        // running right now (a `swift test` that runs this check), and waiting for it would never end.
        let scratch = cacheFolder + (shared ? "/swiftpm-\(folderKey.hex)" : "/swiftpm")
        let running = try launch(command(packageRoot: packageRoot, scratch: scratch) + ["dump-package"])
        return .dumping(
            Dump(
                loader: self, packageRoot: packageRoot, scratch: scratch, cacheFolder: cacheFolder,
                cacheFile: cacheFile, cachePrefix: prefix, contents: contents, running: running))
    }

    /// Which of the manifests SwiftPM read: the one whose `swift-tools-version` is the version
    /// it reported; `Package.swift` when that one is, or when none is; among several
    /// `Package@swift-*.swift`, the one for the newest Swift.
    static func manifestRead(_ manifests: [String: [UInt8]], toolsVersion: [Int]) -> String {
        let matching = manifests.keys.filter { Self.toolsVersion(of: manifests[$0]!) == toolsVersion }
        if matching.isEmpty || matching.contains("Package.swift") { return "Package.swift" }
        return matching.max { suffixVersion($0).lexicographicallyPrecedes(suffixVersion($1)) }!
    }

    /// `6.0` from `// swift-tools-version:6.0.1` on the first line, as major and minor.
    static func toolsVersion(of manifest: [UInt8]) -> [Int] {
        let firstLine = String(decoding: manifest.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self).lowercased()
        guard let marker = firstLine.firstRange(of: "swift-tools-version:") else { return [] }
        let digits = firstLine[marker.upperBound...].drop { $0 == " " || $0 == "\t" }.prefix {
            $0.isNumber || $0 == "."
        }
        return digits.split(separator: ".").prefix(2).compactMap { Int($0) }
    }

    /// `[6, 0]` for `Package@swift-6.0.swift`.
    private static func suffixVersion(_ name: String) -> [Int] {
        name.dropFirst("Package@swift-".count).dropLast(".swift".count).split(separator: ".").compactMap { Int($0) }
    }

    /// `Package.swift` and the `Package@swift-*.swift` variants, sorted; refuses a folder without one.
    private func manifestFiles(in packageRoot: String) throws(CheckError) -> [String] {
        guard FileSystem.kind(of: packageRoot) == .folder else {
            throw CheckError("no such package folder", file: packageRoot)
        }
        let names = try FileSystem.contents(of: packageRoot).filter {
            $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift"))
        }
        guard names.contains("Package.swift") else {
            throw CheckError("no Package.swift here: pass the package's folder with --package-path", file: packageRoot)
        }
        return names
    }

    private func command(packageRoot: String, scratch: String) -> [String] {
        [swift, "package", "--package-path", packageRoot, "--scratch-path", scratch]
    }

    /// SwiftPM started, with the timer that stops it and everything it started (the manifest's
    /// own process among them) at the deadline, unless it has finished first.
    fileprivate struct RunningDump: Sendable {
        let process: Watched
        let timer: Timer
    }

    /// The deadline's timer. A dispatch source may be cancelled from any thread; it is only
    /// cancelled, once, by whoever finishes the dump.
    fileprivate final class Timer: @unchecked Sendable {
        let source: DispatchSourceTimer
        init(_ source: DispatchSourceTimer) { self.source = source }
    }

    /// The process and what the timer and the waiter share.
    fileprivate final class Watched: Sendable {
        let running: ChildProcess.Running
        let state = Locked<(finished: Bool, expired: Bool)>((false, false))

        init(_ running: ChildProcess.Running) { self.running = running }
    }

    private func launch(_ command: [String]) throws(CheckError) -> RunningDump {
        let running: ChildProcess.Running
        do {
            running = try ChildProcess.launch(command)
        } catch {
            throw CheckError("cannot run '\(swift) package dump-package': \(error)", file: "Package.swift")
        }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        let (seconds, attoseconds) = deadline.components
        let nanoseconds = min(seconds, 1_000_000) * 1_000_000_000 + attoseconds / 1_000_000_000
        timer.schedule(deadline: .now() + .nanoseconds(Int(nanoseconds)))
        let process = Watched(running)
        timer.setEventHandler {
            process.state.withLock { state in
                guard !state.finished else { return }
                state.expired = true
                process.running.child.killTree(signal: SIGKILL)
            }
        }
        timer.resume()
        return RunningDump(process: process, timer: Timer(timer))
    }

    private func finish(_ dump: RunningDump) throws(CheckError) -> ChildProcess.Outcome {
        let outcome = dump.process.running.finish()
        let expired = dump.process.state.withLock { state in
            state.finished = true
            return state.expired
        }
        dump.timer.source.cancel()
        if expired {
            throw CheckError(
                "SwiftPM did not finish reading the manifest within \(Self.describe(deadline)), so it was stopped with every process it started: does the manifest's code ever finish? (raise the limit with --manifest-timeout SECONDS)",
                file: "Package.swift")
        }
        return outcome
    }

    /// `120 s`, `2.5 s`.
    static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = attoseconds / 100_000_000_000_000_000
        return tenths == 0 ? "\(seconds) s" : "\(seconds).\(tenths) s"
    }

    /// The most useful line of SwiftPM's error output: a compiler diagnostic in the manifest
    /// (`Package.swift:7:33: error: …`, made relative), else the first `error:` line.
    static func reason(in output: String, root: String, prefix: String = "") -> String? {
        let lines = output.split(separator: "\n").map(String.init)
        if let located = lines.first(where: {
            $0.contains("Package") && $0.contains(".swift:") && $0.contains(": error: ")
        }) {
            return located.replacing(root + "/", with: prefix)
        }
        return lines.first { $0.contains("error:") } ?? lines.first
    }

    fileprivate func decode(_ bytes: [UInt8], origin: String) throws(CheckError) -> ManifestDump {
        try ManifestDump(json: bytes, origin: origin)
    }

    /// The resolved path, size and modification time of the `swift` found on `PATH`.
    private func toolchainIdentity() -> String {
        let path = Path.environment("PATH") ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(swift)"
            guard FileSystem.kind(of: candidate) == .file else { continue }
            let resolved = Path.resolved(candidate)
            var info = stat()
            guard stat(resolved, &info) == 0 else { return resolved }
            #if canImport(Darwin)
                let modified = info.st_mtimespec.tv_sec
            #else
                let modified = info.st_mtim.tv_sec
            #endif
            return "\(resolved)|\(info.st_size)|\(modified)"
        }
        return swift
    }
}
