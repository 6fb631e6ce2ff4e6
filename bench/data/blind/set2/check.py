#!/usr/bin/env python3
"""Independent check of verifier_blind_2.jsonl: reads only the records (story, question, response,
gold) and stories.jsonl golds; does not use writer.py. Prints anomalies."""
import json
import re
import sys
from collections import Counter

stories = [json.loads(l) for l in open("stories.jsonl")]
pk_by = {(p["story"], p["question"]): p for p in stories}
recs = [json.loads(l) for l in open("verifier_blind_2.jsonl")]

HDR = re.compile(r"^(?:#{2,3} Step (\d+)(?:[–-]\d+)?(?:: | ##|$)|\*\*Step (\d+)(?:[–-]\d+)?[:.]?\*\*:? ?|Step (\d+)(?:[–-]\d+)? — |(\d+)(?:[–-]\d+)?\. (?=[A-Z]))")
FINAL = re.compile(r"Final Answer:\**\s*\[([^\]]+)\]")

KW = {
    "enter": r"\b(gathers|meets up|enter|entered|walk into|come into|comes into|heads? into|step inside|gather|shows? up|make their way|file into|moves into|now in the|crowd|go into|goes into|meet up|ends? up|walks back into)\b",
    "exit": r"\b(exit|exits|exited|exiting|leaves?|leaving|left the|out of|depart|departs|takes off|clears out)\b",
    "stay": r"\b(minute)\b",
    "move": r"\b(moved?|moves|moving|puts?|transfers?|shifts?|relocates?|stash|stashes|carries|picks up|takes the|drops|returns)\b",
    "claim": r"(public|everyone the|announce|declare|out loud|openly|whole room|in front of everyone|tells everyone)",
    "tell": r"(private|whisper|quietly|secretly|aside|between the two)",
    "lost": r"(lost|lose|misplac|can't find|missing)",
    "found": r"(found|finds)",
    "saw": r"\b(saw|sees?|spots?|notices?|sight|glimpses?|seen)\b",
    "likes": r"(likes|liked|fond of|enjoys|into the|liking)",
    "dislikes": r"(dislike|isn't a fan|can't stand|no love|not fond|doesn't like|isn't keen)",
}


def line_info(text):
    m = re.match(r"^(.+) entered the (\w+)\.$", text)
    if m:
        return "enter", re.split(r", | and ", m.group(1)) + [m.group(2)]
    m = re.match(r"^The (\w+) is in the (\w+)\.$", text)
    if m:
        return "place", [m.group(1), m.group(2)]
    m = re.match(r"^(\w+) made no movements and stayed in the (\w+) for 1 minute\.$", text)
    if m:
        return "stay", list(m.groups())
    m = re.match(r"^(\w+) exited the (\w+)\.$", text)
    if m:
        return "exit", list(m.groups())
    m = re.match(r"^(\w+) moved the (\w+) to the (\w+)\.$", text)
    if m:
        return "move", list(m.groups())
    m = re.match(r"^(\w+) publicly claimed that (\w+) is in the (\w+)\.$", text)
    if m:
        return "claim", list(m.groups())
    m = re.match(r"^(\w+) privately told (\w+) that the (\w+) is in the (\w+)\.$", text)
    if m:
        return "tell", list(m.groups())
    m = re.match(r"^(\w+) (lost) his (\w+)\.$|^(\w+) (saw) a (\w+)\.$|^(\w+) (likes|dislikes) the (\w+)\.$", text)
    g = [x for x in m.groups() if x]
    return g[1], [g[0], g[2]]


def split_steps(resp):
    steps = []
    cur = None
    for ln in resp.split("\n"):
        m = HDR.match(ln)
        if m and not ln.startswith("Final"):
            if cur:
                steps.append(cur)
            num = next(x for x in m.groups() if x)
            cur = {"num": int(num), "lines": [ln[m.end():]]}
        elif cur is not None:
            if FINAL.search(ln) or ln.startswith("Therefore") or ln.startswith("So the answer") or ln.startswith("That settles") or ln.startswith("### Final"):
                steps.append(cur)
                cur = None
            else:
                cur["lines"].append(ln)
    if cur:
        steps.append(cur)
    return steps


