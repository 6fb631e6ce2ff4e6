#!/usr/bin/env python3
"""Writer for the blind audit set 2 (deterministic; stdlib only).

Reads stories.jsonl, writes verifier_blind_2.jsonl.
Traces are produced from phrase banks written for this set (per event kind, per style)
plus hand-written steps (HAND_STEPS) and whole hand-written traces (hand_traces.py).
"""
import json
import random
import re
import sys

SEED = 20250602
R = random.Random(SEED)

STYLES = ["gpt4o", "claude", "llama3", "qwen"]
ERR_KINDS = ["wrong_belief", "wrong_agent", "wrong_object", "wrong_container", "wrong_event",
             "skipped_line", "merged_lines", "wrong_chain", "bare_fact", "out_of_order", "wrong_final"]
OUTSIDE_NAMES = ["Harper", "Zoe", "Mateo", "Nora", "Leo", "Ruby", "Elijah", "Stella", "Henry", "Violet"]
ROOM_BANK = ["kitchen", "attic", "garage", "study", "patio", "hall", "sunroom", "lounge"]
OTHER_FRUIT = ["apple", "banana", "lemon", "pear", "plum", "orange", "carrot", "melon", "peach", "onion"]

# ---------------------------------------------------------------- parsing
PATS = {
    "enter": re.compile(r"^(.+) entered the (\w+)\.$"),
    "place": re.compile(r"^The (\w+) is in the (\w+)\.$"),
    "stay": re.compile(r"^(\w+) made no movements and stayed in the (\w+) for 1 minute\.$"),
    "exit": re.compile(r"^(\w+) exited the (\w+)\.$"),
    "move": re.compile(r"^(\w+) moved the (\w+) to the (\w+)\.$"),
    "claim": re.compile(r"^(\w+) publicly claimed that (\w+) is in the (\w+)\.$"),
    "tell": re.compile(r"^(\w+) privately told (\w+) that the (\w+) is in the (\w+)\.$"),
}
NOISE_PATS = [
    ("lost", re.compile(r"^(\w+) lost his (\w+)\.$")),
    ("saw", re.compile(r"^(\w+) saw a (\w+)\.$")),
    ("likes", re.compile(r"^(\w+) likes the (\w+)\.$")),
    ("dislikes", re.compile(r"^(\w+) dislikes the (\w+)\.$")),
]


def split_names(s):
    parts = s.split(", ")
    last = parts[-1].split(" and ")
    return parts[:-1] + last


def parse(text, kind):
    if kind == "noise":
        for nk, p in NOISE_PATS:
            m = p.match(text)
            if m:
                return {"a": m.group(1), "nk": nk, "thing": m.group(2)}
        raise ValueError(text)
    m = PATS[kind].match(text)
    if not m:
        raise ValueError((kind, text))
    g = m.groups()
    if kind == "enter":
        return {"who": split_names(g[0]), "room": g[1]}
    if kind == "place":
        return {"obj": g[0], "cont": g[1]}
    if kind in ("stay", "exit"):
        return {"a": g[0], "room": g[1]}
    if kind in ("move", "claim"):
        return {"a": g[0], "obj": g[1], "cont": g[2]}
    if kind == "tell":
        return {"a": g[0], "b": g[1], "obj": g[2], "cont": g[3]}


def names_str(who):
    return ", ".join(who[:-1]) + " and " + who[-1] if len(who) > 1 else who[0]


def canonical(kind, f):
    """The story's own sentence for an event (used for copied restatements)."""
    if kind == "enter":
        return f"{names_str(f['who'])} entered the {f['room']}."
    if kind == "place":
        return f"The {f['obj']} is in the {f['cont']}."
    if kind == "stay":
        return f"{f['a']} made no movements and stayed in the {f['room']} for 1 minute."
    if kind == "exit":
        return f"{f['a']} exited the {f['room']}."
    if kind == "move":
        return f"{f['a']} moved the {f['obj']} to the {f['cont']}."
    if kind == "claim":
        return f"{f['a']} publicly claimed that {f['obj']} is in the {f['cont']}."
    if kind == "tell":
        return f"{f['a']} privately told {f['b']} that the {f['obj']} is in the {f['cont']}."
    if kind == "noise":
        nk = f["nk"]
        if nk == "lost":
            return f"{f['a']} lost his {f['thing']}."
        if nk == "saw":
            return f"{f['a']} saw a {f['thing']}."
        if nk == "likes":
            return f"{f['a']} likes the {f['thing']}."
        if nk == "dislikes":
            return f"{f['a']} dislikes the {f['thing']}."
        if nk == "found":
            return f"{f['a']} found his {f['thing']}."
    raise ValueError(kind)


# ---------------------------------------------------------------- rewordings (own phrase banks)
def pron():
    return R.choice(["his", "her", "their", "his"])


