RECORDS = [
dict(style="thinking", label="unsound", stated_answer="green_cupboard", response="""<think>
Elizabeth -> Jacob, carrot.
Carrot in the green_cupboard from line 2. Logan leaves (4), Evelyn leaves (6), Elizabeth leaves (9).
Jacob moves the carrot to the red_suitcase at 10 — only Charlotte is there with him. Elizabeth's gone.
Then the garage scene: apple only, no carrot.
In the waiting room Elizabeth publicly claims the carrot is in the blue_pantry. Hmm, would that change her view of Jacob? No — a speaker's own beliefs don't change from her own claim, and it doesn't tell her anything new about what Jacob saw.
So for Elizabeth, Jacob last saw the carrot in the green_cupboard.
</think>
**L. green_cupboard**""",
claims=[
("Carrot in the green_cupboard from line 2","location","true",2,"row 2"),
("Logan leaves (4)","event","true",4,"line 4"),
("Evelyn leaves (6)","event","true",6,"line 6"),
("Elizabeth leaves (9)","event","true",9,"line 9"),
("Jacob moves the carrot to the red_suitcase at 10","event","true",10,"line 10"),
("only Charlotte is there with him","presence","true",10,"witnessed Charlotte, Jacob"),
("Elizabeth's gone","presence","true",10,"Elizabeth absent"),
("the garage scene: apple only, no carrot","event","true",23,"lines 15-23"),
("Elizabeth publicly claims the carrot is in the blue_pantry","communication","false",25,"PLANTED: the claim at 25 is about the apple"),
("it doesn't tell her anything new about what Jacob saw","belief","true",25,"Elizabeth -> Jacob unchanged"),
("for Elizabeth, Jacob last saw the carrot in the green_cupboard","belief","true","end","gold"),
]),
dict(style="answer_first", label="wrong", stated_answer="red_suitcase", response="""K. red_suitcase

Jacob moved the carrot to the red_suitcase himself (line 10), so Elizabeth would assume Jacob knows where he put it.""",
claims=[
("Jacob moved the carrot to the red_suitcase himself (line 10)","event","true",10,"line 10"),
("Elizabeth would assume Jacob knows where he put it","belief","false","end","Elizabeth -> Jacob green_cupboard"),
]),
dict(style="numbered", label="sound", stated_answer="green_cupboard", response="""**Step 1:** The carrot is in the green_cupboard, seen by all five in the playroom.
**Step 2:** Logan, Evelyn and then Elizabeth leave; the carrot hasn't moved.
**Step 3:** After Elizabeth is gone, Jacob moves the carrot to the red_suitcase, with only Charlotte watching.
**Step 4:** Elizabeth never sees that move, so she thinks Jacob still believes the carrot is in the green_cupboard.
**Step 5:** The later garage scene and the claims in the waiting room concern the apple.

**Answer:** L. green_cupboard""",
claims=[
("The carrot is in the green_cupboard, seen by all five in the playroom","location","true",2,"row 2 all witnessed"),
("Logan, Evelyn and then Elizabeth leave","order","true",9,"4,6,9"),
("the carrot hasn't moved","event","true",9,"green_cupboard to 9"),
("After Elizabeth is gone, Jacob moves the carrot to the red_suitcase","order","true",10,"9 then 10"),
("Jacob moves the carrot to the red_suitcase","event","true",10,"line 10"),
("with only Charlotte watching","presence","true",10,"witnessed Charlotte, Jacob"),
("Elizabeth never sees that move","presence","true",10,"not witness"),
("she thinks Jacob still believes the carrot is in the green_cupboard","belief","true","end","gold"),
("the claims in the waiting room concern the apple","communication","true",26,"lines 25-26 about apple"),
]),
dict(style="narrative", label="unsupported", stated_answer="green_cupboard", response="""Let me think about whose perspective matters here. The question wants Elizabeth's idea of Jacob's belief, not the real location and not Jacob's own belief, so I'll keep to what Elizabeth could know. Putting that together, the answer is L. green_cupboard — Elizabeth thinks Jacob thinks the carrot is in the green_cupboard.""",
claims=[
("Elizabeth thinks Jacob thinks the carrot is in the green_cupboard","belief","true","end","gold answer restated"),
]),
dict(style="terse", label="unsupported", stated_answer="green_cupboard", response="""L""", claims=[]),
]
