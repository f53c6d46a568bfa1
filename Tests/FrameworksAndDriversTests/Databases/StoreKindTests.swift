import FrameworksAndDrivers
import InterfaceAdapters
import Testing

@Suite("StoreKind: the stores the apps offer, each known by its name")
struct StoreKindTests {
    @Test("Every offered store has a name of its own, and is found by it")
    func names() {
        let names = StoreKind.all.map(\.name)
        #expect(!names.isEmpty)
        #expect(Set(names).count == names.count, "\(names)")
        for store in StoreKind.all {
            #expect(StoreKind.named(store.name) == store)
            #expect(!store.name.isEmpty && store.name == store.name.lowercased(), "'\(store)': one lower-case word")
        }
        #expect(StoreKind.named("cloud") == nil)
    }

    @Test("Stores are the same when their names are")
    func equality() {
        let first = StoreKind.all[0]
        let twin = StoreKind(name: first.name, keepsData: !first.keepsData) { _, _ throws(RecordStoreError) in
            throw .unavailable("twin")
        }
        #expect(twin == first)
        #expect(Set([twin, first]).count == 1)
        #expect(
            StoreKind(name: "other", keepsData: true) { _, _ throws(RecordStoreError) in throw .unavailable("other") }
                != first)
    }
}
