#!/usr/bin/env python3
"""Deterministic writer of the blind verifier audit set (set 1).

Reads stories.jsonl, writes verifier_blind_1.jsonl.  Standard library only.
Every trace is generated from the story text, the question chain and the gold
beliefs of the packet; one error (or none) is planted per trace, and the labels
are derived from what was planted.
"""
import json
import random
import re

SEED = 1207
rng = random.Random(SEED)

STYLES = ['gpt4o', 'claude', 'llama3', 'qwen']
REWORD = {'gpt4o': 0.36, 'claude': 0.72, 'llama3': 0.44, 'qwen': 0.14}
FEMALE = {'Abigail', 'Amelia', 'Aria', 'Ava', 'Charlotte', 'Chloe', 'Elizabeth', 'Ella',
          'Emily', 'Emma', 'Evelyn', 'Gracie', 'Hannah', 'Isabella', 'Isla', 'Lily', 'Mia',
          'Mila', 'Olivia', 'Sophia', 'Avery'}
OTHER_FOODS = ['peach', 'apple', 'banana', 'potato', 'lettuce', 'plum', 'tangerine', 'pear',
               'lime', 'lemon', 'onion', 'carrot', 'grapes', 'melon']
NOISE_SWAP = {'phone': 'watch', 'watch': 'gloves', 'gloves': 'phone', 'mouse': 'cat', 'cat': 'dog',
              'dog': 'mouse', 'monkey': 'mouse'}


def he(a):
    return 'she' if a in FEMALE else 'he'


def his(a):
    return 'her' if a in FEMALE else 'his'


def join(names):
    names = list(names)
    if len(names) == 1:
        return names[0]
    return ', '.join(names[:-1]) + ' and ' + names[-1]


# ---------------------------------------------------------------- parsing
def parse(text, kind):
    m = None
    if kind == 'enter':
        m = re.match(r'^(.*) entered the (\w+)\.$', text)
        return {'kind': 'enter', 'agents': re.split(r', | and ', m.group(1)), 'room': m.group(2), 'all': True}
    if kind == 'exit':
        m = re.match(r'^(\w+) exited the (\w+)\.$', text)
        return {'kind': 'exit', 'agent': m.group(1), 'room': m.group(2)}
    if kind == 'stay':
        m = re.match(r'^(\w+) made no movements and stayed in the (\w+) for 1 minute\.$', text)
        return {'kind': 'stay', 'agent': m.group(1), 'room': m.group(2)}
    if kind == 'move':
        m = re.match(r'^(\w+) moved the (\w+) to the (\w+)\.$', text)
        return {'kind': 'move', 'agent': m.group(1), 'obj': m.group(2), 'cont': m.group(3)}
    if kind == 'place':
        m = re.match(r'^The (\w+) is in the (\w+)\.$', text)
        return {'kind': 'place', 'obj': m.group(1), 'cont': m.group(2)}
    if kind == 'claim':
        m = re.match(r'^(\w+) publicly claimed that (\w+) is in the (\w+)\.$', text)
        return {'kind': 'claim', 'agent': m.group(1), 'obj': m.group(2), 'cont': m.group(3)}
    if kind == 'tell':
        m = re.match(r'^(\w+) privately told (\w+) that the (\w+) is in the (\w+)\.$', text)
        return {'kind': 'tell', 'agent': m.group(1), 'listener': m.group(2), 'obj': m.group(3),
                'cont': m.group(4)}
    if kind == 'noise':
        for nt, pat in (('lost', r'^(\w+) lost his (\w+)\.$'), ('saw', r'^(\w+) saw a (\w+)\.$'),
                        ('likes', r'^(\w+) likes the (\w+)\.$'), ('dislikes', r'^(\w+) dislikes the (\w+)\.$')):
            m = re.match(pat, text)
            if m:
                return {'kind': 'noise', 'ntype': nt, 'agent': m.group(1), 'thing': m.group(2)}
    raise ValueError((text, kind))


def canon(ev):
    k = ev['kind']
    if k == 'enter':
        return f"{join(ev['agents'])} entered the {ev['room']}."
    if k == 'exit':
        return f"{ev['agent']} exited the {ev['room']}."
    if k == 'stay':
        return f"{ev['agent']} made no movements and stayed in the {ev['room']} for 1 minute."
    if k == 'move':
        return f"{ev['agent']} moved the {ev['obj']} to the {ev['cont']}."
    if k == 'place':
        return f"The {ev['obj']} is in the {ev['cont']}."
    if k == 'claim':
        return f"{ev['agent']} publicly claimed that {ev['obj']} is in the {ev['cont']}."
    if k == 'tell':
        return f"{ev['agent']} privately told {ev['listener']} that the {ev['obj']} is in the {ev['cont']}."
    if k == 'noise':
        a, t = ev['agent'], ev['thing']
        return {'lost': f"{a} lost his {t}.", 'found': f"{a} found his {t}.", 'saw': f"{a} saw a {t}.",
                'likes': f"{a} likes the {t}.", 'dislikes': f"{a} dislikes the {t}."}[ev['ntype']]
    raise ValueError(ev)


# ---------------------------------------------------------------- rewording banks
def room_name(room, style, r):
    if style == 'claude' and '_' in room and r.random() < 0.3:
        return room.replace('_', ' ')
    return room


