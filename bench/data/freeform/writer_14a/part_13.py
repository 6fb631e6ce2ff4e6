# Q12 tomi first_order_1_tom Abigail looks for tomato = green_basket
R1 = """Let's think step by step.

1. Avery, Lily and Abigail are all in the hallway when the tomato is placed in the green_basket (line 4).
2. Abigail exits the hallway at line 5.
3. Lily exits at line 6, so only Avery is left.
4. Avery moves the tomato to the red_cupboard (line 7) — Abigail doesn't see this.
5. Abigail's last information is the green_basket, so that's where she will look.

The answer is [green_basket]."""

R2 = """Let me think about what Abigail saw. She comes into the hallway after Avery and Lily, and all three of them see the tomato in the green_basket. Then Lily steps out first, followed by Abigail, so Avery is alone when he moves the tomato to the red_cupboard. Abigail wasn't there for that move, so she still thinks the tomato is in the green_basket, and that's where she'll look."""

R3 = """red_cupboard"""

R4 = """**Answer: green_basket**

Explanation:
- Abigail sees the tomato in the green_basket (line 4) and then leaves (line 5).
- When Lily exits (line 6), the tomato is already in the red_cupboard.
- Avery's move happens with only Avery present, so Abigail has no way of knowing about it and will look in the green_basket."""

R5 = """<think>
Abigail — first-order belief. Where did she last see it?

Line 4: tomato in green_basket; Abigail is there (entered at 3). Line 5: Abigail exits. After that: Lily exits, Avery moves it to red_cupboard. Abigail saw none of that.

Hmm, is there any way she learns about it? No re-entry, no one tells her. So green_basket.
</think>

Abigail will look in the green_basket, since she left before Avery moved the tomato to the red_cupboard."""

RECORDS = [
 dict(style="numbered", label="sound", stated_answer="green_basket", response=R1, claims=[
  dict(text="Avery, Lily and Abigail are all in the hallway when the tomato is placed in the green_basket (line 4)", kind="presence", verdict="true", time=4, note="all witness 4"),
  dict(text="Abigail exits the hallway at line 5", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Lily exits at line 6", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="only Avery is left", kind="presence", verdict="true", time=6, note="Avery alone"),
  dict(text="Avery moves the tomato to the red_cupboard (line 7)", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="Abigail doesn't see this", kind="presence", verdict="true", time=7, note="witness Avery only"),
  dict(text="Abigail's last information is the green_basket", kind="belief", verdict="true", time="end", note="Abigail green_basket"),
  dict(text="that's where she will look", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="[green_basket]", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="narrative", label="unsound", stated_answer="green_basket", response=R2, claims=[
  dict(text="She comes into the hallway after Avery and Lily", kind="order", verdict="true", time=3, note="1, 2, 3"),
  dict(text="all three of them see the tomato in the green_basket", kind="presence", verdict="true", time=4, note="all witness 4"),
  dict(text="Lily steps out first, followed by Abigail", kind="order", verdict="false", time=6, note="PLANT: Abigail exits first (5), Lily at 6"),
  dict(text="Avery is alone when he moves the tomato to the red_cupboard", kind="presence", verdict="true", time=7, note="witness Avery only"),
  dict(text="Abigail wasn't there for that move", kind="presence", verdict="true", time=7, note="Abigail absent"),
  dict(text="she still thinks the tomato is in the green_basket", kind="belief", verdict="true", time="end", note="Abigail green_basket"),
  dict(text="that's where she'll look", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="terse", label="wrong", stated_answer="red_cupboard", response=R3, claims=[
  dict(text="red_cupboard", kind="belief", verdict="false", time="end", note="real location, not Abigail's belief (green_basket)"),
 ]),
 dict(style="answer_first", label="unsound", stated_answer="green_basket", response=R4, claims=[
  dict(text="**Answer: green_basket**", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="Abigail sees the tomato in the green_basket (line 4)", kind="presence", verdict="true", time=4, note="Abigail witness 4"),
  dict(text="then leaves (line 5)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="When Lily exits (line 6), the tomato is already in the red_cupboard", kind="location", verdict="false", time=6, note="PLANT: tomato@green_basket at 6; moved at 7"),
  dict(text="Avery's move happens with only Avery present", kind="presence", verdict="true", time=7, note="witness Avery"),
  dict(text="Abigail has no way of knowing about it", kind="belief", verdict="true", time="end", note="Abigail green_basket"),
  dict(text="will look in the green_basket", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="thinking", label="sound", stated_answer="green_basket", response=R5, claims=[
  dict(text="Line 4: tomato in green_basket", kind="location", verdict="true", time=4, note="line 4"),
  dict(text="Abigail is there (entered at 3)", kind="presence", verdict="true", time=4, note="entered 3"),
  dict(text="Line 5: Abigail exits", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Lily exits", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="Avery moves it to red_cupboard", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="Abigail saw none of that", kind="presence", verdict="true", time=7, note="Abigail not witness of 6, 7"),
  dict(text="No re-entry", kind="event", verdict="true", time="end", note="Abigail never re-enters"),
  dict(text="no one tells her", kind="communication", verdict="true", time="end", note="no tells"),
  dict(text="Abigail will look in the green_basket", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="she left before Avery moved the tomato to the red_cupboard", kind="order", verdict="true", time=7, note="5 before 7"),
 ]),
]
