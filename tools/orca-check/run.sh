#!/usr/bin/env bash
# orca-check/run.sh - run an app and the Orca screen reader together on a private headless
# X/D-Bus/AT-SPI stack (adapted from ../atspi_check.sh), drive the app by keyboard
# with xdotool and record exactly what Orca would speak.
#
# Usage: run.sh [options] -- COMMAND [ARGS...]
#   --label NAME   output goes to $ORCA_OUT/NAME (default ORCA_OUT: ./orca-out; label: run)
#   --keys SPEC    space-separated steps: an xdotool key name (Right, Return, F1, a, Tab ...),
#                  type:TEXT (types TEXT), hold:KEY (held down 0.2 s, as a hand presses it),
#                  sleep:SECS.  Default: see KEYS= below.
#   --gap SECS     pause after each step, once what it made heard has settled (default 0.2)
#   --lang LOCALE  LANG/LC_ALL for Orca (default C.UTF-8; Orca's own words follow it)
#   --size WxH     screen size (default 1400x1000)
#   --app NAME     AT-SPI application name (default: basename of COMMAND)
#   --orca-first   start Orca before the app (default: after the app's tree is up)
# Env: MIN_NODES (default 20): the app's tree must have more nodes than this before Orca starts.
#      ANSWER_WAIT (default 20 s): how long a step's first words are waited for.
#      SETTLE (default 0.8 s): the quiet after them that ends the step.
#
# Speech: a private speech-dispatcher (started here, PID tracked) whose only output module is
# sd_generic running a shell command that appends each utterance to speechd-said.txt - so both
# Orca's speech and the app's own speech (non --screen-reader mode, via libspeechd) are captured
# without an audio device.  NB: the logger finishes each utterance at once, so nothing is ever
# cut off by a later interrupting message (a real synthesiser would cut some).
#
# Results in OUTDIR: orca.debug (Orca's full debug log), speech.txt (its "SPEECH OUTPUT" lines),
# keys.log (timestamped key steps), timeline.txt (keys and Orca speech interleaved by time),
# speechd-said.txt (every utterance reaching speech-dispatcher, any client), events.txt (AT-SPI
# object:announcement events and label name changes from the app, logged by a pyatspi listener),
# app.log, tree.txt (AT-SPI tree of the app before the keys), screen.png.
# Every process started here is tracked by PID and stopped one by one at the end (Orca 43 often
# ignores SIGTERM for 10 s and is then KILLed; its debug file is line-buffered by orca-linebuf.py,
# so nothing is lost).
# Examples:
#   ./run.sh --label sr-en -- target/debug/annabella window --mode tournament --time 90+30 --screen-reader
#   ./run.sh --label sr-de -- target/debug/annabella window --mode tournament --time 90+30 --screen-reader --lang de
#   ./run.sh --label own-speech-en -- target/debug/annabella window --mode tournament --time 90+30
#   MIN_NODES=2 ./run.sh --label gtk-control --app gtk-control.py --keys "e type:5 Tab KP_Enter Insert+t" -- /usr/bin/python3 ../shared/tools/orca-check/gtk-control.py
set -u

ORCA_FIRST=0; APP_NAME=""; LABEL=run; KEYS=""; GAP=0.2; OLANG=C.UTF-8; SIZE=1400x1000
while [ $# -gt 0 ]; do
  case "$1" in
    --label) LABEL=$2; shift 2;;
    --keys) KEYS=$2; shift 2;;
    --gap) GAP=$2; shift 2;;
    --lang) OLANG=$2; shift 2;;
    --size) SIZE=$2; shift 2;;
    --app) APP_NAME=$2; shift 2;;
    --orca-first) ORCA_FIRST=1; shift;;
    --) shift; break;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d'; exit 0;;
    *) break;;
  esac
