/// Reads typed values out of parsed JSON, with errors that point at them.
package struct JSONReader {
    package let file: String

    package init(file: String) { self.file = file }

    package func error(_ message: String, at value: JSONValue.Located) -> CheckError {
        CheckError(message, file: file, line: value.line, column: value.column)
    }

    package func object(
        _ value: JSONValue.Located, allowed: [String], what: String
    ) throws(CheckError) -> [String: JSONValue.Located] {
        guard case .object(let members) = value.value else {
            throw error("\(what) must be an object, not \(value.value.kindDescription)", at: value)
        }
        var result: [String: JSONValue.Located] = [:]
        for (key, member) in members {
            let name = key.string ?? ""
            guard allowed.contains(name) else {
                throw error(
                    "unknown key '\(name)' in \(what): expected \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))",
                    at: key)
            }
            result[name] = member
        }
        return result
    }

    package func array(_ value: JSONValue.Located, what: String) throws(CheckError) -> [JSONValue.Located] {
        guard case .array(let elements) = value.value else {
            throw error("\(what) must be an array, not \(value.value.kindDescription)", at: value)
        }
        return elements
    }

    package func bool(_ value: JSONValue.Located, what: String) throws(CheckError) -> Bool {
        guard case .bool(let flag) = value.value else {
            throw error("\(what) must be true or false, not \(value.value.kindDescription)", at: value)
        }
        return flag
    }

    package func string(_ value: JSONValue.Located, what: String) throws(CheckError) -> String {
        guard let text = value.string else {
            throw error("\(what) must be a string, not \(value.value.kindDescription)", at: value)
        }
        return text
    }

    func strings(_ value: JSONValue.Located, what: String) throws(CheckError) -> [TargetPattern] {
        var result: [TargetPattern] = []
        for element in try array(value, what: what) {
            let text = try string(element, what: "each entry of \(what)")
            guard !text.isEmpty else { throw error("an entry of \(what) is empty", at: element) }
            result.append(TargetPattern(text, line: element.line, column: element.column))
        }
        return result
    }

    package func integer(_ value: JSONValue.Located, what: String, minimum: Int) throws(CheckError) -> Int {
        guard case .number(let number) = value.value else {
            throw error("\(what) must be a whole number, not \(value.value.kindDescription)", at: value)
        }
        guard number >= Double(minimum), number <= 1e9, number == number.rounded() else {
            throw error("\(what) must be a whole number of \(minimum) or more", at: value)
        }
        return Int(number)
    }
}
