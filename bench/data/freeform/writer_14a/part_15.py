# Q14 s6814-14-o4 Jack->Amelia->Hannah->Owen cabbage = blue_bathtub (F)
R1 = """Let me trace where each person was. All five are in the closet when the cabbage turns up in the red_cupboard, and all five watch Owen move it to the blue_bathtub. Owen then leaves immediately, so from that point on, everyone knows Owen believes it's in the blue_bathtub — and everyone saw that everyone else saw Owen leave.

After Owen is gone the cabbage keeps moving: Hannah puts it in the red_container, Jack moves it to the red_bucket, Amelia moves it to the green_basket. But none of that can change what anyone thinks Owen believes, because Owen never saw any of it, and there is no conversation afterwards to update anyone.

So however deep the chain goes — Jack about Amelia about Hannah — the innermost belief, Owen's, is the blue_bathtub. The answer is F. blue_bathtub."""

R2 = """F. blue_bathtub — Owen left right after moving it, and Mia was the only one who didn't see the move."""

R3 = """**Step 1:** The cabbage starts in the red_cupboard (line 2).

**Step 2:** Owen moves it to the blue_bathtub (line 3) while Hannah, Jack, Amelia and Mia watch.

**Step 3:** Owen exits the closet (line 4). Every remaining person saw him leave, so all of them know Owen's last belief is the blue_bathtub.

**Step 4:** Hannah (line 5), Jack (line 7) and Amelia (line 9) move the cabbage again, but Owen is not present for any of these moves.

**Step 5:** Jack thinks Amelia thinks Hannah thinks Owen thinks the cabbage is in the blue_bathtub.

**Final answer: F. blue_bathtub**"""

R4 = """<think>
Chain: Jack → Amelia → Hannah → Owen.

Cabbage: red_cupboard (2) → blue_bathtub by Owen (3). Owen leaves (4). Hannah → red_container (5), leaves (6). Jack → red_bucket (7), leaves (8). Amelia → green_basket (9), leaves (10). Mia last.

Let me build from the outside. Jack himself thinks Amelia believes it's in the green_basket, since that's where she put it. Jack saw Hannah's move and her exit, so in Jack's model of Amelia, Hannah believes red_container.

One level deeper: what Hannah thinks Owen thinks. Owen left at 4, right after his move, with Hannah watching. So Hannah thinks Owen thinks blue_bathtub, and since everyone saw that, nothing in Jack's or Amelia's view changes it.

Also, the workshop part is lettuce only.
</think>

**F. blue_bathtub**"""

R5 = """**Answer: F. blue_bathtub**

Jack thinks Amelia thinks Hannah thinks Owen thinks the cabbage is in the blue_bathtub."""

