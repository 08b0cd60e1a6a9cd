import ZoneKit

/// What the command line asks of every row a city's curbs answer (``BatchCurbEngine``), made by
/// the executable from its options: the engine reads no command line.
package struct BatchCurbOptions: Sendable {
    /// The user classes `--vehicle` and `--user-class` name, the vehicle first.
    package var userClasses: [String]
    /// `--permit`: a row's own `permits` replace them.
    package var permits: [String]
    /// `--placard`: a row's own `placard` wins.
    package var hasPlacard: Bool
    /// The side `--side` (else `--heading`) chooses, or why `--side` cannot be read: every row
    /// then fails with that reason. A row's own side or heading wins.
    package var side: Result<CurbSideChoice?, BatchCurbEngine.Failure>
    /// `--accuracy`, in metres: nearer the centreline than that, both sides are asked. A row's own
    /// `accuracy` wins.
    package var accuracy: Double?
    /// The first option given that curbs do not read (`--threshold`): every row then fails, saying
    /// so.
    package var unreadOption: String?
    /// How many days a calendar (`--format ics`) covers; `nil` for other formats. With one, each
    /// row's answer carries the periods its curb forbids the car to stay (``BatchCurbAnswer/periods``).
    package var calendarDays: Int?
    /// `--at` as a city's clock reads it (words such as `tomorrow 8am` resolved on that clock);
    /// `nil` when `--at` is not given.
    package var typedTime: @Sendable (_ clock: TimeZoneRules) -> String?
    /// What a city's feed (named `place`, whose user classes are `classNames`) makes of
    /// ``userClasses``: the error that fails its rows, or the warnings said once.
    package var userClassProblems:
        @Sendable (_ classNames: [String], _ place: String) -> (error: String?, warnings: [String])
    /// Where those warnings go (standard error).
    package var warn: @Sendable (String) -> Void

    /// Options with every member given.
    package init(
        userClasses: [String], permits: [String], hasPlacard: Bool,
        side: Result<CurbSideChoice?, BatchCurbEngine.Failure>, accuracy: Double?, unreadOption: String?,
        calendarDays: Int?,
        typedTime: @escaping @Sendable (_ clock: TimeZoneRules) -> String?,
        userClassProblems:
            @escaping @Sendable (_ classNames: [String], _ place: String) -> (
                error: String?, warnings: [String]
            ),
        warn: @escaping @Sendable (String) -> Void
    ) {
        self.userClasses = userClasses
        self.permits = permits
        self.hasPlacard = hasPlacard
        self.side = side
        self.accuracy = accuracy
        self.unreadOption = unreadOption
        self.calendarDays = calendarDays
        self.typedTime = typedTime
        self.userClassProblems = userClassProblems
        self.warn = warn
    }
}
