"""A free-form response judged against the DEL engine: its answer, every claim with a verdict, and a label.

Labels (pinned names): ``sound`` (right answer, at least one checked claim besides the answer restated, none
false), ``unsound`` (right answer, a false claim), ``unsupported`` (right answer, no checked claim but the answer
restated), ``wrong`` (a wrong answer or none; its claims are still checked). A claim of the question's own chain
and object at the question's time is the answer restated (``role: "answer"``), not support.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Sequence

from dellabels.claims.accepting import accepted, heard_in_view, read_acceptance
from dellabels.claims.asides import read_aside
from dellabels.claims.answer import answer_spans, read_answer
from dellabels.claims.chains import read_whole_chain
from dellabels.claims.check import check, event_lines
from dellabels.claims.corrections import drop_corrected
from dellabels.claims.discourse import Discourse, remember
from dellabels.claims.ellipsis import elided, gap_verb, gapped, nearest_subject, with_subject
from dellabels.claims.entries import read_entry_order
from dellabels.claims.followers import read_following
from dellabels.claims.thenexit import read_then_exit
from dellabels.claims.groups import attendant_place, read_group
from dellabels.claims.labels import answer_right, response_label
from dellabels.claims.knowing import believed_fact_verdict, hearing_time, known_fact_verdict
from dellabels.claims.lastseen import read_last_seen
from dellabels.claims.messages import read_messages
from dellabels.claims.mentions import Names, Token, resolve_pronouns, story_pronouns, tokenize, trim
from dellabels.claims.places import resolve_places
from dellabels.claims.placements import placing_lines
from dellabels.claims.readings import reread
from dellabels.claims.retold import placement_retold, retold
from dellabels.claims.ordering import (anchor_event, anchor_start, dated_exit_order, named_order, order_of_told,
                                       stops_before_clause, trailing_event, trailing_order)
from dellabels.claims.effects import read_communication
from dellabels.claims.predicates import read_arrow, read_event, read_location, read_order
from dellabels.claims.presence import read_presence, trailing_onlookers
from dellabels.claims.reader import Draft, read_belief, read_update
from dellabels.claims.same import same_view
from dellabels.claims.scenes import read_scene
from dellabels.claims.segments import CONNECTIVES, Clause, conjoined, segment
from dellabels.claims.unmoved import SINCE_WORDS, read_unmoved
from dellabels.claims.verdicts import FALSE, NULL, TRUE, UNCHECKED, Verdict
from dellabels.claims.timeline import Timeline, timeline_of
from dellabels.claims.whiles import while_told
from dellabels.claims.when import When, line_index, lone_time_word, tense_words, time_of
from dellabels.tomi.grammar import ToMiQuestion
from dellabels.traces.answers import normalise_location, parse_choices
from dellabels.traces.worlds import AnyQuestion, read_world, world_answer

KINDS = ("event", "location", "presence", "belief", "communication", "order")
READERS = (read_whole_chain, read_last_seen, read_acceptance, read_belief, read_scene, read_messages,
           read_communication, read_unmoved, read_group, read_then_exit, read_following, read_entry_order, read_order,
           read_aside, read_presence, read_update, read_event, read_arrow, read_location)


@dataclass
class ClaimResult:
    text: str
    start: int
    end: int
    kind: str
    time: object  # a story line, "end", "past", a list of lines, or None
    chain: Optional[list[str]]
    object: Optional[str]
    value: Optional[str]
    verdict: str  # true | false | unchecked
    gold: Optional[str]
    negated: bool = False
    predicate: str = ""
    role: str = ""  # "answer" for the answer restated

    def to_json(self) -> dict:
        return dict(self.__dict__)


@dataclass
class Judgement:
    answer: Optional[str]
    answer_how: str
    answer_right: bool
    label: str
    claims: list[ClaimResult] = field(default_factory=list)

    @property
    def checked(self) -> list[ClaimResult]:
        return [c for c in self.claims if c.verdict != UNCHECKED and c.role != "answer"]

    def to_json(self) -> dict:
        checked = self.checked
        return {"answer": self.answer, "answer_read": self.answer_how, "answer_right": self.answer_right,
                "label": self.label, "claims": [c.to_json() for c in self.claims],
                "claims_checked": len(checked), "claims_true": sum(c.verdict == TRUE for c in checked),
                "claims_false": sum(c.verdict == FALSE for c in checked),
                "claims_unchecked": sum(c.verdict == UNCHECKED for c in self.claims)}


def names_of(tl: Timeline, choices=None) -> Names:
    """The names a response may use: the story's, and the containers its choices offer (a wrong claim may name one)."""
    offered = ["_".join(v.split()) for v in parse_choices(choices).values()] if choices else []
    containers = tuple(dict.fromkeys(list(tl.containers) + [c for c in offered if c not in tl.objects]))
    return Names(tuple(tl.agents), tuple(tl.objects), containers, tuple(tl.rooms))


