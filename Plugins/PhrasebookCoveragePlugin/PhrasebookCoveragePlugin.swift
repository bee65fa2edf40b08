import Foundation
import PackagePlugin

/// `swift package phrasebook-coverage [ARGUMENTS…]`: runs `phrasebook
/// coverage` on the package's `Phrases/` and `Corpus/` folders, so an app's
/// own package tests its App Shortcuts without installing anything.
@main
struct PhrasebookCoveragePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PhrasebookTool.run(
            "coverage", arguments: arguments, tool: try context.tool(named: "phrasebook"),
            in: context.package.directoryURL)
    }
}
