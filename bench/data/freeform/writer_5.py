#!/usr/bin/env python3
"""writer_1.py -- builds blind_5.jsonl: a blind test set of free-form ToM answers with
span-level claims and verdicts.  Responses are written with inline markup
[[claim text|kind|T/F/U|time|check|note]]; offsets are computed here, and every
claim that carries a check spec is verified against golds_1.jsonl (verdict must match).
Usage: python3 writer_1.py [--check]"""
# ---- core: parse markup, verify against golds, emit records ----
import json, re, os, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = [json.loads(l) for l in open(os.path.join(HERE, 'golds_1.jsonl'))]
KIND = {'ev': 'event', 'loc': 'location', 'pres': 'presence', 'bel': 'belief', 'ord': 'order', 'com': 'communication'}
VERD = {'T': 'true', 'F': 'false', 'U': 'uncheckable'}
STYLES = {'answer_first', 'numbered', 'narrative', 'terse', 'thinking'}
LABELS = {'sound', 'unsound', 'unsupported', 'wrong'}
RESP = []  # (idx, style, label, stated, raw)

def R(idx, style, label, stated, raw):
    RESP.append((idx, style, label, stated, raw))

def _row(item, t):
    g = item['golds']
    return g[-1] if t == 'end' else g[int(t) - 1]

def _bkey(item):
    return [k for k in item['golds'][0] if k.startswith('beliefs_about_')][0]

def _val(s):
    return None if s in ('None', 'null', '') else s

def _exit_line(item, agent, room=None):
    g = item['golds']
    for i in range(1, len(g)):
        a, b = g[i - 1]['agents_room'].get(agent), g[i]['agents_room'].get(agent)
        if a is not None and b is None and (room is None or a == room):
            return g[i]['line']
    return None

def check(item, spec, t):
    ok = True
    for part in spec.split('&'):
        part = part.strip()
        neg = part.startswith('!')
        if neg: part = part[1:]
        typ, body = part.split(':', 1)
        if typ == 'o':
            obj, cont = body.split('=')
            res = _row(item, t)['objects'][obj] == _val(cont)
        elif typ == 'b':
            lhs, cont = body.split('=')
            if ':' in lhs:
                chain, obj = lhs.split(':')
                bk = 'beliefs_about_' + obj
            else:
                chain, bk = lhs, _bkey(item)
            chain = ' -> '.join(chain.split('>'))
            row = _row(item, t)
            assert chain in row[bk], (item['id'], chain)
            res = row[bk][chain] == _val(cont)
        elif typ == 'r':
            ag, room = body.split('=')
            res = _row(item, t)['agents_room'][ag] == _val(room)
        elif typ == 'w':
            res = body in _row(item, t)['witnessed_by']
        elif typ == 'l':
            n, rx = body.split('~', 1)
            res = re.search(rx, item['golds'][int(n) - 1]['text']) is not None
        elif typ == 'x':  # x:A<B or x:A<B@room  exit order
            room = None
            if '@' in body: body, room = body.split('@')
            a, b = body.split('<')
            la, lb = _exit_line(item, a, room), _exit_line(item, b, room)
            assert la is not None and lb is not None, (item['id'], body)
            res = la < lb
        elif typ == 'xl':  # xl:A=N  A exited at line N
            ag, n = body.split('=')
            room = None
            if '@' in n: n, room = n.split('@')
            n = int(n); g = item['golds']
            prevr = g[n - 2]['agents_room'].get(ag) if n >= 2 else None
            res = prevr is not None and g[n - 1]['agents_room'].get(ag) is None and (room is None or prevr == room)
        else:
            raise ValueError(spec)
        if neg: res = not res
        ok = ok and res
    return ok

MARK = re.compile(r'\[\[(.*?)\]\]', re.S)

def build():
    out, errs = [], []
    per_item = Counter()
    for idx, style, label, stated, raw in RESP:
        item = ITEMS[idx]
        raw = raw.strip('\n')
        per_item[idx] += 1
        rid = f"{item['id']}-r{per_item[idx]}"
        resp, claims, pos, last = '', [], 0, 0
        for m in MARK.finditer(raw):
            resp += raw[last:m.start()]
            f = m.group(1).split('|')
            if len(f) != 6:
                errs.append((rid, 'fields', m.group(1))); last = m.end(); continue
            text, k, v, t, spec, note = f
            start = len(resp); resp += text; end = len(resp)
            t = None if t == '-' else ('end' if t == 'end' else int(t))
            if spec != '-':
                if t is None: errs.append((rid, 'check without time', text))
                else:
                    try:
                        res = check(item, spec, t)
                    except Exception as e:
                        errs.append((rid, 'checkerr', text, repr(e))); res = None
                    if res is not None and VERD[v] != ('true' if res else 'false'):
                        errs.append((rid, 'verdict mismatch', text, spec, v))
            claims.append({'text': text, 'start': start, 'end': end, 'kind': KIND[k], 'verdict': VERD[v],
                           'time': t, 'note': note.strip()})
            last = m.end()
        resp += raw[last:]
        for c in claims:
            assert resp[c['start']:c['end']] == c['text'], (rid, c['text'])
        assert style in STYLES and label in LABELS, rid
        ans = item['answer']
        nF = sum(c['verdict'] == 'false' for c in claims)
        nonans = [c for c in claims if not c['note'].lower().startswith('answer')]
        chk = [c for c in nonans if c['verdict'] != 'uncheckable']
        if stated is not None and stated not in resp.replace(' ', '_'):
            print('WARN stated not literally in response', rid, stated)
        if label == 'sound' and not (stated == ans and nF == 0 and chk): errs.append((rid, 'label sound bad', nF, len(chk)))
        if label == 'unsound' and not (stated == ans and nF == 1): errs.append((rid, 'label unsound bad', nF))
        if label == 'unsupported' and not (stated == ans and not chk and nF == 0): errs.append((rid, 'label unsupported bad'))
        if label == 'wrong' and stated == ans: errs.append((rid, 'label wrong bad'))
        rec = {'id': rid, 'item_id': item['id'], 'world': item['world'], 'story': item['story'],
               'question': item['question']}
        if item['world'] == 'hitom': rec['choices'] = item.get('choices')
        rec.update({'answer': ans, 'order': item['order'], 'question_type': item['question_type'],
                    'style': style, 'label': label, 'stated_answer': stated, 'response': resp, 'claims': claims})
        out.append(rec)
    return out, errs

def main():
    out, errs = build()
    for e in errs: print('ERR', e)
    if '--check' in sys.argv: 
        print(len(out), 'records;', len(errs), 'errors'); return
    with open(os.path.join(HERE, 'blind_5.jsonl'), 'w') as f:
        for r in out: f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('records', len(out), 'items', len(set(r['item_id'] for r in out)), 'errors', len(errs))
    print('style', dict(Counter(r['style'] for r in out)))
    print('label', dict(Counter(r['label'] for r in out)))
    print('label x order', dict(Counter((r['order'], r['label']) for r in out)))
    cl = [c for r in out for c in r['claims']]
    print('claims', len(cl))
    print('kind', dict(Counter(c['kind'] for c in cl)))
    print('verdict', dict(Counter(c['verdict'] for c in cl)))
    print('kind x verdict', dict(Counter((c['kind'], c['verdict']) for c in cl)))
    print('false kinds in unsound', dict(Counter(c['kind'] for r in out if r['label']=='unsound' for c in r['claims'] if c['verdict']=='false')))

# ---------- item 0: tomi second_order_1_tom, Charlotte -> Avery, plum, blue_crate ----------
R(0, 'answer_first', 'sound', 'blue_crate', """
**Answer: blue_crate**

Explanation:
- [[Charlotte and Avery were both in the workshop when the plum was in the blue_crate (line 4)|pres|T|4|w:Charlotte&w:Avery&o:plum=blue_crate|both witnessed line 4]].
- [[Charlotte exited the workshop at line 5|ev|T|5|l:5~Charlotte exited the workshop|line 5]], so [[she did not see Avery move the plum to the red_envelope (line 8)|pres|T|8|!w:Charlotte|Charlotte absent at line 8]].
- Because of that, [[Charlotte still believes Avery would look in the blue_crate|bel|T|end|b:Charlotte>Avery=blue_crate|answer restated]].
""")
R(0, 'narrative', 'unsound', 'blue_crate', """
Let me trace who was in the workshop at each point.

[[Charlotte entered first|ord|T|3|-|Charlotte entered at 2, Avery at 3]], then [[Avery joined her|ev|T|3|l:3~Avery entered the workshop|line 3]], and [[the plum was sitting in the blue_crate while they were both there|loc|T|4|o:plum=blue_crate&w:Charlotte&w:Avery|line 4]]. [[Logan came in before Charlotte left|ord|F|6|-|Logan entered at line 6, after Charlotte exited at line 5]], but that doesn't matter much for this question. What matters is that [[Avery moved the plum to the red_envelope only after Charlotte was gone|ord|T|8|!w:Charlotte&l:8~Avery moved the plum to the red_envelope|move at 8, Charlotte left at 5]].

So when Charlotte left, [[the last thing she knew was that the plum was in the blue_crate|bel|T|5|b:Charlotte=blue_crate|Charlotte=blue_crate at line 5]], and [[Charlotte thinks Avery would search the blue_crate|bel|T|end|b:Charlotte>Avery=blue_crate|answer restated]].

The answer is blue_crate.
""")
R(0, 'answer_first', 'wrong', 'red_envelope', """
**Answer: red_envelope**

Explanation:
1. [[The plum starts in the blue_crate|loc|T|4|o:plum=blue_crate|line 4]].
2. [[Charlotte leaves the workshop at step 5|ev|T|5|l:5~Charlotte exited|line 5]].
3. [[Avery moves the plum to the red_envelope at step 8|ev|T|8|l:8~Avery moved the plum to the red_envelope|line 8]].
4. Avery did the moving herself, so [[Avery knows it is in the red_envelope|bel|T|end|b:Avery=red_envelope|Avery=red_envelope]], and [[Charlotte would expect Avery to search where Avery actually put it|bel|F|end|b:Charlotte>Avery=red_envelope|Charlotte -> Avery = blue_crate]].

Therefore [[Charlotte thinks Avery searches in the red_envelope|bel|F|end|b:Charlotte>Avery=red_envelope|answer restated; gold blue_crate]].
""")
R(0, 'terse', 'unsupported', 'blue_crate', """
blue_crate
""")
R(0, 'thinking', 'sound', 'blue_crate', """
<think>
Question is second order: Charlotte's belief about where Avery will look.
[[Plum is in the blue_crate at line 4|loc|T|4|o:plum=blue_crate|line 4]], [[both Charlotte and Avery are in the workshop then|pres|T|4|r:Charlotte=workshop&r:Avery=workshop|line 4]]. [[Charlotte exits at 5|ev|T|5|l:5~Charlotte exited|line 5]]. Then [[Logan enters (6)|ev|T|6|l:6~Logan entered|line 6]] and [[Avery moves the plum to the red_envelope at 8|ev|T|8|l:8~Avery moved the plum to the red_envelope|line 8]]. Did Charlotte come back? [[No, she never re-enters|pres|T|end|r:Charlotte=None|Charlotte in no room to the end]]. So [[Charlotte's picture of the plum is frozen at the blue_crate|bel|T|end|b:Charlotte=blue_crate|Charlotte=blue_crate]].
</think>

[[Charlotte left before the move|ord|T|8|!w:Charlotte&l:5~Charlotte exited|exit 5, move 8]], so [[she thinks Avery will search the blue_crate|bel|T|end|b:Charlotte>Avery=blue_crate|answer restated]].
""")

# ---------- item 1: tomi memory, pineapple, green_crate ----------
R(1, 'narrative', 'sound', 'green_crate', """
The question is about where the pineapple started, not where it ended up.

[[At line 4 the pineapple is in the green_crate, which is the first time it's mentioned|loc|T|4|o:pineapple=green_crate|line 4, first placement]]. [[Later Mia moves it to the blue_suitcase (line 6)|ev|T|6|l:6~Mia moved the pineapple to the blue_suitcase|line 6]], [[after Isabella has already left the workshop|ord|T|6|!w:Isabella|Isabella exited at 5, before the move at 6]]. [[Abigail was in the cellar the whole time|pres|T|end|r:Abigail=cellar|Abigail in cellar from line 1]], so she plays no part.

So [[at the beginning, the pineapple was in the green_crate|loc|T|4|o:pineapple=green_crate|answer restated]].
""")
R(1, 'numbered', 'unsound', 'green_crate', """
[[The story first places the pineapple in the green_crate (line 4)|loc|T|4|o:pineapple=green_crate|line 4]]. [[Isabella then moved it to the blue_suitcase (line 6)|ev|F|6|l:6~Isabella moved|Mia moved it, not Isabella]], so [[it ends in the blue_suitcase|loc|T|end|o:pineapple=blue_suitcase|end]], but the question asks about the beginning.

**Answer:** green_crate
""")
R(1, 'terse', 'wrong', 'blue_suitcase', """
[[It's in the blue_suitcase|loc|T|end|o:pineapple=blue_suitcase|answer given; true of the end, but the question asks about the beginning]] — [[Mia moved it there at line 6|ev|T|6|l:6~Mia moved the pineapple to the blue_suitcase|line 6 event]].
""")
R(1, 'numbered', 'sound', 'green_crate', """
Step 1: Identify the first location. [[The pineapple is placed in the green_crate in step 4|loc|T|4|o:pineapple=green_crate|line 4]].
Step 2: Later changes. [[Mia moves it to the blue_suitcase in step 6|ev|T|6|l:6~Mia moved the pineapple to the blue_suitcase|line 6]].
Step 3: The question asks about the beginning, so the later move doesn't count.

**Answer:** green_crate
""")
R(1, 'thinking', 'wrong', None, """
<think>
"At the beginning" — hmm. [[The pineapple shows up in the green_crate at line 4|loc|T|4|o:pineapple=green_crate|line 4]], then [[Mia moves it to the blue_suitcase at line 6|ev|T|6|l:6~Mia moved the pineapple|line 6]]. Beginning could mean the start of the story or the start of Mia's time alone with it... both readings seem defensible.
</think>

It was either in the green_crate or, if you count from when Mia was alone, the blue_suitcase. I can't pick one with confidence.
""")

# ---------- item 2: hitom order_1, Hannah, strawberry, blue_bathtub (G) ----------
R(2, 'answer_first', 'sound', 'blue_bathtub', """
**Answer: G. blue_bathtub**

Explanation:
- [[Hannah herself moved the strawberry to the blue_bathtub (line 9)|ev|T|9|l:9~Hannah moved the strawberry to the blue_bathtub|line 9]].
- [[Nobody touched the strawberry after that|ev|T|end|o:strawberry=blue_bathtub|object stays in blue_bathtub to the end]]; [[Hannah left at line 11|ev|T|11|xl:Hannah=11|line 11]] and [[Olivia made no movements after that (line 12)|ev|T|12|l:12~Olivia made no movements|line 12]].
- [[Her public claim at line 15 matches what she believes|com|T|15|b:Hannah=blue_bathtub&l:15~blue_bathtub|claim = her belief]].

So [[Hannah really thinks it is in the blue_bathtub|bel|T|end|b:Hannah=blue_bathtub|answer restated]].
""")
R(2, 'narrative', 'unsound', 'blue_bathtub', """
Let me trace where the strawberry went and who saw each move.

[[It starts in the blue_cupboard|loc|T|2|o:strawberry=blue_cupboard|line 2]], and [[Mila moves it to the green_treasure_chest|ev|T|3|l:3~Mila moved the strawberry to the green_treasure_chest|line 3]] [[with everyone watching|pres|T|3|w:Hannah&w:Logan&w:Isla&w:Olivia&w:Mila|all five witnessed line 3]]. [[After Mila leaves, Logan moves it to the blue_box|ord|T|5|l:5~Logan moved the strawberry to the blue_box&!w:Mila|Mila out at 4, move at 5]]. Then [[Logan and Isla leave|ev|T|8|xl:Logan=6&xl:Isla=8|lines 6 and 8]], and [[Hannah moves it to the blue_bathtub|ev|T|9|l:9~Hannah moved the strawberry to the blue_bathtub|line 9]] [[while Olivia watches|pres|T|9|w:Olivia|Olivia witnessed line 9]].

In the waiting room [[Hannah publicly says it's in the blue_bathtub|com|T|15|l:15~Hannah publicly claimed that strawberry is in the blue_bathtub|line 15]]. [[Logan doesn't buy the claim and keeps thinking it's in the blue_box|com|F|15|b:Logan=blue_box|Logan trusts Hannah (she left later) and now thinks blue_bathtub]], but that's about Logan, not Hannah. [[Hannah made the last move herself|ev|T|end|o:strawberry=blue_bathtub&l:9~Hannah moved|line 9 is the last move]], so [[she still believes it's in the blue_bathtub|bel|T|end|b:Hannah=blue_bathtub|answer restated]].

The answer is G. blue_bathtub.
""")
R(2, 'answer_first', 'wrong', None, """
**Answer: G. blue_bathtub or J. blue_box**

Explanation:
1. [[The strawberry begins in the blue_cupboard|loc|T|2|o:strawberry=blue_cupboard|line 2]].
2. [[Mila moves it to the green_treasure_chest|ev|T|3|l:3~Mila moved the strawberry to the green_treasure_chest|line 3]].
3. [[Logan moves it to the blue_box|ev|T|5|l:5~Logan moved the strawberry to the blue_box|line 5]].
4. [[Hannah moves it to the blue_bathtub|ev|T|9|l:9~Hannah moved the strawberry to the blue_bathtub|line 9]].
5. [[Olivia later privately tells Mila it is in the blue_bathtub|com|T|17|l:17~Olivia privately told Mila that the strawberry is in the blue_bathtub|line 17]].

Since the question says "really think", Hannah might be bluffing in her public claim, so her real belief could be the blue_box from before her own move.
""")
R(2, 'terse', 'unsupported', 'blue_bathtub', """
G. blue_bathtub — [[Hannah thinks the strawberry is in the blue_bathtub.|bel|T|end|b:Hannah=blue_bathtub|answer restated]]
""")
R(2, 'thinking', 'sound', 'blue_bathtub', """
<think>
Hannah's own belief. Moves: [[blue_cupboard → green_treasure_chest (Mila, 3)|ev|T|3|l:3~Mila moved the strawberry to the green_treasure_chest|line 3]] → [[blue_box (Logan, 5)|ev|T|5|l:5~Logan moved the strawberry to the blue_box|line 5]] → [[blue_bathtub (Hannah, 9)|ev|T|9|l:9~Hannah moved the strawberry to the blue_bathtub|line 9]]. Was Hannah there for everything up to 9? [[Yes, she stayed in the kitchen until line 11|pres|T|10|r:Hannah=kitchen&xl:Hannah=11|Hannah in kitchen through line 10]]. After she left, did Olivia move it? No — [[Olivia made no movements|ev|T|12|l:12~Olivia made no movements|line 12]]. [[The public claim at 15 is Hannah's own statement|com|T|15|l:15~Hannah publicly claimed|line 15 speaker is Hannah]]; [[Olivia's private tell at 17 goes to Mila, not Hannah|com|T|17|l:17~Olivia privately told Mila&!w:Hannah|line 17]]. So [[Hannah's belief is unchanged|bel|T|end|b:Hannah=blue_bathtub|Hannah=blue_bathtub from 9 to end]].
</think>

G. blue_bathtub — [[she put it there herself and nothing moved it afterwards|ev|T|end|o:strawberry=blue_bathtub&l:9~Hannah moved the strawberry to the blue_bathtub|still in blue_bathtub at end]].
""")

# ---------- item 3: tomi reality, watermelon, red_crate ----------
R(3, 'terse', 'sound', 'red_crate', """
red_crate — [[Mia moved it there (line 4)|ev|T|4|l:4~Mia moved the watermelon to the red_crate|line 4]] and [[nothing moved it afterwards|loc|T|end|o:watermelon=red_crate|still red_crate at end]].
""")
R(3, 'numbered', 'unsound', 'red_crate', """
1. [[The watermelon was first in the blue_treasure_chest (line 3)|loc|T|3|o:watermelon=blue_treasure_chest|line 3]].
2. [[Abigail moved it to the red_crate (line 4)|ev|F|4|l:4~Abigail moved|Mia moved it, not Abigail]].
3. [[Abigail then left the hallway|ev|T|6|l:6~Abigail exited the hallway|line 6]] and [[went to the living_room|ev|T|7|l:7~Abigail entered the living_room|line 7]]; [[no further moves happened|loc|T|end|o:watermelon=red_crate|unchanged to end]], so [[the watermelon is really in the red_crate|loc|T|end|o:watermelon=red_crate|answer restated]].

**Answer:** red_crate
""")
R(3, 'narrative', 'sound', 'red_crate', """
This one asks about reality, so beliefs don't matter — just where the watermelon physically is at the end.

[[It begins in the blue_treasure_chest|loc|T|3|o:watermelon=blue_treasure_chest|line 3]], and then [[Mia moves it to the red_crate|ev|T|4|l:4~Mia moved the watermelon to the red_crate|line 4]] [[while Abigail is still in the hallway|pres|T|4|w:Abigail&r:Abigail=hallway|Abigail present at 4]]. After that, [[Abigail leaves|ev|T|6|l:6~Abigail exited|line 6]] and [[goes into the living_room|ev|T|7|r:Abigail=living_room|line 7]], and [[Gracie's line is just about disliking an apple|ev|T|5|l:5~Gracie hates the apple|line 5 irrelevant]]. [[No one moves the watermelon again|loc|T|end|o:watermelon=red_crate|unchanged after 4]].

So [[the watermelon is really in the red_crate|loc|T|end|o:watermelon=red_crate|answer restated]].
""")
R(3, 'numbered', 'wrong', 'blue_treasure_chest', """
Step 1: [[The watermelon is in the blue_treasure_chest (step 3)|loc|T|3|o:watermelon=blue_treasure_chest|line 3]].
Step 2: [[Mia moves it to the red_crate (step 4)|ev|T|4|l:4~Mia moved the watermelon to the red_crate|line 4]].
Step 3: [[Abigail exits the hallway (step 6)|ev|T|6|l:6~Abigail exited the hallway|line 6]].
Step 4: The question says "really", which points at what Abigail last settled on, and [[she believes it is still in the blue_treasure_chest|bel|F|end|b:Abigail=blue_treasure_chest|Abigail saw the move and believes red_crate]].

Final answer: blue_treasure_chest
""")
R(3, 'thinking', 'unsupported', 'red_crate', """
<think>
Where is it really. Just need the final physical location. Seems straightforward; nothing tricky here.
</think>

[[The watermelon is really in the red_crate.|loc|T|end|o:watermelon=red_crate|answer restated]]
""")

# ---------- item 4: hitom order_1, Emily, grapefruit, green_container (B) ----------
R(4, 'answer_first', 'sound', 'green_container', """
**B. green_container**

Explanation:
1. [[Isla moved the grapefruit from the red_box to the green_container (line 3)|ev|T|3|l:3~Isla moved the grapefruit to the green_container|line 3]] [[while everyone was in the hall|pres|T|3|w:Emily&w:Evelyn&w:Isla&w:Jacob&w:Lily|all present at 3]].
2. [[Emily exited the hall at line 12|ev|T|12|xl:Emily=12@hall|line 12]].
3. [[Jacob moved the grapefruit back to the red_box only after Emily had left (line 14)|ord|T|14|l:14~Jacob moved the grapefruit to the red_box&!w:Emily|move at 14, Emily gone]].
4. [[The workshop scene is about the corn and doesn't affect the grapefruit|loc|T|26|o:grapefruit=red_box|grapefruit unchanged through the workshop scene]].

[[Emily therefore still thinks the grapefruit is in the green_container|bel|T|end|b:Emily=green_container|answer restated]].
""")
R(4, 'numbered', 'unsound', 'green_container', """
Let's think step by step.

1. [[The grapefruit starts in the red_box|loc|T|2|o:grapefruit=red_box|line 2]].
2. [[Isla moves it to the green_container|ev|T|3|l:3~Isla moved the grapefruit to the green_container|line 3]] [[in front of everyone|pres|T|3|w:Emily&w:Jacob&w:Lily&w:Evelyn|all present at 3]].
3. [[Emily is the last one to leave the hall|ord|F|12|x:Jacob<Emily@hall|Jacob left the hall after Emily (15 vs 12)]].
4. [[Nothing in the workshop concerns the grapefruit|loc|T|26|o:grapefruit=red_box|grapefruit unchanged 17-26]].

So [[Emily thinks it's in the green_container|bel|T|end|b:Emily=green_container|answer restated]].

The answer is [green_container]
""")
R(4, 'terse', 'wrong', 'red_box', """
A. red_box — [[Jacob moved it back to the red_box at line 14|ev|T|14|l:14~Jacob moved the grapefruit to the red_box|line 14]].
""")
R(4, 'narrative', 'sound', 'green_container', """
Let me trace where Emily was for each move of the grapefruit.

[[The grapefruit starts in the red_box|loc|T|2|o:grapefruit=red_box|line 2]], and [[Isla moves it to the green_container|ev|T|3|l:3~Isla moved the grapefruit to the green_container|line 3]] [[while all five are still in the hall|pres|T|3|w:Emily&w:Evelyn&w:Jacob&w:Lily&w:Isla|all present at 3]]. Then [[people trickle out: Isla, Evelyn, Lily|ord|T|9|x:Isla<Evelyn@hall&x:Evelyn<Lily@hall|exits 4, 7, 9]], and [[Emily leaves at line 12|ev|T|12|xl:Emily=12@hall|line 12]], [[with only Jacob remaining|pres|T|12|r:Jacob=hall&!w:Lily&!w:Evelyn&!w:Isla|only Jacob in hall after 12]]. [[Jacob then moves the grapefruit back to the red_box|ev|T|14|l:14~Jacob moved the grapefruit to the red_box|line 14]], but [[Emily isn't there to see it|pres|T|14|!w:Emily|Emily absent at 14]].

Later [[Emily is in the workshop with Isla and Jacob|pres|T|17|r:Emily=workshop&r:Isla=workshop&r:Jacob=workshop|line 17]], but [[that scene only involves the corn|loc|T|26|o:grapefruit=red_box|grapefruit unchanged 17-26]]. So [[Emily's last information about the grapefruit is the green_container|bel|T|end|b:Emily=green_container|answer restated]].

The answer is B. green_container.
""")
R(4, 'thinking', 'wrong', 'red_box', """
<think>
Emily's belief about the grapefruit. [[Start red_box (2)|loc|T|2|o:grapefruit=red_box|line 2]], [[Isla → green_container (3)|ev|T|3|l:3~Isla moved the grapefruit to the green_container|line 3]]. Then exits... [[Emily exits at 12|ev|T|12|xl:Emily=12@hall|line 12]], [[Jacob moves it to the red_box at 14|ev|T|14|l:14~Jacob moved the grapefruit to the red_box|line 14]]. Then [[everyone meets in the waiting_room|ev|T|16|r:Emily=waiting_room&r:Jacob=waiting_room&r:Isla=waiting_room&r:Lily=waiting_room&r:Evelyn=waiting_room|line 16]], and then [[Emily, Isla and Jacob go to the workshop together|ev|T|17|l:17~Isla, Jacob and Emily entered the workshop|line 17]]. [[Jacob would have told Emily about the grapefruit while they were together|com|F|end|b:Emily=red_box|no tell happens; Emily still believes green_container]], so [[she'd know the red_box|bel|F|end|b:Emily=red_box|Emily=green_container]].
</think>

A. red_box
""")

# ---------- item 5: hitom order_3, Liam -> William -> Aiden, banana, blue_treasure_chest (G) ----------
R(5, 'answer_first', 'sound', 'blue_treasure_chest', """
**Answer: G. blue_treasure_chest**

Explanation:
- [[The banana started in the blue_treasure_chest with all five in the workshop (line 2)|loc|T|2|o:banana=blue_treasure_chest|line 2]].
- [[Aiden exited at line 4|ev|T|4|xl:Aiden=4|line 4]], [[before William moved the banana to the red_container (line 7)|ord|T|7|!w:Aiden&l:7~William moved the banana to the red_container|Aiden absent at the move]].
- [[Liam was in the room for that move|pres|T|7|w:Liam|Liam witnessed line 7]] and [[saw that Aiden was already gone|pres|T|7|r:Aiden=None&w:Liam|Aiden out at 7]], so [[from Liam's perspective William knows Aiden never saw the move|bel|U|-|-|knowledge about observation; not a location belief column]].
- [[The later claims in the waiting_room don't change this chain|com|T|16|b:Liam>William>Aiden=blue_treasure_chest|chain unchanged at 15-16]]: [[Liam thinks William thinks Aiden thinks it's in the blue_treasure_chest|bel|T|end|b:Liam>William>Aiden=blue_treasure_chest|answer restated]].
""")
R(5, 'numbered', 'unsound', 'blue_treasure_chest', """
Step 1: [[All five see the banana in the blue_treasure_chest (line 2)|pres|T|2|w:Aiden&w:Jacob&w:William&w:Noah&w:Liam|all witness line 2]].
Step 2: [[Aiden leaves first (line 4)|ord|T|4|xl:Aiden=4&x:Aiden<Jacob|Aiden first out]], then [[Noah leaves at line 6|ev|F|6|l:6~Noah exited|Jacob exited at line 6; Noah left at line 10]].
Step 3: [[William moves the banana to the red_container (line 7)|ev|T|7|l:7~William moved the banana to the red_container|line 7]]; [[Aiden is not present|pres|T|7|!w:Aiden|Aiden absent at 7]].
Step 4: [[Liam watched the move|pres|T|7|w:Liam|Liam present at 7]], and [[he knows William knows Aiden was out|bel|U|-|-|knowledge about observation; no column]].
Step 5: [[The public claim (red_basket) and Liam's private tell come later and don't alter what Liam thinks William thinks about Aiden|com|T|16|b:Liam>William>Aiden=blue_treasure_chest|chain unchanged at 15-16]].

**Answer:** G. blue_treasure_chest
""")
R(5, 'narrative', 'wrong', 'red_basket', """
Let me work through the chain from the inside out: what does Aiden believe, what does William think about that, and what does Liam think about William.

[[Aiden left the workshop at line 4|ev|T|4|xl:Aiden=4|line 4]], so [[he never saw William move the banana to the red_container|pres|T|7|!w:Aiden|Aiden absent at 7]]. But in the waiting room [[William publicly claimed the banana is in the red_basket|com|T|15|l:15~William publicly claimed that banana is in the red_basket|line 15]], and [[Aiden trusts him, since William left the workshop after Aiden did|com|T|15|x:Aiden<William&b:Aiden=red_basket|Aiden trusts William; Aiden=red_basket]]. [[Liam was there for the claim|pres|T|15|w:Liam|Liam witnessed line 15]], so [[Liam would think William expects Aiden to believe the red_basket|bel|F|end|b:Liam>William>Aiden=red_basket|Liam->William->Aiden = blue_treasure_chest]].

The answer is I. red_basket.
""")
R(5, 'terse', 'sound', 'blue_treasure_chest', """
G. [[Aiden was gone before the move (line 4 vs 7)|ord|T|7|!w:Aiden&xl:Aiden=4|Aiden left before the move]], and [[Liam saw that|pres|T|7|w:Liam|Liam present at 7]].
""")
R(5, 'thinking', 'unsound', 'blue_treasure_chest', """
<think>
Three levels: Liam → William → Aiden.
[[Banana in the blue_treasure_chest at 2|loc|T|2|o:banana=blue_treasure_chest|line 2]]. [[Aiden exits at 4|ev|T|4|xl:Aiden=4|line 4]]. [[Jacob exits at 6|ev|T|6|xl:Jacob=6|line 6]]. [[William moves it to the red_container at 7|ev|T|7|l:7~William moved the banana to the red_container|line 7]] — [[Liam and Noah are there|pres|T|7|w:Liam&w:Noah|both present]]. So [[Aiden's first-hand belief is the blue_treasure_chest|bel|T|14|b:Aiden=blue_treasure_chest|Aiden belief before the claims]].
Then the waiting room: [[William claims red_basket publicly|com|T|15|l:15~William publicly claimed that banana is in the red_basket|line 15]]. Does that matter for Liam's model? [[Aiden trusts William|com|T|15|b:Aiden=red_basket|Aiden updates to red_basket]], but hmm, [[Liam's model of William's model of Aiden stays at blue_treasure_chest|bel|T|15|b:Liam>William>Aiden=blue_treasure_chest|unchanged at 15]] according to the last event Liam and William both saw with Aiden.
Then [[Liam privately tells William the banana is in the red_container|com|F|16|l:16~Liam privately told William that the banana is in the red_container|Liam told William blue_treasure_chest, not red_container]]. That's about where the banana is, not about Aiden.
So [[Liam → William → Aiden = blue_treasure_chest|bel|T|end|b:Liam>William>Aiden=blue_treasure_chest|answer restated]].
</think>

**G. blue_treasure_chest.** [[Aiden left before William's move|ord|T|7|!w:Aiden&xl:Aiden=4|Aiden out at 4, move at 7]], and [[Liam knows William knows it|bel|U|-|-|knowledge about presence; no column]].
""")

