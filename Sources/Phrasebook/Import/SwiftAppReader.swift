/// Reads App Intents declarations from parsed Swift types — `AppEnum`,
/// `AppEntity`, `AppIntent` and `AppShortcutsProvider` — into the manifest's
/// types, intents, shortcuts and negative phrases.
///
/// What the manifest cannot
/// express, or what cannot be known without running the app, is a located
/// warning; everything else is read.
struct SwiftAppReader {
    /// Protocols that make a type an intent.
    static let intentProtocols: Set = [
        "AppIntent", "OpenIntent", "AudioPlaybackIntent", "AudioRecordingIntent", "ForegroundContinuableIntent",
        "ProgressReportingIntent", "LiveActivityIntent", "DeleteIntent", "URLRepresentableIntent", "SetValueIntent",
        "ShowInAppSearchResultsIntent", "PlayVideoIntent", "CameraCaptureIntent", "SystemIntent",
    ]
    /// Protocols that make a type an entity.
    static let entityProtocols: Set = [
        "AppEntity", "IndexedEntity", "TransientAppEntity", "FileEntity", "URLRepresentableEntity",
    ]

    private var types: [String: [SwiftTypeDeclaration]] = [:]
    private var order: [String] = []
    private var text: SwiftTextReader
    private let tables: StringTables
    private let developmentLocale: String
    private let locales: [String]
    /// Every problem found.
    var diagnostics: [Diagnostic] = []
    /// Where in Swift each part of the manifest was declared, by its JSON
    /// path (`shortcuts[0].phrases[1]`, `intents.OrderIntent`), so a compile
    /// rule broken by the sources is reported at the Swift place.
    private(set) var places: [String: SourceLocation] = [:]

    /// Prepares to read `declarations` (from every file, in file order);
    /// `tables` resolve keys and translations; `locales` are the app's other locales.
    init(declarations: [SwiftTypeDeclaration], tables: StringTables, developmentLocale: String, locales: [String]) {
        for declaration in declarations {
            if declaration.keyword != "extension",
                let first = types[declaration.name]?.first(where: { $0.keyword != "extension" })
            {
                // The same type in two folders (a template copied into an extension): the first is read.
                let place = first.file.location(ofOffset: first.offset)
                diagnostics.append(
                    Diagnostic(
                        .warning, .importUnreadable,
                        "\(declaration.name) is declared again here (first at \(place.file):\(place.line):\(place.column)); this copy is not read",
                        location: declaration.file.location(ofOffset: declaration.offset)))
                continue
            }
            if types[declaration.name] == nil { order.append(declaration.name) }
            types[declaration.name, default: []].append(declaration)
        }
        self.tables = tables
        self.developmentLocale = developmentLocale
        self.locales = locales
        self.text = SwiftTextReader(lookUp: { key, table in tables.text(key, table: table, locale: developmentLocale) })
    }

    private mutating func warn(_ message: String, _ offset: Int, _ file: SourceFile) {
        diagnostics.append(Diagnostic(.warning, .importUnreadable, message, location: file.location(ofOffset: offset)))
    }

    private func conforms(_ name: String, to protocols: Set<String>) -> Bool {
        (types[name] ?? []).contains { !Set($0.conformances).isDisjoint(with: protocols) }
    }

    /// The static member `name` of type `type`, with the file it is in.
    private func member(_ name: String, of type: String, kind: SwiftMember.Kind = .property) -> (
        SwiftMember, SourceFile
    )? {
        for declaration in types[type] ?? [] {
            if let found = declaration.members.first(where: { $0.name == name && $0.kind == kind }) {
                return (found, declaration.file)
            }
        }
        return nil
    }

    /// The expression a property holds: its initial value, or its getter's body.
    private func expression(_ member: SwiftMember) -> [SwiftNode]? {
        if let value = member.value { return value }
        guard let body = member.body?.children else { return nil }
        if body.first?.identifier == "get", body.count >= 2, let getter = body[1].children { return getter }
        return body
    }

    /// A text-valued static property (`title`, `typeDisplayRepresentation`).
    private mutating func textProperty(
        _ name: String, of type: String, _ context: SwiftTextReader.Context, what: String
    ) -> String? {
        guard let (found, file) = member(name, of: type), let nodes = expression(found) else { return nil }
        let result = text.text(nodes, context, file: file, what: what)
        collectTextDiagnostics()
        return result
    }

    private mutating func collectTextDiagnostics() {
        diagnostics += text.diagnostics
        text.diagnostics = []
    }

