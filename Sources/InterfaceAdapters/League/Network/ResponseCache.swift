import Foundation

/// Successful responses to public `GET` requests, kept for a time-to-live.
public actor ResponseCache {
    private struct Entry {
        let response: HTTPResponse
        let storedAt: Date
    }

    private let timeToLive: TimeInterval
    private let now: @Sendable () -> Date
    private var entries: [URL: Entry] = [:]

    /// - Parameters:
    ///   - timeToLive: how long a response is served from the cache.
    ///   - now: the clock; tests pass their own.
    public init(timeToLive: TimeInterval = 60, now: @escaping @Sendable () -> Date = Date.init) {
        self.timeToLive = timeToLive
        self.now = now
    }

    /// The response stored for `url` if it is younger than the time-to-live.
    public func response(for url: URL) -> HTTPResponse? {
        guard let entry = entries[url] else { return nil }
        guard now().timeIntervalSince(entry.storedAt) < timeToLive else {
            entries[url] = nil
            return nil
        }
        return entry.response
    }

    /// Keeps `response` for `url`.
    public func store(_ response: HTTPResponse, for url: URL) {
        entries[url] = Entry(response: response, storedAt: now())
    }

    /// Forgets every response.
    public func removeAll() { entries.removeAll() }
}
