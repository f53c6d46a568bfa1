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
    /// Whether an action is running: a view disables its buttons meanwhile, and another action
    /// is ignored until it ends.
    public internal(set) var isBusy = false

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
        await act(
            { () async throws(AuthenticationError) in try await authenticate.execute(email: email, password: password)
            },
            notice: SessionPresenter.loggedIn, failure: ErrorPresenter.present
        ) { session in
            // What an older load would show is out of date now.
            show(.loaded(UserPresenter.row(session.user)))
        }
    }

    /// Ends the session, then shows that nobody is logged in; a refusal is the ``alert``.
    public func logOut() async {
        await act(
            { () async throws(AuthenticationError) in try await endSession.execute() },
            notice: SessionPresenter.loggedOut, failure: ErrorPresenter.present
        ) { _ in await loadCurrentUser() }
    }

    /// The user has read the notice.
    public func dismissNotice() { notice = nil }

    /// Whether the alert shows, for a view to bind (`.alert(…, isPresented: $screen.isAlertPresented)`);
    /// set to false, as the alert's button does, it dismisses the alert.
    public var isAlertPresented: Bool {
        get { alert != nil }
        set { if !newValue { alert = nil } }
    }
}
