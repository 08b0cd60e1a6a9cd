import Foundation
import Testing

@testable import ZoneKit

/// Every decimal the reader accepts is the double `strtod` gives (`Double(String)`, which calls it
/// in the C locale), bit for bit: the published hard cases, and millions of generated ones.
@Suite struct DecimalReaderTests {
    /// The reader's value of `text`, which must be read to its end.
    static func read(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes -> Double? in
            guard let base = bytes.baseAddress, let number = DecimalReader.number(base, from: 0, to: bytes.count),
                number.end == bytes.count
            else { return nil }
            return number.value
        }
    }

    /// Hard cases from the literature and from other parsers' test suites: halfway cases, the
    /// edges of the subnormals and of the largest double, Clinger's and Eisel–Lemire's own
    /// examples, and long inputs whose last digit decides the rounding.
    static let hardCases = [
        "0", "-0", "+0", "0.0", "-0.000", "1", "+1", "-1", "9007199254740992", "9007199254740993",
        "9007199254740994", "9007199254740995", "18014398509481985", "1.7976931348623157e308",
        "1.7976931348623158e308", "1.7976931348623159e308", "4.9406564584124654e-324", "2.4703282292062327e-324",
        "2.4703282292062328e-324", "2.2250738585072011e-308", "2.2250738585072012e-308", "2.2250738585072014e-308",
        "2.2250738585072009e-308", "1e-324", "1e-400", "1e308", "1e309", "1e23", "8.98846567431158e307",
        "7.038531e-26", "3.0e-44", "1.00000000000000011102230246251565404236316680908203125",
        "1.00000000000000011102230246251565404236316680908203124",
        "1.00000000000000011102230246251565404236316680908203126", "0.1", "0.2", "0.3", "0.30000000000000004",
        "123456789012345678901234567890", "9999999999999999999", "10000000000000000000", "18446744073709551615",
        "18446744073709551616", "3.14159265358979323846264338327950288419716939937510",
        "0.000000000000000000000000000000000000000000001", "37.759099600000098", "-122.42348400000001",
        "37.7590996", "37.75909960000000000000000000", "+37.76", "3.776e1", "3.776E+1", "-1.22423713e2",
        "2.2250738585072011360574097967091319759348195463516456480234261097248222220210769455165295239081350879141491589130396211068700864386945946455276572074078206217433799881410632673292535522868813721490129811224514518898490572223072852551331557550159143974763979834118019993239625482890171070818506906306666559949382757725720157630626906633326475653000092458883164330377797918696120494973903778297049050510806099407302629371289589500035837999672072543043602840788957717961509455167482434710307026091446215722898802581825451803257070188608721131280795122334262883686223215037756666225039825343359745688844239002654981983854879482922068947216898310996983658468140228542433306603398508864458040010349339704275671864433837704860378616227717385456230658746790140867233276367187499e-308",
        "6.631236846766476e-316", "3.237883913302901e-16", "3.1050361846014175e-231", "8.470329472543003e-22",
        "5.8774717541114375e-39", "9.9999999999999999e22", "1.448997445238699", "1.2345678901234567e-300",
        "4.35679577e-300", "1e-22", "1e22", "9e22", "4294967295.4999999999", "0.9999999999999999999999999999",
    ]

    @Test(arguments: hardCases)
    func aHardCaseIsStrtodsDouble(_ text: String) throws {
        let expected = try #require(Double(text))
        let value = try #require(Self.read(text), "\(text) not read")
        #expect(value.bitPattern == expected.bitPattern, "\(text): \(value) != \(expected)")
    }

    /// Generated: random significands of 1 to 40 digits with the point anywhere, leading and
    /// trailing zeros, exponents from -350 to 320, signs; and coordinates printed with 6 to 17
    /// decimals after arithmetic. `PARKCHECK_DECIMAL_CASES` sets how many (the suite runs 200,000;
    /// `make check-decimals` runs millions, in CI).
    @Test func generatedDecimalsAreStrtodsDoubles() {
        let count = ProcessInfo.processInfo.environment["PARKCHECK_DECIMAL_CASES"].flatMap(Int.init) ?? 200_000
        var generator = SplitMix(seed: 20_261_129)
        var failures: [String] = []
        for caseIndex in 0..<count {
            let text = Self.decimal(caseIndex, &generator)
            guard let expected = Double(text) else { continue }
            guard let value = Self.read(text) else {
                failures.append("\(text): not read")
                continue
            }
            if value.bitPattern != expected.bitPattern { failures.append("\(text): \(value) != \(expected)") }
            if failures.count >= 10 { break }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    /// What the reader refuses is what callers read the general way: not a number of this form.
    @Test(arguments: ["", "-", "+", ".5", "5.", "5.e3", "5e", "5e+", "e5", "--5", "0x10", "inf", "nan", " 5"])
    func aTextThatIsNotAPlainNumberIsNotRead(_ text: String) {
        var text = text
        let number = text.withUTF8 { bytes in
            bytes.baseAddress.flatMap { DecimalReader.number($0, from: 0, to: bytes.count) }
        }
        #expect(number == nil || number?.end != text.utf8.count, "\(text)")
    }

    /// A number stops where its form does, so that a row reader finds the separator after it.
    @Test func aNumberStopsAtTheFirstByteThatCannotContinueIt() {
        var text = "37.759546,-122.423713"
        let number = text.withUTF8 { bytes in DecimalReader.number(bytes.baseAddress!, from: 0, to: bytes.count) }
        #expect(number?.value == 37.759546)
        #expect(number?.end == 9)
    }

    static func decimal(_ index: Int, _ generator: inout SplitMix) -> String {
        switch index % 4 {
        case 0:
            // A coordinate after arithmetic, printed with 6 to 17 decimals.
            let value = Double(generator.next() % 180_000_000) / 1e6 - 90 + Double(generator.next() % 1000) * 1e-13
            return String(format: "%.\(6 + Int(generator.next() % 12))f", value)
        case 1:
            // A shortest round-trip form of a random double (any exponent).
            let bits = generator.next() & 0x7FEF_FFFF_FFFF_FFFF
            return "\(Double(bitPattern: bits))"
        default:
            // Random digits, a point anywhere, an exponent.
            let length = 1 + Int(generator.next() % 40)
            var digits = ""
            for position in 0..<length {
                let digit = generator.next() % 10
                digits += String(position == 0 && length > 1 && generator.next() % 4 == 0 ? 0 : digit)
            }
            let point = Int(generator.next() % UInt64(length + 1))
            var text = String(digits.prefix(point)) + (point < length ? "." + digits.dropFirst(point) : "")
            if point == 0 { text = "0" + text }
            if generator.next() % 3 == 0 {
                let exponent = Int(generator.next() % 670) - 350
                text += (generator.next() % 2 == 0 ? "e" : "E") + String(exponent)
            }
            switch generator.next() % 4 {
            case 0: return "-" + text
            case 1: return "+" + text
            default: return text
            }
        }
    }
}

/// A small, fast, seeded generator (SplitMix64): the same cases on every machine.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
