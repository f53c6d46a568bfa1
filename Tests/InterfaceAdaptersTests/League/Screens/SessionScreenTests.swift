import Entities
import Fakes
import InterfaceAdapters
import Testing
import UseCases

/// The session's screen driven as a view would drive it, on the fake authority and session
/// store; a held call (the fakes' `holdNext`) orders concurrent loads without sleeping.
@MainActor
@Suite(
    "SessionScreen: logging in and out, who is logged in, the refusals, and loads that overlap",
    .timeLimit(.minutes(10)))
struct SessionScreenTests {
    let authenticator = FakeAuthenticator()
    let sessions = FakeSessionStore()
    let adaRow = UserRow(
        id: ada.id, name: "Ada Lovelace", email: "ada@example.com", text: "Ada Lovelace <ada@example.com>")
    let nobody = ScreenState<UserRow>.failed(
        ErrorViewModel(
            message: "nobody is logged in", kind: .refused, suggestion: Suggestion("log in first", step: .logIn)))

    func screen() async -> SessionScreen {
        await authenticator.register(ada, password: "engine")
        return SessionScreen(
            logIn: LogIn(authenticator: authenticator, sessions: sessions),
            currentUser: LoadCurrentUser(authenticator: authenticator, sessions: sessions),
            logOut: LogOut(authenticator: authenticator, sessions: sessions))
    }

    @Test("Nobody at first; logging in shows the notice and the user without asking again; then who, and logging out")
    func logInAndOut() async throws {
        let screen = await screen()
        #expect(screen.state == .loading)
        await screen.loadCurrentUser()
        #expect(screen.state == nobody)
        await screen.logIn(email: "ada@example.com", password: "engine")
        #expect(screen.notice == MessageViewModel("Logged in as Ada Lovelace <ada@example.com>"))
        #expect(screen.alert == nil)
        #expect(screen.state == .loaded(adaRow))
        #expect(await authenticator.calls == [.logIn(email: "ada@example.com")])
        #expect(await sessions.saved.count == 1)
        let renamed = try User(id: ada.id, name: "Ada King", email: "ada@example.com")
        await authenticator.update(renamed)
        await screen.loadCurrentUser()
        #expect(screen.state == .loaded(UserPresenter.row(renamed)))
        await screen.logOut()
        #expect(screen.notice == MessageViewModel("Logged out Ada King <ada@example.com>"))
        #expect(screen.state == nobody)
        #expect(await sessions.session == nil)
        screen.dismissNotice()
        #expect(screen.notice == nil)
    }

    @Test("Login refusals: a wrong password, no password at all, an implausible email; nothing is stored")
    func loginRefusals() async {
        let screen = await screen()
        await screen.loadCurrentUser()
        await screen.logIn(email: "ada@example.com", password: "wrong")
        #expect(screen.alert == ErrorViewModel(message: "the email or password is wrong", kind: .refused))
        #expect(screen.notice == nil)
        #expect(screen.state == nobody)
        let asked = await authenticator.calls.count
        await screen.logIn(email: "ada@example.com", password: nil)
        #expect(screen.alert == ErrorPresenter.missingPassword(for: "ada@example.com"))
        await screen.logIn(email: "ada.example.com", password: "engine")
        #expect(screen.alert?.message == "'ada.example.com' is not a plausible email address: expected name@domain.tld")
        #expect(await authenticator.calls.count == asked, "the authority was asked without a password or an email")
        #expect(await sessions.saved.isEmpty)
        #expect(screen.state == nobody)
        screen.isAlertPresented = false
        #expect(screen.alert == nil)
    }

    @Test("Logging out with nobody logged in is the alert; the state stays as it was")
    func logOutRefused() async {
        let screen = await screen()
        await screen.logOut()
        #expect(screen.alert == ErrorPresenter.present(AuthenticationError.notLoggedIn))
        #expect(screen.notice == nil)
        #expect(screen.state == .loading)
    }

    @Test("An unavailable authority is the failed state, unavailable; retrying loads again")
    func unavailableAndRetry() async {
        let screen = await screen()
        await screen.logIn(email: "ada@example.com", password: "engine")
        authenticator.faults.failNext(with: .unavailable("connection refused"))
        await screen.loadCurrentUser()
        #expect(
            screen.state
                == .failed(
                    ErrorViewModel(message: "authentication is unavailable: connection refused", kind: .unavailable)))
        await screen.loadCurrentUser()
        #expect(screen.state == .loaded(adaRow))
    }

    @Test("A reload keeps the user on screen while it runs; a cancelled load changes nothing")
    func reloadAndCancel() async {
        let screen = await screen()
        await screen.logIn(email: "ada@example.com", password: "engine")
        authenticator.faults.holdNext()
        defer { authenticator.faults.releaseAll() }  // never leave a call held, whatever fails
        let reload = Swift.Task { await screen.loadCurrentUser() }
        await authenticator.faults.waitUntilHeld()
        #expect(screen.state == .loaded(adaRow), "a reload blanked the user")
        reload.cancel()
        authenticator.faults.failNext(with: .unavailable("gone"))
        #expect(authenticator.faults.releaseHeld())
        await reload.value
        #expect(screen.state == .loaded(adaRow), "a cancelled load published its result")
    }

    @Test("A stale load that ends after a newer one does not overwrite it")
    func staleLoad() async throws {
        let screen = await screen()
        await screen.logIn(email: "ada@example.com", password: "engine")
        authenticator.faults.holdNext()
        defer { authenticator.faults.releaseAll() }
        let stale = Swift.Task { await screen.loadCurrentUser() }
        await authenticator.faults.waitUntilHeld()
        let king = try User(id: ada.id, name: "Ada King", email: "ada@example.com")
        await authenticator.update(king)
        await screen.loadCurrentUser()
        #expect(screen.state == .loaded(UserPresenter.row(king)))
        // The held load asks after this, and hears another name.
        await authenticator.update(try User(id: ada.id, name: "Ada Byron", email: "ada@example.com"))
        #expect(authenticator.faults.releaseHeld())
        await stale.value
        #expect(screen.state == .loaded(UserPresenter.row(king)), "the stale load overwrote the newer one")
    }

    @Test("A login overtakes a load that started before it and ends after it")
    func loginOvertakesLoad() async {
        let screen = await screen()
        sessions.faults.holdNext()
        defer { sessions.faults.releaseAll() }
        let stale = Swift.Task { await screen.loadCurrentUser() }
        await sessions.faults.waitUntilHeld()
        await screen.logIn(email: "ada@example.com", password: "engine")
        #expect(screen.state == .loaded(adaRow))
        // The held load goes on to ask the authority, which fails it.
        authenticator.faults.failNext(with: .unavailable("gone"))
        #expect(sessions.faults.releaseHeld())
        await stale.value
        #expect(screen.state == .loaded(adaRow), "a load older than the login overwrote it")
    }
}
