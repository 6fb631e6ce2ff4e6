# Q5 s6816-18-o3: Nathan -> Aiden -> Liam, orange; gold blue_basket (I)
RECORDS = []

RECORDS.append(dict(style="thinking", label="sound", stated_answer="blue_basket",
response="""<think>
Let me work out Nathan -> Aiden -> Liam for the orange.

Orange path: red_bucket (line 2), Lucas moves it to green_container (3), Lucas leaves (4), Aiden moves it to blue_basket (5), Aiden leaves (6), Liam leaves (8), James leaves (11), Nathan moves it back to red_bucket (12), alone, then leaves.

So Liam last saw blue_basket. Aiden saw his own move to blue_basket and left while Liam was still there. So Aiden thinks Liam thinks blue_basket.

Nathan was present for Aiden's move and saw both Aiden and Liam leave before his own move. So Nathan knows neither of them saw the move back to the red_bucket. Wait — does Nathan's own belief matter? He thinks red_bucket himself, but the question is about his model of Aiden's model of Liam. Those are frozen at blue_basket.

The den part and the private tells are about the sweet_potato, so they don't touch this.

Answer: blue_basket.
</think>

Nathan saw Aiden put the orange in the blue_basket while Liam was watching, and both had left before Nathan moved it back to the red_bucket. So Nathan thinks Aiden thinks Liam thinks it's in the **blue_basket** (I).""",
claims=[
("red_bucket (line 2)", "location", "true", 2, "objects row 2"),
("Lucas moves it to green_container (3)", "event", "true", 3, "line 3"),
("Lucas leaves (4)", "event", "true", 4, "line 4"),
("Aiden moves it to blue_basket (5)", "event", "true", 5, "line 5"),
("Aiden leaves (6)", "event", "true", 6, "line 6"),
("Liam leaves (8)", "event", "true", 8, "line 8"),
("James leaves (11)", "event", "true", 11, "line 11"),
("Nathan moves it back to red_bucket (12)", "event", "true", 12, "line 12"),
("alone", "presence", "true", 12, "witnessed_by line 12 = Nathan"),
("then leaves", "event", "true", 13, "line 13"),
("Liam last saw blue_basket", "belief", "true", "end", "Liam = blue_basket"),
("Aiden saw his own move to blue_basket", "presence", "true", 5, "Aiden witnessed line 5"),
("left while Liam was still there", "presence", "true", 6, "Liam witnessed line 6"),
("Aiden thinks Liam thinks blue_basket", "belief", "true", "end", "Aiden -> Liam = blue_basket"),
("Nathan was present for Aiden's move", "presence", "true", 5, "Nathan witnessed line 5"),
("saw both Aiden and Liam leave", "presence", "true", 8, "Nathan witnessed lines 6 and 8"),
("before his own move", "order", "true", 12, "exits 6, 8 before move 12"),
("Nathan knows neither of them saw the move back to the red_bucket", "belief", "true", "end", "Nathan -> Aiden and Nathan -> Liam = blue_basket"),
("He thinks red_bucket himself", "belief", "true", "end", "Nathan = red_bucket"),
("Those are frozen at blue_basket", "belief", "true", "end", "Nathan -> Aiden -> Liam = blue_basket"),
("The den part and the private tells are about the sweet_potato", "communication", "true", 25, "lines 15-25 concern the sweet_potato"),
("Nathan saw Aiden put the orange in the blue_basket", "presence", "true", 5, "Nathan witnessed line 5"),
("while Liam was watching", "presence", "true", 5, "Liam witnessed line 5"),
("both had left before Nathan moved it back to the red_bucket", "order", "true", 12, "exits 6, 8 before line 12"),
("Nathan thinks Aiden thinks Liam thinks it's in the **blue_basket**", "belief", "true", "end", "gold chain = blue_basket"),
]))

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="blue_basket",
response="""I. blue_basket

Explanation:
- Lucas moves the orange from the red_bucket to the green_container (line 3) and leaves.
- Aiden then moves it to the blue_basket (line 5). Liam, James and Nathan are all still in the sunroom and see this.
- Aiden and Liam both leave (lines 6 and 8) before Nathan returns the orange to the red_bucket (line 12), which only Nathan sees.
- The last time Aiden and Liam were in the room together with the orange, it was in the blue_basket.

So Nathan thinks Aiden thinks Liam thinks the orange is in the blue_basket.""",
claims=[
("Lucas moves the orange from the red_bucket to the green_container (line 3)", "event", "true", 3, "line 3"),
("and leaves", "event", "true", 4, "Lucas exits line 4"),
("Aiden then moves it to the blue_basket (line 5)", "event", "true", 5, "line 5"),
("Liam, James and Nathan are all still in the sunroom and see this", "presence", "true", 5, "witnessed_by line 5"),
("Aiden and Liam both leave (lines 6 and 8)", "event", "true", 8, "lines 6, 8"),
("before Nathan returns the orange to the red_bucket (line 12)", "order", "true", 12, "6, 8 < 12"),
("which only Nathan sees", "presence", "true", 12, "witnessed_by line 12 = Nathan"),
("The last time Aiden and Liam were in the room together with the orange, it was in the blue_basket", "location", "true", 6, "Aiden exits at 6 with Liam present; orange blue_basket at row 6"),
("Nathan thinks Aiden thinks Liam thinks the orange is in the blue_basket", "belief", "true", "end", "gold chain = blue_basket"),
]))

