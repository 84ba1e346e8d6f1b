# Annabellas Bedienoberfläche auf Deutsch.
meta-language = de
meta-language-name = Deutsch

color-white = Weiß
color-black = Schwarz

audio-no-device = Kein Ton: { $reason }. Die Uhrsignale sind aus; alles andere funktioniert.
audio-stream-failed = Der Ton ist ausgefallen: { $reason }.
audio-assistant-device-missing = Das Tongerät des Assistenten fehlt ({ $reason }); seine Signale kommen aus der Hauptausgabe.

speech-unavailable = Keine Sprachausgabe: { $reason }. Alles Gesagte wird weiter als Text gezeigt. Unter Debian oder Ubuntu installieren mit: sudo apt-get install speech-dispatcher speech-dispatcher-espeak-ng espeak-ng
speech-unavailable-windows = Keine Sprachausgabe: { $reason }. Alles Gesagte wird weiter als Text gezeigt, und ein laufender Screenreader (NVDA, JAWS, die Sprachausgabe) liest es vor. Die Stimmen von Windows werden unter Einstellungen, Zeit und Sprache, Spracherkennung hinzugefügt.

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
clock-pause-arbiter = Im Turnier hält nur der Schiedsrichter die Uhren an.
clock-unknown-key = Unbekannte Taste { $key }. h für Hilfe.

# ---- Die Partie --------------------------------------------------------------------------------
game-start-named = { $mode ->
    [tournament] Turnierpartie
   *[home] Neue Partie
}: { $white } mit Weiß, { $black } mit Schwarz; { $control }. { $players ->
    [two] Zwei Spieler an diesem Computer.
   *[you] Du spielst { $color }.
} { $help }
game-start = { $mode ->
    [tournament] Turnierpartie
   *[home] Neue Partie
}, { $control }. { $players ->
    [two] Zwei Spieler an diesem Computer.
   *[you] Du spielst { $color }.
} { $help }
help-hint = { $input ->
    [lines] /help für die Befehle.
   *[keys] F1 oder h für die Tasten.
}
game-on = { $players ->
    [two] Los geht's: zwei Spieler an diesem Computer.
   *[you] Los geht's: Du spielst { $color }.
} { $help }
game-untimed = ohne Uhr
unknown-key = { $key } hat hier keine Funktion. F1 für die Tasten.
focus-entry = Zugeingabe: Zug tippen und Enter drücken. Escape führt zurück zum Brett.
help-intro = Tasten { $context ->
    [move-entry] in der Zugeingabe
    [promotion] für die Umwandlungsfigur
    [arbiter] im Schiedsrichterfeld
   *[board] auf dem Brett
}
help-type-any = Gib einen Zug in beliebiger Form ein: { $knight }, Nf3, g1-f3, { $pawn }, e4, { $castle }, O-O. /moves nennt die bisherigen Züge, /fen die Stellung, /quit beendet.
unknown-command = { $command } ist kein Befehl. /help nennt sie.
help-line = { $keys }: { $what }
help-keys-or-line = { $keys } (oder { $line } in der Zugeingabe)
help-online = { $input ->
    [lines] Auf lichess: { $takeback } Zurücknahme, { $decline } ein Angebot ablehnen, { $abort } abbrechen, { $chat } und deine Worte: Chat.
   *[keys] Auf lichess: { $takeback } Zurücknahme, { $decline } ein Angebot ablehnen, { $abort } abbrechen, { $chat } Chat; in der Zugeingabe getippt: { $lines }.
}
nothing-said = Es wurde noch nichts angesagt.
clock-set = Uhr von { $color } auf { $time } gestellt.
sheet-gap = Das Partieformular von { $color } hat { $n ->
    [one] noch keinen Zug
   *[other] Züge bis { $n }
}: zuerst Eintrag { $n } schreiben.
sheet-written = Partieformular von { $color }, Eintrag { $n } geschrieben.

square = { $square }, { $piece }
board-edge = Rand des Bretts.
scan = { $squares }
no-piece = { $role ->
    [queen] Keine
   *[other] Kein
} { $piece }.
pieces-of = { $piece }: Weiß { $whites ->
    [0] keiner
   *[other] { $white }
}; Schwarz { $blacks ->
    [0] keiner
   *[other] { $black }
}.
line = { $pieces }
line-empty = Alles leer.
side-title = { $color }, { $count ->
    [1] eine Figur
   *[other] { $count } Figuren
}:
side-group = { $piece } { $squares }
side-kind = { $piece }: { $squares }
error-line-place = „{ $words }“ ist { $place ->
    [square] kein Feld
    [rank] keine Reihe
    [file] keine Linie
   *[pieces] weder eine Farbe noch eine Figurenart
}. Zum Beispiel: { $example }
no-piece-here = { $square } ist leer.
piece-moves = { $piece }: { $moves }
piece-no-moves = { $piece } hat keinen legalen Zug.
piece-no-captures = { $piece } kann nichts schlagen.
square-control = { $square }: Weiß { $whites ->
    [0] keiner
   *[other] { $white }
}; Schwarz { $blacks ->
    [0] keiner
   *[other] { $black }
}.
view = { $view ->
    [tactile] Dein Brett
    [sighted] Das andere Brett
   *[game] Die Partie
}.
view-only-game = Es gibt nur die Partie: kein Spieler führt ein Brett neben der App.
nothing-pending = Nichts offen: dein Brett zeigt die Partie.
move-in-list = { $number }. { $color }: { $move }
move-with-clock = { $move }; noch { $time }
no-moves-yet = Noch keine Züge.
list-start = Anfang der Partie.
list-end = Ende der Zugliste.
whose-turn = { $color } am Zug, Zug { $number }.
clocks = Weiß { $white }; Schwarz { $black }; { $moves }.
clocks-untimed = Verbrauchte Zeit: Weiß { $white }; Schwarz { $black }; { $moves }.
material = Material: Weiß { $white }, Schwarz { $black }.

lift-empty = { $square } ist leer: nichts anzuheben.
lifted = { $piece } angehoben. Nach: { $moves }.
lifted-no-moves = { $piece } angehoben; die Figur hat keinen legalen Zug: mit Escape zurückstellen.
lifted-free = { $piece } angehoben.
remove-empty = { $square } ist leer: nichts zu entfernen.
removed = { $piece } entfernt.
remove-own = Auf { $square } steht deine eigene Figur: Enter hebt sie an.
remove-no-capture = Keiner deiner Züge schlägt diese Figur: { $piece }.
place-occupied = Das Feld ist besetzt: { $piece }. Zuerst mit x entfernen.
place-own-piece = Dort steht eine eigene Figur: { $piece }.
placed-free = { $piece } gesetzt.
placed = { $move } gesetzt. Mit a ansagen.
placed-remove = { $move } gesetzt. Jetzt die geschlagene Figur, { $piece }, mit x entfernen.
put-back = Zurückgestellt.
nothing-lifted = Keine Figur angehoben.
nothing-lifted-place-first = Eine Figur ist noch in der Hand: zuerst setzen.
choose-promotion = Welche Figur? q Dame, r Turm, b Läufer, n Springer.
touch-move = Berührt, geführt: du hast { $piece } berührt; diese Figur muss ziehen.
not-your-turn = { $color } ist am Zug.
missing-place = Zuerst { $piece } setzen.
missing-move = { $input ->
    [lines] Zuerst ziehen: den Zug tippen, etwa Sf3.
   *[keys] Zuerst ziehen: eine Figur mit Enter anheben und setzen, oder den Zug tippen.
}
missing-pending = Zuerst { $move } auf deinem Brett ausführen; danach c drücken.
missing-remove = Zuerst die geschlagene Figur, { $piece }, mit x entfernen.
missing-not-legal = Dein Brett zeigt keinen legalen Zug: { $differences }. Escape stellt zurück.
corrected = Korrektur
wait-repetition = { $color } muss den Zug zuerst wiederholen und auf dem eigenen Brett ausführen: c.
wait-press = { $color } hat die Uhr noch nicht gedrückt.
repeated = { $color } hat den Zug wiederholt.
made-on-board = { $move }: ausgeführt auf { $board ->
    [tactile] deinem Brett
   *[sighted] dem anderen Brett
}.
no-clock = Diese Partie hat keine Uhr.
press-not-announced = Zuerst { $move } ansagen, mit a.
press-too-early = Noch nicht. { $missing }
nothing-to-correct = Es wurde noch kein Zug angesagt.
correct-too-late = Die Uhr ist gedrückt: die Ansage kann nicht mehr berichtigt werden (Anhang D.2.8).
correct-type = Berichtigung von { $move }: den gemeinten Zug tippen, dann Enter.
correct-same = Das ist der schon angesagte Zug.
sheets-agree = Beide Partieformulare stimmen überein{ $n ->
    [0] {""}
   *[other] , { $n } Züge
}: die Partie steht, wie sie sagen.
sheets-differ = Die Partieformulare unterscheiden sich ab Zug { $number } von { $color }: die Partie geht zurück zum letzten Zug, in dem beide übereinstimmen. Der Schiedsrichter stellt die Uhren.
put-right = Das Brett richtigstellen, dann c drücken.
claim-wrong = Jetzt kann kein Remis beansprucht werden.
claim-wrong-penalty = Jetzt kann kein Remis beansprucht werden: { $color } erhält { $time } dazu.
resign-confirm = { $color } gibt auf? { $input ->
    [lines] Zum Aufgeben noch einmal /resign eingeben.
   *[keys] Zum Aufgeben noch einmal drücken.
}

key-cursor = über das Brett gehen, von deiner Seite gesehen
key-scan = die Felder in dieser Richtung bis zur ersten Figur lesen
key-jump-rank = zu dieser Reihe springen
key-jump-file = zu dieser Linie springen, 1 ist Anna
key-next-piece = die nächste eigene Figur dieser Art: k König, q Dame, r Turm, b Läufer, n Springer, p Bauer
key-next-opponent-piece = die nächste Figur des Gegners dieser Art
key-list-pieces = alle Figuren dieser Art, beide Farben
key-side-pieces = die Figuren einer Seite: alle oder eine Art
key-read-board = das ganze Brett in Worten, Art für Art
key-read-square = das Feld lesen
key-read-rank = die ganze Reihe lesen
key-read-file = die ganze Linie lesen
key-piece-moves = die legalen Züge der Figur auf dem Feld, Schlagzüge zuerst
key-piece-captures = nur ihre Schlagzüge
key-attackers = welche Figuren jeder Farbe das Feld angreifen
key-lift-place = die Figur anheben, oder die angehobene Figur hierher setzen
key-remove = eine geschlagene Figur entfernen
key-put-back = die angehobene Figur zurückstellen
key-announce = den auf deinem Brett gemachten Zug ansagen
key-confirm = der Zug wurde wiederholt und auf dem anderen Brett ausgeführt; oder: mein Brett zeigt jetzt die Partie
key-press-clock = die Uhr drücken
key-pause-clock = beide Uhren anhalten oder wieder laufen lassen (im Turnier tut das der Schiedsrichter)
key-correct = den angesagten Zug berichtigen, bis die Uhr gedrückt ist
key-promote = die neue Figur: q Dame, r Turm, b Läufer, n Springer
key-cancel-promotion = den Bauern zurücknehmen
key-switch-board = zwischen deinem Brett, dem anderen Brett und der Partie wechseln
key-differences = dieses Brett Feld für Feld mit der Partie vergleichen
key-pending = was auf deinem Brett noch zu tun ist
key-reconcile = beide Partieformulare vergleichen und die Partie richtigstellen (Schiedsrichter)
key-last-move = der letzte Zug
key-previous-move = der vorige Zug der Liste
key-next-move = der nächste Zug der Liste
key-whose-turn = wer am Zug ist
key-clocks = beide Uhren und die gespielten Züge
key-move-count = die Zahl der gespielten Züge
key-material = das Material jeder Seite
key-offer-draw = Remis anbieten, oder das Angebot annehmen
key-claim-draw = Remis beanspruchen
key-resign = aufgeben (zweimal drücken)
key-evaluate = wie die Stellung steht und der beste Zug (das Urteil des Computers: zu Hause oder nach der Partie)
key-help = Hilfe für diesen Moment; noch einmal gedrückt, alle Tasten
key-repeat = die letzte Ansage wiederholen
key-verbosity = nach jedem Zug mehr oder weniger sagen: knapp, normal und ausführlich der Reihe nach
key-focus-entry = zur Zugeingabe
key-focus-board = zurück zum Brett

# Das Fenster
window-title = Annabella: Schach für alle, FIDE-Anhang D
view-title = { $view ->
    [exercise] Das Brett der Übung
    [own] Dein Brett
    [other] Das andere Brett
   *[game] Die Partie
}
window-clocks = Uhren
window-clock = { $color }: { $time }
window-moves = Züge
window-entry = Zug:
window-entry-hint = Zug tippen und Enter drücken. Escape führt zurück zum Brett.
window-log = Alles Gesagte
window-announce = Ansagen
window-confirm = Bestätigen
window-press-clock = Uhr drücken
window-switch-board = Brett wechseln
window-repeat = Wiederholen
window-help = Tasten
key-hint = Taste { $keys }
window-arbiter = Schiedsrichter…
window-arbiter-panel = Schiedsrichterfeld
window-arbiter-entry = Schiedsrichteraktion:
window-arbiter-pause = Uhren anhalten oder starten
window-arbiter-log = Vorfallprotokoll vorlesen
window-arbiter-close = Feld schließen
window-incidents = Vorfallprotokoll
window-large-text = Für den hörbehinderten Spieler
window-no-display = Kein Bildschirm für ein Fenster ({ $reason }); es geht im Terminal weiter.

