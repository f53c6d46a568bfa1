import Contracts
import Foundation
import PowerCut

extension RecordedDisk {
    /// Opens the storage again as a power cut now would leave this disk: each state it could be in,
    /// written into a folder of its own under `scratch`, opened by `open`.
    func reopening<Subject: Sendable>(
        in scratch: ScratchFolder, _ open: @escaping @Sendable (URL) -> Subject
    ) -> Reopening<Subject> {
        Reopening { try self.statesAfterPowerCut(in: URL(fileURLWithPath: scratch.path)).map(open) }
    }
}
