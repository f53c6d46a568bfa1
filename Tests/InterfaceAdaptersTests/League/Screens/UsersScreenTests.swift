import Entities
import Fakes
import InterfaceAdapters
import Testing
import UseCases

/// The users' screen driven as a view would drive it, on the fake user directory; a held call
/// (the fake's `holdNext`) orders concurrent loads without sleeping.
@MainActor
@Suite(
    "UsersScreen: fresh users, a kept copy with its note, failures, and loads that overlap", .timeLimit(.minutes(10)))
struct UsersScreenTests {
    let adaRow = UserRow(
        id: ada.id, name: "Ada Lovelace", email: "ada@example.com", text: "Ada Lovelace <ada@example.com>")
    let graceRow = UserRow(
        id: grace.id, name: "Grace Hopper", email: "grace@example.com", text: "Grace Hopper <grace@example.com>")

    @Test("Loading, then the users fresh from the source, by name; none is the empty screen")
    func fresh() async {
        let directory = FakeUserDirectory(serving: [grace, ada])
        let screen = UsersScreen(list: ListUsers(directory: directory))
        #expect(screen.state == .loading)
        await screen.load()
        #expect(screen.state == .loaded(UserList(note: nil, rows: [adaRow, graceRow])))
        await directory.serve([])
        await screen.load()
        #expect(screen.state == .empty(message: "No users", suggestion: nil))
    }

    @Test("When the source fails, the kept copy with a note saying why, even when it holds no users")
    func keptCopy() async {
        let screen = UsersScreen(list: ListUsers(directory: FakeUserDirectory(remoteDown: "timeout", keptCopy: [ada])))
        await screen.load()
        let note = "(cached copy: the remote source failed: timeout)"
        #expect(screen.state == .loaded(UserList(note: note, rows: [adaRow])))
        let empty = UsersScreen(list: ListUsers(directory: FakeUserDirectory(remoteDown: "timeout", keptCopy: [])))
        await empty.load()
        #expect(empty.state == .loaded(UserList(note: note, rows: [], placeholder: "No users")))
    }

    @Test("No source and no copy is the failed state, unavailable; retrying loads again")
    func unavailableAndRetry() async {
        let directory = FakeUserDirectory(remoteDown: "timeout")
        let screen = UsersScreen(list: ListUsers(directory: directory))
        await screen.load()
        #expect(
            screen.state
                == .failed(
                    ErrorViewModel(
                        message:
                            "users are unavailable: the remote source failed (timeout) and the local copy could not be used (no local copy yet)",
                        kind: .unavailable)))
        await directory.serve([ada])
        await screen.load()
        #expect(screen.state == .loaded(UserList(note: nil, rows: [adaRow])))
    }

    @Test("A reload keeps the rows on screen while it runs; a cancelled load changes nothing")
    func reloadAndCancel() async {
        let directory = FakeUserDirectory(serving: [ada])
        let screen = UsersScreen(list: ListUsers(directory: directory))
        await screen.load()
        let rows = screen.state
        directory.faults.holdNext()
        defer { directory.faults.releaseAll() }  // never leave a call held, whatever fails
        let reload = Swift.Task { await screen.load() }
        await directory.faults.waitUntilHeld()
        #expect(screen.state == rows, "a reload blanked the list")
        reload.cancel()
        await directory.serve([ada, grace])
        #expect(directory.faults.releaseHeld())
        await reload.value
        #expect(screen.state == rows, "a cancelled load published its result")
    }

    @Test("A stale load that ends after a newer one does not overwrite it")
    func staleLoad() async {
        let directory = FakeUserDirectory(serving: [ada])
        let screen = UsersScreen(list: ListUsers(directory: directory))
        directory.faults.holdNext()
        defer { directory.faults.releaseAll() }
        let stale = Swift.Task { await screen.load() }
        await directory.faults.waitUntilHeld()
        await directory.serve([ada, grace])
        await screen.load()
        let fresh = ScreenState<UserList>.loaded(UserList(note: nil, rows: [adaRow, graceRow]))
        #expect(screen.state == fresh)
        // The held load reads after this, and sees no users.
        await directory.serve([])
        #expect(directory.faults.releaseHeld())
        await stale.value
        #expect(screen.state == fresh, "the stale load overwrote the newer one")
    }
}
