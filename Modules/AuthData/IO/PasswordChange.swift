/// A password change of the signed-in user (``AuthDataID/changePassword``).
public struct PasswordChange: Sendable, Equatable {
    /// The current password, checked like a sign-in (and rate-limited like one).
    public let currentPassword: String
    /// The new password: the registration rules apply.
    public let newPassword: String
    /// Who is asking (see ``Credentials/client``).
    public let client: String

    /// Creates a password change.
    public init(currentPassword: String, newPassword: String, client: String = Credentials.localClient) {
        self.currentPassword = currentPassword
        self.newPassword = newPassword
        self.client = client
    }
}
