/// The report as the stable JSON object documented on ``ParkingAnswer/jsonObject(zone:dataVersion:)``.
extension ParkingReport {
    /// The report as the documented object: the answer's members, the zone lookup and the data
    /// version; outside coverage the answer's members are `null` or empty and `warnings` says why.
    public var jsonObject: JSONObject {
        ParkingAnswer.jsonObject(
            answer: answer, location: query.location, arrival: query.arrival, zone: zone, dataVersion: dataVersion)
    }
}