# Der Computergegner
engine-error-not-started = Die Engine { $program } ließ sich nicht starten: { $reason }.
engine-error-no-answer = Die Engine { $program } antwortet nicht (erwartet: { $waiting }).
engine-error-flooded = Die Engine { $program } gab zu viel aus, während auf sie gewartet wurde ({ $lines } Zeilen, erwartet: { $waiting }): sie wurde aufgegeben.
engine-error-illegal-move = Die Engine { $program } nannte einen Zug, der hier nicht regelgemäß ist: { $move }.
engine-error-unreadable = Die Engine { $program } schickte etwas, das kein Zug ist: { $line }
engine-error-died = Die Engine { $program } läuft nicht mehr.
engine-error-no-lines = Die Engine { $program } hat ihren Zug genannt, ohne einen zu bewerten (keine Zeile „info … score … pv“), also kann sie keine Stellung beurteilen. Nimm eine UCI-Engine, die sie liefert, etwa Stockfish.
engine-error-no-legal-move = Es gibt keinen Zug mehr: die Partie ist zu Ende.
match-start = { $first } gegen { $second }: { $games } Partien, { $time } pro Zug oder Uhr.
match-game = Partie { $number }: { $white } – { $black } { $result } ({ $termination }, { $moves } Züge)
match-score = Stand: { $first } { $points } – { $other } { $second } nach { $games } Partien (+{ $wins } ={ $draws } −{ $losses }); Elo-Unterschied { $elo } ± { $margin }
match-score-no-margin = Stand: { $first } { $points } – { $other } { $second } nach { $games } Partien (+{ $wins } ={ $draws } −{ $losses }); Elo-Unterschied { $elo } (noch keine Fehlergrenze: alle Partien endeten gleich)
evaluate-not-during-tournament = { $game ->
    [online] Keine Engine-Hilfe während einer Online-Partie: lichess verbietet sie. Nach der Partie noch einmal fragen.
   *[tournament] Keine Engine-Hilfe während einer Turnierpartie: nach der Partie noch einmal fragen.
}
engine-thinking = Der Computer denkt nach.
evaluate-thinking = Die Stellung wird angesehen.
engine-fallback-builtin = Stattdessen spielt die eingebaute Engine weiter, Stufe { $level }.
engine-off = Der Computer spielt nicht mehr: die Züge von { $color } selbst ausführen.
engine-verdict = { $kind ->
    [equal] Die Stellung ist etwa ausgeglichen
    [slightly] { $color } steht etwas besser
    [better] { $color } steht um etwa { $count ->
        [one] einen Bauern
       *[other] { $count } Bauern
    } besser
    [winning] { $color } steht auf Gewinn, etwa { $count } Bauern vorn
   *[mate] { $color } setzt matt in { $count ->
        [one] einem Zug
       *[other] { $count } Zügen
    }
}
engine-best-move = Bester Zug: { $move }
computer-plays = Der Computer spielt { $color }: { $engine }.
engine-level = Stufe { $level }, { $name ->
    [beginner] Anfänger
    [novice] Neuling
    [casual] Gelegenheitsspieler
    [improving] Fortgeschrittener
    [club] Vereinsspieler
    [good-club] guter Vereinsspieler
    [strong-club] starker Vereinsspieler
    [expert] Experte
    [candidate-master] Meisteranwärter
   *[master] Meister
}, etwa { $elo } Elo

# Sentences around the move words (the player's vocabulary gives those): game events,
# times in words, the board compared with the game (D.2.9), and why a move was refused.
or = oder
event-stalemate = Patt, Remis
event-draw = Remis: { $reason ->
    [insufficient-material] keine Seite kann noch mattsetzen
    [dead-position] tote Stellung
    [fivefold] fünfmalige Stellungswiederholung
    [seventy-five-moves] 75 Züge ohne Bauernzug und ohne Schlagen
    [threefold] dreimalige Stellungswiederholung, reklamiert
    [fifty-moves] 50 Züge ohne Bauernzug und ohne Schlagen, reklamiert
   *[agreement] vereinbart
}
event-claim-available = { $claim ->
    [threefold] Remis kann reklamiert werden: dreimalige Stellungswiederholung
   *[fifty-moves] Remis kann reklamiert werden: 50 Züge ohne Bauernzug und ohne Schlagen
}
event-result = { $result ->
    [white] Weiß gewinnt, eins zu null
    [black] Schwarz gewinnt, null zu eins
   *[draw] Remis, ein halb zu ein halb
}
event-draw-offer = { $color } bietet Remis an
event-resignation = { $color } gibt auf
event-flag-fall = { $color } hat die Zeit überschritten
event-both-flags = Beide Fallblättchen sind gefallen
time-hours = { $n ->
    [one] eine Stunde
   *[other] { $n } Stunden
}
time-minutes = { $n ->
    [one] eine Minute
   *[other] { $n } Minuten
}
time-seconds = { $n ->
    [one] eine Sekunde
   *[other] { $n } Sekunden
}
time-tenths = { $seconds },{ $tenths } Sekunden
moves-completed = { $n ->
    [one] ein Zug gespielt
   *[other] { $n } Züge gespielt
}
piece-described = { $color ->
    [white] { $role ->
        [queen] eine weiße
       *[other] ein weißer
    }
   *[black] { $role ->
        [queen] eine schwarze
       *[other] ein schwarzer
    }
} { $piece }
piece-named = { $color ->
    [white] { $role ->
        [queen] weiße
       *[other] weißer
    }
   *[black] { $role ->
        [queen] schwarze
       *[other] schwarzer
    }
} { $piece }
square-empty = leer
board-difference = { $square }: { $board ->
    [tactile] auf deinem Brett
   *[sighted] auf dem anderen Brett
} { $there }, in der Partie { $game }
board-in-step = { $board ->
    [tactile] Dein Brett
   *[sighted] Das andere Brett
} stimmt mit der Partie überein
board-move-missing = { $board ->
    [tactile] Auf deinem Brett
   *[sighted] Auf dem anderen Brett
} noch ausführen: { $move }
board-move-ahead = { $board ->
    [tactile] Auf deinem Brett
   *[sighted] Auf dem anderen Brett
} schon gespielt, aber noch nicht angesagt: { $move }
error-empty = Kein Zug eingegeben
error-not-understood = Nicht verstanden: { $word }
error-too-long = Zu lang für einen Zug ({ $chars } Zeichen): nichts wurde gelesen.
error-incomplete = Unvollständiger Zug: welches Feld?
error-game-over = Die Partie ist beendet
error-no-piece-reaches = { $role ->
    [queen] Keine
   *[other] Kein
} { $piece } kann nach { $to }
error-piece-cannot-move = { $piece } auf { $from } kann nicht nach { $to }
error-no-own-piece-on = Auf { $from } steht keine eigene Figur
error-wrong-piece-on = Auf { $from } steht { $role ->
    [queen] keine
   *[other] kein
} { $piece }
error-own-piece-on-target = Auf { $to } steht eine eigene Figur
error-nothing-to-capture = Auf { $to } gibt es nichts zu schlagen
error-ambiguous = Mehrdeutig: { $candidates }
error-leaves-king-in-check = { $move } geht nicht: der König stünde im Schach
error-does-not-answer-check = { $move } geht nicht: der König steht im Schach
error-castling-no-right = { $castle } geht nicht: das Rochaderecht ist verloren
error-castling-blocked = { $castle } geht nicht: zwischen König und Turm steht eine Figur
error-castling-in-check = { $castle } geht nicht: der König steht im Schach
error-castling-through-check = { $castle } geht nicht: der König müsste über ein angegriffenes Feld ziehen
error-castling-into-check = { $castle } geht nicht: der König stünde im Schach
error-promotion-missing = Umwandlung fehlt: welche Figur auf { $to }?
error-promotion-invalid = Umwandlung in { $piece } ist nicht erlaubt
error-not-a-promotion = { $move } ist keine Umwandlung

# Fairness in der Turnierpartie (§11.3.1), Remis, und das Vorfallprotokoll.
help-not-in-tournament = { $game ->
    [online] Nicht während einer Online-Partie: lichess erlaubt keine Hilfe, solange sie läuft. Nach der Partie noch einmal fragen.
   *[tournament] Nicht während einer Turnierpartie: ein sehender Spieler hat nur das Brett und die Uhr. Nach der Partie noch einmal fragen.
}
illegal-fair = Kein regelgemäßer Zug.
ambiguous-fair = Welche Figur? Bitte auch das Ausgangsfeld nennen.
claim-move-stands = Der mit der Reklamation notierte Zug wird ausgeführt.
diagonal = Diagonale { $from } bis { $to }: { $pieces }
diagonal-empty = Diagonale { $from } bis { $to }: leer
key-read-diagonals = beide Diagonalen durch das Feld lesen
key-incident-last = den letzten Eintrag des Vorfallprotokolls
key-incidents = das ganze Vorfallprotokoll
incidents-none = Das Vorfallprotokoll ist leer.
incidents-count = { $n ->
    [one] Ein Vorfall
   *[other] { $n } Vorfälle
}
incident = Zug { $number }, bei { $time } (Weiß { $white }, Schwarz { $black }): { $what }
incident-touched = { $color } hat { $piece } berührt: die Figur muss ziehen, wenn sie kann
incident-illegal-attempt = { $color } hat einen regelwidrigen Zug versucht
incident-corrected = { $color } hat { $was } zu { $now } berichtigt
incident-reconciled = Partieformulare verglichen: { $agree ->
    [yes] sie stimmen überein
   *[no] sie weichen ab
}, { $n } Halbzüge bleiben
incident-paused = Uhren angehalten
incident-resumed = Uhren wieder gestartet
incident-clock-set = Uhr von { $color } auf { $time } gestellt
incident-clock-set-moves = Uhr von { $color } auf { $time } gestellt, { $moves ->
    [one] ein Zug
   *[other] { $moves } Züge
}
incident-time-added = { $color } erhält { $time }
incident-draw-offer = { $color } hat Remis angeboten (=)
incident-claim = { $color } hat Remis reklamiert: { $outcome }
incident-claim-with-move = { $color } hat Remis mit dem Zug { $move } reklamiert: { $outcome }
incident-claim-refused = Reklamation abgelehnt
incident-claim-refused-penalty = Reklamation abgelehnt, { $color } erhält { $time }
incident-flag-fall = Fallblättchen von { $color } gefallen: { $result }
incident-play-on = es wird weitergespielt

# Das Schiedsrichterfeld (§6.11, §7, D.2.9).
key-arbiter-open = das Schiedsrichterfeld (zweimal drücken)
key-arbiter-close = das Schiedsrichterfeld schließen
key-arbiter-pause = beide Uhren anhalten oder wieder starten
arbiter-confirm = Schiedsrichterfeld: F9 noch einmal drücken, um es zu öffnen (im Terminal noch einmal /arbiter). Jede andere Taste führt zurück zur Partie.
arbiter-open = Schiedsrichterfeld offen. Eine Aktion tippen, dann Enter; F1 nennt sie; Escape schließt.
arbiter-already-open = Das Schiedsrichterfeld ist schon offen.
arbiter-closed = Schiedsrichterfeld geschlossen.
arbiter-forms = Aktionen: { $forms }
arbiter-unknown = { $word } ist keine Schiedsrichteraktion. F1 nennt sie.
arbiter-usage = So schreiben: { $form }
arbiter-time-added = { $color } erhält { $time }, jetzt { $left }.
arbiter-reinstated = Regelwidriger Zug von { $color }: die Stellung davor ist wiederhergestellt, { $color } spielt Zug { $number }.
arbiter-illegal-second = Es ist der zweite vollendete regelwidrige Zug von { $color } (§7.5.5).
arbiter-illegal-not-to-move = { $color } hat keinen Zug in der Partie, der zurückgenommen werden kann.
arbiter-displaced = { $color } hat Figuren verschoben: sie werden auf Zeit von { $color } richtiggestellt (§7.4).
arbiter-noted = Im Vorfallprotokoll vermerkt.
arbiter-game-over = Die Partie ist beendet: stattdessen das Ergebnis erklären.
clock-set-moves = Uhr von { $color } auf { $time } gestellt, { $moves ->
    [one] ein Zug
   *[other] { $moves } Züge
} gespielt.
incident-sheet-entry = Partieformular von { $color }, Eintrag { $n }: { $move }
incident-illegal-move = { $color } hat einen regelwidrigen Zug vollendet (Nummer { $count }): { $then }
incident-displaced = { $color } hat Figuren verschoben
incident-declared = der Schiedsrichter erklärt das Ergebnis: { $reason }
incident-note = Notiz des Schiedsrichters: { $text }

# Die Partie mit Assistent (D.2.10).
key-time-used = die verbrauchte Zeit jedes Spielers und die gespielten Züge
key-claim-flag = Zeitüberschreitung des Gegners reklamieren
key-report-touch = melden, dass der sehende Spieler die Figur auf dem Feld berührt hat
time-used = Verbrauchte Zeit: Weiß { $white }, Schwarz { $black }; { $moves }.
flag-claim-now = Das Fallblättchen von { $color } ist gefallen: { $claimant } reklamiert mit Strg+Umschalt+F.
flag-none = Kein Fallblättchen ist gefallen.
touch-reported = Für den Schiedsrichter gemeldet: { $color } hat { $piece } berührt; die Figur muss ziehen, wenn sie kann.
touch-report-empty = { $square } ist leer: dort wurde keine Figur berührt.
incident-flag-to-claim = zu reklamieren
incident-flag-claim = { $color } hat die Zeitüberschreitung reklamiert: { $result }
incident-touch-reported = der Assistent meldet, dass { $color } { $piece } berührt hat

# Das Partieprotokoll: eine Partie wieder aufgenommen.
taken-up = Die Partie ist wieder aufgenommen, wo sie stand: { $color } am Zug, Zug { $number }; Weiß { $white }, Schwarz { $black }. Die Uhren stehen: { $starter ->
    [arbiter] der Schiedsrichter startet sie.
    [lines] /pause startet sie.
   *[player] Strg+Umschalt+Leertaste startet sie.
}
incident-taken-up = die Partie wurde nach dem Ende der App wieder aufgenommen; die Uhren standen still
resume-offer = Eine unbeendete Partie vom { $when }: { $color } am Zug, Zug { $number }, Weiß { $white }, Schwarz { $black }. Enter setzt sie fort; N beginnt eine neue Partie.
resume-offer-untimed = Eine unbeendete Partie vom { $when }: { $color } am Zug, Zug { $number }. Enter setzt sie fort; N beginnt eine neue Partie.
resume-new = Eine neue Partie.
journal-dropped = Der letzte Eintrag vor dem Ende der App wurde nicht gespeichert; alles davor ist wieder da.
journal-dropped-move = Der letzte Zug vor dem Ende der App wurde nicht gespeichert: { $move }. Bitte noch einmal eingeben.
journal-set-aside = Das Protokoll { $path } ist ab Zeile { $line } nicht lesbar ({ $reason }). Es wurde vollständig nach { $moved } beiseitegelegt; { $kept ->
    [0] nichts darin war lesbar.
    [one] seine erste Zeile ist lesbar.
   *[other] seine ersten { $kept } Zeilen sind lesbar.
}
journal-unwritable = Die Partie kann nicht gespeichert werden ({ $reason }). Sie geht weiter, im Speicher gehalten, und jeder Zug versucht erneut zu speichern.
journal-writable-again = Speichern geht wieder: alle bisherigen Züge sind gespeichert.
journal-unsaved-warning = { $n ->
    [one] Ein Eintrag ist nicht gespeichert
   *[other] { $n } Einträge sind nicht gespeichert
}: die Partie kann dort nicht geschrieben werden. { $input ->
    [lines] /save ORDNER speichert sie woanders (eine andere Platte, ein Stick); /quit noch einmal geht ohne sie.
   *[keys] Tippe einen Ordner auf einer anderen Platte, um sie dort zu speichern, oder schließe noch einmal, um ohne sie zu gehen.
}
save-elsewhere-open = Die Partie woanders speichern: tippe einen Ordner auf einer anderen Platte oder einem Stick; Enter speichert sie dort, Escape geht zurück.
save-elsewhere-folder = Ordner auf einer anderen Platte
save-elsewhere-no-folder = Tippe den Ordner, in dem die Partie gespeichert wird.
window-save-elsewhere = Die Partie woanders speichern
window-save-elsewhere-start = Dort speichern
journal-saved-elsewhere = Die Partie ist in { $path } gespeichert: von dort kann sie fortgesetzt oder exportiert werden.
journal-unreadable = Das Protokoll { $path } ist ab Zeile { $line } nicht lesbar: { $reason }.
journal-unplayable = Die Partie des Protokolls { $path } kann nicht nachgespielt werden: { $reason }.
journal-io = Das Protokoll { $path } lässt sich nicht verwenden: { $reason }.
journal-open-elsewhere = Diese Partie ist in einem anderen Annabella geöffnet ({ $path }): dort oder mit annabella export kann man sie lesen, hier aber nicht zugleich spielen. Beginne eine neue Partie oder schließe zuerst die andere.
journal-open-elsewhere-offer = Diese Partie ist in einem anderen Annabella geöffnet ({ $path }): hier kann sie nicht zugleich gespielt werden. Enter liest sie hier, ihre bisherigen Züge zum Durchgehen, ohne etwas hineinzuschreiben; N beginnt eine neue Partie.
journal-read-only = Die Partie, die in einem anderen Annabella geöffnet ist, gelesen, wie sie eben stand; nichts wird in sie geschrieben.
resume-nothing = Es gibt keine unbeendete Partie zum Fortsetzen.
resume-newest-over = Die neueste Partie, vom { $when }, ist beendet: { $how }.
games-none = Noch keine gespeicherten Partien ({ $dir }).
games-line = { $n }. { $when }: { $moves } Züge, { $result ->
    [unfinished] unbeendet
   *[other] { $result }
} ({ $path })
key-save-scoresheet = das Partieformular speichern: PGN, Druck und Braille
scoresheet-saved = Das Partieformular ist gespeichert in { $dir } als { $name }: { $files }.
scoresheet-not-saved = Nicht gespeichert: { $reason }.
braille-liblouis-missing = liblouis ist nicht installiert ({ $reason })
braille-liblouis-missing-windows = liblouis liegt nicht neben Annabella ({ $reason }). Für Braille-Dateien laden Sie liblouis für Windows herunter (liblouis-VERSION-win64.zip von liblouis.io) und entpacken Sie es in einen Ordner namens liblouis neben annabella.exe.
braille-liblouis-failed = liblouis konnte mit { $table } nicht übertragen
window-save-scoresheet = Partieformular speichern

