#!/usr/bin/env python3
"""Deterministic writer for blind audit set 4 (belief-trace verifier).

Reads stories.jsonl, writes verifier_blind_4.jsonl.
Generated traces come from phrase banks (per event kind, per model style) plus a
few fully hand-written traces (HAND dict at the bottom, in hand_traces.py).
"""
import json, random, re, collections

SEED = 4404
R = random.Random(SEED)

STYLES = ["gpt4o", "claude", "llama3", "qwen"]
ERR_KINDS = ["wrong_belief", "wrong_agent", "wrong_object", "wrong_container",
             "wrong_event", "skipped_line", "merged_lines", "wrong_chain",
             "bare_fact", "out_of_order", "wrong_final"]
REWORD_P = {"claude": 0.74, "llama3": 0.46, "gpt4o": 0.30, "qwen": 0.13}

# ---------------------------------------------------------------- parsing
def parse_line(text, kind):
    m = None
    if kind == "enter":
        m = re.match(r"(.+) entered the (\w+)\.$", text)
        names = re.split(r", | and ", m.group(1))
        return dict(kind="enter", agents=names, room=m.group(2))
    if kind == "exit":
        m = re.match(r"(\w+) exited the (\w+)\.$", text)
        return dict(kind="exit", a=m.group(1), room=m.group(2))
    if kind == "stay":
        m = re.match(r"(\w+) made no movements and stayed in the (\w+) for 1 minute\.$", text)
        return dict(kind="stay", a=m.group(1), room=m.group(2))
    if kind == "move":
        m = re.match(r"(\w+) moved the (\w+) to the (\w+)\.$", text)
        return dict(kind="move", a=m.group(1), obj=m.group(2), c=m.group(3))
    if kind == "place":
        m = re.match(r"The (\w+) is in the (\w+)\.$", text)
        return dict(kind="place", obj=m.group(1), c=m.group(2))
    if kind == "claim":
        m = re.match(r"(\w+) publicly claimed that (\w+) is in the (\w+)\.$", text)
        return dict(kind="claim", a=m.group(1), obj=m.group(2), c=m.group(3))
    if kind == "tell":
        m = re.match(r"(\w+) privately told (\w+) that the (\w+) is in the (\w+)\.$", text)
        return dict(kind="tell", a=m.group(1), b=m.group(2), obj=m.group(3), c=m.group(4))
    if kind == "noise":
        m = re.match(r"(\w+) saw a (\w+)\.$", text)
        if m: return dict(kind="saw", a=m.group(1), x=m.group(2))
        m = re.match(r"(\w+) lost (his|her|their) (\w+)\.$", text)
        if m: return dict(kind="lost", a=m.group(1), pron=m.group(2), x=m.group(3))
        m = re.match(r"(\w+) likes the (\w+)\.$", text)
        if m: return dict(kind="likes", a=m.group(1), x=m.group(2))
        m = re.match(r"(\w+) dislikes the (\w+)\.$", text)
        if m: return dict(kind="dislikes", a=m.group(1), x=m.group(2))
    raise ValueError(text)


def names_list(ns):
    return ", ".join(ns[:-1]) + " and " + ns[-1] if len(ns) > 1 else ns[0]


def canon(s):
    """The story's own wording for a (possibly mutated) event."""
    k = s["kind"]
    if k == "enter": return f"{names_list(s['agents'])} entered the {s['room']}."
    if k == "exit": return f"{s['a']} exited the {s['room']}."
    if k == "stay": return f"{s['a']} made no movements and stayed in the {s['room']} for 1 minute."
    if k == "move": return f"{s['a']} moved the {s['obj']} to the {s['c']}."
    if k == "place": return f"The {s['obj']} is in the {s['c']}."
    if k == "claim": return f"{s['a']} publicly claimed that {s['obj']} is in the {s['c']}."
    if k == "tell": return f"{s['a']} privately told {s['b']} that the {s['obj']} is in the {s['c']}."
    if k == "saw": return f"{s['a']} saw a {s['x']}."
    if k == "lost": return f"{s['a']} lost {s['pron']} {s['x']}."
    if k == "likes": return f"{s['a']} likes the {s['x']}."
    if k == "dislikes": return f"{s['a']} dislikes the {s['x']}."
    if k == "found": return f"{s['a']} found {s['pron']} {s['x']}."
    raise ValueError(k)


def sp(w, rng):
    """Sometimes models drop the underscore in a room / container name in prose."""
    return w.replace("_", " ") if ("_" in w and rng.random() < 0.15) else w

