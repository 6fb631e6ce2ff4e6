RECORDS = [
dict(style="answer_first", label="sound", stated="red_basket",
response="""O. red_basket

Aiden moved the pineapple from the red_container to the red_basket (line 5), and nobody moved it again. The two private tells at the end (Gracie to Owen about the red_crate, Aiden to Abigail about the red_container) are just statements; they don't move the actual pineapple.""",
claims=[("O. red_basket","location","true","end","answer"),
("Aiden moved the pineapple from the red_container to the red_basket (line 5)","event","true",5,"row 5"),
("nobody moved it again","event","true",None,"red_basket 5-17"),
("Gracie to Owen about the red_crate","event","true",16,"row 16"),
("Aiden to Abigail about the red_container","event","true",17,"row 17"),
("they don't move the actual pineapple","location","true",17,"obj red_basket row 17")]),
dict(style="numbered", label="wrong", stated="red_crate",
response="""Step 1: The pineapple is in the red_container at first.
Step 2: Owen leaves, and Aiden moves it to the red_basket.
Step 3: Everyone leaves the workshop one by one and meets in the waiting_room.
Step 4: Gracie privately tells Owen the pineapple is in the red_crate. Gracie stayed in the workshop longer than Aiden, so her information is the most recent.

**Answer:** N. red_crate""",
claims=[("The pineapple is in the red_container at first","location","true",2,"row 2"),
("Owen leaves","event","true",4,"row 4"),
("Aiden moves it to the red_basket","event","true",5,"row 5"),
("Everyone leaves the workshop one by one and meets in the waiting_room","event","true",14,"rows 4-14"),
("Gracie privately tells Owen the pineapple is in the red_crate","event","true",16,"row 16"),
("Gracie stayed in the workshop longer than Aiden","order","true",8,"Aiden exit 6, Gracie 8"),
("N. red_crate","location","false","end","real location red_basket")]),
dict(style="narrative", label="unsound", stated="red_basket",
response="""Let me trace the pineapple itself, since this is about where it really is.

It starts in the red_container. Owen waits a minute and leaves, and then Aiden moves it to the red_basket while Gracie, Abigail and Jack look on. After that, people just leave one at a time; nobody touches the pineapple.

In the waiting_room, Gracie tells Owen it's in the red_crate, and Aiden's private tell convinces Abigail that it's in the red_container. Those change what people believe, but not where the pineapple actually is.

The answer is O. red_basket.""",
claims=[("It starts in the red_container","location","true",2,"row 2"),
("Owen waits a minute and leaves","event","true",4,"rows 3-4"),
("Aiden moves it to the red_basket while Gracie, Abigail and Jack look on","event","true",5,"row 5 witnesses"),
("nobody touches the pineapple","event","true",None,"red_basket 5-17"),
("Gracie tells Owen it's in the red_crate","event","true",16,"row 16"),
("Aiden's private tell convinces Abigail that it's in the red_container","communication","false",17,"PLANTED: Abigail=red_basket after 17 (left after Aiden, no trust)"),
("The answer is O. red_basket","location","true","end","answer")]),
dict(style="terse", label="unsupported", stated="red_basket",
response="""O""",
claims=[("O","location","true","end","answer letter only")]),
dict(style="thinking", label="sound", stated="red_basket",
response="""<think>
Order 0, so just the real location.

red_container at line 2. Line 5: Aiden moves it to red_basket. Then exits by Aiden, Gracie, Abigail, Jack. Line 9 "Gracie likes the red_basket" — not a move. Waiting room: Gracie tells Owen red_crate — that's a lie or a mistake, doesn't matter, it only affects Owen's belief. Actually Owen would now think red_crate since Gracie left after him. Aiden tells Abigail red_container — also just talk.

Physical location stays red_basket.
</think>

The pineapple is really in the **red_basket** (O). Aiden put it there at line 5 and it never moved after that.""",
claims=[("red_container at line 2","location","true",2,"row 2"),
("Line 5: Aiden moves it to red_basket","event","true",5,"row 5"),
("Then exits by Aiden, Gracie, Abigail, Jack","order","true",13,"exits 6, 8, 11, 13"),
("Gracie tells Owen red_crate","event","true",16,"row 16"),
("that's a lie or a mistake","communication","uncheckable",16,"motive not in golds"),
("Owen would now think red_crate","belief","true",16,"Owen=red_crate row 16"),
("Gracie left after him","order","true",8,"Owen 4, Gracie 8"),
("Aiden tells Abigail red_container","event","true",17,"row 17"),
("Physical location stays red_basket","location","true","end","row 17"),
("The pineapple is really in the **red_basket** (O)","location","true","end","answer"),
("Aiden put it there at line 5","event","true",5,"row 5"),
("it never moved after that","event","true",None,"red_basket 5-17")]),
]
