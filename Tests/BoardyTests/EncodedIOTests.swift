import Boardy
import Foundation
import Testing

/// A value two modules agree on only through its JSON shape.
private struct Parcel: Codable, Equatable {
    let sku: String
    let quantity: Int
}

/// A board that sends its input back as encoded JSON.
private final class EncodingBoard<Value: Encodable>: Board, GuaranteedBoard, GuaranteedOutputSendingBoard {
    typealias InputType = Value
    typealias OutputType = Value

    func activate(withGuaranteedInput input: Value) {
        sendEncodedOutput(input)
    }
}

/// An output no JSON encoder accepts.
private struct Unencodable: Encodable {
    func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "never encodable"))
    }
}

@Suite("Encoded I/O")
@MainActor
struct EncodedIOTests {
    @Test("sendEncodedOutput sends JSON data that a Decodable board on another id decodes")
    func encodedRoundTrip() throws {
        let receiver = RecordingBoard<Parcel>("receiver")
        let motherboard = Motherboard { _ in
            EncodingBoard<Parcel>(identifier: "sender")
            receiver
        }
        var sent: [Data] = []
        motherboard.registerFlow(matchedIdentifiers: ["sender"], outputType: Data.self) { data in
            sent.append(data)
            motherboard.activateBoard("receiver", withOption: data)
        }
        motherboard.activateBoard("sender", withOption: Parcel(sku: "A-1", quantity: 2))
        #expect(sent.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: sent[0]) as? [String: Any])
        #expect(object["sku"] as? String == "A-1")
        #expect(receiver.inputs == [Parcel(sku: "A-1", quantity: 2)])
    }

    @Test("a Decodable input accepts a JSON object and a JSON array")
    func decodesJSONObjects() {
        let single = RecordingBoard<Parcel>("single")
        let many = RecordingBoard<[Parcel]>("many")
        let motherboard = Motherboard(boards: [single, many])
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        motherboard.activateBoard("single", withOption: ["sku": "B-2", "quantity": 5] as [String: Any])
        motherboard.activateBoard("many", withOption: [["sku": "C", "quantity": 1]] as [Any])
        #expect(single.inputs == [Parcel(sku: "B-2", quantity: 5)])
        #expect(many.inputs == [[Parcel(sku: "C", quantity: 1)]])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test("a typed value of the input type is cast, not decoded, and Data stays Data for a Data board")
    func plainCastWins() {
        let parcels = RecordingBoard<Parcel>("parcels")
        let raw = RecordingBoard<Data>("raw")
        let motherboard = Motherboard(boards: [parcels, raw])
        motherboard.activateBoard("parcels", withOption: Parcel(sku: "D", quantity: 1))
        motherboard.activateBoard("raw", withOption: Data("not json".utf8))
        #expect(parcels.inputs == [Parcel(sku: "D", quantity: 1)])
        #expect(raw.inputs == [Data("not json".utf8)])
    }

    @Test("JSON with a missing key is a decoding diagnostic naming the key, and the board is not activated")
    func missingKeyIsDiagnostic() throws {
        let board = RecordingBoard<Parcel>("parcel")
        let motherboard = Motherboard(boards: [board])
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        motherboard.activateBoard("parcel", withOption: Data(#"{"sku":"E"}"#.utf8))
        #expect(board.inputs.isEmpty)
        let diagnostic = try #require(recorder.diagnostics.first)
        #expect(recorder.diagnostics.count == 1)
        guard case let .inputDecodingFailed(id, expected, reason) = diagnostic else {
            Issue.record("expected a decoding failure, got \(diagnostic)")
            return
        }
        #expect(id == "parcel")
        #expect(expected.hasSuffix("Parcel"))
        #expect(reason.contains("quantity"))
    }

    @Test("malformed bytes and a wrongly typed field are decoding diagnostics, never a crash")
    func malformedData() {
        let board = RecordingBoard<Parcel>("parcel")
        let motherboard = Motherboard(boards: [board])
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        motherboard.activateBoard("parcel", withOption: Data([0xFF, 0x00, 0x7B]))
        motherboard.activateBoard("parcel", withOption: ["sku": "F", "quantity": "many"] as [String: Any])
        motherboard.activateBoard("parcel", withOption: Data())
        #expect(board.inputs.isEmpty)
        #expect(recorder.diagnostics.count == 3)
        for diagnostic in recorder.diagnostics {
            guard case .inputDecodingFailed = diagnostic else {
                Issue.record("expected a decoding failure, got \(diagnostic)")
                continue
            }
        }
        #expect(recorder.diagnostics[1].description.contains("type mismatch"))
    }

    @Test("an option that is neither JSON nor the input type is still a type mismatch")
    func nonJSONOptionIsTypeMismatch() {
        let board = RecordingBoard<Parcel>("parcel")
        let motherboard = Motherboard(boards: [board])
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        motherboard.activateBoard("parcel", withOption: 42)
        #expect(
            recorder.diagnostics == [
                .inputTypeMismatch(board: "parcel", expected: String(reflecting: Parcel.self), received: "Swift.Int")
            ])
    }

    @Test("a board whose input is not Decodable never decodes JSON data")
    func nonDecodableInput() {
        let board = RecordingBoard<[String: Any]>("dictionary")
        let motherboard = Motherboard(boards: [board])
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        motherboard.activateBoard("dictionary", withOption: Data("{}".utf8))
        #expect(board.inputs.isEmpty)
        guard case .inputTypeMismatch? = recorder.diagnostics.first else {
            Issue.record("expected a type mismatch, got \(recorder.diagnostics)")
            return
        }
    }

    @Test("an output that cannot be encoded is reported and not sent")
    func encodingFailure() {
        let board = EncodingBoard<Unencodable>(identifier: "broken")
        let motherboard = Motherboard(boards: [board])
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        var outputs = 0
        motherboard.registerGeneralFlow(outputType: Any.self) { _ in outputs += 1 }
        motherboard.activateBoard("broken", withOption: Unencodable())
        #expect(outputs == 0)
        guard case let .outputEncodingFailed(id, reason)? = recorder.diagnostics.first else {
            Issue.record("expected an encoding failure, got \(recorder.diagnostics)")
            return
        }
        #expect(id == "broken")
        #expect(reason.contains("never encodable"))
    }

    @Test("decodeJSON answers nil for non-Decodable types and non-JSON options")
    func decodeJSONApplicability() throws {
        #expect(BoardOption.decodeJSON(Data("{}".utf8), as: [String: Any].self) == nil)
        #expect(BoardOption.decodeJSON("text", as: Parcel.self) == nil)
        #expect(BoardOption.decodeJSON(nil, as: Parcel.self) == nil)
        #expect(try BoardOption.decodeJSON(Data("[1,2]".utf8), as: [Int].self)?.get() == [1, 2])
    }
}
