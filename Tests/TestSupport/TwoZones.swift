/// Two permit areas 0.0001° of longitude (8.8 m) apart: Q to the west, HV to the east, both from
/// 37.76 to 37.77 north. The zones file of the command line's batch tests (`BatchScratch`) and of
/// the batch records' tests.
public enum TwoZones {
    /// The zones, as a GeoJSON FeatureCollection.
    public static let geoJSON = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"permitArea": "Q", "name": "Area Q"},
           "geometry": {"type": "Polygon", "coordinates": [[[-122.44, 37.76], [-122.43, 37.76], [-122.43, 37.77], [-122.44, 37.77], [-122.44, 37.76]]]}},
          {"type": "Feature", "id": "hv", "properties": {"permitArea": "HV", "name": "Hayes Valley"},
           "geometry": {"type": "Polygon", "coordinates": [[[-122.4299, 37.76], [-122.42, 37.76], [-122.42, 37.77], [-122.4299, 37.77], [-122.4299, 37.76]]]}}
        ]}
        """
}
