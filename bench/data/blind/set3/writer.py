#!/usr/bin/env python3
"""Writer for blind audit set 3 (belief traces). Deterministic (seeded).

Reads stories.jsonl, writes verifier_blind_3.jsonl.
Hand-written traces live in hand.py (HAND dict) and replace generated ones.
"""
import json, random, re, collections

SEED = 3033
R = random.Random(SEED)
ROOMS = ["garage", "kitchen", "den", "attic", "patio", "study", "hall", "cellar",
         "pantry", "lounge", "office", "porch", "bedroom", "closet", "sunroom"]
FOODS = ["apple", "banana", "cherry", "lemon", "lime", "peach", "plum", "onion", "corn",
         "carrot", "potato", "turnip", "pear", "melon", "grapes", "tomato", "cabbage",
         "eggplant", "persimmon", "tangerine", "spinach", "celery", "cucumber"]
STYLES = ["gpt4o", "claude", "llama3", "qwen"]

# --------------------------------------------------------------------------- parsing
PATS = {
    "enter": r"(?P<N>.+) entered the (?P<R>\S+)$",
    "exit": r"(?P<A>\w+) exited the (?P<R>\S+)$",
    "stay": r"(?P<A>\w+) made no movements and stayed in the (?P<R>\S+) for 1 minute$",
    "move": r"(?P<A>\w+) moved the (?P<O>\S+) to the (?P<C>\S+)$",
    "place": r"The (?P<O>\S+) is in the (?P<C>\S+)$",
    "claim": r"(?P<A>\w+) publicly claimed that (?P<O>\S+) is in the (?P<C>\S+)$",
    "tell": r"(?P<A>\w+) privately told (?P<B>\w+) that the (?P<O>\S+) is in the (?P<C>\S+)$",
}
NOISE_PATS = [
    ("likes", r"(?P<A>\w+) likes the (?P<F>\S+)$"),
    ("dislikes", r"(?P<A>\w+) dislikes the (?P<F>\S+)$"),
    ("saw", r"(?P<A>\w+) saw an? (?P<X>\w+)$"),
    ("lost", r"(?P<A>\w+) lost his (?P<Y>\w+)$"),
]


def parse(text, kind):
    t = text.strip().rstrip(".")
    if kind == "noise":
        for sub, p in NOISE_PATS:
            m = re.match(p, t)
            if m:
                d = m.groupdict(); d["sub"] = sub; d["kind"] = "noise"; return d
        raise ValueError(text)
    m = re.match(PATS[kind], t)
    if not m:
        raise ValueError((kind, text))
    d = m.groupdict(); d["kind"] = kind
    if kind == "enter":
        d["names"] = re.split(r", | and ", d["N"])
    return d


CANON = {
    "enter": "{N} entered the {R}.",
    "exit": "{A} exited the {R}.",
    "stay": "{A} made no movements and stayed in the {R} for 1 minute.",
    "move": "{A} moved the {O} to the {C}.",
    "place": "The {O} is in the {C}.",
    "claim": "{A} publicly claimed that {O} is in the {C}.",
    "tell": "{A} privately told {B} that the {O} is in the {C}.",
    "likes": "{A} likes the {F}.",
    "dislikes": "{A} dislikes the {F}.",
    "saw": "{A} saw a {X}.",
    "lost": "{A} lost his {Y}.",
    "found": "{A} found his {Y}.",
}

