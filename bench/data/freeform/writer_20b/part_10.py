from h import C, R
RECORDS = []

# r1 answer_first, sound
RECORDS.append(R("answer_first", "sound", "blue_basket",
"""**G. blue_basket**

Explanation:
- Lily leaves the attic at line 5, while the celery is still in the blue_basket (placed there at line 2).
- Abigail moves it to the blue_drawer at line 6, after Lily has gone. Mila and Benjamin both see this move, and both saw Lily leave.
- So Mila thinks Lily still believes the blue_basket, and Benjamin, who watched the same sequence alongside Mila, thinks Mila thinks that too.
- The private tells in the waiting room (Owen → Lily at line 15, Abigail → Benjamin at line 16) are heard only by the pair involved and don't touch Benjamin's picture of Mila's picture of Lily.

Benjamin thinks Mila thinks Lily thinks the celery is in the blue_basket.""",
[
 C("Lily leaves the attic at line 5", "event", "true", 5, "line 5", ('e',5,'Lily exited')),
 C("while the celery is still in the blue_basket", "location", "true", 5, "blue_basket at 5", ('o',5,'blue_basket')),
 C("placed there at line 2", "location", "true", 2, "line 2", ('o',2,'blue_basket')),
 C("Abigail moves it to the blue_drawer at line 6", "event", "true", 6, "line 6", ('e',6,'Abigail moved the celery to the blue_drawer')),
 C("after Lily has gone", "order", "true", 6, "5 < 6", ('lt',5,6)),
 C("Mila and Benjamin both see this move", "presence", "true", 6, "both witnessed 6", ('w','Benjamin',6,True)),
 C("both saw Lily leave", "presence", "true", 5, "both witnessed 5", ('w','Mila',5,True)),
 C("Mila thinks Lily still believes the blue_basket", "belief", "true", "end", "Mila>Lily = blue_basket", ('b','Mila>Lily','end','blue_basket')),
 C("Benjamin, who watched the same sequence alongside Mila", "presence", "true", 6, "Benjamin witnessed 5 and 6 with Mila", ('w','Benjamin',5,True)),
 C("thinks Mila thinks that too", "belief", "true", "end", "Benjamin>Mila>Lily = blue_basket", ('b','Benjamin>Mila>Lily','end','blue_basket')),
 C("are heard only by the pair involved", "presence", "true", 16, "witnesses of 15: Owen, Lily; of 16: Abigail, Benjamin", ('w','Mila',15,False)),
 C("don't touch Benjamin's picture of Mila's picture of Lily", "communication", "true", 16, "chain unchanged at 15-16", ('b','Benjamin>Mila>Lily',16,'blue_basket')),
 C("Benjamin thinks Mila thinks Lily thinks the celery is in the blue_basket", "belief", "true", "end", "final answer restated", ('b','Benjamin>Mila>Lily','end','blue_basket')),
]))

# r2 numbered (Qwen), unsound (planted belief/trust: Benjamin does not believe Abigail)
RECORDS.append(R("numbered", "unsound", "blue_basket",
"""Let's think step by step.

1. Line 2: the celery is in the blue_basket. All five are in the attic.
2. Line 5: Lily exits. Her last view: blue_basket.
3. Line 6: Abigail moves the celery to the blue_drawer. Lily is gone, but Mila and Benjamin are watching.
4. Mila knows Lily left before the move, so Mila thinks Lily thinks blue_basket.
5. Benjamin saw Lily leave and saw Mila there during the move, so he knows Mila knows Lily missed it.
6. Line 16: Abigail privately tells Benjamin it's in the red_crate, and Benjamin himself now believes it's in the red_crate. That only concerns the celery's actual location, not Mila or Lily.

So Benjamin thinks Mila thinks Lily thinks the celery is in the blue_basket.

The answer is [G. blue_basket].""",
[
 C("Line 2: the celery is in the blue_basket", "location", "true", 2, "line 2", ('o',2,'blue_basket')),
 C("All five are in the attic", "presence", "true", 2, "all five entered at 1", ('r','Lily',2,'attic')),
 C("Line 5: Lily exits", "event", "true", 5, "line 5", ('e',5,'Lily exited')),
 C("Her last view: blue_basket", "belief", "true", 5, "Lily = blue_basket at 5", ('b','Lily',5,'blue_basket')),
 C("Line 6: Abigail moves the celery to the blue_drawer", "event", "true", 6, "line 6", ('e',6,'Abigail moved the celery to the blue_drawer')),
 C("Lily is gone", "presence", "true", 6, "Lily in no room", ('r','Lily',6,None)),
 C("Mila and Benjamin are watching", "presence", "true", 6, "both witnessed 6", ('w','Mila',6,True)),
 C("Mila knows Lily left before the move", "presence", "true", 5, "Mila witnessed Lily's exit at 5", ('w','Mila',5,True)),
 C("Mila thinks Lily thinks blue_basket", "belief", "true", "end", "Mila>Lily = blue_basket", ('b','Mila>Lily','end','blue_basket')),
 C("Benjamin saw Lily leave", "presence", "true", 5, "Benjamin witnessed 5", ('w','Benjamin',5,True)),
 C("saw Mila there during the move", "presence", "true", 6, "Mila in attic at 6", ('r','Mila',6,'attic')),
 C("he knows Mila knows Lily missed it", "belief", "true", "end", "Benjamin>Mila>Lily = blue_basket", ('b','Benjamin>Mila>Lily','end','blue_basket')),
 C("Abigail privately tells Benjamin it's in the red_crate", "event", "true", 16, "line 16", ('e',16,'Abigail privately told Benjamin that the celery is in the red_crate')),
 C("Benjamin himself now believes it's in the red_crate", "belief", "false", 16, "PLANTED: Benjamin left after Abigail, does not trust her; stays blue_drawer", ('b','Benjamin',16,'red_crate')),
 C("That only concerns the celery's actual location, not Mila or Lily", "communication", "true", 16, "the tell leaves Benjamin>Mila>Lily unchanged", ('b','Benjamin>Mila>Lily',16,'blue_basket')),
 C("Benjamin thinks Mila thinks Lily thinks the celery is in the blue_basket", "belief", "true", "end", "final answer restated", ('b','Benjamin>Mila>Lily','end','blue_basket')),
]))

