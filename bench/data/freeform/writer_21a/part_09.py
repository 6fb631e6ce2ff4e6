# Q9 s6821-23-o3: Where does Oliver think Abigail thinks Jayden thinks the turnip is?  gold blue_crate
C = 'Oliver -> Abigail -> Jayden'
RECORDS = []

RECORDS.append(dict(style='answer_first', label='wrong', stated_answer='green_cupboard', response="""**Answer: D. green_cupboard**

Explanation: Evelyn moved the turnip to the green_cupboard (line 9) while Oliver was watching. Oliver is the last one left on the porch, so he knows the final location and assumes the others would figure it out as well. Therefore Oliver thinks Abigail thinks Jayden thinks the turnip is in the green_cupboard.""", claims=[
    ("Evelyn moved the turnip to the green_cupboard (line 9)", 'event', 'true', 9, "line 9", ('text', 9, 'Evelyn moved the turnip to the green_cupboard')),
    ("while Oliver was watching", 'presence', 'true', 9, "Oliver witnessed 9", ('wit', 'Oliver', 9, True)),
    ("Oliver is the last one left on the porch", 'order', 'true', 10, "after Evelyn exits at 10 only Oliver is on the porch", ('all', ('room', 'Oliver', 10, 'porch'), ('room', 'Evelyn', 10, None))),
    ("he knows the final location", 'belief', 'true', 'end', "Oliver = green_cupboard = real location", ('all', ('bel', 'Oliver', 'end', 'green_cupboard'), ('obj', 'end', 'green_cupboard'))),
    ("assumes the others would figure it out as well", 'belief', 'false', 'end', "Oliver -> Abigail = blue_crate, Oliver -> Jayden = blue_crate", ('bel', 'Oliver -> Abigail', 'end', 'green_cupboard')),
    ("Oliver thinks Abigail thinks Jayden thinks the turnip is in the green_cupboard", 'belief', 'false', 'end', "gold = blue_crate", ('bel', C, 'end', 'green_cupboard')),
]))

RECORDS.append(dict(style='numbered', label='unsound', stated_answer='blue_crate', response="""**Step 1:** The turnip starts in the red_bottle (line 2), and Noah moves it to the blue_crate (line 3) while all five are on the porch.

**Step 2:** Noah leaves first. Then Jayden leaves, followed by Abigail. At this point the turnip is still in the blue_crate.

**Step 3:** Evelyn moves the turnip to the green_cupboard (line 9). Only Evelyn and Oliver are there.

**Step 4:** Abigail and Jayden both left before that move, and Oliver saw them leave. So Oliver knows Abigail's last view was the blue_crate, and that Abigail would think the same about Jayden.

**Step 5:** Line 12 (Oliver likes the blue_basket) doesn't affect anyone's belief.

**Answer:** C. blue_crate""", claims=[
    ("The turnip starts in the red_bottle (line 2)", 'location', 'true', 2, "row 2", ('obj', 2, 'red_bottle')),
    ("Noah moves it to the blue_crate (line 3)", 'event', 'true', 3, "line 3", ('text', 3, 'Noah moved the turnip to the blue_crate')),
    ("while all five are on the porch", 'presence', 'true', 3, "witnessed_by 3 = all", ('all', ('wit', 'Abigail', 3, True), ('wit', 'Jayden', 3, True), ('wit', 'Oliver', 3, True), ('wit', 'Evelyn', 3, True))),
    ("Noah leaves first", 'order', 'true', 4, "first exit at 4", ('text', 4, 'Noah exited')),
    ("Then Jayden leaves, followed by Abigail", 'order', 'false', 6, "PLANTED: Abigail exits at 6, Jayden at 8", ('lt', 8, 6)),
    ("the turnip is still in the blue_crate", 'location', 'true', 8, "row 8", ('obj', 8, 'blue_crate')),
    ("Evelyn moves the turnip to the green_cupboard (line 9)", 'event', 'true', 9, "line 9", ('obj', 9, 'green_cupboard')),
    ("Only Evelyn and Oliver are there", 'presence', 'true', 9, "witnessed_by 9 = Evelyn, Oliver", ('all', ('wit', 'Evelyn', 9, True), ('wit', 'Oliver', 9, True), ('wit', 'Jayden', 9, False))),
    ("Abigail and Jayden both left before that move", 'order', 'true', 9, "exits 6, 8 < 9", ('all', ('room', 'Abigail', 9, None), ('room', 'Jayden', 9, None))),
    ("Oliver saw them leave", 'presence', 'true', 8, "Oliver witnessed 6 and 8", ('all', ('wit', 'Oliver', 6, True), ('wit', 'Oliver', 8, True))),
    ("Oliver knows Abigail's last view was the blue_crate", 'belief', 'true', 'end', "Oliver -> Abigail = blue_crate", ('bel', 'Oliver -> Abigail', 'end', 'blue_crate')),
    ("Abigail would think the same about Jayden", 'belief', 'true', 'end', "Oliver -> Abigail -> Jayden = blue_crate", ('bel', C, 'end', 'blue_crate')),
    ("Line 12 (Oliver likes the blue_basket) doesn't affect anyone's belief", 'belief', 'true', 12, "no belief changes at 12", ('all', ('bel', 'Oliver', 12, 'green_cupboard'), ('bel', C, 12, 'blue_crate'))),
    ("**Answer:** C. blue_crate", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'blue_crate')),
]))