# ---------- item 6: hitom order_1, Sophia, lettuce, blue_envelope (K) ----------
R(6, 'narrative', 'sound', 'blue_envelope', """
Let me trace what Sophia saw and what she was told.

[[Sophia moved the lettuce from the blue_cupboard to the green_treasure_chest|ev|T|3|l:3~Sophia moved the lettuce to the green_treasure_chest|line 3]] and then [[she left the laundry right away (line 4)|ev|T|4|xl:Sophia=4|line 4]]. After she was gone, [[Noah moved it to the blue_drawer|ev|T|5|l:5~Noah moved the lettuce to the blue_drawer|line 5]] and [[James moved it to the blue_envelope|ev|T|7|l:7~James moved the lettuce to the blue_envelope|line 7]], so [[by the time Sophia left she only knew about the green_treasure_chest|bel|T|4|b:Sophia=green_treasure_chest|Sophia belief at line 4]].

In the waiting room, though, [[James publicly claimed the lettuce is in the blue_envelope|com|T|15|l:15~James publicly claimed that lettuce is in the blue_envelope|line 15]]. [[James left the laundry after Sophia|ord|T|9|x:Sophia<James|Sophia 4, James 9]], so [[Sophia trusts him and updates to the blue_envelope|com|T|15|b:Sophia=blue_envelope|Sophia=blue_envelope after 15]]. [[Ava's private message at line 16 only goes to James|com|T|16|!w:Sophia&w:James|private tell, Sophia not party]], so it doesn't reach her.

The answer is K. blue_envelope.
""")
R(6, 'answer_first', 'unsound', 'blue_envelope', """
K. blue_envelope

Explanation:
- [[Sophia put the lettuce in the green_treasure_chest (line 3)|ev|T|3|l:3~Sophia moved the lettuce to the green_treasure_chest|line 3]] and [[left at line 4|ev|T|4|xl:Sophia=4|line 4]].
- [[Noah moved it to the blue_envelope at line 5|ev|F|5|l:5~Noah moved the lettuce to the blue_envelope|Noah moved it to the blue_drawer; James moved it to the blue_envelope at line 7]].
- [[James publicly claimed it is in the blue_envelope (line 15)|com|T|15|l:15~James publicly claimed that lettuce is in the blue_envelope|line 15]], and [[Sophia believes him because he exited later than she did|com|T|15|x:Sophia<James&b:Sophia=blue_envelope|trust, Sophia updates]].

So [[Sophia now thinks the lettuce is in the blue_envelope|bel|T|end|b:Sophia=blue_envelope|answer restated]].
""")
R(6, 'answer_first', 'wrong', 'green_treasure_chest', """
**Answer: O. green_treasure_chest**

Explanation:
Step 1: [[The lettuce starts in the blue_cupboard|loc|T|2|o:lettuce=blue_cupboard|line 2]].
Step 2: [[Sophia moves it to the green_treasure_chest|ev|T|3|l:3~Sophia moved the lettuce to the green_treasure_chest|line 3]] and [[exits|ev|T|4|xl:Sophia=4|line 4]].
Step 3: [[Noah and James move it afterwards|ev|T|7|l:5~Noah moved&l:7~James moved|lines 5, 7]], but [[Sophia is gone|pres|T|7|!w:Sophia&r:Sophia=None|Sophia absent for 5 and 7]].
Step 4: [[The public claim by James doesn't change what Sophia really thinks|com|F|15|b:Sophia=green_treasure_chest|Sophia trusts James and updates to blue_envelope]]; "really think" means her own observation.
""")
R(6, 'terse', 'unsupported', 'blue_envelope', """
**K**
""")
R(6, 'thinking', 'unsound', 'blue_envelope', """
<think>
Sophia. [[She moved it to the green_treasure_chest at line 3|ev|T|3|l:3~Sophia moved the lettuce to the green_treasure_chest|line 3]], [[left at 4|ev|T|4|xl:Sophia=4|line 4]]. Moves after: [[Noah → blue_drawer (5)|ev|T|5|l:5~Noah moved the lettuce to the blue_drawer|line 5]], [[James → blue_envelope (7)|ev|T|7|l:7~James moved the lettuce to the blue_envelope|line 7]]. [[She saw neither|pres|T|7|!w:Sophia|absent at 5 and 7]].
Then [[James publicly claims blue_envelope at 15|com|T|15|l:15~James publicly claimed that lettuce is in the blue_envelope|line 15]]. Trust rule: she trusts someone who left later. [[James left at line 9|ev|T|9|xl:James=9|line 9]], later than Sophia at 4 → [[she trusts him → blue_envelope|com|T|15|b:Sophia=blue_envelope|Sophia updates]].
[[Ava's private tell to James at 16 doesn't change James's mind either|com|F|16|b:James=blue_envelope|James trusts Ava (she left later) and now thinks blue_cupboard]] — irrelevant to Sophia anyway.
</think>

K. blue_envelope — [[Sophia accepts James's public claim|com|T|15|b:Sophia=blue_envelope|Sophia trusts James]].
""")

# ---------- item 7: hitom order_2, Emma -> Nathan, apple, green_cupboard (J) ----------
R(7, 'answer_first', 'sound', 'green_cupboard', """
**Answer: J. green_cupboard**

Explanation:
- [[Nathan moved the apple to the green_cupboard at line 10|ev|T|10|l:10~Nathan moved the apple to the green_cupboard|line 10]], [[with Emma in the room|pres|T|10|w:Emma|Emma witnessed line 10]].
- [[Nathan left (line 11)|ev|T|11|xl:Nathan=11|line 11]] [[and Emma stayed until line 13|ev|T|13|xl:Emma=13|line 13]], and [[no one moved the apple after that|loc|T|end|o:apple=green_cupboard|still green_cupboard]].
- [[Ella's private message to Nathan (line 16) happens without Emma|pres|T|16|!w:Emma|Emma not party to line 16]], so it can't change Emma's picture of Nathan.

[[Emma thinks Nathan thinks the apple is in the green_cupboard|bel|T|end|b:Emma>Nathan=green_cupboard|answer restated]].
""")
R(7, 'narrative', 'unsound', 'green_cupboard', """
Let me trace where each person was.

[[Everyone saw the apple in the green_crate at the start|pres|T|2|w:Hannah&w:Ella&w:Abigail&w:Nathan&w:Emma|all present at 2]]. [[Hannah left first|ord|T|4|xl:Hannah=4&x:Hannah<Ella|Hannah first out]], then [[Ella moved the apple to the blue_cupboard|ev|T|5|l:5~Ella moved the apple to the blue_cupboard|line 5]] and [[left|ev|T|6|xl:Ella=6|line 6]]. [[After Abigail left, only Nathan and Emma were in the sunroom|pres|T|8|r:Nathan=sunroom&r:Emma=sunroom&r:Abigail=None&r:Ella=None&r:Hannah=None|after 8]], and [[Nathan moved the apple to the green_cupboard|ev|T|10|l:10~Nathan moved the apple to the green_cupboard|line 10]] [[right in front of Emma|pres|T|10|w:Emma|Emma witnessed line 10]].

Later in the waiting room, [[Abigail privately told Hannah the apple is in the green_cupboard|com|T|15|l:15~Abigail privately told Hannah that the apple is in the green_cupboard|line 15]], [[but Hannah ignored it and still thinks it's in the green_crate|com|F|15|b:Hannah=green_crate|Hannah trusts Abigail (left later) and now thinks green_cupboard]]. [[Ella told Nathan it was in the green_crate|com|T|16|l:16~Ella privately told Nathan that the apple is in the green_crate|line 16]], but [[Nathan knows better since he moved it himself|bel|T|end|b:Nathan=green_cupboard|Nathan=green_cupboard]], and [[Emma wasn't part of that exchange|pres|T|16|!w:Emma|private tell]].

So [[Emma thinks Nathan thinks the apple is in the green_cupboard|bel|T|end|b:Emma>Nathan=green_cupboard|answer restated]]. The answer is J.
""")
R(7, 'numbered', 'wrong', 'green_crate', """
1. [[The apple starts in the green_crate|loc|T|2|o:apple=green_crate|line 2]].
2. [[Ella moves it to the blue_cupboard (line 5)|ev|T|5|l:5~Ella moved the apple to the blue_cupboard|line 5]].
3. [[Nathan moves it to the green_cupboard (line 10)|ev|T|10|l:10~Nathan moved the apple to the green_cupboard|line 10]] [[while Emma watches|pres|T|10|w:Emma|Emma present at 10]].
4. [[Ella privately tells Nathan it's in the green_crate (line 16)|com|T|16|l:16~Ella privately told Nathan that the apple is in the green_crate|line 16]]; [[Nathan now believes the green_crate|com|F|16|b:Nathan=green_crate|Nathan does not trust Ella (she left earlier); stays green_cupboard]].
5. So [[Emma would think Nathan thinks green_crate|bel|F|end|b:Emma>Nathan=green_crate|Emma -> Nathan = green_cupboard]].

Final answer: F. green_crate
""")
R(7, 'terse', 'sound', 'green_cupboard', """
J — [[Emma watched Nathan put it in the green_cupboard|pres|T|10|w:Emma&l:10~Nathan moved the apple to the green_cupboard|Emma saw line 10]].
""")
R(7, 'thinking', 'unsound', 'green_cupboard', """
<think>
Emma → Nathan. Track joint observations of Emma and Nathan.
[[Green_crate (2)|loc|T|2|o:apple=green_crate|line 2]], [[Ella moves to blue_cupboard (5)|ev|T|5|l:5~Ella moved the apple to the blue_cupboard|line 5]] — [[both watching|pres|T|5|w:Emma&w:Nathan|both witnessed 5]]. [[Abigail leaves at 8|ev|T|8|xl:Abigail=8|line 8]]. [[Nathan moves to green_cupboard (10)|ev|T|10|l:10~Nathan moved the apple to the green_cupboard|line 10]] — [[Emma sees|pres|T|10|w:Emma|Emma witnessed 10]]. [[Nathan exits at 11|ev|T|11|xl:Nathan=11|line 11]].
Wait, did Emma leave first? [[Emma left before Nathan|ord|F|11|x:Emma<Nathan|Emma left at 13, after Nathan at 11]], but [[she had already seen the move|pres|T|10|w:Emma|Emma saw line 10]], so it doesn't matter.
Private tells: [[Abigail → Hannah (15)|com|T|15|l:15~Abigail privately told Hannah|line 15]], [[Ella → Nathan (16)|com|T|16|l:16~Ella privately told Nathan|line 16]]. [[Emma not involved in either|pres|T|16|!w:Emma|Emma not party to 15 or 16]].
</think>

J. green_cupboard — [[Emma saw Nathan put it there|pres|T|10|w:Emma&l:10~Nathan moved the apple to the green_cupboard|line 10]].
""")

# ---------- item 8: tomi first_order_0_no_tom, Ella, lettuce, green_envelope ----------
R(8, 'terse', 'sound', 'green_envelope', """
green_envelope. [[Ella moved it there herself (line 5)|ev|T|5|l:5~Ella moved the lettuce to the green_envelope|line 5]] and [[it never moved again|loc|T|end|o:lettuce=green_envelope|still green_envelope]].
""")
R(8, 'answer_first', 'unsound', 'green_envelope', """
**Answer: green_envelope**

Explanation:
- [[The lettuce was first in the blue_bottle (line 3)|loc|T|3|o:lettuce=blue_bottle|line 3]].
- [[Jackson had already left the bathroom when Ella moved it to the green_envelope (line 5)|pres|F|5|!w:Jackson|Jackson exited at line 6, after the move; he saw it]].
- [[Ella knows where she put it|bel|T|end|b:Ella=green_envelope|Ella=green_envelope]], so she will look in the green_envelope.
""")
R(8, 'numbered', 'sound', 'green_envelope', """
Let's think step by step.

1. [[Jackson and Ella are both in the bathroom when the lettuce is in the blue_bottle|pres|T|3|w:Jackson&w:Ella|both present at 3]].
2. [[Ella moves the lettuce to the green_envelope (step 5)|ev|T|5|l:5~Ella moved the lettuce to the green_envelope|line 5]].
3. [[Jackson exits (6)|ev|T|6|l:6~Jackson exited|line 6]], then [[Ella exits (7)|ev|T|7|l:7~Ella exited|line 7]].
4. [[Jackson comes back in (8)|ev|T|8|l:8~Jackson entered the bathroom|line 8]] but [[does not move the lettuce|loc|T|end|o:lettuce=green_envelope|object unchanged]].

Ella will look where she left it: \\boxed{green_envelope}
""")
R(8, 'narrative', 'wrong', 'blue_bottle', """
Let me trace where Ella was.

[[The lettuce starts in the blue_bottle|loc|T|3|o:lettuce=blue_bottle|line 3]]. [[Ella moves it to the green_envelope|ev|T|5|l:5~Ella moved the lettuce to the green_envelope|line 5]], but then [[she leaves|ev|T|7|l:7~Ella exited|line 7]] and [[Jackson comes back in alone|pres|T|8|r:Jackson=bathroom&r:Ella=None|line 8]]. Since [[Jackson was alone in there|pres|T|9|r:Jackson=bathroom&r:Ella=None&r:James=None|Jackson alone in bathroom 8-9]], [[Ella would assume he put things back where they started|bel|U|-|-|speculation about Ella's assumptions, no determinate content in golds]], so she'll look in the original spot.

The answer is blue_bottle.
""")
R(8, 'thinking', 'unsupported', 'green_envelope', """
<think>
Where will Ella look. This is about her own belief. Nothing too complicated; the story is short. I'll go with the spot she'd remember.
</think>

[[Ella will look for the lettuce in the green_envelope.|bel|T|end|b:Ella=green_envelope|answer restated]]
""")

# ---------- item 9: hitom order_1, Mila, eggplant, blue_bucket (A) ----------
R(9, 'numbered', 'unsound', 'blue_bucket', """
1. [[The eggplant starts in the red_basket (line 2)|loc|T|2|o:eggplant=red_basket|line 2]] and [[is moved by Owen to the blue_drawer (line 3)|ev|T|3|l:3~Owen moved the eggplant to the blue_drawer|line 3]].
2. [[Aria moves it to the blue_bottle (line 5)|ev|T|5|l:5~Aria moved the eggplant to the blue_bottle|line 5]], then [[Sophia moves it to the blue_bucket (line 7)|ev|T|7|l:7~Sophia moved the eggplant to the blue_bucket|line 7]].
3. [[Mila left the laundry before Avery did|ord|F|11|x:Mila<Avery|Avery exited at 11, Mila at 13]], but [[she was present for every move|pres|T|7|w:Mila&r:Mila=laundry|Mila saw lines 3, 5, 7]].

Therefore [[Mila thinks the eggplant is in the blue_bucket|bel|T|end|b:Mila=blue_bucket|answer restated]].

**Answer:** A. blue_bucket
""")
R(9, 'narrative', 'sound', 'blue_bucket', """
Let me trace who was in the laundry for each move.

[[Owen moves the eggplant from the red_basket to the blue_drawer|ev|T|3|l:3~Owen moved the eggplant to the blue_drawer|line 3]] and [[leaves|ev|T|4|xl:Owen=4|line 4]]. [[Aria then moves it to the blue_bottle|ev|T|5|l:5~Aria moved the eggplant to the blue_bottle|line 5]] and [[leaves too|ev|T|6|xl:Aria=6|line 6]]. [[Sophia moves it to the blue_bucket|ev|T|7|l:7~Sophia moved the eggplant to the blue_bucket|line 7]] [[with Avery and Mila still watching|pres|T|7|w:Avery&w:Mila|both present at 7]]. After that, [[nobody touches it|loc|T|end|o:eggplant=blue_bucket|unchanged to end]] — [[Avery and Mila just wait and leave one after the other|ord|T|13|x:Avery<Mila|Avery 11, Mila 13]], and [[there are no claims or private messages in the waiting_room|com|T|end|b:Mila=blue_bucket|no communication lines in the story]].

[[Mila was the last one out|ord|T|13|x:Avery<Mila&x:Sophia<Mila&x:Aria<Mila&x:Owen<Mila|Mila last to exit]], so [[she really thinks the eggplant is in the blue_bucket|bel|T|end|b:Mila=blue_bucket|answer restated]].

The answer is A. blue_bucket.
""")
R(9, 'numbered', 'wrong', 'blue_drawer', """
**Step 1:** [[The eggplant is in the red_basket|loc|T|2|o:eggplant=red_basket|line 2]].
**Step 2:** [[Owen moves it to the blue_drawer|ev|T|3|l:3~Owen moved the eggplant to the blue_drawer|line 3]].
**Step 3:** [[Owen exits|ev|T|4|xl:Owen=4|line 4]]. [[Owen likes the green_basket|ev|T|9|l:9~Owen likes the green_basket|line 9]], which is a distractor.
**Step 4:** The question asks what Mila "really" thinks, i.e. her belief rather than the later shuffling; [[Mila's belief stays with the blue_drawer|bel|F|end|b:Mila=blue_drawer|Mila saw moves at 5 and 7; believes blue_bucket]].

**Answer:** D. blue_drawer
""")
R(9, 'terse', 'sound', 'blue_bucket', """
A. blue_bucket — [[Mila saw Sophia's move at line 7|pres|T|7|w:Mila&l:7~Sophia moved the eggplant to the blue_bucket|Mila witnessed line 7]] and [[stayed until the end|ord|T|13|xl:Mila=13|Mila exits last at 13]].
""")
R(9, 'thinking', 'unsound', 'blue_bucket', """
<think>
Mila's first-order belief. Moves: [[red_basket → blue_drawer (Owen)|ev|T|3|l:3~Owen moved the eggplant to the blue_drawer|line 3]], [[→ blue_bottle (Aria)|ev|T|5|l:5~Aria moved the eggplant to the blue_bottle|line 5]], [[→ blue_bucket (Sophia)|ev|T|7|l:7~Sophia moved the eggplant to the blue_bucket|line 7]]. [[Mila was still there at line 7|pres|T|7|w:Mila|Mila witnessed 7]]. After Sophia left, [[Avery moved the eggplant to the blue_bucket as well|ev|F|10|l:10~Avery moved|Avery made no movements at line 10]] — [[no change either way|loc|T|10|o:eggplant=blue_bucket|still blue_bucket]]. [[Then Mila left|ev|T|13|xl:Mila=13|line 13]].
</think>

A. blue_bucket
""")

# ---------- item 10: hitom order_0, watermelon, blue_bucket (N) ----------
R(10, 'terse', 'unsupported', 'blue_bucket', """
N. blue_bucket
""")
R(10, 'answer_first', 'sound', 'blue_bucket', """
**N. blue_bucket**

Explanation: [[The watermelon started in the green_drawer (line 2)|loc|T|2|o:watermelon=green_drawer|line 2]]. [[Elizabeth moved it to the blue_bucket at line 5|ev|T|5|l:5~Elizabeth moved the watermelon to the blue_bucket|line 5]], and [[none of the others moved it afterwards|loc|T|end|o:watermelon=blue_bucket|unchanged after 5]] — [[Jacob, Ethan and Lily each made no movements before leaving|ev|T|13|l:7~Jacob made no movements&l:10~Ethan made no movements&l:13~Lily made no movements|lines 7, 10, 13]]. Beliefs don't matter here; the question is about reality.
""")
R(10, 'narrative', 'unsound', 'blue_bucket', """
This is a reality question, so I only need to follow the watermelon itself.

[[It's in the green_drawer at the start|loc|T|2|o:watermelon=green_drawer|line 2]]. [[William leaves without doing anything|ev|T|4|l:3~William made no movements&xl:William=4|lines 3-4]], and then [[Elizabeth moves the watermelon to the blue_bucket|ev|T|5|l:5~Elizabeth moved the watermelon to the blue_bucket|line 5]]. [[Lily is the next to leave after Elizabeth|ord|F|8|x:Lily<Jacob|Jacob leaves next (line 8); Lily is last (line 14)]], and [[the rest just wait around|ev|T|13|l:10~Ethan made no movements&l:13~Lily made no movements|lines 10, 13]]; [[nothing else happens to the watermelon|loc|T|end|o:watermelon=blue_bucket|unchanged after 5]].

So [[the watermelon is really in the blue_bucket|loc|T|end|o:watermelon=blue_bucket|answer restated]] — N.
""")
R(10, 'answer_first', 'wrong', 'green_drawer', """
**Answer: L. green_drawer**

Explanation:
1. [[All five enter the crawlspace|ev|T|1|l:1~William, Elizabeth, Jacob, Ethan and Lily entered the crawlspace|line 1]].
2. [[The watermelon is in the green_drawer|loc|T|2|o:watermelon=green_drawer|line 2]].
3. [[William exits|ev|T|4|xl:William=4|line 4]] — [[he still thinks it's in the green_drawer|bel|T|end|b:William=green_drawer|William=green_drawer]].
4. [[Everyone ends up in the waiting_room|ev|T|15|l:15~entered the waiting_room|line 15]].
""")
R(10, 'thinking', 'sound', 'blue_bucket', """
<think>
Reality question. [[Watermelon → green_drawer (2)|loc|T|2|o:watermelon=green_drawer|line 2]]. [[Elizabeth moves it to the blue_bucket (5)|ev|T|5|l:5~Elizabeth moved the watermelon to the blue_bucket|line 5]]. Any later moves? [[Jacob: no movements|ev|T|7|l:7~Jacob made no movements|line 7]]. [[Ethan: no movements, lost phone|ev|T|12|l:10~Ethan made no movements&l:12~Ethan lost his phone|lines 10, 12]]. [[Lily: no movements|ev|T|13|l:13~Lily made no movements|line 13]]. [[So no later moves|loc|T|end|o:watermelon=blue_bucket|unchanged after 5]]. [[William's belief (green_drawer)|bel|T|end|b:William=green_drawer|William=green_drawer]] is a trap; question is "really".
</think>

N. blue_bucket
""")

# ---------- item 11: hitom order_4, Mila -> Noah -> Aria -> Sophia, celery, blue_box (A) ----------
R(11, 'answer_first', 'sound', 'blue_box', """
**Answer: A. blue_box**

Explanation:
- [[The celery is in the blue_box when all five are in the pantry (line 2)|loc|T|2|o:celery=blue_box&w:Mila&w:Noah&w:Aria&w:Sophia|line 2, all present]].
- [[The only later "move" is Mia putting the celery into the blue_box at line 11|ev|T|11|l:11~Mia moved the celery to the blue_box|line 11]], i.e. [[it never leaves the blue_box|loc|T|end|o:celery=blue_box|blue_box throughout]].
- [[The closet scene and the claims in the waiting_room are about the grapefruit, not the celery|com|T|24|l:23~grapefruit&l:24~grapefruit|lines 23-24 concern grapefruit]].

So at every level of the chain the belief is the blue_box: [[Mila thinks Noah thinks Aria thinks Sophia thinks the celery is in the blue_box|bel|T|end|b:Mila>Noah>Aria>Sophia=blue_box|answer restated]].
""")
R(11, 'numbered', 'unsound', 'blue_box', """
Let's think step by step.

1. [[Everyone sees the celery in the blue_box at the start|pres|T|2|w:Aria&w:Sophia&w:Noah&w:Mila&w:Mia|all witness line 2]].
2. They leave one at a time: [[Aria, then Sophia, then Noah, then Mila|ord|T|10|x:Aria<Sophia@pantry&x:Sophia<Noah@pantry&x:Noah<Mila@pantry|exits 4, 6, 8, 10]].
3. [[Mia, alone, moves the celery into the red_box|ev|F|11|l:11~Mia moved the celery to the red_box|Mia moved it to the blue_box, its current container]] — but [[nobody else sees this|pres|T|11|!w:Mila&!w:Noah&!w:Aria&!w:Sophia|only Mia at 11]], so it doesn't affect the chain.
4. [[The rest of the story is about the grapefruit|loc|T|end|o:celery=blue_box|celery unchanged after 11]].

Since [[Mila, Noah, Aria and Sophia all last saw the celery in the blue_box together|pres|T|2|w:Mila&w:Noah&w:Aria&w:Sophia&o:celery=blue_box|line 2 joint observation]], \\boxed{blue_box}.
""")
R(11, 'narrative', 'wrong', 'red_bucket', """
This is a long chain, so let me go through who was where.

[[All five start in the pantry with the celery in the blue_box|loc|T|2|o:celery=blue_box|line 2]]. [[Aria, Sophia, Noah and Mila leave in that order|ord|T|10|x:Aria<Sophia@pantry&x:Sophia<Noah@pantry&x:Noah<Mila@pantry|exits 4, 6, 8, 10]], and [[Mia moves the celery at line 11|ev|T|11|l:11~Mia moved the celery|line 11]]. Then [[Mila, Aria and Sophia go into the closet|ev|T|14|l:14~Mila, Aria and Sophia entered the closet|line 14]], where [[they find the item in the red_bucket|loc|F|15|o:celery=red_bucket|the red_bucket holds the grapefruit; the celery is in the blue_box]]. [[Noah isn't in the closet|pres|T|15|!w:Noah|Noah in waiting_room]], but [[Mila would assume Noah expects Aria and Sophia to have updated|bel|U|-|-|vague: 'updated' has no definite content]].

So the answer is F. red_bucket.
""")
R(11, 'terse', 'unsupported', 'blue_box', """
A. blue_box. [[Mila thinks Noah thinks Aria thinks Sophia thinks it's in the blue_box.|bel|T|end|b:Mila>Noah>Aria>Sophia=blue_box|answer restated]]
""")
R(11, 'thinking', 'unsound', 'blue_box', """
<think>
Order 4: Mila → Noah → Aria → Sophia, object celery.
[[Celery in the blue_box at 2|loc|T|2|o:celery=blue_box|line 2]], [[all present|pres|T|2|w:Mila&w:Noah&w:Aria&w:Sophia&w:Mia|line 2]]. Exits: [[Aria 4|ev|T|4|xl:Aria=4@pantry|line 4]], [[Sophia 6|ev|T|6|xl:Sophia=6@pantry|line 6]], [[Noah 8|ev|T|8|xl:Noah=8@pantry|line 8]], [[Mila 10|ev|T|10|xl:Mila=10@pantry|line 10]]. [[Mia moves the celery to the blue_box (11)|ev|T|11|l:11~Mia moved the celery to the blue_box|line 11]] — same container, so [[nothing changes even for Mia|bel|T|11|b:Mia=blue_box|Mia=blue_box]].
[[Closet: grapefruit only|loc|T|21|o:celery=blue_box|celery unaffected 14-21]]. Waiting room: [[Sophia publicly claims the grapefruit is in the red_container|com|F|23|l:23~Sophia publicly claimed that grapefruit is in the red_container|Sophia claimed green_drawer]]; [[Mila privately tells Sophia red_box|com|T|24|l:24~Mila privately told Sophia that the grapefruit is in the red_box|line 24]]. [[Neither is about the celery|com|T|24|l:23~grapefruit&l:24~grapefruit|lines 23-24]].
So [[every nested belief about the celery is the blue_box|bel|T|end|b:Mila>Noah>Aria>Sophia=blue_box&b:Mila>Noah>Aria=blue_box&b:Noah>Aria>Sophia=blue_box&b:Mila>Noah=blue_box|all blue_box]].
</think>

A. blue_box
""")

# ---------- item 12: hitom order_3, Jayden -> Aria -> Jackson, pear, green_crate (H) ----------
R(12, 'narrative', 'sound', 'green_crate', """
Let me trace where each person was while the pear moved around the garage.

[[The pear starts in the green_envelope|loc|T|2|o:pear=green_envelope|line 2]]. [[Liam moves it to the green_basket|ev|T|3|l:3~Liam moved the pear to the green_basket|line 3]] and [[leaves|ev|T|4|xl:Liam=4|line 4]], then [[Owen moves it to the red_pantry|ev|T|5|l:5~Owen moved the pear to the red_pantry|line 5]] and [[leaves|ev|T|6|xl:Owen=6|line 6]]. Next [[Jayden moves it to the green_crate|ev|T|7|l:7~Jayden moved the pear to the green_crate|line 7]] [[while Aria and Jackson are watching|pres|T|7|w:Aria&w:Jackson|both present at 7]], and [[Jayden exits right after (line 8)|ev|T|8|xl:Jayden=8|line 8]].

So when Jayden left, [[the last thing he saw all three of them witness was the pear going into the green_crate|pres|T|7|w:Jayden&w:Aria&w:Jackson|line 7 joint observation]]. [[Aria's move to the red_envelope (line 9)|ev|T|9|l:9~Aria moved the pear to the red_envelope|line 9]] and [[Jackson's move back to the green_envelope (line 12)|ev|T|12|l:12~Jackson moved the pear to the green_envelope|line 12]] [[happened after Jayden was gone|pres|T|12|!w:Jayden|Jayden absent at 9 and 12]]. [[The garden scene only concerns the eggplant|loc|T|22|o:pear=green_envelope|pear unchanged 15-22]].

[[Jayden thinks Aria thinks Jackson thinks the pear is in the green_crate|bel|T|end|b:Jayden>Aria>Jackson=green_crate|answer restated]]. The answer is H. green_crate.
""")
R(12, 'answer_first', 'unsound', 'green_crate', """
H. green_crate

Explanation:
1. [[Jayden moved the pear into the green_crate at line 7|ev|T|7|l:7~Jayden moved the pear to the green_crate|line 7]], [[in front of Aria and Jackson|pres|T|7|w:Aria&w:Jackson|both present]].
2. [[Jayden then left the garage (line 8)|ev|T|8|xl:Jayden=8|line 8]], so [[he doesn't know about Aria's move to the red_envelope|pres|T|9|!w:Jayden|Jayden absent at 9]].
3. [[Aria left before Jackson moved the pear back to the green_envelope|ord|T|12|!w:Aria&xl:Aria=10|Aria out at 10, move at 12]].
4. [[In the waiting room, Jackson privately told Jayden where the pear was|com|F|25|l:25~Jackson privately told Jayden|Jackson told Liam about the eggplant, not Jayden about the pear]], but [[Jackson's message doesn't change how Jayden models Aria's model of Jackson|com|T|25|b:Jayden>Aria>Jackson=green_crate|chain unchanged at 25]].

So [[for Jayden, Aria thinks Jackson thinks the pear is in the green_crate|bel|T|end|b:Jayden>Aria>Jackson=green_crate|answer restated]].
""")
R(12, 'answer_first', 'wrong', 'red_envelope', """
**Answer: G. red_envelope**

Explanation:
Step 1: [[The pear moves from the green_envelope to the green_basket (Liam)|ev|T|3|l:3~Liam moved the pear to the green_basket|line 3]], [[to the red_pantry (Owen)|ev|T|5|l:5~Owen moved the pear to the red_pantry|line 5]], and [[to the green_crate (Jayden)|ev|T|7|l:7~Jayden moved the pear to the green_crate|line 7]].
Step 2: [[Aria moves it to the red_envelope while Jackson watches|ev|T|9|l:9~Aria moved the pear to the red_envelope&w:Jackson|line 9]].
Step 3: [[Aria thinks Jackson thinks it is in the red_envelope|bel|T|end|b:Aria>Jackson=red_envelope|Aria -> Jackson = red_envelope]], since [[she left before Jackson's own move|ord|T|12|!w:Aria&xl:Aria=10|Aria out at 10, move at 12]].
Step 4: [[Jayden knows Aria is the kind of person who'd know this|bel|U|-|-|vague, about character]], so [[Jayden thinks Aria thinks Jackson thinks it's in the red_envelope|bel|F|end|b:Jayden>Aria>Jackson=red_envelope|Jayden left at 8; chain = green_crate]].
""")
R(12, 'terse', 'sound', 'green_crate', """
H. green_crate. [[Jayden left right after putting it there (line 8)|ord|T|8|xl:Jayden=8&l:7~Jayden moved the pear to the green_crate|Jayden exits at 8 after his move at 7]], so [[he never saw the later moves|pres|T|12|!w:Jayden|absent at 9 and 12]].
""")
R(12, 'thinking', 'wrong', 'green_envelope', """
<think>
Jayden → Aria → Jackson, pear.
[[Pear starts green_envelope|loc|T|2|o:pear=green_envelope|line 2]]. [[Liam → green_basket|ev|T|3|l:3~Liam moved the pear to the green_basket|line 3]]. [[Owen → red_pantry|ev|T|5|l:5~Owen moved the pear to the red_pantry|line 5]]. [[Jayden → green_crate|ev|T|7|l:7~Jayden moved the pear to the green_crate|line 7]]. [[Aria → red_envelope|ev|T|9|l:9~Aria moved the pear to the red_envelope|line 9]]. [[Jackson → green_envelope|ev|T|12|l:12~Jackson moved the pear to the green_envelope|line 12]].
Then [[Jackson, Aria and Liam go to the garden|ev|T|15|l:15~Jackson, Aria and Liam entered the garden|line 15]]. Hmm, [[they would see the pear there|pres|F|15|o:pear=green_envelope&r:Aria=garage|the pear is in the garage; the garden scene only has the eggplant]], so [[everyone's knowledge resets to the green_envelope|bel|F|end|b:Aria=green_envelope|Aria still thinks red_envelope]].
</think>

F. green_envelope
""")