# --------------------------------------------------------------------------- reword banks
# (styles or '*', template). Every template is a faithful retelling of the event.
BANK = {
    "enter": [
        ("*", "{N} walk into the {R}."),
        ("*", "{N} all go into the {R}."),
        ("gpt4o llama3 qwen", "{N} came into the {R}."),
        ("claude gpt4o", "Everyone ({N}) enters the {R}."),
        ("claude qwen", "Everyone enters the {R}."),
        ("claude", "{N} are now together in the {R}."),
        ("llama3", "{N} have stepped into the {R}."),
        ("claude", "The whole group, {N}, heads into the {R}."),
        ("claude gpt4o", "{N} make their way into the {R}."),
        ("llama3 gpt4o", "{N} are entering the {R}."),
        ("claude", "All of them ({N}) show up in the {R}."),
        ("gpt4o", "Everyone walked into the {R}."),
    ],
    "exit": [
        ("*", "{A} leaves the {R}."),
        ("gpt4o llama3 qwen", "{A} left the {R}."),
        ("claude", "{A} steps out of the {R}."),
        ("claude gpt4o", "{A} walks out of the {R}."),
        ("llama3", "{A} exits the {R}."),
        ("llama3", "{A} is leaving the {R}."),
        ("claude", "{A} heads out of the {R}."),
        ("gpt4o", "{A} departs from the {R}."),
        ("llama3 qwen", "{A} has exited the {R}."),
        ("claude", "{A} slips out of the {R}."),
        ("gpt4o claude", "{A} goes out of the {R}."),
        ("llama3", "{A} got out of the {R}."),
        ("claude", "Now {A} leaves the {R} too."),
    ],
    "stay": [
        ("claude", "{A} stays in the {R} for a minute without moving anything."),
        ("claude", "{A} hangs around in the {R} for a minute without touching anything."),
        ("gpt4o", "{A} remained in the {R} for one minute, making no moves."),
        ("llama3", "{A} is staying in the {R} for 1 minute and is not moving anything."),
        ("*", "{A} waits in the {R} for a minute and does nothing."),
        ("gpt4o qwen", "{A} stayed put in the {R} for 1 minute."),
        ("claude", "{A} lingers in the {R} for a minute, not touching the objects."),
        ("llama3", "{A} stays in the {R} for 1 minute and makes no movements."),
        ("claude gpt4o", "{A} spends a minute in the {R} doing nothing."),
        ("llama3 gpt4o", "{A} sticks around in the {R} for a minute."),
        ("claude", "{A} just stands in the {R} for a minute and doesn't move anything."),
        ("qwen", "{A} stayed in the {R} for 1 minute without any movement."),
    ],
    "move": [
        ("*", "{A} moves the {O} to the {C}."),
        ("claude", "{A} puts the {O} into the {C}."),
        ("gpt4o llama3", "{A} moved the {O} over to the {C}."),
        ("llama3", "{A} is moving the {O} to the {C}."),
        ("gpt4o", "{A} relocated the {O} to the {C}."),
        ("claude", "{A} takes the {O} and puts it in the {C}."),
        ("llama3 gpt4o", "{A} shifted the {O} into the {C}."),
        ("claude gpt4o", "{A} transfers the {O} to the {C}."),
        ("claude llama3", "{A} picks up the {O} and places it in the {C}."),
        ("gpt4o", "The {O} gets moved by {A} to the {C}."),
        ("llama3 qwen", "{A} has moved the {O} into the {C}."),
        ("claude", "{A} carries the {O} over to the {C}."),
    ],
    "place": [
        ("*", "The {O} is located in the {C}."),
        ("claude", "The {O} starts out in the {C}."),
        ("gpt4o llama3", "There is a {O} in the {C}."),
        ("claude", "The {O} sits in the {C}."),
        ("gpt4o claude", "The {O} is inside the {C}."),
        ("llama3", "The {O} was in the {C}."),
        ("claude gpt4o", "We learn that the {O} is in the {C}."),
        ("llama3 gpt4o", "The {O} can be found in the {C}."),
        ("claude", "Initially, the {O} is in the {C}."),
        ("qwen", "The {O} is in the {C} at the start."),
        ("llama3", "The {O} is placed in the {C}."),
    ],
    "claim": [
        ("*", "{A} publicly claims that the {O} is in the {C}."),
        ("claude", "{A} announces to everyone that the {O} is in the {C}."),
        ("claude gpt4o", "{A} tells everyone the {O} is in the {C}."),
        ("llama3", "{A} publicly said that the {O} is in the {C}."),
        ("claude", "{A} says out loud that the {O} is in the {C}."),
        ("gpt4o", "{A} declared publicly that the {O} was in the {C}."),
        ("llama3", "{A} is publicly claiming the {O} is in the {C}."),
        ("claude gpt4o", "In front of everyone, {A} says the {O} is in the {C}."),
        ("gpt4o llama3", "{A} makes a public claim: the {O} is in the {C}."),
        ("qwen", "{A} publicly claimed the {O} is in the {C}."),
    ],
    "tell": [
        ("*", "{A} privately tells {B} that the {O} is in the {C}."),
        ("claude", "{A} quietly tells {B} the {O} is in the {C}."),
        ("claude llama3", "{A} whispers to {B} that the {O} is in the {C}."),
        ("gpt4o", "{A} privately informed {B} that the {O} was in the {C}."),
        ("claude gpt4o", "In private, {A} tells {B} the {O} is in the {C}."),
        ("llama3", "{A} told {B} in private that the {O} is in the {C}."),
        ("claude", "{A} pulls {B} aside and says the {O} is in the {C}."),
        ("llama3", "{A} is privately telling {B} that the {O} is in the {C}."),
        ("gpt4o claude", "{A} lets {B} know privately that the {O} is in the {C}."),
        ("qwen", "{A} privately told {B} the {O} is in the {C}."),
    ],
    "dislikes": [
        ("*", "{A} doesn't like the {F}."),
        ("llama3 qwen", "{A} dislike the {F}."),
        ("claude", "{A} isn't fond of the {F}."),
        ("gpt4o", "{A} has a dislike for the {F}."),
        ("claude llama3", "{A} does not care for the {F}."),
        ("gpt4o claude", "{A} is not a fan of the {F}."),
        ("llama3", "{A} disliked the {F}."),
    ],
    "likes": [
        ("*", "{A} is fond of the {F}."),
        ("claude", "{A} enjoys the {F}."),
        ("gpt4o", "{A} has a liking for the {F}."),
        ("llama3", "{A} liked the {F}."),
        ("claude gpt4o", "{A} is a fan of the {F}."),
        ("llama3 qwen", "{A} like the {F}."),
    ],
    "saw": [
        ("*", "{A} sees a {X}."),
        ("gpt4o llama3", "{A} spotted a {X}."),
        ("claude", "{A} notices a {X}."),
        ("claude", "{A} catches sight of a {X}."),
        ("llama3", "{A} has seen a {X}."),
        ("gpt4o", "{A} saw a {X} nearby."),
    ],
    "lost": [
        ("*", "{A} loses his {Y}."),
        ("llama3", "{A} lost her {Y}."),
        ("gpt4o claude", "{A} misplaced his {Y}."),
        ("claude", "{A} can't find his {Y} anymore."),
        ("claude gpt4o", "{A}'s {Y} goes missing."),
        ("llama3", "{A} has lost their {Y}."),
        ("claude", "{A} loses track of his {Y}."),
    ],
    "found": [
        ("*", "{A} finds his {Y}."),
        ("claude", "{A} finds his {Y} again."),
    ],
}


