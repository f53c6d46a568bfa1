/// Everything the league's screens show and ask.
public typealias LeagueView = MessageView & ListView & ErrorView & PasswordPrompt
