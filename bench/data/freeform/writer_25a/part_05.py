RECORDS = [
dict(style="answer_first", label="sound", stated="green_bucket",
response="""D. green_bucket

Explanation:
- The potato goes green_bathtub → green_container (James, line 4) → red_treasure_chest (Lucas, line 6) → green_envelope (Alexander, line 8) → green_bucket (Chloe, line 10).
- Nobody touches the potato after that; the back_yard scenes and the claims at the end are about the sweet_potato.""",
claims=[("D. green_bucket","location","true","end","answer"),
("green_container (James, line 4)","event","true",4,"row 4"),
("red_treasure_chest (Lucas, line 6)","event","true",6,"row 6"),
("green_envelope (Alexander, line 8)","event","true",8,"row 8"),
("green_bucket (Chloe, line 10)","event","true",10,"row 10"),
("Nobody touches the potato after that","event","true",None,"green_bucket 10-28"),
("the claims at the end are about the sweet_potato","event","true",27,"rows 27-28")]),
dict(style="numbered", label="unsound", stated="green_bucket",
response="""1. The potato starts in the green_bathtub.
2. James moves it to the green_container, then leaves.
3. Lucas moves it to the red_treasure_chest and leaves.
4. Alexander moves it to the green_envelope; Chloe and Ava see this.
5. Ava moves it to the green_bucket after Alexander exits.
6. Later events (the back_yard, Lucas's public claim, Chloe's private tell) involve the sweet_potato only.

**Answer:** D. green_bucket""",
claims=[("The potato starts in the green_bathtub","location","true",3,"row 3"),
("James moves it to the green_container","event","true",4,"row 4"),
("then leaves","event","true",5,"row 5"),
("Lucas moves it to the red_treasure_chest","event","true",6,"row 6"),
("leaves","event","true",7,"row 7"),
("Alexander moves it to the green_envelope","event","true",8,"row 8"),
("Chloe and Ava see this","presence","true",8,"witness row 8"),
("Ava moves it to the green_bucket","event","false",10,"PLANTED: Chloe moved it"),
("after Alexander exits","order","true",10,"exit 9 before 10"),
("Later events (the back_yard, Lucas's public claim, Chloe's private tell) involve the sweet_potato only","event","true",None,"rows 16-28"),
("D. green_bucket","location","true","end","answer")]),
dict(style="narrative", label="unsound", stated="green_bucket",
response="""This asks where the potato really is, so beliefs don't matter, only the last move.

The potato gets passed around quite a bit in the lounge: James puts it in the green_container, Lucas in the red_treasure_chest, Alexander in the green_envelope, and finally Chloe puts it in the green_bucket with only Ava watching. Everyone then leaves and gathers in the waiting_room. After that, Lucas, Ava and Chloe go into the back_yard, but Lucas is the last of them to leave it. None of the later lines move the potato.

So the potato is really in the green_bucket.""",
claims=[("James puts it in the green_container","event","true",4,"row 4"),
("Lucas in the red_treasure_chest","event","true",6,"row 6"),
("Alexander in the green_envelope","event","true",8,"row 8"),
("finally Chloe puts it in the green_bucket","event","true",10,"row 10"),
("with only Ava watching","presence","true",10,"witness Ava, Chloe"),
("Everyone then leaves and gathers in the waiting_room","event","true",14,"rows 11-14"),
("Lucas, Ava and Chloe go into the back_yard","event","true",16,"row 16"),
("Lucas is the last of them to leave it","order","false",25,"PLANTED: Lucas left first (20), Chloe last (25)"),
("None of the later lines move the potato","event","true",None,"green_bucket 10-28"),
("the potato is really in the green_bucket","location","true","end","answer")]),
dict(style="terse", label="unsupported", stated="green_bucket",
response="""**green_bucket**""",
claims=[("**green_bucket**","location","true","end","answer only")]),
dict(style="thinking", label="wrong", stated=None,
response="""<think>
Reality question. Track the potato.
green_bathtub (3) -> green_container (4, James) -> red_treasure_chest (6, Lucas) -> green_envelope (8, Alexander) -> green_bucket (10, Chloe).

Then waiting_room, back_yard... line 17 the sweet_potato is in the green_cupboard. Hmm, is the sweet_potato the same thing as the potato? The story says "Alexander dislikes the potato" right after, which is confusing. If the sweet_potato is a separate object, the potato stays in the green_bucket. But the claims at the end keep saying green_cupboard.

I'm not fully sure which reading is intended.
</think>

The potato is most likely in the green_bucket, though it could be the green_cupboard if the sweet_potato lines refer to it.""",
claims=[("green_bathtub (3)","location","true",3,"row 3"),
("green_container (4, James)","event","true",4,"row 4"),
("red_treasure_chest (6, Lucas)","event","true",6,"row 6"),
("green_envelope (8, Alexander)","event","true",8,"row 8"),
("green_bucket (10, Chloe)","event","true",10,"row 10"),
("line 17 the sweet_potato is in the green_cupboard","location","true",17,"row 17 (sweet_potato)"),
("the claims at the end keep saying green_cupboard","event","true",27,"rows 27-28")]),
]