# ---------- item 13: hitom order_3, Logan -> Mason -> Chloe, banana, green_crate (H) ----------
R(13, 'answer_first', 'sound', 'green_crate', """
**Answer: H. green_crate**

Explanation:
- [[Hannah moved the banana to the green_crate at line 5|ev|T|5|l:5~Hannah moved the banana to the green_crate|line 5]] [[while Logan, Mason and Chloe were all present|pres|T|5|w:Logan&w:Mason&w:Chloe|all three present]].
- [[Logan left at line 8|ev|T|8|xl:Logan=8@crawlspace|line 8]] and [[Chloe left at line 10|ev|T|10|xl:Chloe=10@crawlspace|line 10]], both [[before Mason moved the banana back to the green_drawer (line 11)|ord|T|11|!w:Logan&!w:Chloe&l:11~Mason moved the banana to the green_drawer|neither present at 11]].
- [[When Logan comes back into the crawlspace with Mason and Liam (line 15) he sees the banana in the green_drawer|bel|T|15|b:Logan=green_drawer|Logan updates at 15]], but [[Chloe is not there|pres|T|15|!w:Chloe|Chloe in waiting_room]], so [[Logan still thinks Mason thinks Chloe believes the green_crate|bel|T|end|b:Logan>Mason>Chloe=green_crate|answer restated]].
""")
R(13, 'narrative', 'unsound', 'green_crate', """
Let me trace where everyone was.

[[The banana starts in the green_drawer|loc|T|2|o:banana=green_drawer|line 2]]; [[Liam moves it to the green_basket|ev|T|3|l:3~Liam moved the banana to the green_basket|line 3]] and [[leaves|ev|T|4|xl:Liam=4@crawlspace|line 4]]. [[Hannah moves it to the green_crate|ev|T|5|l:5~Hannah moved the banana to the green_crate|line 5]] and [[leaves|ev|T|6|xl:Hannah=6@crawlspace|line 6]]. [[At this point Logan, Mason and Chloe have all seen the green_crate|pres|T|5|w:Logan&w:Mason&w:Chloe|line 5]].

[[Chloe leaves before Logan|ord|F|10|x:Chloe<Logan@crawlspace|Logan left at 8, Chloe at 10]], and eventually [[Mason, alone, moves the banana back to the green_drawer|ev|T|11|l:11~Mason moved the banana to the green_drawer&!w:Logan&!w:Chloe|line 11, Mason alone]]. [[Chloe never sees that|pres|T|11|!w:Chloe|Chloe absent at 11]], and [[Logan knows Mason knows Chloe was gone|bel|U|-|-|knowledge about presence; no column]].

[[The waiting-room messages are about the tangerine|com|T|27|l:26~tangerine&l:27~tangerine|lines 26-27]]. So [[Logan thinks Mason thinks Chloe thinks the banana is in the green_crate|bel|T|end|b:Logan>Mason>Chloe=green_crate|answer restated]].

The answer is H.
""")
R(13, 'numbered', 'wrong', 'green_drawer', """
1. [[Banana: green_drawer|loc|T|2|o:banana=green_drawer|line 2]] → [[green_basket (Liam)|ev|T|3|l:3~Liam moved the banana to the green_basket|line 3]] → [[green_crate (Hannah)|ev|T|5|l:5~Hannah moved the banana to the green_crate|line 5]] → [[green_drawer (Mason, line 11)|ev|T|11|l:11~Mason moved the banana to the green_drawer|line 11]].
2. [[At line 15 Logan, Mason and Liam re-enter the crawlspace|ev|T|15|l:15~Logan, Mason and Liam entered the crawlspace|line 15]] and [[Logan sees the banana in the green_drawer|bel|T|15|b:Logan=green_drawer|Logan updates]].
3. [[Logan now thinks Mason knows it's in the green_drawer|bel|T|end|b:Logan>Mason=green_drawer|Logan -> Mason = green_drawer]].
4. So [[Logan thinks Mason thinks Chloe thinks green_drawer too|bel|F|end|b:Logan>Mason>Chloe=green_drawer|chain = green_crate; Chloe absent at 11 and 15]].

**Answer:** F. green_drawer
""")
R(13, 'terse', 'unsupported', 'green_crate', """
H. green_crate
""")
R(13, 'thinking', 'sound', 'green_crate', """
<think>
Logan → Mason → Chloe. Track events that Logan, Mason and Chloe all witnessed.
[[Line 5: Hannah moves the banana to the green_crate|ev|T|5|l:5~Hannah moved the banana to the green_crate|line 5]], [[all three present|pres|T|5|w:Logan&w:Mason&w:Chloe|line 5]]. [[Logan leaves at 8|ev|T|8|xl:Logan=8@crawlspace|line 8]]. [[Chloe leaves at 10|ev|T|10|xl:Chloe=10@crawlspace|line 10]]. [[Mason moves it to the green_drawer at 11 alone|ev|T|11|l:11~Mason moved the banana to the green_drawer&!w:Logan&!w:Chloe|line 11]].
Line 15: Logan, Mason, Liam re-enter the crawlspace — wait, does that change anything? [[Logan sees the green_drawer then|bel|T|15|b:Logan=green_drawer|Logan=green_drawer at 15]], so [[Logan's model of Mason updates|bel|T|15|b:Logan>Mason=green_drawer|Logan -> Mason = green_drawer at 15]], but [[Chloe isn't there|pres|T|15|!w:Chloe|Chloe absent]], so [[the Chloe level stays green_crate|bel|T|15|b:Logan>Mason>Chloe=green_crate|chain unchanged at 15]].
</think>

**H. green_crate** — [[Chloe never saw the banana leave the green_crate|pres|T|11|!w:Chloe|Chloe absent at 11 and 15]], and [[Logan knows Mason knows that|bel|U|-|-|knowledge about presence; no column]].
""")

# ---------- item 14: hitom order_3, Amelia -> Elizabeth -> Lily, tangerine, blue_cupboard (L) ----------
R(14, 'thinking', 'sound', 'blue_cupboard', """
<think>
Chain: Amelia → Elizabeth → Lily.
[[Tangerine in the blue_cupboard at line 2|loc|T|2|o:tangerine=blue_cupboard|line 2]], [[all five present|pres|T|2|w:Ella&w:Jayden&w:Lily&w:Amelia&w:Elizabeth|line 2]]. [[Ella leaves (4)|ev|T|4|xl:Ella=4|line 4]], [[Jayden leaves (6)|ev|T|6|xl:Jayden=6|line 6]], [[Lily leaves (8)|ev|T|8|xl:Lily=8|line 8]]. [[Then Amelia moves it to the blue_basket (9)|ev|T|9|l:9~Amelia moved the tangerine to the blue_basket|line 9]] — [[only Elizabeth is with her|pres|T|9|w:Elizabeth&!w:Lily&!w:Ella&!w:Jayden|line 9]].
So [[Amelia knows Elizabeth knows Lily was gone|bel|U|-|-|knowledge about presence; no column]] → [[Lily's belief, as modeled, is the blue_cupboard|bel|T|9|b:Amelia>Elizabeth>Lily=blue_cupboard|chain at 9]].
Waiting room: [[Amelia publicly claims red_cupboard (14)|com|T|14|l:14~Amelia publicly claimed that tangerine is in the red_cupboard|line 14]]. [[Lily trusts Amelia — Amelia left later|com|T|14|x:Lily<Amelia&b:Lily=red_cupboard|Lily updates to red_cupboard]]. Hmm, does that change Amelia's model of Elizabeth's model of Lily? Per the rule, the chain keeps the last event Amelia and Elizabeth both saw together with Lily, so [[it stays the blue_cupboard|bel|T|14|b:Amelia>Elizabeth>Lily=blue_cupboard|unchanged at 14]].
</think>

**L. blue_cupboard** — [[Lily left before Amelia moved the tangerine|ord|T|9|!w:Lily&xl:Lily=8|Lily out at 8, move at 9]].
""")
R(14, 'answer_first', 'unsound', 'blue_cupboard', """
**Answer: L. blue_cupboard**

Explanation:
- [[The tangerine began in the blue_cupboard (line 2)|loc|T|2|o:tangerine=blue_cupboard|line 2]].
- [[Lily left the staircase at line 8|ev|T|8|xl:Lily=8|line 8]], [[before Amelia moved the tangerine to the blue_basket at line 9|ord|T|9|!w:Lily&l:9~Amelia moved the tangerine to the blue_basket|move at 9]].
- [[Elizabeth left the staircase before Amelia|ord|F|12|x:Elizabeth<Amelia|Amelia exited at 10, Elizabeth at 12]], but [[both had seen Lily leave|pres|T|8|w:Elizabeth&w:Amelia|both witnessed line 8]].
- [[Amelia's public claim of the red_cupboard (line 14)|com|T|14|l:14~Amelia publicly claimed that tangerine is in the red_cupboard|line 14]] does not change this third-order chain.

So [[Amelia thinks Elizabeth thinks Lily thinks the tangerine is in the blue_cupboard|bel|T|end|b:Amelia>Elizabeth>Lily=blue_cupboard|answer restated]].
""")
R(14, 'narrative', 'wrong', 'red_cupboard', """
Let me trace this chain carefully.

[[Lily left at line 8|ev|T|8|xl:Lily=8|line 8]], so [[she didn't see Amelia move the tangerine to the blue_basket|pres|T|9|!w:Lily|Lily absent at 9]]. In the waiting room, [[Amelia publicly claimed the tangerine was in the red_cupboard|com|T|14|l:14~Amelia publicly claimed that tangerine is in the red_cupboard|line 14]], and [[Lily believes this because Amelia left after her|com|T|14|b:Lily=red_cupboard&x:Lily<Amelia|Lily trusts Amelia]]. [[Elizabeth heard the claim too|pres|T|14|w:Elizabeth|Elizabeth present at 14]], and [[Amelia knows Elizabeth heard it|bel|U|-|-|knowledge about presence; no column]], so [[Amelia would think Elizabeth expects Lily to believe the red_cupboard|bel|F|end|b:Amelia>Elizabeth>Lily=red_cupboard|chain stays blue_cupboard]].

The answer is O. red_cupboard.
""")
R(14, 'terse', 'unsupported', 'blue_cupboard', """
L
""")
R(14, 'numbered', 'unsound', 'blue_cupboard', """
1. [[The tangerine is in the blue_cupboard|loc|T|2|o:tangerine=blue_cupboard|line 2]].
2. [[Ella, Jayden and Lily leave without moving anything|ev|T|8|l:3~Ella made no movements&l:5~Jayden made no movements&l:7~Lily made no movements|lines 3-8]].
3. [[Amelia moves the tangerine to the blue_basket with Elizabeth present|ev|T|9|l:9~Amelia moved the tangerine to the blue_basket&w:Elizabeth|line 9]].
4. [[Elizabeth privately tells Lily that the tangerine is in the blue_basket (line 15)|com|F|15|l:15~Elizabeth privately told Lily|Elizabeth told Ella, not Lily]], but [[Amelia wasn't part of that conversation|pres|T|15|!w:Amelia|private tell]].
5. [[From Amelia's view, Elizabeth last saw Lily when the tangerine was in the blue_cupboard|bel|T|end|b:Amelia>Elizabeth>Lily=blue_cupboard|chain = blue_cupboard]].

**Answer:** L. blue_cupboard
""")

# ---------- item 15: tomi reality, turnip, red_cupboard ----------
R(15, 'answer_first', 'sound', 'red_cupboard', """
red_cupboard

Explanation: [[The turnip was first in the blue_box (line 5)|loc|T|5|o:turnip=blue_box|line 5]]. [[After Evelyn exited (line 7)|ev|T|7|l:7~Evelyn exited the TV_room|line 7]], [[Charlotte moved it to the red_cupboard (line 8)|ev|T|8|l:8~Charlotte moved the turnip to the red_cupboard|line 8]]. [[Nobody moves it after that|loc|T|end|o:turnip=red_cupboard|unchanged after 8]], so [[it is really in the red_cupboard|loc|T|end|o:turnip=red_cupboard|answer restated]].
""")
R(15, 'narrative', 'unsound', 'red_cupboard', """
This asks where the turnip actually is.

[[It starts in the blue_box while Evelyn and Charlotte are both in the TV_room|loc|T|5|o:turnip=blue_box&w:Evelyn&w:Charlotte|line 5]]. [[Mia goes into the pantry|ev|T|6|l:6~Mia entered the pantry|line 6]], which is irrelevant. [[Evelyn leaves|ev|T|7|l:7~Evelyn exited|line 7]], and [[Charlotte moves the turnip to the red_cupboard|ev|T|8|l:8~Charlotte moved the turnip to the red_cupboard|line 8]]. [[When Evelyn comes back at the end, she still thinks the turnip is in the blue_box|bel|F|10|b:Evelyn=blue_box|on re-entering she sees it; Evelyn=red_cupboard]], but that's a belief, not reality.

[[The turnip is really in the red_cupboard|loc|T|end|o:turnip=red_cupboard|answer restated]].
""")
R(15, 'terse', 'sound', 'red_cupboard', """
red_cupboard — [[Charlotte moved it there at line 8|ev|T|8|l:8~Charlotte moved the turnip to the red_cupboard|line 8]].
""")
R(15, 'numbered', 'wrong', 'blue_box', """
Step 1: [[Evelyn and Charlotte are in the TV_room|pres|T|5|r:Evelyn=TV_room&r:Charlotte=TV_room|line 5]].
Step 2: [[The turnip is in the blue_box|loc|T|5|o:turnip=blue_box|line 5]].
Step 3: [[Evelyn exits|ev|T|7|l:7~Evelyn exited|line 7]].
Step 4: [[Evelyn re-enters at step 10|ev|T|10|l:10~Evelyn entered the TV_room|line 10]]; [[she believes it's in the blue_box|bel|F|10|b:Evelyn=blue_box|Evelyn sees it on re-entry; red_cupboard]].

**Answer:** blue_box
""")
R(15, 'thinking', 'unsound', 'red_cupboard', """
<think>
Reality. [[Blue_box at 5|loc|T|5|o:turnip=blue_box|line 5]]. [[Evelyn out at 7|ev|T|7|l:7~Evelyn exited|line 7]]. [[Charlotte moves it to red_cupboard at 8|ev|T|8|l:8~Charlotte moved the turnip to the red_cupboard|line 8]]. [[Charlotte leaves at 9|ev|T|9|l:9~Charlotte exited|line 9]]. [[Mia enters the TV_room at 10|ev|F|10|l:10~Mia entered|Evelyn re-enters at 10; Mia entered the pantry at 6]]
</think>

The turnip is really in the red_cupboard.
""")

# ---------- item 16: hitom order_2, Alexander -> Emma, peas, red_suitcase (H) ----------
R(16, 'narrative', 'sound', 'red_suitcase', """
Let me trace what Alexander and Emma both saw.

[[The peas start in the green_box|loc|T|2|o:peas=green_box|line 2]], and [[Amelia moves them to the blue_bathtub|ev|T|3|l:3~Amelia moved the peas to the blue_bathtub|line 3]] [[before leaving|ev|T|4|xl:Amelia=4@sunroom|line 4]]. Then [[Alexander himself moves the peas to the red_suitcase (line 5)|ev|T|5|l:5~Alexander moved the peas to the red_suitcase|line 5]], [[with Emma, Hannah and Noah watching|pres|T|5|w:Emma&w:Hannah&w:Noah|line 5]]. [[Alexander leaves right after|ev|T|6|xl:Alexander=6@sunroom|line 6]], and [[nothing happens to the peas afterwards|loc|T|end|o:peas=red_suitcase|unchanged after 5]]; [[the back_yard scene is about the apple|loc|T|22|o:peas=red_suitcase|peas unaffected]].

So when Alexander left, [[he knew Emma had seen him put the peas in the red_suitcase|bel|U|-|-|knowledge about observation; no column]]: [[Alexander thinks Emma thinks the peas are in the red_suitcase|bel|T|end|b:Alexander>Emma=red_suitcase|answer restated]]. The answer is H. red_suitcase.
""")
R(16, 'answer_first', 'unsound', 'red_suitcase', """
**H. red_suitcase**

- [[Alexander moved the peas to the red_suitcase at line 5|ev|T|5|l:5~Alexander moved the peas to the red_suitcase|line 5]].
- [[Emma was in the sunroom and saw the move|pres|T|5|w:Emma|Emma present]].
- [[Emma left the sunroom before Alexander|ord|F|6|x:Emma<Alexander@sunroom|Alexander left at 6, Emma last at 12]], but that doesn't matter since [[she had already seen the move|pres|T|5|w:Emma|Emma saw line 5]].
- So [[Alexander thinks Emma thinks the peas are in the red_suitcase|bel|T|end|b:Alexander>Emma=red_suitcase|answer restated]].
""")
R(16, 'answer_first', 'wrong', 'blue_bathtub', """
**Answer: blue_bathtub**

Explanation:
1. [[Peas start in the green_box|loc|T|2|o:peas=green_box|line 2]].
2. [[Amelia moves them to the blue_bathtub|ev|T|3|l:3~Amelia moved the peas to the blue_bathtub|line 3]].
3. [[Alexander moves them to the red_suitcase|ev|T|5|l:5~Alexander moved the peas to the red_suitcase|line 5]].
4. [[Emma stays in the sunroom the longest|ord|T|12|xl:Emma=12@sunroom&x:Noah<Emma@sunroom|Emma last out]]. [[Alexander can't know what Emma does after he leaves|pres|T|6|!w:Alexander|Alexander out after 6]], so [[he assumes she still remembers the blue_bathtub|bel|F|end|b:Alexander>Emma=blue_bathtub|Alexander -> Emma = red_suitcase]].
""")
R(16, 'terse', 'sound', 'red_suitcase', """
H. [[Emma watched Alexander put the peas in the red_suitcase.|pres|T|5|w:Emma&l:5~Alexander moved the peas to the red_suitcase|line 5]]
""")
R(16, 'thinking', 'unsound', 'red_suitcase', """
<think>
Alexander → Emma, peas.
[[Green_box (2)|loc|T|2|o:peas=green_box|line 2]] → [[blue_bathtub (Amelia, 3)|ev|T|3|l:3~Amelia moved the peas to the blue_bathtub|line 3]] → [[red_suitcase (Alexander, 5)|ev|T|5|l:5~Alexander moved the peas to the red_suitcase|line 5]]. [[Emma present at 5|pres|T|5|w:Emma|line 5]]. [[Alexander leaves after Hannah|ord|F|8|x:Hannah<Alexander@sunroom|Alexander left at 6, Hannah at 8]]. Later Noah moves the peas into the green_drawer in the back_yard — wait, no, [[that's the apple being in the green_drawer|loc|T|15|o:apple=green_drawer|line 15; retracted peas claim not listed]]... hmm, [[the peas are unaffected|loc|T|end|o:peas=red_suitcase|unchanged]], and [[Emma wasn't in the back_yard anyway|pres|T|15|r:Emma=waiting_room|Emma in waiting_room]].
</think>

H. red_suitcase
""")

# ---------- item 17: hitom order_3, Lily -> Isabella -> Lucas, lettuce, blue_crate (I) ----------
R(17, 'answer_first', 'sound', 'blue_crate', """
**Answer: I. blue_crate**

Explanation:
- [[Lily moved the lettuce to the blue_crate at line 5|ev|T|5|l:5~Lily moved the lettuce to the blue_crate|line 5]], [[with Isabella and Lucas in the room|pres|T|5|w:Isabella&w:Lucas|line 5]].
- [[Lily exited right after (line 6)|ev|T|6|xl:Lily=6|line 6]], so [[she missed Lucas moving it to the green_envelope (line 7)|pres|T|7|!w:Lily&l:7~Lucas moved the lettuce to the green_envelope|Lily absent at 7]].
- [[Lily still believes the lettuce is in the blue_crate|bel|T|end|b:Lily=blue_crate|Lily=blue_crate]], and [[she thinks Isabella and Lucas believe the same|bel|T|end|b:Lily>Isabella=blue_crate&b:Lily>Lucas=blue_crate|Lily's 2nd-order beliefs]].

So [[Lily thinks Isabella thinks Lucas thinks it's in the blue_crate|bel|T|end|b:Lily>Isabella>Lucas=blue_crate|answer restated]].
""")
R(17, 'narrative', 'wrong', 'green_envelope', """
Let me trace where everyone was in the garage.

[[The lettuce starts in the green_bathtub|loc|T|2|o:lettuce=green_bathtub|line 2]]; [[Noah moves it to the blue_suitcase|ev|T|3|l:3~Noah moved the lettuce to the blue_suitcase|line 3]]; [[Lily moves it to the blue_crate|ev|T|5|l:5~Lily moved the lettuce to the blue_crate|line 5]]; then [[Lucas moves it to the green_envelope|ev|T|7|l:7~Lucas moved the lettuce to the green_envelope|line 7]]. [[Isabella saw Lucas's move|pres|T|7|w:Isabella|Isabella present at 7]], so [[Isabella thinks Lucas thinks it is in the green_envelope|bel|T|end|b:Isabella>Lucas=green_envelope|Isabella -> Lucas = green_envelope]]. [[Lily would expect Isabella to have seen Lucas's move|bel|F|end|b:Lily>Isabella>Lucas=green_envelope|Lily left at 6; chain = blue_crate]].

The answer is J. green_envelope.
""")
R(17, 'numbered', 'unsound', 'blue_crate', """
**Step 1:** [[Everyone sees Noah move the lettuce to the blue_suitcase|pres|T|3|w:Noah&w:Lily&w:Lucas&w:Isabella&w:Emily|all present at 3]].
**Step 2:** [[Noah leaves, then Lily moves the lettuce to the blue_crate|ord|T|5|xl:Noah=4&l:5~Lily moved the lettuce to the blue_crate|Noah out at 4, Lily moves at 5]].
**Step 3:** [[Isabella herself still thinks the lettuce is in the blue_crate|bel|F|end|b:Isabella=blue_crate|Isabella saw Lucas's move at 7 and believes green_envelope]], since [[Lily put it there|ev|T|5|l:5~Lily moved the lettuce to the blue_crate|line 5]].
**Step 4:** [[Lily's last shared view with Isabella and Lucas is the blue_crate|pres|T|5|w:Lily&w:Isabella&w:Lucas&o:lettuce=blue_crate|line 5]].

**Answer:** I. blue_crate
""")
R(17, 'terse', 'unsupported', 'blue_crate', """
I. blue_crate — that's where [[Lily thinks Isabella thinks Lucas thinks the lettuce is|bel|T|end|b:Lily>Isabella>Lucas=blue_crate|answer restated]].
""")
R(17, 'thinking', 'sound', 'blue_crate', """
<think>
Lily → Isabella → Lucas.
[[Lily moves lettuce to the blue_crate at 5|ev|T|5|l:5~Lily moved the lettuce to the blue_crate|line 5]]. [[Isabella, Lucas, Emily there|pres|T|5|w:Isabella&w:Lucas&w:Emily|line 5]]. [[Lily exits at 6|ev|T|6|xl:Lily=6|line 6]]. [[Lucas moves it to the green_envelope at 7|ev|T|7|l:7~Lucas moved the lettuce to the green_envelope|line 7]] — [[Lily gone|pres|T|7|!w:Lily|Lily absent at 7]]. [[Isabella saw it though|pres|T|7|w:Isabella|Isabella present at 7]]. Wait, that matters for Isabella's own view, not Lily's model of her. [[Lily doesn't know about the green_envelope|bel|T|end|b:Lily=blue_crate|Lily=blue_crate]]. [[No public or private messages in this story|com|T|end|b:Lily>Isabella>Lucas=blue_crate|no communication lines]].
</think>

I. blue_crate
""")

# ---------- item 18: tomi second_order_0_tom, William -> Avery, banana, red_crate ----------
R(18, 'narrative', 'sound', 'red_crate', """
Let me trace who was in the garage.

[[William and Avery are both in the garage when the banana is in the red_crate (line 5)|pres|T|5|w:William&w:Avery&o:banana=red_crate|line 5]]. [[Avery then leaves|ev|T|6|l:6~Avery exited the garage|line 6]] and [[goes into the closet with Evelyn|ev|T|8|l:8~Avery entered the closet&r:Evelyn=closet|line 8]]. Only after that [[does William move the banana to the blue_envelope (line 9)|ev|T|9|l:9~William moved the banana to the blue_envelope|line 9]].

[[William knows Avery left before the move|bel|U|-|-|knowledge about presence; no column]], so [[William thinks Avery will search the red_crate|bel|T|end|b:William>Avery=red_crate|answer restated]].

The answer is red_crate.
""")
R(18, 'answer_first', 'unsound', 'red_crate', """
**Answer: red_crate**

Explanation:
- [[The banana was in the red_crate at line 5|loc|T|5|o:banana=red_crate|line 5]], [[seen by both William and Avery|pres|T|5|w:William&w:Avery|line 5]].
- [[Avery exited the garage at line 4|ev|F|6|l:4~Avery exited|Avery exited at line 6; line 4 is Evelyn entering the closet]].
- [[William moved the banana to the blue_envelope at line 9|ev|T|9|l:9~William moved the banana to the blue_envelope|line 9]], [[after Avery had gone|pres|T|9|!w:Avery|Avery absent at 9]].

So [[William thinks Avery will look in the red_crate|bel|T|end|b:William>Avery=red_crate|answer restated]].
""")
R(18, 'terse', 'wrong', 'blue_envelope', """
blue_envelope — [[William put it there|ev|T|9|l:9~William moved the banana to the blue_envelope|line 9]].
""")
R(18, 'numbered', 'sound', 'red_crate', """
1. [[William enters the garage|ev|T|1|l:1~William entered the garage|line 1]], [[then Avery|ev|T|2|l:2~Avery entered the garage|line 2]].
2. [[The banana is in the red_crate|loc|T|5|o:banana=red_crate|line 5]].
3. [[Avery exits (step 6)|ev|T|6|l:6~Avery exited|line 6]].
4. [[William moves the banana to the blue_envelope (step 9)|ev|T|9|l:9~William moved the banana to the blue_envelope|line 9]]; [[Avery is in the closet by then|pres|T|9|r:Avery=closet|Avery in closet]].
5. [[William knows Avery didn't see the move|bel|U|-|-|knowledge about presence; no column]].

\\boxed{red\\_crate}
""")
R(18, 'thinking', 'wrong', None, """
<think>
William → Avery. [[Banana in the red_crate at 5|loc|T|5|o:banana=red_crate|line 5]], [[both there|pres|T|5|w:William&w:Avery|line 5]]. [[Avery leaves at 6|ev|T|6|l:6~Avery exited|line 6]]. [[William moves it at 9|ev|T|9|l:9~William moved the banana|line 9]]. Hmm, but Avery "searches" — she'd search where it actually is eventually? Or where she thinks? Could be either the red_crate (her belief) or the blue_envelope (where she'd end up finding it).
</think>

It's either the red_crate or the blue_envelope, depending on whether "searches" means where Avery first looks or where she finds it.
""")

# ---------- item 19: hitom order_2, Mason -> Lily, potato, red_box (J) ----------
R(19, 'answer_first', 'sound', 'red_box', """
**Answer: J. red_box**

Explanation:
- [[Lily moved the potato from the blue_pantry to the red_box at line 4|ev|T|4|l:4~Lily moved the potato to the red_box|line 4]], [[with Mason watching|pres|T|4|w:Mason|Mason present at 4]].
- [[Lily exited the bathroom at line 6|ev|T|6|xl:Lily=6@bathroom|line 6]], so [[she missed the later moves by Aria, Ava, Isabella and Mason (lines 7–13)|pres|T|13|!w:Lily|Lily absent 7-13]].
- [[Mason saw Lily leave|pres|T|6|w:Mason|Mason witnessed line 6]], so [[he knows her information stops at the red_box|bel|U|-|-|knowledge about presence; no column]].
- [[The hallway trip and the messages at the end concern the pear|com|T|27|l:26~pear&l:27~pear|lines 26-27 about pear]].

[[Mason thinks Lily thinks the potato is in the red_box|bel|T|end|b:Mason>Lily=red_box|answer restated]].
""")
R(19, 'narrative', 'unsound', 'red_box', """
Let me trace the potato's moves and who saw them.

[[It starts in the blue_pantry|loc|T|2|o:potato=blue_pantry|line 2]]. [[Lily moves it to the red_box while everyone is present|ev|T|4|l:4~Lily moved the potato to the red_box&w:Mason&w:Aria&w:Ava&w:Isabella|line 4, all present]], and then [[she's the first one to leave|ord|T|6|xl:Lily=6@bathroom&x:Lily<Aria@bathroom|Lily first out]]. After that it bounces around: [[Aria puts it in the red_crate|ev|T|7|l:7~Aria moved the potato to the red_crate|line 7]], [[Ava puts it in the green_bucket|ev|T|9|l:9~Ava moved the potato to the green_bucket|line 9]], [[Isabella puts it in the red_cupboard|ev|F|11|l:11~Isabella moved the potato to the red_cupboard|Isabella moved it to the red_treasure_chest]], and finally [[Mason puts it back in the blue_pantry|ev|T|13|l:13~Mason moved the potato to the blue_pantry|line 13]]. [[Mason saw all of this|pres|T|13|w:Mason&l:11~Isabella moved|Mason present 7-13]], but [[he also saw that Lily was gone for every one of those moves|pres|T|13|!w:Lily&r:Lily=None|Lily absent 7-13]].

So [[Mason thinks Lily still believes the potato is in the red_box|bel|T|end|b:Mason>Lily=red_box|answer restated]]. The answer is J. red_box.
""")
R(19, 'numbered', 'wrong', 'blue_pantry', """
Let's think step by step.

1. [[The potato starts in the blue_pantry|loc|T|2|o:potato=blue_pantry|line 2]].
2. [[It is moved several times, ending with Mason putting it back in the blue_pantry (line 13)|ev|T|13|l:13~Mason moved the potato to the blue_pantry|line 13]].
3. [[Mason, Lily and Isabella later go to the hallway together|ev|T|16|l:16~Isabella, Mason and Lily entered the hallway|line 16]], and [[Mason assumes Lily now knows the potato's location|bel|F|end|b:Mason>Lily=blue_pantry|Mason -> Lily = red_box]].
4. [[Mason himself thinks it is in the blue_pantry|bel|T|end|b:Mason=blue_pantry|Mason=blue_pantry]].

\\boxed{blue_pantry}
""")
R(19, 'terse', 'sound', 'red_box', """
J. red_box — [[Lily left right after her own move to the red_box|ord|T|6|xl:Lily=6@bathroom&l:4~Lily moved the potato to the red_box|move 4, exit 6]], [[with Mason watching|pres|T|6|w:Mason|Mason saw her leave]].
""")
R(19, 'thinking', 'unsound', 'red_box', """
<think>
Mason → Lily. Joint observations of Mason and Lily about the potato.
[[Line 2: blue_pantry|loc|T|2|o:potato=blue_pantry|line 2]]. [[Line 4: Lily → red_box|ev|T|4|l:4~Lily moved the potato to the red_box|line 4]]. [[Line 6: Lily exits|ev|T|6|xl:Lily=6@bathroom|line 6]]. [[After that Lily sees nothing|pres|T|13|!w:Lily|Lily absent for all later potato moves]].
Hallway (16–24): [[Lily stays in the hallway after Mason leaves|ord|T|22|xl:Mason=22@hallway&r:Lily=hallway|Mason exits 22, Lily still there]] — but [[the potato isn't there, only the pear|loc|T|22|o:potato=blue_pantry|potato stays in the bathroom's blue_pantry]].
Waiting room: [[Lily privately tells Mason the pear is in the blue_bathtub|com|F|27|l:27~Lily privately told Mason|Lily told Ava, not Mason]]. About the pear, so irrelevant.
</think>

J. red_box
""")

