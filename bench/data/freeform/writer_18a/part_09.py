RECORDS = [
dict(style="answer_first", label="sound", stated_answer="blue_bucket",
response="""**C. blue_bucket**

- Evelyn herself moved the strawberry from the blue_treasure_chest to the blue_bucket (line 3).
- She left the crawlspace at line 5, so she never saw Emma move it to the blue_pantry (line 10).
- Sophia's public claim (line 16) says blue_bucket, which is what Evelyn already believes.
- Mila's private message goes to Sophia only, not to Evelyn.

Evelyn really thinks it's in the blue_bucket.""",
claims=[
("Evelyn herself moved the strawberry from the blue_treasure_chest to the blue_bucket (line 3)","event","true",3,"line 3"),
("She left the crawlspace at line 5","event","true",5,"line 5"),
("she never saw Emma move it to the blue_pantry (line 10)","presence","true",10,"not witnessed 10"),
("Sophia's public claim (line 16) says blue_bucket","communication","true",16,"line 16"),
("what Evelyn already believes","belief","true",15,"Evelyn blue_bucket"),
("Mila's private message goes to Sophia only","communication","true",17,"line 17"),
("Evelyn really thinks it's in the blue_bucket","belief","true","end","answer"),
]),
dict(style="numbered", label="sound", stated_answer="blue_bucket",
response="""Let's think step by step.

1. The strawberry begins in the blue_treasure_chest while all five are present.
2. Evelyn moves it to the blue_bucket (line 3), then exits first (line 5).
3. Ella and Sophia leave next, and then Emma moves the strawberry to the blue_pantry with only Mila watching.
4. In the waiting_room, Sophia claims blue_bucket publicly — this just agrees with Evelyn's own memory.
5. Mila tells Sophia "blue_treasure_chest" in private; Sophia trusts Mila and switches to the blue_treasure_chest, but Evelyn hears nothing.

So Evelyn's belief is still the blue_bucket.

The answer is [blue_bucket].""",
claims=[
("The strawberry begins in the blue_treasure_chest while all five are present","location","true",2,"line 2"),
("Evelyn moves it to the blue_bucket (line 3)","event","true",3,"line 3"),
("then exits first (line 5)","order","true",5,"first exit"),
("Ella and Sophia leave next","order","true",9,"exits 7, 9"),
("Emma moves the strawberry to the blue_pantry","event","true",10,"line 10"),
("with only Mila watching","presence","true",10,"witnessed Emma, Mila"),
("Sophia claims blue_bucket publicly","communication","true",16,"line 16"),
("this just agrees with Evelyn's own memory","belief","true",16,"Evelyn blue_bucket"),
("Mila tells Sophia \"blue_treasure_chest\" in private","communication","true",17,"line 17"),
("Sophia trusts Mila and switches to the blue_treasure_chest","communication","true",17,"Sophia blue_treasure_chest"),
("Evelyn hears nothing","presence","true",17,"not witnessed 17"),
("Evelyn's belief is still the blue_bucket","belief","true","end","answer"),
]),
dict(style="narrative", label="unsound", stated_answer="blue_bucket",
response="""Let me trace where each person was. Evelyn was in the crawlspace for the opening, and she's the one who moved the strawberry into the blue_bucket. She left shortly after, and Ella was still in the room when Emma later shifted the strawberry to the blue_pantry.

In the waiting room, Sophia announces it's in the blue_bucket. Evelyn has no reason to doubt that, since it matches what she saw. Mila's whisper to Sophia doesn't reach Evelyn.

The answer is C. blue_bucket.""",
claims=[
("Evelyn was in the crawlspace for the opening","presence","true",2,"present 1-4"),
("she's the one who moved the strawberry into the blue_bucket","event","true",3,"line 3"),
("She left shortly after","order","true",5,"line 5"),
("Ella was still in the room when Emma later shifted the strawberry to the blue_pantry","presence","false",10,"PLANT: Ella exited at 7"),
("Sophia announces it's in the blue_bucket","communication","true",16,"line 16"),
("it matches what she saw","belief","true",16,"Evelyn blue_bucket"),
("Mila's whisper to Sophia doesn't reach Evelyn","presence","true",17,"not witnessed"),
]),
dict(style="terse", label="wrong", stated_answer="blue_pantry",
response="""D. blue_pantry""",
claims=[]),
dict(style="thinking", label="wrong", stated_answer="blue_treasure_chest",
response="""<think>
Evelyn's real belief. She moved it to the blue_bucket at line 3 and left at line 5.
Then at line 17 Mila privately tells... Sophia, not Evelyn. Hmm. But Mila was the last one in the crawlspace, so she'd know best. Everyone would trust Mila.
Actually wait, does Evelyn hear it? It's private. But I think the intended reading is that Mila's information is the most reliable one, so the strawberry would be thought to be in the blue_treasure_chest.
</think>

A. blue_treasure_chest — Mila, the last to leave, says it's there.""",
claims=[
("She moved it to the blue_bucket at line 3","event","true",3,"line 3"),
("left at line 5","event","true",5,"line 5"),
("at line 17 Mila privately tells... Sophia, not Evelyn","communication","true",17,"line 17"),
("Mila was the last one in the crawlspace","order","true",14,"Mila exits last"),
("Everyone would trust Mila","communication","uncheckable",None,"no tell to everyone; generic"),
("Mila, the last to leave, says it's there","communication","true",17,"Mila told blue_treasure_chest"),
]),
]
