import Entities

/// Turns teams into display strings.
public enum TeamPresenter {
    /// "Registered BOS: Boston Red Sox".
    public static func registered(_ team: Team) -> MessageViewModel {
        MessageViewModel("Registered \(team.abbreviation): \(team.fullName)")
    }

    /// A team as a list's row; on a terminal, "BOS  Boston Red Sox".
    public static func row(_ team: Team) -> TeamRow {
        TeamRow(
            id: team.id, abbreviation: team.abbreviation.value, name: team.fullName,
            text: "\(team.abbreviation.value.padding(to: 3))  \(team.fullName)")
    }

    /// The teams' screen state for `teams`: their rows, or the empty screen with the step that
    /// fills it.
    public static func listState(_ teams: [Team]) -> ScreenState<[TeamRow]> {
        teams.isEmpty
            ? .empty(message: "No teams yet", suggestion: Suggestion("register one", step: .registerTeam))
            : .loaded(teams.map(row))
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
