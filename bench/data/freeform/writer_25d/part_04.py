# Q4 s6825-2-o2: Elizabeth -> Avery cherry = blue_pantry (B)
RECORDS = []

RECORDS.append(dict(style="thinking", label="sound", stated_answer="blue_pantry",
response="""<think>
Need: where Elizabeth thinks Avery thinks the cherry is.

Cherry starts in the blue_pantry, all five see it. Avery leaves at line 4 — first out. Elizabeth leaves at line 7. The cherry is only moved at line 8, by Chloe, to the red_suitcase, and by then both Avery and Elizabeth are gone.

So Elizabeth thinks it's in the blue_pantry, and she saw Avery leave when it was still in the blue_pantry. Hmm, could Elizabeth think Avery learned about the move somehow? No — there's no communication in this story at all.

Elizabeth thinks Avery thinks: blue_pantry.
</think>

**B. blue_pantry**. Both Avery and Elizabeth had left before Chloe moved the cherry to the red_suitcase, so as far as Elizabeth knows, Avery still thinks it's in the blue_pantry.""",
claims=[
("Cherry starts in the blue_pantry","location","true",2,"row 2"),
("all five see it","presence","true",2,"all witnessed 2"),
("Avery leaves at line 4","event","true",4,"line 4"),
("first out","order","true",4,"first exit"),
("Elizabeth leaves at line 7","event","true",7,"line 7"),
("The cherry is only moved at line 8, by Chloe, to the red_suitcase","event","true",8,"line 8 only move"),
("by then both Avery and Elizabeth are gone","presence","true",8,"both None at 8"),
("Elizabeth thinks it's in the blue_pantry","belief","true","end","Elizabeth -> blue_pantry"),
("she saw Avery leave when it was still in the blue_pantry","presence","true",4,"Elizabeth witnessed line 4; cherry blue_pantry"),
("there's no communication in this story at all","communication","true",None,"no tell/claim lines"),
("Elizabeth thinks Avery thinks: blue_pantry","belief","true","end","Elizabeth -> Avery blue_pantry"),
("Both Avery and Elizabeth had left before Chloe moved the cherry to the red_suitcase","order","true",8,"exits 4,7 < move 8"),
("Avery still thinks it's in the blue_pantry","belief","true","end","Elizabeth -> Avery = blue_pantry"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="blue_pantry",
response="""B""",
claims=[]))

RECORDS.append(dict(style="numbered", label="wrong", stated_answer="red_suitcase",
response="""1. **Initial location:** The cherry is in the blue_pantry (line 2).
2. **Move:** Chloe moves the cherry to the red_suitcase (line 8).
3. **Elizabeth's knowledge:** Elizabeth likes the red_suitcase (line 5), so she would pay attention to it, and she knows the cherry ended up there.
4. **Avery:** Elizabeth would assume Avery knows the same thing, since everyone ends up together in the waiting_room.

**Answer:** E. red_suitcase""",
claims=[
("The cherry is in the blue_pantry (line 2)","location","true",2,"row 2"),
("Chloe moves the cherry to the red_suitcase (line 8)","event","true",8,"line 8"),
("Elizabeth likes the red_suitcase (line 5)","event","true",5,"line 5"),
("she would pay attention to it","belief","uncheckable",None,"motive/attention speculation"),
("she knows the cherry ended up there","belief","false","end","Elizabeth -> blue_pantry; she left at 7"),
("Elizabeth would assume Avery knows the same thing","belief","false","end","Elizabeth -> Avery = blue_pantry"),
("everyone ends up together in the waiting_room","presence","true",15,"line 15"),
]))

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="blue_pantry",
response="""**Answer: B. blue_pantry**

Explanation:
- The cherry is in the blue_pantry at the start (line 2), and everyone sees this.
- Elizabeth leaves the kitchen before Avery does, but at that point the cherry has not moved.
- Chloe only moves the cherry to the red_suitcase at line 8, after both of them are gone.
- Elizabeth therefore thinks Avery thinks the cherry is still in the blue_pantry.""",
claims=[
("The cherry is in the blue_pantry at the start (line 2)","location","true",2,"row 2"),
("everyone sees this","presence","true",2,"all witnessed 2"),
("Elizabeth leaves the kitchen before Avery does","order","false",7,"PLANTED: Avery exits at 4, Elizabeth at 7"),
("at that point the cherry has not moved","location","true",7,"row 7 blue_pantry"),
("Chloe only moves the cherry to the red_suitcase at line 8","event","true",8,"line 8"),
("after both of them are gone","presence","true",8,"both None at 8"),
("Elizabeth therefore thinks Avery thinks the cherry is still in the blue_pantry","belief","true","end","Elizabeth -> Avery blue_pantry"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="blue_pantry",
response="""Let me work through who saw what in the kitchen.

The cherry starts out in the blue_pantry while all five of them are there. Avery is the first to step out, and a little later Elizabeth leaves as well. Only after that does anything happen to the cherry: Lily moves it over to the red_suitcase, with Chloe and Emma still in the room.

Elizabeth never saw that, and she knows Avery left even earlier than she did. From her point of view, the last thing she and Avery both saw was the cherry in the blue_pantry.

The answer is B. blue_pantry.""",
claims=[
("The cherry starts out in the blue_pantry","location","true",2,"row 2"),
("while all five of them are there","presence","true",2,"all witnessed 2"),
("Avery is the first to step out","order","true",4,"first exit"),
("a little later Elizabeth leaves as well","order","true",7,"Elizabeth exits 7 after 4"),
("Lily moves it over to the red_suitcase","event","false",8,"PLANTED: it was Chloe who moved it (line 8)"),
("with Chloe and Emma still in the room","presence","true",8,"Chloe, Emma in witnessed_by 8"),
("Elizabeth never saw that","presence","true",8,"Elizabeth not in witnessed_by 8"),
("she knows Avery left even earlier than she did","order","true",4,"Elizabeth witnessed line 4"),
("the last thing she and Avery both saw was the cherry in the blue_pantry","belief","true","end","Elizabeth -> Avery = blue_pantry"),
]))
