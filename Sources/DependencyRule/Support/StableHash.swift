/// 64-bit FNV-1a: a hash that is the same in every process and on every platform (unlike
/// `Hasher`, which is seeded per process), for cache keys.
package struct StableHash {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        // A contiguous buffer (a native string's bytes, an array) is read directly: one generic
        // step per byte is most of the cost in an unoptimized build.
        let read: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            guard var byte = buffer.baseAddress else { return }
            let end = byte + buffer.count
            var value = self.value
            while byte < end {
                value = (value ^ UInt64(byte.pointee)) &* 0x0000_0100_0000_01b3
                byte += 1
            }
            self.value = value
        }
        guard read == nil else { return }
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    package mutating func combine(_ text: String) {
        combine(text.utf8)
        combine(CollectionOfOne(0))  // a separator, so that "ab"+"c" differs from "a"+"bc"
    }

    /// Eight bytes, little-endian.
    package mutating func combine(integer: Int64) {
        var value = UInt64(bitPattern: integer)
        for _ in 0..<8 {
            self.value = (self.value ^ (value & 0xff)) &* 0x0000_0100_0000_01b3
            value >>= 8
        }
    }

    /// Sixteen lowercase hex digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
