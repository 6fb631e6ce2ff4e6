"""Blind free-form ToM test set, batch 9.

Every response below is hand-written for its story.  Claims are listed by their
exact text; offsets are computed with str.find.  Each checkable claim carries a
small check against the engine golds (golds_9.jsonl) so that the declared
verdict is verified, and each label is verified against its claims.
"""
import json
import os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "golds_9.jsonl")
OUT = os.path.join(HERE, "blind_9.jsonl")

ITEMS = {}
ORDER = []
for _l in open(SRC):
    _d = json.loads(_l)
    ITEMS[_d["id"]] = _d
    ORDER.append(_d["id"])

KINDS = {"event", "location", "presence", "belief", "order", "communication"}
STYLES = {"answer_first", "numbered", "narrative", "terse", "thinking"}
LABELS = {"sound", "unsound", "unsupported", "wrong"}
VMAP = {"T": "true", "F": "false", "U": "uncheckable"}


class C:
    def __init__(self, text, kind, verdict, time, checks=None, ans=False, nth=None, note=None):
        assert kind in KINDS, kind
        assert verdict in VMAP, verdict
        self.text, self.kind, self.verdict, self.time = text, kind, VMAP[verdict], time
        self.checks = checks or []
        self.ans, self.nth, self.note = ans, nth, note


RESPONSES = []


def R(item_id, n, style, label, stated, response, claims):
    RESPONSES.append(dict(item_id=item_id, n=n, style=style, label=label,
                          stated=stated, response=response, claims=claims))


# ---------------------------------------------------------------- checking
def _rows(item):
    return {g["line"]: g for g in item["golds"]}


def _row(item, t):
    rows = _rows(item)
    if t == "end":
        return item["golds"][-1]
    return rows[t]


def _bk(row):
    return [k for k in row if k.startswith("beliefs_about_")][0]


def _lineno(item, t):
    return item["golds"][-1]["line"] if t == "end" else t


def eval_check(item, chk, t):
    """Return (bool, description) for one check evaluated at claim time t."""
    typ = chk[0]
    if typ == "@":
        return eval_check(item, chk[2], chk[1])
    if typ in ("b", "bn"):
        row = _row(item, t)
        val = row[_bk(row)][chk[1]]
        ok = (val == chk[2]) if typ == "b" else (val != chk[2])
        return ok, "gold %s @%s = %s" % (chk[1], t, val)
    if typ in ("loc", "locn"):
        val = _row(item, t)["objects"][chk[1]]
        ok = (val == chk[2]) if typ == "loc" else (val != chk[2])
        return ok, "%s @%s in %s" % (chk[1], t, val)
    if typ == "locsame":
        a, b = chk[2], _lineno(item, chk[3])
        vals = {g["objects"][chk[1]] for g in item["golds"] if a <= g["line"] <= b}
        return len(vals) == 1, "%s lines %s-%s: %s" % (chk[1], a, b, sorted(map(str, vals)))
    if typ == "same":
        r1, r2 = _row(item, chk[2]), _row(item, chk[3])
        v1, v2 = r1[_bk(r1)][chk[1]], r2[_bk(r2)][chk[1]]
        return v1 == v2, "%s @%s=%s @%s=%s" % (chk[1], chk[2], v1, chk[3], v2)
    if typ in ("room", "roomn"):
        val = _row(item, t)["agents_room"][chk[1]]
        ok = (val == chk[2]) if typ == "room" else (val != chk[2])
        return ok, "%s @%s in room %s" % (chk[1], t, val)
    if typ == "roomrange":
        ag, room, a, b = chk[1:]
        vals = {g["agents_room"][ag] for g in item["golds"] if a <= g["line"] <= b}
        return vals == {room}, "%s rooms %s-%s: %s" % (ag, a, b, sorted(map(str, vals)))
    if typ == "w":
        wb = _row(item, t)["witnessed_by"]
        return (chk[1] in wb) == chk[2], "witnessed @%s: %s" % (t, ",".join(wb))
    if typ == "wonly":
        wb = _row(item, t)["witnessed_by"]
        return set(wb) == set(chk[1]), "witnessed @%s: %s" % (t, ",".join(wb))
    if typ == "line":
        txt = _rows(item)[chk[1]]["text"]
        return chk[2].lower() in txt.lower(), "line %s: %s" % (chk[1], txt)
    if typ == "ord":
        return chk[1] < chk[2], "line %s vs line %s" % (chk[1], chk[2])
    if typ == "nopat":
        a, b, pat = chk[1], _lineno(item, chk[2]), chk[3]
        hits = [g["line"] for g in item["golds"] if a <= g["line"] <= b and pat.lower() in g["text"].lower()]
        return not hits, "'%s' in lines %s-%s: %s" % (pat, a, b, hits or "none")
    raise ValueError(chk)


def build():
    out = []
    seen = set()
    for r in RESPONSES:
        item = ITEMS[r["item_id"]]
        rid = "%s-r%d" % (r["item_id"], r["n"])
        assert rid not in seen, rid
        seen.add(rid)
        assert r["style"] in STYLES and r["label"] in LABELS, rid
        text = r["response"]
        claims = []
        spans = []
        n_false = n_check_nonans = 0
        for c in r["claims"]:
            cnt = text.count(c.text)
            assert cnt >= 1, (rid, c.text)
            if c.nth is None:
                assert cnt == 1, (rid, "ambiguous span", c.text)
                start = text.find(c.text)
            elif c.nth == -1:
                start = text.rfind(c.text)
            else:
                start = -1
                for _ in range(c.nth):
                    start = text.find(c.text, start + 1)
                assert start >= 0, (rid, c.text)
            end = start + len(c.text)
            assert text[start:end] == c.text
            spans.append((start, end, c.text))
            t = c.time
            assert t is None or t == "end" or (isinstance(t, int) and t in _rows(item)), (rid, c.text, t)
            if c.verdict == "uncheckable":
                assert not c.checks, (rid, c.text)
                note = c.note or "not determinable from the golds"
            else:
                assert c.checks, (rid, "checkable claim needs checks", c.text)
                results = [eval_check(item, k, t) for k in c.checks]
                truth = all(ok for ok, _ in results)
                got = "true" if truth else "false"
                assert got == c.verdict, (rid, c.text, c.verdict, results)
                note = c.note or "; ".join(dict.fromkeys(d for _, d in results))
                if c.verdict == "false":
                    n_false += 1
                if not c.ans:
                    n_check_nonans += 1
            claims.append(dict(text=c.text, start=start, end=end, kind=c.kind,
                               verdict=c.verdict, time=t, note=note))
        # no two claims with identical span
        assert len({(s, e) for s, e, _ in spans}) == len(spans), rid
        # label consistency
        gold = item["answer"]
        stated = r["stated"]
        lab = r["label"]
        ans_claims = [c for c in r["claims"] if c.ans]
        if lab == "wrong":
            assert stated != gold, rid
            for c in ans_claims:
                assert c.verdict == "false", (rid, "wrong answer restated as true", c.text)
        else:
            assert stated == gold, rid
            assert ans_claims, (rid, "no answer restatement")
            for c in ans_claims:
                assert c.verdict == "true", (rid, c.text)
            if lab == "sound":
                assert n_false == 0 and n_check_nonans >= 1, rid
            elif lab == "unsound":
                assert n_false == 1, (rid, n_false)
            elif lab == "unsupported":
                assert n_false == 0 and n_check_nonans == 0, rid
        if stated is not None:
            assert stated in item["story"], (rid, stated)
        rec = dict(id=rid, item_id=r["item_id"], world=item["world"], story=item["story"],
                   question=item["question"])
        if item["world"] == "hitom":
            rec["choices"] = item["choices"]
        rec.update(answer=gold, order=item["order"], question_type=item["question_type"],
                   style=r["style"], label=lab, stated_answer=stated, response=text,
                   claims=claims)
        out.append(rec)
    return out


def main():
    recs = build()
    per_item = Counter(r["item_id"] for r in recs)
    assert set(per_item) == set(ORDER), set(ORDER) - set(per_item)
    assert all(v == 5 for v in per_item.values()), per_item
    for iid in ORDER:
        st = {r["style"] for r in recs if r["item_id"] == iid}
        assert st == STYLES, (iid, st)
    # keep file order of items
    recs.sort(key=lambda r: (ORDER.index(r["item_id"]), r["id"]))
    with open(OUT, "w") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("records:", len(recs))
    print("labels:", dict(Counter(r["label"] for r in recs)))
    print("styles:", dict(Counter(r["style"] for r in recs)))
    sl = Counter((r["style"], r["label"]) for r in recs)
    for s in sorted(STYLES):
        print("  %-13s" % s, {l: sl[(s, l)] for l in sorted(LABELS)})
    cl = [c for r in recs for c in r["claims"]]
    print("claims:", len(cl))
    print("kinds:", dict(Counter(c["kind"] for c in cl)))
    print("verdicts:", dict(Counter(c["verdict"] for c in cl)))
    kv = Counter((c["kind"], c["verdict"]) for c in cl)
    for k in sorted(KINDS):
        print("  %-14s" % k, {v: kv[(k, v)] for v in ("true", "false", "uncheckable")})
    fk = Counter(c["kind"] for r in recs if r["label"] == "unsound" for c in r["claims"] if c["verdict"] == "false")
    print("planted false kinds (unsound):", dict(fk))
    print("orders:", dict(Counter(r["order"] for r in recs)))
    print("question types:", dict(Counter(r["question_type"] for r in recs)))
    print("wrote", OUT)


# =================================================================== item 0
I = "s6809-2-o2"   # Noah -> Emma, radish; gold red_envelope
NE = "Noah -> Emma"

R(I, 1, "answer_first", "sound", "red_envelope",
"""K. red_envelope

In the second visit to the study, Noah was right there when Emma moved the radish from the blue_suitcase into the red_envelope (line 19). Emma left first, at line 20, so Noah watched her leave knowing it was in the red_envelope. Her later public claim that it's in the blue_bucket doesn't change Noah's view: he left the study after she did, so he doesn't trust her. So Noah thinks Emma thinks the radish is in the red_envelope.""",
[C("K. red_envelope", "belief", "T", "end", [("b", NE, "red_envelope")], ans=True),
 C("Noah was right there", "presence", "T", 19, [("w", "Noah", True)]),
 C("Emma moved the radish from the blue_suitcase into the red_envelope (line 19)", "event", "T", 19,
   [("line", 19, "Emma moved the radish to the red_envelope"), ("@", 18, ("loc", "radish", "blue_suitcase"))]),
 C("Emma left first, at line 20", "order", "T", 20, [("line", 20, "Emma exited the study"), ("ord", 20, 22)]),
 C("Noah watched her leave", "presence", "T", 20, [("w", "Noah", True)]),
 C("knowing it was in the red_envelope", "belief", "T", 20, [("b", "Noah", "red_envelope")]),
 C("Her later public claim that it's in the blue_bucket", "communication", "T", 26,
   [("line", 26, "Emma publicly claimed that radish is in the blue_bucket")]),
 C("doesn't change Noah's view", "communication", "T", 26, [("same", NE, 25, 26), ("same", "Noah", 25, 26)]),
 C("he left the study after she did", "order", "T", 22, [("line", 22, "Noah exited"), ("ord", 20, 22)]),
 C("he doesn't trust her", "communication", "T", 26, [("same", "Noah", 25, 26)]),
 C("Noah thinks Emma thinks the radish is in the red_envelope", "belief", "T", "end", [("b", NE, "red_envelope")], ans=True),
 ])

R(I, 2, "numbered", "unsound", "red_envelope",
"""1. First round: Noah leaves the study at line 6, right after putting the radish in the blue_bucket, so he misses everything Emma, Sophia and Lily do afterwards.
2. When Emma, Noah and Gracie come back into the study (line 17), the radish is sitting in the blue_pantry.
3. Emma moves it to the red_envelope at line 19 while Noah watches.
4. Emma exits at line 20; Noah doesn't leave until line 22.
5. Emma's public claim (blue_bucket) at line 26 doesn't sway Noah, because he was still in the room after Emma left, so he doesn't trust her.

Answer: K. red_envelope""",
[C("Noah leaves the study at line 6", "event", "T", 6, [("line", 6, "Noah exited the study")]),
 C("right after putting the radish in the blue_bucket", "event", "T", 5, [("line", 5, "Noah moved the radish to the blue_bucket")]),
 C("he misses everything Emma, Sophia and Lily do afterwards", "presence", "T", 8,
   [("w", "Noah", False), ("@", 10, ("w", "Noah", False))]),
 C("When Emma, Noah and Gracie come back into the study (line 17)", "presence", "T", 17,
   [("room", "Emma", "study"), ("room", "Noah", "study"), ("room", "Gracie", "study")]),
 C("the radish is sitting in the blue_pantry", "location", "F", 17, [("loc", "radish", "blue_pantry")]),
 C("Emma moves it to the red_envelope at line 19", "event", "T", 19, [("line", 19, "Emma moved the radish to the red_envelope")]),
 C("while Noah watches", "presence", "T", 19, [("w", "Noah", True)]),
 C("Emma exits at line 20", "event", "T", 20, [("line", 20, "Emma exited")]),
 C("Noah doesn't leave until line 22", "order", "T", 22, [("line", 22, "Noah exited"), ("@", 21, ("room", "Noah", "study"))]),
 C("Emma's public claim (blue_bucket) at line 26", "communication", "T", 26, [("line", 26, "publicly claimed that radish is in the blue_bucket")]),
 C("doesn't sway Noah", "communication", "T", 26, [("same", "Noah", 25, 26), ("same", NE, 25, 26)]),
 C("he was still in the room after Emma left", "presence", "T", 20, [("room", "Noah", "study"), ("roomn", "Emma", "study")]),
 C("he doesn't trust her", "communication", "T", 26, [("same", "Noah", 25, 26)]),
 C("K. red_envelope", "belief", "T", "end", [("b", NE, "red_envelope")], ans=True),
 ])

R(I, 3, "narrative", "wrong", "blue_bucket",
"""Noah and Emma both went back into the study for the second round, and Noah saw Emma move the radish into the red_envelope. But once everyone had gathered in the waiting room, Emma publicly announced that the radish was in the blue_bucket. Noah heard that announcement, and since he has no reason to think Emma would say something she doesn't believe, he takes it at face value. As far as Noah is concerned, Emma now thinks the radish is in the blue_bucket.""",
[C("Noah and Emma both went back into the study for the second round", "presence", "T", 17,
   [("room", "Noah", "study"), ("room", "Emma", "study")]),
 C("Noah saw Emma move the radish into the red_envelope", "event", "T", 19,
   [("line", 19, "Emma moved the radish to the red_envelope"), ("w", "Noah", True)]),
 C("Emma publicly announced that the radish was in the blue_bucket", "communication", "T", 26,
   [("line", 26, "Emma publicly claimed that radish is in the blue_bucket")]),
 C("Noah heard that announcement", "presence", "T", 26, [("w", "Noah", True)]),
 C("he has no reason to think Emma would say something she doesn't believe", "belief", "U", None,
   note="about Noah's reasons for trusting; not a gold quantity"),
 C("he takes it at face value", "communication", "F", 26, [("b", "Noah", "blue_bucket")],
   note="Noah left after Emma, so he does not adopt her claim (Noah stays red_envelope)"),
 C("As far as Noah is concerned, Emma now thinks the radish is in the blue_bucket", "belief", "F", "end",
   [("b", NE, "blue_bucket")], ans=True),
 ])

R(I, 4, "terse", "unsupported", "red_envelope",
"""K) red_envelope""",
[C("K) red_envelope", "belief", "T", "end", [("b", NE, "red_envelope")], ans=True)])

R(I, 5, "thinking", "sound", "red_envelope",
"""<think>
Second-order: what Noah believes about Emma's belief.
The last time Noah and Emma were together with the radish is the second study visit, lines 17-20. At 17 the radish is in the blue_suitcase (Sophia put it there in round one). At 19 Emma moves it to the red_envelope. Emma leaves at 20 and Noah is still there.
So Noah thinks Emma thinks red_envelope.
Then line 26: Emma publicly says blue_bucket. Does that change what Noah thinks Emma thinks? Emma's own belief doesn't change from her own claim. And Noah exited at 22, after Emma, so he doesn't trust her anyway. Line 27 is Gracie telling Sophia privately; Noah isn't part of that.
So red_envelope.
</think>
Noah thinks Emma thinks the radish is in the **red_envelope** (K).""",
[C("At 17 the radish is in the blue_suitcase", "location", "T", 17, [("loc", "radish", "blue_suitcase")]),
 C("Sophia put it there in round one", "event", "T", 10, [("line", 10, "Sophia moved the radish to the blue_suitcase")]),
 C("At 19 Emma moves it to the red_envelope", "event", "T", 19, [("line", 19, "Emma moved the radish to the red_envelope")]),
 C("Emma leaves at 20", "event", "T", 20, [("line", 20, "Emma exited")]),
 C("Noah is still there", "presence", "T", 20, [("room", "Noah", "study")]),
 C("So Noah thinks Emma thinks red_envelope", "belief", "T", 20, [("b", NE, "red_envelope")]),
 C("Emma publicly says blue_bucket", "communication", "T", 26, [("line", 26, "Emma publicly claimed that radish is in the blue_bucket")]),
 C("Emma's own belief doesn't change from her own claim", "belief", "T", 26, [("same", "Emma", 25, 26)]),
 C("Noah exited at 22, after Emma", "order", "T", 22, [("line", 22, "Noah exited"), ("ord", 20, 22)]),
 C("he doesn't trust her anyway", "communication", "T", 26, [("same", "Noah", 25, 26)]),
 C("Line 27 is Gracie telling Sophia privately", "communication", "T", 27, [("line", 27, "Gracie privately told Sophia")]),
 C("Noah isn't part of that", "presence", "T", 27, [("w", "Noah", False)]),
 C("Noah thinks Emma thinks the radish is in the **red_envelope**", "belief", "T", "end", [("b", NE, "red_envelope")], ans=True),
 ])

# =================================================================== item 1
I = "s6809-9-o4"   # Charlotte -> Carter -> Mia -> Ethan, onion; gold green_drawer
CH = "Charlotte -> Carter -> Mia -> Ethan"

R(I, 1, "numbered", "sound", "green_drawer",
"""1. Charlotte moves the onion into the green_drawer at line 6, while Carter, Mia and Ethan are all still in the back_yard.
2. She leaves right after (line 7), so that is the last onion event she witnesses in the back_yard.
3. Everything later (Carter's move back to the blue_cupboard at line 13, the second trip with the blue_bathtub and the green_crate) happens without Charlotte or Mia there.
4. Ethan's private message to Charlotte at line 28 changes what Charlotte herself believes (green_crate), but it says nothing about Carter or Mia, so the nested chain stays where it was.

So Charlotte thinks Carter thinks Mia thinks Ethan thinks the onion is in the green_drawer (I).""",
[C("Charlotte moves the onion into the green_drawer at line 6", "event", "T", 6, [("line", 6, "Charlotte moved the onion to the green_drawer")]),
 C("while Carter, Mia and Ethan are all still in the back_yard", "presence", "T", 6,
   [("w", "Carter", True), ("w", "Mia", True), ("w", "Ethan", True)]),
 C("She leaves right after (line 7)", "event", "T", 7, [("line", 7, "Charlotte exited")]),
 C("that is the last onion event she witnesses in the back_yard", "presence", "T", 7,
   [("@", 13, ("w", "Charlotte", False)), ("@", 20, ("w", "Charlotte", False)), ("@", 22, ("w", "Charlotte", False))]),
 C("Carter's move back to the blue_cupboard at line 13", "event", "T", 13, [("line", 13, "Carter moved the onion to the blue_cupboard")]),
 C("happens without Charlotte or Mia there", "presence", "T", 13,
   [("w", "Charlotte", False), ("w", "Mia", False), ("@", 20, ("w", "Charlotte", False)), ("@", 20, ("w", "Mia", False)),
    ("@", 22, ("w", "Charlotte", False)), ("@", 22, ("w", "Mia", False))]),
 C("Ethan's private message to Charlotte at line 28", "communication", "T", 28, [("line", 28, "Ethan privately told Charlotte")]),
 C("changes what Charlotte herself believes (green_crate)", "communication", "T", 28,
   [("b", "Charlotte", "green_crate"), ("@", 27, ("bn", "Charlotte", "green_crate"))]),
 C("the nested chain stays where it was", "belief", "T", 28, [("same", CH, 27, 28)]),
 C("Charlotte thinks Carter thinks Mia thinks Ethan thinks the onion is in the green_drawer", "belief", "T", "end",
   [("b", CH, "green_drawer")], ans=True),
 ])

R(I, 2, "terse", "wrong", "green_crate",
"""J. green_crate — Ethan told Charlotte that's where it is.""",
[C("J. green_crate", "belief", "F", "end", [("b", CH, "green_crate")], ans=True),
 C("Ethan told Charlotte that's where it is", "communication", "T", 28,
   [("line", 28, "Ethan privately told Charlotte that the onion is in the green_crate")]),
 ])

R(I, 3, "thinking", "sound", "green_drawer",
"""<think>
Four levels: Charlotte -> Carter -> Mia -> Ethan.
Charlotte only saw the first part of the story in the back_yard. She left at line 7, right after she herself moved the onion to the green_drawer. At that moment Carter, Mia and Ethan were all present and saw the move.
Ethan left before Mia did, so... does that matter? Not really. From Charlotte's perspective the last thing all four of them saw together is the green_drawer move. She can't know about Carter's blue_cupboard move or the second round.
Private tell at 28: Ethan to Charlotte, green_crate. Charlotte trusts him, so her own belief becomes green_crate. But that's Charlotte's first-order belief, not the deep chain.
So the answer is green_drawer.
</think>
I. green_drawer""",
[C("She left at line 7", "event", "T", 7, [("line", 7, "Charlotte exited")]),
 C("right after she herself moved the onion to the green_drawer", "event", "T", 6, [("line", 6, "Charlotte moved the onion to the green_drawer")]),
 C("At that moment Carter, Mia and Ethan were all present and saw the move", "presence", "T", 6,
   [("w", "Carter", True), ("w", "Mia", True), ("w", "Ethan", True)]),
 C("Ethan left before Mia did", "order", "T", 9, [("line", 12, "Mia exited"), ("line", 9, "Ethan exited"), ("ord", 9, 12)]),
 C("the last thing all four of them saw together is the green_drawer move", "presence", "T", 6,
   [("w", "Charlotte", True), ("w", "Carter", True), ("w", "Mia", True), ("w", "Ethan", True),
    ("@", 13, ("w", "Charlotte", False)), ("@", 20, ("w", "Mia", False)), ("@", 22, ("w", "Carter", False))]),
 C("She can't know about Carter's blue_cupboard move or the second round", "presence", "T", 13,
   [("w", "Charlotte", False), ("@", 17, ("roomn", "Charlotte", "back_yard"))]),
 C("Private tell at 28: Ethan to Charlotte, green_crate", "communication", "T", 28,
   [("line", 28, "Ethan privately told Charlotte that the onion is in the green_crate")]),
 C("Charlotte trusts him", "communication", "T", 28, [("b", "Charlotte", "green_crate"), ("@", 27, ("bn", "Charlotte", "green_crate"))]),
 C("her own belief becomes green_crate", "belief", "T", 28, [("b", "Charlotte", "green_crate")]),
 C("So the answer is green_drawer", "belief", "T", "end", [("b", CH, "green_drawer")], ans=True),
 C("I. green_drawer", "belief", "T", "end", [("b", CH, "green_drawer")], ans=True),
 ])

R(I, 4, "answer_first", "sound", "green_drawer",
"""**I. green_drawer**

Charlotte, Carter, Mia and Ethan were all together when Charlotte put the onion in the green_drawer, and Charlotte exited right after. Mia never came back to the back_yard, so Carter keeps picturing Mia with the green_drawer in mind, and Charlotte never sees any of the later moves either. Her own belief shifts to the green_crate after Ethan's private message, but that doesn't reach three levels down.""",
[C("**I. green_drawer**", "belief", "T", "end", [("b", CH, "green_drawer")], ans=True),
 C("Charlotte, Carter, Mia and Ethan were all together when Charlotte put the onion in the green_drawer", "presence", "T", 6,
   [("line", 6, "Charlotte moved the onion to the green_drawer"), ("w", "Charlotte", True), ("w", "Carter", True), ("w", "Mia", True), ("w", "Ethan", True)]),
 C("Charlotte exited right after", "event", "T", 7, [("line", 7, "Charlotte exited")]),
 C("Mia never came back to the back_yard", "presence", "T", 17,
   [("roomn", "Mia", "back_yard"), ("@", 20, ("roomn", "Mia", "back_yard")), ("@", 22, ("roomn", "Mia", "back_yard"))]),
 C("Carter keeps picturing Mia with the green_drawer in mind", "belief", "T", "end", [("b", "Carter -> Mia", "green_drawer")]),
 C("Charlotte never sees any of the later moves", "presence", "T", 13,
   [("w", "Charlotte", False), ("@", 20, ("w", "Charlotte", False)), ("@", 22, ("w", "Charlotte", False))]),
 C("Her own belief shifts to the green_crate after Ethan's private message", "belief", "T", 28,
   [("b", "Charlotte", "green_crate"), ("line", 28, "Ethan privately told Charlotte")]),
 C("that doesn't reach three levels down", "belief", "T", 28, [("same", CH, 27, 28)]),
 ])

