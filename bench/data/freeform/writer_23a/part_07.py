from pc import C, R
QOBJ = "persimmon"
RBk = "red_basket"
Q = 'Emily -> Emma -> Ella -> Charlotte'
PINE = [('s',16,'pineapple'),('s',17,'pineapple'),('s',21,'pineapple'),('s',24,'pineapple'),('s',25,'pineapple')]
RECORDS = [
R("answer_first", "unsupported", RBk,
"""**Answer: I. red_basket**

Emily thinks Emma thinks Ella thinks Charlotte thinks the persimmon is in the red_basket. This is one of those nested-belief puzzles where you have to peel the layers carefully.""",
[
 C("Emily thinks Emma thinks Ella thinks Charlotte thinks the persimmon is in the red_basket", "belief", "true", "end", "answer restated", ('b',Q,'end',RBk), ans=True),
]),
R("numbered", "unsound", RBk,
"""**Step 1:** Persimmon starts in the green_suitcase (line 2).
**Step 2:** Ella moves it to the red_basket (line 3) and exits right away (line 4). Everyone else is still in the back_yard at that moment.
**Step 3:** Nathan moves it to the red_bottle (5) and leaves; Charlotte moves it to the red_crate (7) and leaves. Ella sees neither move.
**Step 4:** Since Ella left after her own move, Ella thinks Charlotte thinks it is in the red_basket.
**Step 5:** Emma saw Ella leave, so Emma knows Ella's view stops at the red_basket. Emily was also present and saw Emma there, so Emily thinks Emma thinks the same.
**Step 6:** The cellar scene and the waiting_room messages are about the pineapple. They don't affect the persimmon, which is still sitting in the red_bottle at the end.

**Answer:** I. red_basket""",
[
 C("Persimmon starts in the green_suitcase (line 2)", "location", "true", 2, "objects row 2", ('o','persimmon',2,'green_suitcase')),
 C("Ella moves it to the red_basket (line 3)", "event", "true", 3, "line 3", ('s',3,'Ella moved the persimmon to the red_basket')),
 C("exits right away (line 4)", "event", "true", 4, "line 4", ('s',4,'Ella exited')),
 C("Everyone else is still in the back_yard at that moment", "presence", "true", 4, "others in back_yard at 4", *[('r',a,4,'back_yard') for a in ['Nathan','Charlotte','Emily','Emma']]),
 C("Nathan moves it to the red_bottle (5)", "event", "true", 5, "line 5", ('s',5,'Nathan moved the persimmon to the red_bottle')),
 C("Charlotte moves it to the red_crate (7)", "event", "true", 7, "line 7", ('s',7,'Charlotte moved the persimmon to the red_crate')),
 C("Ella sees neither move", "presence", "true", None, "Ella not witness of 5 or 7", ('w','Ella',5,False),('w','Ella',7,False)),
 C("Ella thinks Charlotte thinks it is in the red_basket", "belief", "true", "end", "Ella -> Charlotte", ('b','Ella -> Charlotte','end',RBk)),
 C("Emma saw Ella leave", "presence", "true", 4, "Emma witnessed 4", ('w','Emma',4,True)),
 C("Emma knows Ella's view stops at the red_basket", "belief", "true", "end", "Emma -> Ella = red_basket", ('b','Emma -> Ella','end',RBk)),
 C("Emily was also present", "presence", "true", 4, "Emily in back_yard at 4", ('r','Emily',4,'back_yard')),
 C("saw Emma there", "presence", "true", 4, "both witnessed 4", ('w','Emily',4,True),('w','Emma',4,True)),
 C("Emily thinks Emma thinks the same", "belief", "true", "end", "Emily -> Emma -> Ella = red_basket", ('b','Emily -> Emma -> Ella','end',RBk)),
 C("The cellar scene and the waiting_room messages are about the pineapple", "event", "true", None, "lines 16-25", *PINE),
 C("They don't affect the persimmon", "event", "true", "end", "persimmon unchanged after 7", ('o','persimmon',14,'red_crate'),('o','persimmon','end','red_crate')),
 C("which is still sitting in the red_bottle at the end", "location", "false", "end", "PLANTED: it is in the red_crate at the end", ('o','persimmon','end','red_bottle')),
]),
R("narrative", "sound", RBk,
"""Let me work from the innermost belief outward.

Ella put the persimmon in the red_basket herself and walked out immediately afterward, so she never saw Nathan move it to the red_bottle or Charlotte move it to the red_crate. As far as Ella knows, Charlotte watched the persimmon go into the red_basket and nothing changed after that, so Ella thinks Charlotte thinks it's in the red_basket.

Emma and Emily were both in the back_yard when Ella left, and each could see that the other saw her go. So Emma knows Ella's knowledge stops at the red_basket, and Emily knows that Emma knows this.

Later scenes in the cellar and waiting_room are entirely about the pineapple, so they don't touch any of these beliefs.

The answer is I. red_basket.""",
[
 C("Ella put the persimmon in the red_basket herself", "event", "true", 3, "line 3", ('s',3,'Ella moved the persimmon to the red_basket')),
 C("walked out immediately afterward", "event", "true", 4, "line 4", ('s',4,'Ella exited')),
 C("she never saw Nathan move it to the red_bottle or Charlotte move it to the red_crate", "presence", "true", None, "Ella not witness of 5, 7", ('w','Ella',5,False),('w','Ella',7,False),('s',5,'red_bottle'),('s',7,'red_crate')),
 C("As far as Ella knows, Charlotte watched the persimmon go into the red_basket and nothing changed after that", "belief", "true", "end", "Ella -> Charlotte = red_basket", ('b','Ella -> Charlotte','end',RBk)),
 C("Ella thinks Charlotte thinks it's in the red_basket", "belief", "true", "end", "Ella -> Charlotte", ('b','Ella -> Charlotte','end',RBk)),
 C("Emma and Emily were both in the back_yard when Ella left", "presence", "true", 4, "both in back_yard at 4", ('r','Emma',4,'back_yard'),('r','Emily',4,'back_yard')),
 C("each could see that the other saw her go", "presence", "true", 4, "both witnessed 4", ('w','Emma',4,True),('w','Emily',4,True)),
 C("Emma knows Ella's knowledge stops at the red_basket", "belief", "true", "end", "Emma -> Ella", ('b','Emma -> Ella','end',RBk)),
 C("Emily knows that Emma knows this", "belief", "true", "end", "Emily -> Emma -> Ella", ('b','Emily -> Emma -> Ella','end',RBk)),
 C("Later scenes in the cellar and waiting_room are entirely about the pineapple", "event", "true", None, "lines 15-25", *PINE),
 C("they don't touch any of these beliefs", "belief", "true", "end", "chain same at 14 and end", ('b',Q,14,RBk),('b',Q,'end',RBk)),
]),
R("terse", "unsound", RBk,
"""I, red_basket: Ella left before anyone else moved it, and Nathan was the only one who saw her go.""",
[
 C("Ella left before anyone else moved it", "order", "true", None, "exit 4 before moves 5 and 7", ('lt',4,5),('lt',4,7)),
 C("Nathan was the only one who saw her go", "presence", "false", 4, "PLANTED: Charlotte, Emily and Emma also witnessed line 4", ('w','Emma',4,False)),
]),
R("thinking", "wrong", "red_crate",
"""<think>
Chain: Emily → Emma → Ella → Charlotte.

Innermost is Charlotte. Charlotte's own last move: red_crate at line 7. She left right after (line 8). So Charlotte thinks red_crate.

Ella thinks Charlotte thinks... hmm. Ella left at line 4. But wait, does Ella need to have seen the move? Charlotte is the one who moved it, so Charlotte obviously knows where she put it. Ella doesn't know the latest location, though. Hmm.

Okay, let me just go with this: Charlotte made the last move, everyone except Ella and Nathan saw it, and Emily and Emma were both there. Emily and Emma would both think Charlotte put it in the red_crate, and they'd project that onto Ella's view of Charlotte.

So red_crate.
</think>

**J. red_crate**. Charlotte made the final move to the red_crate in front of Emily and Emma.""",
[
 C("Charlotte's own last move: red_crate at line 7", "event", "true", 7, "line 7", ('s',7,'Charlotte moved the persimmon to the red_crate')),
 C("She left right after (line 8)", "event", "true", 8, "line 8", ('s',8,'Charlotte exited')),
 C("So Charlotte thinks red_crate.", "belief", "true", "end", "Charlotte = red_crate", ('b','Charlotte','end','red_crate')),
 C("Ella left at line 4", "event", "true", 4, "line 4", ('s',4,'Ella exited')),
 C("Charlotte obviously knows where she put it", "belief", "true", "end", "Charlotte = red_crate", ('b','Charlotte','end','red_crate')),
 C("Ella doesn't know the latest location", "belief", "true", "end", "Ella = red_basket, not red_crate", ('nb','Ella','end','red_crate')),
 C("Charlotte made the last move", "event", "true", 7, "line 7 is the last move of the persimmon", ('o','persimmon','end','red_crate')),
 C("everyone except Ella and Nathan saw it", "presence", "true", 7, "witnesses of 7: Charlotte, Emily, Emma", ('w','Charlotte',7,True),('w','Emily',7,True),('w','Emma',7,True),('w','Ella',7,False),('w','Nathan',7,False)),
 C("Emily and Emma were both there", "presence", "true", 7, "both in back_yard at 7", ('r','Emily',7,'back_yard'),('r','Emma',7,'back_yard')),
 C("Emily and Emma would both think Charlotte put it in the red_crate", "belief", "true", "end", "Emily -> Charlotte, Emma -> Charlotte = red_crate", ('b','Emily -> Charlotte','end','red_crate'),('b','Emma -> Charlotte','end','red_crate')),
 C("they'd project that onto Ella's view of Charlotte", "belief", "false", "end", "Emma -> Ella -> Charlotte = red_basket", ('b','Emma -> Ella -> Charlotte','end','red_crate')),
 C("So red_crate.", "belief", "false", "end", "final chain is red_basket", ('b',Q,'end','red_crate'), ans=True),
 C("Charlotte made the final move to the red_crate", "event", "true", 7, "line 7", ('s',7,'Charlotte moved the persimmon to the red_crate')),
 C("in front of Emily and Emma", "presence", "true", 7, "both witnessed 7", ('w','Emily',7,True),('w','Emma',7,True)),
]),
]
