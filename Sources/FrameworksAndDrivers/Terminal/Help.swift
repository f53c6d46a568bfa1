/// The help texts of `league`.
enum Help {
    static let overview = """
        OVERVIEW: A baseball league kept by the CleanArchitectureKit reference layers.

        USAGE: league [--store sqlite|files|memory] [--data-dir DIR] COMMAND ...

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
          --data-dir DIR          Where the data lives (default: $LEAGUE_DATA_DIR, else ./.league).
          -h, --help              Show help for a command: league player sign --help
          --version               Show the version.

        EXIT STATUS:
          0 done; 1 refused (a league rule, an unknown team or player, wrong credentials,
          nobody logged in); 2 usage error, or storage or the network failed.
        """

    static let commands: [String: String] = [
        "team": """
        USAGE: league team add ABBR --city CITY --nickname NICKNAME

        Registers a team. ABBR is 2 or 3 uppercase letters and must be unused;
        CITY and NICKNAME must not be blank.
        """,
        "team add": """
        USAGE: league team add ABBR --city CITY --nickname NICKNAME

        Registers a team. ABBR is 2 or 3 uppercase letters and must be unused;
        CITY and NICKNAME must not be blank.
          Example: league team add BOS --city Boston --nickname "Red Sox"
        """,
        "teams": """
        USAGE: league teams

        Lists the teams, ordered by abbreviation.
        """,
        "player": """
        USAGE: league player sign FIRST LAST --number N --position POSITION --team ABBR
               league player release PLAYER-ID
               league player transfer PLAYER-ID --team ABBR
        """,
        "player sign": """
        USAGE: league player sign FIRST LAST --number N --position POSITION --team ABBR

        Signs a player. The team must exist and N (0-99) must be free on it.
        POSITION is one of: Pitcher, Catcher, First Base, Second Base, Third Base,
        Shortstop, Left Field, Center Field, Right Field, Designated Hitter.
          Example: league player sign David Ortiz --number 34 --position "Designated Hitter" --team BOS
        """,
        "player release": """
        USAGE: league player release PLAYER-ID

        Releases a player. 'league roster ABBR' shows the ids.
        """,
        "player transfer": """
        USAGE: league player transfer PLAYER-ID --team ABBR

        Moves a player to another team; their number must be free there.
        """,
        "roster": """
        USAGE: league roster ABBR

        Lists a team's players by number, each with the id that release and transfer take.
        """,
        "users": """
        USAGE: league users --source URL

        Lists the users from URL (a JSON array of {"id", "name", "email"}) and keeps a copy.
        When URL fails, prints the kept copy, marked as cached.
        """,
        "login": """
        USAGE: league login EMAIL --server URL

        Logs in at the authority URL and keeps the session in the data folder.
        The password is read from standard input: typed without echo at a terminal,
        else the first line (printf '%s\\n' "$PASSWORD" | league login …).
        """,
        "whoami": """
        USAGE: league whoami --server URL

        Shows the user logged in at URL, as the authority knows them now.
        """,
        "logout": """
        USAGE: league logout --server URL

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
        "run 'league \(command) --help' for usage"
    }

    static func hint(for words: [String]) -> String {
        words.isEmpty ? "run 'league --help' for usage" : hint(for: words.prefix(2).joined(separator: " "))
    }
}
