# Annabella's interface text in English (the announcements have their own vocabularies in
# locales/announce/). Every other file in this folder has the same messages.
meta-language = en

color-white = White
color-black = Black

audio-no-device = No sound: { $reason }. The clock sounds are off; everything else works.
audio-stream-failed = The sound stopped: { $reason }.
audio-assistant-device-missing = The assistant's sound device is missing ({ $reason }); the assistant's cues play on the main output.

sound-dot = One soft bell: a 5-minute mark of remaining time (a raised dot).
sound-double-dot = Two bells: a quarter hour (two raised dots).
sound-flag-minute = A slow rising tone: the flag is rising; each minute of the last five.
sound-flag-ten-seconds = A fast rising chirp: each ten seconds of the last minute.
sound-flag-second = A short tick: each second of the last ten.
sound-flag-fall = A falling alarm and a low buzz: the flag has fallen.

clock-ready = Time control { $control } ({ $class ->
    [blitz] blitz
    [rapid] rapid
   *[standard] standard
}). Press Enter to start { $color }'s clock; h for help.
clock-untimed = No time control: the clock measures the time each player uses. Press Enter to start { $color }'s clock; h for help.
clock-help = Enter: the player to move has completed the move (presses the clock). t: tell the times and moves. p: pause or resume. q: quit.
clock-running = { $color }'s clock is running.
clock-paused = Clock paused.
clock-resumed = Clock running again.
clock-error-not-started = The clock has not been started: press Enter.
clock-error-paused = The clock is paused: p resumes it.
clock-unknown-key = Unknown key { $key }. h for help.
