RECORDS = [
dict(style="answer_first", label="wrong", stated_answer="blue_crate",
response="""M. blue_crate

Explanation: The last move of the celery is Mila's, to the blue_crate at line 10, so that's where the celery ends up.""",
claims=[
("The last move of the celery is Mila's, to the blue_crate at line 10", "event", "true", 10, "line 10, last celery move"),
("that's where the celery ends up", "location", "true", "end", "objects last row blue_crate"),
]),
dict(style="numbered", label="sound", stated_answer="green_bucket",
response="""**Step 1:** The celery starts in the green_box (line 2), with all five in the closet.

**Step 2:** Lily leaves (line 4), then Evelyn moves the celery to the green_bucket (line 5) and leaves right after (line 6).

**Step 3:** Logan's move to the blue_basket (line 7) and Mila's move to the blue_crate (line 10) happen after Evelyn is gone.

**Step 4:** Later, in the hallway, Evelyn handles the tangerine, not the celery, and the private messages are about the tangerine.

**Answer:** K. green_bucket""",
claims=[
("The celery starts in the green_box (line 2)", "location", "true", 2, "objects row 2"),
("with all five in the closet", "presence", "true", 2, "rooms row 2"),
("Lily leaves (line 4)", "event", "true", 4, "line 4"),
("Evelyn moves the celery to the green_bucket (line 5)", "event", "true", 5, "line 5"),
("leaves right after (line 6)", "event", "true", 6, "line 6"),
("Logan's move to the blue_basket (line 7) and Mila's move to the blue_crate (line 10) happen after Evelyn is gone", "order", "true", 10, "exit 6 < 7, 10"),
("Evelyn handles the tangerine, not the celery", "event", "true", 19, "line 19"),
("the private messages are about the tangerine", "communication", "true", 25, "lines 24-25"),
]),
dict(style="narrative", label="unsound", stated_answer="green_bucket",
response="""Let me trace Evelyn's view. She sees the celery in the green_box and then moves it herself to the green_bucket before leaving the closet. Everything that happens to the celery afterwards — Logan's move to the blue_basket, Mila's to the blue_crate — happens behind her back. She never goes back into the closet; the later scene is in the hallway, where Evelyn moves the tangerine to the green_crate. None of that touches the celery. So Evelyn really thinks the celery is still in the green_bucket.

The answer is K. green_bucket.""",
claims=[
("She sees the celery in the green_box", "presence", "true", 2, "witnessed_by row 2"),
("moves it herself to the green_bucket before leaving the closet", "event", "true", 5, "lines 5-6"),
("Logan's move to the blue_basket", "event", "true", 7, "line 7"),
("Mila's to the blue_crate", "event", "true", 10, "line 10"),
("happens behind her back", "presence", "true", 10, "Evelyn absent rows 7-10"),
("She never goes back into the closet", "presence", "true", "end", "Evelyn not in closet after 6"),
("the later scene is in the hallway", "event", "true", 15, "line 15"),
("Evelyn moves the tangerine to the green_crate", "event", "false", 19, "PLANTED: Lily moved it to the green_crate (17); Evelyn moved it to the red_bathtub (19)"),
("None of that touches the celery", "event", "true", "end", "celery unchanged"),
("Evelyn really thinks the celery is still in the green_bucket", "belief", "true", "end", "Evelyn -> green_bucket"),
]),
dict(style="terse", label="unsupported", stated_answer="green_bucket",
response="""K""",
claims=[]),
dict(style="thinking", label="wrong", stated_answer="blue_basket",
response="""<think>
Celery: green_box → Evelyn moves it to green_bucket (5). Then Logan moves it to the blue_basket at 7. Who's there? Aria, Logan, Mila... and Evelyn? No wait — line 6 is Evelyn exiting, so she's gone for 7. OK so she doesn't see the blue_basket move.

Hmm, but line 9: "Evelyn saw a dog." Does that put her back in the closet? It must — she's seeing things there. So she saw the celery in the blue_basket at that point.

I'll go with what she saw last: blue_basket.
</think>

O. blue_basket""",
claims=[
("Evelyn moves it to green_bucket (5)", "event", "true", 5, "line 5"),
("Logan moves it to the blue_basket at 7", "event", "true", 7, "line 7"),
("line 6 is Evelyn exiting", "event", "true", 6, "line 6"),
("she's gone for 7", "presence", "true", 7, "Evelyn room null row 7"),
("she doesn't see the blue_basket move", "presence", "true", 7, "not in witnessed_by row 7"),
("It must — she's seeing things there", "presence", "false", 9, "Evelyn not in the closet at row 9"),
("she saw the celery in the blue_basket at that point", "presence", "false", 9, "Evelyn -> green_bucket; she never saw the blue_basket"),
]),
]
