#!/usr/bin/python3
"""Key → first sound, measured where a player hears it: at a PulseAudio null sink, its monitor
recorded with parec. Run by scripts/measure-sink, which starts the private sound server and X
server this needs; see there.

For each path, N times: wait until the sink has been silent, press a key in the window (XTest)
or ask for the sound, and take the time until the first block of the monitor that holds sound.

  window, built-in voice   Alt+R "Turm: …", Up/Down "Eva …" on the e-file, 1.e4 placed then F2
                           "Bauer Eva vier"
  window, system voice     the same keys, with [speech] engine = "system" (Speech Dispatcher)
  Speech Dispatcher        a persistent client (python3-speechd) saying "Turm", "Eva", "Bauer Eva vier"
  earcon                   `annabella sounds --play`: the line naming the sound → its first sound,
                           on PulseAudio (default) and on cpal (--audio-device default)
  online                   the window in a lichess game against a fake lichess on loopback: the
                           opponent's line written on the game stream → its move's first sound
                           (built-in voice), over 16 moves

ONLY=speechd measures the Speech Dispatcher client alone; ONLY=online the online game alone.
"""

import array
import bisect
import ctypes
import os
import statistics
import subprocess
import sys
import threading
import time

RATE = 48000
BLOCK = 48  # samples: 1 ms
LOUD = 300  # a sample beyond this is sound, not silence
WORDS = ("Turm", "Eva", "Bauer Eva vier")


