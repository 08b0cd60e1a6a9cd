import ZoneKit

extension CurbUser {
    /// Who asks: the user classes `classes` (`--vehicle` first, then `--user-class`), the class
    /// `permit` with `permits` as subclasses when there are any, `handicap` and `disabled` when
    /// `hasPlacard`.
    package init(askingAs classes: [String], permits: [String], hasPlacard: Bool) {
        var classes = classes
        if !permits.isEmpty { classes.append("permit") }
        if hasPlacard { classes += CurbUser.placardClasses }
        self.init(classes: classes, subclasses: permits)
    }
}