def evkey(f):
    return f["sub"] if f["kind"] == "noise" else f["kind"]


def names_str(names, rng):
    if rng.random() < 0.25:
        return ", ".join(names[:-1]) + ", and " + names[-1]
    return ", ".join(names[:-1]) + " and " + names[-1]


def render_event(f, style, reword, rng):
    key = evkey(f)
    d = dict(f)
    if "names" in f:
        d["N"] = names_str(f["names"], rng) if reword else ", ".join(f["names"][:-1]) + " and " + f["names"][-1]
    if not reword:
        return CANON[key].format(**d)
    opts = [t for s, t in BANK[key] if s == "*" or style in s.split()]
    t = rng.choice(opts)
    if style == "claude" and rng.random() < 0.12:
        # claude sometimes drops underscores in place names
        for k in ("R", "C"):
            if k in d:
                d[k] = d[k].replace("_", " ")
    return t.format(**d)


# --------------------------------------------------------------------------- context + explanations
def join_names(xs):
    xs = list(xs)
    if not xs:
        return ""
    if len(xs) == 1:
        return xs[0]
    return ", ".join(xs[:-1]) + " and " + xs[-1]


def simulate(pk):
    """Per line context: present-before, room, left-before (current room), real loc, last mover."""
    lines = [l.split(" ", 1)[1] for l in pk["story"].split("\n")]
    kinds = pk["line_kinds"]
    F = [parse(t, k) for t, k in zip(lines, kinds)]
    ctx = []
    present, room, left, loc, last_move = [], None, [], None, None
    exit_idx = {}
    first_room = None
    for i, f in enumerate(F):
        c = dict(present=list(present), room=room, left=list(left), loc=loc,
                 last_move=last_move, exit_idx=dict(exit_idx), first_room=first_room)
        ctx.append(c)
        k = f["kind"]
        if k == "enter":
            present = list(f["names"]); room = f["R"]; left = []
            if first_room is None:
                first_room = room
        elif k == "exit":
            if f["A"] in present:
                present.remove(f["A"])
            left.append(f["A"])
            if f["R"] == first_room:
                exit_idx.setdefault(f["A"], i)
        elif k == "place":
            loc = f["C"]
        elif k == "move":
            loc = f["C"]; last_move = (f["A"], f["C"], i + 1)
        c["after_present"] = list(present)
    agents = next(f for f in F if f["kind"] == "enter")["names"]
    return lines, kinds, F, ctx, agents


def pick(rng, *xs):
    return rng.choice(xs)