    private mutating func readText(
        _ nodes: [SwiftNode], _ context: SwiftTextReader.Context, _ file: SourceFile, what: String
    ) -> String? {
        let result = text.text(nodes, context, file: file, what: what)
        collectTextDiagnostics()
        return result
    }

    // MARK: Types

    /// Every `AppEnum` and `AppEntity` type, in declaration order.
    mutating func readTypes(suggested: [String: [TypeValue]]) -> [TypeDeclaration] {
        var result: [TypeDeclaration] = []
        for name in order {
            if conforms(name, to: ["AppEnum"]) || conforms(name, to: Self.entityProtocols),
                let declaration = types[name]?.first
            {
                places[JSONPath.root.key("types").key(name).description] = declaration.file.location(
                    ofOffset: declaration.offset)
            }
            if conforms(name, to: ["AppEnum"]) {
                result.append(readEnum(name))
            } else if conforms(name, to: Self.entityProtocols) {
                let title =
                    textProperty("typeDisplayRepresentation", of: name, .plain, what: "the type title of \(name)")
                    ?? name
                result.append(TypeDeclaration(name: name, kind: .entity, title: title, values: suggested[name] ?? []))
            }
        }
        return result
    }

    private mutating func readEnum(_ name: String) -> TypeDeclaration {
        let title =
            textProperty("typeDisplayRepresentation", of: name, .plain, what: "the type title of \(name)") ?? name
        var cases: [(id: String, offset: Int, file: SourceFile)] = []
        for declaration in types[name] ?? [] {
            for member in declaration.members where member.kind == .enumCase {
                cases.append((member.name, member.offset, declaration.file))
            }
        }
        /// A case's texts, with the table keys its title and synonyms name (to translate them).
        typealias Representation = (
            title: String, synonyms: [String], subtitle: String?, titleKey: (key: String, table: String?)?,
            synonymKeys: [(key: String, table: String?)?]
        )
        var representations: [String: Representation] = [:]
        if let (found, file) = member("caseDisplayRepresentations", of: name), let nodes = expression(found) {
            var dictionary = nodes
            if dictionary.first?.identifier == "return" { dictionary.removeFirst() }
            if dictionary.count == 1, let group = dictionary.first, group.isGroup("[") {
                for entry in SwiftCall.arguments(of: group) {
                    // `.pickup: DisplayRepresentation(…)` reads as an argument whose nodes are `. pickup : …`.
                    var nodes = entry.nodes
                    var key = entry.label
                    if key == nil, nodes.first?.token.isPunctuation(".") == true, nodes.count >= 3,
                        let id = nodes[1].identifier, nodes[2].token.isPunctuation(":")
                    {
                        key = id
                        nodes = Array(nodes.dropFirst(3))
                    }
                    guard let id = key, let first = nodes.first else {
                        if let first = entry.nodes.first {
                            warn(
                                "a caseDisplayRepresentations entry of \(name) the importer cannot read",
                                first.token.offset, file)
                        }
                        continue
                    }
                    if let call = SwiftCall.only(nodes), call.name == "DisplayRepresentation" || call.name == "init" {
                        let titleNodes = call.argument("title") ?? call.firstUnlabeled
                        let caseTitle = titleNodes.flatMap {
                            readText($0, .plain, file, what: "the title of \(name).\(id)")
                        }
                        var synonyms: [String] = []
                        var synonymKeys: [(key: String, table: String?)?] = []
                        if let list = call.argument("synonyms"), list.count == 1, list[0].isGroup("[") {
                            for element in SwiftCall.arguments(of: list[0]) {
                                if let synonym = readText(
                                    element.nodes, .plain, file, what: "a synonym of \(name).\(id)")
                                {
                                    synonyms.append(synonym)
                                    synonymKeys.append(SwiftTextReader.localizationKey(element.nodes))
                                }
                            }
                        }
                        let subtitle = call.argument("subtitle").flatMap {
                            readText($0, .plain, file, what: "the subtitle of \(name).\(id)")
                        }
                        representations[id] = (
                            caseTitle ?? id, synonyms, subtitle, titleNodes.flatMap(SwiftTextReader.localizationKey),
                            synonymKeys
                        )
                    } else if let caseTitle = readText(nodes, .plain, file, what: "the title of \(name).\(id)") {
                        representations[id] = (caseTitle, [], nil, SwiftTextReader.localizationKey(nodes), [])
                    } else {
                        _ = first
                    }
                }
            } else if let first = nodes.first {
                warn(
                    "caseDisplayRepresentations of \(name) is not a dictionary literal; its case titles are left out",
                    first.token.offset, file)
            }
        }
        var values: [TypeValue] = []
        for item in cases {
            guard let representation = representations[item.id] else {
                warn(
                    "the case \(name).\(item.id) has no display representation; its name is used as its title",
                    item.offset, item.file)
                values.append(TypeValue(id: item.id, title: item.id))
                continue
            }
            var value = TypeValue(
                id: item.id, title: representation.title, subtitle: representation.subtitle,
                synonyms: representation.synonyms)
            // A locale whose table translates a case's synonyms gets them; a
            // `stringSet` translation gives several, in order. A synonym left
            // untranslated there is left out of that locale only (said so).
            for locale in locales where !representation.synonyms.isEmpty {
                var translated: [String] = []
                var missing: [String] = []
                for (index, key) in representation.synonymKeys.enumerated() {
                    if let key, let texts = tables.texts(key.key, table: key.table, locale: locale) {
                        translated += texts
                    } else if index < representation.synonyms.count {
                        missing.append(representation.synonyms[index])
                    }
                }
                guard !translated.isEmpty else { continue }
                if !missing.isEmpty {
                    warn(
                        "\(name).\(item.id)'s synonym\(missing.count == 1 ? "" : "s") \(missing.map { "\"\($0)\"" }.joined(separator: ", ")) \(missing.count == 1 ? "has" : "have") no \(locale) translation; left out of \(locale), the other synonyms kept",
                        item.offset, item.file)
                }
                let localeTitle =
                    representation.titleKey.flatMap { tables.text($0.key, table: $0.table, locale: locale) }
                    ?? representation.title
                value.localized[locale] = LocalizedNames(title: localeTitle, synonyms: translated)
            }
            values.append(value)
        }
        return TypeDeclaration(name: name, kind: .enumeration, title: title, values: values)
    }

    /// Entity values listed as literals in a `suggestedEntities()` that
    /// returns `[Entity]`: each `Entity(id:, title:/name:, subtitle:, synonyms:)`.
    mutating func readSuggestedEntities() -> [String: [TypeValue]] {
        var result: [String: [TypeValue]] = [:]
        for name in order {
            for declaration in types[name] ?? [] {
                for function in declaration.members
                where function.kind == .function && function.name == "suggestedEntities" {
                    guard function.type.count == 1, let list = function.type.first, list.isGroup("["),
                        let entity = list.children?.first?.identifier, let body = function.body?.children
                    else { continue }
                    var nodes = body
                    var file = declaration.file
                    var calls = SwiftCall.find([entity, "init"], in: nodes)
                    // `return Entity.menu`, `Entity.menu`: a stored list of
                    // literals; if it holds none, say so (a longer expression
                    // is run-time data, as entity values usually are).
                    var isStoredList = false
                    if calls.isEmpty {
                        if nodes.first?.identifier == "return" { nodes.removeFirst() }
                        let words = nodes.compactMap(\.identifier)
                        let owner = words.count == 2 ? words[0] : entity
                        isStoredList = nodes.count <= 3 && !words.isEmpty && words.count == (nodes.count + 1) / 2
                        if isStoredList, let property = words.last,
                            let (stored, storedFile) = member(property, of: owner), let value = expression(stored)
                        {
                            nodes = value
                            file = storedFile
                            calls = SwiftCall.find([entity, "init"], in: nodes)
                        }
                    }
                    if calls.isEmpty, isStoredList, let first = body.first {
                        warn(
                            "suggestedEntities() of \(name) returns a list that holds no \(entity) literals the importer can read; fill \(entity).json with sample values",
                            first.token.offset, declaration.file)
                    }
                    for call in calls {
                        guard let idNodes = call.argument("id"), let literal = literal(idNodes) else { continue }
                        let id: String
                        switch literal {
                        case .string(let text): id = text
                        case .number: id = literal.description
                        default: continue
                        }
                        let title =
                            (call.argument("title") ?? call.argument("name")).flatMap {
                                readText($0, .plain, file, what: "the title of \(entity) \"\(id)\"")
                            } ?? id
                        var synonyms: [String] = []
                        if let list = call.argument("synonyms"), list.count == 1, list[0].isGroup("[") {
                            synonyms = SwiftCall.arguments(of: list[0]).compactMap { $0.nodes.first?.token.plainString }
                        }
                        let subtitle = call.argument("subtitle").flatMap { $0.first?.token.plainString }
                        result[entity, default: []].append(
                            TypeValue(id: id, title: title, subtitle: subtitle, synonyms: synonyms))
                    }
                }
            }
        }
        return result
    }

    // MARK: Intents

    /// Every intent type, in declaration order.
    mutating func readIntents(declaredTypes: Set<String>) -> [IntentDeclaration] {
        var result: [IntentDeclaration] = []
        for name in order where conforms(name, to: Self.intentProtocols) {
            result.append(readIntent(name, declaredTypes: declaredTypes))
        }
        return result
    }

    private mutating func readIntent(_ name: String, declaredTypes: Set<String>) -> IntentDeclaration {
        let intentPath = JSONPath.root.key("intents").key(name)
        if let declaration = types[name]?.first {
            places[intentPath.description] = declaration.file.location(ofOffset: declaration.offset)
        }
        let title = textProperty("title", of: name, .plain, what: "the title of \(name)") ?? name
        let description = textProperty("description", of: name, .plain, what: "the description of \(name)")
        var opensApp = conforms(name, to: ["OpenIntent"])
        if let (found, _) = member("openAppWhenRun", of: name), let nodes = expression(found) {
            opensApp = nodes.last?.identifier == "true"
        }
        var parameters: [ParameterDeclaration] = []
        var names: Set<String> = []
        for declaration in types[name] ?? [] {
            for property in declaration.members where property.kind == .property {
                guard let attribute = property.attribute("Parameter") else { continue }
                if let parameter = readParameter(
                    property, attribute.arguments, file: declaration.file, intent: name, declaredTypes: declaredTypes)
                {
                    places[intentPath.key("parameters").index(parameters.count).description] =
                        declaration.file.location(ofOffset: property.offset)
                    parameters.append(parameter)
                    names.insert(parameter.name)
                }
            }
        }
        var intent = IntentDeclaration(
            name: name, title: title, description: description, parameters: parameters, opensApp: opensApp)
        if let (found, file) = member("parameterSummary", of: name), let nodes = expression(found) {
            places[intentPath.key("summary").description] = file.location(ofOffset: found.offset)
            intent.summary = readSummary(nodes, file: file, parameters: names, intent: name)
        }
        if let (perform, file) = member("perform", of: name, kind: .function), let body = perform.body?.children {
            readPerform(body, file: file, into: &intent, parameters: names)
        }
        return intent
    }

    private mutating func readParameter(
        _ property: SwiftMember, _ arguments: SwiftNode?, file: SourceFile, intent: String, declaredTypes: Set<String>
    ) -> ParameterDeclaration? {
        let call = arguments.map {
            SwiftCall(
                name: "Parameter", qualifiers: [], arguments: SwiftCall.arguments(of: $0), closures: [],
                offset: $0.token.offset)
        }
        var typeNodes = property.type
        let optional = property.isOptionalType
        if optional { typeNodes.removeLast() }
        guard let type = typeReference(typeNodes) else {
            warn(
                "the parameter \(intent).\(property.name) has a type the manifest cannot express (\(text.describe(property.type))); it is left out",
                property.offset, file)
            return nil
        }
        if case .named(let typeName) = type.element, !declaredTypes.contains(typeName) {
            warn(
                "the parameter \(intent).\(property.name) is of type \(typeName), which is not an AppEnum or AppEntity declared in these sources (a type from another package?); it is left out",
                property.offset, file)
            return nil
        }
        let parameters: SwiftTextReader.Context = .dialog([property.name])
        let title =
            call?.argument("title").flatMap {
                readText($0, .plain, file, what: "the title of \(intent).\(property.name)")
            } ?? property.name
        var parameter = ParameterDeclaration(name: property.name, title: title, type: type, optional: optional)
        if let dialog = call?.argument("requestValueDialog") {
            parameter.prompt = readText(
                dialog, parameters, file, what: "the requestValueDialog of \(intent).\(property.name)")
        }
        if let value = call?.argument("default") ?? property.value {
            parameter.defaultValue = literal(value)
            if parameter.defaultValue == nil, let first = value.first {
                warn(
                    "the default of \(intent).\(property.name) is not a literal; it is left out", first.token.offset,
                    file)
            }
        }
        if let range = call?.argument("inclusiveRange"), range.count == 1, let group = range.first, group.isGroup("(") {
            let bounds = SwiftCall.arguments(of: group).map { literal($0.nodes) }
            if bounds.count == 2, case .number(let low)? = bounds[0], case .number(let high)? = bounds[1] {
                parameter.validation = Validation(min: low, max: high)
            }
        }
        if let description = call?.argument("description"), let first = description.first {
            warn(
                "the description of \(intent).\(property.name) has no place in the manifest; it is left out",
                first.token.offset, file)
        }
        return parameter
    }

    /// A Swift type as the manifest writes it: builtins, declared types, arrays.
    private func typeReference(_ nodes: [SwiftNode]) -> TypeReference? {
        if nodes.count == 1, let group = nodes.first, group.isGroup("[") {
            return typeReference(group.children ?? []).map { .array($0) }
        }
        var nodes = nodes
        // `Foundation.URL`, `Swift.Int`: the module does not change the type.
        while nodes.count >= 3, nodes[1].token.isPunctuation("."), nodes[0].identifier != nil {
            nodes.removeFirst(2)
        }
        // `Measurement<UnitLength>`: a number in the unit the user says.
        if nodes.count >= 2, nodes[0].identifier == "Measurement", nodes[1].token.isOperator("<") {
            return .double
        }
        guard nodes.count == 1, let name = nodes.first?.identifier else { return nil }
        if let standard = StandardParameterType.reference(for: name) { return standard }
        switch name {
        case "String", "Int", "Double", "Bool", "Date": return TypeReference(parsing: name)
        default:
            return types[name] == nil
                ? .named(name)
                : (conforms(name, to: ["AppEnum"]) || conforms(name, to: Self.entityProtocols) ? .named(name) : nil)
        }
    }

    /// A literal value: a string, number, boolean, `.caseName`, `Entity(id: "…")`, or an array of these.
    func literal(_ nodes: [SwiftNode]) -> LiteralValue? {
        guard let first = nodes.first else { return nil }
        if nodes.count == 1 {
            if let string = first.token.plainString, first.children == nil { return .string(string) }
            if case .number(let text) = first.token.kind,
                let value = Double(text.replacingOccurrences(of: "_", with: ""))
            {
                return .number(value)
            }
            if first.identifier == "true" { return .bool(true) }
            if first.identifier == "false" { return .bool(false) }
            if first.isGroup("[") {
                var values: [LiteralValue] = []
                for element in SwiftCall.arguments(of: first) {
                    guard let value = literal(element.nodes) else { return nil }
                    values.append(value)
                }
                return .array(values)
            }
        }
        if nodes.count == 2, first.token.isOperator("-"), case .number(let text) = nodes[1].token.kind,
            let value = Double(text)
        {
            return .number(-value)
        }
        if nodes.count == 2, first.token.isPunctuation("."), let name = nodes[1].identifier { return .string(name) }
        if nodes.count == 3, first.identifier != nil, nodes[1].token.isPunctuation("."), let name = nodes[2].identifier
        {
            return .string(name)
        }
        if let call = SwiftCall.only(nodes), let id = call.argument("id") { return literal(id) }
        return nil
    }

    /// The value a `When` compares with, as the manifest's `is` writes it:
    /// a case, a string, or `true`/`false`.
    private static func comparedValue(_ value: LiteralValue?) -> String? {
        switch value {
        case .string(let text)?: text
        case .bool(let flag)?: String(flag)
        default: nil
        }
    }

    /// The key path `\.$name` or `\Intent.$name` as the parameter's name.
    private func keyPathParameter(_ nodes: [SwiftNode]) -> String? {
        guard nodes.first?.token.isPunctuation("\\") == true, let last = nodes.last?.identifier, last.hasPrefix("$")
        else { return nil }
        return String(last.dropFirst())
    }

    private mutating func readSummary(_ nodes: [SwiftNode], file: SourceFile, parameters: Set<String>, intent: String)
        -> ParameterSummary?
    {
        var index = 0
        while index < nodes.count {
            guard let (call, next) = SwiftCall.read(nodes, at: index) else {
                index += 1
                continue
            }
            switch call.name {
            case "Summary":
                guard let template = call.firstUnlabeled else { return nil }
                return readText(template, .dialog(parameters), file, what: "the parameter summary of \(intent)").map {
                    .text($0)
                }
            case "When":
                // `When(\.$p, .equalTo, v) { … } otherwise: { … }`, or the closures as
                // arguments: `When(\.$p, .equalTo, v, { … }, otherwise: { … })`.
                let arguments = call.arguments.filter { $0.label == nil }
                if arguments.count >= 2, let comparison = arguments[1].nodes.last?.identifier,
                    comparison != "equalTo"
                {
                    warn(
                        "the manifest's When compares with equalTo only, not \(comparison); the parameter summary of \(intent) is left out",
                        call.offset, file)
                    return nil
                }
                guard arguments.count >= 3, let parameter = keyPathParameter(arguments[0].nodes),
                    let value = Self.comparedValue(literal(arguments[2].nodes))
                else {
                    warn(
                        "a When in the parameter summary of \(intent) that the importer cannot read; the summary is left out",
                        call.offset, file)
                    return nil
                }
                let closureArgument = { (nodes: [SwiftNode]?) -> SwiftNode? in
                    guard let nodes, nodes.count == 1, nodes[0].isGroup("{") else { return nil }
                    return nodes[0]
                }
                let thenBody = call.closure(nil) ?? (arguments.count >= 4 ? closureArgument(arguments[3].nodes) : nil)
                guard
                    let then = thenBody.flatMap({
                        readSummary($0.children ?? [], file: file, parameters: parameters, intent: intent)
                    })
                else { return nil }
                var otherwise: ParameterSummary?
                if let body = call.closure("otherwise") ?? closureArgument(call.argument("otherwise")) {
                    // An otherwise that cannot be read leaves the whole summary out, not half of it.
                    guard
                        let read = readSummary(body.children ?? [], file: file, parameters: parameters, intent: intent)
                    else { return nil }
                    otherwise = read
                }
                return .when(parameter: parameter, value: value, then: then, otherwise: otherwise)
            case "Switch":
                guard let keyPath = call.firstUnlabeled, let parameter = keyPathParameter(keyPath),
                    let body = call.closure(nil)?.children
                else {
                    warn(
                        "a Switch in the parameter summary of \(intent) that the importer cannot read; the summary is left out",
                        call.offset, file)
                    return nil
                }
                var cases: [(value: String, summary: ParameterSummary)] = []
                var fallback: ParameterSummary?
                var position = 0
                while position < body.count {
                    guard let (inner, after) = SwiftCall.read(body, at: position) else {
                        position += 1
                        continue
                    }
                    position = after
                    let summary = inner.closure(nil).flatMap {
                        readSummary($0.children ?? [], file: file, parameters: parameters, intent: intent)
                    }
                    if inner.name == "Case", let valueNodes = inner.firstUnlabeled,
                        case .string(let value)? = literal(valueNodes), let summary
                    {
                        cases.append((value, summary))
                    } else if inner.name == "DefaultCase" {
                        fallback = summary
                    }
                }
                return .switch(parameter: parameter, cases: cases, default: fallback)
            default:
                index = next
            }
        }
        return nil
    }

    /// Dialogs and validation read from `perform()`: `.result(dialog:)`,
    /// `requestConfirmation(…dialog:…)`, `$param.requestDisambiguation(…dialog:)`,
    /// and `throw $param.needsValueError("…")` under an `if`/`guard` whose
    /// condition tests `isEmpty` (non-empty) or `now`/`Date()` (in the future).
    private mutating func readPerform(
        _ body: [SwiftNode], file: SourceFile, into intent: inout IntentDeclaration, parameters: Set<String>
    ) {
        let context = SwiftTextReader.Context.dialog(parameters)
        func dialog(in call: SwiftCall) -> [SwiftNode]? {
            if let direct = call.argument("dialog") { return direct }
            for argument in call.arguments {
                for inner in SwiftCall.find(["result", "init", "IntentDialog"], in: argument.nodes) {
                    if let found = inner.argument("dialog")
                        ?? (inner.name == "IntentDialog" ? inner.firstUnlabeled : nil)
                    {
                        return found
                    }
                }
            }
            return nil
        }
        for call in SwiftCall.find(["requestConfirmation"], in: body) {
            if let nodes = dialog(in: call) {
                intent.confirmation = readText(nodes, context, file, what: "the confirmation dialog of \(intent.name)")
                break
            }
        }
        for call in SwiftCall.find(["result"], in: body, skipping: ["requestConfirmation"]) {
            if let nodes = call.argument("dialog") {
                intent.result = readText(nodes, context, file, what: "the result dialog of \(intent.name)")
                break
            }
        }
        for call in SwiftCall.find(["requestDisambiguation"], in: body) {
            guard let target = call.qualifiers.last, target.hasPrefix("$"),
                let index = intent.parameters.firstIndex(where: { $0.name == String(target.dropFirst()) }),
                let nodes = call.argument("dialog")
            else { continue }
            intent.parameters[index].disambiguationPrompt = readText(
                nodes, context, file, what: "the disambiguation dialog of \(intent.name).\(target.dropFirst())")
        }
        for (call, condition) in needsValueErrors(body, condition: []) {
            guard let target = call.qualifiers.last, target.hasPrefix("$"),
                let index = intent.parameters.firstIndex(where: { $0.name == String(target.dropFirst()) })
            else { continue }
            var validation = intent.parameters[index].validation ?? Validation()
            let words = Set(condition.flatMap(Self.identifiers))
            if words.contains("isEmpty") { validation.nonEmpty = true }
            if words.contains("now") || words.contains("Date") { validation.future = true }
            if let message = call.firstUnlabeled {
                validation.message = readText(
                    message, context, file, what: "the validation message of \(intent.name).\(target.dropFirst())")
            }
            intent.parameters[index].validation = validation
        }
    }

    /// Every `$param.needsValueError(…)` in `nodes`, with the condition of the
    /// `if` or `guard` it is under.
    private func needsValueErrors(_ nodes: [SwiftNode], condition: [SwiftNode]) -> [(SwiftCall, [SwiftNode])] {
        var found: [(SwiftCall, [SwiftNode])] = []
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            if node.identifier == "if" || node.identifier == "guard" {
                var position = index + 1
                var test: [SwiftNode] = []
                while position < nodes.count, !nodes[position].isGroup("{"), nodes[position].identifier != "else" {
                    test.append(nodes[position])
                    position += 1
                }
                if position < nodes.count, nodes[position].identifier == "else" { position += 1 }
                if position < nodes.count, let block = nodes[position].children {
                    found += needsValueErrors(block, condition: test)
                    index = position + 1
                    continue
                }
            }
            if node.identifier == "needsValueError", index > 0, nodes[index - 1].token.isPunctuation("."), index > 1,
                let (call, next) = SwiftCall.read(nodes, at: index - 2), call.name == "needsValueError"
            {
                found.append((call, condition))
                index = next
                continue
            }
            if let children = node.children { found += needsValueErrors(children, condition: condition) }
            index += 1
        }
        return found
    }

    private static func identifiers(_ node: SwiftNode) -> [String] {
        if let children = node.children { return children.flatMap(identifiers) }
        return node.identifier.map { [$0] } ?? []
    }

    // MARK: Shortcuts

    /// The App Shortcuts and negative phrases of every `AppShortcutsProvider`.
    mutating func readShortcuts(intents: [IntentDeclaration]) -> ([ShortcutDeclaration], [String]) {
        var shortcuts: [ShortcutDeclaration] = []
        var negatives: [String] = []
        for name in order where conforms(name, to: ["AppShortcutsProvider"]) {
            if let (found, file) = member("appShortcuts", of: name), let nodes = expression(found) {
                for call in SwiftCall.find(["AppShortcut"], in: nodes) {
                    if let shortcut = readShortcut(call, file: file, intents: intents, index: shortcuts.count) {
                        shortcuts.append(shortcut)
                    }
                }
            }
            if let (found, file) = member("negativePhrases", of: name), let nodes = expression(found) {
                negatives += readNegativePhrases(nodes, file: file)
            }
        }
        return (shortcuts, negatives)
    }

    private mutating func readShortcut(
        _ call: SwiftCall, file: SourceFile, intents: [IntentDeclaration], index: Int
    ) -> ShortcutDeclaration? {
        let shortcutPath = JSONPath.root.key("shortcuts").index(index)
        guard let intentNodes = call.argument("intent"), let intentCall = SwiftCall.only(intentNodes) else {
            warn("an AppShortcut whose intent is not written as IntentType(…); it is left out", call.offset, file)
            return nil
        }
        let intentName = intentCall.name == "init" ? (intentCall.qualifiers.last ?? "") : intentCall.name
        guard let intent = intents.first(where: { $0.name == intentName }) else {
            warn(
                "the AppShortcut's intent \(intentName) is not an AppIntent declared in these sources (a type from another package?); it is left out",
                call.offset, file)
            return nil
        }
        let parameterNames = Set(intent.parameters.map(\.name))
        var fixed: [(name: String, value: LiteralValue)] = []
        for argument in intentCall.arguments {
            guard let label = argument.label else { continue }
            if !parameterNames.contains(label), let first = argument.nodes.first {
                warn(
                    "this AppShortcut fixes \(label), a parameter that is left out; the value is left out too",
                    first.token.offset, file)
            } else if let value = literal(argument.nodes) {
                fixed.append((label, value))
            } else if let first = argument.nodes.first {
                warn(
                    "the value of \(label) fixed by this AppShortcut is not a literal; it is left out",
                    first.token.offset, file)
            }
        }
        var phrases: [String] = []
        var written: [(phrase: String, offset: Int)] = []
        if let list = call.argument("phrases"), list.count == 1, list[0].isGroup("[") {
            for element in SwiftCall.arguments(of: list[0]) {
                if let phrase = readText(element.nodes, .shortcutPhrase(parameterNames), file, what: "this phrase") {
                    if phrases.contains(phrase) {
                        if let first = element.nodes.first {
                            warn(
                                "this AppShortcut already has the phrase \"\(phrase)\"; the repeat is left out",
                                first.token.offset, file)
                        }
                        continue
                    }
                    if let first = element.nodes.first {
                        places[shortcutPath.key("phrases").index(phrases.count).description] = file.location(
                            ofOffset: first.token.offset)
                        written.append((phrase, first.token.offset))
                    }
                    phrases.append(phrase)
                }
            }
            for (phrase, offset) in written {
                for alternative in developmentAlternatives(of: phrase, parameters: parameterNames, offset, file)
                where !phrases.contains(alternative) {
                    places[shortcutPath.key("phrases").index(phrases.count).description] = file.location(
                        ofOffset: offset)
                    phrases.append(alternative)
                }
            }
            if phrases.isEmpty {
                warn("an AppShortcut none of whose phrases could be read; it is left out", call.offset, file)
                return nil
            }
        } else {
            warn("an AppShortcut whose phrases are not an array literal; it is left out", call.offset, file)
            return nil
        }
        places[shortcutPath.description] = file.location(ofOffset: call.offset)
        let shortTitle = call.argument("shortTitle").flatMap { readText($0, .plain, file, what: "the shortTitle") }
        let image = call.argument("systemImageName").flatMap {
            readText($0, .verbatim, file, what: "the systemImageName")
        }
        return ShortcutDeclaration(
            intent: intentName, phrases: phrases, shortTitle: shortTitle, systemImageName: image, parameters: fixed)
    }

    /// The development language's own entries for `phrase` in the phrase
    /// table (`AppShortcuts.xcstrings`) other than the phrase itself: a
    /// `stringSet` there gives the shortcut several phrases from one key,
    /// as some apps key their catalog by shortcut rather than by phrase.
    ///
    /// An entry whose tokens the shortcut cannot fill, or without the
    /// app's name, is warned at the phrase and left out.
    private mutating func developmentAlternatives(
        of phrase: String, parameters: Set<String>, _ offset: Int, _ file: SourceFile
    ) -> [String] {
        let entries =
            tables.texts(phrase, table: LocalizationLoader.phraseTable, locale: developmentLocale) ?? []
        var result: [String] = []
        for entry in entries where entry != phrase {
            let tokens = FormatSpecifierKey.tokens(of: entry)
            let unknown = tokens.filter { $0 != "applicationName" && !parameters.contains($0) }
            guard unknown.isEmpty, tokens.contains("applicationName") else {
                let problem =
                    unknown.isEmpty
                    ? "has no ${applicationName}" : "names ${\(unknown[0])}, which this shortcut's intent does not have"
                warn(
                    "the \(developmentLocale) entry \"\(entry)\" of this phrase in \(LocalizationLoader.phraseTable) \(problem); it is left out",
                    offset, file)
                continue
            }
            result.append(entry)
        }
        return result
    }

    private mutating func readNegativePhrases(_ nodes: [SwiftNode], file: SourceFile) -> [String] {
        var phrases: [String] = []
        let calls = SwiftCall.find(["NegativeAppShortcutPhrase"], in: nodes)
        for call in calls {
            if let argument = call.firstUnlabeled,
                let phrase = readText(argument, .phrase, file, what: "this negative phrase")
            {
                phrases.append(phrase)
            }
        }
        if calls.isEmpty {
            var body = nodes
            if let call = SwiftCall.only(body), call.name == "NegativeAppShortcutPhrases",
                let inner = call.closure(nil)?.children
            {
                body = inner
            }
            for node in body where node.token.segments != nil && node.children == nil {
                if let phrase = readText([node], .phrase, file, what: "this negative phrase") { phrases.append(phrase) }
            }
        }
        return phrases
    }
}