# ---------------------------------------------------------------- reword banks
# Each entry: (style tags, template).  tags: P = present, S = past, G = progressive
def reword(s, style, rng):
    k = s["kind"]
    f = dict(s)
    for key in ("room", "c"):
        if key in f: f[key] = sp(f[key], rng)
    if k == "enter":
        f["L"] = names_list(s["agents"])
        bank = [
            "{L} all walk into the {room}.", "{L} come into the {room}.",
            "Everyone ({L}) enters the {room}.", "Everyone goes into the {room}.",
            "{L} head into the {room} together.", "The whole group, {L}, shows up in the {room}.",
            "{L} step inside the {room}.", "{L} went into the {room}.",
            "{L} are entering the {room}.", "All of them, {L}, made their way into the {room}.",
            "{L} walked into the {room}.", "Everybody enters the {room}.",
            "{L} are now in the {room}.", "{L} have all come into the {room}.",
        ]
    elif k == "exit":
        bank = [
            "{a} leaves the {room}.", "{a} walks out of the {room}.", "{a} steps out of the {room}.",
            "{a} exits the {room}.", "{a} has left the {room}.", "{a} is leaving the {room}.",
            "{a} went out of the {room}.", "{a} heads out of the {room}.", "{a} gets out of the {room}.",
            "Now {a} leaves the {room}.", "{a} left the {room}.", "{a} is exiting the {room}.",
            "{a} takes off and leaves the {room}.", "Next, {a} walks out of the {room}.",
        ]
    elif k == "stay":
        bank = [
            "{a} stays in the {room} for a minute without moving anything.",
            "{a} hangs around in the {room} for a minute and doesn't touch anything.",
            "{a} remains in the {room} for one minute, making no moves.",
            "{a} waits in the {room} for 1 minute and does nothing.",
            "{a} lingers in the {room} for a minute with no movements.",
            "{a} is staying put in the {room} for a minute.",
            "{a} spent a minute in the {room} without making any movements.",
            "{a} did nothing and stayed in the {room} for a minute.",
            "{a} stays where they are in the {room} for a minute.",
            "{a} is just waiting in the {room} for a minute, not moving anything.",
            "For one minute {a} stays in the {room} and makes no movements.",
            "{a} sticks around in the {room} for a minute without doing anything.",
        ]
    elif k == "move":
        bank = [
            "{a} moves the {obj} to the {c}.", "{a} puts the {obj} into the {c}.",
            "{a} shifts the {obj} over to the {c}.", "{a} takes the {obj} and puts it in the {c}.",
            "{a} relocates the {obj} to the {c}.", "{a} is moving the {obj} to the {c}.",
            "{a} transferred the {obj} into the {c}.", "The {obj} gets moved by {a} to the {c}.",
            "{a} picks up the {obj} and drops it into the {c}.", "{a} placed the {obj} in the {c}.",
            "{a} has moved the {obj} into the {c}.", "{a} carries the {obj} over to the {c}.",
            "The {obj} is moved to the {c} by {a}.", "{a} switches the {obj} to the {c}.",
        ]
    elif k == "place":
        bank = [
            "The {obj} starts out in the {c}.", "The {obj} is sitting in the {c}.",
            "The {obj} is located in the {c}.", "The {obj} was in the {c}.",
            "We're told the {obj} is inside the {c}.", "The {obj} can be found in the {c}.",
            "Initially, the {obj} is in the {c}.", "The {obj} is placed in the {c}.",
            "At the start the {obj} is kept in the {c}.", "The {obj} sits in the {c}.",
        ]
    elif k == "claim":
        bank = [
            "{a} publicly claims the {obj} is in the {c}.", "{a} announces to everyone that the {obj} is in the {c}.",
            "{a} tells everyone the {obj} is in the {c}.", "{a} says out loud that the {obj} is in the {c}.",
            "{a} declares in front of everyone that the {obj} is in the {c}.",
            "{a} is publicly claiming the {obj} is in the {c}.", "{a} announced that the {obj} was in the {c}.",
            "In front of the whole group, {a} says the {obj} is in the {c}.",
            "{a} made a public claim that the {obj} is in the {c}.",
            "{a} tells the room that the {obj} is in the {c}.",
        ]
    elif k == "tell":
        bank = [
            "{a} privately tells {b} the {obj} is in the {c}.", "{a} quietly tells {b} that the {obj} is in the {c}.",
            "{a} whispers to {b} that the {obj} is in the {c}.", "{a} pulls {b} aside and says the {obj} is in the {c}.",
            "In private, {a} tells {b} the {obj} is in the {c}.", "{a} is privately telling {b} that the {obj} is in the {c}.",
            "{a} told {b} in private that the {obj} was in the {c}.",
            "{a} lets {b} know privately that the {obj} is in the {c}.",
            "{a} has a private word with {b}: the {obj} is in the {c}.",
            "{b} is told privately by {a} that the {obj} is in the {c}.",
        ]
    elif k == "saw":
        bank = ["{a} sees a {x}.", "{a} spots a {x}.", "{a} noticed a {x}.", "{a} catches sight of a {x}.",
                "{a} is seeing a {x}.", "A {x} is spotted by {a}.", "{a} saw a {x} around.", "{a} notices a {x}."]
    elif k == "lost":
        f["pron"] = rng.choice([s["pron"], s["pron"], "her", "their"])
        bank = ["{a} loses {pron} {x}.", "{a} can't find {pron} {x}.", "{a} misplaced {pron} {x}.",
                "{a} has lost {pron} {x}.", "{a} is losing {pron} {x}.", "{a} lost track of {pron} {x}.",
                "{a} has misplaced {pron} {x}."]
    elif k == "found":
        bank = ["{a} finds {pron} {x}.", "{a} found {pron} {x} again.", "{a} has found {pron} {x}."]
    elif k == "likes":
        bank = ["{a} is fond of the {x}.", "{a} really likes the {x}.", "{a} has a liking for the {x}.",
                "{a} enjoys the {x}.", "The {x} is something {a} likes.", "{a} likes the {x} a lot.",
                "{a} is a fan of the {x}."]
    elif k == "dislikes":
        bank = ["{a} doesn't like the {x}.", "{a} is not a fan of the {x}.", "{a} can't stand the {x}.",
                "{a} does not like the {x}.", "The {x} is something {a} dislikes.", "{a} isn't keen on the {x}.",
                "{a} really dislikes the {x}."]
    else:
        raise ValueError(k)
    return rng.choice(bank).format(**f)

