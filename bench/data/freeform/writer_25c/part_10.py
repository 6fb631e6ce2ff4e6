RECORDS = [
dict(style="answer_first", label="sound", stated_answer="green_basket",
response="""I. green_basket

Explanation:
- Emma moved the celery to the green_basket at line 5 while Benjamin, Charlotte and Isabella were all still in the playroom.
- Nobody moved the celery after that; Isabella, Charlotte and Benjamin simply left one after another.
- The private messages at lines 14-15 don't have Benjamin or Isabella as listeners, so Charlotte has no reason to revise her picture of what Benjamin thinks Isabella thinks.""",
claims=[
("Emma moved the celery to the green_basket at line 5", "event", "true", 5, "line 5"),
("while Benjamin, Charlotte and Isabella were all still in the playroom", "presence", "true", 5, "witnessed_by row 5"),
("Nobody moved the celery after that", "event", "true", "end", "no later move"),
("Isabella, Charlotte and Benjamin simply left one after another", "order", "true", 12, "exits 8, 10, 12"),
("The private messages at lines 14-15 don't have Benjamin or Isabella as listeners", "communication", "true", 15, "listeners Abigail (14), Charlotte (15)"),
("Charlotte has no reason to revise her picture of what Benjamin thinks Isabella thinks", "belief", "true", "end", "chain green_basket rows 5-15"),
]),
dict(style="numbered", label="unsound", stated_answer="green_basket",
response="""1. **Initial setup:** The celery is in the green_drawer, and Abigail moves it to the green_pantry (line 3) before leaving.
2. **Key move:** Emma moves it to the green_basket at line 5. Benjamin, Charlotte and Isabella all see this.
3. **Exits:** Emma (6), Isabella (8), Charlotte (10), Benjamin (12). No further moves.
4. **Communications:** Isabella tells Abigail it's in the green_drawer, but Abigail ignores her. Emma tells Charlotte the green_basket, which matches what Charlotte already believes.
5. **Chain:** Charlotte, Benjamin and Isabella were all present for the green_basket move, so Charlotte thinks Benjamin thinks Isabella thinks it's in the green_basket.

**Answer:** I. green_basket""",
claims=[
("The celery is in the green_drawer", "location", "true", 2, "objects row 2"),
("Abigail moves it to the green_pantry (line 3) before leaving", "event", "true", 3, "lines 3-4"),
("Emma moves it to the green_basket at line 5", "event", "true", 5, "line 5"),
("Benjamin, Charlotte and Isabella all see this", "presence", "true", 5, "witnessed_by row 5"),
("Emma (6), Isabella (8), Charlotte (10), Benjamin (12)", "order", "true", 12, "exit lines"),
("No further moves", "event", "true", "end", "no later move"),
("Isabella tells Abigail it's in the green_drawer", "communication", "true", 14, "line 14"),
("Abigail ignores her", "communication", "false", 14, "PLANTED: Abigail trusts Isabella; Abigail -> green_drawer at row 14"),
("Emma tells Charlotte the green_basket", "communication", "true", 15, "line 15"),
("which matches what Charlotte already believes", "belief", "true", 15, "Charlotte -> green_basket"),
("Charlotte, Benjamin and Isabella were all present for the green_basket move", "presence", "true", 5, "witnessed_by row 5"),
("Charlotte thinks Benjamin thinks Isabella thinks it's in the green_basket", "belief", "true", "end", "gold answer"),
]),
dict(style="narrative", label="wrong", stated_answer="green_drawer",
response="""Let me trace this. Everyone watches the celery go from the green_drawer to the green_pantry, and then Emma moves it into the green_basket while Benjamin, Charlotte and Isabella are still in the playroom. So far it looks like green_basket all the way down.

But then Isabella privately tells Abigail the celery is in the green_drawer. Charlotte hears this and concludes that Isabella has gotten confused, and that Benjamin, who left last, would expect Isabella to stick with her own words. So in Charlotte's view, Benjamin thinks Isabella thinks the celery is in the green_drawer.

The answer is F. green_drawer.""",
claims=[
("Everyone watches the celery go from the green_drawer to the green_pantry", "presence", "true", 3, "all five witnessed line 3"),
("Emma moves it into the green_basket", "event", "true", 5, "line 5"),
("while Benjamin, Charlotte and Isabella are still in the playroom", "presence", "true", 5, "rooms row 5"),
("Isabella privately tells Abigail the celery is in the green_drawer", "communication", "true", 14, "line 14"),
("Charlotte hears this", "presence", "false", 14, "witnessed_by row 14 = Abigail, Isabella"),
("concludes that Isabella has gotten confused", "belief", "uncheckable", 14, "mental state not in golds"),
("Benjamin, who left last", "order", "true", 12, "Benjamin exit 12 is last"),
("would expect Isabella to stick with her own words", "belief", "uncheckable", 14, "vague expectation"),
("in Charlotte's view, Benjamin thinks Isabella thinks the celery is in the green_drawer", "belief", "false", "end", "chain = green_basket"),
]),
dict(style="terse", label="unsound", stated_answer="green_basket",
response="""I. green_basket. Emma moved it there in front of everyone, Abigail included, and nobody touched it again.""",
claims=[
("Emma moved it there", "event", "true", 5, "line 5"),
("in front of everyone, Abigail included", "presence", "false", 5, "PLANTED: Abigail had exited at line 4"),
("nobody touched it again", "event", "true", "end", "no later move"),
]),
dict(style="thinking", label="sound", stated_answer="green_basket",
response="""<think>
Charlotte → Benjamin → Isabella.

Celery: green_drawer (2) → green_pantry (3, Abigail) → green_basket (5, Emma). At line 5, who's in the playroom? Benjamin, Charlotte, Emma, Isabella. Abigail already left at 4.

Then Emma exits 6, Isabella 8, Charlotte 10, Benjamin 12. No more moves. So Charlotte, Benjamin and Isabella all last saw it in the green_basket together.

Private tells: Isabella → Abigail at 14 says green_drawer. Wait, does that mean Isabella believes green_drawer? No — she saw the move to the green_basket, and saying something else doesn't change what she saw. Charlotte and Benjamin aren't there anyway. Emma → Charlotte at 15, green_basket; Benjamin isn't part of that.

So green_basket.
</think>

I. green_basket""",
claims=[
("green_drawer (2)", "location", "true", 2, "objects row 2"),
("green_pantry (3, Abigail)", "event", "true", 3, "line 3"),
("green_basket (5, Emma)", "event", "true", 5, "line 5"),
("Benjamin, Charlotte, Emma, Isabella", "presence", "true", 5, "rooms row 5"),
("Abigail already left at 4", "event", "true", 4, "line 4"),
("Emma exits 6, Isabella 8, Charlotte 10, Benjamin 12", "order", "true", 12, "exit lines"),
("No more moves", "event", "true", "end", "no later move"),
("Charlotte, Benjamin and Isabella all last saw it in the green_basket together", "presence", "true", 5, "all three witnessed line 5"),
("Isabella → Abigail at 14 says green_drawer", "communication", "true", 14, "line 14"),
("she saw the move to the green_basket", "presence", "true", 5, "Isabella witnessed line 5"),
("saying something else doesn't change what she saw", "communication", "true", 14, "Isabella stays green_basket at row 14"),
("Charlotte and Benjamin aren't there anyway", "presence", "true", 14, "witnessed_by row 14"),
("Emma → Charlotte at 15, green_basket", "communication", "true", 15, "line 15"),
("Benjamin isn't part of that", "presence", "true", 15, "witnessed_by row 15"),
]),
]
