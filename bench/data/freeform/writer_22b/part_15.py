# Q15 s6822-4-o4: Where does Benjamin think Elizabeth thinks Owen thinks Abigail thinks the cucumber is? gold blue_basket
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="blue_basket", response="""**Answer: N. blue_basket**

Explanation:
- Benjamin moves the cucumber from the red_envelope to the blue_basket at line 4, with Owen, Elizabeth, Chloe and Abigail all watching.
- Benjamin exits at line 5, before Owen moves it to the green_suitcase (line 6). He sees nothing after that.
- From Benjamin's standpoint, then, all four of the others last saw the cucumber go into the blue_basket together, so every layer of the chain — Elizabeth about Owen about Abigail — stays at the blue_basket.
- The cellar scene and the claims at lines 25-26 are about the strawberry, not the cucumber.""", claims=[
    C("**Answer: N. blue_basket**", "belief", "true", "end", "final answer"),
    C("Benjamin moves the cucumber from the red_envelope to the blue_basket at line 4", "event", "true", 4, "line 4"),
    C("with Owen, Elizabeth, Chloe and Abigail all watching", "presence", "true", 4, "all witness 4"),
    C("Benjamin exits at line 5", "event", "true", 5, "line 5"),
    C("before Owen moves it to the green_suitcase (line 6)", "order", "true", 6, "5 < 6"),
    C("He sees nothing after that", "presence", "true", 14, "Benjamin not a witness of 6-14"),
    C("From Benjamin's standpoint, then, all four of the others last saw the cucumber go into the blue_basket together", "belief", "true", "end", "Benjamin -> others blue_basket"),
    C("every layer of the chain — Elizabeth about Owen about Abigail — stays at the blue_basket", "belief", "true", "end", "Benjamin -> Elizabeth -> Owen -> Abigail blue_basket"),
    C("The cellar scene and the claims at lines 25-26 are about the strawberry, not the cucumber", "event", "true", 26, "lines 16-26 concern the strawberry"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="blue_basket", response="""**Step 1 – Initial state:** The cucumber is in the red_envelope (line 3); all five are in the playroom.

**Step 2 – Benjamin's move:** Benjamin puts the cucumber in the blue_basket (line 4) and leaves (line 5).

**Step 3 – Moves Benjamin misses:**
- Elizabeth moves the cucumber to the green_suitcase (line 6).
- Chloe moves it to the green_bottle (line 11).

**Step 4 – Building the chain from Benjamin's side:** Benjamin only knows what happened up to line 5. He thinks Elizabeth, Owen and Abigail all saw the cucumber go into the blue_basket, so he thinks Elizabeth thinks Owen thinks Abigail thinks it's in the blue_basket.

**Step 5 – Later events:** The cellar and both statements (lines 25-26) concern the strawberry.

**Answer:** N. blue_basket""", claims=[
    C("The cucumber is in the red_envelope (line 3)", "location", "true", 3, "line 3"),
    C("all five are in the playroom", "presence", "true", 3, "all in playroom"),
    C("Benjamin puts the cucumber in the blue_basket (line 4)", "event", "true", 4, "line 4"),
    C("leaves (line 5)", "event", "true", 5, "line 5"),
    C("Elizabeth moves the cucumber to the green_suitcase (line 6)", "event", "false", 6, "PLANTED: Owen moved it at line 6"),
    C("Chloe moves it to the green_bottle (line 11)", "event", "true", 11, "line 11"),
    C("Benjamin only knows what happened up to line 5", "presence", "true", 5, "Benjamin left at 5"),
    C("He thinks Elizabeth, Owen and Abigail all saw the cucumber go into the blue_basket", "belief", "true", "end", "Benjamin -> Elizabeth/Owen/Abigail blue_basket"),
    C("he thinks Elizabeth thinks Owen thinks Abigail thinks it's in the blue_basket", "belief", "true", "end", "chain blue_basket"),
    C("The cellar and both statements (lines 25-26) concern the strawberry", "event", "true", 26, "lines 16-26"),
    C("**Answer:** N. blue_basket", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="blue_basket", response="""Let me trace where each person was when the cucumber moved, since this is a four-level question.

The cucumber starts in the red_envelope. Benjamin moves it to the blue_basket while everyone is in the playroom, and then he leaves. Owen immediately moves it to the green_suitcase in front of Elizabeth, Chloe and Abigail, and leaves too. Elizabeth leaves next; Chloe then moves it into the green_bottle with only Abigail watching.

From the inside: Abigail ends up knowing about the green_bottle. Owen thinks Abigail thinks the cucumber is in the green_bottle, and Elizabeth has her own view of Owen's view. But none of that reaches Benjamin — he walked out right after his own move. As far as Benjamin knows, the cucumber is in the blue_basket and everyone else saw it go there, so each nested layer he imagines is the blue_basket.

The later cellar scene and the statements in the waiting_room are only about the strawberry.

So Benjamin thinks Elizabeth thinks Owen thinks Abigail thinks the cucumber is in the blue_basket.""", claims=[
    C("The cucumber starts in the red_envelope", "location", "true", 3, "line 3"),
    C("Benjamin moves it to the blue_basket while everyone is in the playroom", "event", "true", 4, "line 4"),
    C("then he leaves", "event", "true", 5, "line 5"),
    C("Owen immediately moves it to the green_suitcase", "event", "true", 6, "line 6"),
    C("in front of Elizabeth, Chloe and Abigail", "presence", "true", 6, "witnessed_by at 6"),
    C("leaves too", "event", "true", 7, "line 7"),
    C("Elizabeth leaves next", "order", "true", 10, "Elizabeth exits 10 after Owen 7"),
    C("Chloe then moves it into the green_bottle", "event", "true", 11, "line 11"),
    C("with only Abigail watching", "presence", "true", 11, "witnessed_by Abigail, Chloe"),
    C("Abigail ends up knowing about the green_bottle", "belief", "true", "end", "Abigail green_bottle"),
    C("Owen thinks Abigail thinks the cucumber is in the green_bottle", "belief", "false", "end", "PLANTED: Owen -> Abigail is green_suitcase (Owen left before line 11)"),
    C("Elizabeth has her own view of Owen's view", "belief", "uncheckable", "end", "content unspecified"),
    C("he walked out right after his own move", "order", "true", 5, "4 then 5"),
    C("As far as Benjamin knows, the cucumber is in the blue_basket", "belief", "true", "end", "Benjamin blue_basket"),
    C("everyone else saw it go there", "presence", "true", 4, "all witness 4"),
    C("each nested layer he imagines is the blue_basket", "belief", "true", "end", "Benjamin chains blue_basket"),
    C("The later cellar scene and the statements in the waiting_room are only about the strawberry", "event", "true", 26, "lines 16-26"),
    C("Benjamin thinks Elizabeth thinks Owen thinks Abigail thinks the cucumber is in the blue_basket", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="terse", label="wrong", stated_answer="green_suitcase", response="""L. green_suitcase — Owen moved it there with Elizabeth and Abigail watching.""", claims=[
    C("L. green_suitcase", "belief", "false", "end", "Benjamin -> Elizabeth -> Owen -> Abigail is blue_basket"),
    C("Owen moved it there", "event", "true", 6, "line 6"),
    C("with Elizabeth and Abigail watching", "presence", "true", 6, "witnessed_by at 6"),
]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="blue_basket", response="""<think>
Four levels: Benjamin → Elizabeth → Owen → Abigail, cucumber.

Outermost is Benjamin, so only what Benjamin saw matters for the whole chain. Benjamin was in the playroom for lines 2-4: cucumber in red_envelope, then he himself moves it to blue_basket. He exits at line 5.

Everything after that — Owen → green_suitcase (6), Chloe → green_bottle (11) — Benjamin never sees. Hmm, the cellar: Elizabeth, Owen, Abigail go there at 16, but Benjamin stays in the waiting room, and anyway it's only the strawberry in the red_box. Line 25 Owen claims the strawberry is in the red_bathtub, line 26 Abigail tells Owen red_cupboard — both strawberry, not cucumber.

So from Benjamin's view, the last shared event is his move to blue_basket, which Elizabeth, Owen and Abigail all witnessed. Chain = blue_basket.

Let me double-check the real location isn't a trap: the cucumber is actually in the green_bottle now, but Benjamin doesn't know that. Right.
</think>

**N. blue_basket**

Benjamin left the playroom right after putting the cucumber in the blue_basket, and Elizabeth, Owen and Abigail all saw that move. Nothing he witnessed afterwards concerns the cucumber, so his four-level belief stays at the blue_basket.""", claims=[
    C("Benjamin was in the playroom for lines 2-4", "presence", "true", 4, "Benjamin in playroom 2-4"),
    C("cucumber in red_envelope", "location", "true", 3, "line 3"),
    C("he himself moves it to blue_basket", "event", "true", 4, "line 4"),
    C("He exits at line 5", "event", "true", 5, "line 5"),
    C("Owen → green_suitcase (6)", "event", "true", 6, "line 6"),
    C("Chloe → green_bottle (11)", "event", "true", 11, "line 11"),
    C("Benjamin never sees", "presence", "true", 11, "not a witness of 6, 11"),
    C("Elizabeth, Owen, Abigail go there at 16", "event", "true", 16, "line 16"),
    C("Benjamin stays in the waiting room", "presence", "true", 16, "Benjamin waiting_room at 16"),
    C("it's only the strawberry in the red_box", "location", "true", 17, "line 17"),
    C("Line 25 Owen claims the strawberry is in the red_bathtub", "communication", "true", 25, "line 25"),
    C("line 26 Abigail tells Owen red_cupboard", "communication", "true", 26, "line 26"),
    C("both strawberry, not cucumber", "communication", "true", 26, "cucumber beliefs unchanged 25-26"),
    C("the last shared event is his move to blue_basket, which Elizabeth, Owen and Abigail all witnessed", "presence", "true", 4, "all witness 4"),
    C("Chain = blue_basket", "belief", "true", "end", "Benjamin -> Elizabeth -> Owen -> Abigail blue_basket"),
    C("the cucumber is actually in the green_bottle now", "location", "true", "end", "object green_bottle at end"),
    C("Benjamin doesn't know that", "belief", "true", "end", "Benjamin believes blue_basket"),
    C("**N. blue_basket**", "belief", "true", "end", "final answer"),
    C("Benjamin left the playroom right after putting the cucumber in the blue_basket", "order", "true", 5, "4 then 5"),
    C("Elizabeth, Owen and Abigail all saw that move", "presence", "true", 4, "witnessed_by at 4"),
    C("Nothing he witnessed afterwards concerns the cucumber", "presence", "true", "end", "Benjamin witnesses no cucumber event after 5"),
    C("his four-level belief stays at the blue_basket", "belief", "true", "end", "chain blue_basket"),
]))
