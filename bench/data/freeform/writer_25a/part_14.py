RECORDS = [
dict(style="answer_first", label="sound", stated="red_crate",
response="""**red_crate**

Jack moved the grapes from the blue_pantry to the red_crate (line 4) while Mia was still in the hallway, so he knows Mia saw it. Nothing else happens to the grapes, so Jack thinks Mia will search the red_crate.""",
claims=[("**red_crate**","belief","true","end","answer"),
("Jack moved the grapes from the blue_pantry to the red_crate (line 4)","event","true",4,"row 4"),
("while Mia was still in the hallway","presence","true",4,"witness row 4"),
("he knows Mia saw it","belief","true",4,"Jack->Mia=red_crate"),
("Nothing else happens to the grapes","event","true",None,"red_crate 4-9"),
("Jack thinks Mia will search the red_crate","belief","true","end","answer")]),
dict(style="numbered", label="unsound", stated="red_crate",
response="""**Step 1:** Mia and Jack are both in the hallway, and the grapes are in the blue_pantry.
**Step 2:** Jack moves the grapes to the red_crate. Mia is right there and sees it.
**Step 3:** Jack leaves the hallway first, and Mia leaves after him.
**Step 4:** Mia comes back into the hallway later, but the grapes haven't moved.
**Step 5:** Jack knows Mia saw the move, so he expects her to look in the red_crate.

**Answer:** red_crate""",
claims=[("Mia and Jack are both in the hallway","presence","true",3,"row 3"),
("the grapes are in the blue_pantry","location","true",3,"row 3"),
("Jack moves the grapes to the red_crate","event","true",4,"row 4"),
("Mia is right there and sees it","presence","true",4,"witness row 4"),
("Jack leaves the hallway first, and Mia leaves after him","order","false",7,"PLANTED: Mia left at 6, Jack at 7"),
("Mia comes back into the hallway later","event","true",8,"row 8"),
("the grapes haven't moved","location","true",8,"red_crate row 8"),
("Jack knows Mia saw the move","belief","true","end","Jack->Mia=red_crate"),
("he expects her to look in the red_crate","belief","true","end","answer")]),
dict(style="narrative", label="wrong", stated="blue_pantry",
response="""Let me think about what Jack believes about Mia.

The grapes start in the blue_pantry while both of them are in the hallway. Jack then moves them to the red_crate. Mia leaves, then Jack leaves, and Mia comes back on her own.

This is a second-order question, so the trick is usually that the other person missed the move. Jack would assume Mia is still thinking of where the grapes were originally put, the blue_pantry.

The answer is blue_pantry.""",
claims=[("The grapes start in the blue_pantry while both of them are in the hallway","location","true",3,"row 3"),
("Jack then moves them to the red_crate","event","true",4,"row 4"),
("Mia leaves, then Jack leaves, and Mia comes back on her own","order","true",8,"6, 7, 8"),
("Jack would assume Mia is still thinking of where the grapes were originally put, the blue_pantry","belief","false","end","Jack->Mia=red_crate")]),
dict(style="terse", label="sound", stated="red_crate",
response="""red_crate — Mia watched Jack move the grapes there, and Jack knows it.""",
claims=[("red_crate","belief","true","end","answer"),
("Mia watched Jack move the grapes there","presence","true",4,"witness row 4"),
("Jack knows it","belief","true",4,"Jack->Mia=red_crate")]),
dict(style="thinking", label="unsound", stated="red_crate",
response="""<think>
Jack's belief about Mia's belief.

Mia in, Jack in, grapes in blue_pantry. Jack moves them to red_crate — both present. Mia exits, then Jack. Mia re-enters at line 8, and Jack saw Mia come back. Grapes are still in the red_crate anyway.

Jack -> Mia = red_crate.
</think>

Jack thinks Mia will search in the red_crate, since she saw him put the grapes there.""",
claims=[("Mia in, Jack in","event","true",2,"rows 1-2"),
("grapes in blue_pantry","location","true",3,"row 3"),
("Jack moves them to red_crate","event","true",4,"row 4"),
("both present","presence","true",4,"witness row 4"),
("Mia exits, then Jack","order","true",7,"6, 7"),
("Mia re-enters at line 8","event","true",8,"row 8"),
("Jack saw Mia come back","presence","false",8,"PLANTED: Jack not in room, witness only Mia"),
("Grapes are still in the red_crate","location","true",8,"row 8"),
("Jack -> Mia = red_crate","belief","true","end","row 9"),
("Jack thinks Mia will search in the red_crate","belief","true","end","answer"),
("she saw him put the grapes there","presence","true",4,"witness row 4")]),
]