PARTS = frozenset({"round", "rounds", "scene", "scenes", "chapter", "chapters", "visit", "visits", "episode",
                   "phase", "stint", "session"})
def _is_perspective(anchor: Sequence[Token]) -> bool:
    words = [t for t in anchor if t.kind != "punct"]
    while words and words[0].kind == "word" and words[0].value in CONNECTIVES | {"and", "then", "so"} and not (
            len(words) > 1 and words[1].value == "far"):
        words = words[1:]
    return bool(words) and words[0].kind == "word" and words[0].value in ("in", "from", "according", "for", "to",
                                                                         "as")


def _with_line_ref(span: list[Token], clause: Sequence[Token]) -> list[Token]:
    """The span and the story-line reference right after it ("... to the green_bucket (line 6)")."""
    if not span:
        return span
    after = [t for t in clause if t.start >= span[-1].end]
    k = 0
    while k < len(after) and (after[k].kind == "punct" and after[k].value in "(" or after[k].kind == "word"
                              and after[k].value in ("at", "in", "on") and k + 1 < len(after)
                              and after[k + 1].kind == "line"):
        k += 1
    if k < len(after) and after[k].kind == "line":
        end = k + 1
        if end < len(after) and after[end].value == ")" and any(t.value == "(" for t in after[:k]):
            end += 1
        return span + after[:end]
    return span


def _draft(reading: list[Token]) -> Optional[Draft]:
    """The first reading that reads the clause whole, else the first that reads it in part."""
    partial = None
    for reader in READERS:
        draft = reader(reading)
        if draft is not None and draft.readable:
            return draft
        partial = partial or draft
    return partial


