import ShopTerminal
import Testing

@Suite("JSONValue and JSONLineWriter")
struct JSONValueTests {
    @Test("scalars serialise compactly")
    func scalars() {
        #expect(JSONValue.null.serialized() == "null")
        #expect(JSONValue.bool(true).serialized() == "true")
        #expect(JSONValue.bool(false).serialized() == "false")
        #expect(JSONValue.int(-42).serialized() == "-42")
        #expect(JSONValue.int(.max).serialized() == "9223372036854775807")
        #expect(JSONValue.int(.min).serialized() == "-9223372036854775808")
        #expect(JSONValue("hi").serialized() == #""hi""#)
        #expect(JSONValue(nil as String?).serialized() == "null")
        #expect(JSONValue(7).serialized() == "7")
    }

    @Test("objects keep insertion order, nested and repeated keys included")
    func orderedObjects() {
        let value: JSONValue = [
            "ok": true,
            "result": ["zeta": 1, "alpha": [1, "two", nil], "mid": [:]],
            "error": nil,
        ]
        #expect(value.serialized() == #"{"ok":true,"result":{"zeta":1,"alpha":[1,"two",null],"mid":{}},"error":null}"#)

        var object = JSONObject()
        object["b"] = 1
        object["a"] = 2
        object["b"] = 3
        #expect(object.keys == ["b", "a"])
        #expect(object["b"] == 3)
        object["b"] = nil
        #expect(JSONValue.object(object).serialized() == #"{"a":2}"#)
        #expect(JSONObject([("x", 1), ("y", 2), ("x", 9)]).members.map(\.key) == ["x", "y"])
        #expect(JSONValue.array([]).serialized() == "[]")
    }

    @Test("strings escape quotes, backslashes and control characters")
    func escaping() {
        #expect(JSONValue.string(#"say "hi" \ bye"#).serialized() == #""say \"hi\" \\ bye""#)
        #expect(JSONValue.string("a\nb\rc\td\u{08}e\u{0C}f").serialized() == #""a\nb\rc\td\be\ff""#)
        #expect(
            JSONValue.string("\0\u{01}\u{1B}\u{1F}\u{7F}\u{9B}").serialized()
                == #""\u0000\u0001\u001b\u001f\u007f\u009b""#)
        #expect(JSONValue.string("x\u{2028}y\u{2029}z").serialized() == #""x\u2028y\u2029z""#)
        #expect(JSONValue.object(["ke\"y\n": "v"]).serialized() == #"{"ke\"y\n":"v"}"#)
    }

    @Test("a lone character that needs escaping is found in any position; its byte neighbours are written as they are")
    func escapeDetection() {
        for (text, expected) in [
            ("\u{85}", #""\u0085""#), ("a\u{9F}", #""a\u009f""#), ("\u{2029}z", #""\u2029z""#),
            ("\u{2028}", #""\u2028""#), ("plain\u{7F}", #""plain\u007f""#),
        ] {
            #expect(JSONValue.string(text).serialized() == expected)
        }
        for text in ["\u{A0}", "\u{2027}", "\u{202A}", "\u{2128}", "\u{C2}", "€ ¢ ©", ""] {
            #expect(JSONValue.string(text).serialized() == "\"" + text + "\"")
        }
    }

    @Test("other unicode is written literally as UTF-8")
    func unicode() {
        #expect(JSONValue.string("café 中文 👨‍👩‍👧 e\u{301} /").serialized() == "\"café 中文 👨‍👩‍👧 e\u{301} /\"")
    }

    @Test("the line writer emits one document per line to its sink")
    func lineWriter() {
        let lines = Collected()
        let writer = JSONLineWriter { lines.append($0) }
        writer.write(["ok": true, "result": ["count": 2]])
        writer.write("multi\nline")
        #expect(lines.values == ["{\"ok\":true,\"result\":{\"count\":2}}\n", "\"multi\\nline\"\n"])
        #expect(JSONLineWriter.line(for: [1, 2]) == "[1,2]\n")
    }
}
