# Q2 s6824-15-o0 : where is the turnip really -> red_treasure_chest (I)
RECORDS = [
dict(style="numbered", label="sound", stated_answer="red_treasure_chest",
response="""Let's think step by step.

1. The turnip starts in the red_envelope (line 2).
2. Gracie moves it to the red_treasure_chest, then Olivia moves it to the green_bathtub, and William moves it to the blue_cupboard (lines 3, 5, 7).
3. Later Olivia, Jack and William come back to the TV_room, and the turnip is still in the blue_cupboard (line 15).
4. After Olivia leaves, Jack moves the turnip to the red_envelope (line 19).
5. Once Jack is gone, William moves it to the red_treasure_chest (line 21). Nobody touches it after that.
6. William's public claim that it is in the blue_basket (line 24) and Olivia's private message don't move the turnip; they only affect what people believe.

So the turnip is really in the red_treasure_chest.

\\boxed{I. red_treasure_chest}""",
claims=[
("The turnip starts in the red_envelope (line 2)", "location", "true", 2, "row 2"),
("Gracie moves it to the red_treasure_chest", "event", "true", 3, "line 3"),
("Olivia moves it to the green_bathtub", "event", "true", 5, "line 5"),
("William moves it to the blue_cupboard", "event", "true", 7, "line 7"),
("Olivia, Jack and William come back to the TV_room", "event", "true", 14, "line 14"),
("the turnip is still in the blue_cupboard (line 15)", "location", "true", 15, "row 15"),
("After Olivia leaves", "order", "true", 19, "Olivia exit 17 before Jack's move 19"),
("Jack moves the turnip to the red_envelope (line 19)", "event", "true", 19, "line 19"),
("Once Jack is gone", "order", "true", 21, "Jack exit 20 before William's move 21"),
("William moves it to the red_treasure_chest (line 21)", "event", "true", 21, "line 21"),
("Nobody touches it after that", "event", "true", "end", "rows 21-25 red_treasure_chest"),
("William's public claim that it is in the blue_basket (line 24)", "communication", "true", 24, "line 24"),
("Olivia's private message don't move the turnip", "event", "true", 25, "row 25 still red_treasure_chest"),
("the turnip is really in the red_treasure_chest", "location", "true", "end", "row 25"),
]),
dict(style="terse", label="wrong", stated_answer="blue_basket",
response="""blue_basket — William publicly said so at the end.""",
claims=[
("blue_basket", "location", "false", "end", "row 25: red_treasure_chest"),
("William publicly said so at the end", "communication", "true", 24, "line 24 public claim blue_basket"),
]),
dict(style="answer_first", label="unsound", stated_answer="red_treasure_chest",
response="""I. red_treasure_chest

Explanation:
On the second visit to the TV_room, the turnip is in the blue_cupboard. Olivia left the TV_room right after Jack moved the turnip to the red_envelope, and then Jack left as well. William, the last one there, moved the turnip to the red_treasure_chest (line 21). The statements in the waiting_room (lines 24–25) are just words and don't relocate anything, so the turnip is really in the red_treasure_chest.""",
claims=[
("the turnip is in the blue_cupboard", "location", "true", 15, "row 15"),
("Olivia left the TV_room right after Jack moved the turnip", "order", "false", 17, "PLANTED: Olivia exited at 17, before Jack's move at 19"),
("Jack moved the turnip to the red_envelope", "event", "true", 19, "line 19"),
("then Jack left as well", "event", "true", 20, "line 20"),
("William, the last one there", "presence", "true", 21, "row 21 only William in TV_room"),
("moved the turnip to the red_treasure_chest (line 21)", "event", "true", 21, "line 21"),
("don't relocate anything", "event", "true", 25, "object unchanged rows 24-25"),
("the turnip is really in the red_treasure_chest", "location", "true", "end", "row 25"),
]),
dict(style="narrative", label="unsupported", stated_answer="red_treasure_chest",
response="""Tracking the turnip through all the back-and-forth takes some care, and it's easy to overthink this kind of question. But the question is about where it physically is, not what anyone believes.

The answer is I. red_treasure_chest.""",
claims=[
("The answer is I. red_treasure_chest", "location", "true", "end", "answer restated only"),
]),
dict(style="thinking", label="sound", stated_answer="red_treasure_chest",
response="""<think>
Real location of the turnip. The last move matters.
First visit: red_envelope → red_treasure_chest (Gracie) → green_bathtub (Olivia) → blue_cupboard (William).
Second visit: it's in the blue_cupboard. Jack moves it to the red_envelope at 19. So the answer is red_envelope? Hmm, wait — line 21, William moves it again, to the red_treasure_chest, after Jack left. That's the last move.
Then William publicly claims blue_basket, but that's a claim, not a move. And Olivia's private tell says green_bathtub, also not a move.
So red_treasure_chest.
</think>

I. red_treasure_chest — William moved it there last (line 21), and the later claims don't change where it actually is.""",
claims=[
("red_treasure_chest (Gracie)", "event", "true", 3, "line 3"),
("green_bathtub (Olivia)", "event", "true", 5, "line 5"),
("blue_cupboard (William)", "event", "true", 7, "line 7"),
("it's in the blue_cupboard", "location", "true", 15, "row 15"),
("Jack moves it to the red_envelope at 19", "event", "true", 19, "line 19"),
("William moves it again, to the red_treasure_chest", "event", "true", 21, "line 21"),
("after Jack left", "order", "true", 21, "Jack exit 20 before 21"),
("That's the last move", "event", "true", "end", "no later turnip move"),
("William publicly claims blue_basket", "communication", "true", 24, "line 24"),
("Olivia's private tell says green_bathtub", "communication", "true", 25, "line 25"),
("William moved it there last (line 21)", "event", "true", 21, "line 21"),
("the later claims don't change where it actually is", "event", "true", "end", "row 25 red_treasure_chest"),
("I. red_treasure_chest", "location", "true", "end", "row 25"),
]),
]
