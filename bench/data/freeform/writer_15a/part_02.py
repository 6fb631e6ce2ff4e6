# Q2 s6815-24-o4: James -> Owen -> Benjamin -> Olivia, carrot; gold blue_box
ROW = 2
R1 = """**H. blue_box**

Explanation:
- James moves the carrot to the blue_box (line 3) while all five are in the attic, so everyone sees it there.
- James is the first to leave (line 4).
- Isla's move to the blue_bottle (line 7) and Owen's move to the blue_treasure_chest (line 11) both happen after James is gone.
- Benjamin was the last person to leave the attic, but that doesn't matter for James's chain.

Since James only ever saw the carrot in the blue_box, he thinks Owen thinks Benjamin thinks Olivia thinks it's in the blue_box."""

R2 = """Let's think step by step.

1. At the start the carrot is in the blue_treasure_chest, and James moves it to the blue_box (line 3). All five people are in the attic and see this.
2. James exits (line 4). From then on he learns nothing new, so his own belief stays at the blue_box.
3. Olivia exits next (line 6). She too last saw the carrot in the blue_box.
4. Isla moves the carrot to the blue_bottle (line 7); only Isla, Benjamin and Owen see it.
5. Owen is alone when he moves it to the blue_treasure_chest (line 11).
6. James left before any of these later moves, so in James's mind Owen, Benjamin and Olivia all still have the carrot in the blue_box.

Therefore James thinks Owen thinks Benjamin thinks Olivia thinks the carrot is in the blue_box.

\\boxed{H. blue_box}"""

R3 = """Let me think about what James actually witnessed, because his perspective frames the whole chain.

James is in the attic at the beginning and is the one who moves the carrot from the blue_treasure_chest to the blue_box. Everybody is present for that. Right after, he walks out, and he never comes back into the attic before the story ends in the waiting room.

Everything else (Isla putting the carrot in the blue_bottle, Owen moving it back to the blue_treasure_chest when he's alone) happens without James there. So James has no reason to think anyone's belief about the carrot changed from the blue_box. When he imagines Owen imagining Benjamin imagining Olivia, every layer still points to the blue_box.

It's worth noting that the others do hold different beliefs in reality (Benjamin believes it's in the blue_bottle, and Owen believes it's in the blue_treasure_chest), but James doesn't know that.

The answer is H. blue_box."""

R4 = """I. blue_bottle — Benjamin saw Isla move it there."""

R5 = """<think>
Four levels: James -> Owen -> Benjamin -> Olivia.

Timeline in the attic:
- line 2: carrot in blue_treasure_chest
- line 3: James moves it to blue_box (everyone there)
- line 4: James leaves
- line 6: Olivia leaves
- line 7: Isla moves it to blue_bottle (Isla, Benjamin, Owen there)
- line 10: Benjamin leaves
- line 11: Owen moves it to blue_treasure_chest, alone

Olivia's belief: blue_box, since she left before Isla's move.
Benjamin thinks Olivia thinks blue_box, because Benjamin saw Olivia leave.
Owen thinks Benjamin thinks Olivia thinks blue_box too: Owen was there when Olivia left, with Benjamin. And Owen thinks Benjamin himself believes the carrot is in the blue_box as well.

Now James. James left at line 4, before any of the changes. Is James relevant to the later moves at all? No, he was gone. So James's model of everybody is frozen at the blue_box, and James thinks Owen thinks Benjamin thinks Olivia thinks blue_box.

The waiting room at the end has no claims or tells, so nothing updates.
</think>

H. blue_box"""

