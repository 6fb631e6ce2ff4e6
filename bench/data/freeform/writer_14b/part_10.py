# q9: s6814-10-o0  reality potato -> blue_basket (B)
RECORDS = [
dict(style="numbered", label="sound", stated_answer="blue_basket",
response="""**Tracking the potato:**

1. Starts in the blue_basket (line 2).
2. Charlotte moves it to the red_cupboard (line 3).
3. Lucas moves it to the red_bucket (line 5).
4. Elizabeth moves it to the blue_container (line 10), with Abigail watching.
5. After Elizabeth leaves, Abigail moves it back to the blue_basket (line 12).
6. Abigail exits, and no one touches the potato again.

**Answer:** B. blue_basket""",
claims=[
("Starts in the blue_basket (line 2)","location","true",2,"line 2"),
("Charlotte moves it to the red_cupboard (line 3)","event","true",3,"line 3"),
("Lucas moves it to the red_bucket (line 5)","event","true",5,"line 5"),
("Elizabeth moves it to the blue_container (line 10)","event","true",10,"line 10"),
("with Abigail watching","presence","true",10,"Abigail witnessed 10"),
("After Elizabeth leaves","order","true",12,"Elizabeth exited 11 < 12"),
("Abigail moves it back to the blue_basket (line 12)","event","true",12,"line 12"),
("Abigail exits","event","true",13,"line 13"),
("no one touches the potato again","event","true","end","no move after 12"),
("B. blue_basket","location","true","end","answer"),
]),
dict(style="terse", label="unsound", stated_answer="blue_basket",
response="""B. blue_basket. Abigail moved it back there while Elizabeth was still watching.""",
claims=[
("B. blue_basket","location","true","end","answer"),
("Abigail moved it back there","event","true",12,"line 12"),
("while Elizabeth was still watching","presence","false",12,"PLANTED: Elizabeth exited at 11; line 12 witnessed only by Abigail"),
]),
dict(style="thinking", label="unsound", stated_answer="blue_basket",
response="""<think>
Reality, so just the final physical location.

blue_basket → Charlotte: red_cupboard → Lucas: red_bucket. Then Jackson idles and leaves at line 9, thinking it's in the red_cupboard. Then Elizabeth: blue_container. Then Abigail, alone: blue_basket.

Hmm, let me double-check there's no move after line 12... line 13 Abigail exits, line 14 everyone in the waiting_room. Nothing else.

So blue_basket.
</think>

The potato is in the blue_basket (B) — Abigail moved it back there last.""",
claims=[
("Charlotte: red_cupboard","event","true",3,"line 3"),
("Lucas: red_bucket","event","true",5,"line 5"),
("Jackson idles and leaves at line 9","event","true",9,"lines 8-9"),
("thinking it's in the red_cupboard","belief","false",9,"PLANTED: Jackson=red_bucket at 9 (saw Lucas's move)"),
("Then Elizabeth: blue_container","event","true",10,"line 10"),
("Then Abigail, alone: blue_basket","event","true",12,"line 12, only Abigail"),
("line 13 Abigail exits","event","true",13,"line 13"),
("line 14 everyone in the waiting_room","event","true",14,"line 14"),
("Nothing else","event","true","end","no move after 12"),
("So blue_basket","location","true","end","potato=blue_basket"),
("The potato is in the blue_basket (B)","location","true","end","answer"),
("Abigail moved it back there last","event","true",12,"last move"),
]),
dict(style="narrative", label="wrong", stated_answer="blue_container",
response="""Let me follow the potato. It starts in the blue_basket; Charlotte moves it to the red_cupboard, Lucas to the red_bucket, and after Jackson leaves, Elizabeth puts it in the blue_container. Abigail is the last one in the hall, and she just exits without doing anything, so the blue_container is where it stays.

The answer is A. blue_container.""",
claims=[
("It starts in the blue_basket","location","true",2,"line 2"),
("Charlotte moves it to the red_cupboard","event","true",3,"line 3"),
("Lucas to the red_bucket","event","true",5,"line 5"),
("after Jackson leaves, Elizabeth puts it in the blue_container","event","true",10,"Jackson exited 9, move at 10"),
("Abigail is the last one in the hall","order","true",13,"Abigail exits last"),
("she just exits without doing anything","event","false",12,"Abigail moved it to blue_basket at 12"),
("the blue_container is where it stays","location","false","end","potato=blue_basket"),
("The answer is A. blue_container","location","false","end","answer wrong"),
]),
dict(style="answer_first", label="unsupported", stated_answer="blue_basket",
response="""**Answer: B. blue_basket**

The potato is really in the blue_basket at the end of the story.""",
claims=[
("B. blue_basket","location","true","end","answer"),
("The potato is really in the blue_basket at the end of the story","location","true","end","answer restated"),
]),
]
