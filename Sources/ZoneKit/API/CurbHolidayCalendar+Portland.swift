extension CurbHolidayCalendar {
    /// Portland's nine parking holidays, **on the date itself** (no observed Monday or Friday):
    /// New Year's Day, Martin Luther King Jr. Day (3rd Monday of January), Presidents' Day (3rd
    /// Monday of February), Memorial Day (last Monday of May), Independence Day, Labor Day (1st
    /// Monday of September), Veterans Day, Thanksgiving (4th Thursday of November), Christmas Day.
    ///
    /// Sources: PBOT meter faces; The Oregonian, 2009-10-12, 2010-07-04, 2012-11-13, 2014-09-01,
    /// 2020-02-17 ("there are no extra holidays in parking"). See `docs/CITIES.md`.
    ///
    /// - Parameter years: the years to list (dates outside them are unknown).
    public static func portland(years: ClosedRange<Int> = 2000...2100) -> CurbHolidayCalendar {
        var dates: Set<CivilDate> = []
        for year in years {
            dates.insert(CivilDate(year: year, month: 1, day: 1))
            dates.insert(CivilDate.nth(3, .monday, month: 1, year: year))
            dates.insert(CivilDate.nth(3, .monday, month: 2, year: year))
            dates.insert(CivilDate.last(.monday, month: 5, year: year))
            dates.insert(CivilDate(year: year, month: 7, day: 4))
            dates.insert(CivilDate.nth(1, .monday, month: 9, year: year))
            dates.insert(CivilDate(year: year, month: 11, day: 11))
            dates.insert(CivilDate.nth(4, .thursday, month: 11, year: year))
            dates.insert(CivilDate(year: year, month: 12, day: 25))
        }
        return CurbHolidayCalendar(periods: ["holidays": .known(dates, years: years)])
    }
}
