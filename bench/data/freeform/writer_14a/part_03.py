# Q2 s6814-19-o4 Jacob->James->Aria->Logan cabbage = blue_treasure_chest (B)
R1 = """B. blue_treasure_chest

Explanation:
- The cabbage starts in the blue_treasure_chest (line 2) with all five on the patio.
- James leaves at line 4, before anyone moves it. So from Jacob's perspective, James's whole picture — including what James imagines Aria and Logan believe — is frozen at the blue_treasure_chest.
- Aria's move to the blue_container (line 5), Gracie's to the green_container (line 10) and Jacob's move back (line 12) all happen after James is gone."""

R2 = """<think>
Chain: Jacob → James → Aria → Logan. Outermost is Jacob, but the key is James, since everything inside gets filtered through what Jacob thinks James knows.

Cabbage in blue_treasure_chest at line 2, all present. James stays a minute and exits at line 4. Then Aria moves it to the blue_container — James missed that. Jacob saw it, though; Jacob stays until line 13.

Logan exits at 9... wait, let me check whether Logan saw Gracie's move. Line 10 is Gracie moving it to the green_container, and Logan was still there for that. Anyway Logan doesn't matter at the innermost level once James is out.

Jacob saw James leave before any move. So Jacob thinks James thinks the cabbage is still in the blue_treasure_chest, and James has no reason to think Aria or Logan saw anything different. Chain = blue_treasure_chest.

Funny, it's actually back in the blue_treasure_chest now anyway because of Jacob's move at 12.
</think>

**B. blue_treasure_chest**"""

R3 = """**Step 1: Track the cabbage.**
- Line 2: starts in the blue_treasure_chest
- Line 5: Aria moves it to the blue_container
- Line 10: Gracie moves it to the green_container
- Line 12: Jacob moves it back to the blue_treasure_chest

**Step 2: Who was present?**
James left at line 4, so he saw only the first location. Aria left at line 6, Logan at line 9, Gracie at line 11, and Jacob was last out at line 13.

**Step 3: Nest the beliefs.**
Jacob knows James left before the first move, so Jacob thinks James thinks the cabbage is in the blue_treasure_chest. Anything James imagines about Aria and Logan is based on that same starting point.

**Answer:** B. blue_treasure_chest"""

R4 = """Let me trace where each person was when the cabbage moved. Everyone sees it placed in the blue_treasure_chest. James is the first to leave, before anything happens to it. Aria then moves it to the blue_container while Logan, Gracie and Jacob watch, and leaves. Logan leaves next, then Gracie moves it to the green_container with only Jacob watching, and finally Jacob, alone, puts it back in the blue_treasure_chest.

Jacob himself assumes Aria still thinks it's in the blue_treasure_chest, but the question runs through James anyway. Jacob saw James walk out before the first move, so in Jacob's model James never learned of any move, and James's ideas about Aria's ideas about Logan can only point to the original spot.

The answer is B. blue_treasure_chest."""

R5 = """B. blue_treasure_chest"""

