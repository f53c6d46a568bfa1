import FrameworksAndDrivers
import Testing

@Suite("SampleItemFeature reads its commands and refuses bad words with a clear message")
struct SampleItemFeatureTests {
    @Test("add, list and show")
    func commands() throws {
        #expect(try SampleItemFeature.command(["add", "A title"]) == .create(title: "A title"))
        #expect(try SampleItemFeature.command(["list"]) == .list)
        #expect(try SampleItemFeature.command(["show", "3"]) == .show(id: 3))
    }

    @Test(
        "Bad words are a usage error naming the problem",
        arguments: [
            ([], "'sample-item' needs add, list or show"), (["remove"], "'sample-item' needs add, list or show"),
            (["add"], "'sample-item add' takes one TITLE"), (["list", "x"], "'sample-item' needs add, list or show"),
            (["show"], "'sample-item show' takes one ID"), (["show", "x"], "ID must be a whole number, not 'x'"),
        ])
    func usageErrors(words: [String], message: String) {
        #expect {
            _ = try SampleItemFeature.command(words[...])
        } throws: { error in
            (error as? UsageError)?.description == message
        }
    }

    @Test("Its help rows start with its word")
    func help() {
        #expect(!SampleItemFeature.help.isEmpty)
        #expect(SampleItemFeature.help.allSatisfy { $0.usage.hasPrefix(SampleItemFeature.word + " ") })
    }
}
