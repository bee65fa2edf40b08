/// Counting that stops at `Int.max` instead of trapping: expansion and
/// trigger-phrase counts multiply value counts that come from manifests, and
/// an absurd manifest must get a limit diagnostic, not a crash.
extension Int {
    /// `self × other`, or `Int.max` when that overflows.
    func saturatingProduct(_ other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? Int.max : product
    }

    /// `self + other`, or `Int.max` when that overflows.
    func saturatingSum(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? Int.max : sum
    }
}
