/// What a regulation asks to be paid, kept for display; only ``isRequired`` bears on the verdict.
package struct CurbPayment: Hashable, Sendable {
    /// Whether payment is required while the regulation is in force (CurbLR `rule.payment`).
    package var isRequired: Bool
    /// Whether ``isRequired`` was read from fees alone: the feed lists a fee above zero in
    /// `payment.rates` but does not set `rule.payment`. A meter the feed forgot to flag is still a
    /// meter; read free, the answer would be more permissive than the curb.
    var isReadFromFees = false
    /// The rates, when given.
    package var rates: [CurbRate]
    /// How it is paid (`meter`, `pay_station`, `digital`).
    var methods: [String]
    /// What is accepted (`coins`, `Visa`).
    package var forms: [String]
    /// Who operates the payment, when named.
    var operatorName: String?
    /// The operator's phone number, when given.
    package var phone: String?
    /// The payment devices' ids.
    var deviceIDs: [String]

    /// Creates a payment description.
    package init(
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
package struct CurbRate: Hashable, Sendable {
    /// Fees in whole currency units (0.5 = $0.50).
    package var fees: [Double]
    /// The duration each fee buys, in seconds.
    var durations: [Int]
    /// When the rate applies; empty = whenever the regulation is in force.
    package var timeSpans: [CurbTimeSpan]

    /// Creates a rate.
    package init(fees: [Double] = [], durations: [Int] = [], timeSpans: [CurbTimeSpan] = []) {
        self.fees = fees
        self.durations = durations
        self.timeSpans = timeSpans
    }
}
