import UseCases

/// Turns sample item commands into use-case requests and their results into what the view shows.
public struct SampleItemController: Sendable {
    private let create: CreateSampleItem
    private let find: FindSampleItem
    private let list: ListSampleItems
    private let view: any MessageView & ListView & ErrorView

    public init(
        create: CreateSampleItem, find: FindSampleItem, list: ListSampleItems,
        view: any MessageView & ListView & ErrorView
    ) {
        self.create = create
        self.find = find
        self.list = list
        self.view = view
    }

    public func create(title: String) async -> ControllerOutcome {
        await showingErrors(on: view, presentedBy: SampleItemPresenter.error) { () async throws(SampleItemError) in
            await view.display(SampleItemPresenter.created(try await create.execute(title: title)))
        }
    }

    public func show(id: Int) async -> ControllerOutcome {
        await showingErrors(on: view, presentedBy: SampleItemPresenter.error) { () async throws(SampleItemError) in
            await view.display(SampleItemPresenter.shown(try await find.execute(id: id)))
        }
    }

    public func list() async -> ControllerOutcome {
        await showingErrors(on: view, presentedBy: SampleItemPresenter.error) { () async throws(SampleItemError) in
            await view.display(SampleItemPresenter.list(try await list.execute()))
        }
    }
}
