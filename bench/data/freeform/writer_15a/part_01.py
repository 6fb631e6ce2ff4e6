# Q1 s6815-18-o3: William -> Gracie -> Mila, lettuce; gold green_basket
ROW = 1
R1 = """**Answer: G. green_basket**

Explanation:
- In the second round, Mila, Gracie and William all enter the bathroom and see the lettuce in the green_basket (line 16).
- Mila then leaves (line 19), and only afterwards does Gracie move the lettuce to the blue_cupboard (line 20), so Mila never sees that move.
- William is still in the room at that point, so he watched Gracie watch Mila walk out without seeing the move.
- Mila's public claim at line 26 doesn't change this: Gracie doesn't trust Mila, who left the bathroom before her.

So William thinks Gracie thinks Mila thinks the lettuce is in the green_basket."""

R2 = """**Step 1: Identify the relevant part of the story.**
The question is about the second visit to the bathroom. Mila, Gracie and William entered it at line 15, and Evelyn came along with them as well. The lettuce was in the green_basket (line 16).

**Step 2: Track Mila.**
Mila stayed for a minute and then exited at line 19. At that moment the lettuce was still in the green_basket, so that's where Mila thinks it is.

**Step 3: Track Gracie.**
Gracie moved the lettuce to the blue_cupboard at line 20 and then left. Gracie saw Mila leave before the move, so Gracie thinks Mila thinks it is in the green_basket.

**Step 4: Track William.**
William stayed until line 23, so he saw everything Gracie saw, including Mila leaving. He knows Gracie knows Mila missed the move.

**Step 5: The public claim.**
At line 26 Mila publicly says the lettuce is in the blue_cupboard, but this does not change William's view of what Gracie thinks Mila thinks.

**Answer:** G. green_basket"""

R3 = """Let me trace where each person was during the second trip to the bathroom, since that's what matters here.

Mila, Gracie and William go back into the bathroom together (line 15), and the lettuce is sitting in the green_basket. Mila leaves first, at line 19. After she's gone, Gracie moves the lettuce into the blue_cupboard and then leaves too, with William the last one out.

So at the moment the three of them are back in the waiting room, Mila still believes the lettuce is in the green_basket, and both Gracie and William know she missed the move.

But then Mila publicly claims the lettuce is in the blue_cupboard (line 26). Since Mila has announced it herself, Gracie would naturally conclude that Mila now thinks the lettuce is in the blue_cupboard, and William, who heard the same announcement, would assume Gracie updated her picture of Mila in the same way.

So William thinks Gracie thinks Mila thinks the lettuce is in the blue_cupboard. The answer is J. blue_cupboard."""

R4 = """G. green_basket"""

R5 = """<think>
Okay, so I need William's belief about Gracie's belief about Mila's belief. There are two trips to the bathroom.

First trip: Mila moved the lettuce to the blue_drawer and left, then Gracie moved it to the red_envelope. William saw Gracie do that. So after the first trip W->G->M would be blue_drawer.

But wait, they all come back at line 15 and the lettuce is in the green_basket again — Evelyn moved it back at line 11 while everyone else was gone. Everyone who entered sees it there, so that resets things.

Then Mila leaves at 19. Gracie moves it to the blue_cupboard at 20, William watching. Gracie leaves at 21, William at 23.

So Mila thinks green_basket. Gracie knows Mila left before the move, so Gracie thinks Mila thinks green_basket. William saw all of this, so William thinks Gracie thinks Mila thinks green_basket.

Hmm, what about line 26? Mila publicly claimed it's in the blue_cupboard. Mila herself still thinks green_basket. Gracie left after Mila, so she doesn't trust Mila's claim, and the chain stays where it was. Line 27 is William telling Oliver, irrelevant.

So green_basket, G.
</think>

**G. green_basket** — Mila left before Gracie moved the lettuce to the blue_cupboard, and William saw both, so in his view Gracie still pictures Mila believing it's in the green_basket."""

