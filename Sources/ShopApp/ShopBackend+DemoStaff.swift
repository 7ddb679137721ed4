import ShopSeeding

extension ShopBackend {
    /// What a front adds to its first-start note about the demo catalog: the demo accounts and their passwords,
    /// `customers 'user0001' … 'user0003' with passwords 'password-0001' … 'password-0003'; staff account 'staff',
    /// password 'staff-password'` (from ``ShopSeeding/SeedOptions/demo`` and ``ShopSeeding/SeedOptions/staffUsername``).
    public static var demoStaffAccountNotice: String {
        let count = SeedOptions.demo.users
        let customers =
            count == 0
            ? ""
            : "customers 'user0001' … '\(demoUser(count))' with passwords 'password-0001' … "
                + "'\(demoPassword(count))'; "
        return customers + "staff account '\(SeedOptions.staffUsername)', password '\(SeedOptions.staffPassword)'"
    }

    /// The demo customer `n`'s name, `user0003`.
    private static func demoUser(_ n: Int) -> String { "user" + fourDigits(n) }

    /// The demo customer `n`'s password, `password-0003`.
    private static func demoPassword(_ n: Int) -> String { "password-" + fourDigits(n) }

    /// `n` with leading zeros to four digits.
    private static func fourDigits(_ n: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
