import FrameworksAndDrivers
import Testing

@Suite("InMemoryValueStore")
struct InMemoryValueStoreTests {
    @Test("Its revision is nil when empty and changes on every save, even of the same value")
    func revisions() async {
        let memory = InMemoryValueStore<Int>()
        #expect(await memory.revision() == nil)
        await memory.save(1)
        let first = await memory.revision()
        #expect(first != nil)
        await memory.save(1)
        #expect(await memory.revision() != first)
        #expect(await memory.load() == 1)
    }
}
