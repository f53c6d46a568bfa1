/// The part of the template a kit file belongs to, read from its path alone, so that a file
/// dropped into a folder reaches generated packages with no list to update:
///
/// - a folder named for the slice (`SampleItem`) holds the slice, which `add feature` copies;
/// - a folder named for one of the apps (`League`, `Starter`) holds that app, and so do the app's
///   own targets (`Sources/league`, `Tests/LeagueCLITests`);
/// - everything else in the template is the kernel every package gets.
///
/// Feature folders may sit at any depth inside a target (`Sources/UseCases/League/Ports`).
enum KitPart: Hashable, Sendable {
    case kernel
    case app(AppRenaming.App)
    case slice

    /// The part `path` (relative to the kit's root) belongs to.
    init(path: String) {
        let components = path.split(separator: "/").map(String.init)
        // The folders inside the target: `Fakes` is a target itself, the others are `Sources/X`, `Tests/X`.
        let inside =
            components.first == "Fakes" ? components.dropFirst().dropLast() : components.dropFirst(2).dropLast()
        let target = components.count > 2 && components.first != "Fakes" ? components[1] : nil
        if inside.contains(Slice.name.typeName) {
            self = .slice
        } else if let app = AppRenaming.App.all.first(where: { app in
            inside.contains(app.typeName) || target.map(app.ownsTarget) == true
        }) {
            self = .app(app)
        } else {
            self = .kernel
        }
    }
}
