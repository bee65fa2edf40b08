import Foundation

/// Every line typed in the sample corpus (the `> ` lines of `Corpus/*.txt`,
/// requests and answers alike), file by file in name order.
let sampleCorpusTypedLines: [String] = {
    var url = URL(fileURLWithPath: samplePhrasesDirectory)
    url.deleteLastPathComponent()
    let corpus = url.appendingPathComponent("Corpus").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []
    var lines: [String] = []
    for file in files.sorted() where file.hasSuffix(".txt") {
        let text = (try? String(contentsOfFile: corpus + "/" + file, encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix("> ") { lines.append(String(line.dropFirst(2))) }
    }
    return lines
}()
