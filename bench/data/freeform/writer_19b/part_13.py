# Q13 tomi first_order_1_no_tom: Noah, asparagus. gold blue_bottle
RECORDS = []

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="blue_bottle",
response="""1. Gracie comes into the front_yard after Noah.
2. The asparagus is in the red_drawer.
3. Gracie moves it to the blue_bottle while Noah is still there.
4. Noah then leaves the front_yard.

Since Noah saw the move, he'll look in the blue_bottle.

**Answer:** blue_bottle""",
claims=[
 ("Gracie comes into the front_yard after Noah","order","false",2,"PLANTED: Gracie entered first (line 1), Noah at line 2"),
 ("The asparagus is in the red_drawer","location","true",3,"line 3"),
 ("Gracie moves it to the blue_bottle","event","true",4,"line 4"),
 ("while Noah is still there","presence","true",4,"Noah witnessed 4"),
 ("Noah then leaves the front_yard","event","true",5,"line 5"),
 ("Noah saw the move","presence","true",4,"witnessed 4"),
 ("he'll look in the blue_bottle","belief","true","end","Noah: blue_bottle"),
]))

RECORDS.append(dict(style="narrative", label="sound", stated_answer="blue_bottle",
response="""Noah is in the front_yard from line 2 on, so he's there when the asparagus is placed in the red_drawer and also when Gracie moves it to the blue_bottle. He only leaves afterward, at line 5, and nothing happens to the asparagus after that. Since his last information is that it's in the blue_bottle, that's where he'll look.

The answer is blue_bottle.""",
claims=[
 ("Noah is in the front_yard from line 2 on","presence","true",4,"Noah in front_yard lines 2-4"),
 ("he's there when the asparagus is placed in the red_drawer","presence","true",3,"witnessed 3"),
 ("when Gracie moves it to the blue_bottle","presence","true",4,"witnessed 4"),
 ("He only leaves afterward, at line 5","event","true",5,"line 5"),
 ("nothing happens to the asparagus after that","event","true","end","no later move"),
 ("his last information is that it's in the blue_bottle","belief","true","end","Noah: blue_bottle"),
 ("that's where he'll look","belief","true","end","answer"),
]))

RECORDS.append(dict(style="terse", label="sound", stated_answer="blue_bottle",
response="""blue_bottle — he watched Gracie move it there before he left.""",
claims=[
 ("he watched Gracie move it there","presence","true",4,"Noah witnessed 4"),
 ("before he left","order","true",5,"move 4 before exit 5"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="blue_bottle",
response="""<think>
Where will Noah look → Noah's belief.

Gracie enters, Noah enters. Asparagus starts in the blue_drawer. Gracie moves it to the blue_bottle — Noah is present for that. Then Noah exits.

No moves after Noah leaves; the story just ends there. So Noah's belief matches reality: blue_bottle.
</think>

Noah will look in the blue_bottle.""",
claims=[
 ("Gracie enters","event","true",1,"line 1"),
 ("Noah enters","event","true",2,"line 2"),
 ("Asparagus starts in the blue_drawer","location","false",3,"PLANTED: it starts in the red_drawer"),
 ("Gracie moves it to the blue_bottle","event","true",4,"line 4"),
 ("Noah is present for that","presence","true",4,"witnessed 4"),
 ("Then Noah exits","event","true",5,"line 5"),
 ("No moves after Noah leaves","event","true","end","none"),
 ("Noah's belief matches reality: blue_bottle","belief","true","end","Noah: blue_bottle = object"),
 ("Noah will look in the blue_bottle","belief","true","end","answer"),
]))

RECORDS.append(dict(style="answer_first", label="unsupported", stated_answer="blue_bottle",
response="""**blue_bottle**

Noah will look for the asparagus in the blue_bottle.""",
claims=[
 ("Noah will look for the asparagus in the blue_bottle","belief","true","end","answer restated"),
]))
