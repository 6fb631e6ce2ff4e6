RECORDS = [
dict(style="narrative", label="sound", stated_answer="red_basket",
response="""The pineapple starts in the red_container, and Aiden moves it to the red_basket at line 5 while Abigail, Gracie and Jack are still in the workshop. Nobody moves it after that — everyone just waits a minute and leaves in turn.

The only things that happen afterwards are words: Gracie privately tells Owen it's in the red_crate, and Aiden privately tells Abigail it's in the red_container. Neither of those is true, and neither of them moves the pineapple. Gracie liking the red_basket is also irrelevant.

So the pineapple is really in the red_basket (O).""",
claims=[
("The pineapple starts in the red_container", "location", "true", 2, "objects row 2"),
("Aiden moves it to the red_basket at line 5", "event", "true", 5, "line 5"),
("while Abigail, Gracie and Jack are still in the workshop", "presence", "true", 5, "witnessed_by row 5"),
("Nobody moves it after that", "event", "true", "end", "no later move"),
("Gracie privately tells Owen it's in the red_crate", "communication", "true", 16, "line 16"),
("Aiden privately tells Abigail it's in the red_container", "communication", "true", 17, "line 17"),
("Neither of those is true", "location", "true", "end", "pineapple in red_basket"),
("neither of them moves the pineapple", "event", "true", "end", "objects unchanged"),
("the pineapple is really in the red_basket", "location", "true", "end", "objects last row"),
]),
dict(style="terse", label="unsound", stated_answer="red_basket",
response="""O. red_basket. Aiden moved it there right after Gracie left; the whispers later don't move anything.""",
claims=[
("Aiden moved it there", "event", "true", 5, "line 5"),
("right after Gracie left", "order", "false", 5, "PLANTED: Gracie left at line 8, after the move at line 5"),
("the whispers later don't move anything", "event", "true", "end", "objects unchanged after 16-17"),
]),
dict(style="thinking", label="wrong", stated_answer=None,
response="""<think>
Real location. Line 2: red_container. Line 5: Aiden moves it to the red_basket. After that, everyone leaves the workshop one by one without moving anything.

Then line 16: Gracie privately told Owen it's in the red_crate. Line 17: Aiden told Abigail it's in the red_container. Two different claims. Gracie was in the workshop after Aiden's move, she left at line 8... she should know it's in the red_basket. So why would she say red_crate? Maybe she moved it? There's no line where she moves it. Hmm. But the story might just not show it.
</think>

It's either in the red_basket (where Aiden put it) or the red_crate (where Gracie says it is) — most likely the red_basket, but the story leaves room for the red_crate.""",
claims=[
("Line 2: red_container", "location", "true", 2, "objects row 2"),
("Line 5: Aiden moves it to the red_basket", "event", "true", 5, "line 5"),
("everyone leaves the workshop one by one without moving anything", "event", "true", 13, "lines 6-13"),
("line 16: Gracie privately told Owen it's in the red_crate", "communication", "true", 16, "line 16"),
("Line 17: Aiden told Abigail it's in the red_container", "communication", "true", 17, "line 17"),
("Gracie was in the workshop after Aiden's move", "presence", "true", 5, "Gracie witnessed line 5"),
("she left at line 8", "event", "true", 8, "line 8"),
("she should know it's in the red_basket", "belief", "true", 16, "Gracie -> red_basket row 16"),
("There's no line where she moves it", "event", "true", "end", "no Gracie move"),
("where Aiden put it", "event", "true", 5, "line 5"),
("where Gracie says it is", "communication", "true", 16, "line 16"),
]),
dict(style="answer_first", label="unsound", stated_answer="red_basket",
response="""**Answer: O. red_basket**

Explanation:
- The pineapple begins in the red_container (line 2).
- Aiden moves it to the red_basket (line 5); no one moves it again.
- In the waiting_room, Gracie tells Owen it's in the red_crate (line 16) and Aiden tells Abigail it's in the red_container (line 17). Abigail accepts Aiden's word, but beliefs don't change where the pineapple actually is.
- So it is really in the red_basket.""",
claims=[
("The pineapple begins in the red_container (line 2)", "location", "true", 2, "objects row 2"),
("Aiden moves it to the red_basket (line 5)", "event", "true", 5, "line 5"),
("no one moves it again", "event", "true", "end", "no later move"),
("Gracie tells Owen it's in the red_crate (line 16)", "communication", "true", 16, "line 16"),
("Aiden tells Abigail it's in the red_container (line 17)", "communication", "true", 17, "line 17"),
("Abigail accepts Aiden's word", "communication", "false", 17, "PLANTED: Abigail left after Aiden, does not trust him; Abigail stays red_basket at row 17"),
("it is really in the red_basket", "location", "true", "end", "objects last row"),
]),
dict(style="numbered", label="sound", stated_answer="red_basket",
response="""Let's think step by step.

1. The pineapple is in the red_container at line 2.
2. Owen exits at line 4, before anything moves.
3. Aiden moves the pineapple to the red_basket at line 5, then exits.
4. Gracie, Abigail and Jack leave afterwards without touching it.
5. Lines 16 and 17 are private messages. They can change beliefs (Owen now thinks it's in the red_crate) but not the actual location.

Therefore the answer is [red_basket].""",
claims=[
("The pineapple is in the red_container at line 2", "location", "true", 2, "objects row 2"),
("Owen exits at line 4, before anything moves", "order", "true", 4, "exit 4 < move 5"),
("Aiden moves the pineapple to the red_basket at line 5, then exits", "event", "true", 5, "lines 5-6"),
("Gracie, Abigail and Jack leave afterwards without touching it", "event", "true", 13, "lines 8-13"),
("Lines 16 and 17 are private messages", "communication", "true", 17, "lines 16-17"),
("Owen now thinks it's in the red_crate", "belief", "true", "end", "Owen -> red_crate row 17"),
]),
]
