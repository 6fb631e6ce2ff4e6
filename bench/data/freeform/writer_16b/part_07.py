# Q7 s6816-3-o3: Oliver -> Charlotte -> Logan, beans; gold green_suitcase (L)
RECORDS = []

RECORDS.append(dict(style="numbered", label="sound", stated_answer="green_suitcase",
response="""**Step 1: Track the beans.**
- Line 2: the beans are in the blue_envelope.
- Line 5: Oliver moves them to the green_suitcase.
- Line 7: Charlotte moves them to the red_box.

**Step 2: Who sees what.**
- Lucas leaves at line 4, before any move.
- Oliver's move is seen by Charlotte, Jackson and Logan.
- Oliver leaves at line 6, so he misses Charlotte's move to the red_box.

**Step 3: Nested belief.**
- Oliver last saw the beans in the green_suitcase, with Charlotte and Logan both in the room.
- So Oliver thinks Charlotte thinks Logan thinks the beans are in the green_suitcase.

**Answer:** L. green_suitcase""",
claims=[
("Line 2: the beans are in the blue_envelope", "location", "true", 2, "objects row 2"),
("Line 5: Oliver moves them to the green_suitcase", "event", "true", 5, "line 5"),
("Line 7: Charlotte moves them to the red_box", "event", "true", 7, "line 7"),
("Lucas leaves at line 4", "event", "true", 4, "line 4"),
("before any move", "order", "true", 4, "exit 4 < first move 5"),
("Oliver's move is seen by Charlotte, Jackson and Logan", "presence", "true", 5, "witnessed_by line 5"),
("Oliver leaves at line 6", "event", "true", 6, "line 6"),
("he misses Charlotte's move to the red_box", "presence", "true", 7, "Oliver not in witnessed_by line 7"),
("Oliver last saw the beans in the green_suitcase", "belief", "true", "end", "Oliver = green_suitcase"),
("with Charlotte and Logan both in the room", "presence", "true", 6, "both in sunroom at row 6"),
("Oliver thinks Charlotte thinks Logan thinks the beans are in the green_suitcase", "belief", "true", "end", "gold chain = green_suitcase"),
]))

