import json, glob, importlib, os, sys
from collections import Counter
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
items = [json.loads(l) for l in open(os.path.join(here, "golds_12.jsonl"))]
parts = sorted(glob.glob(os.path.join(here, "writer_12_part*.py")), key=lambda p: int(p.split("part")[-1][:-3]))
recs = []
for p in parts:
    recs += importlib.import_module(os.path.basename(p)[:-3]).RECS
out = []
counter = Counter()
STY = {"answer_first", "numbered", "narrative", "terse", "thinking"}
LAB = {"sound", "unsound", "unsupported", "wrong"}
KINDS = {"event", "location", "presence", "belief", "order", "communication"}
for (idx, style, label, stated, resp, claims) in recs:
    it = items[idx]
    assert style in STY and label in LAB, (idx, style, label)
    counter[idx] += 1
    n = counter[idx]
    cl = []
    used = {}
    for (text, kind, verdict, time, note) in claims:
        assert kind in KINDS and verdict in ("true", "false", "uncheckable"), (idx, text)
        s = resp.find(text, used.get(text, 0))
        assert s >= 0, (idx, n, text)
        used[text] = s + 1
        e = s + len(text)
        assert resp[s:e] == text
        cl.append({"text": text, "start": s, "end": e, "kind": kind, "verdict": verdict, "time": time, "note": note})
    nf = sum(c["verdict"] == "false" for c in cl)
    right = stated == it["answer"]
    if label == "sound": assert right and nf == 0 and cl, (idx, n)
    if label == "unsound": assert right and nf == 1, (idx, n, nf)
    if label == "unsupported": assert right and nf == 0, (idx, n)
    if label == "wrong": assert not right, (idx, n)
    if stated is not None:
        assert it.get("choices") is None or stated in it["choices"], (idx, stated)
    r = {"id": f"{it['id']}-r{n}", "item_id": it["id"], "world": it["world"], "story": it["story"],
         "question": it["question"]}
    if it["world"] == "hitom":
        r["choices"] = it["choices"]
    r.update({"answer": it["answer"], "order": it["order"], "question_type": it["question_type"],
              "style": style, "label": label, "stated_answer": stated, "response": resp, "claims": cl})
    out.append(r)
with open(os.path.join(here, "blind_12.jsonl"), "w") as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print("records", len(out), "items covered", len(counter), "per item", sorted(set(counter.values())))
print("style", Counter(r["style"] for r in out))
print("label", Counter(r["label"] for r in out))
print("kind x verdict", Counter((c["kind"], c["verdict"]) for r in out for c in r["claims"]))
print("claims", sum(len(r["claims"]) for r in out))