# ---------------------------------------------------------------- story state
def story_states(structs):
    """Per line: room, who is present before the line, exit order so far in that room."""
    info = []
    room, present, left, prevroom, prevleft = None, [], [], None, []
    last_move = None
    placed = None
    for i, s in enumerate(structs):
        st = dict(room=room, present=list(present), left=list(left), prevroom=prevroom,
                  prevleft=list(prevleft), last_move=last_move, placed=placed)
        k = s["kind"]
        if k == "enter":
            if room is not None:
                prevroom, prevleft = room, list(left)
            room, present, left = s["room"], list(s["agents"]), []
        elif k == "exit":
            if s["a"] in present: present.remove(s["a"])
            left.append(s["a"])
        elif k == "move":
            last_move = (s["a"], s["c"], i + 1)
        elif k == "place":
            placed = (s["c"], i + 1)
        info.append(st)
    return info


def ordinal(n):
    return ["first", "second", "third", "fourth", "fifth", "sixth"][n] if n < 6 else f"{n+1}th"


def chain_text(chain, obj, val, rng, verb=None):
    v = "Null" if val is None else val
    if not chain:
        return rng.choice([f"The {obj} is in [{v}]", f"The {obj} is really in [{v}]",
                           f"The {obj} is currently in [{v}]", f"Real location: the {obj} is in [{v}]"])
    verb = verb or rng.choice(["thinks"] * 5 + ["believes"])
    if len(chain) == 1 and rng.random() < 0.25:
        return f"{chain[0]} {verb} the {obj} is in [{v}]"
    mid = f" {verb} ".join(chain)
    if rng.random() < 0.15:
        mid = f" {verb} that ".join(chain)
        return f"{mid} {verb} that the {obj} is in [{v}]"
    return f"{mid} {verb} the {obj} is in [{v}]"