def reword(ev, style, r):
    """A faithful paraphrase of the event in the given style."""
    k = ev['kind']
    ch = r.choice
    if k == 'enter':
        names, room = join(ev['agents']), room_name(ev['room'], style, r)
        opts = [f"{names} walk into the {room}.", f"{names} go into the {room}.",
                f"{names} enter the {room}.", f"{names} come into the {room}.",
                f"{names} have entered the {room}.", f"{names} step into the {room}."]
        if len(ev['agents']) == 1:
            a = ev['agents'][0]
            opts = [f"{a} walks into the {room}.", f"{a} enters the {room}.", f"{a} comes back into the {room}.",
                    f"{a} goes into the {room}."]
        elif ev.get('all'):
            opts += [f"Everyone enters the {room}.", f"Everyone heads into the {room}.",
                     f"All five of them ({names}) come into the {room}.",
                     f"Everybody walks into the {room}.", f"The whole group goes into the {room}."]
            if style == 'llama3':
                opts += [f"{names} are entering the {room}.", f"Everyone is entering the {room}."]
            if style == 'claude':
                opts += [f"All five — {names} — walk into the {room}.", f"Everyone files into the {room}.",
                         f"The five of them — {names} — make their way into the {room}."]
        return ch(opts)
    if k == 'exit':
        a, room = ev['agent'], room_name(ev['room'], style, r)
        opts = [f"{a} leaves the {room}.", f"{a} exits the {room}.", f"{a} walks out of the {room}.",
                f"{a} steps out of the {room}.", f"{a} has left the {room}.", f"{a} heads out of the {room}.",
                f"{a} left the {room}.", f"{a} goes out of the {room}."]
        if style == 'llama3':
            opts += [f"{a} is exiting the {room}.", f"{a} is leaving the {room}."]
        if style == 'claude':
            opts += [f"{a} slips out of the {room}.", f"{a} takes off from the {room}.",
                     f"Now {a} is the one to leave the {room}.", f"{a} makes {his(a)} way out of the {room}."]
        return ch(opts)
    if k == 'stay':
        a, room = ev['agent'], room_name(ev['room'], style, r)
        opts = [f"{a} stays in the {room} for a minute without moving anything.",
                f"{a} remains in the {room} for one minute and makes no movements.",
                f"{a} waits in the {room} for 1 minute without making any moves.",
                f"{a} stayed put in the {room} for a minute.",
                f"{a} spends a minute in the {room} without moving anything.",
                f"{a} doesn't move anything and stays in the {room} for 1 minute."]
        if style == 'claude':
            opts += [f"{a} hangs around in the {room} for a minute without touching anything.",
                     f"{a} lingers in the {room} for a minute, not touching anything.",
                     f"{a} sticks around in the {room} for a minute but leaves everything where it is."]
        if style == 'llama3':
            opts += [f"{a} is staying in the {room} for 1 minute and not moving anything.",
                     f"{a} makes no movements and is staying in the {room} for 1 minute."]
        return ch(opts)
    if k == 'move':
        a, o, c = ev['agent'], ev['obj'], ev['cont']
        opts = [f"{a} moves the {o} to the {c}.", f"{a} puts the {o} into the {c}.",
                f"{a} transfers the {o} to the {c}.", f"{a} relocates the {o} to the {c}.",
                f"{a} takes the {o} and puts it in the {c}.", f"{a} placed the {o} in the {c}.",
                f"The {o} is moved to the {c} by {a}.", f"{a} has moved the {o} into the {c}."]
        if style == 'llama3':
            opts += [f"{a} is moving the {o} to the {c}.", f"{a} is putting the {o} in the {c}."]
        if style == 'claude':
            opts += [f"{a} shifts the {o} over to the {c}.", f"{a} picks up the {o} and drops it into the {c}.",
                     f"{a} grabs the {o} and stashes it in the {c}."]
        return ch(opts)
    if k == 'place':
        o, c = ev['obj'], ev['cont']
        opts = [f"The {o} starts out in the {c}.", f"Initially, the {o} is in the {c}.",
                f"The {o} is located in the {c}.", f"The {o} sits in the {c}.",
                f"The {o} was in the {c}.", f"The {o} is inside the {c}."]
        if style == 'claude':
            opts += [f"We learn the {o} is in the {c}.", f"The {o} begins in the {c}.",
                     f"At the start, the {o} is sitting in the {c}."]
        if style == 'llama3':
            opts += [f"The {o} is placed in the {c}.", f"The {o} is being kept in the {c}."]
        return ch(opts)
    if k == 'claim':
        a, o, c = ev['agent'], ev['obj'], ev['cont']
        opts = [f"{a} publicly claims that the {o} is in the {c}.", f"{a} tells everyone the {o} is in the {c}.",
                f"{a} announces to the group that the {o} is in the {c}.",
                f"{a} says out loud that the {o} is in the {c}.",
                f"{a} publicly states the {o} is in the {c} now.",
                f"{a} claims in front of everyone that the {o} is in the {c}."]
        if style == 'llama3':
            opts += [f"{a} is publicly claiming that the {o} is in the {c}."]
        if style == 'claude':
            opts += [f"{a} announces to everyone that the {o} is now in the {c}.",
                     f"{a} makes a public claim: the {o} is in the {c}.",
                     f"{a} declares to the group that the {o} is in the {c}."]
        return ch(opts)
    if k == 'tell':
        a, b, o, c = ev['agent'], ev['listener'], ev['obj'], ev['cont']
        opts = [f"{a} privately tells {b} that the {o} is in the {c}.", f"{a} quietly tells {b} the {o} is in the {c}.",
                f"{a} whispers to {b} that the {o} is in the {c}.",
                f"{a} privately informs {b} that the {o} is in the {c}.",
                f"In private, {a} tells {b} the {o} is in the {c}."]
        if style == 'claude':
            opts += [f"{a} pulls {b} aside and says the {o} is in the {c}.",
                     f"{b} is told privately by {a} that the {o} is in the {c}.",
                     f"{a} has a private word with {b}: the {o} is in the {c}."]
        if style == 'llama3':
            opts += [f"{a} is privately telling {b} that the {o} is in the {c}."]
        return ch(opts)
    if k == 'noise':
        a, t, nt = ev['agent'], ev['thing'], ev['ntype']
        if nt == 'lost':
            opts = [f"{a} loses his {t}.", f"{a} misplaced his {t}.", f"{a} has lost his {t}.",
                    f"{a} can't find his {t} anymore.",
                    f"{a} loses track of his {t}."]
            if style in ('llama3', 'claude'):
                opts += [f"{a} lost {his(a)} {t}.", f"{a} loses {his(a)} {t}.", f"{a} misplaces {his(a)} {t}."]
        elif nt == 'found':
            opts = [f"{a} finds his {t}.", f"{a} found {his(a)} {t} again."]
        elif nt == 'saw':
            opts = [f"{a} catches a glimpse of a {t}.", f"{a} spots a {t}.", f"{a} notices a {t}.", f"{a} sees a {t}.", f"A {t} is spotted by {a}.",
                    f"{a} caught sight of a {t}."]
        elif nt == 'likes':
            opts = [f"{a} is fond of the {t}.", f"{a} likes the {t}.", f"{a} has a liking for the {t}.",
                    f"{a} is a fan of the {t}."]
        else:
            opts = [f"{a} doesn't like the {t}.", f"{a} is not a fan of the {t}.",
                    f"{a} does not care for the {t}.", f"{a} has a dislike for the {t}.",
                    f"{a} has no love for the {t}."]
        return ch(opts)
    raise ValueError(ev)


