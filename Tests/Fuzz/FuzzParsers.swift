// libFuzzer entry point for the checker's parsers: the import lexer (with the suppression
// comments it finds) and the JSON parser that configurations and baselines are read with. Built and run by `make fuzz` (swiftc -sanitize=fuzzer,address), not by SwiftPM.
//
// On every input: no crash, every reported import is well formed, and the time taken stays
// within a linear bound of the input's length (a quadratic path would trip it on long inputs).
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParsers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let start = DispatchTime.now().uptimeNanoseconds

    let scanned = ImportScanner.scan(bytes)
    let imports = scanned.imports
    let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") || $1 == UInt8(ascii: "\r") ? 1 : 0) }
    for declaration in imports {
        guard !declaration.module.isEmpty, declaration.path.first == declaration.module, declaration.line >= 1,
            declaration.line <= lines, declaration.column >= 1, declaration.column <= size
        else {
            print("malformed import \(declaration) for an input of \(size) bytes")
            abort()
        }
    }
    for directive in scanned.directives {
        guard directive.line >= 1, directive.line <= lines, directive.column >= 1, directive.column <= size,
            directive.text.hasPrefix("dependency-rule:")
        else {
            print("malformed directive \(directive) for an input of \(size) bytes")
            abort()
        }
        _ = Suppression.parse(directive)
    }
    _ = try? JSONValue.parse(Array(bytes), file: "fuzz.json")

    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    // 2 µs per byte plus 20 ms: generous for a linear pass under ASan, far below a quadratic one.
    if elapsed > UInt64(size) * 2_000 + 20_000_000 {
        print("slow: \(elapsed / 1_000_000) ms for \(size) bytes")
        abort()
    }
    return 0
}
