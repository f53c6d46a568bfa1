#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where each line of a source starts, for the line and column of offsets asked for in any
/// order (``LineCounter`` counts forward only). `\n`, `\r\n` and a lone `\r` end a line.
struct LineTable {
    private var starts: [Int]

    init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        starts = [start]
        guard let base = bytes.baseAddress, start < bytes.count else { return }
        if memchr(base + start, Int32(UInt8.carriageReturn), bytes.count - start) == nil {
            var position = start
            while position < bytes.count,
                let hit = memchr(base + position, Int32(UInt8.newline), bytes.count - position)
            {
                position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
                starts.append(position)
            }
            return
        }
        var position = start
        while position < bytes.count {
            let byte = bytes[position]
            if byte == .newline
                || (byte == .carriageReturn && (position + 1 >= bytes.count || bytes[position + 1] != .newline))
            {
                starts.append(position + 1)
            }
            position += 1
        }
    }

    /// The line of the last offset asked for: most come in order, on it or the next lines.
    private var last = 0

    /// The 1-based line and column (in UTF-8 bytes) of `offset`.
    mutating func position(of offset: Int) -> (line: Int, column: Int) {
        if starts[last] <= offset {
            var line = last
            for _ in 0..<4 where line + 1 < starts.count && starts[line + 1] <= offset { line += 1 }
            if line + 1 == starts.count || starts[line + 1] > offset {
                last = line
                return (line + 1, offset - starts[line] + 1)
            }
        }
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        last = low
        return (low + 1, offset - starts[low] + 1)
    }
}