def explain(f, c, pk, i, rng, style, chain_note=True):
    """1-3 sentences about the effect, mentioning other agents / earlier events."""
    O = pk["obj"]
    gold = pk["gold_beliefs"]
    chain = pk["chain"]
    k = evkey(f)
    S = []
    room = f.get("R") or c["room"]
    if k == "enter":
        if c["room"] is None:
            S.append(pick(rng, f"Everyone is in the {f['R']} now, but nobody has seen the {O} yet.",
                          f"All five are together; the {O} hasn't come up yet.",
                          f"They can all see each other, but where the {O} is hasn't come up yet."))
        else:
            S.append(pick(rng, f"They all left the {c['room']} earlier, so the {O} stays behind there where none of them can watch it.",
                          f"Being together in the {f['R']} doesn't change what anyone saw back in the {c['room']}.",
                          f"No one touches the {O} by walking into the {f['R']}; it is still wherever it was last put.",
                          f"Just a change of room. {c['last_move'][0] if c['last_move'] else 'Nobody'} was the last one to move the {O}, and that doesn't change."))
    elif k in ("likes", "dislikes", "saw", "lost", "found"):
        opts = [f"This has nothing to do with the {O}.", "Irrelevant.",
                f"A distraction; nobody touches the {O}.",
                f"Doesn't affect where anyone thinks the {O} is."]
        if k in ("likes", "dislikes") and not re.match(r"(red|green|blue)_", f["F"]):
            opts.append(f"{f['A']}'s taste in food doesn't matter for the {O}.")
        if c["last_move"]:
            a, cc, j = c["last_move"]
            opts.append(f"The {O} is still in the {cc}, where {a} put it in step {j}.")
        S.append(rng.choice(opts))
    elif k == "place":
        S.append(pick(rng, f"Everyone in the {room} ({join_names(c['present'])}) sees where it is.",
                      "All of them are present, so this is common knowledge.",
                      f"Since all five are in the {room}, they all know the {O} is in the {f['C']}."))
    elif k == "stay":
        opts = [f"{f['A']} doesn't move anything, so nothing changes.", f"No effect on the {O}.",
                "Nothing is touched, so no belief changes."]
        others = [a for a in c["present"] if a != f["A"]]
        if others:
            opts.append(f"{join_names(others)} {'is' if len(others)==1 else 'are'} also still in the {room}, and nothing happens.")
        if c["left"]:
            opts.append(f"{c['left'][-1]} has already gone, but there is nothing to miss here anyway.")
        S.append(rng.choice(opts))
    elif k == "exit":
        A = f["A"]
        S.append(pick(rng, f"{A} will miss anything that happens in the {room} from now on.",
                      f"{A} is no longer there, so {A} won't see later moves.",
                      f"From here on {A}'s view of the {O} is frozen."))
        rem = [a for a in c["present"] if a != A]
        if c["left"] and rng.random() < 0.6:
            S.append(pick(rng, f"{c['left'][-1]} had already left before {A}.",
                          f"{join_names(c['left'])} went out earlier."))
        elif rem and rng.random() < 0.6:
            S.append(f"{join_names(rem)} {'is' if len(rem)==1 else 'are'} still inside.")
    elif k == "move":
        seers = c["present"]
        S.append(pick(rng, f"{join_names(seers)} {'is' if len(seers)==1 else 'are'} in the {room} and see{'s' if len(seers)==1 else ''} the move.",
                      f"Whoever is still in the {room} ({join_names(seers)}) sees this."))
        if c["left"]:
            S.append(pick(rng, f"{join_names(c['left'])} already left, so {'that agent misses' if len(c['left'])==1 else 'they miss'} it.",
                          f"Since {c['left'][-1]} is gone, {c['left'][-1]} doesn't see it."))
        if c["loc"] and rng.random() < 0.5:
            S.append(f"Before this it was in the {c['loc']}.")
    elif k in ("claim", "tell"):
        A = f["A"]; ei = c["exit_idx"]; fr = c["first_room"]
        if k == "claim":
            S.append(pick(rng, f"Everyone in the {room} hears {A}.", "All of them hear it.",
                          f"It's said in front of the whole group."))
            cands = [x for x in chain if x != A] or [x for x in pk["agents"] if x != A]
            L = rng.choice(cands)
        else:
            L = f["B"]
            S.append(pick(rng, f"Only {L} hears this; the others don't.",
                          f"Nobody except {L} hears it.",
                          f"{A} expects {L} to believe it."))
        if A in ei and L in ei:
            if ei[L] < ei[A]:
                S.append(pick(rng, f"{L} left the {fr} before {A}, so {L} takes {A}'s word for it.",
                              f"Since {L} exited earlier than {A}, {L} believes the claim."))
            else:
                S.append(pick(rng, f"{L} left the {fr} after {A} and saw more, so {L} doesn't buy it.",
                              f"{L} exited later than {A}, so {L} won't believe it."))
        S.append(pick(rng, f"The {O} doesn't actually move.", f"This is only talk; the {O} stays put."))
    if chain_note and i > 0:
        changed = gold[i] != gold[i - 1]
        if chain:
            who = chain[0]
            if changed:
                S.append(pick(rng, "This changes the belief for the chain.", f"So this updates what {who}'s chain holds.",
                              "The nested belief updates."))
            elif rng.random() < 0.4:
                S.append(pick(rng, "No change for the chain.", f"{who}'s nested belief stays the same.",
                              "The chain's belief is unchanged."))
        elif changed and rng.random() < 0.5:
            S.append(f"So the {O} is now in a new place.")
    return S


def lite_explain(pk, rng):
    O = pk["obj"]
    return [pick(rng, f"Nothing else changes for the {O}.", "No further effect.", "Beliefs carry on from before.",
                 f"This doesn't change where the {O} is thought to be.")]


# --------------------------------------------------------------------------- belief text
BFORM = {}


def belief_text(chain, O, val, style, rng, mode="right"):
    v = "Null" if val is None else val
    if not chain:
        forms = [f"The {O} is in [{v}]", f"{O} is in [{v}]", f"The {O} is really in [{v}]"]
        k = BFORM.get("form0", 0) if style != "qwen" else 0
        if rng.random() < 0.08:
            k = rng.randrange(3)
        return forms[k]
    verb0 = BFORM.get("verb0", "thinks")
    if rng.random() < 0.05:
        verb0 = "believes" if verb0 == "thinks" else "thinks"
    parts = [f"{chain[0]} {verb0}"] + [f"{a} thinks" for a in chain[1:]]
    return " ".join(parts) + f" the {O} is in [{v}]"


def bare_text(O, val, rng):
    v = "Null" if val is None else val
    return pick(rng, f"The {O} is in [{v}]", f"{O} is in [{v}]", f"The {O} is now in [{v}]")


def wrong_chain_of(chain, agents, rng):
    opts = []
    if len(chain) >= 2:
        opts.append(("reversed", list(reversed(chain))))
        opts.append(("shorter", chain[1:]))
        opts.append(("shorter", chain[:-1]))
    others = [a for a in agents if a not in chain]
    if others:
        j = rng.randrange(len(chain))
        c2 = list(chain); c2[j] = rng.choice(others)
        opts.append(("other agent", c2))
    if len(chain) >= 2:
        c2 = list(chain); j = rng.randrange(len(chain) - 1); c2[j], c2[j + 1] = c2[j + 1], c2[j]
        if c2 != list(reversed(chain)):
            opts.append(("swapped pair", c2))
    how, c2 = rng.choice(opts)
    return how, c2


