# Q11 s6816-13-o3: Aiden -> Oliver -> Emily, sweet_potato; gold blue_container (L)
RECORDS = []

RECORDS.append(dict(style="narrative", label="sound", stated_answer="blue_container",
response="""Let me trace where each person was when the sweet potato moved.

All five are in the bathroom when the sweet potato is in the blue_container. Aiden is the very first to leave, at line 4, and at that point nobody has touched it. After Aiden is gone, Emily moves it to the green_box and Evelyn later moves it to the red_bottle, but Aiden sees neither move.

So Aiden only ever knew about the blue_container. He'd assume Oliver saw the same thing he did, and that Oliver would assume the same about Emily. The answer is L. blue_container.""",
claims=[
("All five are in the bathroom", "presence", "true", 2, "rooms row 2"),
("the sweet potato is in the blue_container", "location", "true", 2, "objects row 2"),
("Aiden is the very first to leave, at line 4", "order", "true", 4, "first exit line 4"),
("at that point nobody has touched it", "event", "true", 4, "no move before line 5"),
("After Aiden is gone, Emily moves it to the green_box", "event", "true", 5, "line 5"),
("Evelyn later moves it to the red_bottle", "event", "true", 8, "line 8"),
("Aiden sees neither move", "presence", "true", 8, "Aiden not in witnessed_by lines 5, 8"),
("Aiden only ever knew about the blue_container", "belief", "true", "end", "Aiden = blue_container"),
("He'd assume Oliver saw the same thing he did", "belief", "true", "end", "Aiden -> Oliver = blue_container"),
("Oliver would assume the same about Emily", "belief", "true", "end", "Aiden -> Oliver -> Emily = blue_container"),
]))