REWORD = {
    "enter": [
        "{who} all walk into the {room}.",
        "{who} come into the {room} together.",
        "Everyone ({who}) heads into the {room}.",
        "Everyone goes into the {room}.",
        "All five of them, {who}, step inside the {room}.",
        "The whole group ({who}) has entered the {room}.",
        "{who} make their way into the {room}.",
        "Everybody shows up in the {room}.",
        "{who} gather in the {room}.",
        "The group, {who}, moves into the {room}.",
        "Everyone is now in the {room}.",
        "{who} file into the {room} one after another.",
    ],
    "place": [
        "The {obj} starts out in the {cont}.",
        "The {obj} is sitting in the {cont}.",
        "We're told the {obj} is in the {cont}.",
        "The {obj} is located in the {cont}.",
        "At this point the {obj} is inside the {cont}.",
        "Initially, the {obj} can be found in the {cont}.",
        "The {obj} lies in the {cont} to begin with.",
        "The {obj} is kept in the {cont}.",
        "The {obj}'s starting spot is the {cont}.",
        "The {obj} is in the {cont} at the start.",
    ],
    "stay": [
        "{a} hangs around in the {room} for a minute without touching anything.",
        "{a} stays put in the {room} for one minute.",
        "{a} waits in the {room} for a minute and doesn't move anything.",
        "{a} lingers in the {room} for 1 minute, doing nothing.",
        "{a} remains in the {room} a minute longer, making no moves.",
        "{a} sticks around the {room} for a minute.",
        "{a} just stands in the {room} for a minute.",
        "For one minute, {a} stays in the {room} and does nothing.",
        "{a} is idle in the {room} for a minute.",
        "{a} doesn't do anything and spends a minute in the {room}.",
        "{a} keeps still in the {room} for a minute.",
    ],
    "exit": [
        "{a} steps out of the {room}.",
        "{a} leaves the {room}.",
        "{a} walks out of the {room}.",
        "{a} has left the {room}.",
        "{a} heads out of the {room}.",
        "{a} is leaving the {room}.",
        "{a} gets out of the {room}.",
        "{a} departs from the {room}.",
        "Now {a} goes out of the {room}.",
        "{a} takes off from the {room}.",
        "{a} clears out of the {room}.",
    ],
    "move": [
        "{a} puts the {obj} into the {cont}.",
        "{a} is moving the {obj} to the {cont}.",
        "{a} transfers the {obj} into the {cont}.",
        "{a} takes the {obj} and puts it in the {cont}.",
        "{a} shifts the {obj} over to the {cont}.",
        "{a} relocates the {obj} to the {cont}.",
        "The {obj} gets moved by {a} into the {cont}.",
        "{a} picks up the {obj} and drops it into the {cont}.",
        "{a} has moved the {obj} into the {cont}.",
        "{a} stashes the {obj} in the {cont}.",
        "{a} carries the {obj} over to the {cont}.",
    ],
    "claim": [
        "{a} tells everyone the {obj} is in the {cont}.",
        "{a} announces publicly that the {obj} is in the {cont}.",
        "{a} says out loud, for all to hear, that the {obj} is in the {cont}.",
        "{a} declares to the group that the {obj} is in the {cont}.",
        "In front of everyone, {a} states the {obj} is in the {cont}.",
        "{a} makes a public claim: the {obj} is in the {cont}.",
        "{a} openly says the {obj} is in the {cont}.",
        "{a} is claiming publicly that the {obj} is inside the {cont}.",
        "{a} announces to the whole room that the {obj} is in the {cont}.",
    ],
    "tell": [
        "{a} quietly tells {b} that the {obj} is in the {cont}.",
        "{a} whispers to {b} that the {obj} is in the {cont}.",
        "In private, {a} tells {b} the {obj} is in the {cont}.",
        "{a} pulls {b} aside and says the {obj} is in the {cont}.",
        "{a} has a private word with {b}: the {obj} is in the {cont}.",
        "{a} secretly informs {b} that the {obj} is in the {cont}.",
        "{a} lets {b} know privately that the {obj} is inside the {cont}.",
        "{a} tells {b}, just between the two of them, that the {obj} is in the {cont}.",
    ],
    "lost": [
        "{a} loses {p} {thing}.",
        "{a} can't find {p} {thing}.",
        "{a} misplaced {p} {thing}.",
        "{a} has lost {p} {thing}.",
        "{a}'s {thing} went missing.",
        "{a} loses track of {p} {thing}.",
    ],
    "saw": [
        "{a} spots a {thing}.",
        "{a} sees a {thing}.",
        "{a} notices a {thing}.",
        "{a} catches sight of a {thing}.",
        "A {thing} is seen by {a}.",
        "{a} glimpses a {thing}.",
    ],
    "likes": [
        "{a} is fond of the {thing}.",
        "{a} really likes the {thing}.",
        "{a} has a liking for the {thing}.",
        "{a} enjoys the {thing}.",
        "{a} is into the {thing}.",
    ],
    "dislikes": [
        "{a} doesn't like the {thing}.",
        "{a} isn't a fan of the {thing}.",
        "{a} can't stand the {thing}.",
        "{a} has no love for the {thing}.",
        "{a} is not fond of the {thing}.",
    ],
    "found": [
        "{a} finds {p} {thing}.",
        "{a} found {p} {thing} again.",
    ],
}


def reword(kind, f):
    key = f["nk"] if kind == "noise" else kind
    t = R.choice(REWORD[key])
    d = dict(f)
    if kind == "enter":
        d["who"] = names_str(f["who"])
        if f.get("not_all"):
            t = R.choice([x for x in REWORD["enter"] if "{who}" in x and "veryone" not in x and "whole" not in x])
    d["p"] = pron()
    return t.format(**d)