def read_claims(response: str, tl: Timeline, question: AnyQuestion,
                choices=None) -> list[tuple[Clause, Draft, When, Verdict]]:
    """Every asserted clause's draft, time and verdict, read in order (unread clauses about the story as unreadable
    drafts); a false verdict that another reading of a pronoun makes true is unchecked."""
    names = names_of(tl, choices)
    clauses = segment(tokenize(response, names))
    flat: list[list[Token]] = []
    fronted: list[bool] = []
    for c in clauses:
        flat += [c.anchor, c.tokens]
        fronted += [True, False]
    resolved = resolve_places(resolve_pronouns(flat, question.obj, fronted, story_pronouns(tl.lines, tl.agents),
                                               tuple(question.chain), [c.sentence for c in clauses for _ in (0, 1)]),
                              question.obj, tl)
    out: list[tuple[Clause, Draft, When, Verdict]] = []
    subject: Optional[Token] = None
    gap: list[Token] = []  # the exit verb a clause of a name and a time alone takes over ("..., Avery at 8")
    sentence = -1
    dated: list[Token] = []  # the sentence's leading time clause
    ctx, before, frame, before_at, before_end = Discourse(), [], [], -1, 0  # before: its sentence, its end
    for k, clause in enumerate(clauses):
        anchor, tokens = resolved[2 * k], resolved[2 * k + 1]
        if clause.sentence != sentence:
            subject, sentence, frame, gap, dated = None, clause.sentence, [], [], []
        if anchor and not _is_perspective(anchor):  # "When Charlotte left, the asparagus was in the C and Amelia
            # was there": both (an event anchor; "After 12, Logan exits and everyone goes ..." dates its lines later)
            dated = list(anchor) if not any(t.kind == "line" for t in anchor) else []
        framing, frame = frame + list(anchor), frame + list(anchor) + list(tokens)  # the sentence before the claim:
        # a viewpoint it names may frame the claim
        perspective = _is_perspective(anchor)
        following = resolved[2 * k + 3] if k + 1 < len(clauses) and clauses[k + 1].sentence == clause.sentence \
            else None
        told = gapped(tokens, gap, following)  # "Gracie leaves at 4, Avery at 8": the exit verb of the clause before
        named = tuple(int(t.value) for t in list(anchor) + list(tokens) if t.kind == "line")
        if told is not None:
            tokens = told  # its time too: "Exits: Aria 4, Sophia 6"
        near = before_at == clause.sentence or bool(tokens) and response[before_end:tokens[0].start].strip(" ,") == ";"
        reading = heard_in_view(out, clause.sentence, tokens) or elided(tokens, before, near) or told or \
            with_subject(tokens, subject)  # "so did Chloe": the clause before ("heard it and believes it": B's)
        if perspective:
            reading, anchor = list(anchor) + reading, []
        if any(t.kind == "agent" for t in reading):
            before, before_at, before_end = reading, clause.sentence, clause.end
        subject = nearest_subject(tokens) or subject
        refs = tuple(int(t.value) for t in list(anchor) + list(tokens) if t.kind == "line")
        if any(t.kind in ("agent", "object", "container", "line") for t in tokens):
            ctx.age += 1
        if not clause.asserted:  # what it names is still named: "that move" may be the line it mentions
            remember(ctx, tl, refs)
            continue
        happening = named_order(tokens, tl, question.obj, ctx.move)
        if happening is not None:  # "Mia's move (line 7) happens after Logan is gone": the order; the words
            cut, order, ordered = happening  # before it are read on their own
            out.append((clause, order, When(order.args["lines"], "line"), ordered))
            reading = [t for t in reading if t.start < tokens[cut].start]
            tokens = tokens[:cut]
        trailing = order_of_told(clause.sentence, tokens, out, tl, question.obj, ctx.move)
        if trailing is not None:  # ", before Abigail moved it": the order of the event told just before
            out.append(trailing)
            continue
        ordered = order_of_told(clause.sentence, anchor, out, tl, question.obj, ctx.move, bare=True)
        if ordered is not None:  # "Logan left at line 6, before line 9, so ...": the time set off orders the exit
            out.append(ordered)
        presupposed = anchor_event(anchor)
        if presupposed is not None:  # "When Alexander moved it to the red_crate, ...": that move happened
            out.append(_presupposed(clause, presupposed, tl, question, ctx))
        again = same_view(clause, reading, out, tl)
        if again is not None:  # "Sophia would think the same of her": the belief just told, in her view
            out.append(again)
            continue
        draft = _draft(reading)
        gap = gap_verb(tokens, draft) or gap  # "Exits:", "Sophia leaves first (line 6)": the verb gapped next
        if draft is None:
            if any(t.kind in ("agent", "object") for t in tokens) and any(t.kind in ("container", "room")
                                                                          for t in tokens):
                draft = Draft("other", "unread", list(tokens), readable=False)
            else:
                remember(ctx, tl, refs)
                continue
        draft.tokens = _with_line_ref(trim(draft.tokens), reading)
        if draft.args.get("only") and out and out[-1][0].sentence == clause.sentence and out[-1][1].kind == "event":
            draft.args["trailing"] = True  # "moved it, with only Liam watching": who saw the event just told
        since = list(anchor) + (clauses[k - 1].tokens if k and clauses[k - 1].sentence == clause.sentence else [])
        if draft.predicate == "no_move" and any(t.value in SINCE_WORDS for t in since):
            draft.args["since"] = "discourse"  # "After that, nobody touched it"
        if draft.args.get("whole_chain"):  # "the whole chain resolves to C": the question's own chain
            draft.chain = tuple(question.chain)
        if draft.obj is None and draft.kind in ("belief", "location"):
            draft.obj = _noted_object(draft, tl) or question.obj
        if draft.obj is None and (draft.args.get("event") == "later_move" or draft.predicate == "no_move"):
            draft.obj = question.obj  # "never sees another move", "no further moves": a move of the thing the
            # response traces, not of another object in a later scene
        lead_in = lone_time_word(clauses[k - 1].tokens) if k and clauses[k - 1].sentence == clause.sentence else []
        if not anchor and dated and draft.kind in ("presence", "location") and conjoined(response, clauses, k):
            lead_in = lead_in + dated  # a conjunct shares its sentence's leading time clause
        when = time_of(tokens, lead_in + list(anchor), tl, draft.obj or question.obj, tense_words(tokens), draft,
                       while_told(clause, anchor, tokens, draft, out, tl) or ctx.lines)
        # "Sophia knows Mia left before the move": the fact, read and checked as a claim of its own
        verdict, when = accepted(draft, ctx.claim, tl, _known_fact(draft, anchor, tl, question, ctx) if draft.args.get(
            "fact") else check(draft, when, tl, ctx), when)  # "A assumes B believes it": in A's view
        second = None  # a second claim of the same words: an order, or who saw the event
        cut = anchor_start(tokens, draft.tokens[-1].end) if draft.kind == "event" else None
        if cut is not None:  # "moved it back before Lucas left": the move, and its order against his exit
            second = trailing_order(draft, event_lines(draft, tl), trim(list(tokens[cut:])), tl,
                                   draft.obj or question.obj)
            if second is None and draft.predicate == "exit" and not draft.negated:
                second = dated_exit_order(draft, tokens, cut, anchor, tl, question.obj, ctx.lines)
            if second is not None:
                when = time_of(tokens[:cut], anchor, tl, draft.obj or question.obj, tense_words(tokens[:cut]), draft,
                               ctx.lines)
                verdict = check(draft, when, tl, ctx)
        elif draft.kind == "event" and verdict.lines and draft.tokens:
            onlookers = trailing_onlookers(tokens, draft.tokens[-1].end)
            if onlookers is not None:  # "moves it to the C while Chloe watches": she saw that move
                second = (onlookers, check(onlookers, When(verdict.lines, "discourse"), tl, ctx))
        elif draft.kind == "location" and verdict.verdict == TRUE and when.how == "line" and \
                placing_lines(tl, draft.obj, draft.value, when.lines) and draft.tokens and \
                trailing_onlookers(tokens, draft.tokens[-1].end) is not None:
            onlookers = trailing_onlookers(tokens, draft.tokens[-1].end)  # "starts in the C (line 2), seen by all":
            # who saw the placement
            second = (onlookers, check(onlookers, When(placing_lines(tl, draft.obj, draft.value, when.lines),
                                                       "discourse"), tl, ctx))
        elif draft.kind in ("presence", "location", "belief", "other") and not draft.args.get("alone") and (
                verdict.verdict == UNCHECKED or draft.kind == "presence" and stops_before_clause(draft, tokens)):
            presupposed = trailing_event(tokens)  # (one alone at an act is its actor: the act is told as his own)
            if presupposed is not None:  # "Everyone was there when Chloe moved it": that move happened, at least
                out.append(_presupposed(clause, presupposed, tl, question, ctx))
        placed = attendant_place(draft, read_location, tokens, lead_in + list(anchor), tl, ctx.lines) if not second else None
        if placed is not None:  # "everyone starts in the hall with the fig in the C": the object's place too
            second = (placed[0], check(placed[0], placed[1], tl, ctx))
        if verdict.verdict == FALSE and any(t.value in PARTS for t in tokens) and draft.predicate != "scene_about":
            verdict = Verdict(UNCHECKED, verdict.gold)  # "don't move it in the first round": a part the reader
            # does not delimit, so false over the story is not false there
        if verdict.verdict == FALSE and _shorthand_belief(draft, tl, draft.obj or question.obj, ctx.claim):
            verdict = Verdict(UNCHECKED, None)  # "Benjamin → red_drawer" after a tell: his belief, not a move
        if verdict.verdict == FALSE and clause.doubted:  # "... wait, who left first?": asked, not asserted
            verdict = Verdict(UNCHECKED, verdict.gold)
        verdict = reread(draft, when, verdict, reading, anchor, tokens, framing, tl, question, ctx, _draft)
        out.append((clause, draft, when, verdict))
        if second is not None:
            out.append((clause, second[0], when, second[1]))
        if told is not None:  # an item of a list of exits is a note: it names its line, but no event that "both"
            # or "there too" after it stands for; an item with no time ("Charlotte") is dated by its one exit
            bare = draft.predicate == "exit" and len(verdict.lines) == 1 and not any(t.kind == "line" for t in told)
            remember(ctx, tl, named or (tuple(tl.lines[t - 1].shown for t in verdict.lines) if bare else ()))
        elif not clause.aside:  # an aside about the subject is background: it dates nothing told after it
            remember(ctx, tl, refs, draft, when, verdict)
    return drop_corrected(out)


