RECORDS = [
dict(style="terse", label="unsupported", stated_answer="green_cupboard", response="""C. Sophia thinks Mila thinks Ethan thinks Mia thinks the cucumber is in the green_cupboard.""",
claims=[
("Sophia thinks Mila thinks Ethan thinks Mia thinks the cucumber is in the green_cupboard","belief","true","end","gold answer restated"),
]),
dict(style="thinking", label="sound", stated_answer="green_cupboard", response="""<think>
Chain is Sophia -> Mila -> Ethan -> Mia, object is the cucumber. The carrot stuff on the patio is irrelevant.
Cucumber: green_suitcase, then Sophia moves it to the green_cupboard (line 3) with all five in the closet.
Sophia exits at line 5. That's the key point: Sophia sees nothing after that.
Mila leaves at 7. Ethan moves it to the red_drawer at 8 — Mia sees that, Ethan obviously does, but Sophia and Mila don't.
So Ethan thinks Mia thinks red_drawer. But wait, that's Ethan's own view; Sophia can't know about line 8. From Sophia's seat, the last event shared by all four was the move to the green_cupboard.
Emily's move to the green_envelope at 10 — only Emily and Mia.
Mia's public claim later is about the carrot, not the cucumber.
</think>
The answer is **C. green_cupboard**: Sophia left right after putting it there, so her whole nested chain stops at the green_cupboard.""",
claims=[
("The carrot stuff on the patio is irrelevant","event","uncheckable",None,"judgement about relevance"),
("Cucumber: green_suitcase","location","true",2,"row 2"),
("Sophia moves it to the green_cupboard (line 3)","event","true",3,"line 3"),
("with all five in the closet","presence","true",3,"all witnessed"),
("Sophia exits at line 5","event","true",5,"line 5"),
("Sophia sees nothing after that","presence","true",14,"Sophia absent from closet 5-14"),
("Mila leaves at 7","event","true",7,"line 7"),
("Ethan moves it to the red_drawer at 8","event","true",8,"line 8"),
("Mia sees that","presence","true",8,"Mia witnessed 8"),
("Sophia and Mila don't","presence","true",8,"not witnesses"),
("Ethan thinks Mia thinks red_drawer","belief","true",8,"Ethan -> Mia red_drawer at 8"),
("the last event shared by all four was the move to the green_cupboard","event","true",3,"line 3"),
("Emily's move to the green_envelope at 10","event","true",10,"line 10"),
("only Emily and Mia","presence","true",10,"witnessed Emily, Mia"),
("Mia's public claim later is about the carrot","communication","true",26,"line 26"),
("Sophia left right after putting it there","order","true",5,"move 3, exit 5 with no event between except lost phone"),
("her whole nested chain stops at the green_cupboard","belief","true","end","gold"),
]),
dict(style="answer_first", label="unsound", stated_answer="green_cupboard", response="""**C. green_cupboard**

Explanation:
- At line 3 Sophia moves the cucumber from the green_suitcase to the green_cupboard, and all five see it.
- Mila then leaves the closet first, before Sophia (lines 5-7).
- Ethan's move to the red_drawer (line 8) and Emily's move to the green_envelope (line 10) happen after Sophia has gone.
- So in Sophia's view, Mila, Ethan and Mia all last saw the cucumber in the green_cupboard.""",
claims=[
("At line 3 Sophia moves the cucumber from the green_suitcase to the green_cupboard","event","true",3,"line 3"),
("all five see it","presence","true",3,"all witnessed"),
("Mila then leaves the closet first, before Sophia (lines 5-7)","order","false",7,"PLANTED: Sophia exits at 5, Mila at 7"),
("Ethan's move to the red_drawer (line 8)","event","true",8,"line 8"),
("Emily's move to the green_envelope (line 10)","event","true",10,"line 10"),
("happen after Sophia has gone","order","true",10,"Sophia left at 5"),
("in Sophia's view, Mila, Ethan and Mia all last saw the cucumber in the green_cupboard","belief","true","end","Sophia->Mila, chain green_cupboard"),
]),
dict(style="numbered", label="wrong", stated_answer="red_drawer", response="""**Step 1:** The cucumber is in the green_suitcase, then Sophia moves it to the green_cupboard.
**Step 2:** Sophia and Mila leave.
**Step 3:** Ethan moves the cucumber to the red_drawer while Mia watches. Ethan therefore thinks Mia thinks it's in the red_drawer.
**Step 4:** The question is about Ethan's view of Mia, nested inside Sophia and Mila. Since the innermost part is Ethan -> Mia, the answer follows Ethan's knowledge.

**Answer:** E. red_drawer""",
claims=[
("The cucumber is in the green_suitcase","location","true",2,"row 2"),
("Sophia moves it to the green_cupboard","event","true",3,"line 3"),
("Sophia and Mila leave","event","true",7,"lines 5, 7"),
("Ethan moves the cucumber to the red_drawer","event","true",8,"line 8"),
("while Mia watches","presence","true",8,"Mia witnessed"),
("Ethan therefore thinks Mia thinks it's in the red_drawer","belief","true",8,"Ethan -> Mia red_drawer at 8"),
]),
dict(style="narrative", label="sound", stated_answer="green_cupboard", response="""I'll trace the cucumber only; the carrot on the patio is a separate object.

Everyone's in the closet when Sophia moves the cucumber into the green_cupboard, and she leaves a moment later. Mila goes next. Ethan then puts it into the red_drawer, and Emily moves it on to the green_envelope, but Sophia is long gone for both of those.

Since Sophia's last shared moment with Mila, Ethan and Mia was the green_cupboard move, she'd think Mila thinks Ethan thinks Mia thinks it's still there. The answer is C. green_cupboard.""",
claims=[
("Everyone's in the closet when Sophia moves the cucumber into the green_cupboard","presence","true",3,"all present"),
("Sophia moves the cucumber into the green_cupboard","event","true",3,"line 3"),
("she leaves a moment later","event","true",5,"line 5"),
("Mila goes next","order","true",7,"Mila second exit"),
("Ethan then puts it into the red_drawer","event","true",8,"line 8"),
("Emily moves it on to the green_envelope","event","true",10,"line 10"),
("Sophia is long gone for both of those","presence","true",10,"Sophia absent 8, 10"),
("Sophia's last shared moment with Mila, Ethan and Mia was the green_cupboard move","event","true",3,"line 3"),
("she'd think Mila thinks Ethan thinks Mia thinks it's still there","belief","true","end","gold"),
]),
]
