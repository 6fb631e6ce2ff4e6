# Q8 s6816-12-o2: Isabella -> Mia about lime, gold red_bucket
L_ = 'lime'
RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="red_bucket",
response="""**Answer: K. red_bucket**

Explanation:
- In the second visit to the patio, Isabella moves the lime from the red_crate to the red_bucket (line 16) while Ethan and Mia are both there.
- Isabella then leaves (line 17), so she doesn't see Ethan move it to the blue_crate (line 19).
- Mia does see that move, and she also thinks Isabella still believes it's in the red_crate — but that doesn't matter for Isabella's own view.
- From Isabella's perspective, the last thing Mia saw was the lime going into the red_bucket, so Isabella thinks Mia thinks it's in the red_bucket.""",
claims=[
("Isabella moves the lime from the red_crate to the red_bucket (line 16)", "event", "true", 16, "line 16 (from red_crate)", [('O', L_, 15, 'red_crate'), ('L', 16, 'Isabella moved the lime to the red_bucket')]),
("while Ethan and Mia are both there", "presence", "true", 16, "witnessed 16", ('W', ['Ethan', 'Mia'], 16)),
("Isabella then leaves (line 17)", "event", "true", 17, "line 17", ('L', 17, 'Isabella exited')),
("she doesn't see Ethan move it to the blue_crate (line 19)", "presence", "true", 19, "Isabella not witness of 19", [('NW', ['Isabella'], 19), ('L', 19, 'Ethan moved the lime to the blue_crate')]),
("Mia does see that move", "presence", "true", 19, "Mia witnessed 19", ('W', ['Mia'], 19)),
("she also thinks Isabella still believes it's in the red_crate", "belief", "false", "end", "PLANTED: Mia saw Isabella move it to the red_bucket; Mia -> Isabella = red_bucket", ('B', 'Mia -> Isabella', 'end', 'red_crate')),
("From Isabella's perspective, the last thing Mia saw was the lime going into the red_bucket", "belief", "true", "end", "Isabella -> Mia = red_bucket", ('B', 'Isabella -> Mia', 'end', 'red_bucket')),
("Isabella thinks Mia thinks it's in the red_bucket", "belief", "true", "end", "answer chain", ('B', 'Isabella -> Mia', 'end', 'red_bucket')),
]),
dict(style="numbered", label="sound", stated_answer="red_bucket",
response="""Let's think step by step.

1. The lime starts in the red_bucket and is moved by Jackson (green_bathtub), Jayden (blue_treasure_chest), Ethan (blue_crate) and Mia (red_crate), each mover leaving right after.
2. Isabella, Ethan and Mia go back into the patio (line 14) and see the lime in the red_crate.
3. Isabella moves it to the red_bucket (line 16) with Ethan and Mia watching.
4. Isabella exits at line 17.
5. Ethan then moves the lime to the blue_crate (line 19). Mia sees it; Isabella doesn't.

Isabella's information stops at line 17. She knows Mia saw her put the lime in the red_bucket, and she has no idea about Ethan's later move. So Isabella thinks Mia thinks the lime is in the red_bucket.

\\boxed{red_bucket}""",
claims=[
("The lime starts in the red_bucket", "location", "true", 2, "line 2", ('O', L_, 2, 'red_bucket')),
("moved by Jackson (green_bathtub), Jayden (blue_treasure_chest), Ethan (blue_crate) and Mia (red_crate)", "event", "true", 9, "lines 3, 5, 7, 9", [('L', 3, 'Jackson moved the lime to the green_bathtub'), ('L', 5, 'Jayden moved the lime to the blue_treasure_chest'), ('L', 7, 'Ethan moved the lime to the blue_crate'), ('L', 9, 'Mia moved the lime to the red_crate')]),
("each mover leaving right after", "order", "true", 10, "exits at 4, 6, 8, 10", [('L', 4, 'Jackson exited'), ('L', 6, 'Jayden exited'), ('L', 8, 'Ethan exited'), ('L', 10, 'Mia exited')]),
("Isabella, Ethan and Mia go back into the patio (line 14)", "event", "true", 14, "line 14", ('L', 14, 'Isabella, Ethan and Mia entered the patio')),
("see the lime in the red_crate", "location", "true", 15, "line 15", [('O', L_, 15, 'red_crate'), ('W', ['Isabella', 'Ethan', 'Mia'], 15)]),
("Isabella moves it to the red_bucket (line 16)", "event", "true", 16, "line 16", ('L', 16, 'Isabella moved the lime to the red_bucket')),
("with Ethan and Mia watching", "presence", "true", 16, "witnessed 16", ('W', ['Ethan', 'Mia'], 16)),
("Isabella exits at line 17", "event", "true", 17, "line 17", ('L', 17, 'Isabella exited')),
("Ethan then moves the lime to the blue_crate (line 19)", "event", "true", 19, "line 19", ('L', 19, 'Ethan moved the lime to the blue_crate')),
("Mia sees it", "presence", "true", 19, "witnessed 19", ('W', ['Mia'], 19)),
("Isabella doesn't", "presence", "true", 19, "not witness", ('NW', ['Isabella'], 19)),
("She knows Mia saw her put the lime in the red_bucket", "belief", "true", 16, "Isabella -> Mia = red_bucket at 16", ('B', 'Isabella -> Mia', 16, 'red_bucket')),
("she has no idea about Ethan's later move", "belief", "true", "end", "Isabella = red_bucket", ('B', 'Isabella', 'end', 'red_bucket')),
("So Isabella thinks Mia thinks the lime is in the red_bucket", "belief", "true", "end", "answer chain", ('B', 'Isabella -> Mia', 'end', 'red_bucket')),
]),
dict(style="narrative", label="unsupported", stated_answer="red_bucket",
response="""This one takes some care, because the lime gets moved around a lot and people keep coming and going. What matters is Isabella's picture of Mia's picture, not where the lime actually is. Thinking it through from Isabella's side, the answer is K. red_bucket.""",
claims=[
("the lime gets moved around a lot", "event", "uncheckable", None, "vague, no determinate content"),
("people keep coming and going", "presence", "uncheckable", None, "vague"),
]),
dict(style="terse", label="unsound", stated_answer="red_bucket",
response="""K. red_bucket — Isabella put it there at line 16 with Mia watching, and left before Mia moved it to the blue_crate.""",
claims=[
("Isabella put it there at line 16", "event", "true", 16, "line 16", ('L', 16, 'Isabella moved the lime to the red_bucket')),
("with Mia watching", "presence", "true", 16, "witnessed 16", ('W', ['Mia'], 16)),
("left before Mia moved it to the blue_crate", "event", "false", 19, "PLANTED: Ethan, not Mia, moved it to the blue_crate at line 19", ('L', 19, 'Mia moved')),
]),
dict(style="thinking", label="wrong", stated_answer="blue_crate",
response="""<think>
Isabella → Mia, lime.

First round: red_bucket → green_bathtub (Jackson) → blue_treasure_chest (Jayden) → blue_crate (Ethan) → red_crate (Mia). Each mover leaves right after moving. Isabella is the last one out, at line 12.

Second round: Isabella, Ethan, Mia back in the patio, lime in red_crate. Isabella moves it to red_bucket (16), leaves (17). Ethan moves it to blue_crate (19), Mia is still there.

So Mia's belief is blue_crate. Mia stayed in the patio after Isabella left, and Isabella knew Mia was still in there with Ethan when she walked out. Mia definitely saw the blue_crate move, and the latest location is blue_crate.

Hmm, but Isabella didn't see line 19... still, Mia is the one whose belief we need, and Mia knows it's in the blue_crate. So Isabella thinks Mia thinks blue_crate.
</think>

**M. blue_crate**""",
claims=[
("red_bucket → green_bathtub (Jackson)", "event", "true", 3, "line 3", ('L', 3, 'Jackson moved the lime to the green_bathtub')),
("blue_treasure_chest (Jayden)", "event", "true", 5, "line 5", ('L', 5, 'Jayden moved the lime to the blue_treasure_chest')),
("blue_crate (Ethan)", "event", "true", 7, "line 7", ('L', 7, 'Ethan moved the lime to the blue_crate')),
("red_crate (Mia)", "event", "true", 9, "line 9", ('L', 9, 'Mia moved the lime to the red_crate')),
("Each mover leaves right after moving", "order", "true", 10, "exits 4, 6, 8, 10", [('L', 4, 'Jackson exited'), ('L', 10, 'Mia exited')]),
("Isabella is the last one out, at line 12", "order", "true", 12, "line 12 last exit of first round", ('L', 12, 'Isabella exited')),
("Isabella, Ethan, Mia back in the patio", "event", "true", 14, "line 14", ('L', 14, 'entered the patio')),
("lime in red_crate", "location", "true", 15, "line 15", ('O', L_, 15, 'red_crate')),
("Isabella moves it to red_bucket (16)", "event", "true", 16, "line 16", ('L', 16, 'red_bucket')),
("leaves (17)", "event", "true", 17, "line 17", ('L', 17, 'Isabella exited')),
("Ethan moves it to blue_crate (19)", "event", "true", 19, "line 19", ('L', 19, 'blue_crate')),
("Mia is still there", "presence", "true", 19, "Mia witnessed 19", ('W', ['Mia'], 19)),
("So Mia's belief is blue_crate", "belief", "true", "end", "Mia = blue_crate", ('B', 'Mia', 'end', 'blue_crate')),
("Mia stayed in the patio after Isabella left", "presence", "true", 17, "Mia in patio at 17", ('R', 'Mia', 17, 'patio')),
("Isabella knew Mia was still in there with Ethan when she walked out", "presence", "true", 17, "Mia, Ethan in patio at Isabella's exit", [('R', 'Mia', 17, 'patio'), ('R', 'Ethan', 17, 'patio')]),
("Mia definitely saw the blue_crate move", "presence", "true", 19, "witnessed 19", ('W', ['Mia'], 19)),
("the latest location is blue_crate", "location", "true", "end", "objects end", ('O', L_, 'end', 'blue_crate')),
("Isabella didn't see line 19", "presence", "true", 19, "not witness", ('NW', ['Isabella'], 19)),
("Mia knows it's in the blue_crate", "belief", "true", "end", "Mia = blue_crate", ('B', 'Mia', 'end', 'blue_crate')),
("So Isabella thinks Mia thinks blue_crate", "belief", "false", "end", "Isabella -> Mia = red_bucket", ('B', 'Isabella -> Mia', 'end', 'blue_crate')),
]),
]
