# Q2 s6825-7-o2: Emma -> Charlotte tomato = red_treasure_chest (O)
RECORDS = []

RECORDS.append(dict(style="numbered", label="sound", stated_answer="red_treasure_chest",
response="""**Step 1: Where the tomato goes**
1. The tomato begins in the red_bottle (line 2).
2. Emma moves it to the red_treasure_chest at line 4, with all five people in the pantry.
3. Much later, Charlotte, alone in the pantry, moves it back to the red_bottle (line 14).

**Step 2: What Emma saw**
- Emma exits at line 5, the first one to leave, so the last thing she saw Charlotte witness was the move to the red_treasure_chest.
- Emma never learns about Charlotte's move at line 14.

**Step 3: Emma's view of Charlotte**
Emma thinks Charlotte thinks the tomato is in the red_treasure_chest.

**Answer:** O. red_treasure_chest""",
claims=[
("The tomato begins in the red_bottle (line 2)","location","true",2,"row 2"),
("Emma moves it to the red_treasure_chest at line 4","event","true",4,"line 4"),
("with all five people in the pantry","presence","true",4,"all five witnessed line 4"),
("Charlotte, alone in the pantry","presence","true",14,"witnessed_by 14 = Charlotte"),
("moves it back to the red_bottle (line 14)","event","true",14,"line 14"),
("Emma exits at line 5","event","true",5,"line 5"),
("the first one to leave","order","true",5,"first exit in the story"),
("the last thing she saw Charlotte witness was the move to the red_treasure_chest","presence","true",4,"line 4 last tomato event both saw"),
("Emma never learns about Charlotte's move at line 14","presence","true",14,"Emma not in witnessed_by 14"),
("Emma thinks Charlotte thinks the tomato is in the red_treasure_chest","belief","true","end","Emma -> Charlotte = red_treasure_chest"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="red_treasure_chest",
response="""<think>
Okay, second-order: what does Emma think Charlotte believes?

Tomato starts in red_bottle. Emma moves it to red_treasure_chest at line 4 — everybody is there. Emma leaves at line 5.

After that Ava leaves (7), Jackson (11), Aiden (13). Charlotte is alone and moves the tomato to the red_bottle at 14. Hmm, wait — but does that matter for Charlotte's own belief? Charlotte thinks it's in the red_treasure_chest still, since that was the last move everyone watched together. Anyway, the question is about Emma's model of Charlotte, and Emma was gone by then.

So from Emma's perspective, Charlotte last saw the tomato go into the red_treasure_chest.
</think>

Emma thinks Charlotte thinks the tomato is in the **red_treasure_chest** (O). Emma left right after her own move and never saw Charlotte move it back.""",
claims=[
("Tomato starts in red_bottle","location","true",2,"row 2"),
("Emma moves it to red_treasure_chest at line 4","event","true",4,"line 4"),
("everybody is there","presence","true",4,"all witnessed line 4"),
("Emma leaves at line 5","event","true",5,"line 5"),
("After that Ava leaves (7), Jackson (11), Aiden (13)","order","true",13,"exits 7,11,13 after 5"),
("Charlotte is alone","presence","true",14,"only Charlotte in pantry at 14"),
("moves the tomato to the red_bottle at 14","event","true",14,"line 14"),
("Charlotte thinks it's in the red_treasure_chest still","belief","false","end","PLANTED: Charlotte -> red_bottle at end (she moved it herself)"),
("Emma was gone by then","presence","true",14,"Emma room None at 14"),
("Charlotte last saw the tomato go into the red_treasure_chest","belief","true","end","Emma -> Charlotte = red_treasure_chest"),
("Emma thinks Charlotte thinks the tomato is in the **red_treasure_chest**","belief","true","end","answer"),
("Emma left right after her own move","order","true",5,"move 4, exit 5"),
("never saw Charlotte move it back","presence","true",14,"Emma not in witnessed_by 14"),
]))

RECORDS.append(dict(style="answer_first", label="wrong", stated_answer="red_bottle",
response="""K. red_bottle

Explanation:
- Charlotte is the last person in the pantry and she puts the tomato in the red_bottle (line 14).
- Since Charlotte made that move herself, she knows where it is, and Emma would expect Charlotte to know her own move.
- So Emma thinks Charlotte thinks the tomato is in the red_bottle.""",
claims=[
("Charlotte is the last person in the pantry","presence","true",14,"alone at 13-15"),
("she puts the tomato in the red_bottle (line 14)","event","true",14,"line 14"),
("she knows where it is","belief","true","end","Charlotte -> red_bottle"),
("Emma would expect Charlotte to know her own move","belief","false","end","Emma did not see line 14; Emma -> Charlotte = red_treasure_chest"),
("Emma thinks Charlotte thinks the tomato is in the red_bottle","belief","false","end","gold red_treasure_chest"),
]))

RECORDS.append(dict(style="terse", label="sound", stated_answer="red_treasure_chest",
response="""O. red_treasure_chest. Emma left right after moving it there, so she has no idea Charlotte later put it back in the red_bottle.""",
claims=[
("Emma left right after moving it there","order","true",5,"move line 4, exit line 5"),
("she has no idea","belief","true","end","Emma -> red_treasure_chest, not red_bottle"),
("Charlotte later put it back in the red_bottle","event","true",14,"line 14"),
]))

RECORDS.append(dict(style="narrative", label="unsupported", stated_answer="red_treasure_chest",
response="""Second-order questions like this come down to what one person can reasonably know about another's knowledge, and there's a lot of filler in this story — dislikes, lost watches, people waiting around — that doesn't really bear on it.

Putting it together, Emma thinks Charlotte thinks the tomato is in the red_treasure_chest. The answer is O.""",
claims=[
("there's a lot of filler in this story","event","uncheckable",None,"vague commentary"),
("Emma thinks Charlotte thinks the tomato is in the red_treasure_chest","belief","true","end","answer restated"),
]))
