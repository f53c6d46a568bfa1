import Testing

@testable import DependencyRule

/// The syntax resolver on the traps that make a name resolver wrong: each test names what a
/// file names, as `file:line:column name -> file:line`.
@Suite("Syntax resolver: the names each file uses, resolved past every trap", .initAcceptsEveryFixture)
struct SyntaxResolverTests {
    /// The references of one module made of `files` (path, source).
    static func references(_ files: [(String, String)], module: String = "App") -> [String] {
        let resolver = SyntaxResolver(modules: [
            SyntaxResolver.Module(
                name: module, target: module, member: 0,
                files: files.map { SyntaxResolver.File(path: $0.0, symbols: SymbolScanner.scan($0.1), imports: []) })
        ])
        return Reference.sorted(resolver.references()).map(Self.describe)
    }

    static func describe(_ reference: Reference) -> String {
        "\(reference.file):\(reference.line):\(reference.column) \(reference.name) -> \(reference.declaration.name) \(reference.declaration.file):\(reference.declaration.line)"
    }

    static let user = ("Entities/User.swift", "struct User {\n    var name: String\n}\n")

    @Test("Type positions, initializers, static access, generic arguments and conformances are uses")
    func typePositions() {
        let found = Self.references([
            Self.user,
            ("Presenters/UserPresenter.swift", "protocol Showing {}\n"),
            (
                "Screens/UserScreen.swift",
                """
                final class UserScreen: Showing {
                    var users: [User] = []
                    func add() { users.append(User(name: "x")); let _: Array<User>? = nil; _ = User.self }
                }
                """
            ),
        ])
        #expect(
            found == [
                "Screens/UserScreen.swift:1:25 Showing -> Showing Presenters/UserPresenter.swift:1",
                "Screens/UserScreen.swift:2:17 User -> User Entities/User.swift:1",
                "Screens/UserScreen.swift:3:31 User -> User Entities/User.swift:1",
                "Screens/UserScreen.swift:3:62 User -> User Entities/User.swift:1",
                "Screens/UserScreen.swift:3:80 User -> User Entities/User.swift:1",
            ])
    }

    @Test("A generic parameter, an associated type and a local type named like a module type shadow it")
    func shadowing() {
        let found = Self.references([
            Self.user,
            ("Box.swift", "struct Box<User> { let value: User; func map<User>(_ f: (User) -> User) {} }\n"),
            ("Store.swift", "protocol Store {\n    associatedtype User\n    func find() -> User\n}\n"),
            ("Local.swift", "func make() {\n    struct User {}\n    let made = User()\n    _ = made\n}\n"),
            ("Binding.swift", "let user = 1\n"),
            ("Uses.swift", "func f(user: Int) -> Int { user }\nfunc g() { let user = 2; _ = user }\n"),
        ])
        #expect(found == [])
    }

    @Test("A local binding shadows from its declaration on, not before")
    func bindingsFromTheirPlace() {
        let found = Self.references([
            ("Global.swift", "let total = 1\n"),
            ("Use.swift", "func f() -> Int {\n    let a = total\n    let total = 2\n    return a + total\n}\n"),
        ])
        #expect(found == ["Use.swift:2:13 total -> total Global.swift:1"])
        // `if let total = total`: the right side is the outer name.
        let rebound = Self.references([
            ("Global.swift", "let total: Int? = 1\n"),
            (
                "Use.swift",
                "func f() -> Int {\n    if let total = total {\n        return total\n    }\n    return 0\n}\n"
            ),
        ])
        #expect(rebound == ["Use.swift:2:20 total -> total Global.swift:1"])
    }

    @Test("Generic parameters of init and subscript; members of an outer type from an extension of a nested one")
    func initSubscriptAndOuterTypes() {
        let found = Self.references([
            ("Record.swift", "struct Record {}\nstruct Word {}\n"),
            (
                "Row.swift",
                "struct Row {\n    subscript<Record>(_ key: String) -> Record? { nil }\n    init<Record>(_ r: Record) {}\n}\n"
            ),
            ("Set.swift", "struct BitSet {\n    typealias Word = UInt\n    struct Handle {}\n}\n"),
            ("Set+Handle.swift", "extension BitSet.Handle {\n    func f(_ w: Word) {}\n}\n"),
        ])
        #expect(
            found == [
                "Set+Handle.swift:1:11 BitSet -> BitSet Set.swift:1",
                "Set+Handle.swift:1:18 Handle -> BitSet.Handle Set.swift:3",
                "Set+Handle.swift:2:17 Word -> BitSet.Word Set.swift:2",
            ])
    }

    @Test("A type's generic parameters shadow in its extensions in other files, the standard library's too")
    func genericParametersInExtensions() {
        let found = Self.references([
            ("Element.swift", "struct Element {}\nstruct Value {}\n"),
            ("Box.swift", "struct Box<Value> {\n    var value: Value\n}\n"),
            ("Box+Map.swift", "extension Box {\n    func get() -> Value { value }\n}\n"),
            (
                "Array+Render.swift",
                "extension Array where Element: Equatable {\n    func first2() -> Element? { first }\n}\n"
            ),
        ])
        #expect(
            found == ["Box+Map.swift:1:11 Box -> Box Box.swift:1", "Box+Map.swift:2:27 value -> Box.value Box.swift:2"])
    }

    @Test("Places are exact when they are found out of order: a generic list over lines, CR line ends")
    func placesOutOfOrder() {
        let found = Self.references([
            ("Showing.swift", "protocol Showing {}\n"),
            ("Box.swift", "struct Box<T: Showing,\r\n           U: Showing> {}\r\nlet s: Showing? = nil\r"),
        ])
        #expect(
            found == [
                "Box.swift:1:15 Showing -> Showing Showing.swift:1",
                "Box.swift:2:15 Showing -> Showing Showing.swift:1",
                "Box.swift:3:8 Showing -> Showing Showing.swift:1",
            ])
        for declaration in SymbolScanner.scan("struct Box<T: P,\n  U> {}\n").declarations {
            #expect(declaration.line >= 1 && declaration.column >= 1, "\(declaration)")
        }
    }

    @Test(
        "Parameters behind any label (_, in, for), trailing-closure labels, a ternary in parentheses, a block that is no closure"
    )
    func labelsAndBlocks() {
        let found = Self.references([
            ("Globals.swift", "let user = 1\nlet context = 2\nlet label = 3\nlet fallback = 4\nlet shown = 5\n"),
            (
                "Use.swift",
                """
                func save(_ user: Int) -> Int { user }
                func load(in context: Int) -> Int { context }
                func find(for user: Int) -> Int { user }
                func run(_ a: () -> Void, label: () -> Void) {}
                func g(_ flag: Bool) -> Int {
                    run { print(1) } label: { print(2) }
                    return max(flag ? fallback : 0, 1)
                }
                let work = {
                    print(shown)
                    for item in [1] { print(item) }
                }
                """
            ),
        ])
        #expect(
            found == [
                "Use.swift:7:23 fallback -> fallback Globals.swift:4", "Use.swift:10:11 shown -> shown Globals.swift:5",
            ])
    }

    @Test("Local types of one name in two files, and a public property with a private setter")
    func localTypesAndSetters() {
        let found = Self.references([
            (
                "A.swift",
                "func a() -> Int {\n    struct Helper { func run() -> Int { count } }\n    return Helper().run()\n}\n"
            ),
            ("B.swift", "func b() {\n    struct Helper { var count = 0 }\n    _ = Helper()\n}\n"),
        ])
        #expect(found == [])
        let lib = SyntaxResolver.Module(
            name: "Lib", target: "Lib", member: 0,
            files: [
                SyntaxResolver.File(
                    path: "Lib.swift", symbols: SymbolScanner.scan("public private(set) var counter = 0\n"),
                    imports: [])
            ])
        let app = SyntaxResolver.Module(
            name: "App", target: "App", member: 1,
            files: [
                SyntaxResolver.File(
                    path: "App.swift", symbols: SymbolScanner.scan("let c = counter\n"),
                    imports: [(module: 0, testable: false)])
            ])
        #expect(SyntaxResolver(modules: [lib, app]).references(only: [1]).map(\.declaration.name) == ["counter"])
    }

    @Test("Two private types of one name in two folders are each their file's own")
    func privateTypes() {
        let found = Self.references([
            ("A/Row.swift", "private struct Row {}\nlet a = Row()\n"),
            ("B/Row.swift", "fileprivate struct Row {}\nlet b = Row()\n"),
            ("C/Use.swift", "let c = Row()\n"),
        ])
        #expect(found == [])
    }

    @Test("Nested types of one name under two parents resolve through their parent, extensions included")
    func nestedTypes() {
        let found = Self.references([
            ("A.swift", "struct A {\n    struct Details {}\n}\n"),
            ("B.swift", "struct B {\n    struct Details {}\n}\n"),
            ("MoreA.swift", "extension A {\n    struct Extra {}\n}\n"),
            ("Use.swift", "let x: A.Details? = nil\nlet y: B.Details? = nil\nlet z: A.Extra? = nil\n"),
        ])
        #expect(
            found == [
                "MoreA.swift:1:11 A -> A A.swift:1",
                "Use.swift:1:8 A -> A A.swift:1",
                "Use.swift:1:10 Details -> A.Details A.swift:2",
                "Use.swift:2:8 B -> B B.swift:1",
                "Use.swift:2:10 Details -> B.Details B.swift:2",
                "Use.swift:3:8 A -> A A.swift:1",
                "Use.swift:3:10 Extra -> A.Extra MoreA.swift:2",
            ])
    }

    @Test("A member declared in an extension in another file is what a name in the type's body names")
    func extensionMembers() {
        let found = Self.references([
            ("User.swift", "struct User {\n    func greet() -> String { helper() }\n}\n"),
            ("User+Helper.swift", "extension User {\n    func helper() -> String { \"\" }\n}\n"),
            ("Global.swift", "func helper() -> String { \"global\" }\n"),
        ])
        #expect(
            found == [
                "User+Helper.swift:1:11 User -> User User.swift:1",
                "User.swift:2:30 helper -> User.helper User+Helper.swift:2",
            ])
    }

    @Test("A typealias, Module.Name, an attribute and a custom operator are uses")
    func otherDeclarations() {
        let found = Self.references([
            ("Alias.swift", "typealias UserID = Int\n"),
            ("Wrapper.swift", "@propertyWrapper struct Clamped { var wrappedValue: Int }\n"),
            ("Operator.swift", "infix operator <+>\nfunc <+> (a: Int, b: Int) -> Int { a + b }\n"),
            ("Use.swift", "struct S {\n    @Clamped var x: Int\n    let id: App.UserID\n    let sum = 1 <+> 2\n}\n"),
        ])
        #expect(
            found == [
                "Use.swift:2:6 Clamped -> Clamped Wrapper.swift:1",
                "Use.swift:3:17 UserID -> UserID Alias.swift:1",
                "Use.swift:4:17 <+> -> <+> Operator.swift:1",
                "Use.swift:4:17 <+> -> <+> Operator.swift:2",
            ])
    }

    @Test("Comments and plain strings name nothing; interpolations are code")
    func commentsAndStrings() {
        let found = Self.references([
            Self.user,
            (
                "Use.swift",
                ##"""
                // User
                /* User */
                let a = "User"
                let b = #"User \(User.self)"#
                let c = #"\#(User.self) \(x)"#
                let d = "\\(User)"
                """##
            ),
        ])
        #expect(found == ["Use.swift:5:14 User -> User Entities/User.swift:1"])
    }

    @Test("Both branches of #if count; argument labels and members after a dot are not uses")
    func conditionsLabelsMembers() {
        let found = Self.references([
            ("Globals.swift", "let user = 1\nstruct Linux {}\nstruct Other {}\n"),
            (
                "Use.swift",
                """
                #if os(Linux)
                typealias Platform = Linux
                #else
                typealias Platform = Other
                #endif
                func f(_ x: Int) {}
                func g(value: Int) { f(value); print(separator: "", terminator: ""); _ = value.user }
                """
            ),
        ])
        #expect(
            found == [
                "Use.swift:2:22 Linux -> Linux Globals.swift:2",
                "Use.swift:4:22 Other -> Other Globals.swift:3",
            ])
    }

    @Test(
        "A call resolves to the overloads whose labels accept it: defaults left out, a trailing closure, variadics kept"
    )
    func overloadsByLabels() {
        let found = Self.references([
            (
                "Engine/Start.swift",
                """
                func start(with value: Int, speed: Int = 1) {}
                func stop(after seconds: Int, then: () -> Void) {}
                func log(_ items: Any...) {}
                """
            ),
            (
                "Screens/Screen.swift",
                """
                func start() {}
                func stop() {}
                func log() {}
                func run() {
                    start(with: 2)
                    start()
                    start(with: 2, speed: 3)
                    stop(after: 1) {}
                    log(1, 2)
                }
                """
            ),
        ])
        // start() is the file's own; log(1, 2) cannot call the file's log(), the variadic one can.
        #expect(
            found == [
                "Screens/Screen.swift:5:5 start -> start Engine/Start.swift:1",
                "Screens/Screen.swift:7:5 start -> start Engine/Start.swift:1",
                "Screens/Screen.swift:8:5 stop -> stop Engine/Start.swift:2",
                "Screens/Screen.swift:9:5 log -> log Engine/Start.swift:3",
            ], "\(found)")
        let symbols = SymbolScanner.scan(
            "func start(with value: Int, _ speed: Int = 1, _ rest: Int...) {}\nstart(with: 1, 2) { }\n")
        #expect(
            symbols.declarations.first?.parameters == [
                .init(label: "with"), .init(label: "_", hasDefault: true), .init(label: "_", isVariadic: true),
            ])
        #expect(symbols.uses.first { $0.name == "start" }?.arguments == .init(labels: ["with", "_"], mayTrail: true))
    }

    @Test("Closure parameters, for bindings and tuple bindings shadow")
    func closuresAndLoops() {
        let found = Self.references([
            ("Globals.swift", "let item = 1\nlet pair = 2\nlet each = 3\n"),
            (
                "Use.swift",
                """
                func f(_ xs: [Int]) {
                    _ = xs.map { item in item + 1 }
                    _ = xs.map { (pair: Int) -> Int in pair }
                    for each in xs { _ = each }
                    let (item2, _) = (1, 2); _ = item2
                }
                """
            ),
        ])
        #expect(found == [])
    }

    @Test("Across modules: public and package declarations of imported modules; internal ones under @testable")
    func acrossModules() {
        let entities = SyntaxResolver.Module(
            name: "Entities", target: "Entities", member: 0,
            files: [
                SyntaxResolver.File(
                    path: "Sources/Entities/User.swift",
                    symbols: SymbolScanner.scan("public struct User {}\nstruct Hidden {}\npackage struct Shared {}\n"),
                    imports: [])
            ])
        let source = "let a: User? = nil\nlet b: Hidden? = nil\nlet c: Shared? = nil\n"
        func uses(testable: Bool, member: Int) -> [String] {
            let app = SyntaxResolver.Module(
                name: "App", target: "App", member: member,
                files: [
                    SyntaxResolver.File(
                        path: "Sources/App/Use.swift", symbols: SymbolScanner.scan(source),
                        imports: [(module: 0, testable: testable)])
                ])
            return SyntaxResolver(modules: [entities, app]).references(only: [1]).map(\.declaration.name)
        }
        #expect(uses(testable: false, member: 0) == ["User", "Shared"])
        #expect(uses(testable: false, member: 1) == ["User"])
        #expect(uses(testable: true, member: 1) == ["User", "Hidden", "Shared"])
    }
}
