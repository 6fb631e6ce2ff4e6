"""Which DEL world a story and question are read in: Hi-ToM's grammar, else ToMi's.

Every verifier entry point that gets text (the tasks' judges, the ``del`` PBM, the run report)
reads it here, so a ToMi doc is verified like a Hi-ToM one with no flag to pass along:

* A question in Hi-ToM's grammar is read on the Hi-ToM story (``HiToMStory``); a story the Hi-ToM
  reading refuses is read on the ToMi story instead, for every question alike (a reality question,
  "Where is the O really?", is a form both grammars share): whether a story is refused never depends
  on the question asked of it. A story in both grammars means the same in both readings, so one
  refuses it if and only if the other does (``dellabels.tomi.world``), ToMi's rooms aside.
* Any other question is one of ToMi's ("Where will A look for the O?", "Where does A think that
  B searches for the O?", "Where was the O at the beginning?") and is read on the ToMi story
  (``dellabels.tomi.world.story_from_text``), whose ``.story`` is the ``HiToMStory`` it runs as.
* Text that is neither keeps the Hi-ToM error it always raised.

The gold of every line (``gold_steps``) is the chain's DEL belief; for ToMi's memory question it
is the object's first location once it is placed (``dellabels.tomi.world.memory_steps``), so
the last step is the answer for every question.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Optional, Union

from dellabels.hitom.grammar import Question, StoryParseError
from dellabels.hitom.grammar import parse_question as parse_hitom_question
from dellabels.hitom.world import HiToMStory
from dellabels.tomi.grammar import ToMiQuestion
from dellabels.tomi.grammar import parse_question as parse_tomi_question
from dellabels.tomi.world import memory_steps, story_from_text

AnyQuestion = Union[Question, ToMiQuestion]  # both have ``chain``, ``obj`` and ``text``


@lru_cache(maxsize=4096)
def question_of(text: str) -> AnyQuestion:
    """A Hi-ToM question, else a ToMi one; neither is the Hi-ToM ``StoryParseError``."""
    try:
        return parse_hitom_question(text)
    except StoryParseError as err:
        try:
            return parse_tomi_question(text)
        except StoryParseError:
            raise err from None


def gold_steps(story: HiToMStory, question: AnyQuestion) -> list[Optional[str]]:
    """The DEL gold after every line: the chain's belief (the actual location for a bare chain), or, for
    ToMi's memory question, the object's first location once it is placed."""
    if isinstance(question, ToMiQuestion) and question.kind == "memory":
        return memory_steps(story, question.obj)
    return story.belief_steps(question.chain, question.obj)


@lru_cache(maxsize=512)
def read_world(story: str, question: str) -> tuple[HiToMStory, AnyQuestion]:
    """The world a story text runs as and its parsed question (errors as the Hi-ToM verifier always raised them:
    the story's first, then the question's; ``check`` finds an object or agent the story lacks)."""
    try:
        q = question_of(question)
    except StoryParseError:
        HiToMStory(story)  # a story outside both grammars is reported first
        raise
    if isinstance(q, ToMiQuestion):
        return story_from_text(story).story, q
    try:
        return HiToMStory(story), q
    except StoryParseError as err:
        hitom_error = err
    try:  # a story Hi-ToM's reading refuses: ToMi's reading, else the Hi-ToM error, whatever the question
        return story_from_text(story).story, q
    except StoryParseError:
        raise hitom_error from None


def check(world: HiToMStory, question: AnyQuestion) -> None:
    """A ``StoryParseError`` when the question's object is no object of the story or its chain names an agent
    the story lacks."""
    world.answer(Question(question.chain, question.obj, question.text))


def world_answer(world: HiToMStory, question: AnyQuestion) -> list[Optional[str]]:
    """The engine's value after every line for a question read by ``read_world`` (its last is the answer); a
    ``StoryParseError`` naming the object or agent the story lacks."""
    check(world, question)
    return gold_steps(world, question)
