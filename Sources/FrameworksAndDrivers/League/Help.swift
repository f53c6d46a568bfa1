/// The help texts of `league`, naming the program as ``LeagueCommandLine/programName`` does.
enum Help {
    private static let name = LeagueCommandLine.programName

    static let overview = """
        OVERVIEW: A baseball league kept by the CleanArchitectureKit reference layers.

        USAGE: \(name) [--store sqlite|files|memory] [--data-dir DIR] COMMAND ...

        COMMANDS:
          team add ABBR --city CITY --nickname NICKNAME
                                  Register a team (ABBR: 2-3 uppercase letters).
          teams                   List the teams.
          player sign FIRST LAST --number N --position POSITION --team ABBR
                                  Sign a player to a team.
          player release PLAYER-ID
                                  Release a player.
          player transfer PLAYER-ID --team ABBR
                                  Move a player to another team.
          roster ABBR             List a team's players, with their ids.
          users --source URL      List the users: from URL, or the kept copy when it fails.
          login EMAIL --server URL
                                  Log in at the authority URL (password on standard input).
          whoami --server URL     Show who is logged in there, as the authority knows them.
          logout --server URL     Log out there.

        OPTIONS (anywhere on the line):
          --store KIND            sqlite (default), files or memory.
          --data-dir DIR          Where the data lives (default: $\(LeagueCommandLine.dataDirectoryVariable), else ./\(LeagueCommandLine.defaultDataDirectory)).
          -h, --help              Show help for a command: \(name) player sign --help
          --version               Show the version.

        EXIT STATUS:
          0 done; 1 refused (a league rule, an unknown team or player, wrong credentials,
          nobody logged in); 2 usage error, or storage or the network failed.
        """

    static let commands: [String: String] = [
        "team": """
        USAGE: \(name) team add ABBR --city CITY --nickname NICKNAME

        Registers a team. ABBR is 2 or 3 uppercase letters and must be unused;
        CITY and NICKNAME must not be blank.
        """,
        "team add": """
        USAGE: \(name) team add ABBR --city CITY --nickname NICKNAME

        Registers a team. ABBR is 2 or 3 uppercase letters and must be unused;
        CITY and NICKNAME must not be blank.
          Example: \(name) team add BOS --city Boston --nickname "Red Sox"
        """,
        "teams": """
        USAGE: \(name) teams

        Lists the teams, ordered by abbreviation.
        """,
        "player": """
        USAGE: \(name) player sign FIRST LAST --number N --position POSITION --team ABBR
               \(name) player release PLAYER-ID
               \(name) player transfer PLAYER-ID --team ABBR
        """,
        "player sign": """
        USAGE: \(name) player sign FIRST LAST --number N --position POSITION --team ABBR

        Signs a player. The team must exist and N (0-99) must be free on it.
        POSITION is one of: Pitcher, Catcher, First Base, Second Base, Third Base,
        Shortstop, Left Field, Center Field, Right Field, Designated Hitter.
          Example: \(name) player sign David Ortiz --number 34 --position "Designated Hitter" --team BOS
        """,
        "player release": """
        USAGE: \(name) player release PLAYER-ID

        Releases a player. '\(name) roster ABBR' shows the ids.
        """,
        "player transfer": """
        USAGE: \(name) player transfer PLAYER-ID --team ABBR

        Moves a player to another team; their number must be free there.
        """,
        "roster": """
        USAGE: \(name) roster ABBR

        Lists a team's players by number, each with the id that release and transfer take.
        """,
        "users": """
        USAGE: \(name) users --source URL

        Lists the users from URL (a JSON array of {"id", "name", "email"}) and keeps a copy.
        When URL fails, prints the kept copy, marked as cached.
        """,
        "login": """
        USAGE: \(name) login EMAIL --server URL

        Logs in at the authority URL and keeps the session in the data folder.
        The password is read from standard input: typed without echo at a terminal,
        else the first line (printf '%s\\n' "$PASSWORD" | \(name) login …).
        """,
        "whoami": """
        USAGE: \(name) whoami --server URL

        Shows the user logged in at URL, as the authority knows them now.
        """,
        "logout": """
        USAGE: \(name) logout --server URL

        Forgets the session with URL here, then ends it at the authority.
        """,
    ]

    /// The help for the command named by `words` (its longest known prefix), or the overview.
    static func text(for words: [String]) -> String {
        for length in stride(from: min(words.count, 2), through: 1, by: -1) {
            if let text = commands[words.prefix(length).joined(separator: " ")] { return text }
        }
        return overview
    }

    /// A pointer to the help of `command`.
    static func hint(for command: String) -> String {
        "run '\(name) \(command) --help' for usage"
    }

    static func hint(for words: [String]) -> String {
        words.isEmpty ? "run '\(name) --help' for usage" : hint(for: words.prefix(2).joined(separator: " "))
    }
}
