"""What one lm-eval sample record says: its request's prompt, and whether two records name the same doc."""
from __future__ import annotations

import json
from typing import Optional


def request_prompt(record: dict) -> Optional[str]:
    """The request's prompt text: lm-eval's ``arg_0``; a chat request (``local-chat-completions``, or
    ``--apply_chat_template`` through an API model) logs ``[json of the messages]``: their contents, joined."""
    args = record.get("arguments")
    first = next(iter(args.values()), None) if isinstance(args, dict) else None
    prompt = first.get("arg_0") if isinstance(first, dict) else None
    if isinstance(prompt, list) and prompt and all(isinstance(p, str) for p in prompt):
        return "\n".join(_chat_text(part) for part in prompt)
    return prompt if isinstance(prompt, str) else None


def _chat_text(part: str) -> str:
    try:
        messages = json.loads(part)
    except ValueError:
        return part
    if isinstance(messages, list) and all(isinstance(m, dict) and isinstance(m.get("content"), str) for m in messages):
        return "\n".join(m["content"] for m in messages)
    return part


def same_doc(first: dict, second: dict) -> bool:
    """Equal docs, a NaN equal to itself (compared as JSON text)."""
    return first == second or json.dumps(first, sort_keys=True) == json.dumps(second, sort_keys=True)


def other_doc(first: dict, second: dict) -> str:
    """The fields two docs differ in, with the values (clipped)."""
    fields = [f for f in sorted({*first, *second}) if first.get(f) != second.get(f)]
    return "; ".join(f"{f!r}: {str(first.get(f))[:40]!r} vs {str(second.get(f))[:40]!r}" for f in fields[:3])
