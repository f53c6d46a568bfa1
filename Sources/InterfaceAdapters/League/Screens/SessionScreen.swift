import Observation
import UseCases

/// A session with an authority: who is logged in, and the user's actions (log in, log out). A
/// SwiftUI view holds it and binds to ``state``, ``notice`` and ``alert``; the terminal runs one
/// action and prints what results. The password is given to ``logIn(email:password:)``: asking
/// for it is the front end's job. Every sentence comes from ``SessionPresenter``,
/// ``UserPresenter`` and ``ErrorPresenter``.
@MainActor
@Observable
public final class SessionScreen {
    /// The logged-in user as the authority knows them, or why there is none (nobody is logged
    /// in, the session expired, the authority is unavailable).
    public private(set) var state: ScreenState<UserRow> = .loading
    /// What the last login or logout said.
    public private(set) var notice: MessageViewModel?
    /// Why the last login or logout was refused or failed; the state stays as it was.
    public private(set) var alert: ErrorViewModel?

    private let authenticate: LogIn
    private let currentUser: LoadCurrentUser
    private let endSession: LogOut
    @ObservationIgnored private var loads = LoadSequence()

    public init(logIn: LogIn, currentUser: LoadCurrentUser, logOut: LogOut) {
        self.authenticate = logIn
        self.currentUser = currentUser
        self.endSession = logOut
    }

    /// Loads who is logged in, as the authority knows them now (on appearing, and to retry). A
    /// load whose task is cancelled, or that a newer one or a login overtook, changes nothing.
    public func loadCurrentUser() async {
        let load = loads.start()
        state = state.reloading
        let next: ScreenState<UserRow>
        do {
            next = .loaded(UserPresenter.row(try await currentUser.execute()))
        } catch {
            next = .failed(ErrorPresenter.present(error))
        }
        guard loads.isCurrent(load) else { return }
        state = next
    }

    /// Logs in, then shows the user the session is for (without asking the authority again). No
    /// password at all (`nil`: the user gave none) is refused before the authority is asked; a
    /// refusal is the ``alert``.
    public func logIn(email: String, password: String?) async {
        guard let password else {
            (notice, alert) = (nil, ErrorPresenter.missingPassword(for: email))
            return
        }
        do {
            let session = try await authenticate.execute(email: email, password: password)
            (notice, alert) = (SessionPresenter.loggedIn(session), nil)
            _ = loads.start()  // what an older load would show is out of date now
            state = .loaded(UserPresenter.row(session.user))
        } catch {
            (notice, alert) = (nil, ErrorPresenter.present(error))
        }
    }

    /// Ends the session, then shows that nobody is logged in; a refusal is the ``alert``.
    public func logOut() async {
        do {
            (notice, alert) = (SessionPresenter.loggedOut(try await endSession.execute()), nil)
        } catch {
            (notice, alert) = (nil, ErrorPresenter.present(error))
            return
        }
        await loadCurrentUser()
    }

    /// The user has read the notice.
    public func dismissNotice() { notice = nil }

    /// The user has read the alert.
    public func dismissAlert() { alert = nil }
}
