"""A deliberately simple, independent replay of Hi-ToM's belief rules (test oracle only).

No DEL here: each belief chain holds the location of the last placement / move /
room entry that all of its agents witnessed together, and claims / tells
rewrite first- and second-order chains. Trust is computed from a presence log
rather than from exit events: before each line, every agent inside a room is
stamped "saw this room at line k"; a listener believes a speaker iff the
listener has no stamp for the object's room or the speaker's latest stamp is
strictly later than the listener's. It imports nothing from dellabels and
parses the story text itself.
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
                here[a] = room
            for o, c in where.items():
                if room_of_container.get(c) == room:
                    witnessed(o, c, room)
        elif m_place or m_move:
            o, c = (m_place.group(1), m_place.group(2)) if m_place else (m_move.group(2), m_move.group(3))
            room = here[m_move.group(1)] if m_move else next(r for r in here.values() if r and r != "waiting_room")
            where[o] = c
            room_of_container[c] = room
            witnessed(o, c, room)
        elif m_exit:
            here[m_exit.group(1)] = None
        elif m_pub or m_priv:
            speaker = (m_pub or m_priv).group(1)
            listeners = [m_priv.group(2)] if m_priv else everyone
            o, c = (m_pub.group(2), m_pub.group(3)) if m_pub else (m_priv.group(3), m_priv.group(4))
            room = room_of_container[where[o]]
            if o == obj:
                for listener in listeners:
                    if listener == speaker:
                        continue
                    mine = stamp.get((listener, room))
                    trusts = mine is None or mine < stamp.get((speaker, room), 0)
                    updates = [(speaker, listener)] + ([(listener,), (listener, speaker)] if trusts else [])
                    for chain in updates:
                        if chain in belief:
                            belief[chain] = c
        if () in belief:
            belief[()] = where.get(obj)
        history.append(dict(belief))
    return history
