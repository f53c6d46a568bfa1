import Testing

@testable import ProjectTemplate

struct WordReplacementsTests {
    @Test("A word is replaced only where its neighbours allow, at the text's ends too")
    func neighbours() {
        let boundary = WordReplacements(rules: [.init("cat", "dog")])
        #expect(boundary.applied(to: "cat cats bobcat cat_ (cat) cat") == "dog cats bobcat cat_ (dog) dog")
        let quoted = WordReplacements(rules: [.init("cat", "dog", before: .oneOf("'"), after: .oneOf("'"))])
        #expect(quoted.applied(to: "cat 'cat' 'cat cat'") == "cat 'dog' 'cat cat'")
        let capital = WordReplacements(rules: [.init("Cat", "Dog", after: .noneOf("abc"))])
        #expect(capital.applied(to: "CatFood Catalog Cat.self Cat") == "DogFood Catalog Dog.self Dog")
        let prefix = WordReplacements(rules: [.init("CAT_", "DOG_", after: .anything)])
        #expect(prefix.applied(to: "CAT_BIN MYCAT_BIN CAT_") == "DOG_BIN MYCAT_BIN DOG_")
    }

    @Test("One pass: the first rule that holds wins, and no replacement is replaced again")
    func onePass() {
        let rules = WordReplacements(rules: [.init("cat", "dog"), .init("dog", "cat"), .init("cat food", "x")])
        #expect(rules.applied(to: "cat dog cat food") == "dog cat dog food")
    }

    @Test("More word bytes make hyphenated names whole")
    func moreWordBytes() {
        let rules = WordReplacements(rules: [.init("a-b", "c")], moreWordBytes: "-")
        #expect(rules.applied(to: "a-b a-b-c x-a-b \"a-b\"") == "c a-b-c x-a-b \"c\"")
        #expect(rules.applied(to: "nothing here") == "nothing here")
    }
}
