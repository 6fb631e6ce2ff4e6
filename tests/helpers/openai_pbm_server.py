"""A stand-in OpenAI-compatible completions server for a PBM folder (the served-backend tests): what ``vllm serve``
answers to ``max_tokens=1, logprobs=k`` on token-id prompts, computed with transformers in a thread of the test.

``/v1/models`` lists the one served name; ``/v1/completions`` returns, per prompt, the top-k log-probabilities of the
next token keyed by its text (the first of equal texts kept, as a server's dict would). Counts the prompts it was
sent (``prompts``).
"""
from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class PBMServer:
    def __init__(self, model_dir: str, name: str) -> None:
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        self.torch, self.name, self.prompts = torch, name, 0
        self.model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=torch.float32).eval()
        self.tokenizer = AutoTokenizer.from_pretrained(model_dir)
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def _send(self, payload: dict, code: int = 200) -> None:
                body = json.dumps(payload).encode()
                self.send_response(code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self) -> None:
                self._send({"object": "list", "data": [{"id": server.name, "object": "model", "created": 0,
                                                        "owned_by": "test"}]})

            def do_POST(self) -> None:
                request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                if request.get("model") != server.name:
                    self._send({"error": {"message": f"model {request.get('model')} not served"}}, 404)
                    return
                prompts = request["prompt"]
                prompts = [prompts] if prompts and isinstance(prompts[0], int) else prompts
                choices = [server.choice(i, ids, int(request.get("logprobs") or 1)) for i, ids in enumerate(prompts)]
                server.prompts += len(prompts)
                self._send({"id": "cmpl-test", "object": "text_completion", "created": 0, "model": server.name,
                            "choices": choices, "usage": {"prompt_tokens": sum(map(len, prompts)),
                                                          "completion_tokens": len(prompts),
                                                          "total_tokens": sum(map(len, prompts)) + len(prompts)}})

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.http.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.http.serve_forever, daemon=True)

    def choice(self, index: int, ids: list[int], k: int) -> dict:
        with self.torch.no_grad():
            logits = self.model(self.torch.tensor([ids])).logits[0, -1].float()
        logprobs = self.torch.log_softmax(logits, dim=-1)
        values, token_ids = logprobs.topk(min(k, logprobs.numel()))
        top: dict[str, float] = {}
        for value, token in zip(values.tolist(), token_ids.tolist()):
            top.setdefault(self.tokenizer.decode([token]), value)
        first = self.tokenizer.decode([token_ids[0].item()])
        return {"index": index, "text": first, "finish_reason": "length",
                "logprobs": {"tokens": [first], "token_logprobs": [values[0].item()], "top_logprobs": [top],
                             "text_offset": [0]}}

    def __enter__(self) -> "PBMServer":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.http.shutdown()
        self.http.server_close()
