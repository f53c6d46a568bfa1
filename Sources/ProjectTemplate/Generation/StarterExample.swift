/// `new --example none`: the kit's kernel (identifiers, repositories, units of work, record
/// stores on memory, files and SQLite, the presentation's view models and views, the test
/// helpers), the kit's starter app (its `Starter` folders and targets, renamed as the project),
/// and one feature, `Note`, which is the kit's ``Slice`` renamed as `add feature Note` would make
/// it. Every Swift file is a kit file, copied and renamed; which is which is read from the kit's
/// folders (``KitPart``).
struct StarterExample {
    let project: ProjectName

    /// The feature the starter app shows: every piece of a vertical slice, once.
    static let featureName = "Note"

    /// - Parameter template: the kit, read once (``KitSource/template()``).
    func files(from kit: KitSource, template: KitTemplate) throws(GenerationError) -> FileTree {
        var tree = template[.kernel]
        for path in KitSource.packageFiles { tree[path] = try kit.file(path) }
        // The kit's names for the data (league.sqlite, .league) become the project's.
        let renaming = AppRenaming(project: project)
        tree = tree.mappingContents { path, contents in renaming.contents(contents, at: path) }
        // The starter app, renamed as the project, shows the slice renamed as Note.
        let feature = try! FeatureName(Self.featureName)
        let app = AppRenaming(project: project, app: .starter)
        let note = SliceRenaming(to: feature)
        for (path, text) in template[.app(.starter)].files {
            tree[note.text(app.path(path))] = note.text(app.contents(text, at: path))
        }
        tree.merge(
            Slice.files(
                for: feature, from: template[.slice], commandLine: true,
                cliTests: app.path(Slice.cliTests)))
        return tree
    }
}
