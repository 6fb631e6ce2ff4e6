# Q0 s6814-9-o4  Carter->Aria->Nathan->Noah apple = green_basket (C)
R1 = """**Answer: C. green_basket**

Explanation:
- The apple starts in the red_bathtub (line 2), and Carter moves it to the green_basket while all five are in the laundry (line 3).
- Carter exits right after that (line 4). Every later move of the apple — Noah's to the green_box (line 9) and Mia's to the blue_crate (line 12) — happens without him.
- Carter's last shared view with the others has the apple in the green_basket, so anything he imagines Aria imagining about Nathan and Noah stops there.
- The private tells at the end are about the pear, not the apple, so they change nothing here.

So Carter thinks Aria thinks Nathan thinks Noah thinks the apple is in the green_basket."""

R2 = """<think>
Need Carter -> Aria -> Nathan -> Noah for the apple.

Apple: red_bathtub at first, then Carter moves it to green_basket at line 3. Everyone's in the laundry then. Carter leaves at 4.

After that: Nathan leaves at 8. Noah moves apple to green_box (9), leaves (10). Mia moves it to blue_crate (12), leaves. Aria stays last, so Aria saw both moves... Aria herself ends up thinking the apple is in the green_box.

But none of that matters for Carter — he was gone from line 4 onward. From Carter's point of view the last thing anyone did with the apple was his own move. Hmm, the tells at 27 and 28 — those are about the pear. Not relevant.

So the whole chain collapses to green_basket.
</think>

The answer is C. green_basket — Carter left right after putting the apple there, so his nested picture of Aria, Nathan and Noah never updates."""

R3 = """Step 1: Find where the apple started. It was in the red_bathtub (line 2).

Step 2: Carter moved the apple to the green_basket (line 3). All five people, including Carter, Aria, Nathan and Noah, saw this.

Step 3: Carter exited the laundry (line 4). From then on Carter doesn't see anything that happens to the apple.

Step 4: Since Carter saw everybody watch the apple go into the green_basket, he believes Aria believes Nathan believes Noah believes it is there. Nothing he witnesses later changes that.

**Answer:** C. green_basket"""

R4 = """Let me trace where each person was. All five start in the laundry with the apple in the red_bathtub. Carter moves it into the green_basket with everyone watching, and then he's the first to leave. Nathan lingers for a minute, and just before he exits, Noah moves the apple to the green_box. Noah leaves, Mia moves it once more — to the blue_crate — and Aria goes out after her.

So when Carter left, the apple was in the green_basket, and as far as Carter knows, everyone else saw it go there and nothing has happened since. Whatever chain of beliefs he attributes to Aria about Nathan about Noah is built on that same last event. The later moves are invisible to him. Aria, staying behind to the very end, seems to be the most careful observer of the group.

The answer is C. green_basket."""

R5 = """A. green_box — that's where Noah last put it."""

