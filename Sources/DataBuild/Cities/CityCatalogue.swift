import ZoneKit

/// The curb feeds `make data` turns into cities, with what the feed itself does not say: the
/// city's name and short name, the licence it is published under and its attribution, and its
/// holiday calendar (rules with their sources, or unknown). The facts come from
/// `../shared/fixtures/curblr/README.md` and `../shared/docs/CITIES.md`.
struct CityCatalogue: Sendable, Equatable {
    /// One city built from one feed.
    struct Entry: Sendable, Equatable {
        /// `Portland, OR`.
        var name: String
        /// `portland`: the folder and `--city` name.
        var slug: String
        /// The feed's file name in the feeds folder.
        var file: String
        /// The licence.
        var licence: String
        /// The attribution, and where the file was taken from.
        var attribution: String
        /// The authority to show when the feed names none (the feed's `manifest.authority.name`
        /// wins when given).
        var authorityNote: String?
        /// The city's parking holidays, or `nil` when nobody knows them.
        var holidays: [HolidayRule]?
        /// Where the holiday rules come from, or why they are unknown (comment lines of the file).
        var holidaySources: [String]
    }

    /// The cities, in build order.
    var entries: [Entry]

    /// Portland and Austin from `../shared/fixtures/curblr/`.
    static let standard = CityCatalogue(entries: [
        Entry(
            name: "Portland, OR", slug: "portland", file: "downtown_portland_2020-07-30.curblr.json",
            licence: "CC0-1.0 (the CurbLR specification's worked example, dedicated to the public domain)",
            attribution:
                "Field survey by SharedStreets (Nov 2019), published as the worked example of the CurbLR "
                + "specification (curblr/curblr-spec conversions/Portland/, file commit ac73235). The manifest "
                + "names PBOT as authority, but the city did not publish it.",
            authorityNote: nil, holidays: HolidayRule.portland,
            holidaySources: [
                "Portland keeps its nine parking holidays on the date itself: since 2009 a holiday on a",
                "Sunday gives no free Monday (\"there are no extra holidays in parking\"). Sources: PBOT's",
                "meter faces; The Oregonian, 2009-10-12, 2010-07-04, 2012-11-13, 2014-09-01, 2020-02-17",
                "(see ../shared/docs/CITIES.md). Washington Park's meters are enforced every day (not in",
                "this downtown feed).",
            ]),
        Entry(
            name: "Austin, TX", slug: "austin", file: "austin.curblr.json",
            licence: "MIT (c) 2020-2021 SharedStreets",
            attribution:
                "Hand-built by SharedStreets for a payments demo (Nov 2020), not an official city export: "
                + "sharedstreets/curb-map, branch passport-rates, src/assets/data/austin.curblr.json, file "
                + "commit c206acf.",
            authorityNote: nil, holidays: nil,
            holidaySources: [
                "No trustworthy list of Austin's parking holidays was found (../shared/docs/CITIES.md):",
                "a regulation that applies \"except during holidays\" or \"only during holidays\" answers",
                "unknown on any day, never allowed. Replace @unknown below with @years and dated lines",
                "once the City of Austin's list is known.",
            ]),
    ])
}

extension HolidayRule {
    /// Portland's nine parking holidays, kept on the date itself (no observed Monday or Friday).
    static let portland: [HolidayRule] = [
        HolidayRule(name: "New Year's Day", day: .fixed(month: 1, day: 1)),
        HolidayRule(name: "Martin Luther King Jr. Day", day: .nth(3, .monday, month: 1)),
        HolidayRule(name: "Presidents' Day", day: .nth(3, .monday, month: 2)),
        HolidayRule(name: "Memorial Day", day: .last(.monday, month: 5)),
        HolidayRule(name: "Independence Day", day: .fixed(month: 7, day: 4)),
        HolidayRule(name: "Labor Day", day: .nth(1, .monday, month: 9)),
        HolidayRule(name: "Veterans Day", day: .fixed(month: 11, day: 11)),
        HolidayRule(name: "Thanksgiving Day", day: .nth(4, .thursday, month: 11)),
        HolidayRule(name: "Christmas Day", day: .fixed(month: 12, day: 25)),
    ]
}
