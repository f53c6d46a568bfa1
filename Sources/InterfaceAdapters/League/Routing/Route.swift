import Foundation

/// Everything a user can ask the league app for, independent of how they asked (a command
/// line, a menu, a URL).
public enum Route: Hashable, Sendable {
    case registerTeam(abbreviation: String, city: String, nickname: String)
    case teams
    case signPlayer(firstName: String, lastName: String, number: Int, position: String, team: String)
    case releasePlayer(id: Int)
    case transferPlayer(id: Int, team: String)
    case roster(team: String)
    case users(source: URL)
    /// Log in at the authority `server`; the password is asked for.
    case logIn(email: String, server: URL)
    case currentUser(server: URL)
    case logOut(server: URL)
}
