/// The steps the league's messages suggest.
extension NextStep {
    public static let registerTeam = NextStep("register-team")
    public static let signPlayer = NextStep("sign-player")
    public static let showRoster = NextStep("show-roster")
    public static let logIn = NextStep("log-in")
}
