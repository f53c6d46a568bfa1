import UseCases

extension RecordStoreUnitOfWork where Repositories == LeagueRepositories {
    /// The league's unit of work: teams and players on the storage's `teams` and `players`
    /// collections.
    public init(database: any RecordDatabase) {
        self.init(database: database) { stores in
            LeagueRepositories(
                teams: RecordStoreRepository(store: stores.store(of: TeamRecord.self), bridge: TeamBridge.self),
                players: RecordStoreRepository(store: stores.store(of: PlayerRecord.self), bridge: PlayerBridge.self))
        }
    }
}