R(I, 5, "narrative", "unsound", "green_drawer",
"""The onion starts in the blue_cupboard, and once Jackson leaves, Charlotte moves it into the green_drawer with Carter, Mia and Ethan watching. Then Charlotte walks out. From there on she's in the dark: she doesn't see Carter put the onion back in the blue_cupboard, and she isn't around in the second round when Jackson shifts it into the blue_bathtub. Since Charlotte's picture of what everyone knows freezes at the green_drawer moment, she'd figure Carter thinks Mia thinks Ethan thinks it's still in the green_drawer.""",
[C("The onion starts in the blue_cupboard", "location", "T", 2, [("loc", "onion", "blue_cupboard")]),
 C("once Jackson leaves, Charlotte moves it into the green_drawer", "event", "T", 6,
   [("line", 6, "Charlotte moved the onion to the green_drawer"), ("line", 4, "Jackson exited"), ("ord", 4, 6)]),
 C("with Carter, Mia and Ethan watching", "presence", "T", 6, [("w", "Carter", True), ("w", "Mia", True), ("w", "Ethan", True)]),
 C("Then Charlotte walks out", "event", "T", 7, [("line", 7, "Charlotte exited")]),
 C("she doesn't see Carter put the onion back in the blue_cupboard", "presence", "T", 13,
   [("line", 13, "Carter moved the onion to the blue_cupboard"), ("w", "Charlotte", False)]),
 C("she isn't around in the second round", "presence", "T", 17, [("roomn", "Charlotte", "back_yard")]),
 C("Jackson shifts it into the blue_bathtub", "event", "F", 20, [("line", 20, "Jackson moved the onion to the blue_bathtub")],
   note="line 20: Carter, not Jackson, moved it to the blue_bathtub"),
 C("she'd figure Carter thinks Mia thinks Ethan thinks it's still in the green_drawer", "belief", "T", "end",
   [("b", CH, "green_drawer")], ans=True),
 ])

# =================================================================== item 2
I = "s6809-12-o2"   # Ella -> Mila, spinach; gold green_container
EM = "Ella -> Mila"

R(I, 1, "terse", "sound", "green_container",
"""K. green_container. Ella left the cellar at line 4, before Mila moved anything, so she assumes Mila still believes it's where they both last saw it.""",
[C("K. green_container", "belief", "T", "end", [("b", EM, "green_container")], ans=True),
 C("Ella left the cellar at line 4", "event", "T", 4, [("line", 4, "Ella exited the cellar")]),
 C("before Mila moved anything", "order", "T", 4, [("ord", 4, 5), ("line", 5, "Mila moved"), ("nopat", 1, 4, "moved")]),
 C("she assumes Mila still believes it's where they both last saw it", "belief", "T", "end", [("b", EM, "green_container")], ans=True),
 ])

R(I, 2, "narrative", "wrong", "blue_treasure_chest",
"""Ella was in the cellar at the start and saw the spinach in the green_container. After she left, Mila moved the spinach to the blue_treasure_chest, and since Mila made that move herself she obviously knows where it went. Ella would think Mila thinks it's in the blue_treasure_chest.""",
[C("Ella was in the cellar at the start", "presence", "T", 2, [("room", "Ella", "cellar")]),
 C("saw the spinach in the green_container", "event", "T", 2, [("w", "Ella", True), ("loc", "spinach", "green_container")]),
 C("After she left, Mila moved the spinach to the blue_treasure_chest", "event", "T", 5,
   [("line", 5, "Mila moved the spinach to the blue_treasure_chest"), ("ord", 4, 5)]),
 C("she obviously knows where it went", "belief", "T", 5, [("b", "Mila", "blue_treasure_chest")]),
 C("Ella would think Mila thinks it's in the blue_treasure_chest", "belief", "F", "end", [("b", EM, "blue_treasure_chest")], ans=True),
 ])

R(I, 3, "answer_first", "unsound", "green_container",
"""K — green_container.

Ella exits the cellar at line 4 while the spinach is still in the green_container, before Mila touches it. Mila's move to the blue_treasure_chest (line 5) happens behind Ella's back. Mila, for her part, thinks Ella believes it's in the blue_treasure_chest, but that's beside the point: the question is about Ella's view of Mila, and Ella never saw anything after the green_container. The patio trip later is about a cucumber, so it doesn't matter.""",
[C("K — green_container", "belief", "T", "end", [("b", EM, "green_container")], ans=True),
 C("Ella exits the cellar at line 4", "event", "T", 4, [("line", 4, "Ella exited the cellar")]),
 C("while the spinach is still in the green_container", "location", "T", 4, [("loc", "spinach", "green_container")]),
 C("before Mila touches it", "order", "T", 4, [("ord", 4, 5), ("line", 5, "Mila moved the spinach")]),
 C("Mila's move to the blue_treasure_chest (line 5)", "event", "T", 5, [("line", 5, "Mila moved the spinach to the blue_treasure_chest")]),
 C("happens behind Ella's back", "presence", "T", 5, [("w", "Ella", False)]),
 C("Mila, for her part, thinks Ella believes it's in the blue_treasure_chest", "belief", "F", "end",
   [("b", "Mila -> Ella", "blue_treasure_chest")], note="Mila saw Ella leave at line 4; Mila -> Ella stays green_container"),
 C("Ella never saw anything after the green_container", "presence", "T", 5,
   [("w", "Ella", False), ("@", 8, ("w", "Ella", False)), ("@", 10, ("w", "Ella", False))]),
 C("The patio trip later is about a cucumber", "event", "T", 16, [("line", 16, "cucumber"), ("locsame", "spinach", 15, "end")]),
 ])

R(I, 4, "numbered", "sound", "green_container",
"""1. Start (line 2): everyone, Ella and Mila included, sees the spinach in the green_container.
2. Line 4: Ella exits, the first one out.
3. Line 5: Mila moves the spinach to the blue_treasure_chest. Ella doesn't see this.
4. Lines 8 and 10: Evelyn and Elizabeth move it again; Ella misses those too.
5. Nothing in the patio section touches the spinach.

Ella's last shared moment with Mila about the spinach is line 2, so Ella thinks Mila thinks it's in the green_container.""",
[C("everyone, Ella and Mila included, sees the spinach in the green_container", "event", "T", 2,
   [("loc", "spinach", "green_container"), ("w", "Ella", True), ("w", "Mila", True)]),
 C("Ella exits", "event", "T", 4, [("line", 4, "Ella exited")]),
 C("the first one out", "order", "T", 4, [("nopat", 1, 3, "exited")]),
 C("Mila moves the spinach to the blue_treasure_chest", "event", "T", 5, [("line", 5, "Mila moved the spinach to the blue_treasure_chest")]),
 C("Ella doesn't see this", "presence", "T", 5, [("w", "Ella", False)]),
 C("Evelyn and Elizabeth move it again", "event", "T", 8, [("line", 8, "Evelyn moved the spinach"), ("line", 10, "Elizabeth moved the spinach")]),
 C("Ella misses those too", "presence", "T", 8, [("w", "Ella", False), ("@", 10, ("w", "Ella", False))]),
 C("Nothing in the patio section touches the spinach", "event", "T", 16, [("locsame", "spinach", 14, "end")]),
 C("Ella's last shared moment with Mila about the spinach is line 2", "presence", "T", 2,
   [("w", "Ella", True), ("w", "Mila", True), ("@", 5, ("w", "Ella", False))]),
 C("Ella thinks Mila thinks it's in the green_container", "belief", "T", "end", [("b", EM, "green_container")], ans=True),
 ])

R(I, 5, "thinking", "sound", "green_container",
"""<think>
Ella -> Mila. Ella left at 4. Mila moved it at 5, after Ella was gone, so Ella doesn't know about the move. Ella's belief about Mila's belief = the spinach location when Ella left = green_container. Anything later involving Ella? She goes to the patio with Evelyn and Isla, but that's the cucumber. No claims or tells in this story either.
</think>
Green_container.""",
[C("Ella left at 4", "event", "T", 4, [("line", 4, "Ella exited")]),
 C("Mila moved it at 5, after Ella was gone", "event", "T", 5, [("line", 5, "Mila moved the spinach"), ("ord", 4, 5)]),
 C("Ella doesn't know about the move", "belief", "T", 5, [("b", "Ella", "green_container")]),
 C("She goes to the patio with Evelyn and Isla", "presence", "T", 15,
   [("room", "Ella", "patio"), ("room", "Evelyn", "patio"), ("room", "Isla", "patio")]),
 C("that's the cucumber", "event", "T", 16, [("line", 16, "cucumber")]),
 C("No claims or tells in this story either", "communication", "T", None,
   [("nopat", 1, "end", "claimed"), ("nopat", 1, "end", "told")]),
 C("Green_container", "belief", "T", "end", [("b", EM, "green_container")], ans=True),
 ])

# =================================================================== item 3
I = "s6809-15-o0"   # spinach really; gold blue_treasure_chest
SP = ("loc", "spinach", "blue_treasure_chest")

R(I, 1, "terse", "unsupported", "blue_treasure_chest",
"""C. blue_treasure_chest""",
[C("C. blue_treasure_chest", "location", "T", "end", [SP], ans=True)])

R(I, 2, "answer_first", "unsound", "blue_treasure_chest",
"""The spinach is really in the blue_treasure_chest (C).

The last actual move is Amelia's at line 17, when she takes it out of the green_basket and puts it in the blue_treasure_chest. After that nobody touches it. Amelia's public claim that it's in the green_suitcase and Liam's private message to Hannah are just words; they don't move anything.""",
[C("The spinach is really in the blue_treasure_chest", "location", "T", "end", [SP], ans=True),
 C("The last actual move is Amelia's at line 17", "event", "T", 17,
   [("line", 17, "Amelia moved the spinach"), ("nopat", 18, "end", "moved")]),
 C("she takes it out of the green_basket", "location", "T", 16, [("loc", "spinach", "green_basket")]),
 C("puts it in the blue_treasure_chest", "event", "T", 17, [("line", 17, "Amelia moved the spinach to the blue_treasure_chest")]),
 C("After that nobody touches it", "location", "T", "end", [("locsame", "spinach", 17, "end")]),
 C("Amelia's public claim that it's in the green_suitcase", "communication", "T", 24,
   [("line", 24, "Amelia publicly claimed that spinach is in the green_suitcase")]),
 C("Liam's private message to Hannah", "communication", "F", 25, [("line", 25, "Liam privately told Hannah")],
   note="line 25: Liam's private message goes to Oliver"),
 C("they don't move anything", "location", "T", 25, [("locsame", "spinach", 23, 25)]),
 ])

R(I, 3, "numbered", "wrong", "green_basket",
"""1. green_suitcase → green_crate (Liam, line 3).
2. green_crate → blue_treasure_chest (Isla, line 5).
3. blue_treasure_chest → green_basket (Oliver, line 7).
4. Hannah and Amelia don't move it in the first round.
5. Line 16 confirms the spinach is in the green_basket.
6. Amelia's later claim that it's in the green_suitcase is false.

Answer: E. green_basket""",
[C("green_suitcase → green_crate (Liam, line 3)", "event", "T", 3, [("line", 3, "Liam moved the spinach to the green_crate")]),
 C("green_crate → blue_treasure_chest (Isla, line 5)", "event", "T", 5, [("line", 5, "Isla moved the spinach to the blue_treasure_chest")]),
 C("blue_treasure_chest → green_basket (Oliver, line 7)", "event", "T", 7, [("line", 7, "Oliver moved the spinach to the green_basket")]),
 C("Hannah and Amelia don't move it in the first round", "event", "T", 12, [("nopat", 8, 13, "moved")]),
 C("Line 16 confirms the spinach is in the green_basket", "location", "T", 16, [("loc", "spinach", "green_basket")]),
 C("Amelia's later claim that it's in the green_suitcase is false", "location", "T", 24, [("locn", "spinach", "green_suitcase")]),
 C("E. green_basket", "location", "F", "end", [("loc", "spinach", "green_basket")], ans=True),
 ])

R(I, 4, "thinking", "unsound", "blue_treasure_chest",
"""<think>
Reality question, so just trace physical moves and ignore beliefs.
green_suitcase (2) -> green_crate (3, Liam) -> blue_treasure_chest (5, Isla) -> green_basket (7, Oliver).
Then everyone goes to the waiting_room. Second trip: Amelia, Isla and Hannah go back into the master_bedroom. Spinach is in the green_basket at 16. Amelia moves it to the blue_treasure_chest at 17.
Then they exit one by one, then the talking. Amelia says green_suitcase publicly, which is a lie, not a move. Liam tells Oliver blue_treasure_chest, true but again not a move.
Final: blue_treasure_chest.
</think>
C. blue_treasure_chest""",
[C("green_crate (3, Liam)", "event", "T", 3, [("line", 3, "Liam moved the spinach to the green_crate")]),
 C("blue_treasure_chest (5, Isla)", "event", "T", 5, [("line", 5, "Isla moved the spinach to the blue_treasure_chest")]),
 C("green_basket (7, Oliver)", "event", "T", 7, [("line", 7, "Oliver moved the spinach to the green_basket")]),
 C("Amelia, Isla and Hannah go back into the master_bedroom", "presence", "F", 15,
   [("room", "Amelia", "master_bedroom"), ("room", "Isla", "master_bedroom"), ("room", "Hannah", "master_bedroom")],
   note="line 15: Amelia, Isla and Liam re-enter; Hannah stays in the waiting_room"),
 C("Spinach is in the green_basket at 16", "location", "T", 16, [("loc", "spinach", "green_basket")]),
 C("Amelia moves it to the blue_treasure_chest at 17", "event", "T", 17, [("line", 17, "Amelia moved the spinach to the blue_treasure_chest")]),
 C("Amelia says green_suitcase publicly", "communication", "T", 24, [("line", 24, "Amelia publicly claimed that spinach is in the green_suitcase")]),
 C("which is a lie", "belief", "T", 24, [("bn", "Amelia", "green_suitcase")], note="Amelia herself believes blue_treasure_chest at 24"),
 C("Liam tells Oliver blue_treasure_chest", "communication", "T", 25, [("line", 25, "Liam privately told Oliver that the spinach is in the blue_treasure_chest")]),
 C("true but again not a move", "location", "T", 25, [SP, ("locsame", "spinach", 24, 25)]),
 C("Final: blue_treasure_chest", "location", "T", "end", [SP], ans=True),
 C("C. blue_treasure_chest", "location", "T", "end", [SP], ans=True),
 ])

R(I, 5, "narrative", "sound", "blue_treasure_chest",
"""Tracking only the physical moves: the spinach begins in the green_suitcase, Liam shifts it to the green_crate, Isla to the blue_treasure_chest, and Oliver to the green_basket before the first group breaks up. When Amelia, Isla and Liam return, Amelia puts it back in the blue_treasure_chest, and nothing moves it after that. Amelia's announcement that it's in the green_suitcase is simply untrue. So the spinach is really in the blue_treasure_chest.""",
[C("the spinach begins in the green_suitcase", "location", "T", 2, [("loc", "spinach", "green_suitcase")]),
 C("Liam shifts it to the green_crate", "event", "T", 3, [("line", 3, "Liam moved the spinach to the green_crate")]),
 C("Isla to the blue_treasure_chest", "event", "T", 5, [("line", 5, "Isla moved the spinach to the blue_treasure_chest")]),
 C("Oliver to the green_basket", "event", "T", 7, [("line", 7, "Oliver moved the spinach to the green_basket")]),
 C("When Amelia, Isla and Liam return", "presence", "T", 15,
   [("room", "Amelia", "master_bedroom"), ("room", "Isla", "master_bedroom"), ("room", "Liam", "master_bedroom")]),
 C("Amelia puts it back in the blue_treasure_chest", "event", "T", 17, [("line", 17, "Amelia moved the spinach to the blue_treasure_chest")]),
 C("nothing moves it after that", "location", "T", "end", [("locsame", "spinach", 17, "end")]),
 C("Amelia's announcement that it's in the green_suitcase", "communication", "T", 24, [("line", 24, "Amelia publicly claimed that spinach is in the green_suitcase")]),
 C("is simply untrue", "location", "T", 24, [("locn", "spinach", "green_suitcase")]),
 C("the spinach is really in the blue_treasure_chest", "location", "T", "end", [SP], ans=True),
 ])

# =================================================================== item 4
I = "s6809-3-o3"   # Carter -> Olivia -> Hannah, cabbage; gold green_suitcase
COH = "Carter -> Olivia -> Hannah"

R(I, 1, "thinking", "wrong", "blue_treasure_chest",
"""<think>
Carter -> Olivia -> Hannah.
Olivia left at line 4, when the cabbage was in the green_suitcase. Carter saw her leave.
Line 16: Hannah privately tells Olivia it's in the blue_treasure_chest. Olivia trusts Hannah, since Hannah left the garden later than she did. So Olivia now thinks Hannah thinks... blue_treasure_chest? Since Hannah said so, Olivia thinks Hannah believes blue_treasure_chest.
Then Carter would think Olivia thinks Hannah thinks blue_treasure_chest too.
</think>
L. blue_treasure_chest""",
[C("Olivia left at line 4", "event", "T", 4, [("line", 4, "Olivia exited")]),
 C("when the cabbage was in the green_suitcase", "location", "T", 4, [("loc", "cabbage", "green_suitcase")]),
 C("Carter saw her leave", "presence", "T", 4, [("w", "Carter", True)]),
 C("Hannah privately tells Olivia it's in the blue_treasure_chest", "communication", "T", 16,
   [("line", 16, "Hannah privately told Olivia that the cabbage is in the blue_treasure_chest")]),
 C("Olivia trusts Hannah", "communication", "T", 16, [("b", "Olivia", "blue_treasure_chest"), ("@", 15, ("bn", "Olivia", "blue_treasure_chest"))]),
 C("Hannah left the garden later than she did", "order", "T", 10, [("line", 10, "Hannah exited"), ("ord", 4, 10)]),
 C("Olivia thinks Hannah believes blue_treasure_chest", "belief", "T", 16, [("b", "Olivia -> Hannah", "blue_treasure_chest")]),
 C("Carter would think Olivia thinks Hannah thinks blue_treasure_chest too", "belief", "F", "end", [("b", COH, "blue_treasure_chest")], ans=True),
 C("L. blue_treasure_chest", "belief", "F", "end", [("b", COH, "blue_treasure_chest")], ans=True),
 ])

R(I, 2, "answer_first", "sound", "green_suitcase",
"""K. green_suitcase

Olivia is the first to walk out of the garden (line 4), and at that point the cabbage is still in the green_suitcase. Carter watched her go, so he knows Olivia's information stops at the green_suitcase, and by the same token he figures Olivia thinks Hannah thinks it's there too. Hannah's private message to Olivia at line 16 was between the two of them; Carter wasn't part of it, so it doesn't enter Carter's model.""",
[C("K. green_suitcase", "belief", "T", "end", [("b", COH, "green_suitcase")], ans=True),
 C("Olivia is the first to walk out of the garden (line 4)", "order", "T", 4, [("line", 4, "Olivia exited the garden"), ("nopat", 1, 3, "exited")]),
 C("the cabbage is still in the green_suitcase", "location", "T", 4, [("loc", "cabbage", "green_suitcase")]),
 C("Carter watched her go", "presence", "T", 4, [("w", "Carter", True)]),
 C("he knows Olivia's information stops at the green_suitcase", "belief", "T", "end", [("b", "Carter -> Olivia", "green_suitcase")]),
 C("he figures Olivia thinks Hannah thinks it's there too", "belief", "T", "end", [("b", COH, "green_suitcase")], ans=True),
 C("Hannah's private message to Olivia at line 16", "communication", "T", 16, [("line", 16, "Hannah privately told Olivia")]),
 C("Carter wasn't part of it", "presence", "T", 16, [("w", "Carter", False)]),
 C("it doesn't enter Carter's model", "belief", "T", 16, [("same", COH, 15, 16)]),
 ])

R(I, 3, "terse", "unsound", "green_suitcase",
"""K. green_suitcase. Olivia left at line 4 and Carter didn't hear Hannah's tell to her, so from his side Olivia's picture of Hannah is still the green_suitcase. (Carter's own move to the red_crate came after she'd gone.)""",
[C("K. green_suitcase", "belief", "T", "end", [("b", COH, "green_suitcase")], ans=True),
 C("Olivia left at line 4", "event", "T", 4, [("line", 4, "Olivia exited")]),
 C("Carter didn't hear Hannah's tell to her", "presence", "T", 16, [("line", 16, "Hannah privately told Olivia"), ("w", "Carter", False)]),
 C("from his side Olivia's picture of Hannah is still the green_suitcase", "belief", "T", "end", [("b", COH, "green_suitcase")], ans=True),
 C("Carter's own move to the red_crate", "event", "F", 6, [("line", 6, "Carter moved the cabbage to the red_crate")],
   note="line 6: Carter moved it to the blue_cupboard; the red_crate move was Hannah's (line 9)"),
 C("came after she'd gone", "order", "T", 6, [("ord", 4, 6)]),
 ])

R(I, 4, "numbered", "unsound", "green_suitcase",
"""1. Line 2: cabbage in the green_suitcase, all five present.
2. Line 4: Olivia leaves the garden.
3. Line 6: Carter moves it to the blue_cupboard; Olivia isn't there.
4. Carter thinks Hannah thinks it's in the green_suitcase as well, since they all saw it there at the start.
5. Line 16: Hannah tells Olivia privately that it's in the blue_treasure_chest, which Carter doesn't witness.
6. So Carter assumes nothing has changed for Olivia: Carter thinks Olivia thinks Hannah thinks it's in the green_suitcase.""",
[C("cabbage in the green_suitcase", "location", "T", 2, [("loc", "cabbage", "green_suitcase")]),
 C("all five present", "presence", "T", 2, [("w", a, True) for a in ("Olivia", "Carter", "Hannah", "Alexander", "Evelyn")]),
 C("Olivia leaves the garden", "event", "T", 4, [("line", 4, "Olivia exited the garden")]),
 C("Carter moves it to the blue_cupboard", "event", "T", 6, [("line", 6, "Carter moved the cabbage to the blue_cupboard")]),
 C("Olivia isn't there", "presence", "T", 6, [("w", "Olivia", False)]),
 C("Carter thinks Hannah thinks it's in the green_suitcase as well", "belief", "F", "end", [("b", "Carter -> Hannah", "green_suitcase")],
   note="Hannah saw Carter's blue_cupboard move with him; Carter -> Hannah = blue_cupboard"),
 C("Hannah tells Olivia privately that it's in the blue_treasure_chest", "communication", "T", 16,
   [("line", 16, "Hannah privately told Olivia that the cabbage is in the blue_treasure_chest")]),
 C("which Carter doesn't witness", "presence", "T", 16, [("w", "Carter", False)]),
 C("Carter thinks Olivia thinks Hannah thinks it's in the green_suitcase", "belief", "T", "end", [("b", COH, "green_suitcase")], ans=True),
 ])

R(I, 5, "narrative", "unsupported", "green_suitcase",
"""Hannah was trying to throw Olivia off at the end. Reasoning from Carter's perspective, though, Olivia thinks Hannah thinks the cabbage is in the green_suitcase, so that is where Carter believes Olivia believes Hannah would look.""",
[C("Hannah was trying to throw Olivia off at the end", "communication", "U", 16, note="a motive; the golds do not model intentions"),
 C("Olivia thinks Hannah thinks the cabbage is in the green_suitcase", "belief", "T", "end", [("b", COH, "green_suitcase")], ans=True),
 C("that is where Carter believes Olivia believes Hannah would look", "belief", "T", "end", [("b", COH, "green_suitcase")], ans=True),
 ])

# =================================================================== item 5
I = "s6809-8-o3"   # Abigail -> Jack -> Logan, onion; gold blue_envelope
AJL = "Abigail -> Jack -> Logan"

R(I, 1, "narrative", "sound", "blue_envelope",
"""Jack moved the onion into the blue_envelope at line 4 with everyone watching, then left right away. So Jack's idea of Logan's belief is the blue_envelope, and Abigail, who saw all of this, knows it. Abigail stayed longer: she saw Chloe move the onion to the green_container and then moved it to the blue_basket herself, but Jack never saw any of that. When Abigail later announces publicly that the onion is in the blue_envelope, it only reinforces the same picture. Abigail thinks Jack thinks Logan thinks it's in the blue_envelope.""",
[C("Jack moved the onion into the blue_envelope at line 4", "event", "T", 4, [("line", 4, "Jack moved the onion to the blue_envelope")]),
 C("with everyone watching", "presence", "T", 4, [("w", a, True) for a in ("Jack", "Chloe", "Logan", "Abigail", "Mia")]),
 C("then left right away", "event", "T", 5, [("line", 5, "Jack exited")]),
 C("Jack's idea of Logan's belief is the blue_envelope", "belief", "T", "end", [("b", "Jack -> Logan", "blue_envelope")]),
 C("Abigail stayed longer", "order", "T", 12, [("line", 12, "Abigail exited"), ("ord", 5, 12)]),
 C("she saw Chloe move the onion to the green_container", "event", "T", 7,
   [("line", 7, "Chloe moved the onion to the green_container"), ("w", "Abigail", True)]),
 C("then moved it to the blue_basket herself", "event", "T", 11, [("line", 11, "Abigail moved the onion to the blue_basket")]),
 C("Jack never saw any of that", "presence", "T", 7, [("w", "Jack", False), ("@", 11, ("w", "Jack", False))]),
 C("Abigail later announces publicly that the onion is in the blue_envelope", "communication", "T", 16,
   [("line", 16, "Abigail publicly claimed that onion is in the blue_envelope")]),
 C("Abigail thinks Jack thinks Logan thinks it's in the blue_envelope", "belief", "T", "end", [("b", AJL, "blue_envelope")], ans=True),
 ])

R(I, 2, "terse", "wrong", "blue_container",
"""blue_container — Mia told Jack privately.""",
[C("blue_container", "belief", "F", "end", [("b", AJL, "blue_container")], ans=True),
 C("Mia told Jack privately", "communication", "T", 17, [("line", 17, "Mia privately told Jack")]),
 ])