RECORDS.append(dict(style="terse", label="unsound", stated_answer="blue_basket",
response="""I. blue_basket. Lucas moved it there, and Nathan only put it back in the red_bucket after Aiden and Liam were gone.""",
claims=[
("Lucas moved it there", "event", "false", 5, "PLANTED: Aiden moved it to the blue_basket (line 5); Lucas moved it to the green_container"),
("Nathan only put it back in the red_bucket", "event", "true", 12, "line 12"),
("after Aiden and Liam were gone", "order", "true", 12, "exits 6, 8 < 12"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="blue_basket",
response="""Let's think step by step.

1. The orange is in the red_bucket at first (line 2), and all five are in the sunroom.
2. Lucas moves it, so after line 3 the orange is in the green_bucket. Then Lucas exits.
3. Aiden moves the orange to the blue_basket (line 5) with Liam, James and Nathan watching, then Aiden exits (line 6).
4. Liam exits at line 8, so Liam's last known location for the orange is the blue_basket.
5. James exits, and Nathan moves the orange back to the red_bucket (line 12) when nobody else is around.
6. Nathan knows Aiden and Liam both left before this move, so he thinks Aiden thinks Liam thinks the orange is still in the blue_basket.

The answer is [blue_basket].""",
claims=[
("The orange is in the red_bucket at first (line 2)", "location", "true", 2, "objects row 2"),
("all five are in the sunroom", "presence", "true", 2, "rooms row 2"),
("after line 3 the orange is in the green_bucket", "location", "false", 3, "PLANTED: Lucas moved it to the green_container; green_bucket is only something Lucas likes"),
("Then Lucas exits", "event", "true", 4, "line 4"),
("Aiden moves the orange to the blue_basket (line 5)", "event", "true", 5, "line 5"),
("with Liam, James and Nathan watching", "presence", "true", 5, "witnessed_by line 5"),
("then Aiden exits (line 6)", "event", "true", 6, "line 6"),
("Liam exits at line 8", "event", "true", 8, "line 8"),
("Liam's last known location for the orange is the blue_basket", "belief", "true", "end", "Liam = blue_basket"),
("James exits", "event", "true", 11, "line 11"),
("Nathan moves the orange back to the red_bucket (line 12)", "event", "true", 12, "line 12"),
("when nobody else is around", "presence", "true", 12, "only Nathan in sunroom at row 12"),
("Nathan knows Aiden and Liam both left before this move", "order", "true", 12, "Nathan witnessed exits 6 and 8, both before 12"),
("he thinks Aiden thinks Liam thinks the orange is still in the blue_basket", "belief", "true", "end", "gold chain = blue_basket"),
]))

RECORDS.append(dict(style="narrative", label="wrong", stated_answer="red_bucket",
response="""Let me trace where the orange goes and who sees each move.

It starts in the red_bucket, Lucas shifts it to the green_container and leaves, and then Aiden moves it to the blue_basket before heading out himself. Liam and James leave after that, which leaves Nathan alone in the sunroom. Nathan then puts the orange back into the red_bucket.

Nathan is the only one who knows where the orange really ended up. But he knows the orange went back to where it started, so it's natural for him to assume the others would also think of the red_bucket, since that's where the orange was when they all first saw it.

The answer is G. red_bucket.""",
claims=[
("It starts in the red_bucket", "location", "true", 2, "objects row 2"),
("Lucas shifts it to the green_container", "event", "true", 3, "line 3"),
("and leaves, and then", "event", "true", 4, "Lucas exits line 4"),
("Aiden moves it to the blue_basket", "event", "true", 5, "line 5"),
("before heading out himself", "order", "true", 6, "Aiden exits line 6 after the move"),
("Liam and James leave after that", "order", "true", 11, "exits 8, 11 after 6"),
("which leaves Nathan alone in the sunroom", "presence", "true", 11, "only Nathan in sunroom at row 11"),
("Nathan then puts the orange back into the red_bucket", "event", "true", 12, "line 12"),
("Nathan is the only one who knows where the orange really ended up", "belief", "true", "end", "only Nathan believes red_bucket"),
("he knows the orange went back to where it started", "belief", "true", "end", "Nathan = red_bucket"),
("it's natural for him to assume the others would also think of the red_bucket", "belief", "false", "end", "Nathan -> Aiden/Liam/James = blue_basket, Nathan -> Lucas = green_container"),
("that's where the orange was when they all first saw it", "location", "true", 2, "objects row 2"),
]))
