import Testing

@testable import DependencyRule

/// The words of a name, on its bytes when it is ASCII and on its characters otherwise: the same
/// words either way.
@Suite("CamelCaseWords: the words of a name, the same on bytes as on characters")
struct CamelCaseWordsTests {
    @Test(
        "Capitals, acronyms, digits and separators",
        arguments: [
            ("HomeFeature", ["Home", "Feature"]), ("URLSessionClient", ["URL", "Session", "Client"]),
            ("my-app_2", ["my", "app", "2"]), ("UI", ["UI"]), ("v2API", ["v2", "API"]), ("", []),
            ("__x__", ["x"]), ("ÉcoleData", ["École", "Data"]),
        ])
    func words(name: String, expected: [String]) {
        #expect(CamelCaseWords.split(name) == expected)
    }

    @Test("On 5,000 random ASCII names, the bytes give the words the characters give")
    func asciiAgreesWithCharacters() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZbYcX09_-. QqUuRrLlIi")
        for _ in 0..<5_000 {
            let name = String(
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(
                CamelCaseWords.splitASCII(Array(name.utf8)) == CamelCaseWords.splitCharacters(name), "\(name)")
        }
    }
}