def tense_shift(kind, f):
    """Llama-like restatement: the story sentence with tense/pronoun changes."""
    s = canonical(kind, f)
    if kind == "enter":
        return R.choice([s.replace(" entered ", " enter "), s.replace(" entered ", " have entered ")])
    if kind == "stay":
        return R.choice([s.replace("made no movements and stayed", "makes no movements and stays"),
                         s.replace("made no movements and stayed", "is not making any movements and stays")])
    if kind == "exit":
        return R.choice([s.replace(" exited ", " exits "), s.replace(" exited ", " is exiting "),
                         s.replace(" exited ", " has exited ")])
    if kind == "move":
        return R.choice([s.replace(" moved ", " moves "), s.replace(" moved ", " is moving ")])
    if kind == "claim":
        return R.choice([s.replace("publicly claimed that ", "publicly claims that the "),
                         s.replace("publicly claimed that ", "is publicly claiming that the ")])
    if kind == "tell":
        return R.choice([s.replace("privately told", "privately tells"), s.replace("privately told", "is privately telling")])
    if kind == "place":
        return R.choice([s.replace(" is in ", " was in "), s.replace("The ", "Now the ", 1)])
    if kind == "noise":
        nk = f["nk"]
        if nk == "lost":
            return s.replace(" lost his ", R.choice([" loses her ", " lost her ", " loses his ", " has lost her "]))
        if nk == "saw":
            return s.replace(" saw ", R.choice([" sees ", " has seen "]))
        if nk in ("likes", "dislikes"):
            return s.replace(" likes ", " liked ") if nk == "likes" else s.replace(" dislikes ", " disliked ")
        if nk == "found":
            return s.replace(" found his ", " finds her ")
    return s


# ---------------------------------------------------------------- world state for explanations
def simulate(lines):
    """state before each line: room, present list, exit order so far (per room)."""
    states = []
    room, present, exited = None, [], []
    for kind, f in lines:
        states.append({"room": room, "present": list(present), "exited": list(exited)})
        if kind == "enter":
            room, present, exited = f["room"], list(f["who"]), []
        elif kind == "exit":
            if f["a"] in present:
                present.remove(f["a"])
            exited.append(f["a"])
    return states


def lst(xs):
    xs = list(xs)
    if not xs:
        return "nobody"
    return names_str(xs)


def explain(kind, f, st, ctx, i, gold, style):
    """One or two sentences of reasoning. No brackets (those are for the belief line)."""
    obj = ctx["obj"]
    chain = ctx["chain"]
    outer = chain[0] if chain else None
    changed = i > 0 and gold[i] != gold[i - 1]
    present = st["present"]
    out = []
    if kind == "enter":
        if gold[i] is None:
            out.append(R.choice([f"Nobody has seen the {obj} yet.",
                                 f"Everyone can see everyone else, but the {obj} hasn't come up yet.",
                                 f"All of them are together; no information about the {obj} so far."]))
        else:
            out.append(R.choice([f"They are all together again in the {f['room']}, but entering doesn't move the {obj}.",
                                 f"Being in the {f['room']} together changes nothing about the {obj} itself.",
                                 f"Nobody sees the {obj} here; whatever they last saw still stands.",
                                 "This just brings everyone into one place, so anything said here is heard by all of them."]))
    elif kind == "place":
        out.append(R.choice([f"Everyone in the {st['room']} sees it, so this becomes common knowledge.",
                             f"All of {lst(present)} observe this.",
                             "All agents are present, so they all know it and know that the others know it.",
                             f"This is the starting point, and {lst(present)} are all watching."]))
    elif kind == "stay":
        out.append(R.choice(["Nothing is moved, so no belief changes.",
                             f"{f['a']} does not touch the {obj}; no effect.",
                             f"Just waiting; it tells us nothing new about the {obj}.",
                             f"{f['a']} is still in the {f['room']}, but nothing happens.",
                             "No movement, so nothing to update."]))
    elif kind == "exit":
        others = [p for p in present if p != f["a"]]
        c = [f"{f['a']} won't see anything that happens in the {f['room']} after this.",
             f"{f['a']}'s view of the {obj} is frozen from here on.",
             f"From now on {f['a']} misses whatever goes on in the {f['room']}."]
        if others:
            c.append(f"{lst(others)} {'is still inside and knows' if len(others) == 1 else 'are still inside and know'} that {f['a']} is gone.")
        if st["exited"]:
            prev = st["exited"][-1]
            c.append(f"{prev} had already left before {f['a']}, so {f['a']} knows {prev} missed anything after that.")
        out.append(R.choice(c))
    elif kind == "move":
        absent = [p for p in ctx["agents"] if p not in present]
        c = [f"{lst(present)} {'is in the room and sees' if len(present) == 1 else 'are in the room and see'} the move."]
        if absent:
            c.append(f"{lst(absent)} already left and {'misses' if len(absent) == 1 else 'miss'} this.")
            c.append(f"Only {lst(present)} {'witnesses' if len(present) == 1 else 'witness'} it; {lst(absent)} {'is' if len(absent) == 1 else 'are'} gone.")
        else:
            c.append("Nobody has left yet, so everyone sees it.")
        out.append(R.choice(c))
    elif kind == "claim":
        out.append(R.choice([f"Everyone in the {st['room']} hears this, but a listener only goes along with it if they left the first room before {f['a']}.",
                             f"It's a public statement, so all of {lst(present)} hear it.",
                             f"{f['a']} says this in front of everyone; whether people accept it depends on who left earlier.",
                             f"Public claim: heard by everybody in the {st['room']}."]))
    elif kind == "tell":
        out.append(R.choice([f"Only {f['b']} hears this; the others don't know about it.",
                             f"This is private between {f['a']} and {f['b']}.",
                             f"{f['a']} assumes {f['b']} will believe it. Nobody else is in on it.",
                             f"It's a whisper, so only {f['b']} can be affected, depending on who left the first room earlier."]))
    elif kind == "noise":
        out.append(R.choice([f"Irrelevant to the {obj}.",
                             f"Nothing to do with the {obj}.",
                             "This has no bearing on anyone's beliefs.",
                             f"A side detail about {f['a']}; the {obj} is unaffected.",
                             "Noise, no effect.",
                             "Not relevant."]))
    if outer and i > 0 and gold[i - 1] is not None and kind not in ("noise",) and R.random() < 0.45:
        if changed:
            out.append(R.choice([f"So the chain's belief shifts.",
                                 f"This updates what {outer} thinks here.",
                                 "That changes the belief we're tracking."]))
        else:
            out.append(R.choice([f"No change for {outer}'s chain.",
                                 "The tracked belief stays the same.",
                                 f"{outer}'s nested belief is unchanged."]))
    elif not outer and kind in ("move", "place") and R.random() < 0.4:
        out.append("The real location updates.")
    return " ".join(out)


