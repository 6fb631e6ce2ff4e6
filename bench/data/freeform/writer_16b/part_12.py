# Q12 s6816-11-o1: Hannah's own belief, orange; gold red_box (C)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="red_box",
response="""**Answer: C. red_box**

Explanation:
- Hannah moves the orange from the red_bathtub to the green_crate (line 3) and leaves right after (line 4). At that point her own belief is the green_crate.
- While she's gone, Noah moves it to the green_box (line 5) and Isabella moves it to the red_box (line 10). Hannah sees neither.
- In the waiting_room, Isabella publicly claims the orange is in the red_box (line 15). Isabella left the basement after Hannah did, so Hannah trusts her and updates to the red_box.
- Oliver's private message to Hannah (line 16) says the same thing, so it just confirms it.

So Hannah really thinks the orange is in the red_box.""",
claims=[
("Hannah moves the orange from the red_bathtub to the green_crate (line 3)", "event", "true", 3, "line 3"),
("leaves right after (line 4)", "event", "true", 4, "line 4"),
("At that point her own belief is the green_crate", "belief", "true", 4, "Hannah = green_crate at row 4"),
("Noah moves it to the green_box (line 5)", "event", "true", 5, "line 5"),
("Isabella moves it to the red_box (line 10)", "event", "true", 10, "line 10"),
("Hannah sees neither", "presence", "true", 10, "Hannah not in witnessed_by lines 5, 10"),
("Isabella publicly claims the orange is in the red_box (line 15)", "communication", "true", 15, "line 15"),
("Isabella left the basement after Hannah did", "order", "true", 11, "Hannah 4, Isabella 11"),
("Hannah trusts her", "communication", "true", 15, "Hannah's belief switches to red_box at row 15"),
("updates to the red_box", "belief", "true", 15, "Hannah = red_box at row 15"),
("Oliver's private message to Hannah (line 16) says the same thing", "communication", "true", 16, "line 16: red_box"),
("it just confirms it", "belief", "true", 16, "Hannah stays red_box at row 16"),
("Hannah really thinks the orange is in the red_box", "belief", "true", "end", "Hannah = red_box"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="red_box",
response="""1. **Starting point:** The orange is in the red_bathtub (line 2) and everyone is in the basement.
2. **Hannah's move:** Hannah moves it to the green_crate (line 3) and then exits (line 4).
3. **Moves Hannah misses:** Noah → green_box (line 5), Isabella → red_box (line 10).
4. **Public claim:** In the waiting_room Isabella announces that the orange is in the red_box (line 15). Hannah trusts Isabella, because Isabella stayed in the basement longer than she did.
5. **Private tell:** Oliver tells Hannah the orange is in the red_box (line 16). This matches what she already believes.
6. **Others:** Nathan still thinks it's in the green_box, since he left before Isabella's move.

Hannah's final belief is the red_box.

**Answer:** C. red_box""",
claims=[
("The orange is in the red_bathtub (line 2)", "location", "true", 2, "objects row 2"),
("everyone is in the basement", "presence", "true", 2, "rooms row 2"),
("Hannah moves it to the green_crate (line 3)", "event", "true", 3, "line 3"),
("then exits (line 4)", "event", "true", 4, "line 4"),
("Moves Hannah misses", "presence", "true", 10, "Hannah absent for lines 5 and 10"),
("Noah → green_box (line 5)", "event", "true", 5, "line 5"),
("Isabella → red_box (line 10)", "event", "true", 10, "line 10"),
("Isabella announces that the orange is in the red_box (line 15)", "communication", "true", 15, "line 15"),
("Hannah trusts Isabella", "communication", "true", 15, "Hannah = red_box from row 15"),
("Isabella stayed in the basement longer than she did", "order", "true", 11, "Hannah exits 4, Isabella 11"),
("Oliver tells Hannah the orange is in the red_box (line 16)", "communication", "true", 16, "line 16"),
("This matches what she already believes", "belief", "true", 15, "Hannah = red_box at row 15"),
("Nathan still thinks it's in the green_box", "belief", "false", "end", "PLANTED: Nathan trusts Isabella's public claim (she left later); Nathan = red_box from row 15"),
("he left before Isabella's move", "order", "true", 8, "Nathan exits 8 < move 10"),
("Hannah's final belief is the red_box", "belief", "true", "end", "Hannah = red_box"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="red_box",
response="""**C. red_box**""",
claims=[
("C. red_box", "belief", "true", "end", "answer restated"),
]))

RECORDS.append(dict(style="narrative", label="unsupported", stated_answer="red_box",
response="""This one is about Hannah's own belief, so the question is simply what Hannah would say if you asked her at the end of the story. Taking into account everything she saw and heard, she would say the red_box.

The answer is C. red_box.""",
claims=[
("she would say the red_box", "belief", "true", "end", "answer restated"),
]))

RECORDS.append(dict(style="thinking", label="wrong", stated_answer="green_crate",
response="""<think>
Hannah's own belief, first order.

Orange: red_bathtub (2). Hannah moves it to the green_crate (3), leaves (4). After that Noah moves it to the green_box (5), Isabella to the red_box (10). Hannah saw neither.

Then line 15, Isabella publicly claims the red_box. Does Hannah believe her? The rule is you trust someone who left the room later than you... hmm, or earlier? Hannah left at 4, Isabella at 11. Let me think. Hannah knows she herself put it in the green_crate. She has no reason to doubt her own eyes. And Oliver's private tell at 16 says red_box too, but Oliver could be lying just as much.

I'll stick with her direct observation: green_crate.
</think>

**E. green_crate**

Hannah personally put the orange in the green_crate at line 3 and never saw it moved, so she sticks with what she saw and ignores the claims.""",
claims=[
("red_bathtub (2)", "location", "true", 2, "objects row 2"),
("Hannah moves it to the green_crate (3)", "event", "true", 3, "line 3"),
("leaves (4)", "event", "true", 4, "line 4"),
("Noah moves it to the green_box (5)", "event", "true", 5, "line 5"),
("Isabella to the red_box (10)", "event", "true", 10, "line 10"),
("Hannah saw neither", "presence", "true", 10, "not in witnessed_by lines 5, 10"),
("line 15, Isabella publicly claims the red_box", "communication", "true", 15, "line 15"),
("Hannah left at 4, Isabella at 11", "order", "true", 11, "exit lines 4 and 11"),
("Hannah knows she herself put it in the green_crate", "belief", "uncheckable", 3, "knowledge of her own past action"),
("Oliver's private tell at 16 says red_box too", "communication", "true", 16, "line 16"),
("Hannah personally put the orange in the green_crate at line 3", "event", "true", 3, "line 3"),
("never saw it moved", "presence", "true", 10, "Hannah witnessed no move after line 3"),
("she sticks with what she saw and ignores the claims", "belief", "false", "end", "Hannah trusts Isabella; Hannah = red_box"),
]))