R(I, 3, "answer_first", "unsound", "blue_envelope",
"""**O. blue_envelope**

Jack left the patio at line 5, immediately after putting the onion in the blue_envelope, so the last thing Jack saw Logan see was the blue_envelope. Abigail was present for that, and she knows Jack missed everything afterwards. At line 16 Abigail publicly says the onion is in the blue_envelope; Logan ignores this announcement, but that's beside the point for Abigail's model of Jack. Mia's private tip to Jack (line 17) happens without Abigail.""",
[C("**O. blue_envelope**", "belief", "T", "end", [("b", AJL, "blue_envelope")], ans=True),
 C("Jack left the patio at line 5", "event", "T", 5, [("line", 5, "Jack exited the patio")]),
 C("immediately after putting the onion in the blue_envelope", "event", "T", 4, [("line", 4, "Jack moved the onion to the blue_envelope")]),
 C("the last thing Jack saw Logan see was the blue_envelope", "belief", "T", 5, [("b", "Jack -> Logan", "blue_envelope")]),
 C("Abigail was present for that", "presence", "T", 4, [("w", "Abigail", True)]),
 C("she knows Jack missed everything afterwards", "belief", "T", 12, [("b", "Abigail -> Jack", "blue_envelope")]),
 C("Abigail publicly says the onion is in the blue_envelope", "communication", "T", 16,
   [("line", 16, "Abigail publicly claimed that onion is in the blue_envelope")]),
 C("Logan ignores this announcement", "communication", "F", 16, [("same", "Logan", 15, 16)],
   note="Logan left (10) before Abigail (12), so he trusts her: Logan goes green_container -> blue_envelope"),
 C("Mia's private tip to Jack (line 17)", "communication", "T", 17, [("line", 17, "Mia privately told Jack")]),
 C("happens without Abigail", "presence", "T", 17, [("w", "Abigail", False)]),
 ])

R(I, 4, "numbered", "sound", "blue_envelope",
"""1. The onion starts in the blue_container (line 3); Jack moves it to the blue_envelope (line 4) while Logan and Abigail watch.
2. Jack leaves at line 5. From then on he doesn't see anything that happens on the patio.
3. Abigail sees Jack leave, so she knows Jack's view of Logan is frozen at the blue_envelope.
4. The later moves (green_container, blue_basket, blue_container) all happen after Jack is gone.
5. Mia's private message to Jack at line 17 isn't something Abigail hears.

Answer: O, blue_envelope.""",
[C("The onion starts in the blue_container (line 3)", "location", "T", 3, [("loc", "onion", "blue_container")]),
 C("Jack moves it to the blue_envelope (line 4)", "event", "T", 4, [("line", 4, "Jack moved the onion to the blue_envelope")]),
 C("while Logan and Abigail watch", "presence", "T", 4, [("w", "Logan", True), ("w", "Abigail", True)]),
 C("Jack leaves at line 5", "event", "T", 5, [("line", 5, "Jack exited")]),
 C("he doesn't see anything that happens on the patio", "presence", "T", 7,
   [("w", "Jack", False), ("@", 11, ("w", "Jack", False)), ("@", 13, ("w", "Jack", False))]),
 C("Abigail sees Jack leave", "presence", "T", 5, [("w", "Abigail", True)]),
 C("she knows Jack's view of Logan is frozen at the blue_envelope", "belief", "T", "end", [("b", AJL, "blue_envelope")], ans=True),
 C("The later moves (green_container, blue_basket, blue_container) all happen after Jack is gone", "order", "T", 7,
   [("ord", 5, 7), ("ord", 5, 11), ("ord", 5, 13)]),
 C("Mia's private message to Jack at line 17", "communication", "T", 17, [("line", 17, "Mia privately told Jack")]),
 C("isn't something Abigail hears", "presence", "T", 17, [("w", "Abigail", False)]),
 C("O, blue_envelope", "belief", "T", "end", [("b", AJL, "blue_envelope")], ans=True),
 ])

R(I, 5, "thinking", "unsound", "blue_envelope",
"""<think>
Abigail -> Jack -> Logan.
Jack was the first to leave (line 5), right after moving the onion into the blue_envelope. Logan and Abigail both saw that.
Logan leaves at 10, and at that point it's in the blue_basket. Jack isn't around anyway, so it doesn't matter.
Public claim at 16 by Abigail: blue_envelope. Then Mia privately tells Jack blue_container. Jack trusts Mia, because Mia left after Jack. But Abigail wasn't in on that conversation.
So from Abigail's perspective: Jack thinks Logan thinks blue_envelope.
</think>
The onion is in the blue_envelope, according to what Abigail thinks Jack thinks Logan thinks.""",
[C("Jack was the first to leave (line 5)", "order", "T", 5, [("line", 5, "Jack exited"), ("nopat", 1, 4, "exited")]),
 C("right after moving the onion into the blue_envelope", "event", "T", 4, [("line", 4, "Jack moved the onion to the blue_envelope")]),
 C("Logan and Abigail both saw that", "presence", "T", 4, [("w", "Logan", True), ("w", "Abigail", True)]),
 C("Logan leaves at 10", "event", "T", 10, [("line", 10, "Logan exited")]),
 C("at that point it's in the blue_basket", "location", "F", 10, [("loc", "onion", "blue_basket")],
   note="at line 10 the onion is in the green_container; the blue_basket move is line 11"),
 C("Jack isn't around anyway", "presence", "T", 10, [("roomn", "Jack", "patio")]),
 C("Public claim at 16 by Abigail: blue_envelope", "communication", "T", 16, [("line", 16, "Abigail publicly claimed that onion is in the blue_envelope")]),
 C("Mia privately tells Jack blue_container", "communication", "T", 17, [("line", 17, "Mia privately told Jack that the onion is in the blue_container")]),
 C("Jack trusts Mia", "communication", "T", 17, [("b", "Jack", "blue_container"), ("@", 16, ("bn", "Jack", "blue_container"))]),
 C("Mia left after Jack", "order", "T", 14, [("line", 14, "Mia exited"), ("ord", 5, 14)]),
 C("Abigail wasn't in on that conversation", "presence", "T", 17, [("w", "Abigail", False)]),
 C("Jack thinks Logan thinks blue_envelope", "belief", "T", "end", [("b", AJL, "blue_envelope")], ans=True),
 C("The onion is in the blue_envelope, according to what Abigail thinks Jack thinks Logan thinks", "belief", "T", "end",
   [("b", AJL, "blue_envelope")], ans=True),
 ])

# =================================================================== item 6
I = "s6809-10-o0"   # tomato really; gold red_container
TO = ("loc", "tomato", "red_container")

R(I, 1, "numbered", "wrong", None,
"""1. Starts in the green_envelope (line 3).
2. Benjamin → green_bottle (line 4).
3. Aiden → red_treasure_chest (line 6).
4. Logan → red_container (line 10).
5. Aiden then tells Logan it's in the red_treasure_chest (line 17).

Logan made the last move, but Aiden insists on the red_treasure_chest, so the tomato is either in the red_container or in the red_treasure_chest.""",
[C("Starts in the green_envelope (line 3)", "location", "T", 3, [("loc", "tomato", "green_envelope")]),
 C("Benjamin → green_bottle (line 4)", "event", "T", 4, [("line", 4, "Benjamin moved the tomato to the green_bottle")]),
 C("Aiden → red_treasure_chest (line 6)", "event", "T", 6, [("line", 6, "Aiden moved the tomato to the red_treasure_chest")]),
 C("Logan → red_container (line 10)", "event", "T", 10, [("line", 10, "Logan moved the tomato to the red_container")]),
 C("Aiden then tells Logan it's in the red_treasure_chest (line 17)", "communication", "T", 17,
   [("line", 17, "Aiden privately told Logan that the tomato is in the red_treasure_chest")]),
 C("Logan made the last move", "event", "T", 10, [("line", 10, "Logan moved"), ("nopat", 11, "end", "moved")]),
 ])

R(I, 2, "terse", "sound", "red_container",
"""H. red_container — Logan put it there at line 10 and nobody moved it afterward.""",
[C("H. red_container", "location", "T", "end", [TO], ans=True),
 C("Logan put it there at line 10", "event", "T", 10, [("line", 10, "Logan moved the tomato to the red_container")]),
 C("nobody moved it afterward", "location", "T", "end", [("locsame", "tomato", 10, "end")]),
 ])

R(I, 3, "thinking", "unsound", "red_container",
"""<think>
Reality, so just follow the moves.
green_envelope -> green_bottle (Benjamin) -> red_treasure_chest (Aiden) -> red_container. Who made that last move? Mila, at line 10, with Logan watching. Then Logan leaves, and Mila stays a minute and leaves.
Lines 16-17 are private tells. Ava tells Benjamin blue_treasure_chest, which is wrong; Ava left before the red_container move. Aiden tells Logan red_treasure_chest, also outdated. Neither changes the physical location.
</think>
H. red_container""",
[C("green_bottle (Benjamin)", "event", "T", 4, [("line", 4, "Benjamin moved the tomato to the green_bottle")]),
 C("red_treasure_chest (Aiden)", "event", "T", 6, [("line", 6, "Aiden moved the tomato to the red_treasure_chest")]),
 C("Mila, at line 10", "event", "F", 10, [("line", 10, "Mila moved the tomato")], note="line 10: Logan moved it, Mila watched"),
 C("with Logan watching", "presence", "T", 10, [("w", "Logan", True)]),
 C("Then Logan leaves", "event", "T", 11, [("line", 11, "Logan exited")]),
 C("Mila stays a minute and leaves", "event", "T", 14, [("line", 12, "Mila made no movements"), ("line", 14, "Mila exited")]),
 C("Ava tells Benjamin blue_treasure_chest", "communication", "T", 16, [("line", 16, "Ava privately told Benjamin that the tomato is in the blue_treasure_chest")]),
 C("which is wrong", "location", "T", 16, [("locn", "tomato", "blue_treasure_chest")]),
 C("Ava left before the red_container move", "order", "T", 9, [("line", 9, "Ava exited"), ("ord", 9, 10)]),
 C("Aiden tells Logan red_treasure_chest", "communication", "T", 17, [("line", 17, "Aiden privately told Logan that the tomato is in the red_treasure_chest")]),
 C("also outdated", "location", "T", 17, [("locn", "tomato", "red_treasure_chest")]),
 C("Neither changes the physical location", "location", "T", 17, [("locsame", "tomato", 15, 17)]),
 C("H. red_container", "location", "T", "end", [TO], ans=True),
 ])

R(I, 4, "narrative", "unsound", "red_container",
"""The tomato changes places several times in the den. It starts in the green_envelope; Benjamin moves it to the green_bottle before walking out, and Aiden then moves it to the red_treasure_chest. Ava was still in the den when Logan finally moved it into the red_container, and only Mila stays behind after Logan goes. None of the gossip in the waiting_room moves anything, so the tomato is really in the red_container.""",
[C("It starts in the green_envelope", "location", "T", 3, [("loc", "tomato", "green_envelope")]),
 C("Benjamin moves it to the green_bottle", "event", "T", 4, [("line", 4, "Benjamin moved the tomato to the green_bottle")]),
 C("before walking out", "event", "T", 5, [("line", 5, "Benjamin exited")]),
 C("Aiden then moves it to the red_treasure_chest", "event", "T", 6, [("line", 6, "Aiden moved the tomato to the red_treasure_chest")]),
 C("Ava was still in the den", "presence", "F", 10, [("room", "Ava", "den")], note="Ava exited at line 9, before Logan's move at 10"),
 C("Logan finally moved it into the red_container", "event", "T", 10, [("line", 10, "Logan moved the tomato to the red_container")]),
 C("only Mila stays behind after Logan goes", "presence", "T", 11,
   [("room", "Mila", "den")] + [("roomn", a, "den") for a in ("Benjamin", "Aiden", "Ava", "Logan")]),
 C("None of the gossip in the waiting_room moves anything", "location", "T", 17, [("locsame", "tomato", 15, 17)]),
 C("the tomato is really in the red_container", "location", "T", "end", [TO], ans=True),
 ])

R(I, 5, "answer_first", "unsupported", "red_container",
"""H. red_container. That's where the tomato actually is at the end of the story.""",
[C("H. red_container", "location", "T", "end", [TO], ans=True),
 C("That's where the tomato actually is at the end of the story", "location", "T", "end", [TO], ans=True),
 ])

# =================================================================== item 7
I = "s6809-14-o4"   # Ella -> Isabella -> Amelia -> Nathan, watermelon; gold green_basket
EIAN = "Ella -> Isabella -> Amelia -> Nathan"

R(I, 1, "answer_first", "sound", "green_basket",
"""I. green_basket

Amelia left the playroom at line 6, when the watermelon was in the green_basket (Abigail had just moved it there). Everyone still in the room, Ella and Isabella included, saw her go. So Isabella believes Amelia's picture, including what Amelia thinks Nathan knows, stops at the green_basket, and Ella, who saw all this alongside Isabella, would model Isabella the same way. Nathan's later move to the green_pantry doesn't matter, because Amelia wasn't there to see it.""",
[C("I. green_basket", "belief", "T", "end", [("b", EIAN, "green_basket")], ans=True),
 C("Amelia left the playroom at line 6", "event", "T", 6, [("line", 6, "Amelia exited the playroom")]),
 C("when the watermelon was in the green_basket", "location", "T", 6, [("loc", "watermelon", "green_basket")]),
 C("Abigail had just moved it there", "event", "T", 3, [("line", 3, "Abigail moved the watermelon to the green_basket")]),
 C("Ella and Isabella included, saw her go", "presence", "T", 6, [("w", "Ella", True), ("w", "Isabella", True)]),
 C("Isabella believes Amelia's picture, including what Amelia thinks Nathan knows, stops at the green_basket", "belief", "T", "end",
   [("b", "Isabella -> Amelia -> Nathan", "green_basket"), ("b", "Isabella -> Amelia", "green_basket")]),
 C("Ella, who saw all this alongside Isabella, would model Isabella the same way", "belief", "T", "end", [("b", EIAN, "green_basket")], ans=True),
 C("Nathan's later move to the green_pantry", "event", "T", 7, [("line", 7, "Nathan moved the watermelon to the green_pantry")]),
 C("Amelia wasn't there to see it", "presence", "T", 7, [("w", "Amelia", False)]),
 ])

R(I, 2, "thinking", "wrong", "green_pantry",
"""<think>
Chain: Ella -> Isabella -> Amelia -> Nathan. Innermost is Nathan.
Nathan moved the watermelon to the green_pantry at line 7, and Ella and Isabella were both there. Nathan definitely knows it's in the green_pantry.
Amelia left at 6, before Nathan's move. Hmm. But Nathan moved it himself, and everyone assumes Nathan knows where he put it. So Ella thinks Isabella thinks Amelia thinks Nathan thinks green_pantry.
</think>
G. green_pantry""",
[C("Nathan moved the watermelon to the green_pantry at line 7", "event", "T", 7, [("line", 7, "Nathan moved the watermelon to the green_pantry")]),
 C("Ella and Isabella were both there", "presence", "T", 7, [("w", "Ella", True), ("w", "Isabella", True)]),
 C("Nathan definitely knows it's in the green_pantry", "belief", "T", 7, [("b", "Nathan", "green_pantry")]),
 C("Amelia left at 6, before Nathan's move", "event", "T", 6, [("line", 6, "Amelia exited"), ("ord", 6, 7)]),
 C("everyone assumes Nathan knows where he put it", "belief", "F", "end",
   [("b", "Isabella -> Nathan", "green_pantry"), ("b", "Amelia -> Nathan", "green_pantry")],
   note="Amelia left before the move: Amelia -> Nathan = green_basket"),
 C("So Ella thinks Isabella thinks Amelia thinks Nathan thinks green_pantry", "belief", "F", "end", [("b", EIAN, "green_pantry")], ans=True),
 C("G. green_pantry", "belief", "F", "end", [("b", EIAN, "green_pantry")], ans=True),
 ])

R(I, 3, "terse", "unsupported", "green_basket",
"""Green_basket.""",
[C("Green_basket", "belief", "T", "end", [("b", EIAN, "green_basket")], ans=True)])

R(I, 4, "numbered", "sound", "green_basket",
"""1. Line 3: Abigail puts the watermelon in the green_basket; all five see it.
2. Line 6: Amelia exits. Ella and Isabella both see her leave, with the green_basket as her last information.
3. Line 7: Nathan moves it to the green_pantry, with Amelia already gone.
4. Line 9: Isabella moves it to the red_pantry, and she leaves after Nathan does.
5. The office scene (lines 14–22) is about the lettuce only.

So Ella thinks Isabella thinks Amelia thinks Nathan thinks the watermelon is in the green_basket.""",
[C("Abigail puts the watermelon in the green_basket", "event", "T", 3, [("line", 3, "Abigail moved the watermelon to the green_basket")]),
 C("all five see it", "presence", "T", 3, [("w", a, True) for a in ("Abigail", "Amelia", "Nathan", "Isabella", "Ella")]),
 C("Amelia exits", "event", "T", 6, [("line", 6, "Amelia exited")]),
 C("Ella and Isabella both see her leave", "presence", "T", 6, [("w", "Ella", True), ("w", "Isabella", True)]),
 C("with the green_basket as her last information", "belief", "T", 6, [("b", "Amelia", "green_basket")]),
 C("Nathan moves it to the green_pantry", "event", "T", 7, [("line", 7, "Nathan moved the watermelon to the green_pantry")]),
 C("with Amelia already gone", "presence", "T", 7, [("roomn", "Amelia", "playroom")]),
 C("Isabella moves it to the red_pantry", "event", "T", 9, [("line", 9, "Isabella moved the watermelon to the red_pantry")]),
 C("she leaves after Nathan does", "order", "T", 10, [("line", 10, "Isabella exited"), ("line", 8, "Nathan exited"), ("ord", 8, 10)]),
 C("The office scene (lines 14–22) is about the lettuce only", "event", "T", 16, [("locsame", "watermelon", 14, 22), ("line", 16, "lettuce")]),
 C("So Ella thinks Isabella thinks Amelia thinks Nathan thinks the watermelon is in the green_basket", "belief", "T", "end",
   [("b", EIAN, "green_basket")], ans=True),
 ])

R(I, 5, "narrative", "sound", "green_basket",
"""Think about what Ella can attribute to Isabella. The two of them stayed in the playroom the longest, so they each saw Amelia walk out while the watermelon was sitting in the green_basket. Both also know Amelia wasn't around when it was moved to the green_pantry and then the red_pantry. When Amelia later goes in somewhere with Ella and Nathan, it's the office, and only the lettuce is handled there. So in Ella's model of Isabella's model, Amelia still has the green_basket in mind, and so does Amelia's guess about Nathan.""",
[C("The two of them stayed in the playroom the longest", "order", "T", 10,
   [("line", 10, "Isabella exited"), ("line", 12, "Ella exited"), ("ord", 4, 10), ("ord", 6, 10), ("ord", 8, 10)]),
 C("they each saw Amelia walk out", "presence", "T", 6, [("w", "Ella", True), ("w", "Isabella", True)]),
 C("while the watermelon was sitting in the green_basket", "location", "T", 6, [("loc", "watermelon", "green_basket")]),
 C("Amelia wasn't around when it was moved to the green_pantry and then the red_pantry", "presence", "T", 7,
   [("w", "Amelia", False), ("@", 9, ("w", "Amelia", False))]),
 C("When Amelia later goes in somewhere with Ella and Nathan, it's the office", "presence", "T", 14,
   [("room", "Amelia", "office"), ("room", "Ella", "office"), ("room", "Nathan", "office")]),
 C("only the lettuce is handled there", "event", "T", 16, [("locsame", "watermelon", 14, 22), ("line", 16, "lettuce")]),
 C("Amelia still has the green_basket in mind", "belief", "T", "end", [("b", "Ella -> Isabella -> Amelia", "green_basket")]),
 C("so does Amelia's guess about Nathan", "belief", "T", "end", [("b", EIAN, "green_basket")], ans=True),
 ])

# =================================================================== item 8
I = "s6809-17-o2"   # James -> Chloe, peas; gold red_bathtub
JC = "James -> Chloe"

R(I, 1, "narrative", "unsound", "red_bathtub",
"""James left the kitchen at line 6, and the last thing he saw happen to the peas was Logan moving them into the red_bathtub. He has no idea that Ethan later moved them to the green_box or that Mason put them back in the red_suitcase. So in James's mind Chloe, who was still in the kitchen when he left, believes the peas are in the red_bathtub. At the end James privately tells Chloe exactly that, and Chloe accepts what he tells her, so either way James's picture of Chloe is the red_bathtub.""",
[C("James left the kitchen at line 6", "event", "T", 6, [("line", 6, "James exited the kitchen")]),
 C("the last thing he saw happen to the peas was Logan moving them into the red_bathtub", "event", "T", 3,
   [("line", 3, "Logan moved the peas to the red_bathtub"), ("w", "James", True), ("nopat", 4, 6, "moved")]),
 C("He has no idea that Ethan later moved them to the green_box or that Mason put them back in the red_suitcase", "belief", "T", "end",
   [("b", "James", "red_bathtub")]),
 C("Chloe, who was still in the kitchen when he left", "presence", "T", 6, [("room", "Chloe", "kitchen")]),
 C("believes the peas are in the red_bathtub", "belief", "T", 6, [("b", JC, "red_bathtub")]),
 C("James privately tells Chloe exactly that", "communication", "T", 15, [("line", 15, "James privately told Chloe that the peas is in the red_bathtub")]),
 C("Chloe accepts what he tells her", "communication", "F", 15, [("b", "Chloe", "red_bathtub")],
   note="Chloe left (10) after James (6), so she does not trust him; Chloe stays green_box"),
 C("James's picture of Chloe is the red_bathtub", "belief", "T", "end", [("b", JC, "red_bathtub")], ans=True),
 ])

R(I, 2, "terse", "sound", "red_bathtub",
"""N. red_bathtub. James left at line 6, having last seen Logan put the peas there, with Chloe still in the room.""",
[C("N. red_bathtub", "belief", "T", "end", [("b", JC, "red_bathtub")], ans=True),
 C("James left at line 6", "event", "T", 6, [("line", 6, "James exited")]),
 C("having last seen Logan put the peas there", "event", "T", 3, [("line", 3, "Logan moved the peas to the red_bathtub"), ("w", "James", True)]),
 C("with Chloe still in the room", "presence", "T", 6, [("room", "Chloe", "kitchen")]),
 ])

R(I, 3, "answer_first", "wrong", "green_box",
"""M. green_box

Ethan moved the peas to the green_box at line 7 and Chloe watched him do it, so Chloe believes they're in the green_box. Her belief doesn't change afterwards, since she rejects James's private message. James should therefore think Chloe thinks the peas are in the green_box.""",
[C("M. green_box", "belief", "F", "end", [("b", JC, "green_box")], ans=True),
 C("Ethan moved the peas to the green_box at line 7", "event", "T", 7, [("line", 7, "Ethan moved the peas to the green_box")]),
 C("Chloe watched him do it", "presence", "T", 7, [("w", "Chloe", True)]),
 C("Chloe believes they're in the green_box", "belief", "T", 7, [("b", "Chloe", "green_box")]),
 C("Her belief doesn't change afterwards", "belief", "T", "end", [("b", "Chloe", "green_box")]),
 C("she rejects James's private message", "communication", "T", 15, [("same", "Chloe", 14, 15)]),
 C("James should therefore think Chloe thinks the peas are in the green_box", "belief", "F", "end", [("b", JC, "green_box")], ans=True),
 ])

R(I, 4, "thinking", "sound", "red_bathtub",
"""<think>
James -> Chloe, peas.
James exits at 6. Before that: red_suitcase (2), Logan moves it to red_bathtub (3), Logan leaves (4), James stays a minute (5). So James last saw the peas in the red_bathtub, with Chloe present.
After James leaves, Ethan moves it to green_box (7). James doesn't see this.
At the end James tells Chloe red_bathtub privately. Chloe left at 10 and James at 6, so Chloe won't trust him, but that affects Chloe's belief, not James's picture of her. James's view of Chloe stays red_bathtub either way.
</think>
N. red_bathtub""",
[C("James exits at 6", "event", "T", 6, [("line", 6, "James exited")]),
 C("Logan moves it to red_bathtub (3)", "event", "T", 3, [("line", 3, "Logan moved the peas to the red_bathtub")]),
 C("Logan leaves (4)", "event", "T", 4, [("line", 4, "Logan exited")]),
 C("James stays a minute (5)", "event", "T", 5, [("line", 5, "James made no movements and stayed")]),
 C("James last saw the peas in the red_bathtub", "belief", "T", 6, [("b", "James", "red_bathtub")]),
 C("with Chloe present", "presence", "T", 6, [("room", "Chloe", "kitchen")]),
 C("Ethan moves it to green_box (7)", "event", "T", 7, [("line", 7, "Ethan moved the peas to the green_box")]),
 C("James doesn't see this", "presence", "T", 7, [("w", "James", False)]),
 C("James tells Chloe red_bathtub privately", "communication", "T", 15, [("line", 15, "James privately told Chloe that the peas is in the red_bathtub")]),
 C("Chloe left at 10", "event", "T", 10, [("line", 10, "Chloe exited")]),
 C("Chloe won't trust him", "communication", "T", 15, [("same", "Chloe", 14, 15)]),
 C("James's view of Chloe stays red_bathtub either way", "belief", "T", "end", [("b", JC, "red_bathtub")], ans=True),
 C("N. red_bathtub", "belief", "T", "end", [("b", JC, "red_bathtub")], ans=True),
 ])

