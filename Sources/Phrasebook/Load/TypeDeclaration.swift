/// An enum (Apple's `AppEnum`) or entity (Apple's `AppEntity`) type: a named
/// set of values that phrases expand with and prompts offer as options.
public struct TypeDeclaration: Sendable {
    /// Whether the values are fixed cases or data-driven entities.
    public enum Kind: String, Sendable, Codable {
        case enumeration = "enum"
        case entity
    }

    /// The type's name, as parameters refer to it (`MeditationSession`).
    public var name: String
    /// Enum or entity.
    public var kind: Kind
    /// The type's display title (`Session`), used in default prompts.
    public var title: String
    /// The cases or entities, in declaration order.
    public var values: [TypeValue]

    /// Creates a type.
    public init(name: String, kind: Kind, title: String, values: [TypeValue]) {
        self.name = name
        self.kind = kind
        self.title = title
        self.values = values
    }
}

/// One enum case or entity: an id, the title users say and see, and the other
/// ways users may say it.
public struct TypeValue: Sendable {
    /// The stable identifier reported in outcomes (`walking`).
    public var id: String
    /// The display title, also the primary way to say it (`Walking`).
    public var title: String
    /// A second line shown under the title in choices (an author, a length).
    public var subtitle: String?
    /// Other ways to say the value.
    public var synonyms: [String]
    /// Extra facts for display and filtering (`author`, `published`).
    public var properties: [Property]
    /// Titles and synonyms per locale, from the entity's `localized` map.
    public var localized: [String: LocalizedNames]

    /// Creates a value.
    public init(
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
    public struct Property: Sendable {
        /// The property's name.
        public var name: String
        /// Its value: a string, a number or an ISO date string.
        public var value: LiteralValue

        /// Creates a property.
        public init(name: String, value: LiteralValue) {
            self.name = name
            self.value = value
        }
    }
}

/// A title and synonyms in one locale.
public struct LocalizedNames: Sendable {
    /// The title in that locale.
    public var title: String
    /// Synonyms in that locale.
    public var synonyms: [String]

    /// Creates localized names.
    public init(title: String, synonyms: [String] = []) {
        self.title = title
        self.synonyms = synonyms
    }
}
