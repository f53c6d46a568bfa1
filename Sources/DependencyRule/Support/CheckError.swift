/// A problem that stops a check before any rule runs: a manifest that cannot be read, a
/// configuration that is wrong, a source folder that is missing. Exit status 2.
///
/// Printed in compiler style, `file:line:column: error: message`, with the location parts that
/// are known.
public struct CheckError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var message: String
    /// Whether SwiftPM read the manifest and refused it, or the package's sources could not be
    /// found: a workspace may leave such a package out when nothing needs it. (Not when SwiftPM
    /// could not run, or ran out of time: that is never a reason to skip a package.)
    var isPackageRefusal = false

    public init(_ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String {
        (file == nil ? "" : location + ": ") + "error: " + message
    }

    /// `file:line:column`, with the parts that are known (empty without a file).
    public var location: String {
        guard var location = file else { return "" }
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return location
    }
}