R(I, 5, "numbered", "unsound", "red_bathtub",
"""1. Logan moves the peas from the red_suitcase to the red_bathtub (line 3); James and Chloe both see it.
2. James leaves at line 6, while Chloe is still inside.
3. Mason moves the peas to the green_box at line 7, but James is already gone.
4. James's private message to Chloe (line 15) repeats the red_bathtub; it doesn't change what James himself thinks.

→ James thinks Chloe thinks: red_bathtub (N).""",
[C("Logan moves the peas from the red_suitcase to the red_bathtub (line 3)", "event", "T", 3,
   [("line", 3, "Logan moved the peas to the red_bathtub"), ("@", 2, ("loc", "peas", "red_suitcase"))]),
 C("James and Chloe both see it", "presence", "T", 3, [("w", "James", True), ("w", "Chloe", True)]),
 C("James leaves at line 6", "event", "T", 6, [("line", 6, "James exited")]),
 C("while Chloe is still inside", "presence", "T", 6, [("room", "Chloe", "kitchen")]),
 C("Mason moves the peas to the green_box at line 7", "event", "F", 7, [("line", 7, "Mason moved the peas to the green_box")],
   note="line 7: Ethan moved the peas to the green_box"),
 C("James is already gone", "presence", "T", 7, [("roomn", "James", "kitchen")]),
 C("James's private message to Chloe (line 15) repeats the red_bathtub", "communication", "T", 15,
   [("line", 15, "James privately told Chloe that the peas is in the red_bathtub")]),
 C("it doesn't change what James himself thinks", "belief", "T", 15, [("same", "James", 14, 15)]),
 C("James thinks Chloe thinks: red_bathtub (N)", "belief", "T", "end", [("b", JC, "red_bathtub")], ans=True),
 ])

# =================================================================== item 9
I = "s6809-0-o0"   # lettuce really; gold blue_cupboard
LE = ("loc", "lettuce", "blue_cupboard")

R(I, 1, "thinking", "wrong", "green_bathtub",
"""<think>
Lettuce: green_bathtub (2) -> green_cupboard (Noah, 3) -> green_pantry (Aiden, 5) -> blue_cupboard (Emma, 7).
Second round: Aiden, Emma and Noah go back into the garage. Aiden moves it to the blue_cupboard, then Emma moves it to the green_bathtub at 18. Then the statements at 23 and 24, which don't move anything.
Last physical move: Emma, green_bathtub.
</think>
L. green_bathtub""",
[C("green_bathtub (2)", "location", "T", 2, [("loc", "lettuce", "green_bathtub")]),
 C("green_cupboard (Noah, 3)", "event", "T", 3, [("line", 3, "Noah moved the lettuce to the green_cupboard")]),
 C("green_pantry (Aiden, 5)", "event", "T", 5, [("line", 5, "Aiden moved the lettuce to the green_pantry")]),
 C("blue_cupboard (Emma, 7)", "event", "T", 7, [("line", 7, "Emma moved the lettuce to the blue_cupboard")]),
 C("Aiden, Emma and Noah go back into the garage", "presence", "T", 14,
   [("room", "Aiden", "garage"), ("room", "Emma", "garage"), ("room", "Noah", "garage")]),
 C("Aiden moves it to the blue_cupboard", "event", "F", 16, [("line", 16, "Aiden moved the lettuce")],
   note="line 16 moves the strawberry, not the lettuce"),
 C("Emma moves it to the green_bathtub at 18", "event", "F", 18, [("line", 18, "Emma moved the lettuce")],
   note="line 18 moves the strawberry"),
 C("the statements at 23 and 24, which don't move anything", "event", "T", 24, [("locsame", "lettuce", 22, 24)]),
 C("Last physical move: Emma, green_bathtub", "event", "F", 18, [("line", 18, "Emma moved the lettuce to the green_bathtub")]),
 C("L. green_bathtub", "location", "F", "end", [("loc", "lettuce", "green_bathtub")], ans=True),
 ])

R(I, 2, "answer_first", "unsound", "blue_cupboard",
"""N. blue_cupboard

Emma moved the lettuce into the blue_cupboard at line 7, and that's the last time anyone touches the lettuce. The second visit to the garage is all about the strawberry: Aiden puts the strawberry in the blue_cupboard and Noah then moves it to the green_bathtub, while the lettuce just stays put.""",
[C("N. blue_cupboard", "location", "T", "end", [LE], ans=True),
 C("Emma moved the lettuce into the blue_cupboard at line 7", "event", "T", 7, [("line", 7, "Emma moved the lettuce to the blue_cupboard")]),
 C("that's the last time anyone touches the lettuce", "event", "T", 7, [("nopat", 8, "end", "moved the lettuce")]),
 C("Aiden puts the strawberry in the blue_cupboard", "event", "T", 16, [("line", 16, "Aiden moved the strawberry to the blue_cupboard")]),
 C("Noah then moves it to the green_bathtub", "event", "F", 18, [("line", 18, "Noah moved the strawberry")],
   note="line 18: Emma moved the strawberry; Noah only watched"),
 C("the lettuce just stays put", "location", "T", "end", [("locsame", "lettuce", 7, "end")]),
 ])

R(I, 3, "terse", "unsound", "blue_cupboard",
"""N. blue_cupboard — Isabella put it there at line 7.""",
[C("N. blue_cupboard", "location", "T", "end", [LE], ans=True),
 C("Isabella put it there at line 7", "event", "F", 7, [("line", 7, "Isabella moved the lettuce")], note="line 7: Emma moved the lettuce"),
 ])

R(I, 4, "narrative", "unsupported", "blue_cupboard",
"""Emma's announcement at the end is meant to confuse everyone, but whatever anyone says, the lettuce really ends up in the blue_cupboard.""",
[C("Emma's announcement at the end is meant to confuse everyone", "communication", "U", 23, note="a motive; not a gold quantity"),
 C("the lettuce really ends up in the blue_cupboard", "location", "T", "end", [LE], ans=True)])

R(I, 5, "numbered", "sound", "blue_cupboard",
"""1. Line 2: lettuce in the green_bathtub.
2. Line 3: Noah → green_cupboard.
3. Line 5: Aiden → green_pantry.
4. Line 7: Emma → blue_cupboard.
5. Lines 15–18: only the strawberry moves (green_pantry → blue_cupboard → green_bathtub).
6. Lines 23–24: statements about the strawberry, no movement.

Final location of the lettuce: N. blue_cupboard.""",
[C("lettuce in the green_bathtub", "location", "T", 2, [("loc", "lettuce", "green_bathtub")]),
 C("Noah → green_cupboard", "event", "T", 3, [("line", 3, "Noah moved the lettuce to the green_cupboard")]),
 C("Aiden → green_pantry", "event", "T", 5, [("line", 5, "Aiden moved the lettuce to the green_pantry")]),
 C("Emma → blue_cupboard", "event", "T", 7, [("line", 7, "Emma moved the lettuce to the blue_cupboard")]),
 C("only the strawberry moves (green_pantry → blue_cupboard → green_bathtub)", "event", "T", 16,
   [("line", 16, "moved the strawberry to the blue_cupboard"), ("line", 18, "moved the strawberry to the green_bathtub"),
    ("@", 15, ("loc", "strawberry", "green_pantry")), ("locsame", "lettuce", 14, 18)]),
 C("statements about the strawberry, no movement", "communication", "T", 23,
   [("line", 23, "strawberry"), ("line", 24, "strawberry"), ("locsame", "lettuce", 22, 24)]),
 C("Final location of the lettuce: N. blue_cupboard", "location", "T", "end", [LE], ans=True),
 ])

# =================================================================== item 10
I = "tomi-s6809-1-first_order_0_no_tom"   # Carter looks for lime; gold red_bucket
CA = ("b", "Carter", "red_bucket")

R(I, 1, "terse", "unsupported", "red_bucket",
"""The red_bucket.""",
[C("The red_bucket", "belief", "T", "end", [CA], ans=True)])

R(I, 2, "narrative", "unsound", "red_bucket",
"""Carter is the one who moved the lime from the green_envelope to the red_bucket, so he knows exactly where it is. Isabella had already left the front_yard before Carter moved it, but that doesn't matter for Carter's own search. Nothing moves the lime after that, so Carter will look in the red_bucket.""",
[C("Carter is the one who moved the lime from the green_envelope to the red_bucket", "event", "T", 4,
   [("line", 4, "Carter moved the lime to the red_bucket"), ("@", 3, ("loc", "lime", "green_envelope"))]),
 C("he knows exactly where it is", "belief", "T", 4, [CA]),
 C("Isabella had already left the front_yard before Carter moved it", "order", "F", 6,
   [("line", 6, "Isabella exited the front_yard"), ("ord", 6, 4)], note="Isabella exited at 6, after the move at 4"),
 C("Nothing moves the lime after that", "location", "T", "end", [("locsame", "lime", 4, "end")]),
 C("Carter will look in the red_bucket", "belief", "T", "end", [CA], ans=True),
 ])

R(I, 3, "numbered", "unsound", "red_bucket",
"""1. Carter and Isabella are both in the front_yard when the lime is in the green_envelope (line 3).
2. Carter himself moves it to the red_bucket (line 4).
3. Isabella is still in the front_yard when Carter leaves at line 8.
4. No one moves the lime again.

Carter will look in the red_bucket.""",
[C("Carter and Isabella are both in the front_yard when the lime is in the green_envelope (line 3)", "presence", "T", 3,
   [("room", "Carter", "front_yard"), ("room", "Isabella", "front_yard"), ("loc", "lime", "green_envelope")]),
 C("Carter himself moves it to the red_bucket (line 4)", "event", "T", 4, [("line", 4, "Carter moved the lime to the red_bucket")]),
 C("Isabella is still in the front_yard when Carter leaves at line 8", "presence", "F", 8,
   [("line", 8, "Carter exited"), ("@", 7, ("room", "Isabella", "front_yard"))], note="Isabella exited at line 6"),
 C("No one moves the lime again", "location", "T", "end", [("locsame", "lime", 4, "end")]),
 C("Carter will look in the red_bucket", "belief", "T", "end", [CA], ans=True),
 ])

R(I, 4, "thinking", "sound", "red_bucket",
"""<think>
This is just Carter's own belief. Carter was present at line 3 (green_envelope), and he moved it himself at line 4 to the red_bucket. Isabella leaves at 6, Carter at 8, then Isabella goes to the patio. Nobody touches the lime after line 4. The 'loves the bedroom' line is noise.
So Carter looks in the red_bucket.
</think>
red_bucket""",
[C("Carter was present at line 3", "presence", "T", 3, [("w", "Carter", True)]),
 C("he moved it himself at line 4 to the red_bucket", "event", "T", 4, [("line", 4, "Carter moved the lime to the red_bucket")]),
 C("Isabella leaves at 6", "event", "T", 6, [("line", 6, "Isabella exited")]),
 C("Carter at 8", "event", "T", 8, [("line", 8, "Carter exited")]),
 C("then Isabella goes to the patio", "event", "T", 9, [("line", 9, "Isabella entered the patio")]),
 C("Nobody touches the lime after line 4", "location", "T", "end", [("locsame", "lime", 4, "end")]),
 C("So Carter looks in the red_bucket", "belief", "T", "end", [CA], ans=True),
 C("red_bucket", "belief", "T", "end", [CA], ans=True, nth=-1),
 ])

R(I, 5, "answer_first", "wrong", "green_envelope",
"""**green_envelope**. The lime was put in the green_envelope at the start, and Carter saw it there.""",
[C("**green_envelope**", "belief", "F", "end", [("b", "Carter", "green_envelope")], ans=True),
 C("The lime was put in the green_envelope at the start", "location", "T", 3, [("loc", "lime", "green_envelope")]),
 C("Carter saw it there", "presence", "T", 3, [("w", "Carter", True)]),
 ])

# =================================================================== item 11
I = "s6809-11-o1"   # William, celery; gold red_box
WI = ("b", "William", "red_box")

R(I, 1, "answer_first", "unsound", "red_box",
"""E. red_box

William watched Logan move the celery from the green_bottle to the red_box (line 3). Ava left right after Logan, at line 5, and William stayed on until line 10. Nothing happened to the celery while he was still there; Alexander only moved it to the blue_basket after William had gone. So William really thinks it's in the red_box.""",
[C("E. red_box", "belief", "T", "end", [WI], ans=True),
 C("William watched Logan move the celery from the green_bottle to the red_box (line 3)", "event", "T", 3,
   [("line", 3, "Logan moved the celery to the red_box"), ("w", "William", True)]),
 C("Ava left right after Logan, at line 5", "event", "F", 5, [("line", 5, "Ava exited")], note="line 5: Ava stayed; she exited at line 7"),
 C("William stayed on until line 10", "event", "T", 10, [("line", 10, "William exited")]),
 C("Nothing happened to the celery while he was still there", "location", "T", 10, [("locsame", "celery", 3, 10)]),
 C("Alexander only moved it to the blue_basket after William had gone", "order", "T", 11,
   [("line", 11, "Alexander moved the celery to the blue_basket"), ("ord", 10, 11)]),
 C("So William really thinks it's in the red_box", "belief", "T", "end", [WI], ans=True),
 ])

R(I, 2, "numbered", "wrong", "blue_basket",
"""1. Green_bottle at the start (line 2).
2. Logan moves it to the red_box (line 3).
3. Alexander moves it to the blue_basket (line 11).
4. Nobody moves it after that.
5. The question says "really", so it's asking where the celery actually ends up.

Answer: C. blue_basket""",
[C("Green_bottle at the start (line 2)", "location", "T", 2, [("loc", "celery", "green_bottle")]),
 C("Logan moves it to the red_box (line 3)", "event", "T", 3, [("line", 3, "Logan moved the celery to the red_box")]),
 C("Alexander moves it to the blue_basket (line 11)", "event", "T", 11, [("line", 11, "Alexander moved the celery to the blue_basket")]),
 C("Nobody moves it after that", "location", "T", "end", [("locsame", "celery", 11, "end")]),
 C("C. blue_basket", "belief", "F", "end", [("b", "William", "blue_basket")], ans=True),
 ])

R(I, 3, "terse", "sound", "red_box",
"""E. red_box — William left at line 10, before Alexander moved it to the blue_basket.""",
[C("E. red_box", "belief", "T", "end", [WI], ans=True),
 C("William left at line 10", "event", "T", 10, [("line", 10, "William exited")]),
 C("before Alexander moved it to the blue_basket", "order", "T", 11, [("line", 11, "Alexander moved the celery to the blue_basket"), ("ord", 10, 11)]),
 ])

R(I, 4, "thinking", "unsound", "red_box",
"""<think>
William's own belief. William saw the green_bottle (2), then Logan's move to the red_box (3). Then Logan leaves, Ava leaves at 7, William leaves at 10.
Alexander moves it to the blue_basket at 11, with only Aria watching. Aria, who saw William leave before the move, thinks William believes it's in the blue_basket since that's where it is now. Anyway, William himself didn't see it.
No communication at the end, just everyone entering the waiting_room.
</think>
William thinks it's in the red_box (E).""",
[C("William saw the green_bottle (2)", "presence", "T", 2, [("w", "William", True), ("loc", "celery", "green_bottle")]),
 C("Logan's move to the red_box (3)", "event", "T", 3, [("line", 3, "Logan moved the celery to the red_box")]),
 C("Ava leaves at 7", "event", "T", 7, [("line", 7, "Ava exited")]),
 C("William leaves at 10", "event", "T", 10, [("line", 10, "William exited")]),
 C("Alexander moves it to the blue_basket at 11", "event", "T", 11, [("line", 11, "Alexander moved the celery to the blue_basket")]),
 C("with only Aria watching", "presence", "T", 11, [("wonly", ["Alexander", "Aria"])]),
 C("Aria, who saw William leave before the move", "presence", "T", 10, [("w", "Aria", True)]),
 C("thinks William believes it's in the blue_basket", "belief", "F", "end", [("b", "Aria -> William", "blue_basket")],
   note="Aria saw William leave before the move: Aria -> William = red_box"),
 C("William himself didn't see it", "presence", "T", 11, [("w", "William", False)]),
 C("No communication at the end", "communication", "T", 16, [("nopat", 1, "end", "told"), ("nopat", 1, "end", "claimed")]),
 C("William thinks it's in the red_box (E)", "belief", "T", "end", [WI], ans=True),
 ])

R(I, 5, "narrative", "wrong", None,
"""William was around for the first part of the story: he saw the celery in the green_bottle, watched Logan move it to the red_box, and stayed through Ava's exit. After he left, Alexander moved it to the blue_basket, which William couldn't have seen. Then again, the question asks what he "really" thinks, which might mean where the celery actually is. So it's either the red_box or the blue_basket, depending on how you read it.""",
[C("he saw the celery in the green_bottle", "presence", "T", 2, [("w", "William", True), ("loc", "celery", "green_bottle")]),
 C("watched Logan move it to the red_box", "event", "T", 3, [("line", 3, "Logan moved the celery to the red_box"), ("w", "William", True)]),
 C("stayed through Ava's exit", "order", "T", 7, [("line", 7, "Ava exited"), ("room", "William", "kitchen")]),
 C("After he left, Alexander moved it to the blue_basket", "event", "T", 11,
   [("line", 11, "Alexander moved the celery to the blue_basket"), ("ord", 10, 11)]),
 C("which William couldn't have seen", "presence", "T", 11, [("w", "William", False)]),
 ])

# =================================================================== item 12
I = "s6809-24-o4"   # Liam -> Jackson -> Ella -> Aria, radish; gold blue_basket
LJEA = "Liam -> Jackson -> Ella -> Aria"

R(I, 1, "numbered", "sound", "blue_basket",
"""1. Ella moves the radish from the blue_bucket to the blue_basket (line 3) in front of everyone, then leaves (line 4).
2. Since Ella left right after her own move, Ella thinks Aria thinks the same thing she does: blue_basket.
3. Liam and Jackson both saw her go, so Liam thinks Jackson thinks Ella thinks Aria thinks blue_basket.
4. The later moves (Liam's red_bottle at 5, Aria's blue_bucket at 11) happen after Ella left.
5. Jackson's public claim (blue_basket) and Aria's private message to Jackson (green_drawer) don't touch Ella's part of the chain.

Answer: D. blue_basket""",
[C("Ella moves the radish from the blue_bucket to the blue_basket (line 3)", "event", "T", 3,
   [("line", 3, "Ella moved the radish to the blue_basket"), ("@", 2, ("loc", "radish", "blue_bucket"))]),
 C("in front of everyone", "presence", "T", 3, [("w", a, True) for a in ("Ella", "Liam", "Jackson", "Emily", "Aria")]),
 C("then leaves (line 4)", "event", "T", 4, [("line", 4, "Ella exited")]),
 C("Ella thinks Aria thinks the same thing she does: blue_basket", "belief", "T", "end",
   [("b", "Ella -> Aria", "blue_basket"), ("b", "Ella", "blue_basket")]),
 C("Liam and Jackson both saw her go", "presence", "T", 4, [("w", "Liam", True), ("w", "Jackson", True)]),
 C("Liam thinks Jackson thinks Ella thinks Aria thinks blue_basket", "belief", "T", "end", [("b", LJEA, "blue_basket")], ans=True),
 C("Liam's red_bottle at 5", "event", "T", 5, [("line", 5, "Liam moved the radish to the red_bottle")]),
 C("Aria's blue_bucket at 11", "event", "T", 11, [("line", 11, "Aria moved the radish to the blue_bucket")]),
 C("happen after Ella left", "order", "T", 5, [("ord", 4, 5), ("ord", 4, 11)]),
 C("Jackson's public claim (blue_basket)", "communication", "T", 14, [("line", 14, "Jackson publicly claimed that radish is in the blue_basket")]),
 C("Aria's private message to Jackson (green_drawer)", "communication", "T", 16, [("line", 16, "Aria privately told Jackson that the radish is in the green_drawer")]),
 C("don't touch Ella's part of the chain", "belief", "T", 16,
   [("same", "Jackson -> Ella -> Aria", 13, 16), ("same", "Liam -> Jackson -> Ella", 13, 16), ("same", LJEA, 13, 16)]),
 C("D. blue_basket", "belief", "T", "end", [("b", LJEA, "blue_basket")], ans=True),
 ])

R(I, 2, "narrative", "wrong", "green_drawer",
"""At the very end, Aria privately tells Jackson that the radish is in the green_drawer, probably to send him looking in the wrong place, and Jackson believes her, since she left the living room after he did. That updates Jackson's whole view of things, including what he thinks Aria knows. Following the chain through Jackson, Liam would end up with the green_drawer as the answer.""",
[C("Aria privately tells Jackson that the radish is in the green_drawer", "communication", "T", 16,
   [("line", 16, "Aria privately told Jackson that the radish is in the green_drawer")]),
 C("Jackson believes her", "communication", "T", 16, [("b", "Jackson", "green_drawer")]),
 C("she left the living room after he did", "order", "T", 12, [("line", 12, "Aria exited"), ("line", 8, "Jackson exited"), ("ord", 8, 12)]),
 C("That updates Jackson's whole view of things", "belief", "F", 16,
   [("b", "Jackson", "green_drawer"), ("bn", "Jackson -> Ella -> Aria", "blue_basket")],
   note="Jackson -> Ella -> Aria is untouched by the tell (still blue_basket)"),
 C("including what he thinks Aria knows", "belief", "T", 16, [("b", "Jackson -> Aria", "green_drawer")]),
 C("Liam would end up with the green_drawer as the answer", "belief", "F", "end", [("b", LJEA, "green_drawer")], ans=True),
 ])

R(I, 3, "terse", "unsound", "blue_basket",
"""D — blue_basket. Ella left right after moving it there; Liam never heard Jackson's public claim anyway.""",
[C("D — blue_basket", "belief", "T", "end", [("b", LJEA, "blue_basket")], ans=True),
 C("Ella left right after moving it there", "event", "T", 4, [("line", 4, "Ella exited"), ("line", 3, "Ella moved the radish to the blue_basket")]),
 C("Liam never heard Jackson's public claim", "presence", "F", 14, [("w", "Liam", False)],
   note="a public claim is heard by everyone in the waiting_room, Liam included"),
 ])

R(I, 4, "answer_first", "unsupported", "blue_basket",
"""**D. blue_basket**: that is where Liam thinks Jackson thinks Ella thinks Aria thinks the radish is.""",
[C("**D. blue_basket**", "belief", "T", "end", [("b", LJEA, "blue_basket")], ans=True),
 C("that is where Liam thinks Jackson thinks Ella thinks Aria thinks the radish is", "belief", "T", "end", [("b", LJEA, "blue_basket")], ans=True),
 ])

R(I, 5, "thinking", "unsound", "blue_basket",
"""<think>
Need Liam -> Jackson -> Ella -> Aria.
Innermost pair first. Ella left at line 4, right after putting the radish in the blue_basket, so Ella thinks Aria thinks blue_basket.
Jackson saw Ella go, so Jackson thinks Ella thinks Aria thinks blue_basket. Jackson left at 8, and the radish was in the blue_bucket by then, but that doesn't matter, it's Ella's layer.
Liam saw Ella leave too.
The public claim at 14 is Jackson's: blue_basket. Liam believes it (Jackson left after Liam), but it doesn't change the Ella layer. Aria's tell to Jackson at 16 is private; Liam isn't there.
</think>
D. blue_basket""",
[C("Ella left at line 4", "event", "T", 4, [("line", 4, "Ella exited")]),
 C("right after putting the radish in the blue_basket", "event", "T", 3, [("line", 3, "Ella moved the radish to the blue_basket")]),
 C("Ella thinks Aria thinks blue_basket", "belief", "T", 4, [("b", "Ella -> Aria", "blue_basket")], nth=1),
 C("Jackson saw Ella go", "presence", "T", 4, [("w", "Jackson", True)]),
 C("Jackson thinks Ella thinks Aria thinks blue_basket", "belief", "T", "end", [("b", "Jackson -> Ella -> Aria", "blue_basket")]),
 C("Jackson left at 8", "event", "T", 8, [("line", 8, "Jackson exited")]),
 C("the radish was in the blue_bucket by then", "location", "F", 8, [("loc", "radish", "blue_bucket")],
   note="at line 8 the radish is in the red_bottle (Liam, line 5); Aria's blue_bucket move is line 11"),
 C("Liam saw Ella leave too", "presence", "T", 4, [("w", "Liam", True)]),
 C("The public claim at 14 is Jackson's: blue_basket", "communication", "T", 14, [("line", 14, "Jackson publicly claimed that radish is in the blue_basket")]),
 C("Liam believes it", "communication", "T", 14, [("b", "Liam", "blue_basket"), ("@", 13, ("bn", "Liam", "blue_basket"))]),
 C("Jackson left after Liam", "order", "T", 8, [("line", 6, "Liam exited"), ("ord", 6, 8)]),
 C("it doesn't change the Ella layer", "belief", "T", 14, [("same", "Liam -> Jackson -> Ella", 13, 14), ("same", LJEA, 13, 14)]),
 C("Aria's tell to Jackson at 16 is private", "communication", "T", 16, [("line", 16, "Aria privately told Jackson")]),
 C("Liam isn't there", "presence", "T", 16, [("w", "Liam", False)]),
 C("D. blue_basket", "belief", "T", "end", [("b", LJEA, "blue_basket")], ans=True),
 ])

# =================================================================== item 13
I = "s6809-19-o4"   # Mia -> Jayden -> Sophia -> William, cherry; gold green_envelope
MJSW = "Mia -> Jayden -> Sophia -> William"

