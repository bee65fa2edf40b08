/// An enum (Apple's `AppEnum`) or entity (Apple's `AppEntity`) type: a named
/// set of values that phrases expand with and prompts offer as options.
struct TypeDeclaration: Sendable {
    /// Whether the values are fixed cases or data-driven entities.
    enum Kind: String, Sendable, Codable {
        case enumeration = "enum"
        case entity
    }

    /// The type's name, as parameters refer to it (`MeditationSession`).
    var name: String
    /// Enum or entity.
    var kind: Kind
    /// The type's display title (`Session`), used in default prompts.
    var title: String
    /// The cases or entities, in declaration order.
    var values: TypeValueList

    /// Creates a type.
    init(name: String, kind: Kind, title: String, values: [TypeValue]) {
        self.init(name: name, kind: kind, title: title, values: TypeValueList(values))
    }

    /// Creates a type whose values may be in a stored form.
    init(name: String, kind: Kind, title: String, values: TypeValueList) {
        self.name = name
        self.kind = kind
        self.title = title
        self.values = values
    }
}

/// One enum case or entity: an id, the title users say and see, and the other
/// ways users may say it.
struct TypeValue: Sendable {
    /// The stable identifier reported in outcomes (`walking`).
    var id: String
    /// The display title, also the primary way to say it (`Walking`).
    var title: String
    /// A second line shown under the title in choices (an author, a length).
    var subtitle: String?
    /// Other ways to say the value.
    var synonyms: [String]
    /// Extra facts for display and filtering (`author`, `published`).
    var properties: [Property]
    /// Titles and synonyms per locale, from the entity's `localized` map.
    var localized: [String: LocalizedNames]

    /// Creates a value.
    init(
        id: String, title: String, subtitle: String? = nil, synonyms: [String] = [],
        properties: [Property] = [], localized: [String: LocalizedNames] = [:]
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.synonyms = synonyms
        self.properties = properties
        self.localized = localized
    }

    /// A named property of an entity.
    struct Property: Sendable {
        /// The property's name.
        var name: String
        /// Its value: a string, a number or an ISO date string.
        var value: LiteralValue
    }
}

/// A title, subtitle and synonyms in one locale.
struct LocalizedNames: Sendable {
    /// The title in that locale.
    var title: String
    /// The subtitle in that locale ("10 phút" for "10 min"), or `nil` to
    /// translate the development subtitle through the Localizable tables.
    var subtitle: String?
    /// Synonyms in that locale.
    var synonyms: [String]

    /// Creates localized names.
    init(title: String, subtitle: String? = nil, synonyms: [String] = []) {
        self.title = title
        self.subtitle = subtitle
        self.synonyms = synonyms
    }
}