# ---------- item 20: hitom order_3, Lily -> Abigail -> Elizabeth, tangerine, blue_cupboard (C) ----------
R(20, 'narrative', 'sound', 'blue_cupboard', """
Let me trace what Lily saw before she left the laundry.

[[The tangerine starts in the blue_bathtub|loc|T|2|o:tangerine=blue_bathtub|line 2]], and [[Lily moves it to the blue_cupboard|ev|T|4|l:4~Lily moved the tangerine to the blue_cupboard|line 4]] [[in front of Abigail and Elizabeth|pres|T|4|w:Abigail&w:Elizabeth|line 4]]. [[Lily then leaves (line 5)|ev|T|5|xl:Lily=5@laundry|line 5]], and [[everything after that — Abigail's move to the blue_crate, the second laundry trip with Ava's move back to the blue_cupboard — happens without her|pres|T|18|!w:Lily|Lily absent at 8 and 18]].

In the waiting room, [[Abigail publicly claims the tangerine is in the blue_bathtub|com|T|25|l:25~Abigail publicly claimed that tangerine is in the blue_bathtub|line 25]], and [[Lily, who left earlier than Abigail, accepts it|com|T|25|b:Lily=blue_bathtub&x:Lily<Abigail@laundry|Lily trusts Abigail]]. That changes Lily's own belief, but [[not the nested belief about Elizabeth as Abigail sees her|bel|T|25|b:Lily>Abigail>Elizabeth=blue_cupboard|chain unchanged]].

So [[Lily thinks Abigail thinks Elizabeth thinks the tangerine is in the blue_cupboard|bel|T|end|b:Lily>Abigail>Elizabeth=blue_cupboard|answer restated]]. The answer is C.
""")
R(20, 'answer_first', 'unsound', 'blue_cupboard', """
C. blue_cupboard

Explanation:
1. [[Lily moved the tangerine to the blue_cupboard at line 4|ev|T|4|l:4~Lily moved the tangerine to the blue_cupboard|line 4]] and [[left at line 5|ev|T|5|xl:Lily=5@laundry|line 5]].
2. [[Elizabeth left the laundry before Abigail moved it to the blue_crate|ord|F|8|!w:Elizabeth|Elizabeth was present for the move at 8 and left at 11]].
3. [[The last move that Lily, Abigail and Elizabeth saw together is the move into the blue_cupboard|pres|T|4|w:Lily&w:Abigail&w:Elizabeth&l:4~blue_cupboard|line 4; later moves not seen by Lily]].

So from Lily's view, [[Abigail thinks Elizabeth thinks it's in the blue_cupboard|bel|T|end|b:Lily>Abigail>Elizabeth=blue_cupboard|answer restated]].
""")
R(20, 'answer_first', 'wrong', 'blue_bathtub', """
**Answer: B. blue_bathtub**

Explanation:
**Step 1:** [[Lily moves the tangerine to the blue_cupboard and leaves|ord|T|5|l:4~Lily moved the tangerine to the blue_cupboard&xl:Lily=5@laundry|move 4, exit 5]].
**Step 2:** [[Abigail moves it to the blue_crate (line 8)|ev|T|8|l:8~Abigail moved the tangerine to the blue_crate|line 8]].
**Step 3:** [[Abigail publicly claims it is in the blue_bathtub (line 25)|com|T|25|l:25~Abigail publicly claimed that tangerine is in the blue_bathtub|line 25]].
**Step 4:** [[Lily believes Abigail's claim|com|T|25|b:Lily=blue_bathtub|Lily trusts Abigail]], and since [[Elizabeth heard it too|pres|T|25|w:Elizabeth|Elizabeth present]], [[Lily thinks Abigail thinks Elizabeth now believes the blue_bathtub|bel|F|end|b:Lily>Abigail>Elizabeth=blue_bathtub|chain stays blue_cupboard]].
""")
R(20, 'terse', 'unsupported', 'blue_cupboard', """
**C. blue_cupboard** — [[Lily thinks Abigail thinks Elizabeth thinks it's there.|bel|T|end|b:Lily>Abigail>Elizabeth=blue_cupboard|answer restated]]
""")
R(20, 'thinking', 'unsound', 'blue_cupboard', """
<think>
Lily → Abigail → Elizabeth.
[[Blue_bathtub (2)|loc|T|2|o:tangerine=blue_bathtub|line 2]]; [[Lily moves it to the blue_cupboard (4)|ev|T|4|l:4~Lily moved the tangerine to the blue_cupboard|line 4]]; [[Lily out (5)|ev|T|5|xl:Lily=5@laundry|line 5]]. [[That's the last move the three saw together|pres|T|4|w:Lily&w:Abigail&w:Elizabeth|line 4]].
Second laundry trip: [[Ava, Gracie and Abigail go back in|ev|T|15|l:15~Ava, Gracie and Abigail entered the laundry|line 15]]; [[Elizabeth goes with them|pres|F|15|w:Elizabeth|Elizabeth stayed in the waiting_room]] — doesn't matter, [[Lily isn't there|pres|T|15|!w:Lily|Lily in waiting_room]].
[[Abigail's public claim (blue_bathtub) changes Lily's own belief|com|T|25|b:Lily=blue_bathtub|Lily trusts Abigail]], [[not the nested chain|bel|T|25|b:Lily>Abigail>Elizabeth=blue_cupboard|chain unchanged]].
</think>

C. blue_cupboard
""")

# ---------- item 21: tomi first_order_1_no_tom, Isabella, persimmon, red_pantry ----------
R(21, 'terse', 'sound', 'red_pantry', """
red_pantry. [[Isabella was back in the pantry when Lucas moved it (line 8).|pres|T|8|w:Isabella&l:8~Lucas moved the persimmon to the red_pantry|Isabella re-entered at 7, saw line 8]]
""")
R(21, 'numbered', 'unsound', 'red_pantry', """
1. [[The persimmon was in the green_treasure_chest at line 5|loc|T|5|o:persimmon=green_treasure_chest|line 5]].
2. [[Isabella exited at line 6|ev|T|6|l:6~Isabella exited|line 6]] but [[came back at line 7|ev|T|7|l:7~Isabella entered the pantry|line 7]].
3. [[Aria moved the persimmon to the red_pantry at line 8|ev|F|8|l:8~Aria moved|Lucas moved it; Aria left at line 3]], and [[Isabella saw it happen|pres|T|8|w:Isabella|Isabella present]].

So [[Isabella will look in the red_pantry|bel|T|end|b:Isabella=red_pantry|answer restated]].

**Answer:** red_pantry
""")
R(21, 'numbered', 'wrong', 'green_treasure_chest', """
1. [[Aria enters and leaves early|ev|T|3|l:1~Aria entered&l:3~Aria exited|lines 1, 3]].
2. [[The persimmon is in the green_treasure_chest when Isabella and Lucas are there|loc|T|5|o:persimmon=green_treasure_chest&w:Isabella&w:Lucas|line 5]].
3. [[Isabella exits (6)|ev|T|6|l:6~Isabella exited|line 6]].
4. [[Lucas moves the persimmon to the red_pantry (8)|ev|T|8|l:8~Lucas moved the persimmon to the red_pantry|line 8]], [[while Isabella is away|pres|F|8|!w:Isabella|Isabella re-entered at 7 and saw the move]].

**Answer:** green_treasure_chest
""")
R(21, 'narrative', 'sound', 'red_pantry', """
Let me trace Isabella's movements. [[She enters the pantry at line 4|ev|T|4|l:4~Isabella entered the pantry|line 4]], [[sees the persimmon in the green_treasure_chest|pres|T|5|w:Isabella&o:persimmon=green_treasure_chest|line 5]], and [[steps out at line 6|ev|T|6|l:6~Isabella exited|line 6]] — but [[she comes right back in at line 7|ev|T|7|l:7~Isabella entered the pantry|line 7]]. So [[when Lucas moves the persimmon to the red_pantry at line 8|ev|T|8|l:8~Lucas moved the persimmon to the red_pantry|line 8]], [[Isabella is in the room and sees it|pres|T|8|w:Isabella|Isabella present]].

[[She'll look in the red_pantry|bel|T|end|b:Isabella=red_pantry|answer restated]].
""")
R(21, 'thinking', 'unsupported', 'red_pantry', """
<think>
Isabella's search location = her belief. Short story, should be easy; I'll just read off the final belief.
</think>

[[Isabella will look in the red_pantry.|bel|T|end|b:Isabella=red_pantry|answer restated]]
""")

# ---------- item 22: hitom order_3, Mia -> Jackson -> Isabella, peas, green_cupboard (I) ----------
R(22, 'answer_first', 'sound', 'green_cupboard', """
**Answer: I. green_cupboard**

Explanation:
- [[Mia moved the peas from the blue_bucket to the green_cupboard (line 3)|ev|T|3|l:3~Mia moved the peas to the green_cupboard|line 3]], [[with Jackson and Isabella in the crawlspace|pres|T|3|w:Jackson&w:Isabella|line 3]].
- [[Mia exited immediately afterwards (line 4)|ev|T|4|xl:Mia=4@crawlspace|line 4]], so [[she did not see Aria move the peas to the green_pantry (line 8)|pres|T|8|!w:Mia&l:8~Aria moved the peas to the green_pantry|Mia absent at 8]].
- [[Mia still believes the peas are in the green_cupboard|bel|T|end|b:Mia=green_cupboard|Mia=green_cupboard]], and [[she thinks Jackson does too|bel|T|end|b:Mia>Jackson=green_cupboard|Mia -> Jackson]].

Hence [[Mia thinks Jackson thinks Isabella thinks the peas are in the green_cupboard|bel|T|end|b:Mia>Jackson>Isabella=green_cupboard|answer restated]].
""")
R(22, 'narrative', 'wrong', 'green_pantry', """
Let me trace this one.

[[Mia moves the peas to the green_cupboard|ev|T|3|l:3~Mia moved the peas to the green_cupboard|line 3]] and [[leaves|ev|T|4|xl:Mia=4@crawlspace|line 4]]. [[Later Aria moves them to the green_pantry|ev|T|8|l:8~Aria moved the peas to the green_pantry|line 8]] [[while Jackson and Isabella are both still there|pres|T|8|w:Jackson&w:Isabella|line 8]]. So [[Jackson thinks Isabella thinks the peas are in the green_pantry|bel|T|end|b:Jackson>Isabella=green_pantry|Jackson -> Isabella]]. [[Mia would know about this from being in the waiting room with them|bel|F|end|b:Mia>Jackson>Isabella=green_pantry|nothing about the peas is communicated; chain = green_cupboard]].

The answer is H. green_pantry.
""")
R(22, 'numbered', 'unsound', 'green_cupboard', """
Step 1: [[The peas are in the blue_bucket|loc|T|2|o:peas=blue_bucket|line 2]].
Step 2: [[Mia moves them to the green_cupboard|ev|T|3|l:3~Mia moved the peas to the green_cupboard|line 3]].
Step 3: [[Jackson himself still believes the peas are in the green_cupboard|bel|F|end|b:Jackson=green_cupboard|Jackson saw Aria's move at 8 and believes green_pantry]].
Step 4: [[Aria moves the peas to the green_pantry after Mia is gone|ord|T|8|!w:Mia&l:8~Aria moved the peas to the green_pantry|Mia absent at 8]].
Step 5: [[The den scene and the claims are about the turnip|com|T|28|l:27~turnip&l:28~turnip|lines 27-28]].

**Answer:** I. green_cupboard
""")
R(22, 'terse', 'unsupported', 'green_cupboard', """
I
""")
R(22, 'thinking', 'sound', 'green_cupboard', """
<think>
Mia → Jackson → Isabella, peas.
[[Line 3: Mia → green_cupboard|ev|T|3|l:3~Mia moved the peas to the green_cupboard|line 3]], [[everyone there|pres|T|3|w:Owen&w:Aria&w:Jackson&w:Isabella|line 3]]. [[Line 4: Mia out|ev|T|4|xl:Mia=4@crawlspace|line 4]]. [[Line 8: Aria → green_pantry|ev|T|8|l:8~Aria moved the peas to the green_pantry|line 8]] — Mia absent. Hmm, [[Jackson and Isabella saw it|pres|T|8|w:Jackson&w:Isabella|line 8]], so [[for them the answer would be green_pantry|bel|T|end|b:Jackson=green_pantry&b:Isabella=green_pantry|1st-order beliefs]], but [[Mia doesn't know that|bel|T|end|b:Mia=green_cupboard|Mia=green_cupboard]]. [[Mia still thinks Jackson thinks green_cupboard|bel|T|end|b:Mia>Jackson=green_cupboard|Mia -> Jackson]].
Den: [[turnip only|loc|T|25|o:peas=green_pantry|peas unchanged 16-25]]. Claims: [[about the turnip|com|T|28|l:27~turnip&l:28~turnip|lines 27-28]].
</think>

I. green_cupboard — [[Mia left before the peas were moved again|ord|T|8|xl:Mia=4@crawlspace&!w:Mia|Mia out at 4, move at 8]].
""")

# ---------- item 23: hitom order_4, Jackson -> Mason -> Hannah -> Jack, cabbage, red_envelope (K) ----------
R(23, 'narrative', 'sound', 'red_envelope', """
Let me work from the innermost person outward.

[[Jack sees the cabbage in the red_envelope at line 2|pres|T|2|w:Jack&o:cabbage=red_envelope|line 2]] and [[leaves the front_yard at line 5|ev|T|5|xl:Jack=5@front_yard|line 5]], [[before anyone moves it|ord|T|6|!w:Jack&l:6~Hannah moved|first move at 6 after Jack left]]. [[Hannah, Jackson and Mason all watched Jack leave|pres|T|5|w:Hannah&w:Jackson&w:Mason|line 5]]. So [[Hannah thinks Jack thinks it's in the red_envelope|bel|T|end|b:Hannah>Jack=red_envelope|Hannah -> Jack]], and [[Mason and Jackson can reason the same way about each other|bel|U|-|-|vague generalisation]].

[[Hannah's move to the green_container (line 6)|ev|T|6|l:6~Hannah moved the cabbage to the green_container|line 6]] and [[Mason's move to the green_pantry (line 10)|ev|T|10|l:10~Mason moved the cabbage to the green_pantry|line 10]] [[happen after Jack is gone|pres|T|10|!w:Jack|Jack absent at 6 and 10]], so [[they don't touch Jack's level of the chain|bel|T|end|b:Mason>Hannah>Jack=red_envelope|Mason -> Hannah -> Jack]].

[[Jackson thinks Mason thinks Hannah thinks Jack thinks the cabbage is in the red_envelope|bel|T|end|b:Jackson>Mason>Hannah>Jack=red_envelope|answer restated]]. The answer is K.
""")
R(23, 'numbered', 'unsound', 'red_envelope', """
1. [[The cabbage is in the red_envelope at the start (line 2)|loc|T|2|o:cabbage=red_envelope|line 2]].
2. [[Jack leaves first (line 5)|ord|T|5|xl:Jack=5@front_yard&x:Jack<Hannah@front_yard|Jack first out]], so [[Jack's own belief stays at the red_envelope|bel|T|end|b:Jack=red_envelope|Jack=red_envelope]].
3. [[Mason moved the cabbage to the green_container at line 6|ev|F|6|l:6~Mason moved|Hannah moved it at line 6; Mason moved it to the green_pantry at line 10]], but [[Jack wasn't there|pres|T|6|!w:Jack|Jack absent at 6]], and [[everyone in the chain saw Jack leave|pres|T|5|w:Hannah&w:Jackson&w:Mason|line 5]].

So [[the innermost belief — and with it the whole chain — is the red_envelope|bel|T|end|b:Jackson>Mason>Hannah>Jack=red_envelope|answer restated]].

**Answer:** K. red_envelope
""")
R(23, 'numbered', 'wrong', 'green_container', """
Let's think step by step.

1. [[Hannah moves the cabbage to the green_container (line 6)|ev|T|6|l:6~Hannah moved the cabbage to the green_container|line 6]] [[while Jackson and Mason watch|pres|T|6|w:Jackson&w:Mason|line 6]].
2. [[Jackson leaves at line 9|ev|T|9|xl:Jackson=9@front_yard|line 9]], so [[he never sees Mason's move to the green_pantry|pres|T|10|!w:Jackson|Jackson absent at 10]].
3. Therefore [[Jackson thinks Mason thinks Hannah thinks it's in the green_container|bel|T|end|b:Jackson>Mason>Hannah=green_container|3rd-order sub-chain]].
4. [[Jack's level adds nothing new, so the full chain is the green_container|bel|F|end|b:Jackson>Mason>Hannah>Jack=green_container|Jack left before line 6; chain = red_envelope]].

\\boxed{green_container}
""")
R(23, 'terse', 'sound', 'red_envelope', """
K. [[Jack left before any move|ord|T|6|xl:Jack=5@front_yard&!w:Jack|Jack out at 5, first move at 6]], and [[the other three saw him go|pres|T|5|w:Hannah&w:Jackson&w:Mason|line 5]].
""")
R(23, 'thinking', 'wrong', 'green_pantry', """
<think>
Jackson → Mason → Hannah → Jack.
[[Cabbage in the red_envelope (2)|loc|T|2|o:cabbage=red_envelope|line 2]]. [[Jack out (5)|ev|T|5|xl:Jack=5@front_yard|line 5]]. [[Hannah → green_container (6)|ev|T|6|l:6~Hannah moved the cabbage to the green_container|line 6]]. [[Hannah out (7)|ev|T|7|xl:Hannah=7@front_yard|line 7]]. [[Jackson out (9)|ev|T|9|xl:Jackson=9@front_yard|line 9]]. [[Mason → green_pantry (10)|ev|T|10|l:10~Mason moved the cabbage to the green_pantry|line 10]]. Mason is the second link and [[he moved it last that anyone in the chain saw|ev|T|10|l:10~Mason moved the cabbage|line 10 is the last move witnessed by a chain member]], so [[Mason believes the green_pantry|bel|T|end|b:Mason=green_pantry|Mason=green_pantry]] and [[Jackson would think Mason's whole nested view is the green_pantry|bel|F|end|b:Jackson>Mason>Hannah>Jack=green_pantry|Jackson left before line 10; chain = red_envelope]].
</think>

M. green_pantry
""")

# ---------- item 24: hitom order_0, cherry, green_cupboard (M) ----------
R(24, 'answer_first', 'unsound', 'green_cupboard', """
**Answer: M. green_cupboard**

Explanation:
- [[The cherry started in the blue_bucket (line 2)|loc|T|2|o:cherry=blue_bucket|line 2]].
- [[Elizabeth moved it to the blue_basket (line 3)|ev|T|3|l:3~Elizabeth moved the cherry to the blue_basket|line 3]].
- [[When Jayden left the playroom (line 6), the cherry was still in the blue_bucket|loc|F|6|o:cherry=blue_bucket|it had been in the blue_basket since line 3]].
- [[Jacob moved it to the green_cupboard (line 7)|ev|T|7|l:7~Jacob moved the cherry to the green_cupboard|line 7]].
- [[Everything on the patio and the private messages concern the green_pepper|com|T|26|l:24~green_pepper&l:26~green_pepper&o:cherry=green_cupboard|lines 14-26]], so [[the cherry is still in the green_cupboard|loc|T|end|o:cherry=green_cupboard|answer restated]].
""")
R(24, 'narrative', 'sound', 'green_cupboard', """
Since this is about where the cherry really is, I just need its last move.

[[Elizabeth moves the cherry from the blue_bucket to the blue_basket|ev|T|3|l:3~Elizabeth moved the cherry to the blue_basket|line 3]], and later [[Jacob moves it to the green_cupboard (line 7)|ev|T|7|l:7~Jacob moved the cherry to the green_cupboard|line 7]]. [[Alexander and Logan both stay afterwards without moving anything|ev|T|11|l:9~Alexander made no movements&l:11~Logan made no movements|lines 9, 11]]. [[The patio scene only involves the green_pepper|loc|T|22|o:cherry=green_cupboard|cherry unchanged 14-22]], and [[Elizabeth's and Logan's private messages are about the green_pepper too|com|T|26|l:24~green_pepper&l:26~green_pepper|lines 24, 26]].

So [[the cherry is really in the green_cupboard|loc|T|end|o:cherry=green_cupboard|answer restated]]. The answer is M.
""")
R(24, 'answer_first', 'wrong', 'blue_basket', """
**Answer: O. blue_basket**

Explanation:
1. [[Cherry in the blue_bucket|loc|T|2|o:cherry=blue_bucket|line 2]].
2. [[Elizabeth → blue_basket|ev|T|3|l:3~Elizabeth moved the cherry to the blue_basket|line 3]].
3. [[Elizabeth leaves (line 4)|ev|T|4|xl:Elizabeth=4@playroom|line 4]], and [[she and Jayden still believe the blue_basket at the end|bel|T|end|b:Elizabeth=blue_basket&b:Jayden=blue_basket|1st-order beliefs]].
4. [[Later, Elizabeth privately tells Logan something about the cherry|com|F|24|l:24~Elizabeth privately told Logan that the cherry|the tell is about the green_pepper]].
""")
R(24, 'terse', 'sound', 'green_cupboard', """
M. green_cupboard ([[Jacob's move at line 7 is the last one for the cherry|ev|T|7|l:7~Jacob moved the cherry to the green_cupboard&o:cherry=green_cupboard|line 7, unchanged to end]]).
""")
R(24, 'thinking', 'unsound', 'green_cupboard', """
<think>
Reality question, cherry.
[[Blue_bucket (2)|loc|T|2|o:cherry=blue_bucket|line 2]] → [[blue_basket (Elizabeth, 3)|ev|T|3|l:3~Elizabeth moved the cherry to the blue_basket|line 3]] → [[green_cupboard (Jacob, 7)|ev|T|7|l:7~Jacob moved the cherry to the green_cupboard|line 7]].
Patio: [[Jayden moves the green_pepper to the red_suitcase|ev|T|16|l:16~Jayden moved the green_pepper to the red_suitcase|line 16]], [[Elizabeth moves it to the blue_crate|ev|F|19|l:19~Elizabeth moved the green_pepper to the blue_crate|Elizabeth moved it to the blue_pantry; Logan moved it to the blue_crate]], … [[none of it is the cherry|loc|T|22|o:cherry=green_cupboard|cherry unchanged on the patio]].
</think>

M. green_cupboard
""")

# ---------- item 25: hitom order_0, pear, red_drawer (O) ----------
R(25, 'narrative', 'sound', 'red_drawer', """
The question is about reality, so I just need the pear's final position.

[[The pear starts in the blue_drawer|loc|T|2|o:pear=blue_drawer|line 2]] and [[Amelia moves it to the blue_bathtub|ev|T|3|l:3~Amelia moved the pear to the blue_bathtub|line 3]]. [[Everyone leaves|ev|T|12|r:Amelia=None&r:Emily=None&r:Owen=None&r:Lily=None&r:William=None|all out by line 12]], then [[Amelia, Owen and William come back into the bedroom|ev|T|15|l:15~Amelia, Owen and William entered the bedroom|line 15]], and [[Amelia moves the pear to the green_envelope|ev|T|17|l:17~Amelia moved the pear to the green_envelope|line 17]]. [[After Amelia and Owen leave|ord|T|21|xl:Amelia=19@bedroom&xl:Owen=21@bedroom|lines 19, 21]], [[William, alone, moves it to the red_drawer (line 22)|ev|T|22|l:22~William moved the pear to the red_drawer&!w:Owen&!w:Amelia|line 22]]. [[Nothing happens to it after that|loc|T|end|o:pear=red_drawer|unchanged after 22]].

So [[the pear is really in the red_drawer|loc|T|end|o:pear=red_drawer|answer restated]]. The answer is O.
""")
R(25, 'numbered', 'unsound', 'red_drawer', """
1. [[Amelia moved the pear to the blue_bathtub (line 3)|ev|T|3|l:3~Amelia moved the pear to the blue_bathtub|line 3]] and later [[to the green_envelope (line 17)|ev|T|17|l:17~Amelia moved the pear to the green_envelope|line 17]].
2. [[Owen moved the pear to the red_drawer after Amelia left (line 22)|ev|F|22|l:22~Owen moved|William moved it; Owen had already left at line 21]].
3. [[No one moves it afterwards|loc|T|end|o:pear=red_drawer|unchanged after 22]], so [[it's really in the red_drawer|loc|T|end|o:pear=red_drawer|answer restated]].

**Answer:** O. red_drawer
""")
R(25, 'numbered', 'wrong', 'green_envelope', """
Let's think step by step.

1. [[The pear is in the blue_drawer|loc|T|2|o:pear=blue_drawer|line 2]].
2. [[Amelia moves it to the blue_bathtub|ev|T|3|l:3~Amelia moved the pear to the blue_bathtub|line 3]].
3. [[Amelia, Owen and William return and see it in the blue_bathtub|pres|T|16|w:Amelia&w:Owen&w:William&o:pear=blue_bathtub|line 16]].
4. [[Amelia moves it to the green_envelope|ev|T|17|l:17~Amelia moved the pear to the green_envelope|line 17]].
5. [[Owen and William both still believe the green_envelope at the end|bel|F|end|b:Owen=green_envelope&b:William=green_envelope|William moved it to the red_drawer and believes red_drawer]].

The answer is [green_envelope]
""")
R(25, 'terse', 'unsupported', 'red_drawer', """
O
""")
R(25, 'thinking', 'sound', 'red_drawer', """
<think>
Where is the pear really. Moves: [[Amelia → blue_bathtub (3)|ev|T|3|l:3~Amelia moved the pear to the blue_bathtub|line 3]], [[Amelia → green_envelope (17)|ev|T|17|l:17~Amelia moved the pear to the green_envelope|line 17]], [[William → red_drawer (22)|ev|T|22|l:22~William moved the pear to the red_drawer|line 22]]. Hmm, [[Owen left at 21|ev|T|21|xl:Owen=21@bedroom|line 21]], so [[only William saw the last move|pres|T|22|w:William&!w:Owen&!w:Amelia|line 22]] — irrelevant for reality though.
</think>

**O. red_drawer**
""")

# ---------- item 26: tomi first_order_0_no_tom, Evelyn, eggplant, blue_drawer ----------
R(26, 'numbered', 'sound', 'blue_drawer', """
Step 1: [[Jacob and Evelyn are in the workshop|pres|T|4|r:Jacob=workshop&r:Evelyn=workshop|line 4]].
Step 2: [[The eggplant is in the red_suitcase|loc|T|4|o:eggplant=red_suitcase|line 4]].
Step 3: [[Evelyn moves it to the blue_drawer|ev|T|7|l:7~Evelyn moved the eggplant to the blue_drawer|line 7]].
Step 4: [[Jacob exits afterwards|ord|T|8|l:8~Jacob exited|line 8, after the move]]; [[nothing else happens to the eggplant|loc|T|end|o:eggplant=blue_drawer|unchanged]].

**Answer:** blue_drawer
""")
R(26, 'answer_first', 'unsound', 'blue_drawer', """
**Answer: blue_drawer**

Explanation: [[Evelyn moved the eggplant from the red_suitcase to the blue_drawer herself (line 7)|ev|T|7|l:7~Evelyn moved the eggplant to the blue_drawer|line 7]]. [[Logan was in the workshop too|pres|F|5|r:Logan=workshop|Logan entered the hallway, not the workshop]], but [[he didn't touch it|ev|T|-|-|no line has Logan moving anything]]. [[Evelyn knows where she put it|bel|T|end|b:Evelyn=blue_drawer|Evelyn=blue_drawer]].
""")
R(26, 'terse', 'wrong', 'red_suitcase', """
red_suitcase
""")
R(26, 'narrative', 'unsupported', 'blue_drawer', """
Evelyn is the one looking, so it comes down to what she believes about the eggplant. [[There's nothing here to suggest she's been misled|bel|U|-|-|vague]], and [[the other lines are just distractors|ev|U|-|-|vague]].

[[Evelyn will look in the blue_drawer.|bel|T|end|b:Evelyn=blue_drawer|answer restated]]
""")
R(26, 'thinking', 'wrong', 'red_suitcase', """
<think>
[[Eggplant in the red_suitcase (4)|loc|T|4|o:eggplant=red_suitcase|line 4]]. [[Evelyn is there|pres|T|4|w:Evelyn|line 4]]. [[Jacob moved the eggplant to the blue_drawer at 7|ev|F|7|l:7~Jacob moved|Evelyn moved it]] — hmm, and Evelyn... [[she likes the tomato|ev|T|6|l:6~Evelyn likes the tomato|line 6]], whatever. If Jacob moved it, does Evelyn know? [[She was in the room|pres|T|7|w:Evelyn|Evelyn present at 7]], but the question seems to expect the first location.
</think>

red_suitcase
""")

# ---------- item 27: hitom order_4, Ella -> Carter -> Alexander -> Abigail, cucumber, green_treasure_chest (D) ----------
R(27, 'answer_first', 'sound', 'green_treasure_chest', """
**Answer: D. green_treasure_chest**

Explanation:
- [[Abigail moved the cucumber from the red_drawer to the green_treasure_chest (line 6)|ev|T|6|l:6~Abigail moved the cucumber to the green_treasure_chest|line 6]] [[with Alexander, Carter and Ella all in the office|pres|T|6|w:Alexander&w:Carter&w:Ella|line 6]].
- [[Abigail left right after (line 7)|ev|T|7|xl:Abigail=7@office|line 7]], then [[Alexander left (line 9)|ev|T|9|xl:Alexander=9@office|line 9]].
- [[Carter's move to the blue_bathtub (line 10) happened after both of them were gone|ord|T|10|!w:Abigail&!w:Alexander&l:10~Carter moved the cucumber to the blue_bathtub|line 10]].
- [[When Abigail, Carter and Ella return at line 15 and see the red_bottle, Alexander is not with them|pres|T|15|!w:Alexander|Alexander in waiting_room]], so [[the Alexander level stays at the green_treasure_chest|bel|T|15|b:Ella>Carter>Alexander=green_treasure_chest|3rd-order sub-chain]].

[[Ella thinks Carter thinks Alexander thinks Abigail thinks it's in the green_treasure_chest|bel|T|end|b:Ella>Carter>Alexander>Abigail=green_treasure_chest|answer restated]].
""")
R(27, 'narrative', 'wrong', 'red_bottle', """
Let me trace the cucumber.

[[It starts in the red_bottle|loc|T|2|o:cucumber=red_bottle|line 2]], [[Jack moves it to the red_drawer|ev|T|3|l:3~Jack moved the cucumber to the red_drawer|line 3]], [[Abigail moves it to the green_treasure_chest|ev|T|6|l:6~Abigail moved the cucumber to the green_treasure_chest|line 6]], [[Carter moves it to the blue_bathtub|ev|T|10|l:10~Carter moved the cucumber to the blue_bathtub|line 10]], and [[Ella moves it back to the red_bottle|ev|T|12|l:12~Ella moved the cucumber to the red_bottle|line 12]]. Then [[Abigail, Carter and Ella go back into the office and all see it in the red_bottle|pres|T|15|w:Abigail&w:Carter&w:Ella&o:cucumber=red_bottle|line 15]]. Since [[Ella, Carter and Abigail all now believe the red_bottle|bel|T|15|b:Ella=red_bottle&b:Carter=red_bottle&b:Abigail=red_bottle|1st-order beliefs at 15]], [[Ella would think the whole chain ends at the red_bottle|bel|F|end|b:Ella>Carter>Alexander>Abigail=red_bottle|Alexander was not there; chain = green_treasure_chest]].

The answer is A. red_bottle.
""")
R(27, 'numbered', 'unsound', 'green_treasure_chest', """
1. [[Everyone sees Jack move the cucumber to the red_drawer|pres|T|3|w:Jack&w:Abigail&w:Alexander&w:Carter&w:Ella|line 3]].
2. [[Jack leaves|ev|T|5|xl:Jack=5@office|line 5]]; [[Abigail moves it to the green_treasure_chest|ev|T|6|l:6~Abigail moved the cucumber to the green_treasure_chest|line 6]].
3. [[Abigail leaves, then Alexander|ord|T|9|x:Abigail<Alexander@office|7 then 9]].
4. [[Ella moves the cucumber to the blue_bathtub (line 10)|ev|F|10|l:10~Ella moved|Carter moved it to the blue_bathtub; Ella moved it to the red_bottle at 12]].
5. [[Alexander and Abigail never see another move|pres|T|12|!w:Abigail&!w:Alexander|absent at 10 and 12]], and [[the second office visit doesn't include Alexander|pres|T|15|!w:Alexander|Alexander in waiting_room]].

**Answer:** D. green_treasure_chest
""")
R(27, 'terse', 'unsupported', 'green_treasure_chest', """
D. green_treasure_chest. [[Ella thinks Carter thinks Alexander thinks Abigail thinks the cucumber is in the green_treasure_chest.|bel|T|end|b:Ella>Carter>Alexander>Abigail=green_treasure_chest|answer restated]]
""")
R(27, 'thinking', 'unsound', 'green_treasure_chest', """
<think>
Four levels: Ella → Carter → Alexander → Abigail. The innermost pair Alexander/Abigail matters most.
[[Abigail moves the cucumber to the green_treasure_chest at 6|ev|T|6|l:6~Abigail moved the cucumber to the green_treasure_chest|line 6]]. [[Abigail leaves at 7|ev|T|7|xl:Abigail=7@office|line 7]]. [[Alexander leaves at 9|ev|T|9|xl:Alexander=9@office|line 9]]. So [[Alexander thinks Abigail thinks green_treasure_chest|bel|T|end|b:Alexander>Abigail=green_treasure_chest|2nd-order]].
Return visit at 15: [[Abigail, Carter and Ella see the cucumber in the red_bottle|pres|T|15|w:Abigail&w:Carter&w:Ella&o:cucumber=red_bottle|line 15]]. [[After that Ella thinks Carter still believes the blue_bathtub|bel|F|15|b:Ella>Carter=blue_bathtub|Ella -> Carter = red_bottle after 15]] — hmm, either way that's Carter's own belief, not his model of Alexander. [[Alexander isn't in the office at 15|pres|T|15|!w:Alexander|Alexander in waiting_room]], so [[Carter's model of Alexander's model of Abigail stays at the green_treasure_chest|bel|T|15|b:Carter>Alexander>Abigail=green_treasure_chest|3rd-order sub-chain at 15]].
</think>

D. green_treasure_chest
""")

