"""Writer for blind_8.jsonl: hand-written free-form ToM responses with claim annotations.
Parts: writer_8_part0 (framework), writer_8_part1..N (responses)."""
import json, os, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import writer_8_part0 as P
import writer_8_part1  # noqa: F401
for extra in ["writer_8_part2", "writer_8_part3", "writer_8_part4", "writer_8_part5"]:
    if os.path.exists(os.path.join(P.HERE, extra + ".py")):
        __import__(extra)

recs = P.build()
OUT = os.path.join(P.HERE, "blind_8.jsonl")
if "--check" not in sys.argv:
    ids = [r["id"] for r in recs]
    assert len(ids) == len(set(ids))
    per_item = collections.Counter(r["item_id"] for r in recs)
    assert len(per_item) == len(P.ITEMS) and all(v == 5 for v in per_item.values()), per_item
    with open(OUT, "w") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(recs), "records")
print("style", collections.Counter(r["style"] for r in recs))
print("label", collections.Counter(r["label"] for r in recs))
print("kind", collections.Counter(c["kind"] for r in recs for c in r["claims"]))
print("verdict", collections.Counter(c["verdict"] for r in recs for c in r["claims"]))
print("order", collections.Counter(r["order"] for r in recs))
