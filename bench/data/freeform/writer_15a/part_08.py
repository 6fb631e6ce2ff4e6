# Q8 s6815-11-o1: Elizabeth, celery; gold red_box
ROW = 8
R1 = """**Answer: E. red_box**

Explanation:
- Elizabeth stays in the cellar the longest; she is the last to leave (line 13).
- She sees Jack move the celery to the green_bottle (line 5) and then Sophia move it to the red_box (line 8).
- Ethan leaves at line 11 still thinking it's in the green_bottle, but Elizabeth stays on.
- Elizabeth isn't in the basement later, and that part of the story only concerns the cucumber anyway.

So Elizabeth thinks the celery is in the red_box."""

R2 = """1. **Initial location:** The celery is in the red_crate (line 2).
2. **Jack's move:** Jack moves the celery to the green_bottle (line 5). Elizabeth, Sophia and Ethan are present.
3. **Elizabeth loses her phone (line 7):** She is distracted looking for it, so she does not see Sophia move the celery to the red_box (line 8).
4. **Remaining events:** Ethan and Elizabeth leave the cellar; the later scenes are about the cucumber.

Elizabeth's last observed location of the celery is the green_bottle.

**Answer:** C. green_bottle"""

R3 = """Let me trace where Elizabeth was during each move of the celery.

She's in the cellar from the very beginning, when the celery is in the red_crate. Mason leaves without doing anything. Jack then moves the celery into the green_bottle and leaves; Elizabeth is still there. Losing her phone at line 7 doesn't take her out of the room, so she also sees Sophia move the celery into the red_box.

After that, Sophia and then Ethan leave, and Elizabeth is the last one in the cellar. No one moves the celery after Sophia, so what Elizabeth believes matches reality.

The rest of the story happens in the basement and the waiting room, and it's all about the cucumber. Jack's public claim and Mason's private tell both concern the cucumber, so Elizabeth's belief about the celery is untouched.

The answer is E. red_box."""

R4 = """**E**"""

R5 = """<think>
Elizabeth's own belief about the celery.

Cellar: celery in red_crate (2). Mason leaves (4). Jack moves to green_bottle (5). Who's there? Jack, Sophia, Ethan, Elizabeth, and Mason too I think... no wait, Mason left at line 4, so Mason wasn't there. OK.

Elizabeth lost his phone (7), just a distractor. Sophia moves celery to red_box (8). Elizabeth still in the cellar. Sophia leaves (9), Ethan leaves (11), Elizabeth leaves last (13).

Basement part: Mason, Sophia and Ethan with the cucumber. Elizabeth stays in the waiting_room. Jack's public claim is about the cucumber (blue_basket). Mason tells Jack green_container, cucumber again.

So Elizabeth: red_box.
</think>

E. red_box — she was the last person in the cellar and saw Sophia put the celery in the red_box."""