RECORDS = [
 dict(style="narrative", label="sound", stated_answer="blue_bathtub", response=R1, claims=[
  dict(text="All five are in the closet when the cabbage turns up in the red_cupboard", kind="presence", verdict="true", time=2, note="all witness 2"),
  dict(text="all five watch Owen move it to the blue_bathtub", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="Owen then leaves immediately", kind="order", verdict="true", time=4, note="3 then 4"),
  dict(text="everyone knows Owen believes it's in the blue_bathtub", kind="belief", verdict="true", time="end", note="X->Owen blue_bathtub for all"),
  dict(text="everyone saw that everyone else saw Owen leave", kind="presence", verdict="true", time=4, note="all four remaining witness 4"),
  dict(text="Hannah puts it in the red_container", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Jack moves it to the red_bucket", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="Amelia moves it to the green_basket", kind="event", verdict="true", time=9, note="line 9"),
  dict(text="none of that can change what anyone thinks Owen believes", kind="belief", verdict="true", time="end", note="X->Owen unchanged"),
  dict(text="Owen never saw any of it", kind="presence", verdict="true", time=9, note="Owen not witness 5, 7, 9"),
  dict(text="there is no conversation afterwards to update anyone", kind="communication", verdict="true", time="end", note="no claims/tells"),
  dict(text="the innermost belief, Owen's, is the blue_bathtub", kind="belief", verdict="true", time="end", note="Owen blue_bathtub"),
  dict(text="The answer is F. blue_bathtub", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="terse", label="unsound", stated_answer="blue_bathtub", response=R2, claims=[
  dict(text="F. blue_bathtub", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="Owen left right after moving it", kind="order", verdict="true", time=4, note="3 then 4"),
  dict(text="Mia was the only one who didn't see the move", kind="presence", verdict="false", time=3, note="PLANT: all five, Mia included, witnessed line 3"),
 ]),
 dict(style="numbered", label="sound", stated_answer="blue_bathtub", response=R3, claims=[
  dict(text="The cabbage starts in the red_cupboard (line 2)", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="Owen moves it to the blue_bathtub (line 3)", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="while Hannah, Jack, Amelia and Mia watch", kind="presence", verdict="true", time=3, note="witnesses"),
  dict(text="Owen exits the closet (line 4)", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="Every remaining person saw him leave", kind="presence", verdict="true", time=4, note="witnesses of 4"),
  dict(text="all of them know Owen's last belief is the blue_bathtub", kind="belief", verdict="true", time="end", note="X->Owen blue_bathtub"),
  dict(text="Hannah (line 5), Jack (line 7) and Amelia (line 9) move the cabbage again", kind="event", verdict="true", time=9, note="5, 7, 9"),
  dict(text="Owen is not present for any of these moves", kind="presence", verdict="true", time=9, note="Owen absent"),
  dict(text="Jack thinks Amelia thinks Hannah thinks Owen thinks the cabbage is in the blue_bathtub", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="**Final answer: F. blue_bathtub**", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="thinking", label="unsound", stated_answer="blue_bathtub", response=R4, claims=[
  dict(text="red_cupboard (2)", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="blue_bathtub by Owen (3)", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="Owen leaves (4)", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="Hannah → red_container (5)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="leaves (6)", kind="event", verdict="true", time=6, note="Hannah exits 6"),
  dict(text="Jack → red_bucket (7)", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="leaves (8)", kind="event", verdict="true", time=8, note="Jack exits 8"),
  dict(text="Amelia → green_basket (9)", kind="event", verdict="true", time=9, note="line 9"),
  dict(text="leaves (10)", kind="event", verdict="true", time=10, note="Amelia exits 10"),
  dict(text="Mia last", kind="order", verdict="true", time=13, note="Mia last exit"),
  dict(text="Jack himself thinks Amelia believes it's in the green_basket", kind="belief", verdict="false", time="end", note="PLANT: Jack left at 8 before Amelia's move; Jack->Amelia = red_bucket"),
  dict(text="Jack saw Hannah's move and her exit", kind="presence", verdict="true", time=6, note="Jack witness 5, 6"),
  dict(text="in Jack's model of Amelia, Hannah believes red_container", kind="belief", verdict="true", time="end", note="Jack->Amelia->Hannah red_container"),
  dict(text="Owen left at 4, right after his move", kind="order", verdict="true", time=4, note="3 then 4"),
  dict(text="with Hannah watching", kind="presence", verdict="true", time=4, note="Hannah witness 3, 4"),
  dict(text="So Hannah thinks Owen thinks blue_bathtub", kind="belief", verdict="true", time="end", note="Hannah->Owen blue_bathtub"),
  dict(text="nothing in Jack's or Amelia's view changes it", kind="belief", verdict="true", time="end", note="A->H->O and J->A->H->O blue_bathtub"),
  dict(text="the workshop part is lettuce only", kind="event", verdict="true", time=22, note="lines 16-22 lettuce"),
  dict(text="**F. blue_bathtub**", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="answer_first", label="unsupported", stated_answer="blue_bathtub", response=R5, claims=[
  dict(text="**Answer: F. blue_bathtub**", kind="belief", verdict="true", time="end", note="answer"),
  dict(text="Jack thinks Amelia thinks Hannah thinks Owen thinks the cabbage is in the blue_bathtub.", kind="belief", verdict="true", time="end", note="restatement only"),
 ]),
]