RECORDS = [
 dict(style="answer_first", label="sound", stated_answer="green_basket", response=R1, claims=[
  dict(text="The apple starts in the red_bathtub (line 2)", kind="location", verdict="true", time=2, note="apple@red_bathtub at 2"),
  dict(text="Carter moves it to the green_basket", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="while all five are in the laundry (line 3)", kind="presence", verdict="true", time=3, note="witnessed by all five"),
  dict(text="Carter exits right after that (line 4)", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="Noah's to the green_box (line 9)", kind="event", verdict="true", time=9, note="line 9"),
  dict(text="Mia's to the blue_crate (line 12)", kind="event", verdict="true", time=12, note="line 12"),
  dict(text="happens without him", kind="presence", verdict="true", time=12, note="Carter not in witnessed_by of 9, 12"),
  dict(text="Carter's last shared view with the others has the apple in the green_basket", kind="location", verdict="true", time=4, note="apple@green_basket when Carter left"),
  dict(text="The private tells at the end are about the pear, not the apple", kind="communication", verdict="true", time=28, note="lines 27-28 about pear"),
  dict(text="they change nothing here", kind="communication", verdict="true", time=28, note="apple chain unchanged at 27-28"),
  dict(text="So Carter thinks Aria thinks Nathan thinks Noah thinks the apple is in the green_basket", kind="belief", verdict="true", time="end", note="gold green_basket"),
 ]),
 dict(style="thinking", label="unsound", stated_answer="green_basket", response=R2, claims=[
  dict(text="red_bathtub at first", kind="location", verdict="true", time=2, note="apple@red_bathtub"),
  dict(text="Carter moves it to green_basket at line 3", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="Everyone's in the laundry then", kind="presence", verdict="true", time=3, note="all five witness 3"),
  dict(text="Carter leaves at 4", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="Nathan leaves at 8", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="Noah moves apple to green_box (9)", kind="event", verdict="true", time=9, note="line 9"),
  dict(text="leaves (10)", kind="event", verdict="true", time=10, note="Noah exits 10"),
  dict(text="Mia moves it to blue_crate (12)", kind="event", verdict="true", time=12, note="line 12"),
  dict(text="Aria stays last", kind="order", verdict="true", time=15, note="Aria exits 15, after Mia 13"),
  dict(text="Aria saw both moves", kind="presence", verdict="true", time=12, note="Aria witnesses 9 and 12"),
  dict(text="Aria herself ends up thinking the apple is in the green_box", kind="belief", verdict="false", time="end", note="PLANT: Aria believes blue_crate"),
  dict(text="he was gone from line 4 onward", kind="presence", verdict="true", time=4, note="Carter:None from 4"),
  dict(text="the last thing anyone did with the apple was his own move", kind="belief", verdict="true", time="end", note="Carter's apple belief green_basket (his move at 3)"),
  dict(text="the tells at 27 and 28 — those are about the pear", kind="communication", verdict="true", time=28, note="both tells about pear"),
  dict(text="the whole chain collapses to green_basket", kind="belief", verdict="true", time="end", note="gold green_basket"),
  dict(text="Carter left right after putting the apple there", kind="order", verdict="true", time=4, note="move 3, exit 4"),
  dict(text="his nested picture of Aria, Nathan and Noah never updates", kind="belief", verdict="true", time="end", note="Carter->Aria/Nathan/Noah chains stay green_basket"),
 ]),
 dict(style="numbered", label="sound", stated_answer="green_basket", response=R3, claims=[
  dict(text="It was in the red_bathtub (line 2)", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="Carter moved the apple to the green_basket (line 3)", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="All five people, including Carter, Aria, Nathan and Noah, saw this", kind="presence", verdict="true", time=3, note="witnessed_by all five"),
  dict(text="Carter exited the laundry (line 4)", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="From then on Carter doesn't see anything that happens to the apple", kind="presence", verdict="true", time=4, note="Carter not witness of 9, 12"),
  dict(text="he believes Aria believes Nathan believes Noah believes it is there", kind="belief", verdict="true", time="end", note="gold green_basket"),
  dict(text="Nothing he witnesses later changes that", kind="belief", verdict="true", time="end", note="chain constant from 3 to end"),
  dict(text="**Answer:** C. green_basket", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="narrative", label="unsound", stated_answer="green_basket", response=R4, claims=[
  dict(text="All five start in the laundry", kind="presence", verdict="true", time=1, note="line 1"),
  dict(text="the apple in the red_bathtub", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="Carter moves it into the green_basket", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="with everyone watching", kind="presence", verdict="true", time=3, note="all five witness"),
  dict(text="he's the first to leave", kind="order", verdict="true", time=4, note="Carter exits first at 4"),
  dict(text="Nathan lingers for a minute", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="just before he exits, Noah moves the apple to the green_box", kind="order", verdict="false", time=9, note="PLANT: Nathan exits at 8, Noah's move is 9 (after)"),
  dict(text="Noah leaves", kind="event", verdict="true", time=10, note="line 10"),
  dict(text="Mia moves it once more — to the blue_crate", kind="event", verdict="true", time=12, note="line 12"),
  dict(text="Aria goes out after her", kind="order", verdict="true", time=15, note="Mia 13, Aria 15"),
  dict(text="when Carter left, the apple was in the green_basket", kind="location", verdict="true", time=4, note="apple@green_basket at 4"),
  dict(text="as far as Carter knows, everyone else saw it go there and nothing has happened since", kind="belief", verdict="true", time="end", note="Carter->X all green_basket at end"),
  dict(text="The later moves are invisible to him", kind="presence", verdict="true", time=12, note="Carter absent at 9, 12"),
  dict(text="Aria, staying behind to the very end, seems to be the most careful observer of the group", kind="presence", verdict="uncheckable", time=None, note="judgement of character, not in golds"),
  dict(text="The answer is C. green_basket", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="terse", label="wrong", stated_answer="green_box", response=R5, claims=[
  dict(text="A. green_box", kind="belief", verdict="false", time="end", note="gold green_basket"),
  dict(text="that's where Noah last put it", kind="event", verdict="true", time=9, note="Noah moved apple to green_box at 9"),
 ]),
]