# Hängepartie (Richtlinie I).
key-adjourn = die Partie unterbrechen: der Spieler am Zug gibt einen Abgabezug ab
key-cancel-premove = den gehaltenen Vorauszug verwerfen (online)
key-online-takeback = eine Zurücknahme vorschlagen, oder die des Gegners annehmen
key-online-abort = die Partie abbrechen, solange lichess es erlaubt: bevor beide Seiten gezogen haben
key-online-decline = das Remis- oder Zurücknahmeangebot des Gegners ablehnen
key-online-chat = dem Gegner schreiben: die Zugeingabe öffnet sich mit /chat darin; deine Worte dahinter tippen, dann Enter
adjourn-seal = Die Partie wird unterbrochen. { $color } gibt einen Abgabezug ab: im Zugfeld tippen; er wird weder gesagt noch gezeigt.
adjourn-sealed = { $color } hat einen Abgabezug abgegeben. Die Uhren stehen; der Umschlag ist geschrieben.
adjourn-already = Die Partie ist schon unterbrochen.
adjourn-adjourned = Die Partie ist unterbrochen: der Schiedsrichter öffnet den Umschlag (unseal), bevor es weitergeht.
adjourn-nothing-sealed = Es gibt keinen Abgabezug.
adjourn-unsealed = Der Umschlag ist geöffnet; der Abgabezug wird ausgeführt.
envelope-title = Hängepartie: Abgabezug
envelope-position = Stellung vor dem Abgabezug (FEN): { $fen }
envelope-used = Verbrauchte Zeit: Weiß { $white }, Schwarz { $black }
envelope-sealed-by = Abgegeben von { $color }, Zug { $number }
envelope-move = Abgabezug: { $move }
envelope-draw-offer = Ein Remisangebot von { $color } steht
envelope-resumption = Fortsetzung: { $when }
envelope-saved = Der Umschlag ist geschrieben nach { $text } und { $html }: ausdrucken und verschließen.
incident-sealed = die Partie wurde unterbrochen; { $color } hat einen Abgabezug abgegeben
incident-unsealed = der Umschlag wurde geöffnet; der Abgabezug von { $color } wurde ausgeführt

# Einstellungen, die bleiben.
settings-problem = { $file }: { $key } = { $value } wird nicht verwendet ({ $reason }); es gilt die Voreinstellung.
settings-not-a-setting = keine Einstellung
settings-not-a-section = kein Abschnitt
settings-one-of = eines von: { $words }
settings-a-word = ein Wort in Anführungszeichen oder eine Zahl
settings-a-number = eine Zahl
settings-a-level = eine Zahl von 0 bis 1
settings-a-zoom = eine Vergrößerung von 100 bis 400 Prozent
settings-voices-table = eine Tabelle Sprache = "Stimme"
settings-voice-name = { $language }: der Name einer Stimme
settings-no-keys = keine Tasten namens { $context }
settings-key-lines = Zeilen der Form Taste = Befehl
settings-not-a-command = { $chord }: kein Befehl
settings-unreadable = { $file } ist nicht lesbar ({ $reason }); es gelten die Voreinstellungen, die Datei bleibt, wie sie ist.
settings-unreadable-at = { $file } ist ab Zeile { $line } nicht lesbar ({ $reason }); es gelten die Voreinstellungen, die Datei bleibt, wie sie ist.
settings-not-text = sie ist kein UTF-8-Text: bitte als UTF-8 speichern
settings-a-folder = an Stelle der Datei steht ein Ordner
settings-unwritable = { $file } konnte nicht geschrieben werden ({ $reason }); sie bleibt, wie sie war.
settings-saved = Gespeichert in { $file }.
voices-language = { $lang }: { $count } Stimmen, die erste { $first }
voices-none = Der Sprachdienst bietet keine Stimmen an.
voices-no-language = Der Sprachdienst hat keine Stimme für { $lang }.

# Die Klänge der Uhr.
key-sound-on-off = die Klänge der Uhr ein oder aus
key-sound-louder = die Klänge der Uhr lauter
key-sound-softer = die Klänge der Uhr leiser
sound-off = Ton aus.
sound-on = Ton an, Lautstärke { $percent } Prozent.
review-start = Nachspielen: { $white } – { $black }, { $plies } Halbzüge, { $result }. Strg+Links und Strg+Rechts (/back, /next) gehen durch die Züge; die Brett-Tasten erkunden jede Stellung.

# Der Dialog für eine neue Partie (Strg+N).
key-new-game = eine neue Partie: der Dialog für eine neue Partie
# A dialog's choice as a screen reader names it: its label and its value.
dialog-choice-name = { $label }: { $value }
newgame-terminal = Am Terminal beginnt eine neue Partie mit annabella play und seinen Optionen (annabella play --help).
after-game-lines = Wie weiter? Tippen Sie review, um die Partie durchzugehen (/back und /next blättern), export, um das Partieformular zu speichern, rematch für eine Revanche mit getauschten Farben, new für dieselbe Partie noch einmal, oder quit.
window-new-game = Neue Partie
window-new-game-start = Die Partie beginnen
window-new-game-cancel = Zurück zur Partie
newgame-open = Neue Partie.{ $game ->
    [kept] {" "}Die laufende Partie bleibt gespeichert: Escape führt zu ihr zurück, und sie kann später fortgesetzt werden.
   *[none] {""}
} Enter beginnt sie; Tab und die Pfeile ändern sie.
newgame-open-lines = Neue Partie.{ $game ->
    [kept] {" "}Die laufende Partie bleibt gespeichert: /cancel führt zu ihr zurück, und sie kann später fortgesetzt werden.
   *[none] {""}
}
newgame-prompt = Neue Partie
back-to-game = Zurück zur Partie.
newgame-choice = { $label }: { $value }, { $n } von { $count }
newgame-changed = { $value }, { $n } von { $count }
newgame-text = { $label }, Text: { $text }
newgame-text-empty = { $label }, Text, leer
newgame-typed = { $text }
newgame-opponent = Gegner
newgame-opponent-value = { $value ->
    [computer] der Computer
    [friend] jemand an diesem Computer
    [tournament] ein sehender Gegner im Turnier
    [online] online bei lichess
   *[assistant] eine Turnierpartie mit Assistent
}
newgame-engine = Engine
newgame-engine-builtin = die eingebaute Engine
newgame-engine-other = ein anderes Programm, eingetippt
newgame-engine-found = { $program }, auf diesem Computer gefunden
newgame-engine-path = Das Programm der Engine (eine UCI-Engine)
newgame-level = Stufe
newgame-side = Sie spielen
newgame-side-value = { $value ->
    [white] Weiß
    [black] Schwarz
   *[random] Weiß oder Schwarz, ausgelost
}
newgame-impaired = Sehbehindert
newgame-impaired-value = { $value ->
    [white] Weiß
    [black] Schwarz
    [both] beide Spieler
   *[none] keiner der Spieler
}
newgame-name = { $color ->
    [white] Name von Weiß
   *[black] Name von Schwarz
}
newgame-vocab = { $color ->
    [white] Die Züge von Weiß werden angesagt auf
   *[black] Die Züge von Schwarz werden angesagt auf
}
newgame-vocab-value = { $value ->
    [fide] die FIDE-Wörter: Anna, Bella, Cäsar
    [nb] Norwegisch
    [en] Englisch
    [is] Isländisch
   *[vi] Vietnamesisch
}
newgame-time = Bedenkzeit
newgame-time-value = { $control }, { $class ->
    [blitz] Blitz
    [rapid] Schnellschach
   *[standard] Standard
}
newgame-time-other = eine andere Bedenkzeit, eingetippt
newgame-time-text = Die Bedenkzeit, etwa 90+30 oder 40/90, 30, +30s
newgame-start = Anfangsstellung
newgame-start-value = { $value ->
    [standard] die Grundstellung
    [chess960-random] Chess960, eine ausgeloste Stellung
    [chess960] Chess960, nach ihrer Nummer
    [pgn] wo eine Partie aus einer PGN-Datei stehen blieb
   *[fen] eine Stellung in FEN
}
newgame-start-text = { $start ->
    [chess960] Die Chess960-Nummer, 0 bis 959
    [pgn] Die PGN-Datei, deren Partie weitergespielt wird
   *[fen] Die Stellung in FEN
}
newgame-tactile = Ein taktiles Brett neben der App
newgame-yes-no = { $value ->
    [yes] ja
   *[no] nein
}
newgame-cues = Klänge der Uhr
newgame-cues-value = { $value ->
    [tactile] die Punkte und das Fallblättchen der taktilen Uhr
    [speak] diese, und die Zeit angesagt
    [both] beide Uhren
   *[off] keine
}
newgame-bad-engine = Tippen Sie das Programm der Engine ein, oder wählen Sie die eingebaute Engine.
newgame-bad-time = Keine Bedenkzeit: { $text }. Schreiben Sie sie wie 90+30, 40/90, 30, +30s oder 5d3.
newgame-bad-chess960 = Keine Chess960-Nummer: { $text }. Tippen Sie eine Zahl von 0 bis 959.
newgame-bad-fen = Von dieser Stellung kann keine Partie beginnen: { $text }
newgame-tournament-needs-vi = Eine Partie nach Anhang D hat einen sehbehinderten Spieler: wählen Sie, wer.
newgame-refused = Diese Auswahl ergibt keine Partie: { $text }
form-line-how = Tippe eine Nummer oder das erste Wort eines Werts, um ihn zu wählen; /next und /back gehen zur nächsten und zur vorigen Frage; eine leere Zeile startet; /cancel geht zurück.
form-line-not-a-value = „{ $text }“ ist keiner der Werte: tippe eine Nummer von 1 bis { $count } oder das erste Wort eines Werts.
newgame-button = { $label }, Schaltfläche

# Wie das Fenster aussieht (die Ansicht für Sehbehinderte).
key-zoom-in = größer: vergrößern
key-zoom-out = kleiner: verkleinern
key-zoom-reset = zurück auf 100 Prozent
key-full-screen = Vollbild ein oder aus
key-theme = das nächste Farbschema: helle und dunkle Felder, Weiß auf Schwarz, Schwarz auf Gelb
key-layout = ein Brett so groß wie das Fenster erlaubt, oder alle Bretter nebeneinander
view-window-only = Das ändert, wie das Fenster aussieht; am Terminal gibt es nichts zu ändern.
view-zoom = Vergrößerung { $percent } Prozent.
view-full-screen = { $on ->
    [on] Vollbild.
   *[off] Vollbild aus.
}
view-theme = { $theme ->
    [classic] Helle und dunkle Felder.
    [white-on-black] Weiß auf Schwarz.
   *[black-on-yellow] Schwarz auf Gelb.
}
view-layout = { $layout ->
    [one] Ein Brett, so groß wie das Fenster erlaubt; v wechselt das Brett.
   *[all] Alle Bretter nebeneinander.
}

# Der Dialog für die Einstellungen (F12).
key-settings = die Einstellungen: Sprache, Sprachausgabe, Klänge, was einem Zug folgt, Farben, Vergrößerung
window-settings = Einstellungen
window-settings-keep = Diese Einstellungen behalten
window-settings-cancel = Zurück, wie es war
settings-open = Einstellungen. Jede Änderung ist sofort zu hören. Tab geht von einer zur nächsten, Pfeil hoch und runter ändern sie, Enter behält sie, Escape stellt wieder her, was war.
settings-kept = Einstellungen behalten.
settings-kept-saved = Einstellungen behalten und in { $file } gespeichert.
settings-put-back = Einstellungen wiederhergestellt, wie sie waren.
settings-language = Sprache der Oberfläche
settings-rate = Sprechgeschwindigkeit
settings-pitch = Stimmhöhe
settings-volume = Lautstärke der Sprache
settings-voice = Stimme
settings-move-voice = Stimme der Zugwörter
settings-voice-system = die Stimme des Systems für diese Sprache
settings-sounds = Lautstärke der Uhrklänge
settings-theme = Farbschema
settings-zoom = Vergrößerung
settings-boards = Bretter
settings-percent = { $n } Prozent
settings-theme-value = { $value ->
    [classic] helle und dunkle Felder
    [white-on-black] Weiß auf Schwarz
   *[black-on-yellow] Schwarz auf Gelb
}
settings-boards-value = { $value ->
    [fit] ein Brett, wenn alle zu klein wären
    [one] ein Brett, so groß wie das Fenster erlaubt
   *[all] alle Bretter nebeneinander
}
settings-verbosity = Was einem Zug folgt
settings-verbosity-value = { $value ->
    [brief] nur der Zug
    [normal] der Zug, wer ihn machte und was er schlug
   *[full] der Zug, wer ihn machte, was er schlug, wer am Zug ist und dessen Zeit
}
# /verbosity während einer Partie am Terminal.
verbosity-now = Nach jedem Zug von jetzt an: { $value ->
    [brief] nur der Zug
    [normal] der Zug, wer ihn machte und was er schlug
   *[full] der Zug, wer ihn machte, was er schlug, wer am Zug ist und dessen Zeit
}.
verbosity-tournament = In einer Turnierpartie wird nur der Zug gesagt: da gibt es nichts zu ändern.
settings-terminal = Am Terminal stehen die Einstellungen in der Einstellungsdatei: annabella settings zeigt sie und was darin nicht verwendet werden kann.
settings-not-saved = Die Einstellungen gelten, sind aber nicht gespeichert: { $reason }