# ---------- item 28: hitom order_4, Aria -> Noah -> Hannah -> Jack, plum, blue_drawer (L) ----------
R(28, 'terse', 'sound', 'blue_drawer', """
L. blue_drawer — [[Aria moved it there with all five watching (line 4)|ev|T|4|l:4~Aria moved the plum to the blue_drawer&w:Noah&w:Hannah&w:Jack&w:Charlotte|line 4]] and [[nobody moved it again|loc|T|end|o:plum=blue_drawer|unchanged]].
""")
R(28, 'narrative', 'unsound', 'blue_drawer', """
Let me trace where each person was.

[[All five are in the dining_room when the plum appears in the green_container|pres|T|3|w:Aria&w:Jack&w:Hannah&w:Charlotte&w:Noah|line 3]], and [[Aria moves it to the blue_drawer in front of everyone|ev|T|4|l:4~Aria moved the plum to the blue_drawer|line 4]]. Then they leave one by one: [[Aria, Jack, Hannah, Charlotte, and finally Noah|ord|T|13|x:Aria<Jack&x:Jack<Hannah&x:Hannah<Charlotte&x:Charlotte<Noah|exit order 5, 7, 9, 11, 13]]. [[Charlotte moves the plum to the green_container just before she leaves|ev|F|10|l:10~Charlotte moved|Charlotte made no movements at line 10]], but since [[nobody in the chain is affected by that|bel|U|-|-|vague, trailing off]]... actually [[all the chain members except Noah are gone by then|pres|T|10|r:Aria=None&r:Jack=None&r:Hannah=None&r:Noah=dining_room|line 10]], and Noah would have seen it.

Hmm, so the cleanest reading is that [[the chain was fixed at the blue_drawer when everyone saw Aria's move|bel|T|4|b:Aria>Noah>Hannah>Jack=blue_drawer&w:Noah&w:Hannah&w:Jack|line 4]]. [[Aria thinks Noah thinks Hannah thinks Jack thinks the plum is in the blue_drawer|bel|T|end|b:Aria>Noah>Hannah>Jack=blue_drawer|answer restated]].

The answer is L.
""")
R(28, 'answer_first', 'wrong', 'green_container', """
**Answer: K. green_container**

Explanation:
**Step 1:** [[The plum starts in the green_container|loc|T|3|o:plum=green_container|line 3]].
**Step 2:** [[Aria moves it to the blue_drawer|ev|T|4|l:4~Aria moved the plum to the blue_drawer|line 4]] and [[immediately leaves|ev|T|5|xl:Aria=5|line 5]].
**Step 3:** [[Aria's nested model is built on the original placement that everyone saw together before anyone acted|bel|U|-|-|a reasoning rule, not a story fact]], so [[Aria thinks Noah thinks Hannah thinks Jack thinks the green_container|bel|F|end|b:Aria>Noah>Hannah>Jack=green_container|all saw line 4; chain = blue_drawer]].
""")
R(28, 'answer_first', 'sound', 'blue_drawer', """
**L. blue_drawer**

- [[The plum was put in the blue_drawer by Aria at line 4|ev|T|4|l:4~Aria moved the plum to the blue_drawer|line 4]], [[while Jack, Hannah, Charlotte and Noah were all still in the dining_room|pres|T|4|w:Jack&w:Hannah&w:Charlotte&w:Noah|line 4]].
- [[Everyone who stayed afterwards made no movements|ev|T|12|l:6~Jack made no movements&l:8~Hannah made no movements&l:10~Charlotte made no movements&l:12~Noah made no movements|lines 6-12]].
- [[There are no claims or private messages|com|T|end|b:Aria>Noah>Hannah>Jack=blue_drawer|no communication lines]].

[[Every level of the chain therefore points to the blue_drawer|bel|T|end|b:Aria>Noah>Hannah>Jack=blue_drawer&b:Aria>Noah>Hannah=blue_drawer&b:Noah>Hannah>Jack=blue_drawer|answer restated]].
""")
R(28, 'thinking', 'unsupported', 'blue_drawer', """
<think>
Order-4 question but the story looks simple. Everyone seems to be on the same page at the end; no need to trace it in detail.
</think>

L. blue_drawer
""")

# ---------- item 29: tomi second_order_0_tom, Amelia -> Isabella, beans, red_bucket ----------
R(29, 'narrative', 'sound', 'red_bucket', """
Let me trace who saw what in the kitchen.

[[Isabella and Amelia are both there when the beans are in the red_bucket (line 3)|pres|T|3|w:Isabella&w:Amelia&o:beans=red_bucket|line 3]]. Then [[Isabella leaves|ev|T|4|l:4~Isabella exited|line 4]], and [[Amelia moves the beans to the green_suitcase on her own|ev|T|5|l:5~Amelia moved the beans to the green_suitcase&!w:Isabella|line 5]]. [[Amelia watched Isabella go|pres|T|4|w:Amelia|Amelia witnessed line 4]], so [[she knows Isabella didn't see the move|bel|U|-|-|knowledge about presence; no column]].

So [[Amelia thinks Isabella will search the red_bucket|bel|T|end|b:Amelia>Isabella=red_bucket|answer restated]]. The answer is red_bucket.
""")
R(29, 'numbered', 'unsound', 'red_bucket', """
[[Both were in the kitchen when the beans were in the red_bucket (line 3)|pres|T|3|w:Isabella&w:Amelia|line 3]]. [[Amelia moved the beans to the green_suitcase (line 4)|ev|F|5|l:4~Amelia moved|the move is line 5; line 4 is Isabella exiting]], [[after Isabella had left|ord|T|5|!w:Isabella|Isabella out before the move]]. So [[Amelia expects Isabella to look in the red_bucket|bel|T|end|b:Amelia>Isabella=red_bucket|answer restated]].

**Answer:** red_bucket
""")
R(29, 'terse', 'wrong', 'green_suitcase', """
green_suitcase — [[that's where Amelia put the beans|ev|T|5|l:5~Amelia moved the beans to the green_suitcase|line 5]].
""")
R(29, 'numbered', 'unsound', 'red_bucket', """
Let's think step by step.

1. [[Isabella enters the kitchen first|ord|T|2|l:1~Isabella entered&l:2~Amelia entered|Isabella 1, Amelia 2]].
2. [[The beans are in the red_bucket|loc|T|3|o:beans=red_bucket|line 3]].
3. [[Isabella exits|ev|T|4|l:4~Isabella exited|line 4]].
4. [[Amelia moves the beans to the green_suitcase|ev|T|5|l:5~Amelia moved the beans to the green_suitcase|line 5]].
5. [[Isabella thinks Amelia thinks the beans are in the green_suitcase|bel|F|end|b:Isabella>Amelia=green_suitcase|Isabella -> Amelia = red_bucket]], but the question is about Amelia's view of Isabella, and [[Amelia knows Isabella missed the move|bel|U|-|-|knowledge about presence; no column]].

\\boxed{red_bucket}
""")
R(29, 'thinking', 'sound', 'red_bucket', """
<think>
Amelia → Isabella. [[Line 3: red_bucket, both present|pres|T|3|w:Isabella&w:Amelia&o:beans=red_bucket|line 3]]. [[Line 4: Isabella leaves|ev|T|4|l:4~Isabella exited|line 4]]. [[Line 5: Amelia moves the beans to the green_suitcase|ev|T|5|l:5~Amelia moved the beans to the green_suitcase|line 5]]. [[Isabella can't know about that|pres|T|5|!w:Isabella|Isabella absent at 5]]. Wait — is it a trick where Amelia thinks Isabella will look where the beans really are? No, second-order false belief: [[Amelia knows Isabella wasn't there|bel|U|-|-|knowledge about presence; no column]].
</think>

[[Amelia thinks Isabella will search the red_bucket|bel|T|end|b:Amelia>Isabella=red_bucket|answer restated]], since [[Isabella left before the move|ord|T|5|!w:Isabella|Isabella out at 4, move at 5]].
""")

# ---------- item 30: hitom order_2, Liam -> Lily, cherry, blue_drawer (L) ----------
R(30, 'answer_first', 'unsound', 'blue_drawer', """
**Answer: L. blue_drawer**

Explanation:
- [[Lily moved the cherry from the red_basket to the blue_drawer (line 9)|ev|T|9|l:9~Lily moved the cherry to the blue_drawer|line 9]] [[while Liam was watching|pres|T|9|w:Liam|Liam present]].
- [[Lily left right after (line 10)|ev|T|10|xl:Lily=10|line 10]].
- [[Liam then moved the cherry to the green_envelope (line 11)|ev|T|11|l:11~Liam moved the cherry to the green_envelope|line 11]], [[which Lily did not see|pres|T|11|!w:Lily|Lily absent at 11]].
- [[Liam was the last to leave the closet|ord|F|12|x:Gracie<Liam|Gracie left last (line 14) after moving the cherry at 13]], so [[he knows Lily's last information was the blue_drawer|bel|U|-|-|knowledge about presence; no column]].

[[Liam thinks Lily thinks the cherry is in the blue_drawer|bel|T|end|b:Liam>Lily=blue_drawer|answer restated]].
""")
R(30, 'narrative', 'sound', 'blue_drawer', """
Let me trace where the cherry went and who was watching.

[[It starts in the green_treasure_chest|loc|T|2|o:cherry=green_treasure_chest|line 2]]. [[After William leaves, Alexander moves it to the red_basket|ord|T|6|xl:William=5&l:6~Alexander moved the cherry to the red_basket|William out at 5, move at 6]]. Then [[Lily moves it to the blue_drawer|ev|T|9|l:9~Lily moved the cherry to the blue_drawer|line 9]], [[with Liam and Gracie watching|pres|T|9|w:Liam&w:Gracie|line 9]], and [[she leaves|ev|T|10|xl:Lily=10|line 10]]. [[Liam moves the cherry to the green_envelope only after Lily is gone|ord|T|11|!w:Lily&l:11~Liam moved the cherry to the green_envelope|line 11]], and [[Gracie later puts it back in the green_treasure_chest|ev|T|13|l:13~Gracie moved the cherry to the green_treasure_chest|line 13]].

[[Liam knows Lily left before his own move|bel|U|-|-|knowledge about presence; no column]], so [[Liam thinks Lily thinks the cherry is in the blue_drawer|bel|T|end|b:Liam>Lily=blue_drawer|answer restated]]. The answer is L.
""")
R(30, 'answer_first', 'wrong', 'green_envelope', """
**Answer: M. green_envelope**

Explanation:
1. [[The cherry is in the green_treasure_chest|loc|T|2|o:cherry=green_treasure_chest|line 2]].
2. [[Alexander → red_basket (line 6)|ev|T|6|l:6~Alexander moved the cherry to the red_basket|line 6]].
3. [[Lily → blue_drawer (line 9)|ev|T|9|l:9~Lily moved the cherry to the blue_drawer|line 9]].
4. [[Liam → green_envelope (line 11)|ev|T|11|l:11~Liam moved the cherry to the green_envelope|line 11]].
5. [[Liam believes the cherry is in the green_envelope|bel|T|end|b:Liam=green_envelope|Liam=green_envelope]], and [[he assumes Lily would know about his move|bel|F|end|b:Liam>Lily=green_envelope|Lily left at 10; Liam -> Lily = blue_drawer]].
""")
R(30, 'terse', 'unsupported', 'blue_drawer', """
L. blue_drawer
""")
R(30, 'thinking', 'unsound', 'blue_drawer', """
<think>
Liam → Lily.
[[Lily moves the cherry to the blue_drawer at 9|ev|T|9|l:9~Lily moved the cherry to the blue_drawer|line 9]]; [[Liam present|pres|T|9|w:Liam|line 9]]. [[Lily exits at 10|ev|T|10|xl:Lily=10|line 10]]. [[Liam moves it to the green_envelope at 11|ev|T|11|l:11~Liam moved the cherry to the green_envelope|line 11]]. [[Gracie moves it to the green_bucket at 13|ev|F|13|l:13~Gracie moved the cherry to the green_bucket|Gracie moved it to the green_treasure_chest]] — [[after Liam left|ord|T|13|!w:Liam&xl:Liam=12|Liam out at 12, move at 13]], so Liam doesn't even know about that.
[[Liam's model of Lily: blue_drawer|bel|T|end|b:Liam>Lily=blue_drawer|answer restated]].
</think>

L. blue_drawer
""")

# ---------- item 31: hitom order_2, Mason -> Jackson, onion, green_box (G) ----------
R(31, 'narrative', 'sound', 'green_box', """
Let me trace what Mason saw before he left.

[[The onion is in the green_box at the start|loc|T|2|o:onion=green_box|line 2]], [[with all five on the staircase|pres|T|2|w:Logan&w:Mason&w:Lucas&w:Chloe&w:Jackson|line 2]]. [[Logan leaves first|ord|T|4|xl:Logan=4&x:Logan<Mason|Logan first out]], then [[Mason leaves at line 6|ev|T|6|xl:Mason=6|line 6]] — [[before Lucas moves the onion to the red_bucket (line 7)|ord|T|7|!w:Mason&l:7~Lucas moved the onion to the red_bucket|move after Mason left]]. So [[as far as Mason knows, Jackson last saw it in the green_box|bel|T|6|b:Mason>Jackson=green_box|Mason -> Jackson at 6]].

In the waiting room, [[Chloe privately tells Mason the onion is in the blue_bathtub|com|T|25|l:25~Chloe privately told Mason that the onion is in the blue_bathtub|line 25]], and [[Mason believes her, since she left the staircase after him|com|T|25|b:Mason=blue_bathtub&x:Mason<Chloe|Mason trusts Chloe]]. That updates Mason's own belief, but [[it doesn't change what he thinks Jackson believes|com|T|25|b:Mason>Jackson=green_box|Mason -> Jackson unchanged]] — [[Jackson wasn't part of that conversation|pres|T|25|!w:Jackson|private tell]].

[[Mason thinks Jackson thinks the onion is in the green_box|bel|T|end|b:Mason>Jackson=green_box|answer restated]]. The answer is G.
""")
R(31, 'numbered', 'unsound', 'green_box', """
1. [[Mason exited the staircase at line 6|ev|T|6|xl:Mason=6|line 6]], [[before any move of the onion|ord|T|7|!w:Mason&l:7~Lucas moved|first move at 7]].
2. [[Jackson stayed until line 12|ev|T|12|xl:Jackson=12|line 12]] and [[saw Lucas's move|pres|T|7|w:Jackson|Jackson present at 7]], but [[Mason doesn't know that|bel|U|-|-|knowledge about presence; no column]].
3. [[Chloe's private message to Mason at line 25 is ignored by Mason, who keeps thinking it's in the green_box|com|F|25|b:Mason=green_box|Mason trusts Chloe and now believes blue_bathtub]].

So [[Mason thinks Jackson thinks the onion is in the green_box|bel|T|end|b:Mason>Jackson=green_box|answer restated]].

**Answer:** G. green_box
""")
R(31, 'numbered', 'wrong', 'red_bucket', """
Step 1: [[The onion starts in the green_box|loc|T|2|o:onion=green_box|line 2]].
Step 2: [[Lucas moves it to the red_bucket (line 7)|ev|T|7|l:7~Lucas moved the onion to the red_bucket|line 7]] [[while Jackson is present|pres|T|7|w:Jackson|Jackson present]].
Step 3: [[Jackson thinks the onion is in the red_bucket|bel|T|end|b:Jackson=red_bucket|Jackson=red_bucket]].
Step 4: [[Mason would know Jackson saw that move|bel|F|end|b:Mason>Jackson=red_bucket|Mason left at 6; Mason -> Jackson = green_box]].

**Answer:** F. red_bucket
""")
R(31, 'terse', 'sound', 'green_box', """
G — [[Mason left (line 6) before Lucas moved the onion (line 7)|ord|T|7|xl:Mason=6&!w:Mason&l:7~Lucas moved the onion|exit 6, move 7]].
""")
R(31, 'thinking', 'unsound', 'green_box', """
<think>
Mason → Jackson.
[[Green_box (2), all present|pres|T|2|w:Mason&w:Jackson&o:onion=green_box|line 2]]. [[Mason exits at 6|ev|T|6|xl:Mason=6|line 6]]. [[Lucas moves it to the red_bucket at 7|ev|T|7|l:7~Lucas moved the onion to the red_bucket|line 7]]. Second staircase trip: [[Lucas, Logan and Chloe|ev|T|14|l:14~Lucas, Logan and Chloe entered the staircase|line 14]] — [[Mason and Jackson both absent|pres|T|14|!w:Mason&!w:Jackson|line 14]]. Waiting room: [[Logan privately tells Mason the onion is in the red_container|com|F|24|l:24~Logan privately told Mason|Logan told Chloe, not Mason]]; [[Chloe tells Mason blue_bathtub|com|T|25|l:25~Chloe privately told Mason that the onion is in the blue_bathtub|line 25]]. Those affect Mason's own belief at most, [[not Mason's picture of Jackson|bel|T|end|b:Mason>Jackson=green_box|unchanged]].
</think>

G. green_box
""")

# ---------- item 32: hitom order_2, Oliver -> Lily, turnip, green_box (G) ----------
R(32, 'answer_first', 'sound', 'green_box', """
**Answer: G. green_box**

Explanation:
- [[The turnip was in the green_box when all five were in the back_yard (line 2)|loc|T|2|o:turnip=green_box&w:Oliver&w:Lily|line 2]].
- [[Oliver was the first to leave (line 4)|ord|T|4|xl:Oliver=4&x:Oliver<Aria|Oliver first out]], so [[he saw none of the moves by Aria, Benjamin, Lily and Charlotte|pres|T|12|!w:Oliver|Oliver absent 5-12]].
- [[Oliver still believes it's in the green_box|bel|T|end|b:Oliver=green_box|Oliver=green_box]], and [[he assumes Lily does too|bel|T|end|b:Oliver>Lily=green_box|answer restated]].
""")
R(32, 'narrative', 'unsound', 'green_box', """
Let me trace this.

[[Oliver leaves the back_yard right after the turnip is placed in the green_box|ord|T|4|xl:Oliver=4&l:2~green_box|placed 2, Oliver out 4]]. After he's gone, the turnip goes through several hands: [[Aria puts it in the green_pantry|ev|T|5|l:5~Aria moved the turnip to the green_pantry|line 5]], [[Benjamin puts it in the blue_bucket|ev|F|8|l:8~Benjamin moved the turnip to the blue_bucket|Benjamin moved it to the blue_bathtub]], [[Lily puts it in the blue_pantry|ev|T|10|l:10~Lily moved the turnip to the blue_pantry|line 10]], and [[Charlotte ends up putting it back in the green_box|ev|T|12|l:12~Charlotte moved the turnip to the green_box|line 12]].

[[None of that reaches Oliver|pres|T|12|!w:Oliver|Oliver absent 5-12]], so [[from his point of view Lily last saw the turnip in the green_box|bel|T|end|b:Oliver>Lily=green_box|Oliver -> Lily]]. [[Oliver thinks Lily thinks the turnip is in the green_box|bel|T|end|b:Oliver>Lily=green_box|answer restated]].

The answer is G.
""")
R(32, 'answer_first', 'wrong', 'blue_pantry', """
**Answer: I. blue_pantry**

Explanation:
**Step 1:** [[The turnip is moved by Aria, Benjamin, Lily and Charlotte in turn|ev|T|12|l:5~Aria moved&l:8~Benjamin moved&l:10~Lily moved&l:12~Charlotte moved|lines 5-12]].
**Step 2:** [[Lily's last move was to the blue_pantry|ev|T|10|l:10~Lily moved the turnip to the blue_pantry|line 10]] and [[she left right after|ev|T|11|xl:Lily=11|line 11]].
**Step 3:** [[Lily thinks the turnip is in the blue_pantry|bel|T|end|b:Lily=blue_pantry|Lily=blue_pantry]], and [[Oliver would think the same of her|bel|F|end|b:Oliver>Lily=blue_pantry|Oliver left at 4; Oliver -> Lily = green_box]].
""")
R(32, 'terse', 'unsound', 'green_box', """
G. green_box — [[Oliver left before anyone moved it|ord|T|5|xl:Oliver=4&!w:Oliver|Oliver out at 4, first move at 5]], and [[Lily left the back_yard last|ord|F|11|x:Charlotte<Lily|Charlotte left last (line 14)]].
""")
R(32, 'thinking', 'unsupported', 'green_box', """
<think>
Oliver → Lily about the turnip. There are a lot of moves here but they probably don't matter for Oliver's view. I'll go with the initial container.
</think>

G. green_box
""")

# ---------- item 33: hitom order_3, William -> Emma -> Benjamin, grapefruit, red_pantry (N) ----------
R(33, 'thinking', 'sound', 'red_pantry', """
<think>
William → Emma → Benjamin.
[[Elizabeth moves the grapefruit from the green_box to the red_pantry at 3|ev|T|3|l:3~Elizabeth moved the grapefruit to the red_pantry|line 3]], [[everyone watching|pres|T|3|w:Benjamin&w:Emma&w:William&w:Aria|line 3]]. [[Benjamin leaves at 6|ev|T|6|xl:Benjamin=6@bedroom|line 6]] [[with the grapefruit still in the red_pantry|loc|T|6|o:grapefruit=red_pantry|line 6]].
Second bedroom visit: [[Aria, Emma and William go back in|ev|T|14|l:14~Aria, Emma and William entered the bedroom|line 14]]; [[Emma moves it to the blue_bathtub at 19|ev|T|19|l:19~Emma moved the grapefruit to the blue_bathtub|line 19]] — [[Benjamin isn't there|pres|T|19|!w:Benjamin|Benjamin in waiting_room]].
Then [[William privately tells Benjamin it's in the blue_bathtub (25)|com|T|25|l:25~William privately told Benjamin that the grapefruit is in the blue_bathtub|line 25]]. Hmm — does that change William's model of Emma's model of Benjamin? [[Emma wasn't part of that conversation|pres|T|25|!w:Emma|private tell]], so no: [[the chain stays at the red_pantry|bel|T|25|b:William>Emma>Benjamin=red_pantry|unchanged at 25]].
</think>

**N. red_pantry** — [[Benjamin left before Emma's move|ord|T|19|!w:Benjamin&xl:Benjamin=6@bedroom|Benjamin out at 6]], and [[Emma wasn't there when William told Benjamin|pres|T|25|!w:Emma|private tell]].
""")
R(33, 'numbered', 'unsound', 'red_pantry', """
1. [[Elizabeth moved the grapefruit to the red_pantry at line 3|ev|T|3|l:3~Elizabeth moved the grapefruit to the red_pantry|line 3]], [[seen by Benjamin, Emma and William|pres|T|3|w:Benjamin&w:Emma&w:William|line 3]].
2. [[Benjamin left the bedroom at line 6|ev|T|6|xl:Benjamin=6@bedroom|line 6]] and [[did not come back for the second visit|pres|T|14|!w:Benjamin|Benjamin in waiting_room]].
3. [[William thinks Emma still believes the grapefruit is in the red_pantry|bel|F|end|b:William>Emma=red_pantry|William watched Emma move it at 19; William -> Emma = blue_bathtub]]; that's Emma's own level, though, not her model of Benjamin.

So [[William thinks Emma thinks Benjamin thinks it's in the red_pantry|bel|T|end|b:William>Emma>Benjamin=red_pantry|answer restated]].

**Answer:** N. red_pantry
""")
R(33, 'narrative', 'wrong', 'blue_bathtub', """
Let me trace where everyone was.

[[The grapefruit goes into the red_pantry at line 3|ev|T|3|l:3~Elizabeth moved the grapefruit to the red_pantry|line 3]], and [[everyone leaves the bedroom one at a time|ev|T|12|r:Elizabeth=None&r:Benjamin=None&r:Emma=None&r:William=None&r:Aria=None|all out by 12]]. On the second visit, [[Emma moves it to the blue_bathtub|ev|T|19|l:19~Emma moved the grapefruit to the blue_bathtub|line 19]] [[in front of William|pres|T|19|w:William|William present]]. Then [[William tells Benjamin it's in the blue_bathtub|com|T|25|l:25~William privately told Benjamin that the grapefruit is in the blue_bathtub|line 25]], and [[Benjamin believes him|com|T|25|b:Benjamin=blue_bathtub|Benjamin trusts William]]. Since William passed the information on himself, [[he'd expect Emma to think Benjamin now knows the blue_bathtub|bel|F|end|b:William>Emma>Benjamin=blue_bathtub|Emma was not part of the tell; chain = red_pantry]].

The answer is M. blue_bathtub.
""")
R(33, 'terse', 'unsupported', 'red_pantry', """
N. red_pantry. [[William thinks Emma thinks Benjamin thinks the grapefruit is in the red_pantry.|bel|T|end|b:William>Emma>Benjamin=red_pantry|answer restated]]
""")
R(33, 'numbered', 'unsound', 'red_pantry', """
1. [[Grapefruit: green_box|loc|T|2|o:grapefruit=green_box|line 2]] → [[red_pantry (Elizabeth, line 3)|ev|T|3|l:3~Elizabeth moved the grapefruit to the red_pantry|line 3]].
2. [[Benjamin exits before Emma and William|ord|T|8|x:Benjamin<Emma@bedroom&x:Benjamin<William@bedroom|6 vs 8, 10]].
3. [[On the second visit, William moves the grapefruit to the blue_bathtub|ev|F|19|l:19~William moved|Emma moved it at line 19]] [[while Emma watches|pres|T|19|w:Emma|Emma present at 19]]; [[Benjamin isn't there|pres|T|19|!w:Benjamin|Benjamin absent]].
4. [[Nothing Emma saw with Benjamin present goes beyond the red_pantry|pres|T|4|w:Emma&w:Benjamin&o:grapefruit=red_pantry|last joint view at line 4]].

\\boxed{red_pantry}
""")

# ---------- item 34: hitom order_0, grapefruit, red_bucket (H) ----------
R(34, 'terse', 'sound', 'red_bucket', """
H. red_bucket — [[Elizabeth moved it there at line 10|ev|T|10|l:10~Elizabeth moved the grapefruit to the red_bucket|line 10]]; [[later lines only move the spinach|loc|T|end|o:grapefruit=red_bucket|unchanged after 10]].
""")
R(34, 'answer_first', 'unsound', 'red_bucket', """
**H. red_bucket**

Explanation:
1. [[The grapefruit starts in the blue_bottle (line 2)|loc|T|2|o:grapefruit=blue_bottle|line 2]].
2. [[Owen moves it to the blue_pantry (line 3)|ev|T|3|l:3~Owen moved the grapefruit to the blue_pantry|line 3]].
3. [[At line 8 the grapefruit is already in the red_bucket|loc|F|8|o:grapefruit=red_bucket|it is still in the blue_pantry until line 10]]; [[Elizabeth is the one who put it there|ev|T|10|l:10~Elizabeth moved the grapefruit to the red_bucket|line 10]].
4. [[The staircase scene and the waiting-room messages are about the spinach|com|T|27|l:26~spinach&l:27~spinach&o:grapefruit=red_bucket|lines 16-27]], so [[the grapefruit stays in the red_bucket|loc|T|end|o:grapefruit=red_bucket|answer restated]].
""")
R(34, 'narrative', 'sound', 'red_bucket', """
This only asks where the grapefruit physically is.

[[Owen moves it from the blue_bottle to the blue_pantry|ev|T|3|l:3~Owen moved the grapefruit to the blue_pantry|line 3]], and after [[Jack and Charlotte have left|pres|T|9|r:Jack=None&r:Charlotte=None|both out by 9]], [[Elizabeth moves it to the red_bucket (line 10)|ev|T|10|l:10~Elizabeth moved the grapefruit to the red_bucket|line 10]]. [[Mia stays a minute without moving anything|ev|T|12|l:12~Mia made no movements|line 12]]. [[Everything in the staircase involves the spinach|loc|T|24|o:grapefruit=red_bucket|grapefruit unchanged 16-24]], and [[Charlotte's public claim is also about the spinach|com|T|26|l:26~Charlotte publicly claimed that spinach|line 26]].

So [[the grapefruit is really in the red_bucket|loc|T|end|o:grapefruit=red_bucket|answer restated]]. The answer is H.
""")
R(34, 'answer_first', 'wrong', 'blue_pantry', """
**Answer: J. blue_pantry**

Explanation:
1. [[The grapefruit is in the blue_bottle|loc|T|2|o:grapefruit=blue_bottle|line 2]].
2. [[Owen moves it to the blue_pantry|ev|T|3|l:3~Owen moved the grapefruit to the blue_pantry|line 3]].
3. [[Most people — Owen, Jack, Charlotte — still think it's in the blue_pantry|bel|T|end|b:Owen=blue_pantry&b:Jack=blue_pantry&b:Charlotte=blue_pantry|1st-order beliefs]], and [[nobody publicly corrects this|com|T|end|l:26~spinach|the only public claim is about the spinach]].
""")
R(34, 'thinking', 'wrong', 'red_container', """
<think>
Where is the grapefruit really... [[Blue_bottle (2)|loc|T|2|o:grapefruit=blue_bottle|line 2]], [[Owen → blue_pantry (3)|ev|T|3|l:3~Owen moved the grapefruit to the blue_pantry|line 3]], [[Elizabeth → red_bucket (10)|ev|T|10|l:10~Elizabeth moved the grapefruit to the red_bucket|line 10]]. Then the staircase: [[Elizabeth moves it to the red_crate|ev|F|21|l:21~Elizabeth moved the grapefruit|Elizabeth moved the spinach, not the grapefruit]], [[Mia to the red_container|ev|F|23|l:23~Mia moved the grapefruit|Mia moved the spinach]]. [[Last one is the red_container|ev|U|-|-|ambiguous: the last move in the story is to the red_container, but of the spinach]].
</think>

B. red_container
""")

