import Testing

@testable import ProjectTemplate

@Suite("Names: a project's and a feature's name in every form the files need")
struct NamingTests {
    @Test(
        "A project name becomes a package name, a type name, a program name and a variable prefix",
        arguments: [
            ("Bookshelf", "Bookshelf", "bookshelf", "BOOKSHELF"),
            ("my-app", "MyApp", "my-app", "MY_APP"),
            ("2048", "App2048", "2048", "APP_2048"),
            ("Café Latte", "CafeLatte", "cafe-latte", "CAFE_LATTE"),
            ("class", "Class", "class", "CLASS"),
            ("  HTTPServer ", "HTTPServer", "http-server", "HTTP_SERVER"),
            ("Bob's App", "BobsApp", "bobs-app", "BOBS_APP"),
            ("Œuvre", "Oeuvre", "oeuvre", "OEUVRE"),
            ("Straße", "Strasse", "strasse", "STRASSE"),
        ])
    func projectNames(text: String, typeName: String, programName: String, constantName: String) throws {
        let name = try ProjectName(text)
        #expect(name.packageName == text.trimmingCharacters(in: .whitespaces))
        #expect(name.typeName == typeName)
        #expect(name.programName == programName)
        #expect(name.constantName == constantName)
    }

    @Test(
        "A project name that is empty, has nothing to make an identifier of, or clashes with a module is refused",
        arguments: [
            ("", "the project name is empty"),
            ("   ", "the project name is empty"),
            ("!!!", "has no letter or digit"),
            ("日本", "has no letter or digit"),
            ("Entities", "clashes with the module Entities"),
            ("use cases", "clashes with the module UseCases"),
            ("swift", "clashes with the module Swift"),
            ("Foundation", "clashes with the module Foundation"),
            ("Testing", "clashes with the module Testing"),
            ("XCTest", "clashes with the module XCTest"),
            ("Dispatch", "clashes with the module Dispatch"),
            ("say \"hi\"", "holds a double quote"),
        ])
    func refusedProjectNames(text: String, message: String) {
        #expect {
            _ = try ProjectName(text)
        } throws: { error in
            (error as? NameError)?.description.contains(message) == true
        }
    }

    @Test(
        "A feature name becomes the entity, its plural, variables and a command word",
        arguments: [
            ("Book", "Book", "Books", "book", "books", "book"),
            ("ReadingList", "ReadingList", "ReadingLists", "readingList", "readingLists", "reading-list"),
            ("reading list", "ReadingList", "ReadingLists", "readingList", "readingLists", "reading-list"),
            ("Category", "Category", "Categories", "category", "categories", "category"),
            ("Box", "Box", "Boxes", "box", "boxes", "box"),
            ("Day", "Day", "Days", "day", "days", "day"),
            ("class", "Class", "Classes", "theClass", "classes", "class"),
            ("URLList", "URLList", "URLLists", "urlList", "urlLists", "url-list"),
            ("API", "API", "APIs", "api", "apis", "api"),
            ("Person's Note", "PersonsNote", "PersonsNotes", "personsNote", "personsNotes", "persons-note"),
            ("Person", "Person", "People", "person", "people", "person"),
            ("SalesPerson", "SalesPerson", "SalesPeople", "salesPerson", "salesPeople", "sales-person"),
            ("Child", "Child", "Children", "child", "children", "child"),
            ("Human", "Human", "Humans", "human", "humans", "human"),
            ("Series", "Series", "Series", "series", "series", "series"),
            ("Leaf", "Leaf", "Leaves", "leaf", "leaves", "leaf"),
            ("Data", "Data", "Data", "data", "data", "data"),
            ("Task", "Task", "Tasks", "task", "tasks", "task"),
        ])
    func featureNames(
        text: String, typeName: String, plural: String, variable: String, pluralVariable: String, word: String
    ) throws {
        let name = try FeatureName(text)
        #expect(name.typeName == typeName)
        #expect(name.pluralTypeName == plural)
        #expect(name.variableName == variable)
        #expect(name.pluralVariableName == pluralVariable)
        #expect(name.commandWord == word)
    }

    @Test("A feature's phrases: singular, plural, capitalised, with its article")
    func phrases() throws {
        let list = try FeatureName("ReadingList")
        #expect(
            [list.phrase, list.pluralPhrase, list.capitalizedPhrase, list.capitalizedPluralPhrase] == [
                "reading list", "reading lists", "Reading list", "Reading lists",
            ])
        #expect(list.phraseWithArticle == "a reading list")
        #expect(try FeatureName("Person").pluralPhrase == "people")
        let articles = try ["Apple", "User", "URL", "Hour", "Umbrella", "Euro", "Book"].map {
            try FeatureName($0).phraseWithArticle
        }
        #expect(articles == ["an apple", "a user", "a url", "an hour", "an umbrella", "a euro", "a book"])
    }

    @Test(
        "Names the standard library and Foundation use are features like any other: the code qualifies its own uses",
        arguments: ["Task", "Date", "Error", "Result", "Data", "URL", "Duration"])
    func standardNames(text: String) throws {
        #expect(try FeatureName(text).typeName == text)
    }

    @Test(
        "A feature name that is empty, starts with a digit, or clashes with a module or a type in use is refused",
        arguments: [
            ("", "the feature name is empty"),
            ("9lives", "must start with a letter"),
            ("Entities", "clashes with the module Entities"),
            ("Foundation", "clashes with the module Foundation"),
            ("Repository", "already uses"),
            ("string", "already uses"),
            ("Record", "already uses"),
            ("Entity", "already uses"),
            ("main", "would make the file Main.swift"),
            ("Main", "would make the file Main.swift"),
            ("help", "would make the command 'help', which the app's command line keeps for itself"),
            ("Help", "would make the command 'help'"),
        ])
    func refusedFeatureNames(text: String, message: String) {
        #expect {
            _ = try FeatureName(text)
        } throws: { error in
            (error as? NameError)?.description.contains(message) == true
        }
    }
}
