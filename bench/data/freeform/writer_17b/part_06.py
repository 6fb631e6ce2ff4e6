# Q6 s6817-22-o2: Where does Amelia think Owen thinks the cherry is?  gold red_container
G = "red_container"
RECORDS = [
{
"style": "terse", "label": "sound", "stated_answer": G,
"response": """K. red_container. Amelia left right after moving the cherry there, so she never saw Owen move it to the blue_bottle.""",
"claims": [
("Amelia left right after moving the cherry there", "event", "true", 7, "move 6, exit 7", [("line", 6, "Amelia moved the cherry to the red_container"), ("line", 7, "Amelia exited")]),
("she never saw Owen move it to the blue_bottle", "presence", "true", 11, "Amelia not witness of 11", [("wit", 11, "Amelia", False), ("line", 11, "Owen moved the cherry to the blue_bottle")]),
]},
{
"style": "numbered", "label": "unsound", "stated_answer": G,
"response": """**Step 1: Starting point.** The cherry is in the blue_crate (line 2).

**Step 2: Amelia's move.** Amelia moves the cherry to the red_container at line 6. Owen is in the playroom and sees this.

**Step 3: Amelia leaves.** Amelia exits at line 7, so she doesn't see Owen move the cherry to the blue_bottle at line 11.

**Step 4: The waiting room.** Avery publicly claims the cherry is in the red_container, and Owen trusts Avery's claim. This only reinforces what Amelia already expects of Owen.

**Step 5: Conclusion.** Amelia thinks Owen thinks the cherry is in the red_container.

**Answer:** K. red_container""",
"claims": [
("The cherry is in the blue_crate (line 2)", "location", "true", 2, "row 2", ("obj", 2, "blue_crate")),
("Amelia moves the cherry to the red_container at line 6", "event", "true", 6, "line 6", ("line", 6, "Amelia moved the cherry to the red_container")),
("Owen is in the playroom and sees this", "presence", "true", 6, "Owen witnessed 6", ("wit", 6, "Owen", True)),
("Amelia exits at line 7", "event", "true", 7, "line 7", ("line", 7, "Amelia exited")),
("she doesn't see Owen move the cherry to the blue_bottle at line 11", "presence", "true", 11, "Amelia not witness of 11", [("wit", 11, "Amelia", False), ("line", 11, "Owen moved the cherry to the blue_bottle")]),
("Avery publicly claims the cherry is in the red_container", "event", "true", 17, "line 17", ("line", 17, "Avery publicly claimed that cherry is in the red_container")),
("Owen trusts Avery's claim", "communication", "false", 17, "PLANTED: Owen left after Avery and keeps blue_bottle", ("bel", 17, "Owen", G)),
("This only reinforces what Amelia already expects of Owen", "communication", "uncheckable", None, "vague"),
("Amelia thinks Owen thinks the cherry is in the red_container", "belief", "true", "end", "final answer", ("bel", "end", "Amelia -> Owen", G)),
]},
{
"style": "answer_first", "label": "unsound", "stated_answer": G,
"response": """**Answer: K. red_container**

Explanation:
- Amelia moved the cherry from the blue_crate to the red_container (line 6) in front of Avery, Nathan and Owen.
- She left immediately afterward (line 7), so her picture of Owen's belief freezes at the red_container.
- Owen's later move to the blue_bottle (line 11) was seen only by Nathan, and Nathan still thinks Owen believes it's in the red_container.
- Avery's public claim (line 17) also says red_container.""",
"claims": [
("Amelia moved the cherry from the blue_crate to the red_container (line 6)", "event", "true", 6, "line 6", [("line", 6, "Amelia moved the cherry to the red_container"), ("obj", 5, "blue_crate")]),
("in front of Avery, Nathan and Owen", "presence", "true", 6, "witnessed 6", [("wit", 6, a, True) for a in ("Avery", "Nathan", "Owen")]),
("She left immediately afterward (line 7)", "event", "true", 7, "line 7", ("line", 7, "Amelia exited")),
("her picture of Owen's belief freezes at the red_container", "belief", "true", "end", "final answer; Amelia->Owen", ("bel", "end", "Amelia -> Owen", G)),
("Owen's later move to the blue_bottle (line 11)", "event", "true", 11, "line 11", ("line", 11, "Owen moved the cherry to the blue_bottle")),
("was seen only by Nathan", "presence", "true", 11, "witnesses Nathan (and Owen himself)", [("wit", 11, "Nathan", True), ("wit", 11, "Amelia", False), ("wit", 11, "Avery", False), ("wit", 11, "Liam", False)]),
("Nathan still thinks Owen believes it's in the red_container", "belief", "false", "end", "PLANTED: Nathan->Owen is blue_bottle", ("bel", "end", "Nathan -> Owen", G)),
("Avery's public claim (line 17) also says red_container", "event", "true", 17, "line 17", ("line", 17, "Avery publicly claimed that cherry is in the red_container")),
]},
{
"style": "thinking", "label": "wrong", "stated_answer": "blue_bottle",
"response": """<think>
Where does Amelia think Owen thinks the cherry is?

Amelia moved the cherry to the red_container at 6 with Owen watching. Amelia left at 7. Owen then moved it to the blue_bottle at 11.

Owen obviously believes blue_bottle since he moved it. Hmm, but does Amelia know? Amelia was gone by then. Although... in the waiting room, Nathan privately tells Avery it's in the blue_crate, which is odd. And Avery claims red_container publicly.

I think the point is that Owen is the one who last handled it, so Amelia would figure Owen knows where it really is — the blue_bottle.
</think>

M. blue_bottle""",
"claims": [
("Amelia moved the cherry to the red_container at 6", "event", "true", 6, "line 6", ("line", 6, "Amelia moved the cherry to the red_container")),
("with Owen watching", "presence", "true", 6, "Owen witnessed 6", ("wit", 6, "Owen", True)),
("Amelia left at 7", "event", "true", 7, "line 7", ("line", 7, "Amelia exited")),
("Owen then moved it to the blue_bottle at 11", "event", "true", 11, "line 11", ("line", 11, "Owen moved the cherry to the blue_bottle")),
("Owen obviously believes blue_bottle", "belief", "true", "end", "Owen end", ("bel", "end", "Owen", "blue_bottle")),
("Amelia was gone by then", "presence", "true", 11, "Amelia in no room at 11", ("room", 11, "Amelia", None)),
("Nathan privately tells Avery it's in the blue_crate", "event", "true", 18, "line 18", ("line", 18, "Nathan privately told Avery that the cherry is in the blue_crate")),
("Avery claims red_container publicly", "event", "true", 17, "line 17", ("line", 17, "Avery publicly claimed")),
("Owen is the one who last handled it", "event", "true", 11, "last move is Owen's at 11", ("obj", "end", "blue_bottle")),
("Amelia would figure Owen knows where it really is — the blue_bottle", "belief", "false", "end", "Amelia->Owen is red_container", ("bel", "end", "Amelia -> Owen", "blue_bottle")),
]},
{
"style": "narrative", "label": "unsupported", "stated_answer": G,
"response": """This is a second-order question, so I need Amelia's view of Owen's view rather than where the cherry actually ends up. The story has a few distractors that don't matter. Keeping Amelia's perspective in mind, she believes Owen thinks the cherry is in the red_container.

The answer is K. red_container.""",
"claims": [
("The story has a few distractors that don't matter", "event", "uncheckable", None, "vague commentary"),
("she believes Owen thinks the cherry is in the red_container", "belief", "true", "end", "final answer restated", ("bel", "end", "Amelia -> Owen", G)),
]},
]
