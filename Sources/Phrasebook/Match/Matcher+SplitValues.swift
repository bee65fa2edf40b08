extension Matcher {
    /// `readings` without those that take words of a value another reading
    /// binds whole for their action or a type's noun.
    ///
    /// A value of two words or more said whole is one noun phrase: `읽은
    /// 책` is the shelf Read, not the verb `읽은` and the noun `책`. A
    /// reading that parts it for an action word or a type's noun says
    /// less of the request than the one that binds it; when no reading
    /// binds it, nothing is dropped.
    static func droppingSplitValues(_ readings: [EvidenceReading]) -> [EvidenceReading] {
        let bound = readings.flatMap { reading in
            reading.values.filter { !$0.text.isEmpty && $0.range.count > 1 }.map(\.range)
        }
        guard !bound.isEmpty else { return readings }
        return readings.filter { reading in
            let parts = reading.actionPlaces + reading.values.filter(\.text.isEmpty).flatMap(\.range)
            return !parts.contains { place in
                bound.contains { range in
                    range.contains(place) && !reading.values.contains { $0.range == range && !$0.text.isEmpty }
                }
            }
        }
    }
}
