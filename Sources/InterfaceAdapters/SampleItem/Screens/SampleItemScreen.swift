import Entities
import Observation
import UseCases

/// One sample item's screen: loads it and shows its fields, or why it cannot; edits them through
/// ``form`` and ``save()``; deletes it once the user confirmed (``isConfirmingDelete``).
@MainActor
@Observable
public final class SampleItemScreen: ActingScreen {
    /// The sample item as it stands.
    public internal(set) var state: ScreenState<SampleItemDetail> = .loading
    /// The fields being edited: the stored ones once loaded, then what the user typed.
    public var form = SampleItemForm()
    /// The stored fields the form last took: while it still holds them, the user has typed nothing.
    @ObservationIgnored private var storedForm = SampleItemForm()
    /// Whether the user is asked to confirm the deletion: a view binds it to its confirmation
    /// dialog; ``delete()`` deletes only while it is true.
    public var isConfirmingDelete = false
    /// Whether the sample item was deleted: a view leaves the screen.
    public internal(set) var isDeleted = false
    /// What the last save or delete said.
    public internal(set) var notice: MessageViewModel?
    /// Why the last save or delete was refused or failed; the sample item stays as it was.
    public internal(set) var alert: ErrorViewModel?
    /// Whether an action is running: a view disables its buttons meanwhile, and another action
    /// is ignored until it ends.
    public internal(set) var isBusy = false

    public let id: SampleItem.ID
    private let find: FindSampleItem
    private let update: UpdateSampleItem
    private let remove: DeleteSampleItem
    @ObservationIgnored var loads = LoadSequence()

    public init(id: SampleItem.ID, find: FindSampleItem, update: UpdateSampleItem, delete: DeleteSampleItem) {
        self.id = id
        self.find = find
        self.update = update
        self.remove = delete
    }

    /// Loads the sample item, and puts its fields in the form unless the user has typed in it (on
    /// appearing again, the edits stay). A load whose task is cancelled, or that a newer one
    /// overtook, changes nothing.
    public func load() async {
        var found: SampleItem?
        let shown = await refresh(
            { () async throws(SampleItemError) in
                let sampleItem = try await find.execute(id: id)
                found = sampleItem
                return .loaded(SampleItemPresenter.detail(sampleItem))
            },
            failure: SampleItemPresenter.error)
        // Only a load that is shown fills the form: an overtaken one leaves what the user typed.
        if shown, let found { take(SampleItemForm(found)) }
    }

    /// Puts `stored` in the form, unless the user typed in it since it last took stored fields.
    private func take(_ stored: SampleItemForm) {
        if form == storedForm { form = stored }
        storedForm = stored
    }

    /// Stores the form's fields as the sample item's, then shows them and puts them, as the rules
    /// left them, in the form; a refusal is the ``alert``. Only a loaded sample item is saved: the
    /// form of one that failed to load holds no stored fields.
    public func save() async {
        guard case .loaded = state else { return }
        let form = form
        await act(
            { () async throws(SampleItemError) in try await update.execute(id: id, try SampleItemForm.checked(form)) },
            notice: SampleItemPresenter.updated, failure: SampleItemPresenter.error
        ) { saved in
            show(.loaded(SampleItemPresenter.detail(saved)))
            self.form = SampleItemForm(saved)
            storedForm = self.form
        }
    }

    /// Deletes the sample item, if the user confirmed (``isConfirmingDelete``); then the screen is
    /// ``isDeleted``. A refusal is the ``alert``.
    public func delete() async {
        guard isConfirmingDelete, !isBusy else { return }
        isConfirmingDelete = false
        await act(
            { () async throws(SampleItemError) in try await remove.execute(id: id) },
            notice: { SampleItemPresenter.deleted(id) }, failure: SampleItemPresenter.error
        ) { _ in isDeleted = true }
    }

    /// The user has read the notice.
    public func dismissNotice() { notice = nil }

    /// Whether the alert shows, for a view to bind (`.alert(…, isPresented: $screen.isAlertPresented)`);
    /// set to false, as the alert's button does, it dismisses the alert.
    public var isAlertPresented: Bool {
        get { alert != nil }
        set { if !newValue { alert = nil } }
    }
}
