import Entities
import UseCases

/// A fake ``TeamRepository``: a team repeating an abbreviation is refused as a conflict.
public typealias FakeTeamRepository = FakeRepository<Team, Team.Draft>

extension FakeRepository: TeamRepository where Entity == Team, Draft == Team.Draft {
    /// An empty team repository, or one holding `teams`.
    public init(_ teams: [Team] = []) {
        self.init(entityName: "team", seed: teams, make: Team.init(id:draft:)) { team, other in
            team.abbreviation == other.abbreviation ? ["abbreviation"] : nil
        }
    }
}
