# Q3 s6814-17-o2 Jackson->Benjamin pear = blue_basket (I)
R1 = """Let's think step by step.

1. The pear starts in the green_pantry (line 2), and everyone sees Ava move it to the green_basket (line 4).
2. Ava leaves (line 5). Benjamin then moves the pear to the blue_basket (line 6) while Jackson is still in the master_bedroom.
3. Benjamin exits right after (line 7). Jackson sees him leave, so Jackson knows Benjamin did not see Ella's move to the blue_box (line 8).
4. At line 17 Ella publicly says the pear is in the green_pantry. Jackson left the bedroom after Ella, so he doesn't trust her claim, and his picture of Benjamin stays the same.
5. Jackson's private message at line 18 goes to Ella, not Benjamin.

So Jackson thinks Benjamin thinks the pear is in the blue_basket.

The answer is \\boxed{I. blue_basket}"""

R2 = """I. blue_basket — Benjamin put it there himself and left right after, with Jackson watching."""

R3 = """<think>
Jackson → Benjamin, pear.

Timeline: green_pantry (2), Ava → green_basket (4), everyone there. Ava leaves (5). Benjamin → blue_basket (6). Benjamin leaves (7). Ella → blue_box (8), Jackson sees it, Benjamin doesn't. Then Ella, Sophia, Jackson leave in that order.

So Jackson's model of Benjamin: blue_basket, because the last thing they both saw happen to the pear was Benjamin's own move.

Now the waiting room. Ella publicly claims green_pantry (17). Does that change anything? Trust rule: you trust someone who left later than you. Ella left at 10, Benjamin at 7. Hmm, Benjamin was out first... so Benjamin doesn't trust Ella, so he still thinks blue_basket. And Jackson doesn't trust Ella either — he left last. So in Jackson's head nothing changes.

Line 18 is Jackson telling Ella blue_basket. That's aimed at Ella, irrelevant for Jackson → Benjamin.
</think>

Jackson thinks Benjamin thinks the pear is in the **blue_basket** (I)."""

R4 = """**Answer: I. blue_basket**

Explanation:
- Benjamin himself moved the pear to the blue_basket (line 6), and Jackson was in the room to see it.
- Benjamin left right after (line 7), so he never saw Ella move it to the blue_box (line 8). Jackson saw both his exit and Ella's move.
- Ella's public claim at line 17 (green_pantry) doesn't match reality: the pear is in the blue_basket at that point. Jackson, who stayed in the bedroom longer than Ella, doesn't buy it.
- Jackson's private tell at line 18 is to Ella, so it doesn't touch his view of Benjamin.

Jackson therefore thinks Benjamin still believes it's in the blue_basket."""

R5 = """Let me trace where each person was. All five see the pear go from the green_pantry into the green_basket when Ava moves it. After Ava leaves, Benjamin moves it into the blue_basket and leaves too, with Jackson still there. Ella then moves it to the blue_box, which Benjamin never sees.

Up to that point Jackson would think Benjamin believes the blue_basket. But then everyone gathers in the waiting_room, and Ella publicly claims the pear is in the green_pantry. Benjamin left the bedroom before Ella did, so he trusts her and adopts the green_pantry. Jackson hears the claim too, and since he knows Benjamin trusts Ella, he'd expect Benjamin to have updated.

So Jackson thinks Benjamin thinks the pear is in the green_pantry. The answer is F. green_pantry."""

