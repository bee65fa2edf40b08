#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a pipe's lines, keeping what follows a line break for the next
/// line without copying it once per line: how the benchmarks read a
/// server's answers.
struct PipeLineReader {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    /// A reader of the pipe end `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line's bytes without its line break (the last line even
    /// without one), or `nil` at the end of the stream.
    mutating func nextLine() -> ArraySlice<UInt8>? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[start..<newline]
                start = newline + 1
                return line
            }
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return buffer[...]
            }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}
