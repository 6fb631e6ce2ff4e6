"""Assemble the hand-written blind test set 17b from part_01.py .. part_15.py.

Each part holds RECORDS: 5 hand-written responses for one question, with claims
(text, kind, verdict, time, note[, chk]).  chk is an optional machine check of
the verdict against the golds rows (never used to generate text):
  ('obj', t, container[, obj])  object location after row t
  ('bel', t, chain, container)  belief chain after row t
  ('room', t, agent, room)      agent's room after row t
  ('wit', t, agent, bool)       agent witnessed row t
  ('line', n, substring)        story line n contains substring
  t may be 'end' (last row).  A list of checks must all hold for "true".
"""
import collections
import importlib.util
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = {"event", "location", "presence", "belief", "order", "communication"}
STYLES = {"answer_first", "numbered", "narrative", "terse", "thinking"}
LABELS = {"sound", "unsound", "unsupported", "wrong"}


def load_part(n):
    path = os.path.join(HERE, "part_%02d.py" % n)
    spec = importlib.util.spec_from_file_location("part_%02d" % n, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.RECORDS


def row(item, t):
    g = item["golds"]
    if t == "end":
        return g[-1]
    for r in g:
        if r["line"] == t:
            return r
    raise KeyError(t)


def main_obj(item):
    keys = [k for k in item["golds"][0] if k.startswith("beliefs_about_")]
    return keys[0][len("beliefs_about_"):]


def check_one(item, c):
    kind = c[0]
    if kind == "obj":
        obj = c[3] if len(c) > 3 else main_obj(item)
        return row(item, c[1])["objects"][obj] == c[2]
    if kind == "bel":
        r = row(item, c[1])
        return r["beliefs_about_" + main_obj(item)][c[2]] == c[3]
    if kind == "room":
        return row(item, c[1])["agents_room"][c[2]] == c[3]
    if kind == "wit":
        return (c[2] in row(item, c[1])["witnessed_by"]) == c[3]
    if kind == "line":
        return c[2].lower() in row(item, c[1])["text"].lower()
    raise ValueError(c)


def main():
    items = [json.loads(l) for l in open(os.path.join(HERE, "golds_17b.jsonl"))]
    out, errors = [], []
    for n, item in enumerate(items, 1):
        if not os.path.exists(os.path.join(HERE, "part_%02d.py" % n)):
            errors.append("part_%02d.py missing" % n)
            continue
        recs = load_part(n)
        assert len(recs) == 5, (n, len(recs))
        for k, rec in enumerate(recs, 1):
            rid = "%s-r%d" % (item["id"], k)
            resp = rec["response"]
            claims = []
            nfalse = ntrue_other = 0
            for cl in rec["claims"]:
                text, kind, verdict, time, note = cl[:5]
                chk = cl[5] if len(cl) > 5 else None
                start = resp.find(text)
                if start < 0:
                    errors.append("%s: span not found: %r" % (rid, text))
                    continue
                if resp.find(text, start + 1) >= 0:
                    errors.append("%s: span not unique: %r" % (rid, text))
                end = start + len(text)
                assert resp[start:end] == text
                assert kind in KINDS, (rid, kind)
                assert verdict in ("true", "false", "uncheckable"), (rid, verdict)
                if chk is not None:
                    checks = chk if isinstance(chk, list) else [chk]
                    truth = all(check_one(item, c) for c in checks)
                    if truth != (verdict == "true"):
                        errors.append("%s: verdict %s disagrees with golds for %r %r"
                                      % (rid, verdict, text, chk))
                if verdict == "false":
                    nfalse += 1
                if verdict == "true" and not note.startswith("final answer"):
                    ntrue_other += 1
                claims.append({"text": text, "start": start, "end": end, "kind": kind,
                               "verdict": verdict, "time": time, "note": note})
            label, stated = rec["label"], rec["stated_answer"]
            assert rec["style"] in STYLES and label in LABELS, rid
            gold = item["answer"]
            if label == "sound" and not (stated == gold and nfalse == 0 and ntrue_other >= 1):
                errors.append("%s: sound label inconsistent" % rid)
            if label == "unsound" and not (stated == gold and nfalse == 1):
                errors.append("%s: unsound label inconsistent (false=%d)" % (rid, nfalse))
            if label == "unsupported" and not (stated == gold and nfalse == 0 and ntrue_other == 0):
                errors.append("%s: unsupported label inconsistent" % rid)
            if label == "wrong" and stated == gold:
                errors.append("%s: wrong label but stated answer is gold" % rid)
            o = {"id": rid, "item_id": item["id"], "world": item["world"],
                 "story": item["story"], "question": item["question"]}
            if item["world"] == "hitom":
                o["choices"] = item.get("choices")
            o.update({"answer": gold, "order": item["order"],
                      "question_type": item["question_type"], "style": rec["style"],
                      "label": label, "stated_answer": stated, "response": resp,
                      "claims": claims})
            out.append(o)
    if errors:
        for e in errors:
            print("ERROR", e)
        raise SystemExit(1)
    for o in out:
        for c in o["claims"]:
            assert o["response"][c["start"]:c["end"]] == c["text"]
    with open(os.path.join(HERE, "blind_17b.jsonl"), "w") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("records", len(out))
    print("styles", dict(collections.Counter(o["style"] for o in out)))
    print("labels", dict(collections.Counter(o["label"] for o in out)))
    print("orders", dict(collections.Counter(o["order"] for o in out)))
    print("qtypes", dict(collections.Counter(o["question_type"] for o in out)))
    allc = [c for o in out for c in o["claims"]]
    print("claims", len(allc))
    print("kinds", dict(collections.Counter(c["kind"] for c in allc)))
    print("verdicts", dict(collections.Counter(c["verdict"] for c in allc)))
    print("kind x verdict", dict(collections.Counter((c["kind"], c["verdict"]) for c in allc)))
    planted = [c["kind"] for o in out if o["label"] == "unsound"
               for c in o["claims"] if c["verdict"] == "false"]
    print("planted false kinds (unsound)", dict(collections.Counter(planted)))


if __name__ == "__main__":
    main()