RECORDS = [
 dict(style="numbered", label="sound", stated_answer="blue_basket", response=R1, claims=[
  dict(text="The pear starts in the green_pantry (line 2)", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="everyone sees Ava move it to the green_basket (line 4)", kind="event", verdict="true", time=4, note="line 4, all witness"),
  dict(text="Ava leaves (line 5)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Benjamin then moves the pear to the blue_basket (line 6)", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="while Jackson is still in the master_bedroom", kind="presence", verdict="true", time=6, note="Jackson witness of 6"),
  dict(text="Benjamin exits right after (line 7)", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="Jackson sees him leave", kind="presence", verdict="true", time=7, note="Jackson witness of 7"),
  dict(text="Jackson knows Benjamin did not see Ella's move to the blue_box (line 8)", kind="belief", verdict="true", time=8, note="Jackson->Benjamin stays blue_basket at 8"),
  dict(text="At line 17 Ella publicly says the pear is in the green_pantry", kind="communication", verdict="true", time=17, note="line 17"),
  dict(text="Jackson left the bedroom after Ella", kind="order", verdict="true", time=14, note="Ella 10, Jackson 14"),
  dict(text="he doesn't trust her claim", kind="communication", verdict="true", time=17, note="Jackson's belief stays blue_box at 17"),
  dict(text="his picture of Benjamin stays the same", kind="communication", verdict="true", time=17, note="Jackson->Benjamin blue_basket at 17"),
  dict(text="Jackson's private message at line 18 goes to Ella, not Benjamin", kind="communication", verdict="true", time=18, note="line 18"),
  dict(text="So Jackson thinks Benjamin thinks the pear is in the blue_basket", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="\\boxed{I. blue_basket}", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="terse", label="sound", stated_answer="blue_basket", response=R2, claims=[
  dict(text="I. blue_basket", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="Benjamin put it there himself", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="left right after", kind="order", verdict="true", time=7, note="move 6, exit 7"),
  dict(text="with Jackson watching", kind="presence", verdict="true", time=7, note="Jackson witness 6 and 7"),
 ]),
 dict(style="thinking", label="unsound", stated_answer="blue_basket", response=R3, claims=[
  dict(text="green_pantry (2)", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="Ava → green_basket (4)", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="everyone there", kind="presence", verdict="true", time=4, note="all five witness 4"),
  dict(text="Ava leaves (5)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Benjamin → blue_basket (6)", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="Benjamin leaves (7)", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="Ella → blue_box (8)", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="Jackson sees it, Benjamin doesn't", kind="presence", verdict="true", time=8, note="witnesses of 8: Ella, Jackson, Sophia"),
  dict(text="Then Ella, Sophia, Jackson leave in that order", kind="order", verdict="true", time=14, note="10, 12, 14"),
  dict(text="Jackson's model of Benjamin: blue_basket", kind="belief", verdict="true", time=14, note="Jackson->Benjamin blue_basket"),
  dict(text="the last thing they both saw happen to the pear was Benjamin's own move", kind="presence", verdict="true", time=7, note="last joint pear event is 6"),
  dict(text="Ella publicly claims green_pantry (17)", kind="communication", verdict="true", time=17, note="line 17"),
  dict(text="Ella left at 10, Benjamin at 7", kind="event", verdict="true", time=10, note="exits 10 and 7"),
  dict(text="so Benjamin doesn't trust Ella, so he still thinks blue_basket", kind="communication", verdict="false", time=17, note="PLANT: Benjamin exited earlier so trusts Ella; Benjamin believes green_pantry at 17"),
  dict(text="Jackson doesn't trust Ella either", kind="communication", verdict="true", time=17, note="Jackson stays blue_box"),
  dict(text="he left last", kind="order", verdict="true", time=14, note="Jackson last exit at 14"),
  dict(text="in Jackson's head nothing changes", kind="belief", verdict="true", time=17, note="Jackson and Jackson->Benjamin unchanged at 17"),
  dict(text="Line 18 is Jackson telling Ella blue_basket", kind="communication", verdict="true", time=18, note="line 18"),
  dict(text="Jackson thinks Benjamin thinks the pear is in the **blue_basket** (I)", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="answer_first", label="unsound", stated_answer="blue_basket", response=R4, claims=[
  dict(text="Benjamin himself moved the pear to the blue_basket (line 6)", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="Jackson was in the room to see it", kind="presence", verdict="true", time=6, note="Jackson witness"),
  dict(text="Benjamin left right after (line 7)", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="he never saw Ella move it to the blue_box (line 8)", kind="presence", verdict="true", time=8, note="Benjamin not witness of 8"),
  dict(text="Jackson saw both his exit and Ella's move", kind="presence", verdict="true", time=8, note="Jackson witness of 7 and 8"),
  dict(text="Ella's public claim at line 17 (green_pantry)", kind="communication", verdict="true", time=17, note="line 17"),
  dict(text="the pear is in the blue_basket at that point", kind="location", verdict="false", time=17, note="PLANT: pear@blue_box at 17"),
  dict(text="Jackson, who stayed in the bedroom longer than Ella", kind="order", verdict="true", time=14, note="Ella 10, Jackson 14"),
  dict(text="doesn't buy it", kind="communication", verdict="true", time=17, note="Jackson's belief unchanged"),
  dict(text="Jackson's private tell at line 18 is to Ella", kind="communication", verdict="true", time=18, note="line 18"),
  dict(text="it doesn't touch his view of Benjamin", kind="communication", verdict="true", time=18, note="Jackson->Benjamin blue_basket at 18"),
  dict(text="Jackson therefore thinks Benjamin still believes it's in the blue_basket", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="narrative", label="wrong", stated_answer="green_pantry", response=R5, claims=[
  dict(text="All five see the pear go from the green_pantry into the green_basket", kind="presence", verdict="true", time=4, note="all witness 4"),
  dict(text="when Ava moves it", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="After Ava leaves, Benjamin moves it into the blue_basket", kind="order", verdict="true", time=6, note="5 then 6"),
  dict(text="and leaves too", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="with Jackson still there", kind="presence", verdict="true", time=7, note="Jackson in room"),
  dict(text="Ella then moves it to the blue_box", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="which Benjamin never sees", kind="presence", verdict="true", time=8, note="Benjamin not witness"),
  dict(text="Up to that point Jackson would think Benjamin believes the blue_basket", kind="belief", verdict="true", time=16, note="Jackson->Benjamin blue_basket at 16"),
  dict(text="everyone gathers in the waiting_room", kind="presence", verdict="true", time=16, note="line 16"),
  dict(text="Ella publicly claims the pear is in the green_pantry", kind="communication", verdict="true", time=17, note="line 17"),
  dict(text="Benjamin left the bedroom before Ella did", kind="order", verdict="true", time=10, note="7 before 10"),
  dict(text="he trusts her and adopts the green_pantry", kind="communication", verdict="true", time=17, note="Benjamin belief green_pantry at 17"),
  dict(text="Jackson hears the claim too", kind="presence", verdict="true", time=17, note="Jackson witness of 17"),
  dict(text="he'd expect Benjamin to have updated", kind="belief", verdict="false", time=17, note="Jackson->Benjamin stays blue_basket"),
  dict(text="So Jackson thinks Benjamin thinks the pear is in the green_pantry", kind="belief", verdict="false", time="end", note="gold blue_basket"),
 ]),
]
