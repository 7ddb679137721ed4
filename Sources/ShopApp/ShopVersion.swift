/// The shop's version: `shop-cli --version` prints it. This is the one place it is defined.
public enum ShopVersion {
    /// The version string, `MAJOR.MINOR.PATCH`.
    public static let current = "0.19.0"
}