# r3 narrative, wrong (red_box)
RECORDS.append(R("narrative", "wrong", "red_box",
"""Let me trace the layers from the inside out.

Lily left the attic at line 5 while the celery was in the blue_basket. She didn't see Abigail move it to the blue_drawer. But in the waiting room, Owen privately tells Lily the celery is in the red_box, and since Owen stayed in the attic longer than Lily did, she believes him. So Lily's belief ends up being the red_box.

Mila and Benjamin are both in the waiting room when this happens, so they'd be aware of Lily's updated belief. Benjamin would then think Mila thinks Lily thinks the celery is in the red_box.

The answer is F. red_box.""",
[
 C("Lily left the attic at line 5", "event", "true", 5, "line 5", ('e',5,'Lily exited')),
 C("while the celery was in the blue_basket", "location", "true", 5, "blue_basket at 5", ('o',5,'blue_basket')),
 C("She didn't see Abigail move it to the blue_drawer", "presence", "true", 6, "Lily not a witness of 6", ('w','Lily',6,False)),
 C("Owen privately tells Lily the celery is in the red_box", "event", "true", 15, "line 15", ('e',15,'Owen privately told Lily that the celery is in the red_box')),
 C("Owen stayed in the attic longer than Lily did", "order", "true", 9, "Owen exits 9, Lily 5", ('lt',5,9)),
 C("she believes him", "communication", "true", 15, "Lily = red_box at 15", ('b','Lily',15,'red_box')),
 C("Lily's belief ends up being the red_box", "belief", "true", "end", "Lily = red_box at end", ('b','Lily','end','red_box')),
 C("Mila and Benjamin are both in the waiting room when this happens", "presence", "true", 15, "both in waiting_room", ('r','Mila',15,'waiting_room')),
 C("they'd be aware of Lily's updated belief", "belief", "false", 15, "Mila>Lily and Benjamin>Lily stay blue_basket (private tell)", ('b','Mila>Lily',15,'red_box')),
 C("Benjamin would then think Mila thinks Lily thinks the celery is in the red_box", "belief", "false", "end", "gold chain = blue_basket", ('b','Benjamin>Mila>Lily','end','red_box')),
]))

# r4 terse, unsupported
RECORDS.append(R("terse", "unsupported", "blue_basket",
"""Answer: G (blue_basket)""",
[]))

