import ArgumentReading
import Testing

@Suite("OptionTable draws Docs/' option tables from the specs")
struct OptionTableTests {
    @Test("One command: its options and the tool's, | escaped")
    func oneCommand() {
        #expect(
            OptionTable(tool: SampleTool.tool).markdown(for: ["team add"]) == """
                | Option | Meaning |
                |---|---|
                | `--city CITY` | Its city. |
                | `--founded YEAR` | When it was founded. |
                | `--active true\\|false` | Whether it plays. |
                | `--rank RANK` | Its rank; empty for none. |
                | `--store memory\\|files` | Where the data goes. |

                """)
    }

    @Test("Every command: who reads an option, each its own help where they differ, then help and version")
    func everyCommand() {
        let one = CommandSpec(
            "one", abstract: "1.", options: [.value("--output", "FILE", help: "Where."), .flag("--all", help: "All.")])
        let two = CommandSpec(
            "two", abstract: "2.",
            options: [.value("--output", "FILE", help: "Elsewhere."), .flag("--all", help: "All.")])
        let three = CommandSpec("three", abstract: "3.", options: [.flag("--all", help: "All.")])
        let tool = CommandLineTool(name: "t", version: "1", abstract: "T.", commands: [one, two, three])
        #expect(
            OptionTable(tool: tool).markdown() == """
                | Option | Meaning |
                |---|---|
                | `--output FILE` | `one`: Where. `two`: Elsewhere. |
                | `--all` | All. |
                | `-h`, `--help` | Show the help of the tool, or of a command (`t COMMAND --help`, `t help COMMAND`). |
                | `--version` | Show the version. |

                """)
    }
}

extension OptionTableTests {
    @Test("A document's tables of this tool are redrawn between their markers, the rest kept")
    func redrawn() {
        let document = """
            # Sample

            <!-- BEGIN options: sample team add -->
            | stale |
            <!-- END options -->
            Between.
            <!-- BEGIN options: other -->
            | another tool's |
            <!-- END options -->
            <!-- BEGIN options: sample team release -->
            <!-- END options -->

            """
        let table = OptionTable(tool: SampleTool.tool)
        let redrawn = table.redrawn(document)
        #expect(
            redrawn == """
                # Sample

                <!-- BEGIN options: sample team add -->
                \(table.markdown(for: ["team add"]))<!-- END options -->
                Between.
                <!-- BEGIN options: other -->
                | another tool's |
                <!-- END options -->
                <!-- BEGIN options: sample team release -->
                \(table.markdown(for: ["team release"]))<!-- END options -->

                """)
        #expect(table.redrawn(redrawn) == redrawn)
    }
}