# --------------------------------------------------------------------------- step rendering
def glued_comment(f, c, pk, style, rng):
    k = evkey(f); O = pk["obj"]
    A = f.get("A")
    if k == "exit":
        o = [f" ({A} is no longer there and misses what follows)", f", so {A} won't see anything after this",
             f" ({A} is out now)", f", so {A} is gone from the {f['R']} from now on"]
    elif k == "stay":
        o = [" (no effect)", ", so nothing changes", " (nothing is moved)", f", without touching the {O}"]
    elif k == "move":
        o = [f" ({join_names(c['present'])} {'sees' if len(c['present'])==1 else 'see'} it)", f", so the {O} is now in the {f['C']}",
             f" (while {join_names(c['left'])} {'is' if len(c['left'])==1 else 'are'} away)" if c["left"] else " (everyone there sees it)"]
    elif k == "enter":
        o = [" (everyone is together now)", ", so everyone can see everyone else", " (no one has done anything yet)"]
    elif k == "place":
        o = [" (everyone present sees this)", f", so everyone in the {c['room']} knows where it is"]
    elif k in ("claim",):
        o = [" (everyone hears it)", ", so all of them hear the claim", f" ({A} is only saying it, nothing moves)"]
    elif k == "tell":
        o = [f" (only {f['B']} hears it)", f", so only {f['B']} hears it", f" ({A} and {f['B']} only)"]
    else:
        o = [" (irrelevant)", ", which doesn't matter here", " (no effect)"]
    return rng.choice(o)


def attach(ev, comment):
    if comment.startswith(","):
        return ev.rstrip(".") + comment + "."
    return ev + comment


class TraceStyle:
    def __init__(self, style, rng):
        self.style = style
        self.rng = rng
        self.variant = rng.randrange(3)
        self.reword_p = {"qwen": 0.2, "gpt4o": 0.35, "llama3": 0.5, "claude": 0.6}[style]
        self.glue_p = {"qwen": 0.45, "gpt4o": 0.4, "llama3": 0.1, "claude": 0.15}[style]

    def step(self, num, ev, expl, belief, has_glue):
        s, v, rng = self.style, self.variant, self.rng
        ex = " ".join(expl)
        if s == "qwen":
            body = f"## Step {num} ##\n{ev}  \n"
            if expl and (not has_glue or rng.random() < 0.5):
                body += ex + "  \n"
            return body + belief
        if s == "gpt4o":
            if v == 0:
                return f"### Step {num}\n**Event:** {ev}\n**Effect:** {ex or 'No effect.'}\n**Belief:** {belief}"
            if v == 1:
                return f"**Step {num}:** {ev}\n- {ex or 'No effect.'}\n- **Belief:** {belief}"
            return f"### Step {num}\n{ev}  \n{ex}  \n**{belief}**" if ex else f"### Step {num}\n{ev}  \n**{belief}**"
        if s == "claude":
            if v == 0:
                return f"Step {num} — {ev}\n{ex}\nBelief: {belief}." if ex else f"Step {num} — {ev}\nBelief: {belief}."
            if v == 1:
                return f"{num}. {ev} {ex}\n   → {belief}"
            return f"**Step {num}.** {ev} {ex}\n{belief}."
        if s == "llama3":
            bl = "\n".join("* " + e for e in expl)
            lead = "* Belief: " if v != 1 else "* So, "
            if v == 1 and belief.startswith("The "):
                belief = "the " + belief[4:]
            head = f"**Step {num}:** {ev}"
            return head + ("\n" + bl if bl else "") + "\n" + lead + belief
        raise ValueError(s)

    def intro(self, pk):
        s = self.style; rng = self.rng
        q = pk["question"]
        if s == "gpt4o":
            return pick(rng, f"Let's go through the story step by step to answer: \"{q}\"\n", "Let's trace the beliefs line by line.\n", "")
        if s == "claude":
            return pick(rng, "I'll go through the story one line at a time and track the belief the question asks about.\n",
                        f"Let me trace this carefully. The question: {q}\n", "")
        if s == "llama3":
            return pick(rng, "Let's break down the story step by step:\n", "Here is the step-by-step trace:\n")
        return ""

    def final(self, pk, ans):
        s = self.style; rng = self.rng
        chain = pk["chain"]; O = pk["obj"]
        if s == "gpt4o":
            return pick(rng, f"Final Answer: [{ans}]", f"### Final Answer\nFinal Answer: [{ans}]", f"**Final Answer: [{ans}]**")
        if s == "claude":
            lead = pick(rng, f"So at the end of the story the answer is the {ans}.\n\n", "", f"Putting it together, the last belief in the chain is {ans}.\n\n")
            return lead + f"Final Answer: [{ans}]"
        if s == "llama3":
            return pick(rng, f"Therefore, the final answer is:\n\nFinal Answer: [{ans}]", f"Final Answer: [{ans}]")
        return f"Final Answer: [{ans}]"


# --------------------------------------------------------------------------- planting
WRONG_KINDS = ["wrong_belief", "wrong_agent", "wrong_object", "wrong_container", "wrong_event",
               "skipped_line", "merged_lines", "wrong_chain", "bare_fact", "out_of_order", "wrong_final"]
EXTRA = ["wrong_belief", "wrong_agent", "wrong_container", "wrong_event", "skipped_line"]  # 11 each

