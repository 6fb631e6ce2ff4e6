# Q3 s6819-4-o4: Hannah -> Alexander -> Nathan -> Jackson, broccoli. gold red_bottle
RECORDS = []

RECORDS.append(dict(style="narrative", label="sound", stated_answer="red_bottle",
response="""Let me work from the innermost belief outward.

Jackson: the broccoli starts in the red_bottle, and nothing moves it until Jackson himself puts it in the blue_suitcase at line 8. But the question isn't about Jackson's own belief — it's Nathan's view of Jackson.

Nathan left the hall at line 7, before Jackson touched the broccoli. As far as Nathan knew when he walked out, the broccoli had never left the red_bottle, so Nathan thinks Jackson thinks it's in the red_bottle.

Alexander was still in the hall when Nathan left, so he knows Nathan missed the blue_suitcase move. Alexander therefore thinks Nathan thinks Jackson thinks it's in the red_bottle.

Hannah is the outermost layer. She left even earlier than Nathan, at line 5, and at that point the broccoli had never moved. Since her own departure came before any move at all, she has no way of picturing Alexander's model of Nathan as anything but the red_bottle. Hannah thinks Alexander thinks Nathan thinks Jackson thinks it is in the red_bottle.

The public claim and the private tell in the waiting room don't alter this nested chain. Coincidentally, Jack put the broccoli back into the red_bottle at line 12, so that's also where it really is.

The answer is F. red_bottle.""",
claims=[
 ("the broccoli starts in the red_bottle","location","true",2,"line 2"),
 ("nothing moves it until Jackson himself puts it in the blue_suitcase at line 8","event","true",8,"first move line 8"),
 ("Nathan left the hall at line 7","event","true",7,"line 7"),
 ("before Jackson touched the broccoli","order","true",8,"7 before 8"),
 ("As far as Nathan knew when he walked out, the broccoli had never left the red_bottle","belief","true",7,"Nathan: red_bottle at 7"),
 ("Nathan thinks Jackson thinks it's in the red_bottle","belief","true","end","Nathan->Jackson red_bottle"),
 ("Alexander was still in the hall when Nathan left","presence","true",7,"Alexander witnessed 7"),
 ("he knows Nathan missed the blue_suitcase move","belief","true",8,"Alexander->Nathan red_bottle after 8"),
 ("Alexander therefore thinks Nathan thinks Jackson thinks it's in the red_bottle","belief","true","end","A->N->J red_bottle"),
 ("She left even earlier than Nathan, at line 5","order","true",5,"Hannah exit 5 < 7"),
 ("at that point the broccoli had never moved","location","true",5,"still red_bottle at 5"),
 ("Hannah thinks Alexander thinks Nathan thinks Jackson thinks it is in the red_bottle","belief","true","end","answer chain"),
 ("The public claim and the private tell in the waiting room don't alter this nested chain","communication","true",16,"chain red_bottle after 15,16"),
 ("Jack put the broccoli back into the red_bottle at line 12","event","true",12,"line 12"),
 ("that's also where it really is","location","true","end","object red_bottle at end"),
]))

