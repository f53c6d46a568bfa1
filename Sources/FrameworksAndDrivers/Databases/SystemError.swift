import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A short, human description of an error from the file system or Foundation: the POSIX reason
/// where there is one ("Permission denied"), never an `NSError` dump.
func describeSystemError(_ error: any Error) -> String {
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(underlying.code)))
    }
    if let reason = nsError.userInfo[NSLocalizedFailureReasonErrorKey] as? String { return reason }
    return nsError.localizedDescription
}

/// The description of the current `errno`.
func describeErrno() -> String { String(cString: strerror(errno)) }