RECORDS = [
 dict(style="answer_first", label="unsound", stated_answer="red_box", response=R1, claims=[
  ("Elizabeth stays in the cellar the longest; she is the last to leave (line 13)", "order", "true", 13, "last exit"),
  ("She sees Jack move the celery to the green_bottle (line 5)", "presence", "true", 5, "Elizabeth witnessed 5"),
  ("then Sophia move it to the red_box (line 8)", "presence", "true", 8, "Elizabeth witnessed 8"),
  ("Ethan leaves at line 11", "event", "true", 11, "line 11"),
  ("still thinking it's in the green_bottle", "belief", "false", 11, "PLANTED: Ethan saw Sophia's move; red_box at 11"),
  ("Elizabeth isn't in the basement later", "presence", "true", 17, "Elizabeth in waiting_room 15-23"),
  ("that part of the story only concerns the cucumber", "event", "true", 23, "lines 15-23 cucumber"),
  ("So Elizabeth thinks the celery is in the red_box", "belief", "true", "end", "gold"),
 ]),
 dict(style="numbered", label="wrong", stated_answer="green_bottle", response=R2, claims=[
  ("The celery is in the red_crate (line 2)", "location", "true", 2, "line 2"),
  ("Jack moves the celery to the green_bottle (line 5)", "event", "true", 5, "line 5"),
  ("Elizabeth, Sophia and Ethan are present", "presence", "true", 5, "witnessed_by 5"),
  ("Elizabeth loses her phone (line 7)", "event", "true", 7, "line 7"),
  ("She is distracted looking for it", "presence", "uncheckable", 7, "mental state not in golds"),
  ("she does not see Sophia move the celery to the red_box (line 8)", "presence", "false", 8, "Elizabeth witnessed 8"),
  ("Ethan and Elizabeth leave the cellar", "event", "true", 13, "lines 11, 13"),
  ("the later scenes are about the cucumber", "event", "true", 26, "lines 15-26"),
  ("Elizabeth's last observed location of the celery is the green_bottle", "belief", "false", "end", "Elizabeth red_box"),
 ]),
 dict(style="narrative", label="sound", stated_answer="red_box", response=R3, claims=[
  ("She's in the cellar from the very beginning", "presence", "true", 1, "line 1"),
  ("when the celery is in the red_crate", "location", "true", 2, "line 2"),
  ("Mason leaves without doing anything", "event", "true", 4, "lines 3-4"),
  ("Jack then moves the celery into the green_bottle", "event", "true", 5, "line 5"),
  ("and leaves;", "event", "true", 6, "line 6"),
  ("Elizabeth is still there", "presence", "true", 6, "Elizabeth in cellar"),
  ("Losing her phone at line 7 doesn't take her out of the room", "presence", "true", 7, "Elizabeth in cellar at 7"),
  ("she also sees Sophia move the celery into the red_box", "presence", "true", 8, "Elizabeth witnessed 8"),
  ("Sophia and then Ethan leave", "order", "true", 11, "9 then 11"),
  ("Elizabeth is the last one in the cellar", "order", "true", 13, "last exit"),
  ("No one moves the celery after Sophia", "event", "true", "end", "red_box to end"),
  ("what Elizabeth believes matches reality", "belief", "true", "end", "Elizabeth red_box = celery red_box"),
  ("it's all about the cucumber", "event", "true", 26, "lines 15-26"),
  ("Jack's public claim and Mason's private tell both concern the cucumber", "communication", "true", 26, "lines 25-26"),
  ("Elizabeth's belief about the celery is untouched", "belief", "true", 26, "red_box 24-26"),
 ]),
 dict(style="terse", label="unsupported", stated_answer="red_box", response=R4, claims=[]),
 dict(style="thinking", label="unsound", stated_answer="red_box", response=R5, claims=[
  ("celery in red_crate (2)", "location", "true", 2, "line 2"),
  ("Mason leaves (4)", "event", "true", 4, "line 4"),
  ("Jack moves to green_bottle (5)", "event", "true", 5, "line 5"),
  ("Mason left at line 4, so Mason wasn't there", "presence", "true", 5, "Mason absent at 5"),
  ("Elizabeth lost his phone (7)", "event", "true", 7, "line 7"),
  ("Sophia moves celery to red_box (8)", "event", "true", 8, "line 8"),
  ("Elizabeth still in the cellar", "presence", "true", 8, "Elizabeth in cellar"),
  ("Sophia leaves (9)", "event", "true", 9, "line 9"),
  ("Ethan leaves (11)", "event", "true", 11, "line 11"),
  ("Elizabeth leaves last (13)", "order", "true", 13, "last exit"),
  ("Basement part: Mason, Sophia and Ethan with the cucumber", "presence", "false", 15, "PLANTED: Jack, not Ethan, entered the basement"),
  ("Elizabeth stays in the waiting_room", "presence", "true", 15, "Elizabeth waiting_room 15-23"),
  ("Jack's public claim is about the cucumber (blue_basket)", "communication", "true", 25, "line 25"),
  ("Mason tells Jack green_container, cucumber again", "communication", "true", 26, "line 26"),
  ("So Elizabeth: red_box", "belief", "true", "end", "gold"),
  ("she was the last person in the cellar", "order", "true", 13, "last exit"),
  ("saw Sophia put the celery in the red_box", "presence", "true", 8, "Elizabeth witnessed 8"),
 ]),
]
