import Foundation
import Testing

@testable import ProjectTemplate

@Suite("FieldSelection: a feature's fields made from the slice's, one of every kind")
struct FieldSelectionTests {
    /// The kit's slice files, by path, read once.
    static func slice() throws -> FileTree { try readSlice.get() }

    private static let readSlice = Result {
        try KitSource(explicit: Kit.root.path, environment: [:]).template()[.slice]
    }

    /// The feature `Movie` with `fields` (spelled as `--field` takes them), from the kit's slice.
    static func movie(_ fields: [String]) throws -> FileTree {
        Slice.files(
            for: try FeatureName("Movie"), fields: try fields.map { try FeatureField(parsing: $0) },
            from: try slice(), commandLine: true, cliTests: Slice.cliTests)
    }

    @Test("Every unit of the slice's files names one field at most, so that any selection compiles")
    func sliceKeepsFieldsApart() throws {
        let slice = try Self.slice()
        var problems: [String] = []
        for path in slice.paths.sorted() where path.hasSuffix(".swift") {
            for problem in FieldSelection.problems(in: slice[path]!) {
                problems.append("\(path):\(problem.line): \(problem.message)")
            }
        }
        #expect(problems == [])
        #expect(slice.paths.count { $0.hasSuffix(".swift") } > 20)
    }

    @Test("The slice's entity declares the table's fields, in its order, of its kinds")
    func tableIsTheSlice() throws {
        let entity = try Self.slice()["Sources/Entities/SampleItem/SampleItem.swift"]!
        let declared = entity.matches(of: /public let (\w+): (String|Int|Bool|Double)(\?)?\n/).map {
            "\($0.output.1):\($0.output.2)\($0.output.3 ?? "")"
        }
        #expect(declared == Slice.fields.map(\.description))
        #expect(Set(Slice.fields.map { "\($0.kind):\($0.isOptional)" }).count == FeatureField.Kind.allCases.count * 2)
    }

    @Test("Without --field, the feature has the title alone: no line of another slice field is left")
    func defaultField() throws {
        let movie = try Self.movie(["title:String"])
        let left = Slice.fields.flatMap { field in
            field.forms.filter { form in movie.files.values.contains { $0.contains(form) } }
        }
        #expect(left == [])
        let entity = movie["Sources/Entities/Movie/Movie.swift"]!
        #expect(entity.contains("        public let title: String\n"))
        #expect(entity.contains("guard !self.title.isEmpty else { throw .blankTitle }"))
    }

