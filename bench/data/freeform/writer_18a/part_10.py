RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="blue_suitcase",
response="""Answer: I. blue_suitcase

Explanation: Charlotte moves the eggplant to the blue_suitcase at line 5 while Isla and Mia are both in the den. Charlotte exits at line 6, so from Mia's perspective Charlotte's knowledge stops at the blue_suitcase, and Charlotte saw Isla there too. Mia's later move to the green_drawer (line 9) happened after both had left. In the waiting room Mia publicly claims blue_suitcase, and Mia herself comes to believe that claim.""",
claims=[
("Charlotte moves the eggplant to the blue_suitcase at line 5","event","true",5,"line 5"),
("while Isla and Mia are both in the den","presence","true",5,"witnessed 5"),
("Charlotte exits at line 6","event","true",6,"line 6"),
("from Mia's perspective Charlotte's knowledge stops at the blue_suitcase","belief","true","end","Mia->Charlotte blue_suitcase"),
("Charlotte saw Isla there too","presence","true",5,"both witnessed 5"),
("Mia's later move to the green_drawer (line 9) happened after both had left","order","true",9,"exits 6, 8 before 9"),
("Mia publicly claims blue_suitcase","communication","true",15,"line 15"),
("Mia herself comes to believe that claim","communication","false",15,"PLANT: speaker's belief unchanged, Mia green_drawer"),
]),
dict(style="numbered", label="sound", stated_answer="blue_suitcase",
response="""1. Eggplant starts in the blue_crate (line 2).
2. Lucas leaves (line 4).
3. Charlotte moves it to the blue_suitcase (line 5); Isla and Mia see it.
4. Charlotte leaves (line 6), then Isla (line 8).
5. Mia moves it to the green_drawer (line 9) — Charlotte and Isla are gone.
6. Mia's public claim (line 15) repeats blue_suitcase; Ethan's private tell goes to Lucas.

Mia thinks Charlotte thinks Isla thinks: blue_suitcase.

**Answer:** I. blue_suitcase""",
claims=[
("Eggplant starts in the blue_crate (line 2)","location","true",2,"line 2"),
("Lucas leaves (line 4)","event","true",4,"line 4"),
("Charlotte moves it to the blue_suitcase (line 5)","event","true",5,"line 5"),
("Isla and Mia see it","presence","true",5,"witnessed 5"),
("Charlotte leaves (line 6), then Isla (line 8)","order","true",8,"6 then 8"),
("Mia moves it to the green_drawer (line 9)","event","true",9,"line 9"),
("Charlotte and Isla are gone","presence","true",9,"room row 9"),
("Mia's public claim (line 15) repeats blue_suitcase","communication","true",15,"line 15"),
("Ethan's private tell goes to Lucas","communication","true",16,"line 16"),
("Mia thinks Charlotte thinks Isla thinks: blue_suitcase","belief","true","end","answer"),
]),
dict(style="narrative", label="wrong", stated_answer="green_drawer",
response="""Let me trace this. Mia is the one who ends up moving the eggplant into the green_drawer, and she knows exactly where it is. Charlotte and Isla had left by then, so they didn't see it. But in the waiting room, Mia talks openly about the eggplant, and Charlotte would pick up on it.

I think the answer is J. green_drawer.""",
claims=[
("Mia is the one who ends up moving the eggplant into the green_drawer","event","true",9,"line 9"),
("she knows exactly where it is","belief","true","end","Mia green_drawer"),
("Charlotte and Isla had left by then","presence","true",9,"both out at 9"),
("they didn't see it","presence","true",9,"not witnessed"),
("Charlotte would pick up on it","communication","uncheckable",None,"vague, no container"),
]),
dict(style="terse", label="sound", stated_answer="blue_suitcase",
response="""I. blue_suitcase — Charlotte and Isla both left before Mia moved it to the green_drawer.""",
claims=[
("Charlotte and Isla both left before Mia moved it to the green_drawer","order","true",9,"exits 6, 8 before 9"),
]),
dict(style="thinking", label="unsupported", stated_answer="blue_suitcase",
response="""<think>
Third order chain: Mia, Charlotte, Isla. Eggplant question. I need the container that fits the whole chain... I'm fairly confident about this one, it feels like the middle of the story is what matters.
</think>

Mia thinks Charlotte thinks Isla thinks the eggplant is in the blue_suitcase. **I**""",
claims=[
("Mia thinks Charlotte thinks Isla thinks the eggplant is in the blue_suitcase","belief","true","end","answer restated"),
]),
]
