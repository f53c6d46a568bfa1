import Entities

/// Where the league keeps its players.
public protocol PlayerRepository: Repository where Entity == Player, Draft == Player.Draft {}
