import ArgumentReading
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters

extension ParsedArguments {
    /// The value of the required option `optionName`, an http or https URL with a host.
    func webAddress(_ optionName: String) throws(UsageError) -> URL {
        let text = value(optionName)!
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil
        else {
            throw UsageError("\(optionName) must be an http or https URL, not '\(text)'")
        }
        return url
    }

    /// An authority's URL, which will carry the password or the session token: refused, before
    /// anything is sent, when it is plain http to another machine (``SecretTransport``).
    func authority(_ optionName: String) throws(UsageError) -> URL {
        let url = try webAddress(optionName)
        guard SecretTransport.allows(url) else {
            throw UsageError(
                "\(optionName) \(url.absoluteString): \(ErrorPresenter.cleartextRefusal(host: url.host ?? url.absoluteString))"
            )
        }
        return url
    }
}
