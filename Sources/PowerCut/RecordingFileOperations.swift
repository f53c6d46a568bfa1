import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's file calls, made for real and recorded, with paths relative to a root folder: what
/// ``PowerCutModel`` replays to find the states a power cut could leave.
package final class RecordingFileOperations: FileOperations {
    /// One recorded call that succeeded.
    package enum Event: Hashable, Sendable {
        case create(String, descriptor: Int32, mode: mode_t)
        case write(Int32, Data)
        case sync(Int32)
        case rename(String, String)
        case link(String, String)
        case unlink(String)
        case makeFolder(String, mode: mode_t)
        case syncFolder(String)
    }

    /// The folder paths are relative to.
    package let root: String
    private let real = POSIXFileOperations()
    private let log = Locked<[Event]>([])

    package init(root: URL) { self.root = root.standardizedFileURL.path }

    /// The calls so far, in order.
    package var events: [Event] { log.withLock { $0 } }

    private func relative(_ path: String) -> String {
        path == root ? "" : path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    private func record(_ event: Event) { log.withLock { $0.append(event) } }

    package func createFile(_ path: String, mode: mode_t) -> Int32 {
        let descriptor = real.createFile(path, mode: mode)
        if descriptor >= 0 { record(.create(relative(path), descriptor: descriptor, mode: mode)) }
        return descriptor
    }

    package func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        let written = real.write(descriptor, bytes)
        if written > 0 { record(.write(descriptor, Data(bytes.prefix(written)))) }
        return written
    }

    package func sync(_ descriptor: Int32) -> Int32 {
        let status = real.sync(descriptor)
        if status == 0 { record(.sync(descriptor)) }
        return status
    }

    package func close(_ descriptor: Int32) { real.close(descriptor) }

    package func rename(_ source: String, _ target: String) -> Int32 {
        let status = real.rename(source, target)
        if status == 0 { record(.rename(relative(source), relative(target))) }
        return status
    }

    package func link(_ source: String, _ target: String) -> Int32 {
        let status = real.link(source, target)
        if status == 0 { record(.link(relative(source), relative(target))) }
        return status
    }

    package func unlink(_ path: String) -> Int32 {
        let status = real.unlink(path)
        if status == 0 { record(.unlink(relative(path))) }
        return status
    }

    package func makeFolder(_ path: String, mode: mode_t) -> Int32 {
        let status = real.makeFolder(path, mode: mode)
        if status == 0 { record(.makeFolder(relative(path), mode: mode)) }
        return status
    }

    package func syncFolder(_ path: String) -> Int32 {
        let status = real.syncFolder(path)
        if status == 0 { record(.syncFolder(relative(path))) }
        return status
    }
}
