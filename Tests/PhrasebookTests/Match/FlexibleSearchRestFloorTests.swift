import Testing

@testable import Phrasebook

/// A place's floor (``FlexibleSearch/placeFloor(node:position:)``), worked
/// out from the options ``FlexibleSearch/makeFloorOptions()`` keeps, is the
/// cheapest way through the rest of the utterance using every reading whose
/// word is in the node's signature and every skip, as a plain walk over all
/// of them works it out.
@Suite struct FlexibleSearchRestFloorTests {
    /// The floors of graph node `node` at every position, from the walk's
    /// readings and skips themselves.
    private static func plainFloors(_ walk: FlexibleSearch, node: Int32) -> [Float] {
        let count = Int(walk.count)
        let mask = walk.graphMasks.masks[Int(walk.graphMasks.maskID(of: node))]
        let valueSlot = mask.flags & GraphTokenMasks.Mask.valueSlot != 0
        let openSlot = mask.flags & GraphTokenMasks.Mask.openSlot != 0
        var floors = [Float](repeating: 0, count: count + 1)
        for position in stride(from: count - 1, through: 0, by: -1) {
            let next = floors[position + 1]
            var least = openSlot ? next : Float.infinity
            if valueSlot { least = min(least, walk.valueOnlyCost[position] + next) }
            for reading in walk.readings(at: Int32(position)) {
                let option = walk.readings[reading]
                let end = position + Int(option.length)
                guard end <= count, mask.mayRead(GraphTokenMasks.bits(of: option.token)) else { continue }
                least = min(least, option.cost + floors[end])
            }
            for skip in walk.skips(at: Int32(position)) {
                let end = position + Int(walk.skips[skip].length)
                guard end <= count else { continue }
                least = min(least, walk.skips[skip].cost + floors[end])
            }
            floors[position] = least
        }
        return floors
    }

    @Test(arguments: [
        "please could you start walkng in the meditation app",
        "um start a walking meditation please",
        "borrow the outsidr from the library",
        "thu vine mượn cuốn sách",
        "도서관 앱에서 이방잉을 빌려줘",
    ])
    func aPlaceFloorIsThePlainCheapestWayThroughTheRest(_ utterance: String) {
        var walk = FlexibleSearch.sampleWalk(utterance)
        let count = walk.count
        var differing: [(node: Int32, position: Int32)] = []
        var finite = 0
        for node in Int32(0)..<Int32(min(400, sampleCatalog.graph.nodeCount)) {
            let plain = Self.plainFloors(walk, node: node)
            for position in (0...count).reversed() {
                let floor = walk.placeFloor(node: node, position: position)
                if floor != plain[Int(position)] { differing.append((node, position)) }
                if floor.isFinite && floor > 0 { finite += 1 }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        #expect(finite > 0)
    }
}
