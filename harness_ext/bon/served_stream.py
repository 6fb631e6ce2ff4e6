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


def event_parts(line: bytes | str, chat: bool) -> tuple[int, Optional[str], bool, bool]:
    """One server-sent event line read: the index of its choice (a request for ``n`` completions streams them
    interleaved), its text piece, whether that choice finished, and whether the stream is done (``data: [DONE]``)."""
    if isinstance(line, bytes):
        line = line.decode("utf-8", errors="replace")
    line = line.strip()
    if not line.startswith("data:"):
        return 0, None, False, False
    data = line[len("data:"):].strip()
    if data == "[DONE]":
        return 0, None, True, True
    event = json.loads(data)
    choices = event.get("choices") or [{}]
    choice = choices[0]
    piece = (choice.get("delta") or {}).get("content") if chat else choice.get("text")
    return int(choice.get("index") or 0), piece, bool(choice.get("finish_reason")), False


def event_text(line: bytes | str, chat: bool) -> tuple[Optional[str], bool]:
    """The text piece of one server-sent event line and whether its choice (or the stream) is done."""
    _, piece, finished, done = event_parts(line, chat)
    return piece, finished or done


def as_outputs(answers: list[tuple[str, Optional[str]]], chat: bool) -> dict:
    """Streamed answers (choice 0, 1, ...) in the shape of one non-streamed reply with that many choices."""
    choices = []
    for index, (text, finish) in enumerate(answers):
        choice: dict[str, Any] = {"index": index, "finish_reason": finish}
        if chat:
            choice["message"] = {"role": "assistant", "content": text}
        else:
            choice["text"] = text
        choices.append(choice)
    return {"choices": choices}


class StreamReader:
    """One stream's events read line by line: the text of each of its ``n`` choices so far, each cut where it
    loops, and their finish reasons. The stream is over once every choice finished or was cut: a cut choice's
    tokens after the cut are not read, and closing the stream then stops the server's decoding."""

    def __init__(self, chat: bool, story_lines: Optional[int] = None, n: int = 1) -> None:
        self.chat = chat
        self.watches = [LoopWatch(story_lines=story_lines) for _ in range(max(1, n))]
        self.finishes: list[Optional[str]] = [None] * max(1, n)

    def feed(self, line: bytes | str) -> bool:
        """Read one event line; True once the stream is over (done, or every choice finished or cut)."""
        index, piece, finished, done = event_parts(line, self.chat)
        if done:
            self.finishes = [f or "stop" for f in self.finishes]
            return True
        if not 0 <= index < len(self.watches) or self.finishes[index] is not None:
            return False
        if piece and self.watches[index].feed(piece) is not None:
            self.finishes[index] = STOPPED
        elif finished:
            self.finishes[index] = "stop"
        return all(f is not None for f in self.finishes)

    @property
    def finish(self) -> Optional[str]:
        return self.finishes[0]

    def results(self) -> list[tuple[str, Optional[str]]]:
        """Each choice's text (up to its cut) and finish reason, in choice order."""
        return [(w.text if w.cut is None else w.text[:w.cut], f) for w, f in zip(self.watches, self.finishes)]

    def result(self) -> tuple[str, Optional[str]]:
        return self.results()[0]


def read_stream(lines: Iterable[bytes | str], chat: bool, story_lines: Optional[int] = None) -> tuple[str, Optional[str]]:
    """The text of a stream of events, cut where it loops, and its finish reason (``STOPPED`` for a loop)."""
    return read_streams(lines, chat, story_lines)[0]


def read_streams(lines: Iterable[bytes | str], chat: bool, story_lines: Optional[int] = None,
                 n: int = 1) -> list[tuple[str, Optional[str]]]:
    """The texts of the ``n`` choices of a stream of events, each cut where it loops, with their finish reasons."""
    reader = StreamReader(chat, story_lines, n)
    for line in lines:
        if reader.feed(line):
            break
    return reader.results()


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
            answers = read_streams(response.iter_lines(), self._chat, self._story(messages), _choices(gen_kwargs))
        return as_outputs(answers, self._chat)

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
                    reader = StreamReader(self._chat, self._story(messages), _choices(gen_kwargs))
                    async for line in response.content:
                        if reader.feed(line):
                            break
                    outputs = as_outputs(reader.results(), self._chat)
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


def _choices(gen_kwargs: Optional[dict]) -> int:
    """How many completions the request asks for (``n``: a Best-of-N question's samples in one request)."""
    return max(1, int((gen_kwargs or {}).get("n") or 1))


def _streams(headers) -> bool:
    return "event-stream" in (headers.get("Content-Type") or "")