RECORDS = [
 dict(style="answer_first", label="unsound", stated_answer="blue_box", response=R1, claims=[
  ("James moves the carrot to the blue_box (line 3)", "event", "true", 3, "line 3"),
  ("while all five are in the attic", "presence", "true", 3, "all in attic"),
  ("so everyone sees it there", "presence", "true", 3, "all five witnessed 3"),
  ("James is the first to leave (line 4)", "order", "true", 4, "first exit"),
  ("Isla's move to the blue_bottle (line 7)", "event", "true", 7, "line 7"),
  ("Owen's move to the blue_treasure_chest (line 11)", "event", "true", 11, "line 11"),
  ("both happen after James is gone", "order", "true", 11, "7 and 11 after 4"),
  ("Benjamin was the last person to leave the attic", "order", "false", 12, "PLANTED: Owen left last (12), Benjamin at 10"),
  ("James only ever saw the carrot in the blue_box", "belief", "true", "end", "James blue_box"),
  ("he thinks Owen thinks Benjamin thinks Olivia thinks it's in the blue_box", "belief", "true", "end", "gold blue_box"),
 ]),
 dict(style="numbered", label="sound", stated_answer="blue_box", response=R2, claims=[
  ("At the start the carrot is in the blue_treasure_chest", "location", "true", 2, "line 2"),
  ("James moves it to the blue_box (line 3)", "event", "true", 3, "line 3"),
  ("All five people are in the attic and see this", "presence", "true", 3, "witnessed by all"),
  ("James exits (line 4)", "event", "true", 4, "line 4"),
  ("his own belief stays at the blue_box", "belief", "true", "end", "James blue_box"),
  ("Olivia exits next (line 6)", "event", "true", 6, "line 6, next exit after James"),
  ("She too last saw the carrot in the blue_box", "belief", "true", 6, "Olivia blue_box"),
  ("Isla moves the carrot to the blue_bottle (line 7)", "event", "true", 7, "line 7"),
  ("only Isla, Benjamin and Owen see it", "presence", "true", 7, "witnessed_by Ben,Isl,Owe"),
  ("Owen is alone", "presence", "true", 11, "only Owen witnessed 11"),
  ("he moves it to the blue_treasure_chest (line 11)", "event", "true", 11, "line 11"),
  ("James left before any of these later moves", "order", "true", 4, "4 before 7 and 11"),
  ("in James's mind Owen, Benjamin and Olivia all still have the carrot in the blue_box", "belief", "true", "end", "James->Owen/Benjamin/Olivia blue_box"),
  ("James thinks Owen thinks Benjamin thinks Olivia thinks the carrot is in the blue_box", "belief", "true", "end", "gold"),
 ]),
 dict(style="narrative", label="sound", stated_answer="blue_box", response=R3, claims=[
  ("James is in the attic at the beginning", "presence", "true", 1, "line 1"),
  ("is the one who moves the carrot from the blue_treasure_chest to the blue_box", "event", "true", 3, "line 3"),
  ("Everybody is present for that", "presence", "true", 3, "all witnessed 3"),
  ("Right after, he walks out", "event", "true", 4, "line 4"),
  ("he never comes back into the attic before the story ends in the waiting room", "presence", "true", 13, "James never in attic after 4"),
  ("Isla putting the carrot in the blue_bottle", "event", "true", 7, "line 7"),
  ("Owen moving it back to the blue_treasure_chest", "event", "true", 11, "line 11"),
  ("when he's alone", "presence", "true", 11, "only Owen present"),
  ("happens without James there", "presence", "true", 11, "James absent 7 and 11"),
  ("James has no reason to think anyone's belief about the carrot changed from the blue_box", "belief", "true", "end", "James->X blue_box"),
  ("every layer still points to the blue_box", "belief", "true", "end", "J->O->B->Ol blue_box"),
  ("Benjamin believes it's in the blue_bottle", "belief", "true", "end", "Benjamin blue_bottle"),
  ("Owen believes it's in the blue_treasure_chest", "belief", "true", "end", "Owen blue_treasure_chest"),
  ("James doesn't know that", "belief", "true", "end", "James->Benjamin, James->Owen blue_box"),
 ]),
 dict(style="terse", label="wrong", stated_answer="blue_bottle", response=R4, claims=[
  ("Benjamin saw Isla move it there", "presence", "true", 7, "Benjamin witnessed 7"),
 ]),
 dict(style="thinking", label="unsound", stated_answer="blue_box", response=R5, claims=[
  ("line 2: carrot in blue_treasure_chest", "location", "true", 2, "line 2"),
  ("line 3: James moves it to blue_box", "event", "true", 3, "line 3"),
  ("(everyone there)", "presence", "true", 3, "all witnessed"),
  ("line 4: James leaves", "event", "true", 4, "line 4"),
  ("line 6: Olivia leaves", "event", "true", 6, "line 6"),
  ("line 7: Isla moves it to blue_bottle", "event", "true", 7, "line 7"),
  ("(Isla, Benjamin, Owen there)", "presence", "true", 7, "witnessed_by"),
  ("line 10: Benjamin leaves", "event", "true", 10, "line 10"),
  ("line 11: Owen moves it to blue_treasure_chest, alone", "event", "true", 11, "line 11, only Owen"),
  ("Olivia's belief: blue_box", "belief", "true", "end", "Olivia blue_box"),
  ("she left before Isla's move", "order", "true", 6, "6 before 7"),
  ("Benjamin thinks Olivia thinks blue_box", "belief", "true", "end", "Benjamin->Olivia blue_box"),
  ("Benjamin saw Olivia leave", "presence", "true", 6, "Benjamin witnessed 6"),
  ("Owen thinks Benjamin thinks Olivia thinks blue_box too", "belief", "true", "end", "Owen->Benjamin->Olivia blue_box"),
  ("Owen was there when Olivia left, with Benjamin", "presence", "true", 6, "Owen, Benjamin witnessed 6"),
  ("Owen thinks Benjamin himself believes the carrot is in the blue_box as well", "belief", "false", "end", "PLANTED: Owen->Benjamin is blue_bottle (both saw Isla's move)"),
  ("James left at line 4, before any of the changes", "order", "true", 4, "4 before 7, 11"),
  ("he was gone", "presence", "true", 7, "James absent after 4"),
  ("James's model of everybody is frozen at the blue_box", "belief", "true", "end", "James->X blue_box"),
  ("James thinks Owen thinks Benjamin thinks Olivia thinks blue_box", "belief", "true", "end", "gold"),
  ("The waiting room at the end has no claims or tells", "communication", "true", 13, "no communication lines"),
  ("so nothing updates", "belief", "true", 13, "beliefs unchanged at 13"),
 ]),
]