def explain(i, s, st, pk, chain, obj, gold, rng):
    """One or two sentences of reasoning, naming agents / rooms / earlier events (factual only)."""
    k = s["kind"]
    changed = i > 0 and gold[i] != gold[i - 1] or (i == 0 and gold[i] is not None)
    who = chain[0] if chain else None
    out = []
    room = st["room"]
    pres = [p for p in st["present"]]
    if k == "enter":
        if st["room"] is None:
            if st["placed"]:
                out.append(rng.choice([f"They now see that the {obj} is in the {st['placed'][0]}.",
                                       f"Everybody is in the {s['room']} now, where the {obj} sits in the {st['placed'][0]}."]))
            else:
                out.append(rng.choice([f"Everyone is present, but the {obj} hasn't come up yet.",
                                       f"Nobody knows anything about the {obj} at this point.",
                                       f"All five are in the {s['room']}; no one has seen the {obj} yet."]))
        else:
            lm = st["last_move"]
            opts = [f"They have all moved on from the {room} to the {s['room']}; this alone changes nobody's belief.",
                    f"Meeting again in the {s['room']} doesn't undo what each of them saw in the {room}.",
                    f"The {obj} stays back in the {room}, and nobody sees anything new about it by entering."]
            if lm:
                opts.append(f"The last move was {lm[0]}'s (line {lm[2]}), which only those still in the {room} saw.")
            if st["left"]:
                opts.append(f"{st['left'][0]} was the first one out of the {room}, {st['left'][-1]} the last; now they are together again.")
            out.append(rng.choice(opts))
    elif k == "place":
        if room is None:
            out.append(rng.choice([f"Nobody has entered yet, so this is just where the {obj} really is.",
                                   f"No one is around yet to see it."]))
        else:
            out.append(rng.choice([f"Everyone in the {room} ({names_list(pres)}) can see it.",
                                   f"All of {names_list(pres)} are there, so they all observe this.",
                                   f"This is the starting spot, and everybody present sees it."]))
    elif k == "move":
        others = [p for p in pres if p != s["a"]]
        absent = st["left"]
        opts = []
        if others:
            opts.append(f"{names_list(others)} {'is' if len(others)==1 else 'are'} still in the {room} and {'sees' if len(others)==1 else 'see'} it happen.")
        if absent:
            x = rng.choice(absent)
            opts.append(rng.choice([f"Since {x} already left, {x} misses this.",
                                    f"{x} is not in the {room} anymore and doesn't see the move.",
                                    f"{names_list(absent)} left earlier, so only the ones still there notice it."]))
        if st["last_move"]:
            lm = st["last_move"]
            opts.append(f"Earlier {lm[0]} had put it in the {lm[1]}; now it goes to the {s['c']}.")
        elif st["placed"]:
            opts.append(f"It was in the {st['placed'][0]} since line {st['placed'][1]}, and now it is in the {s['c']}.")
        out.append(rng.choice(opts) if opts else "Everyone sees this.")
    elif k == "exit":
        opts = [f"{s['a']} won't see anything else that happens in the {room}.",
                f"From here on {s['a']} misses whatever happens in the {room}.",
                f"{s['a']}'s picture of the {obj} stays at what {s['a']} last saw."]
        if st["left"]:
            opts.append(f"{s['a']} leaves after {st['left'][-1]}, so {s['a']} saw everything up to now.")
        else:
            opts.append(f"{s['a']} is the first one to leave the {room}.")
        if st["last_move"] and st["last_move"][0] != s["a"]:
            opts.append(f"{s['a']} was still there when {st['last_move'][0]} moved the {obj} to the {st['last_move'][1]}.")
        out.append(rng.choice(opts))
    elif k == "stay":
        others = [p for p in pres if p != s["a"]]
        opts = [f"{s['a']} doesn't touch the {obj}, so nothing changes.", "Just waiting; no effect.",
                f"Nothing is moved while {s['a']} waits."]
        if others:
            opts.append(f"{s['a']} is still there with {names_list(others)}, but nobody moves anything.")
        else:
            opts.append(f"{s['a']} is alone in the {room} now and leaves the {obj} where it is.")
        out.append(rng.choice(opts))
    elif k in ("saw", "lost", "likes", "dislikes"):
        out.append(rng.choice([f"Irrelevant to the {obj}.", f"This has nothing to do with where the {obj} is.",
                               f"A side detail about {s['a']}; no one's belief changes.",
                               f"Doesn't involve the {obj} at all.", "No effect on beliefs.",
                               f"Nothing about the {obj} here."]))
    elif k == "claim":
        pl = st["prevleft"]
        opts = [f"Everyone in the {room} hears {s['a']} say it.",
                f"It is said publicly, so all five hear it, {who or 'everyone'} included."]
        if s["a"] in pl:
            opts.append(f"{s['a']} was the {ordinal(pl.index(s['a']))} to leave the {st['prevroom']}.")
        out.append(rng.choice(opts))
    elif k == "tell":
        pl = st["prevleft"]
        others = [p for p in pres if p not in (s["a"], s["b"])]
        opts = [f"Only {s['b']} hears this; {names_list(others)} don't." if others else f"Only {s['b']} hears this.",
                f"This is just between {s['a']} and {s['b']}."]
        if s["a"] in pl and s["b"] in pl:
            rel = "before" if pl.index(s["a"]) < pl.index(s["b"]) else "after"
            opts.append(f"{s['a']} left the {st['prevroom']} {rel} {s['b']} did.")
        out.append(rng.choice(opts))
    # effect on tracked belief
    if chain:
        if changed:
            out.append(rng.choice(["That updates the belief we are tracking.", f"So the tracked belief changes.",
                                   f"This changes what {who} has in mind for the chain.", ""]))
        else:
            out.append(rng.choice(["No change for the chain.", "The tracked belief stays the same.", "", "",
                                   f"{who}'s chain belief is unchanged."]))
    else:
        if changed:
            out.append(rng.choice([f"The {obj} really is somewhere new now.", "So the real location changes.", ""]))
        else:
            out.append(rng.choice(["The real location doesn't change.", f"The {obj} stays put.", "", ""]))
    return " ".join(x for x in out if x).strip()


def copy_comment(s, st, obj, rng):
    """A comment glued after a copied line (mentions other agents / earlier events)."""
    k = s["kind"]
    pres = st["present"]
    if k == "exit":
        others = [p for p in pres if p != s["a"]]
        return rng.choice([f"({s['a']} is no longer there and misses what follows)",
                           f"({s['a']} will not see later changes)",
                           f", so {s['a']} is out of the room now" if not others else f", so only {names_list(others)} remain",
                           f"(after {st['left'][-1]})" if st["left"] else f"({s['a']} is the first to go)"])
    if k == "move":
        others = [p for p in pres if p != s["a"]]
        if others and rng.random() < 0.6:
            return rng.choice([f"({names_list(others)} see this)", f", so {names_list(others)} watch it happen"])
        return rng.choice(["(the actual location changes)", f", so the {obj} is in a new spot now"])
    if k == "stay":
        return rng.choice(["(nothing moves)", f"(without touching the {obj})", ", so nothing changes"])
    if k == "enter":
        return rng.choice(["(everyone is together)", ", so they can all see each other", "(all five are present)"])
    if k == "place":
        return rng.choice(["(everyone present sees it)", "(starting location)"])
    if k == "claim":
        return rng.choice(["(everyone hears this)", f", so all of {names_list(pres)} hear it" if pres else "(public)"])
    if k == "tell":
        return rng.choice([f"(only {s['b']} hears it)", f", so {s['b']} hears it and the rest do not"])
    return rng.choice(["(irrelevant)", "(no effect)", f"(nothing to do with the {obj})"])


