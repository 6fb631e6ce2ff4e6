# Q14 s6817-6-o1: Where does Sophia really think the lettuce is?  gold red_crate
G = "red_crate"
RECORDS = [
{
"style": "numbered", "label": "sound", "stated_answer": G,
"response": r"""Let's think step by step.
1. The lettuce is in the red_crate at line 2, and Sophia sees it.
2. Sophia exits at line 4, before Mila moves the lettuce to the green_container at line 5.
3. Sophia never sees any move, so she still thinks the lettuce is in the red_crate.
4. (Coincidentally, Evelyn later moves it back to the red_crate.)

\boxed{red_crate}""",
"claims": [
("The lettuce is in the red_crate at line 2", "location", "true", 2, "row 2", ("obj", 2, G)),
("Sophia sees it", "presence", "true", 2, "Sophia witnessed 2", ("wit", 2, "Sophia", True)),
("Sophia exits at line 4", "event", "true", 4, "line 4", ("line", 4, "Sophia exited")),
("before Mila moves the lettuce to the green_container at line 5", "order", "true", 5, "4 < 5", ("line", 5, "Mila moved the lettuce to the green_container")),
("Sophia never sees any move", "presence", "true", 5, "Sophia not witness of 5 or 11", [("wit", 5, "Sophia", False), ("wit", 11, "Sophia", False)]),
("she still thinks the lettuce is in the red_crate", "belief", "true", "end", "final answer", ("bel", "end", "Sophia", G)),
("Evelyn later moves it back to the red_crate", "event", "true", 11, "line 11", ("line", 11, "Evelyn moved the lettuce to the red_crate")),
]},
{
"style": "terse", "label": "sound", "stated_answer": G,
"response": """F. red_crate. Sophia left before Mila moved it.""",
"claims": [
("Sophia left before Mila moved it", "order", "true", 4, "exit 4 < move 5", [("room", 5, "Sophia", None), ("line", 5, "Mila moved")]),
]},
{
"style": "answer_first", "label": "unsound", "stated_answer": G,
"response": """**Answer: F. red_crate**

Explanation:
- Sophia saw the lettuce in the red_crate (line 2) and left at line 4.
- Mila moved it to the green_container (line 5) after Sophia had gone.
- By the time Avery leaves at line 10 the lettuce is back in the red_crate, though Sophia doesn't know about either move.
- Sophia's belief therefore stays at the red_crate.""",
"claims": [
("Sophia saw the lettuce in the red_crate (line 2)", "presence", "true", 2, "Sophia witnessed 2", [("wit", 2, "Sophia", True), ("obj", 2, G)]),
("left at line 4", "event", "true", 4, "line 4", ("line", 4, "Sophia exited")),
("Mila moved it to the green_container (line 5)", "event", "true", 5, "line 5", ("line", 5, "Mila moved the lettuce to the green_container")),
("after Sophia had gone", "order", "true", 5, "Sophia out at 5", ("room", 5, "Sophia", None)),
("By the time Avery leaves at line 10 the lettuce is back in the red_crate", "location", "false", 10, "PLANTED: green_container at 10; Evelyn moves it back at 11", ("obj", 10, G)),
("Sophia doesn't know about either move", "presence", "true", 11, "Sophia witnessed neither 5 nor 11", [("wit", 5, "Sophia", False), ("wit", 11, "Sophia", False)]),
("Sophia's belief therefore stays at the red_crate", "belief", "true", "end", "final answer", ("bel", "end", "Sophia", G)),
]},
{
"style": "thinking", "label": "unsound", "stated_answer": G,
"response": """<think>
Question: where does Sophia think the lettuce is? First-order.

Line 2: lettuce in red_crate, everyone present. Sophia stays a minute and exits at 4. After that Mila moves it to green_container at 5 — Sophia's gone, so she misses it. Then Jackson, Mila, Avery leave, in that order. Evelyn, alone, moves it to red_crate at 11.

Hmm, so the real location is red_crate again, and Sophia's belief is also red_crate — but for a different reason: she never saw it move at all. Wait, I should double check that Sophia didn't come back... no, she only reappears in the waiting room at line 13, where nobody says anything.

So Sophia thinks red_crate.
</think>

F. red_crate""",
"claims": [
("lettuce in red_crate", "location", "true", 2, "row 2", ("obj", 2, G)),
("everyone present", "presence", "true", 2, "all witnessed 2", [("wit", 2, a, True) for a in ("Sophia", "Mila", "Jackson", "Avery", "Evelyn")]),
("Sophia stays a minute and exits at 4", "event", "true", 4, "lines 3-4", [("line", 3, "Sophia made no movements"), ("line", 4, "Sophia exited")]),
("Mila moves it to green_container at 5", "event", "true", 5, "line 5", ("line", 5, "Mila moved the lettuce to the green_container")),
("Sophia's gone, so she misses it", "presence", "true", 5, "Sophia not witness of 5", ("wit", 5, "Sophia", False)),
("Then Jackson, Mila, Avery leave, in that order", "order", "false", 6, "PLANTED: order is Mila (6), Jackson (8), Avery (10)", ("line", 6, "Jackson exited")),
("Evelyn, alone, moves it to red_crate at 11", "event", "true", 11, "line 11, only Evelyn present", [("line", 11, "Evelyn moved the lettuce to the red_crate")] + [("wit", 11, a, False) for a in ("Sophia", "Mila", "Jackson", "Avery")]),
("the real location is red_crate again", "location", "true", "end", "end location", ("obj", "end", G)),
("Sophia's belief is also red_crate", "belief", "true", "end", "Sophia end", ("bel", "end", "Sophia", G)),
("she never saw it move at all", "presence", "true", 11, "Sophia witnessed no move", [("wit", 5, "Sophia", False), ("wit", 11, "Sophia", False)]),
("she only reappears in the waiting room at line 13", "event", "true", 13, "line 13", [("room", 12, "Sophia", None), ("room", 13, "Sophia", "waiting_room")]),
("where nobody says anything", "communication", "true", "end", "no claims or tells in the story"),
("So Sophia thinks red_crate.", "belief", "true", "end", "final answer", ("bel", "end", "Sophia", G)),
]},
{
"style": "narrative", "label": "wrong", "stated_answer": "green_container",
"response": """Let me trace where each person was. Sophia, Mila, Jackson, Avery and Evelyn all start in the sunroom, with the lettuce in the red_crate. Sophia is the first to leave. Then Mila moves the lettuce to the green_container.

Since the question asks what Sophia *really* thinks, I think it's asking about the true state of affairs as Sophia would reason about it — and most of the group saw the lettuce go into the green_container. Sophia would figure it ended up in the green_container. So the answer is G. green_container.""",
"claims": [
("Sophia, Mila, Jackson, Avery and Evelyn all start in the sunroom", "presence", "true", 1, "rooms at 1", [("room", 1, a, "sunroom") for a in ("Sophia", "Mila", "Jackson", "Avery", "Evelyn")]),
("with the lettuce in the red_crate", "location", "true", 2, "row 2", ("obj", 2, G)),
("Sophia is the first to leave", "order", "true", 4, "first exit at 4", ("line", 4, "Sophia exited")),
("Then Mila moves the lettuce to the green_container", "event", "true", 5, "line 5", ("line", 5, "Mila moved the lettuce to the green_container")),
("most of the group saw the lettuce go into the green_container", "presence", "true", 5, "4 of 5 witnessed 5", [("wit", 5, a, True) for a in ("Mila", "Jackson", "Avery", "Evelyn")]),
("Sophia would figure it ended up in the green_container", "belief", "false", "end", "Sophia believes red_crate", ("bel", "end", "Sophia", "green_container")),
]},
]
