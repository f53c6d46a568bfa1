import Testing

@testable import ProjectTemplate

/// `add feature` keeps the new feature apart from the others in `dependency-rules.json`.
@Suite("FeatureIndependence: the new feature's part after the last one")
struct FeatureIndependenceTests {
    static let configuration = """
        {
          "layers": [],
          "independent": [
            { "parts": [
              { "name": "League", "paths": ["Sources/*/League/**"] }
            ] }
          ]
        }

        """

    @Test("The part goes after the last feature's, with its indentation; the last gets a comma")
    func adds() throws {
        let once = try #require(FeatureIndependence.adding("Note", to: Self.configuration))
        let twice = try #require(FeatureIndependence.adding("Book", to: once))
        #expect(
            twice == """
                {
                  "layers": [],
                  "independent": [
                    { "parts": [
                      { "name": "League", "paths": ["Sources/*/League/**"] },
                      { "name": "Note", "paths": ["Sources/*/Note/**"] },
                      { "name": "Book", "paths": ["Sources/*/Book/**"] }
                    ] }
                  ]
                }

                """)
    }

    @Test("A configuration that keeps no features apart is left as it is")
    func none() {
        #expect(FeatureIndependence.adding("Note", to: "{ \"layers\": [] }\n") == nil)
        #expect(
            FeatureIndependence.adding("Note", to: "{ \"independent\": [\"*Feature\"], \"layers\": [] }\n") == nil)
    }
}
