import UseCases

/// Turns use-case failures into the words a person reads, and the step that would help.
public enum ErrorPresenter {
    public static func present(_ error: LeagueError) -> ErrorViewModel {
        switch error {
        case .invalid(let broken):
            refused("\(broken)")
        case .unknownTeam(let abbreviation):
            refused(
                "no team is registered as \(abbreviation)",
                Suggestion("register the team first", step: .registerTeam))
        case .abbreviationTaken(let abbreviation):
            refused("a team is already registered as \(abbreviation): pick another abbreviation")
        case .unknownPlayer(let id):
            refused("no player has id \(id)", Suggestion("check the id on the team's roster", step: .showRoster))
        case .numberTaken(let number, let team, let wornBy):
            refused("number \(number) is already worn by \(wornBy) on the \(team): pick a free number")
        case .alreadyOnTeam(let player, let team):
            refused("\(player) already plays for the \(team)")
        case .storage(let failure):
            ErrorViewModel(message: "\(failure)", kind: .unavailable)
        }
    }

    public static func present(_ error: UserDirectoryError) -> ErrorViewModel {
        ErrorViewModel(message: error.description, kind: .unavailable)
    }

    public static func present(_ error: AuthenticationError) -> ErrorViewModel {
        switch error {
        case .invalid(let broken):
            refused("\(broken)")
        case .invalidCredentials:
            refused("the email or password is wrong")
        case .sessionExpired:
            refused("the session has expired", Suggestion("log in again", step: .logIn))
        case .notLoggedIn:
            refused("nobody is logged in", Suggestion("log in first", step: .logIn))
        case .unavailable(let detail):
            ErrorViewModel(message: "authentication is unavailable: \(detail)", kind: .unavailable)
        }
    }

    /// A login without a password: nothing was asked of the authority.
    public static func missingPassword(for account: String) -> ErrorViewModel {
        refused("no password was given for \(account)")
    }

    private static func refused(_ message: String, _ suggestion: Suggestion? = nil) -> ErrorViewModel {
        ErrorViewModel(message: message, kind: .refused, suggestion: suggestion)
    }
}
