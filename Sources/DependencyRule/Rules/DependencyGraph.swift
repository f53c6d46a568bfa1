/// The package's targets and every dependency between them, built once per run: each edge with
/// the imports that make it and whether the manifest declares it, the module-to-target map, and
/// reachability through declared dependencies. Every rule, the cycle finder, the graph drawing
/// and the reports read it.
public struct DependencyGraph: Sendable {
    /// A dependency of one target of the package on another.
    public struct Edge: Sendable {
        public let from: String
        public let to: String
        /// Where files of `from` import `to`, in file order.
        public fileprivate(set) var imports: [Site] = []
        /// Whether `Package.swift` declares it.
        public fileprivate(set) var declared = false

        /// Where the edge is seen first: its first import, else its declaration (located when a
        /// diagnostic needs it).
        var firstSite: Site { imports.first ?? .manifest(to, of: from) }

        /// Whether the edge is certain to be there in a build: declared, or imported outside
        /// `#if canImport` of the imported module. Only such edges close a `dependency-cycle`.
        public var isCertain: Bool { declared || imports.contains { !$0.isOptional } }

        /// Where the edge is seen first among what makes it certain: its first import not under
        /// `#if canImport`, else its declaration.
        var firstCertainSite: Site { imports.first { !$0.isOptional } ?? .manifest(to, of: from) }
    }

    /// An import of a module that is no target of the package.
    public struct ForeignImport: Sendable {
        public let module: String
        public let site: Site
        /// In a workspace, the target that defines the module in another build graph (an Android
        /// app's module imported from the iOS app), and the file declaring it: nothing the
        /// importer builds with reaches it.
        public internal(set) var elsewhere: (target: String, file: String)?
    }

    /// The targets, in the manifest's order.
    public let targets: [PackageTarget]
    /// Target name → target.
    public let target: [String: PackageTarget]
    /// Module name (what `import` says) → target name (in a workspace, the first target of that
    /// module; an import resolves in its own target's build graph).
    public let targetOfModule: [String: String]
    /// From → to → edge; an edge exists when `from` imports or declares `to`.
    public let edges: [String: [String: Edge]]
    /// Target → its imports of modules outside the package, in file order.
    public let foreignImports: [String: [ForeignImport]]
    /// Target → whether it has files (a target without any imports nothing, and so never has
    /// unused dependencies).
    let hasFiles: [String: Bool]
    /// The groups of more than one target that reach each other through imports and
    /// declarations, each sorted, in the order of their first members.
    public let cycles: [[String]]
    /// From → its edges, sorted by destination (sorted once: every rule asks).
    private let outgoing: [String: [Edge]]
    /// Products of other packages the manifest declares, by name (the module a product of one
    /// module provides is usually named like it): their package, and the targets declaring them.
    public let products: [String: (package: String?, declaredBy: [String])]

    public init(analysis: PackageAnalysis) {
        targets = analysis.targets.map(\.target)
        target = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        targetOfModule = analysis.scopes.reduce(into: [:]) { modules, scope in
            modules.merge(scope.compactMapValues(\.first), uniquingKeysWith: { first, _ in first })
        }
        var edges: [String: [String: Edge]] = [:]
        var foreign: [String: [ForeignImport]] = [:]
        var hasFiles: [String: Bool] = [:]
        for entry in analysis.targets {
            let from = entry.target.name
            // A workspace may hold two modules of one name in separate build graphs: an import
            // is of the one the importing target's graph holds; of two in one graph (an Xcode
            // project's platform variants), the one the target declares.
            let scope = analysis.scopes[entry.scope]
            let declared = Set(entry.target.targetDependencies)
            func targetOfModule(_ module: String) -> String? {
                guard let candidates = scope[module] else { return nil }
                guard candidates.count > 1 else { return candidates[0] }
                // Another target than itself (an app named like the package it links), the declared one first.
                let others = candidates.filter { $0 != from }
                return others.first(where: declared.contains) ?? others.first ?? candidates[0]
            }
            hasFiles[from] = !entry.files.isEmpty
            for to in entry.target.targetDependencies where to != from {
                edges[from, default: [:]][to, default: Edge(from: from, to: to)].declared = true
            }
            for file in entry.files {
                for declaration in file.imports {
                    var site = Site(file: file.path, line: declaration.line, column: declaration.column)
                    site.isOptional = declaration.isOptional
                    if let to = targetOfModule(declaration.module) {
                        guard to != from else { continue }
                        edges[from, default: [:]][to, default: Edge(from: from, to: to)].imports.append(site)
                    } else {
                        var outside = ForeignImport(module: declaration.module, site: site)
                        if analysis.isWorkspace, !Self.platformModules.contains(declaration.module),
                            let other = analysis.scopes.lazy.compactMap({ $0[declaration.module]?.first }).first
                        {
                            outside.elsewhere = (other, analysis.member(of: other)?.declarationFile ?? "")
                        }
                        foreign[from, default: []].append(outside)
                    }
                }
            }
        }
        self.edges = edges
        outgoing = edges.mapValues { $0.values.sorted { $0.to < $1.to } }
        var products: [String: (package: String?, declaredBy: [String])] = [:]
        for target in targets {
            for case .product(let name, let package) in target.dependencies {
                products[name, default: (package, [])].declaredBy.append(target.name)
            }
        }
        self.products = products
        foreignImports = foreign
        self.hasFiles = hasFiles
        cycles = Self.stronglyConnectedComponents(of: edges.mapValues { $0.filter { $0.value.isCertain } })
    }

