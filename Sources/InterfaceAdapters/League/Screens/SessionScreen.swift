import Observation
import UseCases

/// A session with an authority: who is logged in, and the user's actions (log in, log out). A
/// SwiftUI view holds it and binds to ``state``, ``notice`` and ``alert``; the terminal runs one
/// action and prints what results. The password is given to ``logIn(email:password:)``: asking
/// for it is the front end's job. Every sentence comes from ``SessionPresenter``,
/// ``UserPresenter`` and ``ErrorPresenter``.
@MainActor
@Observable
public final class SessionScreen: ActingScreen {
    /// The logged-in user as the authority knows them, or why there is none (nobody is logged
    /// in, the session expired, the authority is unavailable).
    public internal(set) var state: ScreenState<UserRow> = .loading
    /// What the last login or logout said.
    public internal(set) var notice: MessageViewModel?
    /// Why the last login or logout was refused or failed; the state stays as it was.
    public internal(set) var alert: ErrorViewModel?

    private let authenticate: LogIn
    private let currentUser: LoadCurrentUser
    private let endSession: LogOut
    @ObservationIgnored var loads = LoadSequence()

    public init(logIn: LogIn, currentUser: LoadCurrentUser, logOut: LogOut) {
        self.authenticate = logIn
        self.currentUser = currentUser
        self.endSession = logOut
    }

    /// Loads who is logged in, as the authority knows them now (on appearing, and to retry). A
    /// load whose task is cancelled, or that a newer one or a login overtook, changes nothing.
    public func loadCurrentUser() async {
        await refresh(
            { () async throws(AuthenticationError) in .loaded(UserPresenter.row(try await currentUser.execute())) },
            failure: ErrorPresenter.present)
    }

    /// Logs in, then shows the user the session is for (without asking the authority again). No
    /// password at all (`nil`: the user gave none) is refused before the authority is asked; a
    /// refusal is the ``alert``.
    public func logIn(email: String, password: String?) async {
        guard let password else {
            (notice, alert) = (nil, ErrorPresenter.missingPassword(for: email))
            return
        }
        let session = await act(
            { () async throws(AuthenticationError) in try await authenticate.execute(email: email, password: password)
            },
            notice: SessionPresenter.loggedIn, failure: ErrorPresenter.present)
        // What an older load would show is out of date now.
        if let session { show(.loaded(UserPresenter.row(session.user))) }
    }

    /// Ends the session, then shows that nobody is logged in; a refusal is the ``alert``.
    public func logOut() async {
        let ended = await act(
            { () async throws(AuthenticationError) in try await endSession.execute() },
            notice: SessionPresenter.loggedOut, failure: ErrorPresenter.present)
        if ended != nil { await loadCurrentUser() }
    }

    /// The user has read the notice.
    public func dismissNotice() { notice = nil }

    /// The user has read the alert.
    public func dismissAlert() { alert = nil }
}
