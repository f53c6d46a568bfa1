import Entities
import Observation
import UseCases

/// The league's teams: their state, and the user's actions on it (load or retry, register a
/// team, select a row). A SwiftUI view holds it and binds to ``state``, ``notice`` and ``alert``;
/// the terminal runs one action and prints what results. Every sentence comes from
/// ``TeamPresenter`` and ``ErrorPresenter``.
@MainActor
@Observable
public final class TeamsScreen: ActingScreen {
    /// The teams as they stand, by abbreviation. A reload keeps the rows on screen until the new
    /// ones arrive.
    public internal(set) var state: ScreenState<[TeamRow]> = .loading
    /// What the last registration said: the registered team.
    public internal(set) var notice: MessageViewModel?
    /// Why the last registration was refused or failed; the list stays as it was.
    public internal(set) var alert: ErrorViewModel?
    /// Whether an action is running: a view disables its buttons meanwhile, and another action
    /// is ignored until it ends.
    public internal(set) var isBusy = false

    private let list: ListTeams
    private let registerTeam: RegisterTeam
    @ObservationIgnored var loads = LoadSequence()

    public init(list: ListTeams, register: RegisterTeam) {
        self.list = list
        self.registerTeam = register
    }

    /// Loads the teams (on appearing, and to retry after a failure). A load whose task is
    /// cancelled, or that a newer one overtook, changes nothing.
    public func load() async {
        await refresh(
            { () async throws(LeagueError) in TeamPresenter.listState(try await list.execute()) },
            failure: ErrorPresenter.present)
    }

    /// Registers a team, then shows the list with it; a refusal is the ``alert``.
    public func register(abbreviation: String, city: String, nickname: String) async {
        await act(
            { () async throws(LeagueError) in
                try await registerTeam.execute(.init(abbreviation: abbreviation, city: city, nickname: nickname))
            }, notice: TeamPresenter.registered, failure: ErrorPresenter.present
        ) { _ in await load() }
    }

    /// The user has read the notice.
    public func dismissNotice() { notice = nil }

    /// Whether the alert shows, for a view to bind (`.alert(…, isPresented: $screen.isAlertPresented)`);
    /// set to false, as the alert's button does, it dismisses the alert.
    public var isAlertPresented: Bool {
        get { alert != nil }
        set { if !newValue { alert = nil } }
    }

    /// Where selecting `row` leads: the team's roster.
    public func select(_ row: TeamRow) -> LeagueDestination {
        .roster(team: row.abbreviation)
    }
}