RECORDS.append(dict(style="narrative", label="sound", stated_answer="green_suitcase",
response="""Let me work through this from Oliver's perspective, since the question starts with him.

Oliver is in the sunroom when the beans are put in the blue_envelope, and he's the one who moves them into the green_suitcase, with Charlotte, Jackson and Logan all watching. Right after that he leaves, and from then on the sunroom is a blind spot for him. In reality Charlotte moves the beans again, to the red_box, but Oliver never sees it and nobody mentions it when they all end up in the waiting_room.

So in Oliver's mind, Charlotte last saw the beans go into the green_suitcase. Logan was watching too, so Oliver figures Charlotte would assume Logan also has them in the green_suitcase. The answer is L. green_suitcase.""",
claims=[
("Oliver is in the sunroom when the beans are put in the blue_envelope", "presence", "true", 2, "Oliver witnessed line 2"),
("he's the one who moves them into the green_suitcase", "event", "true", 5, "line 5"),
("with Charlotte, Jackson and Logan all watching", "presence", "true", 5, "witnessed_by line 5"),
("Right after that he leaves", "order", "true", 6, "Oliver exits line 6, right after line 5"),
("from then on the sunroom is a blind spot for him", "presence", "uncheckable", None, "figurative, no determinate content"),
("Charlotte moves the beans again, to the red_box", "event", "true", 7, "line 7"),
("Oliver never sees it", "presence", "true", 7, "not in witnessed_by line 7"),
("nobody mentions it", "communication", "true", "end", "no claims or tells in story"),
("they all end up in the waiting_room", "event", "true", 15, "line 15"),
("in Oliver's mind, Charlotte last saw the beans go into the green_suitcase", "belief", "true", "end", "Oliver -> Charlotte = green_suitcase"),
("Logan was watching too", "presence", "true", 5, "Logan witnessed line 5"),
("Oliver figures Charlotte would assume Logan also has them in the green_suitcase", "belief", "true", "end", "gold chain = green_suitcase"),
]))

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="green_suitcase",
response="""**Answer: L. green_suitcase**

- The beans start in the blue_envelope (line 2).
- Oliver moves the beans to the green_suitcase (line 5) while Charlotte, Jackson and Logan are in the sunroom.
- Oliver exits (line 6).
- Charlotte moves the beans to the red_box (line 8), but Oliver is gone by then.

Oliver's knowledge stops at the green_suitcase. He knows Charlotte and Logan both saw his move, so he thinks Charlotte thinks Logan thinks the beans are in the green_suitcase.""",
claims=[
("The beans start in the blue_envelope (line 2)", "location", "true", 2, "objects row 2"),
("Oliver moves the beans to the green_suitcase (line 5)", "event", "true", 5, "line 5"),
("while Charlotte, Jackson and Logan are in the sunroom", "presence", "true", 5, "rooms row 5"),
("Oliver exits (line 6)", "event", "true", 6, "line 6"),
("Charlotte moves the beans to the red_box (line 8)", "event", "false", 8, "PLANTED: the move is line 7; line 8 is Charlotte exiting"),
("Oliver is gone by then", "presence", "true", 7, "Oliver in no room at row 7"),
("Oliver's knowledge stops at the green_suitcase", "belief", "true", "end", "Oliver = green_suitcase"),
("He knows Charlotte and Logan both saw his move", "belief", "true", "end", "Oliver -> Charlotte and Oliver -> Logan = green_suitcase"),
("he thinks Charlotte thinks Logan thinks the beans are in the green_suitcase", "belief", "true", "end", "gold chain = green_suitcase"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="green_suitcase",
response="""<think>
Okay, Oliver → Charlotte → Logan, beans.

Beans start in the blue_envelope. Lucas leaves first (line 4). Oliver moves the beans to the green_suitcase at line 5 — Charlotte, Jackson, Logan all there. Oliver leaves at 6.

Charlotte then moves them to the red_box at 7 and leaves at 8. Jackson and Logan see that. Jackson was the last one to leave the sunroom.

So the real location is red_box, and Charlotte, Jackson, Logan all know it. But Oliver doesn't. Oliver's last view: green_suitcase, and he saw that Charlotte and Logan were watching when he moved it.

So from Oliver's perspective: Logan thinks green_suitcase, Charlotte thinks green_suitcase, and Charlotte thinks Logan thinks green_suitcase. Hmm, wait — should it be red_box since Charlotte knows Logan saw her move? No, that's Charlotte's actual belief; the question goes through Oliver, and Oliver never saw the red_box move.

green_suitcase.
</think>

Oliver left right after moving the beans to the green_suitcase, so he never saw Charlotte move them to the red_box. In his view, Charlotte thinks Logan thinks they're in the green_suitcase.

**L. green_suitcase**""",
claims=[
("Beans start in the blue_envelope", "location", "true", 2, "objects row 2"),
("Lucas leaves first (line 4)", "order", "true", 4, "first exit"),
("Oliver moves the beans to the green_suitcase at line 5", "event", "true", 5, "line 5"),
("Charlotte, Jackson, Logan all there", "presence", "true", 5, "witnessed_by line 5"),
("Oliver leaves at 6", "event", "true", 6, "line 6"),
("Charlotte then moves them to the red_box at 7", "event", "true", 7, "line 7"),
("and leaves at 8", "event", "true", 8, "line 8"),
("Jackson and Logan see that", "presence", "true", 7, "witnessed_by line 7"),
("Jackson was the last one to leave the sunroom", "order", "false", 12, "PLANTED: Jackson exits at 12, Logan stays and exits last at 14"),
("the real location is red_box", "location", "true", "end", "objects row 15"),
("Charlotte, Jackson, Logan all know it", "belief", "true", "end", "all three = red_box"),
("But Oliver doesn't", "belief", "true", "end", "Oliver = green_suitcase"),
("Oliver's last view: green_suitcase", "belief", "true", "end", "Oliver = green_suitcase"),
("he saw that Charlotte and Logan were watching when he moved it", "presence", "true", 5, "both witnessed line 5"),
("Logan thinks green_suitcase", "belief", "true", "end", "Oliver -> Logan = green_suitcase", "perspective:"),
("Charlotte thinks green_suitcase", "belief", "true", "end", "Oliver -> Charlotte = green_suitcase"),
("Charlotte thinks Logan thinks green_suitcase", "belief", "true", "end", "Oliver -> Charlotte -> Logan = green_suitcase"),
("that's Charlotte's actual belief", "belief", "true", "end", "Charlotte -> Logan = red_box"),
("Oliver never saw the red_box move", "presence", "true", 7, "not in witnessed_by line 7"),
("Oliver left right after moving the beans to the green_suitcase", "order", "true", 6, "move 5, exit 6"),
("he never saw Charlotte move them to the red_box", "presence", "true", 7, "not in witnessed_by line 7"),
("In his view, Charlotte thinks Logan thinks they're in the green_suitcase", "belief", "true", "end", "gold chain = green_suitcase"),
]))

RECORDS.append(dict(style="terse", label="wrong", stated_answer="red_box",
response="""M. red_box""",
claims=[
("M. red_box", "belief", "false", "end", "Oliver -> Charlotte -> Logan = green_suitcase; red_box is the real location"),
]))