def _presupposed(clause: Clause, event: Draft, tl: Timeline, question, ctx: "Discourse"
                 ) -> tuple[Clause, Draft, When, Verdict]:
    """The claim that the event a time clause names happened, dated by its own words."""
    at = time_of(event.tokens, [], tl, event.obj or question.obj, tense_words(event.tokens), event, ())
    return clause, event, at, check(event, at, tl, ctx)


def _known_fact(draft: Draft, anchor, tl: Timeline, question, ctx: "Discourse") -> Verdict:
    """The verdict of a known fact (``dellabels.claims.knowing``): the fact read and checked as a claim of its own."""
    fact = draft.args["fact"]
    inner = _draft(list(fact))
    if inner is None or not inner.readable:
        return Verdict(UNCHECKED, None)
    when = hearing_time(inner, ctx.claim, time_of(fact, anchor, tl, inner.obj or question.obj, tense_words(fact), inner,
                                                  ctx.lines))  # "knows Ethan heard it": by the message told last
    rule = believed_fact_verdict if draft.args.get("believed") else known_fact_verdict
    return rule(draft.chain[-1] if draft.chain else None, inner, when, check(inner, when, tl, ctx), tl)


def _shorthand_belief(draft: Draft, tl: Timeline, obj: Optional[str], told: tuple[int, ...]) -> bool:
    """Whether an arrow shorthand read as a move ("Benjamin → red_drawer") is also true as the effect on that agent's
    belief of the claim or tell just told (``told``): the arrow writes either, so the claim is not determinate."""
    by = draft.args.get("by")
    if not draft.args.get("shorthand") or not by or not obj or draft.value is None:
        return False
    return any(tl.belief((by,), obj, t) == draft.value for t in told)


