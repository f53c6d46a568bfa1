import UseCases

/// Turns use-case failures into error view models.
public enum ErrorPresenter {
    public static func present(_ error: LeagueError) -> ErrorViewModel {
        if case .storage = error {
            return ErrorViewModel(message: error.description, kind: .unavailable)
        }
        return ErrorViewModel(message: error.description, kind: .refused)
    }

    public static func present(_ error: UserDirectoryError) -> ErrorViewModel {
        ErrorViewModel(message: error.description, kind: .unavailable)
    }
}
