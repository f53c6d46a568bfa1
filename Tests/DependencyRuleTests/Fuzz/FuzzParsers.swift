// libFuzzer entry point for the checker's parsers: the Swift lexer, the import scanner (with the
// suppression comments it finds), the syntax resolver's symbol scanner, the manifest reader and locator, the JSON parser that
// configurations and baselines are read with, and the Xcode project and workspace readers. Built and run by `make fuzz` (swiftc -sanitize=fuzzer,address), not by SwiftPM.
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
    let start = cpuNanoseconds()

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
    // Stopping after the last `import` or `dependency-rule:` text finds what the whole file holds.
    let whole = ImportScanner.scan(bytes, outline: false, whole: true)
    guard whole.imports == imports, whole.directives == scanned.directives else {
        fail("the scan that stops early found \(imports.count) imports, the whole one \(whole.imports.count)")
    }
    // The syntax resolver's scanner: every declaration and use well placed.
    let symbols = SymbolScanner.scan(bytes)
    for place in symbols.declarations.map({ ($0.line, $0.column) }) + symbols.uses.map({ ($0.line, $0.column) })
    where place.0 < 1 || place.0 > lines || place.1 < 1 || place.1 > size {
        fail("a symbol at \(place.0):\(place.1) for an input of \(size) bytes")
    }
    _ = try? JSONValue.parse(Array(bytes), file: "fuzz.json")
    // The project-file readers: any syntax, any nesting, never a crash.
    if let plist = try? PropertyListFormats.parse(Array(bytes), file: "project.pbxproj") {
        _ = try? XcodeProjectReader(
            bundle: "/nonexistent/App.xcodeproj", file: "project.pbxproj", displayPath: "App.xcodeproj"
        )
        .project(from: Array(bytes))
        _ = plist
    }
    _ = try? WorkspaceDocument.parse(
        Array(bytes), bundle: "/nonexistent/App.xcworkspace", file: "contents.xcworkspacedata")

    // Tokens come in order, inside the input, never empty; skimming gives a subsequence.
    var all: [SwiftLexer.Token] = []
    var lexer = SwiftLexer(bytes: bytes)
    var last = -1
    while let token = lexer.next() {
        guard token.start > last, token.start < token.end, token.end <= size, token.textStart <= token.textEnd,
            token.textEnd <= size
        else {
            fail("malformed token \(token) after offset \(last) for an input of \(size) bytes")
        }
        last = token.end - 1
        all.append(token)
    }
    var skimmer = SwiftLexer(bytes: bytes)
    var kept = all.makeIterator()
    while let token = skimmer.next(skimming: true) {
        while let next = kept.next(), next != token {}
        if token.start > last { fail("a skimmed token \(token) the full lexing did not give") }
    }

    // The manifest reader and locator: every place is inside the input.
    let text = String(decoding: bytes, as: UTF8.self)
    let locator = ManifestLocator(text: text)
    let lineCount = text.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    for location in [locator.target("A"), locator.dependency("B", of: "A")]
    where location.line < 1 || location.line > lineCount || location.column < 1 {
        fail("location \(location) outside an input of \(lineCount) lines")
    }

    let elapsed = cpuNanoseconds() - start
    // 2 µs per byte plus 20 ms of this thread's CPU time (what other processes take of the machine
    // does not count): generous for a linear pass under ASan, far below a quadratic one.
    if elapsed > UInt64(size) * 2_000 + 20_000_000 {
        fail("slow: \(elapsed / 1_000_000) ms of CPU for \(size) bytes")
    }
    return 0
}

/// The CPU time this thread has used.
private func cpuNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Says why on standard error (unbuffered, so it survives the abort) and stops the fuzzer.
private func fail(_ message: String) -> Never {
    fputs(message + "\n", stderr)
    abort()
}
