# Q9 s6819-21-o1: Evelyn, watermelon. gold blue_cupboard
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="blue_cupboard",
response="""**Answer: N. blue_cupboard**

Explanation:
- Evelyn moved the watermelon from the red_pantry to the blue_cupboard herself (line 9) and left the basement right after (line 10).
- Owen moved it back to the red_pantry at line 13, but Evelyn was already gone and didn't see it.
- In the waiting room Evelyn publicly claimed it was in the red_envelope (line 16). That's a statement to others; it doesn't change her own belief.
- Owen then privately told her it's in the blue_cupboard (line 17), which matches what she already believes.

So Evelyn really thinks the watermelon is in the blue_cupboard.""",
claims=[
 ("Evelyn moved the watermelon from the red_pantry to the blue_cupboard herself (line 9)","event","true",9,"line 9"),
 ("left the basement right after (line 10)","event","true",10,"line 10"),
 ("Owen moved it back to the red_pantry at line 13","event","true",13,"line 13"),
 ("Evelyn was already gone and didn't see it","presence","true",13,"Evelyn absent at 13"),
 ("In the waiting room Evelyn publicly claimed it was in the red_envelope (line 16)","event","true",16,"line 16"),
 ("it doesn't change her own belief","communication","true",16,"Evelyn stays blue_cupboard"),
 ("Owen then privately told her it's in the blue_cupboard (line 17)","event","true",17,"line 17"),
 ("which matches what she already believes","belief","true",16,"Evelyn: blue_cupboard before 17"),
 ("Evelyn really thinks the watermelon is in the blue_cupboard","belief","true","end","Evelyn: blue_cupboard"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="blue_cupboard",
response="""Let's think step by step.

1. The watermelon is placed in the red_pantry (line 3).
2. Elizabeth and Chloe leave (lines 6 and 8).
3. Evelyn moves it to the blue_cupboard (line 9) with Mila and Owen watching, then leaves (line 10).
4. Owen, alone, moves it back to the red_pantry (line 13). Evelyn doesn't see this.
5. Evelyn's public claim (line 16) that it's in the red_envelope persuades Mila as well.
6. Owen privately tells Evelyn it's in the blue_cupboard (line 17). Evelyn already believed that, so her belief stays the same.

Evelyn's own belief is therefore the blue_cupboard.

The answer is [blue_cupboard]""",
claims=[
 ("The watermelon is placed in the red_pantry (line 3)","location","true",3,"line 3"),
 ("Elizabeth and Chloe leave (lines 6 and 8)","event","true",8,"lines 6, 8"),
 ("Evelyn moves it to the blue_cupboard (line 9)","event","true",9,"line 9"),
 ("with Mila and Owen watching","presence","true",9,"witnessed 9"),
 ("then leaves (line 10)","event","true",10,"line 10"),
 ("Owen, alone, moves it back to the red_pantry (line 13)","event","true",13,"line 13, only Owen"),
 ("Evelyn doesn't see this","presence","true",13,"Evelyn absent"),
 ("Evelyn's public claim (line 16) that it's in the red_envelope persuades Mila as well","communication","false",16,"PLANTED: Mila left after Evelyn, does not trust her; Mila stays blue_cupboard"),
 ("Owen privately tells Evelyn it's in the blue_cupboard (line 17)","event","true",17,"line 17"),
 ("Evelyn already believed that","belief","true",16,"Evelyn: blue_cupboard"),
 ("her belief stays the same","communication","true",17,"Evelyn: blue_cupboard after 17"),
 ("Evelyn's own belief is therefore the blue_cupboard","belief","true","end","answer"),
]))