def restate_seg(step):
    first = step["lines"][0].strip()
    if not first:
        body = [l for l in step["lines"] if l.strip()]
        first = body[0] if body else ""
    first = re.sub(r"^\*\*Event:\*\* ", "", first.strip())
    return first


def belief_of(step, obj):
    txt = "\n".join(step["lines"])
    bl = [l for l in txt.split("\n") if "[" in l]
    if not bl:
        return None, None
    b = bl[-1]
    m = re.search(r"\[([^\]]+)\]", b)
    val = m.group(1)
    val = None if val == "Null" else val
    b2 = re.sub(r"^[\s*\-→]*(\*\*)?(Belief:)?(\*\*)?\s*", "", b).strip("* ")
    pre = b2.split(f" the {obj} is in")[0] if f" the {obj} is in" in b2 else b2.split(f"{obj} is in")[0]
    names = re.findall(r"\b([A-Z][a-z]+) (?:thinks|believes)", pre)
    return val, names


problems = []
stats = Counter()
reworded = Counter()
total_restated = Counter()
kinds_reworded = Counter()
for r in recs:
    p = pk_by[(r["story"], r["question"])]
    lines = [l.split(" ", 1)[1] for l in r["story"].split("\n")]
    n = len(lines)
    gold = p["gold_beliefs"]
    obj = re.search(r"the (\w+) (?:really\?|is\?)", r["question"]).group(1)
    chain = p["chain"]
    steps = split_steps(r["response"])
    fa = FINAL.findall(r["response"])
    g = r["gold"]
    k = r["kind"]
    tag = f"{r['id']} {r['style']} {k}"
    # step count
    exp_n = n - 1 if k in ("skipped_line", "merged_lines") else n
    if len(steps) != exp_n:
        problems.append(f"{tag}: {len(steps)} steps, expected {exp_n}")
        continue
    # align steps to lines
    if k == "skipped_line":
        skip = g["first_error"] - 1
        align = [[i] for i in range(n) if i != skip]
    elif k == "merged_lines":
        m0 = g["first_error"] - 1
        align = [[i] for i in range(m0)] + [[m0, m0 + 1]] + [[i] for i in range(m0 + 2, n)]
    else:
        align = [[i] for i in range(n)]
    if k == "out_of_order":
        # find the swapped pair from the text: entities of step j match line j+1
        pass
    vals = []
    bad_belief = []
    bad_chain = []
    for j, st in enumerate(steps):
        val, names = belief_of(st, obj)
        li = align[j][-1]
        if k == "out_of_order":
            vals.append(val)
            continue
        if val != gold[li]:
            bad_belief.append(li + 1)
        if names != chain:
            bad_chain.append((li + 1, names))
    if k == "out_of_order":
        mism = [i for i in range(n) if vals[i] != gold[i]]
        # swapped pair: each step keeps its own line's gold -> check there is a j with vals swapped or equal
        ok = False
        for j in range(n - 1):
            v2 = list(vals)
            v2[j], v2[j + 1] = v2[j + 1], v2[j]
            seg_j = restate_seg(steps[j])
            kd, ents = line_info(lines[j + 1])
            if v2 == gold and all(e in seg_j for e in ents):
                ok = True
        if not ok:
            problems.append(f"{tag}: out_of_order beliefs/contents not consistent")
    # restatement entity check
    for j, st in enumerate(steps):
        if k == "out_of_order":
            break
        seg = restate_seg(st)
        stats["steps"] += 1
        if len(align[j]) == 2:
            continue
        li = align[j][0]
        kd, ents = line_info(lines[li])
        is_err_line = (g["first_error"] == li + 1)
        missing = [e for e in ents if e not in seg and not (kd == "enter" and re.search(r"[Ee]very(one|body)", seg) and e != ents[-1])]
        kk = kd
        kw_ok = re.search(KW[kk] if kk in KW else ".", seg, re.I) is not None
        if kd == "place":
            kw_ok = True
        if kd == "likes" and re.search(KW["dislikes"], seg, re.I):
            kw_ok = False
        total_restated[kd] += 1
        if seg.rstrip() != lines[li] and not seg.startswith(lines[li][:-1]):
            reworded[kd] += 1
        if k in ("wrong_agent", "wrong_object", "wrong_container") and is_err_line:
            if not missing:
                problems.append(f"{tag}: error step {li+1} still has all entities: {seg}")
            continue
        if k == "wrong_event" and is_err_line:
            if kw_ok and not (kd == "exit" and "minute" in seg):
                problems.append(f"{tag}: wrong_event step {li+1} still looks like {kd}: {seg}")
            continue
        if missing or not kw_ok:
            problems.append(f"{tag}: step {li+1} ({kd}) missing {missing} kw_ok={kw_ok}: {seg}")
    # labels per kind
    fe = g["first_error"]
    if k in ("right", "out_of_order", "wrong_final"):
        if k != "out_of_order" and (bad_belief or bad_chain):
            problems.append(f"{tag}: belief/chain mismatch {bad_belief} {bad_chain}")
        if fe is not None:
            problems.append(f"{tag}: first_error should be null")
    elif k == "wrong_belief":
        if bad_belief != [fe] or bad_chain:
            problems.append(f"{tag}: wrong_belief mismatches {bad_belief} vs fe {fe}; chains {bad_chain}")
    elif k in ("wrong_chain", "bare_fact"):
        if [c[0] for c in bad_chain] != [fe] or bad_belief:
            problems.append(f"{tag}: chain mismatches {bad_chain} vs fe {fe}; beliefs {bad_belief}")
        if k == "bare_fact" and bad_chain and bad_chain[0][1] != []:
            problems.append(f"{tag}: bare_fact step has a chain {bad_chain}")
    else:
        if bad_belief or bad_chain:
            problems.append(f"{tag}: belief/chain mismatch {bad_belief} {bad_chain}")
    # final answer
    if len(fa) != 1:
        problems.append(f"{tag}: {len(fa)} final answers")
    else:
        if (fa[0] == r["answer"]) != g["answer_right"]:
            problems.append(f"{tag}: answer_right label wrong")
        if (k == "wrong_final") == (fa[0] == r["answer"]):
            problems.append(f"{tag}: final answer vs kind")
    # gold consistency
    right = g["right"]
    restated = g["restated"]
    fe2 = next((i + 1 for i, x in enumerate(right) if not x), None)
    if fe2 != fe:
        problems.append(f"{tag}: first_error inconsistent")
    if any(x and not y for x, y in zip(right, restated)):
        problems.append(f"{tag}: right without restated")
    ver = fe is None and k not in ("out_of_order",) and g["answer_right"]
    if ver != g["verified"]:
        problems.append(f"{tag}: verified inconsistent")
    nerr = sum(1 for x in right if not x)
    exp = {"right": 0, "out_of_order": 0, "wrong_final": 0, "merged_lines": 2}.get(k, 1)
    if nerr != exp:
        problems.append(f"{tag}: {nerr} wrong lines, expected {exp}")
    if r["error_line_kind"] is not None and r["error_line_kind"] != p["line_kinds"][fe - 1]:
        problems.append(f"{tag}: error_line_kind mismatch")

for pr in problems:
    print(pr)
print(len(problems), "problems")
tr = sum(total_restated.values())
rw = sum(reworded.values())
print(f"restatement segments: {tr}, reworded (not a verbatim copy, comments aside): {rw} = {rw / tr:.1%}")
for kd in total_restated:
    print(f"  {kd}: {reworded[kd]}/{total_restated[kd]}")
