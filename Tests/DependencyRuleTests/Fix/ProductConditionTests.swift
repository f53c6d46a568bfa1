import Testing

@testable import DependencyRule

/// The conditions `fix` reads on product dependencies, and when an import's `#if`s guarantee them.
@Suite("ProductCondition: a product's condition, and the #ifs that guarantee it", .initAcceptsEveryFixture)
struct ProductConditionTests {
    @Test("Platforms, traits, both, and the toolchain flag are read; what is built in code is not")
    func parsing() {
        #expect(
            ProductCondition(#".when(traits: ["Tracing"])"#) == ProductCondition(platforms: nil, traits: ["Tracing"]))
        #expect(
            ProductCondition(".when(platforms: [.macOS, .macCatalyst, .linux])")?.platforms
                == ["os(macOS)", "targetEnvironment(macCatalyst)", "os(Linux)"])
        #expect(
            ProductCondition(#".when(traits: ["OTLPGRPC"], alwaysIncludeOnKnownBrokenToolchains: true)"#)?.traits
                == ["OTLPGRPC"])
        for unreadable in [".when(platforms: applePlatforms)", ".when(platforms: [.solaris])", "condition", ".when()"] {
            #expect(ProductCondition(unreadable) == nil, "\(unreadable)")
        }
    }

    @Test("An import under #if os(…) of one of the platforms, or #if of one of the traits, holds it; || and ! do not")
    func holds() throws {
        let both = try #require(ProductCondition(#".when(platforms: [.linux, .android], traits: ["A", "B"])"#))
        #expect(both.holds(under: ["os(Linux) && B"]))
        #expect(both.holds(under: ["os(Android)", "A"]))
        #expect(!both.holds(under: ["os(Linux)"]))
        #expect(!both.holds(under: ["os(Linux) || A"]))
        #expect(!both.holds(under: ["!os(Linux) && A"]))
        #expect(!both.holds(under: []))
    }
}