def reword_safe(ev, style, r):
    for _ in range(10):
        out = reword(ev, style, r)
        if out != canon(ev):
            return out
    return out


def tensify_qwen(ev, r):
    """Qwen's light rewordings: small tense/article changes only."""
    return reword(ev, 'qwen', r)


# ---------------------------------------------------------------- story context
class Ctx:
    def __init__(self, pk):
        self.pk = pk
        self.lines = [l.split(' ', 1)[1] for l in pk['story'].split('\n')]
        self.kinds = pk['line_kinds']
        self.evs = [parse(t, k) for t, k in zip(self.lines, self.kinds)]
        for t, ev in zip(self.lines, self.evs):
            assert canon(ev) == t, (t, canon(ev))
        self.n = len(self.lines)
        self.gold = pk['gold_beliefs']
        self.chain = pk['chain']
        self.obj = re.search(r'the (\w+) (?:really|is)', pk['question']).group(1)
        first_enter = next(e for e in self.evs if e['kind'] == 'enter')
        self.agents = first_enter['agents']
        self.rooms = [e['room'] for e in self.evs if e['kind'] == 'enter']
        # presence before each line, real location after each line, exit order
        self.present_before, self.real, self.room_at = [], [], []
        present, loc, room = set(), None, None
        self.exit_idx = {}
        for i, e in enumerate(self.evs):
            self.present_before.append(set(present))
            self.room_at.append(room if e['kind'] != 'enter' else e['room'])
            if e['kind'] == 'enter':
                present = set(e['agents'])
                room = e['room']
            elif e['kind'] == 'exit':
                present.discard(e['agent'])
                self.exit_idx.setdefault(e['agent'], i)
            elif e['kind'] in ('move', 'place'):
                loc = e['cont']
            self.real.append(loc)
        conts = []
        for e in self.evs:
            if e.get('cont') and e['cont'] not in conts:
                conts.append(e['cont'])
        self.conts = conts
        self.choices = [c.split('. ', 1)[1] for c in pk['choices'].split(', ')]
        self.foods = [e['thing'] for e in self.evs if e['kind'] == 'noise' and e['ntype'] == 'dislikes'
                      and e['thing'] != self.obj]


# ---------------------------------------------------------------- belief lines
def chain_text(chain, obj, val, style, r, verb='thinks'):
    """verb: 'thinks' | 'believes' | 'thinks that' (claude variants; order 0 uses 'actually' with 'believes')."""
    v = 'Null' if val is None else val
    if not chain:
        if verb == 'believes':
            return f"The {obj} is actually in [{v}]"
        return f"The {obj} is in [{v}]"
    if verb == 'thinks that':
        return ' thinks '.join(chain) + f" thinks that the {obj} is in [{v}]"
    return f" {verb} ".join(chain) + f" {verb} the {obj} is in [{v}]"


# ---------------------------------------------------------------- explanations
def others(names):
    return join(sorted(names, key=lambda x: x)) if names else 'nobody'


