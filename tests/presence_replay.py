"""A deliberately simple, independent replay of Hi-ToM's belief rules (test oracle only).

No DEL here: each belief chain holds the location of the last placement / move /
room entry that all of its agents witnessed together, and claims / tells
rewrite first- and second-order chains by the exit-order trust rule. It imports
nothing from dellabels and parses the story text itself.
"""
import re

NAME = r"[A-Z][a-z]+"


def replay(story: str, chains, obj):
    """Believed location of ``obj`` for each chain after every line: list of dicts chain -> loc."""
    here = {}  # agent -> room
    where = {}  # object -> container
    room_of_container = {}
    visit = {}  # room -> (visitors, exit order) of the latest visit
    belief = {c: None for c in chains}
    history = []
    for raw in story.split("\n"):
        line = re.sub(r"^\d+ ", "", raw.strip())
        if not line or line == "***":
            continue
        m_enter = re.fullmatch(r"(.+) entered the (\w+)\.", line)
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
            agents = re.split(r", | and ", m_enter.group(1))
            room = m_enter.group(2)
            if room not in here.values():
                visit[room] = ([], [])
            for a in agents:
                here[a] = room
                if a not in visit[room][0]:
                    visit[room][0].append(a)
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
            visit[m_exit.group(2)][1].append(m_exit.group(1))
        elif m_pub or m_priv:
            speaker = (m_pub or m_priv).group(1)
            listeners = [m_priv.group(2)] if m_priv else sorted(here)
            o, c = (m_pub.group(2), m_pub.group(3)) if m_pub else (m_priv.group(3), m_priv.group(4))
            visitors, exits = visit[room_of_container[where[o]]]
            if o == obj:
                for listener in listeners:
                    if listener == speaker:
                        continue
                    trusts = listener not in visitors or (
                        listener in exits and speaker in exits and exits.index(listener) < exits.index(speaker))
                    updates = [(speaker, listener)] + ([(listener,), (listener, speaker)] if trusts else [])
                    for chain in updates:
                        if chain in belief:
                            belief[chain] = c
        if () in belief:
            belief[()] = where.get(obj)
        history.append(dict(belief))
    return history
