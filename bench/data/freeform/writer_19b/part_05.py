# Q5 tomi second_order_0_no_tom: Elizabeth -> James, green_pepper. gold blue_basket
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="blue_basket",
response="""**blue_basket**

- James was in the lounge when the green_pepper was in the red_suitcase and when Elizabeth moved it to the blue_basket (step 4).
- Elizabeth saw James there, so she knows he saw the move.
- James stepped out (step 5) and came back (step 6), but nothing was moved in between.

So Elizabeth thinks James will search for the green_pepper in the blue_basket.""",
claims=[
 ("James was in the lounge when the green_pepper was in the red_suitcase","presence","true",3,"James witnessed 3"),
 ("when Elizabeth moved it to the blue_basket (step 4)","presence","true",4,"James witnessed 4"),
 ("Elizabeth saw James there","presence","true",4,"both in lounge at 4"),
 ("she knows he saw the move","belief","true",4,"Elizabeth->James blue_basket"),
 ("James stepped out (step 5)","event","true",5,"line 5"),
 ("came back (step 6)","event","true",6,"line 6"),
 ("nothing was moved in between","event","true",6,"no move 5-6"),
 ("Elizabeth thinks James will search for the green_pepper in the blue_basket","belief","true","end","Elizabeth->James"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="blue_basket",
response="""Step 1: Elizabeth and James both enter the lounge, and the green_pepper is in the red_suitcase.
Step 2: Elizabeth moves the green_pepper to the blue_basket while James is there. Isabella also watches the move from the lounge.
Step 3: James leaves the lounge and later returns. No one moves the green_pepper while he is away.
Step 4: Since Elizabeth saw James witness the move, she believes James thinks it is in the blue_basket.

Final answer: blue_basket""",
claims=[
 ("Elizabeth and James both enter the lounge","event","true",2,"lines 1-2"),
 ("the green_pepper is in the red_suitcase","location","true",3,"line 3"),
 ("Elizabeth moves the green_pepper to the blue_basket","event","true",4,"line 4"),
 ("while James is there","presence","true",4,"James in lounge at 4"),
 ("Isabella also watches the move from the lounge","presence","false",4,"PLANTED: Isabella never enters the lounge"),
 ("James leaves the lounge","event","true",5,"line 5"),
 ("later returns","event","true",6,"line 6"),
 ("No one moves the green_pepper while he is away","event","true",5,"no move while absent"),
 ("Elizabeth saw James witness the move","presence","true",4,"both witnessed 4"),
 ("she believes James thinks it is in the blue_basket","belief","true","end","Elizabeth->James"),
]))

RECORDS.append(dict(style="narrative", label="wrong", stated_answer="red_suitcase",
response="""Let me think about what James saw. The green_pepper starts in the red_suitcase, and both Elizabeth and James are in the lounge at that point. When Elizabeth moves it to the blue_basket, though, James had already stepped out — he exits and comes back in later. So from Elizabeth's point of view, James never saw the move and would still expect the green_pepper in the red_suitcase.

The answer is red_suitcase.""",
claims=[
 ("The green_pepper starts in the red_suitcase","location","true",3,"line 3"),
 ("both Elizabeth and James are in the lounge at that point","presence","true",3,"both witnessed 3"),
 ("James had already stepped out","presence","false",4,"James was present at line 4; he left at 5"),
 ("he exits and comes back in later","event","true",6,"lines 5-6"),
 ("from Elizabeth's point of view, James never saw the move","belief","false",4,"Elizabeth->James blue_basket"),
 ("would still expect the green_pepper in the red_suitcase","belief","false","end","Elizabeth->James blue_basket"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="blue_basket",
response="""In the blue_basket — Elizabeth would expect James to look there.""",
claims=[
 ("Elizabeth would expect James to look there","belief","true","end","answer restated"),
]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="blue_basket",
response="""<think>
Elizabeth thinks James searches where? So second-order: Elizabeth's model of James.

James entered at step 2, then the green_pepper is in the red_suitcase, then Elizabeth moved it to the blue_basket at step 4. Was James there for that? He exits at step 5, so yes, he was still there at step 4. Then he re-enters at step 6.

Hmm, the exit and re-entry — did anything happen while he was out? Nope, no move between 5 and 6. And Isabella isn't even in the lounge; she just hates the apple, irrelevant.

So James thinks blue_basket, and Elizabeth was there the whole time, so Elizabeth thinks James thinks blue_basket.
</think>

Elizabeth thinks James will look in the blue_basket — he was present when she moved it there and nothing changed while he was briefly out.""",
claims=[
 ("James entered at step 2","event","true",2,"line 2"),
 ("the green_pepper is in the red_suitcase","location","true",3,"line 3"),
 ("Elizabeth moved it to the blue_basket at step 4","event","true",4,"line 4"),
 ("He exits at step 5","event","true",5,"line 5"),
 ("he was still there at step 4","presence","true",4,"James in lounge at 4"),
 ("he re-enters at step 6","event","true",6,"line 6"),
 ("no move between 5 and 6","event","true",6,"none"),
 ("Isabella isn't even in the lounge","presence","true","end","Isabella in no room"),
 ("she just hates the apple","event","true",7,"line 7"),
 ("James thinks blue_basket","belief","true","end","James: blue_basket"),
 ("Elizabeth was there the whole time","presence","true","end","Elizabeth in lounge lines 1-7"),
 ("Elizabeth thinks James thinks blue_basket","belief","true","end","answer chain"),
 ("Elizabeth thinks James will look in the blue_basket","belief","true","end","answer"),
 ("he was present when she moved it there","presence","true",4,"James witnessed 4"),
 ("nothing changed while he was briefly out","event","true",5,"no move at 5-6"),
]))
