"""A stand-in OpenAI-compatible chat server for the LLM-judge tests: lists one model, answers each chat request
for it with ``reply(prompt)``, or fails the way real servers do (``mode``: "500", "html", "no_choices").
``any_name`` answers a request for any name, as llama.cpp's ``llama-server`` does; ``meta`` is what its model
listing reports of the model (llama-server's ``meta``: parameters, size)."""
from __future__ import annotations

import json
import threading
from http.server import ThreadingHTTPServer
from typing import Callable

from helpers.openai_pbm_server import JSONHandler


class JudgeServer:
    def __init__(self, name: str, reply: Callable[[str], str], mode: str = "ok", any_name: bool = False,
                 meta: "dict | None" = None) -> None:
        self.name, self.reply, self.mode, self.requests = name, reply, mode, []
        self.any_name, self.meta = any_name, meta
        self.context = 10**9  # mode "context": a prompt longer than this many characters is refused with HTTP 400
        server = self

        class Handler(JSONHandler):
            def do_GET(self) -> None:
                entry = {"id": server.name, "object": "model", "created": len(server.requests), "owned_by": "test"}
                self._send({"object": "list", "data": [{**entry, **({"meta": server.meta} if server.meta else {})}]})

            def do_POST(self) -> None:
                request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append(request)
                if request.get("model") != server.name and not server.any_name:
                    self._send({"error": {"message": f"model {request.get('model')} not served"}}, 404)
                elif server.mode == "context" and len(request["messages"][0]["content"]) > server.context:
                    self._send({"error": {"code": 400, "message": "request (10798 tokens) exceeds the available "
                                          "context size (4096 tokens), try increasing it"}}, 400)
                elif server.mode == "500":
                    self._send({"error": {"message": "boom"}}, 500)
                elif server.mode == "html":
                    self._raw(b"<html><body>proxy error</body></html>", 200, "text/html")
                else:
                    prompt = request["messages"][0]["content"]
                    choices = [] if server.mode == "no_choices" else [
                        {"index": 0, "message": {"role": "assistant", "content": server.reply(prompt)},
                         "finish_reason": "stop"}]
                    self._send({"id": "chat-test", "object": "chat.completion", "created": 0, "model": server.name,
                                "choices": choices})

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.http.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.http.serve_forever, daemon=True)

    def __enter__(self) -> "JudgeServer":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.http.shutdown()
        self.http.server_close()