ALLOWED = {
    "wrong_belief": ["enter", "noise", "place", "stay", "exit", "move", "claim", "tell"],
    "wrong_agent": ["exit", "stay", "move", "claim", "tell", "noise"],
    "wrong_object": ["place", "move", "claim", "tell", "noise"],
    "wrong_container": ["place", "move", "claim", "tell", "exit", "stay", "enter"],
    "wrong_event": ["exit", "stay", "claim", "tell", "noise", "enter"],
    "skipped_line": ["noise", "stay", "exit", "move", "enter", "claim", "tell", "place"],
    "merged_lines": ["stay", "exit", "move", "noise", "claim", "tell", "place", "enter"],
    "wrong_chain": ["enter", "noise", "place", "stay", "exit", "move", "claim", "tell"],
    "bare_fact": ["enter", "noise", "place", "stay", "exit", "move", "claim", "tell"],
}


def choose_line(kind, pk, F, rng, used_counter):
    n = len(F)
    kinds = pk["line_kinds"]
    cand = []
    for i in range(n):
        lk = kinds[i]
        if lk not in ALLOWED[kind]:
            continue
        f = F[i]
        if kind == "wrong_belief" and i == n - 1:
            continue
        if kind == "wrong_object" and lk == "noise" and f["sub"] not in ("likes", "dislikes"):
            continue
        if kind == "wrong_event" and lk == "noise" and f["sub"] not in ("likes", "dislikes", "lost"):
            continue
        if kind == "merged_lines" and i == n - 1:
            continue
        cand.append(i)
    # prefer line kinds used least so far for this error kind
    rng.shuffle(cand)
    cand.sort(key=lambda i: used_counter[(kind, kinds[i])])
    return cand[0]


def other_container(pk, val, rng, F):
    pool = [f.get("C") for f in F if f.get("C")] + [x.strip().split(". ")[1] for x in pk["choices"].split(",")]
    pool = [p for p in dict.fromkeys(pool) if p and p != val]
    # favour story containers
    story_c = [f.get("C") for f in F if f.get("C") and f.get("C") != val]
    if story_c and rng.random() < 0.7:
        return rng.choice(story_c)
    return rng.choice(pool)


