import InterfaceAdapters

/// Records of any kind, made from its schema, for the record-store contracts: every text, integer
/// and decimal field of `sample(n)` holds a value no other sample's field holds, so samples never
/// share a unique key of those unless a check makes them; a boolean is true in odd samples.
public enum RecordSamples<Record: StorableRecord> {
    /// The record numbered `number`: `"title 3"` in a text field `title`, `302` in the third field
    /// if it holds integers.
    public static func sample(_ number: Int, id: Int? = nil) -> Record {
        var fields: [String: FieldValue] = [:]
        for (index, field) in Record.schema.fields.enumerated() {
            switch field.type {
            case .text: fields[field.name] = .text("\(field.name) \(number)")
            case .integer: fields[field.name] = .integer(number * 100 + index)
            case .boolean: fields[field.name] = .boolean(!number.isMultiple(of: 2))
            case .decimal: fields[field.name] = .decimal(Double(number * 100 + index) + 0.25)
            }
        }
        return Record(id: id, fields: fields)
    }

    /// `record` with the identity `id`.
    public static func with(_ record: Record, id: Int) -> Record {
        var record = record
        record.id = id
        return record
    }

    /// `record` with `key`'s fields taken from `other`: a record that repeats `other`'s unique key.
    public static func repeating(_ key: [String], of other: Record, in record: Record) -> Record {
        var fields = record.fields
        for name in key { fields[name] = other.fields[name] }
        return Record(id: record.id, fields: fields)
    }

    /// A record with only the schema's first field set: the others are missing.
    public static var partial: Record {
        let first = Record.schema.fields.first.map { [$0.name: sample(1).fields[$0.name] ?? .null] } ?? [:]
        return Record(id: nil, fields: first)
    }

    /// The names of the schema's fields of `type`.
    public static func fields(of type: RecordSchema.FieldType) -> [String] {
        Record.schema.fields.filter { $0.type == type }.map(\.name)
    }
}
