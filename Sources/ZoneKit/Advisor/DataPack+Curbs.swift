/// The data an advisor's question needs, read through a pack.
extension DataPack {
    /// The data needed to answer `question` (``ParkingData/curbStretches(near:threshold:settings:)``)
    /// as the whole data would: the zones within reach of every curb sample, and the curb features
    /// within ``ParkingData/curbReach(of:settings:)`` of the point. Every sample is at a street, so
    /// none of its answers looks for the nearby curbs a point away from the streets lists: a
    /// 400 m question reads about half of what ``data(near:accuracy:threshold:settings:radius:)``
    /// with the same radius would.
    ///
    /// - Throws: ``DataPackError/corrupt(path:reason:)`` when the pack and the files disagree,
    ///   ``DataPackError/unreadable(path:reason:)``.
    package func data(
        for question: CurbQuestion, threshold: Double? = nil, settings: SFAnswerSettings = .standard
    ) throws(DataPackError) -> ParkingData {
        try data(
            near: question.location,
            zoneReach: zoneReach(threshold: threshold, accuracy: nil) + ZoneIndex.metres(question.radius),
            curbReach: ParkingData.curbReach(of: question, settings: settings))
    }
}