RECORDS.append(dict(style="narrative", label="sound", stated_answer="blue_cupboard",
response="""Let me trace what Evelyn saw and heard.

The watermelon starts in the red_pantry. Elizabeth and Chloe both leave the basement before anything happens to it. Evelyn then moves it into the blue_cupboard while Mila and Owen look on, and she leaves immediately afterwards.

Once she's gone, Mila leaves too, and Owen — now by himself — puts the watermelon back into the red_pantry. Evelyn has no idea this happened.

In the waiting room, two things are said. First, Evelyn publicly claims the watermelon is in the red_envelope. Since she's the speaker, this doesn't alter what she herself believes; Chloe and Elizabeth, who left before her, do take her word for it. Second, Owen privately tells Evelyn it's in the blue_cupboard — which is not where Owen himself thinks it is, but it happens to agree with what Evelyn already thinks.

So Evelyn still believes the watermelon is in the blue_cupboard. The answer is N. blue_cupboard.""",
claims=[
 ("The watermelon starts in the red_pantry","location","true",3,"line 3"),
 ("Elizabeth and Chloe both leave the basement before anything happens to it","order","true",8,"exits 6, 8 before move 9"),
 ("Evelyn then moves it into the blue_cupboard","event","true",9,"line 9"),
 ("while Mila and Owen look on","presence","true",9,"witnessed 9"),
 ("she leaves immediately afterwards","event","true",10,"line 10"),
 ("Once she's gone, Mila leaves too","event","true",12,"line 12"),
 ("Owen — now by himself — puts the watermelon back into the red_pantry","event","true",13,"line 13"),
 ("Evelyn has no idea this happened","belief","true",13,"Evelyn: blue_cupboard"),
 ("Evelyn publicly claims the watermelon is in the red_envelope","event","true",16,"line 16"),
 ("this doesn't alter what she herself believes","communication","true",16,"speaker unchanged"),
 ("Chloe and Elizabeth, who left before her","order","true",10,"exits 6, 8 before 10"),
 ("do take her word for it","communication","true",16,"Chloe, Elizabeth: red_envelope"),
 ("Owen privately tells Evelyn it's in the blue_cupboard","event","true",17,"line 17"),
 ("which is not where Owen himself thinks it is","belief","true","end","Owen: red_pantry"),
 ("it happens to agree with what Evelyn already thinks","belief","true",16,"Evelyn: blue_cupboard"),
 ("Evelyn still believes the watermelon is in the blue_cupboard","belief","true","end","answer"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="blue_cupboard",
response="""N""",
claims=[]))

RECORDS.append(dict(style="thinking", label="wrong", stated_answer="red_envelope",
response="""<think>
Evelyn's own belief about the watermelon.

She moved it to the blue_cupboard at line 9 and left at line 10. Owen moved it to the red_pantry at 13 after she was gone.

But then at line 16 Evelyn publicly claimed it's in the red_envelope. Why would she say that unless she thought so? So her belief must be red_envelope now. Then Owen privately told her blue_cupboard at 17 — but Owen was the last one in the room... hmm, does Evelyn trust Owen? Owen left after her, so she'd trust him. So maybe she goes back to blue_cupboard?

Ugh. I think the public claim reflects her belief, and the private message is just Owen's word. I'll go with red_envelope.
</think>

K. red_envelope — Evelyn herself announced that it's in the red_envelope.""",
claims=[
 ("She moved it to the blue_cupboard at line 9","event","true",9,"line 9"),
 ("left at line 10","event","true",10,"line 10"),
 ("Owen moved it to the red_pantry at 13","event","true",13,"line 13"),
 ("after she was gone","order","true",13,"13 after 10"),
 ("at line 16 Evelyn publicly claimed it's in the red_envelope","event","true",16,"line 16"),
 ("her belief must be red_envelope now","belief","false",16,"Evelyn: blue_cupboard; speaker unchanged"),
 ("Owen privately told her blue_cupboard at 17","event","true",17,"line 17"),
 ("Owen was the last one in the room","order","true",14,"Owen last to exit basement"),
 ("Owen left after her","order","true",14,"14 after 10"),
 ("she'd trust him","communication","true",17,"Owen exited later than Evelyn"),
 ("Evelyn herself announced that it's in the red_envelope","event","true",16,"line 16"),
]))
