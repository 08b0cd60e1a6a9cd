import ZoneKit
