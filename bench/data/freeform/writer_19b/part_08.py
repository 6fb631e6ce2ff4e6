# Q8 s6819-11-o1: Oliver, potato. gold green_cupboard
RECORDS = []

RECORDS.append(dict(style="terse", label="sound", stated_answer="green_cupboard",
response="""K. green_cupboard — Oliver put it there himself and left before Gracie moved it to the green_basket.""",
claims=[
 ("Oliver put it there himself","event","true",6,"line 6"),
 ("left before Gracie moved it to the green_basket","order","true",11,"exit 7 before move 11"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="green_cupboard",
response="""<think>
Question: where does Oliver think the potato is. First-order.

Potato starts in red_pantry (line 3). Ella leaves at line 5. Oliver moves it to the green_cupboard at line 6, then leaves at line 7. After that, Gracie moves it to the green_basket at line 11 — Lily and Abigail were still in the kitchen for that, but Oliver wasn't.

Then there's the lounge scene with the spinach, which Oliver is in, but that's about spinach, not the potato. So it doesn't update his potato belief.

Hmm, "really think" — that's just his actual belief, not where it really is. Oliver's belief: green_cupboard.
</think>

K. green_cupboard — Oliver's last view of the potato was when he put it in the green_cupboard himself.""",
claims=[
 ("Potato starts in red_pantry (line 3)","location","true",3,"line 3"),
 ("Ella leaves at line 5","event","true",5,"line 5"),
 ("Oliver moves it to the green_cupboard at line 6","event","true",6,"line 6"),
 ("then leaves at line 7","event","true",7,"line 7"),
 ("Gracie moves it to the green_basket at line 11","event","true",11,"line 11"),
 ("Lily and Abigail were still in the kitchen for that","presence","false",11,"PLANTED: Lily left at line 9; only Abigail and Gracie saw line 11"),
 ("but Oliver wasn't","presence","true",11,"Oliver absent"),
 ("the lounge scene with the spinach, which Oliver is in","presence","true",18,"Oliver enters lounge 18"),
 ("it doesn't update his potato belief","belief","true",27,"Oliver: green_cupboard"),
 ("Oliver's belief: green_cupboard","belief","true","end","Oliver: green_cupboard"),
 ("Oliver's last view of the potato was when he put it in the green_cupboard himself","belief","true",7,"Oliver: green_cupboard when leaving"),
]))

RECORDS.append(dict(style="answer_first", label="unsupported", stated_answer="green_cupboard",
response="""**K. green_cupboard**

Oliver really thinks the potato is in the green_cupboard. This is a first-order belief question, so it's about his own belief rather than where the potato actually ended up.""",
claims=[
 ("Oliver really thinks the potato is in the green_cupboard","belief","true","end","answer restated"),
]))

RECORDS.append(dict(style="numbered", label="wrong", stated_answer="green_basket",
response="""Step 1: The potato starts in the red_pantry (line 3).
Step 2: Oliver moves it to the green_cupboard (line 6).
Step 3: Gracie moves it to the green_basket (line 11).
Step 4: Later Oliver is back in the waiting_room with everyone, so he would know where the potato ended up.

**Answer:** N. green_basket""",
claims=[
 ("The potato starts in the red_pantry (line 3)","location","true",3,"line 3"),
 ("Oliver moves it to the green_cupboard (line 6)","event","true",6,"line 6"),
 ("Gracie moves it to the green_basket (line 11)","event","true",11,"line 11"),
 ("Later Oliver is back in the waiting_room with everyone","presence","true",16,"line 16"),
 ("he would know where the potato ended up","belief","false","end","Oliver: green_cupboard"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="green_cupboard",
response="""Let me trace what Oliver saw.

Everyone starts in the kitchen, where the potato is in the red_pantry. Ella leaves first. Oliver then moves the potato to the green_cupboard himself and walks out straight afterwards, so the green_cupboard is the last location he saw.

While he's gone, Lily leaves and Gracie moves the potato to the green_basket, with only Abigail watching. Oliver has no way of knowing about that.

Later Oliver goes to the lounge with Ella and Gracie, where Oliver moves the spinach from the green_crate to the red_container — but that's a different vegetable and tells him nothing about the potato.

So Oliver still thinks the potato is in the green_cupboard. The answer is K. green_cupboard.""",
claims=[
 ("Everyone starts in the kitchen","presence","true",1,"line 1"),
 ("the potato is in the red_pantry","location","true",3,"line 3"),
 ("Ella leaves first","order","true",5,"first exit"),
 ("Oliver then moves the potato to the green_cupboard himself","event","true",6,"line 6"),
 ("walks out straight afterwards","event","true",7,"line 7"),
 ("the green_cupboard is the last location he saw","belief","true",7,"Oliver: green_cupboard"),
 ("While he's gone, Lily leaves","event","true",9,"line 9"),
 ("Gracie moves the potato to the green_basket","event","true",11,"line 11"),
 ("with only Abigail watching","presence","true",11,"witnesses Abigail, Gracie"),
 ("Oliver has no way of knowing about that","belief","true",11,"Oliver stays green_cupboard"),
 ("Later Oliver goes to the lounge with Ella and Gracie","presence","true",18,"line 18"),
 ("Oliver moves the spinach from the green_crate to the red_container","event","false",20,"PLANTED: Ella moved the spinach at line 20"),
 ("Oliver still thinks the potato is in the green_cupboard","belief","true","end","Oliver: green_cupboard"),
]))
