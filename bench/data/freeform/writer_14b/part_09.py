# q8: s6814-4-o4  Elizabeth -> Sophia -> Charlotte -> Mia spinach -> blue_suitcase (O)
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="blue_suitcase",
response="""O. blue_suitcase

Mia put the spinach in the blue_suitcase herself (line 4) and left at line 6; Charlotte left right after her (line 8), also before Sophia moved it to the green_envelope (line 9). Elizabeth and Sophia were both there for all of that, so Elizabeth knows Sophia knows Charlotte last saw it in the blue_suitcase.""",
claims=[
("O. blue_suitcase","belief","true","end","answer"),
("Mia put the spinach in the blue_suitcase herself (line 4)","event","true",4,"line 4"),
("left at line 6","event","true",6,"Mia exited at 6"),
("Charlotte left right after her (line 8)","order","true",8,"next exit after Mia's"),
("also before Sophia moved it to the green_envelope (line 9)","order","true",9,"8 < 9"),
("Elizabeth and Sophia were both there for all of that","presence","true",8,"both witnessed 3-8"),
("Elizabeth knows Sophia knows Charlotte last saw it in the blue_suitcase","belief","true","end","Elizabeth -> Sophia -> Charlotte=blue_suitcase"),
]),
dict(style="thinking", label="sound", stated_answer="blue_suitcase",
response="""<think>
Four levels: Elizabeth → Sophia → Charlotte → Mia.

Timeline in the attic:
- 3: green_container, all five.
- 4: Mia → blue_suitcase, all five see it.
- 6: Mia exits.
- 8: Charlotte exits.
- 9: Sophia → green_envelope (Elizabeth, Noah, Sophia).
- 10: Sophia exits.
- 11: Elizabeth → red_pantry (Elizabeth, Noah).
- 12: Elizabeth exits.
- 13: Noah → green_container, alone.

Mia's belief: blue_suitcase. Charlotte saw Mia's move and saw her leave, and nothing moved between Mia leaving and Charlotte leaving, so Charlotte thinks Mia thinks blue_suitcase. Sophia watched both Mia and Charlotte leave before her own move, so Sophia thinks Charlotte thinks Mia thinks blue_suitcase. Elizabeth was there through line 11 and saw all of it, so she'd model Sophia's reasoning the same way.

Wait — Noah moved it back to the green_container, which was the starting spot. Does that matter? No, nobody else saw that; Elizabeth had left at line 12.

blue_suitcase.
</think>

**O. blue_suitcase.** Mia and Charlotte both left before the spinach was moved again, and Sophia and Elizabeth saw them go.""",
claims=[
("3: green_container, all five","location","true",3,"line 3, all witnessed"),
("4: Mia → blue_suitcase, all five see it","event","true",4,"line 4"),
("6: Mia exits","event","true",6,"line 6"),
("8: Charlotte exits","event","true",8,"line 8"),
("9: Sophia → green_envelope (Elizabeth, Noah, Sophia)","event","true",9,"line 9 and its witnesses"),
("10: Sophia exits","event","true",10,"line 10"),
("11: Elizabeth → red_pantry (Elizabeth, Noah)","event","true",11,"line 11 and its witnesses"),
("12: Elizabeth exits","event","true",12,"line 12"),
("13: Noah → green_container, alone","event","true",13,"line 13 witnessed only by Noah"),
("Mia's belief: blue_suitcase","belief","true","end","Mia=blue_suitcase"),
("Charlotte saw Mia's move","presence","true",4,"Charlotte witnessed 4"),
("saw her leave","presence","true",6,"Charlotte witnessed 6"),
("nothing moved between Mia leaving and Charlotte leaving","event","true",8,"no move at 6-8"),
("so Charlotte thinks Mia thinks blue_suitcase","belief","true","end","Charlotte -> Mia=blue_suitcase"),
("Sophia watched both Mia and Charlotte leave before her own move","presence","true",8,"Sophia witnessed 6, 8; move at 9"),
("Sophia thinks Charlotte thinks Mia thinks blue_suitcase","belief","true","end","Sophia -> Charlotte -> Mia=blue_suitcase"),
("Elizabeth was there through line 11","presence","true",11,"Elizabeth exited 12"),
("saw all of it","presence","true",11,"Elizabeth witnessed 3-11"),
("Noah moved it back to the green_container","event","true",13,"line 13"),
("which was the starting spot","location","true",3,"line 3"),
("nobody else saw that","presence","true",13,"only Noah witnessed 13"),
("Elizabeth had left at line 12","event","true",12,"line 12"),
("O. blue_suitcase","belief","true","end","answer"),
("Mia and Charlotte both left before the spinach was moved again","order","true",9,"6, 8 < 9"),
("Sophia and Elizabeth saw them go","presence","true",8,"both witnessed 6 and 8"),
]),
dict(style="narrative", label="unsound", stated_answer="blue_suitcase",
response="""Let me trace who left when. After Mia moves the spinach into the blue_suitcase, Charlotte is the first to leave the attic, with Mia following shortly after. Either way, both of them are gone before Sophia moves it into the green_envelope, and then Elizabeth moves it to the red_pantry and Noah puts it back in the green_container.

Neither Mia nor Charlotte sees any of those later moves, so Mia still thinks it's in the blue_suitcase, and Charlotte thinks Mia thinks so too. Sophia watched them both leave, and Elizabeth was in the attic longer than Sophia, so she knows exactly what Sophia saw.

The answer is O. blue_suitcase.""",
claims=[
("Mia moves the spinach into the blue_suitcase","event","true",4,"line 4"),
("Charlotte is the first to leave the attic, with Mia following shortly after","order","false",8,"PLANTED: Mia exited first (6), Charlotte at 8"),
("both of them are gone before Sophia moves it into the green_envelope","order","true",9,"6, 8 < 9"),
("Elizabeth moves it to the red_pantry","event","true",11,"line 11"),
("Noah puts it back in the green_container","event","true",13,"line 13"),
("Neither Mia nor Charlotte sees any of those later moves","presence","true",13,"not witnesses of 9, 11, 13"),
("Mia still thinks it's in the blue_suitcase","belief","true","end","Mia=blue_suitcase"),
("Charlotte thinks Mia thinks so too","belief","true","end","Charlotte -> Mia=blue_suitcase"),
("Sophia watched them both leave","presence","true",8,"Sophia witnessed 6, 8"),
("Elizabeth was in the attic longer than Sophia","order","true",12,"Elizabeth 12 > Sophia 10"),
("she knows exactly what Sophia saw","belief","uncheckable","end","vague"),
("The answer is O. blue_suitcase","belief","true","end","answer"),
]),
dict(style="numbered", label="unsound", stated_answer="blue_suitcase",
response="""Let's think step by step.

1. The spinach starts in the green_container; Mia moves it to the blue_suitcase (line 4) in front of everyone.
2. Mia leaves (line 6). Mia thinks: blue_suitcase.
3. Charlotte leaves (line 8); at that moment the spinach is in the green_envelope. Charlotte still thinks Mia thinks blue_suitcase, because Mia wasn't around for anything after line 4.
4. Sophia, who stayed, knows Charlotte and Mia both left early, so for Sophia the chain Charlotte → Mia gives blue_suitcase.
5. Elizabeth stayed until line 12 and saw Sophia watch them leave. Elizabeth → Sophia → Charlotte → Mia: blue_suitcase.

The answer is [blue_suitcase].""",
claims=[
("The spinach starts in the green_container","location","true",3,"line 3"),
("Mia moves it to the blue_suitcase (line 4) in front of everyone","event","true",4,"line 4, all witnessed"),
("Mia leaves (line 6)","event","true",6,"line 6"),
("Mia thinks: blue_suitcase","belief","true","end","Mia=blue_suitcase"),
("Charlotte leaves (line 8)","event","true",8,"line 8"),
("at that moment the spinach is in the green_envelope","location","false",8,"PLANTED: spinach=blue_suitcase at 8; green_envelope only from 9"),
("Charlotte still thinks Mia thinks blue_suitcase","belief","true","end","Charlotte -> Mia=blue_suitcase"),
("Mia wasn't around for anything after line 4","presence","true",6,"Mia witnesses nothing after 4 in the attic"),
("Sophia, who stayed","presence","true",8,"Sophia in attic until 10"),
("knows Charlotte and Mia both left early","belief","true","end","Sophia -> Charlotte, Sophia -> Mia=blue_suitcase"),
("for Sophia the chain Charlotte → Mia gives blue_suitcase","belief","true","end","Sophia -> Charlotte -> Mia=blue_suitcase"),
("Elizabeth stayed until line 12","presence","true",12,"Elizabeth exited 12"),
("saw Sophia watch them leave","presence","true",8,"Elizabeth and Sophia witnessed 6, 8"),
("Elizabeth → Sophia → Charlotte → Mia: blue_suitcase","belief","true","end","answer chain"),
("The answer is [blue_suitcase]","belief","true","end","answer"),
]),
dict(style="terse", label="unsupported", stated_answer="blue_suitcase",
response="""O""",
claims=[
("O","belief","true","end","answer letter O. blue_suitcase"),
]),
]
