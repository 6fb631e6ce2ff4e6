# Q13 tomi-s6822-1-first_order_0_no_tom : Where will Owen look for the asparagus? gold green_bucket
RECORDS = [
dict(style='numbered', label='sound', stated_answer='green_bucket',
response="""Step 1: Amelia and Avery enter the patio, and then Owen does (line 4).
Step 2: The asparagus is in the red_crate (line 5).
Step 3: Owen moves the asparagus to the green_bucket (line 6).
Step 4: Avery and Amelia leave (lines 7-8). Owen stays in the patio the whole time.

Since Owen moved it himself and nothing moves it afterwards, he knows it is in the green_bucket.

**Answer:** green_bucket""",
claims=[
("Amelia and Avery enter the patio", 'event', 'true', 2, "lines 1-2"),
("then Owen does (line 4)", 'order', 'true', 4, "Owen enters at 4 after them"),
("The asparagus is in the red_crate (line 5)", 'location', 'true', 5, "objects row 5"),
("Owen moves the asparagus to the green_bucket (line 6)", 'event', 'true', 6, "line 6"),
("Avery and Amelia leave (lines 7-8)", 'event', 'true', 8, "lines 7, 8"),
("Owen stays in the patio the whole time", 'presence', 'true', 'end', "Owen patio from 4 to end"),
("Owen moved it himself", 'event', 'true', 6, "line 6"),
("nothing moves it afterwards", 'event', 'true', 'end', "no later moves"),
("he knows it is in the green_bucket", 'belief', 'true', 'end', "Owen = green_bucket"),
("**Answer:** green_bucket", 'belief', 'true', 'end', "answer"),
]),
dict(style='terse', label='unsound', stated_answer='green_bucket',
response="""green_bucket — Amelia moved it there and Owen saw.""",
claims=[
("green_bucket", 'belief', 'true', 'end', "Owen = green_bucket"),
("Amelia moved it there", 'event', 'false', 6, "PLANTED: Owen moved it at line 6"),
("Owen saw", 'presence', 'true', 6, "Owen witnessed line 6"),
]),
dict(style='thinking', label='wrong', stated_answer='red_crate',
response="""<think>
Owen, asparagus. Line 3 "Owen likes the cellar" — so Owen is in the cellar at this point, not the patio. Line 4 Owen enters the patio. Line 5: asparagus in red_crate. Line 6: the asparagus is moved to the green_bucket — by Avery, I think. Hmm, let me re-read... "Owen moved the asparagus to the green_bucket." Okay, so Owen moved it.

But then Avery and Amelia leave and Owen... the question is where he'll look. These ToMi questions usually want the original location — the asparagus was first in the red_crate, that's where Owen expects it.

So red_crate.
</think>

Owen will look in the red_crate.""",
claims=[
("Owen is in the cellar at this point", 'presence', 'false', 3, "Owen is in no room at line 3; liking is not location"),
("Line 4 Owen enters the patio", 'event', 'true', 4, "line 4"),
("Line 5: asparagus in red_crate", 'location', 'true', 5, "objects row 5"),
("so Owen moved it", 'event', 'true', 6, "line 6 (corrects the retracted 'by Avery')"),
("Avery and Amelia leave", 'event', 'true', 8, "lines 7-8"),
("the asparagus was first in the red_crate", 'location', 'true', 5, "objects row 5"),
("that's where Owen expects it", 'belief', 'false', 'end', "Owen = green_bucket"),
("So red_crate", 'belief', 'false', 'end', "Owen = green_bucket"),
("Owen will look in the red_crate", 'belief', 'false', 'end', "Owen = green_bucket"),
]),
dict(style='answer_first', label='unsound', stated_answer='green_bucket',
response="""**green_bucket**

- The asparagus starts in the red_crate (line 5).
- Owen himself moves it to the green_bucket at line 6, with Amelia and Avery watching.
- Avery leaves first (line 7) and still thinks the asparagus is in the red_crate; Amelia leaves next (line 8).
- Owen never leaves the patio, so he knows exactly where it is and will look in the green_bucket.""",
claims=[
("**green_bucket**", 'belief', 'true', 'end', "Owen = green_bucket"),
("The asparagus starts in the red_crate (line 5)", 'location', 'true', 5, "objects row 5"),
("Owen himself moves it to the green_bucket at line 6", 'event', 'true', 6, "line 6"),
("with Amelia and Avery watching", 'presence', 'true', 6, "witnessed_by line 6"),
("Avery leaves first (line 7)", 'order', 'true', 7, "first exit"),
("still thinks the asparagus is in the red_crate", 'belief', 'false', 'end', "PLANTED: Avery = green_bucket (saw the move at line 6)"),
("Amelia leaves next (line 8)", 'event', 'true', 8, "line 8"),
("Owen never leaves the patio", 'presence', 'true', 'end', "Owen patio at end"),
("he knows exactly where it is", 'belief', 'true', 'end', "Owen = green_bucket = real"),
("will look in the green_bucket", 'belief', 'true', 'end', "answer restated"),
]),
dict(style='narrative', label='sound', stated_answer='green_bucket',
response="""Let me trace Owen's view. Owen arrives in the patio after Amelia and Avery, and he's there when the asparagus is in the red_crate. He's the one who moves it to the green_bucket. The other two leave afterwards, Avery first and then Amelia, but Owen stays put, and nothing happens to the asparagus after his move.

So Owen knows where it is. The answer is green_bucket.""",
claims=[
("Owen arrives in the patio after Amelia and Avery", 'order', 'true', 4, "enters at 4 after 1, 2"),
("he's there when the asparagus is in the red_crate", 'presence', 'true', 5, "Owen witnessed line 5"),
("He's the one who moves it to the green_bucket", 'event', 'true', 6, "line 6"),
("The other two leave afterwards, Avery first and then Amelia", 'order', 'true', 8, "exits 7, 8 after move 6"),
("Owen stays put", 'presence', 'true', 'end', "Owen in patio at end"),
("nothing happens to the asparagus after his move", 'event', 'true', 'end', "no later moves"),
("Owen knows where it is", 'belief', 'true', 'end', "Owen = green_bucket"),
("The answer is green_bucket", 'belief', 'true', 'end', "answer"),
]),
]
