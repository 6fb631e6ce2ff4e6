"""Stand-in OpenAI-compatible servers in a thread of the test: what ``vllm serve`` answers, without vLLM.

``PBMServer`` serves a PBM folder: ``/v1/completions`` returns, per token-id prompt, the top-k log-probabilities of
the next token keyed by its text (the first of equal texts kept, as a server's dict would), computed with
transformers (the served-PBM tests). ``EchoServer`` answers each prompt with a text naming the request's seed (the
served-generation tests), streamed line by line when the request asks (``stream``); a request for ``n`` completions gets n, the k-th seeded with its seed + k, as llama.cpp's server does. Both list one model at ``/v1/models`` and count the prompts they were sent (``prompts``), keeping each request (``requests``); ``fail`` makes every POST (or those after ``fail_after`` prompts: a server that dies mid-run) an HTTP 500, an HTML page, cut JSON or a reply without choices.
"""
from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class JSONHandler(BaseHTTPRequestHandler):
    """A quiet handler that answers JSON (``_send``) or any body (``_raw``)."""

    def log_message(self, *args) -> None:
        pass

    def _send(self, payload: dict, code: int = 200) -> None:
        self._raw(json.dumps(payload).encode(), code)

    def _raw(self, body: bytes, code: int = 200, kind: str = "application/json") -> None:
        self.send_response(code)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def models(self, name: str) -> None:
        """``GET /v1/models``: the one model served."""
        self._send({"object": "list", "data": [{"id": name, "object": "model", "created": 0, "owned_by": "test"}]})


class StandIn:
    """A threaded JSON server: ``GET`` lists ``name``; ``POST`` answers ``self.complete(request)``."""

    def __init__(self, name: str) -> None:
        self.name, self.prompts, self.requests = name, 0, []
        self.streamed, self.closed_early, self.piece_delay = 0, 0, 0.0  # streamed requests: pieces sent, cut ones
        self.fail = ""  # "500", "html", "badjson" or "no_choices": POSTs fail that way (fault injection) ...
        self.fail_after: "int | None" = None  # ... once this many prompts were answered (None: from the first)
        server = self

        class Handler(JSONHandler):
            def do_GET(self) -> None:
                self.models(server.name)

            def _stream(self, texts: list) -> None:
                """Server-sent events, one line of a choice each, the choices' lines interleaved (as llama.cpp's
                server streams a request for n completions); a client that goes away ends it (``closed_early``
                counts those)."""
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Connection", "close")
                self.end_headers()
                lines = [[{"index": i, "text": line, "finish_reason": None} for line in text.splitlines(True)]
                         + [{"index": i, "text": "", "finish_reason": "stop"}] for i, text in enumerate(texts)]
                pieces = [row[k] for k in range(max(map(len, lines))) for row in lines if k < len(row)]
                try:
                    for piece in pieces:
                        self.wfile.write(f"data: {json.dumps({'choices': [piece]})}\n\n".encode())
                        self.wfile.flush()
                        server.streamed += 1
                        time.sleep(server.piece_delay)
                    self.wfile.write(b"data: [DONE]\n\n")
                    self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):
                    server.closed_early += 1

            def do_POST(self) -> None:
                request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                failing = server.fail if server.fail_after is None or server.prompts >= server.fail_after else ""
                if failing == "badjson":
                    self._raw(b'{"choices": [{"text": "unfinished')
                    return
                if failing == "no_choices":
                    self._send({"id": "cmpl-test", "object": "text_completion", "created": 0, "model": server.name,
                                "choices": []})
                    return
                if failing == "500":
                    self._send({"error": {"message": "internal error"}}, 500)
                    return
                if failing == "html":
                    self._raw(b"<html><body>502 Bad Gateway</body></html>", kind="text/html")
                    return
                if request.get("model") != server.name:
                    self._send({"error": {"message": f"model {request.get('model')} not served"}}, 404)
                    return
                server.requests.append(request)
                prompts = request["prompt"]
                prompts = [prompts] if isinstance(prompts, str) or (prompts and isinstance(prompts[0], int)) else prompts
                server.prompts += len(prompts)
                # n completions of each prompt, the k-th seeded with the request's seed + k (llama.cpp's server)
                n, seed = int(request.get("n") or 1), request.get("seed")
                choices = [server.choice(i * n + k, prompt, {**request, "seed": seed + k} if k else request)
                           for i, prompt in enumerate(prompts) for k in range(n)]
                if request.get("stream"):
                    self._stream([c["text"] for c in choices])
                    return
                self._send({"id": "cmpl-test", "object": "text_completion", "created": 0, "model": server.name,
                            "choices": choices, "usage": {"prompt_tokens": 1, "completion_tokens": len(prompts),
                                                          "total_tokens": 1 + len(prompts)}})

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.http.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.http.serve_forever, daemon=True)

    def choice(self, index: int, prompt, request: dict) -> dict:
        raise NotImplementedError

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.http.shutdown()
        self.http.server_close()


class PBMServer(StandIn):
    def __init__(self, model_dir: str, name: str) -> None:
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        super().__init__(name)
        self.torch = torch
        self.model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=torch.float32).eval()
        self.tokenizer = AutoTokenizer.from_pretrained(model_dir)

    def choice(self, index: int, ids, request: dict) -> dict:
        with self.torch.no_grad():
            logits = self.model(self.torch.tensor([ids])).logits[0, -1].float()
        logprobs = self.torch.log_softmax(logits, dim=-1)
        values, token_ids = logprobs.topk(min(int(request.get("logprobs") or 1), logprobs.numel()))
        top: dict[str, float] = {}
        for value, token in zip(values.tolist(), token_ids.tolist()):
            top.setdefault(self.tokenizer.decode([token]), value)
        first = self.tokenizer.decode([token_ids[0].item()])
        return {"index": index, "text": first, "finish_reason": "length",
                "logprobs": {"tokens": [first], "token_logprobs": [values[0].item()], "top_logprobs": [top],
                             "text_offset": [0]}}


class EchoServer(StandIn):
    """``delay``: seconds each answer takes; ``most_at_once``: the most requests it was answering at one time."""

    def __init__(self, name: str = "echo", delay: float = 0.0) -> None:
        super().__init__(name)
        self.delay, self.at_once, self.most_at_once = delay, 0, 0
        self.lock = threading.Lock()

    def choice(self, index: int, prompt, request: dict) -> dict:
        import time

        with self.lock:
            self.at_once += 1
            self.most_at_once = max(self.most_at_once, self.at_once)
        time.sleep(self.delay)
        with self.lock:
            self.at_once -= 1
        text = "Step 1: thinking (seed {seed}).\nFinal Answer: [{seed}_box]".format(seed=request.get("seed"))
        return {"index": index, "text": text, "finish_reason": "stop", "logprobs": None}