# ---------- item 35: hitom order_4, Carter -> Liam -> Jacob -> Avery, strawberry, green_drawer (J) ----------
R(35, 'narrative', 'sound', 'green_drawer', """
Let me work out what each person could know.

[[Liam moves the strawberry from the blue_suitcase to the green_drawer at line 3|ev|T|3|l:3~Liam moved the strawberry to the green_drawer|line 3]], [[with Carter, Jacob and Avery all present|pres|T|3|w:Carter&w:Jacob&w:Avery|line 3]], and then [[Liam leaves (line 4)|ev|T|4|xl:Liam=4@TV_room|line 4]]. [[From that point on Liam sees nothing|pres|T|12|!w:Liam|Liam absent for all later strawberry moves]], so [[Liam's picture of what Jacob thinks Avery thinks is frozen at the green_drawer|bel|T|end|b:Liam>Jacob>Avery=green_drawer|3rd-order sub-chain]]. [[Carter saw Liam leave|pres|T|4|w:Carter|Carter present at 4]], so [[Carter knows that too|bel|U|-|-|knowledge about presence; no column]].

[[The later moves by Carter (green_bottle), Jacob (green_box) and Avery (blue_suitcase) all happen after Liam left|pres|T|12|!w:Liam|Liam absent at 5, 7, 12]], and [[the dining_room scene is only about the persimmon|loc|T|22|o:strawberry=blue_suitcase|strawberry unchanged 15-22]].

So [[Carter thinks Liam thinks Jacob thinks Avery thinks the strawberry is in the green_drawer|bel|T|end|b:Carter>Liam>Jacob>Avery=green_drawer|answer restated]]. The answer is J.
""")
R(35, 'numbered', 'unsound', 'green_drawer', """
1. [[Liam put the strawberry in the green_drawer (line 3)|ev|T|3|l:3~Liam moved the strawberry to the green_drawer|line 3]] and [[exited at line 4|ev|T|4|xl:Liam=4@TV_room|line 4]].
2. [[Jacob left the TV_room before Carter|ord|F|6|x:Jacob<Carter@TV_room|Carter left at 6, Jacob at 9]], but that's irrelevant because the chain goes through Liam, [[who left first|ord|T|4|x:Liam<Carter@TV_room&x:Liam<Jacob@TV_room&x:Liam<Avery@TV_room&x:Liam<Amelia@TV_room|Liam first out]].
3. [[Liam believes the strawberry is in the green_drawer|bel|T|end|b:Liam=green_drawer|Liam=green_drawer]], and [[Carter thinks so too|bel|T|end|b:Carter>Liam=green_drawer|Carter -> Liam]].

So [[the whole chain ends at the green_drawer|bel|T|end|b:Carter>Liam>Jacob>Avery=green_drawer|answer restated]].

**Answer:** J. green_drawer
""")
R(35, 'numbered', 'wrong', 'green_box', """
Let's think step by step.

1. [[Liam → green_drawer (3)|ev|T|3|l:3~Liam moved the strawberry to the green_drawer|line 3]], [[Liam leaves (4)|ev|T|4|xl:Liam=4@TV_room|line 4]].
2. [[Carter → green_bottle (5)|ev|T|5|l:5~Carter moved the strawberry to the green_bottle|line 5]], [[Carter leaves (6)|ev|T|6|xl:Carter=6@TV_room|line 6]].
3. [[Jacob → green_box (7)|ev|T|7|l:7~Jacob moved the strawberry to the green_box|line 7]] [[with Avery watching|pres|T|7|w:Avery|Avery present]].
4. [[Jacob thinks Avery thinks the green_box|bel|T|end|b:Jacob>Avery=green_box|Jacob -> Avery]], so [[the full chain lands on the green_box|bel|F|end|b:Carter>Liam>Jacob>Avery=green_box|Liam and Carter left before line 7; chain = green_drawer]].

**Answer:** G. green_box
""")
R(35, 'terse', 'unsupported', 'green_drawer', """
J
""")
R(35, 'thinking', 'unsound', 'green_drawer', """
<think>
Carter → Liam → Jacob → Avery.
The second person in the chain is Liam. [[Liam left right after moving the strawberry to the green_drawer|ord|T|4|xl:Liam=4@TV_room&l:3~Liam moved the strawberry to the green_drawer|move 3, exit 4]]. [[Everything Liam knows stops at line 4|bel|U|-|-|vague]]. Does Carter know that? [[Carter was there when Liam left|pres|T|4|w:Carter|Carter present]]. OK. [[Jacob left the TV_room right after Liam|ord|F|6|xl:Jacob=5@TV_room|Carter left next (line 6); Jacob left at line 9]].
Then the dining_room trip: [[Amelia, Liam and Jacob|ev|T|15|l:15~Amelia, Liam and Jacob entered the dining_room|line 15]] — they see the strawberry in the blue_suitcase there... no wait, [[the strawberry isn't in the dining_room at all, that scene is about the persimmon|loc|T|22|o:strawberry=blue_suitcase|dining_room lines only mention the persimmon; retracted claim not listed]]. So [[nothing changes|bel|T|22|b:Carter>Liam>Jacob>Avery=green_drawer|chain unchanged]].
</think>

J. green_drawer
""")

# ---------- item 36: tomi first_order_0_no_tom, Charlotte, carrot, red_container ----------
R(36, 'answer_first', 'sound', 'red_container', """
**Answer: red_container**

Explanation:
- [[The carrot was in the blue_bottle when Charlotte entered the den|loc|T|5|o:carrot=blue_bottle&w:Charlotte|line 5]].
- [[Charlotte herself moved it to the red_container (line 6)|ev|T|6|l:6~Charlotte moved the carrot to the red_container|line 6]].
- [[It isn't moved again before the story ends|loc|T|end|o:carrot=red_container|unchanged]], so [[Charlotte will look in the red_container|bel|T|end|b:Charlotte=red_container|answer restated]].
""")
R(36, 'narrative', 'unsound', 'red_container', """
Charlotte is the one who moved the carrot, so this should be simple, but let me check for any later moves.

[[Elizabeth, Emma and Charlotte are all in the den when the carrot shows up in the blue_bottle|pres|T|5|w:Elizabeth&w:Emma&w:Charlotte|line 5]]. [[Charlotte moves it to the red_container|ev|T|6|l:6~Charlotte moved the carrot to the red_container|line 6]]. [[Charlotte then leaves before Emma does|ord|F|8|x:Charlotte<Emma|Emma exited at 7, Charlotte at 8]]. [[Emma comes back at line 10|ev|T|10|l:10~Emma entered the den|line 10]] but [[doesn't touch the carrot|loc|T|end|o:carrot=red_container|carrot unchanged]].

So [[Charlotte will look in the red_container|bel|T|end|b:Charlotte=red_container|answer restated]].
""")
R(36, 'terse', 'unsupported', 'red_container', """
[[Charlotte will look in the red_container.|bel|T|end|b:Charlotte=red_container|answer restated]]
""")
R(36, 'numbered', 'wrong', 'blue_bottle', """
Step 1: [[The carrot is in the blue_bottle (step 5)|loc|T|5|o:carrot=blue_bottle|line 5]].
Step 2: [[Charlotte moves it to the red_container (step 6)|ev|T|6|l:6~Charlotte moved the carrot to the red_container|line 6]].
Step 3: [[Charlotte exits (step 8)|ev|T|8|l:8~Charlotte exited|line 8]], and [[Emma returns at step 10|ev|T|10|l:10~Emma entered|line 10]] [[with Elizabeth still there|pres|T|10|r:Elizabeth=den|Elizabeth in den]], so [[the carrot might be put back, and Charlotte would expect it in the blue_bottle|bel|F|end|b:Charlotte=blue_bottle|Charlotte=red_container]].

**Answer:** blue_bottle
""")
R(36, 'thinking', 'unsound', 'red_container', """
<think>
Charlotte — she moved the carrot herself: [[blue_bottle → red_container at 6|ev|T|6|l:6~Charlotte moved the carrot to the red_container|line 6]]. [[Elizabeth was also watching|pres|T|6|w:Elizabeth|Elizabeth present]]. [[Emma had already left when Charlotte moved it|pres|F|6|!w:Emma|Emma exited at line 7, after the move]]. [[Nothing else happens to the carrot|loc|T|end|o:carrot=red_container|unchanged after 6]].
</think>

red_container
""")

# ---------- item 37: hitom order_0, corn, blue_suitcase (A) ----------
R(37, 'answer_first', 'sound', 'blue_suitcase', """
A. blue_suitcase

Explanation: [[The corn was in the blue_suitcase from line 2|loc|T|2|o:corn=blue_suitcase|line 2]], and [[the only "move" is Lily putting it into the blue_suitcase again at line 12|ev|T|12|l:12~Lily moved the corn to the blue_suitcase|line 12]]. [[The laundry scene only involves the orange|loc|T|24|o:corn=blue_suitcase|corn unchanged 16-24]]. So [[the corn is really in the blue_suitcase|loc|T|end|o:corn=blue_suitcase|answer restated]].
""")
R(37, 'narrative', 'unsound', 'blue_suitcase', """
This is a reality question. [[The corn starts in the blue_suitcase|loc|T|2|o:corn=blue_suitcase|line 2]], and [[Olivia, Isabella, Mila and Noah each leave the closet without moving anything|ev|T|11|l:4~Olivia made no movements&l:6~Isabella made no movements&l:8~Mila made no movements&l:10~Noah made no movements|lines 4-11]]. [[Lily, alone, moves the corn to the blue_bucket|ev|F|12|l:12~Lily moved the corn to the blue_bucket|Lily moved it to the blue_suitcase, the same container]] [[The second scene in the laundry is about the orange|loc|T|24|o:corn=blue_suitcase|corn unaffected]].

[[The corn is really in the blue_suitcase|loc|T|end|o:corn=blue_suitcase|answer restated]].
""")
R(37, 'numbered', 'sound', 'blue_suitcase', """
1. [[Corn placed in the blue_suitcase (line 2)|loc|T|2|o:corn=blue_suitcase|line 2]].
2. [[Lily "moves" it to the blue_suitcase (line 12)|ev|T|12|l:12~Lily moved the corn to the blue_suitcase|line 12]] — same spot.
3. [[Lines 16–24 only move the orange|loc|T|24|o:corn=blue_suitcase|corn unchanged]].

**Answer:** A. blue_suitcase
""")
R(37, 'terse', 'wrong', 'blue_box', """
K... no — J. blue_box, [[where Noah put it last|ev|F|23|l:23~Noah moved the corn to the blue_box|Noah moved the orange, not the corn]].
""")
R(37, 'thinking', 'wrong', 'red_cupboard', """
<think>
Corn... [[blue_suitcase at 2|loc|T|2|o:corn=blue_suitcase|line 2]]. [[Lily moves it to the blue_suitcase at 12|ev|T|12|l:12~Lily moved the corn to the blue_suitcase|line 12]], weird but fine. Then in the laundry [[Olivia moves it to the red_cupboard|ev|F|18|l:18~Olivia moved the corn|Olivia moved the orange]], [[and Noah later moves the orange to the blue_box|ev|T|23|l:23~Noah moved the orange to the blue_box|line 23]]. So [[corn's last location is the red_cupboard|loc|F|end|o:corn=red_cupboard|corn is in the blue_suitcase]].
</think>

F. red_cupboard
""")

# ---------- item 38: hitom order_4, Oliver -> Liam -> Isla -> Jayden, radish, blue_cupboard (C) ----------
R(38, 'narrative', 'sound', 'blue_cupboard', """
Let me work from the innermost person, Jayden, outward.

[[Jayden moves the radish from the green_cupboard to the blue_cupboard (line 3)|ev|T|3|l:3~Jayden moved the radish to the blue_cupboard|line 3]] [[with all four of the others watching|pres|T|3|w:Isla&w:Oliver&w:Liam&w:Sophia|line 3]], and [[leaves straight away (line 4)|ev|T|4|xl:Jayden=4@cellar|line 4]]. [[Isla, Liam and Oliver all see him go|pres|T|4|w:Isla&w:Liam&w:Oliver|line 4]]. So [[at every level, whoever is modelling Jayden knows his last view was the blue_cupboard|bel|U|-|-|generalisation about knowledge]]: [[Isla thinks Jayden thinks blue_cupboard|bel|T|end|b:Isla>Jayden=blue_cupboard|Isla -> Jayden]], and [[Liam thinks Isla thinks Jayden thinks blue_cupboard|bel|T|end|b:Liam>Isla>Jayden=blue_cupboard|3rd-order sub-chain]].

[[The later moves — Isla's to the green_crate, Oliver's to the red_container, Sophia's back to the green_cupboard — all happen after Jayden left|pres|T|11|!w:Jayden|Jayden absent 5-11]], and [[the hallway scene is about the persimmon|loc|T|21|o:radish=green_cupboard|radish unchanged 14-21]].

[[Oliver thinks Liam thinks Isla thinks Jayden thinks the radish is in the blue_cupboard|bel|T|end|b:Oliver>Liam>Isla>Jayden=blue_cupboard|answer restated]]. The answer is C.
""")
R(38, 'answer_first', 'unsound', 'blue_cupboard', """
**Answer: C. blue_cupboard**

Explanation:
1. [[Jayden moved the radish to the blue_cupboard (line 3)|ev|T|3|l:3~Jayden moved the radish to the blue_cupboard|line 3]] and [[left at line 4|ev|T|4|xl:Jayden=4@cellar|line 4]].
2. [[Isla moved it to the green_crate (line 5)|ev|T|5|l:5~Isla moved the radish to the green_crate|line 5]] [[after Jayden left|ord|T|5|!w:Jayden|Jayden out at 4]].
3. [[Oliver thinks Liam thinks Isla believes the blue_cupboard|bel|F|end|b:Oliver>Liam>Isla=blue_cupboard|Oliver -> Liam -> Isla = green_crate (Isla made that move in front of both)]], and [[Isla's model of Jayden is also the blue_cupboard|bel|T|end|b:Isla>Jayden=blue_cupboard|Isla -> Jayden]].

So [[the chain ends at the blue_cupboard|bel|T|end|b:Oliver>Liam>Isla>Jayden=blue_cupboard|answer restated]].
""")
R(38, 'numbered', 'wrong', 'green_crate', """
Let's think step by step.

1. [[The radish: green_cupboard|loc|T|2|o:radish=green_cupboard|line 2]] → [[blue_cupboard (Jayden)|ev|T|3|l:3~Jayden moved the radish to the blue_cupboard|line 3]] → [[green_crate (Isla)|ev|T|5|l:5~Isla moved the radish to the green_crate|line 5]] → [[red_container (Oliver)|ev|T|7|l:7~Oliver moved the radish to the red_container|line 7]] → [[green_cupboard (Sophia)|ev|T|11|l:11~Sophia moved the radish to the green_cupboard|line 11]].
2. [[Isla left at line 6, before Oliver's move|ord|T|7|xl:Isla=6@cellar&!w:Isla|Isla out at 6, move at 7]].
3. [[Oliver thinks Liam thinks Isla thinks the green_crate|bel|T|end|b:Oliver>Liam>Isla=green_crate|3rd-order sub-chain]].
4. [[The fourth level just repeats Isla's view, so the whole chain is the green_crate|bel|F|end|b:Oliver>Liam>Isla>Jayden=green_crate|Jayden left at 4; chain = blue_cupboard]].

\\boxed{green_crate}
""")
R(38, 'terse', 'unsupported', 'blue_cupboard', """
C. blue_cupboard
""")
R(38, 'thinking', 'unsound', 'blue_cupboard', """
<think>
Oliver → Liam → Isla → Jayden.
Jayden's last view: [[he moved it to the blue_cupboard at 3|ev|T|3|l:3~Jayden moved the radish to the blue_cupboard|line 3]], [[left at 4|ev|T|4|xl:Jayden=4@cellar|line 4]]. [[Everyone else present then|pres|T|3|w:Isla&w:Oliver&w:Liam&w:Sophia|line 3]].
[[Liam left the cellar before Oliver|ord|F|10|x:Liam<Oliver@cellar|Oliver left at 8, Liam at 10]] — doesn't matter here, [[both saw Jayden leave|pres|T|4|w:Liam&w:Oliver|line 4]].
Hallway: [[Isla, Sophia and Jayden|ev|T|14|l:14~Isla, Sophia and Jayden entered the hallway|line 14]] — [[persimmon only|loc|T|21|o:radish=green_cupboard|radish unchanged in hallway scene]]. [[Oliver and Liam aren't there|pres|T|14|!w:Oliver&!w:Liam|line 14]] anyway.
So [[all four levels: blue_cupboard|bel|T|end|b:Oliver>Liam>Isla>Jayden=blue_cupboard&b:Liam>Isla>Jayden=blue_cupboard&b:Isla>Jayden=blue_cupboard|answer restated]].
</think>

C. blue_cupboard
""")

# ---------- item 39: hitom order_0, celery, blue_basket (J) ----------
R(39, 'narrative', 'sound', 'blue_basket', """
Just the celery's physical location matters here.

[[It's in the green_envelope at first|loc|T|3|o:celery=green_envelope|line 3]]. [[After Ava leaves, Isabella moves it to the blue_crate|ord|T|6|xl:Ava=5@workshop&l:6~Isabella moved the celery to the blue_crate|Ava out at 5, move at 6]], and [[after Isabella leaves, Charlotte moves it to the blue_basket|ord|T|8|xl:Isabella=7@workshop&l:8~Charlotte moved the celery to the blue_basket|Isabella out at 7, move at 8]]. [[Mia and Logan make no movements|ev|T|12|l:10~Mia made no movements&l:12~Logan made no movements|lines 10, 12]], and [[the master_bedroom scene only involves the spinach|loc|T|22|o:celery=blue_basket|celery unchanged 15-22]].

So [[the celery is really in the blue_basket|loc|T|end|o:celery=blue_basket|answer restated]]. The answer is J.
""")
R(39, 'numbered', 'unsound', 'blue_basket', """
1. [[Isabella moved the celery from the green_envelope to the blue_crate (line 6)|ev|T|6|l:6~Isabella moved the celery to the blue_crate|line 6]].
2. [[Charlotte moved it to the blue_basket (line 8)|ev|T|8|l:8~Charlotte moved the celery to the blue_basket|line 8]].
3. [[Mia left the workshop after Logan|ord|F|13|x:Logan<Mia@workshop|Mia left at 11, Logan last at 13]], and [[neither of them moved anything|ev|T|12|l:10~Mia made no movements&l:12~Logan made no movements|lines 10, 12]].
4. [[The master_bedroom scene (lines 15–22) doesn't involve the celery|loc|T|22|o:celery=blue_basket|celery unchanged]], so [[the celery is still in the blue_basket|loc|T|end|o:celery=blue_basket|answer restated]].

**Answer:** J. blue_basket
""")
R(39, 'terse', 'sound', 'blue_basket', """
J — [[Charlotte's move at line 8 is the last one for the celery|ev|T|8|l:8~Charlotte moved the celery to the blue_basket&o:celery=blue_basket|line 8, unchanged after]].
""")
R(39, 'numbered', 'wrong', 'blue_crate', """
1. [[Isabella dislikes the celery (line 1)|ev|T|1|l:1~Isabella dislikes the celery|line 1]].
2. [[The celery is in the green_envelope (line 3)|loc|T|3|o:celery=green_envelope|line 3]].
3. [[Isabella moves it to the blue_crate (line 6)|ev|T|6|l:6~Isabella moved the celery to the blue_crate|line 6]].
4. [[Isabella still thinks it's in the blue_crate|bel|T|end|b:Isabella=blue_crate|Isabella=blue_crate]], and since [[she's the one who cares about the celery|ev|U|-|-|motive, vague]], [[that's where it really is|loc|F|end|o:celery=blue_crate|Charlotte moved it to the blue_basket at 8]].

**Answer:** F. blue_crate
""")
R(39, 'thinking', 'unsupported', 'blue_basket', """
<think>
Reality question about the celery. There's a second scene with spinach that's probably a distractor. I'll just go with the final container.
</think>

[[The celery is really in the blue_basket|loc|T|end|o:celery=blue_basket|answer restated]] (J).
""")

# ---------- item 40: hitom order_0, grapes, blue_suitcase (D) ----------
R(40, 'answer_first', 'sound', 'blue_suitcase', """
**Answer: D. blue_suitcase**

Explanation:
- [[The grapes started in the red_drawer (line 3)|loc|T|3|o:grapes=red_drawer|line 3]].
- [[Abigail moved them to the green_suitcase (line 4)|ev|T|4|l:4~Abigail moved the grapes to the green_suitcase|line 4]].
- [[Sophia moved them to the blue_suitcase (line 11)|ev|T|11|l:11~Sophia moved the grapes to the blue_suitcase|line 11]], [[with only Mia watching|pres|T|11|w:Mia&!w:Chloe&!w:Jayden&!w:Abigail|line 11]].
- [[The lounge scene and the claims concern the cucumber|com|T|26|l:25~cucumber&l:26~cucumber&o:grapes=blue_suitcase|lines 16-26]].

[[The grapes are really in the blue_suitcase|loc|T|end|o:grapes=blue_suitcase|answer restated]].
""")
R(40, 'narrative', 'unsound', 'blue_suitcase', """
Reality question, so I'll follow the grapes.

[[They start in the red_drawer|loc|T|3|o:grapes=red_drawer|line 3]] and [[Abigail moves them to the green_suitcase|ev|T|4|l:4~Abigail moved the grapes to the green_suitcase|line 4]]. [[Jayden and Chloe leave|ev|T|10|xl:Jayden=8@study&xl:Chloe=10@study|lines 8, 10]], and then [[Sophia moves the grapes to the blue_suitcase|ev|T|11|l:11~Sophia moved the grapes to the blue_suitcase|line 11]]. [[Chloe's public claim at line 25 says the grapes are in the green_envelope|com|F|25|l:25~Chloe publicly claimed that grapes|Chloe's claim is about the cucumber]], but a claim doesn't move anything.

So [[the grapes are really in the blue_suitcase|loc|T|end|o:grapes=blue_suitcase|answer restated]].
""")
R(40, 'numbered', 'wrong', 'green_suitcase', """
Step 1: [[The grapes are in the red_drawer|loc|T|3|o:grapes=red_drawer|line 3]].
Step 2: [[Abigail → green_suitcase|ev|T|4|l:4~Abigail moved the grapes to the green_suitcase|line 4]].
Step 3: [[Abigail, Jayden and Chloe all still believe the green_suitcase|bel|T|end|b:Abigail=green_suitcase&b:Jayden=green_suitcase&b:Chloe=green_suitcase|1st-order]] — [[that's three of the five|bel|T|end|b:Mia=blue_suitcase&b:Sophia=blue_suitcase|the other two believe blue_suitcase]].
Step 4: [[Majority view is the green_suitcase|bel|T|end|b:Abigail=green_suitcase&b:Jayden=green_suitcase&b:Chloe=green_suitcase|3 of 5 believe green_suitcase]].

**Answer:** C. green_suitcase
""")
R(40, 'terse', 'unsupported', 'blue_suitcase', """
D. blue_suitcase
""")
R(40, 'thinking', 'unsound', 'blue_suitcase', """
<think>
Grapes. [[Red_drawer (3)|loc|T|3|o:grapes=red_drawer|line 3]] → [[green_suitcase (Abigail, 4)|ev|T|4|l:4~Abigail moved the grapes to the green_suitcase|line 4]] → [[blue_suitcase (Sophia, 11)|ev|T|11|l:11~Sophia moved the grapes to the blue_suitcase|line 11]]. [[Mia left before Sophia's move|ord|F|11|!w:Mia|Mia was present for line 11 and left at 14]] — irrelevant for reality. [[Lounge part is cucumber|loc|T|23|o:grapes=blue_suitcase|grapes unchanged 16-23]].
</think>

D. blue_suitcase
""")

# ---------- item 41: tomi memory, strawberry, green_container ----------
R(41, 'numbered', 'sound', 'green_container', """
Let's think step by step.

1. [[William and Ava enter the garden|ev|T|2|l:1~William entered the garden&l:2~Ava entered the garden|lines 1-2]].
2. [[The strawberry is in the green_container (step 3)|loc|T|3|o:strawberry=green_container|line 3]] — this is its first location.
3. [[Later Ava moves it to the red_treasure_chest (step 6)|ev|T|6|l:6~Ava moved the strawberry to the red_treasure_chest|line 6]].

The question asks about the beginning: \\boxed{green_container}
""")
R(41, 'numbered', 'unsound', 'green_container', """
[[At the start (line 3) the strawberry is in the green_container|loc|T|3|o:strawberry=green_container|line 3]]. [[William moved it to the red_treasure_chest at line 6|ev|F|6|l:6~William moved|Ava moved it; William had exited at line 5]], which is why [[it ends up there|loc|T|end|o:strawberry=red_treasure_chest|end location]].

**Answer:** green_container
""")
R(41, 'narrative', 'wrong', 'red_treasure_chest', """
Let me trace the strawberry. [[It's in the green_container when William and Ava are in the garden|loc|T|3|o:strawberry=green_container|line 3]]. [[After William leaves, Ava moves it to the red_treasure_chest|ord|T|6|l:5~William exited&l:6~Ava moved the strawberry to the red_treasure_chest|exit 5, move 6]]. [[When William and Oliver come into the garden at the end, they find it in the red_treasure_chest|bel|T|9|b:William=red_treasure_chest&b:Oliver=red_treasure_chest|both see it on entering]], and [[that's the first place either of them ever saw it|pres|F|3|!w:William|William saw it in the green_container at line 3]], so for them that's where it started.

The answer is red_treasure_chest.
""")
R(41, 'terse', 'sound', 'green_container', """
[[green_container (line 3)|loc|T|3|o:strawberry=green_container|first location]] — [[Ava only moved it later|ev|T|6|l:6~Ava moved the strawberry|line 6]].
""")
R(41, 'thinking', 'unsound', 'green_container', """
<think>
Memory question: first location. [[Line 3: green_container|loc|T|3|o:strawberry=green_container|line 3]]. [[Oliver likes the beans|ev|T|4|l:4~Oliver likes the beans|line 4]] — distractor. [[Oliver was in the garden the whole time|pres|F|4|r:Oliver=garden|Oliver only enters at line 9]], but it doesn't matter; the question is only about location.
</think>

[[The strawberry was in the green_container at the beginning.|loc|T|3|o:strawberry=green_container|answer restated]]
""")

# ---------- item 42: hitom order_1, Lily, broccoli, red_treasure_chest (H) ----------
R(42, 'numbered', 'sound', 'red_treasure_chest', """
Let's think step by step.

1. [[The broccoli starts in the red_envelope|loc|T|2|o:broccoli=red_envelope|line 2]].
2. [[Benjamin moves it to the green_pantry (line 5)|ev|T|5|l:5~Benjamin moved the broccoli to the green_pantry|line 5]] [[while Lily is present|pres|T|5|w:Lily|Lily present]].
3. [[Lily moves it to the red_treasure_chest (line 7)|ev|T|7|l:7~Lily moved the broccoli to the red_treasure_chest|line 7]] and [[exits at line 8|ev|T|8|xl:Lily=8@playroom|line 8]].
4. [[Abigail and Hannah leave without moving it|ev|T|12|l:9~Abigail made no movements&l:11~Hannah made no movements|lines 9-12]]; [[the study scene involves the melon only|loc|T|21|o:broccoli=red_treasure_chest|broccoli unchanged 14-21]].

**Answer:** H. red_treasure_chest
""")
R(42, 'answer_first', 'unsound', 'red_treasure_chest', """
**Answer: H. red_treasure_chest**

Explanation:
- [[Lily moved the broccoli to the red_treasure_chest at line 7|ev|T|7|l:7~Lily moved the broccoli to the red_treasure_chest|line 7]].
- [[Hannah moved the broccoli to the blue_box in the study (line 16)|ev|F|16|l:16~Hannah moved the broccoli|Hannah moved the melon, not the broccoli]], but [[Lily was not in the study|pres|T|16|!w:Lily|Lily in waiting_room]], so that wouldn't affect her belief anyway.

[[Lily thinks the broccoli is in the red_treasure_chest|bel|T|end|b:Lily=red_treasure_chest|answer restated]].
""")
R(42, 'narrative', 'unsound', 'red_treasure_chest', """
Let me trace what Lily saw.

[[All five start in the playroom with the broccoli in the red_envelope|pres|T|2|w:Ava&w:Benjamin&w:Lily&w:Abigail&w:Hannah|line 2]]. [[Ava leaves first without doing anything|ord|T|4|xl:Ava=4@playroom&l:3~Ava made no movements|line 3-4]]. [[Benjamin moves the broccoli to the green_pantry|ev|T|5|l:5~Benjamin moved the broccoli to the green_pantry|line 5]] and [[leaves|ev|T|6|xl:Benjamin=6@playroom|line 6]], then [[Lily moves it to the red_treasure_chest|ev|T|7|l:7~Lily moved the broccoli to the red_treasure_chest|line 7]]. [[Lily stays in the playroom until after Hannah leaves|ord|F|12|x:Hannah<Lily@playroom|Lily left at 8; Hannah was last at 12]], and [[nobody moves the broccoli again|loc|T|end|o:broccoli=red_treasure_chest|unchanged after 7]].

So [[Lily really thinks it's in the red_treasure_chest|bel|T|end|b:Lily=red_treasure_chest|answer restated]]. The answer is H.
""")
R(42, 'terse', 'sound', 'red_treasure_chest', """
H. [[She moved it to the red_treasure_chest herself (line 7)|ev|T|7|l:7~Lily moved the broccoli to the red_treasure_chest|line 7]] and [[no one moved it afterwards|loc|T|end|o:broccoli=red_treasure_chest|unchanged]].
""")
R(42, 'thinking', 'wrong', 'green_pantry', """
<think>
Lily's belief. [[Red_envelope (2)|loc|T|2|o:broccoli=red_envelope|line 2]]. [[Benjamin → green_pantry (5)|ev|T|5|l:5~Benjamin moved the broccoli to the green_pantry|line 5]]. [[Benjamin leaves (6)|ev|T|6|xl:Benjamin=6@playroom|line 6]]. Then line 7... [[Lily exits at 7|ev|F|7|xl:Lily=7@playroom|line 7 is Lily moving the broccoli; she exits at 8]], so [[the last thing she saw was the green_pantry|bel|F|end|b:Lily=green_pantry|Lily saw her own move; believes red_treasure_chest]].
</think>

I. green_pantry
""")

# ---------- item 43: tomi first_order_1_no_tom, Mia, peach, blue_container ----------
R(43, 'narrative', 'sound', 'blue_container', """
Let me trace Mia's view.

[[Mia and Jackson are both in the laundry|pres|T|4|r:Mia=laundry&r:Jackson=laundry|line 4]] when [[the peach is in the red_crate|loc|T|4|o:peach=red_crate|line 4]]. [[Jackson moves it to the blue_container (line 5)|ev|T|5|l:5~Jackson moved the peach to the blue_container|line 5]] [[while Mia is still there|pres|T|5|w:Mia|Mia present]]. [[Isabella is in a different room, the sunroom|pres|T|5|r:Isabella=sunroom|Isabella in sunroom]], so her exit doesn't matter. [[Mia only leaves at line 7|ev|T|7|l:7~Mia exited the laundry|line 7]], [[after the move|ord|T|7|l:5~Jackson moved&xl:Mia=7|move 5, exit 7]].

[[Mia will look in the blue_container|bel|T|end|b:Mia=blue_container|answer restated]].
""")
R(43, 'answer_first', 'unsound', 'blue_container', """
blue_container

Explanation: [[The peach started in the red_crate (line 4)|loc|T|4|o:peach=red_crate|line 4]]. [[Jackson moved it to the blue_container (line 5)|ev|T|5|l:5~Jackson moved the peach to the blue_container|line 5]], and [[Mia saw this|pres|T|5|w:Mia|Mia present]]. [[Isabella exited the laundry at line 6|ev|F|6|l:6~Isabella exited the laundry|Isabella exited the sunroom]], which doesn't affect Mia. So [[Mia will look in the blue_container|bel|T|end|b:Mia=blue_container|answer restated]].
""")
R(43, 'terse', 'wrong', 'red_crate', """
red_crate — [[that's where the peach was when Mia first saw it|loc|T|4|o:peach=red_crate&w:Mia|line 4]].
""")
R(43, 'numbered', 'unsupported', 'blue_container', """
**Reasoning:** The question is about Mia's own belief, so I need to figure out what she would know. Mia doesn't seem to have any reason to doubt what she knows.

**Answer:** blue_container
""")
R(43, 'thinking', 'sound', 'blue_container', """
<think>
Mia. [[Peach in the red_crate at 4|loc|T|4|o:peach=red_crate|line 4]]. [[Jackson moves it to the blue_container at 5|ev|T|5|l:5~Jackson moved the peach to the blue_container|line 5]]. Was Mia there? [[Mia entered the laundry at 2|ev|T|2|l:2~Mia entered the laundry|line 2]] and [[exits at 7|ev|T|7|l:7~Mia exited|line 7]] — so yes, [[she saw the move|pres|T|5|w:Mia|Mia present at 5]].
</think>

[[Mia will look in the blue_container.|bel|T|end|b:Mia=blue_container|answer restated]]
""")

