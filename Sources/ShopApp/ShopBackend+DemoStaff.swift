import ShopSeeding

extension ShopBackend {
    /// What a front adds to its first-start note about the demo catalog: the staff account's name and password
    /// (``ShopSeeding/SeedOptions/staffUsername``, ``ShopSeeding/SeedOptions/staffPassword``), `staff account
    /// 'staff', password 'staff-password'`.
    public static var demoStaffAccountNotice: String {
        "staff account '\(SeedOptions.staffUsername)', password '\(SeedOptions.staffPassword)'"
    }
}
