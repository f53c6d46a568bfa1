import Foundation

/// Where secrets — a password, a session token — may be sent: over `https` anywhere, or over plain
/// `http` only to this machine (`localhost`, `127.0.0.0/8`, `::1`), where nothing crosses a
/// network. Public endpoints (the user list) are not secrets and go anywhere.
public enum SecretTransport {
    /// Whether `url` may carry secrets.
    public static func allows(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": true
        case "http": isLoopback(url.host)
        default: false
        }
    }

    /// Whether `host` names this machine: `localhost`, an IPv4 address in `127.0.0.0/8` written in
    /// full, or `::1`.
    public static func isLoopback(_ host: String?) -> Bool {
        guard var host = host?.lowercased() else { return false }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host == "localhost" || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127"
            && parts.allSatisfy { part in UInt8(part) != nil && (part.count == 1 || !part.hasPrefix("0")) }
    }
}
