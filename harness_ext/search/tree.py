"""The step-level search loop shared by PBM beam search and DVTS (``harness_ext.search.beam`` / ``.dvts``).

Each problem's search is a set of *groups* of kept paths: beam search is ONE group of
``beams`` paths (all candidates compete), DVTS is ``beams`` groups (subtrees) of ONE path
each (a subtree only ever sees its own candidates). Per round every unfinished kept path
of every live group of every problem is expanded with ``expansions`` sampled next steps
(ONE ``StepSampler.expand`` call), optionally extended by ``lookahead`` greedy steps (one
call per lookahead level), every candidate is scored (ONE ``StepScorer.score`` call), and
each group keeps its top ``width`` paths, repeating its best open paths when fewer distinct
candidates were scored (``refill``). So both searches sample ``beams x expansions`` step
candidates per round while a group has no finished path.

Invalid steps are scored, never dropped or raised: a candidate whose new step states no
belief (no bracketed location) counts as invalid; a continuation with no step header of
its own (out of format, or empty) is framed as the next step by the search (it writes
"## Step k ##" before it) and counts as invalid too. The PBM scores both like any step.
Each round's counts (candidates, invalid, generated tokens) go into the problem's record.

Lookahead (as in search-and-learn): a candidate is ranked by the scores of itself plus up
to ``lookahead`` greedy next steps; only the candidate step is kept.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Optional, Sequence

from tqdm import tqdm

from dellabels.traces.answers import extract_final_answer
from dellabels.traces.parse import parse_trace
from dellabels.traces.sampling import Sampling
from harness_ext.search.config import MAX_DEPTH, SearchConfig
from harness_ext.search.steps import (SEED_STRIDE, Beam, Problem, SearchResult, StepSampler, StepScorer, cut_at_stop,
                                      cut_step, rank_key)


@dataclass
class RoundStats:
    """Work of one round for one problem: sampled step candidates, how many were invalid, generated tokens."""

    candidates: int = 0
    invalid: int = 0
    tokens: int = 0
    lookahead_steps: int = 0
    lookahead_tokens: int = 0


@dataclass
class Work:
    """One problem's search work: per-round stats plus the fallback completions."""

    rounds: list[RoundStats] = field(default_factory=list)
    completions: int = 0
    completion_tokens: int = 0

    def round(self, d: int) -> RoundStats:
        while len(self.rounds) < d:
            self.rounds.append(RoundStats())
        return self.rounds[d - 1]

    def totals(self) -> dict:
        """Budget of the problem: step candidates (sampled + lookahead) and generated tokens (all calls)."""
        rounds = self.rounds
        return {"step_candidates": sum(r.candidates for r in rounds),
                "lookahead_steps": sum(r.lookahead_steps for r in rounds),
                "invalid": sum(r.invalid for r in rounds),
                "completions": self.completions,
                "generated_tokens": sum(r.tokens + r.lookahead_tokens for r in rounds) + self.completion_tokens}


def token_counter(generator: StepSampler):
    """Generated-token count of a text: the generator's tokenizer, else whitespace words (scripted generators)."""
    tokenizer = getattr(generator, "tokenizer", None)
    if callable(tokenizer):
        return lambda text: len(tokenizer(text, add_special_tokens=False)["input_ids"]) if text else 0
    return lambda text: len(text.split())


def child_of(parent: Beam, continuation: str, stop: Sequence[str]) -> tuple[Optional[Beam], bool]:
    """(the child path of ``parent`` by one generated step, whether that step is valid); None when even the
    framed step does not parse as exactly one new step (a scorer could not score it)."""
    block = cut_step(continuation, stop).strip()
    text = parent.text + block
    parsed = parse_trace(text)
    n = len(parsed.steps)
    if block and n == parent.n_steps > 0 and extract_final_answer(block) is not None:
        return Beam(text, [], parsed.has_final, n), True  # only the final answer
    valid = True
    if n != parent.n_steps + 1:  # out of format: the search writes the header
        text = f"{parent.text}## Step {parent.n_steps + 1} ##\n{block}"
        parsed, valid = parse_trace(text), False
        if len(parsed.steps) != parent.n_steps + 1:
            return None, False
    valid = valid and parsed.steps[-1].stated and parsed.steps[-1].text.strip() != ""
    done = parsed.has_final
    # an open trace ends with a blank line, as between the steps of the prompt's example
    return Beam(text if done else text + "\n\n", [], done, len(parsed.steps)), valid


