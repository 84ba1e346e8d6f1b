# Annabellas brukergrensesnitt på norsk (bokmål).
meta-language = nb

color-white = Hvit
color-black = Svart

audio-no-device = Ingen lyd: { $reason }. Klokkelydene er av; alt annet virker.
audio-stream-failed = Lyden stoppet: { $reason }.
audio-assistant-device-missing = Assistentens lydenhet mangler ({ $reason }); assistentens lyder spilles på hovedutgangen.

sound-dot = Én myk klokketone: et femminuttsmerke på gjenværende tid (en følbar prikk).
sound-double-dot = To klokketoner: et kvarter (to følbare prikker).
sound-flag-minute = En langsom stigende tone: flagget løftes; hvert minutt av de siste fem.
sound-flag-ten-seconds = En rask stigende tone: hvert tiende sekund i siste minutt.
sound-flag-second = Et kort tikk: hvert sekund av de siste ti.
sound-flag-fall = En fallende alarm og en dyp summing: flagget har falt.

clock-ready = Betenkningstid { $control } ({ $class ->
    [blitz] lynsjakk
    [rapid] hurtigsjakk
   *[standard] langsjakk
}). Enter starter klokken til { $color }; h for hjelp.
clock-untimed = Uten tidskontroll: klokken måler tiden hver spiller bruker. Enter starter klokken til { $color }; h for hjelp.
clock-help = Enter: spilleren i trekket har utført trekket (trykker på klokken). t: si tidene og trekkene. p: stopp eller fortsett. q: avslutt.
clock-running = Klokken til { $color } går.
clock-paused = Klokken er stoppet.
clock-resumed = Klokken går igjen.
clock-error-not-started = Klokken er ikke startet: trykk Enter.
clock-error-paused = Klokken er stoppet: p starter den igjen.
clock-unknown-key = Ukjent tast { $key }. h for hjelp.
