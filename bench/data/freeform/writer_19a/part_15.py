from common import C
ALL = ['Ava','Lily','Charlotte','Abigail','Logan']
STAY = [('o','pear',t,'red_suitcase') for t in range(8,18)]
RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="red_suitcase",
response="""**Answer: L. red_suitcase**

Explanation:
- The pear starts in the green_bucket (line 2).
- Charlotte moves it to the red_suitcase at line 8, and no one moves it again.
- Charlotte's public claim (line 16) says red_suitcase, which matches reality. Logan's private message to Charlotte says green_bucket, but Charlotte ignores it since she moved the pear herself.
- Claims only change beliefs, not where the pear actually is.""",
claims=[
 C("The pear starts in the green_bucket (line 2)", "location", "true", 2, "line 2", chk=('o','pear',2,'green_bucket')),
 C("Charlotte moves it to the red_suitcase at line 8", "event", "true", 8, "line 8", chk=('o','pear',8,'red_suitcase')),
 C("no one moves it again", "event", "true", "end", "no later move", chk=STAY),
 C("Charlotte's public claim (line 16) says red_suitcase", "event", "true", 16, "line 16"),
 C("which matches reality", "location", "true", 16, "pear in red_suitcase at 16", chk=('o','pear',16,'red_suitcase')),
 C("Logan's private message to Charlotte says green_bucket", "event", "true", 17, "line 17"),
 C("Charlotte ignores it", "communication", "false", 17, "PLANT: Charlotte trusts Logan (exited later) and switches to green_bucket", chk=('b','Charlotte',17,'red_suitcase')),
 C("she moved the pear herself", "event", "true", 8, "line 8", chk=('o','pear',8,'red_suitcase')),
 C("Claims only change beliefs, not where the pear actually is", "communication", "true", 17, "object unchanged at 16-17", chk=[('o','pear',16,'red_suitcase'),('o','pear',17,'red_suitcase')]),
]),
dict(style="numbered", label="unsupported", stated_answer="red_suitcase",
response="""Let's think step by step.

1. The question asks for the pear's real location, not anyone's belief.
2. Beliefs, public claims and private tells don't move objects.
3. The pear's final position is the red_suitcase.

The answer is \\boxed{red_suitcase}.""",
claims=[
 C("The pear's final position is the red_suitcase", "location", "true", "end", "answer restated", chk=('o','pear','end','red_suitcase')),
]),
dict(style="narrative", label="wrong", stated_answer="green_bucket",
response="""Let me trace the pear. It starts in the green_bucket, and Charlotte moves it to the red_suitcase while Abigail and Logan are in the attic. Logan is the last one to leave the attic, so he has the most up-to-date view of anyone.

In the waiting_room, Charlotte announces that the pear is in the red_suitcase, but then Logan privately tells her it's in the green_bucket — and because Logan left the attic after her, Charlotte accepts his version. Since Logan saw the attic last, his statement should reflect where the pear really ended up.

So the pear is really in the green_bucket. The answer is K. green_bucket.""",
claims=[
 C("It starts in the green_bucket", "location", "true", 2, "line 2", chk=('o','pear',2,'green_bucket')),
 C("Charlotte moves it to the red_suitcase", "event", "true", 8, "line 8", chk=('o','pear',8,'red_suitcase')),
 C("while Abigail and Logan are in the attic", "presence", "true", 8, "witnesses of 8", chk=[('w','Abigail',8),('w','Logan',8)]),
 C("Logan is the last one to leave the attic", "order", "true", 14, "Logan exits last at 14", chk=('r','Logan',13,'attic')),
 C("he has the most up-to-date view of anyone", "belief", "uncheckable", 14, "vague comparative"),
 C("Charlotte announces that the pear is in the red_suitcase", "event", "true", 16, "line 16"),
 C("Logan privately tells her it's in the green_bucket", "event", "true", 17, "line 17"),
 C("Logan left the attic after her", "order", "true", 14, "14 > 10"),
 C("Charlotte accepts his version", "communication", "true", 17, "Charlotte = green_bucket at 17", chk=('b','Charlotte',17,'green_bucket')),
 C("his statement should reflect where the pear really ended up", "location", "false", "end", "pear is in red_suitcase", chk=('o','pear','end','green_bucket')),
 C("the pear is really in the green_bucket", "location", "false", "end", "gold red_suitcase", chk=('o','pear','end','green_bucket')),
]),
dict(style="terse", label="unsound", stated_answer="red_suitcase",
response="""L. red_suitcase — Abigail moved it there, and nothing moved it afterwards.""",
claims=[
 C("Abigail moved it there", "event", "false", 8, "PLANT: Charlotte made the move at line 8"),
 C("nothing moved it afterwards", "event", "true", "end", "no later move", chk=STAY),
]),
dict(style="thinking", label="sound", stated_answer="red_suitcase",
response="""<think>
Where is the pear really — order 0, reality.

Line 2: pear in green_bucket. Ava leaves at 5, Lily at 7. Line 8: Charlotte moves the pear to red_suitcase; Abigail and Logan are still there. Charlotte exits 10, Abigail 12, Logan 14. No more moves.

Waiting room: line 16 Charlotte publicly claims red_suitcase — that's actually true. Ava and Lily left before Charlotte, so they'd believe her. Line 17 Logan privately tells Charlotte green_bucket — a false statement, and Charlotte would believe Logan since he left the attic after her. Hmm, so Charlotte ends up with a wrong belief. But beliefs don't move objects.

Physically the pear is still in the red_suitcase.
</think>

L. red_suitcase — Charlotte moved it there at line 8 and nobody moved it afterwards; the claims at the end only change beliefs.""",
claims=[
 C("Line 2: pear in green_bucket", "location", "true", 2, "line 2", chk=('o','pear',2,'green_bucket')),
 C("Ava leaves at 5", "event", "true", 5, "line 5", chk=('r','Ava',5,None)),
 C("Lily at 7", "event", "true", 7, "line 7", chk=('r','Lily',7,None)),
 C("Line 8: Charlotte moves the pear to red_suitcase", "event", "true", 8, "line 8", chk=('o','pear',8,'red_suitcase')),
 C("Abigail and Logan are still there", "presence", "true", 8, "witnesses of 8", chk=[('w','Abigail',8),('w','Logan',8)]),
 C("Charlotte exits 10", "event", "true", 10, "line 10", chk=('r','Charlotte',10,None)),
 C("Abigail 12", "event", "true", 12, "line 12", chk=('r','Abigail',12,None)),
 C("Logan 14", "event", "true", 14, "line 14", chk=('r','Logan',14,None)),
 C("No more moves", "event", "true", 14, "no move 9-14", chk=STAY),
 C("line 16 Charlotte publicly claims red_suitcase", "event", "true", 16, "line 16"),
 C("that's actually true", "location", "true", 16, "pear in red_suitcase", chk=('o','pear',16,'red_suitcase')),
 C("Ava and Lily left before Charlotte", "order", "true", 10, "5, 7 < 10", chk=[('r','Ava',8,None),('r','Lily',8,None),('r','Charlotte',8,'attic')]),
 C("they'd believe her", "communication", "true", 16, "Ava, Lily = red_suitcase at 16", chk=[('b','Ava',16,'red_suitcase'),('b','Lily',16,'red_suitcase')]),
 C("Line 17 Logan privately tells Charlotte green_bucket", "event", "true", 17, "line 17"),
 C("a false statement", "location", "true", 17, "pear not in green_bucket", chk=('o','pear',17,'red_suitcase')),
 C("Charlotte would believe Logan", "communication", "true", 17, "Charlotte = green_bucket at 17", chk=('b','Charlotte',17,'green_bucket')),
 C("he left the attic after her", "order", "true", 14, "14 > 10"),
 C("Charlotte ends up with a wrong belief", "belief", "true", "end", "Charlotte = green_bucket, pear in red_suitcase", chk=[('b','Charlotte','end','green_bucket'),('o','pear','end','red_suitcase')]),
 C("Physically the pear is still in the red_suitcase", "location", "true", "end", "answer", chk=('o','pear','end','red_suitcase')),
 C("Charlotte moved it there at line 8", "event", "true", 8, "line 8", chk=('o','pear',8,'red_suitcase')),
 C("nobody moved it afterwards", "event", "true", "end", "no later move", chk=STAY),
 C("the claims at the end only change beliefs", "communication", "true", 17, "object unchanged", chk=[('o','pear',16,'red_suitcase'),('o','pear',17,'red_suitcase')]),
]),
]
