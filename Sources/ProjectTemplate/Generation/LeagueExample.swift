/// `new --example league`: the kit's own example, copied from the kit's real files with the app's
/// names replaced (``AppRenaming``), so that it cannot drift from what the kit builds and tests:
/// the kernel and the league's part (``KitPart``).
struct LeagueExample {
    let project: ProjectName

    /// - Parameter template: the kit, read once (``KitSource/template()``).
    func files(from kit: KitSource, template: KitTemplate) throws(GenerationError) -> FileTree {
        var tree = template[.kernel]
        tree.merge(template[.app(.league)])
        for file in KitSource.packageFiles { tree[file] = try kit.file(file) }
        let renaming = AppRenaming(project: project)
        return try tree.mappingPaths(renaming.path).mappingContents { path, contents in
            renaming.contents(contents, at: path)
        }
    }
}
