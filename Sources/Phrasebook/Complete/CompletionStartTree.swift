/// The phrases completion may offer, as a tree of their pieces, so a
/// keystroke finds the phrases whose start can read what was typed without
/// walking every phrase: phrases sharing their first pieces share a path,
/// and a path the typed text cannot follow is left with all its phrases.
///
/// A keystroke's walk down the tree reads each piece as
/// ``CompletionWalk`` would, or more loosely where that is cheaper (a
/// literal whose text depends on the value before it), so the phrases it
/// finds include every phrase a walk would complete; each is then walked
/// as before. Built once per catalog with ``CompletionIndex``.
struct CompletionStartTree: Sendable {
    /// How a node's piece reads typed text.
    enum Step: Hashable, Sendable {
        /// Literal text, folded.
        case literal([UInt8])
        /// Literal text after a slot whose value picks a particle: its text
        /// depends on the value, so it is taken as reading anything.
        case anything
        /// A value set's values.
        case values(Int)
        /// An open slot: takes whatever is left.
        case open
    }

    /// One node: its step, its children (a run of ``nodes``) and the
    /// entries below it (a run of ``order``).
    struct Node: Sendable {
        var step: Step
        var children: Range<Int32>
        var entries: Range<Int32>
        /// An ASCII literal's ``CompletionTypo/startMasks(of:)``, a run of
        /// ``masks`` (empty for any other node).
        var masks: Range<Int32> = 0..<0
    }

    /// The nodes; node 0 is the root (no piece).
    let nodes: [Node]
    /// The entries (indices in ``CompletionIndex/entries``) in tree order:
    /// each node's entries, then its children's.
    let order: [Int32]
    /// The letter masks of the literal nodes' starts, each node's a run.
    let masks: [UInt64]

    /// The tree of `entries`; `steps` gives an entry's steps.
    init(entryCount: Int, steps: (Int) -> [Step]) {
        // A nested build tree first, then laid out with children side by side.
        final class Building {
            var step: Step
            var children: [Building] = []
            var childIndex: [Step: Int] = [:]
            var entries: [Int32] = []
            init(step: Step) { self.step = step }
        }
        let root = Building(step: .anything)
        for entry in 0..<entryCount {
            var node = root
            for step in steps(entry) {
                if let known = node.childIndex[step] {
                    node = node.children[known]
                } else {
                    let child = Building(step: step)
                    node.childIndex[step] = node.children.count
                    node.children.append(child)
                    node = child
                }
            }
            node.entries.append(Int32(entry))
        }
        var nodes: [Node] = [Node(step: .anything, children: 0..<0, entries: 0..<0)]
        var order: [Int32] = []
        // Breadth of each level laid out when its parent is.
        func layOut(_ building: Building, at index: Int) {
            let start = Int32(order.count)
            order += building.entries
            let first = nodes.count
            for child in building.children { nodes.append(Node(step: child.step, children: 0..<0, entries: 0..<0)) }
            nodes[index].children = Int32(first)..<Int32(nodes.count)
            for (offset, child) in building.children.enumerated() { layOut(child, at: first + offset) }
            nodes[index].entries = start..<Int32(order.count)
        }
        layOut(root, at: 0)
        var masks: [UInt64] = []
        for index in nodes.indices {
            guard case .literal(let folded) = nodes[index].step, let starts = CompletionTypo.startMasks(of: folded)
            else { continue }
            let first = Int32(masks.count)
            masks += starts
            nodes[index].masks = first..<Int32(masks.count)
        }
        self.nodes = nodes
        self.order = order
        self.masks = masks
    }

    /// What a reading of the tree found: the entries whose phrase's start
    /// may read the start of the typed text through literals it spells
    /// exactly (unsorted; an entry a reading reaches twice is there twice),
    /// and the places where a literal it does not spell exactly might read
    /// a close spelling, left to ``closeEntries(_:typed:)``.
    struct Reading {
        var entries: [Int32] = []
        /// Literal nodes and the position of the typed text there.
        var close: [(node: Int32, position: Int32)] = []
    }

    /// Reads folded `typed` down the tree: the entries whose phrase's start
    /// may read the start of it are the reading's entries and the
    /// ``closeEntries(_:typed:)`` of its close places.
    ///
    /// Every entry a ``CompletionWalk`` from the phrase's start completes
    /// is among them. `slips` reads a slip in a value's last word, as the
    /// walk does with ``CompletionWalk/readsSlips``.
    ///
    /// The close spellings of literals are left to the caller: a
    /// keystroke that completes enough without them never tries one.
    func read(typed: [UInt8], index: CompletionIndex, catalog: Catalog, slips: Bool) -> Reading {
        let reader = Reader(typed: typed, index: index, catalog: catalog, slips: slips)
        var found = Reading()
        follow(node: 0, position: 0, reader: reader, into: &found)
        return found
    }

