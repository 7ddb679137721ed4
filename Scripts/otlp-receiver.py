#!/usr/bin/env python3
"""A minimal OTLP/HTTP trace receiver for Scripts/check-otlp.sh, on loopback only.

`otlp-receiver.py serve DIR` listens on 127.0.0.1 (a free port, written to DIR/port), answers every
POST /v1/traces with 200 and an empty ExportTraceServiceResponse, and appends each request's spans to
DIR/spans.jsonl as JSON lines: {"traceId", "spanId", "parentSpanId", "name", "kind", "contentType"}.
It reads both encodings OTLP/HTTP allows: protobuf (the default) and JSON.

`otlp-receiver.py check DIR TRACE_ID NAME...` exits 0 when the spans of TRACE_ID include one span for
each NAME prefix, form one tree (every parent is in the trace, or is the caller's span) and 1 otherwise.
"""
import base64
import json
import os
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer


def varint(data, at):
    value, shift = 0, 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def fields(data):
    """Yields (number, wire type, value) for each field of a protobuf message."""
    at = 0
    while at < len(data):
        key, at = varint(data, at)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, at = varint(data, at)
        elif wire == 1:
            value, at = data[at:at + 8], at + 8
        elif wire == 2:
            length, at = varint(data, at)
            value, at = data[at:at + length], at + length
        elif wire == 5:
            value, at = data[at:at + 4], at + 4
        else:
            raise ValueError(f"unsupported wire type {wire}")
        yield number, wire, value


def protobuf_spans(body):
    """ExportTraceServiceRequest: resource_spans = 1 → scope_spans = 2 → spans = 2."""
    for number, _, resource_spans in fields(body):
        if number != 1:
            continue
        for number, _, scope_spans in fields(resource_spans):
            if number != 2:
                continue
            for number, _, span in fields(scope_spans):
                if number != 2:
                    continue
                record = {"traceId": "", "spanId": "", "parentSpanId": "", "name": "", "kind": 0}
                for field, _, value in fields(span):
                    if field == 1:
                        record["traceId"] = value.hex()
                    elif field == 2:
                        record["spanId"] = value.hex()
                    elif field == 4:
                        record["parentSpanId"] = value.hex()
                    elif field == 5:
                        record["name"] = value.decode("utf-8")
                    elif field == 6:
                        record["kind"] = value
                yield record


def json_id(value):
    """OTLP/JSON writes ids as hex; some encoders use base64: accept both."""
    if not value:
        return ""
    try:
        bytes.fromhex(value)
        return value.lower()
    except ValueError:
        return base64.b64decode(value).hex()


def json_spans(body):
    for resource in json.loads(body).get("resourceSpans", []):
        for scope in resource.get("scopeSpans", []):
            for span in scope.get("spans", []):
                yield {
                    "traceId": json_id(span.get("traceId")),
                    "spanId": json_id(span.get("spanId")),
                    "parentSpanId": json_id(span.get("parentSpanId")),
                    "name": span.get("name", ""),
                    "kind": span.get("kind", 0),
                }


def serve(directory):
    class Receiver(BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            content_type = self.headers.get("Content-Type", "")
            if self.path != "/v1/traces":
                self.send_response(404)
                self.end_headers()
                return
            spans = json_spans(body) if "json" in content_type else protobuf_spans(body)
            with open(os.path.join(directory, "spans.jsonl"), "a") as out:
                for span in spans:
                    span["contentType"] = content_type
                    out.write(json.dumps(span) + "\n")
            answer = b"{}" if "json" in content_type else b""
            self.send_response(200)
            self.send_header("Content-Type", content_type or "application/x-protobuf")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)

        def log_message(self, *_):
            pass

    server = HTTPServer(("127.0.0.1", 0), Receiver)
    with open(os.path.join(directory, "port.tmp"), "w") as out:
        out.write(str(server.server_address[1]))
    os.rename(os.path.join(directory, "port.tmp"), os.path.join(directory, "port"))
    server.serve_forever()


def check(directory, trace_id, names):
    path = os.path.join(directory, "spans.jsonl")
    spans = []
    if os.path.exists(path):
        with open(path) as lines:
            spans = [json.loads(line) for line in lines]
    mine = [span for span in spans if span["traceId"] == trace_id.lower()]
    print(f"otlp-receiver: {len(spans)} spans received, {len(mine)} in trace {trace_id}")
    for span in mine:
        print(f"  {span['spanId']} <- {span['parentSpanId'] or '-'}  {span['name']}")
    failures = [f"no span named '{name}…'" for name in names if not any(s["name"].startswith(name) for s in mine)]
    ids = {span["spanId"] for span in mine}
    roots = [span for span in mine if span["parentSpanId"] not in ids]
    if len(roots) != 1:
        failures.append(f"{len(roots)} spans without a parent in the trace (expected 1: the request)")
    for failure in failures:
        print(f"otlp-receiver: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "serve":
        serve(sys.argv[2])
    elif len(sys.argv) >= 4 and sys.argv[1] == "check":
        sys.exit(check(sys.argv[2], sys.argv[3], sys.argv[4:]))
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(64)
