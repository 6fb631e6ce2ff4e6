"""Agreement of ToMi's golds with the DEL engine, per question type and story type, every miss explained.

Causes of a disagreement, checked on the story in this order (the first that fits):

* ``unshared_entry``: the gold is one chain agent's own belief, formed when it
  entered the object's room while the other agent of the chain was not there
  to see it (the second-order false-belief stories: the mover left, the other
  agent came back and saw the new place). ToMi's gold credits the absent agent
  with that sighting.
* ``third_agent_entry``: the gold is the object's real location, a third agent
  entered the object's room somewhere in the story, and the chain never saw the
  object there together. ToMi's generator gives the agents' second-order
  beliefs the final location at such an entry (it computes that entry after
  the whole story is built).
* ``sub_chain``, ``stale``, ``never_witnessed``, ``gold_never_held``: the
  general diagnoses of ``dellabels.hitom.audit``, for anything else.
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable, Optional

from dellabels.hitom.grammar import Enter, Move, Place, StoryParseError
from dellabels.hitom.world import HiToMStory
from dellabels.tomi.data import ToMiItem
from dellabels.tomi.world import ToMiStory


def question_class(question_type: str) -> str:
    """ToMi's question type without the agent index: first_order_1_tom -> first_order_tom."""
    parts = question_type.split("_")
    if len(parts) >= 4 and parts[1] == "order":
        return "_".join(parts[:2] + parts[3:])
    return question_type


def _object_room(story: HiToMStory, obj: str) -> Optional[str]:
    """The room of the object's first placement: where its witnesses last entered before it."""
    first = next((k for k, line in enumerate(story.lines)
                  if isinstance(line.sentence, Place) and line.sentence.obj == obj), None)
    if first is None:
        return None
    for line in reversed(story.lines[:first]):
        s = line.sentence
        if isinstance(s, Enter) and set(s.agents) & set(story.observers[first]):
            return s.room
    return None


def _unshared_entry(story: HiToMStory, chain: tuple[str, ...], obj: str, gold: str) -> Optional[str]:
    for holder in chain:
        other = [a for a in chain if a != holder]
        steps = story.belief_steps((holder,), obj)
        if steps[-1] != gold:
            continue
        for k in range(len(story.lines) - 1, -1, -1):
            s = story.lines[k].sentence
            if holder in story.observers[k]:
                if isinstance(s, Enter) and holder in s.agents and not set(other) & set(story.observers[k]):
                    return (f"gold {gold} is {holder}'s own belief from entering the {s.room} at line "
                            f"{story.lines[k].shown}, which {', '.join(other)} did not witness")
                break
    return None


def _third_agent_entry(story: HiToMStory, chain: tuple[str, ...], obj: str, gold: str) -> Optional[str]:
    if story.belief_steps((), obj)[-1] != gold:
        return None
    room = _object_room(story, obj)
    entries = [(line.shown, a) for line in story.lines if isinstance(line.sentence, Enter)
               and line.sentence.room == room for a in line.sentence.agents if a not in chain]
    if not entries:
        return None
    together = [k for k, line in enumerate(story.lines) if isinstance(line.sentence, (Place, Move))
                and line.sentence.obj == obj and line.sentence.container == gold
                and set(chain) <= set(story.observers[k])]
    if together:
        return None
    shown, agent = entries[-1]
    return (f"gold {gold} is the real location: {agent} entered the {room} at line {shown}, and "
            f"{'->'.join(chain)} never saw the {obj} there together")


def explain(story: HiToMStory, chain: tuple[str, ...], obj: str, gold: str) -> tuple[str, str]:
    """(cause, one-line diagnosis) of why ``gold`` differs from the engine's answer for ``chain``."""
    if not any(obj == o and gold in cs for o, cs in story.containers.items()):
        return "gold_never_held", f"gold {gold} never held the {obj}"
    if len(chain) > 1:
        for cause, check in (("unshared_entry", _unshared_entry), ("third_agent_entry", _third_agent_entry)):
            reason = check(story, chain, obj, gold)
            if reason:
                return cause, reason
    for k in range(1, len(chain)):
        for sub in (chain[:k], chain[-k:]):
            if story.belief_steps(sub, obj)[-1] == gold:
                return "sub_chain", f"gold equals the belief of the sub-chain {'->'.join(sub)}"
    history = story.belief_steps(chain, obj)
    if gold in history:
        return "stale", f"gold is a stale belief of the chain (held after line {history.index(gold) + 1})"
    return "never_witnessed", f"the chain {'->'.join(chain) or '(reality)'} never witnessed the {obj} in the {gold}"


def _table(counts: Counter, agree: Counter) -> dict:
    return {k: {"agree": agree[k], "total": n} for k, n in sorted(counts.items())}


def audit(items: Iterable[ToMiItem]) -> dict:
    """Agreement per question type, story type and both, causes of every disagreement, and the disagreements.

    A story outside ToMi's grammar or impossible for the engine is a ``StoryParseError`` naming the file and line.
    """
    total: dict[str, Counter] = {k: Counter() for k in ("question_class", "question_type", "story_type", "both")}
    agree: dict[str, Counter] = {k: Counter() for k in total}
    causes: Counter = Counter()
    cause_by_type: Counter = Counter()
    mismatches: list[dict] = []
    stories: dict[tuple[str, int], ToMiStory] = {}
    for item in items:
        try:
            story = stories.get((item.split, item.story_index))
            if story is None:
                story = stories[(item.split, item.story_index)] = ToMiStory(item.lines)
            got = story.answer(item.question).answer
        except StoryParseError as err:
            raise StoryParseError(f"{item.where}: {err}") from None
        keys = {"question_class": question_class(item.question_type), "question_type": item.question_type,
                "story_type": item.story_type, "both": f"{item.question_type}/{item.story_type}"}
        ok = got == item.gold
        for level, key in keys.items():
            total[level][key] += 1
            agree[level][key] += ok
        if ok:
            continue
        cause, reason = explain(story.story, item.question.chain, item.question.obj, item.gold)
        causes[cause] += 1
        cause_by_type[f"{item.question_type}/{item.story_type}/{cause}"] += 1
        mismatches.append({"split": item.split, "index": item.index, "where": item.where,
                           "question_type": item.question_type, "story_type": item.story_type,
                           "question": item.question.text, "gold": item.gold, "engine": got,
                           "cause": cause, "reason": reason})
    report = {f"by_{level}": _table(total[level], agree[level]) for level in total}
    report["causes"] = dict(causes.most_common())
    report["causes_by_type"] = dict(sorted(cause_by_type.items()))
    report["mismatches"] = mismatches
    return report
