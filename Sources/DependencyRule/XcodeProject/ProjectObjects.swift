/// The `objects` of a project by id, with typed access that fails with the file and line.
struct ProjectObjects {
    struct Object {
        let isa: String
        let fields: PropertyList.Dictionary
        /// The line of its id in the file.
        let line: Int
    }

    let file: String
    /// In the file's order.
    private(set) var all: [(id: String, object: Object)] = []
    /// Where each id is in `all`.
    private var position: [String: Int] = [:]

    init(file: String, capacity: Int) {
        self.file = file
        all.reserveCapacity(capacity)
        position.reserveCapacity(capacity)
    }

    /// Adds an object; an id given twice keeps its last object, as Xcode reads it.
    mutating func add(_ id: String, _ fields: PropertyList.Dictionary, at line: Int) {
        let object = Object(isa: fields["isa"]?.string ?? "", fields: fields, line: line)
        if let index = position[id] {
            all[index] = (id, object)
        } else {
            position[id] = all.count
            all.append((id, object))
        }
    }

    /// Where the object called `id` is in ``all``.
    func index(of id: String) -> Int? { position[id] }

    /// The object called `id`, or an error at the place that names it.
    /// - Parameter owner: who names it, for the message (worded only when there is one).
    func object(
        _ id: String, referencedAt place: PropertyList.Located, by owner: @autoclosure () -> String
    ) throws(CheckError) -> Object {
        guard let index = position[id] else {
            throw CheckError(
                "\(owner()) names object \(id), which the project does not define", file: file, line: place.line,
                column: place.column)
        }
        return all[index].object
    }

    /// The object called `id`, if there is one.
    subscript(_ id: String) -> Object? { position[id].map { all[$0].object } }

    /// The ids in the array `key` of `object` (none when it is absent), each with its place.
    func list(_ object: Object, _ key: String) throws(CheckError) -> [(id: String, located: PropertyList.Located)] {
        guard let value = object.fields[key] else { return [] }
        guard let elements = value.array else {
            throw CheckError(
                "\"\(key)\" of a \(object.isa) must be a list of object ids, not \(value.value.kindDescription)",
                file: file, line: value.line, column: value.column)
        }
        return try elements.map { (element) throws(CheckError) in
            guard let id = element.string else {
                throw CheckError(
                    "\"\(key)\" of a \(object.isa) must hold object ids, not \(element.value.kindDescription)",
                    file: file, line: element.line, column: element.column)
            }
            return (id, element)
        }
    }
}
