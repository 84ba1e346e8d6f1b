# FIDE Laws of Chess, Appendix D.2.1: the default announcement vocabulary.
# File names and piece names are fixed by D.2.1; rank words are German "unless the arbiter decides otherwise".
# Words that Appendix D does not fix (takes, check, ...) follow common German usage.

meta-language = de
# Say the pawn word ("Bauer") on pawn moves unless the player turns it off.
meta-say-pawn = yes

file-a = Anna
file-b = Bella
file-c = Cäsar
file-d = David
file-e = Eva
file-f = Felix
file-g = Gustav
file-h = Hector

rank-1 = eins
rank-2 = zwei
rank-3 = drei
rank-4 = vier
rank-5 = fünf
rank-6 = sechs
rank-7 = sieben
rank-8 = acht

piece-king = König
piece-queen = Dame
piece-rook = Turm
piece-bishop = Läufer
piece-knight = Springer
piece-pawn = Bauer

# Piece letters for typed moves (Appendix C.3 in German).
letter-king = K
letter-queen = D
letter-rook = T
letter-bishop = L
letter-knight = S

takes = schlägt
check = Schach
checkmate = Schachmatt
en-passant = en passant
castle-king-side = Kurze Rochade
castle-queen-side = Lange Rochade
promotion = { $piece }
or = oder

# Other spellings a player may type or a recognizer may hear (separated by |).
accept-file-c = Cæsar | Caesar | Zäsar
accept-file-h = Hektor
accept-rank-1 = eens
accept-rank-2 = zwo
accept-takes = nimmt | schlaegt | x
accept-checkmate = matt
accept-castle-king-side = kurze | kleine Rochade | Rochade kurz
accept-castle-queen-side = lange | große Rochade | Rochade lang
accept-filler = auf | nach | zieht | umwandlung | in

white = Weiß
black = Schwarz
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

# Time is said in words, never as a clock face ("01:03:10").
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

# Comparing a physical board with the game (Appendix D.2.9).
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
