from h import C, R
RECORDS = []

# r1 answer_first, unsupported
RECORDS.append(R("answer_first", "unsupported", "blue_container",
"""D. blue_container

The key is the private conversation at the end. James thinks Aria thinks the cabbage is in the blue_container.""",
[
 C("The key is the private conversation at the end", "communication", "uncheckable", None, "vague pointer, no checkable content", None),
 C("James thinks Aria thinks the cabbage is in the blue_container", "belief", "true", "end", "final answer restated", ('b','James>Aria','end','blue_container')),
]))

# r2 numbered (Llama), wrong (blue_suitcase)
RECORDS.append(R("numbered", "wrong", "blue_suitcase",
"""**Step 1:** The cabbage starts in the red_suitcase (line 2).
**Step 2:** James moves it to the blue_suitcase (line 3), with everyone watching, including Aria.
**Step 3:** Nobody moves the cabbage again before everyone leaves the porch.
**Step 4:** In the waiting room, Aria privately tells James it's in the blue_container. But Aria knows it's really in the blue_suitcase — she's lying — and James saw the blue_suitcase move with Aria in the room, so he knows Aria knows.

**Final answer:** B. blue_suitcase""",
[
 C("The cabbage starts in the red_suitcase (line 2)", "location", "true", 2, "line 2", ('o',2,'red_suitcase')),
 C("James moves it to the blue_suitcase (line 3)", "event", "true", 3, "line 3", ('e',3,'James moved the cabbage to the blue_suitcase')),
 C("with everyone watching, including Aria", "presence", "true", 3, "all witnessed 3", ('w','Aria',3,True)),
 C("Nobody moves the cabbage again before everyone leaves the porch", "event", "true", 14, "still blue_suitcase at 14", ('o',14,'blue_suitcase')),
 C("Aria privately tells James it's in the blue_container", "event", "true", 16, "line 16", ('e',16,'Aria privately told James that the cabbage is in the blue_container')),
 C("Aria knows it's really in the blue_suitcase", "belief", "true", 16, "Aria = blue_suitcase", ('b','Aria',16,'blue_suitcase')),
 C("she's lying", "communication", "uncheckable", 16, "intent to deceive is a motive; golds only show her belief differs from what she says", None),
 C("James saw the blue_suitcase move with Aria in the room", "presence", "true", 3, "James and Aria witnessed 3", ('w','James',3,True)),
 C("he knows Aria knows", "belief", "false", "end", "meant: James thinks Aria thinks blue_suitcase; gold James>Aria = blue_container after 16", ('b','James>Aria','end','blue_suitcase')),
]))

# r3 narrative, unsound (planted belief: speaker's own belief unchanged)
RECORDS.append(R("narrative", "unsound", "blue_container",
"""Let me trace what James knows about Aria.

Everyone is on the porch when James moves the cabbage from the red_suitcase to the blue_suitcase, and James leaves right after. From that point on nothing else happens to the cabbage — the others just wait and leave one by one. So up to the waiting room, James would assume Aria thinks it's in the blue_suitcase, which is correct.

Then Aria privately tells James that the cabbage is in the blue_container. Aria stayed on the porch longer than James, so James trusts her, and he now takes it that the cabbage is in the blue_container and that Aria believes that too. Aria, for her part, now believes the blue_container as well. Logan's remark to Avery happens between the two of them and doesn't affect James.

So James thinks Aria thinks the cabbage is in the blue_container. The answer is D.""",
[
 C("Everyone is on the porch when James moves the cabbage from the red_suitcase to the blue_suitcase", "presence", "true", 3, "all witnessed 3", ('w','Oliver',3,True)),
 C("James leaves right after", "order", "true", 4, "move 3, exit 4", ('e',4,'James exited')),
 C("From that point on nothing else happens to the cabbage", "event", "true", "end", "blue_suitcase to the end", ('o','end','blue_suitcase')),
 C("the others just wait and leave one by one", "event", "true", 14, "lines 5-14: no moves, exits 6, 9, 11, 14", ('e',14,'Oliver exited')),
 C("James would assume Aria thinks it's in the blue_suitcase", "belief", "true", 15, "James>Aria = blue_suitcase at 15", ('b','James>Aria',15,'blue_suitcase')),
 C("which is correct", "belief", "true", 15, "Aria = blue_suitcase", ('b','Aria',15,'blue_suitcase')),
 C("Aria privately tells James that the cabbage is in the blue_container", "event", "true", 16, "line 16", ('e',16,'Aria privately told James that the cabbage is in the blue_container')),
 C("Aria stayed on the porch longer than James", "order", "true", 9, "Aria 9, James 4", ('lt',4,9)),
 C("James trusts her", "communication", "true", 16, "James = blue_container at 16", ('b','James',16,'blue_container')),
 C("he now takes it that the cabbage is in the blue_container", "belief", "true", 16, "James = blue_container", ('b','James',16,'blue_container')),
 C("that Aria believes that too", "belief", "true", 16, "James>Aria = blue_container", ('b','James>Aria',16,'blue_container')),
 C("Aria, for her part, now believes the blue_container as well", "belief", "false", 16, "PLANTED: speaker's own belief unchanged; Aria = blue_suitcase", ('b','Aria',16,'blue_container')),
 C("Logan's remark to Avery happens between the two of them", "presence", "true", 17, "witnesses of 17: Avery, Logan", ('w','James',17,False)),
 C("doesn't affect James", "communication", "true", 17, "James unchanged at 17", ('b','James',17,'blue_container')),
 C("James thinks Aria thinks the cabbage is in the blue_container", "belief", "true", "end", "final answer restated", ('b','James>Aria','end','blue_container')),
]))

