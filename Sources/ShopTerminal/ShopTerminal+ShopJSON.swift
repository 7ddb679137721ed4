// `JSONValue` and `JSONObject` live in ShopJSON so the front-neutral ShopOperations can build `--json` results
// without the terminal; re-exporting keeps `import ShopTerminal` enough for `JSONLineWriter`'s users.
@_exported import ShopJSON
