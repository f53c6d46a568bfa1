/// The help texts of `clean-architecture`.
enum Help {
    static let overview = """
        OVERVIEW: Start a Swift package laid out in Clean Architecture's four layers, and grow it one
        vertical slice at a time. What it writes builds, passes its tests and passes
        'dependency-rule check --strict' at once.

        USAGE: clean-architecture <command> [options]

        COMMANDS:
          new NAME [--output DIR]   Make a new package (see 'clean-architecture help new').
          add feature NAME          Add a feature to a package (see 'clean-architecture help add feature').
          update                    Take the installed kit's changes into a package made from it, your
                                    edits kept (see 'clean-architecture help update').
          adopt [NAME]              Record the lock of a package made before it existed (see
                                    'clean-architecture help adopt').
          kit                       Say which kit new and update copy from (see
                                    'clean-architecture help kit').

        OPTIONS:
          -h, --help                Show help (also 'clean-architecture help COMMAND').
          --version                 Show the version.

        EXIT STATUS:
          0 done; 1 'update' left conflicts (or 'update --check': the package is behind); 2 usage
          error, a refused name or folder, or an I/O problem (nothing is written); 128 + the signal
          when interrupted (what was written is taken back).

        """

    static let new = """
        OVERVIEW: Make a new package from CleanArchitectureKit's template.

        USAGE: clean-architecture new NAME [--output DIR] [--example none|league] [--store NAME]...
                                      [--no-module-prefix] [--dry-run] [--kit-path DIR]
                                      [--kit-repository URL]

        ARGUMENTS:
          NAME                      The package's name, not a path (Bookshelf, my-app, 2048,
                                    "Café Latte"): the types take its upper-camel form (CafeLatte),
                                    the program its lower-case form (cafe-latte).

        OPTIONS:
          --output DIR              Where to write it: a new or empty folder (default: NAME as typed,
                                    in the current folder).
          --example none|league     none (default): the starter, the four layers with one small feature
                                    (Note), as 'add feature' makes one. league: the kit's league
                                    example, renamed.
          --store NAME              With --example none: keep this store (files, memory or sqlite;
                                    repeatable; default: every store) and none of the others' code.
          --no-module-prefix        Name the targets Entities, UseCases, ... rather than after the
                                    project (BookshelfEntities, ..., the default, which lets the
                                    package depend on CleanArchitectureKit or share a workspace with
                                    other layered packages). --module-prefix asks for the default.
          --dry-run                 List the files it would write, and write nothing.
          --kit-path DIR            The kit to copy from (default: $CLEAN_ARCHITECTURE_KIT if set, else
                                    the copy 'make install' put beside this program, else the
                                    checkout it was built from).
          --kit-repository URL      Where the package's CI downloads the checker from: the kit's
                                    repository, whose releases hold it (default: the kit's own
                                    origin, else CleanArchitectureKit's home).
          -h, --help                Show this help.

        It refuses a non-empty DIR, writes the package into a temporary folder first and moves it into
        place only when it is complete, so a failed or interrupted run leaves nothing behind.

        """

    static let add = """
        OVERVIEW: Add to a package laid out like the template.

        USAGE: clean-architecture add feature NAME [--package-path DIR] [--dry-run] [--allow-shadowing]
                                              [--kit-path DIR]

        See 'clean-architecture help add feature'.

        """

    static let addFeature = """
        OVERVIEW: Add one vertical slice, the kit's own SampleItem renamed: an entity with a validating
        initialiser; a repository port and create, find and list interactors run in a unit of work; a
        record, a bridge, a presenter and two screens (list and item); fakes of the ports; the port's
        contract over the fake and every record store; unit tests per layer. It also wires the feature into the
        app: its commands (NAME add, list, show), their tests, and its line in the app's list of
        features (<App>Features.swift).

        USAGE: clean-architecture add feature NAME [--package-path DIR] [--dry-run] [--allow-shadowing]
                                              [--kit-path DIR]

        ARGUMENTS:
          NAME                      The feature's entity (Book, ReadingList, "reading list").

        OPTIONS:
          --package-path DIR        The package (default: the nearest folder from here up that holds a
                                    Package.swift).
          --dry-run                 List the files it would write and change, and write nothing.
          --allow-shadowing         Take a name that hides Swift's or Foundation's own type (Task,
                                    Date, URL…), which the package's code writes with its module.
          --kit-path DIR            The kit to copy the slice from (default: as for 'new').
          -h, --help                Show this help.

        It refuses a feature whose files or types exist already, a name that differs from one only in
        case, and a name that hides a standard type (Task, Date, Image, View…) unless
        --allow-shadowing. It adds new files and changes one,
        the app's list of features; if anything fails, or the run is interrupted, it takes back what
        it wrote.

        """

