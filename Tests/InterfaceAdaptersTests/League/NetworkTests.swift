import Fakes
import Foundation
import InterfaceAdapters
import Locking
import ProcessSpawning
import TestSupport
import Testing

/// Test endpoints.
struct Greeting: Codable, Hashable, Sendable { var text: String }
struct PublicGreeting: PublicEndpoint {
    typealias Response = Greeting
    let path = "greeting"
    var queryItems: [URLQueryItem] = []
}
struct PrivateGreeting: AuthenticatedEndpoint {
    typealias Response = Greeting
    let path = "me/greeting"
}

/// A clock a test moves by hand.
final class ManualClock: Sendable {
    private let now = Locked(Foundation.Date(timeIntervalSince1970: 1_000_000))
    func read() -> Foundation.Date { now.withLock { $0 } }
    func advance(by seconds: TimeInterval) { now.withLock { $0 += seconds } }
}

@Suite("RequestPerformer, endpoints and the response cache")
struct NetworkTests {
    let base = Foundation.URL(string: "https://api.example.com/v1")!
    var greetingURL: Foundation.URL { Foundation.URL(string: "https://api.example.com/v1/greeting")! }
    var privateURL: Foundation.URL { Foundation.URL(string: "https://api.example.com/v1/me/greeting")! }

    @Test("A public endpoint is sent without credentials and its answer decoded")
    func publicEndpoint() async throws {
        let client = FakeHTTPClient()
        await client.respond(to: .get, greetingURL, json: Greeting(text: "hello"))
        let performer = RequestPerformer(baseURL: base, client: client, cache: ResponseCache())
        #expect(try await performer.perform(PublicGreeting()) == Greeting(text: "hello"))
        let request = try #require(await client.requests.first)
        #expect(request.headers["Authorization"] == nil)
        #expect(request.headers["Accept"] == "application/json")
    }