def explain(ctx, i, style, r):
    """One or two sentences of reasoning for line i (0-based); may name other agents and events."""
    e, obj = ctx.evs[i], ctx.obj
    k = e['kind']
    g_prev = ctx.gold[i - 1] if i > 0 else None
    changed = ctx.gold[i] != g_prev
    chain = ctx.chain
    pres = ctx.present_before[i]
    room = ctx.room_at[i]
    out = []
    if k == 'enter':
        if i == ctx.kinds.index('enter'):
            out.append(r.choice([f"Everyone is present, but the {obj} hasn't been mentioned yet.",
                                 "All five are in the same room now; no belief about it yet.",
                                 f"Nobody knows anything about the {obj} at this point."]))
        else:
            out.append(r.choice([f"They are all together again, but nobody touches the {obj} in the {e['room']}.",
                                 f"Entering the {e['room']} changes nothing about where anyone thinks the {obj} is.",
                                 f"No one sees the {obj} here, so beliefs carry over from the {ctx.rooms[0]}."]))
    elif k == 'place':
        out.append(r.choice([f"Everyone in the {room} sees this.", "All five are present and observe it.",
                             f"Everyone still in the {room} can see where the {obj} is."]))
    elif k == 'stay':
        out.append(r.choice([f"{e['agent']} doesn't touch the {obj}, so nothing changes.", "No effect.",
                             "Nothing moves, so no belief changes.",
                             f"Staying put does not change anything for the {obj}."]))
    elif k == 'noise':
        out.append(r.choice(["Irrelevant.", f"This has nothing to do with the {obj}.",
                             f"Irrelevant to the {obj}; no change.", "Just a distractor, no belief changes."]))
    elif k == 'exit':
        rest = [a for a in ctx.agents if a in pres and a != e['agent']]
        prev_exits = [ctx.evs[j]['agent'] for j in range(i) if ctx.evs[j]['kind'] == 'exit'
                      and ctx.room_at[j] == room]
        opts = [f"{e['agent']} is no longer in the {room} and misses what follows.",
                f"{e['agent']}'s belief is frozen from here on."]
        if rest:
            opts.append(f"Only {join(rest)} {'remain' if len(rest) > 1 else 'remains'} in the {room}.")
        if prev_exits:
            opts.append(f"{e['agent']} leaves after {prev_exits[-1]}, so {he(e['agent'])} saw everything "
                        f"{prev_exits[-1]} missed up to now.")
        out.append(r.choice(opts))
    elif k == 'move':
        seen = [a for a in ctx.agents if a in pres]
        absent = [a for a in chain if a not in pres]
        out.append(r.choice([f"{join(seen)} {'are' if len(seen) > 1 else 'is'} in the {room} and {'see' if len(seen) > 1 else 'sees'} the move.",
                             f"Only {join(seen)} are present; they all see this." if len(seen) > 1 else
                             f"Only {seen[0]} is present to see this."]))
        prev_moves = [ctx.evs[j] for j in range(i) if ctx.evs[j]['kind'] == 'move']
        if prev_moves and r.random() < 0.5:
            pm = prev_moves[-1]
            out.append(f"Before this, {pm['agent']} had put it in the {pm['cont']}.")
        if absent:
            out.append(f"{join(absent)} already left, so {'they miss' if len(absent) > 1 else he(absent[0]) + ' misses'} this.")
        if chain:
            out.append("The belief we track updates." if changed else "The belief we track does not change.")
    elif k == 'claim':
        out.append(r.choice([f"Everyone in the {room} hears {e['agent']}.", "This is public, so everyone hears it."]))
        if chain:
            out.append(r.choice(["This shifts the belief we are tracking." if changed else
                                 "Public claims don't change this belief.",
                                 "That changes the tracked belief." if changed else
                                 f"It doesn't change what the chain believes about the {obj}."]))
        else:
            out.append(f"A claim does not move the {obj}.")
    elif k == 'tell':
        a, b = e['agent'], e['listener']
        out.append(r.choice([f"Only {b} hears this; it's private.", f"Private: only {a} and {b} are involved."]))
        if chain:
            if changed:
                ea, eb = ctx.exit_idx.get(a), ctx.exit_idx.get(b)
                if ea is not None and eb is not None and eb < ea:
                    out.append(f"{b} exited the {ctx.rooms[0]} before {a}, so {b} trusts {a} here.")
                else:
                    out.append("So the tracked belief changes.")
            else:
                out.append(r.choice(["It does not reach the belief we are tracking.",
                                     "Nobody else hears it, so this chain stays the same."]))
        else:
            out.append(f"Talking doesn't move the {obj}.")
    return out


def glued(ctx, i, r):
    """A short comment glued on the restatement line (qwen / gpt4o)."""
    e, obj = ctx.evs[i], ctx.obj
    k = e['kind']
    if k == 'exit':
        return r.choice([f" ({e['agent']} is no longer there and misses what follows)",
                         f", so {he(e['agent'])} won't see what happens next",
                         " (belief frozen from here)"])
    if k == 'stay':
        return r.choice([" (no effect)", ", without moving anything", " (does not touch anything)"])
    if k == 'move':
        return r.choice([" (everyone still there sees it)", f", so the {obj} is now somewhere new"])
    if k == 'noise':
        return r.choice([" (irrelevant)", " (not related to the " + obj + ")"])
    if k == 'enter':
        return r.choice([" (everyone is present)", ", so they are all together"])
    if k == 'place':
        return r.choice([" (everyone sees this)", ", so everyone knows where it starts"])
    if k == 'claim':
        return r.choice([", so everyone hears it", " (public)"])
    if k == 'tell':
        return r.choice([f" (only {e['listener']} hears it)", " (private)"])
    return ''


