RECORDS = [
dict(style="answer_first", label="unsound", stated="red_crate",
response="""**Answer: L. red_crate**

Explanation:
1. All five start in the attic and see the persimmon in the blue_suitcase, then Abigail moves it to the red_drawer (line 3).
2. Hannah left the attic at line 6, so she missed Alexander moving the persimmon to the red_crate (line 10).
3. However, Hannah goes back into the attic at line 16 together with Abigail and Alexander. Since the persimmon is sitting in the red_crate, she now sees it there.
4. The later moves (lines 18 and 22) involve the pumpkin, not the persimmon.

So Hannah really thinks the persimmon is in the red_crate.""",
claims=[("All five start in the attic","presence","true",1,"row 1"),
("see the persimmon in the blue_suitcase","location","true",2,"row 2"),
("Abigail moves it to the red_drawer (line 3)","event","true",3,"row 3"),
("Hannah left the attic at line 6","event","false",6,"PLANTED: Jack exited at 6, Hannah at 8"),
("she missed Alexander moving the persimmon to the red_crate (line 10)","presence","true",10,"Hannah not witness row 10"),
("Hannah goes back into the attic at line 16 together with Abigail and Alexander","event","true",16,"row 16"),
("the persimmon is sitting in the red_crate","location","true",16,"row 16"),
("she now sees it there","belief","true",16,"Hannah=red_crate row 16"),
("The later moves (lines 18 and 22) involve the pumpkin, not the persimmon","event","true",None,"rows 18, 22"),
("Hannah really thinks the persimmon is in the red_crate","belief","true","end","answer")]),
dict(style="numbered", label="sound", stated="red_crate",
response="""Let's think step by step.

1. The persimmon begins in the blue_suitcase and Abigail moves it to the red_drawer while everyone is in the attic.
2. Hannah stays for a minute and then exits (line 8). At that point she believes it is in the red_drawer.
3. Alexander then moves the persimmon to the red_crate with only Avery still in the room.
4. Hannah re-enters the attic at line 16. The persimmon is in the red_crate, and she can see it, so her belief updates to the red_crate.
5. Nothing happens to the persimmon after that; only the pumpkin is moved.

Therefore the answer is \\boxed{L. red\\_crate}""",
claims=[("The persimmon begins in the blue_suitcase","location","true",2,"row 2"),
("Abigail moves it to the red_drawer while everyone is in the attic","event","true",3,"row 3 all witness"),
("Hannah stays for a minute and then exits (line 8)","event","true",8,"rows 7-8"),
("At that point she believes it is in the red_drawer","belief","true",8,"Hannah=red_drawer row 8"),
("Alexander then moves the persimmon to the red_crate","event","true",10,"row 10"),
("with only Avery still in the room","presence","true",10,"witnesses Ale,Ave"),
("Hannah re-enters the attic at line 16","event","true",16,"row 16"),
("The persimmon is in the red_crate","location","true",16,"row 16"),
("her belief updates to the red_crate","belief","true",16,"Hannah=red_crate row 16"),
("Nothing happens to the persimmon after that","event","true",None,"obj stays red_crate 16-24"),
("only the pumpkin is moved","event","true",None,"rows 18, 22")]),
dict(style="narrative", label="wrong", stated="red_drawer",
response="""Let me trace where Hannah was at each point.

Everyone is in the attic when the persimmon goes from the blue_suitcase to the red_drawer, so Hannah sees that move. She then waits a minute and leaves at line 8. Alexander moves the persimmon to the red_crate at line 10, but by then Hannah is gone, so she doesn't see it.

Later on, Hannah is around when the pumpkin gets moved, but none of that touches the persimmon. Nobody ever tells her about Alexander's move, so she still believes it's where she last saw it.

The answer is O. red_drawer.""",
claims=[("Everyone is in the attic when the persimmon goes from the blue_suitcase to the red_drawer","presence","true",3,"row 3"),
("Hannah sees that move","presence","true",3,"witness row 3"),
("leaves at line 8","event","true",8,"row 8"),
("Alexander moves the persimmon to the red_crate at line 10","event","true",10,"row 10"),
("by then Hannah is gone","presence","true",10,"Hannah null row 10"),
("she doesn't see it","presence","true",10,"not witness"),
("Hannah is around when the pumpkin gets moved","presence","true",18,"Hannah attic row 18"),
("none of that touches the persimmon","event","true",None,"pumpkin only"),
("she still believes it's where she last saw it","belief","false","end","Hannah=red_crate at end (saw it at 16)"),
("The answer is O. red_drawer","belief","false","end","Hannah=red_crate")]),
dict(style="terse", label="sound", stated="red_crate",
response="""L. red_crate — she missed Alexander's move, but she saw the persimmon in the red_crate when she came back into the attic at line 16.""",
claims=[("L. red_crate","belief","true","end","answer"),
("she missed Alexander's move","presence","true",10,"not witness row 10"),
("she saw the persimmon in the red_crate when she came back into the attic at line 16","belief","true",16,"Hannah=red_crate row 16")]),
dict(style="thinking", label="unsound", stated="red_crate",
response="""<think>
Hannah's first-order belief about the persimmon. Start: blue_suitcase, then Abigail moves it to red_drawer at line 3, all five see it. Abigail exits, Jack exits, Hannah exits at line 8. So Hannah = red_drawer at that moment.

Line 10: Alexander moves it to red_crate. Only Alexander and Avery are there. Avery stays after Alexander leaves, and Avery thinks it's still in the red_drawer... hmm, no matter, I only need Hannah.

So is the answer red_drawer? Wait — line 16: Abigail, Alexander and Hannah entered the attic. The persimmon is physically in the red_crate at that point, and entering the room means she can observe it. So Hannah updates to red_crate. Lines 17-22 are the pumpkin moving around. Persimmon unchanged.

So Hannah thinks red_crate.
</think>

**L. red_crate** — Hannah missed the move at line 10, but when she re-entered the attic at line 16 she saw the persimmon in the red_crate.""",
claims=[("Start: blue_suitcase","location","true",2,"row 2"),
("Abigail moves it to red_drawer at line 3","event","true",3,"row 3"),
("all five see it","presence","true",3,"witness row 3"),
("Abigail exits, Jack exits, Hannah exits at line 8","order","true",8,"exits 4,6,8"),
("Hannah = red_drawer at that moment","belief","true",8,"row 8"),
("Alexander moves it to red_crate","event","true",10,"row 10"),
("Only Alexander and Avery are there","presence","true",10,"witness row 10"),
("Avery stays after Alexander leaves","order","true",11,"Ale exits 11, Ave 14"),
("Avery thinks it's still in the red_drawer","belief","false",11,"PLANTED: Avery=red_crate"),
("Abigail, Alexander and Hannah entered the attic","event","true",16,"row 16"),
("The persimmon is physically in the red_crate at that point","location","true",16,"row 16"),
("Hannah updates to red_crate","belief","true",16,"row 16"),
("Lines 17-22 are the pumpkin moving around","event","true",None,"rows 17-22"),
("Persimmon unchanged","location","true",None,"red_crate 16-24"),
("Hannah thinks red_crate","belief","true","end","answer"),
("Hannah missed the move at line 10","presence","true",10,"not witness"),
("when she re-entered the attic at line 16 she saw the persimmon in the red_crate","belief","true",16,"row 16")]),
]
