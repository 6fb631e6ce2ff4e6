from pc import C, R
QOBJ = "beans"
GB = "green_bathtub"
RECORDS = [
R("answer_first", "unsound", GB,
"""**Answer: green_bathtub**

Explanation:
- The beans start in the blue_basket (line 3).
- Emily herself moves them to the green_bathtub (line 4).
- Isabella had already left the garden by then, but that doesn't matter for Emily's own belief.
- Nobody moves the beans after that, so Emily will look in the green_bathtub.""",
[
 C("The beans start in the blue_basket (line 3)", "location", "true", 3, "objects row 3", ('o','beans',3,'blue_basket')),
 C("Emily herself moves them to the green_bathtub (line 4)", "event", "true", 4, "line 4", ('s',4,'Emily moved the beans to the green_bathtub')),
 C("Isabella had already left the garden by then", "order", "false", 4, "PLANTED: Isabella exits at line 6, after the move at 4", ('lt',6,4)),
 C("Nobody moves the beans after that", "event", "true", "end", "unchanged after 4", ('o','beans','end',GB)),
 C("Emily will look in the green_bathtub", "belief", "true", "end", "answer", ('b','Emily','end',GB), ans=True),
]),
R("numbered", "wrong", "blue_basket",
"""**Step 1:** The beans are initially in the blue_basket (line 3), and Emily and Isabella are both in the garden.
**Step 2:** Emily moves the beans to the green_bathtub (line 4).
**Step 3:** Isabella exits (line 6), then Emily exits (line 8). Isabella comes back into the garden at line 9.
**Step 4:** Since Emily left the garden before Isabella came back, she doesn't know what happened after that, so she'll go by where the beans were originally kept.

**Final answer:** blue_basket""",
[
 C("The beans are initially in the blue_basket (line 3)", "location", "true", 3, "objects row 3", ('o','beans',3,'blue_basket')),
 C("Emily and Isabella are both in the garden", "presence", "true", 3, "both in garden", ('r','Emily',3,'garden'),('r','Isabella',3,'garden')),
 C("Emily moves the beans to the green_bathtub (line 4)", "event", "true", 4, "line 4", ('s',4,'Emily moved the beans to the green_bathtub')),
 C("Isabella exits (line 6)", "event", "true", 6, "line 6", ('s',6,'Isabella exited')),
 C("then Emily exits (line 8)", "event", "true", 8, "line 8", ('s',8,'Emily exited')),
 C("Isabella comes back into the garden at line 9", "event", "true", 9, "line 9", ('s',9,'Isabella entered the garden')),
 C("Emily left the garden before Isabella came back", "order", "true", None, "8 < 9", ('lt',8,9)),
 C("she doesn't know what happened after that", "presence", "true", 9, "Emily not witness of 9", ('w','Emily',9,False)),
 C("she'll go by where the beans were originally kept", "belief", "false", "end", "Emily believes green_bathtub", ('b','Emily','end','blue_basket'), ans=True),
]),
R("narrative", "unsound", GB,
"""Let me trace what Emily saw.

Emily is the first to enter the garden, and Isabella joins her. The beans are in the blue_basket, and then Emily herself moves them to the green_bathtub. Avery briefly comes into the garden and leaves again, and Isabella exits too, but none of them touch the beans. Emily then leaves, and Isabella comes back at the very end.

Because Emily was the one who moved the beans and nobody moved them afterward, she knows exactly where they are. She'll look in the green_bathtub.""",
[
 C("Emily is the first to enter the garden", "order", "true", 1, "line 1", ('s',1,'Emily entered the garden')),
 C("Isabella joins her", "event", "true", 2, "line 2", ('s',2,'Isabella entered the garden')),
 C("The beans are in the blue_basket", "location", "true", 3, "objects row 3", ('o','beans',3,'blue_basket')),
 C("Emily herself moves them to the green_bathtub", "event", "true", 4, "line 4", ('s',4,'Emily moved the beans to the green_bathtub')),
 C("Avery briefly comes into the garden and leaves again", "event", "false", 5, "PLANTED: Avery entered and left the back_yard, not the garden", ('s',5,'Avery entered the garden')),
 C("Isabella exits too", "event", "true", 6, "line 6", ('s',6,'Isabella exited the garden')),
 C("none of them touch the beans", "event", "true", None, "no moves after 4", ('o','beans',7,GB)),
 C("Emily then leaves", "event", "true", 8, "line 8", ('s',8,'Emily exited')),
 C("Isabella comes back at the very end", "event", "true", 9, "line 9", ('s',9,'Isabella entered the garden')),
 C("nobody moved them afterward", "event", "true", "end", "unchanged", ('o','beans','end',GB)),
 C("she knows exactly where they are", "belief", "true", "end", "Emily = green_bathtub = actual", ('b','Emily','end',GB),('o','beans','end',GB)),
 C("She'll look in the green_bathtub", "belief", "true", "end", "answer", ('b','Emily','end',GB), ans=True),
]),
R("terse", "sound", GB,
"""green_bathtub. She put them there herself.""",
[
 C("She put them there herself", "event", "true", 4, "line 4", ('s',4,'Emily moved the beans to the green_bathtub')),
]),
R("thinking", "sound", GB,
"""<think>
Emily will look where she believes the beans are. Line 3 blue_basket, line 4 Emily moves them to green_bathtub. She did it, so she knows. Avery's in the back_yard, different room, irrelevant. Isabella leaves at 6, Emily leaves at 8, Isabella returns at 9. No move after line 4. So Emily believes green_bathtub, and it's actually there too.
</think>

Emily moved the beans to the green_bathtub herself, so she'll look in the green_bathtub.""",
[
 C("Line 3 blue_basket", "location", "true", 3, "objects row 3", ('o','beans',3,'blue_basket')),
 C("line 4 Emily moves them to green_bathtub", "event", "true", 4, "line 4", ('s',4,'Emily moved the beans to the green_bathtub')),
 C("She did it, so she knows", "belief", "true", 4, "Emily = green_bathtub at 4", ('b','Emily',4,GB)),
 C("Avery's in the back_yard, different room", "presence", "true", 5, "Avery in back_yard", ('r','Avery',5,'back_yard')),
 C("Isabella leaves at 6, Emily leaves at 8, Isabella returns at 9", "event", "true", None, "lines 6, 8, 9", ('s',6,'Isabella exited'),('s',8,'Emily exited'),('s',9,'Isabella entered')),
 C("No move after line 4", "event", "true", "end", "unchanged", ('o','beans','end',GB)),
 C("So Emily believes green_bathtub", "belief", "true", "end", "answer", ('b','Emily','end',GB), ans=True),
 C("it's actually there too", "location", "true", "end", "objects end", ('o','beans','end',GB)),
 C("Emily moved the beans to the green_bathtub herself", "event", "true", 4, "line 4", ('s',4,'Emily moved the beans to the green_bathtub')),
 C("she'll look in the green_bathtub", "belief", "true", "end", "answer", ('b','Emily','end',GB), ans=True),
]),
]