    /// Modules of Apple's SDKs and the Linux and Windows platforms, which an app imports from the
    /// system even where another build graph of its workspace has a target of that name.
    static let platformModules: Set<String> = [
        "Accelerate", "Accessibility", "ActivityKit", "AppIntents", "AppKit", "AppTrackingTransparency",
        "ARKit", "AuthenticationServices", "AVFoundation", "AVKit", "BackgroundTasks", "CallKit", "CarPlay",
        "Charts", "CloudKit", "Combine", "Contacts", "ContactsUI", "CoreBluetooth", "CoreData", "CoreGraphics",
        "CoreHaptics", "CoreImage", "CoreLocation", "CoreML", "CoreMotion", "CoreNFC", "CoreSpotlight",
        "CoreText", "CoreTransferable", "CryptoKit", "Darwin", "DeviceActivity", "EventKit", "EventKitUI",
        "FamilyControls", "FileProvider", "Foundation", "FoundationEssentials", "FoundationNetworking", "GameKit",
        "GameplayKit", "Glibc", "HealthKit", "HomeKit", "ImageIO", "Intents", "IntentsUI", "LocalAuthentication",
        "MapKit", "MediaPlayer", "MessageUI", "Messages", "Metal", "MetalKit", "MultipeerConnectivity",
        "MusicKit", "NaturalLanguage", "Network", "NetworkExtension", "NotificationCenter", "Observation",
        "OSLog", "PassKit", "PDFKit", "PencilKit", "Photos", "PhotosUI", "QuartzCore", "QuickLook",
        "RealityKit", "SafariServices", "SceneKit", "Security", "SharedWithYou", "Speech", "SpriteKit",
        "StoreKit", "SwiftData", "SwiftUI", "System", "TipKit", "UIKit", "UniformTypeIdentifiers",
        "UserNotifications", "UserNotificationsUI", "Vision", "VisionKit", "WatchConnectivity", "WatchKit",
        "WeatherKit", "WebKit", "WidgetKit", "WinSDK", "XCTest", "os",
    ]

    /// The edges out of `from`, sorted by destination.
    public func edges(from: String) -> [Edge] {
        outgoing[from] ?? []
    }

    /// Every edge, sorted by source, then destination.
    public var allEdges: [Edge] {
        edges.keys.sorted().flatMap { edges(from: $0) }
    }

    /// Whether `target` declares the product `name`.
    public func declares(product name: String, _ target: String) -> Bool {
        products[name]?.declaredBy.contains(target) == true
    }

    /// The shortest path from `from` through declared dependencies to a target that declares the
    /// product `name`, both ends included; `nil` when there is none.
    public func declaredPath(from: String, toProduct name: String) -> [String]? {
        guard let declarers = products[name]?.declaredBy else { return nil }
        return shortestPath(from: from, through: { $0.declared }, to: declarers.contains)
    }

    /// The shortest path from `from` to `to` through declared dependencies only, both ends
    /// included; `nil` when `to` cannot be reached that way.
    public func declaredPath(from: String, to: String) -> [String]? {
        path(from: from, to: to, through: { $0.declared })
    }

    /// The shortest path from `from` to `to` through edges that pass `through` (any edge by
    /// default: imports and declarations), both ends included; `nil` when there is none.
    public func path(from: String, to: String, through: (Edge) -> Bool = { _ in true }) -> [String]? {
        shortestPath(from: from, through: through, to: { $0 == to })
    }

    /// Breadth first from `from` along edges that pass `through`, to the first target that
    /// `isEnd` accepts (not `from` itself).
    private func shortestPath(from: String, through: (Edge) -> Bool, to isEnd: (String) -> Bool) -> [String]? {
        var previous: [String: String] = [from: from]
        var queue = [from]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in edges(from: node) where through(edge) && previous[edge.to] == nil {
                previous[edge.to] = node
                if isEnd(edge.to) {
                    var path = [edge.to]
                    var step = node
                    while step != from {
                        path.insert(step, at: 0)
                        step = previous[step]!
                    }
                    return [from] + path
                }
                queue.append(edge.to)
            }
        }
        return nil
    }
}

/// Where a dependency is seen: an import, or a declaration in the manifest.
public struct Site: Sendable {
    public let file: String
    public let line: Int?
    public let column: Int?
    /// For a declaration not located yet: the dependency and the target declaring it.
    var pendingDependency: (name: String, target: String)?
    /// For a declaration through a helper (`.theme`), the line the helper is defined on, where
    /// a suppression counts too.
    var helperLine: Int?
    /// For an import: whether it sits under `#if canImport` of the module it imports
    /// (``ImportDeclaration/isOptional``).
    public internal(set) var isOptional = false

    init(file: String, line: Int?, column: Int?) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A declaration in `Package.swift`, to be located if a diagnostic is reported there.
    static func manifest(_ dependency: String, of target: String) -> Site {
        var site = Site(file: "Package.swift", line: nil, column: nil)
        site.pendingDependency = (dependency, target)
        return site
    }

    func diagnostic(_ rule: RuleID, target: String, module: String?, _ message: String) -> Diagnostic {
        var diagnostic = Diagnostic(
            rule: rule, message: message, file: file, line: line, column: column, target: target, module: module)
        diagnostic.helperLine = helperLine
        return diagnostic
    }
}