def build(pk, style, kind, rng, used_counter):
    lines, kinds, F, ctx, agents = simulate(pk)
    pk["agents"] = agents
    pk["obj"] = next(f["O"] for f in F if f["kind"] == "place")
    n = len(F)
    gold = pk["gold_beliefs"]
    chain = pk["chain"]
    O = pk["obj"]
    ts = TraceStyle(style, rng)
    BFORM.clear()
    BFORM["form0"] = rng.randrange(3)
    BFORM["verb0"] = "believes" if style in ("gpt4o", "claude") and rng.random() < 0.25 else "thinks"
    plant = None
    note = ""
    mods = {}
    if kind in ALLOWED:
        plant = choose_line(kind, pk, F, rng, used_counter)
        used_counter[(kind, kinds[plant])] += 1
    elif kind == "out_of_order":
        cand = [i for i in range(n - 1) if lines[i] != lines[i + 1]]
        plant = rng.choice(cand)
    # ---------- modifications
    fi = None
    if kind in ("wrong_agent", "wrong_object", "wrong_container", "wrong_event"):
        f = dict(F[plant]); lk = kinds[plant]
        if kind == "wrong_agent":
            if lk == "tell" and rng.random() < 0.4:
                new = rng.choice([a for a in agents if a not in (f["A"], f["B"])])
                note = f"line {plant+1} ({lk}): listener {f['B']} retold as {new}"; f["B"] = new
            else:
                new = rng.choice([a for a in agents if a != f["A"] and a != f.get("B")])
                note = f"line {plant+1} ({lk}): actor {f['A']} retold as {new}"; f["A"] = new
        elif kind == "wrong_object":
            key = "F" if lk == "noise" else "O"
            new = rng.choice([x for x in FOODS if x != f[key] and x != O])
            note = f"line {plant+1} ({lk}): object {f[key]} retold as {new}"; f[key] = new
        elif kind == "wrong_container":
            if "C" in f:
                new = other_container(pk, f["C"], rng, F)
                note = f"line {plant+1} ({lk}): container {f['C']} retold as {new}"; f["C"] = new
            else:
                rooms = [r for r in [ctx[plant]["first_room"] or f["R"], "waiting_room"] + ROOMS if r != f["R"]]
                new = rooms[0] if rng.random() < 0.5 else rng.choice(rooms)
                note = f"line {plant+1} ({lk}): room {f['R']} retold as {new}"; f["R"] = new
        elif kind == "wrong_event":
            sub = evkey(f)
            if sub == "exit":
                nk = rng.choice(["enter1", "stay"])
                if nk == "enter1":
                    f["kind"] = "enter"; f["names"] = [f["A"]]; f["N"] = f["A"]
                    note = f"line {plant+1}: exit retold as {f['A']} entering the {f['R']}"
                else:
                    f["kind"] = "stay"; note = f"line {plant+1}: exit retold as staying"
            elif sub == "stay":
                f["kind"] = "exit"; note = f"line {plant+1}: stay retold as exiting"
            elif sub == "enter":
                f["kind"] = "exit_all"; note = f"line {plant+1}: group entry retold as the group leaving the {f['R']}"
            elif sub == "claim":
                f["kind"] = "tell"; f["B"] = rng.choice([a for a in agents if a != f["A"]])
                note = f"line {plant+1}: public claim retold as private tell to {f['B']}"
            elif sub == "tell":
                f["kind"] = "claim"; note = f"line {plant+1}: private tell to {f['B']} retold as public claim"
            elif sub == "likes":
                f["sub"] = "dislikes"; note = f"line {plant+1}: likes retold as dislikes"
            elif sub == "dislikes":
                f["sub"] = "likes"; note = f"line {plant+1}: dislikes retold as likes"
            elif sub == "lost":
                f["sub"] = "found"; note = f"line {plant+1}: lost retold as found"
        mods[plant] = f
    # ---------- steps
    steps = []  # list of (header_num_placeholder, line indices, text builder)
    order_idx = list(range(n))
    if kind == "out_of_order":
        order_idx[plant], order_idx[plant + 1] = order_idx[plant + 1], order_idx[plant]
        note = f"steps for lines {plant+1} and {plant+2} swapped ({kinds[plant]}/{kinds[plant+1]}), each with its own gold belief"
    keep_numbers = rng.random() < 0.5  # for skip/swap: number by line or renumber
    out = []
    num = 0
    skip_set = set()
    if kind == "skipped_line":
        skip_set = {plant}
        note = f"line {plant+1} ({kinds[plant]}) has no step"
    j = 0
    while j < n:
        i = order_idx[j]
        if i in skip_set:
            j += 1
            if keep_numbers:
                num += 1
            continue
        num += 1
        f = mods.get(i, F[i])
        reword = rng.random() < ts.reword_p
        if i == plant and kind in ("wrong_agent", "wrong_object", "wrong_container", "wrong_event") and rng.random() < 0.45:
            reword = True
        if f["kind"] == "exit_all":
            ev = (f"{', '.join(f['names'][:-1])} and {f['names'][-1]} exited the {f['R']}." if not reword else
                  f"{names_str(f['names'], rng)} all leave the {f['R']}.")
        elif f["kind"] == "enter" and len(f["names"]) == 1:
            ev = f"{f['A']} entered the {f['R']}." if not reword else rng.choice([f"{f['A']} enters the {f['R']}.", f"{f['A']} walks back into the {f['R']}."])
        else:
            ev = render_event(f, style, reword, rng)
        c = ctx[i]
        planted_here = (i == plant and kind not in ("out_of_order", "wrong_final"))
        glue = False
        if not planted_here or kind in ("wrong_belief", "wrong_chain", "bare_fact", "skipped_line", "merged_lines"):
            if rng.random() < ts.glue_p and f["kind"] != "exit_all":
                ev = attach(ev, glued_comment(F[i], c, pk, style, rng)); glue = True
        if planted_here and kind in ("wrong_agent", "wrong_object", "wrong_container", "wrong_event"):
            expl = lite_explain(pk, rng)
        else:
            expl = explain(F[i], c, pk, i, rng, style, chain_note=not (planted_here and kind == "wrong_belief"))
            if style == "qwen" and rng.random() < 0.3:
                expl = expl[:1]
        bval = gold[i]
        if kind == "merged_lines" and i == plant:
            # tell lines i and i+1 in one step as two events
            f2 = F[i + 1]
            ev2 = render_event(f2, style, rng.random() < ts.reword_p, rng)
            joiner = rng.choice([" Then ", " After that, ", " "])
            if joiner.strip() and ev2.split()[0].rstrip(",'s") not in agents:
                ev2 = ev2[0].lower() + ev2[1:]
            ev = ev.rstrip() + joiner + ev2
            expl = explain(f2, ctx[i + 1], pk, i + 1, rng, style)
            bval = gold[i + 1]
            note = f"lines {i+1} and {i+2} ({kinds[i]}+{kinds[i+1]}) told in one step"
            j += 1
        btxt = belief_text(chain, O, bval, style, rng)
        if planted_here and kind == "wrong_belief":
            wrong = None
            if gold[i] is not None and rng.random() < 0.15:
                wrong = None
            else:
                wrong = other_container(pk, gold[i], rng, F)
            btxt = belief_text(chain, O, wrong, style, rng)
            note = f"line {i+1} ({kinds[i]}): belief [{wrong or 'Null'}] instead of gold [{gold[i] or 'Null'}]"
        if planted_here and kind == "wrong_chain":
            how, c2 = wrong_chain_of(chain, agents, rng)
            btxt = belief_text(c2, O, bval, style, rng)
            note = f"line {i+1} ({kinds[i]}): belief stated for chain {c2} ({how}) instead of {chain}"
        if planted_here and kind == "bare_fact":
            btxt = bare_text(O, bval, rng)
            note = f"line {i+1} ({kinds[i]}): belief line states only the object's location, no chain"
        if planted_here and kind in ("wrong_agent", "wrong_object", "wrong_container", "wrong_event"):
            note += " (reworded)" if reword else " (copied form)"
        hdr = num if not (kind == "out_of_order" and keep_numbers) else i + 1
        out.append(ts.step(hdr, ev, expl, btxt, glue))
        j += 1
    ans = pk["answer"]
    if kind == "wrong_final":
        wrong = other_container(pk, ans, rng, F)
        note = f"final answer [{wrong}] instead of [{ans}]; all steps right"
        ans = wrong
    text = ts.intro(pk) + ("\n" if ts.intro(pk) else "")
    text = ts.intro(pk)
    resp = (text + "\n" if text else "") + "\n\n".join(out) + "\n\n" + ts.final(pk, ans)
    labels = label(n, kind, plant, ans == pk["answer"])
    elk = None if kind in ("right", "out_of_order", "wrong_final") else kinds[plant]
    if kind == "right":
        note = "all steps right"
    return resp, labels, elk, note


