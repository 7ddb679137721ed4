// AuthData's public API includes the backend-neutral types that moved to AuthDataShared (PasswordHasher,
// LoginThrottle, AuthDataConfiguration, SessionStore), so `import AuthData` keeps offering them to its importers.
@_exported import AuthDataShared
