import json, os, sys, importlib
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

KINDS = {"event", "location", "presence", "belief", "order", "communication"}
STYLES = {"answer_first", "numbered", "narrative", "terse", "thinking"}
LABELS = {"sound", "unsound", "unsupported", "wrong"}


def load_items():
    with open(os.path.join(HERE, "golds_17a.jsonl")) as f:
        return [json.loads(l) for l in f if l.strip()]


def row_at(item, t):
    golds = item["golds"]
    if t == "end":
        return golds[-1]
    for g in golds:
        if g["line"] == t:
            return g
    raise ValueError("no line %r" % (t,))


def eval_chk(item, chk):
    kind = chk[0]
    bkey = [k for k in item["golds"][0] if k.startswith("beliefs_about_")][0]
    if kind == "o":
        _, obj, cont, t = chk
        return row_at(item, t)["objects"].get(obj, "MISSING") == cont
    if kind == "r":
        _, ag, room, t = chk
        return row_at(item, t)["agents_room"].get(ag, "MISSING") == room
    if kind == "w":
        _, ag, t, want = chk
        return (ag in row_at(item, t)["witnessed_by"]) == want
    if kind == "b":
        _, chain, cont, t = chk
        row = row_at(item, t)[bkey]
        if chain not in row:
            raise ValueError("chain not in golds: %s" % chain)
        return row[chain] == cont
    if kind == "e":
        _, t, sub = chk
        return sub.lower() in row_at(item, t)["text"].lower()
    if kind == "lt":
        _, a, b = chk
        return a < b
    raise ValueError(chk)


def main():
    items = load_items()
    out = []
    errors = []
    for n in range(1, 16):
        item = items[n - 1]
        mod = importlib.import_module("part_%02d" % n)
        recs = mod.RECORDS
        if len(recs) != 5:
            errors.append("part %d has %d records" % (n, len(recs)))
        for i, r in enumerate(recs, 1):
            resp = r["response"]
            rid = "%s-r%d" % (item["id"], i)
            claims = []
            pos = 0
            nfalse = 0
            ncheck_nonanswer = 0
            for c in r["claims"]:
                s = resp.find(c["text"], pos)
                if s < 0:
                    errors.append("%s: span not found after %d: %r" % (rid, pos, c["text"]))
                    continue
                e = s + len(c["text"])
                assert resp[s:e] == c["text"]
                pos = e
                if c["kind"] not in KINDS:
                    errors.append("%s: bad kind %s" % (rid, c["kind"]))
                if c["verdict"] == "uncheckable":
                    if c["chk"]:
                        errors.append("%s: uncheckable with chk %r" % (rid, c["text"]))
                else:
                    if not c["chk"]:
                        errors.append("%s: no chk for %r" % (rid, c["text"]))
                    else:
                        try:
                            ok = all(eval_chk(item, k) for k in c["chk"])
                        except Exception as ex:
                            errors.append("%s: chk error %r: %s" % (rid, c["text"], ex))
                            ok = None
                        want = "true" if ok else "false"
                        if ok is not None and want != c["verdict"]:
                            errors.append("%s: verdict %s but golds say %s: %r" % (rid, c["verdict"], want, c["text"]))
                if c["verdict"] == "false":
                    nfalse += 1
                if c["verdict"] != "uncheckable" and not c.get("is_answer"):
                    ncheck_nonanswer += 1
                claims.append({"text": c["text"], "start": s, "end": e, "kind": c["kind"],
                               "verdict": c["verdict"], "time": c["time"], "note": c["note"]})
            # label consistency
            lab = r["label"]
            right = r["stated_answer"] is not None and r["stated_answer"] == item["answer"]
            if r["style"] not in STYLES or lab not in LABELS:
                errors.append("%s: bad style/label" % rid)
            if lab == "wrong" and right:
                errors.append("%s: labelled wrong but answer right" % rid)
            if lab != "wrong" and not right:
                errors.append("%s: labelled %s but answer not right" % (rid, lab))
            if lab == "sound" and nfalse:
                errors.append("%s: sound with false claims" % rid)
            if lab == "unsound" and nfalse != 1:
                errors.append("%s: unsound with %d false claims" % (rid, nfalse))
            if lab == "unsupported" and nfalse:
                errors.append("%s: unsupported with false claims" % rid)
            rec = {"id": rid, "item_id": item["id"], "world": item["world"],
                   "story": item["story"], "question": item["question"]}
            if item["world"] == "hitom":
                rec["choices"] = item["choices"]
            rec.update({"answer": item["answer"], "order": item["order"],
                        "question_type": item["question_type"], "style": r["style"],
                        "label": lab, "stated_answer": r["stated_answer"],
                        "response": resp, "claims": claims})
            rec["_nonanswer_checkable"] = r.get("nonanswer_checkable")
            out.append(rec)
    # sound vs unsupported: need checkable claims besides the answer restatement
    for rec in out:
        na = rec.pop("_nonanswer_checkable")
        checkable = [c for c in rec["claims"] if c["verdict"] != "uncheckable"
                     and not c["note"].startswith("answer")]
        if rec["label"] == "sound" and len(checkable) < 1:
            errors.append("%s: sound but no checkable claim besides the answer" % rec["id"])
        if rec["label"] == "unsupported" and len(checkable) > 0:
            errors.append("%s: unsupported but %d checkable claims" % (rec["id"], len(checkable)))
        if rec["label"] in ("sound", "unsound", "unsupported") and not any(
                c["note"].startswith("answer") for c in rec["claims"]):
            errors.append("%s: no answer claim listed" % rec["id"])
    if errors:
        print("\n".join(errors))
        print("ERRORS:", len(errors))
        sys.exit(1)
    with open(os.path.join(HERE, "blind_17a.jsonl"), "w") as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("records:", len(out))
    print("styles:", dict(Counter(r["style"] for r in out)))
    print("labels:", dict(Counter(r["label"] for r in out)))
    print("orders:", dict(Counter(r["order"] for r in out)))
    print("label x style:", dict(Counter((r["style"], r["label"]) for r in out)))
    cl = [c for r in out for c in r["claims"]]
    print("claims:", len(cl))
    print("by kind:", dict(Counter(c["kind"] for c in cl)))
    print("by verdict:", dict(Counter(c["verdict"] for c in cl)))
    print("kind x verdict:", dict(Counter((c["kind"], c["verdict"]) for c in cl)))


if __name__ == "__main__":
    main()