def glue(line, comment):
    if comment.startswith(","):
        return line[:-1] + comment + "."
    return line + " " + comment

# ---------------------------------------------------------------- step rendering
def render_step(style, num, restate, expl, belief, rng, fmt):
    if style == "gpt4o":
        if fmt == 0:
            return f"### Step {num}\n**Event:** {restate}\n**Effect:** {expl}\n**Belief:** {belief}"
        if fmt == 1:
            return f"**Step {num}:** {restate}\n- {expl}\n- {belief}"
        return f"### Step {num}: {restate}\n{expl}\n**{belief}**"
    if style == "claude":
        if fmt == 0:
            return f"Step {num} — {restate} {expl}\nBelief: {belief}"
        if fmt == 1:
            return f"{num}. {restate} {expl}\n   → {belief}"
        return f"**Step {num}** — {restate}\n{expl}\n{belief}"
    if style == "llama3":
        bul = f"* {expl}" if expl else "* No change."
        if fmt == 0:
            return f"**Step {num}:** {restate}\n{bul}\n* Belief: {belief}"
        return f"**Step {num}:** {restate}\n{bul}\n* {belief}"
    if style == "qwen":
        if fmt == 0:
            return f"## Step {num} ##\n{restate}  \n{expl}  \n{belief}"
        return f"## Step {num} ##\n{restate}\n{belief}"
    raise ValueError(style)


STYLE_FMTS = {"gpt4o": 3, "claude": 3, "llama3": 2, "qwen": 2}


def intro(style, rng, q):
    if style == "gpt4o":
        return rng.choice(["Let's trace the story step by step.\n\n", "", f"We need to answer: {q}\n\n"])
    if style == "claude":
        return rng.choice(["I'll go through the story one line at a time.\n\n", "Let me work through this line by line.\n\n", ""])
    if style == "llama3":
        return rng.choice(["Here is the step-by-step trace:\n\n", "Let's break down the story step by step:\n\n"])
    return ""


def final_line(style, ans, rng):
    if style == "gpt4o" and rng.random() < 0.4:
        return f"**Final Answer: [{ans}]**"
    if style == "llama3" and rng.random() < 0.3:
        return f"Therefore, the answer is the {ans}.\n\nFinal Answer: [{ans}]"
    return f"Final Answer: [{ans}]"

# ---------------------------------------------------------------- build one trace
def containers_of(pk):
    return [c.split(". ", 1)[1] for c in pk["choices"].split(", ")]


