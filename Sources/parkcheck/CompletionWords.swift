import ParkcheckBatch
import ZoneKit

/// The words the shell completions offer, each list taken from where the tool itself gets it.
enum CompletionWords {
    /// The residential permit areas of the bundled data, in its order. A static list, so that a
    /// completion script needs no data to be written; `CompletionScriptTests` checks it against
    /// `Resources/zones.json`, so it changes when the data does.
    static let permitAreas = [
        "A", "AA", "B", "BB", "C", "CC", "D", "DD", "E", "EE", "F", "G", "H", "HV", "I", "J", "K", "L", "M", "N",
        "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z",
    ]

    /// The cities of the bundled data (`--city`), by their short names. A static list, as
    /// ``permitAreas``; `CompletionsEndToEndTests` checks it against `Resources/cities/`.
    static let cities = ["austin", "portland", "san-francisco"]

    /// The vehicle kinds and services `--vehicle` is most often given (the user classes the
    /// bundled feeds name for vehicles, and San Francisco's `oversized`); any other class of a
    /// feed is accepted too.
    static let vehicles = ["bicycle", "bus", "commercial", "motorcycle", "oversized", "taxi", "truck"]

    /// The sides `--side` reads.
    static let sides = [
        "left", "right", "north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest",
    ]

    /// `--format`'s choices.
    static var formats: [String] { OutputFormat.allCases.map(\.rawValue) }

    /// `--color`'s choices.
    static var colors: [String] { ColorChoice.allCases.map(\.rawValue) }

    /// The shells of `parkcheck completions`.
    static var shells: [String] { Shell.allCases.map(\.rawValue) }

    /// The subcommands.
    static var commands: [String] { CommandSpec.all.map(\.name) }

    /// Every name `--fields` accepts, full answers' (San Francisco's and a curb feed's) and zone-only
    /// answers' alike: each value path
    /// of a record (`zone.code`) and each object above some (`zone`), in record order.
    static var fields: [String] {
        var seen: Set<String> = []
        var names: [String] = []
        let shapes = [
            BatchRecordShape(answer: BatchParkingAnswer.example, namesFile: true), BatchZoneAnswer.shape,
            BatchRecordShape(answer: CurbReport.example.jsonObject),
        ]
        for path in shapes.flatMap(\.fields) {
            let parts = path.split(separator: ".")
            for end in parts.indices {
                let name = parts[...end].joined(separator: ".")
                if seen.insert(name).inserted { names.append(name) }
            }
        }
        return names
    }

    /// The values to complete after option `name`, or `nil` for a file name (`--data`,
    /// `--output`), or `[]` for a value nobody can guess (`--at`, `--heading`).
    static func values(of option: OptionSpec) -> [String]? {
        switch option.name {
        case "permit": return permitAreas
        case "city": return cities
        case "vehicle": return vehicles
        case "side": return sides
        case "format": return formats
        case "fields": return fields
        case "color": return colors
        // The columns are the input's; the one word parkcheck knows is `all`.
        case "keep": return [Invocation.keepAllWord]
        case "data", "output": return nil
        default: return []
        }
    }
}