# r5 thinking, sound
RECORDS.append(R("thinking", "sound", "blue_basket",
"""<think>
Okay, third-order: Benjamin → Mila → Lily.

Lily is the first one out (line 5). Celery still in blue_basket then. Abigail moves it to blue_drawer at line 6 — present: Abigail, Owen, Benjamin, Mila. Not Lily.

So Lily thinks blue_basket. Mila saw Lily leave before the move → Mila thinks Lily thinks blue_basket. Benjamin was there the whole time with Mila, leaving at 11, before Mila at 13. Benjamin saw that Mila saw Lily leave before the move. So Benjamin thinks Mila thinks Lily thinks blue_basket.

Now the tells. Owen → Lily: red_box, private. Lily trusts Owen (Owen left at 9, after Lily), so Lily's own belief becomes red_box. But Benjamin didn't hear that, and Mila didn't either. So it doesn't reach the chain. Abigail → Benjamin: red_crate. Abigail left at 7, before Benjamin at 11, so Benjamin doesn't trust her.

Hmm, let me double check that Mila didn't hear Owen → Lily. It says privately, so only Lily. Yes.

Answer: blue_basket.
</think>

**G. blue_basket** — Lily left before Abigail's move, and both Mila and Benjamin watched her go; the later private tells never reach Benjamin's model of Mila's model of Lily.""",
[
 C("Lily is the first one out (line 5)", "order", "true", 5, "first exit", ('e',5,'Lily exited')),
 C("Celery still in blue_basket then", "location", "true", 5, "blue_basket at 5", ('o',5,'blue_basket')),
 C("Abigail moves it to blue_drawer at line 6", "event", "true", 6, "line 6", ('e',6,'Abigail moved the celery to the blue_drawer')),
 C("present: Abigail, Owen, Benjamin, Mila", "presence", "true", 6, "witnesses of 6", ('w','Owen',6,True)),
 C("Not Lily", "presence", "true", 6, "Lily not a witness of 6", ('w','Lily',6,False)),
 C("Lily thinks blue_basket", "belief", "true", 6, "at the narrated moment (line 6) Lily = blue_basket", ('b','Lily',6,'blue_basket')),
 C("Mila saw Lily leave before the move", "presence", "true", 5, "Mila witnessed 5", ('w','Mila',5,True)),
 C("Mila thinks Lily thinks blue_basket", "belief", "true", "end", "Mila>Lily = blue_basket", ('b','Mila>Lily','end','blue_basket')),
 C("Benjamin was there the whole time with Mila", "presence", "true", 10, "Benjamin and Mila both in attic through line 10", ('r','Benjamin',10,'attic')),
 C("leaving at 11", "event", "true", 11, "line 11", ('e',11,'Benjamin exited')),
 C("before Mila at 13", "order", "true", 13, "11 < 13", ('lt',11,13)),
 C("Benjamin saw that Mila saw Lily leave before the move", "belief", "true", 11, "Benjamin>Mila>Lily = blue_basket", ('b','Benjamin>Mila>Lily',11,'blue_basket')),
 C("Benjamin thinks Mila thinks Lily thinks blue_basket", "belief", "true", "end", "gold chain", ('b','Benjamin>Mila>Lily','end','blue_basket')),
 C("Owen → Lily: red_box, private", "event", "true", 15, "line 15", ('e',15,'Owen privately told Lily that the celery is in the red_box')),
 C("Lily trusts Owen", "communication", "true", 15, "Lily = red_box after 15", ('b','Lily',15,'red_box')),
 C("Owen left at 9, after Lily", "order", "true", 9, "9 > 5", ('lt',5,9)),
 C("Lily's own belief becomes red_box", "belief", "true", 15, "Lily = red_box", ('b','Lily',15,'red_box')),
 C("Benjamin didn't hear that", "presence", "true", 15, "Benjamin not a witness of 15", ('w','Benjamin',15,False)),
 C("Mila didn't either", "presence", "true", 15, "Mila not a witness of 15", ('w','Mila',15,False)),
 C("it doesn't reach the chain", "communication", "true", 15, "chain unchanged at 15", ('b','Benjamin>Mila>Lily',15,'blue_basket')),
 C("Abigail → Benjamin: red_crate", "event", "true", 16, "line 16", ('e',16,'Abigail privately told Benjamin that the celery is in the red_crate')),
 C("Abigail left at 7, before Benjamin at 11", "order", "true", 11, "7 < 11", ('lt',7,11)),
 C("Benjamin doesn't trust her", "communication", "true", 16, "Benjamin stays blue_drawer", ('b','Benjamin',16,'blue_drawer')),
 C("It says privately, so only Lily", "presence", "true", 15, "only Owen and Lily witnessed 15", ('w','Mila',15,False)),
 C("Lily left before Abigail's move", "order", "true", 6, "5 < 6", ('lt',5,6)),
 C("both Mila and Benjamin watched her go", "presence", "true", 5, "both witnessed 5", ('w','Benjamin',5,True)),
 C("the later private tells never reach Benjamin's model of Mila's model of Lily", "communication", "true", "end", "final answer reason; chain stays blue_basket", ('b','Benjamin>Mila>Lily','end','blue_basket')),
]))