def strip_dot(s):
    return s[:-1] if s.endswith('.') else s


# ---------------------------------------------------------------- step rendering
def render_step(style, fmt, num, restate, expl, belief, r, glue=''):
    """restate: restatement text (ends with '.'); glue: comment glued after it."""
    line = (strip_dot(restate) + glue + '.') if glue else restate
    if style == 'qwen':
        parts = [f"## Step {num} ##", line]
        if expl:
            parts.append(' '.join(expl))
        parts.append(belief)
        return '  \n'.join(parts) if fmt == 1 else '\n'.join(parts)
    if style == 'gpt4o':
        if fmt == 0:
            parts = [f"### Step {num}", f"**Event:** {line}"]
            if expl:
                parts.append(f"**Effect:** {' '.join(expl)}")
            parts.append(f"**Belief:** {belief}.")
        else:
            parts = [f"**Step {num}:** {line}"]
            if expl:
                parts.append(' '.join(expl))
            parts.append(f"**Belief:** {belief}")
        return '\n'.join(parts)
    if style == 'llama3':
        parts = [f"**Step {num}:** {line}"]
        for s in expl:
            parts.append(f"* {s}")
        parts.append(f"* Belief: {belief}")
        return '\n'.join(parts)
    if style == 'claude':
        ex = (' ' + ' '.join(expl)) if expl else ''
        if fmt == 0:
            return f"Step {num} — {line}{ex}\nBelief: {belief}"
        if fmt == 1:
            return f"{num}. {line}{ex}\n   → {belief}"
        return f"**Step {num}.** {line}{ex}\n{belief}."
    raise ValueError(style)


INTROS = {
    'gpt4o': ["Let's go through the story step by step.", "Let's trace the beliefs line by line.", ""],
    'claude': ["I'll go through the story one line at a time and track the belief in question.",
               "Let me track this line by line.", "Working through each line in order:"],
    'llama3': ["Here is the step-by-step trace:", "Let's break down the story step by step:"],
    'qwen': [""],
}


# ---------------------------------------------------------------- error planting
def wrong_value(ctx, i, r):
    g = ctx.gold[i]
    cands = []
    if ctx.real[i] is not None and ctx.real[i] != g:
        cands.append(ctx.real[i])
    prev = [v for v in ctx.gold[:i] if v is not None and v != g]
    if prev:
        cands.append(prev[-1])
    if g is None:
        cands.append([c for c in ctx.conts][0])
    if not cands:
        cands = [c for c in ctx.conts if c != g] or [c for c in ctx.choices if c != g]
    return r.choice(cands)


def other_agent(ctx, exclude, r):
    return r.choice([a for a in ctx.agents if a not in exclude])


def mutate(ctx, i, ekind, r):
    """Return (new_event, description) for restatement errors."""
    e = dict(ctx.evs[i])
    k = e['kind']
    if ekind == 'wrong_agent':
        if k == 'enter':
            drop = r.choice(e['agents'])
            e['agents'] = [a for a in e['agents'] if a != drop]
            e['all'] = False
            return e, f"entry names only four agents (drops {drop})"
        if k == 'tell' and r.random() < 0.5:
            new = other_agent(ctx, {e['agent'], e['listener']}, r)
            d = f"listener {e['listener']} -> {new}"
            e['listener'] = new
            return e, d
        exclude = {e['agent']} | ({e['listener']} if k == 'tell' else set())
        new = other_agent(ctx, exclude, r)
        d = f"agent {e['agent']} -> {new}"
        e['agent'] = new
        return e, d
    if ekind == 'wrong_object':
        if k == 'noise':
            if e['ntype'] == 'dislikes':
                new = r.choice([f for f in OTHER_FOODS if f != e['thing']])
            else:
                new = NOISE_SWAP[e['thing']]
            d = f"noise object {e['thing']} -> {new}"
            e['thing'] = new
            return e, d
        pool = [f for f in ctx.foods if f != e['obj']] or [f for f in OTHER_FOODS if f != e['obj']]
        new = r.choice(pool)
        d = f"object {e['obj']} -> {new}"
        e['obj'] = new
        return e, d
    if ekind == 'wrong_container':
        if k in ('enter', 'exit', 'stay'):
            pool = [x for x in ctx.rooms if x != e['room']] or ['kitchen']
            new = r.choice(pool)
            d = f"room {e['room']} -> {new}"
            e['room'] = new
            return e, d
        if k == 'noise':
            pool = [c for c in ctx.choices if c != e['thing']]
            new = r.choice(pool)
            d = f"liked container {e['thing']} -> {new}"
            e['thing'] = new
            return e, d
        pool = [c for c in ctx.conts if c != e['cont']]
        new = r.choice(pool)
        d = f"container {e['cont']} -> {new}"
        e['cont'] = new
        return e, d
    if ekind == 'wrong_event':
        if k == 'exit':
            if r.random() < 0.75:
                return {'kind': 'enter', 'agents': [e['agent']], 'room': e['room']}, "exit retold as entering"
            return {'kind': 'stay', 'agent': e['agent'], 'room': e['room']}, "exit retold as staying"
        if k == 'stay':
            return {'kind': 'exit', 'agent': e['agent'], 'room': e['room']}, "stay retold as exiting"
        if k == 'enter':
            return {'kind': 'exit_all', 'agents': e['agents'], 'room': e['room']}, "entry retold as everyone leaving"
        if k == 'claim':
            lst = other_agent(ctx, {e['agent']}, r)
            return ({'kind': 'tell', 'agent': e['agent'], 'listener': lst, 'obj': e['obj'], 'cont': e['cont']},
                    f"public claim retold as private tell to {lst}")
        if k == 'tell':
            return ({'kind': 'claim', 'agent': e['agent'], 'obj': e['obj'], 'cont': e['cont']},
                    "private tell retold as public claim")
        if k == 'noise':
            sw = {'likes': 'dislikes', 'dislikes': 'likes', 'lost': 'found'}[e['ntype']]
            d = f"noise '{e['ntype']}' retold as '{sw}'"
            e['ntype'] = sw
            return e, d
    raise ValueError((ekind, k))


