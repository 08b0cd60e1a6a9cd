import Testing

@testable import ParkcheckBatch
import ZoneKit

@Suite struct UTF8ValidatorTests {
    private func firstInvalid(_ bytes: [UInt8]) -> [Int]? {
        bytes.withUnsafeBytes { UTF8Validator.firstInvalid(in: $0) }.map { [$0.offset, $0.column] }
    }

    @Test func acceptsEveryLengthOfCharacter() {
        #expect(firstInvalid(Array("aé€😀".utf8)) == nil)
    }

    @Test(
        arguments: [
            ([0x61, 0x80], [1, 2]),  // stray continuation byte
            ([0xC3], [0, 1]),  // truncated
            ([0xC0, 0xAF], [0, 1]),  // overlong
            ([0xE0, 0x80, 0xAF], [0, 1]),  // overlong three-byte form
            ([0xED, 0xA0, 0x80], [0, 1]),  // surrogate
            ([0xF4, 0x90, 0x80, 0x80], [0, 1]),  // above U+10FFFF
            ([0xC3, 0xA9, 0xE2, 0x82, 0x41], [2, 2]),  // é, then a broken €
        ] as [([UInt8], [Int])])
    func findsTheFirstBrokenCharacterAndItsColumn(bytes: [UInt8], expected: [Int]) {
        #expect(firstInvalid(bytes) == expected)
    }
}