def select_top(pool: list[Beam], k: int, rule: str) -> list[Beam]:
    """Top ``k`` by rank key; ``sorted`` is stable, so ties keep pool order."""
    return sorted(pool, key=lambda b: -rank_key(b, rule))[:k]


def refill(kept: list[Beam], width: int) -> list[Beam]:
    """``kept`` padded to ``width`` paths with repeats of its open paths, best first (as search-and-learn does), so
    that fewer distinct candidates than ``width`` still expand ``width`` paths next round (the same budget)."""
    open_paths = [b for b in kept if not b.done]
    return kept + [open_paths[k % len(open_paths)] for k in range(width - len(kept))] if open_paths else kept


@dataclass
class Group:
    """A set of kept paths searched together (beam search: the one group; DVTS: a subtree)."""

    kept: list[Beam]
    width: int
    live: bool = True
    seen_done: list[Beam] = field(default_factory=list)


def tree_search(problems: Sequence[Problem], generator: StepSampler, scorer: StepScorer, config: SearchConfig,
                groups: int, width: int, progress: bool = True) -> tuple[list[list[SearchResult]], list[Work]]:
    """Search every problem in lockstep; per problem one ``SearchResult`` per group, and its ``Work``."""
    trees = [[Group([Beam() for _ in range(width)], width) for _ in range(groups)] for _ in problems]
    work = [Work() for _ in problems]
    depth = [0] * len(problems)
    limits = [p.max_depth or config.max_depth or MAX_DEPTH for p in problems]
    active = set(range(len(problems)))
    count = token_counter(generator)
    bar = tqdm(total=max(limits, default=0), desc="PBM search depth", disable=not progress, leave=False)
    d = 0
    while active:
        d += 1
        order = sorted(active)
        parents = [(i, g, b) for i in order for g, group in enumerate(trees[i]) if group.live
                   for b in group.kept if not b.done]
        outs = generator.expand([problems[i].prompt + b.text for i, _, b in parents], config.expansions,
                                config.seed + SEED_STRIDE * d, config.step)
        pools = {(i, g): [b for b in group.kept if b.done] for i in order for g, group in enumerate(trees[i])
                 if group.live}
        texts = {key: {b.text for b in pool} for key, pool in pools.items()}
        fresh: list[tuple[tuple[int, int], Beam]] = []
        for (i, g, parent), continuations in zip(parents, outs):
            stats = work[i].round(d)
            for continuation in continuations:
                stats.candidates += 1
                stats.tokens += count(continuation)
                child, valid = child_of(parent, continuation, config.step.stop)
                stats.invalid += not valid
                if child is not None and child.text not in texts[(i, g)]:
                    texts[(i, g)].add(child.text)
                    fresh.append(((i, g), child))
        ahead = look_ahead(problems, generator, [(k[0], c) for k, c in fresh], config, d, work, count)
        scored = [c.text for _, c in fresh] + [t for t in ahead if t is not None]
        owners = [problems[k[0]] for k, _ in fresh] + [problems[k[0]] for (k, _), t in zip(fresh, ahead) if t]
        scores = iter(scorer.score(owners, scored) if scored else [])
        own = [next(scores) for _ in fresh]
        grown = dict.fromkeys(pools, 0)
        for ((key, child), step_scores), text in zip(zip(fresh, own), ahead):
            further = next(scores) if text is not None else None
            if len(step_scores) != child.n_steps:
                continue  # a scorer that cannot score this trace: the candidate is not kept
            child.step_scores = list(step_scores)
            child.rank_scores = list(further) if further else None
            pools[key].append(child)
            grown[key] += 1
            if child.done:
                trees[key[0]][key[1]].seen_done.append(child)
        for (i, g), pool in pools.items():
            group = trees[i][g]
            depth[i] = d
            if grown[(i, g)]:
                group.kept = refill(select_top(pool, group.width, config.rule), group.width)
            # no scored candidate: the group stalls (re-sampling the same prefixes rarely helps)
            if not grown[(i, g)] or all(b.done for b in group.kept) or d >= limits[i]:
                group.live = False
        active = {i for i in order if any(group.live for group in trees[i])}
        bar.update(1)
        bar.set_postfix(active=len(active))
    bar.close()
    return finish_groups(problems, trees, depth, generator, config, work, count), work


