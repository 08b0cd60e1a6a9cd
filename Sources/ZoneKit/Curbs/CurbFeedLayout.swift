/// Where the parts of a CurbLR feed lie in its bytes: the manifest's value and each feature's, found
/// by a structural scan (strings skipped, brackets counted) without building a JSON tree, so that
/// a large feed can be read, or indexed, one feature at a time.
///
/// The scan trusts the text to be JSON: it does not check numbers or escapes, only the shape it
/// walks. A text it cannot walk gives `nil`, and the caller reads the feed whole, where the JSON
/// parser says what is wrong and where.
package struct CurbFeedLayout: Equatable, Sendable {
    /// The bytes of `manifest`'s value, when the root has one.
    package var manifest: Range<Int>?
    /// The bytes of each element of `features`, in order.
    package var features: [Range<Int>]
    /// Every member of the root but `features`, in order: its name's bytes (quotes included) and
    /// its value's. The name of `features` is ``featuresName``.
    var otherMembers: [Member] = []
    /// The bytes of the name `"features"`.
    var featuresName: Range<Int> = 0..<0

    /// A member of the root.
    package struct Member: Equatable, Sendable {
        package var name: Range<Int>
        package var value: Range<Int>
    }

    /// Walks `bytes`; `nil` when the root is not an object holding a `features` array the scan can walk.
    package init?(_ bytes: UnsafeRawBufferPointer) {
        var scan = Scan(bytes: bytes)
        scan.skipByteOrderMark()
        guard scan.take(UInt8(ascii: "{")) else { return nil }
        var manifest: Range<Int>?
        var features: [Range<Int>]?
        var names: [Range<Int>] = []
        if !scan.take(UInt8(ascii: "}")) {
            repeat {
                scan.skipWhiteSpace()
                let nameStart = scan.position
                guard let key = scan.string() else { return nil }
                let name = nameStart..<scan.position
                // A repeated name is refused by the JSON parser: leave the feed to it.
                guard !names.contains(where: { bytes[$0].elementsEqual(bytes[name]) }) else { return nil }
                names.append(name)
                guard scan.take(UInt8(ascii: ":")) else { return nil }
                scan.skipWhiteSpace()
                if key.elementsEqual("features".utf8), scan.peek == UInt8(ascii: "[") {
                    guard let elements = scan.elements() else { return nil }
                    features = elements
                    featuresName = name
                } else {
                    guard let value = scan.value() else { return nil }
                    if key.elementsEqual("manifest".utf8) { manifest = value }
                    otherMembers.append(Member(name: name, value: value))
                }
            } while scan.take(UInt8(ascii: ","))
            guard scan.take(UInt8(ascii: "}")) else { return nil }
        }
        scan.skipWhiteSpace()
        guard scan.isAtEnd, let features else { return nil }
        self.manifest = manifest
        self.features = features
    }

    /// A cursor over the text.
    private struct Scan {
        let bytes: UnsafeRawBufferPointer
        var position = 0

        var isAtEnd: Bool { position >= bytes.count }
        var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipByteOrderMark() {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        }

        mutating func skipWhiteSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }

        /// Takes `byte` after white space.
        mutating func take(_ byte: UInt8) -> Bool {
            skipWhiteSpace()
            guard peek == byte else { return false }
            position += 1
            return true
        }

        /// A string's raw bytes between its quotes (escapes left as written), after white space.
        mutating func string() -> UnsafeRawBufferPointer.SubSequence? {
            skipWhiteSpace()
            guard peek == UInt8(ascii: "\"") else { return nil }
            let start = position + 1
            guard let end = stringEnd(from: position) else { return nil }
            position = end
            return bytes[start..<(end - 1)]
        }

        /// The index after the closing quote of the string opening at `quote`.
        func stringEnd(from quote: Int) -> Int? {
            var index = quote + 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""): return index + 1
                case UInt8(ascii: "\\"): index += 2
                default: index += 1
                }
            }
            return nil
        }

        /// The bytes of one value (after white space); the cursor moves past it.
        mutating func value() -> Range<Int>? {
            skipWhiteSpace()
            let start = position
            guard let first = peek else { return nil }
            switch first {
            case UInt8(ascii: "\""):
                guard let end = stringEnd(from: position) else { return nil }
                position = end
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while position < bytes.count {
                    switch bytes[position] {
                    case UInt8(ascii: "\""):
                        guard let end = stringEnd(from: position) else { return nil }
                        position = end
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            position += 1
                            return start..<position
                        }
                    default: break
                    }
                    position += 1
                }
                return nil
            default:
                while let byte = peek, byte != UInt8(ascii: ","), byte != UInt8(ascii: "}"), byte != UInt8(ascii: "]"),
                    byte != 0x20, byte != 0x0A, byte != 0x0D, byte != 0x09
                {
                    position += 1
                }
                guard position > start else { return nil }
            }
            return start..<position
        }

        /// The bytes of each element of the array at the cursor; the cursor moves past it.
        mutating func elements() -> [Range<Int>]? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var ranges: [Range<Int>] = []
            if take(UInt8(ascii: "]")) { return ranges }
            repeat {
                guard let element = value() else { return nil }
                ranges.append(element)
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) ? ranges : nil
        }
    }
}
