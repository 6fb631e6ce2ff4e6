#!/usr/bin/env python3
"""Independent check of verifier_blind_4.jsonl: re-reads each response text, aligns its steps to the
story lines by entities + event class + belief, derives the labels, compares with the stored gold."""
import json, re, collections, sys

pk = {}
for l in open("stories.jsonl"):
    p = json.loads(l)
    pk[(p["story"], p["question"])] = p

HDR = re.compile(r"^(?:### Step (\d+):?\s*(.*)|\*\*Step (\d+):?\*\*:?\s*(.*)|\*\*Step (\d+)\*\* — (.*)|Step (\d+) — (.*)|(\d+)\. (.*)|## Step (\d+) ##\s*(.*))$")

CLASSES = [
    ("tell", r"privat|quietly|whisper|aside|just between"),
    ("claim", r"public|announc|out loud|declare|front of the whole group|tells everyone|tells the room|claimed"),
    ("lost", r"\blost|\blos|can't find|misplac"),
    ("stay", r"stay|remain|wait|linger|hangs around|spent a minute|sticks around|did nothing"),
    ("move", r"\bmov|\bput|shift|relocat|transferr|drop|placed|carries|switches"),
    ("dislikes", r"dislike|doesn't like|does not like|not a fan|can't stand|isn't keen"),
    ("likes", r"\blik|fond|enjoy|fan of"),
    ("found", r"\bfound|\bfinds"),
    ("saw", r"\bsaw|\bsee|spot|notic|catch"),
    ("enter", r"enter|walk into|walks into|walked into|come into|comes into|goes into|go into|meets up|meet up|went into|head into|step inside|shows up|made their way|are now in|come back"),
    ("exit", r"exit|leav|left|walks out|walk out|steps out|went out|heads out|gets out|takes off"),
    ("place", r"\bis\b|\bwas\b|starts|sits|located|found|kept"),
]


def line_class(text, kind):
    if kind == "noise":
        text = text.split(" ", 1)[1]
    if kind == "noise":
        for c in ("saw", "lost", "dislikes", "likes"):
            if re.search(r"\b" + c[:4] if c != "saw" else r"\bsaw", text):
                return c
    return kind


def classify(r, agents, V=()):
    for w in sorted(V, key=len, reverse=True):
        if w not in agents:
            r = re.sub(r"\b%s\b" % re.escape(w), "THING", r)
            if "_" in w:
                r = r.replace(w.replace("_", " "), "THING")
    has_agent = any(re.search(r"\b%s\b" % a, r) for a in agents) or re.search(r"\bEvery(one|body)\b", r)
    if not has_agent:
        return "place"
    for c, rx in CLASSES:
        if c == "move" and not has_agent:
            continue
        if c == "place" and has_agent:
            continue
        if re.search(rx, r, re.I):
            return c
    return "?"


def vocab(story, choices):
    words = set()
    for l in story.split("\n"):
        words.update(re.findall(r"[A-Za-z_]+", l.split(" ", 1)[1]))
    for c in choices.split(", "):
        words.add(c.split(". ", 1)[1])
    stop = set("The the is in a to and for made no movements stayed minute entered exited moved publicly claimed that privately told saw lost his her likes dislikes".split())
    return {w for w in words if w not in stop}


def tokens(text, V):
    t = text
    for w in sorted((w for w in V if "_" in w), key=len, reverse=True):
        t = t.replace(w.replace("_", " "), w)
    return {w for w in re.findall(r"[A-Za-z_]+", t) if w in V}


def strip_comment(r):
    r = re.sub(r"\s*\([^)]*\)", "", r)
    r = re.split(r",\s*(?:so|which|and|right|but|leaving)\b|\s+right after\b|;\s*(?!after that)", r)[0]
    return r.strip()


def parse_steps(resp):
    steps = []
    cur = None
    for line in resp.split("\n"):
        m = HDR.match(line.strip())
        if m and not line.strip().startswith("Final"):
            g = [x for x in m.groups()]
            num = next(x for x in g[0::2] if x is not None)
            rest = next((g[i + 1] for i in range(0, len(g), 2) if g[i] is not None), "")
            cur = dict(num=int(num), lines=[rest] if rest else [])
            steps.append(cur)
        elif line.startswith("Final Answer") or line.startswith("**Final Answer"):
            cur = None
        elif cur is not None and line.strip():
            cur["lines"].append(line.strip())
    return steps


def restatement(step):
    first = step["lines"][0]
    first = re.sub(r"^\*\*Event:\*\*\s*", "", first)
    first = re.sub(r"^— ", "", first)
    sents = re.split(r"(?<=[.!?])\s+", first)
    r = sents[0]
    if len(sents) > 1 and re.match(r"(Then|After that)\b", sents[1]):
        r = r + " " + sents[1]
    return r


def belief(step, agents):
    bl = [l for l in step["lines"] if "[" in l]
    if not bl:
        return None, None
    b = bl[-1]
    m = re.search(r"\[([^\]]+)\]", b)
    val = None if m.group(1) == "Null" else m.group(1)
    pre = b[:m.start()]
    names = re.findall(r"\b(%s)\b" % "|".join(agents), pre)
    return names, val


