import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin

extension AuthDataModulePlugin {
    /// Registers the board of ``service`` over `auth`; specialised for each store, so no call is dynamic.
    ///
    /// Executors capture `auth` plainly (no capture list, docs/adr/0001-boards-on-any-actor.md), so they run in
    /// the board graph's isolation.
    func register<Store: AuthStore>(_ auth: AuthService<Store>, on main: MainComponent) {
        switch service {
        case .register:
            main.registerBoard(AuthDataID.register) { id in
                BlockTaskBoard<Credentials, Result<AuthenticatedUser, AuthDataError>>(
                    identifier: id, lifetime: .resident
                ) { credentials in
                    try await auth.register(credentials)
                }
            }
        case .signIn:
            main.registerBoard(AuthDataID.signIn) { id in
                BlockTaskBoard<Credentials, Result<AuthenticatedUser, AuthDataError>>(
                    identifier: id, lifetime: .resident
                ) { credentials in
                    try await auth.signIn(credentials)
                }
            }
        case .currentUser:
            main.registerBoard(AuthDataID.currentUser) { id in
                BlockTaskBoard<Void, Result<AuthenticatedUser?, AuthDataError>>(identifier: id, lifetime: .resident) {
                    _ in
                    try await auth.currentUser()
                }
            }
        case .signOut:
            main.registerBoard(AuthDataID.signOut) { id in
                BlockTaskBoard<Void, Result<Void, AuthDataError>>(identifier: id, lifetime: .resident) { _ in
                    try await auth.signOut()
                }
            }
        case .signOutEverywhere:
            main.registerBoard(AuthDataID.signOutEverywhere) { id in
                BlockTaskBoard<Void, Result<Int, AuthDataError>>(identifier: id, lifetime: .resident) { _ in
                    try await auth.signOutEverywhere()
                }
            }
        case .changePassword:
            main.registerBoard(AuthDataID.changePassword) { id in
                BlockTaskBoard<PasswordChange, Result<Int, AuthDataError>>(identifier: id, lifetime: .resident) {
                    change in
                    try await auth.changePassword(change)
                }
            }
        case .sessionToken:
            main.registerBoard(AuthDataID.sessionToken) { id in
                BlockTaskBoard<Void, Result<String?, AuthDataError>>(identifier: id, lifetime: .resident) { _ in
                    auth.sessionToken()
                }
            }
        case .resumeSession:
            main.registerBoard(AuthDataID.resumeSession) { id in
                BlockTaskBoard<String, Result<AuthenticatedUser, AuthDataError>>(identifier: id, lifetime: .resident) {
                    token in
                    try await auth.resumeSession(token)
                }
            }
        case .claimIdempotencyKey:
            main.registerBoard(AuthDataID.claimIdempotencyKey) { id in
                BlockTaskBoard<IdempotencyClaim, Result<IdempotencyClaimOutcome, AuthDataError>>(
                    identifier: id, lifetime: .resident
                ) { claim in
                    try await auth.claimIdempotencyKey(claim)
                }
            }
        case .completeIdempotencyKey:
            main.registerBoard(AuthDataID.completeIdempotencyKey) { id in
                BlockTaskBoard<IdempotencyCompletion, Result<Void, AuthDataError>>(identifier: id, lifetime: .resident)
                { completion in
                    try await auth.completeIdempotencyKey(completion)
                }
            }
        case .releaseIdempotencyKey:
            main.registerBoard(AuthDataID.releaseIdempotencyKey) { id in
                BlockTaskBoard<IdempotencyKey, Result<Void, AuthDataError>>(identifier: id, lifetime: .resident) {
                    key in
                    try await auth.releaseIdempotencyKey(key)
                }
            }
        case .authGate:
            let producer = main.makeModuleProducer(registrations: [
                BoardRegistration(AuthDataInternalID.gateBarrier) { BarrierBoard<AuthenticatedUser>(identifier: $0) }
            ])
            let store = auth.store
            main.registerBoard(AuthDataID.authGate) { id in
                AuthGateBoard(identifier: id, boardProducer: producer, store: store)
            }
        case .staffGate:
            let producer = main.makeModuleProducer(registrations: [
                BoardRegistration(AuthDataInternalID.staffGateBarrier) {
                    BarrierBoard<StaffGateBoard.Verdict>(identifier: $0)
                }
            ])
            let store = auth.store
            main.registerBoard(AuthDataID.staffGate) { id in
                StaffGateBoard(identifier: id, boardProducer: producer, store: store)
            }
        case .setRole:
            main.registerBoard(AuthDataID.setRole) { id in
                BlockTaskBoard<RoleChange, Result<AuthenticatedUser, AuthDataError>>(
                    identifier: id, lifetime: .resident
                ) { change in
                    try await auth.setRole(change)
                }
            }
        case .hasAccounts:
            main.registerBoard(AuthDataID.hasAccounts) { id in
                BlockTaskBoard<Void, Result<Bool, AuthDataError>>(identifier: id, lifetime: .resident) { _ in
                    try await auth.hasAccounts()
                }
            }
        }
    }
}
