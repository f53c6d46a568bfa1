import InterfaceAdapters
import Testing

@Suite("A record schema checks what a store writes and types what it reads")
struct RecordSchemaTests {
    static let schema = RecordSchema(
        collection: "things",
        fields: [.init("name", .text), .init("count", .integer), .init("done", .boolean), .init("score", .decimal)])

    @Test("Values of their field's type pass, null in any field; NaN, the infinities and other types are refused")
    func check() throws {
        try Self.schema.check([
            "name": .text("a"), "count": .integer(1), "done": .boolean(true), "score": .decimal(2.5),
        ])
        try Self.schema.check(["name": .null, "count": .null, "done": .null, "score": .null, "unknown": .integer(1)])
        for (field, value) in [
            ("score", FieldValue.decimal(.nan)), ("score", .decimal(.infinity)), ("score", .decimal(-.infinity)),
            ("name", .integer(1)), ("count", .text("1")), ("done", .integer(1)), ("score", .text("2.5")),
        ] {
            #expect(throws: RecordStoreError.invalidValue(collection: "things", field: field, value: value.description))
            {
                try Self.schema.check([field: value])
            }
        }
        #expect(
            RecordStoreError.invalidValue(collection: "things", field: "score", value: "nan").description
                == "things: score cannot hold nan")
    }

    @Test("Read back, a whole number is a decimal where the field holds decimals, and 0 or 1 a boolean")
    func reading() throws {
        let read = try Self.schema.reading([
            "name": .text("a"), "count": .integer(2), "done": .integer(1), "score": .integer(2),
        ])
        #expect(read == ["name": .text("a"), "count": .integer(2), "done": .boolean(true), "score": .decimal(2)])
        #expect(try Self.schema.reading(["done": .integer(0)]) == ["done": .boolean(false)])
    }

    @Test("Read back, a value of another type is corrupt data, naming the field and what it holds")
    func readingCorrupt() {
        for (field, value, detail) in [
            ("count", FieldValue.text("two"), "count holds \"two\", not an integer"),
            ("done", .integer(2), "done holds 2, not a boolean"),
            ("score", .text("2.5"), "score holds \"2.5\", not a decimal"),
            ("name", .boolean(true), "name holds true, not text"),
        ] {
            #expect(throws: RecordStoreError.corrupt(collection: "things", detail: detail)) {
                try Self.schema.reading([field: value])
            }
        }
    }

    @Test("Migrations: each later step applied in order; a newer version refused; a shared unique key refused")
    func migrations() throws {
        let schema = RecordSchema(
            collection: "things", fields: [.init("label", .text), .init("done", .boolean)], uniqueKeys: [["label"]],
            migrations: [
                SchemaMigration(to: 2, [.rename("name", to: "label"), .remove("count")]),
                SchemaMigration(to: 3, [.add(.init("done", .boolean), default: .boolean(false))]),
            ])
        #expect(schema.version == 3)
        let old: [String: FieldValue] = ["name": .text("a"), "count": .integer(1)]
        #expect(schema.migrated(old, from: 1) == ["label": .text("a"), "done": .boolean(false)])
        #expect(
            schema.migrated(["label": .text("a"), "done": .boolean(true)], from: 2) == [
                "label": .text("a"), "done": .boolean(true),
            ])
        #expect(schema.migrated(old, from: 3) == old)
        try schema.refuseNewer(3)
        #expect(throws: RecordStoreError.newerSchema(collection: "things", stored: 4, known: 3)) {
            try schema.refuseNewer(4)
        }
        #expect(
            RecordStoreError.newerSchema(collection: "things", stored: 4, known: 3).description
                == "things: the data is at schema version 4, newer than this program's 3: use a newer build")
        try schema.checkUnique([(1, ["label": .text("a")]), (2, ["label": .text("b")]), (3, [:]), (4, [:])])
        #expect(throws: RecordStoreError.conflict(collection: "things", fields: ["label"])) {
            try schema.checkUnique([(1, ["label": .text("a")]), (2, ["label": .text("a")])])
        }
    }
}
