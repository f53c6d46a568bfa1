import Entities

/// Maps ``UserRecord`` to ``User`` and back; refuses records that break a user rule.
public enum UserBridge {
    public static func record(from user: User) -> UserRecord {
        UserRecord(id: user.id.rawValue, name: user.name.value, email: user.email.value)
    }

    public static func user(from record: UserRecord) throws(BridgeError) -> User {
        do {
            return try User(id: User.ID(record.id), name: record.name, email: record.email)
        } catch {
            throw .invalidRecord(collection: "users", id: record.id, reason: ValidationPresenter.sentence(for: error))
        }
    }

    /// Every user of `records`, or the first record's refusal.
    public static func users(from records: [UserRecord]) throws(BridgeError) -> [User] {
        var users: [User] = []
        users.reserveCapacity(records.count)
        for record in records { users.append(try user(from: record)) }
        return users
    }
}
