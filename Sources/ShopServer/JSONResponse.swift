import HTTPTypes
import Hummingbird
import ShopJSON

/// Responses whose body is one JSON value (`application/json`).
enum JSONResponse {
    /// `status` with `value` as the body.
    static func make(_ status: HTTPResponse.Status, _ value: JSONValue, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        if headers.isEmpty {
            headers = jsonContentType
        } else {
            headers[.contentType] = "application/json"
        }
        return Response(
            status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: value.serializedBytes()))
        )
    }

    /// `Content-Type: application/json`, made once (a field set from text is checked byte by byte each time).
    private static let jsonContentType: HTTPFields = [.contentType: "application/json"]

    /// 200 with `value` as the body.
    static func ok(_ value: JSONValue) -> Response {
        make(.ok, value)
    }
}
