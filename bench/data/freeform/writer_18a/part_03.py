RECORDS = [
dict(style="answer_first", label="sound", stated_answer="green_basket",
response="""**Answer: H. green_basket**

Explanation:
The chain starts with Lily, so only what Lily witnessed matters. Lily moved the pear from the red_envelope to the green_basket (line 4) in front of everyone, then exited the sunroom at line 6. Ava's move to the green_container (line 7) and every move after it happened after Lily was gone. Nothing is said in the waiting_room, so no claim updates anyone.

From Lily's point of view, Ava, Avery and Mia all last saw the pear in the green_basket, so Lily thinks Ava thinks Avery thinks Mia thinks it's in the green_basket.""",
claims=[
("Lily moved the pear from the red_envelope to the green_basket (line 4)","event","true",4,"line 4"),
("in front of everyone","presence","true",4,"all witnessed 4"),
("then exited the sunroom at line 6","event","true",6,"line 6"),
("Ava's move to the green_container (line 7) and every move after it happened after Lily was gone","order","true",7,"Lily out from 6"),
("Nothing is said in the waiting_room","communication","true",16,"no claims in story"),
("Lily thinks Ava thinks Avery thinks Mia thinks it's in the green_basket","belief","true","end","answer"),
]),
dict(style="numbered", label="unsound", stated_answer="green_basket",
response="""1. **Setup:** Lily, Ava, Olivia, Mia and Avery all enter the sunroom. The pear is in the red_envelope.
2. **Line 4:** Lily moves the pear to the green_basket. All five see it.
3. **Line 6:** Lily leaves the sunroom.
4. **Line 7:** Ava moves the pear to the green_container while Avery, Mia and Olivia watch.
5. **Line 9:** Ava leaves. Olivia then moves it to the red_crate.
6. **Line 12:** Avery moves the pear to the red_cupboard, and Mia sees it before she exits.
7. **Reasoning:** Lily left before any of the later moves, so in her mind everyone's beliefs stop at the green_basket.

**Answer:** H. green_basket""",
claims=[
("Lily, Ava, Olivia, Mia and Avery all enter the sunroom","event","true",1,"line 1"),
("The pear is in the red_envelope","location","true",3,"line 3"),
("Lily moves the pear to the green_basket","event","true",4,"line 4"),
("All five see it","presence","true",4,"witnessed 4"),
("Lily leaves the sunroom","event","true",6,"line 6"),
("Ava moves the pear to the green_container","event","true",7,"line 7"),
("while Avery, Mia and Olivia watch","presence","true",7,"witnessed 7"),
("Ava leaves","event","true",9,"line 9"),
("Olivia then moves it to the red_crate","event","true",10,"line 10"),
("Avery moves the pear to the red_cupboard","event","false",12,"PLANT: Mia moved it at line 12, not Avery"),
("Mia sees it before she exits","order","true",13,"Mia in room at 12, exits 13"),
("Lily left before any of the later moves","order","true",6,"exit 6 before 7,10,12"),
("in her mind everyone's beliefs stop at the green_basket","belief","true","end","Lily-> others green_basket"),
]),
dict(style="narrative", label="sound", stated_answer="green_basket",
response="""Let me trace who saw what.

Everyone is in the sunroom when the pear goes into the red_envelope and when Lily herself moves it to the green_basket. Lily is the first to leave, so that move is the last thing she witnesses. After she's gone, the pear gets shuffled to the green_container, the red_crate and finally the red_cupboard, but Lily has no idea.

So when Lily imagines what Ava thinks Avery thinks Mia believes, every layer of that chain is built out of what Lily saw, and all she saw was the green_basket. So Lily thinks Ava thinks Avery thinks Mia thinks the pear is in the green_basket.

The answer is H. green_basket.""",
claims=[
("Everyone is in the sunroom when the pear goes into the red_envelope","presence","true",3,"all present 3"),
("when Lily herself moves it to the green_basket","event","true",4,"line 4"),
("Lily is the first to leave","order","true",6,"first exit"),
("that move is the last thing she witnesses","presence","true",6,"no later moves seen"),
("the pear gets shuffled to the green_container, the red_crate and finally the red_cupboard","event","true",12,"lines 7,10,12"),
("Lily has no idea","belief","true","end","Lily still green_basket"),
("Lily thinks Ava thinks Avery thinks Mia thinks the pear is in the green_basket","belief","true","end","answer"),
]),
dict(style="terse", label="wrong", stated_answer="red_cupboard",
response="""red_cupboard — Mia moved it there last and Avery saw it.""",
claims=[
("Mia moved it there last","event","true",12,"last move line 12"),
("Avery saw it","presence","true",12,"witnessed 12"),
]),
dict(style="thinking", label="wrong", stated_answer="green_container",
response="""<think>
Fourth order: Lily -> Ava -> Avery -> Mia.
Lily moved it to the green_basket at line 4. Then Lily exited at line 6... wait, let me check, Ava moved it to the green_container at line 7. Was Lily there? Line 6 says Lily exited. Hmm, but Ava stayed and knows Lily left.
Ava thinks Avery thinks Mia thinks green_container, since all three were in the room at line 7. And Lily knows Ava is the one who tends to move things, so Lily would guess Ava put it in the green_container.
I'll go with green_container.
</think>

I. green_container""",
claims=[
("Lily moved it to the green_basket at line 4","event","true",4,"line 4"),
("Ava moved it to the green_container at line 7","event","true",7,"line 7"),
("Line 6 says Lily exited","event","true",6,"line 6"),
("Ava stayed and knows Lily left","presence","true",6,"Ava witnessed 6"),
("Ava thinks Avery thinks Mia thinks green_container","belief","true","end","Ava->Avery->Mia green_container at end"),
("all three were in the room at line 7","presence","true",7,"witnessed 7"),
("Lily knows Ava is the one who tends to move things","belief","uncheckable",None,"motive/speculation"),
]),
]
