import Foundation

/// Fuzz target: a stored `ConversationState` (JSON) decoded and used with
/// the sample apps — restored by both initializers and answered — as a
/// server does with a state it kept (or was sent) between requests.
///
/// Input
/// that is not a state is played as a dialog whose state is encoded,
/// decoded and restored after every turn.
func fuzzConversationState(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let bytes = FuzzInput.bytes(data, size)
    if let state = try? JSONDecoder().decode(ConversationState.self, from: Data(bytes)) {
        _ = try? Conversation(
            catalog: FuzzInput.sampleCatalog, restoring: state, timeZone: FuzzInput.timeZone, now: { FuzzInput.now })
        for answer in ["1", "yes", "tomorrow", "3", "cancel"] {
            var conversation = FuzzInput.conversation(state: state)
            _ = conversation.respond(answer)
        }
        var ended = FuzzInput.conversation(state: state)
        _ = ended.endOfInput()
        return
    }
    var conversation = FuzzInput.conversation()
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n").prefix(16) {
        _ = conversation.respond(String(line))
        guard let encoded = try? JSONEncoder().encode(conversation.state),
            let decoded = try? JSONDecoder().decode(ConversationState.self, from: encoded)
        else { continue }
        if let folder = stateSeedFolder, decoded.isAwaitingAnswer {
            // run.sh collects the states of the sample dialogs as seeds.
            FileManager.default.createFile(
                atPath: "\(folder)/state-\(encoded.hashValue & 0xFFFF_FFFF).json", contents: encoded)
        }
        conversation = FuzzInput.conversation(state: decoded)
    }
}

/// Where to write every state reached (`PHRASEBOOK_FUZZ_WRITE_STATES`), or `nil`.
private let stateSeedFolder = ProcessInfo.processInfo.environment["PHRASEBOOK_FUZZ_WRITE_STATES"]
