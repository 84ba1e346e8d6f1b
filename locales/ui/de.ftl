# Annabellas Bedienoberfläche auf Deutsch.
meta-language = de

color-white = Weiß
color-black = Schwarz

audio-no-device = Kein Ton: { $reason }. Die Uhrsignale sind aus; alles andere funktioniert.
audio-stream-failed = Der Ton ist ausgefallen: { $reason }.
audio-assistant-device-missing = Das Tongerät des Assistenten fehlt ({ $reason }); seine Signale kommen aus der Hauptausgabe.

sound-dot = Ein leiser Glockenton: eine 5-Minuten-Marke der Restzeit (ein tastbarer Punkt).
sound-double-dot = Zwei Glockentöne: eine Viertelstunde (zwei tastbare Punkte).
sound-flag-minute = Ein langsam steigender Ton: das Fallblättchen hebt sich; jede Minute der letzten fünf.
sound-flag-ten-seconds = Ein schnell steigender Ton: alle zehn Sekunden in der letzten Minute.
sound-flag-second = Ein kurzes Ticken: jede Sekunde der letzten zehn.
sound-flag-fall = Ein fallender Alarm und ein tiefes Summen: das Fallblättchen ist gefallen.

clock-ready = Bedenkzeit { $control } ({ $class ->
    [blitz] Blitz
    [rapid] Schnellschach
   *[standard] Standard
}). Die Eingabetaste startet die Uhr von { $color }; h für Hilfe.
clock-untimed = Ohne Bedenkzeit: die Uhr misst, wie viel Zeit jeder verbraucht. Die Eingabetaste startet die Uhr von { $color }; h für Hilfe.
clock-help = Eingabetaste: der Spieler am Zug hat seinen Zug ausgeführt (drückt die Uhr). t: Zeiten und Züge ansagen. p: anhalten oder weiterlaufen lassen. q: beenden.
clock-running = Die Uhr von { $color } läuft.
clock-paused = Uhr angehalten.
clock-resumed = Die Uhr läuft wieder.
clock-error-not-started = Die Uhr läuft noch nicht: Eingabetaste drücken.
clock-error-paused = Die Uhr ist angehalten: p lässt sie weiterlaufen.
clock-unknown-key = Unbekannte Taste { $key }. h für Hilfe.