    @Test("Fields keep the order asked, and two of a kind each get the lines of the slice's field of that kind")
    func orderAndRepeats() throws {
        let movie = try Self.movie([
            "pages:Int", "title:String", "author:String", "due:String?", "dueDate:Int:optional",
        ])
        let entity = movie["Sources/Entities/Movie/Movie.swift"]!
        let declared = entity.matches(of: /(?m)^ {8}public let (\w+): (\w+\??)$/).map {
            "\($0.output.1): \($0.output.2)"
        }
        #expect(declared == ["pages: Int", "title: String", "author: String", "due: String?", "dueDate: Int?"])
        let invalid = entity.matches(of: /(?m)^ {8}case (\w+)$/).map { String($0.output.1) }
        #expect(invalid == ["blankTitle", "blankAuthor"])
        let feature = movie["Sources/Terminal/Movie/MovieFeature.swift"]!
        #expect(
            feature.contains(
                """
                            options: [
                                Field.pages.required(),
                                Field.author.required(),
                                Field.due,
                                Field.dueDate,
                            ]),
                """), "\(feature)")
        #expect(feature.contains(#"arguments: [ArgumentSpec("TITLE", help: "What a row shows; not blank.")]"#))
        #expect(feature.contains(#""--due-date", "DUE_DATE", .orEmpty(.integer)"#))
        let presenter = movie["Sources/InterfaceAdapters/Movie/Presenters/MoviePresenter.swift"]!
        #expect(presenter.contains(#""  due date: \(orNone(movie.dueDate))","#))
        #expect(presenter.contains(#"case .blankAuthor: "a movie's author must not be blank""#))
    }

    @Test("A unit goes whole: a declaration with its comments and attributes, a test with its body and blank line")
    func units() {
        let templates = [FeatureField(trusted: "displayName", .string), FeatureField(trusted: "basePrice", .double)]
        let text = """
            struct S {
                /// The name.
                let displayName: String
                /// The price.
                let basePrice: Double

                @Test("base price")
                func rulesOfBasePrice() {
                    #expect(draft().isFinite)
                }

                let text = \"""
                    display name: x
                    base price: y
                    \"""
            }
            """
        let selection = FieldSelection(fields: [FeatureField(trusted: "dueDate", .string)], templates: templates)
        #expect(
            selection.apply(to: text) == """
                struct S {
                    /// The name.
                    let dueDate: String

                    let text = \"""
                        due date: x
                        \"""
                }
                """)
        let twice = FieldSelection(
            fields: [
                FeatureField(trusted: "a", .double), FeatureField(trusted: "title", .string),
                FeatureField(trusted: "b", .double),
            ],
            templates: templates)
        #expect(
            twice.apply(to: "    let basePrice: Double\n    let displayName: String")
                == "    let a: Double\n    let title: String\n    let b: Double")
    }

    @Test("Every form of a field is renamed, as a whole word of its kind only")
    func forms() {
        let templates = [FeatureField(trusted: "displayName", .string)]
        let selection = FieldSelection(fields: [FeatureField(trusted: "dueDate", .string)], templates: templates)
        let line = #"case .blankDisplayName: f(--display-name DISPLAY_NAME) "Display name, display name", displayName"#
        #expect(
            selection.apply(to: line)
                == #"case .blankDueDate: f(--due-date DUE_DATE) "Due date, due date", dueDate"#)
        #expect(selection.apply(to: "let displayNames = 1") == "let displayNames = 1")
    }

    @Test("A field whose name holds a slice field's renames once: fullDisplayName stays fullDisplayName")
    func renamesOnce() throws {
        let movie = try Self.movie(["fullDisplayName:String", "minStockCount:Int"])
        let entity = movie["Sources/Entities/Movie/Movie.swift"]!
        let declared = entity.matches(of: /(?m)^ {8}public let (\w+): (\w+\??)$/).map { "\($0.output.1)" }
        #expect(declared == ["fullDisplayName", "minStockCount"])
        #expect(entity.contains("case blankFullDisplayName\n"), "\(entity)")
    }

    @Test(
        "A feature whose name holds a slice field's is refused: its lines would be taken for the field's",
        arguments: ["DisplayName", "DiscountRateTier", "Base Price", "stock-count"])
    func featureNamesHoldingFields(name: String) throws {
        #expect {
            try FeatureGenerator.refuseFieldForms(in: try FeatureName(name))
        } throws: {
            "\($0)".contains("a field of the kit's slice, whose lines generation renames: choose another name")
        }
    }

    @Test("A feature name near a slice field's is not refused", arguments: ["This Featured", "Pricing", "Display"])
    func featureNamesNearFields(name: String) throws {
        try FeatureGenerator.refuseFieldForms(in: try FeatureName(name))
    }

    @Test("A unit naming two fields is a problem, named by its first line")
    func problems() {
        let text = "struct S {\n    /// The display name and base price.\n    let x = 1\n}"
        let found = FieldSelection.problems(in: text).map { "\($0.line): \($0.message)" }
        #expect(found == ["2: one unit names the fields displayName, basePrice: give each its own lines"])
    }

    @Test(
        "--field takes NAME:TYPE, optional with ? or :optional",
        arguments: [
            ("title:String", "title:String"), ("due:String?", "due:String?"), ("dueDate:Int:optional", "dueDate:Int?"),
            ("read:Bool", "read:Bool"), ("rating:Double?", "rating:Double?"), ("isbn13:String", "isbn13:String"),
        ])
    func parses(spelling: String, described: String) throws {
        #expect(try FeatureField(parsing: spelling).description == described)
    }

    @Test(
        "A bad --field is refused, saying why",
        arguments: [
            (
                "title",
                "the field 'title' must be NAME:TYPE, with a TYPE of String, Int, Bool, Double, optional with a trailing '?' or ':optional'"
            ),
            ("title:Text", "the field 'title:Text' has the type 'Text': choose one of String, Int, Bool, Double"),
            (
                "Title:String",
                "the field name 'Title' must be lowerCamelCase ASCII letters and digits, starting with a small letter, like pages or dueDate"
            ),
            (
                "due_date:String",
                "the field name 'due_date' must be lowerCamelCase ASCII letters and digits, starting with a small letter, like pages or dueDate"
            ),
            (
                "café:String",
                "the field name 'café' must be lowerCamelCase ASCII letters and digits, starting with a small letter, like pages or dueDate"
            ),
            ("id:Int", "the field name 'id' is taken by the feature's code or the app's options: choose another name"),
            ("iD:Int", "the field name 'iD' is taken by the feature's code or the app's options: choose another name"),
            (
                "hash:Int",
                "the field name 'hash' is taken by the feature's code or the app's options: choose another name"
            ),
            (
                "store:String",
                "the field name 'store' is taken by the feature's code or the app's options: choose another name"
            ),
            (
                "dataDir:String",
                "the field name 'dataDir' is taken by the feature's code or the app's options: choose another name"
            ),
            (
                "draft:String",
                "the field name 'draft' is taken by the feature's code or the app's options: choose another name"
            ),
            ("class:String", "the field name 'class' is a Swift keyword: choose another name"),
            (
                "title:String:maybe",
                "the field 'title:String:maybe' must be NAME:TYPE, with a TYPE of String, Int, Bool, Double, optional with a trailing '?' or ':optional'"
            ),
        ])
    func refuses(spelling: String, message: String) {
        #expect(throws: NameError(message)) { try FeatureField(parsing: spelling) }
    }

    @Test("A feature's fields: no repeat, even in another case, and a String field that is not optional")
    func featureFields() throws {
        let field = { (text: String) in try FeatureField(parsing: text) }
        #expect(throws: NameError("the field 'Title' is given twice: each field needs its own name")) {
            try FeatureField.checkFeature([try field("title:String"), FeatureField(trusted: "Title", .int)])
        }
        #expect(throws: NameError("the field 'title' is given twice: each field needs its own name")) {
            try FeatureField.checkFeature([try field("title:String"), try field("title:Int")])
        }
        let noRow = NameError(
            "a feature needs a String field that is not optional: its rows show the first (add --field title:String)")
        #expect(throws: noRow) { try FeatureField.checkFeature([try field("pages:Int"), try field("due:String?")]) }
        #expect(throws: noRow) { try FeatureField.checkFeature([]) }
        try FeatureField.checkFeature([try field("pages:Int"), try field("title:String")])
    }

    @Test("Each added field is a migration step of the record's schema, made from the slice's step")
    func migrations() throws {
        let fields = try ["title:String", "pages:Int", "note:String?"].map { try FeatureField(parsing: $0) }
        let additions = [
            try FieldAddition(fields[1], default: "-3"), try FieldAddition(fields[2], default: "a \"b\"\\\n"),
        ]
        let record = Slice.files(
            for: try FeatureName("Movie"), fields: fields, changes: additions.map(FieldChange.add),
            from: try Self.slice(), commandLine: true, cliTests: Slice.cliTests
        )["Sources/InterfaceAdapters/Movie/Records/MovieRecord.swift"]!
        #expect(
            record.contains(
                #"""
                            SchemaMigration(to: 2, [.add(.init("pages", .integer), default: .integer(-3))]),
                            SchemaMigration(to: 3, [.add(.init("note", .text), default: .text("a \"b\"\\\n"))]),
                """#), "\(record)")
        // Renamed and removed since: a step each, the fields those left.
        let changes = additions.map(FieldChange.add) + [.rename("pages", to: "count"), .remove("note")]
        let later = Slice.files(
            for: try FeatureName("Movie"), fields: changes.reduce([fields[0]]) { $1.applied(to: $0) },
            changes: changes, from: try Self.slice(), commandLine: true, cliTests: Slice.cliTests
        )["Sources/InterfaceAdapters/Movie/Records/MovieRecord.swift"]!
        #expect(
            later.contains(
                #"""
                            SchemaMigration(to: 4, [.rename("pages", to: "count")]),
                            SchemaMigration(to: 5, [.remove("note")]),
                        ]
                """#) && later.contains("public var count: Int?") && !later.contains("public var note"), "\(later)")
        let none = try Self.movie(["title:String"])["Sources/InterfaceAdapters/Movie/Records/MovieRecord.swift"]!
        #expect(!none.contains("SchemaMigration"), "\(none)")
    }

    @Test(
        "A migration step's version and list found by tokens, under any spacing and lines; a default's text left alone")
    func stepByTokens() throws {
        let addition = try FieldAddition(FeatureField(parsing: "note:String"), default: ".decimal) [default]")
        let text = "SchemaMigration(to:2 ,[ .add( .init(\"note\", .decimal ) ,\n  default : .null )])"
        #expect(
            FieldSelection.step(text, version: 7, change: .add(addition))
                == #"SchemaMigration(to:7 ,[.add(.init("note", .text), default: .text(".decimal) [default]"))])"#)
        #expect(
            FieldSelection.step(text, version: 3, change: .rename("a", to: "b"))
                == #"SchemaMigration(to:3 ,[.rename("a", to: "b")])"#)
        #expect(
            FieldSelection.step(text, version: 4, change: .remove("a")) == #"SchemaMigration(to:4 ,[.remove("a")])"#)
    }

    @Test("A default of each kind as a record's value; an optional field's none")
    func defaults() throws {
        let value = { (field: String, given: String?) in
            try FieldAddition(FeatureField(parsing: field), default: given).fieldValue
        }
        #expect(try value("pages:Int", "42") == ".integer(42)")
        #expect(try value("rating:Double", "2") == ".decimal(2.0)")
        #expect(try value("read:Bool", "true") == ".boolean(true)")
        #expect(try value("due:String?", nil) == ".null")
        #expect(try value("tag:String", "\u{7}x") == #".text("\u{07}x")"#)
        #expect(try FieldAddition(parsing: "tag:String=a=b").defaultValue == "a=b")
        #expect(try FieldAddition(parsing: "due:Int?").description == "due:Int?")
        // Read back from a record's migration, as adopt reads it; what no default spells is none.
        let pages = try FeatureField(parsing: "pages:Int")
        #expect(FieldAddition(pages, recordValue: "integer(-3)")?.defaultValue == "-3")
        #expect(FieldAddition(pages, recordValue: "integer(x)") == nil)
        #expect(FieldAddition(pages, recordValue: "null") == nil, "a required field without a default")
        let tag = try FeatureField(parsing: "tag:String")
        #expect(FieldAddition(tag, recordValue: #"text("a \"b\"\\ \u{7}")"#)?.defaultValue == "a \"b\"\\ \u{7}")
        #expect(FieldAddition(tag, recordValue: "text(a)") == nil)
        let due = FieldAddition(try FeatureField(parsing: "due:Bool?"), recordValue: "null")
        #expect(due != nil && due?.defaultValue == nil, "an optional field without a default")
    }
}