# Die Menüleiste (F10).
key-menu = die Menüleiste (auch Alt allein): jeder Befehl mit seinen Tasten
menu-terminal = Am Terminal zeigt /help die Befehle.
menu-game = Partie
menu-board = Brett
menu-clock = Uhr
menu-arbiter = Schiedsrichter
menu-view = Ansicht
menu-help = Hilfe
menu-open = Menü { $menu }: { $item }
menu-item = { $label }, { $keys }, { $n } von { $count }
menu-item-no-keys = { $label }, { $n } von { $count }
menu-closed = Menü geschlossen.
menu-bar-help = In der Menüleiste: Links und Rechts gehen von Menü zu Menü, Hoch und Runter von Eintrag zu Eintrag, jeder mit seinen Tasten gesagt; Enter führt den Eintrag aus, Escape schließt das Menü. Umschalt+F1 nennt alle Tasten.
menu-item-name = { $label }, { $keys }
window-menu-bar = Menüleiste

# Eine Partie aus einer Datei nachspielen (Strg+O).
key-review = eine Partie aus einer PGN-Datei nachspielen
window-review = Eine Partie nachspielen
window-review-start = Nachspielen
review-open = Eine Partie aus einer PGN-Datei nachspielen. Tippen Sie den Pfad der Datei; Tab geht zur Nummer der Partie; Enter öffnet sie, Escape geht zurück.
review-file = Die PGN-Datei
review-number = Welche Partie der Datei, ab 1
review-no-file = Tippen Sie den Pfad einer PGN-Datei.
review-bad-number = Keine Nummer einer Partie: { $text }. Tippen Sie 1 für die erste Partie der Datei.
review-cannot = Diese Datei kann nicht nachgespielt werden: { $reason }
review-terminal = Am Terminal wird eine Partie mit annabella play --review DATEI.pgn nachgespielt.

# Wer was spricht: die App oder der Bildschirmleser.
settings-speech = Sprachausgabe
settings-speech-value = { $value ->
    [app] die App sagt alles
    [events] der Bildschirmleser liest den Fokus, die App sagt die Züge und Ereignisse
   *[screen-reader] der Bildschirmleser sagt alles
}
settings-engine = Sprachsynthese
settings-engine-value = { $value ->
    [builtin] die eingebaute Stimme, am schnellsten
   *[system] die Systemstimme (Speech Dispatcher)
}
speech-mode-chosen = Sprachausgabe wie gewählt.
speech-mode-found = Ein Bildschirmleser läuft: er liest die Felder und Eingaben, wenn sie den Fokus bekommen, die App sagt die Züge und Ereignisse. F12 ändert das.
speech-mode-none = Kein Bildschirmleser läuft: die App sagt alles.
speech-mode-unknown = Ob ein Bildschirmleser läuft, ist nicht festzustellen (kein Barrierefreiheits-Bus): die App sagt alles.
newgame-pgn-none = Tippen Sie den Pfad der PGN-Datei.
newgame-pgn-unreadable = Diese Partie kann nicht weitergespielt werden: { $text }
newgame-remembered-unreadable = Die letzten Angaben im Dialog „Neue Partie“, { $file }, sind nicht lesbar ({ $reason }); der Dialog öffnet mit den Voreinstellungen, und die nächste Partie, die daraus beginnt, wird neu gemerkt.
newgame-remembered-unreadable-at = Die letzten Angaben im Dialog „Neue Partie“, { $file }, sind ab Zeile { $line } nicht lesbar ({ $reason }); der Dialog öffnet mit den Voreinstellungen, und die nächste Partie, die daraus beginnt, wird neu gemerkt.
newgame-remembered-unwritable = Die Angaben dieser Partie können nicht für das nächste Mal in { $file } gemerkt werden ({ $reason }); die Partie geht weiter, und der Dialog „Neue Partie“ öffnet das nächste Mal mit den zuletzt gemerkten Angaben.
newgame-pgn-over = Diese Partie ist zu Ende ({ $text }): spielen Sie sie stattdessen mit Strg+O nach.
newgame-not-in-tournament = { $game ->
    [online] Nicht während einer Online-Partie: eine andere Partie wartet, bis diese beendet ist.
   *[tournament] Nicht während einer Turnierpartie: eine andere Partie wartet, bis diese beendet oder abgebrochen ist.
}

# Warum etwas abgelehnt wurde oder fehlschlug (core/src/explain.rs): Satzteile, die auch nach
# einem Doppelpunkt stehen („Diese Auswahl ergibt keine Partie: …“), daher ohne Punkt am Ende.
# Eingegebener Text steht in Anführungszeichen; Einstellungswörter (mode, white, on) stehen so,
# wie sie getippt werden müssen.
error-rules-bad-fen = die Stellung „{ $fen }“ ist nicht verwendbar: { $reason }
error-rules-chess960-number = Chess960-Stellungen sind von 0 bis 959 nummeriert, nicht { $number }
error-rules-illegal-move = der Zug { $move } ist in dieser Stellung nicht regelgemäß
error-rules-game-over = die Partie ist beendet ({ $end })
error-fen-unreadable = das ist keine FEN
error-fen-board = die Aufstellung der Figuren ist nicht lesbar
error-fen-turn = am Zug ist weder w noch b
error-fen-castling = die Rochaderechte sind nicht lesbar
error-fen-en-passant-field = das En-passant-Feld ist nicht lesbar
error-fen-counters = die Zugzähler sind keine Zahlen
error-fen-empty-board = das Brett ist leer
error-fen-missing-king = ein König fehlt
error-fen-too-many-kings = eine Seite hat mehr als einen König
error-fen-pawns-on-back-rank = ein Bauer steht auf der ersten oder der letzten Reihe
error-fen-castling-rights = zu einem Rochaderecht fehlt der König oder der Turm
error-fen-en-passant-square = über das En-passant-Feld kann eben kein Bauer gezogen sein
error-fen-opposite-check = die Seite, die nicht am Zug ist, steht im Schach
error-fen-impossible-check = dieses Schach kann kein letzter Zug gegeben haben
error-fen-too-much-material = es stehen mehr Figuren auf dem Brett, als eine Partie haben kann
error-end-checkmate = Schachmatt
error-end-stalemate = Patt
error-end-insufficient-material = keine Seite kann noch mattsetzen
error-end-dead-position = tote Stellung
error-end-fivefold = fünfmalige Stellungswiederholung
error-end-seventy-five-moves = 75 Züge ohne Bauernzug und ohne Schlagen
error-setup-twice = { $setting } ist doppelt angegeben
error-setup-start-twice = die Anfangsstellung (fen, chess960) ist doppelt angegeben
error-setup-computer-in-tournament = der Computer spielt nur zu Hause (mode home): im Turnier ist der Gegner ein Mensch
error-setup-computer-plays-reader = der Computer kann nicht { $color ->
    [white] Weiß
   *[black] Schwarz
} spielen: das ist der sehbehinderte Spieler, dem die App dient (wählen Sie die andere Farbe, oder --vi)
error-setup-computer-without-game = der Computer braucht die Partie: wo die App nur die Uhr ist, sitzen beide Spieler am Brett
error-setup-online-not-alone = eine Onlinepartie wird gegen den Gegner auf lichess und mit der Uhr von lichess gespielt: kein Computer, kein Turnier und keine reine Uhr dazu
error-setup-volume = die Lautstärke der Signale ist eine Zahl von 0 bis 1, nicht { $value }
error-setup-name-not-printable = der Name von { $color ->
    [white] Weiß
   *[black] Schwarz
} enthält ein Steuerzeichen ({ $name }): ein Name ist druckbarer Text in einer Zeile
error-time-unknown = die Bedenkzeit ist unbekannt (?)
error-time-hourglass = Sanduhr-Bedenkzeiten (*) sind keine Bedenkzeiten für eine Schachuhr
error-time-not-understood = „{ $part }“ ist kein Zeitabschnitt (wie 90, 40/90 oder 5+3) und kein Zeitzuschlag (+30s, d5s, b5s)
error-time-empty = „{ $part }“ gibt keine Zeit
error-time-unreachable = „{ $part }“ gilt für den Rest der Partie, die Zeitabschnitte danach beginnen also nie
error-clock-not-started = die Uhr ist nicht gestartet
error-clock-already-started = die Uhr läuft schon
error-clock-paused = die Uhr ist angehalten
error-clock-not-paused = die Uhr ist nicht angehalten
error-pgn-game = Partie { $game }: { $error }
error-pgn-token-first = vor dem ersten Zug: „{ $token }“ ist kein Zug
error-pgn-token = nach { $after }: „{ $token }“ ist kein Zug
error-pgn-after-end = der Zug { $number } { $san } folgt nach dem Ende der Partie ({ $end }); die Züge davor bleiben
error-pgn-variant = die Variante „{ $variant }“ wird nicht unterstützt (nur normales Schach und Chess960)
error-pgn-illegal-move = der Zug { $number } { $san } ist in dieser Stellung nicht regelgemäß
error-pgn-io = die Datei ist nicht lesbar: { $reason }
error-engine-level = die Stufen der eingebauten Engine gehen von { $min } bis { $max }, nicht „{ $text }“
error-engine-no-program = uci: braucht den Pfad des Engine-Programms
error-engine-option = Engine-Optionen werden NAME=WERT geschrieben, nicht „{ $text }“
error-engine-spec = eine Engine ist builtin:STUFE oder uci:PFAD[:OPTION=WERT…], nicht „{ $text }“
error-key = keine Taste: „{ $text }“
error-vocab-syntax = Syntaxfehler: { $detail }
error-vocab-missing = die Meldung „{ $id }“ fehlt
error-vocab-collision = „{ $phrase }“ bedeutet sowohl { $first } als auch { $second }
error-arbiter-unknown = keine Schiedsrichteraktion: „{ $word }“
error-usage = so schreiben: { $form }
error-script-line = Zeile { $line }: { $problem }
error-script-time-back = die Zeit geht zurück, von { $from } s auf { $to } s
error-script-focus = focus entry oder board, nicht „{ $text }“
error-script-setting-late = die Einstellung { $setting } muss vor der ersten Eingabe stehen
error-script-unknown-line = unbekannte Zeile: { $line }
error-setting-unknown = keine Einstellung: { $setting }
error-setting-on-off = { $setting } … on oder off, nicht „{ $text }“
error-setting-one-of = { $setting } { $names } oder { $last }, nicht „{ $text }“
error-setting-color = white oder black, nicht „{ $text }“
error-setting-time = keine Zeitangabe: „{ $text }“
error-setting-time-too-long = keine Zeitangabe bis 1000 Stunden: „{ $text }“
error-setting-language = keine Sprache der Oberfläche: „{ $text }“
error-setting-chess960 = keine Chess960-Nummer: „{ $text }“

# Die erste Stunde zu Hause (Issue 28): Antworten, nach denen man nicht suchen muss.
move-by-computer = Der Computer spielt { $move }
move-took = Geschlagen: { $piece }
after-move-turn = { $color } ist am Zug.
after-move-turn-clock = { $color } ist am Zug, noch { $time }.
draw-offer-with-move = Das Angebot gilt mit dem nächsten Zug von { $color }.
draw-offer-stands = Das Remisangebot von { $color } steht.
draw-offer-stands-computer = Das Remisangebot von { $color } steht: der Computer antwortet mit seinem Zug.
computer-draw-answer = { $answer ->
    [accept] Der Computer nimmt das Remis an: die Stellung ist für ihn etwa ausgeglichen.
    [opening] Der Computer lehnt das Remis ab: die Partie hat kaum begonnen.
    [verdict] Der Computer lehnt das Remis ab: { $verdict }.
   *[unsure] Der Computer lehnt das Remis ab.
}
obstacle-in-the-way = Im Weg steht: { $piece } auf { $square }.
obstacle-pins = An den König gefesselt durch: { $piece } auf { $square }.
obstacle-would-check = Der König stünde im Schach durch: { $piece } auf { $square }.
obstacle-checks = Schach durch: { $piece } auf { $square }.
key-help-all = alle Tasten, nach Gruppen
typed-new-game = eine neue Partie
typed-help = Hilfe für diesen Moment
typed-help-all = alle Befehle, nach Gruppen
typed-resign = aufgeben (zweimal eingeben)
typed-arbiter-open = das Schiedsrichterfeld (zweimal eingeben)
typed-learn = Training neben der Partie: die Möglichkeiten von Lernen, eine per Nummer gewählt
typed-online-chat = den Rest der Zeile an den Gegner schreiben (/chat viel Glück)
# A board reading as the terminal's help writes it: its command and an example of its place
# (a square, or a side's piece as the interface names it).
reading-written = { $name } { $example }
help-now = { $moment ->
    [in-hand] Eine Figur ist in deiner Hand.
    [promotion] Der Bauer hat die letzte Reihe erreicht: wähle seine neue Figur.
    [computer] Der Computer denkt nach; inzwischen kannst du das Brett lesen.
    [online] { $color } zieht auf lichess: ein Zug, den du jetzt tippst, ist dein Vorauszug und geht, sobald dieser Zug kommt.
    [over] Die Partie ist zu Ende.
    [review] Eine Partie wird nachgespielt.
   *[to-move] { $color } am Zug.
}
help-more = { $input ->
    [lines] { $keys }: alle Befehle, nach Gruppen.
   *[keys] { $keys } noch einmal: alle Tasten, nach Gruppen.
}
help-group = { $group ->
    [board] Das Brett lesen:
    [moving] Züge ausführen:
    [game] Die Partie:
    [online] Auf lichess:
    [clock] Die Uhr:
    [window] Das Fenster:
   *[tournament] Turnier und Schiedsrichter:
}
help-type-move = Gib einen Zug ein: { $knight }, Nf3 oder { $pawn }.
taken-up-untimed = Die Partie ist wieder aufgenommen, wo sie stand: { $color } am Zug, Zug { $number }.
clocks-none = Keine Uhr in dieser Partie; { $moves }.
incident-untimed = Zug { $number }: { $what }
evaluate-still-thinking = Die Stellung wird noch angesehen: die Antwort kommt gleich.
evaluate-computer-moving = Der Computer denkt über seinen Zug nach: frag noch einmal, wenn er gezogen hat.
leave-confirm = Die Partie verlassen? Sie bleibt gespeichert und kann wieder aufgenommen werden. { $input ->
    [lines] /quit noch einmal verlässt sie.
   *[keys] Dieselbe Taste noch einmal verlässt sie.
}