# r4 terse, sound
RECORDS.append(R("terse", "sound", "blue_container",
"""D. blue_container — Aria told James so privately, and he trusts her because she left the porch after him.""",
[
 C("Aria told James so privately", "event", "true", 16, "line 16", ('e',16,'Aria privately told James that the cabbage is in the blue_container')),
 C("he trusts her", "communication", "true", 16, "James adopts blue_container", ('b','James',16,'blue_container')),
 C("she left the porch after him", "order", "true", 9, "Aria 9, James 4", ('lt',4,9)),
]))

# r5 thinking, unsound (planted event line: the tell is line 16)
RECORDS.append(R("thinking", "unsound", "blue_container",
"""<think>
Second-order: James's model of Aria's belief.

Physical: cabbage red_suitcase → blue_suitcase (James, line 3). James then exits at 4. Aria was there, saw it. No other moves. So before any talk, Aria = blue_suitcase, and James thinks Aria thinks blue_suitcase.

Then Aria privately tells James "blue_container" at line 17. That's false, but does James believe it? Trust rule: James trusts someone who left later than he did. Aria exited at 9, James at 4. So yes, James trusts Aria.

If James trusts her, he'd update his own belief to blue_container. And what would he think Aria thinks? She just told him blue_container, so he'd think she believes blue_container. Wait — is that right? Aria doesn't actually believe it; her own belief stays blue_suitcase. But the question is James's model of Aria, not Aria's real belief. So James thinks Aria thinks blue_container.

Logan → Avery (green_container) is private between them; irrelevant.
</think>

D. blue_container. James trusts Aria's private tip, so he takes her at her word — he thinks Aria believes the cabbage is in the blue_container.""",
[
 C("cabbage red_suitcase → blue_suitcase (James, line 3)", "event", "true", 3, "line 3", ('e',3,'James moved the cabbage to the blue_suitcase')),
 C("James then exits at 4", "event", "true", 4, "line 4", ('e',4,'James exited')),
 C("Aria was there, saw it", "presence", "true", 3, "Aria witnessed 3", ('w','Aria',3,True)),
 C("No other moves", "event", "true", "end", "only move is line 3", ('o','end','blue_suitcase')),
 C("before any talk, Aria = blue_suitcase", "belief", "true", 15, "Aria = blue_suitcase at 15", ('b','Aria',15,'blue_suitcase')),
 C("James thinks Aria thinks blue_suitcase", "belief", "true", 15, "James>Aria = blue_suitcase before the tell", ('b','James>Aria',15,'blue_suitcase')),
 C("Aria privately tells James \"blue_container\" at line 17", "event", "false", 17, "PLANTED: the tell is line 16; line 17 is Logan telling Avery", ('e',17,'Aria privately told James')),
 C("That's false", "location", "true", 16, "cabbage is in blue_suitcase", ('o',16,'blue_suitcase')),
 C("Aria exited at 9, James at 4", "event", "true", 9, "exit lines", ('e',9,'Aria exited')),
 C("James trusts Aria", "communication", "true", 16, "James = blue_container after 16", ('b','James',16,'blue_container')),
 C("Aria doesn't actually believe it", "belief", "true", 16, "Aria = blue_suitcase", ('b','Aria',16,'blue_suitcase')),
 C("her own belief stays blue_suitcase", "belief", "true", "end", "Aria = blue_suitcase", ('b','Aria','end','blue_suitcase')),
 C("James thinks Aria thinks blue_container", "belief", "true", "end", "gold James>Aria", ('b','James>Aria','end','blue_container')),
 C("Logan → Avery (green_container) is private between them", "presence", "true", 17, "witnesses of 17: Logan, Avery", ('w','Aria',17,False)),
 C("James trusts Aria's private tip", "communication", "true", 16, "James adopts blue_container", ('b','James',16,'blue_container')),
 C("he thinks Aria believes the cabbage is in the blue_container", "belief", "true", "end", "final answer restated", ('b','James>Aria','end','blue_container')),
]))
