import Entities

/// Turns teams into display strings.
public enum TeamPresenter {
    /// "Registered BOS: Boston Red Sox".
    public static func registered(_ team: Team) -> MessageViewModel {
        MessageViewModel("Registered \(team.abbreviation): \(team.fullName)")
    }

    /// One line per team: "BOS  Boston Red Sox".
    public static func list(_ teams: [Team]) -> ListViewModel {
        ListViewModel(
            lines: teams.map { "\($0.abbreviation.value.padding(to: 3))  \($0.fullName)" },
            emptyText: "No teams yet", emptySuggestion: Suggestion("register one", step: .registerTeam))
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