RECORDS = [
 dict(style="answer_first", label="sound", stated_answer="blue_treasure_chest", response=R1, claims=[
  dict(text="The cabbage starts in the blue_treasure_chest (line 2)", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="with all five on the patio", kind="presence", verdict="true", time=2, note="all five witness 2"),
  dict(text="James leaves at line 4", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="before anyone moves it", kind="order", verdict="true", time=4, note="first move at 5"),
  dict(text="James's whole picture — including what James imagines Aria and Logan believe — is frozen at the blue_treasure_chest", kind="belief", verdict="true", time="end", note="Jacob->James, Jacob->James->Aria(->Logan) = blue_treasure_chest"),
  dict(text="Aria's move to the blue_container (line 5)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Gracie's to the green_container (line 10)", kind="event", verdict="true", time=10, note="line 10"),
  dict(text="Jacob's move back (line 12)", kind="event", verdict="true", time=12, note="line 12 to blue_treasure_chest"),
  dict(text="all happen after James is gone", kind="order", verdict="true", time=12, note="James exited 4"),
 ]),
 dict(style="thinking", label="unsound", stated_answer="blue_treasure_chest", response=R2, claims=[
  dict(text="Cabbage in blue_treasure_chest at line 2", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="all present", kind="presence", verdict="true", time=2, note="all five witness"),
  dict(text="James stays a minute and exits at line 4", kind="event", verdict="true", time=4, note="lines 3-4"),
  dict(text="Aria moves it to the blue_container", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="James missed that", kind="presence", verdict="true", time=5, note="James not witness of 5"),
  dict(text="Jacob saw it", kind="presence", verdict="true", time=5, note="Jacob witness of 5"),
  dict(text="Jacob stays until line 13", kind="presence", verdict="true", time=13, note="Jacob exits 13"),
  dict(text="Logan exits at 9", kind="event", verdict="true", time=9, note="line 9"),
  dict(text="Line 10 is Gracie moving it to the green_container", kind="event", verdict="true", time=10, note="line 10"),
  dict(text="Logan was still there for that", kind="presence", verdict="false", time=10, note="PLANT: Logan exited at 9; witnesses of 10 are Gracie, Jacob"),
  dict(text="Jacob saw James leave before any move", kind="presence", verdict="true", time=4, note="Jacob witness of 4"),
  dict(text="Jacob thinks James thinks the cabbage is still in the blue_treasure_chest", kind="belief", verdict="true", time="end", note="Jacob->James = blue_treasure_chest"),
  dict(text="James has no reason to think Aria or Logan saw anything different", kind="belief", verdict="true", time="end", note="James->Aria, James->Logan = blue_treasure_chest"),
  dict(text="Chain = blue_treasure_chest", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="it's actually back in the blue_treasure_chest now", kind="location", verdict="true", time="end", note="cabbage@blue_treasure_chest at end"),
  dict(text="because of Jacob's move at 12", kind="event", verdict="true", time=12, note="line 12"),
  dict(text="**B. blue_treasure_chest**", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="numbered", label="sound", stated_answer="blue_treasure_chest", response=R3, claims=[
  dict(text="Line 2: starts in the blue_treasure_chest", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="Line 5: Aria moves it to the blue_container", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Line 10: Gracie moves it to the green_container", kind="event", verdict="true", time=10, note="line 10"),
  dict(text="Line 12: Jacob moves it back to the blue_treasure_chest", kind="event", verdict="true", time=12, note="line 12"),
  dict(text="James left at line 4", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="he saw only the first location", kind="presence", verdict="true", time=4, note="James witnessed 2 only"),
  dict(text="Aria left at line 6", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="Logan at line 9", kind="event", verdict="true", time=9, note="line 9"),
  dict(text="Gracie at line 11", kind="event", verdict="true", time=11, note="line 11"),
  dict(text="Jacob was last out at line 13", kind="order", verdict="true", time=13, note="last exit 13"),
  dict(text="Jacob knows James left before the first move", kind="belief", verdict="true", time=4, note="Jacob witnessed James exit at 4, before move 5"),
  dict(text="Jacob thinks James thinks the cabbage is in the blue_treasure_chest", kind="belief", verdict="true", time="end", note="Jacob->James"),
  dict(text="Anything James imagines about Aria and Logan is based on that same starting point", kind="belief", verdict="true", time="end", note="James->Aria->Logan = blue_treasure_chest"),
  dict(text="**Answer:** B. blue_treasure_chest", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="narrative", label="unsound", stated_answer="blue_treasure_chest", response=R4, claims=[
  dict(text="Everyone sees it placed in the blue_treasure_chest", kind="presence", verdict="true", time=2, note="all witness 2"),
  dict(text="James is the first to leave", kind="order", verdict="true", time=4, note="first exit at 4"),
  dict(text="before anything happens to it", kind="order", verdict="true", time=4, note="first move 5"),
  dict(text="Aria then moves it to the blue_container", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="while Logan, Gracie and Jacob watch", kind="presence", verdict="true", time=5, note="witnesses of 5"),
  dict(text="and leaves", kind="event", verdict="true", time=6, note="Aria exits 6"),
  dict(text="Logan leaves next", kind="order", verdict="true", time=9, note="Logan exit 9 is next"),
  dict(text="Gracie moves it to the green_container", kind="event", verdict="true", time=10, note="line 10"),
  dict(text="with only Jacob watching", kind="presence", verdict="true", time=10, note="witnesses Gracie, Jacob"),
  dict(text="finally Jacob, alone, puts it back in the blue_treasure_chest", kind="event", verdict="true", time=12, note="line 12, only Jacob"),
  dict(text="Jacob himself assumes Aria still thinks it's in the blue_treasure_chest", kind="belief", verdict="false", time="end", note="PLANT: Jacob->Aria = blue_container (Jacob saw Aria's move)"),
  dict(text="Jacob saw James walk out before the first move", kind="presence", verdict="true", time=4, note="Jacob witness of 4"),
  dict(text="in Jacob's model James never learned of any move", kind="belief", verdict="true", time="end", note="Jacob->James = blue_treasure_chest"),
  dict(text="James's ideas about Aria's ideas about Logan can only point to the original spot", kind="belief", verdict="true", time="end", note="Jacob->James->Aria->Logan = blue_treasure_chest"),
  dict(text="The answer is B. blue_treasure_chest", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="terse", label="unsupported", stated_answer="blue_treasure_chest", response=R5, claims=[
  dict(text="B. blue_treasure_chest", kind="belief", verdict="true", time="end", note="answer only"),
 ]),
]