def render_restate(ev, style, do_reword, r):
    if ev['kind'] == 'exit_all':
        names, room = join(ev['agents']), ev['room']
        if do_reword:
            return r.choice([f"Everyone leaves the {room}.", f"{names} all walk out of the {room}."])
        return f"{names} exited the {room}."
    if do_reword:
        return reword_safe(ev, style, r)
    return canon(ev)


APPLICABLE = {
    'wrong_belief': {'enter', 'place', 'stay', 'noise', 'exit', 'move', 'claim', 'tell'},
    'wrong_agent': {'exit', 'stay', 'move', 'noise', 'claim', 'tell', 'enter'},
    'wrong_object': {'move', 'place', 'claim', 'tell', 'noise'},
    'wrong_container': {'move', 'place', 'claim', 'tell', 'exit', 'stay', 'enter', 'noise'},
    'wrong_event': {'exit', 'stay', 'enter', 'claim', 'tell', 'noise'},
    'skipped_line': {'enter', 'place', 'stay', 'noise', 'exit', 'move', 'claim', 'tell'},
    'merged_lines': {'enter', 'place', 'stay', 'noise', 'exit', 'move', 'claim', 'tell'},
    'wrong_chain': {'enter', 'place', 'stay', 'noise', 'exit', 'move', 'claim', 'tell'},
    'bare_fact': {'enter', 'place', 'stay', 'noise', 'exit', 'move', 'claim', 'tell'},
}
CYCLE = {
    'wrong_belief': ['enter', 'place', 'stay', 'noise', 'exit', 'move', 'claim', 'tell', 'move', 'exit'],
    'wrong_agent': ['exit', 'stay', 'move', 'noise', 'claim', 'tell', 'enter', 'exit', 'move', 'stay'],
    'wrong_object': ['move', 'place', 'claim', 'tell', 'noise', 'move', 'place', 'tell', 'claim', 'move'],
    'wrong_container': ['move', 'place', 'claim', 'tell', 'exit', 'stay', 'enter', 'noise', 'move', 'exit'],
    'wrong_event': ['exit', 'stay', 'enter', 'claim', 'tell', 'noise', 'exit', 'stay', 'noise', 'tell'],
    'skipped_line': ['stay', 'noise', 'exit', 'move', 'enter', 'place', 'claim', 'tell', 'noise', 'exit'],
    'merged_lines': ['exit', 'stay', 'move', 'noise', 'enter', 'place', 'exit', 'claim', 'move', 'noise'],
    'wrong_chain': ['move', 'exit', 'claim', 'tell', 'stay', 'noise', 'place', 'enter', 'move', 'exit'],
    'bare_fact': ['move', 'exit', 'stay', 'noise', 'claim', 'tell', 'place', 'enter', 'move', 'exit'],
}


def line_ok(ctx, i, ekind):
    e = ctx.evs[i]
    k = e['kind']
    if k not in APPLICABLE[ekind]:
        return False
    if ekind == 'wrong_object' and k == 'noise' and e['ntype'] == 'likes':
        return False
    if ekind == 'wrong_container' and k == 'noise' and e['ntype'] != 'likes':
        return False
    if ekind == 'wrong_event' and k == 'noise' and e['ntype'] == 'saw':
        return False
    if ekind == 'wrong_container' and k in ('move', 'place', 'claim', 'tell') and len(ctx.conts) < 2:
        return False
    if ekind == 'wrong_belief' and i == ctx.n - 1:
        return False
    if ekind == 'merged_lines' and i == ctx.n - 1:
        return False
    if ekind in ('wrong_chain',) and ctx.gold[i] is None:
        return False
    return True


def pick_line(ctx, ekind, want, r):
    idx = [i for i in range(ctx.n) if ctx.kinds[i] == want and line_ok(ctx, i, ekind)]
    if not idx:
        idx = [i for i in range(ctx.n) if line_ok(ctx, i, ekind)]
    return r.choice(idx)


