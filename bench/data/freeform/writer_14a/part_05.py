# Q4 s6814-8-o3 Isla->William->Evelyn green_pepper = red_basket (L)
R1 = """<think>
Isla → William → Evelyn about the green_pepper.

Start: blue_treasure_chest (line 2). Alexander moves it to the red_basket (3) — all five in the cellar. Alexander leaves (4). Evelyn waits a minute and leaves (6). So Evelyn's last view: red_basket.

William moves it to red_pantry at 8 — but Evelyn is gone by then. William knows Evelyn left, he watched her go. So William thinks Evelyn thinks red_basket.

Isla: was she there for all this? Yes, Isla was in the cellar from line 1 until she left at 12. She saw Evelyn leave, saw William's move. So Isla knows William knows Evelyn missed the red_pantry move. Isla's own move to the blue_drawer (10) happens after William is gone, so it doesn't affect anything about William.

Wait — should I double check whether William might think Evelyn saw his move? No: Evelyn exited at 6, William moved at 8, and William was present at 6. Fine.

Answer: red_basket.
</think>

**L. red_basket** — Evelyn left soon after Alexander put the pepper there, and both William and Isla saw her go before William's move."""

R2 = """L. red_basket

Explanation:
- Alexander moves the green_pepper from the blue_treasure_chest to the red_basket (line 3) with everyone present.
- Evelyn was the first to leave the cellar (line 6), so the red_basket is the last place she saw it.
- William, who was still in the room, saw Evelyn leave, then moved the pepper to the red_pantry (line 8). He therefore thinks Evelyn still believes it is in the red_basket.
- Isla witnessed all of this (she stays until line 12), so Isla thinks William thinks Evelyn thinks the green_pepper is in the red_basket."""

R3 = """**L**"""

R4 = """**Step 1: Initial location.** The green_pepper is in the blue_treasure_chest (line 2).

**Step 2: Alexander's move.** Alexander moves it to the red_basket (line 3), and then leaves (line 4).

**Step 3: William's move.** William moves the green_pepper to the red_pantry (line 8). Evelyn stays in the cellar for a minute, so she sees this move.

**Step 4: Isla's move.** Isla moves it to the blue_drawer (line 10) after William has left, so William doesn't know about it.

**Step 5: Nesting.** Isla saw William's move and knows Evelyn was there too, so Isla thinks William thinks Evelyn thinks the pepper is in the red_pantry.

**Answer:** O. red_pantry"""

R5 = """Let me work through who saw what. Everyone is in the cellar when the green_pepper is found in the blue_treasure_chest, and everyone watches Alexander move it into the red_basket before he leaves.

The key moment is William's move. As I read it, William moves the pepper to the red_pantry before Evelyn steps out, so Evelyn sees it land there. William knows she was watching, and Isla, who was also in the room, knows that William knows. Isla's own later move to the blue_drawer happens after William has gone, so it plays no role in William's picture.

So Isla would think William thinks Evelyn thinks the green_pepper is in the red_pantry. The answer is O. red_pantry."""