R(I, 1, "thinking", "wrong", "red_cupboard",
"""<think>
Mia -> Jayden -> Sophia -> William.
William moved the cherry to the red_cupboard at line 5, and Jayden and Sophia were both there. So Sophia thinks William thinks red_cupboard, and Jayden knows Sophia saw it: Jayden thinks Sophia thinks William thinks red_cupboard.
What about Mia? Mia left at line 6 — no wait, that's William. Mia left at line 4. But Mia and Jayden go into the living_room together later, so Mia picks up Jayden's view there. Mia thinks Jayden thinks Sophia thinks William thinks red_cupboard.
</think>
E. red_cupboard""",
[C("William moved the cherry to the red_cupboard at line 5", "event", "T", 5, [("line", 5, "William moved the cherry to the red_cupboard")]),
 C("Jayden and Sophia were both there", "presence", "T", 5, [("w", "Jayden", True), ("w", "Sophia", True)]),
 C("Sophia thinks William thinks red_cupboard", "belief", "T", "end", [("b", "Sophia -> William", "red_cupboard")], nth=1),
 C("Jayden thinks Sophia thinks William thinks red_cupboard", "belief", "T", "end", [("b", "Jayden -> Sophia -> William", "red_cupboard")], nth=1),
 C("Mia left at line 4", "event", "T", 4, [("line", 4, "Mia exited")]),
 C("Mia and Jayden go into the living_room together later", "presence", "T", 14, [("room", "Mia", "living_room"), ("room", "Jayden", "living_room")]),
 C("Mia picks up Jayden's view there", "belief", "F", "end", [("b", "Mia -> Jayden", "red_cupboard")],
   note="no cherry event or talk in the living_room; Mia -> Jayden stays green_envelope"),
 C("Mia thinks Jayden thinks Sophia thinks William thinks red_cupboard", "belief", "F", "end", [("b", MJSW, "red_cupboard")], ans=True),
 C("E. red_cupboard", "belief", "F", "end", [("b", MJSW, "red_cupboard")], ans=True),
 ])

R(I, 2, "answer_first", "sound", "green_envelope",
"""B. green_envelope

Mia put the cherry in the green_envelope at line 3 and left at line 4, before William's move to the red_cupboard. From Mia's standpoint, everyone she left behind (Jayden, Sophia and William among them) last saw the cherry in the green_envelope, so every layer of her nested belief points there. When Mia, Jayden and William meet again in the living_room, only the sweet_potato gets moved; nothing updates her view of the cherry.""",
[C("B. green_envelope", "belief", "T", "end", [("b", MJSW, "green_envelope")], ans=True),
 C("Mia put the cherry in the green_envelope at line 3", "event", "T", 3, [("line", 3, "Mia moved the cherry to the green_envelope")]),
 C("left at line 4", "event", "T", 4, [("line", 4, "Mia exited")]),
 C("before William's move to the red_cupboard", "order", "T", 5, [("line", 5, "William moved the cherry to the red_cupboard"), ("ord", 4, 5)]),
 C("everyone she left behind (Jayden, Sophia and William among them)", "presence", "T", 4,
   [("room", "Jayden", "staircase"), ("room", "Sophia", "staircase"), ("room", "William", "staircase")]),
 C("last saw the cherry in the green_envelope", "belief", "T", "end",
   [("b", "Mia -> Jayden", "green_envelope"), ("b", "Mia -> Sophia", "green_envelope"), ("b", "Mia -> William", "green_envelope")]),
 C("every layer of her nested belief points there", "belief", "T", "end",
   [("b", "Mia", "green_envelope"), ("b", "Mia -> Jayden", "green_envelope"), ("b", "Mia -> Jayden -> Sophia", "green_envelope"), ("b", MJSW, "green_envelope")]),
 C("When Mia, Jayden and William meet again in the living_room", "presence", "T", 14,
   [("room", "Mia", "living_room"), ("room", "Jayden", "living_room"), ("room", "William", "living_room")]),
 C("only the sweet_potato gets moved", "event", "T", 18, [("line", 18, "sweet_potato"), ("locsame", "cherry", 14, "end")]),
 C("nothing updates her view of the cherry", "belief", "T", "end", [("same", "Mia", 4, "end"), ("same", "Mia -> Jayden", 4, "end")]),
 ])

R(I, 3, "numbered", "unsound", "green_envelope",
"""1. Line 2: cherry in the red_bathtub.
2. Line 3: Mia moves it to the green_envelope; Jayden, Sophia and William all see it.
3. Line 4: Mia exits, and her knowledge of the cherry ends here.
4. William moves it to the red_cupboard (5) and then leaves (6); Sophia had already left by then.
5. The living_room scene only involves the sweet_potato.

Mia thinks Jayden thinks Sophia thinks William thinks: green_envelope (B).""",
[C("cherry in the red_bathtub", "location", "T", 2, [("loc", "cherry", "red_bathtub")]),
 C("Mia moves it to the green_envelope", "event", "T", 3, [("line", 3, "Mia moved the cherry to the green_envelope")]),
 C("Jayden, Sophia and William all see it", "presence", "T", 3, [("w", "Jayden", True), ("w", "Sophia", True), ("w", "William", True)]),
 C("Mia exits", "event", "T", 4, [("line", 4, "Mia exited")]),
 C("her knowledge of the cherry ends here", "belief", "T", "end", [("same", "Mia", 4, "end")]),
 C("William moves it to the red_cupboard (5)", "event", "T", 5, [("line", 5, "William moved the cherry to the red_cupboard")]),
 C("then leaves (6)", "event", "T", 6, [("line", 6, "William exited")]),
 C("Sophia had already left by then", "presence", "F", 5, [("roomn", "Sophia", "staircase")], note="Sophia exited at line 10"),
 C("The living_room scene only involves the sweet_potato", "event", "T", 15, [("line", 15, "sweet_potato"), ("locsame", "cherry", 14, "end")]),
 C("Mia thinks Jayden thinks Sophia thinks William thinks: green_envelope (B)", "belief", "T", "end", [("b", MJSW, "green_envelope")], ans=True),
 ])

R(I, 4, "terse", "wrong", "red_bathtub",
"""A. red_bathtub — it's where the cherry started.""",
[C("A. red_bathtub", "belief", "F", "end", [("b", MJSW, "red_bathtub")], ans=True),
 C("it's where the cherry started", "location", "T", 2, [("loc", "cherry", "red_bathtub")]),
 ])

R(I, 5, "narrative", "unsound", "green_envelope",
"""Mia is the first to leave the staircase, right after she tucks the cherry into the green_envelope. Everything after that, like William switching it to the red_cupboard and the others drifting out, happens without her. Later Mia goes into the living_room with Jayden, William and Sophia, but only the sweet_potato is handled there. Since Mia never learns of the red_cupboard move, her whole nested picture stays on the green_envelope: she thinks Jayden thinks Sophia thinks William thinks the cherry is in the green_envelope.""",
[C("Mia is the first to leave the staircase", "order", "T", 4, [("line", 4, "Mia exited the staircase"), ("nopat", 1, 3, "exited")]),
 C("right after she tucks the cherry into the green_envelope", "event", "T", 3, [("line", 3, "Mia moved the cherry to the green_envelope")]),
 C("William switching it to the red_cupboard", "event", "T", 5, [("line", 5, "William moved the cherry to the red_cupboard")]),
 C("happens without her", "presence", "T", 5, [("w", "Mia", False)]),
 C("Mia goes into the living_room with Jayden, William and Sophia", "presence", "F", 14,
   [("room", "Mia", "living_room"), ("room", "Jayden", "living_room"), ("room", "William", "living_room"), ("room", "Sophia", "living_room")],
   note="line 14: only Mia, Jayden and William enter the living_room"),
 C("only the sweet_potato is handled there", "event", "T", 18, [("line", 18, "sweet_potato"), ("locsame", "cherry", 14, "end")]),
 C("Mia never learns of the red_cupboard move", "belief", "T", "end", [("bn", "Mia", "red_cupboard")]),
 C("she thinks Jayden thinks Sophia thinks William thinks the cherry is in the green_envelope", "belief", "T", "end",
   [("b", MJSW, "green_envelope")], ans=True),
 ])

# =================================================================== item 14
I = "tomi-s6809-4-first_order_1_no_tom"   # Avery looks for tangerine; gold blue_container
AV = ("b", "Avery", "blue_container")

R(I, 1, "terse", "sound", "blue_container",
"""blue_container — Avery saw Jayden move it there before stepping out.""",
[C("blue_container", "belief", "T", "end", [AV], ans=True, nth=1),
 C("Avery saw Jayden move it there", "event", "T", 4, [("line", 4, "Jayden moved the tangerine to the blue_container"), ("w", "Avery", True)]),
 C("before stepping out", "order", "T", 5, [("line", 5, "Avery exited"), ("ord", 4, 5)]),
 ])

R(I, 2, "narrative", "unsupported", "blue_container",
"""Avery was paying close attention the whole time. Avery will look in the blue_container, because that is where Avery believes the tangerine is.""",
[C("Avery was paying close attention the whole time", "presence", "U", None, note="attention is not modelled; vague, no determinate time"),
 C("Avery will look in the blue_container", "belief", "T", "end", [AV], ans=True),
 C("that is where Avery believes the tangerine is", "belief", "T", "end", [AV], ans=True),
 ])

R(I, 3, "numbered", "unsound", "blue_container",
"""1. Jayden and Avery are both in the crawlspace when the tangerine is in the red_drawer.
2. Jayden moves it to the blue_container at line 4, and Avery sees this.
3. Avery briefly leaves (line 5) and re-enters (line 6), but Jayden had left in the meantime, so nothing changes.
4. Nobody moves the tangerine again.

So Avery looks in the blue_container.""",
[C("Jayden and Avery are both in the crawlspace when the tangerine is in the red_drawer", "presence", "T", 3,
   [("room", "Jayden", "crawlspace"), ("room", "Avery", "crawlspace"), ("loc", "tangerine", "red_drawer")]),
 C("Jayden moves it to the blue_container at line 4", "event", "T", 4, [("line", 4, "Jayden moved the tangerine to the blue_container")]),
 C("Avery sees this", "presence", "T", 4, [("w", "Avery", True)]),
 C("Avery briefly leaves (line 5)", "event", "T", 5, [("line", 5, "Avery exited")]),
 C("re-enters (line 6)", "event", "T", 6, [("line", 6, "Avery entered")]),
 C("Jayden had left in the meantime", "presence", "F", 5, [("roomn", "Jayden", "crawlspace")], note="Jayden never leaves the crawlspace"),
 C("Nobody moves the tangerine again", "location", "T", "end", [("locsame", "tangerine", 4, "end")]),
 C("So Avery looks in the blue_container", "belief", "T", "end", [AV], ans=True),
 ])

R(I, 4, "thinking", "wrong", "red_drawer",
"""<think>
Avery entered at line 2, and the tangerine is in the red_drawer at 3. Line 4: Jayden moves it to the blue_container. Was Avery there? Avery exited at 5, so yes, Avery was there at 4. Then Avery re-entered at 6.
The question is where Avery will look... When someone comes back into a room, these stories usually test whether they look where they first saw the object. I'll go with where Avery originally saw it.
</think>
red_drawer""",
[C("Avery entered at line 2", "event", "T", 2, [("line", 2, "Avery entered")]),
 C("the tangerine is in the red_drawer at 3", "location", "T", 3, [("loc", "tangerine", "red_drawer")]),
 C("Jayden moves it to the blue_container", "event", "T", 4, [("line", 4, "Jayden moved the tangerine to the blue_container")]),
 C("Avery exited at 5", "event", "T", 5, [("line", 5, "Avery exited")]),
 C("Avery was there at 4", "presence", "T", 4, [("w", "Avery", True)]),
 C("Avery re-entered at 6", "event", "T", 6, [("line", 6, "Avery entered")]),
 C("red_drawer", "belief", "F", "end", [("b", "Avery", "red_drawer")], ans=True, nth=-1),
 ])

R(I, 5, "answer_first", "sound", "blue_container",
"""**blue_container**. Avery was in the crawlspace at line 4 when Jayden moved the tangerine from the red_drawer into the blue_container, and it isn't moved again after Avery steps out and comes back in.""",
[C("**blue_container**", "belief", "T", "end", [AV], ans=True),
 C("Avery was in the crawlspace at line 4", "presence", "T", 4, [("room", "Avery", "crawlspace")]),
 C("Jayden moved the tangerine from the red_drawer into the blue_container", "event", "T", 4,
   [("line", 4, "Jayden moved the tangerine to the blue_container"), ("@", 3, ("loc", "tangerine", "red_drawer"))]),
 C("it isn't moved again after Avery steps out and comes back in", "location", "T", "end", [("locsame", "tangerine", 4, "end")]),
 ])

# =================================================================== item 15
I = "s6809-7-o2"   # Charlotte -> Noah, lemon; gold green_crate
CN = "Charlotte -> Noah"

R(I, 1, "numbered", "unsound", "green_crate",
"""1. Line 5: Nathan moves the lemon to the green_container, then leaves (line 7).
2. Line 8: William moves it to the green_crate, with Charlotte and Noah watching.
3. William leaves, then Noah (line 11), then Charlotte (line 13). Charlotte saw Noah leave with the lemon in the green_crate.
4. Charlotte thinks Nathan thinks it's in the green_crate as well.
5. Second trip into the cellar (lines 15–23): the lemon stays in the green_crate and only the eggplant is mentioned.

Answer: I. green_crate""",
[C("Nathan moves the lemon to the green_container", "event", "T", 5, [("line", 5, "Nathan moved the lemon to the green_container")]),
 C("then leaves (line 7)", "event", "T", 7, [("line", 7, "Nathan exited")]),
 C("William moves it to the green_crate", "event", "T", 8, [("line", 8, "William moved the lemon to the green_crate")]),
 C("with Charlotte and Noah watching", "presence", "T", 8, [("w", "Charlotte", True), ("w", "Noah", True)]),
 C("William leaves, then Noah (line 11), then Charlotte (line 13)", "order", "T", 13,
   [("line", 9, "William exited"), ("line", 11, "Noah exited"), ("line", 13, "Charlotte exited"), ("ord", 9, 11), ("ord", 11, 13)]),
 C("Charlotte saw Noah leave", "presence", "T", 11, [("w", "Charlotte", True)]),
 C("with the lemon in the green_crate", "location", "T", 11, [("loc", "lemon", "green_crate")]),
 C("Charlotte thinks Nathan thinks it's in the green_crate as well", "belief", "F", "end", [("b", "Charlotte -> Nathan", "green_crate")],
   note="Nathan left at 7, before the green_crate move: Charlotte -> Nathan = green_container"),
 C("the lemon stays in the green_crate", "location", "T", 23, [("locsame", "lemon", 8, 23), ("loc", "lemon", "green_crate")]),
 C("only the eggplant is mentioned", "event", "T", 16, [("line", 16, "eggplant")]),
 C("I. green_crate", "belief", "T", "end", [("b", CN, "green_crate")], ans=True),
 ])

R(I, 2, "terse", "wrong", "green_container",
"""F. green_container — Nathan put it there.""",
[C("F. green_container", "belief", "F", "end", [("b", CN, "green_container")], ans=True),
 C("Nathan put it there", "event", "T", 5, [("line", 5, "Nathan moved the lemon to the green_container")]),
 ])

R(I, 3, "answer_first", "unsound", "green_crate",
"""I. green_crate

Charlotte and Noah were both in the cellar when William moved the lemon into the green_crate (line 8), and Noah left before Charlotte did, so she knows exactly what he last saw. When they go back into the cellar with William, nobody touches the lemon, and it's still in the green_crate.""",
[C("I. green_crate", "belief", "T", "end", [("b", CN, "green_crate")], ans=True),
 C("Charlotte and Noah were both in the cellar", "presence", "T", 8, [("room", "Charlotte", "cellar"), ("room", "Noah", "cellar")]),
 C("William moved the lemon into the green_crate (line 8)", "event", "T", 8, [("line", 8, "William moved the lemon to the green_crate")]),
 C("Noah left before Charlotte did", "order", "T", 11, [("line", 11, "Noah exited"), ("line", 13, "Charlotte exited"), ("ord", 11, 13)]),
 C("she knows exactly what he last saw", "belief", "T", 13, [("b", CN, "green_crate")]),
 C("When they go back into the cellar with William", "presence", "F", 15,
   [("room", "Charlotte", "cellar"), ("room", "Noah", "cellar"), ("room", "William", "cellar")],
   note="line 15: Noah, Charlotte and Ava re-enter; William stays out"),
 C("nobody touches the lemon", "event", "T", 20, [("locsame", "lemon", 15, 23)]),
 C("it's still in the green_crate", "location", "T", 23, [("loc", "lemon", "green_crate")]),
 ])

R(I, 4, "thinking", "sound", "green_crate",
"""<think>
Charlotte -> Noah.
First round: red_suitcase, then Nathan -> green_container (5), William -> green_crate (8). Noah and Charlotte are there for both moves. William leaves 9, Noah 11, Charlotte 13.
So Charlotte thinks Noah thinks green_crate.
Second round: Noah, Charlotte and Ava re-enter the cellar at 15. The lemon is still in the green_crate, so entering doesn't change anything for them. Noah leaves at 19, Charlotte at 21. No moves of the lemon, and no tells or claims at the end.
</think>
Green_crate (I).""",
[C("Nathan -> green_container (5)", "event", "T", 5, [("line", 5, "Nathan moved the lemon to the green_container")]),
 C("William -> green_crate (8)", "event", "T", 8, [("line", 8, "William moved the lemon to the green_crate")]),
 C("Noah and Charlotte are there for both moves", "presence", "T", 8,
   [("w", "Noah", True), ("w", "Charlotte", True), ("@", 5, ("w", "Noah", True)), ("@", 5, ("w", "Charlotte", True))]),
 C("William leaves 9", "event", "T", 9, [("line", 9, "William exited")]),
 C("Noah 11", "event", "T", 11, [("line", 11, "Noah exited")]),
 C("Charlotte 13", "event", "T", 13, [("line", 13, "Charlotte exited")]),
 C("So Charlotte thinks Noah thinks green_crate", "belief", "T", 13, [("b", CN, "green_crate")]),
 C("Noah, Charlotte and Ava re-enter the cellar at 15", "event", "T", 15, [("line", 15, "Noah, Charlotte and Ava entered the cellar")]),
 C("The lemon is still in the green_crate", "location", "T", 15, [("loc", "lemon", "green_crate")]),
 C("Noah leaves at 19", "event", "T", 19, [("line", 19, "Noah exited")]),
 C("Charlotte at 21", "event", "T", 21, [("line", 21, "Charlotte exited")]),
 C("No moves of the lemon", "event", "T", 23, [("locsame", "lemon", 15, "end")]),
 C("no tells or claims at the end", "communication", "T", 24, [("nopat", 1, "end", "told"), ("nopat", 1, "end", "claimed")]),
 C("Green_crate (I)", "belief", "T", "end", [("b", CN, "green_crate")], ans=True),
 ])

R(I, 5, "narrative", "unsound", "green_crate",
"""The lemon moved twice after Ava stepped out: Nathan put it in the green_container, and then William put it in the green_crate. Charlotte and Noah were both still in the cellar for the green_crate move, which Ava also saw. Noah left before Charlotte, so Charlotte knows his information ends with the green_crate. Their return trip to the cellar with Ava doesn't change anything about the lemon. Charlotte thinks Noah thinks it's in the green_crate.""",
[C("The lemon moved twice after Ava stepped out", "event", "T", 8,
   [("line", 4, "Ava exited"), ("line", 5, "moved the lemon"), ("line", 8, "moved the lemon"), ("ord", 4, 5), ("nopat", 9, "end", "moved the lemon")]),
 C("Nathan put it in the green_container", "event", "T", 5, [("line", 5, "Nathan moved the lemon to the green_container")]),
 C("William put it in the green_crate", "event", "T", 8, [("line", 8, "William moved the lemon to the green_crate")]),
 C("Charlotte and Noah were both still in the cellar for the green_crate move", "presence", "T", 8, [("w", "Charlotte", True), ("w", "Noah", True)]),
 C("which Ava also saw", "presence", "F", 8, [("w", "Ava", True)], note="Ava left at line 4"),
 C("Noah left before Charlotte", "order", "T", 11, [("ord", 11, 13)]),
 C("Charlotte knows his information ends with the green_crate", "belief", "T", "end", [("b", CN, "green_crate")], ans=True),
 C("Their return trip to the cellar with Ava doesn't change anything about the lemon", "location", "T", 23, [("locsame", "lemon", 15, 23)]),
 C("Charlotte thinks Noah thinks it's in the green_crate", "belief", "T", "end", [("b", CN, "green_crate")], ans=True),
 ])

# =================================================================== item 16
I = "s6809-13-o3"   # Lily -> Oliver -> Isabella, onion; gold blue_bucket
LOI = "Lily -> Oliver -> Isabella"

R(I, 1, "narrative", "wrong", "red_pantry",
"""Lily moved the onion to the red_pantry at line 10 while Isabella was watching, so Lily knows Isabella thinks it's in the red_pantry. Oliver had left by then. Since the question is really about what Lily attributes to Isabella, the answer is the red_pantry.""",
[C("Lily moved the onion to the red_pantry at line 10", "event", "T", 10, [("line", 10, "Lily moved the onion to the red_pantry")]),
 C("while Isabella was watching", "presence", "T", 10, [("w", "Isabella", True)]),
 C("Lily knows Isabella thinks it's in the red_pantry", "belief", "T", "end", [("b", "Lily -> Isabella", "red_pantry")]),
 C("Oliver had left by then", "presence", "T", 10, [("roomn", "Oliver", "laundry")]),
 C("the answer is the red_pantry", "belief", "F", "end", [("b", LOI, "red_pantry")], ans=True),
 ])

R(I, 2, "thinking", "sound", "blue_bucket",
"""<think>
Lily -> Oliver -> Isabella.
Oliver leaves at line 9. At that point the onion is in the blue_bucket (Evelyn moved it there at 5, with Oliver, Lily and Isabella all present).
So Oliver thinks Isabella thinks blue_bucket, and Lily saw Oliver leave, so Lily knows Oliver's info ends at blue_bucket.
Lily's red_pantry move at 10: Oliver didn't see that. Isabella left the laundry after Lily, but again, that's irrelevant to Oliver's view.
Answer blue_bucket.
</think>
I. blue_bucket""",
[C("Oliver leaves at line 9", "event", "T", 9, [("line", 9, "Oliver exited")]),
 C("At that point the onion is in the blue_bucket", "location", "T", 9, [("loc", "onion", "blue_bucket")]),
 C("Evelyn moved it there at 5", "event", "T", 5, [("line", 5, "Evelyn moved the onion to the blue_bucket")]),
 C("with Oliver, Lily and Isabella all present", "presence", "T", 5, [("w", "Oliver", True), ("w", "Lily", True), ("w", "Isabella", True)]),
 C("Oliver thinks Isabella thinks blue_bucket", "belief", "T", "end", [("b", "Oliver -> Isabella", "blue_bucket")]),
 C("Lily saw Oliver leave", "presence", "T", 9, [("w", "Lily", True)]),
 C("Lily knows Oliver's info ends at blue_bucket", "belief", "T", "end", [("b", "Lily -> Oliver", "blue_bucket")]),
 C("Lily's red_pantry move at 10", "event", "T", 10, [("line", 10, "Lily moved the onion to the red_pantry")]),
 C("Oliver didn't see that", "presence", "T", 10, [("w", "Oliver", False)]),
 C("Isabella left the laundry after Lily", "order", "T", 13, [("line", 13, "Isabella exited"), ("line", 11, "Lily exited"), ("ord", 11, 13)]),
 C("Answer blue_bucket", "belief", "T", "end", [("b", LOI, "blue_bucket")], ans=True),
 C("I. blue_bucket", "belief", "T", "end", [("b", LOI, "blue_bucket")], ans=True),
 ])

R(I, 3, "terse", "unsound", "blue_bucket",
"""I. blue_bucket — Oliver left after Evelyn's move to the blue_bucket and before Isabella's move.""",
[C("I. blue_bucket", "belief", "T", "end", [("b", LOI, "blue_bucket")], ans=True),
 C("Oliver left after Evelyn's move to the blue_bucket", "order", "T", 9, [("line", 9, "Oliver exited"), ("line", 5, "Evelyn moved the onion to the blue_bucket"), ("ord", 5, 9)]),
 C("before Isabella's move", "event", "F", 10, [("line", 10, "Isabella moved the onion")],
   note="Isabella never moves the onion; the move after Oliver's exit is Lily's (line 10)"),
 ])

R(I, 4, "answer_first", "unsupported", "blue_bucket",
"""I. blue_bucket

Lily would say that Oliver believes Isabella thinks the onion is in the blue_bucket.""",
[C("I. blue_bucket", "belief", "T", "end", [("b", LOI, "blue_bucket")], ans=True),
 C("Lily would say that Oliver believes Isabella thinks the onion is in the blue_bucket", "belief", "T", "end", [("b", LOI, "blue_bucket")], ans=True),
 ])

R(I, 5, "numbered", "unsound", "blue_bucket",
"""1. Line 2: onion in the blue_pantry, all five present.
2. Line 5: Evelyn moves it to the blue_bucket; Aiden, Oliver, Lily and Isabella are all still there to see it.
3. Line 9: Oliver leaves, and from here on he sees nothing. Lily and Isabella both watch him go.
4. Line 10: Lily moves it to the red_pantry, with Oliver absent.
5. No communication at the end.

So Lily thinks Oliver thinks Isabella thinks it's in the blue_bucket.""",
[C("onion in the blue_pantry", "location", "T", 2, [("loc", "onion", "blue_pantry")]),
 C("all five present", "presence", "T", 2, [("w", a, True) for a in ("Aiden", "Evelyn", "Oliver", "Lily", "Isabella")]),
 C("Evelyn moves it to the blue_bucket", "event", "T", 5, [("line", 5, "Evelyn moved the onion to the blue_bucket")]),
 C("Aiden, Oliver, Lily and Isabella are all still there to see it", "presence", "F", 5,
   [("w", "Aiden", True), ("w", "Oliver", True), ("w", "Lily", True), ("w", "Isabella", True)], note="Aiden exited at line 4"),
 C("Oliver leaves", "event", "T", 9, [("line", 9, "Oliver exited")]),
 C("from here on he sees nothing", "presence", "T", 10, [("w", "Oliver", False), ("@", 12, ("w", "Oliver", False))]),
 C("Lily and Isabella both watch him go", "presence", "T", 9, [("w", "Lily", True), ("w", "Isabella", True)]),
 C("Lily moves it to the red_pantry", "event", "T", 10, [("line", 10, "Lily moved the onion to the red_pantry")]),
 C("with Oliver absent", "presence", "T", 10, [("roomn", "Oliver", "laundry")]),
 C("No communication at the end", "communication", "T", 14, [("nopat", 1, "end", "told"), ("nopat", 1, "end", "claimed")]),
 C("So Lily thinks Oliver thinks Isabella thinks it's in the blue_bucket", "belief", "T", "end", [("b", LOI, "blue_bucket")], ans=True),
 ])

