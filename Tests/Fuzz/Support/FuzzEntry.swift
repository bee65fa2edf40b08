import Foundation

/// libFuzzer's entry point: every input goes to the target that
/// `PHRASEBOOK_FUZZ_TARGET` names (`run.sh` sets it), so one build of the
/// library serves every target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.target(data, size)
    return 0
}

/// The fuzz targets by name, and the one this process runs.
enum FuzzEntry {
    /// Every target: a function of the fuzzer's bytes.
    static let targets: [String: @Sendable (UnsafePointer<UInt8>?, Int) -> Void] = [
        "ManifestCompiler": fuzzManifestCompiler,
        "StringsReader": fuzzStringsReader,
        "StringCatalogReader": fuzzStringCatalogReader,
        "CorpusParser": fuzzCorpusParser,
        "Matcher": fuzzMatcher,
        "Dialog": fuzzDialog,
        "ConversationState": fuzzConversationState,
        "CatalogFile": fuzzCatalogFile,
        "CatalogFields": fuzzCatalogFields,
        "ImportTree": fuzzImportTree,
        "SwiftSource": fuzzSwiftSource,
        "EntitiesFile": fuzzEntitiesFile,
        "XcodeProject": fuzzXcodeProject,
        "XcodeConfig": fuzzXcodeConfig,
    ]

    /// The target `PHRASEBOOK_FUZZ_TARGET` names; the process stops when it names none.
    static let target: @Sendable (UnsafePointer<UInt8>?, Int) -> Void = {
        let name = ProcessInfo.processInfo.environment["PHRASEBOOK_FUZZ_TARGET"] ?? ""
        guard let target = targets[name] else {
            FileHandle.standardError.write(
                Data("PHRASEBOOK_FUZZ_TARGET must be one of \(targets.keys.sorted())\n".utf8))
            exit(2)
        }
        return target
    }()
}
