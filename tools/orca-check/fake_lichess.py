#!/usr/bin/env python3
"""A fake lichess on loopback for the Orca online game (game-test's `online` run): the Board
API as the app uses it, and no more. The account is Annabella's; a seek starts game g1 against
Bob (rapid 15+10, Annabella White) on the event stream; each move posted to g1 is answered on its
game stream by the move after it, and after the third answer Bob resigns.

The lines are lichess's own shapes (the Rust tests' fake, tests/common/fake_lichess.rs, uses
the same, checked there against the vendored schemas). Streams are chunked NDJSON with a
keep-alive line every second; every loop ends after LIFETIME seconds, so nothing outlives a
check that failed.

Usage: fake_lichess.py REQUESTS-LOG   (prints its base URL on the first line of its output;
each request is appended to REQUESTS-LOG as "METHOD PATH"). scripts/measure-sink.py imports it
with no answers of its own: it writes the opponent's moves itself and times them to the sound.
"""
import http.server
import json
import sys
import threading
import time

LIFETIME = 600
ACCOUNT = {"id": "annabella", "username": "Annabella", "perfs": {}}
START = {
    "type": "gameStart",
    "game": {
        "gameId": "g1", "fullId": "g1abcd", "color": "white", "isMyTurn": True,
        "rated": False, "speed": "rapid",
        "opponent": {"id": "bob", "username": "Bob", "rating": 1500},
        "compat": {"board": True, "bot": False},
    },
}
# Bob's answer to each of Annabella's moves; after the last, he resigns.
ANSWERS = {"e2e4": "e7e5", "g1f3": "b8c6", "f1c4": "f8c5"}


def state(moves, status="started", winner=None):
    line = {"type": "gameState", "moves": " ".join(moves), "wtime": 880000, "btime": 870000,
            "winc": 10000, "binc": 10000, "status": status}
    if winner:
        line["winner"] = winner
    return line


def full(moves):
    return {
        "type": "gameFull", "id": "g1", "rated": False, "speed": "rapid",
        "white": {"id": "annabella", "name": "Annabella", "rating": 1480},
        "black": {"id": "bob", "name": "Bob", "rating": 1500},
        "initialFen": "startpos", "clock": {"initial": 900000, "increment": 10000},
        "state": state(moves, winner=None) | {"wtime": 900000, "btime": 900000},
    }


class Lichess:
    """What the streams have to tell, in order: each stream's connection reads its list from
    where it joined (the event stream from the start, as lichess repeats a game going on)."""

    def __init__(self, log, answers=ANSWERS):
        self.changed = threading.Condition()
        self.events = []
        self.game = []
        self.moves = []
        self.log = log
        self.answers = answers
        # When each game line (not a keep-alive) was written to a game stream, in order.
        self.written = []
        self.seen = []
        self.ends = time.monotonic() + LIFETIME

    def note(self, method, path):
        with self.changed:
            self.seen.append(f"{method} {path}")
            self.log.write(f"{method} {path}\n")
            self.log.flush()

    def push(self, stream, line):
        with self.changed:
            stream.append(line)
            self.changed.notify_all()

    def seek(self):
        self.push(self.events, START)

    def move(self, uci):
        with self.changed:
            if uci in self.moves or len(self.moves) % 2:
                return False
            self.moves.append(uci)
            self.game.append(state(self.moves))
            self.changed.notify_all()
        answer = self.answers.get(uci)
        if answer:
            threading.Timer(0.3, self.answer, (answer,)).start()
        return True

    def answer(self, uci):
        """The opponent's move `uci`, on the game stream; returns the number of game lines
        written before it (`written_at` waits for it to be written)."""
        with self.changed:
            before = len(self.game)
            self.moves.append(uci)
            self.game.append(state(self.moves))
            if uci == "f8c5" and self.answers is ANSWERS:
                self.game.append(state(self.moves, "resign", "white"))
            self.changed.notify_all()
            return before

    def made(self):
        """Annabella's moves and the opponent's so far."""
        with self.changed:
            return list(self.moves)

    def written_at(self, index, limit=10.0):
        """When game line `index` was written on a game stream (time.monotonic()); None if it
        was not within `limit` seconds."""
        deadline = time.monotonic() + limit
        with self.changed:
            while len(self.written) <= index:
                left = deadline - time.monotonic()
                if left <= 0:
                    return None
                self.changed.wait(left)
            return self.written[index]

    def wrote(self, lines):
        if lines is self.game:
            with self.changed:
                self.written.append(time.monotonic())
                self.changed.notify_all()


def handler(lichess):
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *_):
            pass

        def answer(self, status, body):
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(data)
            self.close_connection = True

        def stream(self, lines, first=None):
            self.send_response(200)
            self.send_header("Content-Type", "application/x-ndjson")
            self.send_header("Transfer-Encoding", "chunked")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            with lichess.changed:
                sent = 0 if first is None else len(lines)
            try:
                if first is not None:
                    self.chunk(json.dumps(first) + "\n")
                while time.monotonic() < lichess.ends:
                    with lichess.changed:
                        if sent == len(lines):
                            lichess.changed.wait(1.0)
                        fresh = lines[sent:]
                        sent = len(lines)
                    for line in fresh:
                        self.chunk(json.dumps(line) + "\n")
                        lichess.wrote(lines)
                    if not fresh:
                        self.chunk("\n")
            except OSError:
                return

        def chunk(self, text):
            data = text.encode()
            self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
            self.wfile.flush()

        def body(self):
            length = int(self.headers.get("Content-Length") or 0)
            return self.rfile.read(min(length, 65536)) if length else b""

        def do_GET(self):
            lichess.note("GET", self.path)
            if self.path == "/api/account":
                self.answer(200, ACCOUNT)
            elif self.path == "/api/stream/event":
                self.stream(lichess.events)
            elif self.path == "/api/board/game/stream/g1":
                with lichess.changed:
                    first = full(list(lichess.moves))
                self.stream(lichess.game, first)
            else:
                self.answer(404, {"error": "Not found"})

        def do_POST(self):
            self.body()
            lichess.note("POST", self.path)
            prefix = "/api/board/game/g1/move/"
            if self.path == "/api/board/seek":
                lichess.seek()
                self.answer(200, {"id": "seek0001"})
            elif self.path.startswith(prefix):
                made = lichess.move(self.path[len(prefix):])
                self.answer(200 if made else 400,
                            {"ok": True} if made else {"error": "Not your turn"})
            else:
                self.answer(200, {"ok": True})

    return Handler


def serve(lichess):
    """`lichess` served on a loopback port in a thread of its own: its base URL and the server."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler(lichess))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    timer = threading.Timer(LIFETIME, server.shutdown)
    timer.daemon = True
    timer.start()
    return f"http://127.0.0.1:{server.server_address[1]}", server


def main(log_path):
    url, server = serve(Lichess(open(log_path, "a", encoding="utf-8")))
    print(url, flush=True)
    time.sleep(LIFETIME)
    server.shutdown()


if __name__ == "__main__":
    main(sys.argv[1])