RECORDS.append(dict(style='narrative', label='wrong', stated_answer=None, response="""Let me think about who saw what. Noah put the turnip in the blue_crate with everyone watching, then Abigail and Jayden left. After that Evelyn moved it to the green_cupboard, and Oliver saw that happen.

The tricky part is how far Oliver's own knowledge leaks into what he attributes to the others. Abigail and Jayden never saw the green_cupboard move, which points toward the blue_crate; but Oliver himself knows it's in the green_cupboard, and in nested questions like this the outermost person's knowledge can color the whole chain.

So it comes down to either C. blue_crate or D. green_cupboard, depending on how you read Oliver's perspective. Both seem defensible to me.""", claims=[
    ("Noah put the turnip in the blue_crate", 'event', 'true', 3, "line 3", ('text', 3, 'Noah moved the turnip to the blue_crate')),
    ("with everyone watching", 'presence', 'true', 3, "witnessed_by 3 = all", ('all', ('wit', 'Abigail', 3, True), ('wit', 'Oliver', 3, True))),
    ("then Abigail and Jayden left", 'order', 'true', 8, "exits at 6 and 8, after 3", ('all', ('text', 6, 'Abigail exited'), ('text', 8, 'Jayden exited'))),
    ("Evelyn moved it to the green_cupboard", 'event', 'true', 9, "line 9", ('obj', 9, 'green_cupboard')),
    ("Oliver saw that happen", 'presence', 'true', 9, "Oliver witnessed 9", ('wit', 'Oliver', 9, True)),
    ("Abigail and Jayden never saw the green_cupboard move", 'presence', 'true', 9, "not in witnessed_by 9", ('all', ('wit', 'Abigail', 9, False), ('wit', 'Jayden', 9, False))),
    ("Oliver himself knows it's in the green_cupboard", 'belief', 'true', 'end', "Oliver = green_cupboard", ('bel', 'Oliver', 'end', 'green_cupboard')),
]))

RECORDS.append(dict(style='terse', label='unsupported', stated_answer='blue_crate', response="""[blue_crate]""", claims=[
    ("[blue_crate]", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'blue_crate')),
]))

