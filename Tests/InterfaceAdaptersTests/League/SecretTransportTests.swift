import Entities
import Fakes
import Foundation
import InterfaceAdapters
import Testing
import UseCases

@Suite("Secrets go over https, or plain http to this machine only")
struct SecretTransportTests {
    @Test(
        "Which authorities may carry a password or a token",
        arguments: [
            ("https://auth.example.com/", true), ("HTTPS://auth.example.com", true),
            ("http://127.0.0.1:8080/", true), ("http://127.1.2.3/", true), ("http://localhost:9/", true),
            ("http://LOCALHOST/", true), ("http://[::1]:8080/", true),
            ("http://auth.example.com/", false), ("http://10.0.0.7/", false), ("http://0.0.0.0/", false),
            ("http://127.0.0.1.evil.example/", false), ("http://localhost.evil.example/", false),
            ("http://127.0.0.01/", false), ("http://127.0.0/", false), ("http://[::2]/", false),
            ("ftp://127.0.0.1/", false),
        ])
    func allows(url: String, allowed: Bool) throws {
        let parsed: Foundation.URL? = Foundation.URL(string: url)
        let authority = try #require(parsed, "\(url) is not a URL")
        #expect(SecretTransport.allows(authority) == allowed, "\(url)")
    }

    @Test("The gateway refuses a cleartext authority on every call, and sends nothing")
    func gatewayRefuses() async throws {
        let client = FakeHTTPClient()
        let gateway = AuthenticationGateway(
            performer: RequestPerformer(
                baseURL: Foundation.URL(string: "http://auth.example.com/")!, client: client, cache: nil))
        let ada = try User(id: User.ID("1"), name: "Ada Lovelace", email: "ada@example.com")
        let session = Session(token: "t0k3n", user: ada)
        let refusal = AuthenticationError.cleartextAuthority(host: "auth.example.com")
        await #expect(throws: refusal) {
            _ = try await gateway.logIn(Credentials(email: try EmailAddress("ada@example.com"), password: "engine"))
        }
        await #expect(throws: refusal) { _ = try await gateway.currentUser(for: session) }
        await #expect(throws: refusal) { try await gateway.logOut(session) }
        #expect(await client.requests.isEmpty)
        #expect(ErrorPresenter.present(refusal).kind == .unavailable)
        #expect(ErrorPresenter.present(refusal).message.contains("use https"))
    }
}
