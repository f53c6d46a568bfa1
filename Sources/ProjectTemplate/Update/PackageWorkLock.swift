import DependencyRule
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `clean-architecture` at a time on a package's lock and base: an exclusive `flock` on the
/// `.clean-architecture` folder, held until the value goes (or the process ends, however it
/// ends), so that an update is never taken back, or a second one planned, under a run that is
/// still working.
final class PackageWorkLock {
    private let descriptor: Int32

    /// Takes the lock of the package at `root`; `nil` when the package has no lock folder.
    /// - Throws: ``GenerationError`` when another run holds it.
    init?(root: String) throws(GenerationError) {
        let folder = Path.appending(TemplateLock.folder, to: root)
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw GenerationError(
                "another clean-architecture is working on \(root) (it holds \(folder)): wait for it to end")
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
