import Foundation

extension GuaranteedOutputSendingBoard where OutputType: Encodable {
    /// Encodes the output as JSON and sends the `Data` (seed 004's "encoded to Data" between modules).
    ///
    /// A board whose input type is `Decodable` accepts that data as its input (see
    /// ``BoardOption/decodeJSON(_:as:)``). A value that cannot be encoded is not sent: it is reported as
    /// ``BoardDiagnostic/outputEncodingFailed(board:reason:)``.
    public func sendEncodedOutput(_ output: OutputType) {
        let data: Data
        do {
            data = try JSONEncoder().encode(output)
        } catch {
            reportDiagnostic(.outputEncodingFailed(board: identifier, reason: String(describing: error)))
            return
        }
        sendToMotherboard(.output(data))
    }
}