# ---------------------------------------------------------------- comments after a copied line
def comment(kind, f, st, ctx):
    obj = ctx["obj"]
    present = st["present"]
    if kind == "enter" and f.get("not_all"):
        c = [", so they can all hear what is said", "(they are all in one room now)"]
    elif kind == "enter":
        c = [f"(everyone is together in the {f['room']})", "(all five are present)",
             f", so everybody can hear what is said in the {f['room']}"]
    elif kind == "place":
        c = ["(everyone sees this)", f", so the {obj} starts in the {f['cont']}",
             "(all of them are present, so it's shared knowledge)"]
    elif kind == "stay":
        c = ["(without moving anything)", f"(nothing happens to the {obj})",
             f", so {f['a']} does not touch the {obj}", f"(no change, {f['a']} is still in the {f['room']})"]
    elif kind == "exit":
        others = [p for p in present if p != f["a"]]
        c = [f"({f['a']} is no longer there and misses what follows)", f", so {f['a']} won't see later moves"]
        if others:
            o = R.choice(others)
            c.append(f", so {o} knows {f['a']} is gone")
            c.append(f"({lst(others)} stay behind)")
    elif kind == "move":
        absent = [p for p in ctx["agents"] if p not in present]
        c = [f"(seen by {lst(present)})", f", so the {obj} is now in the {f['cont']}"]
        if absent:
            c.append(f"({lst(absent)} already left and {'misses' if len(absent) == 1 else 'miss'} this)")
    elif kind == "claim":
        c = [f"(everyone in the {st['room']} hears it)", f", so all of {lst(present)} hear the claim",
             "(public, not necessarily true)"]
    elif kind == "tell":
        c = [f"(only {f['b']} hears it)", f", so the others in the {st['room']} don't hear it",
             f"(private; {f['a']} expects {f['b']} to believe it)"]
    else:
        c = ["(irrelevant)", f"(nothing to do with the {obj})", ", which doesn't matter here"]
    t = R.choice(c)
    return t


def glue(sentence, com):
    if com.startswith(","):
        return sentence[:-1] + com + "."
    return sentence[:-1] + " " + com + "." if R.random() < 0.5 else sentence + " " + com


# ---------------------------------------------------------------- beliefs
def belief_text(chain, obj, val, form):
    v = "[Null]" if val is None else f"[{val}]"
    if not chain:
        return form["zero"].format(obj=obj, v=v)
    verbs = form["verbs"]
    parts = []
    for j, a in enumerate(chain):
        parts.append(f"{a} {verbs[0] if j == 0 else verbs[1]}")
    return " ".join(parts) + f" the {obj} is in {v}"


def pick_belief_form():
    return {
        "zero": R.choice(["The {obj} is in {v}", "The {obj} is in {v}", "The {obj} is really in {v}",
                          "{obj} is in {v}", "The {obj} is actually in {v}"]),
        "verbs": R.choice([("thinks", "thinks"), ("thinks", "thinks"), ("thinks", "thinks"),
                           ("believes", "thinks"), ("thinks that", "thinks that")]),
    }


# ---------------------------------------------------------------- style layout
def layout_step(style, lay, num, restate, expl, belief):
    if style == "gpt4o":
        if lay == 0:
            return f"### Step {num}\n**Event:** {restate}\n**Effect:** {expl}\n**Belief:** {belief}"
        if lay == 1:
            return f"**Step {num}:** {restate}\n- {expl}\n- **Belief:** {belief}"
        return f"### Step {num}: {restate}\n{expl}\n**{belief}**"
    if style == "claude":
        if lay == 0:
            return f"Step {num} — {restate} {expl}\n{belief}"
        if lay == 1:
            return f"{num}. {restate}\n   {expl}\n   → {belief}"
        return f"**Step {num}.** {restate}\n{expl}\nBelief: {belief}"
    if style == "llama3":
        bits = [b for b in re.split(r"(?<=\.) ", expl) if b]
        bl = "\n".join("* " + b for b in bits)
        if lay == 0:
            return f"**Step {num}:** {restate}\n{bl}\n* Belief: {belief}"
        return f"**Step {num}:** {restate}\n\n{bl}\n* {belief}"
    if style == "qwen":
        if lay == 0:
            return f"## Step {num} ##\n{restate}\n{expl}\n{belief}"
        return f"## Step {num} ##\n{restate}  \n{expl}  \n{belief}"
    raise ValueError(style)


INTROS = {
    "gpt4o": ["", "Let's go through the story step by step.\n\n", "Let's trace the beliefs line by line.\n\n"],
    "claude": ["", "I'll go through the story one line at a time and keep track of the belief in question.\n\n",
               "Let me work through this carefully, line by line.\n\n"],
    "llama3": ["Here is the step-by-step trace:\n\n", "Let's break down the story step by step:\n\n", ""],
    "qwen": [""],
}