def build(pk, style, kind, rng, siblings):
    lines = [l.split(" ", 1)[1] for l in pk["story"].split("\n")]
    lk = pk["line_kinds"]
    n = len(lines)
    structs = [parse_line(t, k) for t, k in zip(lines, lk)]
    for t, s in zip(lines, structs):
        assert canon(s) == t, (t, canon(s))
    sts = story_states(structs)
    chain, gold = pk["chain"], pk["gold_beliefs"]
    obj = next(s["obj"] for s in structs if s["kind"] == "place")
    agents = next(s["agents"] for s in structs if s["kind"] == "enter")
    rooms = [s["room"] for s in structs if s["kind"] == "enter"]
    conts = containers_of(pk)
    story_conts = [s["c"] for s in structs if "c" in s]

    # ----- choose error line
    e = None
    note = ""
    err_kind_line = None
    mut = None          # mutated struct for restatement errors
    belief_override = None
    noise_ok = lambda s: s["kind"] in ("saw", "lost", "likes", "dislikes")

    def pick(cands, weights=None):
        # spread over line kinds: choose a line kind first, then a line
        byk = collections.defaultdict(list)
        for i in cands: byk[lk[i]].append(i)
        ks_ = sorted(byk)
        kk = rng.choices(ks_, weights=[(weights or {}).get(x, 1) for x in ks_])[0]
        return rng.choice(byk[kk])

    if kind == "wrong_agent":
        cands = [i for i, s in enumerate(structs) if "a" in s]
        e = pick(cands); s = dict(structs[e])
        if s["kind"] == "tell" and rng.random() < 0.5:
            s["a"], s["b"] = s["b"], s["a"]; note = "speaker and listener swapped"
        elif s["kind"] == "tell" and rng.random() < 0.5:
            s["b"] = rng.choice([x for x in agents if x not in (s["a"], s["b"])]); note = "listener replaced"
        else:
            s["a"] = rng.choice([x for x in agents if x != s["a"] and x != s.get("b")]); note = "agent replaced"
        mut = s
        note = f"line {e+1} ({lk[e]}): {note}: '{canon(s)}' instead of '{lines[e]}'"
    elif kind == "wrong_object":
        cands = [i for i, s in enumerate(structs) if "obj" in s or s["kind"] in ("saw", "lost", "dislikes")]
        e = pick(cands); s = dict(structs[e])
        foods = ["apple", "banana", "pear", "lime", "plum", "carrot", "tomato", "melon", "onion", "cherry",
                 "grapefruit", "lettuce", "peach", "potato", "corn", "radish", "spinach", "tangerine"]
        if "obj" in s:
            story_foods = [t["x"] for t in structs if t["kind"] == "dislikes" and t["x"] != s["obj"]]
            s["obj"] = rng.choice(story_foods) if story_foods and rng.random() < 0.6 else rng.choice([f for f in foods if f != s["obj"]])
        elif s["kind"] == "saw":
            s["x"] = rng.choice([a for a in ["cat", "dog", "mouse", "monkey", "rabbit"] if a != s["x"]])
        elif s["kind"] == "lost":
            s["x"] = rng.choice([a for a in ["watch", "phone", "gloves", "keys", "wallet"] if a != s["x"]])
        else:
            s["x"] = rng.choice([f for f in foods if f != s["x"]])
        mut = s
        note = f"line {e+1} ({lk[e]}): wrong object: '{canon(s)}' instead of '{lines[e]}'"
    elif kind == "wrong_container":
        cands = [i for i, s in enumerate(structs) if "c" in s or "room" in s or s["kind"] == "likes"]
        e = pick(cands, {"move": 3, "place": 2, "tell": 2, "claim": 2, "noise": 1, "enter": 0.7, "exit": 0.7, "stay": 0.7}); s = dict(structs[e])
        if "c" in s:
            pool = [c for c in story_conts if c != s["c"]] or [c for c in conts if c != s["c"]]
            if rng.random() < 0.3: pool = [c for c in conts if c != s["c"]]
            s["c"] = rng.choice(pool)
        elif "room" in s:
            other = [r for r in rooms if r != s["room"]]
            s["room"] = other[0] if other else "kitchen"
        else:
            s["x"] = rng.choice([c for c in conts if c != s["x"]])
        mut = s
        note = f"line {e+1} ({lk[e]}): wrong container/room: '{canon(s)}' instead of '{lines[e]}'"
    elif kind == "wrong_event":
        cands = [i for i, s in enumerate(structs) if s["kind"] in ("exit", "stay", "enter", "claim", "tell", "likes", "dislikes", "lost", "move")]
        e = pick(cands); s = dict(structs[e])
        k0 = s["kind"]
        if k0 == "exit":
            s["kind"] = rng.choice(["stay", "enterone"])
        elif k0 == "stay":
            s["kind"] = "exit"
        elif k0 == "enter":
            s["kind"] = "exitall"
        elif k0 == "claim":
            s["kind"] = "tell"; s["b"] = rng.choice([x for x in agents if x != s["a"]])
        elif k0 == "tell":
            s["kind"] = "claim"
        elif k0 == "likes":
            s["kind"] = "dislikes"
        elif k0 == "dislikes":
            s["kind"] = "likes"
        elif k0 == "lost":
            s["kind"] = "found"
        elif k0 == "move":
            s["kind"] = "claim"
        mut = s
        note = f"line {e+1} ({lk[e]}): retold as another event ({k0} -> {s['kind']})"
    elif kind == "skipped_line":
        e = pick(list(range(1, n - 1)))
        note = f"line {e+1} ({lk[e]}) has no step"
    elif kind == "merged_lines":
        cands = [i for i in range(n - 1) if lk[i] != "noise" and lk[i + 1] != "noise"]
        e = pick(cands)
        note = f"lines {e+1} ({lk[e]}) and {e+2} ({lk[e+1]}) told in one step"
    elif kind == "out_of_order":
        e = rng.choice(list(range(2, n - 1)))
        note = f"steps for lines {e+1} and {e+2} swapped (each keeps its own belief)"
    elif kind in ("wrong_belief", "wrong_chain", "bare_fact"):
        e = pick([i for i in range(n) if gold[i] is not None] if kind != "wrong_belief" else list(range(n)))
        if kind == "wrong_belief":
            s = structs[e]
            g = gold[e]
            opts = []
            if "c" in s and s["c"] != g: opts.append(s["c"])
            if e > 0 and gold[e - 1] != g: opts.append(gold[e - 1])
            real = siblings[0]["gold_beliefs"][e]
            if real != g: opts.append(real)
            if not opts:
                opts = [c for c in conts if c != g]
            bv = rng.choice(opts)
            belief_override = ("value", bv)
            note = f"line {e+1} ({lk[e]}): belief [{bv or 'Null'}] instead of gold [{g or 'Null'}]"
        elif kind == "wrong_chain":
            opts = []
            if len(chain) >= 2:
                opts += ["reversed", "shorter"]
            opts.append("other")
            how = rng.choice(opts)
            if how == "reversed":
                ch = list(reversed(chain)); v = gold[e]
            elif how == "shorter":
                ch = chain[1:]; v = siblings[len(chain) - 1]["gold_beliefs"][e]
            else:
                ch = list(chain); j = rng.randrange(len(ch))
                ch[j] = rng.choice([x for x in agents if x not in ch]); v = gold[e]
            belief_override = ("chain", ch, v)
            note = f"line {e+1} ({lk[e]}): belief stated for chain {ch} ({how}) instead of {chain}"
        else:
            v = siblings[0]["gold_beliefs"][e]
            belief_override = ("bare", v)
            note = f"line {e+1} ({lk[e]}): only the bare fact 'the {obj} is in [{v or 'Null'}]', no chain"
    elif kind == "wrong_final":
        note = "all steps right; final answer changed"

    # ----- restatements
    p_rew = REWORD_P[style]
    fmt_trace = rng.randrange(STYLE_FMTS[style])
    verb = rng.choice(["thinks"] * 6 + ["believes"])
    steps = []  # list of (lines covered, restate, expl, belief)

    def restate_struct(s, st, neutral=False):
        k = s["kind"]
        if k in ("enterone",):
            return rng.choice([f"{s['a']} entered the {s['room']}.", f"{s['a']} comes back into the {s['room']}.",
                               f"{s['a']} walks into the {s['room']}."])
        if k == "exitall":
            return rng.choice([f"{names_list(s['agents'])} exited the {s['room']}.", f"Everyone leaves the {s['room']}.",
                               f"{names_list(s['agents'])} walk out of the {s['room']}."])
        if rng.random() < p_rew:
            r = reword(s, style, rng)
            reworded = True
        else:
            r = canon(s)
            reworded = False
        if not neutral:
            cp = {"gpt4o": 0.45, "qwen": 0.5, "llama3": 0.2, "claude": 0.1}[style]
            if (not reworded or rng.random() < 0.3) and rng.random() < cp and k in ("exit", "move", "stay", "enter", "place", "claim", "tell", "saw", "lost", "likes", "dislikes"):
                r = glue(r, copy_comment(s, st, obj, rng))
        return r

    for i in range(n):
        s = structs[i]
        st = sts[i]
        if i == e and mut is not None:
            r = restate_struct(mut, st, neutral=True)
            ex = rng.choice(["No change.", "Nothing about the chain changes here.", "Irrelevant to the tracked belief.",
                             "This doesn't alter the belief."]) if gold[i] == (gold[i - 1] if i else None) else \
                rng.choice(["This updates the belief.", "The tracked belief changes."])
        else:
            r = restate_struct(s, st)
            ex = explain(i, s, st, pk, chain, obj, gold, rng)
        b = chain_text(chain, obj, gold[i], rng, verb)
        if i == e and belief_override:
            if belief_override[0] == "value":
                b = chain_text(chain, obj, belief_override[1], rng, verb)
            elif belief_override[0] == "chain":
                b = chain_text(belief_override[1], obj, belief_override[2], rng, verb)
            else:
                v = "Null" if belief_override[1] is None else belief_override[1]
                b = rng.choice([f"The {obj} is in [{v}]", f"The {obj} is in [{v}]", f"{obj.capitalize()} is in [{v}]"])
        if style == "llama3" and rng.random() < 0.15 and chain:
            pass
        steps.append([[i], r, ex, b])

    # later explanations must not retell a line that is skipped, merged or misrestated
    if kind in ("wrong_agent", "wrong_object", "wrong_container", "wrong_event", "skipped_line", "merged_lines"):
        bad_lines = [e, e + 1] if kind == "merged_lines" else [e]
        for L in bad_lines:
            sL = structs[L]
            for j in range(L + 1, n):
                ex = steps[j][2]
                hit = f"line {L+1}" in ex
                if "c" in sL and sL["c"] in ex and sL.get("a", "@@") in ex: hit = True
                if sL["kind"] == "exit" and re.search(r"\b%s\b" % sL["a"], ex): hit = True
                if sL["kind"] == "place" and sL["c"] in ex: hit = True
                if sL["kind"] == "enter" and re.search(r"first one out|moved on from", ex): hit = True
                if hit:
                    same = gold[j] == gold[j - 1]
                    steps[j][2] = rng.choice(["No change for the chain.", "Nothing new for the tracked belief."] if same
                                             else ["So the tracked belief changes.", "That changes the belief we track."]) if chain else \
                        rng.choice(["The real location doesn't change."] if same else ["The real location changes."])
    if kind == "skipped_line":
        steps = [x for x in steps if x[0] != [e]]
    elif kind == "merged_lines":
        a, b2 = steps[e], steps[e + 1]
        r1 = restate_struct(structs[e], sts[e], neutral=True)
        r2 = restate_struct(structs[e + 1], sts[e + 1], neutral=True)
        r2l = r2[0].lower() + r2[1:] if r2.split()[0] in ("The", "Now", "Next,", "Initially,", "At", "We're", "In", "For", "A", "All", "Everyone", "Everybody") else r2
        joined = rng.choice([f"{r1[:-1]}, and then {r2l}", f"{r1} Then {r2l}", f"{r1[:-1]}; after that {r2l}"])
        steps[e:e + 2] = [[[e, e + 1], joined, b2[2], b2[3]]]
    elif kind == "out_of_order":
        steps[e], steps[e + 1] = steps[e + 1], steps[e]

    # numbering
    jump = kind == "skipped_line" and rng.random() < 0.5
    out = [intro(style, rng, pk["question"])]
    body = []
    for pos, (ls, r, ex, b) in enumerate(steps):
        num = ls[0] + 1 if jump else pos + 1
        if kind == "merged_lines" and len(ls) == 2 and rng.random() < 0.3:
            num = f"{pos+1}" if style != "gpt4o" else f"{pos+1}"
        if style == "qwen" and fmt_trace == 1 and ex and rng.random() < 0.5:
            # qwen sometimes glues reasoning on the restated line
            pass
        body.append(render_step(style, num, r, ex, b, rng, fmt_trace))
    sep = "\n\n"
    ans = pk["answer"]
    fa = ans
    if kind == "wrong_final":
        opts = [g for g in set(gold) if g and g != ans] or [c for c in conts if c != ans]
        fa = rng.choice(sorted(opts))
        note = f"all steps right; final answer [{fa}] instead of [{ans}]"
    text = out[0] + sep.join(body) + "\n\n" + final_line(style, fa, rng)

    # ----- labels
    restated = [True] * n
    belief_ok = [True] * n
    if kind in ("wrong_agent", "wrong_object", "wrong_container", "wrong_event", "skipped_line"):
        restated[e] = False
    if kind == "merged_lines":
        restated[e] = restated[e + 1] = False
    if kind in ("wrong_belief", "wrong_chain", "bare_fact"):
        belief_ok[e] = False
    right = [a and b for a, b in zip(restated, belief_ok)]
    fe = next((i + 1 for i, x in enumerate(right) if not x), None)
    answer_right = fa == ans
    order_ok = kind != "out_of_order"
    verified = fe is None and order_ok and answer_right
    elk = None if kind in ("right", "out_of_order", "wrong_final") else lk[e]
    gl = dict(restated=restated, right=right, first_error=fe, verified=verified, answer_right=answer_right)
    return text, gl, note, elk


