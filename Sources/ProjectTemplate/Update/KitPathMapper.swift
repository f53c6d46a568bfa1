/// Where a kit file lands in a package made from a lock: the same renaming the generators apply —
/// the app's names, the slice's for each feature, the module prefix, the scaffold's dot-files —
/// so that a move the kit declares in its own paths (``TemplateMoves``) can be followed in the
/// package. A kit file of a part the package lacks (the league's in a starter) lands nowhere.
struct KitPathMapper {
    let lock: TemplateLock
    /// The stores' folders the package was made without.
    let cutStores: Set<String>

    /// The package paths of the kit file at `path`: none, one, or one per feature for the slice.
    func packagePaths(of path: String) -> [String] {
        if path.hasPrefix(ScaffoldTemplate.folder + "/") {
            let relative = String(path.dropFirst(ScaffoldTemplate.folder.count + 1))
            return [ScaffoldTemplate.renamedPaths[relative] ?? relative]
        }
        let inside = path.split(separator: "/").dropFirst(path.hasPrefix("Fakes/") ? 1 : 2).dropLast()
        guard !inside.contains(where: { cutStores.contains(String($0)) }) else { return [] }
        guard let project = try? ProjectName(lock.project.name) else { return [] }
        let starter = AppRenaming(project: project, app: .starter)
        let renamed: [String]
        switch KitPart(path: path) {
        case .kernel:
            renamed = [path]
        case .app(let app):
            switch (lock.project.example, app) {
            case (.league, .league): renamed = [AppRenaming(project: project).path(path)]
            case (.none, .starter):
                renamed = [SliceRenaming(to: try! FeatureName(StarterExample.featureName)).text(starter.path(path))]
            default: renamed = []
            }
        case .slice:
            var features = lock.features.compactMap { try? FeatureName($0.name) }
            let cliTests: String
            if lock.project.example == .none {
                features.insert(try! FeatureName(StarterExample.featureName), at: 0)
                cliTests = starter.path(Slice.cliTests)
            } else {
                cliTests = AppRenaming(project: project).path("Tests/" + AppRenaming.App.league.cliTests)
            }
            var file = FileTree()
            file[path] = ""
            renamed = features.flatMap {
                Slice.files(for: $0, from: file, commandLine: true, cliTests: cliTests).paths
            }
        }
        return renamed.map(prefixed)
    }

    /// `path` with its target's folder prefixed as the package's targets are (`Sources/BookshelfEntities`).
    private func prefixed(_ path: String) -> String {
        guard lock.project.modulePrefix, let project = try? ProjectName(lock.project.name) else { return path }
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 3, components[0] == "Sources" || components[0] == "Tests" else { return path }
        let renaming = ModulePrefix(
            prefix: project.typeName, programName: project.programName,
            keeping: [project.programName, "\(project.typeName)CLITests"])
        components[1] = renaming.renames(of: [components[1]])[components[1]] ?? components[1]
        return components.joined(separator: "/")
    }
}
