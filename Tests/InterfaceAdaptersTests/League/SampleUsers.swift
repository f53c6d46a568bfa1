import Entities

/// Two users the user-directory tests serve and keep.
let ada = try! User(id: User.ID("1"), name: "Ada Lovelace", email: "ada@example.com")
let grace = try! User(id: User.ID("2"), name: "Grace Hopper", email: "grace@example.com")
