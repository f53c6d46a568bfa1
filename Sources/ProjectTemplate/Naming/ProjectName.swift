/// A project's name in every form the template needs: `Café Latte` is the package `Café Latte`,
/// the types `CafeLatteFactory`…, the program `cafe-latte`, and the variables `CAFE_LATTE_…`.
public struct ProjectName: Hashable, Sendable {
    /// The name as given, trimmed: the package's name.
    public let packageName: String
    /// An upper-camel-case identifier: `CafeLatte`, `MyApp`, `App2048`, `Class`.
    public let typeName: String
    /// The lower-case program name: `cafe-latte`, `my-app`, `2048`, `class`.
    public let programName: String
    /// The prefix of environment variables: `CAFE_LATTE`, `APP_2048`.
    public let constantName: String

    /// - Throws: ``NameError`` for a name that is empty, has no letter or digit to make an
    ///   identifier of, or clashes with a module the package uses.
    public init(_ text: String) throws(NameError) {
        let trimmed = text.trimmed
        guard !trimmed.isEmpty else { throw NameError("the project name is empty") }
        guard !trimmed.contains(where: { $0 == "\"" || $0 == "/" || $0 == "\\" || $0.isNewline }) else {
            throw NameError(
                "the project name '\(trimmed)' holds a double quote, a slash, a backslash or a line break: a name is not a path (use --output DIR)"
            )
        }
        let words = Words(trimmed)
        guard !words.isEmpty else {
            throw NameError(
                "the project name '\(trimmed)' has no letter or digit (A-Z, a-z, 0-9, accents dropped) to make an identifier of"
            )
        }
        packageName = trimmed
        typeName = words.upperCamel
        programName = words.slug
        constantName = words.constant
        for form in [typeName, programName] {
            if let module = ReservedNames.module(clashingWith: form) {
                throw NameError(
                    "the project name '\(trimmed)' would make '\(form)', which clashes with the module \(module): choose another name"
                )
            }
        }
    }
}
