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
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(product).path) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
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
        var folder = runner.deletingLastPathComponent()
        while folder.path != "/" {
            let path = folder.appendingPathComponent(name).path
            if isProgram(path) { return path }
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
