RECORDS = [
dict(style="answer_first", label="sound", stated_answer="red_bucket",
response="""**Answer: red_bucket**

Explanation:
- Charlotte and Jackson were both in the basement when the carrot was put in the blue_pantry (line 5).
- Charlotte then moved the carrot to the red_bucket (line 7), and Jackson was still in the basement to see it.
- Jackson only exited after that, at line 8.
- So Charlotte knows Jackson saw the move, and she expects him to search the red_bucket.""",
claims=[
("Charlotte and Jackson were both in the basement when the carrot was put in the blue_pantry (line 5)","presence","true",5,"both in basement at 5"),
("Charlotte then moved the carrot to the red_bucket (line 7)","event","true",7,"line 7"),
("Jackson was still in the basement to see it","presence","true",7,"Jackson witnessed 7"),
("Jackson only exited after that, at line 8","order","true",8,"exit at 8 after move at 7"),
("Charlotte knows Jackson saw the move","belief","true","end","Charlotte->Jackson red_bucket"),
("she expects him to search the red_bucket","belief","true","end","Charlotte->Jackson red_bucket"),
]),
dict(style="numbered", label="unsound", stated_answer="red_bucket",
response="""**Step 1: Who is where?**
Charlotte enters the basement first. Aria goes into the hall. Jackson then joins Charlotte in the basement.

**Step 2: The carrot**
The carrot starts in the blue_pantry. Charlotte moves it to the red_bucket while Jackson is watching.

**Step 3: Departures**
Aria leaves the hall, and afterwards Jackson leaves the basement. Note that Aria exited only after Charlotte had already moved the carrot.

**Step 4: Charlotte's view of Jackson**
Since Jackson saw the move, Charlotte has no reason to think he'd look anywhere other than the red_bucket.

**Answer:** red_bucket""",
claims=[
("Charlotte enters the basement first","order","true",1,"line 1"),
("Aria goes into the hall","event","true",3,"line 3"),
("Jackson then joins Charlotte in the basement","event","true",4,"line 4"),
("The carrot starts in the blue_pantry","location","true",5,"line 5"),
("Charlotte moves it to the red_bucket","event","true",7,"line 7"),
("while Jackson is watching","presence","true",7,"Jackson witnessed 7"),
("Aria leaves the hall, and afterwards Jackson leaves the basement","order","true",8,"6 before 8"),
("Aria exited only after Charlotte had already moved the carrot","order","false",6,"PLANT: Aria exited at 6, the move is at 7"),
("Jackson saw the move","presence","true",7,"witnessed 7"),
("Charlotte has no reason to think he'd look anywhere other than the red_bucket","belief","true","end","Charlotte->Jackson red_bucket"),
]),
dict(style="narrative", label="wrong", stated_answer="blue_pantry",
response="""Let me trace where each person was during the key events.

Charlotte and Jackson are both in the basement when the carrot is first placed in the blue_pantry. After that, though, Jackson exits the basement, and it's only once he's gone that Charlotte moves the carrot to the red_bucket.

So Charlotte knows Jackson missed the move. From her point of view, Jackson still believes the carrot is where he last saw it, in the blue_pantry, and that's where she'd expect him to search.

The answer is blue_pantry.""",
claims=[
("Charlotte and Jackson are both in the basement when the carrot is first placed in the blue_pantry","presence","true",5,"both present at 5"),
("Jackson exits the basement","event","true",8,"line 8"),
("it's only once he's gone that Charlotte moves the carrot to the red_bucket","order","false",7,"move at 7 came before exit at 8"),
("Charlotte knows Jackson missed the move","belief","false",7,"Jackson witnessed 7"),
("Jackson still believes the carrot is where he last saw it, in the blue_pantry","belief","false","end","Jackson: red_bucket"),
("that's where she'd expect him to search","belief","false","end","Charlotte->Jackson red_bucket"),
]),
dict(style="terse", label="unsupported", stated_answer="red_bucket",
response="""Charlotte thinks Jackson will search the red_bucket.""",
claims=[
("Charlotte thinks Jackson will search the red_bucket","belief","true","end","answer restated"),
]),
dict(style="thinking", label="sound", stated_answer="red_bucket",
response="""<think>
Question: where does Charlotte think Jackson searches for the carrot. Second order.

Line 1 Charlotte in basement. Line 4 Jackson enters basement too. Line 5 carrot in blue_pantry, both see it.
Line 6 Aria exits the hall — irrelevant, Aria was never in the basement.
Line 7 Charlotte moves the carrot to the red_bucket. Was Jackson there? He exits at line 8, so yes, he was still in the basement at line 7.
Hmm, wait — could Charlotte think Jackson didn't notice? No, in these stories whoever is in the room sees the move, and Charlotte saw Jackson there.
So Charlotte thinks Jackson thinks red_bucket.
</think>

Jackson was in the basement when Charlotte moved the carrot, so Charlotte expects him to look in the **red_bucket**.""",
claims=[
("Line 4 Jackson enters basement too","event","true",4,"line 4"),
("Line 5 carrot in blue_pantry, both see it","location","true",5,"both witnessed 5"),
("Line 6 Aria exits the hall","event","true",6,"line 6"),
("Aria was never in the basement","presence","true",None,"Aria only in hall"),
("Line 7 Charlotte moves the carrot to the red_bucket","event","true",7,"line 7"),
("he was still in the basement at line 7","presence","true",7,"room row 7"),
("Charlotte saw Jackson there","presence","true",7,"Charlotte in basement at 7"),
("Charlotte thinks Jackson thinks red_bucket","belief","true","end","Charlotte->Jackson red_bucket"),
("Jackson was in the basement when Charlotte moved the carrot","presence","true",7,"room row 7"),
("Charlotte expects him to look in the **red_bucket**","belief","true","end","answer"),
]),
]
