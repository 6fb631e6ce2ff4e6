RECORDS = [
dict(style="numbered", label="sound", stated_answer="blue_bathtub", response="""**Step 1:** The peas are in the blue_bathtub when all five are on the staircase.
**Step 2:** Carter leaves first, then Mia, then Chloe. Nothing has moved yet.
**Step 3:** With only Abigail and Ava left, Abigail moves the peas to the red_pantry.
**Step 4:** Mia had already left, so she never learns of this move. In her mind, Abigail, Ava and Carter all still share the original blue_bathtub location.
**Step 5:** The closet scene afterwards is about the pumpkin, so it doesn't affect the peas.

**Answer:** L. blue_bathtub""",
claims=[
("The peas are in the blue_bathtub when all five are on the staircase","location","true",2,"row 2, all present"),
("Carter leaves first, then Mia, then Chloe","order","true",8,"4,6,8"),
("Nothing has moved yet","event","true",8,"peas blue_bathtub to 8"),
("With only Abigail and Ava left","presence","true",9,"witnessed Abigail, Ava"),
("Abigail moves the peas to the red_pantry","event","true",9,"line 9"),
("Mia had already left","presence","true",9,"Mia exited 6"),
("she never learns of this move","belief","true","end","Mia peas blue_bathtub at end"),
("In her mind, Abigail, Ava and Carter all still share the original blue_bathtub location","belief","true","end","Mia->Abigail->Ava->Carter blue_bathtub"),
("The closet scene afterwards is about the pumpkin","event","true",23,"lines 15-23"),
]),
dict(style="narrative", label="unsupported", stated_answer="blue_bathtub", response="""This is one of those deeply nested questions where it's easy to get lost, so the trick is to keep the perspective of the outermost person in mind and not let later shuffling in other rooms distract you. Thinking about it from Mia's side, the peas never really left where she last pictured them.

The answer is L. blue_bathtub.""",
claims=[
("the peas never really left where she last pictured them","belief","uncheckable",None,"vague; no container or time named"),
]),
dict(style="terse", label="unsupported", stated_answer="blue_bathtub", response="""**L. blue_bathtub**""", claims=[]),
dict(style="thinking", label="unsound", stated_answer="blue_bathtub", response="""<think>
Mia -> Abigail -> Ava -> Carter, peas.
Peas in blue_bathtub from line 2. Carter exits at 4, Mia at 6, Chloe at 8.
Abigail moves them to red_pantry at 9 with Ava watching. So Abigail thinks Ava thinks red_pantry, and since Carter isn't around, Abigail thinks Ava thinks Carter thinks red_pantry too.
But that's inside Abigail's head. Mia left at 6, before the move, so Mia doesn't know any of that happened.
For Mia, the last thing all four saw together was the peas sitting in the blue_bathtub.
Closet stuff = pumpkin, skip.
</think>
Mia thinks Abigail thinks Ava thinks Carter thinks the peas are in the blue_bathtub. **L**""",
claims=[
("Peas in blue_bathtub from line 2","location","true",2,"row 2"),
("Carter exits at 4","event","true",4,"line 4"),
("Mia at 6","event","true",6,"line 6"),
("Chloe at 8","event","true",8,"line 8"),
("Abigail moves them to red_pantry at 9","event","true",9,"line 9"),
("with Ava watching","presence","true",9,"Ava witnessed"),
("Abigail thinks Ava thinks red_pantry","belief","true",9,"Abigail -> Ava red_pantry at 9"),
("Carter isn't around","presence","true",9,"Carter absent"),
("Abigail thinks Ava thinks Carter thinks red_pantry too","belief","false",9,"PLANTED: Abigail -> Ava -> Carter stays blue_bathtub"),
("Mia left at 6, before the move","order","true",9,"6 < 9"),
("Mia doesn't know any of that happened","belief","true","end","Mia blue_bathtub"),
("the last thing all four saw together was the peas sitting in the blue_bathtub","event","true",2,"line 2"),
("Mia thinks Abigail thinks Ava thinks Carter thinks the peas are in the blue_bathtub","belief","true","end","gold"),
]),
dict(style="answer_first", label="wrong", stated_answer="red_pantry", response="""**Answer: O. red_pantry**

Explanation:
- The peas start in the blue_bathtub (line 2).
- Abigail moves them to the red_pantry (line 9) in front of Ava.
- Everyone then gathers in the waiting_room (line 14), and from there Mia would expect the others to be up to date.
- So Mia thinks Abigail thinks Ava thinks Carter thinks the peas are in the red_pantry.""",
claims=[
("The peas start in the blue_bathtub (line 2)","location","true",2,"row 2"),
("Abigail moves them to the red_pantry (line 9)","event","true",9,"line 9"),
("in front of Ava","presence","true",9,"Ava witnessed"),
("Everyone then gathers in the waiting_room (line 14)","event","true",14,"line 14"),
("Mia thinks Abigail thinks Ava thinks Carter thinks the peas are in the red_pantry","belief","false","end","gold blue_bathtub"),
]),
]