def final_block(style, ans, ctx):
    q = ctx["question"]
    if style == "gpt4o":
        return R.choice([f"Final Answer: [{ans}]", f"**Final Answer: [{ans}]**", f"### Final Answer\nFinal Answer: [{ans}]"])
    if style == "claude":
        return R.choice([f"So the answer to \"{q}\" is the {ans}.\n\nFinal Answer: [{ans}]",
                         f"Final Answer: [{ans}]", f"That settles it.\n\nFinal Answer: [{ans}]"])
    if style == "llama3":
        return R.choice([f"Therefore, the answer is {ans}.\n\nFinal Answer: [{ans}]", f"Final Answer: [{ans}]"])
    return f"Final Answer: [{ans}]"


REWORD_RATE = {"gpt4o": 0.30, "claude": 0.78, "llama3": 0.40, "qwen": 0.12}
COMMENT_RATE = {"gpt4o": 0.55, "claude": 0.15, "llama3": 0.15, "qwen": 0.45}


def restatement(style, kind, f, st, ctx, force=None, no_comment=False):
    """Returns (text, reworded?)."""
    mode = force
    if mode is None:
        r = R.random()
        if r < REWORD_RATE[style]:
            mode = "tense" if (style == "llama3" and R.random() < 0.55) else "reword"
        else:
            mode = "copy"
    if mode == "reword":
        s = reword(kind, f)
    elif mode == "tense":
        s = tense_shift(kind, f)
    else:
        s = canonical(kind, f)
        if style == "qwen" and kind == "enter" and R.random() < 0.25 and not f.get("not_all"):
            s = f"Everyone entered the {f['room']}."
    if R.random() < COMMENT_RATE[style] and not no_comment:
        s = glue(s, comment(kind, f, st, ctx))
    return s, s != canonical(kind, f)


# ---------------------------------------------------------------- mutations for restatement errors
def mutate(err, kind, f, ctx, rng):
    g = dict(f)
    agents = ctx["agents"]
    if err == "wrong_agent":
        if kind == "enter":
            who = list(f["who"])
            j = rng.randrange(len(who))
            who[j] = rng.choice([n for n in OUTSIDE_NAMES if n not in agents])
            g["who"] = who
            g["not_all"] = True
            return kind, g, f"{f['who'][j]} replaced by {who[j]} in the entry"
        if kind == "tell" and rng.random() < 0.5:
            others = [a for a in agents if a not in (f["a"], f["b"])]
            g["b"] = rng.choice(others)
            return kind, g, f"listener {f['b']} told as {g['b']}"
        others = [a for a in agents if a != f["a"] and a != f.get("b")]
        g["a"] = rng.choice(others)
        return kind, g, f"agent {f['a']} told as {g['a']}"
    if err == "wrong_object":
        if kind == "noise":
            alt = {"lost": ["gloves", "phone", "watch", "keys"], "saw": ["cat", "dog", "monkey", "mouse", "bird"]}
            pool = alt.get(f["nk"], OTHER_FRUIT)
            g["thing"] = rng.choice([x for x in pool if x != f["thing"]])
            return kind, g, f"noise object {f['thing']} told as {g['thing']}"
        others = [o for o in OTHER_FRUIT if o != f["obj"]]
        g["obj"] = rng.choice(others)
        return kind, g, f"object {f['obj']} told as {g['obj']}"
    if err == "wrong_container":
        if kind in ("enter", "exit", "stay"):
            rooms = [r for r in ctx["rooms"] if r != f["room"]] or [r for r in ROOM_BANK if r != f["room"]]
            g["room"] = rng.choice(rooms)
            return kind, g, f"room {f['room']} told as {g['room']}"
        conts = [c for c in ctx["containers"] if c != f["cont"]]
        g["cont"] = rng.choice(conts)
        return kind, g, f"container {f['cont']} told as {g['cont']}"
    if err == "wrong_event":
        if kind == "enter":
            return "exit_all", g, "entry told as everyone leaving"
        if kind == "exit":
            if rng.random() < 0.5:
                g["room"] = f["room"]
                return "stay", g, "exit told as staying"
            return "enter1", g, "exit told as entering"
        if kind == "stay":
            return "exit", g, "staying told as exiting"
        if kind == "claim":
            others = [a for a in agents if a != f["a"]]
            g["b"] = rng.choice(others)
            return "tell", g, f"public claim told as a private tell to {g['b']}"
        if kind == "tell":
            return "claim", g, "private tell told as a public claim"
        if kind == "move":
            return "claim", g, "move told as a public claim"
        if kind == "noise":
            sw = {"likes": "dislikes", "dislikes": "likes", "lost": "found"}
            if f["nk"] in sw:
                g["nk"] = sw[f["nk"]]
                return "noise", g, f"'{f['nk']}' told as '{g['nk']}'"
        raise ValueError("no wrong_event for " + kind)
    raise ValueError(err)


def render_mutated(style, mkind, g, st, ctx):
    """Restatement of a mutated event (copied-style or reworded)."""
    if mkind == "exit_all":
        s = R.choice([f"{names_str(g['who'])} exited the {g['room']}.", f"Everyone leaves the {g['room']}.",
                      f"{names_str(g['who'])} all walk out of the {g['room']}."])
        return s, "exit"
    if mkind == "enter1":
        s = R.choice([f"{g['a']} entered the {g['room']}.", f"{g['a']} comes into the {g['room']}.",
                      f"{g['a']} walks back into the {g['room']}."])
        return s, "enter"
    kind = mkind
    s, _ = restatement(style, kind, g, st, ctx)
    return s, kind


