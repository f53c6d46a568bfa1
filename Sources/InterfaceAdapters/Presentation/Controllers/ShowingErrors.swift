/// Runs a controller action; a failure is presented and shown on `view` instead of thrown.
/// Returns how the action ended, which a command-line front end turns into its exit status.
func showingErrors<Failure: Error>(
    on view: any ErrorView, presentedBy present: (Failure) -> ErrorViewModel,
    _ action: () async throws(Failure) -> Void
) async -> ControllerOutcome {
    do {
        try await action()
        return .succeeded
    } catch {
        let model = present(error)
        await view.display(model)
        return .failed(model.kind)
    }
}