# ---------- item 44: hitom order_2, Lucas -> Charlotte, orange, green_envelope (A) ----------
R(44, 'narrative', 'sound', 'green_envelope', """
Let me trace what Lucas knows about Charlotte.

[[Lucas moves the orange from the green_envelope to the red_bathtub (line 5)|ev|T|5|l:5~Lucas moved the orange to the red_bathtub|line 5]] [[in front of everyone|pres|T|5|w:Ava&w:Charlotte&w:Ella&w:Sophia|line 5]] and [[leaves right after|ev|T|6|xl:Lucas=6|line 6]]. At that point [[Lucas thinks Charlotte thinks it's in the red_bathtub|bel|T|6|b:Lucas>Charlotte=red_bathtub|Lucas -> Charlotte at 6]]. He misses [[Sophia's move to the green_suitcase|ev|T|9|l:9~Sophia moved the orange to the green_suitcase&!w:Lucas|line 9, Lucas absent]] and [[Charlotte's move back to the green_envelope|ev|T|13|l:13~Charlotte moved the orange to the green_envelope&!w:Lucas|line 13, Lucas absent]].

But in the waiting room, [[Charlotte privately tells Lucas the orange is in the green_envelope (line 17)|com|T|17|l:17~Charlotte privately told Lucas that the orange is in the green_envelope|line 17]]. [[Charlotte left the cellar after Lucas|ord|T|14|x:Lucas<Charlotte|Lucas 6, Charlotte 14]], so [[Lucas trusts her|com|T|17|b:Lucas=green_envelope|Lucas updates]] — and since she's the one telling him, [[he now thinks Charlotte believes it's in the green_envelope|bel|T|17|b:Lucas>Charlotte=green_envelope|Lucas -> Charlotte at 17]].

The answer is A. green_envelope.
""")
R(44, 'answer_first', 'unsound', 'green_envelope', """
**A. green_envelope**

Explanation:
- [[Lucas moved the orange to the red_bathtub (line 5)|ev|T|5|l:5~Lucas moved the orange to the red_bathtub|line 5]] and [[left (line 6)|ev|T|6|xl:Lucas=6|line 6]].
- [[Ella's public claim that it's in the blue_bottle (line 16) is not believed by Lucas|com|F|16|b:Lucas=red_bathtub|Lucas trusts Ella (she left later) and believes blue_bottle at 16]].
- [[Charlotte then privately tells Lucas it's in the green_envelope (line 17)|com|T|17|l:17~Charlotte privately told Lucas that the orange is in the green_envelope|line 17]], and [[Lucas accepts it|com|T|17|b:Lucas=green_envelope|Lucas=green_envelope]].

So [[Lucas thinks Charlotte thinks the orange is in the green_envelope|bel|T|end|b:Lucas>Charlotte=green_envelope|answer restated]].
""")
R(44, 'numbered', 'wrong', 'red_bathtub', """
1. [[The orange starts in the green_envelope|loc|T|3|o:orange=green_envelope|line 3]].
2. [[Lucas moves it to the red_bathtub|ev|T|5|l:5~Lucas moved the orange to the red_bathtub|line 5]] [[with Charlotte watching|pres|T|5|w:Charlotte|Charlotte present]].
3. [[Lucas leaves at line 6|ev|T|6|xl:Lucas=6|line 6]] and [[doesn't see any later moves|pres|T|13|!w:Lucas|Lucas absent 7-13]].
4. [[Charlotte's private message only changes Lucas's own belief, not his model of Charlotte|com|F|17|b:Lucas>Charlotte=red_bathtub|Lucas -> Charlotte becomes green_envelope at 17]].

**Answer:** B. red_bathtub
""")
R(44, 'terse', 'unsupported', 'green_envelope', """
A. [[Lucas thinks Charlotte thinks it's in the green_envelope.|bel|T|end|b:Lucas>Charlotte=green_envelope|answer restated]]
""")
R(44, 'thinking', 'unsound', 'green_envelope', """
<think>
Lucas → Charlotte, orange.
[[Line 5 Lucas → red_bathtub|ev|T|5|l:5~Lucas moved the orange to the red_bathtub|line 5]], [[line 6 Lucas out|ev|T|6|xl:Lucas=6|line 6]]. So [[initially Lucas→Charlotte = red_bathtub|bel|T|6|b:Lucas>Charlotte=red_bathtub|at line 6]].
[[Line 9 Sophia → green_suitcase|ev|T|9|l:9~Sophia moved the orange to the green_suitcase|line 9]], [[line 13 Charlotte → green_envelope|ev|T|13|l:13~Charlotte moved the orange to the green_envelope|line 13]] — [[Lucas sees neither|pres|T|13|!w:Lucas|absent at 9 and 13]].
[[Line 16: Ella publicly claims blue_bottle|com|T|16|l:16~Ella publicly claimed that orange is in the blue_bottle|line 16]]. [[Charlotte believes Ella's claim|com|F|16|b:Charlotte=blue_bottle|Charlotte keeps green_envelope (Ella left earlier than Charlotte)]] — hmm, whatever, line 17 is what matters for Lucas.
[[Line 17: Charlotte tells Lucas green_envelope privately|com|T|17|l:17~Charlotte privately told Lucas that the orange is in the green_envelope|line 17]]. [[Lucas trusts Charlotte since she left later|com|T|17|b:Lucas=green_envelope&x:Lucas<Charlotte|Lucas updates]], and [[the teller's stated location becomes his model of her belief|bel|T|17|b:Lucas>Charlotte=green_envelope|Lucas -> Charlotte at 17]].
</think>

A. green_envelope
""")

# ---------- item 45: tomi second_order_0_no_tom, Charlotte -> Lucas, cabbage, red_bathtub ----------
R(45, 'answer_first', 'sound', 'red_bathtub', """
**Answer: red_bathtub**

Explanation:
- [[The cabbage was in the blue_container at line 5|loc|T|5|o:cabbage=blue_container|line 5]].
- [[Aria left the basement at line 6|ev|T|6|l:6~Aria exited the basement|line 6]].
- [[Charlotte moved the cabbage to the red_bathtub at line 7|ev|T|7|l:7~Charlotte moved the cabbage to the red_bathtub|line 7]] [[with Lucas still in the room|pres|T|7|w:Lucas|Lucas present]].

So [[Charlotte knows Lucas saw the move and thinks he'll search the red_bathtub|bel|T|end|b:Charlotte>Lucas=red_bathtub|answer restated]].
""")
R(45, 'narrative', 'unsound', 'red_bathtub', """
Let me trace who was in the basement. [[Charlotte arrives first, then Lucas, then Aria|ord|T|3|l:1~Charlotte entered&l:2~Lucas entered&l:3~Aria entered|lines 1-3]]. [[The cabbage is in the blue_container|loc|T|5|o:cabbage=blue_container|line 5]]. [[Aria is still in the basement when Charlotte moves the cabbage to the red_bathtub|pres|F|7|w:Aria|Aria left at line 6]], and [[so is Lucas|pres|T|7|w:Lucas|Lucas present at 7]].

So [[Charlotte thinks Lucas will search the red_bathtub|bel|T|end|b:Charlotte>Lucas=red_bathtub|answer restated]].
""")
R(45, 'numbered', 'wrong', 'blue_container', """
Step 1: [[All three see the cabbage in the blue_container|pres|T|5|w:Aria&w:Charlotte&w:Lucas|line 5]].
Step 2: [[Aria leaves|ev|T|6|l:6~Aria exited|line 6]].
Step 3: [[Charlotte moves the cabbage to the red_bathtub|ev|T|7|l:7~Charlotte moved the cabbage to the red_bathtub|line 7]].
Step 4: Charlotte is the mover, so [[she assumes others don't know about it: Charlotte thinks Lucas searches the blue_container|bel|F|end|b:Charlotte>Lucas=blue_container|Lucas saw the move; Charlotte -> Lucas = red_bathtub]].

**Answer:** blue_container
""")
R(45, 'terse', 'sound', 'red_bathtub', """
red_bathtub — [[Lucas was there for Charlotte's move (line 7)|pres|T|7|w:Lucas&l:7~Charlotte moved|line 7]].
""")
R(45, 'thinking', 'unsound', 'red_bathtub', """
<think>
Charlotte → Lucas. [[Cabbage: blue_container at 5|loc|T|5|o:cabbage=blue_container|line 5]]. [[Aria out at 6|ev|T|6|l:6~Aria exited|line 6]]. [[Charlotte → red_bathtub at 7|ev|T|7|l:7~Charlotte moved the cabbage to the red_bathtub|line 7]]. [[Lucas present|pres|T|7|w:Lucas|line 7]]. [[Charlotte dislikes the cabbage|ev|F|4|l:4~Charlotte dislikes the cabbage|Charlotte dislikes the orange]], not relevant.
</think>

red_bathtub — [[Lucas saw the move|pres|T|7|w:Lucas|line 7]].
""")

# ---------- item 46: hitom order_1, William, potato, blue_bucket (M) ----------
R(46, 'answer_first', 'sound', 'blue_bucket', """
**Answer: M. blue_bucket**

Explanation:
- [[William moved the potato from the red_treasure_chest to the blue_bucket (line 3)|ev|T|3|l:3~William moved the potato to the blue_bucket|line 3]].
- [[He left the kitchen immediately after (line 4)|ev|T|4|xl:William=4@kitchen|line 4]], so [[he missed every later move: Jackson's, Evelyn's, Nathan's and Aiden's|pres|T|11|!w:William|William absent 5-11]].
- [[The front_yard visit only involves the tangerine|loc|T|24|o:potato=red_treasure_chest|potato unchanged 17-24]], and [[there are no claims or private messages|com|T|end|b:William=blue_bucket|no communication lines]].

So [[William really thinks the potato is in the blue_bucket|bel|T|end|b:William=blue_bucket|answer restated]].
""")
R(46, 'narrative', 'wrong', 'red_treasure_chest', """
Let me trace the potato.

[[It starts in the red_treasure_chest|loc|T|2|o:potato=red_treasure_chest|line 2]]. [[William moves it to the blue_bucket|ev|T|3|l:3~William moved the potato to the blue_bucket|line 3]] and [[leaves|ev|T|4|xl:William=4@kitchen|line 4]]. After that [[it goes to the blue_cupboard (Jackson), the blue_envelope (Evelyn), the blue_container (Nathan), and finally back to the red_treasure_chest (Aiden)|ev|T|11|l:5~Jackson moved the potato to the blue_cupboard&l:7~Evelyn moved the potato to the blue_envelope&l:9~Nathan moved the potato to the blue_container&l:11~Aiden moved the potato to the red_treasure_chest|lines 5-11]]. [[William goes into the front_yard with Jackson and Nathan later|ev|T|17|l:17~Jackson, Nathan and William entered the front_yard|line 17]], and [[they would have filled him in on where the potato ended up|com|F|end|b:William=red_treasure_chest|no tell happens; William=blue_bucket]].

The answer is L. red_treasure_chest.
""")
R(46, 'numbered', 'unsound', 'blue_bucket', """
1. [[Potato starts in the red_treasure_chest|loc|T|2|o:potato=red_treasure_chest|line 2]].
2. [[William moves it to the blue_bucket and is the first to leave|ord|T|4|l:3~William moved the potato to the blue_bucket&xl:William=4@kitchen&x:William<Jackson@kitchen|line 3-4]].
3. [[Jackson moves it to the blue_envelope|ev|F|5|l:5~Jackson moved the potato to the blue_envelope|Jackson moved it to the blue_cupboard; Evelyn moved it to the blue_envelope]] [[after William has gone|ord|T|5|!w:William|William out at 4]].
4. [[Later moves happen without William|pres|T|11|!w:William|absent 5-11]].

**Answer:** M. blue_bucket
""")
R(46, 'terse', 'unsupported', 'blue_bucket', """
M
""")
R(46, 'thinking', 'unsound', 'blue_bucket', """
<think>
William's belief. [[He moved it to the blue_bucket at 3|ev|T|3|l:3~William moved the potato to the blue_bucket|line 3]], [[left at 4|ev|T|4|xl:William=4@kitchen|line 4]]. [[Everything later: without him|pres|T|11|!w:William|absent 5-11]]. Front_yard: [[Jackson, Nathan and William|ev|T|17|l:17~Jackson, Nathan and William entered the front_yard|line 17]] — [[the potato is there too|loc|F|18|o:potato=green_basket|the green_basket in the front_yard holds the tangerine; the potato is in the kitchen's red_treasure_chest]], hmm, but [[nobody moves it|loc|T|24|o:potato=red_treasure_chest|potato unchanged 17-24]], so no update for William anyway.
</think>

M. blue_bucket
""")

# ---------- item 47: hitom order_2, Mason -> Mila, corn, blue_crate (M) ----------
R(47, 'narrative', 'sound', 'blue_crate', """
This one has messages at the end, so let me be careful.

[[Mila leaves the bathroom first (line 4)|ord|T|4|xl:Mila=4&x:Mila<Jayden|Mila first out]], [[while the corn is still in the green_box|loc|T|4|o:corn=green_box|line 4]]. After that [[Jayden, Liam and Mason move it in turn|ev|T|10|l:5~Jayden moved&l:8~Liam moved&l:10~Mason moved|lines 5, 8, 10]], ending with [[Mason putting it in the blue_crate|ev|T|10|l:10~Mason moved the corn to the blue_crate|line 10]]. ([[Lucas moves it back to the green_box after Mason leaves|ord|T|12|l:12~Lucas moved the corn to the green_box&!w:Mason|line 12, Mason out at 11]].)

In the waiting room, [[Mason publicly claims the corn is in the blue_crate|com|T|15|l:15~Mason publicly claimed that corn is in the blue_crate|line 15]]. [[Mila left before Mason|ord|T|11|x:Mila<Mason|4 vs 11]], so [[she trusts him|com|T|15|b:Mila=blue_crate|Mila updates]], and [[Mason expects her to believe it|bel|T|15|b:Mason>Mila=blue_crate|Mason -> Mila at 15]]. Then [[Lucas privately tells Mila it's in the green_box|com|T|16|l:16~Lucas privately told Mila that the corn is in the green_box|line 16]] — [[Mason isn't part of that|pres|T|16|!w:Mason|private tell]], so [[his picture of Mila doesn't change|bel|T|16|b:Mason>Mila=blue_crate|unchanged at 16]].

[[Mason thinks Mila thinks the corn is in the blue_crate|bel|T|end|b:Mason>Mila=blue_crate|answer restated]]. The answer is M.
""")
R(47, 'answer_first', 'unsound', 'blue_crate', """
**Answer: M. blue_crate**

Explanation:
1. [[Mila left at line 4|ev|T|4|xl:Mila=4|line 4]], [[before any moves|ord|T|5|!w:Mila&l:5~Jayden moved|first move at 5]].
2. [[Mason moved the corn to the blue_crate at line 10|ev|T|10|l:10~Mason moved the corn to the blue_crate|line 10]].
3. [[Mason publicly claimed it was in the blue_crate (line 15)|com|T|15|l:15~Mason publicly claimed that corn is in the blue_crate|line 15]]; [[Mila accepted the claim|com|T|15|b:Mila=blue_crate|Mila trusts Mason]].
4. [[Lucas's private tell (line 16) does not change Mila's belief|com|F|16|b:Mila=blue_crate|Mila trusts Lucas (he left later) and now believes green_box]], and [[Mason didn't hear it anyway|pres|T|16|!w:Mason|private tell]].

So [[Mason thinks Mila thinks it's in the blue_crate|bel|T|end|b:Mason>Mila=blue_crate|answer restated]].
""")
R(47, 'numbered', 'wrong', 'green_box', """
Step 1: [[The corn is in the green_box when Mila leaves|loc|T|4|o:corn=green_box&xl:Mila=4|line 4]].
Step 2: [[Mila sees none of the moves|pres|T|12|!w:Mila|Mila absent 5-12]].
Step 3: [[Mason knows she left early|bel|U|-|-|knowledge about presence; no column]], so [[Mason thinks Mila still believes the green_box|bel|F|end|b:Mason>Mila=green_box|after Mason's public claim, Mason -> Mila = blue_crate]].
Step 4: [[Lucas tells Mila the green_box (line 16)|com|T|16|l:16~Lucas privately told Mila that the corn is in the green_box|line 16]], which agrees.

**Answer:** K. green_box
""")
R(47, 'terse', 'sound', 'blue_crate', """
M. blue_crate — [[Mason's public claim (line 15) is what Mila heard from him|com|T|15|l:15~Mason publicly claimed that corn is in the blue_crate&w:Mila|line 15]], and [[he never heard Lucas's tell|pres|T|16|!w:Mason|private tell]].
""")
R(47, 'thinking', 'wrong', None, """
<think>
Mason → Mila, corn. [[Mila out at 4|ev|T|4|xl:Mila=4|line 4]], [[corn in the green_box then|loc|T|4|o:corn=green_box|line 4]]. [[Mason moves it to the blue_crate at 10|ev|T|10|l:10~Mason moved the corn to the blue_crate|line 10]]. [[Mason claims blue_crate publicly at 15|com|T|15|l:15~Mason publicly claimed that corn is in the blue_crate|line 15]]. Does Mila believe him? Trust depends on exit order... I don't remember the rule well enough. If she trusts him: blue_crate. If not: green_box.
</think>

Either M. blue_crate or K. green_box, depending on whether Mila trusts Mason's claim.
""")

# ---------- item 48: hitom order_2, Benjamin -> Abigail, grapes, red_drawer (G) ----------
R(48, 'answer_first', 'sound', 'red_drawer', """
**Answer: G. red_drawer**

Explanation:
- [[The grapes were in the red_drawer when all five were in the master_bedroom (line 2)|loc|T|2|o:grapes=red_drawer&w:Benjamin&w:Abigail|line 2]].
- [[Benjamin was the first to leave (line 5)|ord|T|5|xl:Benjamin=5@master_bedroom&x:Benjamin<Carter@master_bedroom|Benjamin first out]], [[before Carter moved the grapes to the red_bottle (line 6)|ord|T|6|!w:Benjamin&l:6~Carter moved the grapes to the red_bottle|move after Benjamin left]].
- [[Benjamin never returns to the master_bedroom|pres|T|end|r:Benjamin=waiting_room|Benjamin not in the second visit]], so [[every later move happens without him|pres|T|21|!w:Benjamin|absent 6-21]].

So [[Benjamin thinks Abigail thinks the grapes are in the red_drawer|bel|T|end|b:Benjamin>Abigail=red_drawer|answer restated]].
""")
R(48, 'narrative', 'unsound', 'red_drawer', """
Let me trace Benjamin's view.

[[Benjamin sees the grapes in the red_drawer|pres|T|2|w:Benjamin&o:grapes=red_drawer|line 2]] and [[stays a minute without doing anything|ev|T|3|l:3~Benjamin made no movements|line 3]], then [[leaves at line 5|ev|T|5|xl:Benjamin=5@master_bedroom|line 5]]. After that, [[Carter moves the grapes to the red_bottle|ev|T|6|l:6~Carter moved the grapes to the red_bottle|line 6]], [[Abigail moves them to the blue_drawer|ev|T|10|l:10~Abigail moved the grapes to the blue_drawer|line 10]], and [[Elizabeth moves them back to the red_drawer at line 12|ev|F|12|l:12~Elizabeth moved|Mason moved them back to the red_drawer at line 12]]. [[None of that is visible to Benjamin|pres|T|12|!w:Benjamin|absent 6-12]], and [[the second visit to the master_bedroom doesn't include him either|pres|T|15|!w:Benjamin|line 15]].

So [[from Benjamin's perspective, Abigail's last view is the one they shared|bel|U|-|-|vague]]: [[Benjamin thinks Abigail thinks the grapes are in the red_drawer|bel|T|end|b:Benjamin>Abigail=red_drawer|answer restated]]. The answer is G.
""")
R(48, 'numbered', 'wrong', 'red_bottle', """
Let's think step by step.

1. [[Grapes start in the red_drawer|loc|T|2|o:grapes=red_drawer|line 2]].
2. [[Benjamin leaves|ev|T|5|xl:Benjamin=5@master_bedroom|line 5]].
3. [[In the second visit, Abigail moves the grapes to the red_bottle (line 19)|ev|T|19|l:19~Abigail moved the grapes to the red_bottle|line 19]], so [[Abigail believes the red_bottle|bel|T|end|b:Abigail=red_bottle|Abigail=red_bottle]].
4. [[Benjamin thinks Abigail thinks red_bottle|bel|F|end|b:Benjamin>Abigail=red_bottle|Benjamin left at 5; Benjamin -> Abigail = red_drawer]].

\\boxed{red_bottle}
""")
R(48, 'terse', 'unsound', 'red_drawer', """
G. red_drawer — [[Benjamin left first|ord|T|5|x:Benjamin<Carter@master_bedroom&x:Benjamin<Abigail@master_bedroom|line 5]]; [[Abigail left right after him|ord|F|7|xl:Abigail=6@master_bedroom|Carter left next (line 7); Abigail left at line 11]].
""")
R(48, 'thinking', 'unsupported', 'red_drawer', """
<think>
Benjamin → Abigail. A lot of moving around but Benjamin's role seems small. Going with what he'd remember.
</think>

[[Benjamin thinks Abigail thinks the grapes are in the red_drawer (G).|bel|T|end|b:Benjamin>Abigail=red_drawer|answer restated]]
""")

# ---------- item 49: hitom order_1, Logan, tomato, green_crate (I) ----------
R(49, 'terse', 'sound', 'green_crate', """
I. green_crate — [[Logan moved it there himself (line 10)|ev|T|10|l:10~Logan moved the tomato to the green_crate|line 10]] and [[only Mia was left after him, and she didn't move it|ev|T|12|l:12~Mia made no movements&r:Mia=pantry|line 12]].
""")
R(49, 'answer_first', 'unsound', 'green_crate', """
**Answer: I. green_crate**

Explanation:
- [[The tomato started in the blue_basket (line 2)|loc|T|2|o:tomato=blue_basket|line 2]].
- [[Emma moved it to the green_drawer (line 8)|ev|T|8|l:8~Emma moved the tomato to the green_drawer|line 8]], [[with Logan watching|pres|T|8|w:Logan|Logan present]].
- [[Logan moved it to the green_crate (line 10)|ev|T|10|l:10~Logan moved the tomato to the green_crate|line 10]].
- [[Abigail's public claim (line 27) was about the tomato|com|F|27|l:27~Abigail publicly claimed that tomato|the claim is about the watermelon]], but [[she wasn't there for the moves|pres|T|10|!w:Abigail|Abigail absent at 8 and 10]], so [[Logan has no reason to trust her|com|T|27|x:Abigail<Logan|Abigail left earlier than Logan]].

So [[Logan thinks the tomato is in the green_crate|bel|T|end|b:Logan=green_crate|answer restated]].
""")
R(49, 'narrative', 'sound', 'green_crate', """
Let me trace Logan's view of the tomato.

[[Abigail and Mila leave without touching it|ev|T|7|xl:Abigail=4@pantry&xl:Mila=7@pantry&l:3~Abigail made no movements&l:5~Mila made no movements|lines 3-7]]. Then [[Emma moves it to the green_drawer|ev|T|8|l:8~Emma moved the tomato to the green_drawer|line 8]] and [[leaves|ev|T|9|xl:Emma=9@pantry|line 9]], and [[Logan moves it to the green_crate|ev|T|10|l:10~Logan moved the tomato to the green_crate|line 10]] before [[leaving himself|ev|T|11|xl:Logan=11@pantry|line 11]]. [[Mia stays behind but doesn't move it|ev|T|12|l:12~Mia made no movements|line 12]]. [[The porch scene and both messages are about the watermelon|com|T|28|l:27~watermelon&l:28~watermelon&o:tomato=green_crate|lines 15-28]].

So [[Logan really thinks the tomato is in the green_crate|bel|T|end|b:Logan=green_crate|answer restated]] — I.
""")
R(49, 'numbered', 'wrong', 'green_drawer', """
Step 1: [[Tomato in the blue_basket|loc|T|2|o:tomato=blue_basket|line 2]].
Step 2: [[Emma moves it to the green_drawer|ev|T|8|l:8~Emma moved the tomato to the green_drawer|line 8]].
Step 3: [[Logan leaves the pantry right after Emma|ord|F|9|xl:Logan=9@pantry|Emma exits at 9; Logan moves the tomato at 10 and leaves at 11]], so [[the green_drawer is his last view|bel|F|end|b:Logan=green_drawer|Logan moved it to the green_crate himself]].

**Answer:** J. green_drawer
""")
R(49, 'thinking', 'unsound', 'green_crate', """
<think>
Logan's own belief. [[Logan moved the tomato to the green_crate at 10|ev|T|10|l:10~Logan moved the tomato to the green_crate|line 10]]. [[Mia was with him|pres|T|10|w:Mia|Mia present]]. Did anyone move it after? [[Mia moved the watermelon to the blue_box later|ev|T|23|l:23~Mia moved the watermelon to the blue_box|line 23]], but [[that's on the porch|pres|T|23|r:Mia=porch|line 23 is on the porch]]. [[Logan moved the watermelon to the blue_suitcase|ev|F|21|l:21~Logan moved the watermelon to the blue_suitcase|Logan moved it to the red_drawer; the blue_suitcase was its starting place]] — also irrelevant.
</think>

I. green_crate
""")

# ---------- item 50: hitom order_4, James -> Abigail -> Mila -> Emma, tomato, green_treasure_chest (I) ----------
R(50, 'narrative', 'sound', 'green_treasure_chest', """
Let me start from the innermost agent, Emma.

[[Emma moves the tomato from the blue_crate to the green_treasure_chest (line 3)|ev|T|3|l:3~Emma moved the tomato to the green_treasure_chest|line 3]] [[while Abigail, Mila, Elizabeth and James watch|pres|T|3|w:Abigail&w:Mila&w:Elizabeth&w:James|line 3]], and [[she leaves right away (line 4)|ev|T|4|xl:Emma=4@bathroom|line 4]]. [[All three of James, Abigail and Mila see her leave|pres|T|4|w:James&w:Abigail&w:Mila|line 4]], so [[Emma's level is fixed at the green_treasure_chest for everyone in the chain|bel|T|end|b:Mila>Emma=green_treasure_chest&b:Abigail>Mila>Emma=green_treasure_chest&b:James>Abigail>Mila>Emma=green_treasure_chest|all Emma-level beliefs]].

[[Mila's move to the green_pantry (line 7) happens after both Emma and Abigail have left|ord|T|7|!w:Emma&!w:Abigail&l:7~Mila moved the tomato to the green_pantry|line 7]], so [[it affects James's and Mila's own beliefs but not the nested chain|bel|T|end|b:James=green_pantry&b:Mila=green_pantry&b:James>Abigail>Mila>Emma=green_treasure_chest|1st-order vs chain]]. [[The attic scene and the claims are about the grapefruit|com|T|25|l:24~grapefruit&l:25~grapefruit|lines 24-25]].

[[James thinks Abigail thinks Mila thinks Emma thinks the tomato is in the green_treasure_chest|bel|T|end|b:James>Abigail>Mila>Emma=green_treasure_chest|answer restated]]. The answer is I.
""")
R(50, 'answer_first', 'unsound', 'green_treasure_chest', """
**I. green_treasure_chest**

Explanation:
- [[Emma put the tomato in the green_treasure_chest (line 3)|ev|T|3|l:3~Emma moved the tomato to the green_treasure_chest|line 3]] and [[was the first to leave (line 4)|ord|T|4|xl:Emma=4@bathroom&x:Emma<Abigail@bathroom|Emma first out]].
- [[Abigail left at line 6|ev|T|6|xl:Abigail=6@bathroom|line 6]], [[before Mila's move to the green_pantry|ord|T|7|!w:Abigail|Abigail absent at 7]].
- [[James thinks Abigail thinks Mila thinks it's in the green_pantry|bel|F|end|b:James>Abigail>Mila=green_pantry|James -> Abigail -> Mila = green_treasure_chest (Abigail left before the move)]], but [[Mila's model of Emma is still the green_treasure_chest|bel|T|end|b:Mila>Emma=green_treasure_chest|Mila -> Emma]].

So [[the full chain is the green_treasure_chest|bel|T|end|b:James>Abigail>Mila>Emma=green_treasure_chest|answer restated]].
""")
R(50, 'numbered', 'wrong', 'green_pantry', """
1. [[Emma → green_treasure_chest (line 3)|ev|T|3|l:3~Emma moved the tomato to the green_treasure_chest|line 3]].
2. [[Emma leaves (line 4)|ev|T|4|xl:Emma=4@bathroom|line 4]]; [[Abigail leaves (line 6)|ev|T|6|xl:Abigail=6@bathroom|line 6]].
3. [[Mila → green_pantry (line 7)|ev|T|7|l:7~Mila moved the tomato to the green_pantry|line 7]], [[with James present|pres|T|7|w:James|James present]].
4. [[James believes the green_pantry|bel|T|end|b:James=green_pantry|James=green_pantry]], and [[because James saw Mila's move, he would think the whole chain has caught up to the green_pantry|bel|F|end|b:James>Abigail>Mila>Emma=green_pantry|Emma and Abigail left before line 7; chain = green_treasure_chest]].

**Answer:** G. green_pantry
""")
R(50, 'terse', 'unsupported', 'green_treasure_chest', """
I
""")
R(50, 'thinking', 'sound', 'green_treasure_chest', """
<think>
James → Abigail → Mila → Emma.
[[Emma moves the tomato to the green_treasure_chest at 3|ev|T|3|l:3~Emma moved the tomato to the green_treasure_chest|line 3]]; [[Emma exits at 4|ev|T|4|xl:Emma=4@bathroom|line 4]]. [[After that Emma never sees the tomato again|pres|T|7|!w:Emma|Emma absent at 7]]. [[Everyone in the chain watched her go|pres|T|4|w:James&w:Abigail&w:Mila|line 4]].
[[Abigail exits at 6|ev|T|6|xl:Abigail=6@bathroom|line 6]]. [[Mila moves it to the green_pantry at 7|ev|T|7|l:7~Mila moved the tomato to the green_pantry|line 7]] — wait, does that matter? Only for levels involving Mila's or James's own beliefs; [[Abigail didn't see it|pres|T|7|!w:Abigail|absent]], so [[James's model of Abigail's model of Mila stays green_treasure_chest|bel|T|end|b:James>Abigail>Mila=green_treasure_chest|3rd-order prefix]].
</think>

I. green_treasure_chest
""")

# ---------- item 51: tomi memory, banana, red_container ----------
R(51, 'answer_first', 'sound', 'red_container', """
red_container

Explanation: [[The first time the banana appears, it's in the red_container (line 4)|loc|T|4|o:banana=red_container|line 4]]. [[After Chloe left|ev|T|5|l:5~Chloe exited the pantry|line 5]], [[Jack moved it to the blue_treasure_chest (line 7)|ev|T|7|l:7~Jack moved the banana to the blue_treasure_chest|line 7]], but the question asks about the beginning.
""")
R(51, 'narrative', 'unsound', 'red_container', """
The question asks where the banana started out. [[Jack and Chloe are both in the pantry|pres|T|4|r:Jack=pantry&r:Chloe=pantry|line 4]] when [[the banana is in the red_container|loc|T|4|o:banana=red_container|line 4]]. [[Chloe then goes to the den|ev|T|6|l:6~Chloe entered the den|line 6]], and [[Jack moves the banana to the blue_treasure_chest while Chloe watches from the doorway|pres|F|7|w:Chloe|Chloe is in the den and does not witness line 7]].

[[At the beginning it was in the red_container|loc|T|4|o:banana=red_container|answer restated]].
""")
R(51, 'terse', 'wrong', 'blue_treasure_chest', """
blue_treasure_chest
""")
R(51, 'numbered', 'sound', 'red_container', """
1. [[Jack enters the pantry|ev|T|1|l:1~Jack entered the pantry|line 1]], [[then Chloe|ev|T|2|l:2~Chloe entered the pantry|line 2]].
2. [[The banana is in the red_container (line 4)|loc|T|4|o:banana=red_container|line 4]].
3. [[Jack later moves it to the blue_treasure_chest (line 7)|ev|T|7|l:7~Jack moved the banana to the blue_treasure_chest|line 7]].

**Answer:** red_container (its location at the beginning).
""")
R(51, 'thinking', 'wrong', 'blue_treasure_chest', """
<think>
"At the beginning" of... [[the banana is in the red_container at 4|loc|T|4|o:banana=red_container|line 4]], [[Jack moves it at 7|ev|T|7|l:7~Jack moved the banana|line 7]]. Hmm, maybe "beginning" refers to the beginning of Chloe's time in the den? [[Chloe entered the den at 6|ev|T|6|l:6~Chloe entered the den|line 6]], and [[right after that the banana went to the blue_treasure_chest|ev|T|7|l:7~Jack moved the banana to the blue_treasure_chest|line 7]]. I'll say blue_treasure_chest.
</think>

blue_treasure_chest
""")

