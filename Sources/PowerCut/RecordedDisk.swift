import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder whose file calls are recorded from now on, so that a test can ask what a power cut at
/// this moment could leave of it (``statesAfterPowerCut(in:)``) and what of it another account
/// could read (``readableByOthers()``). Give ``operations`` to the driver under test.
package final class RecordedDisk: Sendable {
    /// The folder, created if it was missing.
    package let root: URL
    /// The calls to give the driver: real, and recorded.
    package let operations: RecordingFileOperations
    private let initial: DiskImage

    package init(root: URL) throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        self.root = root.standardizedFileURL
        initial = .capture(self.root)
        operations = RecordingFileOperations(root: self.root)
    }

    /// Every state a power cut now could leave of the folder, each written into a new folder
    /// under `parent`.
    package func statesAfterPowerCut(in parent: URL) throws -> [URL] {
        var model = PowerCutModel(initial)
        for event in operations.events { model.apply(event) }
        return try model.crashStates().map { state in
            let folder = parent.appendingPathComponent("power-cut-\(UUID().uuidString)")
            try state.write(into: folder)
            return folder
        }
    }

    /// What another account could read or enter, as "path mode" lines (octal): every file and
    /// folder the recorded calls created with permissions for group or others (temporary files
    /// included, though they are gone), and every one in the folder, the folder included, that
    /// has such permissions now.
    package func readableByOthers() -> [String] {
        var found: [String] = []
        for event in operations.events {
            switch event {
            case .create(let path, _, let mode) where mode & 0o077 != 0:
                found.append("\(path) created \(String(mode, radix: 8))")
            case .makeFolder(let path, let mode) where mode & 0o077 != 0:
                found.append("\(path)/ created \(String(mode, radix: 8))")
            default: break
            }
        }
        for path in [""] + DiskImage.capture(root).keys.sorted() {
            var info = stat()
            let full = path.isEmpty ? root.path : root.appendingPathComponent(path).path
            if lstat(full, &info) == 0, info.st_mode & 0o077 != 0 {
                found.append("\(path.isEmpty ? "." : path) is \(String(info.st_mode & 0o777, radix: 8))")
            }
        }
        return found
    }
}
