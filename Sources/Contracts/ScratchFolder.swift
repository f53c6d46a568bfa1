import InterfaceAdapters
import Locking
import ProcessSpawning

/// A private temporary folder for one contract check, removed with everything in it afterwards,
/// and the clean-up actions the implementation registered (stopping a server, say).
public struct ScratchFolder: Sendable {
    private let folder: TemporaryFolder
    private let cleanUp = CleanUp()

    /// The folder's absolute path.
    public var path: String { folder.path }

    /// Runs `action` when the check is over, before the folder is removed.
    public func onRemove(_ action: @escaping @Sendable () -> Void) {
        cleanUp.actions.withLock { $0.append(action) }
    }

    init() throws(ContractFailure) {
        do {
            folder = try TemporaryFolder(prefix: "contract")
        } catch {
            throw ContractFailure(error.description)
        }
    }

    /// Runs the clean-up actions, last registered first, then removes the folder.
    func remove() {
        for action in cleanUp.actions.withLock({ $0 }).reversed() { action() }
        folder.remove()
    }
}

/// The clean-up actions of a scratch folder, shared by its copies.
private final class CleanUp: Sendable {
    let actions = Locked<[@Sendable () -> Void]>([])
}