# Fehler eines Befehls, einer Datei oder eines Geräts (der Grund, wie das System ihn nennt).
error-io = { $reason }
error-reason = { $reason }
error-script-unmet = { $file }: { $count } Erwartung(en) nicht erfüllt
error-file = { $file }: { $reason }
error-no-data-folder = kein Datenordner (kein Home-Ordner)
error-no-config-folder = kein Konfigurationsordner (kein Home-Ordner)
error-not-a-saved-game = keine gespeicherte Partie: { $game } (eine Nummer, latest oder eine .jsonl-Datei)
error-no-saved-game = keine gespeicherte Partie { $game } in { $dir }
pgn-file-unreadable = { $file } kann nicht gelesen werden: { $reason }
pgn-file-too-large = { $file } ist größer als { $megabytes } MB: nicht gelesen
pgn-file-binary = { $file } ist keine PGN-Textdatei (Binärdaten bei Byte { $at })
pgn-file-broken = { $file }: { $reason }
pgn-file-no-game = { $file }: es gibt keine Partie { $number } (die Datei hat { $count })
clock-pressed-with-move = Zu Hause wird die Uhr mit dem Zug gedrückt: die Uhr von { $color } läuft.


# Die Braillezeile. Der Buchstabe einer Figur in der Brettzeile, eine Zelle je Feld: a–z (Weiß mit
# Punkt 7, Schwarz ohne).
braille-piece-king = K
braille-piece-queen = D
braille-piece-rook = T
braille-piece-bishop = L
braille-piece-knight = S
braille-piece-pawn = B
braille-hand = Hand: { $piece }{ $square }
braille-clocks = Weiß { $white }  Schwarz { $black }
braille-cue = { $color }: { $time }
braille-ready = Braillezeile: { $cells } Module ({ $driver }).
braille-missing = Keine Braillezeile: { $reason }. Die Partie geht ohne sie weiter.
braille-lost = Die Verbindung zur Braillezeile ist abgebrochen ({ $reason }); sie wird neu aufgebaut.
braille-reason-library = libbrlapi ist nicht installiert (apt install brltty)
braille-reason-screen-reader = Braillezeilen arbeiten unter Windows über den Screenreader (NVDA, JAWS und die Sprachausgabe zeigen den Text des Fensters darauf)
braille-reason-server = kein BrlAPI-Server antwortet (läuft brltty?): { $detail }
braille-reason-no-device = an brltty ist keine Braillezeile angeschlossen
braille-reason-too-large = die Braillezeile gibt { $cells } Zellen an, mehr als jede Zeile hat (höchstens { $most } werden genutzt): der Server ist fehlerhaft, daher wird nichts auf sie geschrieben
braille-reason-timeout = der BrlAPI-Server hat nicht innerhalb von { $seconds } Sekunden geantwortet
braille-reason-tty = die Braillezeile konnte nicht übernommen werden: { $detail }