    static let update = """
        OVERVIEW: Take the installed kit's changes into a package made from the template, your edits
        kept: each file is merged three ways (the pristine copy the kit last wrote, in
        .clean-architecture/base; yours; a fresh render at the installed kit) with git merge-file.

        USAGE: clean-architecture update [--package-path DIR] [--kit-path DIR] [--dry-run [--diff]]
                                         [--check] [--format text|json]

        OPTIONS:
          --package-path DIR        The package (default: the nearest folder from here up that holds a
                                    Package.swift).
          --kit-path DIR            The kit to update to (default: as for 'new').
          --dry-run                 Say what it would do, and write nothing; exit 1 if it would conflict.
          --diff                    With --dry-run: each file's change as a unified diff.
          --check                   Only say whether the installed kit would change the package (or
                                    conflict markers from an earlier update remain): exit 1 if so.
          --format text|json        The report's form (default: text).
          -h, --help                Show this help.

        A conflict keeps both sides between <<<<<<< yours … >>>>>>> kit markers and is marked
        unmerged in git's index, so 'git commit' refuses until it is resolved. Files the kit moved
        follow its declared moves; a file you moved (same name, half its lines or more) takes the
        kit's change where it is; a file you deleted is not brought back; your own files are never
        written (one where the kit now has a file stays yours, the kit's goes in git's index). It
        refuses (exit 2, nothing written) outside a git work tree, with uncommitted
        changes on a path it would touch, with markers left from an earlier update, or to go back to
        an older kit. An interrupted update is taken back; one killed outright is taken back (or
        finished, past its last step) by the next run.

        EXIT STATUS:
          0 up to date, or updated with no conflict; 1 conflicts left (listed), or with --check, the
          package is behind; 2 refused or failed, nothing written; 128 + the signal when interrupted.

        """

    static let adopt = """
        OVERVIEW: Record the lock and the pristine copy of a package made by 'clean-architecture new'
        before the lock existed, so that later kits reach it through 'update'. It renders the
        package at the installed kit with the package's options and changes none of your files:
        what differs between them and the kit today stays yours to take by hand
        (diff -ru .clean-architecture/base .).

        USAGE: clean-architecture adopt [NAME] [--example league|none] [--no-module-prefix]
                                        [--store NAME]... [--feature NAME]... [--created YYYY-MM-DD]
                                        [--kit-repository URL] [--package-path DIR] [--kit-path DIR]
                                        [--dry-run]

        OPTIONS:
          NAME                      The name the package was made with (default: from Package.swift).
          --example league|none     The example it was made with (default: from its folders).
          --no-module-prefix        It was made with generic target names (default: from its folders);
                                    --module-prefix says it was not.
          --store NAME              A store it was made with, repeatable (default: from Databases/).
          --feature NAME            A feature added to it, repeatable, in order (default: from its list
                                    of features).
          --created YYYY-MM-DD      The day it was made (default: its first decision record's date).
          --kit-repository URL      Where its CI downloads the checker (default: from its workflow).
          --package-path DIR        The package (default: the nearest folder from here up that holds a
                                    Package.swift).
          --kit-path DIR            The kit to render the base with (default: as for 'new').
          --dry-run                 Say what it would write, and write nothing.
          -h, --help                Show this help.

        It lists what it read and what it was given, how many of your files differ from the base,
        and the base's files the package lacks (no update brings those back).

        EXIT STATUS:
          0 written (or, with --dry-run, nothing to refuse); 2 refused (a lock already there, a
          package not laid out like one made by 'new') or failed, nothing written.

        """

    static let kit = """
        OVERVIEW: Say which kit 'new', 'add feature' and 'update' copy from: its folder, its version,
        the commit its files were taken at (and whether they differ from it), and the repository
        whose releases hold its checker, which a new package's CI downloads.

        USAGE: clean-architecture kit [--kit-path DIR] [--format text|json]

        OPTIONS:
          --kit-path DIR            The kit (default: as for 'new').
          --format text|json        text (default), or json: the form of the KIT.json stamp that
                                    'make install' writes beside an installed kit.
          -h, --help                Show this help.

        """

    static let commands: [String: String] = [
        "new": new, "add": add, "add feature": addFeature, "update": update, "adopt": adopt, "kit": kit,
    ]
}
