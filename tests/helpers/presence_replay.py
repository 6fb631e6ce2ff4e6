"""A deliberately simple, independent replay of Hi-ToM's belief rules (test oracle only).

No DEL here: each belief chain holds the location of the last placement / move /
room entry that all of its agents witnessed together, and claims / tells
rewrite first- and second-order chains. Trust is computed from a presence log
rather than from exit events: before each line, every agent inside a room is
stamped "saw this room at line k". Separately, each agent keeps a diary of the
sightings of others it witnessed: everyone in a room sees who arrives and who
is there, and (the waiting room included) sees who leaves it for which room;
an agent in no room sees nobody. A claim is heard by the agents in the
speaker's room (or, for a speaker in no room, by those in no room who have
appeared). A listener believes a speaker iff it never was in the object's room
after the object's first placement, or it is outside that room and its diary
shows the speaker in the room no earlier than its own last stamp there. It
imports nothing from dellabels and parses the story text itself.
"""
import re

NAME = r"[A-Z][a-z]+"
ENTER = re.compile(r"(.+) entered the (\w+)\.")


def _agents(names: str):
    return re.split(r", | and ", names)


def replay(story: str, chains, obj):
    """Believed location of ``obj`` for each chain after every line: list of dicts chain -> loc."""
    lines = [re.sub(r"^\d+ ", "", raw.strip()) for raw in story.split("\n")]
    lines = [line for line in lines if line and line != "***"]
    everyone = sorted({a for line in lines if (m := ENTER.fullmatch(line)) for a in _agents(m.group(1))})
    here = {}  # agent -> room
    where = {}  # object -> container
    room_of_container = {}
    stamp = {}  # (agent, room) -> last line number at which the agent was inside the room
    diary = {}  # (witness, agent, room) -> last line the witness saw the agent in the room
    first_put = {}  # object -> line of its first placement
    appeared = set()
    belief = {c: None for c in chains}
    history = []
    for number, line in enumerate(lines, start=1):
        for agent, room in here.items():
            if room is not None:
                stamp[(agent, room)] = number
        m_enter = ENTER.fullmatch(line)
        m_move = re.fullmatch(rf"({NAME}) moved the (\w+) to the (\w+)\.", line)
        m_place = re.fullmatch(r"The (\w+) is in the (\w+)\.", line)
        m_exit = re.fullmatch(rf"({NAME}) exited the (\w+)\.", line)
        m_pub = re.fullmatch(rf"({NAME}) publicly claimed that (?:the )?(\w+) is in the (\w+)(?: now)?\.", line)
        m_priv = re.fullmatch(rf"({NAME}) privately told ({NAME}) that the (\w+) is in the (\w+)(?: now)?\.", line)

        def witnessed(o, c, room):
            present = {a for a, r in here.items() if r == room}
            if o == obj:
                for chain in chains:
                    if all(a in present for a in chain):
                        belief[chain] = c

        if m_enter:
            room = m_enter.group(2)
            for a in _agents(m_enter.group(1)):
                before = here.get(a)
                for w, r in list(here.items()):
                    if w != a and r is not None and r in (before, room):
                        diary[(w, a, room)] = number  # w saw a go to (or arrive in) the room
                        diary[(a, w, r)] = number  # and a saw w where w is
                here[a] = room
                appeared.add(a)
            for o, c in where.items():
                if room_of_container.get(c) == room:
                    witnessed(o, c, room)
        elif m_place or m_move:
            o, c = (m_place.group(1), m_place.group(2)) if m_place else (m_move.group(2), m_move.group(3))
            room = here[m_move.group(1)] if m_move else next(r for r in here.values() if r and r != "waiting_room")
            where[o] = c
            first_put.setdefault(o, number)
            room_of_container.setdefault(c, room)
            witnessed(o, c, room)
        elif m_exit:
            leaver = m_exit.group(1)
            for w, r in here.items():
                if w != leaver and r == here[leaver]:
                    diary[(leaver, w, r)] = number
            here[leaver] = None
        elif m_pub or m_priv:
            speaker = (m_pub or m_priv).group(1)
            listeners = [m_priv.group(2)] if m_priv else \
                [a for a in everyone if a in appeared and here.get(a) == here.get(speaker)]
            o, c = (m_pub.group(2), m_pub.group(3)) if m_pub else (m_priv.group(3), m_priv.group(4))
            room = room_of_container[where[o]]
            if o == obj:
                for listener in listeners:
                    if listener == speaker:
                        continue
                    mine = stamp.get((listener, room))
                    if mine is None or mine <= first_put[o]:
                        trusts = True  # never saw the object
                    else:
                        trusts = here.get(listener) != room and diary.get((listener, speaker, room), 0) >= mine
                    updates = [(speaker, listener)] + ([(listener,), (listener, speaker)] if trusts else [])
                    for chain in updates:
                        if chain in belief:
                            belief[chain] = c
        if () in belief:
            belief[()] = where.get(obj)
        history.append(dict(belief))
    return history
