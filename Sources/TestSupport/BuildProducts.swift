import Foundation

/// Where the build put its products (executables, module files), found from the running test
/// binary, so that tests can run `league` or type-check snippets against the built modules.
public enum BuildProducts {
    /// The products folder: `$BUILD_PRODUCTS_DIR` if set, else the nearest ancestor of the running
    /// executable that holds a `Modules` folder or the given product.
    public static func directory(containing product: String = "Modules") -> URL? {
        if let override = ProcessInfo.processInfo.environment["BUILD_PRODUCTS_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return nearestFolder(above: executable, holding: product) { FileManager.default.fileExists(atPath: $0) }
    }

    /// The built program `name`: the path `$variable` names when it is set (make test sets
    /// `LEAGUE_BIN`, `DEPENDENCY_RULE` …), else an executable file of that name in
    /// `$BUILD_PRODUCTS_DIR` or beside the test runner (in it or a folder above); `nil` when
    /// neither. A folder of that name is no program: `.build/dependency-rule` is the checker's
    /// cache once `make check` has run.
    public static func program(
        _ name: String, overriddenBy variable: String,
        environment: [String: String] = ProcessInfo.processInfo.environment, runner: URL = executable
    ) -> String? {
        if let path = environment[variable], !path.isEmpty { return path }
        if let override = environment["BUILD_PRODUCTS_DIR"], !override.isEmpty {
            let path = URL(fileURLWithPath: override).appendingPathComponent(name).path
            return isProgram(path) ? path : nil
        }
        return nearestFolder(above: runner, holding: name, where: isProgram)?.appendingPathComponent(name).path
    }

    /// The folder of `file` (or the nearest above it) that holds an entry `name` for which
    /// `matches` holds of its path.
    private static func nearestFolder(above file: URL, holding name: String, where matches: (String) -> Bool) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if matches(folder.appendingPathComponent(name).path) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// Whether `path` is an executable regular file (links followed).
    static func isProgram(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }

    /// The running executable (the test runner).
    public static var executable: URL {
        #if os(Linux)
            return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
            return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
    }
}
