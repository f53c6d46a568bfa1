import Entities

/// Fetches users from a public JSON endpoint: an array of `{"id", "name", "email"}`.
public struct HTTPUserSource: UserSource {
    private let performer: RequestPerformer
    private let endpoint: UsersEndpoint

    public init(performer: RequestPerformer, endpoint: UsersEndpoint = UsersEndpoint()) {
        self.performer = performer
        self.endpoint = endpoint
    }

    public func fetchUsers() async throws(UserSourceError) -> [User] {
        do {
            return try UserBridge.users(from: try await performer.perform(endpoint))
        } catch let error as RequestError {
            throw UserSourceError(error.description)
        } catch let error as BridgeError {
            throw UserSourceError(error.description)
        } catch {
            throw UserSourceError(String(describing: error))
        }
    }
}