def analyse(rec):
    p = pk[(rec["story"], rec["question"])]
    lines = [l.split(" ", 1)[1] for l in p["story"].split("\n")]
    n = len(lines)
    V = vocab(p["story"], p["choices"])
    agents = re.match(r"(.+) entered", next(l for l, k in zip(lines, p["line_kinds"]) if k == "enter")).group(1)
    agents = re.split(r", | and ", agents)
    lsig = [(line_class(l, k), tokens(l, V)) for l, k in zip(lines, p["line_kinds"])]
    steps = parse_steps(rec["response"])
    ssig = []
    for s in steps:
        r = restatement(s)
        parts = re.split(r",? and then |\s+Then |; after that ", r)
        sig = []
        for part in parts:
            pr = strip_comment(part)
            sig.append((classify(pr, agents, V), tokens(pr, V), pr))
        ssig.append((sig, belief(s, agents)))

    def match(sig1, li):
        c, t, txt = sig1
        lc, lt = lsig[li]
        if c != lc:
            return False
        if lc == "enter" and re.search(r"\bEvery(one|body)\b", txt):
            return t - set(agents) == lt - set(agents)
        return t == lt

    restated = [False] * n
    right = [False] * n
    order_ok = True
    p_ = 0
    j = 0
    events = []
    while j < len(ssig) and p_ < n:
        sig, (chain, val) = ssig[j]
        bel_ok = chain == p["chain"] and val == p["gold_beliefs"][p_] if False else None
        if len(sig) == 2 and p_ + 1 < n and match(sig[0], p_) and match(sig[1], p_ + 1):
            events.append(("merged", p_ + 1)); p_ += 2; j += 1; continue
        if len(sig) == 1 and match(sig[0], p_):
            li = p_
        elif len(sig) == 1 and p_ + 1 < n and match(sig[0], p_ + 1) and j + 1 < len(ssig) and len(ssig[j + 1][0]) == 1 and match(ssig[j + 1][0][0], p_):
            # swapped pair
            order_ok = False
            events.append(("swap", p_ + 1))
            for jj, li in ((j, p_ + 1), (j + 1, p_)):
                ch, v = ssig[jj][1]
                restated[li] = True
                right[li] = ch == p["chain"] and v == p["gold_beliefs"][li]
            p_ += 2; j += 2; continue
        elif len(sig) == 1 and p_ + 1 < n and match(sig[0], p_ + 1) and (j + 1 >= len(ssig) or p_ + 2 >= n or match(ssig[j + 1][0][0], p_ + 2)):
            events.append(("skip", p_ + 1)); p_ += 1; continue
        else:
            events.append(("mismatch", p_ + 1, sig[0][0], sig[0][2]))
            ch, v = ssig[j][1]
            p_ += 1; j += 1
            continue
        ch, v = ssig[j][1]
        restated[li] = True
        right[li] = ch == p["chain"] and v == p["gold_beliefs"][li]
        if not right[li]:
            events.append(("belief", li + 1, ch, v))
        p_ += 1; j += 1
    if p_ < n:
        events.append(("skip-tail", p_ + 1))
    if j < len(ssig):
        events.append(("extra-steps", j))
    fa = re.findall(r"Final Answer: \[([^\]]+)\]", rec["response"])
    answer_right = bool(fa) and fa[-1] == p["answer"]
    fe = next((i + 1 for i, x in enumerate(right) if not x), None)
    verified = fe is None and order_ok and answer_right
    return dict(restated=restated, right=right, first_error=fe, verified=verified, answer_right=answer_right), events


def main():
    recs = [json.loads(l) for l in open("verifier_blind_4.jsonl")]
    bad = 0
    for r in recs:
        derived, ev = analyse(r)
        ok = derived == r["gold"]
        # each wrong trace: exactly one planted error; right: none
        nerr = len([e for e in ev])
        if r["kind"] == "right":
            ok = ok and nerr == 0
        elif r["kind"] == "wrong_final":
            ok = ok and nerr == 0 and not r["gold"]["answer_right"]
        else:
            ok = ok and nerr == 1
        if not ok:
            bad += 1
            print(r["id"], r["style"], r["kind"], r["note"])
            print("   events:", ev)
            print("   derived fe", derived["first_error"], "gold fe", r["gold"]["first_error"],
                  "restated diff", [i + 1 for i in range(len(derived["restated"])) if derived["restated"][i] != r["gold"]["restated"][i]])
    print("checked", len(recs), "mismatches", bad)
    # stats
    c = collections.Counter()
    tot = rew = 0
    kinds_rew = collections.Counter()
    for r in recs:
        p = pk[(r["story"], r["question"])]
        lines = [l.split(" ", 1)[1] for l in p["story"].split("\n")]
        for s in parse_steps(r["response"]):
            rs = restatement(s)
            m = [i for i, l in enumerate(lines) if rs.startswith(l) or rs.startswith(l[:-1])]
            tot += 1
            if not m:
                rew += 1
    print(f"steps {tot}, not a verbatim copy (incl. errors/merges) {rew} = {rew/tot:.1%}")
    return bad


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