def wrong_chain_of(chain, agents, r):
    opts = []
    if len(chain) >= 2:
        opts.append(('reversed', list(reversed(chain))))
        opts.append(('shorter (drops outermost)', chain[1:]))
        opts.append(('shorter (drops innermost)', chain[:-1]))
    pos = r.randrange(len(chain))
    repl = r.choice([a for a in agents if a not in chain])
    oc = list(chain)
    oc[pos] = repl
    opts.append((f'other agent ({chain[pos]} -> {repl})', oc))
    name, c = r.choice(opts)
    if c == chain:
        name, c = opts[-1]
    return name, c


# ---------------------------------------------------------------- trace building
def build(pk, style, ekind, r, slot):
    ctx = Ctx(pk)
    n, obj, chain, gold = ctx.n, ctx.obj, ctx.chain, ctx.gold
    fmt = r.randrange(3) if style == 'claude' else r.randrange(2)
    verb = 'thinks'
    if style == 'claude':
        verb = r.choice(['thinks', 'thinks', 'thinks', 'believes', 'thinks that'])
    rate = REWORD[style]
    reworded = [r.random() < rate for _ in range(n)]
    err_i, note, err_kind_line = None, '', None
    mutated = {}
    belief_override = {}
    skip, merge, swap = None, None, None
    final = pk['answer']
    if ekind in CYCLE:
        want = CYCLE[ekind][slot % len(CYCLE[ekind])]
        err_i = pick_line(ctx, ekind, want, r)
        err_kind_line = ctx.kinds[err_i]
        reworded[err_i] = r.random() < (0.3 if style == 'qwen' else 0.55)
    if ekind in ('wrong_agent', 'wrong_object', 'wrong_container', 'wrong_event'):
        ev, d = mutate(ctx, err_i, ekind, r)
        mutated[err_i] = ev
        note = f"line {err_i + 1} ({err_kind_line}): {d}"
    elif ekind == 'wrong_belief':
        wv = wrong_value(ctx, err_i, r)
        belief_override[err_i] = chain_text(chain, obj, wv, style, r, verb)
        note = f"line {err_i + 1} ({err_kind_line}): belief [{wv}] instead of gold [{gold[err_i] or 'Null'}]"
    elif ekind == 'wrong_chain':
        nm, wc = wrong_chain_of(chain, ctx.agents, r)
        belief_override[err_i] = chain_text(wc, obj, gold[err_i], style, r, verb)
        note = f"line {err_i + 1} ({err_kind_line}): chain {nm}: {' > '.join(wc)} instead of {' > '.join(chain)} (value = gold)"
    elif ekind == 'bare_fact':
        belief_override[err_i] = chain_text([], obj, gold[err_i], style, r, verb)
        note = f"line {err_i + 1} ({err_kind_line}): belief stated as bare fact (value = gold [{gold[err_i]}]), no chain"
    elif ekind == 'skipped_line':
        skip = err_i
        note = f"line {err_i + 1} ({err_kind_line}) has no step; later steps renumbered"
    elif ekind == 'merged_lines':
        merge = err_i
        note = (f"lines {err_i + 1}-{err_i + 2} ({ctx.kinds[err_i]}+{ctx.kinds[err_i + 1]}) told in one step as two "
                f"events; step belief = gold of line {err_i + 2}")
    elif ekind == 'out_of_order':
        cands = [i for i in range(n - 1) if ctx.lines[i] != ctx.lines[i + 1]]
        swap = r.choice(cands)
        note = f"steps for lines {swap + 1} and {swap + 2} swapped, each with its own gold belief"
    elif ekind == 'wrong_final':
        pool = [c for c in [ctx.real[-1]] + ctx.conts if c and c != pk['answer']]
        final = r.choice(pool)
        note = f"all steps right; final answer [{final}] instead of [{pk['answer']}]"
    else:
        note = 'right trace'

    # per-line step pieces
    def pieces(i):
        ev = mutated.get(i, ctx.evs[i])
        rest = render_restate(ev, style, reworded[i], r)
        glue = ''
        if i in mutated:
            changed = gold[i] != (gold[i - 1] if i else None)
            ex = [r.choice(["The tracked belief updates." if changed else "No change to the belief we are tracking.",
                            "This matters for the chain." if changed else "Nothing changes for the chain."])]
            bel = belief_override.get(i) or chain_text(chain, obj, gold[i], style, r, verb)
            return rest, glue, ex, bel
        if style in ('qwen', 'gpt4o') and r.random() < (0.35 if style == 'qwen' else 0.3):
            glue = glued(ctx, i, r)
        ex = explain(ctx, i, style, r)
        if r.random() < 0.12:
            changed = gold[i] != (gold[i - 1] if i else None)
            ex = [r.choice(["The tracked belief updates." if changed else "No change to the belief we are tracking.",
                            "This matters for the chain." if changed else "Nothing changes for the chain."])]
        if style == 'qwen':
            ex = ex[:1] if r.random() < 0.8 else ex
        if style == 'gpt4o' and r.random() < 0.3:
            ex = ex[:1]
        bel = belief_override.get(i) or chain_text(chain, obj, gold[i], style, r, verb)
        return rest, glue, ex, bel

    order_idx = list(range(n))
    if swap is not None:
        order_idx[swap], order_idx[swap + 1] = order_idx[swap + 1], order_idx[swap]
    steps = []
    num = 0
    skipi = set()
    for pos, i in enumerate(order_idx):
        if i == skip or i in skipi:
            continue
        num += 1
        if merge is not None and i == merge:
            r1, _, _, _ = pieces(i)
            r2, _, ex2, bel2 = pieces(i + 1)
            conj = r.choice([', and then ', '; then ', ', and ', ', and right after that, '])
            second = r2 if r2.split(' ')[0].strip(',') in ctx.agents else r2[0].lower() + r2[1:]
            restate = strip_dot(r1) + conj + second
            bel = chain_text(chain, obj, gold[i + 1], style, r, verb)
            steps.append(render_step(style, fmt, num, restate, ex2, bel, r))
            skipi.add(i + 1)
            continue
        rest, glue, ex, bel = pieces(i)
        steps.append(render_step(style, fmt, num, rest, ex, bel, r, glue))
    intro = r.choice(INTROS[style])
    if style == 'gpt4o' and r.random() < 0.35:
        fin = f"**Final Answer: [{final}]**"
    else:
        fin = f"Final Answer: [{final}]"
    body = '\n\n'.join(steps)
    resp = (intro + '\n\n' if intro else '') + body + '\n\n' + fin

    # ---------------- labels
    restated = [True] * n
    right = [True] * n
    if ekind in ('wrong_agent', 'wrong_object', 'wrong_container', 'wrong_event', 'skipped_line'):
        restated[err_i] = False
        right[err_i] = False
    elif ekind == 'merged_lines':
        for j in (err_i, err_i + 1):
            restated[j] = False
            right[j] = False
    elif ekind in ('wrong_belief', 'wrong_chain', 'bare_fact'):
        right[err_i] = False
    first_error = next((j + 1 for j in range(n) if not right[j]), None)
    answer_right = final == pk['answer']
    verified = first_error is None and ekind not in ('out_of_order',) and answer_right
    gold_lab = {'restated': restated, 'right': right, 'first_error': first_error, 'verified': verified,
                'answer_right': answer_right}
    # reword stats (restatements of faithful steps only)
    rw = [(ctx.kinds[i], reworded[i] and ctx.kinds[i] != 'noise' or reworded[i]) for i in range(n) if i not in mutated and i != skip
          and not (merge is not None and i in (merge, merge + 1))]
    return resp, note, err_kind_line if ekind in CYCLE else None, gold_lab, rw


