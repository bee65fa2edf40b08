import Foundation
import Phrasebook

/// The mixed workload `phrasebook serve` is measured with, one JSON Lines
/// request per line: exact hits, hits with a typo (which ask "Did you mean
/// …?" and are answered in the same session), misses, and malformed lines,
/// interleaved, as a chat or voice front end would send them.
enum ServeWorkload {
    /// How many requests the workload holds.
    static let requests = 4_000

    /// Writes the workload for `hits` and `misses` to `path`; whether it was written.
    static func write(hits: [String], misses: [String], to path: String) -> Bool {
        guard !hits.isEmpty, !misses.isEmpty else { return false }
        var lines: [String] = []
        lines.reserveCapacity(requests)
        var index = 0
        while lines.count < requests {
            let hit = hits[index % hits.count]
            let miss = misses[index % misses.count]
            let session = "s\(index % 64)"
            switch index % 5 {
            case 0, 1: lines.append(line(["id": .int(lines.count), "text": .string(hit)]))
            case 2:
                lines.append(
                    line([
                        "id": .int(lines.count), "session": .string(session),
                        "text": .string(SizeRun.withOneTypo(hit)),
                    ]))
                lines.append(line(["id": .int(lines.count), "session": .string(session), "text": .string("yes")]))
            case 3: lines.append(line(["id": .int(lines.count), "text": .string(miss)]))
            default: lines.append("{\"id\":\(lines.count),\"text\":")
            }
            index += 1
        }
        return FileManager.default.createFile(
            atPath: path, contents: Data((lines.prefix(requests).joined(separator: "\n") + "\n").utf8))
    }

    /// `members` as one JSON object on a line, keys in a fixed order.
    private static func line(_ members: KeyValuePairs<String, JSONOutput>) -> String {
        JSONOutput.object(members.map { ($0.key, $0.value) }).serialized()
    }
}
