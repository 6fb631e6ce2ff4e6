RECORDS = [
dict(style="answer_first", label="unsupported", stated="red_envelope",
response="""E. red_envelope

Liam thinks William thinks Carter thinks the turnip is in the red_envelope. This is a third-order question, so the chain of perspectives matters more than where the turnip actually ended up.""",
claims=[("Liam thinks William thinks Carter thinks the turnip is in the red_envelope","belief","true","end","answer restated")]),
dict(style="numbered", label="sound", stated="red_envelope",
response="""Let's think step by step.

1. All five are in the bedroom when the turnip is put in the red_drawer and when William moves it to the red_envelope (line 3).
2. William leaves first (line 4), then Liam (line 6). So the last thing Liam, William and Carter all saw together was the turnip going into the red_envelope.
3. Carter's move to the green_basket (line 9) and Logan's move to the red_drawer (line 11) happen after both Liam and William are gone.
4. In the waiting room, Carter publicly claims it's in the red_suitcase. That shifts what Liam thinks Carter thinks, but it doesn't tell Liam anything about what William thinks Carter thinks.
5. Logan's tell at line 15 is private to William, so Liam doesn't hear it.

So from Liam's point of view, William thinks Carter thinks the turnip is in the red_envelope.

The answer is [red_envelope]""",
claims=[("All five are in the bedroom when the turnip is put in the red_drawer","presence","true",2,"row 2"),
("when William moves it to the red_envelope (line 3)","event","true",3,"row 3"),
("William leaves first (line 4), then Liam (line 6)","order","true",6,"exits 4, 6"),
("the last thing Liam, William and Carter all saw together was the turnip going into the red_envelope","event","true",3,"last joint event"),
("Carter's move to the green_basket (line 9)","event","true",9,"row 9"),
("Logan's move to the red_drawer (line 11)","event","true",11,"row 11"),
("happen after both Liam and William are gone","presence","true",11,"not witnesses 9, 11"),
("Carter publicly claims it's in the red_suitcase","event","true",14,"row 14"),
("That shifts what Liam thinks Carter thinks","communication","true",14,"Liam->Carter red_envelope->red_suitcase"),
("it doesn't tell Liam anything about what William thinks Carter thinks","communication","true",14,"Liam->William->Carter stays red_envelope"),
("Logan's tell at line 15 is private to William","event","true",15,"witness Log,Wil"),
("Liam doesn't hear it","presence","true",15,"Liam not witness"),
("from Liam's point of view, William thinks Carter thinks the turnip is in the red_envelope","belief","true","end","answer")]),
dict(style="narrative", label="unsound", stated="red_envelope",
response="""Let me work through who saw what.

The turnip starts in the red_drawer, and William moves it to the red_envelope while all five are watching. William then leaves, followed by Liam. At the moment Liam walks out, he knows that William and Carter both saw the turnip go into the red_envelope, and nothing has happened since.

Carter later moves it to the green_basket and Logan moves it back to the red_drawer, but Liam sees neither of those. Carter's claim in the waiting room that it's in the red_suitcase doesn't sway Liam, so Liam himself still believes it's in the red_envelope. Either way, Liam has no reason to think William's picture of Carter's belief changed.

So the answer is E. red_envelope.""",
claims=[("The turnip starts in the red_drawer","location","true",2,"row 2"),
("William moves it to the red_envelope while all five are watching","event","true",3,"row 3"),
("William then leaves, followed by Liam","order","true",6,"exits 4, 6"),
("he knows that William and Carter both saw the turnip go into the red_envelope","belief","true",6,"Liam->William, Liam->Carter = red_envelope row 6"),
("Carter later moves it to the green_basket","event","true",9,"row 9"),
("Logan moves it back to the red_drawer","event","true",11,"row 11"),
("Liam sees neither of those","presence","true",11,"not witness 9, 11"),
("Carter's claim in the waiting room that it's in the red_suitcase","event","true",14,"row 14"),
("doesn't sway Liam, so Liam himself still believes it's in the red_envelope","communication","false","end","PLANTED: Liam=red_suitcase after 14"),
("the answer is E. red_envelope","belief","true","end","answer")]),
dict(style="terse", label="wrong", stated="red_suitcase",
response="""D. red_suitcase — Carter publicly claimed it, and everyone was in the waiting room to hear.""",
claims=[("D. red_suitcase","belief","false","end","Liam->William->Carter=red_envelope"),
("Carter publicly claimed it","event","true",14,"row 14"),
("everyone was in the waiting room to hear","presence","true",14,"all witness row 14")]),
dict(style="thinking", label="sound", stated="red_envelope",
response="""<think>
Chain: Liam -> William -> Carter.

Turnip: red_drawer, then William moves it to red_envelope with all present. William exits at 4. Liam exits at 6. Carter's still inside when both of them leave, and later moves it to green_basket, then Logan moves it to red_drawer. Neither Liam nor William sees those.

Now the waiting room. Carter publicly says red_suitcase. Does that change William's view of Carter? Yes, William thinks Carter thinks red_suitcase now. Hmm, so does Liam model that? Liam would think William heard it too... but the golds-style rule is that a public claim shifts the listener's own belief and their view of the speaker, not a third party's nested view. So Liam -> William -> Carter stays red_envelope.

Then Logan privately tells William red_drawer — Liam isn't part of that.

So red_envelope.
</think>

**E. red_envelope.** The last event Liam, William and Carter all witnessed together was William putting the turnip in the red_envelope; nothing afterwards reaches that nested belief.""",
claims=[("William moves it to red_envelope with all present","event","true",3,"row 3"),
("William exits at 4","event","true",4,"row 4"),
("Liam exits at 6","event","true",6,"row 6"),
("Carter's still inside when both of them leave","presence","true",6,"Carter bedroom rows 4, 6"),
("later moves it to green_basket","event","true",9,"row 9"),
("Logan moves it to red_drawer","event","true",11,"row 11"),
("Neither Liam nor William sees those","presence","true",11,"not witnesses"),
("Carter publicly says red_suitcase","event","true",14,"row 14"),
("William thinks Carter thinks red_suitcase now","belief","true",14,"William->Carter=red_suitcase"),
("Liam -> William -> Carter stays red_envelope","belief","true",14,"row 14"),
("Logan privately tells William red_drawer","event","true",15,"row 15"),
("Liam isn't part of that","presence","true",15,"not witness"),
("**E. red_envelope.**","belief","true","end","answer"),
("The last event Liam, William and Carter all witnessed together was William putting the turnip in the red_envelope","event","true",3,"row 3 last joint"),
("nothing afterwards reaches that nested belief","belief","true","end","chain stays red_envelope 3-15")]),
]
