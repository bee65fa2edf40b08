import Foundation
import PackagePlugin

/// `swift package phrasebook-lint [ARGUMENTS…]`: runs `phrasebook lint` on
/// the package's `Phrases/` folder, so an app's own package checks its App
/// Shortcuts without installing anything.
@main
struct PhrasebookLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PhrasebookTool.run(
            "lint", arguments: arguments, tool: try context.tool(named: "phrasebook"),
            in: context.package.directoryURL)
    }
}