RECORDS.append(dict(style='thinking', label='sound', stated_answer='blue_crate', response="""<think>
Oliver → Abigail → Jayden.

Line 3: Noah moves turnip red_bottle → blue_crate, everyone present. Line 6: Abigail leaves. Line 8: Jayden leaves. Line 9: Evelyn → green_cupboard, only Evelyn and Oliver present.

What does Abigail think Jayden thinks? When Abigail left, Jayden was still there, but nothing had moved since the blue_crate, so Abigail thinks Jayden thinks blue_crate.

What does Oliver think about that? Oliver watched Abigail leave, so Oliver knows Abigail's info stops at the blue_crate. Oliver knows the turnip is now in the green_cupboard, but Abigail doesn't know that, so her model of Jayden stays blue_crate.

Oliver liking the blue_basket is noise.
</think>

**C. blue_crate** — Abigail and Jayden both left before Evelyn's move, and Oliver saw them go.""", claims=[
    ("Line 3: Noah moves turnip red_bottle → blue_crate", 'event', 'true', 3, "rows 2-3", ('all', ('obj', 2, 'red_bottle'), ('obj', 3, 'blue_crate'))),
    ("everyone present", 'presence', 'true', 3, "witnessed_by 3 = all", ('all', ('wit', 'Abigail', 3, True), ('wit', 'Jayden', 3, True), ('wit', 'Oliver', 3, True))),
    ("Line 6: Abigail leaves", 'event', 'true', 6, "line 6", ('text', 6, 'Abigail exited')),
    ("Line 8: Jayden leaves", 'event', 'true', 8, "line 8", ('text', 8, 'Jayden exited')),
    ("Line 9: Evelyn → green_cupboard", 'event', 'true', 9, "line 9", ('text', 9, 'Evelyn moved the turnip to the green_cupboard')),
    ("only Evelyn and Oliver present", 'presence', 'true', 9, "witnessed_by 9", ('all', ('wit', 'Evelyn', 9, True), ('wit', 'Oliver', 9, True), ('wit', 'Abigail', 9, False))),
    ("When Abigail left, Jayden was still there", 'presence', 'true', 6, "Jayden in porch at 6", ('room', 'Jayden', 6, 'porch')),
    ("nothing had moved since the blue_crate", 'location', 'true', 6, "row 6 blue_crate", ('obj', 6, 'blue_crate')),
    ("Abigail thinks Jayden thinks blue_crate", 'belief', 'true', 'end', "Abigail -> Jayden = blue_crate", ('bel', 'Abigail -> Jayden', 'end', 'blue_crate')),
    ("Oliver watched Abigail leave", 'presence', 'true', 6, "Oliver witnessed 6", ('wit', 'Oliver', 6, True)),
    ("Oliver knows Abigail's info stops at the blue_crate", 'belief', 'true', 'end', "Oliver -> Abigail = blue_crate", ('bel', 'Oliver -> Abigail', 'end', 'blue_crate')),
    ("Oliver knows the turnip is now in the green_cupboard", 'belief', 'true', 'end', "Oliver = green_cupboard", ('bel', 'Oliver', 'end', 'green_cupboard')),
    ("Abigail doesn't know that", 'belief', 'true', 'end', "Abigail = blue_crate", ('bel', 'Abigail', 'end', 'blue_crate')),
    ("her model of Jayden stays blue_crate", 'belief', 'true', 'end', "Oliver -> Abigail -> Jayden = blue_crate", ('bel', C, 'end', 'blue_crate')),
    ("Oliver liking the blue_basket is noise", 'event', 'uncheckable', 12, "relevance judgement"),
    ("**C. blue_crate**", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'blue_crate')),
    ("Abigail and Jayden both left before Evelyn's move", 'order', 'true', 9, "exits 6, 8 < 9", ('all', ('lt', 6, 9), ('lt', 8, 9))),
    ("Oliver saw them go", 'presence', 'true', 8, "Oliver witnessed 6 and 8", ('all', ('wit', 'Oliver', 6, True), ('wit', 'Oliver', 8, True))),
]))
