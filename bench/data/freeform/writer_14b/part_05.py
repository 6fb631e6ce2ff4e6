# q4: s6814-13-o3  Benjamin -> William -> Jackson lettuce -> blue_box (F)
RECORDS = [
dict(style="thinking", label="sound", stated_answer="blue_box",
response="""<think>
Third-order: Benjamin → William → Jackson.

Round 1 in the attic: lettuce in blue_box (line 2). Avery leaves, then William, then Benjamin, then Jackson. James 'moves' it to the blue_box — it's already there, so nothing changes. All five knew blue_box at that point.

Round 2: Avery, William, Jackson go back in. Benjamin isn't there. Avery moves it to the green_envelope (line 19) — William and Jackson see it, but Benjamin doesn't. So Benjamin has no idea about the green_envelope.

Then William publicly claims blue_treasure_chest. Benjamin hears that and goes with it for his own belief, and for what William thinks too. Hmm, but does it change what Benjamin thinks William thinks Jackson thinks? No — that claim tells Benjamin what William says about the lettuce, not what Jackson thinks; from Benjamin's side, the last time all three were together with the lettuce it was in the blue_box.

Jackson's private message to William (blue_box) — Benjamin isn't in on it.

So: blue_box.
</think>

Benjamin missed the second trip to the attic, so the green_envelope move is invisible to him; the last thing he saw all three share was the lettuce in the blue_box. **F. blue_box**""",
claims=[
("lettuce in blue_box (line 2)","location","true",2,"line 2"),
("Avery leaves, then William, then Benjamin, then Jackson","order","true",12,"exits 4, 6, 9, 12"),
("James 'moves' it to the blue_box","event","true",13,"line 13"),
("it's already there, so nothing changes","location","true",13,"lettuce=blue_box before and after 13"),
("All five knew blue_box at that point","belief","true",14,"all first-order beliefs blue_box at 14"),
("Avery, William, Jackson go back in","event","true",16,"line 16"),
("Benjamin isn't there","presence","true",16,"Benjamin stays in waiting_room"),
("Avery moves it to the green_envelope (line 19)","event","true",19,"line 19"),
("William and Jackson see it","presence","true",19,"witnessed_by Avery, Jackson, William"),
("but Benjamin doesn't","presence","true",19,"Benjamin not a witness"),
("Benjamin has no idea about the green_envelope","belief","true","end","Benjamin=blue_treasure_chest, never green_envelope"),
("William publicly claims blue_treasure_chest","communication","true",26,"line 26"),
("Benjamin hears that and goes with it for his own belief","communication","true",26,"Benjamin=blue_treasure_chest after 26"),
("and for what William thinks too","communication","true",26,"Benjamin -> William=blue_treasure_chest after 26"),
("the last time all three were together with the lettuce it was in the blue_box","presence","true",2,"last lettuce event witnessed by all three: line 2"),
("Jackson's private message to William (blue_box)","communication","true",27,"line 27"),
("Benjamin isn't in on it","presence","true",27,"witnessed_by Jackson, William"),
("Benjamin missed the second trip to the attic","presence","true",16,"not in line 16 group"),
("the green_envelope move is invisible to him","presence","true",19,"not a witness of 19"),
("F. blue_box","belief","true","end","Benjamin -> William -> Jackson=blue_box"),
]),
dict(style="answer_first", label="sound", stated_answer="blue_box",
response="""F. blue_box

- The lettuce is in the blue_box from line 2, and the first round ends with it still there (James's move at line 13 leaves it in the blue_box).
- Benjamin is not in the second group (line 16), so he never sees Avery put it in the green_envelope (line 19).
- William's public claim about the blue_treasure_chest (line 26) sways Benjamin's own belief, but it doesn't touch his picture of what William thinks Jackson thinks.
- Jackson's private message went to William only.

Benjamin thinks William thinks Jackson thinks the lettuce is in the blue_box.""",
claims=[
("F. blue_box","belief","true","end","answer"),
("The lettuce is in the blue_box from line 2","location","true",2,"line 2"),
("the first round ends with it still there","location","true",14,"lettuce=blue_box at 14"),
("James's move at line 13 leaves it in the blue_box","event","true",13,"line 13"),
("Benjamin is not in the second group (line 16)","presence","true",16,"line 16"),
("he never sees Avery put it in the green_envelope (line 19)","presence","true",19,"Benjamin not a witness of 19"),
("William's public claim about the blue_treasure_chest (line 26) sways Benjamin's own belief","communication","true",26,"Benjamin=blue_treasure_chest after 26"),
("it doesn't touch his picture of what William thinks Jackson thinks","communication","true",26,"Benjamin -> William -> Jackson stays blue_box"),
("Jackson's private message went to William only","communication","true",27,"witnessed_by Jackson, William"),
("Benjamin thinks William thinks Jackson thinks the lettuce is in the blue_box","belief","true","end","answer restated"),
]),
dict(style="terse", label="unsound", stated_answer="blue_box",
response="""F. blue_box — Benjamin left the attic before William, so he never saw the green_envelope move.""",
claims=[
("F. blue_box","belief","true","end","answer"),
("Benjamin left the attic before William","order","false",9,"PLANTED: William exited at 6, Benjamin at 9"),
("he never saw the green_envelope move","presence","true",19,"Benjamin not a witness of 19"),
]),
dict(style="numbered", label="unsound", stated_answer="blue_box",
response="""1. Line 2: the lettuce is in the blue_box, everyone present.
2. Lines 4–12: Avery, William, Benjamin and Jackson leave in that order. James stays and moves the lettuce to the blue_box — no change.
3. Line 16: Only Avery, William and Jackson return to the attic.
4. Line 19: Avery moves the lettuce to the green_envelope. William and Jackson both see it. Benjamin is in the waiting_room.
5. Line 26: William publicly claims the blue_treasure_chest. Benjamin doesn't trust the announcement, so his own belief stays at the blue_box.
6. Line 27: Jackson tells William privately it's in the blue_box.

Because Benjamin never witnessed the second round, his model of William's model of Jackson is frozen at the blue_box.

**Answer:** F. blue_box""",
claims=[
("Line 2: the lettuce is in the blue_box","location","true",2,"line 2"),
("everyone present","presence","true",2,"all five witnessed 2"),
("Avery, William, Benjamin and Jackson leave in that order","order","true",12,"exits 4, 6, 9, 12"),
("James stays and moves the lettuce to the blue_box","event","true",13,"line 13"),
("no change","location","true",13,"still blue_box"),
("Only Avery, William and Jackson return to the attic","event","true",16,"line 16"),
("Avery moves the lettuce to the green_envelope","event","true",19,"line 19"),
("William and Jackson both see it","presence","true",19,"witnesses of 19"),
("Benjamin is in the waiting_room","presence","true",19,"agents_room Benjamin=waiting_room"),
("William publicly claims the blue_treasure_chest","communication","true",26,"line 26"),
("Benjamin doesn't trust the announcement, so his own belief stays at the blue_box","communication","false",26,"PLANTED: Benjamin=blue_treasure_chest after 26"),
("Jackson tells William privately it's in the blue_box","communication","true",27,"line 27"),
("Benjamin never witnessed the second round","presence","true",19,"not a witness of 16-24"),
("his model of William's model of Jackson is frozen at the blue_box","belief","true","end","Benjamin -> William -> Jackson=blue_box"),
("F. blue_box","belief","true","end","answer"),
]),
dict(style="narrative", label="wrong", stated_answer="blue_treasure_chest",
response="""Let me trace what Benjamin knows. He was in the attic for the first round, when the lettuce sat in the blue_box, and he left before Jackson did. He wasn't part of the second trip, so he didn't see Avery move the lettuce to the green_envelope.

What Benjamin does get is William's public announcement in the waiting_room: the lettuce is in the blue_treasure_chest. Benjamin takes William at his word, and since Jackson was standing right there hearing the same announcement, Benjamin would figure Jackson now believes it too.

So Benjamin thinks William thinks Jackson thinks the lettuce is in the blue_treasure_chest. The answer is G. blue_treasure_chest.""",
claims=[
("He was in the attic for the first round, when the lettuce sat in the blue_box","presence","true",2,"Benjamin witnessed line 2"),
("he left before Jackson did","order","true",9,"Benjamin 9 < Jackson 12"),
("He wasn't part of the second trip","presence","true",16,"not in line 16"),
("he didn't see Avery move the lettuce to the green_envelope","presence","true",19,"not a witness of 19"),
("William's public announcement in the waiting_room: the lettuce is in the blue_treasure_chest","communication","true",26,"line 26"),
("Benjamin takes William at his word","communication","true",26,"Benjamin=blue_treasure_chest after 26"),
("Jackson was standing right there hearing the same announcement","presence","true",26,"Jackson witnessed 26"),
("Benjamin would figure Jackson now believes it too","belief","false","end","Benjamin -> Jackson=blue_box"),
("So Benjamin thinks William thinks Jackson thinks the lettuce is in the blue_treasure_chest","belief","false","end","gold chain=blue_box"),
]),
]
