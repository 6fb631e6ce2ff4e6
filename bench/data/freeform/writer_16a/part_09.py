# Q9 s6816-5-o0: where is the grapefruit really, gold red_envelope
G = 'grapefruit'
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="red_envelope",
response="""**Answer: F. red_envelope**

Explanation:
- The grapefruit starts in the red_box (line 2).
- Aria moves it to the blue_basket (line 5).
- Oliver moves it to the red_envelope (line 10), with only Hannah still in the cellar.
- Nobody touches the grapefruit after that; the garage scene and the two statements at the end are about the radish.

So the grapefruit is really in the red_envelope.""",
claims=[
("The grapefruit starts in the red_box (line 2)", "location", "true", 2, "line 2", ('O', G, 2, 'red_box')),
("Aria moves it to the blue_basket (line 5)", "event", "true", 5, "line 5", ('L', 5, 'Aria moved the grapefruit to the blue_basket')),
("Oliver moves it to the red_envelope (line 10)", "event", "true", 10, "line 10", ('L', 10, 'Oliver moved the grapefruit to the red_envelope')),
("with only Hannah still in the cellar", "presence", "true", 10, "cellar holds Oliver and Hannah", [('R', 'Hannah', 10, 'cellar'), ('R', 'Evelyn', 10, None), ('R', 'Aria', 10, None), ('R', 'Ethan', 10, None)]),
("Nobody touches the grapefruit after that", "location", "true", "end", "red_envelope 10 to end", ('O', G, 'end', 'red_envelope')),
("the garage scene and the two statements at the end are about the radish", "communication", "true", 26, "lines 16, 17, 25, 26", [('L', 16, 'radish'), ('L', 17, 'radish'), ('L', 25, 'radish'), ('L', 26, 'radish')]),
("the grapefruit is really in the red_envelope", "location", "true", "end", "end location", ('O', G, 'end', 'red_envelope')),
]),
dict(style="numbered", label="unsound", stated_answer="red_envelope",
response="""**Step 1:** The grapefruit is placed in the red_box at the start (line 2), with all five in the cellar.
**Step 2:** After Ethan exits, Aria moves it to the blue_basket (line 5).
**Step 3:** Aria and Evelyn leave; Oliver then moves the grapefruit to the red_envelope (line 10).
**Step 4:** Oliver and Hannah leave the cellar. The grapefruit is not moved again.
**Step 5:** Hannah's public claim at line 25 is about the grapefruit, but a claim doesn't move the object itself, so the physical location is unchanged.

**Answer:** F. red_envelope""",
claims=[
("The grapefruit is placed in the red_box at the start (line 2)", "location", "true", 2, "line 2", ('O', G, 2, 'red_box')),
("with all five in the cellar", "presence", "true", 2, "all in cellar", ('R', 'Hannah', 2, 'cellar')),
("After Ethan exits, Aria moves it to the blue_basket (line 5)", "order", "true", 5, "exit 4, move 5", [('R', 'Ethan', 5, None), ('L', 5, 'blue_basket')]),
("Aria and Evelyn leave", "event", "true", 9, "lines 7, 9", [('L', 7, 'Aria exited'), ('L', 9, 'Evelyn exited')]),
("Oliver then moves the grapefruit to the red_envelope (line 10)", "event", "true", 10, "line 10", ('L', 10, 'Oliver moved the grapefruit to the red_envelope')),
("Oliver and Hannah leave the cellar", "event", "true", 13, "lines 11, 13", [('L', 11, 'Oliver exited'), ('L', 13, 'Hannah exited')]),
("The grapefruit is not moved again", "location", "true", "end", "red_envelope to end", ('O', G, 'end', 'red_envelope')),
("Hannah's public claim at line 25 is about the grapefruit", "communication", "false", 25, "PLANTED: line 25's public claim is about the radish (blue_drawer)", ('L', 25, 'grapefruit')),
("the physical location is unchanged", "location", "true", "end", "still red_envelope", ('O', G, 'end', 'red_envelope')),
]),
dict(style="narrative", label="wrong", stated_answer="blue_basket",
response="""Let me trace the grapefruit through the story.

It begins in the red_box, with everyone in the cellar. Ethan leaves, and then Aria moves the grapefruit into the blue_basket. After that, the cellar scenes are people waiting and leaving one by one; the next object that actually gets moved is the radish, which Hannah moves to the blue_envelope in the garage. The statements at the end — Hannah's public claim and Aria's private message to Ethan — are about the radish too.

Since nothing else happens to the grapefruit, it stays in the blue_basket. The answer is H. blue_basket.""",
claims=[
("It begins in the red_box", "location", "true", 2, "line 2", ('O', G, 2, 'red_box')),
("with everyone in the cellar", "presence", "true", 2, "all in cellar", ('R', 'Ethan', 2, 'cellar')),
("Ethan leaves", "event", "true", 4, "line 4", ('L', 4, 'Ethan exited')),
("then Aria moves the grapefruit into the blue_basket", "event", "true", 5, "line 5", ('L', 5, 'Aria moved the grapefruit to the blue_basket')),
("the next object that actually gets moved is the radish", "event", "false", 10, "Oliver moved the grapefruit to the red_envelope at line 10", ('O', G, 10, 'blue_basket')),
("which Hannah moves to the blue_envelope in the garage", "event", "true", 17, "line 17", ('L', 17, 'Hannah moved the radish to the blue_envelope')),
("Hannah's public claim and Aria's private message to Ethan — are about the radish too", "communication", "true", 26, "lines 25, 26", [('L', 25, 'radish'), ('L', 26, 'radish')]),
("nothing else happens to the grapefruit", "event", "false", 10, "line 10 moves the grapefruit", ('O', G, 'end', 'blue_basket')),
("it stays in the blue_basket", "location", "false", "end", "end location red_envelope", ('O', G, 'end', 'blue_basket')),
]),
dict(style="terse", label="sound", stated_answer="red_envelope",
response="""F. red_envelope — Oliver's move at line 10 is the last one.""",
claims=[
("Oliver's move at line 10 is the last one", "order", "true", 10, "last grapefruit move", [('L', 10, 'Oliver moved the grapefruit'), ('O', G, 'end', 'red_envelope')]),
]),
dict(style="thinking", label="unsupported", stated_answer="red_envelope",
response="""<think>
The question is just asking for the real location, not anyone's belief. So I only need the final position of the grapefruit and can ignore who saw what, and the radish is a distraction.
</think>

The grapefruit is really in the red_envelope (F).""",
claims=[
("The grapefruit is really in the red_envelope", "location", "true", "end", "answer restated", ('O', G, 'end', 'red_envelope')),
]),
]
