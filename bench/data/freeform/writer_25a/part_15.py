RECORDS = [
dict(style="answer_first", label="unsound", stated="green_bucket",
response="""**Answer: green_bucket**

Explanation:
- The celery starts in the green_box (line 2).
- Evelyn moves it to the green_bucket herself (line 5) and leaves right afterwards (line 6).
- Logan (line 7) and Mila (line 10) move it again, but Evelyn is gone by then.
- In the hallway scene, Evelyn watches Lily move the celery to the green_crate, but that doesn't change where she thinks it is in the closet.

So Evelyn really thinks the celery is in the green_bucket.""",
claims=[("The celery starts in the green_box (line 2)","location","true",2,"row 2"),
("Evelyn moves it to the green_bucket herself (line 5)","event","true",5,"row 5"),
("leaves right afterwards (line 6)","event","true",6,"row 6"),
("Logan (line 7) and Mila (line 10) move it again","event","true",10,"rows 7, 10"),
("Evelyn is gone by then","presence","true",7,"absent rows 7, 10"),
("Evelyn watches Lily move the celery to the green_crate","event","false",17,"PLANTED: Lily moved the tangerine, not the celery"),
("Evelyn really thinks the celery is in the green_bucket","belief","true","end","answer")]),
dict(style="numbered", label="wrong", stated="blue_crate",
response="""Let's think step by step.
1. Celery in the green_box at the start.
2. Evelyn moves it to the green_bucket, then exits.
3. Logan moves it to the blue_basket, then exits.
4. Mila moves it to the blue_crate, then exits; Aria sees this.
5. Later, Evelyn privately tells Logan something, and Logan tells Mila. Since they're all passing information around in the waiting_room, Evelyn would have caught up to the latest location.

The answer is \\boxed{blue\\_crate}""",
claims=[("Celery in the green_box at the start","location","true",2,"row 2"),
("Evelyn moves it to the green_bucket","event","true",5,"row 5"),
("then exits","event","true",6,"row 6"),
("Logan moves it to the blue_basket","event","true",7,"row 7"),
("then exits","event","true",8,"row 8"),
("Mila moves it to the blue_crate","event","true",10,"row 10"),
("then exits","event","true",11,"row 11"),
("Aria sees this","presence","true",10,"witness row 10"),
("Evelyn privately tells Logan something","event","true",24,"row 24"),
("Logan tells Mila","event","true",25,"row 25"),
("Evelyn would have caught up to the latest location","belief","false","end","Evelyn=green_bucket"),
("\\boxed{blue\\_crate}","belief","false","end","Evelyn=green_bucket")]),
dict(style="narrative", label="unsupported", stated="green_bucket",
response="""There's a lot going on in this story, with objects being shuffled between containers and people whispering to each other at the end, but most of it is a distraction for this particular question. Once you focus only on what Evelyn herself experienced with the celery, the answer becomes clear.

The answer is green_bucket.""",
claims=[("The answer is green_bucket","belief","true","end","answer restated")]),
dict(style="terse", label="unsound", stated="green_bucket",
response="""green_bucket — she put it there herself and left right before Logan put it in the blue_crate.""",
claims=[("green_bucket","belief","true","end","answer"),
("she put it there herself","event","true",5,"row 5"),
("left right before Logan put it in the blue_crate","event","false",7,"PLANTED: Logan moved it to the blue_basket; Mila to blue_crate"),]),
dict(style="thinking", label="unsupported", stated="green_bucket",
response="""<think>
Okay, first-order belief for Evelyn. I need to be careful not to get distracted by the tangerine stuff and the private messages. Just her own experience with the celery matters. I think it's straightforward once I ignore the noise.
</think>

Evelyn really thinks the celery is in the green_bucket.""",
claims=[("Evelyn really thinks the celery is in the green_bucket","belief","true","end","answer restated")]),
]
