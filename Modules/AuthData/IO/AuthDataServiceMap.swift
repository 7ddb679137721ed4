import Boardy
import BoardyComponentKit
import BoardyModulePlugin

/// The accounts and sessions module's services as the original's `modX` namespace:
/// `mainboard.serviceMap.modAuth.ioSignIn`.
///
/// Each property names the `Motherboard` accessor of the same name in AuthDataInterface.swift (the same id, types
/// and mainboard), so both spellings reach one destination.
public final class AuthDataServiceMap: ServiceMap {
    /// The destination of `Motherboard.ioRegister()`.
    public var ioRegister: SignInDestination { destination { $0.ioRegister() } }

    /// The destination of `Motherboard.ioSignIn()`.
    public var ioSignIn: SignInDestination { destination { $0.ioSignIn() } }

    /// The destination of `Motherboard.ioCurrentUser()`.
    public var ioCurrentUser: CurrentUserDestination { destination { $0.ioCurrentUser() } }

    /// The destination of `Motherboard.ioSignOut()`.
    public var ioSignOut: SignOutDestination { destination { $0.ioSignOut() } }

    /// The destination of `Motherboard.ioSignOutEverywhere()`.
    public var ioSignOutEverywhere: SignOutEverywhereDestination { destination { $0.ioSignOutEverywhere() } }

    /// The destination of `Motherboard.ioChangePassword()`.
    public var ioChangePassword: ChangePasswordDestination { destination { $0.ioChangePassword() } }

    /// The destination of `Motherboard.ioSessionToken()`.
    public var ioSessionToken: SessionTokenDestination { destination { $0.ioSessionToken() } }

    /// The destination of `Motherboard.ioResumeSession()`.
    public var ioResumeSession: ResumeSessionDestination { destination { $0.ioResumeSession() } }

    /// The destination of `Motherboard.ioAuthGate()`.
    public var ioAuthGate: AuthGateDestination { destination { $0.ioAuthGate() } }

    /// The destination of `Motherboard.ioStaffGate()`.
    public var ioStaffGate: StaffGateDestination { destination { $0.ioStaffGate() } }

    /// The destination of `Motherboard.ioSetRole()`.
    public var ioSetRole: SetRoleDestination { destination { $0.ioSetRole() } }

    /// The destination of `Motherboard.ioClaimIdempotencyKey()`.
    public var ioClaimIdempotencyKey: ClaimIdempotencyKeyDestination { destination { $0.ioClaimIdempotencyKey() } }

    /// The destination of `Motherboard.ioCompleteIdempotencyKey()`.
    public var ioCompleteIdempotencyKey: CompleteIdempotencyKeyDestination {
        destination { $0.ioCompleteIdempotencyKey() }
    }

    /// The destination of `Motherboard.ioReleaseIdempotencyKey()`.
    public var ioReleaseIdempotencyKey: ReleaseIdempotencyKeyDestination {
        destination { $0.ioReleaseIdempotencyKey() }
    }
}

extension ServiceMap {
    /// The accounts and sessions module's services.
    public var modAuth: AuthDataServiceMap { link() }
}
