import os
HERE = os.path.dirname(os.path.abspath(__file__))  # the golds file beside it (seed 6815, even rows)
os.chdir(HERE)
import json, importlib, sys, collections
sys.path.insert(0, HERE)
items = [json.loads(l) for l in open('golds_15a.jsonl')]
STYLES = {"answer_first","numbered","narrative","terse","thinking"}
LABELS = {"sound","unsound","unsupported","wrong"}
KINDS = {"event","location","presence","belief","order","communication"}
VERD = {"true","false","uncheckable"}
out = []; errors = []
for n in range(1, 16):
    mod = importlib.import_module(f"part_{n:02d}")
    it = items[mod.ROW - 1]
    assert len(mod.RECORDS) == 5, n
    for i, r in enumerate(mod.RECORDS, 1):
        resp = r["response"]
        claims = []
        for c in r["claims"]:
            text, kind, verdict, time, note = c
            start = resp.find(text)
            if start < 0:
                errors.append(f"q{n} r{i}: not found: {text!r}"); continue
            if resp.count(text) > 1:
                print(f"NOTE q{n} r{i}: multiple occurrences of {text!r}, using first")
            end = start + len(text)
            assert resp[start:end] == text
            assert kind in KINDS and verdict in VERD, (n, i, text)
            claims.append(dict(text=text, start=start, end=end, kind=kind, verdict=verdict, time=time, note=note))
        # label consistency
        ans = it["answer"]; sa = r["stated_answer"]; lab = r["label"]
        nfalse = sum(c["verdict"] == "false" for c in claims)
        if lab == "wrong":
            if sa == ans: errors.append(f"q{n} r{i}: wrong label but right answer")
        else:
            if sa != ans: errors.append(f"q{n} r{i}: {lab} but answer {sa} != {ans}")
            if lab == "unsound" and nfalse != 1: errors.append(f"q{n} r{i}: unsound with {nfalse} false")
            if lab in ("sound", "unsupported") and nfalse: errors.append(f"q{n} r{i}: {lab} has false claims")
        assert r["style"] in STYLES and lab in LABELS
        rec = {"id": f"{it['id']}-r{i}", "item_id": it["id"], "world": it["world"], "story": it["story"],
               "question": it["question"]}
        if it["world"] == "hitom":
            rec["choices"] = it.get("choices")
        rec.update({"answer": ans, "order": it["order"], "question_type": it["question_type"],
                    "style": r["style"], "label": lab, "stated_answer": sa, "response": resp, "claims": claims})
        out.append(rec)
if errors:
    print("\n".join(errors)); sys.exit(1)
with open('blind_15a.jsonl', 'w') as f:
    for rec in out:
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")
# verify round-trip
back = [json.loads(l) for l in open('blind_15a.jsonl')]
for rec in back:
    for c in rec["claims"]:
        assert rec["response"][c["start"]:c["end"]] == c["text"]
print("records:", len(back))
print("styles:", dict(collections.Counter(r["style"] for r in back)))
print("labels:", dict(collections.Counter(r["label"] for r in back)))
print("orders:", dict(collections.Counter(r["order"] for r in back)))
print("qtypes:", dict(collections.Counter(r["question_type"] for r in back)))
print("claims:", sum(len(r["claims"]) for r in back))
print("kind:", dict(collections.Counter(c["kind"] for r in back for c in r["claims"])))
print("verdict:", dict(collections.Counter(c["verdict"] for r in back for c in r["claims"])))
print("kind x verdict:", dict(collections.Counter((c["kind"], c["verdict"]) for r in back for c in r["claims"])))
print("label x style:", dict(collections.Counter((r["label"], r["style"]) for r in back)))
