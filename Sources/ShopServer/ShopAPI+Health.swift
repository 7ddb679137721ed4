import HTTPTypes
import Hummingbird
import ShopApp
import ShopJSON

extension ShopAPI {
    /// `GET /health/live` (and `/health`): the process answers. Never touches the database.
    ///
    /// `{"status":"ok","version":"…","checks":{"process":{"status":"ok"}}}`, 200.
    static func liveness() -> Response {
        let checks: JSONObject = ["process": .object(["status": "ok"])]
        return JSONResponse.make(
            .ok, .object(["status": "ok", "version": JSONValue(ShopVersion.current), "checks": .object(checks)]),
            headers: [.cacheControl: "no-store"])
    }

    /// `GET /health/ready`: 200 with `"status":"ok"` when every check of `readiness` passed, else 503 with
    /// `"status":"unavailable"`; each check (`database`, `schema`) with its `status` and, when failing, `error`.
    static func readiness(_ readiness: ShopReadiness) -> Response {
        var checks: JSONObject = [:]
        for check in readiness.checks {
            var object: JSONObject = ["status": check.isPassing ? "ok" : "unavailable"]
            if let error = check.error { object["error"] = JSONValue(error) }
            checks[check.name] = .object(object)
        }
        let body: JSONObject = [
            "status": readiness.isReady ? "ok" : "unavailable",
            "version": JSONValue(ShopVersion.current),
            "checks": .object(checks),
        ]
        return JSONResponse.make(
            readiness.isReady ? .ok : .serviceUnavailable, .object(body), headers: [.cacheControl: "no-store"])
    }
}
