@testable import Phrasebook

extension Matcher {
    /// A matcher of exact phrases only: the suites that test the exact
    /// stage (and assert what it does not match) use it.
    static func exactOnly(_ catalog: Catalog) -> Matcher {
        var matcher = Matcher(catalog: catalog)
        matcher.allowsFlexibleMatching = false
        return matcher
    }
}
