@testable import Phrasebook

/// The title of the first value the slot of `parameter` in `phrase` (a
/// phrase of the sample catalog) takes, when its value set has more than
/// one form; `nil` for an open slot or a parameter the phrase does not slot.
func firstValueTitle(of phrase: CompiledPhrase, parameter: String) -> String? {
    let catalog = sampleCatalog
    for piece in phrase.pieces {
        guard case .slot(let key) = piece, catalog.slotKeys[Int(key)].parameter == parameter,
            case .valueSet(let set) = catalog.slotKeys[Int(key)].source,
            catalog.valueSets[Int(set)].formStart.count > 1
        else { continue }
        return catalog.valueSets[Int(set)].form(0).map { catalog.vocabulary.text(of: $0) }.joined(separator: " ")
    }
    return nil
}
