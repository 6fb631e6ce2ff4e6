# Q15 s6822-12-o2 : Where does Mia think Hannah thinks the banana is? gold red_suitcase
RECORDS = [
dict(style='answer_first', label='wrong', stated_answer='blue_cupboard',
response="""**Answer: N. blue_cupboard**

Explanation:
- Hannah moved the banana to the blue_cupboard herself at line 9, so Hannah believes it is in the blue_cupboard.
- Mia knows Hannah was still in the playroom after she left, so she'd expect Hannah to know the latest location.
- Jackson's move to the blue_pantry (line 11) happened after Hannah left, so it doesn't affect Hannah.
- So Mia thinks Hannah thinks the banana is in the blue_cupboard.""",
claims=[
("**Answer: N. blue_cupboard**", 'belief', 'false', 'end', "Mia -> Hannah = red_suitcase"),
("Hannah moved the banana to the blue_cupboard herself at line 9", 'event', 'true', 9, "line 9"),
("Hannah believes it is in the blue_cupboard", 'belief', 'true', 'end', "Hannah = blue_cupboard"),
("Mia knows Hannah was still in the playroom after she left", 'presence', 'true', 8, "Hannah in playroom at line 8, Mia's exit"),
("she'd expect Hannah to know the latest location", 'belief', 'false', 'end', "Mia -> Hannah = red_suitcase"),
("Jackson's move to the blue_pantry (line 11)", 'event', 'true', 11, "line 11"),
("happened after Hannah left", 'order', 'true', 11, "Hannah exits 10, move 11"),
("it doesn't affect Hannah", 'belief', 'true', 'end', "Hannah stays blue_cupboard"),
("Mia thinks Hannah thinks the banana is in the blue_cupboard", 'belief', 'false', 'end', "gold red_suitcase"),
]),
dict(style='numbered', label='unsupported', stated_answer='red_suitcase',
response="""Let's think step by step.

1. We need Mia's belief about Hannah's belief.
2. This requires considering what Mia last saw Hannah see.
3. Tracing the story, this is the red_suitcase.

The answer is [red_suitcase].""",
claims=[
("this is the red_suitcase", 'belief', 'true', 'end', "Mia -> Hannah = red_suitcase (answer restated)"),
("The answer is [red_suitcase]", 'belief', 'true', 'end', "answer"),
]),
dict(style='narrative', label='sound', stated_answer='red_suitcase',
response="""Let me trace where Mia and Hannah were for each move of the banana.

Both of them are in the playroom when Noah moves the banana from the blue_pantry to the green_cupboard, and both are still there after Noah and Aria leave. Then Mia herself moves the banana into the red_suitcase, with Hannah and Jackson watching, and Mia leaves right after.

Everything after that happens behind Mia's back: Hannah moves it to the blue_cupboard, and once Hannah is gone, Jackson moves it back to the blue_pantry. Mia saw none of it, so as far as she's concerned, Hannah's last view was the red_suitcase.

The later scenes involve the tomato and private messages between other people, none of which are about the banana.

The answer is O. red_suitcase.""",
claims=[
("Both of them are in the playroom", 'presence', 'true', 3, "Mia, Hannah witnessed line 3"),
("Noah moves the banana from the blue_pantry to the green_cupboard", 'event', 'true', 3, "line 3"),
("both are still there after Noah and Aria leave", 'presence', 'true', 6, "Mia, Hannah in playroom at 6"),
("Mia herself moves the banana into the red_suitcase", 'event', 'true', 7, "line 7"),
("with Hannah and Jackson watching", 'presence', 'true', 7, "witnessed_by line 7"),
("Mia leaves right after", 'event', 'true', 8, "line 8"),
("Hannah moves it to the blue_cupboard", 'event', 'true', 9, "line 9"),
("once Hannah is gone, Jackson moves it back to the blue_pantry", 'order', 'true', 11, "Hannah exits 10, Jackson moves 11"),
("Mia saw none of it", 'presence', 'true', 11, "Mia absent at 9, 11"),
("as far as she's concerned, Hannah's last view was the red_suitcase", 'belief', 'true', 'end', "Mia -> Hannah = red_suitcase"),
("none of which are about the banana", 'communication', 'true', 26, "lines 25-26 about the tomato"),
("The answer is O. red_suitcase", 'belief', 'true', 'end', "answer"),
]),
dict(style='thinking', label='unsound', stated_answer='red_suitcase',
response="""<think>
Mia → Hannah, banana.

blue_pantry (2) → Noah: green_cupboard (3), everyone there. Noah leaves 4, Aria leaves 6. Mia moves it to red_suitcase at 7 — Hannah and Jackson present. Mia exits 8.

After that: Hannah → blue_cupboard (9), Hannah exits 10, Jackson → blue_pantry (11). Mia isn't around for any of it.

Hmm, wait — could Mia learn something later? She goes to the living_room with Noah and Aria, but that's the tomato. Both private messages at the end are between Noah and Aria and about the tomato. Nothing about the banana reaches Mia.

So Mia thinks Hannah thinks red_suitcase.
</think>

O. red_suitcase. Mia left right after putting the banana there, while Hannah was still watching.""",
claims=[
("blue_pantry (2)", 'location', 'true', 2, "objects row 2"),
("Noah: green_cupboard (3)", 'event', 'true', 3, "line 3"),
("everyone there", 'presence', 'true', 3, "witnessed_by line 3"),
("Noah leaves 4", 'event', 'true', 4, "line 4"),
("Aria leaves 6", 'event', 'true', 6, "line 6"),
("Mia moves it to red_suitcase at 7", 'event', 'true', 7, "line 7"),
("Hannah and Jackson present", 'presence', 'true', 7, "witnessed_by line 7"),
("Mia exits 8", 'event', 'true', 8, "line 8"),
("Hannah → blue_cupboard (9)", 'event', 'true', 9, "line 9"),
("Hannah exits 10", 'event', 'true', 10, "line 10"),
("Jackson → blue_pantry (11)", 'event', 'true', 11, "line 11"),
("Mia isn't around for any of it", 'presence', 'true', 11, "Mia absent lines 9-11"),
("She goes to the living_room with Noah and Aria", 'event', 'true', 15, "line 15"),
("that's the tomato", 'event', 'true', 16, "living_room events concern the tomato"),
("Both private messages at the end are between Noah and Aria and about the tomato", 'communication', 'false', 26, "PLANTED: line 26 is Aria telling Hannah"),
("Nothing about the banana reaches Mia", 'communication', 'true', 'end', "Mia's banana beliefs unchanged"),
("Mia thinks Hannah thinks red_suitcase", 'belief', 'true', 'end', "Mia -> Hannah = red_suitcase"),
("O. red_suitcase", 'belief', 'true', 'end', "answer"),
("Mia left right after putting the banana there", 'order', 'true', 8, "move 7, exit 8"),
("while Hannah was still watching", 'presence', 'true', 8, "Hannah witnessed line 8"),
]),
dict(style='terse', label='sound', stated_answer='red_suitcase',
response="""red_suitcase — Hannah saw Mia put it there, and Mia left before Hannah moved it.""",
claims=[
("red_suitcase", 'belief', 'true', 'end', "Mia -> Hannah = red_suitcase"),
("Hannah saw Mia put it there", 'presence', 'true', 7, "Hannah witnessed line 7"),
("Mia left before Hannah moved it", 'order', 'true', 9, "Mia exits 8, Hannah moves at 9"),
]),
]
