# q1: s6814-24-o4  Jackson->Jayden->Aria->Amelia grapefruit -> red_crate (M)
RECORDS = [
dict(style="numbered", label="sound", stated_answer="red_crate",
response="""Let's think step by step.

1. The grapefruit starts in the blue_suitcase, and Aria moves it to the red_crate (line 3) while all five are on the porch.
2. Aria exits right after (line 4). Everything after that on the porch happens without her: Olivia moves the grapefruit to the green_bathtub (line 5), which Amelia, Jayden and Jackson all see.
3. Since Aria last saw the grapefruit in the red_crate, Aria thinks it's in the red_crate, and she would also assume Amelia thinks it's there — as far as Aria knows, nothing happened to it after the red_crate move.
4. Jayden and Jackson both watched Aria leave before the second move, so Jayden knows Aria missed it, and Jackson knows Jayden knows that.
5. The den scene and the claims afterward are about the onion, not the grapefruit.

So Jackson thinks Jayden thinks Aria thinks Amelia thinks the grapefruit is in the red_crate.

\\boxed{M. red_crate}""",
claims=[
("The grapefruit starts in the blue_suitcase","location","true",2,"line 2"),
("Aria moves it to the red_crate (line 3)","event","true",3,"line 3"),
("while all five are on the porch","presence","true",3,"all five witnessed 3"),
("Aria exits right after (line 4)","event","true",4,"line 4"),
("Olivia moves the grapefruit to the green_bathtub (line 5)","event","true",5,"line 5"),
("which Amelia, Jayden and Jackson all see","presence","true",5,"witnessed_by Amelia, Jackson, Jayden, Olivia"),
("Aria thinks it's in the red_crate","belief","true","end","Aria=red_crate"),
("she would also assume Amelia thinks it's there","belief","true","end","Aria -> Amelia=red_crate"),
("Jayden and Jackson both watched Aria leave before the second move","presence","true",4,"line 4 witnessed by both"),
("Jayden knows Aria missed it","belief","true","end","Jayden -> Aria=red_crate"),
("Jackson knows Jayden knows that","belief","true","end","Jackson -> Jayden -> Aria=red_crate"),
("The den scene and the claims afterward are about the onion, not the grapefruit","event","true",27,"lines 17-27 only concern the onion"),
("So Jackson thinks Jayden thinks Aria thinks Amelia thinks the grapefruit is in the red_crate","belief","true","end","answer chain=red_crate"),
]),
dict(style="answer_first", label="unsound", stated_answer="red_crate",
response="""M. red_crate

Explanation:
- Aria moved the grapefruit from the blue_suitcase to the red_crate (line 3) and then left the porch (line 4).
- Olivia then moved it to the green_bathtub (line 5). Aria had left, and Amelia had also stepped out by then.
- Jackson was the last one on the porch, so he saw everyone's comings and goings, including Jayden being there when Aria left.
- The chain runs through Aria: Aria never learned about the green_bathtub, so in Aria's mind Amelia still thinks red_crate. Jayden knows Aria left early, and Jackson knows Jayden knows.

Nothing later (the den, Olivia's public claim, Aria's private tell) concerns the grapefruit.""",
claims=[
("M. red_crate","belief","true","end","answer chain=red_crate"),
("Aria moved the grapefruit from the blue_suitcase to the red_crate (line 3)","event","true",3,"line 3"),
("then left the porch (line 4)","event","true",4,"line 4"),
("Olivia then moved it to the green_bathtub (line 5)","event","true",5,"line 5"),
("Aria had left","presence","true",5,"Aria exited at 4"),
("Amelia had also stepped out by then","presence","false",5,"PLANTED: Amelia witnessed line 5; she exited at 8"),
("Jackson was the last one on the porch","order","true",14,"Jackson exited last, line 14"),
("he saw everyone's comings and goings","presence","true",14,"Jackson witnessed exits 4, 6, 8, 10"),
("including Jayden being there when Aria left","presence","true",4,"Jayden witnessed 4"),
("Aria never learned about the green_bathtub","belief","true","end","Aria=red_crate"),
("in Aria's mind Amelia still thinks red_crate","belief","true","end","Aria -> Amelia=red_crate"),
("Jayden knows Aria left early","belief","true","end","Jayden -> Aria=red_crate"),
("Jackson knows Jayden knows","belief","true","end","Jackson -> Jayden -> Aria=red_crate"),
("Nothing later (the den, Olivia's public claim, Aria's private tell) concerns the grapefruit","event","true",27,"lines 17-27 concern the onion"),
]),
dict(style="thinking", label="unsound", stated_answer="red_crate",
response="""<think>
Four levels: Jackson -> Jayden -> Aria -> Amelia. Start from the inside.

Grapefruit: blue_suitcase at line 2, Aria moves it to the red_crate at line 3, everyone present. Aria leaves at 4. Olivia moves it to the green_bathtub at 5 — Amelia, Jayden, Jackson, Olivia are there. Hmm, so Amelia actually knows green_bathtub.

But the question is what Aria thinks Amelia thinks. Aria left at line 4, before the green_bathtub move, so from Aria's point of view nobody moved it after the red_crate. Aria -> Amelia = red_crate.

Jayden: he saw Aria leave, so he knows Aria doesn't know about the green_bathtub. So for Jayden, Aria thinks Amelia thinks red_crate.

Jackson: he was on the porch the whole time, until line 14. He saw Jayden watch Aria leave. And Jackson thinks Jayden thinks the grapefruit itself is in the red_crate, since they were together for all of it. Full chain, Jackson → Jayden → Aria → Amelia: red_crate.

Does the later part matter? Olivia, Amelia, Aria go to the den — that's onion only. Olivia's claim is onion (blue_basket), Aria's tell to Jackson is onion (blue_bucket). Wait — in the den the onion is moved, not the grapefruit, right? Yes, line 23 is the onion.

Answer: red_crate.
</think>

**M. red_crate** — Aria left before Olivia moved the grapefruit to the green_bathtub, so every chain that passes through Aria stays at the red_crate.""",
claims=[
("blue_suitcase at line 2","location","true",2,"line 2"),
("Aria moves it to the red_crate at line 3","event","true",3,"line 3"),
("everyone present","presence","true",3,"all five witnessed 3"),
("Aria leaves at 4","event","true",4,"line 4"),
("Olivia moves it to the green_bathtub at 5","event","true",5,"line 5"),
("Amelia, Jayden, Jackson, Olivia are there","presence","true",5,"witnessed_by of 5"),
("Amelia actually knows green_bathtub","belief","true","end","Amelia=green_bathtub"),
("Aria left at line 4, before the green_bathtub move","order","true",4,"4 < 5"),
("from Aria's point of view nobody moved it after the red_crate","belief","true","end","Aria=red_crate"),
("Aria -> Amelia = red_crate","belief","true","end","gold Aria -> Amelia=red_crate"),
("he saw Aria leave","presence","true",4,"Jayden witnessed 4"),
("he knows Aria doesn't know about the green_bathtub","belief","true","end","Jayden -> Aria=red_crate"),
("So for Jayden, Aria thinks Amelia thinks red_crate","belief","true","end","Jayden -> Aria -> Amelia=red_crate"),
("he was on the porch the whole time, until line 14","presence","true",14,"Jackson exited at 14"),
("He saw Jayden watch Aria leave","presence","true",4,"both witnessed 4"),
("Jackson thinks Jayden thinks the grapefruit itself is in the red_crate","belief","false","end","PLANTED: Jackson -> Jayden=green_bathtub"),
("since they were together for all of it","presence","true",5,"both witnessed every grapefruit event (2,3,5)"),
("Full chain, Jackson → Jayden → Aria → Amelia: red_crate","belief","true","end","answer chain"),
("Olivia, Amelia, Aria go to the den","event","true",17,"line 17"),
("Olivia's claim is onion (blue_basket)","communication","true",26,"line 26"),
("Aria's tell to Jackson is onion (blue_bucket)","communication","true",27,"line 27"),
("line 23 is the onion","event","true",23,"Aria moved the onion at 23"),
("Aria left before Olivia moved the grapefruit to the green_bathtub","order","true",5,"4 < 5"),
("every chain that passes through Aria stays at the red_crate","belief","true","end","Aria, Aria->Amelia, Jayden->Aria..., all red_crate"),
]),
dict(style="narrative", label="wrong", stated_answer="green_bathtub",
response="""Let me work out who saw what on the porch. Aria moved the grapefruit into the red_crate and walked out. Olivia then moved it into the green_bathtub, and Amelia was right there to see it, as were Jayden and Jackson. Amelia stayed on the porch until line 8, so her belief about the grapefruit is the green_bathtub.

Since Jackson and Jayden both watched Amelia watch that move, and the innermost belief belongs to Amelia, I'd go with her actual view. The later den scene only involves the onion.

The answer is L. green_bathtub.""",
claims=[
("Aria moved the grapefruit into the red_crate","event","true",3,"line 3"),
("walked out","event","true",4,"line 4"),
("Olivia then moved it into the green_bathtub","event","true",5,"line 5"),
("Amelia was right there to see it, as were Jayden and Jackson","presence","true",5,"witnessed_by of 5"),
("Amelia stayed on the porch until line 8","presence","true",8,"Amelia exited at 8"),
("her belief about the grapefruit is the green_bathtub","belief","true","end","Amelia=green_bathtub"),
("Jackson and Jayden both watched Amelia watch that move","presence","true",5,"all three witnessed 5"),
("The later den scene only involves the onion","event","true",23,"only the onion moves in the den"),
("The answer is L. green_bathtub","belief","false","end","chain=red_crate"),
]),
dict(style="terse", label="unsupported", stated_answer="red_crate",
response="""M. red_crate. Jackson thinks Jayden thinks Aria thinks Amelia thinks it's in the red_crate.""",
claims=[
("Jackson thinks Jayden thinks Aria thinks Amelia thinks it's in the red_crate","belief","true","end","answer restated"),
]),
]