def look_ahead(problems: Sequence[Problem], generator: StepSampler, fresh: list[tuple[int, Beam]],
               config: SearchConfig, d: int, work: list[Work], count) -> list[Optional[str]]:
    """Per fresh candidate, its text extended by up to ``config.lookahead`` greedy steps (None: no extension made)."""
    paths: list[Beam] = [c for _, c in fresh]
    greedy = Sampling(0.0, 1.0, config.step.max_tokens, config.step.stop)
    for level in range(config.lookahead):
        todo = [j for j, p in enumerate(paths) if not p.done]
        if not todo:
            break
        outs = generator.expand([problems[fresh[j][0]].prompt + paths[j].text for j in todo], 1,
                                config.seed + SEED_STRIDE * d + level + 1, greedy)
        for j, continuations in zip(todo, outs):
            stats = work[fresh[j][0]].round(d)
            stats.lookahead_steps += 1
            stats.lookahead_tokens += count(continuations[0])
            child, _ = child_of(paths[j], continuations[0], config.step.stop)
            if child is not None:
                paths[j] = child
    return [p.text if p is not c else None for p, (_, c) in zip(paths, fresh)]


def finish_groups(problems: Sequence[Problem], trees: list[list[Group]], depth: list[int], generator: StepSampler,
                  config: SearchConfig, work: list[Work], count) -> list[list[SearchResult]]:
    """Each group's answer path; the groups without a finished path are completed in one generator call."""
    results: list[list[Optional[SearchResult]]] = []
    todo: list[tuple[int, int, Beam]] = []
    for i, groups in enumerate(trees):
        row: list[Optional[SearchResult]] = []
        for g, group in enumerate(groups):
            finished = [b for b in group.kept if b.done] or select_top(group.seen_done, 1, config.rule)
            if finished:
                best = select_top(finished, 1, config.rule)[0]
                row.append(SearchResult(best.text, best.step_scores, depth[i]))
            else:
                todo.append((i, g, select_top(group.kept, 1, config.rule)[0]))
                row.append(None)
        results.append(row)
    if todo:
        prefixes = [problems[i].prompt + beam.text for i, _, beam in todo]
        completions = generator.complete(prefixes, config.seed + SEED_STRIDE * (max(depth) + 1), config.finish)
        for (i, g, beam), completion in zip(todo, completions):
            work[i].completions += 1
            work[i].completion_tokens += count(completion)
            how = "finish" if beam.step_scores else "sample"
            results[i][g] = SearchResult(beam.text + cut_at_stop(completion, config.finish.stop), beam.step_scores,
                                         depth[i], how)
    return [[r for r in row if r is not None] for row in results]


def search_record(kind: str, config: SearchConfig, paths: Sequence[SearchResult], work: Work, **extra) -> dict:
    """What a logged sample keeps of one problem's search: settings, each group's kept path and scores, the
    per-round candidate / invalid / token counts and the budget totals."""
    return {"search": kind, "beams": config.beams, "expansions": config.expansions, "rule": config.rule,
            "lookahead": config.lookahead, **extra,
            "paths": [{"text": p.text, "step_scores": [round(float(s), 6) for s in p.step_scores],
                       "fallback": p.fallback} for p in paths],
            "rounds": [asdict(r) for r in work.rounds], "budget": work.totals()}


class SearchedText(str):
    """A search's answer trace carrying its search record. Filters and metrics read the trace (this is a
    ``str``); ``--log_samples`` writes ``str()`` of each response, here the JSON text of
    ``{"response": trace, "search": record}`` (``dellabels.io.jsonl.logged_response`` gives the trace back)."""

    record: dict

    def __new__(cls, text: str, record: dict) -> "SearchedText":
        made = super().__new__(cls, text)
        made.record = record
        return made

    def __str__(self) -> str:
        return json.dumps({"response": str.__str__(self), "search": self.record}, ensure_ascii=False)

    def __reduce__(self):
        return SearchedText, (str.__str__(self), self.record)