# ---------------------------------------------------------------- trace assembly
def build_ctx(pk):
    lines = []
    for raw, kind in zip(pk["story"].split("\n"), pk["line_kinds"]):
        num, text = raw.split(" ", 1)
        f = parse(text, kind)
        assert canonical(kind, f) == text, (text, canonical(kind, f))
        lines.append((kind, f))
    agents = next(f["who"] for k, f in lines if k == "enter")
    obj = next(f["obj"] for k, f in lines if k == "place")
    rooms = []
    for k, f in lines:
        if k == "enter" and f["room"] not in rooms:
            rooms.append(f["room"])
    conts = []
    for k, f in lines:
        if k in ("place", "move", "claim", "tell") and f["cont"] not in conts:
            conts.append(f["cont"])
    for c in re.findall(r"[A-Z]\. (\w+)", pk["choices"]):
        if c not in conts:
            conts.append(c)
    return {"lines": lines, "agents": agents, "obj": obj, "rooms": rooms, "containers": conts,
            "chain": pk["chain"], "question": pk["question"], "states": simulate(lines)}


def render_trace(pk, style, kind, eline, hand_steps=None, rng=None):
    """kind: right or error kind; eline: 1-based error line (for merged: first of the two; out_of_order: first of swapped).
    Returns (response, note)."""
    rng = rng or R
    ctx = build_ctx(pk)
    gold = pk["gold_beliefs"]
    n = len(ctx["lines"])
    lay = R.randrange({"gpt4o": 3, "claude": 3, "llama3": 2, "qwen": 2}[style])
    form = pick_belief_form()
    chain, obj = ctx["chain"], ctx["obj"]
    note = ""
    steps = []  # list of (line_idx list, restate, expl, belief)
    for i, (k, f) in enumerate(ctx["lines"]):
        st = ctx["states"][i]
        bel = belief_text(chain, obj, gold[i], form)
        hs = (hand_steps or {}).get(i + 1)
        if hs and not (eline and i + 1 in (eline, eline + 1) and kind != "right"):
            restate, expl = hs
        else:
            restate, _ = restatement(style, k, f, st, ctx)
            expl = explain(k, f, st, ctx, i, gold, style)
        if kind != "right" and eline == i + 1:
            if kind in ("wrong_agent", "wrong_object", "wrong_container", "wrong_event"):
                mk, g, what = mutate(kind, k, f, ctx, rng)
                if "obj" in g:
                    ctx = dict(ctx, obj=g["obj"])  # a model that misread the object keeps the misreading in its comment
                restate, ek = render_mutated(style, mk, g, st, ctx)
                if mk == "enter1":
                    expl = R.choice(["No effect on the belief.", f"{g['a']} is back, but nothing has changed for the {obj}."])
                elif ek == "exit" and mk == "exit_all":
                    expl = "Nobody is in the room now; nothing changes for the belief."
                else:
                    expl = explain(ek if ek in ("enter", "place", "stay", "exit", "move", "claim", "tell", "noise") else k,
                                   g, st, ctx, i, gold, style) if ek != "tell" or "b" in g else expl
                if kind == "wrong_agent" and mk != "enter1":
                    expl = R.choice(["Nothing here changes the belief we're tracking.", "No effect on the chain.",
                                     f"This doesn't matter for where the {obj} is believed to be.",
                                     "The tracked belief is unaffected."])
                ctx = dict(ctx, obj=obj)
                note = f"{kind} at line {i + 1} ({k}): {what}"
            elif kind == "wrong_belief":
                cands = [c for c in ctx["containers"][:6] if c != gold[i]]
                if gold[i] is not None and rng.random() < 0.25:
                    wv = None
                else:
                    wv = rng.choice(cands)
                bel = belief_text(chain, obj, wv, form)
                note = f"wrong_belief at line {i + 1} ({k}): belief {wv} instead of {gold[i]}"
            elif kind == "wrong_chain":
                ch = list(chain)
                opts = []
                if len(ch) >= 2 and ch[::-1] != ch:
                    opts.append(("reversed", ch[::-1]))
                if len(ch) >= 2:
                    opts.append(("shorter (outermost dropped)", ch[1:]))
                    opts.append(("shorter (innermost dropped)", ch[:-1]))
                j = rng.randrange(len(ch))
                other = rng.choice([a for a in ctx["agents"] if a != ch[j] and (len(ch) == 1 or a not in ch)])
                ch2 = list(ch)
                ch2[j] = other
                opts.append((f"{ch[j]} replaced by {other}", ch2))
                what, wc = rng.choice(opts)
                bel = belief_text(wc, obj, gold[i], form)
                note = f"wrong_chain at line {i + 1} ({k}): chain {what}: {' > '.join(wc)}"
            elif kind == "bare_fact":
                v = "[Null]" if gold[i] is None else f"[{gold[i]}]"
                bel = R.choice([f"The {obj} is in {v}", f"{obj} is in {v}", f"The {obj} is in {v} now"])
                note = f"bare_fact at line {i + 1} ({k}): belief stated without chain"
            elif kind == "skipped_line":
                note = f"skipped_line: no step for line {i + 1} ({k})"
                continue
            elif kind == "merged_lines":
                k2, f2 = ctx["lines"][i + 1]
                st2 = ctx["states"][i + 1]
                r1, _ = restatement(style, k, f, st, ctx, force=R.choice(["copy", "reword"]), no_comment=True)
                r2, _ = restatement(style, k2, f2, st2, ctx, force=R.choice(["copy", "reword"]))
                r2 = r2[0].lower() + r2[1:] if not r2.split()[0].strip(",'s") in ctx["agents"] and not r2.startswith("The ") else r2
                if r2.startswith("The "):
                    r2 = "the " + r2[4:]
                joiner = R.choice([", and then ", "; then ", ", after which ", ". Right after, "])
                if joiner.startswith(". "):
                    r2 = r2[0].upper() + r2[1:]
                restate = r1.rstrip(".") + joiner + r2
                expl = explain(k2, f2, st2, ctx, i + 1, gold, style)
                bel = belief_text(chain, obj, gold[i + 1], form)
                steps.append(([i, i + 1], restate, expl, bel))
                note = f"merged_lines: lines {i + 1} ({k}) and {i + 2} ({k2}) told in one step"
                continue
        if kind == "merged_lines" and eline and i + 1 == eline + 1:
            continue
        steps.append(([i], restate, expl, bel))
    if kind == "out_of_order":
        j = [idx for idx, s in enumerate(steps) if s[0] == [eline - 1]][0]
        steps[j], steps[j + 1] = steps[j + 1], steps[j]
        note = f"out_of_order: steps for lines {eline} and {eline + 1} swapped (each keeps its own belief)"
    # numbering
    renumber = R.random() < 0.5
    out = []
    for idx, (lidx, restate, expl, bel) in enumerate(steps):
        if kind == "out_of_order":
            num = idx + 1  # sequential labels, contents swapped
        elif renumber:
            num = idx + 1
        else:
            num = lidx[0] + 1
            if len(lidx) == 2:
                num = R.choice([f"{lidx[0] + 1}", f"{lidx[0] + 1}–{lidx[1] + 1}", f"{lidx[0] + 1}-{lidx[1] + 1}"])
        out.append(layout_step(style, lay, num, restate, expl, bel))
    ans = pk["answer"]
    if kind == "wrong_final":
        cands = [c for c in ctx["containers"] if c != ans]
        ans = cands[:5][R.randrange(min(5, len(cands)))]
        note = f"wrong_final: all steps right, final answer {ans} instead of {pk['answer']}"
    sep = "\n\n"
    body = R.choice(INTROS[style]) + sep.join(out) + "\n\n" + final_block(style, ans, ctx)
    return body, note


