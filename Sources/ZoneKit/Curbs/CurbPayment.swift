/// What a regulation asks to be paid, kept for display; only ``isRequired`` bears on the verdict.
public struct CurbPayment: Hashable, Sendable {
    /// Whether payment is required while the regulation is in force (CurbLR `rule.payment`).
    public var isRequired: Bool
    /// The rates, when given.
    public var rates: [CurbRate]
    /// How it is paid (`meter`, `pay_station`, `digital`).
    public var methods: [String]
    /// What is accepted (`coins`, `Visa`).
    public var forms: [String]
    /// Who operates the payment, when named.
    public var operatorName: String?
    /// The operator's phone number, when given.
    public var phone: String?
    /// The payment devices' ids.
    public var deviceIDs: [String]

    /// Creates a payment description.
    public init(
        isRequired: Bool, rates: [CurbRate] = [], methods: [String] = [], forms: [String] = [],
        operatorName: String? = nil, phone: String? = nil, deviceIDs: [String] = []
    ) {
        self.isRequired = isRequired
        self.rates = rates
        self.methods = methods
        self.forms = forms
        self.operatorName = operatorName
        self.phone = phone
        self.deviceIDs = deviceIDs
    }
}

/// One rate: successive fees for successive durations, the last repeating.
public struct CurbRate: Hashable, Sendable {
    /// Fees in whole currency units (0.5 = $0.50).
    public var fees: [Double]
    /// The duration each fee buys, in seconds.
    public var durations: [Int]
    /// When the rate applies; empty = whenever the regulation is in force.
    public var timeSpans: [CurbTimeSpan]

    /// Creates a rate.
    public init(fees: [Double] = [], durations: [Int] = [], timeSpans: [CurbTimeSpan] = []) {
        self.fees = fees
        self.durations = durations
        self.timeSpans = timeSpans
    }
}
