// libFuzzer entry point for the checker's parsers: the import lexer (with the suppression
// comments it finds), its code tokens and the manifest locator that reads them, and the JSON parser that configurations and baselines are read with. Built and run by `make fuzz` (swiftc -sanitize=fuzzer,address), not by SwiftPM.
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
            fail("malformed import \(declaration) for an input of \(size) bytes")
        }
    }
    for directive in scanned.directives {
        guard directive.line >= 1, directive.line <= lines, directive.column >= 1, directive.column <= size,
            directive.text.hasPrefix("dependency-rule:")
        else {
            fail("malformed directive \(directive) for an input of \(size) bytes")
        }
        _ = Suppression.parse(directive)
    }
    _ = try? JSONValue.parse(Array(bytes), file: "fuzz.json")

    // Code tokens come in order, inside the input, and a parenthesis token is that byte.
    let text = String(decoding: bytes, as: UTF8.self)
    let utf8 = Array(text.utf8)
    var last = -1
    for token in ImportScanner.codeTokens(in: text) {
        let (start, end, byte): (Int, Int, UInt8?) =
            switch token {
            case .openParenthesis(let offset): (offset, offset + 1, UInt8(ascii: "("))
            case .closeParenthesis(let offset): (offset, offset + 1, UInt8(ascii: ")"))
            case .string(let start, let end, _): (start, end, nil)
            }
        guard start > last, start < end, end <= utf8.count, byte.map({ utf8[start] == $0 }) ?? true else {
            fail("malformed code token \(token) after offset \(last) for an input of \(utf8.count) bytes")
        }
        last = end - 1
    }
    let locator = ManifestLocator(text: text)
    _ = locator.target("A")
    _ = locator.dependency("B", of: "A")

    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    // 2 µs per byte plus 20 ms: generous for a linear pass under ASan, far below a quadratic one.
    if elapsed > UInt64(size) * 2_000 + 20_000_000 {
        fail("slow: \(elapsed / 1_000_000) ms for \(size) bytes")
    }
    return 0
}

/// Says why on standard error (unbuffered, so it survives the abort) and stops the fuzzer.
private func fail(_ message: String) -> Never {
    fputs(message + "\n", stderr)
    abort()
}