RECORDS = [
 dict(style="thinking", label="sound", stated_answer="red_basket", response=R1, claims=[
  dict(text="blue_treasure_chest (line 2)", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="Alexander moves it to the red_basket (3)", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="all five in the cellar", kind="presence", verdict="true", time=3, note="all witness 3"),
  dict(text="Alexander leaves (4)", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="Evelyn waits a minute and leaves (6)", kind="event", verdict="true", time=6, note="lines 5-6"),
  dict(text="Evelyn's last view: red_basket", kind="belief", verdict="true", time=6, note="Evelyn believes red_basket"),
  dict(text="William moves it to red_pantry at 8", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="Evelyn is gone by then", kind="presence", verdict="true", time=8, note="Evelyn exited 6"),
  dict(text="he watched her go", kind="presence", verdict="true", time=6, note="William witness of 6"),
  dict(text="So William thinks Evelyn thinks red_basket", kind="belief", verdict="true", time="end", note="William->Evelyn red_basket"),
  dict(text="Isla was in the cellar from line 1 until she left at 12", kind="presence", verdict="true", time=12, note="Isla exits 12"),
  dict(text="She saw Evelyn leave, saw William's move", kind="presence", verdict="true", time=8, note="Isla witness of 6 and 8"),
  dict(text="Isla knows William knows Evelyn missed the red_pantry move", kind="belief", verdict="true", time="end", note="Isla->William->Evelyn red_basket"),
  dict(text="Isla's own move to the blue_drawer (10) happens after William is gone", kind="order", verdict="true", time=10, note="William exits 9, move 10"),
  dict(text="it doesn't affect anything about William", kind="belief", verdict="true", time=10, note="Isla->William stays red_pantry"),
  dict(text="Evelyn exited at 6, William moved at 8", kind="order", verdict="true", time=8, note="6 before 8"),
  dict(text="William was present at 6", kind="presence", verdict="true", time=6, note="William witness of 6"),
  dict(text="**L. red_basket**", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="Evelyn left soon after Alexander put the pepper there", kind="order", verdict="true", time=6, note="move 3, Evelyn exit 6"),
  dict(text="both William and Isla saw her go before William's move", kind="presence", verdict="true", time=6, note="both witness 6"),
 ]),
 dict(style="answer_first", label="unsound", stated_answer="red_basket", response=R2, claims=[
  dict(text="Alexander moves the green_pepper from the blue_treasure_chest to the red_basket (line 3)", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="with everyone present", kind="presence", verdict="true", time=3, note="all witness"),
  dict(text="Evelyn was the first to leave the cellar (line 6)", kind="order", verdict="false", time=6, note="PLANT: Alexander left first (line 4)"),
  dict(text="the red_basket is the last place she saw it", kind="belief", verdict="true", time=6, note="Evelyn believes red_basket"),
  dict(text="William, who was still in the room, saw Evelyn leave", kind="presence", verdict="true", time=6, note="William witness 6"),
  dict(text="then moved the pepper to the red_pantry (line 8)", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="He therefore thinks Evelyn still believes it is in the red_basket", kind="belief", verdict="true", time="end", note="William->Evelyn red_basket"),
  dict(text="Isla witnessed all of this", kind="presence", verdict="true", time=8, note="Isla witness 3, 6, 8"),
  dict(text="she stays until line 12", kind="presence", verdict="true", time=12, note="Isla exits 12"),
  dict(text="Isla thinks William thinks Evelyn thinks the green_pepper is in the red_basket", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="terse", label="unsupported", stated_answer="red_basket", response=R3, claims=[
  dict(text="L", kind="belief", verdict="true", time="end", note="letter only, L = red_basket"),
 ]),
 dict(style="numbered", label="wrong", stated_answer="red_pantry", response=R4, claims=[
  dict(text="The green_pepper is in the blue_treasure_chest (line 2)", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="Alexander moves it to the red_basket (line 3)", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="and then leaves (line 4)", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="William moves the green_pepper to the red_pantry (line 8)", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="Evelyn stays in the cellar for a minute", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="she sees this move", kind="presence", verdict="false", time=8, note="Evelyn exited at 6, not witness of 8"),
  dict(text="Isla moves it to the blue_drawer (line 10)", kind="event", verdict="true", time=10, note="line 10"),
  dict(text="after William has left", kind="order", verdict="true", time=10, note="William exits 9"),
  dict(text="William doesn't know about it", kind="belief", verdict="true", time=10, note="William believes red_pantry"),
  dict(text="Isla saw William's move", kind="presence", verdict="true", time=8, note="Isla witness 8"),
  dict(text="knows Evelyn was there too", kind="belief", verdict="false", time=8, note="Evelyn absent at 8; Isla->Evelyn red_basket"),
  dict(text="Isla thinks William thinks Evelyn thinks the pepper is in the red_pantry", kind="belief", verdict="false", time="end", note="gold red_basket"),
 ]),
 dict(style="narrative", label="wrong", stated_answer="red_pantry", response=R5, claims=[
  dict(text="Everyone is in the cellar when the green_pepper is found in the blue_treasure_chest", kind="presence", verdict="true", time=2, note="all witness 2"),
  dict(text="everyone watches Alexander move it into the red_basket", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="before he leaves", kind="order", verdict="true", time=4, note="move 3, exit 4"),
  dict(text="William moves the pepper to the red_pantry before Evelyn steps out", kind="order", verdict="false", time=8, note="Evelyn exits 6, move is 8"),
  dict(text="Evelyn sees it land there", kind="presence", verdict="false", time=8, note="Evelyn not witness of 8"),
  dict(text="William knows she was watching", kind="belief", verdict="false", time=8, note="William->Evelyn red_basket"),
  dict(text="Isla, who was also in the room", kind="presence", verdict="true", time=8, note="Isla witness 8"),
  dict(text="knows that William knows", kind="belief", verdict="false", time=8, note="Isla->William->Evelyn red_basket"),
  dict(text="Isla's own later move to the blue_drawer happens after William has gone", kind="order", verdict="true", time=10, note="9 before 10"),
  dict(text="it plays no role in William's picture", kind="belief", verdict="true", time=10, note="Isla->William stays red_pantry"),
  dict(text="The answer is O. red_pantry", kind="belief", verdict="false", time="end", note="gold red_basket"),
 ]),
]