# =================================================================== item 17
I = "tomi-s6809-2-second_order_0_no_tom"   # Noah -> Jayden, peach; gold red_treasure_chest
NJ = ("b", "Noah -> Jayden", "red_treasure_chest")

R(I, 1, "answer_first", "sound", "red_treasure_chest",
"""red_treasure_chest. Jayden was still in the pantry when Noah moved the peach from the blue_envelope to the red_treasure_chest, and Noah knows Jayden saw it, so Noah expects Jayden to search in the red_treasure_chest.""",
[C("red_treasure_chest", "belief", "T", "end", [NJ], ans=True, nth=1),
 C("Jayden was still in the pantry", "presence", "T", 4, [("room", "Jayden", "pantry")]),
 C("Noah moved the peach from the blue_envelope to the red_treasure_chest", "event", "T", 4,
   [("line", 4, "Noah moved the peach to the red_treasure_chest"), ("@", 3, ("loc", "peach", "blue_envelope"))]),
 C("Noah knows Jayden saw it", "belief", "T", 4, [NJ]),
 C("Noah expects Jayden to search in the red_treasure_chest", "belief", "T", "end", [NJ], ans=True),
 ])

R(I, 2, "terse", "unsupported", "red_treasure_chest",
"""The red_treasure_chest.""",
[C("The red_treasure_chest", "belief", "T", "end", [NJ], ans=True)])

R(I, 3, "thinking", "wrong", "blue_envelope",
"""<think>
Noah's belief about where Jayden searches. Jayden entered at 2, peach in the blue_envelope at 3. Noah moved it at 4 to the red_treasure_chest. Jayden exits at 5. Did Jayden see the move? The exit comes right after the move... I'd say Jayden missed it, since he was on his way out. So Noah would think Jayden searches the blue_envelope.
</think>
blue_envelope""",
[C("Jayden entered at 2", "event", "T", 2, [("line", 2, "Jayden entered")]),
 C("peach in the blue_envelope at 3", "location", "T", 3, [("loc", "peach", "blue_envelope")]),
 C("Noah moved it at 4 to the red_treasure_chest", "event", "T", 4, [("line", 4, "Noah moved the peach to the red_treasure_chest")]),
 C("Jayden exits at 5", "event", "T", 5, [("line", 5, "Jayden exited")]),
 C("Jayden missed it", "presence", "F", 4, [("w", "Jayden", False)], note="Jayden was in the pantry at line 4"),
 C("Noah would think Jayden searches the blue_envelope", "belief", "F", "end", [("b", "Noah -> Jayden", "blue_envelope")], ans=True),
 C("blue_envelope", "belief", "F", "end", [("b", "Noah -> Jayden", "blue_envelope")], ans=True, nth=-1),
 ])

R(I, 4, "numbered", "unsound", "red_treasure_chest",
"""1. Jayden was already in the pantry when Noah came in.
2. They both see the peach in the blue_envelope.
3. Noah moves it to the red_treasure_chest while Jayden is watching.
4. Jayden leaves only after that.

Noah therefore thinks Jayden will search in the red_treasure_chest.""",
[C("Jayden was already in the pantry when Noah came in", "presence", "F", 1, [("room", "Jayden", "pantry")],
   note="Noah entered first (line 1); Jayden entered at line 2"),
 C("They both see the peach in the blue_envelope", "event", "T", 3, [("w", "Noah", True), ("w", "Jayden", True), ("loc", "peach", "blue_envelope")]),
 C("Noah moves it to the red_treasure_chest", "event", "T", 4, [("line", 4, "Noah moved the peach to the red_treasure_chest")]),
 C("while Jayden is watching", "presence", "T", 4, [("w", "Jayden", True)]),
 C("Jayden leaves only after that", "order", "T", 5, [("line", 5, "Jayden exited"), ("ord", 4, 5)]),
 C("Noah therefore thinks Jayden will search in the red_treasure_chest", "belief", "T", "end", [NJ], ans=True),
 ])

R(I, 5, "narrative", "sound", "red_treasure_chest",
"""Noah and Jayden were in the pantry together when the peach was in the blue_envelope. Noah then moved it to the red_treasure_chest right in front of Jayden, and only after that did Jayden leave. Noah has every reason to believe Jayden knows the new spot, so he'd expect Jayden to look in the red_treasure_chest.""",
[C("Noah and Jayden were in the pantry together when the peach was in the blue_envelope", "presence", "T", 3,
   [("room", "Noah", "pantry"), ("room", "Jayden", "pantry"), ("loc", "peach", "blue_envelope")]),
 C("Noah then moved it to the red_treasure_chest", "event", "T", 4, [("line", 4, "Noah moved the peach to the red_treasure_chest")]),
 C("right in front of Jayden", "presence", "T", 4, [("w", "Jayden", True)]),
 C("only after that did Jayden leave", "order", "T", 5, [("line", 5, "Jayden exited"), ("ord", 4, 5)]),
 C("Noah has every reason to believe Jayden knows the new spot", "belief", "T", "end", [NJ], ans=True),
 C("he'd expect Jayden to look in the red_treasure_chest", "belief", "T", "end", [NJ], ans=True),
 ])

# =================================================================== item 18
I = "s6809-16-o1"   # Isla, persimmon; gold blue_bottle
IS = ("b", "Isla", "blue_bottle")

R(I, 1, "terse", "sound", "blue_bottle",
"""A. blue_bottle — she moved it back there herself at line 11, after everyone else had left.""",
[C("A. blue_bottle", "belief", "T", "end", [IS], ans=True),
 C("she moved it back there herself at line 11", "event", "T", 11, [("line", 11, "Isla moved the persimmon to the blue_bottle")]),
 C("after everyone else had left", "presence", "T", 11, [("wonly", ["Isla"])]),
 ])

R(I, 2, "numbered", "wrong", "blue_drawer",
"""1. The persimmon starts in the blue_bottle (line 2).
2. Ella leaves; Ava moves it to the blue_drawer (line 5) in front of Gracie, Jackson and Isla.
3. Gracie and Jackson leave without moving anything.
4. Isla's last information: the blue_drawer.

Answer: C. blue_drawer""",
[C("The persimmon starts in the blue_bottle (line 2)", "location", "T", 2, [("loc", "persimmon", "blue_bottle")]),
 C("Ella leaves", "event", "T", 4, [("line", 4, "Ella exited")]),
 C("Ava moves it to the blue_drawer (line 5)", "event", "T", 5, [("line", 5, "Ava moved the persimmon to the blue_drawer")]),
 C("in front of Gracie, Jackson and Isla", "presence", "T", 5, [("w", "Gracie", True), ("w", "Jackson", True), ("w", "Isla", True)]),
 C("Gracie and Jackson leave without moving anything", "event", "T", 10,
   [("line", 8, "Gracie exited"), ("line", 10, "Jackson exited"), ("nopat", 6, 10, "moved")]),
 C("Isla's last information: the blue_drawer", "belief", "F", "end", [("b", "Isla", "blue_drawer")], note="Isla moved it back at line 11"),
 C("C. blue_drawer", "belief", "F", "end", [("b", "Isla", "blue_drawer")], ans=True),
 ])

R(I, 3, "thinking", "unsound", "blue_bottle",
"""<think>
Isla's own belief.
Isla was in the bedroom the whole time and was the last one there. After Jackson left at line 10, she moved the persimmon from the blue_drawer back to the blue_bottle herself (line 11). So she knows it's in the blue_bottle. Jackson also thinks Isla believes it's in the blue_bottle, but that's not what's asked. Nothing after line 12 changes anything: no claims or tells.
</think>
A. blue_bottle""",
[C("Isla was in the bedroom the whole time", "presence", "T", 11, [("roomrange", "Isla", "bedroom", 1, 11)]),
 C("was the last one there", "order", "T", 12, [("line", 12, "Isla exited"), ("ord", 4, 12), ("ord", 6, 12), ("ord", 8, 12), ("ord", 10, 12)]),
 C("After Jackson left at line 10", "event", "T", 10, [("line", 10, "Jackson exited")]),
 C("she moved the persimmon from the blue_drawer back to the blue_bottle herself (line 11)", "event", "T", 11,
   [("line", 11, "Isla moved the persimmon to the blue_bottle"), ("@", 10, ("loc", "persimmon", "blue_drawer"))]),
 C("she knows it's in the blue_bottle", "belief", "T", 11, [IS]),
 C("Jackson also thinks Isla believes it's in the blue_bottle", "belief", "F", "end", [("b", "Jackson -> Isla", "blue_bottle")],
   note="Jackson left before Isla's move: Jackson -> Isla = blue_drawer"),
 C("no claims or tells", "communication", "T", 13, [("nopat", 1, "end", "told"), ("nopat", 1, "end", "claimed")]),
 C("A. blue_bottle", "belief", "T", "end", [IS], ans=True),
 ])

R(I, 4, "narrative", "sound", "blue_bottle",
"""Isla outlasted everyone in the bedroom. She watched Ava move the persimmon from the blue_bottle to the blue_drawer, then saw Gracie and Jackson leave one after the other. Alone in the room, she put the persimmon back into the blue_bottle. Since she did that herself and nothing happens to it afterwards, Isla really thinks the persimmon is in the blue_bottle.""",
[C("Isla outlasted everyone in the bedroom", "order", "T", 12, [("line", 12, "Isla exited"), ("ord", 10, 12), ("ord", 8, 12)]),
 C("She watched Ava move the persimmon from the blue_bottle to the blue_drawer", "event", "T", 5,
   [("line", 5, "Ava moved the persimmon to the blue_drawer"), ("w", "Isla", True)]),
 C("saw Gracie and Jackson leave one after the other", "presence", "T", 8,
   [("line", 8, "Gracie exited"), ("w", "Isla", True), ("@", 10, ("w", "Isla", True)), ("line", 10, "Jackson exited")]),
 C("Alone in the room, she put the persimmon back into the blue_bottle", "event", "T", 11,
   [("line", 11, "Isla moved the persimmon to the blue_bottle"), ("wonly", ["Isla"])]),
 C("nothing happens to it afterwards", "location", "T", "end", [("locsame", "persimmon", 11, "end")]),
 C("Isla really thinks the persimmon is in the blue_bottle", "belief", "T", "end", [IS], ans=True),
 ])

R(I, 5, "answer_first", "unsound", "blue_bottle",
"""**A. blue_bottle**

Ella moved the persimmon to the blue_drawer at line 5, but Isla later moved it back into the blue_bottle once she was alone (line 11). She knows where she put it.""",
[C("**A. blue_bottle**", "belief", "T", "end", [IS], ans=True),
 C("Ella moved the persimmon to the blue_drawer at line 5", "event", "F", 5, [("line", 5, "Ella moved the persimmon")],
   note="line 5: Ava moved it; Ella had already left at line 4"),
 C("Isla later moved it back into the blue_bottle", "event", "T", 11, [("line", 11, "Isla moved the persimmon to the blue_bottle")]),
 C("once she was alone (line 11)", "presence", "T", 11, [("wonly", ["Isla"])]),
 C("She knows where she put it", "belief", "T", "end", [IS]),
 ])

# =================================================================== item 19
I = "s6809-18-o3"   # Ella -> Mason -> Liam, eggplant; gold green_container
EML = "Ella -> Mason -> Liam"

R(I, 1, "answer_first", "wrong", "blue_crate",
"""B. blue_crate

Liam moved the eggplant to the blue_crate at line 7 while Mason was watching, so Mason thinks Liam thinks it's in the blue_crate. Ella would know that Mason saw Liam's move.""",
[C("B. blue_crate", "belief", "F", "end", [("b", EML, "blue_crate")], ans=True),
 C("Liam moved the eggplant to the blue_crate at line 7", "event", "T", 7, [("line", 7, "Liam moved the eggplant to the blue_crate")]),
 C("while Mason was watching", "presence", "T", 7, [("w", "Mason", True)]),
 C("Mason thinks Liam thinks it's in the blue_crate", "belief", "T", "end", [("b", "Mason -> Liam", "blue_crate")]),
 C("Ella would know that Mason saw Liam's move", "belief", "F", "end", [("b", EML, "blue_crate")],
   note="Ella left at line 6, before Liam's move"),
 ])

R(I, 2, "numbered", "sound", "green_container",
"""1. Ella moves the eggplant from the red_container to the green_container at line 5, and Mason and Liam both see it.
2. Ella exits at line 6, so she doesn't see anything after that.
3. Liam's move to the blue_crate (7), Mason's move to the red_envelope (9) and Aria's move back to the red_container (11) all happen without Ella.
4. So as far as Ella knows, Mason and Liam both last saw the eggplant in the green_container, and Mason would think Liam thinks the same.

Answer: D. green_container""",
[C("Ella moves the eggplant from the red_container to the green_container at line 5", "event", "T", 5,
   [("line", 5, "Ella moved the eggplant to the green_container"), ("@", 4, ("loc", "eggplant", "red_container"))]),
 C("Mason and Liam both see it", "presence", "T", 5, [("w", "Mason", True), ("w", "Liam", True)]),
 C("Ella exits at line 6", "event", "T", 6, [("line", 6, "Ella exited")]),
 C("she doesn't see anything after that", "presence", "T", 7,
   [("w", "Ella", False), ("@", 9, ("w", "Ella", False)), ("@", 11, ("w", "Ella", False))]),
 C("Liam's move to the blue_crate (7)", "event", "T", 7, [("line", 7, "Liam moved the eggplant to the blue_crate")]),
 C("Mason's move to the red_envelope (9)", "event", "T", 9, [("line", 9, "Mason moved the eggplant to the red_envelope")]),
 C("Aria's move back to the red_container (11)", "event", "T", 11, [("line", 11, "Aria moved the eggplant to the red_container")]),
 C("all happen without Ella", "presence", "T", 7,
   [("w", "Ella", False), ("@", 9, ("w", "Ella", False)), ("@", 11, ("w", "Ella", False))]),
 C("as far as Ella knows, Mason and Liam both last saw the eggplant in the green_container", "belief", "T", "end",
   [("b", "Ella -> Mason", "green_container"), ("b", "Ella -> Liam", "green_container")]),
 C("Mason would think Liam thinks the same", "belief", "T", "end", [("b", EML, "green_container")], ans=True),
 C("D. green_container", "belief", "T", "end", [("b", EML, "green_container")], ans=True),
 ])

R(I, 3, "terse", "unsound", "green_container",
"""D. green_container — Ella left right after putting it there, before Oliver moved it to the blue_crate.""",
[C("D. green_container", "belief", "T", "end", [("b", EML, "green_container")], ans=True),
 C("Ella left right after putting it there", "event", "T", 6, [("line", 6, "Ella exited"), ("line", 5, "Ella moved the eggplant to the green_container")]),
 C("Oliver moved it to the blue_crate", "event", "F", 7, [("line", 7, "Oliver moved the eggplant")],
   note="line 7: Liam moved it; Oliver had left at line 4"),
 ])

R(I, 4, "thinking", "unsupported", "green_container",
"""<think>
Third-order question with Ella at the top of the chain, so only what Ella could have known matters. Her last picture of the other two is the answer, and that gives green_container.
</think>
D. green_container""",
[C("that gives green_container", "belief", "T", "end", [("b", EML, "green_container")], ans=True),
 C("D. green_container", "belief", "T", "end", [("b", EML, "green_container")], ans=True),
 ])

R(I, 5, "narrative", "unsound", "green_container",
"""Ella is the one who moved the eggplant into the green_container, with Mason, Liam and Aria all watching, and she walked out immediately afterwards. Liam then moved it to the blue_crate and left, and Mason moved it to the red_envelope; Ella saw none of this. Oliver, who had left at the very start, also missed everything. Aria was the last one in the workshop and put the eggplant in the red_container before Mason left. From Ella's vantage point, though, Mason's model of Liam is frozen at the green_container.""",
[C("Ella is the one who moved the eggplant into the green_container", "event", "T", 5, [("line", 5, "Ella moved the eggplant to the green_container")]),
 C("with Mason, Liam and Aria all watching", "presence", "T", 5, [("w", "Mason", True), ("w", "Liam", True), ("w", "Aria", True)]),
 C("she walked out immediately afterwards", "event", "T", 6, [("line", 6, "Ella exited")]),
 C("Liam then moved it to the blue_crate and left", "event", "T", 7, [("line", 7, "Liam moved the eggplant to the blue_crate"), ("line", 8, "Liam exited")]),
 C("Mason moved it to the red_envelope", "event", "T", 9, [("line", 9, "Mason moved the eggplant to the red_envelope")]),
 C("Ella saw none of this", "presence", "T", 7, [("w", "Ella", False), ("@", 9, ("w", "Ella", False))]),
 C("Oliver, who had left at the very start", "event", "T", 4, [("line", 4, "Oliver exited"), ("nopat", 1, 3, "exited")]),
 C("also missed everything", "presence", "T", 5,
   [("w", "Oliver", False), ("@", 7, ("w", "Oliver", False)), ("@", 9, ("w", "Oliver", False)), ("@", 11, ("w", "Oliver", False))]),
 C("Aria was the last one in the workshop", "order", "T", 12, [("line", 12, "Aria exited"), ("ord", 10, 12)]),
 C("put the eggplant in the red_container before Mason left", "order", "F", 11,
   [("line", 11, "Aria moved the eggplant to the red_container"), ("line", 10, "Mason exited"), ("ord", 11, 10)],
   note="Mason exited at 10; Aria's move is line 11"),
 C("Mason's model of Liam is frozen at the green_container", "belief", "T", "end", [("b", EML, "green_container")], ans=True),
 ])

# =================================================================== item 20
I = "s6809-6-o1"   # Mila, cherry; gold blue_crate
MI = ("b", "Mila", "blue_crate")

R(I, 1, "narrative", "wrong", "blue_bathtub",
"""The cherry starts in the blue_bathtub, Evelyn moves it to the blue_crate, and at the end of the first scene Alexander moves it back to the blue_bathtub when he's alone. Mila spends time with Alexander later in the crawlspace, and the two of them clearly compare notes there, so she ends up thinking the cherry is in the blue_bathtub.""",
[C("The cherry starts in the blue_bathtub", "location", "T", 2, [("loc", "cherry", "blue_bathtub")]),
 C("Evelyn moves it to the blue_crate", "event", "T", 3, [("line", 3, "Evelyn moved the cherry to the blue_crate")]),
 C("Alexander moves it back to the blue_bathtub", "event", "T", 12, [("line", 12, "Alexander moved the cherry to the blue_bathtub")]),
 C("when he's alone", "presence", "T", 12, [("wonly", ["Alexander"])]),
 C("Mila spends time with Alexander later in the crawlspace", "presence", "T", 15, [("room", "Mila", "crawlspace"), ("room", "Alexander", "crawlspace")]),
 C("the two of them clearly compare notes there", "communication", "U", None, note="no such exchange is narrated; what they talk about is not determinable"),
 C("she ends up thinking the cherry is in the blue_bathtub", "belief", "F", "end", [("b", "Mila", "blue_bathtub")], ans=True),
 ])

R(I, 2, "answer_first", "sound", "blue_crate",
"""I. blue_crate

Mila saw Evelyn move the cherry from the blue_bathtub to the blue_crate and left the staircase at line 6. Alexander's move back to the blue_bathtub happened later, with nobody else around. Everything afterwards, the crawlspace scene and the claims included, is about the banana.""",
[C("I. blue_crate", "belief", "T", "end", [MI], ans=True),
 C("Mila saw Evelyn move the cherry from the blue_bathtub to the blue_crate", "event", "T", 3,
   [("line", 3, "Evelyn moved the cherry to the blue_crate"), ("w", "Mila", True)]),
 C("left the staircase at line 6", "event", "T", 6, [("line", 6, "Mila exited the staircase")]),
 C("Alexander's move back to the blue_bathtub happened later", "event", "T", 12,
   [("line", 12, "Alexander moved the cherry to the blue_bathtub"), ("ord", 6, 12)]),
 C("with nobody else around", "presence", "T", 12, [("wonly", ["Alexander"])]),
 C("Everything afterwards, the crawlspace scene and the claims included, is about the banana", "event", "T", 24,
   [("locsame", "cherry", 13, "end"), ("line", 24, "banana"), ("line", 25, "banana"), ("line", 17, "banana")]),
 ])

R(I, 3, "numbered", "sound", "blue_crate",
"""1. Line 3: Evelyn moves the cherry to the blue_crate, with Mila present.
2. Line 6: Mila leaves the staircase.
3. Line 12: Alexander moves it to the blue_bathtub. Avery had left just before that, and Mila was long gone.
4. The later scenes involve the banana, not the cherry.

Mila really thinks the cherry is in the blue_crate.""",
[C("Evelyn moves the cherry to the blue_crate", "event", "T", 3, [("line", 3, "Evelyn moved the cherry to the blue_crate")]),
 C("with Mila present", "presence", "T", 3, [("w", "Mila", True)]),
 C("Mila leaves the staircase", "event", "T", 6, [("line", 6, "Mila exited the staircase")]),
 C("Alexander moves it to the blue_bathtub", "event", "T", 12, [("line", 12, "Alexander moved the cherry to the blue_bathtub")]),
 C("Avery had left just before that", "presence", "T", 12, [("roomn", "Avery", "staircase"), ("line", 11, "Avery exited")]),
 C("Mila was long gone", "presence", "T", 12, [("w", "Mila", False), ("roomn", "Mila", "staircase")]),
 C("The later scenes involve the banana, not the cherry", "event", "T", 16, [("locsame", "cherry", 13, "end"), ("line", 16, "banana")]),
 C("Mila really thinks the cherry is in the blue_crate", "belief", "T", "end", [MI], ans=True),
 ])

R(I, 4, "terse", "sound", "blue_crate",
"""blue_crate. She left before Alexander moved it back.""",
[C("blue_crate", "belief", "T", "end", [MI], ans=True, nth=1),
 C("She left before Alexander moved it back", "order", "T", 12,
   [("line", 6, "Mila exited"), ("line", 12, "Alexander moved the cherry to the blue_bathtub"), ("ord", 6, 12)]),
 ])

R(I, 5, "thinking", "unsound", "blue_crate",
"""<think>
Mila's own belief about the cherry.
Evelyn: blue_bathtub -> blue_crate at line 3, everyone present. Evelyn leaves at 4, Mila leaves at 6. Then Lily (8) and Avery (11). Alexander is alone and moves the cherry to the blue_bathtub at 12.
Mila was not there for that, so she still has the blue_crate.
Crawlspace part: banana in the green_bucket, Lily moves it to the green_cupboard, Alexander to the blue_bottle, Mila to the green_envelope. Alexander then publicly claims the banana is in the blue_bottle. Doesn't matter, that's the banana.
</think>
I. blue_crate""",
[C("blue_bathtub -> blue_crate at line 3", "event", "T", 3, [("line", 3, "Evelyn moved the cherry to the blue_crate")]),
 C("everyone present", "presence", "T", 3, [("w", a, True) for a in ("Evelyn", "Mila", "Lily", "Avery", "Alexander")]),
 C("Evelyn leaves at 4", "event", "T", 4, [("line", 4, "Evelyn exited")]),
 C("Mila leaves at 6", "event", "T", 6, [("line", 6, "Mila exited")]),
 C("Lily (8)", "event", "T", 8, [("line", 8, "Lily exited")]),
 C("Avery (11)", "event", "T", 11, [("line", 11, "Avery exited")]),
 C("Alexander is alone", "presence", "T", 12, [("wonly", ["Alexander"])]),
 C("moves the cherry to the blue_bathtub at 12", "event", "T", 12, [("line", 12, "Alexander moved the cherry to the blue_bathtub")]),
 C("Mila was not there for that", "presence", "T", 12, [("w", "Mila", False)]),
 C("she still has the blue_crate", "belief", "T", 12, [MI]),
 C("banana in the green_bucket", "location", "T", 16, [("loc", "banana", "green_bucket")]),
 C("Lily moves it to the green_cupboard", "event", "T", 17, [("line", 17, "Lily moved the banana to the green_cupboard")]),
 C("Alexander to the blue_bottle", "event", "T", 19, [("line", 19, "Alexander moved the banana to the blue_bottle")]),
 C("Mila to the green_envelope", "event", "T", 21, [("line", 21, "Mila moved the banana to the green_envelope")]),
 C("Alexander then publicly claims the banana is in the blue_bottle", "communication", "F", 24,
   [("line", 24, "Alexander publicly claimed that banana is in the blue_bottle")], note="line 24: his public claim is the green_bucket"),
 C("I. blue_crate", "belief", "T", "end", [MI], ans=True),
 ])

# =================================================================== item 21
I = "s6809-5-o0"   # persimmon really; gold blue_box
PB = ("loc", "persimmon", "blue_box")

