# Icelandic announcements. Chess words as in the Icelandic seed text: kóngur, drottning, hrókur, biskup, riddari, peð;
# skák (check), mát (mate), drepur (takes), en passant, jafntefli (draw). Files keep Appendix D's names.

meta-language = is
meta-say-pawn = no

file-a = Anna
file-b = Bella
file-c = Sesar
file-d = Davíð
file-e = Eva
file-f = Felix
file-g = Gústav
file-h = Hektor

rank-1 = einn
rank-2 = tveir
rank-3 = þrír
rank-4 = fjórir
rank-5 = fimm
rank-6 = sex
rank-7 = sjö
rank-8 = átta

piece-king = kóngur
piece-queen = drottning
piece-rook = hrókur
piece-bishop = biskup
piece-knight = riddari
piece-pawn = peð

# Icelandic piece letters: K, D, H (hrókur), B (biskup), R (riddari).
letter-king = K
letter-queen = D
letter-rook = H
letter-bishop = B
letter-knight = R

takes = drepur
check = skák
checkmate = skák og mát
en-passant = en passant
castle-king-side = stutt hrókun
castle-queen-side = löng hrókun
promotion = { $piece }
or = eða

accept-file-c = Cäsar | Caesar | Cæsar
accept-file-d = David
accept-file-g = Gustav
accept-file-h = Hector
accept-piece-king = konungur
accept-takes = tekur | x
accept-checkmate = mát
accept-castle-king-side = stutt hrókering
accept-castle-queen-side = löng hrókering
accept-filler = á | í | verður | upp

white = Hvítur
black = Svartur
event-stalemate = Patt, jafntefli
event-draw = Jafntefli: { $reason ->
    [insufficient-material] hvorugur getur mátað
    [dead-position] dauð staða
    [fivefold] sama staða í fimmta sinn
    [seventy-five-moves] 75 leikir án peðsleiks og án uppskipta
    [threefold] sama staða þrisvar, krafist
    [fifty-moves] 50 leikir án peðsleiks og án uppskipta, krafist
   *[agreement] samið
}
event-claim-available = { $claim ->
    [threefold] Krefjast má jafnteflis: sama staða þrisvar
   *[fifty-moves] Krefjast má jafnteflis: 50 leikir án peðsleiks og án uppskipta
}
event-result = { $result ->
    [white] Hvítur vinnur, einn núll
    [black] Svartur vinnur, núll einn
   *[draw] Jafntefli, hálfur hvor
}
event-draw-offer = { $color } býður jafntefli
event-resignation = { $color } gefst upp
event-flag-fall = { $color } féll á tíma
event-both-flags = Báðar örvarnar hafa fallið

# Tími er sagður í orðum, aldrei sem klukka ("01:03:10").
time-hours = { $n ->
    [one] { $n } klukkustund
   *[other] { $n } klukkustundir
}
time-minutes = { $n ->
    [one] { $n } mínúta
   *[other] { $n } mínútur
}
time-seconds = { $n ->
    [one] { $n } sekúnda
   *[other] { $n } sekúndur
}
time-tenths = { $seconds },{ $tenths } sekúndur
moves-completed = { $n ->
    [one] { $n } leikur leikinn
   *[other] { $n } leikir leiknir
}

# Comparing a physical board with the game (Appendix D.2.9).
piece-described = { $role ->
    [queen] { $color ->
        [white] hvít
       *[black] svört
    }
    [pawn] { $color ->
        [white] hvítt
       *[black] svart
    }
   *[other] { $color ->
        [white] hvítur
       *[black] svartur
    }
} { $piece }
piece-named = { $role ->
    [queen] { $color ->
        [white] hvít
       *[black] svört
    }
    [pawn] { $color ->
        [white] hvítt
       *[black] svart
    }
   *[other] { $color ->
        [white] hvítur
       *[black] svartur
    }
} { $piece }
square-empty = autt
board-difference = { $square }: { $board ->
    [tactile] á þínu borði
   *[sighted] á hinu borðinu
} { $there }, í skákinni { $game }
board-in-step = { $board ->
    [tactile] Borðið þitt
   *[sighted] Hitt borðið
} er eins og skákin
board-move-missing = { $board ->
    [tactile] Eftir að leika á þínu borði:
   *[sighted] Eftir að leika á hinu borðinu:
} { $move }
board-move-ahead = { $board ->
    [tactile] Leikið á þínu borði en ekki tilkynnt:
   *[sighted] Leikið á hinu borðinu en ekki tilkynnt:
} { $move }

error-empty = Enginn leikur sleginn inn
error-not-understood = Skil ekki: { $word }
error-incomplete = Ófullgerður leikur: hvaða reitur?
error-game-over = Skákinni er lokið
error-no-piece-reaches = Enginn { $piece } kemst á { $to }
error-piece-cannot-move = { $piece } á { $from } kemst ekki á { $to }
error-no-own-piece-on = Þú átt engan mann á { $from }
error-wrong-piece-on = Enginn { $piece } er á { $from }
error-own-piece-on-target = Þinn eigin maður er á { $to }
error-nothing-to-capture = Ekkert er til að drepa á { $to }
error-ambiguous = Tvírætt: { $candidates }
error-leaves-king-in-check = { $move } má ekki: kóngurinn yrði í skák
error-does-not-answer-check = { $move } má ekki: kóngurinn er í skák
error-castling-no-right = { $castle } má ekki: rétturinn til að hróka er glataður
error-castling-blocked = { $castle } má ekki: maður stendur milli kóngs og hróks
error-castling-in-check = { $castle } má ekki: kóngurinn er í skák
error-castling-through-check = { $castle } má ekki: kóngurinn færi yfir reit sem er sóttur
error-castling-into-check = { $castle } má ekki: kóngurinn yrði í skák
error-promotion-missing = Vantar nýjan mann: hvað á að koma á { $to }?
error-promotion-invalid = Peð má ekki verða { $piece }
error-not-a-promotion = { $move } er ekki peð að verða að manni
