RECORDS = [
dict(style="answer_first", label="wrong", stated="blue_cupboard",
response="""K. blue_cupboard

Explanation: The strawberry started in the blue_cupboard (line 3) and, after being moved around, Jayden put it back in the blue_cupboard (line 13). Because it ends up where everyone first saw it, all the nested beliefs point to the blue_cupboard.""",
claims=[("The strawberry started in the blue_cupboard (line 3)","location","true",3,"row 3"),
("Jayden put it back in the blue_cupboard (line 13)","event","true",13,"row 13"),
("all the nested beliefs point to the blue_cupboard","belief","false","end","chain=blue_envelope")]),
dict(style="numbered", label="unsound", stated="blue_envelope",
response="""**1. Initial setup:** All five enter the kitchen; the strawberry is in the blue_cupboard.
**2. Isla's move:** Isla moves it to the blue_envelope with everyone watching, then leaves first.
**3. Exits:** Abigail leaves next, then Nathan. Each of them last saw the strawberry in the blue_envelope.
**4. Later moves:** Chloe moves it to the green_crate and Jayden moves it to the blue_cupboard, but only after Abigail, Nathan and Isla are gone.
**5. Chain:** Isla thinks it's in the blue_envelope, Nathan thinks Isla thinks so, and Chloe thinks Nathan thinks Isla thinks the green_crate because she moved it there herself.
**6. Abigail's view:** Abigail left before Chloe's move, so she thinks Chloe thinks Nathan thinks Isla thinks it's in the blue_envelope.

**Answer:** M. blue_envelope""",
claims=[("All five enter the kitchen","event","true",2,"row 2"),
("the strawberry is in the blue_cupboard","location","true",3,"row 3"),
("Isla moves it to the blue_envelope with everyone watching","event","true",4,"row 4"),
("then leaves first","order","true",5,"first exit row 5"),
("Abigail leaves next, then Nathan","order","true",10,"exits 8, 10"),
("Each of them last saw the strawberry in the blue_envelope","belief","true",10,"Abi, Nat = blue_envelope"),
("Chloe moves it to the green_crate","event","true",11,"row 11"),
("Jayden moves it to the blue_cupboard","event","true",13,"row 13"),
("only after Abigail, Nathan and Isla are gone","presence","true",11,"absent rows 11, 13"),
("Isla thinks it's in the blue_envelope","belief","true","end","Isla=blue_envelope"),
("Nathan thinks Isla thinks so","belief","true","end","Nathan->Isla=blue_envelope"),
("Chloe thinks Nathan thinks Isla thinks the green_crate","belief","false","end","PLANTED: Chloe->Nathan->Isla=blue_envelope"),
("Abigail left before Chloe's move","order","true",11,"8 before 11"),
("she thinks Chloe thinks Nathan thinks Isla thinks it's in the blue_envelope","belief","true","end","answer")]),
dict(style="narrative", label="sound", stated="blue_envelope",
response="""Let me trace where each person was.

Everyone is in the kitchen when the strawberry goes into the blue_cupboard and when Isla moves it to the blue_envelope. Then Isla leaves, then Abigail, then Nathan. Chloe and Jayden are the only ones left when Chloe moves it to the green_crate, and Jayden alone sees his own move to the blue_cupboard.

So when Abigail left, she, Chloe, Nathan and Isla had all last seen the strawberry together in the blue_envelope, and nothing Abigail witnessed afterwards changed that. Nobody says anything in the waiting_room, either.

The answer is M. blue_envelope.""",
claims=[("Everyone is in the kitchen when the strawberry goes into the blue_cupboard","presence","true",3,"row 3"),
("when Isla moves it to the blue_envelope","event","true",4,"row 4"),
("Isla leaves, then Abigail, then Nathan","order","true",10,"exits 5, 8, 10"),
("Chloe and Jayden are the only ones left when Chloe moves it to the green_crate","presence","true",11,"witnesses row 11"),
("Jayden alone sees his own move to the blue_cupboard","presence","true",13,"witness Jayden row 13"),
("she, Chloe, Nathan and Isla had all last seen the strawberry together in the blue_envelope","event","true",8,"last joint event row 4"),
("Nobody says anything in the waiting_room","event","true",15,"no claims"),
("The answer is M. blue_envelope","belief","true","end","answer")]),
dict(style="terse", label="unsupported", stated="blue_envelope",
response="""M. blue_envelope — Abigail thinks Chloe thinks Nathan thinks Isla thinks the strawberry is in the blue_envelope.""",
claims=[("M. blue_envelope","belief","true","end","answer"),
("Abigail thinks Chloe thinks Nathan thinks Isla thinks the strawberry is in the blue_envelope","belief","true","end","answer restated")]),
dict(style="thinking", label="unsound", stated="blue_envelope",
response="""<think>
A -> C -> N -> I. Abigail is outermost.

Kitchen: blue_cupboard, Isla moves to blue_envelope (line 4), all five see. Isla exits (5). Abigail exits (8). Nathan exits (10). Chloe moves to green_crate (11) with Jayden watching. Chloe exits. Jayden moves to blue_cupboard (13).

Abigail's knowledge ends at line 8. At that point Chloe, Nathan, Isla all had the strawberry at blue_envelope, Isla had already left by then though. Wait, Isla left at 5, does that matter? Isla's belief is blue_envelope regardless since she saw her own move.

Hmm, and Jayden was the first of the remaining group to leave, so Chloe... no, that's irrelevant to Abigail's chain.

blue_envelope.
</think>

M. blue_envelope. Abigail left at line 8, when the strawberry was still in the blue_envelope for everyone in her chain.""",
claims=[("blue_cupboard","location","true",3,"row 3"),
("Isla moves to blue_envelope (line 4)","event","true",4,"row 4"),
("all five see","presence","true",4,"row 4"),
("Isla exits (5)","event","true",5,"row 5"),
("Abigail exits (8)","event","true",8,"row 8"),
("Nathan exits (10)","event","true",10,"row 10"),
("Chloe moves to green_crate (11) with Jayden watching","event","true",11,"row 11"),
("Chloe exits","event","true",12,"row 12"),
("Jayden moves to blue_cupboard (13)","event","true",13,"row 13"),
("Abigail's knowledge ends at line 8","presence","true",8,"absent after 8"),
("At that point Chloe, Nathan, Isla all had the strawberry at blue_envelope","belief","true",8,"row 8"),
("Isla had already left by then","order","true",5,"5 before 8"),
("Isla's belief is blue_envelope","belief","true","end","Isla=blue_envelope"),
("she saw her own move","presence","true",4,"row 4"),
("Jayden was the first of the remaining group to leave","order","false",14,"PLANTED: Chloe left at 12, Jayden last at 14"),
("M. blue_envelope","belief","true","end","answer"),
("Abigail left at line 8","event","true",8,"row 8"),
("the strawberry was still in the blue_envelope for everyone in her chain","belief","true",8,"row 8")]),
]
