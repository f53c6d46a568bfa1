import Entities
import UseCases

/// Turns players, with their teams, into display strings and a roster's rows.
public enum RosterPresenter {
    /// "#34 David Ortiz, Designated Hitter — Boston Red Sox".
    public static func line(_ entry: RosterEntry) -> String {
        "\(describe(entry.player)) — \(entry.team.fullName)"
    }

    /// A player as a roster's row; on a terminal, their line ending with the id that releasing and
    /// transferring take: "#34 David Ortiz, Designated Hitter — Boston Red Sox (id 1)".
    public static func row(_ entry: RosterEntry) -> PlayerRow {
        let player = entry.player
        return PlayerRow(
            id: player.id, number: player.number.value, name: player.fullName, position: player.position.displayName,
            text: "\(line(entry)) (id \(player.id))")
    }

    /// The roster screen's state for the team `abbreviation`: its players' rows, or the empty
    /// screen with the step that fills it.
    public static func rosterState(_ entries: [RosterEntry], of abbreviation: String) -> ScreenState<[PlayerRow]> {
        entries.isEmpty
            ? .empty(
                message: "\(abbreviation) has no players yet", suggestion: Suggestion("sign one", step: .signPlayer))
            : .loaded(entries.map(row))
    }

    /// "Signed #34 David Ortiz, Designated Hitter — Boston Red Sox (id 1)".
    public static func signed(_ entry: RosterEntry) -> MessageViewModel {
        MessageViewModel("Signed \(line(entry)) (id \(entry.player.id))")
    }

    /// "Released #34 David Ortiz, Designated Hitter from the Boston Red Sox".
    public static func released(_ result: ReleasePlayer.Result) -> MessageViewModel {
        MessageViewModel("Released \(describe(result.player))\(from(result.formerTeam))")
    }

    /// "Transferred #34 David Ortiz, Designated Hitter from the Boston Red Sox to the New York Yankees".
    public static func transferred(_ result: TransferPlayer.Result) -> MessageViewModel {
        MessageViewModel(
            "Transferred \(describe(result.player))\(from(result.formerTeam)) to the \(result.newTeam.fullName)")
    }

    /// "#34 David Ortiz, Designated Hitter".
    static func describe(_ player: Player) -> String {
        "\(player.number) \(player.fullName), \(player.position.displayName)"
    }

    private static func from(_ team: Team?) -> String {
        team.map { " from the \($0.fullName)" } ?? ""
    }
}
