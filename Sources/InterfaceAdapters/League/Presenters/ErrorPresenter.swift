import Entities
import UseCases

/// Turns use-case failures into the words a person reads, and the step that would help. The
/// errors carry data only; every sentence about them is here (and, for broken entity rules, in
/// ``ValidationPresenter``).
public enum ErrorPresenter {
    public static func present(_ error: LeagueError) -> ErrorViewModel {
        switch error {
        case .invalid(let broken):
            refused(ValidationPresenter.sentence(for: broken))
        case .unknownTeam(let abbreviation):
            refused(
                "no team is registered as \(abbreviation)",
                Suggestion("register the team first", step: .registerTeam))
        case .abbreviationTaken(let abbreviation):
            refused("a team is already registered as \(abbreviation): pick another abbreviation")
        case .unknownPlayer(let id):
            refused("no player has id \(id)", Suggestion("check the id on the team's roster", step: .showRoster))
        case .numberTaken(let number, let team, let wornBy):
            refused(
                "number \(number.value) is already worn by \(wornBy.fullName) on the \(team.fullName): pick a free number"
            )
        case .alreadyOnTeam(let player, let team):
            refused("\(player.fullName) already plays for the \(team.fullName)")
        case .storage(let failure):
            ErrorViewModel(message: "\(failure)", kind: .unavailable)
        }
    }

    public static func present(_ error: UserDirectoryError) -> ErrorViewModel {
        switch error {
        case .unavailable(let remote, let local):
            ErrorViewModel(
                message:
                    "users are unavailable: the remote source failed (\(remote)) and the local copy could not be used (\(local))",
                kind: .unavailable)
        }
    }

    public static func present(_ error: AuthenticationError) -> ErrorViewModel {
        switch error {
        case .invalid(let broken):
            refused(ValidationPresenter.sentence(for: broken))
        case .invalidCredentials:
            refused("the email or password is wrong")
        case .sessionExpired:
            refused("the session has expired", Suggestion("log in again", step: .logIn))
        case .notLoggedIn:
            refused("nobody is logged in", Suggestion("log in first", step: .logIn))
        case .unavailable(let detail):
            ErrorViewModel(message: "authentication is unavailable: \(detail)", kind: .unavailable)
        case .cleartextAuthority(let host):
            ErrorViewModel(message: Self.cleartextRefusal(host: host), kind: .unavailable)
        }
    }

    /// Why secrets are not sent to `host` over plain http; the command line says it of `--server`
    /// too.
    public static func cleartextRefusal(host: String) -> String {
        "refusing to send the password or the session token to \(host) over plain http, where they would cross the network in clear: use https (plain http is only for this machine: localhost, 127.0.0.1, ::1)"
    }

    /// A login without a password: nothing was asked of the authority.
    public static func missingPassword(for account: String) -> ErrorViewModel {
        refused("no password was given for \(account)")
    }

    private static func refused(_ message: String, _ suggestion: Suggestion? = nil) -> ErrorViewModel {
        ErrorViewModel(message: message, kind: .refused, suggestion: suggestion)
    }
}
