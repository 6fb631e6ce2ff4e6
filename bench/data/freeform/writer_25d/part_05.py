# Q5 s6825-19-o4: William -> Elizabeth -> Sophia -> Isla apple = blue_treasure_chest (A)
RECORDS = []

RECORDS.append(dict(style="narrative", label="sound", stated_answer="blue_treasure_chest",
response="""Let me trace where each person was when the apple moved, focusing on the innermost person in the chain, Isla.

The apple begins in the blue_treasure_chest with all five people in the workshop. Isla is the first to leave, at line 5, and she leaves before anyone touches the apple. Every move after that — Sophia to the blue_envelope, William to the green_bucket, Noah to the blue_cupboard — happens after she's gone.

Since William, Elizabeth and Sophia all watched Isla walk out while the apple was still in the blue_treasure_chest, each of them knows Isla missed everything afterwards. Nobody ever tells anyone anything about the apple either; the claims at the end are about the cherry.

So however deep the nesting goes, the answer bottoms out in Isla's view: William thinks Elizabeth thinks Sophia thinks Isla thinks the apple is in the blue_treasure_chest. The answer is A. blue_treasure_chest.""",
claims=[
("The apple begins in the blue_treasure_chest with all five people in the workshop","location","true",2,"row 2, all present"),
("Isla is the first to leave, at line 5","event","true",5,"line 5, first exit"),
("she leaves before anyone touches the apple","order","true",5,"first move at line 6"),
("Sophia to the blue_envelope","event","true",6,"line 6"),
("William to the green_bucket","event","true",8,"line 8"),
("Noah to the blue_cupboard","event","true",10,"line 10"),
("happens after she's gone","presence","true",10,"Isla absent rows 6-10"),
("William, Elizabeth and Sophia all watched Isla walk out while the apple was still in the blue_treasure_chest","presence","true",5,"all three in witnessed_by 5"),
("Nobody ever tells anyone anything about the apple","communication","true",None,"lines 26-27 concern cherry"),
("the claims at the end are about the cherry","communication","true",27,"lines 26-27"),
("William thinks Elizabeth thinks Sophia thinks Isla thinks the apple is in the blue_treasure_chest","belief","true","end","gold chain"),
]))

RECORDS.append(dict(style="numbered", label="sound", stated_answer="blue_treasure_chest",
response="""Let's think step by step.

1. Line 2: apple in the blue_treasure_chest; Isla, Sophia, William, Noah and Elizabeth all present.
2. Line 5: Isla exits. The apple hasn't moved yet.
3. Line 6: Sophia moves the apple to the blue_envelope (Isla absent).
4. Line 7: Sophia exits.
5. Line 8: William moves it to the green_bucket; line 9 William exits.
6. Line 10: Noah moves it to the blue_cupboard with only Elizabeth watching.

Working inward:
- Sophia thinks Isla thinks: blue_treasure_chest (Sophia saw Isla leave before any move).
- Elizabeth thinks Sophia thinks Isla thinks: blue_treasure_chest.
- William thinks Elizabeth thinks Sophia thinks Isla thinks: blue_treasure_chest.

The answer is \\boxed{A}.""",
claims=[
("apple in the blue_treasure_chest","location","true",2,"row 2"),
("Isla, Sophia, William, Noah and Elizabeth all present","presence","true",2,"all witnessed 2"),
("Isla exits","event","true",5,"line 5"),
("The apple hasn't moved yet","location","true",5,"row 5 blue_treasure_chest"),
("Sophia moves the apple to the blue_envelope","event","true",6,"line 6"),
("(Isla absent)","presence","true",6,"Isla None"),
("Sophia exits","event","true",7,"line 7"),
("William moves it to the green_bucket","event","true",8,"line 8"),
("line 9 William exits","event","true",9,"line 9"),
("Noah moves it to the blue_cupboard","event","true",10,"line 10"),
("with only Elizabeth watching","presence","true",10,"witnessed_by 10 = Elizabeth, Noah"),
("Sophia thinks Isla thinks: blue_treasure_chest","belief","true","end","Sophia -> Isla"),
("Sophia saw Isla leave before any move","presence","true",5,"Sophia in witnessed_by 5"),
("Elizabeth thinks Sophia thinks Isla thinks: blue_treasure_chest","belief","true","end","Elizabeth -> Sophia -> Isla"),
("William thinks Elizabeth thinks Sophia thinks Isla thinks: blue_treasure_chest","belief","true","end","full chain"),
]))

RECORDS.append(dict(style="thinking", label="wrong", stated_answer="blue_envelope",
response="""<think>
Fourth order. William -> Elizabeth -> Sophia -> Isla.

Apple: blue_treasure_chest (2), Sophia -> blue_envelope (6), William -> green_bucket (8), Noah -> blue_cupboard (10).

Sophia left right after her own move at 7, so Sophia thinks the apple is in the blue_envelope. William saw Sophia leave, so William thinks Sophia thinks blue_envelope; Elizabeth too. And Isla... Isla was gone already, so she doesn't factor in — the last thing Sophia would assume is her own move.

Hmm, so the chain ends up at blue_envelope.
</think>

The apple is in the **blue_envelope** (C) in that nested view, because Sophia's own last action was moving it there.""",
claims=[
("Apple: blue_treasure_chest (2)","location","true",2,"row 2"),
("Sophia -> blue_envelope (6)","event","true",6,"line 6"),
("William -> green_bucket (8)","event","true",8,"line 8"),
("Noah -> blue_cupboard (10)","event","true",10,"line 10"),
("Sophia left right after her own move at 7","order","true",7,"move 6, exit 7"),
("Sophia thinks the apple is in the blue_envelope","belief","true","end","Sophia -> blue_envelope"),
("William saw Sophia leave","presence","true",7,"William in witnessed_by 7"),
("William thinks Sophia thinks blue_envelope","belief","true","end","William -> Sophia = blue_envelope"),
("Isla was gone already","presence","true",6,"Isla None from row 5"),
("the chain ends up at blue_envelope","belief","false","end","W->E->S->I = blue_treasure_chest"),
("The apple is in the **blue_envelope** (C) in that nested view","belief","false","end","gold blue_treasure_chest"),
]))

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="blue_treasure_chest",
response="""A. blue_treasure_chest

Explanation:
- Isla left the workshop at line 5, while the apple was still in the blue_treasure_chest, and everyone else saw her go.
- William thinks Elizabeth thinks the apple is in the blue_cupboard, but that doesn't matter here: the question is about the deepest level, Isla.
- Sophia knows Isla left before Sophia moved the apple, and Elizabeth and William both know that Sophia saw this.
- So William thinks Elizabeth thinks Sophia thinks Isla thinks the apple is in the blue_treasure_chest.""",
claims=[
("Isla left the workshop at line 5","event","true",5,"line 5"),
("while the apple was still in the blue_treasure_chest","location","true",5,"row 5"),
("everyone else saw her go","presence","true",5,"witnessed_by 5 = the other four"),
("William thinks Elizabeth thinks the apple is in the blue_cupboard","belief","false","end","PLANTED: William -> Elizabeth = green_bucket (William left at 9 before Noah's move)"),
("Sophia knows Isla left before Sophia moved the apple","belief","true","end","Sophia -> Isla = blue_treasure_chest"),
("Elizabeth and William both know that Sophia saw this","belief","true","end","Elizabeth->Sophia->Isla and W->E->S->I = blue_treasure_chest"),
("William thinks Elizabeth thinks Sophia thinks Isla thinks the apple is in the blue_treasure_chest","belief","true","end","gold"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="blue_treasure_chest",
response="""A. blue_treasure_chest""",
claims=[]))
