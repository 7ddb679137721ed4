import ShopJSON

extension JSONValue {
    /// The object's members, or `nil` for any other value.
    var objectValue: JSONObject? {
        if case let .object(object) = self { return object }
        return nil
    }
}