RECORDS.append(dict(style="terse", label="sound", stated_answer="blue_container",
response="""L. blue_container. Aiden walked out at line 4, before anyone touched the sweet potato.""",
claims=[
("Aiden walked out at line 4", "event", "true", 4, "line 4"),
("before anyone touched the sweet potato", "order", "true", 4, "4 < first move 5"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="blue_container",
response="""<think>
Aiden → Oliver → Emily, sweet_potato.

Start: blue_container (line 2). Aiden leaves at 4. Emily moves it to the green_box at 5, leaves at 6. Evelyn moves it to the red_bottle at 8. Oliver sees both moves, leaves at 11.

So Oliver thinks Emily thinks it's in the red_bottle — no wait, Emily left at 6, before Evelyn's move, and Oliver saw her leave. So Oliver thinks Emily thinks green_box.

But the question is Aiden's model. Aiden left before Emily's move, so Aiden doesn't know about any move. Aiden thinks Oliver thinks blue_container, and Aiden thinks Oliver thinks Emily thinks blue_container. Oliver's real belief is the green_box, but Aiden can't know that.

blue_container.
</think>

**L. blue_container**

Aiden left at line 4 before any move, so in his mind Oliver and Emily both still have the sweet_potato in the blue_container.""",
claims=[
("blue_container (line 2)", "location", "true", 2, "objects row 2"),
("Aiden leaves at 4", "event", "true", 4, "line 4"),
("Emily moves it to the green_box at 5", "event", "true", 5, "line 5"),
("leaves at 6", "event", "true", 6, "Emily exits line 6"),
("Evelyn moves it to the red_bottle at 8", "event", "true", 8, "line 8"),
("Oliver sees both moves", "presence", "true", 8, "Oliver witnessed lines 5 and 8"),
("leaves at 11", "event", "true", 11, "Oliver exits line 11"),
("Emily left at 6, before Evelyn's move", "order", "true", 8, "6 < 8"),
("Oliver saw her leave", "presence", "true", 6, "Oliver witnessed line 6"),
("Oliver thinks Emily thinks green_box", "belief", "true", "end", "Oliver -> Emily = green_box"),
("Aiden left before Emily's move", "order", "true", 5, "4 < 5"),
("Aiden doesn't know about any move", "belief", "true", "end", "Aiden = blue_container"),
("Aiden thinks Oliver thinks blue_container", "belief", "true", "end", "Aiden -> Oliver = blue_container"),
("Aiden thinks Oliver thinks Emily thinks blue_container", "belief", "true", "end", "gold chain = blue_container"),
("Oliver's real belief is the green_box", "belief", "false", "end", "PLANTED: Oliver saw Evelyn's move; Oliver = red_bottle"),
("Aiden left at line 4 before any move", "order", "true", 4, "4 < 5"),
("in his mind Oliver and Emily both still have the sweet_potato in the blue_container", "belief", "true", "end", "Aiden -> Oliver and Aiden -> Emily = blue_container"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="blue_container",
response="""**Step 1: Initial state.** The sweet_potato is in the blue_container (line 2), and Aiden, Emily, Evelyn, Oliver and William are all in the bathroom.

**Step 2: Aiden leaves.** Aiden exits at line 4 before anything is moved.

**Step 3: Moves after Aiden leaves.** Emily moves the sweet_potato to the green_box (line 5) and exits (line 6). Evelyn then moves it again (line 8) while Oliver and William watch.

**Step 4: Final location.** The sweet_potato ends up in the green_box, but Aiden never finds out about any of this.

**Step 5: Nested belief.** Aiden's last information is the blue_container. He has no reason to think Oliver or Emily saw anything else, so Aiden thinks Oliver thinks Emily thinks the sweet_potato is in the blue_container.

**Answer:** L. blue_container""",
claims=[
("The sweet_potato is in the blue_container (line 2)", "location", "true", 2, "objects row 2"),
("Aiden, Emily, Evelyn, Oliver and William are all in the bathroom", "presence", "true", 2, "rooms row 2"),
("Aiden exits at line 4", "event", "true", 4, "line 4"),
("before anything is moved", "order", "true", 4, "4 < 5"),
("Emily moves the sweet_potato to the green_box (line 5)", "event", "true", 5, "line 5"),
("exits (line 6)", "event", "true", 6, "line 6"),
("Evelyn then moves it again (line 8)", "event", "true", 8, "line 8"),
("while Oliver and William watch", "presence", "true", 8, "witnessed_by line 8"),
("The sweet_potato ends up in the green_box", "location", "false", "end", "PLANTED: after Evelyn's move it ends in the red_bottle"),
("Aiden never finds out about any of this", "belief", "true", "end", "Aiden = blue_container"),
("Aiden's last information is the blue_container", "belief", "true", "end", "Aiden = blue_container"),
("He has no reason to think Oliver or Emily saw anything else", "belief", "true", "end", "Aiden -> Oliver and Aiden -> Emily = blue_container"),
("Aiden thinks Oliver thinks Emily thinks the sweet_potato is in the blue_container", "belief", "true", "end", "gold chain = blue_container"),
]))

RECORDS.append(dict(style="answer_first", label="wrong", stated_answer="green_box",
response="""M. green_box

Explanation:
- Emily moves the sweet_potato from the blue_container to the green_box (line 5) and leaves right away (line 6), so Emily's last knowledge is the green_box.
- Oliver watched Emily make that move and leave, so Oliver thinks Emily thinks it's in the green_box.
- Aiden knows Oliver and Emily were in the bathroom together, so Aiden would think Oliver thinks Emily thinks it's in the green_box.""",
claims=[
("Emily moves the sweet_potato from the blue_container to the green_box (line 5)", "event", "true", 5, "line 5"),
("leaves right away (line 6)", "event", "true", 6, "line 6"),
("Emily's last knowledge is the green_box", "belief", "true", "end", "Emily = green_box"),
("Oliver watched Emily make that move and leave", "presence", "true", 6, "Oliver witnessed lines 5 and 6"),
("Oliver thinks Emily thinks it's in the green_box", "belief", "true", "end", "Oliver -> Emily = green_box", "and leave, so"),
("Aiden knows Oliver and Emily were in the bathroom together", "belief", "uncheckable", None, "knowledge about presence, no determinate time"),
("Aiden would think Oliver thinks Emily thinks it's in the green_box", "belief", "false", "end", "gold chain = blue_container"),
]))
