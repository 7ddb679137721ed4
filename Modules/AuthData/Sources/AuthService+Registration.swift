import AuthDataIO
import Foundation

extension AuthService {
    /// Lets a registration from `client` go ahead and counts it, or refuses it because the client registered
    /// ``RegistrationLimit/limit`` times in the current window (see ``RegistrationLimit``).
    ///
    /// One write transaction locks the client's counter (scope ``ThrottleKeys/registrationScope``), forgets the
    /// registration counters whose window has ended, checks and counts; it runs before the password is hashed, so a
    /// refused registration costs no derivation.
    ///
    /// - Returns: `nil` when the registration may go ahead; `AuthDataError/registrationLimited(retryAfterSeconds:)`
    ///   when it is refused; `AuthDataError/database(_:)` when the counter cannot be read or written.
    /// - Throws: `CancellationError` only.
    nonisolated(nonsending) func admitRegistration(client: String) async throws -> AuthDataError? {
        guard registrationLimit.isEnabled else { return nil }
        let clock = now()
        let instant = database.throttleInstant(clock)
        let window = registrationLimit.window.timeInterval
        let limit = registrationLimit.limit
        let row = (scope: ThrottleKeys.registrationScope, key: ThrottleKeys.clientKey(client))
        let outcome = try await database.outcome {
            try await database.write { transaction -> AuthDataError? in
                try await transaction.lockFailureCounters([row])
                try await transaction.deleteFailureCounters(
                    scope: row.scope, windowStartedBy: instant.addingTimeInterval(-window))
                let counters = try await liveCounters([row], window: window, at: instant, in: transaction)
                if let counter = counters.first, counter.failures >= limit {
                    let end = (counter.windowStart ?? instant).addingTimeInterval(window)
                    let wait = end.timeIntervalSince(instant)
                    return .registrationLimited(retryAfterSeconds: max(1, Int(wait.rounded(.up))))
                }
                try await transaction.chargeFailure(scope: row.scope, key: row.key, at: clock)
                return nil
            }
        }
        switch outcome {
        case let .success(refusal): return refusal
        case let .failure(error): return error
        }
    }
}
