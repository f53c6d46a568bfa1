import Entities

/// Where the league keeps its teams.
public protocol TeamRepository: Repository where Entity == Team, Draft == Team.Draft {}