RECORDS = [
 dict(style="answer_first", label="sound", stated_answer="green_basket", response=R1, claims=[
  ("Mila, Gracie and William all enter the bathroom", "event", "true", 15, "line 15"),
  ("see the lettuce in the green_basket (line 16)", "location", "true", 16, "lettuce green_basket at 16"),
  ("Mila then leaves (line 19)", "event", "true", 19, "line 19"),
  ("only afterwards does Gracie move the lettuce to the blue_cupboard (line 20)", "order", "true", 20, "move at 20 after Mila exit at 19"),
  ("so Mila never sees that move", "presence", "true", 20, "Mila not in witnessed_by of 20"),
  ("William is still in the room at that point", "presence", "true", 20, "William in bathroom at 20"),
  ("he watched Gracie watch Mila walk out without seeing the move", "presence", "true", 19, "Gracie and William witnessed line 19"),
  ("Mila's public claim at line 26 doesn't change this", "communication", "true", 26, "W->G->M green_basket before and after 26"),
  ("Gracie doesn't trust Mila", "communication", "true", 26, "Mila exited (19) before Gracie (21); Gracie->Mila stays green_basket"),
  ("who left the bathroom before her", "order", "true", 21, "Mila exit 19 < Gracie exit 21"),
  ("William thinks Gracie thinks Mila thinks the lettuce is in the green_basket", "belief", "true", "end", "gold W->G->M green_basket"),
 ]),
 dict(style="numbered", label="unsound", stated_answer="green_basket", response=R2, claims=[
  ("Mila, Gracie and William entered it at line 15", "event", "true", 15, "line 15"),
  ("Evelyn came along with them as well", "presence", "false", 15, "PLANTED: Evelyn stays in waiting_room at 15"),
  ("The lettuce was in the green_basket (line 16)", "location", "true", 16, "gold objects"),
  ("Mila stayed for a minute and then exited at line 19", "event", "true", 19, "lines 18-19"),
  ("At that moment the lettuce was still in the green_basket", "location", "true", 19, "green_basket at 19"),
  ("so that's where Mila thinks it is", "belief", "true", 19, "Mila green_basket"),
  ("Gracie moved the lettuce to the blue_cupboard at line 20", "event", "true", 20, "line 20"),
  ("and then left", "event", "true", 21, "Gracie exits at 21"),
  ("Gracie saw Mila leave before the move", "presence", "true", 19, "Gracie witnessed 19"),
  ("Gracie thinks Mila thinks it is in the green_basket", "belief", "true", "end", "Gracie->Mila green_basket"),
  ("William stayed until line 23", "presence", "true", 23, "William exits at 23"),
  ("he saw everything Gracie saw, including Mila leaving", "presence", "true", 19, "William witnessed 15-21 with Gracie"),
  ("He knows Gracie knows Mila missed the move", "belief", "true", "end", "W->G->M green_basket"),
  ("At line 26 Mila publicly says the lettuce is in the blue_cupboard", "communication", "true", 26, "line 26"),
  ("this does not change William's view of what Gracie thinks Mila thinks", "communication", "true", 26, "W->G->M green_basket at 25 and 26"),
 ]),
 dict(style="narrative", label="wrong", stated_answer="blue_cupboard", response=R3, claims=[
  ("Mila, Gracie and William go back into the bathroom together (line 15)", "event", "true", 15, "line 15"),
  ("the lettuce is sitting in the green_basket", "location", "true", 15, "green_basket at 15"),
  ("Mila leaves first, at line 19", "event", "true", 19, "line 19, first of the three"),
  ("Gracie moves the lettuce into the blue_cupboard", "event", "true", 20, "line 20"),
  ("and then leaves too", "event", "true", 21, "line 21"),
  ("with William the last one out", "order", "true", 23, "William exits 23 after Gracie 21"),
  ("Mila still believes the lettuce is in the green_basket", "belief", "true", 24, "Mila green_basket at 24"),
  ("both Gracie and William know she missed the move", "belief", "true", 24, "G->M and W->M green_basket at 24"),
  ("Mila publicly claims the lettuce is in the blue_cupboard (line 26)", "communication", "true", 26, "line 26"),
  ("Gracie would naturally conclude that Mila now thinks the lettuce is in the blue_cupboard", "communication", "false", 26, "Gracie->Mila stays green_basket at 26"),
  ("who heard the same announcement", "presence", "true", 26, "William witnessed 26"),
  ("would assume Gracie updated her picture of Mila in the same way", "communication", "false", 26, "W->G->M stays green_basket at 26"),
  ("William thinks Gracie thinks Mila thinks the lettuce is in the blue_cupboard", "belief", "false", "end", "gold green_basket"),
 ]),
 dict(style="terse", label="unsupported", stated_answer="green_basket", response=R4, claims=[]),
 dict(style="thinking", label="sound", stated_answer="green_basket", response=R5, claims=[
  ("Mila moved the lettuce to the blue_drawer and left", "event", "true", 6, "lines 5-6"),
  ("then Gracie moved it to the red_envelope", "event", "true", 7, "line 7"),
  ("William saw Gracie do that", "presence", "true", 7, "William witnessed 7"),
  ("So after the first trip W->G->M would be blue_drawer", "belief", "true", 12, "W->G->M blue_drawer at 12"),
  ("they all come back at line 15 and the lettuce is in the green_basket again", "location", "true", 15, "green_basket at 15"),
  ("Evelyn moved it back at line 11", "event", "true", 11, "line 11"),
  ("while everyone else was gone", "presence", "true", 11, "only Evelyn witnessed 11"),
  ("Everyone who entered sees it there", "presence", "true", 15, "Mila/Gracie/William beliefs green_basket at 15"),
  ("Then Mila leaves at 19", "event", "true", 19, "line 19"),
  ("Gracie moves it to the blue_cupboard at 20", "event", "true", 20, "line 20"),
  ("William watching", "presence", "true", 20, "William witnessed 20"),
  ("Gracie leaves at 21", "event", "true", 21, "line 21"),
  ("William at 23", "event", "true", 23, "line 23"),
  ("So Mila thinks green_basket", "belief", "true", "end", "Mila green_basket"),
  ("Gracie knows Mila left before the move", "belief", "true", 20, "Gracie->Mila green_basket at 20"),
  ("so Gracie thinks Mila thinks green_basket", "belief", "true", "end", "G->M green_basket"),
  ("William saw all of this", "presence", "true", 21, "William witnessed 15-21"),
  ("so William thinks Gracie thinks Mila thinks green_basket", "belief", "true", "end", "W->G->M green_basket"),
  ("Mila publicly claimed it's in the blue_cupboard", "communication", "true", 26, "line 26"),
  ("Mila herself still thinks green_basket", "belief", "true", 26, "Mila green_basket at 26"),
  ("Gracie left after Mila", "order", "true", 21, "21 > 19"),
  ("so she doesn't trust Mila's claim", "communication", "true", 26, "Mila exited earlier than Gracie"),
  ("the chain stays where it was", "communication", "true", 26, "W->G->M green_basket at 26"),
  ("Line 27 is William telling Oliver", "communication", "true", 27, "line 27"),
  ("Mila left before Gracie moved the lettuce to the blue_cupboard", "order", "true", 20, "19 before 20"),
  ("William saw both", "presence", "true", 20, "William witnessed 19 and 20"),
  ("in his view Gracie still pictures Mila believing it's in the green_basket", "belief", "true", "end", "W->G->M green_basket"),
 ]),
]
