"""Random valid stories outside Hi-ToM's chapter pattern (test input only).

Agents wander between two rooms and the waiting room, re-enter rooms they left,
walk from one room straight into another, move objects, and make claims and
private tells at any moment between agents in one place (a room, or no room),
also from inside the object's room. Every story is valid for the engine (moves
happen in the object's room, one object per room, placements only while
exactly one room is occupied, speech heard where it is spoken).
"""
import random

AGENTS = ("Anne", "Bob", "Cara", "Dan")
ROOMS = {"kitchen": ("apple", ("red_box", "blue_box", "green_box")),
         "garden": ("pear", ("red_crate", "blue_crate", "green_crate"))}
OBJECTS = {obj: (room, boxes) for room, (obj, boxes) in ROOMS.items()}


def random_story(rng: random.Random, n_lines: int = 24, n_agents: int = 3) -> str:
    """A numbered story of ``n_lines`` lines drawn from ``rng``."""
    agents = AGENTS[:n_agents]
    room_of = {a: None for a in agents}
    placed = {}  # object -> container
    entered = []  # agents that have entered somewhere (claims only involve them)
    lines = []
    while len(lines) < n_lines:
        real = {r for r in room_of.values() if r in ROOMS}
        options = []
        target = rng.choice(list(ROOMS) + ["waiting_room"])
        movers = [a for a in agents if room_of[a] != target]
        if movers:
            options.append(("enter", 3))
        inside = [a for a in agents if room_of[a] is not None]
        if inside:
            options += [("exit", 4), ("stay", 1)]
        if len(real) == 1 and ROOMS[next(iter(real))][0] not in placed:
            options.append(("place", 6))
        busy = [a for a in agents if room_of[a] in ROOMS and ROOMS[room_of[a]][0] in placed]
        if busy:
            options.append(("move", 4))
        pairs = [(a, b) for a in entered for b in entered if a != b and room_of[a] == room_of[b]]
        if placed and pairs:
            options += [("tell", 3), ("claim", 1)]
        if entered:
            options.append(("noise", 1))
        kind = rng.choices([k for k, _ in options], [w for _, w in options])[0]
        if kind == "enter":
            group = rng.sample(movers, rng.randint(1, min(2, len(movers))))
            for a in group:
                room_of[a] = target
                entered += [a] if a not in entered else []
            names = group[0] if len(group) == 1 else f"{group[0]} and {group[1]}"
            lines.append(f"{names} entered the {target}.")
        elif kind in ("exit", "stay"):
            a = rng.choice(inside)
            if kind == "exit":
                lines.append(f"{a} exited the {room_of[a]}.")
                room_of[a] = None
            else:
                lines.append(f"{a} made no movements and stayed in the {room_of[a]} for 1 minute.")
        elif kind == "place":
            obj, boxes = ROOMS[next(iter(real))]
            placed[obj] = rng.choice(boxes)
            lines.append(f"The {obj} is in the {placed[obj]}.")
        elif kind == "move":
            a = rng.choice(busy)
            obj, boxes = ROOMS[room_of[a]]
            placed[obj] = rng.choice([b for b in boxes if b != placed[obj]])
            lines.append(f"{a} moved the {obj} to the {placed[obj]}.")
        elif kind in ("tell", "claim"):
            obj = rng.choice(sorted(placed))
            box = rng.choice(OBJECTS[obj][1])
            speaker, listener = rng.choice(pairs)  # speech is heard where it is spoken
            lines.append(f"{speaker} privately told {listener} that the {obj} is in the {box}." if kind == "tell"
                         else f"{speaker} publicly claimed that {obj} is in the {box}.")
        else:
            lines.append(f"{rng.choice(entered)} likes the {rng.choice(['radish', 'melon'])}.")
    return "\n".join(f"{k} {line}" for k, line in enumerate(lines, start=1))
