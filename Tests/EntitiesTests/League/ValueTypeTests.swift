import Entities
import Testing

@Suite("Entity value types enforce the league's rules")
struct ValueTypeTests {
    @Test("A name is trimmed", arguments: [("Boston", "Boston"), ("  Red Sox \n", "Red Sox"), ("\tÉlodie", "Élodie")])
    func nameIsTrimmed(input: String, expected: String) throws {
        #expect(try Name(input, field: "city").value == expected)
    }

    @Test("A blank name is refused and the error names the field", arguments: ["", " ", "\n\t ", "\u{00A0}"])
    func blankNameIsRefused(input: String) {
        #expect(throws: ValidationError.blank(field: "nickname")) { try Name(input, field: "nickname") }
    }

    @Test("Abbreviations of 2 or 3 uppercase letters are accepted", arguments: ["NY", "BOS", "AZ", "ZZZ"])
    func validAbbreviations(text: String) throws {
        #expect(try Abbreviation(text).value == text)
    }

    @Test(
        "Anything else is refused as an abbreviation",
        arguments: ["B", "BOST", "bos", "Bos", "B0S", "", "BÖS", "B S", "ＢＯＳ"])
    func invalidAbbreviations(text: String) {
        #expect(throws: ValidationError.invalidAbbreviation(text)) { try Abbreviation(text) }
    }

    @Test("Jersey numbers 0 through 99 are accepted", arguments: [0, 1, 50, 98, 99])
    func validJerseyNumbers(number: Int) throws {
        #expect(try JerseyNumber(number).value == number)
    }

    @Test("Jersey numbers outside 0–99 are refused", arguments: [-1, 100, 101, Int.min, Int.max])
    func invalidJerseyNumbers(number: Int) {
        #expect(throws: ValidationError.jerseyNumberOutOfRange(number)) { try JerseyNumber(number) }
    }

    @Test("A jersey number reads as #N and orders numerically")
    func jerseyNumberDescriptionAndOrder() throws {
        #expect(try JerseyNumber(7).description == "#7")
        #expect(try JerseyNumber(9) < JerseyNumber(10))
    }

    @Test(
        "Plausible email addresses are accepted",
        arguments: ["ada@example.com", "a.b+c@mail.example.org", "  x@y.io  "])
    func plausibleEmails(text: String) throws {
        #expect(try EmailAddress(text).value == text.trimmingCharactersForTest())
    }

    @Test(
        "Implausible email addresses are refused",
        arguments: [
            "", "ada", "ada@", "@example.com", "ada@example", "ada@@example.com", "a da@example.com",
            "ada@example..com", "ada@.com", "ada@example.com.",
        ])
    func implausibleEmails(text: String) {
        #expect(throws: ValidationError.invalidEmail(text)) { try EmailAddress(text) }
    }
}

extension String {
    fileprivate func trimmingCharactersForTest() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
