/// The product type of a native target, as `project.pbxproj` writes it.
struct ProductType: Hashable, Sendable, CustomStringConvertible {
    let identifier: String

    var description: String { identifier }

    /// What the type is, in words: "an application", "an app extension".
    var noun: String {
        switch identifier.dropFirst(ProductType.prefix.count) {
        case "application": "an application"
        case "application.on-demand-install-capable": "an app clip"
        case "application.watchapp", "application.watchapp2": "a watch application"
        case "application.watchapp2-container": "a watch-only application container"
        case "app-extension", "extensionkit-extension", "app-extension.messages",
            "app-extension.messages-sticker-pack", "watchkit-extension", "watchkit2-extension", "tv-app-extension",
            "system-extension", "driver-extension", "xpc-service":
            "an app extension"
        case "application.messages": "a Messages application"
        case "tool": "a command-line tool"
        case "framework": "a framework"
        case "framework.static": "a static framework"
        case "library.static": "a static library"
        case "library.dynamic": "a dynamic library"
        case "bundle.unit-test", "bundle.ocunit-test": "a unit-test bundle"
        case "bundle.ui-testing": "a UI-test bundle"
        case "bundle": "a bundle"
        default: "a target of type \(identifier)"
        }
    }

    static let prefix = "com.apple.product-type."

    /// Test bundles: tests, never layered.
    var isTest: Bool {
        ["bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test"].contains(
            identifier.dropFirst(Self.prefix.count))
    }

    /// What a device runs or a user installs: applications, app clips, extensions, watch apps,
    /// tools. Nothing imports one; it is the outermost code of an app.
    var isEndProduct: Bool {
        let type = identifier.dropFirst(Self.prefix.count)
        return type.hasPrefix("application") || type.contains("extension") || type == "tool"
            || type == "xpc-service"
    }

    /// The kind of package target it behaves like for the rules.
    var kind: PackageTarget.Kind {
        isTest ? .test : isEndProduct ? .executable : .regular
    }
}