def labels(pk, kind, eline):
    n = len(pk["line_kinds"])
    restated = [True] * n
    right = [True] * n
    if kind in ("wrong_agent", "wrong_object", "wrong_container", "wrong_event", "skipped_line"):
        restated[eline - 1] = False
        right[eline - 1] = False
    elif kind == "merged_lines":
        for j in (eline - 1, eline):
            restated[j] = False
            right[j] = False
    elif kind in ("wrong_belief", "wrong_chain", "bare_fact"):
        right[eline - 1] = False
    fe = next((i + 1 for i, r in enumerate(right) if not r), None)
    answer_right = kind != "wrong_final"
    verified = fe is None and kind not in ("out_of_order", "wrong_final") and answer_right
    return {"restated": restated, "right": right, "first_error": fe, "verified": verified,
            "answer_right": answer_right}


# ---------------------------------------------------------------- plan
ELK_PLAN = {
    "wrong_agent": ["exit", "stay", "move", "claim", "tell", "enter", "noise", "exit", "move", "tell"],
    "wrong_object": ["place", "move", "claim", "tell", "noise", "move", "place", "tell", "noise", "move"],
    "wrong_container": ["enter", "exit", "stay", "place", "move", "claim", "tell", "move", "exit", "place"],
    "wrong_event": ["exit", "stay", "enter", "claim", "tell", "noise", "exit", "stay", "move", "tell"],
    "skipped_line": ["stay", "noise", "exit", "move", "claim", "tell", "place", "enter", "exit", "stay"],
    "merged_lines": ["stay", "exit", "move", "noise", "claim", "exit", "stay", "move", "place", "exit"],
    "wrong_belief": ["move", "exit", "claim", "tell", "place", "stay", "noise", "enter", "move", "exit"],
    "wrong_chain": ["exit", "move", "claim", "tell", "stay", "noise", "place", "enter", "exit", "move"],
    "bare_fact": ["move", "exit", "stay", "claim", "tell", "noise", "place", "exit", "enter", "move"],
}


def choose_line(pk, kind, want, rng):
    kinds = pk["line_kinds"]
    n = len(kinds)
    story = pk["story"].split("\n")
    cand = []
    for i, k in enumerate(kinds):
        if k != want:
            continue
        ln = i + 1
        if kind == "merged_lines" and ln >= n:
            continue
        if kind == "wrong_event" and k == "noise" and not re.search(r" (likes|dislikes|lost) ", story[i]):
            continue
        if kind in ("wrong_object", "wrong_agent", "wrong_container", "wrong_event") and k == "noise":
            # avoid noise lines whose thing is a container (object/container ambiguity)
            if re.search(r"_(\w+)\.$", story[i]) and kind != "wrong_agent":
                continue
        if kind == "wrong_container" and k == "enter" and ln == 1 and rng.random() < 0.5:
            continue
        if kind == "wrong_belief" and ln == n:
            continue
        cand.append(ln)
    return rng.choice(cand) if cand else None


