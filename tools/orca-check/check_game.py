#!/usr/bin/env python3
"""Checks what Orca and Annabella together said in a short game (tools/orca-check/game-test):
at home against the computer (`home`), or a tournament game by Appendix D (`tournament`); or
in the new-game dialog (`dialog`): each combo box heard with its value, a changed value once;
or a puzzle from the Learn menu (`learn`): each prompt, the hint and the way back once; or an
online game against the fake lichess (`online`): login, seek, each move sent and answered.

Reads run.sh's results: keys.log (each key and when), speechd-said.txt (every utterance that
reached Speech Dispatcher, Orca's and the app's alike) and speech.txt (Orca's own). Each key's
window runs from the key to the next one; within it the expected lines must be heard, each as
often as asked, and nothing may be heard twice. Exits 1 with every failure listed.

Usage: check_game.py OUTDIR home|tournament|dialog|learn|online
"""
import re
import sys

FILES = "Anna|Bella|Cäsar|David|Eva|Felix|Gustav|Hector"
RANKS = "eins|zwei|drei|vier|fünf|sechs|sieben|acht"
SQUARE = re.compile(rf"^({FILES}) ({RANKS}), ")
MOVE = re.compile(rf"\b({FILES}) ({RANKS})\b")
# At home, the Tab that reaches the move list from the board (the field, three buttons, the list).
MOVE_LIST_TAB = 6


def stamp(line):
    """Seconds of the day of a line that starts HH:MM:SS.fraction."""
    h, m, s = line.split(" ", 1)[0].split(":")
    return int(h) * 3600 + int(m) * 60 + float(s)


def utterances(path):
    """(time, text) of each utterance, the text without its final full stop. Speech Dispatcher's
    logger writes a sentence after the first on a line of its own that starts with a space."""
    said = []
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.rstrip("\n")
        if not line.strip():
            continue
        time, text = line.split(" ", 1)
        said.append((stamp(time), text.strip().rstrip(".").strip()))
    return said


def keys(path):
    """(time, key) of each key step."""
    steps = []
    for line in open(path, encoding="utf-8"):
        if " KEY  " in line and "focus window" not in line:
            steps.append((stamp(line), line.split(" KEY  ", 1)[1].strip()))
    return steps


def main(out, scenario):
    said = utterances(f"{out}/speechd-said.txt")
    steps = keys(f"{out}/keys.log")
    orca = open(f"{out}/speech.txt", encoding="utf-8", errors="replace").read()
    failures = []

    def check(ok, what):
        if not ok:
            failures.append(what)

    check("Screen reader on" in orca, "Orca did not start")
    check(steps, "no keys were pressed")
    if not steps:
        return report(failures, said)
    opening = [t for (when, t) in said if when < steps[0][0]]
    if scenario == "dialog":
        return check_dialog(said, steps, opening, check, failures)
    if scenario == "learn":
        return check_learn(said, steps, check, failures)
    if scenario == "online":
        return check_online(out, said, steps, check, failures)
    # Before the first key: the opening line, heard once although Orca runs.
    check(opening.count("You play White") == 1, f"the opening line not heard once: {opening}")
    check(
        any("screen reader is running" in t for t in opening),
        "the app did not say it stepped back for the screen reader",
    )
    ends = [when for (when, _) in steps[1:]] + [float("inf")]
    previous = None
    seen = {}
    for (start, key), end in zip(steps, ends):
        heard = [t for (when, t) in said if start <= when < end]
        seen[key] = seen.get(key, 0) + 1
        if scenario == "tournament":
            check_tournament_key(key, seen[key], heard, check)
        else:
            check_key(key, seen[key], previous, heard, check)
        previous = key
    return report(failures, said)


