# Q7 s6816-17-o2: Liam -> Benjamin about pineapple, gold red_container
P = 'pineapple'
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="red_container",
response="""B. red_container

Liam was the first to leave the den (line 4), when the pineapple was still in the red_container and Benjamin was right there with him. Owen only moved it to the red_bucket at line 7, after Liam had gone, so Liam has no idea it moved. From where Liam stands, Benjamin still thinks it's in the red_container.""",
claims=[
("Liam was the first to leave the den (line 4)", "order", "true", 4, "first exit", ('L', 4, 'Liam exited')),
("when the pineapple was still in the red_container", "location", "true", 4, "objects 4", ('O', P, 4, 'red_container')),
("Benjamin was right there with him", "presence", "true", 4, "Benjamin in den, witnessed 4", ('W', ['Benjamin'], 4)),
("Owen only moved it to the red_bucket at line 7", "event", "true", 7, "line 7", ('L', 7, 'Owen moved the pineapple to the red_bucket')),
("after Liam had gone", "order", "true", 7, "4 < 7", ('R', 'Liam', 7, None)),
("Liam has no idea it moved", "belief", "true", "end", "Liam = red_container", ('B', 'Liam', 'end', 'red_container')),
("From where Liam stands, Benjamin still thinks it's in the red_container", "belief", "true", "end", "Liam -> Benjamin", ('B', 'Liam -> Benjamin', 'end', 'red_container')),
]),
dict(style="numbered", label="wrong", stated_answer="red_bucket",
response="""**Step 1: Initial location.** The pineapple is in the red_container (line 2).

**Step 2: Who sees the move?** Owen moves the pineapple to the red_bucket at line 7. Benjamin, Ella and Owen are in the den at that point, so Benjamin sees it.

**Step 3: Benjamin's belief.** Benjamin thinks the pineapple is in the red_bucket.

**Step 4: Liam's view of Benjamin.** Benjamin witnessed the move, so Liam thinks Benjamin thinks it is in the red_bucket.

**Answer:** C. red_bucket""",
claims=[
("The pineapple is in the red_container (line 2)", "location", "true", 2, "line 2", ('O', P, 2, 'red_container')),
("Owen moves the pineapple to the red_bucket at line 7", "event", "true", 7, "line 7", ('L', 7, 'Owen moved the pineapple to the red_bucket')),
("Benjamin, Ella and Owen are in the den at that point", "presence", "true", 7, "rooms at 7", [('R', 'Benjamin', 7, 'den'), ('R', 'Ella', 7, 'den'), ('R', 'Owen', 7, 'den')]),
("Benjamin sees it", "presence", "true", 7, "witnessed 7", ('W', ['Benjamin'], 7)),
("Benjamin thinks the pineapple is in the red_bucket", "belief", "true", "end", "Benjamin = red_bucket", ('B', 'Benjamin', 'end', 'red_bucket')),
("Benjamin witnessed the move", "presence", "true", 7, "witnessed 7", ('W', ['Benjamin'], 7)),
("Liam thinks Benjamin thinks it is in the red_bucket", "belief", "false", "end", "Liam -> Benjamin = red_container", ('B', 'Liam -> Benjamin', 'end', 'red_bucket')),
]),
dict(style="narrative", label="unsound", stated_answer="red_container",
response="""Let me trace where Liam and Benjamin each were.

All five start in the den, where the pineapple is in the red_container. Liam leaves first, at line 4. When Avery walked out at line 6, the pineapple was already in the red_bucket, but either way Liam was long gone by then. Owen is the one who moved it, and Benjamin and Ella were both in the room for that.

So Benjamin does know about the red_bucket. The catch is that Liam doesn't: he left before anything changed, and there's no later conversation or claim in the waiting_room that could have filled him in. As far as Liam knows, nothing happened after he left, so he'd assume Benjamin still thinks the pineapple is in the red_container.

The answer is B. red_container.""",
claims=[
("All five start in the den", "presence", "true", 1, "line 1", ('R', 'Liam', 1, 'den')),
("the pineapple is in the red_container", "location", "true", 2, "line 2", ('O', P, 2, 'red_container'), "All five start"),
("Liam leaves first, at line 4", "event", "true", 4, "line 4", ('L', 4, 'Liam exited')),
("When Avery walked out at line 6, the pineapple was already in the red_bucket", "location", "false", 6, "PLANTED: the move to the red_bucket is line 7; at line 6 it was still in the red_container", ('O', P, 6, 'red_bucket')),
("Liam was long gone by then", "presence", "true", 6, "Liam out since 4", ('R', 'Liam', 6, None)),
("Owen is the one who moved it", "event", "true", 7, "line 7", ('L', 7, 'Owen moved the pineapple')),
("Benjamin and Ella were both in the room for that", "presence", "true", 7, "witnessed 7", ('W', ['Benjamin', 'Ella'], 7)),
("Benjamin does know about the red_bucket", "belief", "true", "end", "Benjamin = red_bucket", ('B', 'Benjamin', 'end', 'red_bucket')),
("Liam doesn't", "belief", "true", "end", "Liam = red_container", ('B', 'Liam', 'end', 'red_container')),
("he left before anything changed", "order", "true", 4, "4 < 7", ('O', P, 4, 'red_container')),
("there's no later conversation or claim in the waiting_room", "communication", "true", 14, "line 14 is only an entrance; no claims", ('L', 14, 'entered the waiting_room')),
("As far as Liam knows, nothing happened after he left", "belief", "true", "end", "Liam still red_container", ('B', 'Liam', 'end', 'red_container')),
("he'd assume Benjamin still thinks the pineapple is in the red_container", "belief", "true", "end", "Liam -> Benjamin", ('B', 'Liam -> Benjamin', 'end', 'red_container')),
]),
dict(style="terse", label="unsupported", stated_answer="red_container",
response="""Liam thinks Benjamin thinks it's in the red_container.""",
claims=[
("Liam thinks Benjamin thinks it's in the red_container", "belief", "true", "end", "answer restated", ('B', 'Liam -> Benjamin', 'end', 'red_container')),
]),
dict(style="thinking", label="sound", stated_answer="red_container",
response="""<think>
Liam → Benjamin, pineapple.

Line 2 red_container, everyone in den. Liam exits at line 4 — first out. Avery out at 6. Owen moves pineapple → red_bucket at 7, Benjamin and Ella see. Then Owen, Benjamin, Ella leave one by one; waiting_room at the end, no communication.

Benjamin himself believes red_bucket. But the question is Liam's model of Benjamin. Liam's last info: pineapple in red_container, with Benjamin present. He never learns of the move. So Liam thinks Benjamin thinks red_container.

Hmm, could Liam infer anything from Benjamin staying longer? No — the story gives no way for him to know what happened after he left.
</think>

B. red_container — Liam left before Owen moved the pineapple, so in Liam's mind Benjamin still believes it's in the red_container.""",
claims=[
("Line 2 red_container", "location", "true", 2, "line 2", ('O', P, 2, 'red_container')),
("everyone in den", "presence", "true", 2, "all in den", ('R', 'Ella', 2, 'den')),
("Liam exits at line 4 — first out", "event", "true", 4, "line 4, first exit", ('L', 4, 'Liam exited')),
("Avery out at 6", "event", "true", 6, "line 6", ('L', 6, 'Avery exited')),
("Owen moves pineapple → red_bucket at 7", "event", "true", 7, "line 7", ('L', 7, 'red_bucket')),
("Benjamin and Ella see", "presence", "true", 7, "witnessed 7", ('W', ['Benjamin', 'Ella'], 7)),
("Owen, Benjamin, Ella leave one by one", "event", "true", 12, "lines 8, 10, 12", [('L', 8, 'Owen exited'), ('L', 10, 'Benjamin exited'), ('L', 12, 'Ella exited')]),
("waiting_room at the end", "presence", "true", "end", "all in waiting_room", ('R', 'Liam', 'end', 'waiting_room')),
("no communication", "communication", "true", "end", "no claims or tells in the story", ('L', 14, 'entered')),
("Benjamin himself believes red_bucket", "belief", "true", "end", "Benjamin", ('B', 'Benjamin', 'end', 'red_bucket')),
("Liam's last info: pineapple in red_container", "belief", "true", 4, "Liam = red_container at 4", ('B', 'Liam', 4, 'red_container')),
("with Benjamin present", "presence", "true", 4, "Benjamin witnessed 4", ('W', ['Benjamin'], 4)),
("He never learns of the move", "belief", "true", "end", "Liam still red_container", ('B', 'Liam', 'end', 'red_container')),
("So Liam thinks Benjamin thinks red_container", "belief", "true", "end", "Liam -> Benjamin", ('B', 'Liam -> Benjamin', 'end', 'red_container')),
("the story gives no way for him to know what happened after he left", "presence", "true", "end", "Liam witnessed nothing from 7 to 12", [('NW', ['Liam'], 7), ('NW', ['Liam'], 10)]),
("Liam left before Owen moved the pineapple", "order", "true", 4, "4 < 7", ('R', 'Liam', 7, None)),
("in Liam's mind Benjamin still believes it's in the red_container", "belief", "true", "end", "Liam -> Benjamin", ('B', 'Liam -> Benjamin', 'end', 'red_container')),
]),
]
