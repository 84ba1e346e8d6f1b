# Norwegian (Bokmål), for play between Scandinavian players (Appendix D.2.1).
# Words from the Norwegian FIDE Laws (2017): konge, dronning, tårn, løper, springer, bonde; rokade; sjakk; matt; patt.
# Files keep Appendix D's names (the Norwegian text prints them as A-Anna ... H-Hector).

meta-language = nb
meta-say-pawn = no

file-a = Anna
file-b = Bella
file-c = Cæsar
file-d = David
file-e = Eva
file-f = Felix
file-g = Gustav
file-h = Hector

rank-1 = en
rank-2 = to
rank-3 = tre
rank-4 = fire
rank-5 = fem
rank-6 = seks
rank-7 = sju
rank-8 = åtte

piece-king = konge
piece-queen = dronning
piece-rook = tårn
piece-bishop = løper
piece-knight = springer
piece-pawn = bonde

# Piece letters (Appendix C.3 in the Norwegian text: K, D, T, L, S).
letter-king = K
letter-queen = D
letter-rook = T
letter-bishop = L
letter-knight = S

takes = slår
check = sjakk
checkmate = sjakkmatt
en-passant = en passant
castle-king-side = kort rokade
castle-queen-side = lang rokade
promotion = { $piece }
or = eller

accept-file-c = Cäsar | Caesar
accept-rank-1 = én | ein
accept-rank-7 = syv
accept-takes = slår ut | tar | x
accept-checkmate = matt
accept-castle-king-side = kort
accept-castle-queen-side = lang
accept-filler = til | på | forvandles | forvandling

white = Hvit
black = Svart
event-stalemate = Patt, remis
event-draw = Remis: { $reason ->
    [insufficient-material] ingen av spillerne kan sette matt
    [dead-position] død stilling
    [fivefold] samme stilling for femte gang
    [seventy-five-moves] 75 trekk uten bondetrekk og uten slag
    [threefold] tre ganger samme stilling, krevd
    [fifty-moves] 50 trekk uten bondetrekk og uten slag, krevd
   *[agreement] avtalt
}
event-claim-available = { $claim ->
    [threefold] Remis kan kreves: samme stilling tre ganger
   *[fifty-moves] Remis kan kreves: 50 trekk uten bondetrekk og uten slag
}
event-result = { $result ->
    [white] Hvit vinner, en null
    [black] Svart vinner, null en
   *[draw] Remis, en halv hver
}
event-draw-offer = { $color } tilbyr remis
event-resignation = { $color } gir opp
event-flag-fall = { $color } har gått over tiden
event-both-flags = Begge flaggene har falt

# Tid sies med ord, aldri som en klokkeskive ("01:03:10").
time-hours = { $n ->
    [one] én time
   *[other] { $n } timer
}
time-minutes = { $n ->
    [one] ett minutt
   *[other] { $n } minutter
}
time-seconds = { $n ->
    [one] ett sekund
   *[other] { $n } sekunder
}
time-tenths = { $seconds },{ $tenths } sekunder
moves-completed = { $n ->
    [one] ett trekk spilt
   *[other] { $n } trekk spilt
}

# Comparing a physical board with the game (Appendix D.2.9).
piece-described = { $role ->
    [rook] { $color ->
        [white] et hvitt
       *[black] et svart
    }
   *[other] { $color ->
        [white] en hvit
       *[black] en svart
    }
} { $piece }
piece-named = { $role ->
    [rook] { $color ->
        [white] hvitt
       *[black] svart
    }
   *[other] { $color ->
        [white] hvit
       *[black] svart
    }
} { $piece }
square-empty = tomt
board-difference = { $square }: { $board ->
    [tactile] på ditt brett
   *[sighted] på det andre brettet
} { $there }, i partiet { $game }
board-in-step = { $board ->
    [tactile] Ditt brett
   *[sighted] Det andre brettet
} stemmer med partiet
board-move-missing = { $board ->
    [tactile] Gjenstår på ditt brett:
   *[sighted] Gjenstår på det andre brettet:
} { $move }
board-move-ahead = { $board ->
    [tactile] Gjort på ditt brett, men ikke lest opp:
   *[sighted] Gjort på det andre brettet, men ikke lest opp:
} { $move }

error-empty = Ingen trekk skrevet
error-not-understood = Forstod ikke: { $word }
error-incomplete = Ufullstendig trekk: hvilket felt?
error-game-over = Partiet er slutt
error-no-piece-reaches = Ingen { $piece } kan gå til { $to }
error-piece-cannot-move = { $piece } på { $from } kan ikke gå til { $to }
error-no-own-piece-on = Du har ingen brikke på { $from }
error-wrong-piece-on = Det står ingen { $piece } på { $from }
error-own-piece-on-target = Din egen brikke står på { $to }
error-nothing-to-capture = Det er ingenting å slå på { $to }
error-ambiguous = Tvetydig: { $candidates }
error-leaves-king-in-check = { $move } går ikke: kongen ville stå i sjakk
error-does-not-answer-check = { $move } går ikke: kongen står i sjakk
error-castling-no-right = { $castle } går ikke: retten til å rokere er tapt
error-castling-blocked = { $castle } går ikke: en brikke står mellom kongen og tårnet
error-castling-in-check = { $castle } går ikke: kongen står i sjakk
error-castling-through-check = { $castle } går ikke: kongen måtte passere et angrepet felt
error-castling-into-check = { $castle } går ikke: kongen ville stå i sjakk
error-promotion-missing = Forvandling mangler: hvilken offiser på { $to }?
error-promotion-invalid = Forvandling til { $piece } er ikke tillatt
error-not-a-promotion = { $move } er ingen forvandling