def main():
    pks = [json.loads(l) for l in open('stories.jsonl')]
    by_order = {o: [p for p in pks if p['order'] == o] for o in range(5)}
    PER_ORDER = 46
    general = ['wrong_belief', 'wrong_agent', 'wrong_object', 'wrong_container', 'wrong_event',
               'skipped_line', 'merged_lines', 'out_of_order', 'wrong_final']
    chain_split = {1: 3, 2: 3, 3: 2, 4: 2}
    bare_split = {2: 3, 3: 3, 4: 4}
    plan = []  # (packet, kind)
    for o in range(5):
        sel = rng.sample(by_order[o], PER_ORDER)
        kinds = []
        for g in general:
            kinds += [g, g]
        kinds += ['wrong_chain'] * chain_split.get(o, 0) + ['bare_fact'] * bare_split.get(o, 0)
        kinds += ['right'] * (PER_ORDER - len(kinds))
        rng.shuffle(kinds)
        plan += list(zip(sel, kinds))
    rng.shuffle(plan)
    plan = [list(x) for x in plan]
    # slots (position in the kind's line-kind cycle); give an error slot a packet that has its wanted
    # line kind by swapping packets with a 'right' entry of the same order when needed
    kind_count = {}
    slots = []
    for pk, kind in plan:
        c = kind_count.get(kind, 0)
        kind_count[kind] = c + 1
        slots.append(c)
    for idx, (pk, kind) in enumerate(plan):
        if kind not in CYCLE:
            continue
        want = CYCLE[kind][slots[idx] % len(CYCLE[kind])]

        def has(p):
            cx = Ctx(p)
            return any(cx.kinds[i] == want and line_ok(cx, i, kind) for i in range(cx.n))
        if has(pk):
            continue
        for jdx, (pk2, kind2) in enumerate(plan):
            if kind2 == 'right' and pk2['order'] == pk['order'] and has(pk2):
                plan[idx][0], plan[jdx][0] = pk2, pk
                break
    # styles: round robin within each kind with a random start
    starts = {}
    out = []
    stats = []
    for idx, (pk, kind) in enumerate(plan):
        c = slots[idx]
        if kind not in starts:
            starts[kind] = rng.randrange(4)
        style = STYLES[(starts[kind] + c) % 4]
        r = random.Random(SEED * 1000 + idx)
        resp, note, elk, lab, rw = build(pk, style, kind, r, c)
        stats += rw
        out.append({'id': f"1-{idx:03d}", 'style': style, 'kind': kind, 'order': pk['order'],
                    'error_line_kind': elk, 'note': note, 'story': pk['story'], 'question': pk['question'],
                    'choices': pk['choices'], 'answer': pk['answer'], 'response': resp, 'gold': lab})
    with open('verifier_blind_1.jsonl', 'w') as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + '\n')
    tot = len(stats)
    print('records', len(out), 'reworded share of faithful restatements: %.3f' % (sum(x for _, x in stats) / tot))


if __name__ == '__main__':
    main()
