import Dispatch
import Locking

/// Files scanned on other threads while this one does something else (a workspace's members are
/// read): ``results()`` waits for them. A file that cannot be read is left out, to be scanned
/// again (and its error reported) by whoever needs it.
final class BackgroundScan: Sendable {
    private let group = DispatchGroup()
    private let scanned = Locked<[String: ImportScanner.Result]>([:])

    /// Starts scanning `paths` (absolute), several at a time.
    init(_ paths: [String], outlines: Bool) {
        guard !paths.isEmpty else { return }
        DispatchQueue.global().async(group: group) { [self] in
            DispatchQueue.concurrentPerform(iterations: paths.count) { index in
                guard
                    let result = try? FileSystem.withContents(
                        of: paths[index],
                        { bytes, stamp in
                            var result = ImportScanner.scan(bytes, outline: outlines)
                            result.stamp = stamp
                            return result
                        })
                else { return }
                self.scanned.withLock { $0[paths[index]] = result }
            }
        }
    }

    /// What was scanned, by absolute path, once every file has been.
    func results() -> [String: ImportScanner.Result] {
        group.wait()
        return scanned.withLock { $0 }
    }
}
