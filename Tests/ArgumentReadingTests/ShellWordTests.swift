import ArgumentReading
import Testing

@Suite("ShellWord quotes a word so that a POSIX shell reads it back as it was")
struct ShellWordTests {
    @Test(
        "Plain words stay as they are; anything else is single-quoted, a quote inside escaped",
        arguments: [
            ("App/Sources", "App/Sources"), (".", "."), ("my-app_2.0", "my-app_2.0"), ("", "''"),
            ("My App", "'My App'"), ("it's", "'it'\\''s'"), ("$HOME", "'$HOME'"), ("a;rm -rf b", "'a;rm -rf b'"),
        ])
    func quoted(word: String, expected: String) {
        #expect(ShellWord.quoted(word) == expected)
    }
}
