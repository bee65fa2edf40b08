extension Int {
    /// The count with its noun, as reports print it: `1 app`, `2 apps`,
    /// `2 titles and synonyms` (with an irregular `plural`).
    func counted(_ singular: String, plural: String? = nil) -> String {
        "\(self) \(self == 1 ? singular : plural ?? singular + "s")"
    }
}
