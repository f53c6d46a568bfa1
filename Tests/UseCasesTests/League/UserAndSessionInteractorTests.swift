import Entities
import Fakes
import Testing
import UseCases

@Suite("ListUsers, LogIn, LoadCurrentUser and LogOut")
struct UserAndSessionInteractorTests {
    let ada = try! User(id: User.ID("1"), name: "Ada Lovelace", email: "ada@example.com")
    let grace = try! User(id: User.ID("2"), name: "Grace Hopper", email: "grace@example.com")

    func credentials(_ email: String, _ password: String) throws -> Credentials {
        Credentials(email: try EmailAddress(email), password: password)
    }

    // MARK: Users

    @Test("Users are listed by name, keeping where the list came from")
    func listsUsers() async throws {
        let directory = FakeUserDirectory(remoteDown: "offline", keptCopy: [grace, ada])
        let listing = try await ListUsers(directory: directory).execute()
        #expect(listing.users == [ada, grace])
        #expect(listing.origin == .cachedCopy(reason: "offline"))
        #expect(await directory.callCount == 1)
    }

    @Test("A directory failure is passed on")
    func usersUnavailable() async {
        let failure = UserDirectoryError.unavailable(remote: "timeout", local: "no local copy yet")
        let directory = FakeUserDirectory(remoteDown: "timeout")
        await #expect(throws: failure) { try await ListUsers(directory: directory).execute() }
    }

    // MARK: Login

    @Test("Logging in stores the session")
    func logsIn() async throws {
        let authenticator = FakeAuthenticator()
        await authenticator.register(ada, password: "engine")
        let sessions = FakeSessionStore()
        let session = try await LogIn(authenticator: authenticator, sessions: sessions)
            .execute(try credentials("ada@example.com", "engine"))
        #expect(session.user == ada)
        #expect(await sessions.session == session)
        #expect(await authenticator.validTokens == [session.token])
    }

    @Test("Logging in with the address as typed validates it first; an implausible one asks nobody")
    func logsInWithText() async throws {
        let authenticator = FakeAuthenticator()
        await authenticator.register(ada, password: "engine")
        let sessions = FakeSessionStore()
        let login = LogIn(authenticator: authenticator, sessions: sessions)
        #expect(try await login.execute(email: "ada@example.com", password: "engine").user == ada)
        await #expect(throws: AuthenticationError.invalid(.invalidEmail("ada.example.com"))) {
            try await login.execute(email: "ada.example.com", password: "engine")
        }
        #expect(await authenticator.calls.count == 1)
        #expect(await sessions.saved.count == 1)
    }

    @Test("Wrong credentials store nothing")
    func wrongPassword() async throws {
        let authenticator = FakeAuthenticator()
        await authenticator.register(ada, password: "engine")
        let sessions = FakeSessionStore()
        let performer = LogIn(authenticator: authenticator, sessions: sessions)
        await #expect(throws: AuthenticationError.invalidCredentials) {
            try await performer.execute(try credentials("ada@example.com", "wrong"))
        }
        await #expect(throws: AuthenticationError.invalidCredentials) {
            try await performer.execute(try credentials("nobody@example.com", "engine"))
        }
        #expect(await sessions.saved.isEmpty)
    }

    @Test("An unreachable authority stores nothing")
    func loginUnavailable() async throws {
        let authenticator = FakeAuthenticator()
        await authenticator.register(ada, password: "engine")
        authenticator.faults.failNext(with: .unavailable("timeout"))
        let sessions = FakeSessionStore()
        await #expect(throws: AuthenticationError.unavailable("timeout")) {
            try await LogIn(authenticator: authenticator, sessions: sessions)
                .execute(try credentials("ada@example.com", "engine"))
        }
        #expect(await sessions.saved.isEmpty)
    }

    // MARK: Current user

    @Test("Refreshing fetches the user and updates the stored session when they changed")
    func refreshesUser() async throws {
        let authenticator = FakeAuthenticator()
        await authenticator.register(ada, password: "engine")
        let sessions = FakeSessionStore()
        let session = try await LogIn(authenticator: authenticator, sessions: sessions)
            .execute(try credentials("ada@example.com", "engine"))
        let loader = LoadCurrentUser(authenticator: authenticator, sessions: sessions)

        #expect(try await loader.execute() == ada)
        #expect(await sessions.saved.count == 1, "an unchanged user is not saved again")

        let renamed = try User(id: ada.id, name: "Augusta Ada King", email: "ada@example.com")
        await authenticator.update(renamed)
        #expect(try await loader.execute() == renamed)
        #expect(await sessions.session == Session(token: session.token, user: renamed))
    }

    @Test("Refreshing without a session says nobody is logged in")
    func refreshWithoutSession() async {
        let loader = LoadCurrentUser(authenticator: FakeAuthenticator(), sessions: FakeSessionStore())
        await #expect(throws: AuthenticationError.notLoggedIn) { try await loader.execute() }
    }

    @Test("An expired session is cleared before the error is passed on")
    func refreshExpired() async throws {
        let authenticator = FakeAuthenticator()
        let sessions = FakeSessionStore(Session(token: "stale", user: ada))
        await #expect(throws: AuthenticationError.sessionExpired) {
            try await LoadCurrentUser(authenticator: authenticator, sessions: sessions).execute()
        }
        #expect(await sessions.session == nil)
        #expect(await sessions.clearCount == 1)
    }

    @Test("An unreachable authority keeps the session")
    func refreshUnavailable() async throws {
        let authenticator = FakeAuthenticator()
        authenticator.faults.failNext(with: .unavailable("offline"))
        let session = Session(token: "t", user: ada)
        let sessions = FakeSessionStore(session)
        await #expect(throws: AuthenticationError.unavailable("offline")) {
            try await LoadCurrentUser(authenticator: authenticator, sessions: sessions).execute()
        }
        #expect(await sessions.session == session)
    }

    // MARK: Log out

    @Test("Logging out forgets the session here and ends it at the authority")
    func logsOut() async throws {
        let authenticator = FakeAuthenticator()
        await authenticator.register(ada, password: "engine")
        let sessions = FakeSessionStore()
        let session = try await LogIn(authenticator: authenticator, sessions: sessions)
            .execute(try credentials("ada@example.com", "engine"))
        #expect(await sessions.session == session)

        #expect(try await LogOut(authenticator: authenticator, sessions: sessions).execute() == ada)
        #expect(await sessions.session == nil)
        #expect(await authenticator.validTokens.isEmpty)
        #expect(await authenticator.calls.last == .logOut(token: session.token))
    }

    @Test("A failing authority cannot keep anyone logged in here")
    func logOutAuthorityFails() async throws {
        let authenticator = FakeAuthenticator()
        authenticator.faults.failNext(with: .unavailable("offline"))
        let sessions = FakeSessionStore(Session(token: "t", user: ada))
        await #expect(throws: AuthenticationError.unavailable("offline")) {
            try await LogOut(authenticator: authenticator, sessions: sessions).execute()
        }
        #expect(await sessions.session == nil)
    }

    @Test("Logging out with nobody logged in is refused")
    func logOutNobody() async {
        let authenticator = FakeAuthenticator()
        await #expect(throws: AuthenticationError.notLoggedIn) {
            try await LogOut(authenticator: authenticator, sessions: FakeSessionStore()).execute()
        }
        #expect(await authenticator.calls.isEmpty)
    }
}
