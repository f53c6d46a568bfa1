/// A value bound to a statement parameter or read from a column.
public enum SQLiteValue: Hashable, Sendable {
    case integer(Int)
    case real(Double)
    case text(String)
    case null
}
