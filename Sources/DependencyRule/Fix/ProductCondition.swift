/// The `condition:` of a product dependency (`.when(platforms: [.linux])`,
/// `.when(traits: ["Tracing"])`), read from its text, and whether an import's `#if`s guarantee it:
/// then `fix` may declare the product for the importing target under the same condition.
struct ProductCondition: Equatable {
    /// `os(Linux)`, `targetEnvironment(macCatalyst)`…, as `#if` spells them; `nil` when the
    /// condition names no platforms.
    var platforms: [String]?
    /// The traits, any of which enables it; `nil` when it names none.
    var traits: [String]?

    init(platforms: [String]?, traits: [String]?) {
        self.platforms = platforms
        self.traits = traits
    }

    /// The condition `text` says, or `nil` when it says anything else (a condition built in code).
    init?(_ text: String) {
        let compact = text.filter { !$0.isWhitespace }
        guard compact.hasPrefix(".when("), compact.hasSuffix(")") else { return nil }
        let body = compact.dropFirst(".when(".count).dropLast()
        var rest = Substring(body)
        while !rest.isEmpty {
            // A flag about toolchains changes nothing of where the product is linked.
            if rest.hasPrefix("alwaysIncludeOnKnownBrokenToolchains:") {
                rest = rest.drop { $0 != "," }.dropFirst()
                continue
            }
            guard let colon = rest.firstIndex(of: ":"), let open = rest.firstIndex(of: "["),
                let close = rest.firstIndex(of: "]"), colon < open, open < close
            else { return nil }
            let label = rest[..<colon]
            let items = rest[rest.index(after: open)..<close].split(separator: ",").map(String.init)
            switch label {
            case "platforms":
                let names = items.map { Self.osNames[String($0.drop { $0 == "." })] }
                guard names.allSatisfy({ $0 != nil }) else { return nil }
                platforms = names.map { $0! }
            case "traits":
                guard items.allSatisfy({ $0.hasPrefix("\"") && $0.hasSuffix("\"") && $0.count > 2 }) else { return nil }
                traits = items.map { String($0.dropFirst().dropLast()) }
            default:
                return nil
            }
            rest = rest[rest.index(after: close)...].drop { $0 == "," }
        }
        guard platforms != nil || traits != nil else { return nil }
    }

    /// SwiftPM's platform names and the `#if` condition that holds on each.
    private static let osNames: [String: String] = [
        "macOS": "os(macOS)", "iOS": "os(iOS)", "tvOS": "os(tvOS)", "watchOS": "os(watchOS)",
        "visionOS": "os(visionOS)", "macCatalyst": "targetEnvironment(macCatalyst)", "driverKit": "os(DriverKit)",
        "linux": "os(Linux)", "windows": "os(Windows)", "android": "os(Android)", "wasi": "os(WASI)",
        "openbsd": "os(OpenBSD)", "freebsd": "os(FreeBSD)",
    ]

    /// Whether code under `conditions` (an import's `#if`s, outermost first) compiles only where
    /// the condition holds: under `#if os(P)` (or `targetEnvironment(macCatalyst)`) for one of its
    /// platforms, and under `#if T` for one
    /// of its traits (each `&&`-joined part counts; a condition with `||` or `!` does not).
    func holds(under conditions: [String]) -> Bool {
        let facts = conditions.flatMap { condition -> [String] in
            guard !condition.contains("||"), !condition.contains("!") else { return [] }
            return condition.split(separator: "&&").map { $0.filter { !$0.isWhitespace } }
        }
        if let platforms, !platforms.contains(where: facts.contains) { return false }
        if let traits, !traits.contains(where: facts.contains) { return false }
        return true
    }
}
