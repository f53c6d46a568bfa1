import Locking

/// The manifests of a workspace's packages, read with up to `width` SwiftPM processes running at
/// once, whatever the number of threads waiting for them: a dump spends much of its time starting
/// up and waiting on files, so more of them than cores keep the cores busy. Each package is
/// started (its cached description, or SwiftPM launched) at most once and taken once; cached
/// descriptions are read by the threads that take them, and once one dump runs, the next
/// packages are started ahead, up to the width.
final class ManifestReads: Sendable {
    /// How a package's description is had: handed in, or through SwiftPM and the cache.
    struct Source: Sendable {
        let path: String
        let loader: ManifestLoader
        let cacheFolder: String?
        /// A description handed in instead of running SwiftPM, and the manifest's bytes.
        let handedIn: (json: [UInt8], manifest: [UInt8], origin: String)?
    }

    private enum State {
        case waiting
        case started(Result<ManifestLoader.Started, CheckError>)
        case taken
    }

    private let sources: [Source]
    private let width: Int
    private let state: Locked<(packages: [State], running: Int, next: Int)>

    init(_ sources: [Source], width: Int) {
        self.sources = sources
        self.width = max(1, width)
        state = Locked((Array(repeating: .waiting, count: sources.count), 0, 0))
    }

    /// Starts packages in order until `width` dumps run or every package is started. (Under the
    /// lock: starting is reading a cache entry or launching a process, both quick.)
    private func startMore() {
        state.withLock { state in
            while state.running < width, state.next < state.packages.count {
                defer { state.next += 1 }
                guard case .waiting = state.packages[state.next] else { continue }
                let started = start(state.next)
                if case .success(.dumping) = started { state.running += 1 }
                state.packages[state.next] = .started(started)
            }
        }
    }

    private func start(_ index: Int) -> Result<ManifestLoader.Started, CheckError> {
        let source = sources[index]
        if let handedIn = source.handedIn {
            do throws(CheckError) {
                let dump = try ManifestDump(json: handedIn.json, origin: handedIn.origin)
                return .success(
                    .cached(ManifestLoader.Loaded(dump: dump, fromCache: false, manifestBytes: handedIn.manifest)))
            } catch {
                return .failure(error)
            }
        }
        do throws(CheckError) {
            return .success(try source.loader.start(packageRoot: source.path, cacheFolder: source.cacheFolder))
        } catch {
            return .failure(error)
        }
    }

    /// The description of package `index`, waiting for SwiftPM if it runs (and starting it first
    /// if it has not started yet).
    func take(_ index: Int) -> Result<ManifestLoader.Loaded, CheckError> {
        let previous = state.withLock { state -> State in
            defer { state.packages[index] = .taken }
            return state.packages[index]
        }
        let started: Result<ManifestLoader.Started, CheckError>
        let counted: Bool
        switch previous {
        case .started(let result):
            started = result
            counted = true
        case .waiting:
            // Read here, on this thread (a cache entry, most often); a dump it launches counts.
            started = start(index)
            counted = (try? started.get()).map { if case .dumping = $0 { true } else { false } } ?? false
            if counted { state.withLock { $0.running += 1 } }
        case .taken:
            preconditionFailure("package \(index) taken twice")
        }
        switch started {
        case .failure(let error): return .failure(error)
        case .success(.cached(let loaded)): return .success(loaded)
        case .success(.dumping(let dump)):
            // While this one runs, more are launched, up to the width.
            startMore()
            let result: Result<ManifestLoader.Loaded, CheckError>
            do throws(CheckError) {
                result = .success(try dump.finish())
            } catch {
                result = .failure(error)
            }
            if counted {
                state.withLock { $0.running -= 1 }
                startMore()
            }
            return result
        }
    }
}
