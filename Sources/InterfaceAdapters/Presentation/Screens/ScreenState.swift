/// What a screen shows, as a value a view binds to: loading, the content, an empty screen with
/// its message, or a failure with the presenter's error view model. A SwiftUI view switches over
/// it; the terminal prints it.
public enum ScreenState<Content: Hashable & Sendable>: Hashable, Sendable {
    /// The screen's data is on its way; nothing loaded yet.
    case loading
    /// The data, as the view shows it.
    case loaded(Content)
    /// Nothing to show: what to say instead, and the step that would help.
    case empty(message: String, suggestion: Suggestion?)
    /// Loading failed, worded by the presenter; a retry may help when its kind is `.unavailable`.
    case failed(ErrorViewModel)

    /// The state while it loads again: loaded content stays on screen, anything else is loading.
    public var reloading: Self {
        if case .loaded = self { self } else { .loading }
    }
}