class Sink:
    """The monitor of `device`, read in 1 ms blocks; when each loud block arrived."""

    def __init__(self, device):
        self.recorder = subprocess.Popen(
            ["parec", f"--device={device}", "--raw", "--format=s16le", "--channels=1",
             f"--rate={RATE}", "--latency-msec=1"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.lock = threading.Lock()
        self.loud = []  # arrival times of loud blocks, the latest few thousand
        self.blocks = 0
        threading.Thread(target=self._read, daemon=True).start()
        deadline = time.monotonic() + 5
        while self.blocks < 100 and time.monotonic() < deadline:
            time.sleep(0.01)
        if self.blocks < 100:
            sys.exit("measure-sink: the monitor gives no samples")

    def _read(self):
        stream = self.recorder.stdout
        size = BLOCK * 2
        while True:
            data = stream.read(size)
            if len(data) < size:
                return
            now = time.monotonic()
            samples = array.array("h", data)
            peak = max(max(samples), -min(samples))
            with self.lock:
                self.blocks += 1
                if peak > LOUD:
                    self.loud.append(now)
                    if len(self.loud) > 20000:
                        del self.loud[:10000]

    def first_after(self, since, limit=3.0):
        """Seconds from `since` to the first loud block after it; None where nothing was heard,
        or where something still sounded in the 300 ms before (the sample would measure the
        sound before, not the one asked for)."""
        with self.lock:
            at = bisect.bisect_left(self.loud, since - 0.3)
            if at < len(self.loud) and self.loud[at] < since:
                return None
        deadline = since + limit
        while time.monotonic() < deadline:
            with self.lock:
                at = bisect.bisect_left(self.loud, since)
                found = self.loud[at] if at < len(self.loud) else None
            if found is not None:
                return found - since
            time.sleep(0.001)
        return None

    def wait_quiet(self, quiet=0.5, limit=30.0):
        """Waits until nothing has sounded for `quiet` seconds."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            with self.lock:
                last = self.loud[-1] if self.loud else 0.0
            if time.monotonic() - last >= quiet:
                return True
            time.sleep(0.01)
        return False

    def segments(self, since, before=1.0, after=2.0):
        """The stretches of sound around `since`, in ms from it (for DEBUG)."""
        with self.lock:
            times = [t - since for t in self.loud if since - before <= t <= since + after]
        stretches = []
        for t in times:
            if stretches and t - stretches[-1][1] < 0.03:
                stretches[-1][1] = t
            else:
                stretches.append([t, t])
        return [(round(a * 1000), round(b * 1000)) for a, b in stretches]

    def close(self):
        self.recorder.kill()
        self.recorder.wait()


class Keyboard:
    """Key presses through XTest, as a keyboard would make them."""

    def __init__(self):
        self.x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
        self.xtst = ctypes.cdll.LoadLibrary("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XStringToKeysym.restype = ctypes.c_ulong
        self.x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
        self.x11.XKeysymToKeycode.restype = ctypes.c_ubyte
        self.x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self.x11.XFlush.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int,
                                                ctypes.c_ulong]
        self.display = self.x11.XOpenDisplay(None)
        if not self.display:
            sys.exit("measure-sink: no X display")

    def code(self, name):
        return self.x11.XKeysymToKeycode(self.display, self.x11.XStringToKeysym(name.encode()))

    def press(self, chord):
        """Presses `chord` ("alt+r", "Right", "shift+4"); returns when the key went down."""
        *modifiers, key = chord.split("+")
        names = {"alt": "Alt_L", "shift": "Shift_L", "ctrl": "Control_L"}
        held = [self.code(names[m]) for m in modifiers]
        for code in held:
            self.xtst.XTestFakeKeyEvent(self.display, code, True, 0)
        self.x11.XFlush(self.display)
        code = self.code(key)
        pressed = time.monotonic()
        self.xtst.XTestFakeKeyEvent(self.display, code, True, 0)
        self.x11.XFlush(self.display)
        self.xtst.XTestFakeKeyEvent(self.display, code, False, 0)
        for code in reversed(held):
            self.xtst.XTestFakeKeyEvent(self.display, code, False, 0)
        self.x11.XFlush(self.display)
        return pressed


def measure_window(binary, engine, sink, keyboard, presses, config_home):
    """The window with `engine` speaking: key → first sound for each word. The cursor starts on
    the e-file, where the new-game greeting leaves it."""
    settings = os.path.join(config_home, "annabella", "settings.toml")
    os.makedirs(os.path.dirname(settings), exist_ok=True)
    with open(settings, "w") as f:
        f.write(f'[speech]\nengine = "{engine}"\n')
    window = subprocess.Popen(
        [binary, "window", "--lang", "de", "--mode", "home", "--white", "Anna", "--black",
         "Bert", "--speech", "app"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--name", "Annabella"],
            capture_output=True, text=True, timeout=60).stdout.split()
        if not found:
            sys.exit(f"measure-sink: the window ({engine}) did not open")
        subprocess.run(["xdotool", "windowfocus", "--sync", found[0]], timeout=10)
        sink.wait_quiet(1.0)  # the greeting
        times = {word: [] for word in WORDS}

        def timed(word, chord, cut=False):
            sink.wait_quiet(0.4)
            time.sleep(0.3)
            heard = sink.first_after(keyboard.press(chord))
            if heard is not None:
                times[word].append(heard)
            if cut:
                # The rest of a long answer is not waited for: a square read cuts it.
                time.sleep(0.2)
                keyboard.press("s")
            if os.environ.get("DEBUG"):
                print(f"  {engine} {chord} → {word}: {heard}", file=sys.stderr)

        def untimed(chord):
            sink.wait_quiet(0.4)
            keyboard.press(chord)
            time.sleep(0.25)  # heard before the next key

        # The board has the keys: the rooks are listed ("Turm: Weiß Anna eins, …"), and the
        # cursor steps along the e-file ("Eva drei, leer", "Eva zwei, weißer Bauer").
        untimed("s")  # the square under the cursor: the window has the keys now
        for step in range(presses):
            timed("Turm", "alt+r", cut=True)
            timed("Eva", "Up" if step % 2 == 0 else "Down")
        # 1.e4 on the board: lifted on e2, placed on e4 (at home the move is made and said:
        # "Bauer Eva vier"), then said again with F2.
        for chord in ["2", "Return", "4"]:
            untimed(chord)
        timed("Bauer Eva vier", "Return")
        for _ in range(presses - 1):
            timed("Bauer Eva vier", "F2")
        return times
    finally:
        window.terminate()
        window.wait()


# The online game: Annabella's pawns one step, then a second, file by file; the opponent's
# answer to each the mirror move. Every move is a new position, and none is a capture.
FILES = "abcdefgh"
ONLINE_MOVES = [(f"{f}{a}{f}{b}", f"{f}{7 - a + 2}{f}{7 - b + 2}")
                for (a, b) in ((2, 3), (3, 4)) for f in FILES]


def measure_online(binary, sink, keyboard, config_home):
    """An online opponent's move: from its line written on the lichess game stream (a fake on
    loopback, tools/orca-check/fake_lichess.py) to its first sound, in the window with the
    built-in voice. The window is taken from its new-game dialog to the lobby, a seek starts
    the game, and each of Annabella's moves is typed in the move field; once its words have
    sounded, the opponent's answer is written and timed."""
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tools", "orca-check"))
    import fake_lichess
    settings = os.path.join(config_home, "annabella", "settings.toml")
    os.makedirs(os.path.dirname(settings), exist_ok=True)
    with open(settings, "w") as f:
        f.write('[speech]\nengine = "builtin"\n')
    lichess = fake_lichess.Lichess(open(os.devnull, "w"), answers={})
    url, server = fake_lichess.serve(lichess)
    environment = dict(os.environ, ANNABELLA_LICHESS_URL=url,
                       ANNABELLA_LICHESS_TOKEN="lip_measureSink")
    window = subprocess.Popen([binary, "window", "--lang", "de", "--speech", "app"],
                              env=environment, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    times = []
    try:
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--name", "Annabella"],
            capture_output=True, text=True, timeout=60).stdout.split()
        if not found:
            sys.exit("measure-sink: the window (online) did not open")
        subprocess.run(["xdotool", "windowfocus", "--sync", found[0]], timeout=10)

        def keys(*chords, quiet=0.4):
            for chord in chords:
                sink.wait_quiet(quiet)
                keyboard.press(chord)
                time.sleep(0.05)

        def typed(text):
            keys(*text, quiet=0.0)  # letters and digits: a key each

        sink.wait_quiet(1.0)  # the dialog's greeting
        keys("End", "Return")  # the last opponent, online on lichess: the lobby
        sink.wait_quiet(1.0)
        keys("ctrl+a")
        subprocess.run(["xdotool", "type", "--delay", "50", "15+10"], timeout=10)
        keys("Return")  # the seek: the game starts
        deadline = time.monotonic() + 30
        while "GET /api/board/game/stream/g1" not in lichess.seen \
                and time.monotonic() < deadline:
            time.sleep(0.05)
        sink.wait_quiet(1.0)
        keys("Tab")  # the move field
        for ours, theirs in ONLINE_MOVES:
            sink.wait_quiet(0.4)
            typed(ours)
            keys("Return", quiet=0.0)
            deadline = time.monotonic() + 10
            while ours not in lichess.made() and time.monotonic() < deadline:
                time.sleep(0.01)
            if ours not in lichess.made():
                print(f"  online: {ours} was not sent; lichess saw {lichess.seen}", file=sys.stderr)
                break
            sink.wait_quiet(0.4)  # our move's words
            time.sleep(0.3)
            written = lichess.written_at(lichess.answer(theirs))
            heard = sink.first_after(written) if written is not None else None
            if heard is not None:
                times.append(heard)
            if os.environ.get("DEBUG"):
                print(f"  online {theirs}: {heard}", file=sys.stderr)
        return times
    finally:
        window.terminate()
        window.wait()
        server.shutdown()


def measure_speech_dispatcher(sink, presses):
    """A persistent Speech Dispatcher client, as the app's system voice is."""
    import speechd
    client = speechd.SSIPClient("measure-sink")
    client.set_output_module("espeak-ng")
    client.set_language("de")
    times = {word: [] for word in WORDS}
    for word in WORDS * 2:  # warm: the output module starts on the first text
        client.speak(word)
        time.sleep(0.5)
        sink.wait_quiet(0.5)
    for _ in range(presses):
        for word in WORDS:
            sink.wait_quiet(0.4)
            time.sleep(0.3)
            asked = time.monotonic()
            client.speak(word)
            heard = sink.first_after(asked)
            if heard is not None:
                times[word].append(heard)
            if os.environ.get("DEBUG"):
                time.sleep(1.5)
                print(f"  speechd {word}: {heard} {sink.segments(asked)}", file=sys.stderr)
    client.close()
    return times


def measure_earcons(binary, sink, rounds, device=None):
    """`annabella sounds --play`: each sound's line → its first sound."""
    times = []
    for _ in range(rounds):
        command = [binary, "sounds", "--play"]
        if device:
            command += ["--audio-device", device]
        sink.wait_quiet(0.5)
        sounds = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                  text=True)
        for line in sounds.stdout:
            named = time.monotonic()
            if ":" not in line:
                continue
            heard = sink.first_after(named, limit=1.0)
            if heard is not None:
                times.append(heard)
        sounds.wait()
    return times