# ---------- item 52: hitom order_0, strawberry, blue_basket (I) ----------
R(52, 'answer_first', 'unsound', 'blue_basket', """
**Answer: I. blue_basket**

- [[The strawberry started in the green_crate (line 2)|loc|T|2|o:strawberry=green_crate|line 2]].
- [[Liam moved it to the blue_bottle (line 4)|ev|T|4|l:4~Liam moved the strawberry to the blue_bottle|line 4]].
- [[When Jayden left (line 9), it was already in the blue_basket|loc|F|9|o:strawberry=blue_basket|at line 9 it was still in the blue_bottle]].
- [[Alexander moved it to the blue_basket (line 10)|ev|T|10|l:10~Alexander moved the strawberry to the blue_basket|line 10]].
- [[Nothing happened to it afterwards|loc|T|end|o:strawberry=blue_basket|unchanged after 10]].
""")
R(52, 'narrative', 'sound', 'blue_basket', """
Reality question, so I'll just follow the strawberry.

[[It's in the green_crate at the start|loc|T|2|o:strawberry=green_crate|line 2]]. [[Liam moves it to the blue_bottle|ev|T|4|l:4~Liam moved the strawberry to the blue_bottle|line 4]] and [[leaves|ev|T|5|xl:Liam=5|line 5]]; [[Benjamin and Jayden leave without doing anything|ev|T|9|l:6~Benjamin made no movements&l:8~Jayden made no movements&xl:Jayden=9|lines 6-9]]. Then [[Alexander moves it to the blue_basket (line 10)|ev|T|10|l:10~Alexander moved the strawberry to the blue_basket|line 10]], and [[Owen, the last one in the porch, doesn't move it|ev|T|12|l:12~Owen made no movements|line 12]].

[[The strawberry is really in the blue_basket|loc|T|end|o:strawberry=blue_basket|answer restated]] — I.
""")
R(52, 'numbered', 'wrong', 'blue_bottle', """
Step 1: [[Green_crate|loc|T|2|o:strawberry=green_crate|line 2]].
Step 2: [[Liam moves it to the blue_bottle|ev|T|4|l:4~Liam moved the strawberry to the blue_bottle|line 4]] [[in front of everyone|pres|T|4|w:Alexander&w:Benjamin&w:Jayden&w:Owen|line 4]].
Step 3: [[Most of the group (Liam, Benjamin, Jayden) believes it's in the blue_bottle|bel|T|end|b:Liam=blue_bottle&b:Benjamin=blue_bottle&b:Jayden=blue_bottle|1st-order]].

**Answer:** J. blue_bottle
""")
R(52, 'terse', 'sound', 'blue_basket', """
I. blue_basket ([[Alexander, line 10|ev|T|10|l:10~Alexander moved the strawberry to the blue_basket|line 10]]).
""")
R(52, 'thinking', 'unsound', 'blue_basket', """
<think>
[[Green_crate (2)|loc|T|2|o:strawberry=green_crate|line 2]] → [[blue_bottle (Liam, 4)|ev|T|4|l:4~Liam moved the strawberry to the blue_bottle|line 4]] → [[blue_basket (Alexander, 10)|ev|T|10|l:10~Alexander moved the strawberry to the blue_basket|line 10]]. [[Owen left before Alexander's move|ord|F|10|!w:Owen|Owen witnessed line 10 and left last at 14]], not that it matters for the real location.
</think>

I. blue_basket
""")

# ---------- item 53: hitom order_3, Hannah -> Olivia -> Liam, cabbage, red_envelope (B) ----------
R(53, 'answer_first', 'sound', 'red_envelope', """
**Answer: B. red_envelope**

Explanation:
- [[Hannah moved the cabbage from the green_container to the red_envelope (line 4)|ev|T|4|l:4~Hannah moved the cabbage to the red_envelope|line 4]] [[with Olivia and Liam both watching|pres|T|4|w:Olivia&w:Liam|line 4]].
- [[Hannah left the patio immediately (line 5)|ev|T|5|xl:Hannah=5@patio|line 5]], so [[she saw neither Noah's move to the red_container (line 6) nor Mason's move to the red_cupboard (line 11)|pres|T|11|!w:Hannah|absent at 6 and 11]].
- [[The porch scene and the claims are about the green_pepper|com|T|28|l:27~green_pepper&l:28~green_pepper|lines 27-28]].

So [[Hannah thinks Olivia thinks Liam thinks the cabbage is in the red_envelope|bel|T|end|b:Hannah>Olivia>Liam=red_envelope|answer restated]].
""")
R(53, 'narrative', 'wrong', 'red_container', """
Let me trace where everyone was on the patio.

[[Hannah moves the cabbage to the red_envelope|ev|T|4|l:4~Hannah moved the cabbage to the red_envelope|line 4]] and [[leaves|ev|T|5|xl:Hannah=5@patio|line 5]]. Next, [[Noah moves it to the red_container|ev|T|6|l:6~Noah moved the cabbage to the red_container|line 6]] [[while Olivia and Liam are both there|pres|T|6|w:Olivia&w:Liam|line 6]], so [[Olivia thinks Liam thinks it's in the red_container|bel|T|end|b:Olivia>Liam=red_container|Olivia -> Liam]]. [[Hannah would expect Olivia to know that too|bel|F|end|b:Hannah>Olivia>Liam=red_container|Hannah left before line 6; chain = red_envelope]].

The answer is C. red_container.
""")
R(53, 'numbered', 'unsound', 'red_envelope', """
Let's think step by step.

1. [[The cabbage is in the green_container at first|loc|T|3|o:cabbage=green_container|line 3]].
2. [[Hannah moves it to the red_envelope|ev|T|4|l:4~Hannah moved the cabbage to the red_envelope|line 4]], then [[leaves|ev|T|5|xl:Hannah=5@patio|line 5]].
3. [[Olivia leaves the patio right after Hannah|ord|F|6|xl:Olivia=6@patio|Olivia stays until line 15; Noah leaves next at 7]].
4. [[Hannah never sees any later cabbage move|pres|T|11|!w:Hannah|absent 6-11]], so [[her nested picture stays at the red_envelope|bel|T|end|b:Hannah>Olivia>Liam=red_envelope|answer restated]].

\\boxed{red_envelope}
""")
R(53, 'terse', 'sound', 'red_envelope', """
B — [[Hannah left right after putting it in the red_envelope|ord|T|5|xl:Hannah=5@patio&l:4~Hannah moved the cabbage to the red_envelope|move 4, exit 5]].
""")
R(53, 'thinking', 'unsound', 'red_envelope', """
<think>
Hannah → Olivia → Liam.
[[Hannah: red_envelope move at 4|ev|T|4|l:4~Hannah moved the cabbage to the red_envelope|line 4]], [[exit at 5|ev|T|5|xl:Hannah=5@patio|line 5]]. [[Liam and Olivia both watched|pres|T|4|w:Liam&w:Olivia|line 4]].
Later [[on the porch Hannah is with Noah and Mason|pres|T|17|r:Hannah=porch&r:Noah=porch&r:Mason=porch|line 17]] — [[Noah privately tells Hannah the cabbage is in the blue_box|com|F|28|l:28~Noah privately told Hannah that the cabbage|Noah's tell is about the green_pepper]]; but [[Olivia and Liam aren't part of that|pres|T|28|!w:Olivia&!w:Liam|private tell]], so [[nothing changes the chain|bel|T|end|b:Hannah>Olivia>Liam=red_envelope|chain unchanged]].
</think>

B. red_envelope
""")

# ---------- item 54: hitom order_4, Benjamin -> Hannah -> Owen -> Isabella, lettuce, green_cupboard (M) ----------
R(54, 'narrative', 'sound', 'green_cupboard', """
This one has a public claim at the end, so I'll be careful about which levels it touches.

[[Hannah moves the lettuce from the blue_bottle to the green_cupboard (line 3)|ev|T|3|l:3~Hannah moved the lettuce to the green_cupboard|line 3]] [[with everyone present|pres|T|3|w:Benjamin&w:Owen&w:Isabella&w:Logan|line 3]]. Then the exits go [[Hannah, Benjamin, Owen, Isabella, and finally Logan|ord|T|14|x:Hannah<Benjamin&x:Benjamin<Owen&x:Owen<Isabella&x:Isabella<Logan|exits 4, 6, 9, 11, 14]], and [[only Logan, alone, moves it back to the blue_bottle (line 12)|ev|T|12|l:12~Logan moved the lettuce to the blue_bottle&!w:Isabella&!w:Owen|line 12]]. So [[for Benjamin, Hannah, Owen and Isabella the last shared view is the green_cupboard|pres|T|3|w:Benjamin&w:Hannah&w:Owen&w:Isabella&o:lettuce=green_cupboard|line 3]].

In the waiting room [[Isabella publicly claims it's in the green_envelope|com|T|16|l:16~Isabella publicly claimed that lettuce is in the green_envelope|line 16]]. [[Benjamin, Hannah and Owen all left before Isabella, so they trust her|com|T|16|b:Benjamin=green_envelope&b:Hannah=green_envelope&b:Owen=green_envelope|all three update]], and [[Owen now thinks Isabella believes the green_envelope|bel|T|16|b:Owen>Isabella=green_envelope|Owen -> Isabella]]. But [[the deeper nested chain stays where it was|bel|T|16|b:Benjamin>Hannah>Owen>Isabella=green_cupboard&b:Hannah>Owen>Isabella=green_cupboard|4th- and 3rd-order chains unchanged]]. [[Logan's private tell goes only to Hannah|com|T|17|l:17~Logan privately told Hannah&!w:Benjamin&!w:Owen|line 17]].

[[Benjamin thinks Hannah thinks Owen thinks Isabella thinks the lettuce is in the green_cupboard|bel|T|end|b:Benjamin>Hannah>Owen>Isabella=green_cupboard|answer restated]]. The answer is M.
""")
R(54, 'answer_first', 'unsound', 'green_cupboard', """
**Answer: M. green_cupboard**

Explanation:
- [[Hannah moved the lettuce to the green_cupboard at line 3|ev|T|3|l:3~Hannah moved the lettuce to the green_cupboard|line 3]], [[in front of Benjamin, Owen and Isabella|pres|T|3|w:Benjamin&w:Owen&w:Isabella|line 3]].
- [[Nobody in the chain saw Logan's later move back to the blue_bottle|pres|T|12|!w:Benjamin&!w:Hannah&!w:Owen&!w:Isabella|only Logan at 12]].
- [[Isabella's public claim at line 16 doesn't change anyone's belief|com|F|16|b:Benjamin=green_cupboard|Benjamin, Hannah and Owen trust Isabella and believe green_envelope]], so [[the chain stays at the green_cupboard|bel|T|end|b:Benjamin>Hannah>Owen>Isabella=green_cupboard|answer restated]].
""")
R(54, 'numbered', 'wrong', 'green_envelope', """
Let's think step by step.

1. [[The lettuce is moved to the green_cupboard by Hannah|ev|T|3|l:3~Hannah moved the lettuce to the green_cupboard|line 3]].
2. [[Isabella publicly claims it is in the green_envelope (line 16)|com|T|16|l:16~Isabella publicly claimed that lettuce is in the green_envelope|line 16]].
3. [[Benjamin, Hannah and Owen left the laundry before Isabella|ord|T|11|x:Benjamin<Isabella&x:Hannah<Isabella&x:Owen<Isabella|exits 6, 4, 9 vs 11]], so [[they all trust her claim|com|T|16|b:Benjamin=green_envelope&b:Hannah=green_envelope&b:Owen=green_envelope|updated]].
4. Since [[the claim was public and everyone heard it|pres|T|16|w:Benjamin&w:Hannah&w:Owen&w:Isabella&w:Logan|line 16]], [[every level of the chain becomes the green_envelope|bel|F|end|b:Benjamin>Hannah>Owen>Isabella=green_envelope|the 4th-order chain stays green_cupboard]].

**Answer:** O. green_envelope
""")
R(54, 'terse', 'unsupported', 'green_cupboard', """
M. green_cupboard
""")
R(54, 'thinking', 'unsound', 'green_cupboard', """
<think>
Benjamin → Hannah → Owen → Isabella.
[[Hannah moves lettuce to the green_cupboard at 3|ev|T|3|l:3~Hannah moved the lettuce to the green_cupboard|line 3]], [[all present|pres|T|3|w:Benjamin&w:Owen&w:Isabella&w:Logan|line 3]]. [[Exits: Hannah 4|ev|T|4|xl:Hannah=4|line 4]], [[Benjamin 6|ev|T|6|xl:Benjamin=6|line 6]], [[Owen 9|ev|T|9|xl:Owen=9|line 9]], [[Isabella 11|ev|T|11|xl:Isabella=11|line 11]]. [[Logan moves it to the blue_bottle at 12|ev|T|12|l:12~Logan moved the lettuce to the blue_bottle|line 12]].
[[Public claim by Isabella: green_envelope|com|T|16|l:16~Isabella publicly claimed that lettuce is in the green_envelope|line 16]]. [[Isabella believes her own claim afterwards|bel|F|16|b:Isabella=green_envelope|a speaker's own belief is unchanged: Isabella still believes green_cupboard]]. Hmm, regardless — the nested chain is about what Benjamin thinks Hannah thinks... and [[those nested levels were last jointly updated at line 3|bel|T|3|b:Benjamin>Hannah>Owen>Isabella=green_cupboard|chain set at line 3, unchanged after]].
</think>

M. green_cupboard
""")

# ---------- item 55: hitom order_1, Lily, banana, green_crate (M) ----------
R(55, 'answer_first', 'sound', 'green_crate', """
M. green_crate

Explanation:
- [[Lily saw Alexander move the banana from the green_bucket to the blue_container (line 5)|pres|T|5|w:Lily&l:5~Alexander moved the banana to the blue_container|line 5]].
- [[Lily then moved it to the green_crate herself (line 11)|ev|T|11|l:11~Lily moved the banana to the green_crate|line 11]] and [[left at line 12|ev|T|12|xl:Lily=12|line 12]].
- [[Charlotte moved it back to the green_bucket only after Lily had gone (line 13)|ord|T|13|!w:Lily&l:13~Charlotte moved the banana to the green_bucket|line 13]].

So [[Lily really thinks the banana is in the green_crate|bel|T|end|b:Lily=green_crate|answer restated]].
""")
R(55, 'narrative', 'unsound', 'green_crate', """
Let me trace Lily's experience in the dining_room.

[[The banana starts in the green_bucket|loc|T|2|o:banana=green_bucket|line 2]]. [[Ella leaves first|ord|T|4|xl:Ella=4&x:Ella<Alexander|Ella first out]], then [[Alexander moves the banana to the blue_container|ev|T|5|l:5~Alexander moved the banana to the blue_container|line 5]] and [[leaves|ev|T|7|xl:Alexander=7|line 7]]. [[Elizabeth leaves before Alexander|ord|F|10|x:Elizabeth<Alexander|Alexander left at 7, Elizabeth at 10]]. [[With only Charlotte left watching|pres|T|11|w:Charlotte&!w:Elizabeth&!w:Alexander&!w:Ella|line 11]], [[Lily moves the banana to the green_crate|ev|T|11|l:11~Lily moved the banana to the green_crate|line 11]] and [[then exits|ev|T|12|xl:Lily=12|line 12]]. [[Charlotte moves it back to the green_bucket after Lily is gone|ord|T|13|!w:Lily&l:13~Charlotte moved the banana to the green_bucket|line 13]].

So [[Lily thinks it's in the green_crate|bel|T|end|b:Lily=green_crate|answer restated]]. The answer is M.
""")
R(55, 'numbered', 'wrong', 'green_bucket', """
1. [[The banana is in the green_bucket|loc|T|2|o:banana=green_bucket|line 2]].
2. [[Alexander → blue_container (line 5)|ev|T|5|l:5~Alexander moved the banana to the blue_container|line 5]].
3. [[Lily → green_crate (line 11)|ev|T|11|l:11~Lily moved the banana to the green_crate|line 11]].
4. [[Charlotte → green_bucket (line 13)|ev|T|13|l:13~Charlotte moved the banana to the green_bucket|line 13]].
5. [[Lily and Charlotte were in the room together|pres|T|11|w:Lily&w:Charlotte|line 11]], so [[Lily knows Charlotte put it back|bel|F|end|b:Lily=green_bucket|Lily left at 12 before Charlotte's move; Lily=green_crate]].

**Answer:** L. green_bucket
""")
R(55, 'terse', 'unsound', 'green_crate', """
M — [[Lily put it in the green_crate|ev|T|11|l:11~Lily moved the banana to the green_crate|line 11]] and [[was the last one out of the dining_room|ord|F|12|x:Charlotte<Lily|Charlotte left last (line 14)]].
""")
R(55, 'thinking', 'sound', 'green_crate', """
<think>
Lily. [[She sees Alexander's move to the blue_container (5)|pres|T|5|w:Lily|Lily present at 5]]. [[She herself moves it to the green_crate (11)|ev|T|11|l:11~Lily moved the banana to the green_crate|line 11]]. [[She exits at 12|ev|T|12|xl:Lily=12|line 12]]. [[Charlotte moves it to the green_bucket at 13|ev|T|13|l:13~Charlotte moved the banana to the green_bucket|line 13]] — Lily gone. [[No claims or tells in this story|com|T|end|b:Lily=green_crate|no communication lines]].
</think>

M. green_crate
""")

# ---------- item 56: tomi second_order_1_tom, Logan -> Hannah, turnip, blue_bathtub ----------
R(56, 'numbered', 'sound', 'blue_bathtub', """
Let's think step by step.

1. [[Logan and Hannah are both on the staircase when the turnip is in the blue_bathtub (step 3)|pres|T|3|w:Logan&w:Hannah&o:turnip=blue_bathtub|line 3]].
2. [[Logan exits (step 4)|ev|T|4|l:4~Logan exited the staircase|line 4]].
3. [[Hannah moves the turnip to the green_container (step 5)|ev|T|5|l:5~Hannah moved the turnip to the green_container|line 5]] — [[Logan doesn't see this|pres|T|5|!w:Logan|Logan absent]].
4. [[Logan goes to the lounge (step 6)|ev|T|6|l:6~Logan entered the lounge|line 6]].

[[Logan's last shared view with Hannah is the blue_bathtub|bel|T|end|b:Logan>Hannah=blue_bathtub|answer restated]], so the answer is [blue_bathtub].
""")
R(56, 'answer_first', 'unsound', 'blue_bathtub', """
**Answer: blue_bathtub**

Explanation:
- [[The turnip was in the blue_bathtub at line 3|loc|T|3|o:turnip=blue_bathtub|line 3]].
- [[Hannah moved it to the green_container before Logan left|ord|F|5|w:Logan|Logan exited at line 4, before the move at 5]], but Logan wasn't paying attention... 

Either way, [[Logan thinks Hannah will search the blue_bathtub|bel|T|end|b:Logan>Hannah=blue_bathtub|answer restated]].
""")
R(56, 'narrative', 'wrong', 'green_container', """
Let me trace the staircase. [[Logan comes in first, then Hannah|ord|T|2|l:1~Logan entered&l:2~Hannah entered|lines 1-2]], and [[the turnip is in the blue_bathtub|loc|T|3|o:turnip=blue_bathtub|line 3]]. [[Logan leaves|ev|T|4|l:4~Logan exited|line 4]], and [[Hannah moves the turnip to the green_container|ev|T|5|l:5~Hannah moved the turnip to the green_container|line 5]]. Since [[Hannah is the one who moved it|ev|T|5|l:5~Hannah moved the turnip|line 5]], [[she'll obviously look in the green_container|bel|T|end|b:Hannah=green_container|Hannah=green_container]], and [[Logan would expect her to look wherever she put it|bel|F|end|b:Logan>Hannah=green_container|Logan -> Hannah = blue_bathtub]].

The answer is green_container.
""")
R(56, 'terse', 'unsupported', 'blue_bathtub', """
blue_bathtub
""")
R(56, 'thinking', 'unsound', 'blue_bathtub', """
<think>
Logan → Hannah. [[Blue_bathtub at 3|loc|T|3|o:turnip=blue_bathtub|line 3]], [[both present|pres|T|3|w:Logan&w:Hannah|line 3]]. [[Logan leaves at 4|ev|T|4|l:4~Logan exited|line 4]]. [[Hannah moves it at 5|ev|T|5|l:5~Hannah moved the turnip|line 5]]. [[Logan then enters the lounge, where Hannah joins him|pres|F|6|r:Hannah=lounge|Hannah never enters the lounge; she stays on the staircase]] — but she doesn't tell him anything, so no update.
</think>

[[Logan thinks Hannah will look in the blue_bathtub.|bel|T|end|b:Logan>Hannah=blue_bathtub|answer restated]]
""")

# ---------- item 57: hitom order_0, persimmon, blue_bottle (K) ----------
R(57, 'answer_first', 'sound', 'blue_bottle', """
**Answer: K. blue_bottle**

Explanation:
- [[The persimmon started in the blue_bottle (line 2)|loc|T|2|o:persimmon=blue_bottle|line 2]].
- [[Lily moved it to the red_pantry (line 9)|ev|T|9|l:9~Lily moved the persimmon to the red_pantry|line 9]].
- [[Jack moved it back to the blue_bottle (line 11)|ev|T|11|l:11~Jack moved the persimmon to the blue_bottle|line 11]] [[after Lily left|ord|T|11|!w:Lily&xl:Lily=10|Lily out at 10]].
- [[The crawlspace scene and both private tells are about the tangerine|com|T|26|l:25~tangerine&l:26~tangerine&o:persimmon=blue_bottle|lines 14-26]].

So [[the persimmon is really in the blue_bottle|loc|T|end|o:persimmon=blue_bottle|answer restated]].
""")
R(57, 'narrative', 'unsound', 'blue_bottle', """
Only the persimmon's physical location matters.

[[It begins in the blue_bottle|loc|T|2|o:persimmon=blue_bottle|line 2]]. [[Emily, Evelyn and Liam leave one after another without touching it|ev|T|8|l:3~Emily made no movements&l:5~Evelyn made no movements&l:7~Liam made no movements|lines 3-8]]. [[Lily moves it to the red_pantry|ev|T|9|l:9~Lily moved the persimmon to the red_pantry|line 9]], and then [[Jack moves it back to the blue_bottle while Lily is still watching|pres|F|11|w:Lily|Lily had left at line 10]]. [[Nothing else happens to it|loc|T|end|o:persimmon=blue_bottle|unchanged after 11]].

[[The persimmon is really in the blue_bottle|loc|T|end|o:persimmon=blue_bottle|answer restated]] — K.
""")
R(57, 'numbered', 'wrong', 'red_pantry', """
Step 1: [[Persimmon in the blue_bottle|loc|T|2|o:persimmon=blue_bottle|line 2]].
Step 2: [[Lily moves it to the red_pantry|ev|T|9|l:9~Lily moved the persimmon to the red_pantry|line 9]] [[with Jack watching|pres|T|9|w:Jack|Jack present]].
Step 3: [[Lily still believes the red_pantry|bel|T|end|b:Lily=red_pantry|Lily=red_pantry]].
Step 4: [[No one moves it after Lily|ev|F|11|o:persimmon=red_pantry|Jack moved it back to the blue_bottle at line 11]].

**Answer:** N. red_pantry
""")
R(57, 'terse', 'sound', 'blue_bottle', """
K. blue_bottle — [[Jack put it back there at line 11|ev|T|11|l:11~Jack moved the persimmon to the blue_bottle|line 11]].
""")
R(57, 'thinking', 'unsound', 'blue_bottle', """
<think>
Persimmon. [[Start blue_bottle (2)|loc|T|2|o:persimmon=blue_bottle|line 2]]. [[Lily → red_pantry (9)|ev|T|9|l:9~Lily moved the persimmon to the red_pantry|line 9]]. [[Jack → blue_bottle (11)|ev|T|11|l:11~Jack moved the persimmon to the blue_bottle|line 11]]. Crawlspace: tangerine. [[Emily privately tells Liam the persimmon is in the blue_container|com|F|26|l:26~Emily privately told Liam that the persimmon|the tell is about the tangerine]] — a tell doesn't move anything anyway.
</think>

K. blue_bottle
""")

# ---------- item 58: hitom order_1, Jackson, melon, green_crate (H) ----------
R(58, 'narrative', 'sound', 'green_crate', """
Let me trace Jackson's view of the melon.

[[The melon starts in the red_bottle|loc|T|2|o:melon=red_bottle|line 2]], and [[Jacob moves it to the green_basket|ev|T|3|l:3~Jacob moved the melon to the green_basket|line 3]] [[while Jackson watches|pres|T|3|w:Jackson|Jackson present]]. After [[Jacob and Elizabeth leave|ev|T|7|xl:Jacob=5@staircase&xl:Elizabeth=7@staircase|lines 5, 7]], [[Jackson moves the melon to the green_crate himself (line 8)|ev|T|8|l:8~Jackson moved the melon to the green_crate|line 8]] and [[leaves at line 10|ev|T|10|xl:Jackson=10@staircase|line 10]]. [[Jayden's later move back to the red_bottle (line 13) happens when Jackson is gone|pres|T|13|!w:Jackson&l:13~Jayden moved the melon to the red_bottle|line 13]].

[[The playroom scene and the messages are all about the onion|com|T|28|l:27~onion&l:28~onion|lines 27-28]]. So [[Jackson really thinks the melon is in the green_crate|bel|T|end|b:Jackson=green_crate|answer restated]]. The answer is H.
""")
R(58, 'answer_first', 'unsound', 'green_crate', """
**H. green_crate**

- [[Jackson moved the melon to the green_crate at line 8|ev|T|8|l:8~Jackson moved the melon to the green_crate|line 8]].
- [[Sophia left the staircase before Jackson|ord|F|12|x:Sophia<Jackson@staircase|Jackson left at 10, Sophia at 12]].
- [[Jayden moved it to the red_bottle after Jackson had left (line 13)|ord|T|13|!w:Jackson&l:13~Jayden moved the melon to the red_bottle|line 13]].

So [[Jackson still thinks it is in the green_crate|bel|T|end|b:Jackson=green_crate|answer restated]].
""")
R(58, 'numbered', 'wrong', 'red_bottle', """
1. [[The melon is in the red_bottle at the start|loc|T|2|o:melon=red_bottle|line 2]].
2. [[Jacob moves it to the green_basket|ev|T|3|l:3~Jacob moved the melon to the green_basket|line 3]]; [[Jackson moves it to the green_crate|ev|T|8|l:8~Jackson moved the melon to the green_crate|line 8]].
3. [[Jayden moves it back to the red_bottle|ev|T|13|l:13~Jayden moved the melon to the red_bottle|line 13]].
4. [[Jackson later goes into the playroom with Jayden|ev|T|17|l:17~Sophia, Jackson and Jayden entered the playroom|line 17]], and [[Jayden's public claim tells everyone where the melon is|com|F|27|l:27~Jayden publicly claimed that melon|Jayden's claim is about the onion]].

**Answer:** G. red_bottle
""")
R(58, 'terse', 'unsupported', 'green_crate', """
H. green_crate. [[Jackson thinks the melon is in the green_crate.|bel|T|end|b:Jackson=green_crate|answer restated]]
""")
R(58, 'thinking', 'unsound', 'green_crate', """
<think>
Jackson's own belief about the melon. [[He moved it to the green_crate at 8|ev|T|8|l:8~Jackson moved the melon to the green_crate|line 8]]. [[He left at 10|ev|T|10|xl:Jackson=10@staircase|line 10]]. [[Jayden moved it at 13|ev|T|13|l:13~Jayden moved the melon|line 13]] — Jackson gone. In the playroom, [[Jackson moves the onion to the blue_bucket|ev|F|21|l:21~Jackson moved the onion to the blue_bucket|Jackson moved it to the red_cupboard; Sophia moved it to the blue_bucket]] — onion, not melon.
</think>

H. green_crate
""")

# ---------- item 59: hitom order_4, Sophia -> Mason -> Alexander -> Isabella, potato, green_cupboard (K) ----------
R(59, 'answer_first', 'sound', 'green_cupboard', """
**Answer: K. green_cupboard**

Explanation:
- [[The potato was in the green_cupboard when all five were in the sunroom (line 2)|loc|T|2|o:potato=green_cupboard&w:Sophia&w:Mason&w:Alexander&w:Isabella|line 2]].
- [[Alexander was the first to leave (line 4)|ord|T|4|xl:Alexander=4&x:Alexander<Sophia|Alexander first out]], [[before Sophia moved the potato to the red_cupboard (line 5)|ord|T|5|!w:Alexander&l:5~Sophia moved the potato to the red_cupboard|move after Alexander left]].
- [[Sophia and Mason both saw Alexander leave|pres|T|4|w:Sophia&w:Mason|line 4]], so [[at the Alexander level everyone in the chain models him as last seeing the green_cupboard|bel|T|end|b:Sophia>Mason>Alexander=green_cupboard&b:Mason>Alexander>Isabella=green_cupboard|3rd-order sub-chains]].

[[Sophia thinks Mason thinks Alexander thinks Isabella thinks it's in the green_cupboard|bel|T|end|b:Sophia>Mason>Alexander>Isabella=green_cupboard|answer restated]].
""")
R(59, 'narrative', 'unsound', 'green_cupboard', """
Let me trace the sunroom carefully.

[[All five see the potato in the green_cupboard|pres|T|2|w:Alexander&w:Sophia&w:Mason&w:Isabella&w:Jack|line 2]]. [[Alexander leaves at line 4|ev|T|4|xl:Alexander=4|line 4]], and [[Sophia moves the potato to the red_cupboard|ev|T|5|l:5~Sophia moved the potato to the red_cupboard|line 5]]. [[Sophia and Mason leave|ev|T|9|xl:Sophia=7&xl:Mason=9|lines 7, 9]], then [[Isabella moves it to the blue_bathtub|ev|T|11|l:11~Isabella moved the potato to the blue_bathtub|line 11]] and [[Jack moves it to the red_bucket|ev|F|13|l:13~Jack moved the potato to the red_bucket|Jack moved it to the green_cupboard]].

The chain goes through Alexander, [[who left before any of this|ord|T|5|xl:Alexander=4&!w:Alexander|Alexander out at 4, first move at 5]], so [[Sophia thinks Mason thinks Alexander thinks Isabella thinks the potato is in the green_cupboard|bel|T|end|b:Sophia>Mason>Alexander>Isabella=green_cupboard|answer restated]]. The answer is K.
""")
R(59, 'numbered', 'wrong', 'red_cupboard', """
Let's think step by step.

1. [[Sophia moves the potato to the red_cupboard (line 5)|ev|T|5|l:5~Sophia moved the potato to the red_cupboard|line 5]] [[with Mason and Isabella watching|pres|T|5|w:Mason&w:Isabella|line 5]].
2. [[Sophia thinks Mason thinks the red_cupboard|bel|T|end|b:Sophia>Mason=red_cupboard|Sophia -> Mason]].
3. [[Mason and Isabella both saw the move|pres|T|5|w:Mason&w:Isabella|line 5]], so [[Sophia thinks Mason thinks Alexander thinks Isabella thinks the red_cupboard|bel|F|end|b:Sophia>Mason>Alexander>Isabella=red_cupboard|Alexander left before the move; chain = green_cupboard]].

\\boxed{red_cupboard}
""")
R(59, 'terse', 'unsound', 'green_cupboard', """
K — [[Alexander left before the first move|ord|T|5|xl:Alexander=4&!w:Alexander|exit 4, move 5]], and [[Isabella left right after him|ord|F|5|xl:Isabella=5|Sophia left next (line 7); Isabella at 12]].
""")
R(59, 'thinking', 'sound', 'green_cupboard', """
<think>
Sophia → Mason → Alexander → Isabella.
The key link is Alexander. [[He leaves at line 4|ev|T|4|xl:Alexander=4|line 4]], [[with the potato still in the green_cupboard|loc|T|4|o:potato=green_cupboard|line 4]]. Moves after that: [[Sophia → red_cupboard (5)|ev|T|5|l:5~Sophia moved the potato to the red_cupboard|line 5]], [[Isabella → blue_bathtub (11)|ev|T|11|l:11~Isabella moved the potato to the blue_bathtub|line 11]], [[Jack → green_cupboard (13)|ev|T|13|l:13~Jack moved the potato to the green_cupboard|line 13]]. [[Alexander sees none of them|pres|T|13|!w:Alexander|absent 5-13]].
Interesting — [[the potato actually ends up in the green_cupboard too|loc|T|end|o:potato=green_cupboard|end location]], but that's a coincidence; [[Alexander's model of Isabella is the green_cupboard|bel|T|end|b:Alexander>Isabella=green_cupboard|Alexander -> Isabella]] because [[that's the last thing he saw with her|pres|T|2|w:Alexander&w:Isabella&o:potato=green_cupboard|line 2]].
</think>

K. green_cupboard
""")

if __name__ == '__main__':
    main()
