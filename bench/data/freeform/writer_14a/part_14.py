# Q13 s6814-18-o3 Benjamin->Owen->Carter lettuce = blue_suitcase (L)
R1 = """**Answer: L. blue_suitcase**

- The lettuce is placed in the blue_suitcase (line 2) while all five are in the back_yard.
- Benjamin waits a minute and exits at line 4 — before Carter moves the lettuce to the green_bucket (line 5).
- Benjamin never sees any of the later moves, and the communication at the end (lines 25-26) concerns the asparagus, not the lettuce.
- So in Benjamin's mind, Owen and Carter last saw the lettuce in the blue_suitcase, and his nested belief stays there."""

R2 = """<think>
Benjamin → Owen → Carter, lettuce.

Lettuce: blue_suitcase (2). Benjamin exits at 4. Carter moves it to green_bucket (5), Owen watching. Carter exits 6. Ella → green_bottle (7), Owen → green_basket (10).

Owen thinks Carter thinks: green_bucket — Carter left right after his own move, with Owen watching.

Now Benjamin's view of that... Benjamin left at 4, so he didn't see Carter's move. Hmm, but Owen's belief about Carter is green_bucket regardless of who observes it, and Benjamin should realize Carter is the type to move things around. Eh — I'll go with what Owen actually thinks about Carter, green_bucket.
</think>

N. green_bucket"""

R3 = """This is a third-order question, so it's worth being careful about whose perspective we're in. The outermost perspective is Benjamin's, and everything nested inside it is limited by what Benjamin himself could know. The story throws a lot of moves at you to make this confusing. Working through it from that angle, the answer is L. blue_suitcase."""

R4 = """**Step 1: Lettuce timeline**
1. Line 2: blue_suitcase (everyone present)
2. Line 5: Carter → green_bucket
3. Line 7: Ella → green_bottle
4. Line 10: Owen → green_basket

**Step 2: Benjamin's knowledge**
Benjamin exits at line 4, before the first move. He doesn't re-enter the back_yard.

**Step 3: Communication**
At line 26 Owen privately tells Benjamin that the asparagus is in the green_bathtub, and at line 25 Ella makes a public claim — but both concern the asparagus, so nothing changes for the lettuce.

**Step 4: Nested belief**
Benjamin last saw everyone looking at the lettuce in the blue_suitcase, so Benjamin thinks Owen thinks Carter thinks it is in the blue_suitcase.

**Answer:** L. blue_suitcase"""

R5 = """M. green_basket — Owen put it there last."""

RECORDS = [
 dict(style="answer_first", label="sound", stated_answer="blue_suitcase", response=R1, claims=[
  dict(text="**Answer: L. blue_suitcase**", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="The lettuce is placed in the blue_suitcase (line 2)", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="while all five are in the back_yard", kind="presence", verdict="true", time=2, note="all witness"),
  dict(text="Benjamin waits a minute and exits at line 4", kind="event", verdict="true", time=4, note="3-4"),
  dict(text="before Carter moves the lettuce to the green_bucket (line 5)", kind="order", verdict="true", time=5, note="4 before 5"),
  dict(text="Benjamin never sees any of the later moves", kind="presence", verdict="true", time=10, note="Benjamin not witness of 5, 7, 10"),
  dict(text="the communication at the end (lines 25-26) concerns the asparagus, not the lettuce", kind="communication", verdict="true", time=26, note="25-26 about asparagus"),
  dict(text="in Benjamin's mind, Owen and Carter last saw the lettuce in the blue_suitcase", kind="belief", verdict="true", time="end", note="Benjamin->Owen, Benjamin->Carter blue_suitcase"),
  dict(text="his nested belief stays there", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="thinking", label="wrong", stated_answer="green_bucket", response=R2, claims=[
  dict(text="blue_suitcase (2)", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="Benjamin exits at 4", kind="event", verdict="true", time=4, note="line 4"),
  dict(text="Carter moves it to green_bucket (5)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Owen watching", kind="presence", verdict="true", time=5, note="Owen witness"),
  dict(text="Carter exits 6", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="Ella → green_bottle (7)", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="Owen → green_basket (10)", kind="event", verdict="true", time=10, note="line 10"),
  dict(text="Owen thinks Carter thinks: green_bucket", kind="belief", verdict="true", time="end", note="Owen->Carter green_bucket"),
  dict(text="Carter left right after his own move, with Owen watching", kind="order", verdict="true", time=6, note="5 then 6, Owen witness"),
  dict(text="Benjamin left at 4, so he didn't see Carter's move", kind="presence", verdict="true", time=5, note="Benjamin not witness of 5"),
  dict(text="Owen's belief about Carter is green_bucket", kind="belief", verdict="true", time="end", note="Owen->Carter green_bucket"),
  dict(text="Benjamin should realize Carter is the type to move things around", kind="belief", verdict="uncheckable", time=None, note="about disposition, not in golds"),
  dict(text="N. green_bucket", kind="belief", verdict="false", time="end", note="gold blue_suitcase"),
 ]),
 dict(style="narrative", label="unsupported", stated_answer="blue_suitcase", response=R3, claims=[
  dict(text="the answer is L. blue_suitcase", kind="belief", verdict="true", time="end", note="only generic commentary besides answer"),
  dict(text="The story throws a lot of moves at you to make this confusing", kind="event", verdict="uncheckable", time=None, note="vague commentary"),
 ]),
 dict(style="numbered", label="unsound", stated_answer="blue_suitcase", response=R4, claims=[
  dict(text="Line 2: blue_suitcase", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="(everyone present)", kind="presence", verdict="true", time=2, note="all witness"),
  dict(text="Line 5: Carter → green_bucket", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Line 7: Ella → green_bottle", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="Line 10: Owen → green_basket", kind="event", verdict="true", time=10, note="line 10"),
  dict(text="Benjamin exits at line 4, before the first move", kind="order", verdict="true", time=4, note="4 before 5"),
  dict(text="He doesn't re-enter the back_yard", kind="event", verdict="true", time="end", note="no re-entry"),
  dict(text="At line 26 Owen privately tells Benjamin that the asparagus is in the green_bathtub", kind="communication", verdict="false", time=26, note="PLANT: Owen told Mason, not Benjamin"),
  dict(text="at line 25 Ella makes a public claim", kind="communication", verdict="true", time=25, note="line 25"),
  dict(text="both concern the asparagus", kind="communication", verdict="true", time=26, note="asparagus"),
  dict(text="nothing changes for the lettuce", kind="communication", verdict="true", time=26, note="lettuce beliefs unchanged"),
  dict(text="Benjamin last saw everyone looking at the lettuce in the blue_suitcase", kind="presence", verdict="true", time=2, note="line 2 all witness; Benjamin leaves before move"),
  dict(text="Benjamin thinks Owen thinks Carter thinks it is in the blue_suitcase", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="**Answer:** L. blue_suitcase", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="terse", label="wrong", stated_answer="green_basket", response=R5, claims=[
  dict(text="M. green_basket", kind="belief", verdict="false", time="end", note="gold blue_suitcase"),
  dict(text="Owen put it there last", kind="event", verdict="true", time=10, note="last move, Owen, line 10"),
 ]),
]
