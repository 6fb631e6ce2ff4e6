"""Framework for writer_8: golds lookup, claim/record helpers, validation."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = [json.loads(l) for l in open(os.path.join(HERE, "golds_8.jsonl"))]
STYLES = ["answer_first", "numbered", "narrative", "terse", "thinking"]
LABELS = ["sound", "unsound", "unsupported", "wrong"]
KINDS = ["event", "location", "presence", "belief", "order", "communication"]


class H:
    """Lookup helper over one item's gold rows."""
    def __init__(self, item):
        self.item = item
        self.rows = item["golds"]
        self.n = len(self.rows)
        self.bkey = [k for k in self.rows[0] if k.startswith("beliefs_about_")][0]
        self.obj = self.bkey[len("beliefs_about_"):]

    def row(self, line):
        if line == "end":
            line = self.n
        r = self.rows[line - 1]
        assert r["line"] == line
        return r

    def loc(self, line):
        return self.row(line)["objects"][self.obj]

    def bel(self, chain, line):
        b = self.row(line)[self.bkey]
        assert chain in b, chain
        return b[chain]

    def room(self, agent, line):
        r = self.row(line)["agents_room"]
        assert agent in r, agent
        return r[agent]

    def saw(self, agent, line):
        return agent in self.row(line)["witnessed_by"]

    def text(self, line):
        return self.row(line)["text"]

    def find(self, sub):
        """First line whose text contains sub, or None."""
        for r in self.rows:
            if sub in r["text"]:
                return r["line"]
        return None


class Chk:
    def __init__(self, fn, line=None, desc=""):
        self.fn, self.line, self.desc = fn, line, desc

    def __call__(self, h):
        return bool(self.fn(h))


def L(line, cont):            # object is in cont right after line
    return Chk(lambda h: h.loc(line) == cont, line, f"loc@{line}=={cont}")

def B(chain, line, cont):     # belief chain right after line
    return Chk(lambda h: h.bel(chain, line) == cont, line, f"{chain}@{line}=={cont}")

def IN(agent, line, room):    # agent's room right after line (None = nowhere)
    return Chk(lambda h: h.room(agent, line) == room, line, f"{agent} in {room}@{line}")

def SAW(agent, line, yes=True):
    return Chk(lambda h: h.saw(agent, line) == yes, line, f"{agent} saw {line}: {yes}")

def EV(sub, line=None):       # event happened (at line, if given)
    if line is None:
        return Chk(lambda h: h.find(sub) is not None, None, f"event {sub!r}")
    return Chk(lambda h: sub in h.text(line), line, f"event {sub!r}@{line}")

def ORD(a, b):                # line containing a comes before line containing b
    return Chk(lambda h: h.find(a) is not None and h.find(b) is not None
               and h.find(a) < h.find(b), None, f"{a!r} before {b!r}")

def F(fn, line=None):         # custom
    return Chk(fn, line, "custom")


class C:
    def __init__(self, text, kind, verdict, time, note, check=None, ans=False, after=0):
        self.text, self.kind, self.verdict, self.time = text, kind, verdict, time
        self.note, self.check, self.ans, self.after = note, check, ans, after


RECORDS = []   # (item_index, n, style, label, stated, response, claims)


def R(i, style, label, stated, response, claims):
    RECORDS.append((i, style, label, stated, response, claims))


def build():
    out = []
    counter = {}
    for (i, style, label, stated, resp, claims) in RECORDS:
        item = ITEMS[i]
        h = H(item)
        counter[i] = counter.get(i, 0) + 1
        rid = f"{item['id']}-r{counter[i]}"
        assert style in STYLES, (rid, style)
        assert label in LABELS, (rid, label)
        gold = item["answer"]
        # stated answer vs label
        if label in ("sound", "unsound", "unsupported"):
            assert stated == gold, (rid, stated, gold)
        else:
            assert stated != gold, (rid, stated, gold)
        if style == "thinking":
            assert "<think>" in resp and "</think>" in resp, rid
        cl = []
        used = []
        nfalse = 0
        n_check_nonans = 0
        for c in claims:
            assert c.kind in KINDS, (rid, c.text, c.kind)
            assert c.verdict in ("true", "false", "uncheckable"), (rid, c.text)
            start = resp.find(c.text, c.after)
            assert start >= 0, (rid, "not found", c.text)
            end = start + len(c.text)
            assert resp[start:end] == c.text
            for (s, e) in used:
                assert end <= s or start >= e, (rid, "overlap", c.text)
            used.append((start, end))
            if c.verdict == "uncheckable":
                assert c.check is None, (rid, c.text)
            else:
                assert c.check is not None, (rid, "needs check", c.text)
                got = "true" if c.check(h) else "false"
                assert got == c.verdict, (rid, c.text, c.check.desc, got, c.verdict)
                if c.check.line is not None:
                    t = h.n if c.time == "end" else c.time
                    cl_line = h.n if c.check.line == "end" else c.check.line
                    assert t == cl_line, (rid, c.text, c.time, c.check.line)
            if c.time not in (None, "end"):
                assert isinstance(c.time, int) and 1 <= c.time <= h.n, (rid, c.text, c.time)
            if c.verdict == "false":
                nfalse += 1
            if c.verdict != "uncheckable" and not c.ans:
                n_check_nonans += 1
            if c.ans:
                assert c.kind in ("belief", "location"), (rid, c.text)
                # an answer restatement must be checkable and agree with stated answer
                assert c.verdict == ("true" if stated == gold else "false"), (rid, c.text)
            cl.append({"text": c.text, "start": start, "end": end, "kind": c.kind,
                       "verdict": c.verdict, "time": c.time, "note": c.note})
        if label == "sound":
            assert nfalse == 0 and n_check_nonans >= 1, (rid, nfalse, n_check_nonans)
        elif label == "unsound":
            assert nfalse == 1, (rid, nfalse)
        elif label == "unsupported":
            assert nfalse == 0 and n_check_nonans == 0, (rid, nfalse, n_check_nonans)
        cl.sort(key=lambda d: d["start"])
        rec = {"id": rid, "item_id": item["id"], "world": item["world"], "story": item["story"],
               "question": item["question"]}
        if item["world"] == "hitom":
            rec["choices"] = item.get("choices")
        rec.update({"answer": gold, "order": item["order"], "question_type": item["question_type"],
                    "style": style, "label": label, "stated_answer": stated,
                    "response": resp, "claims": cl})
        out.append(rec)
    return out