R(I, 1, "numbered", "sound", "blue_box",
"""1. blue_basket (line 2) → red_basket (William, line 7) → blue_box (Lucas, line 9).
2. Alexander, alone, moves it back to the blue_basket (line 14).
3. Second visit: Oliver moves it from the blue_basket to the blue_box (line 19), and nobody moves it again.
4. William's public claim (blue_box) happens to be true; Oliver's private message (green_bucket) is false, but neither one moves the persimmon.

Answer: C. blue_box""",
[C("blue_basket (line 2)", "location", "T", 2, [("loc", "persimmon", "blue_basket")]),
 C("red_basket (William, line 7)", "event", "T", 7, [("line", 7, "William moved the persimmon to the red_basket")]),
 C("blue_box (Lucas, line 9)", "event", "T", 9, [("line", 9, "Lucas moved the persimmon to the blue_box")]),
 C("Alexander, alone, moves it back to the blue_basket (line 14)", "event", "T", 14,
   [("line", 14, "Alexander moved the persimmon to the blue_basket"), ("wonly", ["Alexander"])]),
 C("Oliver moves it from the blue_basket to the blue_box (line 19)", "event", "T", 19,
   [("line", 19, "Oliver moved the persimmon to the blue_box"), ("@", 18, ("loc", "persimmon", "blue_basket"))]),
 C("nobody moves it again", "location", "T", "end", [("locsame", "persimmon", 19, "end")]),
 C("William's public claim (blue_box) happens to be true", "communication", "T", 26,
   [("line", 26, "William publicly claimed that persimmon is in the blue_box"), PB]),
 C("Oliver's private message (green_bucket) is false", "location", "T", 28,
   [("line", 28, "Oliver privately told William that the persimmon is in the green_bucket"), ("locn", "persimmon", "green_bucket")]),
 C("neither one moves the persimmon", "location", "T", 28, [("locsame", "persimmon", 25, 28)]),
 C("C. blue_box", "location", "T", "end", [PB], ans=True),
 ])

R(I, 2, "thinking", "wrong", "blue_basket",
"""<think>
Follow the moves: blue_basket, then William to red_basket (7), Lucas to blue_box (9), Alexander back to blue_basket (14).
Second trip: Oliver, Owen and William enter the garden, and line 18 says the persimmon is in the blue_basket. That's the narrator confirming the location. Then they leave one by one. William claims blue_box, Oliver tells William green_bucket; they conflict, so I'll trust the narrator's statement at 18.
</think>
B. blue_basket""",
[C("William to red_basket (7)", "event", "T", 7, [("line", 7, "William moved the persimmon to the red_basket")]),
 C("Lucas to blue_box (9)", "event", "T", 9, [("line", 9, "Lucas moved the persimmon to the blue_box")]),
 C("Alexander back to blue_basket (14)", "event", "T", 14, [("line", 14, "Alexander moved the persimmon to the blue_basket")]),
 C("Oliver, Owen and William enter the garden", "presence", "T", 17,
   [("room", "Oliver", "garden"), ("room", "Owen", "garden"), ("room", "William", "garden")]),
 C("line 18 says the persimmon is in the blue_basket", "location", "T", 18, [("loc", "persimmon", "blue_basket"), ("line", 18, "blue_basket")]),
 C("Then they leave one by one", "event", "T", 24, [("line", 20, "Oliver exited"), ("line", 22, "Owen exited"), ("line", 24, "William exited")]),
 C("William claims blue_box", "communication", "T", 26, [("line", 26, "William publicly claimed that persimmon is in the blue_box")]),
 C("Oliver tells William green_bucket", "communication", "T", 28, [("line", 28, "Oliver privately told William that the persimmon is in the green_bucket")]),
 C("B. blue_basket", "location", "F", "end", [("loc", "persimmon", "blue_basket")], ans=True),
 ])

R(I, 3, "terse", "unsupported", "blue_box",
"""C — blue_box.""",
[C("C — blue_box", "location", "T", "end", [PB], ans=True)])

R(I, 4, "answer_first", "unsound", "blue_box",
"""C. blue_box

The persimmon's last physical move is at line 19: Oliver moves it from the blue_basket to the blue_box while Owen and Lucas watch. Nobody moves it after that.""",
[C("C. blue_box", "location", "T", "end", [PB], ans=True),
 C("The persimmon's last physical move is at line 19", "event", "T", 19, [("line", 19, "moved the persimmon"), ("nopat", 20, "end", "moved")]),
 C("Oliver moves it from the blue_basket to the blue_box", "event", "T", 19, [("line", 19, "Oliver moved the persimmon to the blue_box")]),
 C("while Owen and Lucas watch", "presence", "F", 19, [("w", "Owen", True), ("w", "Lucas", True)],
   note="Lucas is not in the second group; Owen and William watch"),
 C("Nobody moves it after that", "location", "T", "end", [("locsame", "persimmon", 19, "end")]),
 ])

R(I, 5, "narrative", "unsound", "blue_box",
"""The persimmon goes on quite a journey. From the green_bucket, William takes it to the red_basket and Lucas to the blue_box; then Alexander, left alone, returns it to the blue_basket. When Oliver, Owen and William come back into the garden, Oliver moves it once more into the blue_box, and that's the final move. William's later announcement and Oliver's whispered green_bucket tip are just talk. So the persimmon is really in the blue_box.""",
[C("From the green_bucket", "location", "F", 2, [("loc", "persimmon", "green_bucket")],
   note="it starts in the blue_basket (line 2); the green_bucket is only Oliver's false tip"),
 C("William takes it to the red_basket", "event", "T", 7, [("line", 7, "William moved the persimmon to the red_basket")]),
 C("Lucas to the blue_box", "event", "T", 9, [("line", 9, "Lucas moved the persimmon to the blue_box")]),
 C("Alexander, left alone, returns it to the blue_basket", "event", "T", 14,
   [("line", 14, "Alexander moved the persimmon to the blue_basket"), ("wonly", ["Alexander"])]),
 C("When Oliver, Owen and William come back into the garden", "presence", "T", 17,
   [("room", "Oliver", "garden"), ("room", "Owen", "garden"), ("room", "William", "garden")]),
 C("Oliver moves it once more into the blue_box", "event", "T", 19, [("line", 19, "Oliver moved the persimmon to the blue_box")]),
 C("that's the final move", "event", "T", 19, [("nopat", 20, "end", "moved")]),
 C("Oliver's whispered green_bucket tip", "communication", "T", 28, [("line", 28, "Oliver privately told William that the persimmon is in the green_bucket")]),
 C("the persimmon is really in the blue_box", "location", "T", "end", [PB], ans=True),
 ])

# =================================================================== item 22
I = "s6809-23-o3"   # Ella -> Evelyn -> Aiden, broccoli; gold red_bathtub
EEA = "Ella -> Evelyn -> Aiden"

R(I, 1, "terse", "wrong", "green_bucket",
"""G. green_bucket — Aria put it back there at the end.""",
[C("G. green_bucket", "belief", "F", "end", [("b", EEA, "green_bucket")], ans=True),
 C("Aria put it back there at the end", "event", "T", 14, [("line", 14, "Aria moved the broccoli to the green_bucket")]),
 ])

R(I, 2, "answer_first", "sound", "red_bathtub",
"""**F. red_bathtub**

Ella left the porch at line 5, right after moving the broccoli into the red_bathtub. She never sees Aiden's move to the blue_box or Aria's move back to the green_bucket, so in Ella's mind both Evelyn and Aiden last saw it in the red_bathtub, and Evelyn would think Aiden thinks the same. The back_yard scene is only about the apple.""",
[C("**F. red_bathtub**", "belief", "T", "end", [("b", EEA, "red_bathtub")], ans=True),
 C("Ella left the porch at line 5", "event", "T", 5, [("line", 5, "Ella exited the porch")]),
 C("right after moving the broccoli into the red_bathtub", "event", "T", 4, [("line", 4, "Ella moved the broccoli to the red_bathtub")]),
 C("She never sees Aiden's move to the blue_box", "presence", "T", 9, [("line", 9, "Aiden moved the broccoli to the blue_box"), ("w", "Ella", False)]),
 C("or Aria's move back to the green_bucket", "presence", "T", 14, [("line", 14, "Aria moved the broccoli to the green_bucket"), ("w", "Ella", False)]),
 C("in Ella's mind both Evelyn and Aiden last saw it in the red_bathtub", "belief", "T", "end",
   [("b", "Ella -> Evelyn", "red_bathtub"), ("b", "Ella -> Aiden", "red_bathtub")]),
 C("Evelyn would think Aiden thinks the same", "belief", "T", "end", [("b", EEA, "red_bathtub")], ans=True),
 C("The back_yard scene is only about the apple", "event", "T", 20, [("locsame", "broccoli", 17, "end"), ("line", 20, "apple")]),
 ])

R(I, 3, "numbered", "unsound", "red_bathtub",
"""1. Line 4: Ella moves the broccoli from the green_bucket to the red_bathtub while everyone is on the porch.
2. Line 5: Ella leaves.
3. Line 9: Aiden moves it to the blue_box, with Evelyn, Aria and Abigail still on the porch.
4. Line 14: Aria moves it back to the green_bucket.
5. Ella only saw the first of these moves, so her model of Evelyn's model of Aiden is the red_bathtub.

Answer: F. red_bathtub""",
[C("Ella moves the broccoli from the green_bucket to the red_bathtub", "event", "T", 4,
   [("line", 4, "Ella moved the broccoli to the red_bathtub"), ("@", 3, ("loc", "broccoli", "green_bucket"))]),
 C("while everyone is on the porch", "presence", "T", 4, [("w", a, True) for a in ("Ella", "Abigail", "Aiden", "Evelyn", "Aria")]),
 C("Ella leaves", "event", "T", 5, [("line", 5, "Ella exited")]),
 C("Aiden moves it to the blue_box", "event", "T", 9, [("line", 9, "Aiden moved the broccoli to the blue_box")]),
 C("with Evelyn, Aria and Abigail still on the porch", "presence", "F", 9,
   [("room", "Evelyn", "porch"), ("room", "Aria", "porch"), ("room", "Abigail", "porch")], note="Abigail exited at line 8"),
 C("Aria moves it back to the green_bucket", "event", "T", 14, [("line", 14, "Aria moved the broccoli to the green_bucket")]),
 C("Ella only saw the first of these moves", "presence", "T", 9,
   [("@", 4, ("w", "Ella", True)), ("w", "Ella", False), ("@", 14, ("w", "Ella", False))]),
 C("her model of Evelyn's model of Aiden is the red_bathtub", "belief", "T", "end", [("b", EEA, "red_bathtub")], ans=True),
 C("F. red_bathtub", "belief", "T", "end", [("b", EEA, "red_bathtub")], ans=True),
 ])

R(I, 4, "thinking", "sound", "red_bathtub",
"""<think>
Ella -> Evelyn -> Aiden, broccoli.
Ella's last moment on the porch: line 5 is her move... no, line 4 is the move (green_bucket -> red_bathtub) and line 5 is her exit. Evelyn and Aiden were both there for the move.
After 5, Ella sees nothing of the broccoli. Aiden's blue_box move (9): Evelyn saw it, but Ella doesn't know that. So the real Evelyn->Aiden is blue_box, but the question is Ella's model, and Ella can't know about it.
Ella's back_yard visit with Abigail and Aiden is all about the apple.
So Ella thinks Evelyn thinks Aiden thinks red_bathtub.
</think>
F. red_bathtub""",
[C("line 4 is the move (green_bucket -> red_bathtub)", "event", "T", 4, [("line", 4, "Ella moved the broccoli to the red_bathtub")]),
 C("line 5 is her exit", "event", "T", 5, [("line", 5, "Ella exited")]),
 C("Evelyn and Aiden were both there for the move", "presence", "T", 4, [("w", "Evelyn", True), ("w", "Aiden", True)]),
 C("After 5, Ella sees nothing of the broccoli", "presence", "T", 9, [("w", "Ella", False), ("@", 14, ("w", "Ella", False))]),
 C("Aiden's blue_box move (9)", "event", "T", 9, [("line", 9, "Aiden moved the broccoli to the blue_box")]),
 C("Evelyn saw it", "presence", "T", 9, [("w", "Evelyn", True)]),
 C("Ella doesn't know that", "belief", "T", "end", [("b", EEA, "red_bathtub")]),
 C("the real Evelyn->Aiden is blue_box", "belief", "T", "end", [("b", "Evelyn -> Aiden", "blue_box")]),
 C("Ella's back_yard visit with Abigail and Aiden is all about the apple", "event", "T", 19,
   [("@", 17, ("room", "Ella", "back_yard")), ("@", 17, ("room", "Abigail", "back_yard")), ("@", 17, ("room", "Aiden", "back_yard")),
    ("line", 19, "apple"), ("locsame", "broccoli", 17, "end")]),
 C("So Ella thinks Evelyn thinks Aiden thinks red_bathtub", "belief", "T", "end", [("b", EEA, "red_bathtub")], ans=True),
 C("F. red_bathtub", "belief", "T", "end", [("b", EEA, "red_bathtub")], ans=True),
 ])

R(I, 5, "narrative", "wrong", "blue_box",
"""Evelyn stayed on the porch long enough to see Aiden move the broccoli to the blue_box at line 9, so Evelyn knows Aiden thinks it's in the blue_box. Ella and Aiden later spend time together in the back_yard, and Ella picks up on what Aiden knows there. So Ella thinks Evelyn thinks Aiden thinks it's in the blue_box.""",
[C("Evelyn stayed on the porch long enough to see Aiden move the broccoli to the blue_box at line 9", "event", "T", 9,
   [("line", 9, "Aiden moved the broccoli to the blue_box"), ("w", "Evelyn", True)]),
 C("Evelyn knows Aiden thinks it's in the blue_box", "belief", "T", "end", [("b", "Evelyn -> Aiden", "blue_box")]),
 C("Ella and Aiden later spend time together in the back_yard", "presence", "T", 17, [("room", "Ella", "back_yard"), ("room", "Aiden", "back_yard")]),
 C("Ella picks up on what Aiden knows there", "belief", "F", "end", [("b", "Ella -> Aiden", "blue_box")],
   note="nothing about the broccoli happens in the back_yard; Ella -> Aiden stays red_bathtub"),
 C("So Ella thinks Evelyn thinks Aiden thinks it's in the blue_box", "belief", "F", "end", [("b", EEA, "blue_box")], ans=True),
 ])

# =================================================================== item 23
I = "s6809-22-o2"   # Oliver -> Abigail, corn; gold green_crate
OA = ("b", "Oliver -> Abigail", "green_crate")

R(I, 1, "thinking", "unsound", "green_crate",
"""<think>
Oliver -> Abigail.
Abigail moved the corn to the green_crate at 3 and left at 4. Oliver saw both. So Oliver knows Abigail's last info = green_crate.
Oliver's own move to the red_container at 7: Logan was still there, Abigail wasn't. Doesn't matter for Abigail.
No communications in this one.
</think>
J. green_crate""",
[C("Abigail moved the corn to the green_crate at 3", "event", "T", 3, [("line", 3, "Abigail moved the corn to the green_crate")]),
 C("left at 4", "event", "T", 4, [("line", 4, "Abigail exited")]),
 C("Oliver saw both", "presence", "T", 4, [("w", "Oliver", True), ("@", 3, ("w", "Oliver", True))]),
 C("Oliver knows Abigail's last info = green_crate", "belief", "T", "end", [OA], ans=True),
 C("Oliver's own move to the red_container at 7", "event", "T", 7, [("line", 7, "Oliver moved the corn to the red_container")]),
 C("Logan was still there", "presence", "F", 7, [("w", "Logan", True)], note="Logan exited at line 6"),
 C("Abigail wasn't", "presence", "T", 7, [("w", "Abigail", False)]),
 C("No communications in this one", "communication", "T", 14, [("nopat", 1, "end", "told"), ("nopat", 1, "end", "claimed")]),
 C("J. green_crate", "belief", "T", "end", [OA], ans=True),
 ])

R(I, 2, "narrative", "sound", "green_crate",
"""Abigail put the corn in the green_crate and then left the front yard right away, while Oliver was still standing there. Everything that happens to the corn after that, Oliver's own move to the red_container and Jayden's move to the blue_basket, takes place after Abigail is gone. So Oliver thinks Abigail still believes the corn is in the green_crate.""",
[C("Abigail put the corn in the green_crate", "event", "T", 3, [("line", 3, "Abigail moved the corn to the green_crate")]),
 C("then left the front yard right away", "event", "T", 4, [("line", 4, "Abigail exited the front_yard")]),
 C("while Oliver was still standing there", "presence", "T", 4, [("room", "Oliver", "front_yard")]),
 C("Oliver's own move to the red_container", "event", "T", 7, [("line", 7, "Oliver moved the corn to the red_container")]),
 C("Jayden's move to the blue_basket", "event", "T", 9, [("line", 9, "Jayden moved the corn to the blue_basket")]),
 C("takes place after Abigail is gone", "order", "T", 7, [("ord", 4, 7), ("ord", 4, 9)]),
 C("Oliver thinks Abigail still believes the corn is in the green_crate", "belief", "T", "end", [OA], ans=True),
 ])

R(I, 3, "answer_first", "wrong", "red_container",
"""G. red_container

Oliver moved the corn to the red_container himself at line 7, and he'd assume everyone knows where the corn is now, Abigail included.""",
[C("G. red_container", "belief", "F", "end", [("b", "Oliver -> Abigail", "red_container")], ans=True),
 C("Oliver moved the corn to the red_container himself at line 7", "event", "T", 7, [("line", 7, "Oliver moved the corn to the red_container")]),
 C("he'd assume everyone knows where the corn is now, Abigail included", "belief", "F", "end",
   [("b", "Oliver -> Abigail", "red_container")], ans=True),
 ])

R(I, 4, "terse", "unsound", "green_crate",
"""J. green_crate. Abigail left after Logan did, but before Oliver's move.""",
[C("J. green_crate", "belief", "T", "end", [OA], ans=True),
 C("Abigail left after Logan did", "order", "F", 4, [("line", 4, "Abigail exited"), ("line", 6, "Logan exited"), ("ord", 6, 4)],
   note="Abigail exited at 4, Logan at 6"),
 C("before Oliver's move", "order", "T", 4, [("line", 7, "Oliver moved the corn"), ("ord", 4, 7)]),
 ])

R(I, 5, "numbered", "unsupported", "green_crate",
"""1. The question is about Oliver's belief regarding Abigail's belief.
2. So what matters is Oliver's picture of Abigail's knowledge.
3. That picture points to the green_crate.

Answer: J. green_crate""",
[C("That picture points to the green_crate", "belief", "T", "end", [OA], ans=True),
 C("J. green_crate", "belief", "T", "end", [OA], ans=True),
 ])

# =================================================================== item 24
I = "s6809-20-o0"   # tangerine really; gold green_container
TG = ("loc", "tangerine", "green_container")

R(I, 1, "answer_first", "unsound", "green_container",
"""F. green_container

Olivia moved the tangerine into the green_container at line 9, and that's the last physical move. James's public claim (red_suitcase) and Charlotte's private message (red_envelope) are both wrong. Carter ignores James's claim anyway, and in any case words don't move the tangerine.""",
[C("F. green_container", "location", "T", "end", [TG], ans=True),
 C("Olivia moved the tangerine into the green_container at line 9", "event", "T", 9, [("line", 9, "Olivia moved the tangerine to the green_container")]),
 C("that's the last physical move", "event", "T", 9, [("nopat", 10, "end", "moved")]),
 C("James's public claim (red_suitcase) and Charlotte's private message (red_envelope) are both wrong", "location", "T", 15,
   [("line", 14, "James publicly claimed that tangerine is in the red_suitcase"),
    ("line", 15, "Charlotte privately told James that the tangerine is in the red_envelope"),
    ("locn", "tangerine", "red_suitcase"), ("locn", "tangerine", "red_envelope")]),
 C("Carter ignores James's claim", "communication", "F", 14, [("same", "Carter", 13, 14)],
   note="Carter left (4) before James (8), so he trusts him: Carter blue_container -> red_suitcase"),
 ])

R(I, 2, "numbered", "sound", "green_container",
"""1. Line 2: tangerine in the blue_container.
2. Line 5: Nathan → red_suitcase.
3. Line 9: Olivia → green_container (only Charlotte sees her do it).
4. No further moves; lines 14–15 are just statements.

Answer: F. green_container""",
[C("tangerine in the blue_container", "location", "T", 2, [("loc", "tangerine", "blue_container")]),
 C("Nathan → red_suitcase", "event", "T", 5, [("line", 5, "Nathan moved the tangerine to the red_suitcase")]),
 C("Olivia → green_container", "event", "T", 9, [("line", 9, "Olivia moved the tangerine to the green_container")]),
 C("only Charlotte sees her do it", "presence", "T", 9, [("wonly", ["Charlotte", "Olivia"])]),
 C("No further moves", "location", "T", "end", [("locsame", "tangerine", 9, "end")]),
 C("lines 14–15 are just statements", "communication", "T", 14, [("line", 14, "publicly claimed"), ("line", 15, "privately told")]),
 C("F. green_container", "location", "T", "end", [TG], ans=True),
 ])

R(I, 3, "terse", "wrong", "red_suitcase",
"""J. red_suitcase — that's what James announced.""",
[C("J. red_suitcase", "location", "F", "end", [("loc", "tangerine", "red_suitcase")], ans=True),
 C("that's what James announced", "communication", "T", 14, [("line", 14, "James publicly claimed that tangerine is in the red_suitcase")]),
 ])

R(I, 4, "thinking", "sound", "green_container",
"""<think>
Physical moves only: blue_container (2) -> red_suitcase (Nathan, 5) -> green_container (Olivia, 9).
Then Olivia leaves, then Charlotte. James had left earlier, though that doesn't matter for the real location.
James claims red_suitcase publicly (14). Charlotte tells James red_envelope (15). Neither is a move.
</think>
F. green_container""",
[C("blue_container (2)", "location", "T", 2, [("loc", "tangerine", "blue_container")]),
 C("red_suitcase (Nathan, 5)", "event", "T", 5, [("line", 5, "Nathan moved the tangerine to the red_suitcase")]),
 C("green_container (Olivia, 9)", "event", "T", 9, [("line", 9, "Olivia moved the tangerine to the green_container")]),
 C("Then Olivia leaves, then Charlotte", "order", "T", 12, [("line", 10, "Olivia exited"), ("line", 12, "Charlotte exited"), ("ord", 10, 12)]),
 C("James had left earlier", "order", "T", 8, [("line", 8, "James exited"), ("ord", 8, 10)]),
 C("James claims red_suitcase publicly (14)", "communication", "T", 14, [("line", 14, "James publicly claimed that tangerine is in the red_suitcase")]),
 C("Charlotte tells James red_envelope (15)", "communication", "T", 15, [("line", 15, "Charlotte privately told James that the tangerine is in the red_envelope")]),
 C("Neither is a move", "location", "T", 15, [("locsame", "tangerine", 13, 15)]),
 C("F. green_container", "location", "T", "end", [TG], ans=True),
 ])

R(I, 5, "narrative", "unsupported", "green_container",
"""The tangerine is really in the green_container. What the characters believe or say about it is a separate question.""",
[C("The tangerine is really in the green_container", "location", "T", "end", [TG], ans=True)])

# =================================================================== item 25
I = "tomi-s6809-3-reality"   # peach really; gold green_pantry
PG = ("loc", "peach", "green_pantry")

R(I, 1, "terse", "sound", "green_pantry",
"""green_pantry — Mason moved it there at line 5, and nobody moves it afterwards.""",
[C("green_pantry", "location", "T", "end", [PG], ans=True, nth=1),
 C("Mason moved it there at line 5", "event", "T", 5, [("line", 5, "Mason moved the peach to the green_pantry")]),
 C("nobody moves it afterwards", "location", "T", "end", [("locsame", "peach", 5, "end")]),
 ])

R(I, 2, "thinking", "wrong", None,
"""<think>
Reality question. The peach starts in the red_suitcase (line 4), then Mason moves it to the green_pantry (line 5) while James is there. James leaves. Jayden enters the master_bedroom, not the garage.
So the peach is in the green_pantry... though after James leaves, Mason is still in the garage alone, and the story doesn't say what he does there. Can't be sure.
</think>
It's most likely in the green_pantry, but it could have been moved back to the red_suitcase after James left; the story doesn't rule that out.""",
[C("The peach starts in the red_suitcase (line 4)", "location", "T", 4, [("loc", "peach", "red_suitcase")]),
 C("Mason moves it to the green_pantry (line 5)", "event", "T", 5, [("line", 5, "Mason moved the peach to the green_pantry")]),
 C("while James is there", "presence", "T", 5, [("w", "James", True)]),
 C("James leaves", "event", "T", 7, [("line", 7, "James exited")], nth=1),
 C("Jayden enters the master_bedroom, not the garage", "event", "T", 8, [("line", 8, "Jayden entered the master_bedroom")]),
 C("Mason is still in the garage alone", "presence", "T", 7,
   [("room", "Mason", "garage"), ("roomn", "James", "garage"), ("roomn", "Jayden", "garage")]),
 ])

R(I, 3, "answer_first", "unsound", "green_pantry",
"""green_pantry.

Mason moved the peach from the red_suitcase to the green_pantry at line 5, and no one touched it after that. Mason and James both stayed in the garage, and Jayden went off to the master_bedroom.""",
[C("green_pantry", "location", "T", "end", [PG], ans=True, nth=1),
 C("Mason moved the peach from the red_suitcase to the green_pantry at line 5", "event", "T", 5,
   [("line", 5, "Mason moved the peach to the green_pantry"), ("@", 4, ("loc", "peach", "red_suitcase"))]),
 C("no one touched it after that", "location", "T", "end", [("locsame", "peach", 5, "end")]),
 C("Mason and James both stayed in the garage", "presence", "F", 8, [("room", "Mason", "garage"), ("room", "James", "garage")],
   note="James exited the garage at line 7"),
 C("Jayden went off to the master_bedroom", "event", "T", 8, [("line", 8, "Jayden entered the master_bedroom")]),
 ])

R(I, 4, "narrative", "sound", "green_pantry",
"""Mason and James are both in the garage when the peach is in the red_suitcase. Mason moves it to the green_pantry, James later leaves, and Jayden only ever goes into the master_bedroom. No one moves the peach again, so it is really in the green_pantry.""",
[C("Mason and James are both in the garage when the peach is in the red_suitcase", "presence", "T", 4,
   [("room", "Mason", "garage"), ("room", "James", "garage"), ("loc", "peach", "red_suitcase")]),
 C("Mason moves it to the green_pantry", "event", "T", 5, [("line", 5, "Mason moved the peach to the green_pantry")]),
 C("James later leaves", "event", "T", 7, [("line", 7, "James exited")]),
 C("Jayden only ever goes into the master_bedroom", "presence", "T", 8, [("room", "Jayden", "master_bedroom"), ("nopat", 1, 7, "Jayden")]),
 C("No one moves the peach again", "location", "T", "end", [("locsame", "peach", 5, "end")]),
 C("it is really in the green_pantry", "location", "T", "end", [PG], ans=True),
 ])