    /// The entries below the literal nodes of `close` whose text the typed
    /// text, from the place's position on, is a close spelling of the
    /// start of (``CompletionTypo``), unsorted.
    func closeEntries(_ close: [(node: Int32, position: Int32)], typed: [UInt8]) -> [Int32] {
        var found: [Int32] = []
        for place in close {
            let node = nodes[Int(place.node)]
            guard case .literal(let folded) = node.step else { continue }
            let rest = typed[Int(place.position)...]
            // Most are ruled out by their letters, read from the masks.
            if !node.masks.isEmpty,
                !CompletionTypo.mayStartClose(
                    rest, startMasks: masks[Int(node.masks.lowerBound)..<Int(node.masks.upperBound)])
            {
                continue
            }
            guard CompletionTypo.startsClose(rest, to: folded) else { continue }
            found += order[Int(node.entries.lowerBound)..<Int(node.entries.upperBound)]
        }
        return found
    }

    /// Adds the entries below `node`'s children that read `typed` from
    /// `position` on (the typed text not ended yet).
    private func follow(node: Int, position: Int, reader: Reader, into found: inout Reading) {
        for child in nodes[node].children {
            let next = nodes[Int(child)]
            switch next.step {
            case .anything, .open:
                found.entries += order[Int(next.entries.lowerBound)..<Int(next.entries.upperBound)]
            case .literal(let folded):
                switch reader.literal(folded, at: position) {
                case .none: break
                case .close: found.close.append((child, Int32(position)))
                case .ends: found.entries += order[Int(next.entries.lowerBound)..<Int(next.entries.upperBound)]
                case .continues(let count):
                    follow(node: Int(child), position: position + count, reader: reader, into: &found)
                }
            case .values(let set):
                let reading = reader.values(set, at: position)
                if reading.ends {
                    found.entries += order[Int(next.entries.lowerBound)..<Int(next.entries.upperBound)]
                } else {
                    for end in reading.continues {
                        follow(node: Int(child), position: end, reader: reader, into: &found)
                    }
                }
            }
        }
    }

    /// How a literal read the typed text.
    enum LiteralReading {
        case none
        /// Not spelled exactly, but long enough to be a close spelling.
        case close
        case ends
        case continues(Int)
    }

    /// Reads the typed text against pieces (a value set's reading is not
    /// kept: a keystroke's reading seldom meets one set twice at one
    /// position, and keeping each cost more than reading it again).
    private struct Reader {
        let typed: [UInt8]
        let index: CompletionIndex
        let catalog: Catalog
        let slips: Bool

        /// How literal `folded` reads the typed text from `position`: as
        /// ``CompletionWalk`` reads a literal, a close spelling (which would
        /// end it) left to check.
        func literal(_ folded: [UInt8], at position: Int) -> LiteralReading {
            let rest = typed[position...]
            let close = EditDistance.tolerance(forLength: rest.count) > 0 ? LiteralReading.close : .none
            // Most literals a keystroke meets differ from it at once.
            if let first = folded.first, let typedFirst = rest.first, first != typedFirst { return close }
            if rest.count >= folded.count, rest.prefix(folded.count).elementsEqual(folded) {
                return position + folded.count == typed.count ? .ends : .continues(folded.count)
            }
            if rest.count < folded.count, folded.starts(with: rest) { return .ends }
            return close
        }

        /// Whether value set `set` can end the typed text from `position`,
        /// and where the typed text goes on after a value read whole.
        func values(_ set: Int, at position: Int) -> (ends: Bool, continues: [Int]) {
            let forms = index.forms(of: set, in: catalog)
            let rest = typed[position...]
            var ends = !forms.range(startingWith: rest).isEmpty
            var continues: [Int] = []
            if !ends {
                // Each longer head's forms are within the shorter one's.
                var run = 0..<forms.count
                var shared = 0
                for length in 1..<max(1, rest.count) {
                    if rest[rest.startIndex + length] & 0xC0 == 0x80 { continue }
                    run = forms.range(startingWith: rest.prefix(length), within: run, shared: shared)
                    shared = length
                    if run.isEmpty { break }
                    if !forms.equal(within: run, length: length).isEmpty { continues.append(position + length) }
                }
                if slips, continues.isEmpty || rest.count <= 6 {
                    let variants = catalog.valueSets[set].variants
                    ends = !CompletionWalk.slips(of: rest, in: forms, limit: 1) { variants.values[Int($0)] }.isEmpty
                }
            }
            return (ends, continues)
        }
    }
}
