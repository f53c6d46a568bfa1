/// The bearer token an authenticated endpoint is sent with. Only ``RequestPerformer`` puts it on
/// the wire, and only for an ``AuthenticatedEndpoint``.
public struct AccessToken: Hashable, Sendable {
    public var value: String

    public init(value: String) {
        self.value = value
    }
}