def summary(times):
    if not times:
        return "not heard"
    ms = sorted(t * 1000 for t in times)
    p99 = ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]
    return (f"median {statistics.median(ms):6.1f} ms  p99 {p99:6.1f} ms  "
            f"min {ms[0]:5.1f}  max {ms[-1]:6.1f}  (n={len(ms)})")


def main():
    binary, monitor, config_home = sys.argv[1:4]
    presses = int(sys.argv[4]) if len(sys.argv) > 4 else 30
    sink = Sink(monitor)
    keyboard = Keyboard()
    results = {}
    if os.environ.get("ONLY") == "online":
        print(f"online: line → first sound  {summary(measure_online(binary, sink, keyboard, config_home))}")
        return
    if os.environ.get("ONLY") == "speechd":
        results["Speech Dispatcher client"] = measure_speech_dispatcher(sink, presses)
        for word, times in results["Speech Dispatcher client"].items():
            print(f"  {word:16} {summary(times)}")
        return
    results["window, built-in voice"] = measure_window(
        binary, "builtin", sink, keyboard, presses, config_home)
    results["window, system voice"] = measure_window(
        binary, "system", sink, keyboard, presses, config_home)
    try:
        results["Speech Dispatcher client"] = measure_speech_dispatcher(sink, presses)
    except ImportError:
        print("(no python3-speechd: the Speech Dispatcher client is not measured)")
    earcons = {
        "PulseAudio, 10 ms": measure_earcons(binary, sink, max(1, presses // 6)),
        "cpal, ALSA default": measure_earcons(binary, sink, max(1, presses // 6), "default"),
    }
    online = measure_online(binary, sink, keyboard, config_home)
    sink.close()
    print(f"\nkey → first sound at the sink ({presses} presses each)")
    for path, words in results.items():
        for word, times in words.items():
            print(f"  {path:26} {word:16} {summary(times)}")
    print("\nearcon asked → first sound at the sink (each of the six sounds)")
    for path, times in earcons.items():
        print(f"  {path:26} {'':16} {summary(times)}")
    print("\nan online opponent's move: its line written by lichess → its first sound at the sink")
    print(f"  {'window, built-in voice':26} {'':16} {summary(online)}")


if __name__ == "__main__":
    main()