# Training zu Hause (annabella train): Lektionen, Übungen, Aufgaben, Fortschritt. Die
# Schachwörter kommen aus dem Vokabular des Spielers; $color ist white oder black.
train-due = { $count ->
    [0] Keine Übung ist fällig.
    [one] Eine Übung ist fällig.
   *[other] { $count } Übungen sind fällig.
}
train-side = { $color ->
    [white] Weiß
   *[black] Schwarz
}: { $pieces }.
train-your-move = Du bist am Zug.
train-puzzle-intro = Aufgabe mit Wertung { $rating }, { $pieces } Steine. Du spielst { $color ->
    [white] Weiß
   *[black] Schwarz
}.
train-puzzle-last-move = { $color ->
    [white] Weiß
   *[black] Schwarz
} spielte { $move }.
train-puzzle-right = Richtig. { $color ->
    [white] Weiß
   *[black] Schwarz
} antwortet { $move }. Du bist am Zug.
train-puzzle-solved = Gelöst!
train-puzzle-wrong = { $move } ist nicht der Zug. Versuch es noch einmal, bitte um einen Hinweis oder gib auf.
train-puzzle-over = Diese Aufgabe ist beendet.
train-puzzle-none = Keine Aufgabe passt zu deiner Auswahl.
train-hint-piece = Schau dir den Stein { $piece } auf { $square } an.
train-hint-square = Er zieht nach { $square }.
train-hint-move = Der Zug ist { $move }.
train-rating-up = Deine Aufgabenwertung steigt um { $change } auf { $rating }.
train-rating-down = Deine Aufgabenwertung sinkt um { $change } auf { $rating }.
train-rating-same = Deine Aufgabenwertung bleibt bei { $rating }.
train-stage-board = Das Brett: der König geht
train-stage-rook = Der Turm
train-stage-bishop = Der Läufer
train-stage-queen = Die Dame
train-stage-king = Der König
train-stage-knight = Der Springer
train-stage-pawn = Der Bauer
train-stage-capture = Schlagen
train-stage-promotion = Umwandlung
train-stage-castling = Rochade
train-stage-en-passant = En passant
train-stage-check = Schach
train-stage-mate = Schachmatt
train-stage-stalemate = Patt
train-stage-draws = Remis
train-stage-tournament = Ein erstes Turnier
train-level-intro = { $stage }, Stufe { $level } von { $levels }.
train-goal-visit = { $count ->
    [one] Zieh nach { $square }.
   *[other] Zieh nach { $square }; das nächste Feld folgt, wenn du dort bist.
}
train-goal-capture-all = Schlag alle schwarzen Steine außer dem König. Schwarz zieht nicht.
train-goal-promote = Wandle den Bauern um.
train-goal-castle = Rochiere: { $castle }.
train-goal-en-passant = Schlag { $words }.
train-goal-check = Biete Schach.
train-goal-mate = Setz matt.
train-goal-stalemate = Mach einen Zug, nach dem Schwarz nicht im Schach steht und keinen Zug hat: Patt, ein Remis.
train-goal-dead-position = Schlage die letzte Figur von Schwarz außer dem König: Ein König allein, oder mit nur einem Läufer oder Springer, kann nie mattgesetzt werden, und die Partie ist sofort remis.
train-goal-touched = Im Turnier ist eine Figur, die du aus ihrem Loch nimmst, berührt und muss ziehen (Anhang D.2.2, Artikel 4.3). Du hast { $role ->
    [queen] deine { $piece } auf { $square } genommen: zieh sie.
   *[other] deinen { $piece } auf { $square } genommen: zieh ihn.
}
train-goal-take-touched = Du hast { $role ->
    [queen] die
   *[other] den
} { $piece } von Schwarz auf { $square } berührt: Eine berührte Figur des Gegners muss geschlagen werden, wenn das geht (Artikel 4.3). Schlag sie.
train-goal-announce = Im Turnier sagst du jeden Zug laut in Worten an, damit dein Gegner ihn hört (Anhang D.2.1). Mach einen Zug und tippe ihn in Worten, wie du ihn sagen würdest.
train-goal-correct = Du hast { $announced } angesagt, aber auf deinem Brett { $made } gemacht. Bis du deine Uhr drückst, darfst du die Ansage berichtigen (Anhang D.2.8): sag den Zug an, den du gemacht hast, in Worten.
train-goal-press-clock = Dein Zug ist auf deinem Brett gemacht und angesagt. Drück jetzt deine Uhr: Damit ist der Zug vollendet, und dein Gegner darf antworten (Artikel 6.2). Tippe /clock; in einer Partie tut es die Taste der Uhr.
train-par = Ziel: { $par ->
    [one] ein Zug
   *[other] { $par } Züge
}.
train-next-square = Jetzt nach { $square }.
train-level-done = Geschafft in { $moves ->
    [one] einem Zug
   *[other] { $moves } Zügen
}: { $stars ->
    [one] ein Stern
   *[other] { $stars } Sterne
}.
train-level-gives-check = Das wäre Schach, und danach fragt diese Stufe nicht: Schwarz zieht hier nicht. Versuch einen anderen Zug.
train-level-spoiled = Patt: ein Remis, kein Sieg. Die Stufe beginnt von vorn.
train-level-illegal = Dieser Zug ist hier nicht möglich.
train-level-must-move = Berührt: { $role ->
    [queen] Die
   *[other] Der
} { $piece } auf { $square } muss ziehen.
train-level-must-take = Berührt: { $role ->
    [queen] Die
   *[other] Der
} { $piece } auf { $square } muss geschlagen werden.
train-level-announce-in-words = Sag ihn in Worten, wie dein Gegner ihn hört: { $words }.
train-level-not-the-move-made = Auf deinem Brett hast du { $made } gemacht: sag diesen Zug an.
train-level-press-the-clock = Dein Zug ist schon gemacht: drück jetzt deine Uhr, mit /clock.
train-lessons-done = Alle Stufen sind geschafft. Spiel jede Stufe noch einmal für mehr Sterne.
train-drill-find-square = Feld finden
train-drill-name-square = Feld benennen
train-drill-square-colour = Farbe eines Feldes
train-drill-same-diagonal = Gleiche Diagonale
train-drill-knight-distance = Springerabstand
train-drill-piece-moves = Wohin ein Stein ziehen kann
train-drill-rebuild = Stellung aufbauen
# Die Drills mit Zeit im Menü Lernen, und was eine Runde mit Zeit zuerst sagt.
train-drill-timed-find-square = Feld finden, mit Zeit: 30 Sekunden je Antwort
train-drill-timed-name-square = Feld benennen, mit Zeit: 30 Sekunden je Antwort
train-drill-timed-square-colour = Farbe eines Feldes, mit Zeit: 30 Sekunden je Antwort
train-drill-timed-same-diagonal = Gleiche Diagonale, mit Zeit: 30 Sekunden je Antwort
train-drill-timed-knight-distance = Springerabstand, mit Zeit: 30 Sekunden je Antwort
train-drill-timed-piece-moves = Wohin ein Stein ziehen kann, mit Zeit: 30 Sekunden je Antwort
train-drill-timed-rebuild = Stellung aufbauen, mit Zeit: 30 Sekunden je Antwort
train-drill-timed = Mit Zeit: 30 Sekunden für jede Antwort.
train-ask-find-square = Finde { $square }.
train-ask-name-square = Nenne das Feld in Spalte { $column }, Reihe { $row }, gezählt von der linken Ecke von Weiß.
train-ask-square-colour = Ist { $square } hell oder dunkel?
train-ask-same-diagonal = Liegen { $a } und { $b } auf einer Diagonale? Ja oder nein.
train-ask-knight-distance = Wie viele Züge braucht ein Springer von { $a } nach { $b }?
train-ask-piece-moves = { $piece } steht auf { $square }, sonst ist das Brett leer. Nenne jedes Feld, auf das er ziehen kann.
train-ask-rebuild = Bau diese Stellung auf deinem Brett auf: { $position }
train-answer-light = hell
train-answer-dark = dunkel
train-answer-yes = ja
train-answer-no = nein
train-accept-light = hell | h | weiß | weiss
train-accept-dark = dunkel | d | schwarz
train-accept-yes = ja | j
train-accept-no = nein | n
train-mark-right = Richtig.
train-mark-wrong = Nicht richtig: { $answer }.
train-mark-missing = Es fehlen: { $squares }.
train-mark-extra = Nicht erreichbar: { $squares }.
# A rebuilt position checked: the pieces to set (both sides, as read out), the squares to clear.
train-mark-board-wrong = Fehlt oder steht nicht wie vorgelesen: { $pieces }
train-mark-board-extra = Auf { $squares } steht in der Stellung nichts.
train-drill-score = { $right } von { $asked } richtig.
train-time-up = Die Zeit ist um.
train-progress-lessons = Lektionen: { $stars } von { $max } Sternen, { $done } von { $levels } Stufen geschafft.
train-progress-puzzles = Aufgaben: { $solved } gelöst, { $missed } verfehlt. Wertung { $rating }{ $settled ->
    [yes] {""}
   *[no] , noch nicht gefestigt
}.
train-progress-drill = { $drill }, die letzten Ergebnisse zuerst: { $scores }.
train-progress-retries = Stellen aus deinen Partien: { $kept } gespeichert, { $due } fällig.
train-progress-kept-aside = Die Trainingsdatei war beschädigt; sie ist als { $file } beiseitegelegt, und eine neue wird begonnen.
train-progress-recovered = Der Trainingsstand war abgeschnitten; was er vollständig enthielt, bleibt erhalten, und das Training geht damit weiter. Die Datei, wie sie war, ist als { $file } beiseitegelegt.
train-progress-not-saved = Dein Training konnte nicht gespeichert werden: { $reason }
train-progress-saved-again = Dein Training wird wieder gespeichert, nichts davon ging verloren.
train-not-in-tournament = { $game ->
    [online] Training wartet auf das Ende der Online-Partie: lichess erlaubt keine Hilfe, solange sie läuft.
   *[tournament] Training ist für zu Hause: nicht während einer Turnierpartie.
}
# A key of the braille display that would touch the game, while the player trains.
train-not-now = Nicht während du trainierst: die Partie wartet, bis du zurück bist (/quit).
# A piece lifted on the exercise's board (Enter, a routing key) with no move; one of the other side.
train-lifted-no-moves = { $piece } hat hier keinen Zug.
train-lift-theirs = { $piece } darfst du nicht ziehen: { $color ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug.
train-mistakes-going-over = Die Engine geht { $game } mit Tiefe { $depth } durch: { $side ->
    [white] die Züge von Weiß
    [black] die Züge von Schwarz
   *[both] die Züge beider Seiten
}. Das dauert ein bis zwei Minuten.
train-mistakes-found = { $count ->
    [0] Kein Zug hat in dieser Partie viel verloren: nichts zu wiederholen.
    [one] Eine Stelle zum Wiederholen
   *[other] { $count } Stellen zum Wiederholen
}{ $count ->
    [0] {""}
   *[other] { $new ->
        [0] , alle schon von früher gespeichert.
       *[other] .
    }
}
train-mistakes-none-due = Keine Wiederholung ist fällig; deine neueste beendete Partie wird durchgegangen.
train-mistakes-done = Das war die letzte Wiederholung. Was nicht gelang, kommt wieder, wenn es fällig ist.
train-retry-intro = Zug { $number }, { $color ->
    [white] Weiß
   *[black] Schwarz
} am Zug: finde einen besseren Zug als den gespielten.
train-retry-played = In der Partie: { $move }.
train-retry-passes = Gut: { $move } hält die Stellung so gut wie der beste Zug der Engine.
train-retry-played-again = { $move } ist der Zug der Partie. Versuch einen anderen.
train-retry-still-loses = { $move } verliert immer noch zu viel. Versuch es noch einmal, bitte um einen Hinweis oder gib auf.

# Das Menü Lernen im Fenster und seine Trainingsansicht (Issue 29).
menu-learn = Lernen
key-learn-lessons = Lektionen zum Mitmachen: die nächste noch nicht geschaffte Stufe
key-learn-puzzles = Aufgaben, die fälligen zuerst
key-learn-few-pieces = Aufgaben mit wenigen Figuren, höchstens 7: leicht im Kopf zu behalten
key-learn-mistakes = meine Fehler: die fälligen Wiederholungen
key-learn-go-over = meine letzte beendete Partie mit Stockfish durchgehen, für Stellen zum Wiederholen
key-learn-progress = mein Fortschritt, vorgelesen
# The Learn menu at the terminal (/learn): its choices as numbered lines.
learn-terminal = Am Terminal nennt /learn die Trainingsmöglichkeiten; eine Nummer wählt eine aus.
learn-list = Lernen: tippe die Nummer einer Möglichkeit oder ihre ersten Wörter; eine leere Zeile führt zurück { $back ->
        [questions] zu den Fragen der neuen Partie
       *[game] zur Partie
    }.
learn-list-item = { $n }. { $label }
learn-not-a-choice = „{ $text }“ ist keine der Möglichkeiten: tippe eine Nummer von 1 bis { $count } oder die ersten Wörter einer Möglichkeit.
learn-prompt = Lernen
train-prompt = Antwort
train-terminal-how = Jede Zeile ist jetzt deine Antwort; /hint und /solution helfen, /help sagt, was du sonst tippen kannst, /quit führt zurück { $back ->
        [questions] zu den Fragen der neuen Partie
       *[game] zur Partie
    }.
# /help while training: what can be typed now ($example: a move in the player's words, $square: e4 in them).
train-help-lesson = Tippe einen Zug: { $example }, oder Nf3, oder g1f3. /repeat sagt die Stufe noch einmal; /quit hört auf.
train-help-move = Tippe deinen Zug: { $example }, oder Nf3, oder g1f3. /hint gibt einen Hinweis, in drei Schritten; /solution gibt die Lösung; /repeat sagt die Stellung noch einmal; /quit hört auf.
train-help-board = Die Stellung lesen: /board, /pieces white, /rank 3, /file e, /square e4, /diagonals c4, /moves g1, /attackers e5.
train-help-drill = /repeat sagt die Frage noch einmal; /quit hört auf und behält das Ergebnis der Runde.
train-help-drill-find-square = Tippe das Feld: { $square }, oder e4.
train-help-drill-name-square = Tippe das Feld: { $square }, oder e4.
train-help-drill-square-colour = Tippe hell oder dunkel.
train-help-drill-same-diagonal = Tippe ja oder nein.
train-help-drill-knight-distance = Tippe die Zahl der Springerzüge.
train-help-drill-piece-moves = Tippe jedes Feld, auf das die Figur ziehen kann, in einer Zeile: { $square } f5 g6.
train-help-drill-rebuild = Stelle die Stellung auf deinem Brett auf und tippe dann, was du aufgestellt hast, so wie es dir vorgelesen wurde: Weiß: Ke1, e4. Schwarz: Ke8. Oder als FEN-Aufstellung: 4k3/8/8/8/4P3/8/8/4K3.
# Training neben einer Partie zu Hause: die Partie wartet, solange trainiert wird.
train-clock-stopped = Die Uhr der Partie steht, solange du trainierst.
train-back-untimed = { $color } am Zug, Zug { $number }.
train-back = { $color } am Zug, Zug { $number }; Weiß { $white }, Schwarz { $black }.
train-back-stopped = { $color } am Zug, Zug { $number }; Weiß { $white }, Schwarz { $black }. Die Uhren stehen: { $starter ->
    [lines] /pause startet sie.
   *[player] Strg+Umschalt+Leertaste startet sie.
}
window-training = Training
window-training-said = Die Übung
window-training-entry = Deine Antwort:
window-training-hint = Antwort tippen und Enter drücken: ein Zug, ein Feld, ja oder nein. Auf dem Brett (Tab) hebt Enter eine Figur an und setzt sie, oder beantwortet ein gesuchtes Feld. /hint gibt einen Hinweis, /solution die Lösung, /help den Rest; Escape führt zurück zur Partie.
train-record-unreadable = Die Trainingsdatei kann nicht gelesen werden: { $reason }
train-record-in-use = Dein Trainingsstand wird gerade von einem anderen Annabella benutzt, in dem du trainierst. Beende oder verlasse die Übung dort und trainiere dann hier: nichts geht verloren.
train-mistakes-none-due-window = Keine Wiederholung ist fällig. Meine letzte beendete Partie durchgehen, in diesem Menü, findet mit Stockfish Stellen zum Wiederholen.
# Das Menü Lernen im Fenster: eine beendete Partie, mit Stockfish durchgegangen.
train-going-over-no-engine = Zum Durchgehen einer Partie braucht es Stockfish ({ $program }), und das ist nicht installiert: apt install stockfish, dann noch einmal.
train-going-over-no-game = Keine beendete Partie zum Durchgehen: beende zuerst eine Partie. Am Terminal geht annabella train mistakes PARTIE jede gespeicherte Partie oder PGN-Datei durch.
train-going-over-how = Escape bricht ab; Enter sagt, wie weit es ist.
train-going-over-progress = { $done } von { $total } Zügen durchgegangen.
train-going-over-stopped = Das Durchgehen der Partie ist abgebrochen; nichts davon wird behalten.
train-going-over-failed = Die Partie konnte nicht durchgegangen werden: { $reason }

## Online play: the game

error-online-not-a-move = Zug { $number } der Liste des Servers, { $word }, ist kein Zug
error-online-illegal-move = Zug { $number } der Liste des Servers, { $word }, ist dort nicht erlaubt
error-online-refused = lichess hat sie abgelehnt: { $reason }
error-online-unauthorized = lichess nimmt deine Anmeldung nicht mehr an: melde dich mit „annabella online login“ neu an.
error-online-not-found = sie ist weg: zurückgezogen, abgelaufen oder schon vorbei
error-online-rate-limited = lichess bittet uns, langsamer zu machen; warte eine Minute und versuch es dann noch einmal
error-online-network = lichess ist nicht erreichbar: { $reason }; prüf die Verbindung und versuch es dann noch einmal
error-online-not-connected = nicht mit lichess verbunden: nichts wurde gesendet. Nimm die Partie mit „annabella online“ wieder auf, um weiterzuspielen.
error-online-not-yours = Partie { $id } ist keine deiner Partien auf lichess
error-online-variant = { $name } wird hier nicht gespielt: nur normales Schach
game-start-online = Onlinepartie auf lichess, { $rated ->
    [rated] gewertet
   *[casual] ungewertet
}, { $control }: du spielst { $color } gegen { $opponent }. { $help }
online-control = Bedenkzeit { $control }
online-days = { $days ->
    [one] ein Tag pro Zug
   *[other] { $days } Tage pro Zug
}
online-days-hours = { $days ->
    [0] { $hours ->
        [0] keine Zeit
        [one] eine Stunde
       *[other] { $hours } Stunden
    }
    [one] { $hours ->
        [0] ein Tag
        [one] ein Tag und eine Stunde
       *[other] ein Tag und { $hours } Stunden
    }
   *[other] { $hours ->
        [0] { $days } Tage
        [one] { $days } Tage und eine Stunde
       *[other] { $days } Tage und { $hours } Stunden
    }
}
online-your-time = Du hast { $time } für deinen Zug.
online-clock-left = noch { $time } für den Zug
online-time-left = { $color } am Zug: noch { $time }, von { $days ->
    [one] einem Tag
   *[other] { $days } Tagen
} pro Zug.
online-ai-name = lichess-KI Stufe { $level }
online-opponents-move = { $color } zieht auf lichess: warte auf den Zug.
online-bad-line = Eine Zeile von lichess war nicht lesbar ({ $reason }); sie wird übergangen.
online-first-move-deadline = { $seconds } Sekunden für deinen ersten Zug, sonst bricht lichess die Partie ab.
online-caught-up = { $count } Züge wurden gespielt, während die Verbindung weg war.
online-taken-back = { $count ->
    [one] Ein Zug
   *[other] { $count } Züge
} auf lichess zurückgenommen. { $board ->
    [tactile] Nimm { $count ->
        [one] ihn
       *[other] sie
    } auch auf deinem Brett zurück (/pending sagt, was abweicht).
   *[none] { "" }
} { $color } am Zug.
online-draw-offered = { $input ->
    [lines] /draw nimmt an, /decline oder dein Zug lehnt ab.
   *[keys] Strg+D nimmt an; Strg+Umschalt+N oder dein Zug lehnt ab.
}
online-takeback-offered = { $color } bittet, den letzten Zug zurückzunehmen: { $input ->
    [lines] /takeback nimmt an, /decline lehnt ab.
   *[keys] Strg+Umschalt+B nimmt an, Strg+Umschalt+N lehnt ab.
}
online-ended = { $status ->
    [aborted] Die Partie wurde abgebrochen.
    [mate] Schachmatt.
    [resign] Aufgegeben.
    [stalemate] Patt.
    [timeout] Der Gegner hat die Partie verlassen, der Sieg wurde beansprucht.
    [draw] Remis.
    [outoftime] Die Zeit ist abgelaufen.
    [cheat] lichess hat die Partie wegen Betrugs beendet.
    [nostart] Die Partie wurde abgebrochen: der erste Zug kam nicht rechtzeitig.
    [insufficient] Remis: zu wenig Material zum Mattsetzen.
   *[other] lichess hat die Partie beendet.
}
online-chat = { $room ->
    [spectator] Zuschauer
   *[player] Chat
} { $name }: { $text }
online-chat-sent = In den Chat geschickt: { $text }
online-chat-empty = Schreib den Text hinter /chat.
online-opponent-gone = { $color } hat die Partie verlassen. { $seconds ->
    [0] Du kannst den Sieg jetzt beanspruchen: /flag beansprucht ihn, /claim beansprucht Remis.
   *[other] Du kannst den Sieg in { $seconds } Sekunden beanspruchen.
}
online-opponent-back = { $color } ist zurück.
online-move-refused = Der Zug wird zurückgenommen: { $color } ist wieder am Zug.
online-reconnected = Wieder mit lichess verbunden.
online-lost = Die Verbindung zu lichess ist weg ({ $reason }); neuer Versuch in { $seconds } Sekunden.
online-taken-over = lichess wurde anderswo mit deinem Konto geöffnet, und diese Verbindung wurde geschlossen. Schließe die andere und beginne hier neu.
online-closed-login = lichess nimmt deine Anmeldung nicht mehr an, daher ist die Verbindung dieser Partie geschlossen. Die Partie bis hierher bleibt erhalten: melde dich mit „annabella online login“ neu an und nimm sie dann mit „annabella online play“ wieder auf.
online-closed-gone = lichess hat diese Partie nicht mehr für dich, daher ist ihre Verbindung geschlossen. Die Partie bis hierher bleibt hier erhalten.
online-rate-limited = lichess bittet, { $seconds } Sekunden zu warten, bevor wir weiter senden.
online-draw-accepting = Du nimmst das Remis an.
online-resigning = Du gibst auf.
online-claim-later = Der Gegner kann noch zurückkommen: beanspruchen kannst du in { $seconds } Sekunden.
online-flag-by-server = Online führt lichess die Uhr und beendet die Partie selbst, wenn ein Blättchen fällt.
online-claim-draw = Der Anspruch geht an lichess: es gibt eine Wiederholung oder die Fünfzig-Züge-Regel statt und bietet sonst Remis an.
online-clock-on-server = Online läuft die Uhr auf lichess: sie kann hier nicht angehalten und die Partie nicht vertagt werden.
online-only = { $what ->
    [takeback] Zurücknahme
    [abort] Abbrechen
    [decline] Ablehnen
    [chat] Chat
   *[premove] Vorauszug
}: nur in einer Onlinepartie auf lichess, und diese Partie ist keine.
online-abort-too-late = Beide Seiten haben gezogen: lichess lässt diese Partie nicht mehr abbrechen. Gib stattdessen auf oder biete Remis an.
online-chat-open = Chat: tippe deine Worte hinter /chat in der Zugeingabe, dann Enter. Escape führt zurück zum Brett.
online-game-over = Die Onlinepartie ist vorbei.
online-takeback-accepting = Du nimmst die Zugrücknahme an.
online-takeback-asked = Du bittest, deinen letzten Zug zurückzunehmen.
online-abort-confirm = Die Partie abbrechen? Sie endet für beide, ohne Wertung. { $input ->
    [lines] /abort noch einmal bricht sie ab.
   *[keys] Drücken Sie noch einmal, um sie abzubrechen.
}
online-aborting = Du brichst die Partie ab.
online-draw-declined = Du lehnst das Remis ab.
online-takeback-declined = Du lehnst die Zugrücknahme ab.
online-nothing-to-decline = Es steht kein Angebot zum Ablehnen.
online-taken-up = Die Onlinepartie wird wieder aufgenommen: lichess bringt sie auf den neuesten Stand.
online-opponent-unnamed = deinen Gegner auf lichess

# Ein Vorauszug: der nächste Zug, getippt, während online der Gegner am Zug ist.
premove-held = { $replaced ->
    [yes] Vorauszug ersetzt: { $move }.
   *[no] Vorauszug: { $move }.
} Er geht an lichess, sobald { $color } gezogen hat, wenn er dann regelgemäß ist. Ein anderer Zug ersetzt ihn; { $input ->
    [lines] /cancel verwirft ihn.
   *[keys] Strg+Umschalt+P verwirft ihn.
}
premove-confirm-ahead = Du drückst die Uhr selbst: { $input ->
    [lines] /clock bestätigt ihn jetzt, dann geht er sofort;
   *[keys] die Uhrtaste bestätigt ihn jetzt, dann geht er sofort;
} unbestätigt wird er nach dem Zug von { $color } ausgeführt und wartet auf deinen Uhrendruck.
premove-confirmed = Vorauszug { $move } bestätigt: er geht, sobald { $color } gezogen hat, wenn er dann regelgemäß ist.
premove-refused = Nicht als Vorauszug gehalten:
premove-unreadable = In dieser Stellung lässt sich kein Vorauszug lesen: warte auf den Zug des Gegners.
premove-cancelled = Vorauszug { $move } verworfen.
premove-none = Kein Vorauszug gehalten. Tippe deinen Zug, während der Gegner am Zug ist, um einen zu halten.
premove-played = Dein Vorauszug:
premove-press = Dein Vorauszug ist ausgeführt, noch nicht gesendet: { $input ->
    [lines] /clock sendet ihn, /correct ändert ihn.
   *[keys] drücke die Uhr, um ihn zu senden, oder korrigiere ihn vorher.
}
premove-dropped = Vorauszug { $move } verworfen: { $reason ->
    [taken] { $color } hat die Figur geschlagen.
    [check] dein König steht im Schach, und der Zug hebt das Schach nicht auf.
    [takeback] Züge wurden zurückgenommen.
    [restart] die Partie wurde wieder aufgenommen; ziehe, wenn du am Zug bist.
   *[illegal] er ist nach dem Zug von { $color } nicht regelgemäß.
}
premove-tactile = Mit einem tastbaren Brett wird der Zug von { $color } dort vor deinem ausgeführt: tippe deinen Zug, wenn du am Zug bist.
premove-lifted = Vorauszug: { $piece } angehoben. Enter auf dem Feld, auf das sie zieht; Escape stellt sie zurück.
premove-put-back = { $piece } zurückgestellt: kein Vorauszug damit.
premove-cannot-go = Nicht als Vorauszug gehalten: { $piece } kann nicht nach { $square }.


## Online play: the lobby

# Eine Bedenkzeit für lichess, geprüft, bevor sie gesendet wird.
error-online-control-not-understood = { $text } ist keine Bedenkzeit: schreib die Minuten, ein Plus und die Sekunden je Zug, etwa 15+10, oder die Tage je Zug, etwa 3d
error-online-control-seek-too-fast = eine Suche muss Schnellschach oder langsamer sein: diese Partie dauerte nach der Schätzung von lichess (die Zeit plus 40 Zuschläge) etwa { $estimate }, und eine Suche braucht 8 Minuten oder mehr; versuch 10+0 oder 15+10, oder fordere für eine schnellere Partie einen Spieler heraus
error-online-control-bullet = lichess spielt über die Board-API kein Bullet: diese Partie dauerte nach der Schätzung von lichess (die Zeit plus 40 Zuschläge) etwa { $estimate }, und sie braucht 3 Minuten oder mehr
error-online-control-limit-not-offered = lichess bietet keine Uhr mit { $limit } an: die Zeit ist in ganzen Minuten, oder 15, 30, 45 oder 90 Sekunden
error-online-control-limit-too-long = { $limit } ist mehr als die längste Uhr von lichess, 3 Stunden
error-online-control-increment-too-long = ein Zuschlag von { $increment } ist mehr, als lichess hier erlaubt: { $most }
error-online-control-days-not-offered = lichess bietet keine Fernpartie mit { $days } Tagen je Zug an: wähle 1, 2, 3, 5, 7, 10 oder 14
online-control-clock = { $time } plus { $increment } je Zug
online-control-sudden-death = { $time }, ohne Zuschlag
online-control-days = { $days ->
    [one] ein Tag
   *[other] { $days } Tage
} je Zug
online-control-unlimited = ohne Zeitbegrenzung
online-speed = { $speed ->
    [ultraBullet] eine Ultrabullet-Partie
    [bullet] eine Bullet-Partie
    [blitz] eine Blitzpartie
    [rapid] eine Schnellschachpartie
    [classical] eine klassische Partie
    [correspondence] eine Fernpartie
   *[other] eine Partie
}
# Der Ereignisstrom: das Konto, Herausforderungen und Partien.
online-lobby-account = Bei lichess angemeldet als { $name }.
online-lobby-no-games = Keine Partie von dir läuft.
online-lobby-games = { $count ->
    [one] Eine Partie von dir läuft:
   *[other] { $count } Partien von dir laufen:
}
online-lobby-game-item = gegen { $opponent }, du spielst { $color ->
    [white] Weiß
    [black] Schwarz
   *[random] eine ausgeloste Farbe
}, { $turn ->
    [yours] du bist am Zug
   *[theirs] der Gegner ist am Zug
}, { $speed ->
    [ultraBullet] Ultrabullet
    [bullet] Bullet
    [blitz] Blitz
    [rapid] Schnellschach
    [classical] klassisch
    [correspondence] Fernschach
   *[other] ohne Zeitbegrenzung
}
online-lobby-no-challenges = Keine Herausforderungen an dich.
online-lobby-challenges = { $count ->
    [one] Eine Herausforderung an dich:
   *[other] { $count } Herausforderungen an dich:
}
online-lobby-player = { $name }
online-lobby-player-rated = { $name }, Wertung { $rating }
online-lobby-ai = die lichess-KI auf Stufe { $level }
online-lobby-challenge = Herausforderung von { $challenger }: { $control }, { $rated ->
    [rated] gewertet
   *[casual] ungewertet
}; { $color ->
    [white] du spieltest Weiß
    [black] du spieltest Schwarz
   *[random] die Farben werden ausgelost
}. Annehmen oder ablehnen.
online-lobby-challenge-item = von { $challenger }: { $control }, { $rated ->
    [rated] gewertet
   *[casual] ungewertet
}; { $color ->
    [white] du spieltest Weiß
    [black] du spieltest Schwarz
   *[random] die Farben werden ausgelost
}
online-lobby-challenge-not-playable = Diese Partie kann hier nicht gespielt werden: die Board-API von lichess nimmt sie nicht (eine Variante, oder zu schnell).
online-lobby-challenge-withdrawn = { $name } hat die Herausforderung zurückgezogen.
online-lobby-our-challenge-canceled = Deine Herausforderung an { $name } ist aufgehoben.
online-lobby-declined = { $name } hat deine Herausforderung abgelehnt: { $reason ->
    [generic] nimmt gerade keine Herausforderungen an
    [later] jetzt nicht, frag später noch einmal
    [toofast] zu schnell; fordere mit einer langsameren Partie noch einmal heraus
    [tooslow] zu langsam; fordere mit einer schnelleren Partie noch einmal heraus
    [timecontrol] spielt diese Bedenkzeit nicht
    [rated] möchte eine gewertete Partie
    [casual] möchte eine ungewertete Partie
    [standard] spielt gerade nur normales Schach
    [variant] spielt diese Variante gerade nicht
    [nobot] nimmt keine Herausforderungen von Bots an
    [onlybot] nimmt nur Herausforderungen von Bots an
   *[other] ohne Angabe von Gründen
}.
online-lobby-game-started = Partie gegen { $opponent } begonnen: { $control }, { $rated ->
    [rated] gewertet
   *[casual] ungewertet
}; du spielst { $color ->
    [white] Weiß
    [black] Schwarz
   *[random] eine noch unbekannte Farbe
}.
online-lobby-game-not-playable = Diese Partie kann hier nicht gespielt werden: die Board-API von lichess nimmt sie nicht. Spiel sie auf lichess.org.
online-lobby-game-waits = Sie wartet, während du diese Partie spielst: play { $opponent } öffnet sie.
online-lobby-game-finished = Die Partie gegen { $opponent } ist zu Ende: { $result ->
    [won] du hast gewonnen
    [lost] du hast verloren
    [aborted] sie wurde abgebrochen
   *[draw] remis
}.
online-lobby-opening = Die Partie gegen { $opponent } wird geöffnet.
online-lobby-unreadable = Eine Zeile von lichess konnte nicht gelesen werden und wird übersprungen: { $reason }
# Was der Spieler verlangt.
online-lobby-seeking = Suche eine Partie: { $control }, { $rated ->
    [rated] gewertet
   *[casual] ungewertet
}. Sie beginnt, sobald jemand annimmt; cancel beendet die Suche.
online-lobby-challenging = Fordere { $name } heraus: { $control }, { $rated ->
    [rated] gewertet
   *[casual] ungewertet
}. Warte auf Antwort; cancel zieht sie zurück.
online-lobby-asking-ai = Starte eine Partie gegen die lichess-KI auf Stufe { $level }: { $control }.
online-lobby-already-waiting = { $waiting ->
    [seek] Du suchst schon eine Partie
    [challenge] Deine Herausforderung wartet schon auf Antwort
   *[ai] Eine Partie gegen die lichess-KI beginnt schon
}: brich das zuerst ab, oder warte.
online-lobby-not-a-username = { $name } kann kein lichess-Benutzername sein: er hat 2 bis 30 Buchstaben, Ziffern, - und _.
online-lobby-ai-level = Die lichess-KI spielt auf den Stufen 1 bis 8, nicht { $level }.
online-lobby-no-challenge = Keine Herausforderung an dich zu beantworten.
online-lobby-which-challenge = { $count } Herausforderungen an dich: sag welche, mit dem Namen des Herausforderers.
online-lobby-no-such-challenge = Keine Herausforderung an dich von { $who }.
online-lobby-accepting = Nehme die Herausforderung von { $name } an.
online-lobby-declining = Lehne die Herausforderung von { $name } ab.
online-lobby-nothing-to-cancel = Keine Suche und keine Herausforderung von dir wartet.
online-lobby-seek-canceled = Suche beendet.
online-lobby-challenge-taken-back = Deine Herausforderung an { $name } ist zurückgezogen.
online-lobby-seek-expired = Niemand hat deine Suche angenommen, und sie ist abgelaufen. Such noch einmal, um weiter zu warten.
online-lobby-no-game = Keine Partie von dir läuft.
online-lobby-which-game = { $count } Partien von dir laufen, in keiner bist du am Zug: sag welche, mit dem Namen des Gegners.
online-lobby-no-such-game = Keine Partie von dir gegen { $who }.
online-lobby-request-failed = { $request ->
    [seek] Die Suche
    [challenge] Die Herausforderung
    [ai] Die Partie gegen die lichess-KI
    [accept] Das Annehmen der Herausforderung
    [decline] Das Ablehnen der Herausforderung
   *[cancel] Das Zurückziehen der Herausforderung
} ist gescheitert: { $reason }
# Warum eine Anfrage an lichess scheiterte, und was zu tun ist.


## Online play: the connection

online-login-listening = Warte auf lichess auf diesem Computer, Port { $port }.
online-login-browser = Dein Browser ist bei lichess geöffnet: Melde dich dort an und erlaube dann Annabella den Zugriff.
online-login-open-by-hand = Der Browser ließ sich nicht öffnen. Öffne diese Adresse darin, melde dich an und erlaube dann Annabella den Zugriff: { $url }
online-login-exchanging = lichess hat zugestimmt: Annabella holt ihren Token.
online-login-checking = Der Token wird bei lichess geprüft.
online-login-done = Bei lichess angemeldet als { $name }.
online-login-page-done = Annabella ist bei lichess angemeldet. Du kannst diese Seite schließen und zu Annabella zurückkehren.
online-login-page-failed = Annabella ist nicht bei lichess angemeldet. Du kannst diese Seite schließen und zu Annabella zurückkehren.
error-lichess-cancelled = Die Anmeldung wurde bei lichess abgebrochen: Annabella ist nicht angemeldet.
error-lichess-state = Die Antwort an Annabella gehörte nicht zu dieser Anmeldung und wurde abgelehnt. Melde dich erneut an.
error-lichess-timed-out = Keine Antwort vom Browser in { $minutes } Minuten: Die Anmeldung wird aufgegeben. Melde dich erneut an oder füge einen persönlichen Token ein.
error-lichess-denied = lichess hat die Anmeldung abgelehnt: { $reason }
error-lichess-listener = Annabella kann auf diesem Computer nicht auf den Browser warten: { $reason }
error-lichess-token-file = Die Token-Datei für lichess lässt sich nicht schreiben oder löschen: { $reason }
error-lichess-not-revoked = Hier abgemeldet, aber lichess konnte es nicht erfahren ({ $reason }). Widerrufe den Token bei lichess unter Einstellungen, API-Zugangstoken.
error-lichess-token-empty = Der Token ist leer: Füge den ganzen Token von lichess ein.
error-lichess-token-too-long = Der Token hat { $length } Zeichen, mehr als { $most }: Füge nur den Token ein.
error-lichess-token-character = Zeichen { $position } des Tokens ist kein Buchstabe, keine Ziffer und kein Unterstrich: Füge nur den Token ein.

## Online play: the lobby lines

error-lobby-unknown = „{ $word }“ ist kein Wort der Lobby: help nennt die Wörter
error-lobby-usage = schreib es so: { $form }
error-lobby-level = die Stufe der lichess-KI ist 1 bis 8, nicht { $text }
online-no-settings-folder = Annabella hat hier keinen Ordner für Einstellungen, um das lichess-Token aufzubewahren; setze stattdessen ANNABELLA_LICHESS_TOKEN.
online-logged-out = Von lichess abgemeldet: das Token ist widerrufen und entfernt.
online-paste-token = Erstelle ein persönliches Token unter { $url } (mit „Play games with the board API“), füge es hier ein und drücke Enter:
online-game-not-opened = lichess hat die Partie nicht geöffnet: keine erste Zeile kam. Versuche es noch einmal mit play.
online-lobby-help = In der Lobby: seek 15+10 [rated] [white|black] sucht irgendwen (Schnellschach oder langsamer); challenge NAME 10+5 fordert einen Spieler heraus; ai STUFE [15+10] spielt gegen die lichess-KI (1 bis 8); accept [NAME] und decline [NAME] [later|tooFast|tooSlow|rated|casual] beantworten eine Herausforderung; cancel nimmt deine Suche oder Herausforderung zurück; play [NAME] nimmt eine laufende Partie auf; games und challenges sagen sie noch einmal; quit beendet.
online-next-at-lobby = Eine weitere Onlinepartie beginnt in der Lobby: quit, dann annabella online, wo seek, challenge oder ai eine beginnen.
after-game-lines-online = Und jetzt? Tippe review, um die Partie durchzugehen (/back und /next gehen Zug um Zug), export, um das Partieformular zu speichern, oder quit (dann annabella online für eine weitere Partie).
online-prompt-opponent = { $color } zieht auf lichess

## Hardening: the training record

train-record-not-a-file = Sie ist keine Datei, sondern ein Ordner, eine Pipe oder ein Gerät.
train-record-too-large = Sie ist größer als jede Trainingsdatei: { $size } Bytes.
train-record-not-text = Sie ist kein Text: eine Binärdatei oder nicht in UTF-8.
train-record-not-json = Sie ist keine Trainingsdatei: { $detail }.

## Coach: teaching from zero
train-stage-words = Die Wörter des Bretts
# Die Stufe der Wörter: jede Stufe lehrt ein Wort des Bretts und fragt es dann ab.
train-teach-words-files = Ein Schachbrett hat acht Linien: die Felderreihen, die von der Seite von Weiß zur Seite von Schwarz laufen. Von links nach rechts, von Weiß aus gesehen, heißen sie { $files }.
train-teach-words-ranks = Es hat acht Reihen: die Felder quer über das Brett, von der Seite von Weiß aus gezählt. Die Figuren von Weiß beginnen auf Reihe { $first }, die von Schwarz auf Reihe { $last }. Der Reihe nach: { $ranks }.
train-teach-words-squares = Ein Feld heißt nach seiner Linie, dann nach seiner Reihe: { $square } liegt dort, wo die Linie { $file } die Reihe { $rank } kreuzt. Du kannst es auch in Buchstaben tippen, als f3.
train-teach-words-colours = Die Felder sind abwechselnd hell und dunkel, entlang jeder Linie und jeder Reihe. { $corner }, die linke Ecke von Weiß, ist dunkel, ebenso { $dark }; { $light } ist hell.
train-teach-words-pieces = Jede Seite hat sechzehn Figuren. In deinen Wörtern: { $king } ist der König, { $queen } die Dame, { $rook } ein Turm (es gibt zwei), { $bishop } ein Läufer (zwei), { $knight } ein Springer (zwei), { $pawn } ein Bauer (acht).
train-ask-words-file = Welche Linie ist Nummer { $number } von links, von Weiß aus gesehen?
train-ask-words-rank = Welche Reihe ist Nummer { $number } von der Seite von Weiß aus?
train-ask-words-piece = Wie heißt { $role ->
    [king] der König
    [queen] die Dame
    [rook] der Turm
    [bishop] der Läufer
    [knight] der Springer
   *[pawn] der Bauer
} in deinen Wörtern?
train-level-misnamed = Nicht richtig: es ist { $answer }. Tippe { $answer }, um weiterzumachen.
train-level-name-it = Hier ist ein Wort gefragt, kein Zug: tippe es.
# Jede Stufe beginnt mit dem, was sie lehrt ($piece: die Figur der Stufe in den Wörtern des Spielers, $king: der König).
train-teach-board = Jetzt ziehst du. Dein { $king }, der König, geht ein Feld in jede Richtung: entlang seiner Linie, seiner Reihe oder einer Diagonale. Tippe die Figur und das Feld, als { $king } { $square }, oder nur das Feld.
train-teach-rook = { $piece } ist der Turm. Er zieht entlang seiner Reihe oder seiner Linie, so weit er will, kann aber keine Figur überspringen.
train-teach-bishop = { $piece } ist der Läufer. Er zieht entlang seiner Diagonalen, so weit er will, und bleibt so auf Feldern einer Farbe.
train-teach-queen = { $piece } ist die Dame. Sie zieht wie Turm und Läufer zusammen: entlang ihrer Reihe, ihrer Linie oder ihrer Diagonalen, so weit sie will.
train-teach-king = { $piece } ist der König. Er geht ein Feld in jede Richtung. Er darf nie im Schach stehen.
train-teach-knight = { $piece } ist der Springer. Er springt zwei Felder entlang einer Reihe oder Linie und dann eines zur Seite, über jede Figur dazwischen.
train-teach-pawn = { $piece } ist der Bauer. Er zieht ein Feld geradeaus vorwärts, von seiner Startreihe aus zwei, und schlägt ein Feld schräg vorwärts.
train-teach-capture = Du schlägst, indem du auf das Feld einer gegnerischen Figur ziehst: sie verlässt das Brett. Jede Figur schlägt so, wie sie zieht; nur der Bauer schlägt anders, schräg vorwärts.
train-teach-promotion = Ein Bauer, der die letzte Reihe erreicht, wird zu Dame, Turm, Läufer oder Springer, wie du wählst; fast immer zur Dame.
train-teach-castling = Bei der Rochade zieht der König zwei Felder auf einen Turm zu, und dieser Turm über den König auf das Feld neben ihm. Keiner von beiden darf schon gezogen haben, die Felder dazwischen müssen leer sein, und der König darf nicht im Schach stehen, kein angegriffenes Feld überqueren und auf keinem landen.
train-teach-en-passant = Ein Bauer, der zwei Felder zieht und neben einem gegnerischen Bauern landet, darf von diesem geschlagen werden, als wäre er nur eines gezogen: nur im unmittelbar nächsten Zug.
train-teach-check = Ein König, den eine Figur angreift, steht im Schach. Wer im Schach steht, muss es sofort beenden: den König ziehen, den Angreifer schlagen oder eine Figur dazwischenstellen.
train-teach-mate = Schachmatt: der König steht im Schach, und kein Zug beendet es. Das gewinnt die Partie.
train-teach-stalemate = Patt: wer am Zug ist, steht nicht im Schach, hat aber keinen legalen Zug. Die Partie ist remis.
train-teach-draws = Eine Partie ist sofort remis, wenn keine Seite mehr matt setzen kann, was auch immer gezogen wird: eine tote Stellung.
train-teach-tournament = In einem Turnier nach Anhang D spielst du auf deinem eigenen tastbaren Brett, und jeder Zug wird laut in Worten angesagt.
# Ein Zug einer Lektion, der die Gangart seiner Figur bricht ($square: wohin sie sollte).
train-rule-king = { $piece } geht ein Feld in jede Richtung: { $square } ist weiter entfernt.
train-rule-queen = { $piece } zieht entlang der Reihe, der Linie oder der Diagonalen: { $square } liegt auf keiner davon.
train-rule-rook = { $piece } zieht entlang der Reihe oder der Linie: { $square } liegt auf keiner von beiden.
train-rule-bishop = { $piece } zieht entlang der Diagonalen: { $square } liegt auf keiner von beiden.
train-rule-knight = { $piece } springt zwei Felder entlang einer Reihe oder Linie und eines zur Seite: { $square } ist keinen solchen Sprung entfernt.
train-rule-pawn = { $piece } zieht ein Feld geradeaus vorwärts, von der Startreihe aus zwei, und schlägt eines schräg vorwärts: { $square } ist nichts davon.
train-level-no-such-piece = { $piece }: so eine Figur hast du hier nicht. Deine Figuren: { $pieces }.
train-level-which-piece = Welche Figur? { $pieces } können nach { $square }: tippe die Figur und das Feld.
train-level-none-goes = Keine deiner Figuren kann nach { $square }.
train-level-named = Richtig: { $stars ->
    [one] ein Stern
   *[other] { $stars } Sterne
}.
train-help-words = Tippe das gefragte Wort, in deinen Wörtern oder in Buchstaben: { $file } oder c, { $square } oder e4, hell oder dunkel, { $piece } oder R. /repeat sagt die Frage noch einmal; /quit hört auf.
train-par-explained = Das Ziel ist die kleinste Zahl von Zügen, mit der die Aufgabe gelingt.
train-stars-explained = Sterne sagen, wie es lief: 3 beim ersten Versuch oder im Ziel, 2 mit bis zu zwei mehr, danach 1. Jede Stufe kann noch einmal gespielt werden, für mehr.
train-not-understood = Nicht verstanden: { $word }. /help sagt, was du tippen kannst.
# Die Wörter des Trainers ohne Schrägstrich, wie er sie anbietet („bitte um einen Hinweis oder gib auf“).
train-accept-hint = hinweis | einen hinweis | tipp
train-accept-give-up = aufgeben | gib auf | ich gebe auf | lösung | die lösung
train-accept-help = hilfe
train-accept-repeat = wiederholen | nochmal | noch einmal
train-accept-board = brett | das brett
train-accept-quit = beenden | aufhören | stopp
# Warum sich die Wertung so ändert (Issue 38, Punkt 5).
train-rating-why = Für die Wertung zählt nur eine Lösung im ersten Versuch ohne Hinweis als Gewinn: diese hatte { $hints ->
    [0] keinen Hinweis
    [one] einen Hinweis
   *[other] { $hints } Hinweise
} und { $wrong ->
    [0] keinen Fehlversuch
    [one] einen Fehlversuch
   *[other] { $wrong } Fehlversuche
}.
train-rating-shown = Die Lösung wurde gezeigt: für die Wertung ein Fehlschlag.
# Zwischen den Zügen einer gezeigten Lösung die Antwort des Gegners (Issue 38, Punkt 10).
train-solution-answer = { $color ->
    [white] Weiß
   *[black] Schwarz
} antwortet { $move }.
# Die Eingabeaufforderung des Terminals nach der Partie (Issue 38, Punkt 10).
after-game-prompt = Was nun
# Hinweise in einer Lektion (Issue 38): das gefragte Wort; was /hint und /solution in einer Lektion tun.
train-hint-named = Es ist { $answer }.
train-help-lesson-hint = Festgefahren? /hint sagt, welche Figur ziehen soll, dann wohin, dann den Zug; /solution gibt den Zug.
online-claim-now = Du kannst den Sieg jetzt beanspruchen: /flag beansprucht ihn, /claim beansprucht Remis.
speech-reader-gone = { $reader } antwortet nicht mehr ({ $reason }): die Worte der App sagen jetzt die Stimmen des Systems.
# Die Fragen zur neuen Partie im Terminal (Issue 38): ein Wert, von /help aufgezählt; die erste Frage; /cancel ohne Partie.
form-line-value = { $n }. { $value }
form-line-how-first = Tippe eine Nummer oder das erste Wort eines Werts, um ihn zu wählen; /help zählt die Werte auf; eine leere Zeile startet die Partie; /learn 1 beginnt die erste Lektion, von null an, und /learn zählt alles Training auf; /quit beendet.
newgame-cancel-none = Es gibt keine Partie, zu der es zurückgeht: eine leere Zeile startet diese, /learn öffnet die Lektionen, /quit beendet.
# Was fällig ist, beim Namen genannt (Issue 38); das Training einmal angeboten, wenn eine Partie im Terminal beginnt.
train-due-named = { $count ->
    [one] Eine Übung ist fällig
   *[other] { $count } Übungen sind fällig
}: { $names }.
train-due-more = und { $count } weitere
train-due-puzzle = Aufgabe { $id }, Wertung { $rating }
train-due-drill = die Übung { $name }
train-due-retry = dein Zug { $number } als { $color ->
    [white] Weiß
   *[black] Schwarz
} in einer deiner Partien
train-due-retry-gone = ein Zug aus einer deiner Partien
train-invite = Lektionen von null an, Übungen und Aufgaben: /learn.
# annabella train ohne Angabe, was trainiert wird, und train drill ohne Art (Issue 38); eine Partie im Terminal durchgehen.
train-usage = Was trainieren: annabella train learn (Lektionen von null an), drill (das Brett nach Gehör), puzzle (die fälligen zuerst), mistakes (aus deinen eigenen Partien) oder progress. annabella train --help sagt mehr.
train-drill-kinds = Die Übungen: tippe annabella train drill und eines dieser Wörter.
train-drill-kind = { $kind }: { $name }
train-going-over-how-lines = /quit hält es an; jede andere Zeile sagt, wie weit es ist.
# Die Frist einer Übung auf Zeit, gesagt, wenn sie kommt, und eine richtige Antwort danach (Issue 38).
train-time-up-now = Die Zeit ist um: 30 Sekunden. Antworte trotzdem; es zählt als Fehler.
train-late-right = Richtig, aber zu spät: es zählt als Fehler.
# Die Stufe der einfachen Matts (Issue 38): ihr Name und was sie lehrt.
train-stage-mates = Einfache Matts: Dame, Turm, zwei Türme
train-teach-mates = Ein einzelner König wird am Rand des Bretts mattgesetzt. Dein König kommt heran und nimmt ihm die Fluchtfelder, oder ein Turm nimmt ihm eine ganze Reihe; dann setzt die Dame oder der andere Turm am Rand matt. Lass ihn nicht ohne Zug, solange er nicht im Schach steht: das ist Patt, ein Remis.
# Die Stufe der Figurenwerte (Issue 38): ihr Name, was sie lehrt, ihr Ziel, ein Schlagen von weniger Wert.
train-stage-values = Der Wert der Figuren
train-teach-values = Figuren sind Punkte wert: { $pawn } 1, { $knight } 3, { $bishop } 3, { $rook } 5, { $queen } 9; { $king } wird nie geschlagen. Kannst du eine von zwei schlagen, nimm die, die mehr wert ist.
train-goal-capture-best = Schlage die Figur, die am meisten wert ist.
train-level-worth-less = Nicht gespielt: { $taken } ist { $worth } wert; { $best }, { $most } wert, kann geschlagen werden.
# Die Stufe Deckung (Issue 38): ihr Name, was sie lehrt, ihr Ziel.
train-stage-protection = Eine Figur decken
train-teach-protection = Eine Figur ist gedeckt, wenn eine andere von dir auf ihrem Feld zurückschlagen könnte: wer sie schlägt, verliert den Schläger. Wird eine deiner Figuren angegriffen, decke sie oder zieh sie weg.
train-unsaved-offer = Diese Runde ist nicht gespeichert: Ihr Trainingsstand kann dort, wo er liegt, nicht geschrieben werden. Gib einen Ordner auf einem anderen Laufwerk oder einem Stick ein, um ihn dort zu speichern; eine leere Zeile beendet, ohne zu speichern.
train-folder-prompt = Ordner
train-progress-saved-in = Dein Training ist in { $path } gespeichert. Dort weitertrainieren mit: annabella train --record { $path }
train-unsaved-lost = Diese Trainingsrunde ist nicht gespeichert.
train-goal-protect = { $role ->
    [queen] Deine { $piece } auf { $square } wird angegriffen: decke sie, wo sie steht.
   *[other] Dein { $piece } auf { $square } wird angegriffen: decke ihn, wo er steht.
}
# The first answer to /learn at the terminal: the choices by group, with their numbers (issue 38).
learn-short = Lernen: { $lessons }, Lektionen zum Mitmachen, die nächste noch nicht geschaffte Stufe; { $drills }, das Brett nach Gehör, jede Übung ohne, dann mit Zeit; { $puzzles }, Aufgaben; { $mistakes }, meine Fehler und meine letzte Partie durchgegangen; { $progress }, mein Fortschritt.
learn-short-how = Tippe eine Nummer oder die ersten Wörter einer Möglichkeit; /help nennt alle { $count } Möglichkeiten, eine je Zeile; eine leere Zeile führt zurück { $back ->
        [questions] zu den Fragen der neuen Partie
       *[game] zur Partie
    }.
learn-span = { $from } bis { $to }
learn-pair = { $from } und { $to }
# Online spielen im Fenster (Issue 36): die Wahl im Dialog „Neue Partie“ und die Lobby.
newgame-vocab-yours = Deine Züge und die des Gegners werden gesagt in
newgame-online-elsewhere = Online-Partien findest du in der Lobby: tippe quit, dann annabella online (annabella online --help sagt, wie).
window-online = Online spielen bei lichess
window-online-opened = Online spielen bei lichess. Verbinde. Tab geht durch deine laufenden Partien, die Herausforderungen an dich und die Formulare, um eine Partie zu suchen, jemanden herauszufordern oder gegen die lichess-KI zu spielen; Enter in einem Feld schickt sein Formular; Escape führt zurück zur Partie.
window-online-not-logged-in = Online spielen bei lichess. Du bist nicht angemeldet. Melde dich über deinen Browser an (der erste Knopf: lichess öffnet sich dort, du meldest dich an und erlaubst Annabella), oder erstelle ein persönliches Token unter { $url } (mit „Play games with the board API“), füge es in das Token-Feld ein und drücke Enter. Escape führt zurück zur Partie.
window-online-connecting = Verbinde mit lichess.
window-online-closed = Nicht mit lichess verbunden.
window-online-account = Bei lichess angemeldet als { $name }; { $connected ->
    [yes] verbunden
   *[no] die Verbindung ist verloren, verbinde erneut
}{ $waiting ->
    [yes] ; deine Suche oder Herausforderung wartet auf Antwort.
   *[no] .
}
window-online-login-how = Nicht angemeldet. Melde dich über deinen Browser an, oder füge hier ein persönliches Token von lichess ein.
window-online-token = Persönliches Token von lichess
window-online-log-in = Mit diesem Token anmelden
window-online-games = Deine laufenden Partien
window-online-take-up = Enter nimmt diese Partie auf.
window-online-challenges = Herausforderungen an dich
window-online-accept = Annehmen
window-online-decline = Ablehnen
window-online-control = Bedenkzeit, Minuten plus Sekunden pro Zug
window-online-control-hint = Zum Beispiel 15+10. Eine Suche muss Schnellschach oder langsamer sein (Regel von lichess): mindestens 8 Minuten für eine Partie ohne Zuschlag.
window-online-rated = Gewertet
window-online-seek = Eine Partie mit irgendwem suchen
window-online-user = Der lichess-Name des Spielers
window-online-challenge = Diesen Spieler herausfordern
window-online-level = Die Stufe der lichess-KI, 1 bis 8
window-online-ai = Gegen die lichess-KI spielen
window-online-cancel = Deine Suche oder Herausforderung zurücknehmen
window-online-refused = Nicht gesendet: { $reason }
window-online-check = { $label }: { $value ->
    [yes] ja
   *[no] nein
}
window-online-said = { $name }: { $about }
window-online-browser = Über den Browser anmelden
window-online-reconnect = Erneut mit lichess verbinden
window-online-reason = Grund zum Ablehnen: { $reason ->
    [later] jetzt nicht, später
    [toofast] zu schnell für mich
    [tooslow] zu langsam für mich
    [timecontrol] nicht diese Bedenkzeit
    [rated] ich möchte eine gewertete Partie
    [casual] ich möchte eine ungewertete Partie
   *[generic] keiner angegeben
}