def label(n, kind, plant, ans_right):
    restated = [True] * n
    right = [True] * n
    if kind in ("wrong_agent", "wrong_object", "wrong_container", "wrong_event", "skipped_line"):
        restated[plant] = False; right[plant] = False
    elif kind == "merged_lines":
        for k in (plant, plant + 1):
            restated[k] = False; right[k] = False
    elif kind in ("wrong_belief", "wrong_chain", "bare_fact"):
        right[plant] = False
    fe = next((k + 1 for k in range(n) if not right[k]), None)
    structure_ok = kind not in ("skipped_line", "merged_lines", "out_of_order")
    verified = fe is None and structure_ok and ans_right
    return {"restated": restated, "right": right, "first_error": fe, "verified": verified,
            "answer_right": ans_right}


# --------------------------------------------------------------------------- main
def main():
    pks = [json.loads(l) for l in open("stories.jsonl")]
    by_story = collections.defaultdict(list)
    for p in pks:
        by_story[p["story_id"]].append(p)
    # drop 4 packets per order, taken from stories without claims/tells
    plain = [s for s, ps in by_story.items() if not any(k in ("claim", "tell") for k in ps[0]["line_kinds"])]
    rs = random.Random(SEED + 1)
    rs.shuffle(plain)
    drop = set()
    for o in range(5):
        for s in plain[o * 4:(o + 1) * 4]:
            drop.add((s, o))
    sel = [p for p in pks if (p["story_id"], p["order"]) not in drop]
    assert len(sel) == 230
    # assign kinds (hand-written packets keep their own kind and style)
    try:
        from hand import HAND
    except ImportError:
        HAND = {}
    wrong_need = collections.Counter()
    for k in WRONG_KINDS:
        wrong_need[k] = 11 if k in EXTRA else 10
    slots = {o: 23 for o in range(5)}
    rights = {o: 23 for o in range(5)}
    for (sid, o), h in HAND.items():
        if h["kind"] == "right":
            rights[o] -= 1
        else:
            wrong_need[h["kind"]] -= 1; slots[o] -= 1
    wrong_list = []  # round-robin over kinds so that leftovers spread over orders
    for rnd in range(12):
        for k in WRONG_KINDS:
            if wrong_need[k] > rnd:
                wrong_list.append(k)
    byorder = {o: [p for p in sel if p["order"] == o and (p["story_id"], o) not in HAND] for o in range(5)}
    for o in byorder:
        rs.shuffle(byorder[o])

    def minorder(k):
        return {"bare_fact": 2, "wrong_chain": 1}.get(k, 0)
    wrong_list.sort(key=lambda k: -minorder(k))  # stable: constrained kinds first
    assign = {o: [] for o in range(5)}
    for k in wrong_list:
        os_ = [o for o in range(5) if o >= minorder(k) and slots[o] > 0]
        os_.sort(key=lambda o: (sum(1 for x in assign[o] if x == k), -slots[o], o))
        o = os_[0]
        assign[o].append(k); slots[o] -= 1
    plan = []
    for o in range(5):
        ks = assign[o] + ["right"] * rights[o]
        assert len(ks) == len(byorder[o]), (o, len(ks), len(byorder[o]))
        rs.shuffle(ks)
        for p, k in zip(byorder[o], ks):
            plan.append((p, k))
    for p in sel:
        key = (p["story_id"], p["order"])
        if key in HAND:
            plan.append((p, HAND[key]["kind"]))
    plan.sort(key=lambda pk: (pk[0]["story_id"], pk[0]["order"]))
    rs.shuffle(plan)
    # styles: rotate within each kind (hand traces count toward their style)
    kc = collections.Counter()
    offs = {k: rs.randrange(4) for k in WRONG_KINDS + ["right"]}
    recs = []
    used = collections.Counter()
    for idx, (p, k) in enumerate(plan):
        rng = random.Random(f"{SEED}-{idx}")
        pk = dict(p)
        key = (p["story_id"], p["order"])
        if key in HAND:
            h = HAND[key]
            style, k = h["style"], h["kind"]
            resp = h["response"].strip("\n")
            lab = label(len(p["line_kinds"]), k, h.get("plant"), h.get("final", p["answer"]) == p["answer"])
            elk = None if h.get("plant") is None or k in ("out_of_order",) else p["line_kinds"][h["plant"]]
            note = "HAND-WRITTEN: " + h["note"]
        else:
            style = STYLES[(kc[k] + offs[k]) % 4]; kc[k] += 1
            resp, lab, elk, note = build(pk, style, k, rng, used)
        recs.append({"id": f"3-{idx:03d}", "style": style, "kind": k, "order": p["order"],
                     "error_line_kind": elk, "note": note, "story_id": p["story_id"],
                     "story": p["story"], "question": p["question"], "choices": p["choices"],
                     "answer": p["answer"], "response": resp, "gold": lab})
    with open("verifier_blind_3.jsonl", "w") as fo:
        for r in recs:
            fo.write(json.dumps(r) + "\n")
    print(len(recs))


if __name__ == "__main__":
    main()
