RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="red_treasure_chest",
response="""H. red_treasure_chest

Explanation:
- Oliver leaves the garden at line 4, when the melon is still in the green_box.
- He misses Ethan's move to the blue_envelope, Lucas's move to the red_suitcase and Mila's move to the green_container.
- In the waiting_room, Lucas privately tells Oliver the melon is in the red_treasure_chest (line 15). Lucas left the garden after Oliver, so Oliver trusts him and updates.
- Lucas himself now also believes it's in the red_treasure_chest.

Oliver's real belief is therefore the red_treasure_chest.""",
claims=[
("Oliver leaves the garden at line 4","event","true",4,"line 4"),
("the melon is still in the green_box","location","true",4,"objects row 4"),
("He misses Ethan's move to the blue_envelope, Lucas's move to the red_suitcase and Mila's move to the green_container","presence","true",None,"Oliver absent 5,7,9"),
("Lucas privately tells Oliver the melon is in the red_treasure_chest (line 15)","communication","true",15,"line 15"),
("Lucas left the garden after Oliver","order","true",8,"8 after 4"),
("Oliver trusts him and updates","communication","true",15,"Oliver -> red_treasure_chest"),
("Lucas himself now also believes it's in the red_treasure_chest","belief","false","end","PLANT: Lucas still red_suitcase"),
("Oliver's real belief is therefore the red_treasure_chest","belief","true","end","answer"),
]),
dict(style="numbered", label="sound", stated_answer="red_treasure_chest",
response="""Step 1: Everyone is in the garden when the melon is placed in the green_box.
Step 2: Oliver exits first (line 4). His own observation ends with the green_box.
Step 3: The melon then moves three times (blue_envelope, red_suitcase, green_container), none of which Oliver sees.
Step 4: Line 15 — Lucas tells Oliver, privately, that it is in the red_treasure_chest. Since Lucas stayed in the garden longer than Oliver did, Oliver believes him.
Step 5: Line 16 is Ethan talking to Mila; it has nothing to do with Oliver.

Final answer: H. red_treasure_chest""",
claims=[
("Everyone is in the garden when the melon is placed in the green_box","presence","true",2,"all present 2"),
("Oliver exits first (line 4)","order","true",4,"first exit"),
("His own observation ends with the green_box","belief","true",4,"Oliver green_box at 4"),
("The melon then moves three times (blue_envelope, red_suitcase, green_container)","event","true",9,"lines 5,7,9"),
("none of which Oliver sees","presence","true",None,"not witnessed"),
("Lucas tells Oliver, privately, that it is in the red_treasure_chest","communication","true",15,"line 15"),
("Lucas stayed in the garden longer than Oliver did","order","true",8,"exit 8 vs 4"),
("Oliver believes him","communication","true",15,"Oliver red_treasure_chest"),
("Line 16 is Ethan talking to Mila","communication","true",16,"line 16"),
("it has nothing to do with Oliver","presence","true",16,"Oliver not witness 16"),
]),
dict(style="narrative", label="wrong", stated_answer="green_box",
response="""So the key question is what Oliver himself saw. He was in the garden when the melon was put in the green_box, and he left right after that. Everything else happened behind his back.

Lucas does whisper to him later that it's in the red_treasure_chest, but Oliver has no way of verifying that, and a private remark isn't the same as seeing it. I'd say Oliver still thinks the melon is in the green_box.

The answer is F. green_box.""",
claims=[
("He was in the garden when the melon was put in the green_box","presence","true",2,"present 2"),
("he left right after that","order","true",4,"exit at 4, only a no-move line between"),
("Everything else happened behind his back","presence","true",None,"absent 5-13"),
("Lucas does whisper to him later that it's in the red_treasure_chest","communication","true",15,"line 15"),
("Oliver still thinks the melon is in the green_box","belief","false","end","Oliver red_treasure_chest"),
]),
dict(style="terse", label="sound", stated_answer="red_treasure_chest",
response="""H — Lucas told him so at line 15, and Oliver trusts Lucas since Lucas left the garden later.""",
claims=[
("Lucas told him so at line 15","communication","true",15,"line 15"),
("Oliver trusts Lucas","communication","true",15,"belief updated"),
("Lucas left the garden later","order","true",8,"8 after 4"),
]),
dict(style="thinking", label="unsupported", stated_answer="red_treasure_chest",
response="""<think>
Okay, "really think" for Oliver. There's a private tell involved, and these stories are a bit of a maze. Things got shuffled around a lot. I think the tell is what decides it.
</think>

Oliver really thinks the melon is in the red_treasure_chest (H).""",
claims=[
("Things got shuffled around a lot","event","uncheckable",None,"vague"),
("Oliver really thinks the melon is in the red_treasure_chest","belief","true","end","answer restated"),
]),
]
