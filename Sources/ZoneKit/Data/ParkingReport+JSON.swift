/// The report as the stable JSON object documented on ``ParkingAnswer/jsonObject(zone:dataVersion:)``.
extension ParkingReport: RecordValues {
    /// The report as the documented object: the answer's members, the zone lookup and the data
    /// version; outside the data the answer's members are `null` or empty and `warnings` says why.
    package var jsonObject: JSONObject { JSONValueBuilder.object(self) }

    /// Writes the documented object.
    package func write<Writer: RecordValueWriter>(to writer: inout Writer) {
        members.write(to: &writer)
    }

    /// Writes the documented object's members, in order, into an object the caller has begun: for
    /// records that hold them beside members of their own.
    package func writeMembers<Writer: RecordValueWriter>(to writer: inout Writer) {
        members.writeMembers(to: &writer)
    }

    private var members: ParkingAnswer.Members {
        ParkingAnswer.Members(
            answer: answer, location: query.location, arrival: query.arrival, zone: zone, dataVersion: dataVersion)
    }
}
