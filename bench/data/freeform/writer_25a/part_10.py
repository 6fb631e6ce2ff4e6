RECORDS = [
dict(style="answer_first", label="sound", stated="green_basket",
response="""**I. green_basket**

Explanation:
- Emma moves the celery to the green_basket (line 5) while Isabella, Charlotte and Benjamin are all still in the playroom.
- No one moves the celery again after that.
- Isabella's private tell (line 14) goes only to Abigail, and Emma's tell (line 15) only to Charlotte, so neither changes what Charlotte thinks Benjamin thinks Isabella thinks.

So the chain stays at the green_basket.""",
claims=[("Emma moves the celery to the green_basket (line 5)","event","true",5,"row 5"),
("while Isabella, Charlotte and Benjamin are all still in the playroom","presence","true",5,"witnesses row 5"),
("No one moves the celery again after that","event","true",None,"green_basket 5-15"),
("Isabella's private tell (line 14) goes only to Abigail","event","true",14,"witness Abi, Isa"),
("Emma's tell (line 15) only to Charlotte","event","true",15,"witness Cha, Emm"),
("neither changes what Charlotte thinks Benjamin thinks Isabella thinks","communication","true",15,"chain green_basket 13-15"),
("the chain stays at the green_basket","belief","true","end","answer")]),
dict(style="numbered", label="sound", stated="green_basket",
response="""Let's think step by step.

1. Celery: green_drawer → green_pantry (Abigail) → green_basket (Emma).
2. Isabella, Charlotte and Benjamin all saw the last move to the green_basket.
3. The exit order after that is Isabella, Charlotte, Benjamin, and nobody touches the celery in between.
4. So Benjamin thinks Isabella thinks green_basket, and Charlotte knows Benjamin saw that too.
5. The private messages in the waiting_room don't involve Benjamin.

Final answer: \\boxed{green\\_basket}""",
claims=[("green_pantry (Abigail)","event","true",3,"row 3"),
("green_basket (Emma)","event","true",5,"row 5"),
("Isabella, Charlotte and Benjamin all saw the last move to the green_basket","presence","true",5,"witnesses row 5"),
("The exit order after that is Isabella, Charlotte, Benjamin","order","true",12,"exits 8, 10, 12"),
("nobody touches the celery in between","event","true",None,"no moves 6-12"),
("Benjamin thinks Isabella thinks green_basket","belief","true","end","Benjamin->Isabella"),
("Charlotte knows Benjamin saw that too","belief","true","end","Charlotte->Benjamin=green_basket"),
("The private messages in the waiting_room don't involve Benjamin","event","true",15,"rows 14-15 witnesses"),
("\\boxed{green\\_basket}","belief","true","end","answer")]),
dict(style="narrative", label="unsound", stated="green_basket",
response="""Let me trace who saw what with the celery.

The celery starts in the green_drawer, then Abigail moves it to the green_pantry and leaves. Emma moves it to the green_basket with Isabella, Charlotte and Benjamin still around, and then Emma leaves too. After that the remaining three simply wait and exit one by one; the celery stays put.

In the waiting_room, Isabella privately tells Abigail it's in the green_drawer, but Abigail isn't swayed because she left the playroom before Isabella did. Emma tells Charlotte the truth about the green_basket, which only confirms what Charlotte already knew.

Since Charlotte, Benjamin and Isabella all last saw the celery go into the green_basket together, the answer is the green_basket.""",
claims=[("The celery starts in the green_drawer","location","true",2,"row 2"),
("Abigail moves it to the green_pantry","event","true",3,"row 3"),
("leaves","event","true",4,"row 4"),
("Emma moves it to the green_basket with Isabella, Charlotte and Benjamin still around","event","true",5,"row 5"),
("Emma leaves too","event","true",6,"row 6"),
("the remaining three simply wait and exit one by one","event","true",12,"rows 7-12"),
("the celery stays put","location","true",12,"green_basket"),
("Isabella privately tells Abigail it's in the green_drawer","event","true",14,"row 14"),
("Abigail isn't swayed","communication","false",14,"PLANTED: Abigail=green_drawer after 14 (trusts Isabella)"),
("she left the playroom before Isabella did","order","true",8,"4 before 8"),
("Emma tells Charlotte the truth about the green_basket","event","true",15,"row 15"),
("which only confirms what Charlotte already knew","belief","true",15,"Charlotte=green_basket"),
("Charlotte, Benjamin and Isabella all last saw the celery go into the green_basket together","event","true",5,"row 5"),
("the answer is the green_basket","belief","true","end","answer")]),
dict(style="terse", label="wrong", stated="green_drawer",
response="""F. green_drawer — Isabella said so herself in the waiting_room.""",
claims=[("F. green_drawer","belief","false","end","chain=green_basket"),
("Isabella said so herself in the waiting_room","event","true",14,"row 14 tell")]),
dict(style="thinking", label="unsound", stated="green_basket",
response="""<think>
Charlotte -> Benjamin -> Isabella.

Moves: green_drawer (2), green_pantry by Abigail (3), green_basket by Emma (5). Who's in the room at 5? Isabella, Charlotte, Benjamin, Emma. Good, all three in the chain.

Exits: Abigail 4, Emma 6, Isabella 8, Charlotte 10, Benjamin 12. Benjamin left before Charlotte — so when Charlotte leaves she can't be sure what Benjamin does next. Hmm, but nothing happens to the celery anyway.

Waiting room: Isabella tells Abigail green_drawer — Abigail-only. Emma tells Charlotte green_basket.

So green_basket.
</think>

**I. green_basket** — the last move everyone in the chain saw was Emma putting it there.""",
claims=[("green_drawer (2)","location","true",2,"row 2"),
("green_pantry by Abigail (3)","event","true",3,"row 3"),
("green_basket by Emma (5)","event","true",5,"row 5"),
("Isabella, Charlotte, Benjamin, Emma","presence","true",5,"witnesses row 5"),
("Exits: Abigail 4, Emma 6, Isabella 8, Charlotte 10, Benjamin 12","order","true",12,"rows 4-12"),
("Benjamin left before Charlotte","order","false",12,"PLANTED: Charlotte 10, Benjamin 12"),
("nothing happens to the celery anyway","event","true",None,"no moves after 5"),
("Isabella tells Abigail green_drawer","event","true",14,"row 14"),
("Emma tells Charlotte green_basket","event","true",15,"row 15"),
("**I. green_basket**","belief","true","end","answer"),
("the last move everyone in the chain saw was Emma putting it there","event","true",5,"row 5")]),
]
