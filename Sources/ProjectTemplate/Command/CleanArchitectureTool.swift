import ArgumentReading

/// `clean-architecture`'s commands and help, described once.
public enum CleanArchitectureTool {
    /// The commands, in the order the help lists them.
    static let commands: [any TemplateCommand.Type] = [
        NewCommand.self, AddFeatureCommand.self, AddFieldCommand.self, RenameFieldCommand.self, RemoveFieldCommand.self,
        RemoveFeatureCommand.self, UpdateCommand.self,
        AdoptCommand.self,
        KitCommand.self,
    ]

    /// The tool.
    public static let tool = CommandLineTool(
        name: "clean-architecture", version: CleanArchitectureCommand.version,
        abstract:
            "Start a Swift package laid out in Clean Architecture's four layers, and grow it one vertical slice at a time.",
        discussion: "What it writes builds, passes its tests and passes 'dependency-rule check --strict' at once.",
        commands: commands.map { $0.spec },
        sections: [
            HelpSection(
                "EXIT STATUS",
                """
                0 done; 1 'update' left conflicts (or 'update --check': the package is behind); 2 usage
                error, a refused name or folder, or an I/O problem (nothing is written); 128 + the signal
                when interrupted (what was written is taken back).
                """)
        ])
}