def main():
    packets = [json.loads(l) for l in open("stories.jsonl")]
    for idx, p in enumerate(packets):
        p["_idx"] = idx
    by_order = {o: [p for p in packets if p["order"] == o] for o in range(5)}
    for o in by_order:
        R.shuffle(by_order[o])
    # hand-written whole traces take their packets first
    try:
        import hand_traces
        hands = hand_traces.HAND
    except ImportError:
        hands = []
    used = set()
    records_spec = []  # (packet, style, kind, eline, handtext)
    for h in hands:
        p = next(p for p in packets if p["story_id"] == h["story_id"] and p["order"] == h["order"])
        used.add(p["_idx"])
        records_spec.append((p, h["style"], h["kind"], h["eline"], h))
    # counts still needed
    need_kind = {k: 10 for k in ERR_KINDS}
    need_kind["right"] = 110
    for spec in records_spec:
        need_kind[spec[2]] -= 1
    per_order = {o: 44 for o in range(5)}
    for spec in records_spec:
        per_order[spec[0]["order"]] -= 1
    # assign orders to kinds, constrained first
    slots = []
    order_left = dict(per_order)
    # interleave error kinds round by round (constrained kinds first in each round); each kind
    # takes the allowed order it has used least, then the order with most room left
    seq = []
    left = {k: need_kind[k] for k in ERR_KINDS}
    while any(left.values()):
        for k in ["bare_fact", "wrong_chain"] + [k for k in ERR_KINDS if k not in ("bare_fact", "wrong_chain")]:
            if left[k]:
                seq.append(k)
                left[k] -= 1
    seq += ["right"] * need_kind["right"]
    used_ko = {}
    for spec in records_spec:
        used_ko[(spec[2], spec[0]["order"])] = used_ko.get((spec[2], spec[0]["order"]), 0) + 1
    for k in seq:
        allowed = [2, 3, 4] if k == "bare_fact" else ([1, 2, 3, 4] if k == "wrong_chain" else [0, 1, 2, 3, 4])
        if k == "right":
            o = max(allowed, key=lambda x: (order_left[x], -x))
        else:
            o = min(allowed, key=lambda x: (used_ko.get((k, x), 0), -order_left[x], x))
        order_left[o] -= 1
        used_ko[(k, o)] = used_ko.get((k, o), 0) + 1
        slots.append((k, o))
    assert all(v == 0 for v in order_left.values()), order_left
    # styles: cycle per kind
    style_count = {s: 0 for s in STYLES}
    for spec in records_spec:
        style_count[spec[1]] += 1
    plan = []
    kind_style_i = {}
    R.shuffle(slots)
    slots.sort(key=lambda x: x[0] == "right")  # errors first so each kind cycles styles
    for k, o in slots:
        # least-used style overall, tie-broken by this kind's cycle
        i0 = kind_style_i.get(k, R.randrange(4))
        order_styles = STYLES[i0:] + STYLES[:i0]
        s = min(order_styles, key=lambda x: style_count[x] + (0 if k == "right" else 0))
        if k != "right":
            s = order_styles[0]
            kind_style_i[k] = (i0 + 1) % 4
        style_count[s] += 1
        plan.append((k, o, s))
    # rebalance right traces to even out styles
    pools = {o: [p for p in by_order[o] if p["_idx"] not in used] for o in range(5)}
    elk_i = {k: 0 for k in ERR_KINDS}
    for spec in records_spec:
        if spec[2] in ELK_PLAN:
            elk_i[spec[2]] += 0
    for k, o, s in plan:
        pool = pools[o]
        eline = None
        if k == "right":
            p = pool.pop()
        elif k in ("out_of_order",):
            p = pool.pop()
            n = len(p["line_kinds"])
            eline = R.randrange(2, n)  # swap lines eline, eline+1
            while p["gold_beliefs"][eline - 1] == p["gold_beliefs"][eline] and R.random() < 0.6:
                eline = R.randrange(2, n)
        elif k == "wrong_final":
            p = pool.pop()
        else:
            # find a packet having the wanted line kind
            plan_list = ELK_PLAN[k]
            want = plan_list[elk_i[k] % len(plan_list)]
            elk_i[k] += 1
            p = None
            for cand in reversed(pool):
                ln = choose_line(cand, k, want, R)
                if ln:
                    p, eline = cand, ln
                    break
            if p is None:
                p = pool[-1]
                eline = None
                while eline is None:
                    want = R.choice(plan_list)
                    eline = choose_line(p, k, want, R)
            pool.remove(p)
        used.add(p["_idx"])
        records_spec.append((p, s, k, eline, None))
    # sort for output: interleave deterministically
    R.shuffle(records_spec)
    out = []
    for n_, (p, s, k, eline, h) in enumerate(records_spec):
        if h is not None:
            resp, note = h["response"].strip("\n"), h["note"]
        else:
            resp, note = render_trace(p, s, k, eline, hand_steps=HAND_STEPS.get(p["story_id"]), rng=R)
            if k == "right":
                note = "right trace, no error planted"
        elk = None
        if k not in ("right", "out_of_order", "wrong_final"):
            elk = p["line_kinds"][eline - 1]
        out.append({
            "id": f"2-{n_:03d}", "style": s, "kind": k, "order": p["order"], "error_line_kind": elk,
            "note": note, "story": p["story"], "question": p["question"], "choices": p["choices"],
            "answer": p["answer"], "response": resp, "gold": labels(p, k, eline),
            "_packet": p["_idx"], "_eline": eline,
        })
    with open("verifier_blind_2.jsonl", "w") as fh:
        for o in out:
            o2 = {k: v for k, v in o.items() if not k.startswith("_")}
            fh.write(json.dumps(o2) + "\n")
    with open("plan_debug.json", "w") as fh:
        json.dump([{"id": o["id"], "packet": o["_packet"], "eline": o["_eline"]} for o in out], fh)
    print(len(out), "records")


HAND_STEPS = {}
try:
    from hand_steps import HAND_STEPS  # noqa: F811
except ImportError:
    pass

if __name__ == "__main__":
    main()
