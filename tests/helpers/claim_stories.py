"""Small stories the claim-reader tests share (written for the tests, not from any data set)."""

PANTRY = """1 Mia, Noah and Ella entered the pantry.
2 The plum is in the red_box.
3 Mia moved the plum to the blue_crate.
4 Mia exited the pantry.
5 Noah moved the plum to the green_basket.
6 Ella exited the pantry.
7 Noah exited the pantry."""