def check_key(key, nth, previous, heard, check):
    """What the window of the `nth` press of one key (after `previous`) must hold."""
    squares = [t for t in heard if SQUARE.match(t)]
    moves = [
        t for t in heard
        if MOVE.search(t) and not SQUARE.match(t) and " lifted" not in t and not t.startswith("To:")
    ]
    where = f"after {key}: {heard}"
    for text in set(heard):
        # Orca's key echo may repeat a key typed twice; nothing else is said twice.
        check(heard.count(text) == 1 or len(text) <= 2, f"heard twice {where}")
    if key == "Tab" and nth == MOVE_LIST_TAB:
        # The move list (issue 28): its name, its items counted, the current move read.
        check(heard.count("List with 4 items") == 1, f"the move list not heard {where}")
        check(sum(t.startswith("Black: ") for t in heard) == 1,
              f"the current move not heard once {where}")
    elif key == "Up" and nth == 3:
        # Up in the move list: the move before, once.
        check(heard.count("White: Bauer David vier") == 1, f"the move before not heard {where}")
    elif key in ("Right", "Left", "Up", "Down"):
        # The square the cursor moved to: once, by the screen reader (the app only shows it).
        check(len(squares) == 1, f"the square not heard exactly once {where}")
    elif key == "Return" and previous == "Up":
        # At home the piece placed makes the move; the computer answers at once, attributed.
        check("Bauer Eva vier" in heard, f"the move not heard {where}")
        check(len(moves) == 2, f"the computer's answer not heard once {where}")
        check(any(t.startswith("The computer plays") for t in heard),
              f"the computer's move not attributed {where}")
    elif key == "Tab" and nth == 1:
        check(heard.count("Move: entry") == 1, f"the field not named once {where}")
        check(
            sum("Type a move and press Enter" in t for t in heard) == 1,
            f"how the field works not heard once {where}",
        )
    elif key == "type 'd4'":
        check("d" in heard and "4" in heard, f"the typed text not echoed {where}")
    elif key == "Return" and previous == "type 'd4'":
        check("Bauer David vier" in heard, f"the typed move not heard {where}")
        check(len(moves) == 2, f"the computer's answer not heard once {where}")
    elif key == "Insert+t":
        # Orca's own command: the time, and nothing from the app (its t reads the clocks).
        check(any(re.fullmatch(r"\d{1,2}:\d{2}(:\d{2})?( [AP]M)?", t) for t in heard),
              f"Orca did not tell the time {where}")
        check(len(heard) == 1, f"the app answered Orca's key {where}")
    elif key == "KP_Enter":
        # Orca's "where am I": read by Orca, and no piece is lifted by the app.
        check(len(squares) == 1, f"Orca's where-am-I not heard {where}")
        check(not any("lifted" in t for t in heard), f"the keypad's Enter reached the app {where}")
    elif key == "F1":
        # The help for the moment, not a lecture.
        check(heard.count("White to move") == 1, f"help not heard once {where}")
        check(not any("arbiter" in t for t in heard), f"a home game's help names the arbiter {where}")


def check_tournament_key(key, nth, heard, check):
    """What the window of the `nth` press of `key` must hold in the tournament game: White's e4
    lifted, placed, announced, confirmed and the clock pressed; Black's e5 typed by the sighted
    player, made on the tactile board and its clock pressed; then both clocks."""
    where = f"after {key} ({nth}): {heard}"
    for text in set(heard):
        check(heard.count(text) == 1 or len(text) <= 2, f"heard twice {where}")
    expected = {
        ("Return", 1): "White Bauer Eva zwei lifted",
        ("Return", 2): "Bauer Eva vier placed",
        ("a", 1): "Bauer Eva vier",
        ("c", 1): "Bauer Eva vier: done on the other board",
        ("space", 1): "Black's clock is running",
        ("Return", 3): "Bauer Eva fünf",
        ("c", 2): "Bauer Eva fünf: done on your board",
        ("space", 2): "White's clock is running",
    }.get((key, nth))
    if expected:
        check(heard.count(expected) == 1, f"'{expected}' not heard once {where}")
    if key in ("Up", "Down", "Left", "Right"):
        squares = [t for t in heard if SQUARE.match(t)]
        check(len(squares) == 1, f"the square not heard exactly once {where}")
    if key == "t":
        clocks = [t for t in heard if t.startswith("White ") and "Black " in t]
        check(len(clocks) == 1, f"both clocks not heard once {where}")


def key_windows(said, steps, check, echo):
    """Each key step, the one before it, what was heard from it to the next step, and a note
    of both for a failure; nothing may be heard twice in a window, apart from a key's echo
    (texts up to `echo` characters, which a key typed twice repeats)."""
    ends = [when for (when, _) in steps[1:]] + [float("inf")]
    previous = None
    for (start, key), end in zip(steps, ends):
        heard = [t for (when, t) in said if start <= when < end]
        where = f"after {key}: {heard}"
        for text in set(heard):
            check(heard.count(text) == 1 or len(text) <= echo, f"heard twice {where}")
        yield key, previous, heard, where
        previous = key


COMBO = re.compile(r"^[^:]+: .+ combo box$")


def check_dialog(said, steps, opening, check, failures):
    """The new-game dialog opened with no game given: its first combo box heard with its value
    as the dialog opens; each Tab to a combo box heard once with its value; Down heard once, as
    the new value (the app's words; Orca leaves a focused combo box's change to it)."""
    check(opening.count("Opponent: the computer combo box") == 1,
          f"the first combo box not heard with its value: {opening}")
    for key, _, heard, where in key_windows(said, steps, check, echo=3):
        combos = [t for t in heard if COMBO.match(t)]
        if key == "Tab":
            check(len(combos) == 1, f"the combo box not heard once with its value {where}")
        elif key == "Down":
            check(not combos, f"the combo box read again on a change {where}")
            check(sum(" of " in t for t in heard) == 1, f"the new value not heard once {where}")
    return report(failures, said)


