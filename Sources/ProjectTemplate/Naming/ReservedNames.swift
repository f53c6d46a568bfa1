/// Names a project or a feature may not take: the package's own targets, and the modules of the
/// toolchain that its code imports.
enum ReservedNames {
    /// The template's targets (without a module prefix); `ExampleTests` checks that every library
    /// target a package gets is here.
    static let targets = [
        "Entities", "UseCases", "InterfaceAdapters", "FrameworksAndDrivers", "Terminal", "Fakes", "Contracts",
        "TestSupport",
        "PowerCut", "ProcessSpawning", "Locking", "ArgumentReading", "CSQLite",
    ]

    /// The toolchain's modules, and those of the platforms it builds on.
    static let toolchainModules = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Testing", "XCTest", "Dispatch", "Synchronization", "Observation", "RegexBuilder",
        "Distributed", "Glibc", "Musl", "Darwin", "CoreFoundation", "PackageDescription", "PackagePlugin",
        "_Concurrency", "_StringProcessing", "SwiftShims", "os", "ucrt", "WinSDK",
    ]

    /// The module that `name` clashes with (compared without case, as case-insensitive file systems
    /// do), or `nil`.
    static func module(clashingWith name: String) -> String? {
        let lowered = name.lowercased()
        return (targets + toolchainModules).first { $0.lowercased() == lowered }
    }

    /// Type names the template's code uses, which a feature would shadow.
    static let typeNames: Set<String> = [
        "String", "Int", "Bool", "Double", "Character", "Array", "Dictionary", "Set", "Optional",
        "Never", "Void", "Any", "AnyObject", "Self", "Type", "Protocol", "Sendable", "Hashable", "Identifiable",
        "Equatable", "Comparable", "Codable", "Actor", "Identifier", "MainActor", "Observable", "ObservationIgnored",
        "Repository", "RepositoryError", "Record", "Records", "Feature", "Draft", "Invalid", "ID",
        // A bridge's associated type: a feature Entity would write `typealias Entity = Entity`.
        "Entity",
    ]

    /// Command words the apps' shell reads itself (`app help COMMAND`), which no feature may take.
    static let commandWords: Set<String> = ["help"]

    /// Swift's keywords, which cannot name a variable.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "await", "any", "some",
    ]
}