R(I, 5, "numbered", "unsound", "green_pantry",
"""1. Line 4: the peach is in the red_suitcase, with Mason and James present.
2. Line 5: Mason moves it to the green_pantry.
3. Line 7: Mason exits the garage.
4. Nothing else happens to the peach.

Real location: green_pantry.""",
[C("the peach is in the red_suitcase", "location", "T", 4, [("loc", "peach", "red_suitcase")]),
 C("with Mason and James present", "presence", "T", 4, [("w", "Mason", True), ("w", "James", True)]),
 C("Mason moves it to the green_pantry", "event", "T", 5, [("line", 5, "Mason moved the peach to the green_pantry")]),
 C("Mason exits the garage", "event", "F", 7, [("line", 7, "Mason exited")], note="line 7: James exits; Mason never leaves"),
 C("Nothing else happens to the peach", "location", "T", "end", [("locsame", "peach", 5, "end")]),
 C("Real location: green_pantry", "location", "T", "end", [PG], ans=True),
 ])

# =================================================================== item 26
I = "s6809-21-o1"   # Emma, melon; gold blue_cupboard
EB = ("b", "Emma", "blue_cupboard")

R(I, 1, "terse", "unsupported", "blue_cupboard",
"""F. blue_cupboard""",
[C("F. blue_cupboard", "belief", "T", "end", [EB], ans=True)])

R(I, 2, "narrative", "sound", "blue_cupboard",
"""Emma was the first one out of the cellar. When she left, the melon was still in the blue_cupboard where it started; Jacob, Avery and Oliver each moved it afterwards, ending with Oliver's move to the blue_pantry, but Emma saw none of it. So Emma really thinks the melon is in the blue_cupboard.""",
[C("Emma was the first one out of the cellar", "order", "T", 4, [("line", 4, "Emma exited the cellar"), ("nopat", 1, 3, "exited")]),
 C("When she left, the melon was still in the blue_cupboard", "location", "T", 4, [("loc", "melon", "blue_cupboard")]),
 C("where it started", "location", "T", 2, [("loc", "melon", "blue_cupboard")]),
 C("Jacob, Avery and Oliver each moved it afterwards", "event", "T", 5,
   [("line", 5, "Jacob moved the melon"), ("line", 7, "Avery moved the melon"), ("line", 9, "Oliver moved the melon"), ("ord", 4, 5)]),
 C("ending with Oliver's move to the blue_pantry", "event", "T", 9, [("line", 9, "Oliver moved the melon to the blue_pantry"), ("nopat", 10, "end", "moved")]),
 C("Emma saw none of it", "presence", "T", 5, [("w", "Emma", False), ("@", 7, ("w", "Emma", False)), ("@", 9, ("w", "Emma", False))]),
 C("Emma really thinks the melon is in the blue_cupboard", "belief", "T", "end", [EB], ans=True),
 ])

R(I, 3, "numbered", "wrong", "blue_pantry",
"""1. The melon starts in the blue_cupboard.
2. Jacob → red_crate (line 5).
3. Avery → green_suitcase (line 7).
4. Oliver → blue_pantry (line 9).
5. Mason stays behind and leaves without moving it.

Where Emma "really" thinks it is = where it really is: J. blue_pantry""",
[C("The melon starts in the blue_cupboard", "location", "T", 2, [("loc", "melon", "blue_cupboard")]),
 C("Jacob → red_crate (line 5)", "event", "T", 5, [("line", 5, "Jacob moved the melon to the red_crate")]),
 C("Avery → green_suitcase (line 7)", "event", "T", 7, [("line", 7, "Avery moved the melon to the green_suitcase")]),
 C("Oliver → blue_pantry (line 9)", "event", "T", 9, [("line", 9, "Oliver moved the melon to the blue_pantry")]),
 C("Mason stays behind and leaves without moving it", "event", "T", 13,
   [("line", 11, "Mason made no movements"), ("line", 13, "Mason exited"), ("nopat", 10, 13, "moved")]),
 C("J. blue_pantry", "belief", "F", "end", [("b", "Emma", "blue_pantry")], ans=True),
 ])

R(I, 4, "thinking", "unsound", "blue_cupboard",
"""<think>
Emma's first-order belief. Emma stays a minute (3) and exits at 4. At that time the melon is in the blue_cupboard.
Jacob moves it to the red_crate at 5, with Emma gone. Jacob thinks Emma thinks it's in the red_crate, but whatever, Emma herself doesn't know about the move.
Then Avery's green_suitcase and Oliver's blue_pantry, none of which Emma sees.
Everyone ends up in the waiting_room, no tells.
</think>
F. blue_cupboard""",
[C("Emma stays a minute (3)", "event", "T", 3, [("line", 3, "Emma made no movements and stayed")]),
 C("exits at 4", "event", "T", 4, [("line", 4, "Emma exited")]),
 C("At that time the melon is in the blue_cupboard", "location", "T", 4, [("loc", "melon", "blue_cupboard")]),
 C("Jacob moves it to the red_crate at 5", "event", "T", 5, [("line", 5, "Jacob moved the melon to the red_crate")]),
 C("with Emma gone", "presence", "T", 5, [("roomn", "Emma", "cellar")]),
 C("Jacob thinks Emma thinks it's in the red_crate", "belief", "F", "end", [("b", "Jacob -> Emma", "red_crate")],
   note="Jacob saw Emma leave before his move: Jacob -> Emma = blue_cupboard"),
 C("Emma herself doesn't know about the move", "belief", "T", "end", [("bn", "Emma", "red_crate")]),
 C("Avery's green_suitcase", "event", "T", 7, [("line", 7, "Avery moved the melon to the green_suitcase")]),
 C("Oliver's blue_pantry", "event", "T", 9, [("line", 9, "Oliver moved the melon to the blue_pantry")]),
 C("none of which Emma sees", "presence", "T", 7, [("w", "Emma", False), ("@", 9, ("w", "Emma", False))]),
 C("no tells", "communication", "T", 14, [("nopat", 1, "end", "told"), ("nopat", 1, "end", "claimed")]),
 C("F. blue_cupboard", "belief", "T", "end", [EB], ans=True),
 ])

R(I, 5, "answer_first", "sound", "blue_cupboard",
"""**F. blue_cupboard**

Emma exited at line 4, before anyone moved the melon, so she still believes it's in the blue_cupboard.""",
[C("**F. blue_cupboard**", "belief", "T", "end", [EB], ans=True),
 C("Emma exited at line 4", "event", "T", 4, [("line", 4, "Emma exited")]),
 C("before anyone moved the melon", "order", "T", 4, [("nopat", 1, 4, "moved"), ("line", 5, "moved the melon")]),
 C("she still believes it's in the blue_cupboard", "belief", "T", "end", [EB], ans=True),
 ])

# =================================================================== item 27
I = "s6809-4-o4"   # Elizabeth -> Ella -> Avery -> Benjamin, persimmon; gold green_bottle
EEAB = "Elizabeth -> Ella -> Avery -> Benjamin"

R(I, 1, "answer_first", "unsound", "green_bottle",
"""O. green_bottle

Benjamin put the persimmon in the green_bottle at line 4 with all five present, then left. Avery, Ella and Elizabeth all left afterwards without seeing any further persimmon move; only Jackson, alone, moved it over to the red_basket. Since nobody in the chain saw that, every level (Elizabeth about Ella about Avery about Benjamin) stays at the green_bottle.""",
[C("O. green_bottle", "belief", "T", "end", [("b", EEAB, "green_bottle")], ans=True),
 C("Benjamin put the persimmon in the green_bottle at line 4", "event", "T", 4, [("line", 4, "Benjamin moved the persimmon to the green_bottle")]),
 C("with all five present", "presence", "T", 4, [("w", a, True) for a in ("Benjamin", "Avery", "Ella", "Elizabeth", "Jackson")]),
 C("then left", "event", "T", 5, [("line", 5, "Benjamin exited")]),
 C("Avery, Ella and Elizabeth all left afterwards without seeing any further persimmon move", "presence", "T", 11,
   [("line", 7, "Avery exited"), ("line", 9, "Ella exited"), ("line", 11, "Elizabeth exited"), ("nopat", 5, 11, "moved")]),
 C("only Jackson, alone, moved it over to the red_basket", "event", "F", 12,
   [("line", 12, "Jackson moved the persimmon to the red_basket"), ("wonly", ["Jackson"])],
   note="line 12: Jackson moved it to the blue_container (the red_basket holds the cabbage)"),
 C("nobody in the chain saw that", "presence", "T", 12, [("w", a, False) for a in ("Benjamin", "Avery", "Ella", "Elizabeth")]),
 C("every level (Elizabeth about Ella about Avery about Benjamin) stays at the green_bottle", "belief", "T", "end",
   [("b", EEAB, "green_bottle")], ans=True),
 ])

R(I, 2, "thinking", "wrong", "blue_container",
"""<think>
Elizabeth -> Ella -> Avery -> Benjamin.
Benjamin moved it to the green_bottle at line 4, then left. So Benjamin thinks green_bottle.
Then Jackson moves it back to the blue_container at line 12. Avery, Ella and Jackson go to the attic together later, so Jackson could have told them... no, actually there's no tell about the persimmon. Ella's public claim at 24 is about the cabbage.
Still, the persimmon ends up in the blue_container, and Elizabeth was the last of the four to leave the back_yard, so I think the chain should follow the final location.
</think>
K. blue_container""",
[C("Benjamin moved it to the green_bottle at line 4", "event", "T", 4, [("line", 4, "Benjamin moved the persimmon to the green_bottle")]),
 C("then left", "event", "T", 5, [("line", 5, "Benjamin exited")]),
 C("So Benjamin thinks green_bottle", "belief", "T", "end", [("b", "Benjamin", "green_bottle")]),
 C("Jackson moves it back to the blue_container at line 12", "event", "T", 12, [("line", 12, "Jackson moved the persimmon to the blue_container")]),
 C("Avery, Ella and Jackson go to the attic together later", "presence", "T", 15,
   [("room", "Avery", "attic"), ("room", "Ella", "attic"), ("room", "Jackson", "attic")]),
 C("there's no tell about the persimmon", "communication", "T", 25, [("line", 25, "cabbage"), ("line", 24, "cabbage")]),
 C("Ella's public claim at 24 is about the cabbage", "communication", "T", 24, [("line", 24, "Ella publicly claimed that cabbage")]),
 C("the persimmon ends up in the blue_container", "location", "T", "end", [("loc", "persimmon", "blue_container")]),
 C("Elizabeth was the last of the four to leave the back_yard", "order", "T", 11,
   [("line", 11, "Elizabeth exited the back_yard"), ("ord", 5, 11), ("ord", 7, 11), ("ord", 9, 11)]),
 C("K. blue_container", "belief", "F", "end", [("b", EEAB, "blue_container")], ans=True),
 ])

R(I, 3, "numbered", "unsound", "green_bottle",
"""1. Line 4: Benjamin moves the persimmon from the blue_container to the green_bottle, and all five see it.
2. Line 5: Benjamin leaves.
3. Ella leaves before Avery, and Elizabeth leaves after both of them (line 11).
4. Line 12: Jackson moves it back to the blue_container, but he's alone.
5. The attic scene and the end-of-story statements concern the cabbage.

→ Elizabeth thinks Ella thinks Avery thinks Benjamin thinks green_bottle (O).""",
[C("Benjamin moves the persimmon from the blue_container to the green_bottle", "event", "T", 4,
   [("line", 4, "Benjamin moved the persimmon to the green_bottle"), ("@", 3, ("loc", "persimmon", "blue_container"))]),
 C("all five see it", "presence", "T", 4, [("w", a, True) for a in ("Benjamin", "Avery", "Ella", "Elizabeth", "Jackson")]),
 C("Benjamin leaves", "event", "T", 5, [("line", 5, "Benjamin exited")]),
 C("Ella leaves before Avery", "order", "F", 9, [("line", 9, "Ella exited"), ("line", 7, "Avery exited"), ("ord", 9, 7)],
   note="Avery exited at 7, Ella at 9"),
 C("Elizabeth leaves after both of them (line 11)", "order", "T", 11, [("line", 11, "Elizabeth exited"), ("ord", 7, 11), ("ord", 9, 11)]),
 C("Jackson moves it back to the blue_container", "event", "T", 12, [("line", 12, "Jackson moved the persimmon to the blue_container")]),
 C("he's alone", "presence", "T", 12, [("wonly", ["Jackson"])]),
 C("The attic scene and the end-of-story statements concern the cabbage", "event", "T", 19,
   [("line", 16, "cabbage"), ("line", 19, "cabbage"), ("line", 24, "cabbage"), ("line", 25, "cabbage"), ("locsame", "persimmon", 14, "end")]),
 C("Elizabeth thinks Ella thinks Avery thinks Benjamin thinks green_bottle (O)", "belief", "T", "end", [("b", EEAB, "green_bottle")], ans=True),
 ])

R(I, 4, "terse", "sound", "green_bottle",
"""O. green_bottle — Benjamin's move at line 4 is the last persimmon event all four of them saw.""",
[C("O. green_bottle", "belief", "T", "end", [("b", EEAB, "green_bottle")], ans=True),
 C("Benjamin's move at line 4 is the last persimmon event all four of them saw", "presence", "T", 4,
   [("line", 4, "Benjamin moved the persimmon")] + [("w", a, True) for a in ("Benjamin", "Avery", "Ella", "Elizabeth")]
   + [("@", 12, ("w", "Elizabeth", False))]),
 ])

R(I, 5, "narrative", "unsound", "green_bottle",
"""When Benjamin moved the persimmon into the green_bottle, every one of the five was in the back_yard. Benjamin, Avery, Ella and Elizabeth then left in that order, and only Jackson saw it go back into the blue_container. Later, Jackson privately told Ella that the persimmon was in the red_envelope, but Elizabeth wasn't part of that conversation, so it can't affect her nested belief. Elizabeth thinks Ella thinks Avery thinks Benjamin thinks it's in the green_bottle.""",
[C("When Benjamin moved the persimmon into the green_bottle", "event", "T", 4, [("line", 4, "Benjamin moved the persimmon to the green_bottle")]),
 C("every one of the five was in the back_yard", "presence", "T", 4, [("room", a, "back_yard") for a in ("Benjamin", "Avery", "Ella", "Elizabeth", "Jackson")]),
 C("Benjamin, Avery, Ella and Elizabeth then left in that order", "order", "T", 11,
   [("line", 5, "Benjamin exited"), ("line", 7, "Avery exited"), ("line", 9, "Ella exited"), ("line", 11, "Elizabeth exited"),
    ("ord", 5, 7), ("ord", 7, 9), ("ord", 9, 11)]),
 C("only Jackson saw it go back into the blue_container", "presence", "T", 12,
   [("line", 12, "Jackson moved the persimmon to the blue_container"), ("wonly", ["Jackson"])]),
 C("Jackson privately told Ella that the persimmon was in the red_envelope", "communication", "F", 25,
   [("line", 25, "Jackson privately told Ella that the persimmon")], note="line 25 is about the cabbage, not the persimmon"),
 C("Elizabeth wasn't part of that conversation", "presence", "T", 25, [("w", "Elizabeth", False)]),
 C("Elizabeth thinks Ella thinks Avery thinks Benjamin thinks it's in the green_bottle", "belief", "T", "end", [("b", EEAB, "green_bottle")], ans=True),
 ])

# =================================================================== item 28
I = "s6809-1-o1"   # Elizabeth, banana; gold blue_bathtub
EZ = ("b", "Elizabeth", "blue_bathtub")

R(I, 1, "numbered", "sound", "blue_bathtub",
"""1. green_cupboard → blue_bottle (Chloe, line 3).
2. blue_bottle → red_suitcase (Oliver, line 5).
3. red_suitcase → blue_bathtub (Logan, line 7), with Elizabeth still in the lounge.
4. Elizabeth leaves at line 11, and nothing moves between Logan's move and the end of the story.

Elizabeth thinks the banana is in the blue_bathtub (G).""",
[C("green_cupboard → blue_bottle (Chloe, line 3)", "event", "T", 3, [("line", 3, "Chloe moved the banana to the blue_bottle")]),
 C("blue_bottle → red_suitcase (Oliver, line 5)", "event", "T", 5, [("line", 5, "Oliver moved the banana to the red_suitcase")]),
 C("red_suitcase → blue_bathtub (Logan, line 7)", "event", "T", 7, [("line", 7, "Logan moved the banana to the blue_bathtub")]),
 C("with Elizabeth still in the lounge", "presence", "T", 7, [("room", "Elizabeth", "lounge")]),
 C("Elizabeth leaves at line 11", "event", "T", 11, [("line", 11, "Elizabeth exited")]),
 C("nothing moves between Logan's move and the end of the story", "location", "T", "end", [("locsame", "banana", 7, "end")]),
 C("Elizabeth thinks the banana is in the blue_bathtub (G)", "belief", "T", "end", [EZ], ans=True),
 ])

R(I, 2, "terse", "unsupported", "blue_bathtub",
"""Blue_bathtub (G).""",
[C("Blue_bathtub (G)", "belief", "T", "end", [EZ], ans=True)])

R(I, 3, "answer_first", "unsound", "blue_bathtub",
"""G. blue_bathtub

Elizabeth watched Logan move the banana into the blue_bathtub at line 7 and stayed in the lounge until line 11. Liam had already left before her, and no one moved the banana after Logan, so her belief is the blue_bathtub.""",
[C("G. blue_bathtub", "belief", "T", "end", [EZ], ans=True),
 C("Elizabeth watched Logan move the banana into the blue_bathtub at line 7", "event", "T", 7,
   [("line", 7, "Logan moved the banana to the blue_bathtub"), ("w", "Elizabeth", True)]),
 C("stayed in the lounge until line 11", "event", "T", 11, [("line", 11, "Elizabeth exited")]),
 C("Liam had already left before her", "order", "F", 13, [("line", 13, "Liam exited"), ("ord", 13, 11)], note="Liam exited at 13, after Elizabeth (11)"),
 C("no one moved the banana after Logan", "location", "T", "end", [("locsame", "banana", 7, "end")]),
 C("her belief is the blue_bathtub", "belief", "T", "end", [EZ], ans=True),
 ])

R(I, 4, "thinking", "sound", "blue_bathtub",
"""<think>
Elizabeth's own belief about the banana.
Moves: Chloe -> blue_bottle (3), Oliver -> red_suitcase (5), Logan -> blue_bathtub (7). Elizabeth is present for all of them; she only leaves at 11.
The mouse line is irrelevant. Elizabeth saw a mouse right before Logan left, but that's noise.
Nobody moves it after 7. No claims.
</think>
G. blue_bathtub""",
[C("Chloe -> blue_bottle (3)", "event", "T", 3, [("line", 3, "Chloe moved the banana to the blue_bottle")]),
 C("Oliver -> red_suitcase (5)", "event", "T", 5, [("line", 5, "Oliver moved the banana to the red_suitcase")]),
 C("Logan -> blue_bathtub (7)", "event", "T", 7, [("line", 7, "Logan moved the banana to the blue_bathtub")]),
 C("Elizabeth is present for all of them", "presence", "T", 7,
   [("w", "Elizabeth", True), ("@", 3, ("w", "Elizabeth", True)), ("@", 5, ("w", "Elizabeth", True))]),
 C("she only leaves at 11", "event", "T", 11, [("line", 11, "Elizabeth exited")]),
 C("Elizabeth saw a mouse right before Logan left", "order", "T", 8, [("line", 8, "Elizabeth saw a mouse"), ("line", 9, "Logan exited"), ("ord", 8, 9)]),
 C("Nobody moves it after 7", "location", "T", "end", [("locsame", "banana", 7, "end")]),
 C("No claims", "communication", "T", 14, [("nopat", 1, "end", "claimed"), ("nopat", 1, "end", "told")]),
 C("G. blue_bathtub", "belief", "T", "end", [EZ], ans=True),
 ])

R(I, 5, "narrative", "sound", "blue_bathtub",
"""Elizabeth was in the lounge through all three moves: Chloe's to the blue_bottle, Oliver's to the red_suitcase, and finally Logan's to the blue_bathtub. She left only after Logan did, and nothing touched the banana afterwards. So Elizabeth thinks it's in the blue_bathtub.""",
[C("Elizabeth was in the lounge through all three moves", "presence", "T", 7,
   [("w", "Elizabeth", True), ("@", 3, ("w", "Elizabeth", True)), ("@", 5, ("w", "Elizabeth", True))]),
 C("Chloe's to the blue_bottle", "event", "T", 3, [("line", 3, "Chloe moved the banana to the blue_bottle")]),
 C("Oliver's to the red_suitcase", "event", "T", 5, [("line", 5, "Oliver moved the banana to the red_suitcase")]),
 C("Logan's to the blue_bathtub", "event", "T", 7, [("line", 7, "Logan moved the banana to the blue_bathtub")]),
 C("She left only after Logan did", "order", "T", 11, [("line", 9, "Logan exited"), ("line", 11, "Elizabeth exited"), ("ord", 9, 11)]),
 C("nothing touched the banana afterwards", "location", "T", "end", [("locsame", "banana", 7, "end")]),
 C("Elizabeth thinks it's in the blue_bathtub", "belief", "T", "end", [EZ], ans=True),
 ])

# =================================================================== item 29
I = "tomi-s6809-0-memory"   # green_pepper at the beginning; gold green_pantry
GP = ("loc", "green_pepper", "green_pantry")

R(I, 1, "terse", "wrong", "blue_bottle",
"""The blue_bottle — Liam put it there.""",
[C("The blue_bottle", "location", "F", 3, [("loc", "green_pepper", "blue_bottle")], ans=True,
   note="question asks for the first location (line 3: green_pantry); blue_bottle is the final one"),
 C("Liam put it there", "event", "T", 7, [("line", 7, "Liam moved the green_pepper to the blue_bottle")]),
 ])

R(I, 2, "answer_first", "unsupported", "green_pantry",
"""**green_pantry**

That's where the green_pepper was at the beginning of the story.""",
[C("**green_pantry**", "location", "T", 3, [GP], ans=True),
 C("That's where the green_pepper was at the beginning of the story", "location", "T", 3, [GP], ans=True),
 ])

R(I, 3, "narrative", "sound", "green_pantry",
"""At the start, with Charlotte and Liam both in the den, the green_pepper is in the green_pantry. It only moves at the very end, when Liam puts it into the blue_bottle after Charlotte has come back in. So at the beginning it was in the green_pantry.""",
[C("with Charlotte and Liam both in the den", "presence", "T", 3, [("room", "Charlotte", "den"), ("room", "Liam", "den")]),
 C("the green_pepper is in the green_pantry", "location", "T", 3, [GP], ans=True),
 C("It only moves at the very end", "event", "T", 7, [("nopat", 4, 6, "moved"), ("line", 7, "moved the green_pepper")]),
 C("Liam puts it into the blue_bottle", "event", "T", 7, [("line", 7, "Liam moved the green_pepper to the blue_bottle")]),
 C("after Charlotte has come back in", "order", "T", 7, [("line", 6, "Charlotte entered the den"), ("ord", 6, 7)]),
 C("So at the beginning it was in the green_pantry", "location", "T", 3, [GP], ans=True),
 ])

R(I, 4, "numbered", "unsound", "green_pantry",
"""1. Line 3: the green_pepper is in the green_pantry, its first stated location.
2. Line 4: Charlotte exits; line 5: Amelia enters the den.
3. Line 7: Liam moves it to the blue_bottle.

Beginning location: green_pantry.""",
[C("the green_pepper is in the green_pantry", "location", "T", 3, [GP], ans=True),
 C("Charlotte exits", "event", "T", 4, [("line", 4, "Charlotte exited")]),
 C("Amelia enters the den", "event", "F", 5, [("line", 5, "Amelia entered")], note="line 5 is 'Amelia loves the garden'; Amelia never enters"),
 C("Liam moves it to the blue_bottle", "event", "T", 7, [("line", 7, "Liam moved the green_pepper to the blue_bottle")]),
 C("Beginning location: green_pantry", "location", "T", 3, [GP], ans=True),
 ])

R(I, 5, "thinking", "unsound", "green_pantry",
"""<think>
Memory question: where was the green_pepper first?
Liam entered the den before Charlotte, and then line 3 says the green_pepper is in the green_pantry.
Charlotte steps out at 4 and comes back at 6; Liam moves it to the blue_bottle at 7, which is the final spot, not the first.
So the beginning is the green_pantry.
</think>
green_pantry""",
[C("Liam entered the den before Charlotte", "order", "F", 2, [("line", 2, "Liam entered the den"), ("line", 1, "Charlotte entered the den"), ("ord", 2, 1)],
   note="Charlotte entered at line 1, Liam at line 2"),
 C("line 3 says the green_pepper is in the green_pantry", "location", "T", 3, [GP], ans=True),
 C("Charlotte steps out at 4", "event", "T", 4, [("line", 4, "Charlotte exited")]),
 C("comes back at 6", "event", "T", 6, [("line", 6, "Charlotte entered")]),
 C("Liam moves it to the blue_bottle at 7", "event", "T", 7, [("line", 7, "Liam moved the green_pepper to the blue_bottle")]),
 C("which is the final spot", "location", "T", "end", [("loc", "green_pepper", "blue_bottle")]),
 C("So the beginning is the green_pantry", "location", "T", 3, [GP], ans=True),
 C("green_pantry", "location", "T", 3, [GP], ans=True, nth=-1),
 ])


if __name__ == "__main__":
    main()
