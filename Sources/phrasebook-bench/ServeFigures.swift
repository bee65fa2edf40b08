import Foundation
import Phrasebook

/// Drives `phrasebook serve --catalog FILE` with a size's mixed workload
/// through a pipe, one request at a time, as a host would: each request's
/// latency from its line written to its answer read, and the requests per
/// second of the one process (one core).
struct ServeFigures {
    let phrasebook: String
    let file: String
    let workload: String

    /// The JSON members (`serveRequests`, `serveRequestsPerSecond`,
    /// `serveMedianMicros`, `serveP99Micros`), and
    /// whether every request was answered and the process ended normally.
    func measure() -> (members: [(String, JSONOutput)], clean: Bool) {
        guard let text = try? String(contentsOfFile: workload, encoding: .utf8) else { return ([], false) }
        let requests = text.split(separator: "\n").map { Data(($0 + "\n").utf8) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: phrasebook)
        process.arguments = ["serve", "--catalog", file]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return ([], false) }
        var reader = PipeLineReader(descriptor: output.fileHandleForReading.fileDescriptor)
        var latencies: [Double] = []
        latencies.reserveCapacity(requests.count)
        var answered = 0
        let start = Measurement.clock.now
        for request in requests {
            let sent = Measurement.clock.now
            input.fileHandleForWriting.write(request)
            guard reader.nextLine() != nil else { break }
            latencies.append(Measurement.micros(Measurement.clock.now - sent))
            answered += 1
        }
        let seconds = Measurement.seconds(Measurement.clock.now - start)
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let summary = LatencySummary(micros: latencies)
        let members: [(String, JSONOutput)] = [
            ("serveRequests", .int(answered)),
            ("serveRequestsPerSecond", .double(Measurement.rounded(Double(answered) / max(seconds, 1e-9), places: 0))),
            ("serveMedianMicros", .double(summary.median)), ("serveP99Micros", .double(summary.p99)),
        ]
        return (members, answered == requests.count && process.terminationStatus == 0)
    }
}
