import Testing

@testable import Phrasebook

@Suite struct TemplateTests {
    @Test func splitsTextAndTokensWithTheirOffsets() throws {
        let template = try Template(parsing: "Start ${session} in ${applicationName}")
        #expect(template.segments == [.text("Start "), .parameter("session"), .text(" in "), .applicationName])
        #expect(template.segmentOffsets == [0, 6, 16, 20])
        #expect(template.parameterNames == ["session"])
        #expect(template.applicationNameCount == 1)
        #expect(template.offset(ofParameter: "session") == 6)
        #expect(template.offset(ofParameter: "missing") == nil)
        #expect(template.source == "Start ${session} in ${applicationName}")
        #expect(template.description == template.source)
    }

    @Test func adjacentTokensAndTokensAtTheEnds() throws {
        let template = try Template(parsing: "${a}${b} ${applicationName}${applicationName}")
        #expect(
            template.segments == [.parameter("a"), .parameter("b"), .text(" "), .applicationName, .applicationName])
        #expect(template.segmentOffsets == [0, 4, 8, 9, 27])
        #expect(template.parameterNames == ["a", "b"])
        #expect(template.applicationNameCount == 2)
    }

    @Test func offsetsCountUnicodeScalars() throws {
        let template = try Template(parsing: "Bắt đầu ${session} với ${applicationName}")
        #expect(template.segmentOffsets == [0, 8, 18, 23])
        let han = try Template(parsing: "用${applicationName}开始${session}")
        #expect(han.segments == [.text("用"), .applicationName, .text("开始"), .parameter("session")])
        #expect(han.segmentOffsets == [0, 1, 19, 21])
    }

    @Test func trimsSpacesInsideATokenAndAcceptsLettersDigitsUnderscores() throws {
        #expect(try Template(parsing: "${ session }").segments == [.parameter("session")])
        #expect(try Template(parsing: "${ applicationName }").segments == [.applicationName])
        #expect(try Template(parsing: "${order_2}").segments == [.parameter("order_2")])
        #expect(try Template(parsing: "${sốLượng}").segments == [.parameter("sốLượng")])
    }

    @Test func aDollarOrBraceAloneIsText() throws {
        #expect(try Template(parsing: "Costs $5 {maybe}").segments == [.text("Costs $5 {maybe}")])
        #expect(try Template(parsing: "ends with $").segments == [.text("ends with $")])
        #expect(try Template(parsing: "").segments == [])
        #expect(try Template(parsing: "}{").segments == [.text("}{")])
    }

    @Test(arguments: [
        ("Start ${session", "'${' is not closed with '}'", 6),
        ("Start ${session in ${applicationName}", "'${' is not closed before the next '${'", 6),
        ("a ${b{c}", "'${' is not closed before the next '${'", 2),
        ("Go ${} now", "empty token '${}'", 3),
        ("Go ${  } now", "empty token '${}'", 3),
        ("Go ${my-slot}", "'${my-slot}' is not a parameter name (letters, digits and '_' only)", 3),
        ("Đi ${a.b}", "'${a.b}' is not a parameter name", 3),
        ("${", "'${' is not closed with '}'", 0),
    ])
    func malformedTemplatesReportWhereTheProblemStarts(text: String, message: String, offset: Int) {
        do {
            _ = try Template(parsing: text)
            Issue.record("\"\(text)\" parsed but should not have")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.offset == offset)
        }
    }

    @Test func rendersTokensWithValuesOrAsWritten() throws {
        let template = try Template(parsing: "Order ${quantity} ${soup} from ${applicationName}.")
        let rendered = template.rendered { segment in
            switch segment {
            case .applicationName: "Soup Chef"
            case .parameter("soup"): "Tomato"
            default: nil
            }
        }
        #expect(rendered == "Order ${quantity} Tomato from Soup Chef.")
        #expect(template.rendered { _ in nil } == template.source)
        #expect(try Template(parsing: "${ soup }!").rendered { _ in nil } == "${soup}!")
    }

    @Test func templatesCompareBySource() throws {
        #expect(try Template(parsing: "a ${b}") == Template(parsing: "a ${b}"))
        #expect(try Template(parsing: "a ${b}") != Template(parsing: "a ${ b }"))
    }

    /// An ASCII template is read from its bytes; the same text after a
    /// non-ASCII letter is read scalar by scalar: both read alike (one
    /// scalar later), problems included.
    @Test func asciiTemplatesReadAsTheirScalarsDo() throws {
        let texts = [
            "Start ${session} in ${applicationName}", "$${a}$", "a}b{c$", "${a}${b_2}x", "", "plain", "${A9}.",
            "${ a }", "${a b}", "${a{b}", "${a", "${}", "Go ${my-slot}", "${a}${",
        ]
        for text in texts {
            let marked = "é" + text
            do {
                let plain = try Template(parsing: text)
                let read = try Template(parsing: marked)
                var segments = plain.segments
                var offsets = plain.segmentOffsets.map { $0 + 1 }
                if case .text(let first)? = segments.first {
                    segments[0] = .text("é" + first)
                    offsets[0] = 0
                } else {
                    segments.insert(.text("é"), at: 0)
                    offsets.insert(0, at: 0)
                }
                #expect(read.segments == segments, "\(text)")
                #expect(read.segmentOffsets == offsets, "\(text)")
            } catch {
                #expect(throws: Template.ParseError(message: error.message, offset: error.offset + 1), "\(text)") {
                    try Template(parsing: marked)
                }
            }
        }
    }
}
