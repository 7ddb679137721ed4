import Foundation

/// One key's login-failure counter as an ``AuthStore`` reads it (see ``LoginThrottle``).
struct LoginFailureCounter: Sendable {
    /// The failures counted in the key's window.
    let failures: Int
    /// When the window started (its first failure); `nil` when the stored value cannot be read (a damaged row).
    let windowStart: Date?
    /// When the last failure was counted; `nil` when the stored value cannot be read.
    let lastFailure: Date?
}
