RECORDS = [
dict(style="answer_first", label="sound", stated_answer="green_suitcase",
response="""**C. green_suitcase**

Explanation:
- Isabella moved the corn from the green_crate to the green_suitcase (line 3) with Carter and Ava watching, then left (line 4).
- Isabella never shares the lounge with Carter again: in the second visit (lines 16–24) Carter stays in the waiting_room.
- So Isabella's model of Carter is frozen at line 3, and in that model Carter thinks Ava saw the green_suitcase too.
- Isabella herself now thinks the corn is in the green_crate, since she saw it there at line 16/17, but that doesn't touch her picture of Carter.""",
claims=[
("Isabella moved the corn from the green_crate to the green_suitcase (line 3)","event","true",3,"line 3"),
("with Carter and Ava watching","presence","true",3,"witnessed 3"),
("then left (line 4)","event","true",4,"line 4"),
("in the second visit (lines 16–24) Carter stays in the waiting_room","presence","true",24,"room rows 16-24"),
("Isabella's model of Carter is frozen at line 3","belief","true","end","Isabella->Carter green_suitcase"),
("in that model Carter thinks Ava saw the green_suitcase too","belief","true","end","Isabella->Carter->Ava green_suitcase"),
("Isabella herself now thinks the corn is in the green_crate","belief","true","end","Isabella green_crate"),
("she saw it there at line 16/17","presence","true",17,"witnessed 16-17"),
]),
dict(style="numbered", label="unsound", stated_answer="green_suitcase",
response="""**Step 1:** Corn in the green_crate; all five in the lounge.
**Step 2:** Isabella → green_suitcase (line 3), exits (line 4).
**Step 3:** Carter → green_envelope (line 8) with Ava and Avery present; Carter exits.
**Step 4:** Ava → blue_box (line 11); Avery → green_crate (line 13).
**Step 5:** Isabella, Ava and Benjamin return to the lounge and find the corn in the green_crate. Isabella now thinks Carter also knows about the green_crate.
**Step 6:** Benjamin moves it back to the green_suitcase (line 23), alone.

Isabella's idea of Carter's idea of Ava stays at her last shared moment with Carter, line 3.

**Answer:** C. green_suitcase""",
claims=[
("Corn in the green_crate; all five in the lounge","location","true",2,"line 2"),
("Isabella → green_suitcase (line 3)","event","true",3,"line 3"),
("exits (line 4)","event","true",4,"line 4"),
("Carter → green_envelope (line 8)","event","true",8,"line 8"),
("with Ava and Avery present","presence","true",8,"witnessed 8"),
("Carter exits","event","true",9,"line 9"),
("Ava → blue_box (line 11)","event","true",11,"line 11"),
("Avery → green_crate (line 13)","event","true",13,"line 13"),
("Isabella, Ava and Benjamin return to the lounge and find the corn in the green_crate","presence","true",16,"line 16"),
("Isabella now thinks Carter also knows about the green_crate","belief","false",16,"PLANT: Isabella->Carter stays green_suitcase"),
("Benjamin moves it back to the green_suitcase (line 23), alone","event","true",23,"line 23"),
("Isabella's idea of Carter's idea of Ava stays at her last shared moment with Carter, line 3","belief","true","end","green_suitcase"),
]),
dict(style="narrative", label="wrong", stated_answer="green_crate",
response="""So when Isabella comes back to the lounge at line 16 with Ava and Benjamin, the corn is sitting in the green_crate, and she and Ava both see it. Isabella therefore knows Ava thinks green_crate. And since Isabella knows Ava saw it, she'd assume Carter would figure Ava knows it too.

The answer is B. green_crate.""",
claims=[
("Isabella comes back to the lounge at line 16 with Ava and Benjamin","event","true",16,"line 16"),
("the corn is sitting in the green_crate","location","true",16,"objects row 16"),
("she and Ava both see it","presence","true",16,"witnessed 16"),
("Isabella therefore knows Ava thinks green_crate","belief","true","end","Isabella->Ava green_crate"),
("she'd assume Carter would figure Ava knows it too","belief","false","end","Isabella->Carter->Ava green_suitcase"),
]),
dict(style="terse", label="unsupported", stated_answer="green_suitcase",
response="""[green_suitcase]""",
claims=[]),
dict(style="thinking", label="sound", stated_answer="green_suitcase",
response="""<think>
Isabella -> Carter -> Ava.
Isabella was with Carter and Ava only in the first lounge visit, up to line 4. At line 3 Isabella moved corn to green_suitcase, everyone saw.
Second visit: Isabella, Ava, Benjamin — Carter isn't there. So Isabella learns something new about Ava (green_crate), but Isabella's idea of what Carter thinks is unchanged.
Then Carter -> Ava in Isabella's head: green_suitcase. Wait, Carter actually saw Ava at line 8 with the green_envelope, and Carter thinks Ava thinks green_envelope. But Isabella doesn't know that — she had left at line 4.
So green_suitcase.
</think>

C. green_suitcase. Isabella left before Carter's move, and Carter wasn't in the second lounge visit, so her view of Carter's view of Ava stays at the green_suitcase.""",
claims=[
("Isabella was with Carter and Ava only in the first lounge visit, up to line 4","presence","true",4,"shared room only 1-4"),
("At line 3 Isabella moved corn to green_suitcase","event","true",3,"line 3"),
("everyone saw","presence","true",3,"witnessed 3"),
("Carter isn't there","presence","true",16,"Carter in waiting_room"),
("Isabella learns something new about Ava (green_crate)","belief","true",16,"Isabella->Ava green_crate at 16"),
("Isabella's idea of what Carter thinks is unchanged","belief","true",16,"Isabella->Carter green_suitcase"),
("Carter actually saw Ava at line 8 with the green_envelope","presence","true",8,"both witnessed 8"),
("Carter thinks Ava thinks green_envelope","belief","true","end","Carter->Ava green_envelope"),
("she had left at line 4","event","true",4,"line 4"),
("Isabella left before Carter's move","order","true",8,"4 before 8"),
("Carter wasn't in the second lounge visit","presence","true",16,"Carter in waiting_room"),
("her view of Carter's view of Ava stays at the green_suitcase","belief","true","end","answer"),
]),
]