    @Test("Query items are added to the URL")
    func queryItems() async throws {
        let client = FakeHTTPClient()
        let url = Foundation.URL(string: "https://api.example.com/v1/greeting?lang=fr")!
        await client.respond(to: .get, url, json: Greeting(text: "bonjour"))
        let performer = RequestPerformer(baseURL: base, client: client, cache: ResponseCache())
        #expect(
            try await performer.perform(PublicGreeting(queryItems: [URLQueryItem(name: "lang", value: "fr")])).text
                == "bonjour")
    }

    @Test("An authenticated endpoint carries the bearer token")
    func authenticatedEndpoint() async throws {
        let client = FakeHTTPClient()
        await client.respond(to: .get, privateURL, json: Greeting(text: "hi Ada"))
        let performer = RequestPerformer(baseURL: base, client: client, cache: ResponseCache())
        #expect(try await performer.perform(PrivateGreeting(), token: AccessToken(value: "abc")).text == "hi Ada")
        #expect(await client.requests.first?.headers["Authorization"] == "Bearer abc")
    }

    @Test("Public GET answers are cached until their time to live runs out")
    func responseCache() async throws {
        let client = FakeHTTPClient()
        await client.respond(to: .get, greetingURL, json: Greeting(text: "one"))
        await client.respond(to: .get, greetingURL, json: Greeting(text: "two"))
        let clock = ManualClock()
        let performer = RequestPerformer(
            baseURL: base, client: client, cache: ResponseCache(timeToLive: 30, now: { clock.read() }))
        #expect(try await performer.perform(PublicGreeting()).text == "one")
        clock.advance(by: 29)
        #expect(try await performer.perform(PublicGreeting()).text == "one")
        #expect(await client.requests.count == 1)
        clock.advance(by: 2)
        #expect(try await performer.perform(PublicGreeting()).text == "two")
        #expect(await client.requests.count == 2)
    }

    @Test("Authenticated answers and failures are never cached")
    func notCached() async throws {
        let client = FakeHTTPClient()
        await client.respond(to: .get, privateURL, json: Greeting(text: "hi"))
        await client.respond(to: .get, greetingURL, with: .success(HTTPResponse(statusCode: 503)))
        await client.respond(to: .get, greetingURL, json: Greeting(text: "back"))
        let performer = RequestPerformer(baseURL: base, client: client, cache: ResponseCache())
        _ = try await performer.perform(PrivateGreeting(), token: AccessToken(value: "a"))
        _ = try await performer.perform(PrivateGreeting(), token: AccessToken(value: "a"))
        await #expect(throws: RequestError.status(503, url: greetingURL.absoluteString)) {
            try await performer.perform(PublicGreeting())
        }
        #expect(try await performer.perform(PublicGreeting()).text == "back")
        #expect(await client.requests.count == 4)
    }

    @Test("Failures are typed: transport, 401, other status, undecodable body")
    func failures() async throws {
        let client = FakeHTTPClient()
        let performer = RequestPerformer(baseURL: base, client: client, cache: nil)
        // Nothing configured: the fake refuses loudly, naming the request, instead of answering.
        await #expect(
            throws: RequestError.transport(
                .transport(
                    url: greetingURL.absoluteString,
                    detail: "FakeHTTPClient has no answer configured for GET \(greetingURL)"))
        ) { try await performer.perform(PublicGreeting()) }
        await client.respond(to: .get, greetingURL, with: .failure(.transport(url: "x", detail: "refused")))
        await #expect(throws: RequestError.transport(.transport(url: "x", detail: "refused"))) {
            try await performer.perform(PublicGreeting())
        }
        let client401 = FakeHTTPClient()
        await client401.respond(to: .get, privateURL, with: .success(HTTPResponse(statusCode: 401)))
        await #expect(throws: RequestError.unauthorized) {
            try await RequestPerformer(baseURL: base, client: client401, cache: ResponseCache()).perform(
                PrivateGreeting(), token: .init(value: "t"))
        }
        let clientBad = FakeHTTPClient()
        await clientBad.respond(
            to: .get, greetingURL, with: .success(HTTPResponse(statusCode: 200, body: Foundation.Data("[]".utf8))))
        await #expect(throws: RequestError.self) {
            try await RequestPerformer(baseURL: base, client: clientBad, cache: ResponseCache()).perform(
                PublicGreeting())
        }
    }

    @Test("The fake client's injected failure comes before its configured answer, once")
    func injectedFailure() async throws {
        let client = FakeHTTPClient()
        await client.respond(to: .get, greetingURL, json: Greeting(text: "hello"))
        client.faults.failNext(with: .transport(url: greetingURL.absoluteString, detail: "connection reset"))
        let performer = RequestPerformer(baseURL: base, client: client, cache: nil)
        await #expect(
            throws: RequestError.transport(.transport(url: greetingURL.absoluteString, detail: "connection reset"))
        ) { try await performer.perform(PublicGreeting()) }
        #expect(try await performer.perform(PublicGreeting()).text == "hello")
        #expect(await client.requests.count == 2, "both requests were recorded")
    }

    // MARK: Compile-time guarantee

    @Test("An authenticated endpoint cannot be performed without a token: it does not compile")
    func authenticatedNeedsTokenAtCompileTime() async throws {
        let modules = try #require(
            BuildProducts.directory()?.appendingPathComponent("Modules"),
            "built modules not found next to the test runner")
        // The module's name as the compiler knows it, so that the snippet survives a renamed copy
        // (a package made with `clean-architecture new --module-prefix`).
        let module = String(reflecting: RequestPerformer.self).split(separator: ".")[0]
        let declaration = """
            import \(module)
            struct Me: AuthenticatedEndpoint { typealias Response = UserRecord; let path = "me" }
            struct Open: PublicEndpoint { typealias Response = UserRecord; let path = "open" }
            """
        let withToken = try await typecheck(
            declaration
                + "\nfunc f(_ p: RequestPerformer) async throws { _ = try await p.perform(Me(), token: AccessToken(value: \"t\")); _ = try await p.perform(Open()) }",
            modules: modules)
        #expect(withToken.status == 0, "the control snippet must compile: \(withToken)")
        let withoutToken = try await typecheck(
            declaration + "\nfunc f(_ p: RequestPerformer) async throws { _ = try await p.perform(Me()) }",
            modules: modules)
        #expect(withoutToken.status != 0)
        #expect(withoutToken.standardError.contains("requires that 'Me' conform to 'PublicEndpoint'"))
    }

    private func typecheck(_ source: String, modules: Foundation.URL) async throws -> ChildProcess.Outcome {
        let temporary = try TemporaryFolder(prefix: "typecheck")
        defer { temporary.remove() }
        let folder = temporary.url
        let file = folder.appendingPathComponent("Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try await ChildProcess.run([
            "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path,
        ])
    }

}
