# Q6 s6814-11-o1 Jack really thinks strawberry = red_drawer (L)
R1 = """**L. red_drawer**

- Jack moved the strawberry from the blue_treasure_chest to the red_drawer himself (line 4).
- He exited the attic immediately afterwards (line 5), so he missed William's move to the blue_bottle (line 8) and Evelyn's move to the green_treasure_chest (line 11).
- The second half of the story is about the orange in the closet, and Jack isn't even in that room.

Jack therefore still believes the strawberry is in the red_drawer."""

R2 = """L. red_drawer — he put it there himself at line 4 and left before Jayden moved it."""

R3 = """Let me trace Jack's view specifically. Jack is in the attic when the strawberry is first seen in the blue_treasure_chest, and he's the one who moves it into the red_drawer. Right after that he leaves, and he is the first person to do so.

Everything that follows in the attic — William putting it in the blue_bottle, Evelyn moving it to the green_treasure_chest — happens after Jack is gone, and nobody tells him about it later. (Gracie liking the green_box is just a distractor.)

So Jack still thinks the strawberry is in the red_drawer, even though it's actually in the green_treasure_chest. The answer is L. red_drawer."""

R4 = """**Step 1:** The strawberry starts in the blue_treasure_chest (line 3).

**Step 2:** Jack moves it to the red_drawer (line 4) while everyone is in the attic.

**Step 3:** Jack exits (line 5). He is no longer present for anything that happens next.

**Step 4:** After Jack leaves, William moves the strawberry to the blue_bottle (line 8), and that's where it ends up.

**Step 5:** Jack never learns about any of this — there are no messages in the story.

**Answer:** L. red_drawer"""

R5 = """<think>
"Where does Jack really think the strawberry is?" Hmm, the "really" is odd. Let me just track.

blue_treasure_chest (3) → Jack moves it to red_drawer (4) → Jack leaves (5) → Jayden leaves (7) → William moves it to blue_bottle (8) → William leaves (10) → Evelyn moves it to green_treasure_chest (11) → Evelyn leaves → Gracie stays and leaves.

Jack left at 5, so Jack's belief would be red_drawer. But the question says "really" — I think it's asking for the true location, i.e., where it really is. That'd be green_treasure_chest. Hmm. "Really think"... I'll go with the actual location since that's the emphasis.
</think>

N. green_treasure_chest"""

RECORDS = [
 dict(style="answer_first", label="sound", stated_answer="red_drawer", response=R1, claims=[
  dict(text="Jack moved the strawberry from the blue_treasure_chest to the red_drawer himself (line 4)", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="He exited the attic immediately afterwards (line 5)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="he missed William's move to the blue_bottle (line 8)", kind="presence", verdict="true", time=8, note="Jack not witness of 8"),
  dict(text="Evelyn's move to the green_treasure_chest (line 11)", kind="event", verdict="true", time=11, note="line 11, Jack absent"),
  dict(text="The second half of the story is about the orange in the closet", kind="event", verdict="true", time=23, note="lines 16-23"),
  dict(text="Jack isn't even in that room", kind="presence", verdict="true", time=18, note="Jack in waiting_room during closet scene"),
  dict(text="Jack therefore still believes the strawberry is in the red_drawer", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="terse", label="unsound", stated_answer="red_drawer", response=R2, claims=[
  dict(text="L. red_drawer", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="he put it there himself at line 4", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="left before Jayden moved it", kind="event", verdict="false", time=8, note="PLANT: Jayden never moved the strawberry; William did (line 8)"),
 ]),
 dict(style="narrative", label="sound", stated_answer="red_drawer", response=R3, claims=[
  dict(text="Jack is in the attic when the strawberry is first seen in the blue_treasure_chest", kind="presence", verdict="true", time=3, note="Jack witness 3"),
  dict(text="he's the one who moves it into the red_drawer", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="Right after that he leaves", kind="order", verdict="true", time=5, note="4 then 5"),
  dict(text="he is the first person to do so", kind="order", verdict="true", time=5, note="first exit"),
  dict(text="William putting it in the blue_bottle", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="Evelyn moving it to the green_treasure_chest", kind="event", verdict="true", time=11, note="line 11"),
  dict(text="happens after Jack is gone", kind="order", verdict="true", time=11, note="Jack exited 5"),
  dict(text="nobody tells him about it later", kind="communication", verdict="true", time="end", note="no tells in story"),
  dict(text="Gracie liking the green_box is just a distractor", kind="event", verdict="uncheckable", time=None, note="about the puzzle design, not the story world"),
  dict(text="So Jack still thinks the strawberry is in the red_drawer", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="it's actually in the green_treasure_chest", kind="location", verdict="true", time="end", note="strawberry@green_treasure_chest"),
  dict(text="The answer is L. red_drawer", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="numbered", label="unsound", stated_answer="red_drawer", response=R4, claims=[
  dict(text="The strawberry starts in the blue_treasure_chest (line 3)", kind="location", verdict="true", time=3, note="line 3"),
  dict(text="Jack moves it to the red_drawer (line 4)", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="while everyone is in the attic", kind="presence", verdict="true", time=4, note="all witness"),
  dict(text="Jack exits (line 5)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="He is no longer present for anything that happens next", kind="presence", verdict="true", time=14, note="Jack absent from attic after 5"),
  dict(text="After Jack leaves, William moves the strawberry to the blue_bottle (line 8)", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="that's where it ends up", kind="location", verdict="false", time="end", note="PLANT: Evelyn moved it on to the green_treasure_chest (11)"),
  dict(text="Jack never learns about any of this", kind="belief", verdict="true", time="end", note="Jack stays red_drawer"),
  dict(text="there are no messages in the story", kind="communication", verdict="true", time="end", note="no claims/tells"),
  dict(text="**Answer:** L. red_drawer", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="thinking", label="wrong", stated_answer="green_treasure_chest", response=R5, claims=[
  dict(text="blue_treasure_chest (3)", kind="location", verdict="true", time=3, note="line 3"),
  dict(text="Jack moves it to red_drawer (4)", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="Jack leaves (5)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Jayden leaves (7)", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="William moves it to blue_bottle (8)", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="William leaves (10)", kind="event", verdict="true", time=10, note="line 10"),
  dict(text="Evelyn moves it to green_treasure_chest (11)", kind="event", verdict="true", time=11, note="line 11"),
  dict(text="Evelyn leaves", kind="event", verdict="true", time=12, note="line 12"),
  dict(text="Gracie stays and leaves", kind="event", verdict="true", time=14, note="13-14"),
  dict(text="Jack left at 5", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Jack's belief would be red_drawer", kind="belief", verdict="true", time="end", note="Jack believes red_drawer"),
  dict(text="That'd be green_treasure_chest", kind="location", verdict="true", time="end", note="real location"),
  dict(text="N. green_treasure_chest", kind="belief", verdict="false", time="end", note="gold red_drawer; answers reality instead"),
 ]),
]
