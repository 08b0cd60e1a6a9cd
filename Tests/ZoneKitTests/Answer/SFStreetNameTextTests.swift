import Testing

@testable import ZoneKit

/// Street names as the signs write them, from the city's spellings.
@Suite struct SFStreetNameTextTests {
    @Test(arguments: [
        ("01st St", "1st St"), ("02nd St", "2nd St"), ("23rd St", "23rd St"), ("02ND AVE", "2nd AVE"),
        ("Guerrero St", "Guerrero St"), ("0th St", "0th St"), ("Start: 01-99 Block", "its start (1–99 block)"),
        ("End: 601-698 Block", "its end (601–698 block)"), ("Start: somewhere", "Start: somewhere"),
        ("Van Ness Ave", "Van Ness Ave"), ("The 03rd Ave", "The 3rd Ave"), ("A  01st", "A  1st"),
        ("Route 101", "Route 101"), ("0", "0"), ("", ""),
    ])
    func aNameReadsAsOnTheSign(_ data: String, _ shown: String) {
        #expect(SFStreetNameText.shown(data) == shown)
    }
}