def main():
    pks = [json.loads(l) for l in open("stories.jsonl")]
    by_story = collections.defaultdict(dict)
    for p in pks: by_story[p["story_id"]][p["order"]] = p
    byo = collections.defaultdict(list)
    for p in pks: byo[p["order"]].append(p)
    rng = random.Random(SEED)
    for o in byo: rng.shuffle(byo[o])
    N_PER = 48
    # kinds per order
    slots = {0: [], 1: [], 2: [], 3: [], 4: []}
    for o, c in zip([2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3], range(11)): slots[o].append("bare_fact")
    for o, c in zip([1, 2, 3, 4, 1, 2, 3, 4, 1, 3, 4], range(11)): slots[o].append("wrong_chain")
    wrong_n = {0: 24, 1: 24, 2: 24, 3: 24, 4: 25}
    nine = [k for k in ERR_KINDS if k not in ("bare_fact", "wrong_chain")]
    rest = [k for _ in range(11) for k in nine]   # interleaved, so every kind reaches every order
    # distribute round robin over orders that still have room
    oi = 0
    for k in rest:
        while len(slots[oi % 5]) >= wrong_n[oi % 5]: oi += 1
        slots[oi % 5].append(k); oi += 1
    import hand_traces
    hand = hand_traces.HAND
    plan = []
    for o in range(5):
        ks = slots[o] + ["right"] * (N_PER - len(slots[o]))
        rng.shuffle(ks)
        # hand-written packets first, with their own kind taken out of this order's slots
        hp = [p for p in byo[o] if (p["story_id"], o) in hand]
        others = [p for p in byo[o] if (p["story_id"], o) not in hand]
        for p in hp:
            ks.remove(hand[(p["story_id"], o)]["kind"])
            plan.append((p, hand[(p["story_id"], o)]["kind"]))
        for p, k in zip(others[:N_PER - len(hp)], ks): plan.append((p, k))
    # styles: balanced within each kind (hand-written traces keep their own style)
    kc = collections.Counter()
    off = {k: i for i, k in enumerate(["right"] + ERR_KINDS)}
    recs = []
    rng.shuffle(plan)
    for idx, (p, k) in enumerate(plan):
        sib = by_story[p["story_id"]]
        key = (p["story_id"], p["order"])
        if key in hand:
            style = hand[key]["style"]
        else:
            style = STYLES[(kc[k] + off[k]) % 4]
        kc[k] += 1
        trng = random.Random(f"{SEED}-{idx}")
        text, gl, note, elk = build(p, style, k, trng, sib)
        rec = dict(id=f"4-{idx:03d}", style=style, kind=k, order=p["order"], error_line_kind=elk,
                   note=note if k != "right" else "no error", story=p["story"], question=p["question"],
                   choices=p["choices"], answer=p["answer"], response=text, gold=gl, story_id=p["story_id"])
        if key in hand:
            h = hand[key]
            rec.update(style=h["style"], kind=h["kind"], error_line_kind=h["error_line_kind"], note=h["note"] + " [hand-written]",
                       response=h["response"], gold=h["gold"])
        recs.append(rec)
    with open("verifier_blind_4.jsonl", "w") as f:
        for r in recs:
            f.write(json.dumps(r) + "\n")
    print(len(recs))


if __name__ == "__main__":
    main()
