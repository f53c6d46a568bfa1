import Foundation
import Testing

/// Xcode 16 synchronized folders, as IceCubes-like apps use them: the app owns its folders, an
/// exception set takes files out of a folder the target has, and adds files to targets that do
/// not have the folder (a widget given some shared intents; an extension whose only sources come
/// that way).
@Suite("Synchronized folders: exception sets toggle membership, both ways", .initAcceptsEveryFixture)
struct SynchronizedFolderTests {
    static func app(widgetLinksDesign: Bool = false) throws -> WorkspaceFixture {
        try WorkspaceFixture(
            packages: [.init("Packages/DesignSystem", name: "DesignSystem", targets: [.init("DesignSystem")])],
            projects: [
                "Synced.xcodeproj": XcodeProjectFixture(
                    targets: [
                        .init(name: "Synced", synchronized: ["App", "Intents"], products: ["DesignSystem"]),
                        .init(
                            name: "Widget", type: "app-extension", synchronized: ["Widget"],
                            products: widgetLinksDesign ? ["DesignSystem"] : []),
                        .init(name: "NotifExt", type: "app-extension"),
                    ],
                    folderPackages: ["Packages/DesignSystem"],
                    exceptions: [
                        ("App", "Synced", ["Info.plist", "Legacy"]),
                        ("Intents", "Synced", ["IntentsOnlyInWidget.swift"]),
                        ("Intents", "Widget", ["SharedEntity.swift", "IntentsOnlyInWidget.swift"]),
                        ("Notif", "NotifExt", ["NotificationService.swift"]),
                    ])
            ],
            files: [
                "Packages/DesignSystem/Sources/DesignSystem/Theme.swift": "public struct Theme {}\n",
                "App/SyncedApp.swift": "import DesignSystem\n",
                "App/Screens/Home/HomeView.swift": "import DesignSystem\n",
                "App/Info.plist": "<plist/>\n",
                "App/Legacy/Old.swift": "import NotThere\n",
                "App/Assets.xcassets/Inside.swift": "import NotThere\n",
                "Intents/SharedEntity.swift": "import DesignSystem\n",
                "Intents/IntentsOnlyInWidget.swift": "import WidgetKit\n",
                "Intents/AppIntent.swift": "import DesignSystem\n",
                "Widget/WidgetBundle.swift": "import WidgetKit\n",
                "Notif/NotificationService.swift": "import UserNotifications\n",
                "Notif/Unused.swift": "import NotThere\n",
            ])
    }

    /// Target → its files, from `imports --format json`.
    static func files(_ run: FixturePackage.Run) throws -> [String: [String]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let targets = try #require(object["targets"] as? [[String: Any]])
        return Dictionary(
            uniqueKeysWithValues: targets.map { target in
                (
                    target["name"] as! String,
                    (target["files"] as! [[String: Any]]).map { $0["path"] as! String }.sorted()
                )
            })
    }

    @Test("Each target's files: its folders less its exceptions, plus what others' folders add to it")
    func membership() async throws {
        let app = try Self.app()
        defer { app.remove() }
        let run = await app.run("imports", "--format", "json")
        #expect(run.status == 0, "\(run.errors)")
        let files = try Self.files(run)
        #expect(
            files["Synced"] == [
                "App/Screens/Home/HomeView.swift", "App/SyncedApp.swift", "Intents/AppIntent.swift",
                "Intents/SharedEntity.swift",
            ])
        #expect(
            files["Widget"] == [
                "Intents/IntentsOnlyInWidget.swift", "Intents/SharedEntity.swift", "Widget/WidgetBundle.swift",
            ])
        #expect(files["NotifExt"] == ["Notif/NotificationService.swift"])
    }

    @Test("A shared file's import is judged for each target that compiles it: the widget does not link DesignSystem")
    func sharedFileJudgedPerTarget() async throws {
        let app = try Self.app()
        defer { app.remove() }
        let run = await app.check()
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(run.findings == ["undeclared-import Intents/SharedEntity.swift:1:1"], "\(run.output)")
        #expect(run.diagnostics.first?["target"] as? String == "Widget")
        #expect(run.diagnostics.first?["member"] as? String == "Synced")

        let linked = try Self.app(widgetLinksDesign: true)
        defer { linked.remove() }
        let clean = await linked.check()
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.findings.isEmpty, "\(clean.output)")
    }
}
