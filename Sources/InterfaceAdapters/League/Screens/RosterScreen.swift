import Entities
import Observation
import UseCases

/// One team's roster, by the team's abbreviation: its state, and the user's actions on it (load
/// or retry, sign a player onto the team, release or transfer a player). A SwiftUI view holds it
/// and binds to ``state``, ``notice`` and ``alert``; the terminal runs one action and prints what
/// results. Every sentence comes from ``RosterPresenter`` and ``ErrorPresenter``.
@MainActor
@Observable
public final class RosterScreen: ActingScreen {
    /// The team's players as they stand, by number. A reload keeps the rows on screen until the
    /// new ones arrive.
    public internal(set) var state: ScreenState<[PlayerRow]> = .loading
    /// What the last action said: the player signed, released or transferred.
    public internal(set) var notice: MessageViewModel?
    /// Why the last action was refused or failed; the roster stays as it was.
    public internal(set) var alert: ErrorViewModel?
    /// Whether an action is running: a view disables its buttons meanwhile, and another action
    /// is ignored until it ends.
    public internal(set) var isBusy = false

    /// The team's abbreviation, as the user gave it.
    public let team: String
    private let roster: GetRoster
    private let signPlayer: SignPlayer
    private let releasePlayer: ReleasePlayer
    private let transferPlayer: TransferPlayer
    @ObservationIgnored var loads = LoadSequence()

    public init(
        team: String, roster: GetRoster, sign: SignPlayer, release: ReleasePlayer, transfer: TransferPlayer
    ) {
        self.team = team
        self.roster = roster
        self.signPlayer = sign
        self.releasePlayer = release
        self.transferPlayer = transfer
    }

    /// Loads the roster (on appearing, and to retry after a failure). A load whose task is
    /// cancelled, or that a newer one overtook, changes nothing.
    public func load() async {
        await refresh(
            { () async throws(LeagueError) in
                RosterPresenter.rosterState(try await roster.execute(teamAbbreviation: team), of: team)
            }, failure: ErrorPresenter.present)
    }

    /// Signs a player onto this team, then shows the roster with them; a refusal is the ``alert``.
    public func sign(firstName: String, lastName: String, number: Int, position: String) async {
        await act { () async throws(LeagueError) in
            let entry = try await signPlayer.execute(
                .init(
                    firstName: firstName, lastName: lastName, number: number, position: position,
                    teamAbbreviation: team))
            return (RosterPresenter.signed(entry), [entry.team])
        }
    }

    /// Releases the player `playerID`, then shows the roster without them; a refusal is the
    /// ``alert``.
    public func release(playerID: Player.ID) async {
        await act { () async throws(LeagueError) in
            let result = try await releasePlayer.execute(playerID: playerID)
            return (RosterPresenter.released(result), [result.formerTeam].compactMap { $0 })
        }
    }

    /// Moves the player `playerID` to the team `abbreviation`, then shows the roster as it is
    /// now; a refusal is the ``alert``.
    public func transfer(playerID: Player.ID, toTeam abbreviation: String) async {
        await act { () async throws(LeagueError) in
            let result = try await transferPlayer.execute(playerID: playerID, toTeam: abbreviation)
            return (RosterPresenter.transferred(result), [result.formerTeam, result.newTeam].compactMap { $0 })
        }
    }

    /// The user has read the notice.
    public func dismissNotice() { notice = nil }

    /// Whether the alert shows, for a view to bind (`.alert(…, isPresented: $screen.isAlertPresented)`);
    /// set to false, as the alert's button does, it dismisses the alert.
    public var isAlertPresented: Bool {
        get { alert != nil }
        set { if !newValue { alert = nil } }
    }

    /// Runs an action, which returns its notice and the teams whose rosters it changed; reloads
    /// when this team's is one of them (an action on a player of another team leaves this roster
    /// as it is, and its screen with it).
    private func act(_ action: () async throws(LeagueError) -> (MessageViewModel, [Team])) async {
        await act(action, notice: \.0, failure: ErrorPresenter.present) { _, changed in
            if changed.contains(where: { $0.abbreviation.value == team }) { await load() }
        }
    }
}
