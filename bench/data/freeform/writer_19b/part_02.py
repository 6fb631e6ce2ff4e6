# Q2 s6819-13-o3: James -> Jacob -> Owen, orange. gold red_bathtub
RECORDS = []

RECORDS.append(dict(style="numbered", label="sound", stated_answer="red_bathtub",
response="""Let's think step by step.

1. The orange starts in the green_container (line 2), and Ella moves it to the red_bathtub at line 3 while all five are on the patio.
2. Ella leaves at line 4, then Owen leaves at line 6. Owen's last observation is the red_bathtub.
3. After Owen is gone, Mila moves it to the red_basket (line 7) and Jacob later moves it to the green_container (line 11). Owen saw neither move.
4. Jacob and James were both on the patio when Owen left, so each of them knows Owen last saw the orange in the red_bathtub. Jacob thinks Owen thinks it's in the red_bathtub.
5. James was with Jacob for everything up to line 10, so James thinks Jacob thinks Owen thinks it's in the red_bathtub.
6. The later statements (Mila's public claim about the blue_envelope, Jacob's private tell to Mila) don't change James's view of Jacob's view of Owen.

So the answer is \\boxed{O. red\\_bathtub}""",
claims=[
 ("The orange starts in the green_container (line 2)","location","true",2,"line 2"),
 ("Ella moves it to the red_bathtub at line 3","event","true",3,"line 3"),
 ("while all five are on the patio","presence","true",3,"all witnessed line 3"),
 ("Ella leaves at line 4","event","true",4,"line 4"),
 ("then Owen leaves at line 6","event","true",6,"line 6"),
 ("Owen's last observation is the red_bathtub","belief","true",6,"Owen: red_bathtub when he left"),
 ("Mila moves it to the red_basket (line 7)","event","true",7,"line 7"),
 ("Jacob later moves it to the green_container (line 11)","event","true",11,"line 11"),
 ("Owen saw neither move","presence","true",11,"Owen absent at 7 and 11"),
 ("Jacob and James were both on the patio when Owen left","presence","true",6,"both witnessed line 6"),
 ("each of them knows Owen last saw the orange in the red_bathtub","belief","true","end","Jacob->Owen, James->Owen red_bathtub"),
 ("Jacob thinks Owen thinks it's in the red_bathtub","belief","true","end","Jacob->Owen"),
 ("James was with Jacob for everything up to line 10","presence","true",10,"James in patio until 10"),
 ("James thinks Jacob thinks Owen thinks it's in the red_bathtub","belief","true","end","answer chain"),
 ("don't change James's view of Jacob's view of Owen","communication","true",15,"chain red_bathtub after 14,15"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="red_bathtub",
response="""Let me trace where each person was when the orange moved.

Everyone begins on the patio. The orange is first in the green_container, and Ella moves it to the red_bathtub in front of all of them. Ella then leaves, and Owen follows at line 5. So Owen's last sighting of the orange is the red_bathtub.

From there, Owen misses everything: Mila's move to the red_basket and Jacob's move back to the green_container both happen after he's gone. Jacob, though, was there when Owen walked out, so Jacob has no reason to think Owen knows about either move — Jacob thinks Owen thinks it's in the red_bathtub.

James stayed until line 10, well after Owen left, and he saw Jacob watching Owen leave. So James thinks Jacob thinks Owen thinks the orange is in the red_bathtub.

The waiting-room claims come too late to matter for this chain. The answer is O. red_bathtub.""",
claims=[
 ("Everyone begins on the patio","presence","true",1,"line 1"),
 ("The orange is first in the green_container","location","true",2,"line 2"),
 ("Ella moves it to the red_bathtub in front of all of them","event","true",3,"line 3, all witnessed"),
 ("Ella then leaves","event","true",4,"line 4"),
 ("Owen follows at line 5","event","false",5,"PLANTED: Owen exits at line 6; line 5 he stays"),
 ("Owen's last sighting of the orange is the red_bathtub","belief","true",6,"Owen: red_bathtub when leaving"),
 ("Mila's move to the red_basket and Jacob's move back to the green_container both happen after he's gone","order","true",11,"moves 7, 11 after exit 6"),
 ("Jacob, though, was there when Owen walked out","presence","true",6,"Jacob witnessed 6"),
 ("Jacob thinks Owen thinks it's in the red_bathtub","belief","true","end","Jacob->Owen"),
 ("James stayed until line 10","presence","true",10,"James exits 10"),
 ("well after Owen left","order","true",10,"10 after 6"),
 ("he saw Jacob watching Owen leave","presence","true",6,"James and Jacob witnessed 6"),
 ("James thinks Jacob thinks Owen thinks the orange is in the red_bathtub","belief","true","end","answer chain"),
 ("The waiting-room claims come too late to matter for this chain","communication","true",15,"chain unchanged by 14,15"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="red_bathtub",
response="""O. red_bathtub""",
claims=[]))

RECORDS.append(dict(style="thinking", label="wrong", stated_answer="blue_envelope",
response="""<think>
The question asks James -> Jacob -> Owen about the orange.

Story: orange in green_container, Ella moves it to red_bathtub, Ella leaves, Owen leaves. Then Mila moves it to red_basket, Mila leaves, James leaves, Jacob moves it to green_container, Jacob leaves.

So before the waiting room, Owen thinks red_bathtub. But then in the waiting room Mila publicly claims it's in the blue_envelope. Owen exited before Mila, so Owen trusts Mila — Owen now believes blue_envelope.

Jacob heard the claim too. Does Jacob think Owen believes it? Jacob knows Owen left before Mila, so he would figure Owen accepted it. So Jacob thinks Owen thinks blue_envelope. And James was also in the waiting room and heard the same claim, so James thinks Jacob thinks Owen thinks blue_envelope.

Wait, should I check if Jacob's private tell matters? Jacob told Mila blue_suitcase, privately — James and Owen didn't hear it. So no.
</think>

**L. blue_envelope**. Owen trusts Mila's public claim, and both Jacob and James heard it, so they'd expect Owen to go along with it.""",
claims=[
 ("orange in green_container","location","true",2,"line 2"),
 ("Ella moves it to red_bathtub","event","true",3,"line 3"),
 ("Ella leaves","event","true",4,"line 4"),
 ("Owen leaves","event","true",6,"line 6"),
 ("Mila moves it to red_basket","event","true",7,"line 7"),
 ("Mila leaves","event","true",8,"line 8"),
 ("James leaves","event","true",10,"line 10"),
 ("Jacob moves it to green_container","event","true",11,"line 11"),
 ("Jacob leaves","event","true",12,"line 12"),
 ("before the waiting room, Owen thinks red_bathtub","belief","true",12,"Owen red_bathtub at 12"),
 ("in the waiting room Mila publicly claims it's in the blue_envelope","event","true",14,"line 14"),
 ("Owen exited before Mila","order","true",8,"6 before 8"),
 ("Owen trusts Mila","communication","true",14,"Owen adopts blue_envelope at 14"),
 ("Owen now believes blue_envelope","belief","true",14,"Owen: blue_envelope"),
 ("Jacob heard the claim too","presence","true",14,"Jacob witnessed 14"),
 ("Jacob knows Owen left before Mila","order","true",8,"Jacob witnessed 6 and 8"),
 ("Jacob thinks Owen thinks blue_envelope","belief","false","end","Jacob->Owen red_bathtub"),
 ("James was also in the waiting room and heard the same claim","presence","true",14,"James witnessed 14"),
 ("James thinks Jacob thinks Owen thinks blue_envelope","belief","false","end","answer chain is red_bathtub"),
 ("Jacob told Mila blue_suitcase, privately","event","true",15,"line 15"),
 ("James and Owen didn't hear it","presence","true",15,"witnesses Jacob, Mila only"),
 ("Owen trusts Mila's public claim","communication","true",14,"Owen: blue_envelope"),
 ("both Jacob and James heard it","presence","true",14,"witnessed 14"),
 ("they'd expect Owen to go along with it","belief","false","end","Jacob->Owen and James->Owen stay red_bathtub"),
]))

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="red_bathtub",
response="""O. red_bathtub

Explanation:
- Ella moved the orange into the red_bathtub (line 3) while everyone was on the patio, and Owen left at line 6 without seeing any later move.
- Jacob and James were both still there when Owen left, so both would model Owen as believing red_bathtub.
- Mila's public claim in the waiting room (line 14) doesn't change Owen's belief.
- James left at line 10 and Jacob stayed till line 12, but the only move in between (Jacob's, line 11) has nothing to do with what Owen saw.

Therefore James thinks Jacob thinks Owen thinks the orange is in the red_bathtub.""",
claims=[
 ("Ella moved the orange into the red_bathtub (line 3)","event","true",3,"line 3"),
 ("while everyone was on the patio","presence","true",3,"all witnessed 3"),
 ("Owen left at line 6","event","true",6,"line 6"),
 ("without seeing any later move","presence","true",11,"Owen absent for moves 7, 11"),
 ("Jacob and James were both still there when Owen left","presence","true",6,"witnessed 6"),
 ("both would model Owen as believing red_bathtub","belief","true","end","Jacob->Owen, James->Owen red_bathtub"),
 ("Mila's public claim in the waiting room (line 14) doesn't change Owen's belief","communication","false",14,"PLANTED: Owen trusts Mila (she left later) and now believes blue_envelope"),
 ("James left at line 10","event","true",10,"line 10"),
 ("Jacob stayed till line 12","presence","true",12,"Jacob exits 12"),
 ("the only move in between (Jacob's, line 11)","event","true",11,"line 11"),
 ("James thinks Jacob thinks Owen thinks the orange is in the red_bathtub","belief","true","end","answer chain"),
]))
