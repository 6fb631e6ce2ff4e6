# Q9 s6824-21-o1 : where does Sophia really think the banana is -> blue_container (L)
RECORDS = [
dict(style="narrative", label="unsound", stated_answer="blue_container",
response="""Let me trace what Sophia saw. She was in the workshop from the start: she saw the banana in the blue_container, saw Mia move it to the blue_envelope, and then saw Lucas move it to the red_crate. After that, the others drifted out one by one until Sophia was the only one left.

Then, at line 12, Sophia moved the banana back into the blue_container herself. Since she did it with her own hands and nobody tells her anything different afterward, she has no reason to think it's anywhere else.

The answer is L. blue_container.""",
claims=[
("she saw the banana in the blue_container", "presence", "true", 3, "row 3 witnessed by Sophia"),
("saw Mia move it to the blue_envelope", "presence", "true", 4, "row 4 witnessed by Sophia"),
("saw Lucas move it to the red_crate", "event", "false", 6, "PLANTED: line 6 it was Evelyn who moved it to the red_crate"),
("the others drifted out one by one until Sophia was the only one left", "presence", "true", 11, "exits 5, 7, 9, 11; row 11 only Sophia"),
("at line 12, Sophia moved the banana back into the blue_container herself", "event", "true", 12, "line 12"),
("nobody tells her anything different afterward", "communication", "true", "end", "no claim or tell lines"),
("The answer is L. blue_container", "belief", "true", "end", "Sophia row 14"),
]),
dict(style="answer_first", label="sound", stated_answer="blue_container",
response="""**L. blue_container**

Sophia stayed in the workshop after everyone else had left (Aria was the last to go before her, at line 11). At line 12 she moved the banana from the red_crate back to the blue_container herself, so she knows exactly where it is. No one says anything in the waiting_room that could change her mind.""",
claims=[
("**L. blue_container**", "belief", "true", "end", "Sophia row 14"),
("Sophia stayed in the workshop after everyone else had left", "presence", "true", 12, "row 11-12 only Sophia"),
("Aria was the last to go before her, at line 11", "order", "true", 11, "exits 5, 7, 9, 11 then Sophia 13"),
("At line 12 she moved the banana from the red_crate back to the blue_container herself", "event", "true", 12, "row 11 red_crate, row 12 blue_container"),
("she knows exactly where it is", "belief", "true", "end", "Sophia row 14 = object row 14"),
("No one says anything in the waiting_room", "communication", "true", 14, "no claim lines"),
]),
dict(style="terse", label="wrong", stated_answer="red_crate",
response="""O. red_crate — that's where she last saw Evelyn put it.""",
claims=[
("O. red_crate", "belief", "false", "end", "Sophia row 14: blue_container"),
("she last saw Evelyn put it", "presence", "true", 6, "row 6 witnessed by Sophia"),
]),
dict(style="numbered", label="unsupported", stated_answer="blue_container",
response="""Step 1: The question asks about Sophia's own belief, so only what Sophia herself knows matters.
Step 2: Set aside what the other characters might think.

**Answer:** L. blue_container""",
claims=[
("**Answer:** L. blue_container", "belief", "true", "end", "answer only"),
]),
dict(style="thinking", label="unsound", stated_answer="blue_container",
response="""<think>
Sophia's own belief.
Start: banana in blue_container. Mia → blue_envelope, leaves. Evelyn → red_crate, leaves. Sophia saw both.
Lucas leaves (9), Aria leaves (11). So Aria still thinks it's in the blue_envelope. Sophia is alone now.
Line 12: Sophia moves it to the blue_container. Hmm wait, it's back where it started. Just to be sure I'm not misreading: line 3 blue_container, line 12 blue_container. Yes.
Nothing happens after line 14 — no claims, no tells.
So Sophia thinks blue_container.
</think>

Sophia moved it herself, so she thinks it's in the blue_container (L).""",
claims=[
("Start: banana in blue_container", "location", "true", 3, "row 3"),
("Mia → blue_envelope", "event", "true", 4, "line 4"),
("Evelyn → red_crate", "event", "true", 6, "line 6"),
("Sophia saw both", "presence", "true", 6, "rows 4, 6 witnessed by Sophia"),
("Lucas leaves (9), Aria leaves (11)", "event", "true", 11, "lines 9, 11"),
("Aria still thinks it's in the blue_envelope", "belief", "false", 11, "PLANTED: Aria row 11: red_crate (she saw Evelyn's move)"),
("Sophia is alone now", "presence", "true", 11, "row 11"),
("Line 12: Sophia moves it to the blue_container", "event", "true", 12, "line 12"),
("line 3 blue_container, line 12 blue_container", "location", "true", 12, "rows 3, 12"),
("no claims, no tells", "communication", "true", "end", "none in story"),
("So Sophia thinks blue_container.", "belief", "true", "end", "Sophia row 14"),
("Sophia moved it herself", "event", "true", 12, "line 12"),
("she thinks it's in the blue_container (L)", "belief", "true", "end", "Sophia row 14"),
]),
]