done
[ $# -gt 0 ] || { echo "usage: $0 [options] -- COMMAND [ARGS...]" >&2; exit 64; }
# default: read squares, lift e2, place on e4, announce, confirm, press the clock, Tab to the
# move field, type Black's e5, back to the board, help, then Tab through the controls
[ -n "$KEYS" ] || KEYS="Right Right Left Left Up Down Return Up Up Return a c space Tab type:e5 Return Escape F1 sleep:3 Tab Tab Tab Tab Tab Tab Tab Tab Escape"
[ -n "$APP_NAME" ] || APP_NAME=$(basename "$1")
PY=/usr/bin/python3
export LIBGL_ALWAYS_SOFTWARE=${LIBGL_ALWAYS_SOFTWARE:-1}
LAUNCHER=/usr/libexec/at-spi-bus-launcher
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${ORCA_OUT:-$PWD/orca-out}/$LABEL
rm -rf "$OUT"; mkdir -p "$OUT"
log() { echo "run.sh: $*" >&2; echo "$(date +%H:%M:%S.%N) $*" >>"$OUT/run.log"; }

RUN=$(mktemp -d "${TMPDIR:-/tmp}/orca-check.XXXXXX"); chmod 700 "$RUN"
mkdir -p "$RUN/xdg" "$RUN/config" "$RUN/data" "$RUN/cache" "$RUN/orca-prefs" "$RUN/speechd/modules" && chmod 700 "$RUN/xdg"
PIDS=()
XVFB_PID=""; BUS_PID=""; LAUNCHER_PID=""; APP_PID=""; ORCA_PID=""; SPD_PID=""; MON_PID=""

bus_pids() {
  dbus-send --bus="$1" --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.ListNames 2>/dev/null | grep -o '":[0-9.]*"' | tr -d '"' |
  while read -r n; do
    dbus-send --bus="$1" --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.GetConnectionUnixProcessID "string:$n" 2>/dev/null | awk '/uint32/{print $2}'
  done | sort -u
}
# stop_pid PID [TENTHS]: TERM, then KILL after TENTHS tenths of a second (default 100).
stop_pid() {
  local p=$1 tenths=${2:-100}; [ -n "$p" ] && kill -0 "$p" 2>/dev/null || return 0
  kill -TERM "$p" 2>/dev/null
  for _ in $(seq "$tenths"); do kill -0 "$p" 2>/dev/null || return 0; sleep 0.1; done
  [ "$(awk '{print $3}' /proc/$p/stat 2>/dev/null)" = Z ] && return 0
  log "pid $p ignored TERM, sending KILL"; kill -KILL "$p" 2>/dev/null
}
cleanup() {
  local rc=$?; trap "" INT TERM; trap - EXIT
  local extra="" spd_kids=""
  if [ -n "${A11Y_ADDR:-}" ]; then extra+=" $(bus_pids "$A11Y_ADDR")"; fi
  if [ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] && [ -n "$BUS_PID" ]; then extra+=" $(bus_pids "$DBUS_SESSION_BUS_ADDRESS")"; fi
  # Orca first. Orca 43 often ignores TERM for 10 s; its debug file is line-buffered
  # (orca-linebuf.py), so nothing is lost when it is killed after 2 s.
  stop_pid "$ORCA_PID" 20
  if [ -n "$APP_PID" ]; then stop_pid "$APP_PID"; kill -TERM -- "-$APP_PID" 2>/dev/null; fi
  [ -n "$SPD_PID" ] && spd_kids=$(ps -o pid= --ppid "$SPD_PID" 2>/dev/null)
  for p in $extra; do
    case " ${PIDS[*]} $APP_PID $ORCA_PID $SPD_PID $MON_PID $$ " in *" $p "*) continue;; esac
    [ "$p" = 0 ] || stop_pid "$p"
  done
  if [ -n "$LAUNCHER_PID" ]; then extra2=$(ps -o pid= --ppid "$LAUNCHER_PID" 2>/dev/null); else extra2=""; fi
  for ((i=${#PIDS[@]}-1; i>=0; i--)); do stop_pid "${PIDS[$i]}"; done
  for p in $extra2 $spd_kids; do stop_pid "$p"; done
  cp -f "$RUN"/speechd-log/* "$OUT/" 2>/dev/null
  # what Orca said, and a timeline of keys and speech
  grep -a "SPEECH OUTPUT" "$OUT/orca.debug" >"$OUT/speech.txt" 2>/dev/null
  { cat "$OUT/keys.log" 2>/dev/null
    grep -a "SPEECH OUTPUT" "$OUT/orca.debug" 2>/dev/null | sed -E "s/^([0-9:.]+) - SPEECH OUTPUT: (.*)$/\1     orca: \2/"
  } | sort -s -k1,1 >"$OUT/timeline.txt"
  rm -rf "$RUN"
  log "done; results in $OUT"
  exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- Xvfb, on a display it picks itself (-displayfd): runs side by side never race for one ---
Xvfb -displayfd 3 -screen 0 "${SIZE}x24" -nolisten tcp 3>"$RUN/display" >"$OUT/xvfb.log" 2>&1 &
XVFB_PID=$!; PIDS+=("$XVFB_PID")
for _ in $(seq 600); do [ -s "$RUN/display" ] && break; sleep 0.05; done
[ -s "$RUN/display" ] || { log "Xvfb did not start (see xvfb.log)"; exit 1; }
export DISPLAY=":$(head -1 "$RUN/display")"

# --- private session bus ---
export XDG_RUNTIME_DIR="$RUN/xdg" XDG_CONFIG_HOME="$RUN/config" XDG_DATA_HOME="$RUN/data" XDG_CACHE_HOME="$RUN/cache"
dbus-daemon --session --nofork --address="unix:path=$RUN/xdg/bus" --print-address=3 \
    3>"$RUN/bus.addr" >"$OUT/dbus.log" 2>&1 &
BUS_PID=$!; PIDS+=("$BUS_PID")
for _ in $(seq 100); do [ -s "$RUN/bus.addr" ] && break; sleep 0.05; done
export DBUS_SESSION_BUS_ADDRESS=$(head -1 "$RUN/bus.addr")
[ -n "$DBUS_SESSION_BUS_ADDRESS" ] || { log "dbus-daemon did not start"; exit 1; }

# --- AT-SPI bus ---
GSETTINGS_BACKEND=memory "$LAUNCHER" --launch-immediately --a11y=1 >"$OUT/launcher.log" 2>&1 &
LAUNCHER_PID=$!; PIDS+=("$LAUNCHER_PID")
A11Y_ADDR=""
for _ in $(seq 100); do
  A11Y_ADDR=$(dbus-send --session --print-reply=literal --dest=org.a11y.Bus /org/a11y/bus \
      org.a11y.Bus.GetAddress 2>/dev/null | tr -d ' ')
  [ -n "$A11Y_ADDR" ] && break; sleep 0.1
done
[ -n "$A11Y_ADDR" ] || { log "at-spi-bus-launcher did not come up"; exit 1; }
dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
  org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:IsEnabled variant:boolean:true >/dev/null
# Orca also reads the ScreenReaderEnabled switch; set it as a desktop would
dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
  org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:ScreenReaderEnabled variant:boolean:true >/dev/null
log "DISPLAY=$DISPLAY BUS=$DBUS_SESSION_BUS_ADDRESS AT_SPI=$A11Y_ADDR"

# --- private speech-dispatcher whose output module logs the text ---
SAID="$OUT/speechd-said.txt"; : >"$SAID"
printf '#!/bin/sh\nprintf "%%s %%s\\n" "$(date +%%H:%%M:%%S.%%N)" "$1" >> %s\n' "$SAID" >"$RUN/said.sh"; chmod +x "$RUN/said.sh"
cat >"$RUN/speechd/modules/logger.conf" <<EOF
Debug 0
GenericExecuteSynth "$RUN/said.sh \\'\$DATA\\'"
GenericLanguage "en" "en" "utf-8"
GenericLanguage "de" "de" "utf-8"
GenericLanguage "en-us" "en" "utf-8"
AddVoice "en" "MALE1" "en"
AddVoice "de" "MALE1" "de"
DefaultVoice "en"
EOF
cat >"$RUN/speechd/speechd.conf" <<EOF
LogLevel 4
AudioOutputMethod "alsa"
AudioALSADevice "null"
LogDir "$RUN/speechd-log"
DefaultRate 0
DefaultLanguage "en"
AddModule "logger" "sd_generic" "logger.conf"
DefaultModule logger
EOF
mkdir -p "$RUN/speechd-log"
speech-dispatcher -s -t 0 -C "$RUN/speechd" -S "$RUN/speechd.sock" -P "$RUN/speechd.pid" \
   -L "$RUN/speechd-log" >"$OUT/speechd.out" 2>&1 &
SPD_PID=$!; PIDS+=("$SPD_PID")
for _ in $(seq 100); do [ -S "$RUN/speechd.sock" ] && break; sleep 0.1; done
export SPEECHD_ADDRESS="unix_socket:$RUN/speechd.sock"
[ -S "$RUN/speechd.sock" ] && log "speech-dispatcher pid $SPD_PID" || log "speech-dispatcher socket missing (see speechd.out)"

start_orca() {
# --- Orca (its own prefs dir; no --replace, which would SIGKILL every 'orca' of this user) ---
LANG=$OLANG LC_ALL=$OLANG LANGUAGE= /usr/bin/python3 "$HERE/orca-linebuf.py" -u "$RUN/orca-prefs" --debug-file "$OUT/orca.debug" \
   >"$OUT/orca.out" 2>&1 </dev/null &
ORCA_PID=$!; PIDS+=("$ORCA_PID")
log "orca pid $ORCA_PID"
for _ in $(seq 60); do grep -aq "SPEECH OUTPUT" "$OUT/orca.debug" 2>/dev/null && break; kill -0 "$ORCA_PID" 2>/dev/null || break; sleep 0.5; done
kill -0 "$ORCA_PID" 2>/dev/null || { log "orca exited: $(cat "$OUT/orca.out")"; exit 5; }
log "orca up: $(grep -a -m1 "SPEECH OUTPUT" "$OUT/orca.debug")"
sleep 2
}
[ "$ORCA_FIRST" = 1 ] && start_orca

# --- the app ---
setsid "$@" >"$OUT/app.log" 2>&1 </dev/null &
APP_PID=$!
log "app pid $APP_PID: $*"

# wait for the app's tree, dump it
cat >"$RUN/tree.py" <<'PYEOF'
import sys, time, pyatspi
name = sys.argv[1]
def nodes(n):
    yield n
    for i in range(n.childCount):
        c = n.getChildAtIndex(i)
        if c is not None: yield from nodes(c)
deadline = time.time() + 60; app = None
while time.time() < deadline:
    d = pyatspi.Registry.getDesktop(0)
    app = next((d.getChildAtIndex(i) for i in range(d.childCount)
                if d.getChildAtIndex(i) is not None and d.getChildAtIndex(i).name == name), None)
    if app is not None and sum(1 for _ in nodes(app)) > int(sys.argv[2]): break
    time.sleep(0.5)
if app is None: print("no app", file=sys.stderr); sys.exit(2)
time.sleep(1)
def rec(n, depth):
    st = sorted(pyatspi.stateToString(s) for s in n.getState().getStates())
    keep = [s for s in st if s in ("focused","focusable","selected","active","editable","selectable")]
    print("  " * depth + f"[{n.getRoleName()}] {n.name!r} {','.join(keep)}")
    for i in range(n.childCount):
        c = n.getChildAtIndex(i)
        if c is not None: rec(c, depth + 1)
rec(app, 0)
PYEOF
timeout 90 "$PY" "$RUN/tree.py" "$APP_NAME" "${MIN_NODES:-20}" >"$OUT/tree.txt" 2>>"$OUT/run.log" || log "app tree did not appear"

# --- an AT-SPI event monitor: object:announcement (AccessKit's live-region signal) and name
#     changes of labels, to see what reaches the bus whether or not Orca presents it ---
cat >"$RUN/monitor.py" <<'PYEOF'
import sys, datetime, pyatspi
out = open(sys.argv[1], "w", buffering=1)
def ts(): return datetime.datetime.now().strftime("%H:%M:%S.%f")
def cb(e):
    try:
        src = e.source; role = src.getRoleName() if src else "?"; app = src.getApplication().name if src else "?"
    except Exception: role = app = "?"
    if app != sys.argv[2]: return
    if e.type.startswith("object:property-change:accessible-name") and role not in ("label",): return
    out.write(f"{ts()} {e.type} [{role}] detail1={e.detail1} any_data={e.any_data!r}\n")
for t in ("object:announcement", "object:property-change:accessible-name"):
    pyatspi.Registry.registerEventListener(cb, t)
pyatspi.Registry.start()
PYEOF
"$PY" "$RUN/monitor.py" "$OUT/events.txt" "$APP_NAME" 2>>"$OUT/run.log" &
MON_PID=$!; PIDS+=("$MON_PID")
[ "$ORCA_FIRST" = 1 ] || start_orca


# --- focus the app's window ---
W=""
for _ in $(seq 50); do
  W=$(xdotool search --pid "$APP_PID" --onlyvisible 2>/dev/null | head -1)
  [ -z "$W" ] && W=$(xdotool search --onlyvisible --name 'Annabella|annabella|gtktest' 2>/dev/null | head -1)
  [ -n "$W" ] && break; sleep 0.2
done
echo "$(date +%H:%M:%S.%N) KEY  focus window $W ($(xdotool getwindowname "$W" 2>/dev/null))" >>"$OUT/keys.log"
xdotool windowactivate "$W" 2>/dev/null || true
xdotool windowfocus --sync "$W" 2>/dev/null && log "focused X window $W"
sleep 3

# --- the keys, each paced by what it made heard ---
# A key's answer is waited for, not timed: after each step, the first new utterance (up to
# ANSWER_WAIT s; that none came is logged, and the check then says what is missing), then
# SETTLE s in which nothing more is said. So a busy machine, where an answer comes late, does
# not put one key's words in the next key's window (check_game.py reads each key's window).
ANSWER_WAIT=${ANSWER_WAIT:-20}; SETTLE=${SETTLE:-0.8}
said_size() { stat -c %s "$SAID" 2>/dev/null || echo 0; }
settle() {
  local before=$1 step=$2 now last quiet
  local tenths_quiet
  tenths_quiet=$(awk -v s="$SETTLE" 'BEGIN { printf "%d", s * 10 }')
  for _ in $(seq $((ANSWER_WAIT * 10))); do [ "$(said_size)" != "$before" ] && break; sleep 0.1; done
  [ "$(said_size)" != "$before" ] || log "nothing was said within ${ANSWER_WAIT} s of $step"
  last=$(said_size); quiet=0
  for _ in $(seq $((ANSWER_WAIT * 10))); do
    sleep 0.1; now=$(said_size)
    if [ "$now" = "$last" ]; then
      quiet=$((quiet + 1)); [ "$quiet" -ge "$tenths_quiet" ] && break
    else quiet=0; last=$now; fi
  done
}
for step in $KEYS; do
  before=$(said_size)
  case "$step" in
    type:*) echo "$(date +%H:%M:%S.%N) KEY  type '${step#type:}'" >>"$OUT/keys.log"
            xdotool type --delay 150 "${step#type:}";;
    sleep:*) sleep "${step#sleep:}"; continue;;
    hold:*) echo "$(date +%H:%M:%S.%N) KEY  ${step#hold:}" >>"$OUT/keys.log"
            xdotool keydown "${step#hold:}"; sleep 0.2; xdotool keyup "${step#hold:}";;
    *) echo "$(date +%H:%M:%S.%N) KEY  $step" >>"$OUT/keys.log"; xdotool key "$step";;
  esac
  settle "$before" "$step"
  sleep "$GAP"
done
sleep 1
import -window root "$OUT/screen.png" 2>/dev/null
exit 0
