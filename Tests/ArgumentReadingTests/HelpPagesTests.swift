import ArgumentReading
import Testing

@Suite("HelpPages draws every page from the specs")
struct HelpPagesTests {
    let pages = HelpPages(tool: SampleTool.tool)

    @Test("The overview: the commands with their arguments, the tool's options, the sections")
    func overview() {
        #expect(
            pages.overview == """
                OVERVIEW: A sample tool.

                USAGE: sample [--store memory|files] COMMAND ...

                COMMANDS:
                  check                   Check a package.
                  team add ABBR --city CITY
                                          Add a team.
                  team release ID         Release a team.
                  list [WORD ...]         List things.

                OPTIONS:
                  --store memory|files    Where the data goes.
                  -h, --help              Show this help, or a command's: sample COMMAND --help.
                  --version               Show the version.

                EXIT STATUS:
                  0 done
                  2 usage error

                """)
    }

    @Test("A command's page: usage wrapped under its name, exclusive options, repeatable ones, sections")
    func command() {
        #expect(
            pages.page(of: SampleTool.check) == """
                OVERVIEW: Check a package.

                USAGE: sample check [--package-path DIR | --workspace DIR] [--format text|json] [--target NAME ...]
                                    [--timeout SECONDS] [--strict] [--diff] [--dry-run]

                OPTIONS:
                  --package-path DIR      The package.
                  --workspace DIR         A whole app.
                  --format text|json      The report's form.
                  --target NAME           Only this target. Repeatable.
                  --timeout SECONDS       How long it may take.
                  --strict                Warnings fail the check.
                  --diff                  Show a diff.
                  --dry-run               Write nothing.
                  --store memory|files    Where the data goes.
                  -h, --help              Show this help.

                EXIT STATUS:
                  0 ok
                  1 findings

                """)
        #expect(
            pages.page(for: ["team"]).hasPrefix(
                "USAGE: sample team add ABBR --city CITY [--founded YEAR] [--active true|false] [--rank RANK]\n       sample team release ID\n"
            ))
    }

    @Test("Long help wraps at the width, under its column")
    func wrapping() {
        let long = String(repeating: "word ", count: 40).trimmingSuffix()
        let tool = CommandLineTool(
            name: "t", version: "1", abstract: "T.",
            commands: [
                CommandSpec("go", abstract: "Go.", options: [.value("--a-rather-long-option", "VALUE", help: long)])
            ])
        let page = HelpPages(tool: tool).page(of: tool.commands[0])
        let lines = page.split(separator: "\n").drop { !$0.hasPrefix("OPTIONS:") }.dropFirst()
        #expect(lines.first == "  --a-rather-long-option VALUE")
        #expect(
            lines.dropFirst().prefix(3).allSatisfy {
                $0.hasPrefix(String(repeating: " ", count: 26) + "word") && $0.count <= 100
            })
    }
}

extension String {
    fileprivate func trimmingSuffix() -> String { String(dropLast()) }
}

extension HelpPagesTests {
    @Test("A command with nothing after its name: no trailing space, no line ends with one")
    func bare() {
        let page = pages.page(for: ["team"])
        #expect(page.contains("\n       sample team release ID\n"))
        for text in [pages.overview, page] + SampleTool.tool.commands.map(pages.page(of:)) {
            #expect(!text.contains(" \n"), "\(text)")
        }
        let tool = CommandLineTool(
            name: "t", version: "1", abstract: nil, commands: [CommandSpec("go", abstract: "Go.")])
        #expect(HelpPages(tool: tool).page(of: tool.commands[0]).contains("\nUSAGE: t go\n"))
        #expect(HelpPages(tool: tool).overview.hasPrefix("USAGE: t COMMAND ...\n"))
    }
}
