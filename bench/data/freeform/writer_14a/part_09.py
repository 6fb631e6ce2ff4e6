# Q8 s6814-21-o1 Mason really thinks pumpkin = red_bucket (B)
R1 = """<think>
Pumpkin: red_bucket at line 2, everyone in the study. Then... Mason waits and leaves (4). Elizabeth waits, leaves (7). Nathan, Amelia, Charlotte each wait and leave. Nobody moves the pumpkin at all!

Second part, bedroom: the apple — starts in the green_bottle, then Mason moves it to the red_drawer, then Nathan to the blue_basket, Elizabeth to the green_box. Pumpkin not involved. Don't confuse red_drawer (apple) with red_bucket.

No claims or tells at the end either.

So Mason thinks red_bucket, which is also where it really is.
</think>

B. red_bucket"""

R2 = """This one's simpler than it looks. The pumpkin is in the red_bucket when all five are in the study, and nobody ever touches it — each person just waits a minute and leaves, Mason first. Mason's later activity in the bedroom involves only the apple, which he moves to the red_drawer before leaving.

Since Mason saw the pumpkin in the red_bucket and nothing ever changed, he thinks it's in the red_bucket — and he's right. The answer is B. red_bucket."""

R3 = """**B. red_bucket**

Explanation:
- The pumpkin is in the red_bucket from line 2, and Mason is in the study to see it.
- Mason stays a minute (line 3) and leaves (line 4). No one moves the pumpkin after that either — the study scene is just people waiting and leaving.
- Later, Mason, Nathan, Elizabeth and Amelia go into the bedroom, but that scene is about the apple (Mason moves it to the red_drawer, line 18).

So Mason really thinks the pumpkin is in the red_bucket."""

R4 = """B. red_bucket. Mason saw it placed there and it never moved; only Elizabeth knows it ended up in the green_box."""

R5 = """1. The question asks for Mason's own belief about the pumpkin.
2. To answer, we track what Mason was able to observe.
3. Mason's belief is the last location he knows of.

**Final answer: B. red_bucket**"""

RECORDS = [
 dict(style="thinking", label="sound", stated_answer="red_bucket", response=R1, claims=[
  dict(text="red_bucket at line 2", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="everyone in the study", kind="presence", verdict="true", time=2, note="all witness 2"),
  dict(text="Mason waits and leaves (4)", kind="event", verdict="true", time=4, note="3-4"),
  dict(text="Elizabeth waits, leaves (7)", kind="event", verdict="true", time=7, note="5-7"),
  dict(text="Nathan, Amelia, Charlotte each wait and leave", kind="event", verdict="true", time=14, note="9-14"),
  dict(text="Nobody moves the pumpkin at all", kind="event", verdict="true", time="end", note="pumpkin always red_bucket"),
  dict(text="starts in the green_bottle", kind="location", verdict="true", time=17, note="apple line 17"),
  dict(text="Mason moves it to the red_drawer", kind="event", verdict="true", time=18, note="line 18"),
  dict(text="Nathan to the blue_basket", kind="event", verdict="true", time=20, note="line 20"),
  dict(text="Elizabeth to the green_box", kind="event", verdict="true", time=23, note="line 23"),
  dict(text="Pumpkin not involved", kind="event", verdict="true", time=24, note="bedroom moves are apple"),
  dict(text="No claims or tells at the end either", kind="communication", verdict="true", time="end", note="none in story"),
  dict(text="So Mason thinks red_bucket", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="which is also where it really is", kind="location", verdict="true", time="end", note="pumpkin@red_bucket"),
  dict(text="B. red_bucket", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="narrative", label="sound", stated_answer="red_bucket", response=R2, claims=[
  dict(text="The pumpkin is in the red_bucket when all five are in the study", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="nobody ever touches it", kind="event", verdict="true", time="end", note="no pumpkin move"),
  dict(text="each person just waits a minute and leaves", kind="event", verdict="true", time=14, note="study scene"),
  dict(text="Mason first", kind="order", verdict="true", time=4, note="Mason first exit"),
  dict(text="Mason's later activity in the bedroom involves only the apple", kind="event", verdict="true", time=19, note="line 18"),
  dict(text="which he moves to the red_drawer before leaving", kind="event", verdict="true", time=18, note="18 then exit 19"),
  dict(text="Mason saw the pumpkin in the red_bucket", kind="presence", verdict="true", time=2, note="Mason witness 2"),
  dict(text="nothing ever changed", kind="event", verdict="true", time="end", note="no move"),
  dict(text="he thinks it's in the red_bucket", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="he's right", kind="location", verdict="true", time="end", note="pumpkin@red_bucket"),
  dict(text="The answer is B. red_bucket", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="answer_first", label="unsound", stated_answer="red_bucket", response=R3, claims=[
  dict(text="The pumpkin is in the red_bucket from line 2", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="Mason is in the study to see it", kind="presence", verdict="true", time=2, note="Mason witness 2"),
  dict(text="Mason stays a minute (line 3)", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="leaves (line 4)", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="No one moves the pumpkin after that either", kind="event", verdict="true", time="end", note="no move"),
  dict(text="the study scene is just people waiting and leaving", kind="event", verdict="true", time=14, note="lines 3-14"),
  dict(text="Mason, Nathan, Elizabeth and Amelia go into the bedroom", kind="presence", verdict="false", time=16, note="PLANT: only Mason, Nathan and Elizabeth entered the bedroom"),
  dict(text="that scene is about the apple", kind="event", verdict="true", time=24, note="17-24"),
  dict(text="Mason moves it to the red_drawer, line 18", kind="event", verdict="true", time=18, note="line 18"),
  dict(text="So Mason really thinks the pumpkin is in the red_bucket", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="terse", label="unsound", stated_answer="red_bucket", response=R4, claims=[
  dict(text="B. red_bucket", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="Mason saw it placed there", kind="presence", verdict="true", time=2, note="Mason witness 2"),
  dict(text="it never moved", kind="event", verdict="true", time="end", note="no pumpkin move"),
  dict(text="only Elizabeth knows it ended up in the green_box", kind="belief", verdict="false", time="end", note="PLANT: Elizabeth believes red_bucket; green_box was the apple"),
 ]),
 dict(style="numbered", label="unsupported", stated_answer="red_bucket", response=R5, claims=[
  dict(text="**Final answer: B. red_bucket**", kind="belief", verdict="true", time="end", note="only generic method steps besides the answer"),
 ]),
]