def _noted_object(draft: Draft, tl: Timeline) -> Optional[str]:
    """The object of the story line a note dates ("green_crate at 16": what line 16 places or moves)."""
    line = next((t for t in draft.tokens if t.kind == "line"), None) if draft.args.get("noted") else None
    at = line_index(tl, int(line.value)) if line is not None else None
    return getattr(tl.sentences[at - 1], "obj", None) if at else None


def _restates(draft: Draft, when: When, question: AnyQuestion) -> bool:
    if draft.kind not in ("belief", "location") or draft.obj != question.obj or draft.negated:
        return False
    chain = tuple(draft.chain or ())
    if isinstance(question, ToMiQuestion) and question.kind == "memory":
        return chain == () and when.how == "start"
    return chain == tuple(question.chain) and when.how in ("end", "present", "past") if chain else \
        chain == tuple(question.chain) and when.how in ("end", "present")


def judge(story: str, question: str, response: Optional[str], choices=None,
          gold: Optional[str] = None) -> Judgement:
    """The answer, claims and label of one response (module docstring); ``StoryParseError`` for text outside both
    grammars, as the DEL-format verifier raises it."""
    world, q = read_world(story, question)
    steps = world_answer(world, q)
    truth = steps[-1] if gold is None else normalise_location(gold, choices)
    tl = timeline_of(world)
    text = response if isinstance(response, str) else ""
    found = read_claims(text, tl, q, choices)
    restating = [k for k, (_, draft, when, _) in enumerate(found) if _restates(draft, when, q) and draft.value is not None]
    conclusion = None
    if restating:
        draft = found[restating[-1]][1]
        conclusion = (draft.value, draft.tokens[0].start, draft.tokens[-1].end)
    names = names_of(tl, choices)
    reading = read_answer(text, names, choices, conclusion)
    claims: list[ClaimResult] = []
    for k, (clause, draft, when, verdict) in enumerate(found):
        start, end = draft.tokens[0].start, draft.tokens[-1].end
        role = "answer" if k in restating and not retold(clause, draft, when, reading) and \
            not placement_retold(k, found, tl) else ""
        if role and when.how != "start":  # the answer restated is judged at the question's time
            when = When((tl.end,), "end")
            verdict = check(draft, when, tl)
        claims.append(ClaimResult(text[start:end], start, end, draft.kind, when.label,
                                  list(draft.chain) if draft.chain is not None else None, draft.obj, draft.value,
                                  verdict.verdict, verdict.gold, draft.negated, draft.predicate, role))
    stated = [(reading.answer, reading.start, reading.end)] if reading.answer is not None else []
    for value, start, end in stated + answer_spans(text, names, choices):
        answer = _answer_claim(value, start, end, text, q, truth, claims)
        if answer is not None:
            claims = sorted(claims + [answer], key=lambda c: c.start)
    return Judgement(reading.answer, reading.how, answer_right(reading, truth), response_label(reading, truth, claims),
                     claims)


def _answer_claim(answer: Optional[str], start: int, end: int, text: str, question: AnyQuestion,
                  truth: Optional[str], claims: Sequence[ClaimResult]) -> Optional[ClaimResult]:
    """The answer is a claim too: the question's chain believes it at the question's time (``role: "answer"``, never
    support); none where a claim covers it already."""
    if answer is None or start < 0:
        return None
    if any(c.start <= start < c.end for c in claims):
        return None
    memory = isinstance(question, ToMiQuestion) and question.kind == "memory"
    chain = list(question.chain)
    value = None if answer == "Null" else answer
    right = normalise_location(value) == normalise_location(truth) if value or truth else True
    return ClaimResult(text[start:end], start, end, "belief" if chain else "location", "start" if memory else "end",
                       chain, question.obj, answer, "true" if right else "false", truth or NULL, False, "answer",
                       "answer")
