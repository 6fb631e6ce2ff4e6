# Q12 tomi-s6822-0-memory: Where was the celery at the beginning? gold blue_envelope
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="blue_envelope", response="""**Answer: blue_envelope**

At the start of the story (line 3) the celery is in the blue_envelope, with both Jackson and Jayden on the porch. It only ends up in the red_bottle later, when Jayden moves it at line 6.""", claims=[
    C("**Answer: blue_envelope**", "location", "true", 3, "final answer: initial location"),
    C("At the start of the story (line 3) the celery is in the blue_envelope", "location", "true", 3, "line 3"),
    C("with both Jackson and Jayden on the porch", "presence", "true", 3, "both on porch at 3"),
    C("It only ends up in the red_bottle later, when Jayden moves it at line 6", "event", "true", 6, "line 6"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="blue_envelope", response="""1. Jackson enters the porch, then Jayden enters.
2. The celery is in the blue_envelope — this is its first stated location.
3. Jackson exits and comes back.
4. Jayden moves the celery to the red_bottle; Jackson was off the porch when this happened.
5. "Jackson loves the garage" is irrelevant.

Final answer: the celery was in the blue_envelope at the beginning.""", claims=[
    C("Jackson enters the porch, then Jayden enters", "order", "true", 2, "lines 1, 2"),
    C("The celery is in the blue_envelope", "location", "true", 3, "line 3"),
    C("this is its first stated location", "location", "true", 3, "object None before 3"),
    C("Jackson exits and comes back", "event", "true", 5, "lines 4, 5"),
    C("Jayden moves the celery to the red_bottle", "event", "true", 6, "line 6"),
    C("Jackson was off the porch when this happened", "presence", "false", 6, "PLANTED: Jackson re-entered at 5 and witnessed 6"),
    C("the celery was in the blue_envelope at the beginning", "location", "true", 3, "final answer"),
]))

RECORDS.append(dict(style="narrative", label="wrong", stated_answer="red_bottle", response="""Jackson and Jayden are both on the porch. The celery is first mentioned in the blue_envelope, but Jackson briefly steps out and comes back, and then Jayden moves the celery to the red_bottle while Jackson watches. Since both of them saw that move, the celery was in the red_bottle.""", claims=[
    C("Jackson and Jayden are both on the porch", "presence", "true", 3, "both on porch at 3"),
    C("The celery is first mentioned in the blue_envelope", "location", "true", 3, "line 3"),
    C("Jackson briefly steps out and comes back", "event", "true", 5, "lines 4-5"),
    C("Jayden moves the celery to the red_bottle", "event", "true", 6, "line 6"),
    C("while Jackson watches", "presence", "true", 6, "Jackson witnessed 6"),
    C("both of them saw that move", "presence", "true", 6, "witnessed_by Jackson, Jayden"),
    C("the celery was in the red_bottle", "location", "false", 3, "at the beginning it was in the blue_envelope"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="blue_envelope", response="""blue envelope""", claims=[
    C("blue envelope", "location", "true", 3, "bare answer"),
]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="blue_envelope", response="""<think>
"At the beginning" — so the first location, not the current one.

Line 3: celery in the blue_envelope. Later Jayden moves it to the red_bottle (line 6). So the beginning is the blue_envelope, the end is the red_bottle. Jackson leaving and re-entering doesn't matter for this.
</think>

The celery was in the blue_envelope at the beginning; Jayden only moved it to the red_bottle at line 6.""", claims=[
    C("Line 3: celery in the blue_envelope", "location", "true", 3, "line 3"),
    C("Later Jayden moves it to the red_bottle (line 6)", "event", "true", 6, "line 6"),
    C("the end is the red_bottle", "location", "true", "end", "object red_bottle at end"),
    C("Jackson leaving and re-entering", "event", "true", 5, "lines 4-5"),
    C("The celery was in the blue_envelope at the beginning", "location", "true", 3, "final answer"),
    C("Jayden only moved it to the red_bottle at line 6", "event", "true", 6, "line 6"),
]))
