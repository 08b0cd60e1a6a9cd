import Testing

@testable import ZoneKit

/// The content digest is XXH64: the reference implementation's values, so a pack's digests mean
/// the same to any tool that speaks xxHash, and every branch (stripes, 8-, 4- and 1-byte tails) is
/// exercised.
@Suite struct ContentDigestTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let digest: UInt64
        var testDescription: String { "\"\(text)\"" }
    }

    @Test(arguments: [
        Case(text: "", digest: 0xEF46_DB37_51D8_E999),
        Case(text: "a", digest: 0xD24E_C4F1_A98C_6E5B),
        Case(text: "abc", digest: 0x44BC_2CF5_AD77_0999),
        Case(text: "Nobody inspects the spammish repetition", digest: 0xFBCE_A83C_8A37_8BF1),
    ])
    func digestsAreThoseOfXXH64(_ testCase: Case) {
        #expect(ContentDigest.digest(of: Array(testCase.text.utf8)) == testCase.digest)
    }

    @Test func oneChangedByteChangesTheDigest() {
        let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let digest = ContentDigest.digest(of: bytes)
        for index in stride(from: 0, to: bytes.count, by: 37) {
            var changed = bytes
            changed[index] ^= 1
            #expect(ContentDigest.digest(of: changed) != digest)
        }
    }
}
