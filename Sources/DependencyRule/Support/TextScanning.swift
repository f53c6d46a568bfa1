/// A parser that reads UTF-8 bytes with a cursor and knows its line: what the JSON and the
/// property-list parsers share. Both skip a byte-order mark, spaces, line breaks and `//` and
/// `/* */` comments the same way, and name a place the same way (`file:line:column`).
protocol TextScanning {
    associatedtype Bytes: RandomAccessCollection where Bytes.Element == UInt8, Bytes.Index == Int
    var bytes: Bytes { get }
    /// The file, as messages name it.
    var file: String { get }
    var index: Int { get set }
    var line: Int { get set }
    /// Where the cursor's line starts.
    var lineStart: Int { get set }
}

extension TextScanning {
    /// The cursor's column, from 1.
    var column: Int { index - lineStart + 1 }

    /// An error at the cursor.
    func error(_ message: String) -> CheckError {
        CheckError(message, file: file, line: line, column: column)
    }

    /// Passes a UTF-8 byte-order mark at the start.
    mutating func skipByteOrderMark() {
        if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
    }

    /// Spaces, line breaks and comments; a comment not closed is an error where it opens.
    mutating func skipTrivia() throws(CheckError) {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let (startLine, startColumn) = (line, column)
                index += 2
                while index < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                        && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    if bytes[index] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
                guard index < bytes.count else {
                    throw CheckError(
                        "unexpected end of file: the comment opened here is not closed with '*/'", file: file,
                        line: startLine, column: startColumn)
                }
                index += 2
            default:
                return
            }
        }
    }
}