RECORDS.append(dict(style="terse", label="sound", stated_answer="red_bottle",
response="""F. red_bottle — Nathan was gone before anyone moved the broccoli, so every layer of the chain still has it in the red_bottle.""",
claims=[
 ("Nathan was gone before anyone moved the broccoli","order","true",8,"Nathan exit 7, first move 8"),
 ("every layer of the chain still has it in the red_bottle","belief","true","end","N->J, A->N->J, H->A->N->J all red_bottle"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="red_bottle",
response="""<think>
Four levels: Hannah → Alexander → Nathan → Jackson.

Who left when: Hannah at 5, Nathan at 7, Jackson at 9, Alexander at 11, Jack at 13.

Moves: Jackson → blue_suitcase (8), Alexander → blue_envelope (10), Jack → red_bottle (12).

Innermost: what does Nathan think Jackson thinks? Nathan left at 7, before the first move. So Nathan thinks Jackson thinks red_bottle.

Next: Alexander about Nathan about Jackson. Alexander saw Nathan leave, so he knows Nathan didn't see the move to the blue_suitcase. Alexander thinks Nathan thinks Jackson thinks red_bottle.

Hmm, but what about Alexander's own view of Jackson? Alexander saw Jackson move it to the blue_suitcase and then saw Jackson leave, so Alexander thinks Jackson thinks blue_envelope. That's a different chain though, not needed.

Outer: Hannah. Hannah left at 5 — she didn't see anything move. She can't have any picture of the later moves.

Then the waiting room: Alexander publicly claims green_bathtub. Does that change anything? Hannah's own belief flips to green_bathtub, and then Jack privately tells her red_bottle. But those are about Hannah's first-order belief, not the nested chain. So the chain stays red_bottle.
</think>

**F. red_bottle**

Nathan left before any move, so the nested belief stays at the red_bottle all the way out.""",
claims=[
 ("Hannah at 5","event","true",5,"Hannah exits 5"),
 ("Nathan at 7","event","true",7,"Nathan exits 7"),
 ("Jackson at 9","event","true",9,"Jackson exits 9"),
 ("Alexander at 11","event","true",11,"Alexander exits 11"),
 ("Jack at 13","event","true",13,"Jack exits 13"),
 ("Jackson → blue_suitcase (8)","event","true",8,"line 8"),
 ("Alexander → blue_envelope (10)","event","true",10,"line 10"),
 ("Jack → red_bottle (12)","event","true",12,"line 12"),
 ("Nathan left at 7, before the first move","order","true",7,"7 before 8"),
 ("Nathan thinks Jackson thinks red_bottle","belief","true","end","Nathan->Jackson"),
 ("Alexander saw Nathan leave","presence","true",7,"Alexander witnessed 7"),
 ("he knows Nathan didn't see the move to the blue_suitcase","belief","true",8,"Alexander->Nathan red_bottle after 8"),
 ("Alexander thinks Nathan thinks Jackson thinks red_bottle","belief","true","end","A->N->J"),
 ("Alexander saw Jackson move it to the blue_suitcase","presence","true",8,"witnessed 8"),
 ("then saw Jackson leave","presence","true",9,"witnessed 9"),
 ("Alexander thinks Jackson thinks blue_envelope","belief","false","end","PLANTED: Alexander->Jackson is blue_suitcase after 9, green_bathtub at end; never blue_envelope"),
 ("Hannah left at 5","event","true",5,"line 5"),
 ("she didn't see anything move","presence","true",12,"moves 8,10,12 after her exit"),
 ("Alexander publicly claims green_bathtub","event","true",15,"line 15"),
 ("Hannah's own belief flips to green_bathtub","communication","true",15,"Hannah: green_bathtub at 15"),
 ("Jack privately tells her red_bottle","event","true",16,"line 16"),
 ("the chain stays red_bottle","belief","true","end","answer chain"),
 ("Nathan left before any move","order","true",7,"7 before 8"),
 ("the nested belief stays at the red_bottle all the way out","belief","true","end","answer chain"),
]))

RECORDS.append(dict(style="answer_first", label="wrong", stated_answer="blue_suitcase",
response="""**Answer: H. blue_suitcase**

Explanation:
- Jackson moved the broccoli to the blue_suitcase at line 8 and left at line 9, so at that point Jackson believed it was in the blue_suitcase.
- Alexander saw this move, so Alexander knows Jackson thinks it's in the blue_suitcase.
- Nathan and Hannah were with Alexander at the start, so they'd follow the same reasoning.

So Hannah thinks Alexander thinks Nathan thinks Jackson thinks the broccoli is in the blue_suitcase.""",
claims=[
 ("Jackson moved the broccoli to the blue_suitcase at line 8","event","true",8,"line 8"),
 ("left at line 9","event","true",9,"line 9"),
 ("at that point Jackson believed it was in the blue_suitcase","belief","true",9,"Jackson: blue_suitcase at 9"),
 ("Alexander saw this move","presence","true",8,"witnessed 8"),
 ("Alexander knows Jackson thinks it's in the blue_suitcase","belief","false","end","Alexander->Jackson is green_bathtub at end"),
 ("Nathan and Hannah were with Alexander at the start","presence","true",1,"line 1"),
 ("they'd follow the same reasoning","belief","uncheckable",None,"vague"),
 ("Hannah thinks Alexander thinks Nathan thinks Jackson thinks the broccoli is in the blue_suitcase","belief","false","end","chain is red_bottle"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="red_bottle",
response="""**Step 1: Exits**
Hannah leaves first (line 5), then Nathan (line 7), Jackson (line 9), Alexander (line 11) and finally Jack (line 13).

**Step 2: Moves of the broccoli**
It starts in the red_bottle. Jackson moves it to the blue_suitcase (line 8), then Alexander moves it to the blue_envelope (line 10), and that's where it is at the end of the story.

**Step 3: Nathan's view of Jackson**
Nathan left before Jackson's move, so Nathan thinks Jackson thinks the broccoli is still in the red_bottle.

**Step 4: Alexander's view of that**
Alexander watched Nathan leave and knows he missed everything afterward. So Alexander thinks Nathan thinks Jackson thinks red_bottle.

**Step 5: Hannah's view**
Hannah left before Nathan and saw no moves at all, so she would also model the chain at the red_bottle.

**Answer:** F. red_bottle""",
claims=[
 ("Hannah leaves first (line 5)","order","true",5,"first exit"),
 ("then Nathan (line 7)","event","true",7,"exit 7"),
 ("Jackson (line 9)","event","true",9,"exit 9"),
 ("Alexander (line 11)","event","true",11,"exit 11"),
 ("finally Jack (line 13)","event","true",13,"exit 13"),
 ("It starts in the red_bottle","location","true",2,"line 2"),
 ("Jackson moves it to the blue_suitcase (line 8)","event","true",8,"line 8"),
 ("Alexander moves it to the blue_envelope (line 10)","event","true",10,"line 10"),
 ("that's where it is at the end of the story","location","false","end","PLANTED: Jack moved it to red_bottle at line 12"),
 ("Nathan left before Jackson's move","order","true",8,"7 before 8"),
 ("Nathan thinks Jackson thinks the broccoli is still in the red_bottle","belief","true","end","Nathan->Jackson"),
 ("Alexander watched Nathan leave","presence","true",7,"witnessed 7"),
 ("knows he missed everything afterward","presence","true",13,"Nathan absent for 8-13"),
 ("Alexander thinks Nathan thinks Jackson thinks red_bottle","belief","true","end","A->N->J"),
 ("Hannah left before Nathan","order","true",7,"5 before 7"),
 ("saw no moves at all","presence","true",12,"Hannah absent for all moves"),
 ("she would also model the chain at the red_bottle","belief","true","end","answer chain"),
]))