def check_learn(said, steps, check, failures):
    """A puzzle from the Learn menu (issue 29), in a home game: Enter on Puzzles says what is
    due, the puzzle's rating, the opponent's last move, both sides' pieces and "Your move" —
    each once — and the answer field is heard once, named and described; Enter on /board reads
    the puzzle's board once; Enter on /hint gives
    the hint once; Tab reaches the exercise's board (a square, once); Escape goes back to the
    game, said once."""
    for key, previous, heard, where in key_windows(said, steps, check, echo=2):
        if key == "Return" and previous == "Down":
            for start_of in ("No exercise is due", "Puzzle rated ", "Your move",
                             "Your answer: entry", "Type your answer and press Enter"):
                check(sum(t.startswith(start_of) for t in heard) == 1,
                      f"'{start_of}' not heard once {where}")
            check(sum(" played " in t for t in heard) == 1, f"the last move not heard once {where}")
            check(sum(t.startswith(("White: ", "Black: ")) for t in heard) == 2,
                  f"the pieces not heard once a side {where}")
        elif key == "Return" and previous == "type '/board'":
            for side in ("White, ", "Black, "):
                check(sum(t.startswith(side) for t in heard) == 1,
                      f"the puzzle's board ({side}…) not read once {where}")
        elif key == "Return" and previous == "type '/hint'":
            check(sum(t.startswith("Look at the ") for t in heard) == 1,
                  f"the hint not heard once {where}")
        elif key == "Tab":
            check(sum(bool(SQUARE.match(t)) for t in heard) == 1,
                  f"the exercise's board not reached {where}")
        elif key == "Escape":
            check(heard.count("Back to the game") == 1, f"the way back not heard once {where}")
    return report(failures, said)


# The online game: each typed move, what it is heard as, and the opponent's answer heard at once.
ONLINE_MOVES = {
    "type 'e4'": ("Bauer Eva vier", "Bauer Eva fünf"),
    "type 'Nf3'": ("Springer Felix drei", "Springer Cäsar sechs"),
    "type 'Bc4'": ("Läufer Cäsar vier", "Läufer Cäsar fünf"),
}


def check_online(out, said, steps, check, failures):
    """An online game against the fake lichess (issue 36): the dialog's last opponent heard once;
    Enter opens the lobby, which says it connects, the account, and the seek's field once each;
    the seek's Enter starts Bob's game, greeted once; each move typed and entered is heard once
    and sent, and Bob's answer is heard once in the same key's window (the moment it arrives,
    not at the next key); the third answer brings Bob's resignation, heard once."""
    for key, previous, heard, where in key_windows(said, steps, check, echo=5):
        if key == "End":
            check(heard.count("Online on lichess, 5 of 5") == 1,
                  f"the online opponent not heard once {where}")
        elif key == "Return" and previous == "End":
            for start_of in ("Play online on lichess", "Logged in to lichess as Annabella",
                             "Time control, minutes plus seconds a move entry"):
                check(sum(t.startswith(start_of) for t in heard) == 1,
                      f"'{start_of}' not heard once {where}")
        elif key == "Return" and previous == "type '15+10'":
            check(sum(t.startswith("Online game on lichess") for t in heard) == 1,
                  f"the game's greeting not heard once {where}")
            check(sum("against Bob, 1500" in t for t in heard) == 1,
                  f"the opponent not named once {where}")
        elif key == "Return" and previous in ONLINE_MOVES:
            mine, answer = ONLINE_MOVES[previous]
            check(heard.count(mine) == 1, f"the move '{mine}' not heard once {where}")
            check(heard.count(answer) == 1, f"the answer '{answer}' not heard once {where}")
            if previous == "type 'Bc4'":
                check(heard.count("Resigned") == 1, f"the resignation not heard once {where}")
    requests = open(f"{out}/requests.txt", encoding="utf-8").read().split("\n")
    moves = [r.rsplit("/", 1)[1] for r in requests if r.startswith("POST /api/board/game/g1/move/")]
    check(moves == ["e2e4", "g1f3", "f1c4"], f"the moves sent to lichess: {moves}")
    check(requests.count("POST /api/board/seek") == 1, f"the seek not sent once: {requests}")
    return report(failures, said)


def report(failures, said):
    if failures:
        print("orca game test: FAILED", file=sys.stderr)
        for failure in failures:
            print(f"  - {failure}", file=sys.stderr)
        return 1
    print(f"orca game test: passed ({len(said)} utterances checked)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "home"))
