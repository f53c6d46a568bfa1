// The `league` executable: everything it does is wired in the Terminal target's composition root.
import Terminal

await LeagueFactory.main()
