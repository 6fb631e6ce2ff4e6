"""Served generation that stops a looping response: the request is streamed, each completed line is checked with
``dellabels.traces.loops``, and once the response loops the stream is closed (llama.cpp's and vLLM's servers stop
decoding a request whose client went away) and the text up to the cut is the answer.

The answer is what the server would have sent up to that point: the rule cuts only after the ``REPEATS``-th copy of
a block, or ``PAST_STORY`` steps past the story the prompt tells (``story_length``) with no final answer yet, so a
final answer written before is kept (``bench/loop_share.py`` measured no response with an answer cut on the
committed runs). A response stopped so ends at the cut; ``stopped_for_repetition`` reads that back from the saved
text, so a resumed run (answers from lm-eval's cache) marks the same samples.
"""
from __future__ import annotations

import copy
import json
from typing import Any, Iterable, Optional

from dellabels.traces.loops import LoopWatch, loop_cut, story_length

STOPPED = "repetition"  # the finish reason, and the samples' ``stopped`` mark


def stopped_for_repetition(text: Optional[str], story_lines: Optional[int] = None) -> bool:
    """Whether ``text`` ends where the loop rule cuts (trailing spaces aside; ``story_lines``: its story's length,
    if known): a response stopped for looping. A looping response read to its end goes on after the cut; so does a
    transformers row whose last token ran past the line end, which is then not marked."""
    if not isinstance(text, str) or not text.strip():
        return False
    closed = text.rstrip() + "\n"
    cut = loop_cut(closed, story_lines=story_lines)
    return cut is not None and not closed[cut:].strip()


def event_text(line: bytes | str, chat: bool) -> tuple[Optional[str], bool]:
    """The text piece of one server-sent event line and whether the stream is done (``data: [DONE]``)."""
    if isinstance(line, bytes):
        line = line.decode("utf-8", errors="replace")
    line = line.strip()
    if not line.startswith("data:"):
        return None, False
    data = line[len("data:"):].strip()
    if data == "[DONE]":
        return None, True
    event = json.loads(data)
    choices = event.get("choices") or [{}]
    choice = choices[0]
    piece = (choice.get("delta") or {}).get("content") if chat else choice.get("text")
    return piece, bool(choice.get("finish_reason"))


def as_output(text: str, finish: Optional[str], chat: bool) -> dict:
    """The streamed answer in the shape of a non-streamed reply (what lm-eval's ``parse_generations`` reads)."""
    choice: dict[str, Any] = {"index": 0, "finish_reason": finish}
    if chat:
        choice["message"] = {"role": "assistant", "content": text}
    else:
        choice["text"] = text
    return {"choices": [choice]}


class StreamReader:
    """One stream's events read line by line: the text so far, cut where it loops, and its finish reason."""

    def __init__(self, chat: bool, story_lines: Optional[int] = None) -> None:
        self.chat, self.watch, self.finish = chat, LoopWatch(story_lines=story_lines), None

    def feed(self, line: bytes | str) -> bool:
        """Read one event line; True once the stream is over (done, or cut for looping)."""
        piece, done = event_text(line, self.chat)
        if piece and self.watch.feed(piece) is not None:
            self.finish = STOPPED
            return True
        if done:
            self.finish = self.finish or "stop"
        return done

    def result(self) -> tuple[str, Optional[str]]:
        text = self.watch.text if self.watch.cut is None else self.watch.text[:self.watch.cut]
        return text, self.finish


def read_stream(lines: Iterable[bytes | str], chat: bool, story_lines: Optional[int] = None) -> tuple[str, Optional[str]]:
    """The text of a stream of events, cut where it loops, and its finish reason (``STOPPED`` for a loop)."""
    reader = StreamReader(chat, story_lines)
    for line in lines:
        if reader.feed(line):
            break
    return reader.result()


class LoopStop:
    """Mixed into an lm-eval API model (``local-completions``, ``local-chat-completions``): generation requests are
    streamed and stopped when the response loops (``stop_loops=False`` in model_args turns it off)."""

    _chat = False  # the chat-completions API: pieces in ``delta.content``, the answer in ``message.content``

    def __init__(self, *args, stop_loops: bool | str = True, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.stop_loops = str(stop_loops).lower() not in ("false", "0", "no")

    def _payload(self, messages, gen_kwargs, **kwargs) -> dict:
        payload = self._create_payload(self.create_message(messages), generate=True,
                                       gen_kwargs=copy.deepcopy(gen_kwargs), seed=self._seed, eos=self.eos_string,
                                       **kwargs)
        payload["stream"] = True
        return payload

    def _story(self, messages) -> Optional[int]:
        """The length of the story the request's prompt tells (None if it tells none): the loop rule's limit."""
        return story_length(self.create_message(messages))

    def model_call(self, messages, *, generate: bool = True, gen_kwargs: dict | None = None, **kwargs):
        if not (generate and self.stop_loops):
            return super().model_call(messages, generate=generate, gen_kwargs=gen_kwargs, **kwargs)
        import requests

        with requests.post(self.base_url, json=self._payload(messages, gen_kwargs, **kwargs), headers=self.header,
                           verify=self.verify_certificate, timeout=self.timeout, stream=True) as response:
            response.raise_for_status()
            if not _streams(response.headers):
                return response.json()  # a server that does not stream: its reply as it is
            text, finish = read_stream(response.iter_lines(), self._chat, self._story(messages))
        return as_output(text, finish, self._chat)

    async def amodel_call(self, session, sem, messages, *, generate: bool = True, cache_keys=None, ctxlens=None,
                          gen_kwargs: dict | None = None, **kwargs):
        if not (generate and self.stop_loops):
            return await super().amodel_call(session, sem, messages, generate=generate, cache_keys=cache_keys,
                                             ctxlens=ctxlens, gen_kwargs=gen_kwargs, **kwargs)
        payload = self._payload(messages, gen_kwargs, **kwargs)
        acquired = await sem.acquire()
        try:
            async with session.post(self.base_url, json=payload, headers=self.header) as response:
                response.raise_for_status()
                if _streams(response.headers):
                    reader = StreamReader(self._chat, self._story(messages))
                    async for line in response.content:
                        if reader.feed(line):
                            break
                    outputs = as_output(*reader.result(), self._chat)
                    response.close()  # a cut stream: the server stops decoding it
                else:
                    outputs = await response.json()  # a server that does not stream
        finally:
            if acquired:
                sem.release()
        answers = [a for a in self.parse_generations(outputs=outputs)]
        if cache_keys:
            for answer, key in zip(answers, cache_keys):
                self.cache_hook.add_partial("generate_until", key, answer)
        return answers


def _streams(headers) -> bool:
    return "event-stream" in (headers.get("Content-Type") or "")

