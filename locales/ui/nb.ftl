# Annabellas brukergrensesnitt på norsk (bokmål).
meta-language = nb
meta-language-name = Norsk bokmål

color-white = Hvit
color-black = Svart

audio-no-device = Ingen lyd: { $reason }. Klokkelydene er av; alt annet virker.
audio-stream-failed = Lyden stoppet: { $reason }.
audio-assistant-device-missing = Assistentens lydenhet mangler ({ $reason }); assistentens lyder spilles på hovedutgangen.

speech-unavailable = Ingen tale: { $reason }. Alt som sies, vises fortsatt som tekst. På Debian eller Ubuntu installerer du det med: sudo apt-get install speech-dispatcher speech-dispatcher-espeak-ng espeak-ng
speech-unavailable-windows = Ingen tale: { $reason }. Alt som sies, vises fortsatt som tekst, og en skjermleser som kjører (NVDA, JAWS, Skjermleser), leser det opp. Windows' egne stemmer legges til under Innstillinger, Tid og språk, Tale.

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
clock-pause-arbiter = I en turnering er det bare dommeren som stopper klokkene.
clock-unknown-key = Ukjent tast { $key }. h for hjelp.

# ---- Partiet -----------------------------------------------------------------------------------
game-start-named = { $mode ->
    [tournament] Turneringsparti
   *[home] Nytt parti
}: { $white } med hvit, { $black } med svart; { $control }. { $players ->
    [two] To spillere ved denne datamaskinen.
   *[you] Du spiller { $color }.
} { $help }
game-start = { $mode ->
    [tournament] Turneringsparti
   *[home] Nytt parti
}, { $control }. { $players ->
    [two] To spillere ved denne datamaskinen.
   *[you] Du spiller { $color }.
} { $help }
help-hint = { $input ->
    [lines] /help for kommandoene.
   *[keys] F1 eller h for tastene.
}
game-on = { $players ->
    [two] Partiet er i gang: to spillere ved denne maskinen.
   *[you] Partiet er i gang: du spiller { $color }.
} { $help }
game-untimed = uten klokke
unknown-key = { $key } gjør ingenting her. F1 for tastene.
focus-entry = Trekkinntasting: skriv et trekk og trykk Enter. Escape går tilbake til brettet.
help-intro = Taster { $context ->
    [move-entry] i trekkinntastingen
    [promotion] for forvandlingsbrikken
    [arbiter] i dommerpanelet
   *[board] på brettet
}
help-type-any = Skriv et trekk i hvilken som helst form: { $knight }, Nf3, g1-f3, { $pawn }, e4, { $castle }, O-O. /moves viser trekkene så langt, /fen stillingen, /quit avslutter.
unknown-command = { $command } er ingen kommando. /help viser dem.
help-line = { $keys }: { $what }
help-keys-or-line = { $keys } (eller { $line } i trekkinntastingen)
help-online = { $input ->
    [lines] På lichess: { $takeback } ta tilbake, { $decline } avslå et tilbud, { $abort } avbryt, { $chat } og ordene dine: chat.
   *[keys] På lichess: { $takeback } ta tilbake, { $decline } avslå et tilbud, { $abort } avbryt, { $chat } chat; skrevet i trekkinntastingen: { $lines }.
}
nothing-said = Ingenting er annonsert ennå.
clock-set = Klokken til { $color } er stilt til { $time }.
sheet-gap = Notasjonsskjemaet til { $color } har { $n ->
    [one] ingen trekk ennå
   *[other] trekk til og med { $n }
}: skriv trekk { $n } først.
sheet-written = Notasjonsskjemaet til { $color }, trekk { $n }, skrevet.

square = { $square }, { $piece }
board-edge = Kanten av brettet.
scan = { $squares }
no-piece = { $role ->
    [rook] Ikke noe
   *[other] Ingen
} { $piece }.
pieces-of = { $piece }: hvit { $whites ->
    [0] ingen
   *[other] { $white }
}; svart { $blacks ->
    [0] ingen
   *[other] { $black }
}.
line = { $pieces }
line-empty = Alt tomt.
side-title = { $color }, { $count ->
    [1] én brikke
   *[other] { $count } brikker
}:
side-group = { $piece } { $squares }
side-kind = { $piece }: { $squares }
error-line-place = «{ $words }» er { $place ->
    [square] ikke et felt
    [rank] ikke en rad
    [file] ikke en linje
   *[pieces] verken en farge eller en brikketype
}. For eksempel: { $example }
no-piece-here = { $square } er tomt.
piece-moves = { $piece }: { $moves }
piece-no-moves = { $piece } har ingen lovlige trekk.
piece-no-captures = { $piece } kan ikke slå noe.
square-control = { $square }: hvit { $whites ->
    [0] ingen
   *[other] { $white }
}; svart { $blacks ->
    [0] ingen
   *[other] { $black }
}.
view = { $view ->
    [tactile] Ditt brett
    [sighted] Det andre brettet
   *[game] Partiet
}.
view-only-game = Det finnes bare partiet: ingen spiller har et brett ved siden av appen.
nothing-pending = Ingenting gjenstår: brettet ditt viser partiet.
move-in-list = { $number }. { $color }: { $move }
move-with-clock = { $move }; { $time } igjen
no-moves-yet = Ingen trekk ennå.
list-start = Begynnelsen av partiet.
list-end = Slutten av trekklisten.
whose-turn = { $color } i trekket, trekk { $number }.
clocks = Hvit { $white }; svart { $black }; { $moves }.
clocks-untimed = Brukt tid: hvit { $white }; svart { $black }; { $moves }.
material = Materiell: hvit { $white }, svart { $black }.

lift-empty = { $square } er tomt: ingenting å løfte.
lifted = { $piece } løftet. Til: { $moves }.
lifted-no-moves = { $piece } løftet; brikken har ingen lovlige trekk: sett den tilbake med Escape.
lifted-free = { $piece } løftet.
remove-empty = { $square } er tomt: ingenting å fjerne.
removed = { $piece } fjernet.
remove-own = Din egen brikke står på { $square }: Enter løfter den.
remove-no-capture = Ingen av trekkene dine slår { $piece }.
place-occupied = Der står { $piece }: fjern den først med x.
place-own-piece = Der står din egen brikke, { $piece }.
placed-free = { $piece } satt ned.
placed = { $move } satt ned. Annonser trekket med a.
placed-remove = { $move } satt ned. Fjern nå den slåtte brikken, { $piece }, med x.
put-back = Satt tilbake.
nothing-lifted = Ingen brikke er løftet.
nothing-lifted-place-first = En brikke er fortsatt i hånden: sett den ned først.
choose-promotion = Hvilken brikke? q dronning, r tårn, b løper, n springer.
touch-move = Berørt brikke: du berørte { $piece }; den må flyttes.
not-your-turn = { $color } er i trekket.
missing-place = Sett ned { $piece } først.
missing-move = { $input ->
    [lines] Gjør trekket først: skriv det, for eksempel Sf3.
   *[keys] Gjør trekket først: løft en brikke med Enter og sett den ned, eller skriv trekket.
}
missing-pending = Gjør først { $move } på brettet ditt; trykk c når det er gjort.
missing-remove = Fjern først den slåtte brikken, { $piece }, med x.
missing-not-legal = Brettet ditt viser ikke et lovlig trekk: { $differences }. Escape setter tilbake.
corrected = Rettelse
wait-repetition = { $color } må først gjenta trekket og gjøre det på sitt brett: c.
wait-press = { $color } har ikke trykket på klokken ennå.
repeated = { $color } har gjentatt trekket.
made-on-board = { $move }: gjort på { $board ->
    [tactile] ditt brett
   *[sighted] det andre brettet
}.
no-clock = Dette partiet har ingen klokke.
press-not-announced = Annonser { $move } først, med a.
press-too-early = Ikke ennå. { $missing }
nothing-to-correct = Ingen trekk er annonsert.
correct-too-late = Klokken er trykket: annonseringen kan ikke lenger rettes (tillegg D.2.8).
correct-type = Retter { $move }: skriv trekket som var ment, og Enter.
correct-same = Det er trekket som allerede er annonsert.
sheets-agree = Begge notasjonsskjemaene stemmer overens{ $n ->
    [0] {""}
   *[other] , { $n } trekk
}: partiet står som de sier.
sheets-differ = Notasjonsskjemaene er ulike fra trekk { $number } av { $color }: partiet går tilbake til det siste trekket begge er enige om. Dommeren stiller klokkene.
put-right = Rett opp brettet, og trykk så c.
claim-wrong = Remis kan ikke kreves nå.
claim-wrong-penalty = Remis kan ikke kreves nå: { $color } får { $time } ekstra.
resign-confirm = { $color } gir opp? { $input ->
    [lines] Skriv /resign igjen for å gi opp.
   *[keys] Trykk igjen for å gi opp.
}

key-cursor = gå over brettet, sett fra din side
key-scan = les feltene i den retningen fram til første brikke
key-jump-rank = hopp til den raden
key-jump-file = hopp til den linjen, 1 er Anna
key-next-piece = neste egne brikke av den typen: k konge, q dronning, r tårn, b løper, n springer, p bonde
key-next-opponent-piece = neste brikke av den typen hos motstanderen
key-list-pieces = alle brikker av den typen, begge farger
key-side-pieces = brikkene til én side: alle, eller én type
key-read-board = hele brettet i ord, type for type
key-read-square = les feltet
key-read-rank = les hele raden
key-read-file = les hele linjen
key-piece-moves = de lovlige trekkene til brikken på feltet, slag først
key-piece-captures = bare slagene
key-attackers = hvilke brikker av hver farge som angriper feltet
key-lift-place = løft brikken, eller sett den løftede brikken her
key-remove = fjern en slått brikke
key-put-back = sett den løftede brikken tilbake
key-announce = annonser trekket gjort på brettet ditt
key-confirm = trekket er gjentatt og gjort på det andre brettet; eller: brettet mitt viser partiet nå
key-press-clock = trykk på klokken
key-pause-clock = stopp begge klokkene, eller start dem igjen (i en turnering gjør dommeren dette)
key-correct = rett det annonserte trekket, fram til klokken er trykket
key-promote = den nye brikken: q dronning, r tårn, b løper, n springer
key-cancel-promotion = ta bonden tilbake
key-switch-board = bytt mellom ditt brett, det andre brettet og partiet
key-differences = sammenlign dette brettet med partiet, felt for felt
key-pending = hva som gjenstår på brettet ditt
key-reconcile = sammenlign begge notasjonsskjemaene og rett opp partiet (dommer)
key-last-move = siste trekk
key-previous-move = forrige trekk i listen
key-next-move = neste trekk i listen
key-whose-turn = hvem som er i trekket
key-clocks = begge klokkene og trekkene som er spilt
key-move-count = antall trekk som er spilt
key-material = materiellet til hver side
key-offer-draw = tilby remis, eller ta imot tilbudet
key-claim-draw = krev remis
key-resign = gi opp (trykk to ganger)
key-evaluate = hvordan stillingen står og det beste trekket (datamaskinens vurdering: hjemme, eller etter partiet)
key-help = hjelp for øyeblikket; trykket igjen, alle tastene
key-repeat = gjenta siste annonsering
key-verbosity = si mer eller mindre etter hvert trekk: kort, normal og full etter tur
key-focus-entry = gå til trekkinntastingen
key-focus-board = tilbake til brettet

# Vinduet
window-title = Annabella: sjakk for alle, FIDE tillegg D
view-title = { $view ->
    [exercise] Brettet i øvelsen
    [own] Ditt brett
    [other] Det andre brettet
   *[game] Partiet
}
window-clocks = Klokker
window-clock = { $color }: { $time }
window-moves = Trekk
window-entry = Trekk:
window-entry-hint = Skriv et trekk og trykk Enter. Escape går tilbake til brettet.
window-log = Alt som er sagt
window-announce = Annonser
window-confirm = Bekreft
window-press-clock = Trykk klokken
window-switch-board = Bytt brett
window-repeat = Gjenta
window-help = Taster
key-hint = tast { $keys }
window-arbiter = Dommer…
window-arbiter-panel = Dommerpanelet
window-arbiter-entry = Dommerhandling:
window-arbiter-pause = Stopp eller start klokkene
window-arbiter-log = Les hendelsesloggen
window-arbiter-close = Lukk panelet
window-incidents = Hendelseslogg
window-large-text = For den hørselshemmede spilleren
window-no-display = Ingen skjerm å åpne et vindu på ({ $reason }); spillet fortsetter i terminalen.

# Datamaskinmotstanderen
engine-error-not-started = Sjakkmotoren { $program } kunne ikke startes: { $reason }.
engine-error-no-answer = Sjakkmotoren { $program } svarte ikke (ventet på { $waiting }).
engine-error-flooded = Sjakkmotoren { $program } skrev for mye mens den ble ventet på ({ $lines } linjer, ventet på { $waiting }): den ble gitt opp.
engine-error-illegal-move = Sjakkmotoren { $program } foreslo et trekk som ikke er lovlig her: { $move }.
engine-error-unreadable = Sjakkmotoren { $program } sendte noe som ikke er et trekk: { $line }
engine-error-died = Sjakkmotoren { $program } har stoppet.
engine-error-no-lines = Sjakkmotoren { $program } oppga trekket sitt uten å vurdere noe (ingen «info … score … pv»-linje), så den kan ikke bedømme en stilling. Bruk en UCI-motor som gir dem, for eksempel Stockfish.
engine-error-no-legal-move = Det finnes ikke noe trekk å spille: partiet er slutt.
match-start = { $first } mot { $second }: { $games } partier, { $time } per trekk eller klokke.
match-game = Parti { $number }: { $white } – { $black } { $result } ({ $termination }, { $moves } trekk)
match-score = Stilling: { $first } { $points } – { $other } { $second } etter { $games } partier (+{ $wins } ={ $draws } −{ $losses }); Elo-forskjell { $elo } ± { $margin }
match-score-no-margin = Stilling: { $first } { $points } – { $other } { $second } etter { $games } partier (+{ $wins } ={ $draws } −{ $losses }); Elo-forskjell { $elo } (ingen feilmargin ennå: alle partiene endte likt)
evaluate-not-during-tournament = { $game ->
    [online] Ingen motorhjelp under et nettparti: lichess forbyr det. Spør igjen etter partiet.
   *[tournament] Ingen hjelp fra sjakkmotor under et turneringsparti: spør igjen etter partiet.
}
engine-thinking = Datamaskinen tenker.
evaluate-thinking = Ser på stillingen.
engine-fallback-builtin = Den innebygde sjakkmotoren, nivå { $level }, spiller videre i stedet.
engine-off = Datamaskinen spiller ikke lenger: gjør trekkene for { $color } selv.
engine-verdict = { $kind ->
    [equal] Stillingen er omtrent lik
    [slightly] { $color } står litt bedre
    [better] { $color } står omtrent { $count ->
        [one] én bonde
       *[other] { $count } bønder
    } bedre
    [winning] { $color } står til gevinst, omtrent { $count } bønder foran
   *[mate] { $color } setter matt i { $count ->
        [one] ett trekk
       *[other] { $count } trekk
    }
}
engine-best-move = Beste trekk: { $move }
computer-plays = Datamaskinen spiller { $color }: { $engine }.
engine-level = nivå { $level }, { $name ->
    [beginner] nybegynner
    [novice] novise
    [casual] hobbyspiller
    [improving] viderekommen
    [club] klubbspiller
    [good-club] god klubbspiller
    [strong-club] sterk klubbspiller
    [expert] ekspert
    [candidate-master] mesterkandidat
   *[master] mester
}, omtrent { $elo } Elo

# Sentences around the move words (the player's vocabulary gives those): game events,
# times in words, the board compared with the game (D.2.9), and why a move was refused.
or = eller
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
error-too-long = For langt til å være et trekk ({ $chars } tegn): ingenting ble lest.
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

# Rettferdig spill i turneringsparti (§11.3.1), remis, og hendelsesloggen.
help-not-in-tournament = { $game ->
    [online] Ikke under et nettparti: lichess tillater ingen hjelp mens det spilles. Spør igjen etter partiet.
   *[tournament] Ikke under et turneringsparti: en seende spiller har bare brettet og klokka. Spør igjen etter partiet.
}
illegal-fair = Ikke et lovlig trekk.
ambiguous-fair = Hvilken brikke? Si også feltet den kommer fra.
claim-move-stands = Trekket som ble skrevet med kravet, blir spilt.
diagonal = Diagonalen { $from } til { $to }: { $pieces }
diagonal-empty = Diagonalen { $from } til { $to }: tom
key-read-diagonals = les begge diagonalene gjennom feltet
key-incident-last = siste oppføring i hendelsesloggen
key-incidents = hele hendelsesloggen
incidents-none = Hendelsesloggen er tom.
incidents-count = { $n ->
    [one] Én hendelse
   *[other] { $n } hendelser
}
incident = Trekk { $number }, ved { $time } (Hvit { $white }, Svart { $black }): { $what }
incident-touched = { $color } berørte { $piece }: den må flyttes hvis den kan
incident-illegal-attempt = { $color } prøvde et trekk som ikke er lovlig
incident-corrected = { $color } rettet { $was } til { $now }
incident-reconciled = notasjonsskjemaene sammenlignet: { $agree ->
    [yes] de stemmer overens
   *[no] de er forskjellige
}, { $n } halvtrekk står
incident-paused = klokkene stoppet
incident-resumed = klokkene startet igjen
incident-clock-set = klokka til { $color } stilt til { $time }
incident-clock-set-moves = klokka til { $color } stilt til { $time }, { $moves ->
    [one] ett trekk
   *[other] { $moves } trekk
}
incident-time-added = { $color } får { $time }
incident-draw-offer = { $color } tilbød remis (=)
incident-claim = { $color } krevde remis: { $outcome }
incident-claim-with-move = { $color } krevde remis med trekket { $move }: { $outcome }
incident-claim-refused = kravet avvist
incident-claim-refused-penalty = kravet avvist, { $color } får { $time }
incident-flag-fall = flagget til { $color } falt: { $result }
incident-play-on = spillet fortsetter

# Dommerpanelet (§6.11, §7, D.2.9).
key-arbiter-open = dommerpanelet (trykk to ganger)
key-arbiter-close = lukk dommerpanelet
key-arbiter-pause = stopp begge klokkene, eller start dem igjen
arbiter-confirm = Dommerpanelet: trykk F9 igjen for å åpne det (i terminalen /arbiter igjen). Enhver annen tast går tilbake til partiet.
arbiter-open = Dommerpanelet er åpent. Skriv en handling og Enter; F1 lister dem; Escape lukker.
arbiter-already-open = Dommerpanelet er allerede åpent.
arbiter-closed = Dommerpanelet er lukket.
arbiter-forms = Handlinger: { $forms }
arbiter-unknown = { $word } er ingen dommerhandling. F1 lister dem.
arbiter-usage = Skriv det slik: { $form }
arbiter-time-added = { $color } får { $time }, nå { $left }.
arbiter-reinstated = Ulovlig trekk av { $color }: stillingen før det er tilbake, { $color } spiller trekk { $number }.
arbiter-illegal-second = Det er det andre fullførte ulovlige trekket til { $color } (§7.5.5).
arbiter-illegal-not-to-move = { $color } har ikke noe trekk i partiet som kan tas tilbake.
arbiter-displaced = { $color } har forskjøvet brikker: de settes riktig på tiden til { $color } (§7.4).
arbiter-noted = Notert i hendelsesloggen.
arbiter-game-over = Partiet er slutt: erklær resultatet i stedet.
clock-set-moves = Klokka til { $color } er stilt til { $time }, { $moves ->
    [one] ett trekk
   *[other] { $moves } trekk
} spilt.
incident-sheet-entry = notasjonsskjemaet til { $color }, oppføring { $n }: { $move }
incident-illegal-move = { $color } fullførte et ulovlig trekk (nummer { $count }): { $then }
incident-displaced = { $color } forskjøv brikker
incident-declared = dommeren erklærer resultatet: { $reason }
incident-note = dommerens notat: { $text }

# Partiet med assistent (D.2.10).
key-time-used = tiden hver spiller har brukt og trekkene som er spilt
key-claim-flag = krev seier på motstanderens falne flagg
key-report-touch = meld at den seende spilleren berørte brikken på feltet
time-used = Brukt tid: Hvit { $white }, Svart { $black }; { $moves }.
flag-claim-now = Flagget til { $color } har falt: { $claimant } krever det med Ctrl+Shift+F.
flag-none = Ingen flagg har falt.
touch-reported = Meldt til dommeren: { $color } berørte { $piece }; den må flyttes hvis den kan.
touch-report-empty = { $square } er tomt: ingen brikke ble berørt der.
incident-flag-to-claim = må kreves
incident-flag-claim = { $color } krevde det falne flagget: { $result }
incident-touch-reported = assistenten melder at { $color } berørte { $piece }

# Partiloggen: et parti tatt opp igjen.
taken-up = Partiet er tatt opp igjen der det stod: { $color } i trekket, trekk { $number }; Hvit { $white }, Svart { $black }. Klokkene står: { $starter ->
    [arbiter] dommeren starter dem.
    [lines] /pause starter dem.
   *[player] Ctrl+Shift+Mellomrom starter dem.
}
incident-taken-up = partiet ble tatt opp igjen etter at appen stoppet; klokkene stod stille
resume-offer = Et uferdig parti fra { $when }: { $color } i trekket, trekk { $number }, Hvit { $white }, Svart { $black }. Enter fortsetter; N starter et nytt parti.
resume-offer-untimed = Et uferdig parti fra { $when }: { $color } i trekket, trekk { $number }. Enter fortsetter; N starter et nytt parti.
resume-new = Et nytt parti.
journal-dropped = Den siste oppføringen før appen stoppet ble ikke lagret; alt før den er tilbake.
journal-dropped-move = Det siste trekket før appen stoppet ble ikke lagret: { $move }. Gjør det på nytt.
journal-set-aside = Loggen { $path } kan ikke leses fra linje { $line } ({ $reason }). Den er lagt til side, hel, i { $moved }; { $kept ->
    [0] ingenting i den kunne leses.
    [one] den første linjen kan leses.
   *[other] de første { $kept } linjene kan leses.
}
journal-unwritable = Partiet kan ikke lagres ({ $reason }). Det fortsetter, holdt i minnet, og hvert trekk prøver å lagre på nytt.
journal-writable-again = Lagring virker igjen: alle trekk hittil er lagret.
journal-unsaved-warning = { $n ->
    [one] Én oppføring er ikke lagret
   *[other] { $n } oppføringer er ikke lagret
}: partiet kan ikke skrives der det ligger. { $input ->
    [lines] /save MAPPE lagrer det et annet sted (en annen disk, en minnepinne); /quit igjen avslutter uten dem.
   *[keys] Skriv en mappe på en annen disk for å lagre det der, eller lukk igjen for å gå uten dem.
}
save-elsewhere-open = Lagre partiet et annet sted: skriv en mappe på en annen disk eller en minnepinne; Enter lagrer det der, Escape går tilbake.
save-elsewhere-folder = Mappe på en annen disk
save-elsewhere-no-folder = Skriv mappen partiet skal lagres i.
window-save-elsewhere = Lagre partiet et annet sted
window-save-elsewhere-start = Lagre det der
journal-saved-elsewhere = Partiet er lagret i { $path }: derfra kan det tas opp igjen eller eksporteres.
journal-unreadable = Loggen { $path } kan ikke leses fra linje { $line }: { $reason }.
journal-unplayable = Partiet i journalen { $path } kan ikke spilles på nytt: { $reason }.
journal-io = Loggen { $path } kan ikke brukes: { $reason }.
journal-open-elsewhere = Dette partiet er åpent i en annen Annabella ({ $path }): det kan leses der eller med annabella export, men ikke spilles her samtidig. Start et nytt parti, eller lukk det andre først.
journal-open-elsewhere-offer = Dette partiet er åpent i en annen Annabella ({ $path }): det kan ikke spilles her samtidig. Enter leser det her, trekkene så langt gjennomgått uten å skrive i det; N starter et nytt parti.
journal-read-only = Partiet som er åpent i en annen Annabella, lest slik det sto for et øyeblikk siden; ingenting skrives i det.
resume-nothing = Det finnes ikke noe uferdig parti å ta opp igjen.
resume-newest-over = Det nyeste partiet, fra { $when }, er over: { $how }.
games-none = Ingen lagrede partier ennå ({ $dir }).
games-line = { $n }. { $when }: { $moves } trekk, { $result ->
    [unfinished] uferdig
   *[other] { $result }
} ({ $path })
key-save-scoresheet = lagre notasjonsskjemaet: PGN, utskrift og punktskrift
scoresheet-saved = Notasjonsskjemaet er lagret i { $dir } som { $name }: { $files }.
scoresheet-not-saved = Ikke lagret: { $reason }.
braille-liblouis-missing = liblouis er ikke installert ({ $reason })
braille-liblouis-missing-windows = liblouis ligger ikke ved siden av Annabella ({ $reason }). For punktskriftfiler laster du ned liblouis for Windows (liblouis-VERSION-win64.zip fra liblouis.io) og pakker den ut i en mappe som heter liblouis ved siden av annabella.exe.
braille-liblouis-failed = liblouis kunne ikke oversette med { $table }
window-save-scoresheet = Lagre notasjonsskjemaet

# Hengeparti (retningslinje I).
key-adjourn = avbryt partiet: spilleren i trekket leverer et hemmelig trekk
key-cancel-premove = forkast forhåndstrekket som holdes (online)
key-online-takeback = foreslå å ta tilbake et trekk, eller godta motstanderens forslag
key-online-abort = avbryt partiet, så lenge lichess tillater det: før begge sider har trukket
key-online-decline = avslå motstanderens tilbud om remis eller om å ta tilbake
key-online-chat = skriv til motstanderen: trekkinntastingen åpnes med /chat i seg; skriv ordene dine etter det, så Enter
adjourn-seal = Partiet avbrytes. { $color } leverer et hemmelig trekk: skriv det i trekkfeltet; det blir verken sagt eller vist.
adjourn-sealed = { $color } har levert et hemmelig trekk. Klokkene står; konvolutten er skrevet.
adjourn-already = Partiet er allerede avbrutt.
adjourn-adjourned = Partiet er avbrutt: dommeren åpner konvolutten (unseal) før spillet fortsetter.
adjourn-nothing-sealed = Det finnes ikke noe hemmelig trekk.
adjourn-unsealed = Konvolutten er åpnet; det hemmelige trekket blir spilt.
envelope-title = Hengeparti: hemmelig trekk
envelope-position = Stillingen før det hemmelige trekket (FEN): { $fen }
envelope-used = Brukt tid: Hvit { $white }, Svart { $black }
envelope-sealed-by = Levert av { $color }, trekk { $number }
envelope-move = Hemmelig trekk: { $move }
envelope-draw-offer = Et remistilbud fra { $color } står
envelope-resumption = Spillet fortsetter: { $when }
envelope-saved = Konvolutten er skrevet til { $text } og { $html }: skriv den ut og forsegl den.
incident-sealed = partiet ble avbrutt; { $color } leverte et hemmelig trekk
incident-unsealed = konvolutten ble åpnet; det hemmelige trekket til { $color } ble spilt

# Innstillinger som blir.
settings-problem = { $file }: { $key } = { $value } brukes ikke ({ $reason }); standardverdien gjelder.
settings-not-a-setting = ikke en innstilling
settings-not-a-section = ikke en seksjon
settings-one-of = en av: { $words }
settings-a-word = et ord i anførselstegn, eller et tall
settings-a-number = et tall
settings-a-level = et tall fra 0 til 1
settings-a-zoom = en forstørrelse fra 100 til 400 prosent
settings-voices-table = en tabell språk = "stemme"
settings-voice-name = { $language }: navnet på en stemme
settings-no-keys = ingen taster som heter { $context }
settings-key-lines = linjer av formen tast = kommando
settings-not-a-command = { $chord }: ikke en kommando
settings-unreadable = { $file } kan ikke leses ({ $reason }); standardverdiene gjelder, og filen blir som den er.
settings-unreadable-at = { $file } kan ikke leses fra linje { $line } ({ $reason }); standardverdiene gjelder, og filen blir som den er.
settings-not-text = den er ikke UTF-8-tekst: lagre den som UTF-8
settings-a-folder = en mappe står der filen skulle være
settings-unwritable = { $file } kunne ikke skrives ({ $reason }); den står som den var.
settings-saved = Lagret i { $file }.
voices-language = { $lang }: { $count } stemmer, den første { $first }
voices-none = Taletjenesten tilbyr ingen stemmer.
voices-no-language = Taletjenesten har ingen stemme for { $lang }.

# Lydene fra klokka.
key-sound-on-off = lydene fra klokka på eller av
key-sound-louder = lydene fra klokka høyere
key-sound-softer = lydene fra klokka lavere
sound-off = Lyd av.
sound-on = Lyd på, volum { $percent } prosent.
review-start = Gjennomgang: { $white } – { $black }, { $plies } halvtrekk, { $result }. Ctrl+Venstre og Ctrl+Høyre (/back, /next) går gjennom trekkene; bretttastene utforsker hver stilling.

# Dialogen for et nytt parti (Ctrl+N).
key-new-game = et nytt parti: dialogen for et nytt parti
# A dialog's choice as a screen reader names it: its label and its value.
dialog-choice-name = { $label }: { $value }
newgame-terminal = I terminalen begynner et nytt parti med annabella play og valgene dens (annabella play --help).
after-game-lines = Hva nå? Skriv review for å gå gjennom partiet (/back og /next blar), export for å lagre notasjonen, rematch for revansj med byttede farger, new for samme parti en gang til, eller quit.
window-new-game = Nytt parti
window-new-game-start = Begynn partiet
window-new-game-cancel = Tilbake til partiet
newgame-open = Nytt parti.{ $game ->
    [kept] {" "}Partiet som pågår, blir lagret: Escape går tilbake til det, og det kan tas opp igjen senere.
   *[none] {""}
} Enter begynner det; Tab og pilene endrer det.
newgame-open-lines = Nytt parti.{ $game ->
    [kept] {" "}Partiet som pågår, blir lagret: /cancel går tilbake til det, og det kan tas opp igjen senere.
   *[none] {""}
}
newgame-prompt = Nytt parti
back-to-game = Tilbake til partiet.
newgame-choice = { $label }: { $value }, { $n } av { $count }
newgame-changed = { $value }, { $n } av { $count }
newgame-text = { $label }, tekst: { $text }
newgame-text-empty = { $label }, tekst, tom
newgame-typed = { $text }
newgame-opponent = Motstander
newgame-opponent-value = { $value ->
    [computer] datamaskinen
    [friend] en venn ved denne datamaskinen
    [tournament] en seende motstander i en turnering
    [online] på nett, på lichess
   *[assistant] et turneringsparti med assistent
}
newgame-engine = Sjakkmotor
newgame-engine-builtin = den innebygde sjakkmotoren
newgame-engine-other = et annet program, skrevet inn
newgame-engine-found = { $program }, funnet på denne datamaskinen
newgame-engine-path = Programmet til sjakkmotoren (en UCI-motor)
newgame-level = Nivå
newgame-side = Du spiller
newgame-side-value = { $value ->
    [white] hvit
    [black] svart
   *[random] hvit eller svart, trukket
}
newgame-impaired = Synshemmet
newgame-impaired-value = { $value ->
    [white] hvit
    [black] svart
    [both] begge spillerne
   *[none] ingen av spillerne
}
newgame-name = { $color ->
    [white] Navnet til hvit
   *[black] Navnet til svart
}
newgame-vocab = { $color ->
    [white] Trekkene til hvit sies på
   *[black] Trekkene til svart sies på
}
newgame-vocab-value = { $value ->
    [fide] FIDE-ordene: Anna, Bella, Cäsar
    [nb] norsk
    [en] engelsk
    [is] islandsk
   *[vi] vietnamesisk
}
newgame-time = Betenkningstid
newgame-time-value = { $control }, { $class ->
    [blitz] lynsjakk
    [rapid] hurtigsjakk
   *[standard] langsjakk
}
newgame-time-other = en annen betenkningstid, skrevet inn
newgame-time-text = Betenkningstiden, for eksempel 90+30 eller 40/90, 30, +30s
newgame-start = Utgangsstilling
newgame-start-value = { $value ->
    [standard] grunnstillingen
    [chess960-random] Chess960, en tilfeldig trukket stilling
    [chess960] Chess960, etter nummeret
    [pgn] der et parti i en PGN-fil stoppet
   *[fen] en stilling i FEN
}
newgame-start-text = { $start ->
    [chess960] Chess960-nummeret, 0 til 959
    [pgn] PGN-fila med partiet som spilles videre
   *[fen] Stillingen i FEN
}
newgame-tactile = Et taktilt brett ved siden av appen
newgame-yes-no = { $value ->
    [yes] ja
   *[no] nei
}
newgame-cues = Lydene fra klokka
newgame-cues-value = { $value ->
    [tactile] prikkene og flagget på den taktile klokka
    [speak] disse, og tiden sagt
    [both] begge klokkene
   *[off] ingen
}
newgame-bad-engine = Skriv inn programmet til sjakkmotoren, eller velg den innebygde.
newgame-bad-time = Ingen betenkningstid: { $text }. Skriv den som 90+30, 40/90, 30, +30s eller 5d3.
newgame-bad-chess960 = Ikke et Chess960-nummer: { $text }. Skriv et tall fra 0 til 959.
newgame-bad-fen = Et parti kan ikke begynne fra den stillingen: { $text }
newgame-tournament-needs-vi = Et parti etter tillegg D har en synshemmet spiller: velg hvem.
newgame-refused = Disse valgene gir ikke et parti: { $text }
form-line-how = Skriv et tall eller det første ordet i en verdi for å velge den; /next og /back går til neste og forrige spørsmål; en tom linje starter; /cancel går tilbake.
form-line-not-a-value = «{ $text }» er ikke en av verdiene: skriv et tall fra 1 til { $count }, eller det første ordet i en verdi.
newgame-button = { $label }, knapp

# Hvordan vinduet ser ut (visningen for svaksynte).
key-zoom-in = større: zoom inn
key-zoom-out = mindre: zoom ut
key-zoom-reset = tilbake til 100 prosent
key-full-screen = fullskjerm på eller av
key-theme = neste fargetema: lyse og mørke felt, hvitt på svart, svart på gult
key-layout = ett brett så stort som vinduet tillater, eller alle brettene side om side
view-window-only = Det endrer hvordan vinduet ser ut; i terminalen er det ingenting å endre.
view-zoom = Zoom { $percent } prosent.
view-full-screen = { $on ->
    [on] Fullskjerm.
   *[off] Fullskjerm av.
}
view-theme = { $theme ->
    [classic] Lyse og mørke felt.
    [white-on-black] Hvitt på svart.
   *[black-on-yellow] Svart på gult.
}
view-layout = { $layout ->
    [one] Ett brett, så stort som vinduet tillater; v bytter brett.
   *[all] Alle brettene side om side.
}

# Dialogen for innstillinger (F12).
key-settings = innstillingene: språk, tale, lyder, hva som følger et trekk, farger, zoom
window-settings = Innstillinger
window-settings-keep = Behold disse innstillingene
window-settings-cancel = Tilbake, som det var
settings-open = Innstillinger. Hver endring høres med en gang. Tab går mellom dem, pil opp og ned endrer en, Enter beholder dem, Escape setter tilbake det som var.
settings-kept = Innstillingene er beholdt.
settings-kept-saved = Innstillingene er beholdt og lagret i { $file }.
settings-put-back = Innstillingene er satt tilbake som de var.
settings-language = Språk i grensesnittet
settings-rate = Talehastighet
settings-pitch = Stemmeleie
settings-volume = Talevolum
settings-voice = Stemme
settings-move-voice = Stemme for trekkordene
settings-voice-system = systemets stemme for dette språket
settings-sounds = Volum for klokkelydene
settings-theme = Fargetema
settings-zoom = Zoom
settings-boards = Brett
settings-percent = { $n } prosent
settings-theme-value = { $value ->
    [classic] lyse og mørke felt
    [white-on-black] hvitt på svart
   *[black-on-yellow] svart på gult
}
settings-boards-value = { $value ->
    [fit] ett brett når alle ville bli små
    [one] ett brett, så stort som vinduet tillater
   *[all] alle brettene side om side
}
settings-verbosity = Hva som følger et trekk
settings-verbosity-value = { $value ->
    [brief] bare trekket
    [normal] trekket, hvem som gjorde det og hva det slo
   *[full] trekket, hvem som gjorde det, hva det slo, hvem som er i trekket og tiden deres
}
# /verbosity under et parti i terminalen.
verbosity-now = Etter hvert trekk fra nå av: { $value ->
    [brief] bare trekket
    [normal] trekket, hvem som gjorde det og hva det slo
   *[full] trekket, hvem som gjorde det, hva det slo, hvem som er i trekket og tiden deres
}.
verbosity-tournament = I et turneringsparti sies bare trekket: det er ingenting å endre.
settings-terminal = I terminalen står innstillingene i innstillingsfila: annabella settings viser den og det i den som ikke kan brukes.
settings-not-saved = Innstillingene gjelder, men er ikke lagret: { $reason }

# Menylinja (F10).
key-menu = menylinja (også Alt alene): hver kommando med tastene sine
menu-terminal = I terminalen viser /help kommandoene.
menu-game = Parti
menu-board = Brett
menu-clock = Klokke
menu-arbiter = Dommer
menu-view = Visning
menu-help = Hjelp
menu-open = Menyen { $menu }: { $item }
menu-item = { $label }, { $keys }, { $n } av { $count }
menu-item-no-keys = { $label }, { $n } av { $count }
menu-closed = Menyen er lukket.
menu-bar-help = I menylinjen: venstre og høyre går fra meny til meny, opp og ned fra valg til valg, hvert sagt med tastene sine; Enter utfører valget, Escape lukker menyen. Shift+F1 forteller alle tastene.
menu-item-name = { $label }, { $keys }
window-menu-bar = Menylinje

# Gå gjennom et parti fra en fil (Ctrl+O).
key-review = gå gjennom et parti fra en PGN-fil
window-review = Gå gjennom et parti
window-review-start = Gå gjennom det
review-open = Gå gjennom et parti fra en PGN-fil. Skriv stien til fila; Tab går til partiets nummer; Enter åpner det, Escape går tilbake.
review-file = PGN-fila
review-number = Hvilket parti i fila, fra 1
review-no-file = Skriv stien til en PGN-fil.
review-bad-number = Ikke et partinummer: { $text }. Skriv 1 for det første partiet i fila.
review-cannot = Den fila kan ikke gås gjennom: { $reason }
review-terminal = I terminalen gås et parti gjennom med annabella play --review FIL.pgn.

# Hvem som sier hva: appen eller skjermleseren.
settings-speech = Tale
settings-speech-value = { $value ->
    [app] appen sier alt
    [events] skjermleseren leser fokus, appen sier trekkene og hendelsene
   *[screen-reader] skjermleseren sier alt
}
settings-engine = Talesyntese
settings-engine-value = { $value ->
    [builtin] den innebygde stemmen, raskest
   *[system] systemstemmen (Speech Dispatcher)
}
speech-mode-chosen = Tale som valgt.
speech-mode-found = En skjermleser kjører: den leser feltene og inndataene når de får fokus, appen sier trekkene og hendelsene. F12 endrer dette.
speech-mode-none = Ingen skjermleser kjører: appen sier alt.
speech-mode-unknown = Det kan ikke avgjøres om en skjermleser kjører (ingen tilgjengelighetsbuss): appen sier alt.
newgame-pgn-none = Skriv stien til PGN-fila.
newgame-pgn-unreadable = Det partiet kan ikke spilles videre: { $text }
newgame-remembered-unreadable = De siste valgene i dialogen Nytt parti, { $file }, kan ikke leses ({ $reason }); dialogen åpnes med standardverdiene, og neste parti som startes fra den, huskes på nytt.
newgame-remembered-unreadable-at = De siste valgene i dialogen Nytt parti, { $file }, kan ikke leses fra linje { $line } ({ $reason }); dialogen åpnes med standardverdiene, og neste parti som startes fra den, huskes på nytt.
newgame-remembered-unwritable = Valgene for dette partiet kan ikke huskes til neste gang i { $file } ({ $reason }); partiet fortsetter, og dialogen Nytt parti åpnes neste gang med valgene den sist husket.
newgame-pgn-over = Det partiet er slutt ({ $text }): gå gjennom det med Ctrl+O i stedet.
newgame-not-in-tournament = { $game ->
    [online] Ikke under et nettparti: et annet parti venter til dette er over.
   *[tournament] Ikke under et turneringsparti: et annet parti venter til dette er slutt eller hengt.
}

# Hvorfor noe ble avvist eller feilet (core/src/explain.rs): setningsdeler som også står etter
# et kolon («Disse valgene gir ikke et parti: …»), derfor uten punktum til slutt. Tekst som kom
# inn, står i anførselstegn; innstillingsord (mode, white, on) skrives slik de må skrives inn.
error-rules-bad-fen = stillingen «{ $fen }» kan ikke brukes: { $reason }
error-rules-chess960-number = Chess960-stillinger er nummerert fra 0 til 959, ikke { $number }
error-rules-illegal-move = trekket { $move } er ikke lovlig i denne stillingen
error-rules-game-over = partiet er slutt ({ $end })
error-fen-unreadable = det er ikke skrevet som FEN
error-fen-board = plasseringen av brikkene kan ikke leses
error-fen-turn = siden som er i trekket, er verken w eller b
error-fen-castling = rokaderettighetene kan ikke leses
error-fen-en-passant-field = en passant-feltet kan ikke leses
error-fen-counters = trekktellerne er ikke tall
error-fen-empty-board = brettet er tomt
error-fen-missing-king = en konge mangler
error-fen-too-many-kings = en side har mer enn én konge
error-fen-pawns-on-back-rank = en bonde står på første eller siste rad
error-fen-castling-rights = en rokaderettighet mangler konge eller tårn å rokere med
error-fen-en-passant-square = ingen bonde kan nettopp ha passert en passant-feltet
error-fen-opposite-check = siden som ikke er i trekket, står i sjakk
error-fen-impossible-check = ikke noe siste trekk kan ha gitt denne sjakken
error-fen-too-much-material = det er flere brikker enn et parti kan ha
error-end-checkmate = sjakkmatt
error-end-stalemate = patt
error-end-insufficient-material = ingen av spillerne kan sette matt
error-end-dead-position = død stilling
error-end-fivefold = samme stilling for femte gang
error-end-seventy-five-moves = 75 trekk uten bondetrekk og uten slag
error-setup-twice = { $setting } er oppgitt to ganger
error-setup-start-twice = startstillingen (fen, chess960) er oppgitt to ganger
error-setup-computer-in-tournament = datamaskinen spiller bare hjemme (mode home): i en turnering er motstanderen et menneske
error-setup-computer-plays-reader = datamaskinen kan ikke spille { $color ->
    [white] hvit
   *[black] svart
}: det er den synshemmede spilleren appen er til for (velg den andre fargen, eller --vi)
error-setup-computer-without-game = datamaskinen trenger partiet: der appen bare er klokken, sitter begge spillerne ved brettet
error-setup-online-not-alone = et nettparti spilles mot motstanderen på lichess, på lichess sin klokke: ingen datamaskin, turnering eller bare klokke sammen med det
error-setup-volume = volumet for lydsignalene er et tall fra 0 til 1, ikke { $value }
error-setup-name-not-printable = navnet til { $color ->
    [white] Hvit
   *[black] Svart
} inneholder et kontrolltegn ({ $name }): et navn er skrivbar tekst på én linje
error-time-unknown = betenkningstiden er ukjent (?)
error-time-hourglass = timeglass-tider (*) er ikke betenkningstider for en sjakklokke
error-time-not-understood = «{ $part }» er verken en periode (som 90, 40/90 eller 5+3) eller et tillegg (+30s, d5s, b5s)
error-time-empty = «{ $part }» gir ingen tid
error-time-unreachable = «{ $part }» gjelder resten av partiet, så periodene etter den begynner aldri
error-clock-not-started = klokken er ikke startet
error-clock-already-started = klokken går allerede
error-clock-paused = klokken er stoppet
error-clock-not-paused = klokken er ikke stoppet
error-pgn-game = parti { $game }: { $error }
error-pgn-token-first = før første trekk: «{ $token }» er ikke et trekk
error-pgn-token = etter { $after }: «{ $token }» er ikke et trekk
error-pgn-after-end = trekk { $number } { $san } kommer etter at partiet var slutt ({ $end }); trekkene før det beholdes
error-pgn-variant = varianten «{ $variant }» støttes ikke (bare vanlig sjakk og Chess960)
error-pgn-illegal-move = trekk { $number } { $san } er ikke et lovlig trekk i den stillingen
error-pgn-io = filen kunne ikke leses: { $reason }
error-engine-level = nivåene til den innebygde sjakkmotoren er { $min } til { $max }, ikke «{ $text }»
error-engine-no-program = uci: trenger stien til sjakkmotorens program
error-engine-option = motoralternativer skrives NAVN=VERDI, ikke «{ $text }»
error-engine-spec = en sjakkmotor er builtin:NIVÅ eller uci:STI[:ALTERNATIV=VERDI…], ikke «{ $text }»
error-key = ikke en tast: «{ $text }»
error-vocab-syntax = syntaksfeil: { $detail }
error-vocab-missing = meldingen «{ $id }» mangler
error-vocab-collision = «{ $phrase }» betyr både { $first } og { $second }
error-arbiter-unknown = ikke en dommerhandling: «{ $word }»
error-usage = skriv det slik: { $form }
error-script-line = linje { $line }: { $problem }
error-script-time-back = tiden går tilbake fra { $from } s til { $to } s
error-script-focus = focus entry eller board, ikke «{ $text }»
error-script-setting-late = innstillingen { $setting } må komme før første inndata
error-script-unknown-line = ukjent linje: { $line }
error-setting-unknown = ikke en innstilling: { $setting }
error-setting-on-off = { $setting } … on eller off, ikke «{ $text }»
error-setting-one-of = { $setting } { $names } eller { $last }, ikke «{ $text }»
error-setting-color = white eller black, ikke «{ $text }»
error-setting-time = ikke en tid: «{ $text }»
error-setting-time-too-long = ikke en tid på opptil 1000 timer: «{ $text }»
error-setting-language = ikke noe språk i grensesnittet: «{ $text }»
error-setting-chess960 = ikke et Chess960-nummer: «{ $text }»

# Den første timen hjemme (sak 28): svar man ikke trenger å lete etter.
move-by-computer = Datamaskinen spiller { $move }
move-took = Slått: { $piece }
after-move-turn = { $color } i trekket.
after-move-turn-clock = { $color } i trekket, { $time } igjen.
draw-offer-with-move = Tilbudet gjelder med det neste trekket til { $color }.
draw-offer-stands = Remistilbudet fra { $color } står.
draw-offer-stands-computer = Remistilbudet fra { $color } står: datamaskinen svarer med trekket sitt.
computer-draw-answer = { $answer ->
    [accept] Datamaskinen tar imot remis: den finner stillingen omtrent lik.
    [opening] Datamaskinen avslår remis: partiet har så vidt begynt.
    [verdict] Datamaskinen avslår remis: { $verdict }.
   *[unsure] Datamaskinen avslår remis.
}
obstacle-in-the-way = I veien står: { $piece } på { $square }.
obstacle-pins = Bundet til kongen av: { $piece } på { $square }.
obstacle-would-check = Kongen ville stå i sjakk fra: { $piece } på { $square }.
obstacle-checks = Sjakk fra: { $piece } på { $square }.
key-help-all = alle tastene, i grupper
typed-new-game = et nytt parti
typed-help = hjelp for øyeblikket
typed-help-all = alle kommandoene, i grupper
typed-resign = gi opp (skriv det to ganger)
typed-arbiter-open = dommerpanelet (skriv det to ganger)
typed-learn = trening ved siden av partiet: valgene i Lær, ett valgt med nummeret
typed-online-chat = skriv resten av linjen til motstanderen (/chat lykke til)
# A board reading as the terminal's help writes it: its command and an example of its place
# (a square, or a side's piece as the interface names it).
reading-written = { $name } { $example }
help-now = { $moment ->
    [in-hand] En brikke er i hånden din.
    [promotion] Bonden har nådd siste rad: velg den nye brikken.
    [computer] Datamaskinen tenker; i mellomtiden kan du lese brettet.
    [online] { $color } trekker på lichess: et trekk du skriver nå er forhåndstrekket ditt, sendt når det trekket kommer.
    [over] Partiet er slutt.
    [review] Et parti gjennomgås.
   *[to-move] { $color } i trekket.
}
help-more = { $input ->
    [lines] { $keys }: alle kommandoene, i grupper.
   *[keys] { $keys } igjen: alle tastene, i grupper.
}
help-group = { $group ->
    [board] Lese brettet:
    [moving] Gjøre trekk:
    [game] Partiet:
    [online] På lichess:
    [clock] Klokken:
    [window] Vinduet:
   *[tournament] Turnering og dommer:
}
help-type-move = Skriv et trekk: { $knight }, Nf3 eller { $pawn }.
taken-up-untimed = Partiet er tatt opp igjen der det stod: { $color } i trekket, trekk { $number }.
clocks-none = Ingen klokke i dette partiet; { $moves }.
incident-untimed = Trekk { $number }: { $what }
evaluate-still-thinking = Ser fortsatt på stillingen: svaret kommer straks.
evaluate-computer-moving = Datamaskinen tenker på trekket sitt: spør igjen når den har trukket.
leave-confirm = Forlate partiet? Det forblir lagret og kan tas opp igjen. { $input ->
    [lines] /quit igjen forlater det.
   *[keys] Samme tast igjen forlater det.
}

# Feil som en kommando, en fil eller en enhet melder (grunnen slik systemet oppgir den).
error-io = { $reason }
error-reason = { $reason }
error-script-unmet = { $file }: { $count } forventning(er) holdt ikke
error-file = { $file }: { $reason }
error-no-data-folder = ingen datamappe (ingen hjemmemappe)
error-no-config-folder = ingen konfigurasjonsmappe (ingen hjemmemappe)
error-not-a-saved-game = ikke et lagret parti: { $game } (et nummer, latest eller en .jsonl-fil)
error-no-saved-game = ikke noe lagret parti { $game } i { $dir }
pgn-file-unreadable = kan ikke lese { $file }: { $reason }
pgn-file-too-large = { $file } er større enn { $megabytes } MB: ikke lest
pgn-file-binary = { $file } er ikke en PGN-tekstfil (binærdata ved byte { $at })
pgn-file-broken = { $file }: { $reason }
pgn-file-no-game = { $file }: det finnes ikke noe parti { $number } (filen har { $count })
clock-pressed-with-move = Hjemme trykkes klokken med trekket: klokken til { $color } går.


# Leselisten. Bokstaven til en brikke på brettlinjen, én celle per felt: a–z (hvit med punkt 7,
# svart uten).
braille-piece-king = K
braille-piece-queen = D
braille-piece-rook = T
braille-piece-bishop = L
braille-piece-knight = S
braille-piece-pawn = B
braille-hand = i hånden: { $piece }{ $square }
braille-clocks = Hvit { $white }  Svart { $black }
braille-cue = { $color }: { $time }
braille-ready = Leselist: { $cells } celler ({ $driver }).
braille-missing = Ingen leselist: { $reason }. Partiet fortsetter uten den.
braille-lost = Forbindelsen med leselisten ble brutt ({ $reason }); kobler til igjen.
braille-reason-library = libbrlapi er ikke installert (apt install brltty)
braille-reason-screen-reader = leselister virker gjennom skjermleseren på Windows (NVDA, JAWS og Skjermleser viser vinduets tekst på den)
braille-reason-server = ingen BrlAPI-tjener svarer (kjører brltty?): { $detail }
braille-reason-no-device = brltty har ingen leselist tilkoblet
braille-reason-too-large = punktskriftskjermen oppgir { $cells } celler, flere enn noen skjerm har (høyst { $most } brukes): tjeneren er feil, så ingenting skrives til den
braille-reason-timeout = BrlAPI-tjeneren svarte ikke innen { $seconds } sekunder
braille-reason-tty = leselisten kunne ikke tas i bruk: { $detail }

# Trening hjemme (annabella train): leksjoner, øvelser, oppgaver, fremgang. Sjakkordene kommer
# fra spillerens ordforråd; $color er white eller black.
train-due = { $count ->
    [0] Ingen øvelse venter.
    [one] Én øvelse venter.
   *[other] { $count } øvelser venter.
}
train-side = { $color ->
    [white] Hvit
   *[black] Svart
}: { $pieces }.
train-your-move = Ditt trekk.
train-puzzle-intro = Oppgave med rating { $rating }, { $pieces } brikker. Du spiller { $color ->
    [white] hvit
   *[black] svart
}.
train-puzzle-last-move = { $color ->
    [white] Hvit
   *[black] Svart
} spilte { $move }.
train-puzzle-right = Riktig. { $color ->
    [white] Hvit
   *[black] Svart
} svarer { $move }. Ditt trekk.
train-puzzle-solved = Løst!
train-puzzle-wrong = { $move } er ikke trekket. Prøv igjen, be om et hint eller gi opp.
train-puzzle-over = Denne oppgaven er ferdig.
train-puzzle-none = Ingen oppgave passer til det du ba om.
train-hint-piece = Se på brikken { $piece } på { $square }.
train-hint-square = Den går til { $square }.
train-hint-move = Trekket er { $move }.
train-rating-up = Oppgaveratingen din stiger med { $change } til { $rating }.
train-rating-down = Oppgaveratingen din synker med { $change } til { $rating }.
train-rating-same = Oppgaveratingen din blir stående på { $rating }.
train-stage-board = Brettet: kongen går
train-stage-rook = Tårnet
train-stage-bishop = Løperen
train-stage-queen = Dronningen
train-stage-king = Kongen
train-stage-knight = Springeren
train-stage-pawn = Bonden
train-stage-capture = Å slå
train-stage-promotion = Forvandling
train-stage-castling = Rokade
train-stage-en-passant = En passant
train-stage-check = Sjakk
train-stage-mate = Sjakkmatt
train-stage-stalemate = Patt
train-stage-draws = Remis
train-stage-tournament = En første turnering
train-level-intro = { $stage }, nivå { $level } av { $levels }.
train-goal-visit = { $count ->
    [one] Gå til { $square }.
   *[other] Gå til { $square }; neste felt kommer når du er der.
}
train-goal-capture-all = Slå alle svarte brikker unntatt kongen. Svart trekker ikke.
train-goal-promote = Forvandle bonden.
train-goal-castle = Roker: { $castle }.
train-goal-en-passant = Slå { $words }.
train-goal-check = Gi sjakk.
train-goal-mate = Sett matt.
train-goal-stalemate = Gjør et trekk som gjør at svart ikke står i sjakk og ikke har noe lovlig trekk: patt, remis.
train-goal-dead-position = Slå Svarts siste brikke unntatt kongen: En konge alene, eller med bare én løper eller én springer, kan aldri settes matt, og partiet er straks remis.
train-goal-touched = I en turnering er en brikke du tar ut av hullet, berørt og må flyttes (tillegg D.2.2, artikkel 4.3). Du tok { $piece } på { $square }: flytt { $role ->
    [rook] det
   *[other] den
}.
train-goal-take-touched = Du berørte Svarts { $piece } på { $square }: en berørt brikke hos motstanderen må slås hvis det går (artikkel 4.3). Slå { $role ->
    [rook] det
   *[other] den
}.
train-goal-announce = I en turnering sier du hvert trekk høyt, med ord, så motstanderen hører det (tillegg D.2.1). Gjør et trekk og skriv det med ord, slik du ville si det.
train-goal-correct = Du meldte { $announced }, men på brettet ditt gjorde du { $made }. Til du trykker på klokken, kan du rette meldingen (tillegg D.2.8): meld trekket du gjorde, med ord.
train-goal-press-clock = Trekket ditt er gjort på brettet og meldt. Trykk nå på klokken: det fullfører trekket, og motstanderen kan svare (artikkel 6.2). Skriv /clock; i et parti gjør klokkens tast det.
train-par = Mål: { $par ->
    [one] ett trekk
   *[other] { $par } trekk
}.
train-next-square = Gå nå til { $square }.
train-level-done = Klart på { $moves ->
    [one] ett trekk
   *[other] { $moves } trekk
}: { $stars ->
    [one] én stjerne
   *[other] { $stars } stjerner
}.
train-level-gives-check = Det ville gi sjakk, og det ber ikke dette nivået om: svart trekker ikke her. Prøv et annet trekk.
train-level-spoiled = Patt: remis, ikke seier. Nivået begynner på nytt.
train-level-illegal = Det trekket er ikke mulig her.
train-level-must-move = Berørt: { $piece } på { $square } må flyttes.
train-level-must-take = Berørt: { $piece } på { $square } må slås.
train-level-announce-in-words = Si det med ord, slik motstanderen hører det: { $words }.
train-level-not-the-move-made = Du gjorde { $made } på brettet ditt: meld det trekket.
train-level-press-the-clock = Trekket ditt er allerede gjort: trykk nå på klokken, med /clock.
train-lessons-done = Alle nivåer er klare. Spill et nivå igjen for flere stjerner.
train-drill-find-square = Finn feltet
train-drill-name-square = Navngi feltet
train-drill-square-colour = Fargen på et felt
train-drill-same-diagonal = Samme diagonal
train-drill-knight-distance = Springeravstand
train-drill-piece-moves = Hvor en brikke kan gå
train-drill-rebuild = Bygg opp en stilling
# Drillene på tid i Lær-menyen, og hva en runde på tid sier først.
train-drill-timed-find-square = Finn feltet, på tid: 30 sekunder per svar
train-drill-timed-name-square = Navngi feltet, på tid: 30 sekunder per svar
train-drill-timed-square-colour = Fargen på et felt, på tid: 30 sekunder per svar
train-drill-timed-same-diagonal = Samme diagonal, på tid: 30 sekunder per svar
train-drill-timed-knight-distance = Springeravstand, på tid: 30 sekunder per svar
train-drill-timed-piece-moves = Hvor en brikke kan gå, på tid: 30 sekunder per svar
train-drill-timed-rebuild = Bygg opp en stilling, på tid: 30 sekunder per svar
train-drill-timed = På tid: 30 sekunder for hvert svar.
train-ask-find-square = Finn { $square }.
train-ask-name-square = Navngi feltet i kolonne { $column }, rad { $row }, regnet fra hvits venstre hjørne.
train-ask-square-colour = Er { $square } lyst eller mørkt?
train-ask-same-diagonal = Står { $a } og { $b } på samme diagonal? Ja eller nei.
train-ask-knight-distance = Hvor mange trekk trenger en springer fra { $a } til { $b }?
train-ask-piece-moves = { $piece } står på { $square }, ellers er brettet tomt. Nevn hvert felt den kan gå til.
train-ask-rebuild = Sett opp denne stillingen på brettet ditt: { $position }
train-answer-light = lyst
train-answer-dark = mørkt
train-answer-yes = ja
train-answer-no = nei
train-accept-light = lyst | lys | l | hvit
train-accept-dark = mørkt | mørk | m | svart
train-accept-yes = ja | j
train-accept-no = nei | n
train-mark-right = Riktig.
train-mark-wrong = Ikke riktig: { $answer }.
train-mark-missing = Mangler: { $squares }.
train-mark-extra = Kan ikke nås: { $squares }.
# A rebuilt position checked: the pieces to set (both sides, as read out), the squares to clear.
train-mark-board-wrong = Mangler eller står ikke som lest opp: { $pieces }
train-mark-board-extra = Ingenting står på { $squares } i stillingen.
train-drill-score = { $right } av { $asked } riktige.
train-time-up = Tiden er ute.
train-progress-lessons = Leksjoner: { $stars } av { $max } stjerner, { $done } av { $levels } nivåer klare.
train-progress-puzzles = Oppgaver: { $solved } løst, { $missed } bommet. Rating { $rating }{ $settled ->
    [yes] {""}
   *[no] , ennå ikke sikker
}.
train-progress-drill = { $drill }, siste resultat først: { $scores }.
train-progress-retries = Stillinger fra partiene dine: { $kept } lagret, { $due } forfalt.
train-progress-kept-aside = Treningsfilen var skadet; den er lagt til side som { $file }, og en ny er begynt.
train-progress-recovered = Treningsloggen var avkuttet; det den inneholdt helt, er tatt vare på, og treningen fortsetter med det. Filen slik den var, er lagt til side som { $file }.
train-progress-not-saved = Treningen din kunne ikke lagres: { $reason }
train-progress-saved-again = Treningen din lagres igjen, ingenting av den gikk tapt.
train-not-in-tournament = { $game ->
    [online] Treningen venter til nettpartiet er over: lichess tillater ingen hjelp mens det spilles.
   *[tournament] Trening er for hjemmebruk: ikke under et turneringsparti.
}
# A key of the braille display that would touch the game, while the player trains.
train-not-now = Ikke mens du trener: partiet venter til du er tilbake (/quit).
# A piece lifted on the exercise's board (Enter, a routing key) with no move; one of the other side.
train-lifted-no-moves = { $piece } har ikke noe trekk her.
train-lift-theirs = { $piece } er ikke din å flytte: { $color ->
    [white] Hvit
   *[black] Svart
} er i trekket.
train-mistakes-going-over = Motoren går gjennom { $game } med dybde { $depth }: { $side ->
    [white] trekkene til hvit
    [black] trekkene til svart
   *[both] trekkene til begge sider
}. Det tar et minutt eller to.
train-mistakes-found = { $count ->
    [0] Ingen trekk tapte mye i dette partiet: ingenting å prøve igjen.
    [one] Én stilling å prøve igjen
   *[other] { $count } stillinger å prøve igjen
}{ $count ->
    [0] {""}
   *[other] { $new ->
        [0] , alle lagret fra før.
       *[other] .
    }
}
train-mistakes-none-due = Ingen gjentakelse er forfalt; ditt nyeste ferdige parti gås gjennom.
train-mistakes-done = Det var den siste gjentakelsen. Det som gikk galt, kommer tilbake når det forfaller.
train-retry-intro = Trekk { $number }, { $color ->
    [white] hvit
   *[black] svart
} i trekket: finn et bedre trekk enn det som ble spilt.
train-retry-played = I partiet: { $move }.
train-retry-passes = Bra: { $move } holder stillingen like godt som motorens beste.
train-retry-played-again = { $move } er trekket fra partiet. Prøv et annet.
train-retry-still-loses = { $move } taper fortsatt for mye. Prøv igjen, be om et hint eller gi opp.

# Lær-menyen i vinduet og treningsvisningen (sak 29).
menu-learn = Lær
key-learn-lessons = leksjoner ved å gjøre: neste nivå som ikke er fullført
key-learn-puzzles = oppgaver, de som forfaller først
key-learn-few-pieces = oppgaver med få brikker, høyst 7: lette å holde i hodet
key-learn-mistakes = mine feil: repetisjonene som forfaller
key-learn-go-over = gå gjennom mitt siste ferdige parti med Stockfish, for stillinger å prøve igjen
key-learn-progress = min fremgang, lest opp
# The Learn menu at the terminal (/learn): its choices as numbered lines.
learn-terminal = I terminalen lister /learn treningsvalgene; et tall velger ett.
learn-list = Lær: skriv nummeret til et valg eller de første ordene i det; en tom linje går tilbake til { $back ->
        [questions] spørsmålene om det nye partiet
       *[game] partiet
    }.
learn-list-item = { $n }. { $label }
learn-not-a-choice = «{ $text }» er ikke et av valgene: skriv et tall fra 1 til { $count }, eller de første ordene i et valg.
learn-prompt = Lær
train-prompt = Svar
train-terminal-how = Hver linje er nå svaret ditt; /hint og /solution hjelper, /help sier hva annet du kan skrive, /quit går tilbake til { $back ->
        [questions] spørsmålene om det nye partiet
       *[game] partiet
    }.
# /help while training: what can be typed now ($example: a move in the player's words, $square: e4 in them).
train-help-lesson = Skriv et trekk: { $example }, eller Nf3, eller g1f3. /repeat sier nivået igjen; /quit avslutter.
train-help-move = Skriv trekket ditt: { $example }, eller Nf3, eller g1f3. /hint gir et hint, i tre trinn; /solution gir løsningen; /repeat sier stillingen igjen; /quit avslutter.
train-help-board = Les stillingen: /board, /pieces white, /rank 3, /file e, /square e4, /diagonals c4, /moves g1, /attackers e5.
train-help-drill = /repeat sier spørsmålet igjen; /quit avslutter og beholder rundens resultat.
train-help-drill-find-square = Skriv feltet: { $square }, eller e4.
train-help-drill-name-square = Skriv feltet: { $square }, eller e4.
train-help-drill-square-colour = Skriv lyst eller mørkt.
train-help-drill-same-diagonal = Skriv ja eller nei.
train-help-drill-knight-distance = Skriv antall springertrekk.
train-help-drill-piece-moves = Skriv hvert felt brikken kan gå til, på én linje: { $square } f5 g6.
train-help-drill-rebuild = Sett opp stillingen på brettet ditt, og skriv så det du satte opp, slik det ble lest for deg: Hvit: Ke1, e4. Svart: Ke8. Eller som en FEN-oppstilling: 4k3/8/8/8/4P3/8/8/4K3.
# Trening ved siden av et parti hjemme: partiet venter mens spilleren trener.
train-clock-stopped = Partiets klokke står mens du trener.
train-back-untimed = { $color } i trekket, trekk { $number }.
train-back = { $color } i trekket, trekk { $number }; Hvit { $white }, Svart { $black }.
train-back-stopped = { $color } i trekket, trekk { $number }; Hvit { $white }, Svart { $black }. Klokkene står: { $starter ->
    [lines] /pause starter dem.
   *[player] Ctrl+Shift+Mellomrom starter dem.
}
window-training = Trening
window-training-said = Øvelsen
window-training-entry = Ditt svar:
window-training-hint = Skriv svaret og trykk Enter: et trekk, et felt, ja eller nei. På brettet (Tab) løfter og setter Enter en brikke, eller svarer på et felt du skal finne. /hint gir et hint, /solution løsningen, /help resten; Escape går tilbake til partiet.
train-record-unreadable = Treningsfilen kan ikke leses: { $reason }
train-record-in-use = Treningsprotokollen din brukes nå av en annen Annabella der du trener. Fullfør eller forlat øvelsen der, og tren så her: ingenting går tapt.
train-mistakes-none-due-window = Ingen gjentakelse er forfalt. Gå gjennom mitt siste ferdige parti, i denne menyen, finner stillinger å prøve igjen med Stockfish.
# Lær-menyen i vinduet: et ferdig parti gått gjennom med Stockfish.
train-going-over-no-engine = Å gå gjennom et parti krever Stockfish ({ $program }), som ikke er installert: apt install stockfish, og prøv igjen.
train-going-over-no-game = Ingen ferdige partier å gå gjennom: fullfør et parti først. I terminalen går annabella train mistakes PARTI gjennom et hvilket som helst lagret parti eller PGN-fil.
train-going-over-how = Escape stopper det; Enter forteller hvor langt det er kommet.
train-going-over-progress = { $done } av { $total } trekk gått gjennom.
train-going-over-stopped = Gjennomgangen av partiet er stoppet; ingenting av den beholdes.
train-going-over-failed = Partiet kunne ikke gås gjennom: { $reason }

## Online play: the game

error-online-not-a-move = trekk { $number } i serverens liste, { $word }, er ikke et trekk
error-online-illegal-move = trekk { $number } i serverens liste, { $word }, er ikke lovlig der
error-online-refused = lichess avslo den: { $reason }
error-online-unauthorized = lichess godtar ikke lenger innloggingen din: logg inn på nytt med «annabella online login».
error-online-not-found = den er borte: trukket tilbake, utløpt eller allerede over
error-online-rate-limited = lichess ba oss senke farten; vent et minutt og prøv igjen
error-online-network = lichess kunne ikke nås: { $reason }; sjekk forbindelsen og prøv igjen
error-online-not-connected = ikke koblet til lichess: ingenting ble sendt. Ta opp partiet med «annabella online» for å spille videre.
error-online-not-yours = parti { $id } er ikke et av partiene dine på lichess
error-online-variant = { $name } spilles ikke her: bare vanlig sjakk
game-start-online = Nettparti på lichess, { $rated ->
    [rated] ratet
   *[casual] uratet
}, { $control }: du spiller { $color } mot { $opponent }. { $help }
online-control = betenkningstid { $control }
online-days = { $days ->
    [one] én dag per trekk
   *[other] { $days } dager per trekk
}
online-days-hours = { $days ->
    [0] { $hours ->
        [0] ingen tid
        [one] én time
       *[other] { $hours } timer
    }
    [one] { $hours ->
        [0] én dag
        [one] én dag og én time
       *[other] én dag og { $hours } timer
    }
   *[other] { $hours ->
        [0] { $days } dager
        [one] { $days } dager og én time
       *[other] { $days } dager og { $hours } timer
    }
}
online-your-time = Du har { $time } på trekket ditt.
online-clock-left = { $time } igjen til trekket
online-time-left = { $color } i trekket: { $time } igjen, av { $days ->
    [one] én dag
   *[other] { $days } dager
} per trekk.
online-ai-name = lichess-AI nivå { $level }
online-opponents-move = { $color } trekker på lichess: vent på trekket.
online-bad-line = En linje fra lichess kunne ikke leses ({ $reason }); den hoppes over.
online-first-move-deadline = { $seconds } sekunder til å gjøre ditt første trekk, ellers avbryter lichess partiet.
online-caught-up = { $count } trekk ble spilt mens forbindelsen var borte.
online-taken-back = { $count ->
    [one] Ett trekk
   *[other] { $count } trekk
} tatt tilbake på lichess. { $board ->
    [tactile] Ta { $count ->
        [one] det
       *[other] dem
    } tilbake på brettet ditt også (/pending sier hva som er forskjellig).
   *[none] { "" }
} { $color } i trekket.
online-draw-offered = { $input ->
    [lines] /draw godtar, /decline eller trekket ditt avslår.
   *[keys] Ctrl+D godtar; Ctrl+Shift+N eller trekket ditt avslår.
}
online-takeback-offered = { $color } ber om å ta tilbake siste trekk: { $input ->
    [lines] /takeback godtar, /decline avslår.
   *[keys] Ctrl+Shift+B godtar, Ctrl+Shift+N avslår.
}
online-ended = { $status ->
    [aborted] Partiet ble avbrutt.
    [mate] Sjakkmatt.
    [resign] Oppgitt.
    [stalemate] Patt.
    [timeout] Motstanderen forlot partiet, og seieren ble krevd.
    [draw] Remis.
    [outoftime] Tiden er ute.
    [cheat] lichess avsluttet partiet på grunn av juks.
    [nostart] Partiet ble avbrutt: det første trekket kom ikke i tide.
    [insufficient] Remis: for lite materiell til å sette matt.
   *[other] lichess avsluttet partiet.
}
online-chat = { $room ->
    [spectator] Tilskuer
   *[player] Chat
} { $name }: { $text }
online-chat-sent = Sendt til chatten: { $text }
online-chat-empty = Skriv teksten etter /chat.
online-opponent-gone = { $color } har forlatt partiet. { $seconds ->
    [0] Du kan kreve seieren nå: /flag krever den, /claim krever remis.
   *[other] Du kan kreve seieren om { $seconds } sekunder.
}
online-opponent-back = { $color } er tilbake.
online-move-refused = Trekket tas tilbake: { $color } i trekket igjen.
online-reconnected = Koblet til lichess igjen.
online-lost = Forbindelsen til lichess ble brutt ({ $reason }); prøver igjen om { $seconds } sekunder.
online-taken-over = lichess ble åpnet et annet sted med kontoen din, og denne forbindelsen ble lukket. Lukk den andre og start på nytt her.
online-closed-login = lichess godtar ikke lenger innloggingen din, så forbindelsen til dette partiet er lukket. Partiet så langt er tatt vare på: logg inn igjen med «annabella online login», og ta det så opp igjen med «annabella online play».
online-closed-gone = lichess har ikke lenger dette partiet for deg, så forbindelsen er lukket. Partiet så langt er tatt vare på her.
online-rate-limited = lichess ba oss vente { $seconds } sekunder før vi sender mer.
online-draw-accepting = Du godtar remis.
online-resigning = Du gir opp.
online-claim-later = Motstanderen kan ennå komme tilbake: du kan kreve om { $seconds } sekunder.
online-flag-by-server = På nett holder lichess klokken og avslutter selv partiet når et flagg faller.
online-claim-draw = Kravet går til lichess: det godtar gjentakelse eller femtitrekksregelen og tilbyr ellers remis.
online-clock-on-server = På nett går klokken hos lichess: den kan ikke stoppes eller partiet utsettes her.
online-only = { $what ->
    [takeback] Ta tilbake
    [abort] Avbryt
    [decline] Avslå
    [chat] Chat
   *[premove] Forhåndstrekk
}: bare i et nettparti på lichess, og dette partiet er ikke et.
online-abort-too-late = Begge sider har trukket: lichess lar ikke lenger dette partiet avbrytes. Gi opp eller tilby remis i stedet.
online-chat-open = Chat: skriv ordene dine etter /chat i trekkinntastingen, så Enter. Escape går tilbake til brettet.
online-game-over = Nettpartiet er over.
online-takeback-accepting = Du godtar tilbaketakingen.
online-takeback-asked = Du ber om å ta tilbake ditt siste trekk.
online-abort-confirm = Avbryte partiet? Det slutter for dere begge, uten rating. { $input ->
    [lines] /abort en gang til avbryter det.
   *[keys] Trykk en gang til for å avbryte det.
}
online-aborting = Du avbryter partiet.
online-draw-declined = Du avslår remis.
online-takeback-declined = Du avslår tilbaketakingen.
online-nothing-to-decline = Det står ikke noe tilbud å avslå.
online-taken-up = Nettpartiet tas opp igjen: lichess oppdaterer det.
online-opponent-unnamed = motstanderen din på lichess

# Et forhåndstrekk: spillerens neste trekk, skrevet mens motstanderen er i trekket online.
premove-held = { $replaced ->
    [yes] Forhåndstrekk erstattet: { $move }.
   *[no] Forhåndstrekk: { $move }.
} Det sendes til lichess så snart { $color } har trukket, hvis det da er lovlig. Et annet trekk erstatter det; { $input ->
    [lines] /cancel forkaster det.
   *[keys] Ctrl+Shift+P forkaster det.
}
premove-confirm-ahead = Du trykker klokken selv: { $input ->
    [lines] /clock bekrefter det nå, så går det straks;
   *[keys] klokketasten bekrefter det nå, så går det straks;
} ubekreftet blir det utført etter trekket til { $color } og venter på at du trykker.
premove-confirmed = Forhåndstrekk { $move } bekreftet: det går så snart { $color } har trukket, hvis det da er lovlig.
premove-refused = Ikke holdt som forhåndstrekk:
premove-unreadable = Ingen forhåndstrekk kan leses i denne stillingen: vent på motstanderens trekk.
premove-cancelled = Forhåndstrekk { $move } forkastet.
premove-none = Intet forhåndstrekk holdes. Skriv trekket ditt mens motstanderen er i trekket for å holde ett.
premove-played = Ditt forhåndstrekk:
premove-press = Forhåndstrekket ditt er utført, ikke sendt ennå: { $input ->
    [lines] /clock sender det, /correct endrer det.
   *[keys] trykk klokken for å sende det, eller rett det først.
}
premove-dropped = Forhåndstrekk { $move } forkastet: { $reason ->
    [taken] { $color } slo brikken.
    [check] kongen din står i sjakk, og trekket opphever ikke sjakken.
    [takeback] trekk ble tatt tilbake.
    [restart] partiet ble tatt opp igjen; trekk når det er din tur.
   *[illegal] det er ikke lovlig etter trekket til { $color }.
}
premove-tactile = Med et taktilt brett utføres trekket til { $color } der før ditt: skriv trekket ditt når det er din tur.
premove-lifted = Forhåndstrekk: { $piece } løftet. Enter på feltet den skal til; Escape setter den tilbake.
premove-put-back = { $piece } satt tilbake: ikke noe forhåndstrekk med den.
premove-cannot-go = Ikke holdt som forhåndstrekk: { $piece } kan ikke gå til { $square }.


## Online play: the lobby

# En tenketid for lichess, sjekket før den sendes.
error-online-control-not-understood = { $text } er ingen tenketid: skriv minuttene, et pluss og sekundene per trekk, som 15+10, eller dagene per trekk, som 3d
error-online-control-seek-too-fast = en søken må være hurtigsjakk eller langsommere: dette partiet ville vare omtrent { $estimate } etter lichess’ anslag (tiden pluss 40 tillegg), og en søken trenger 8 minutter eller mer; prøv 10+0 eller 15+10, eller utfordre en spiller til et raskere parti
error-online-control-bullet = lichess spiller ikke bullet gjennom Board-API-et: dette partiet ville vare omtrent { $estimate } etter lichess’ anslag (tiden pluss 40 tillegg), og det trenger 3 minutter eller mer
error-online-control-limit-not-offered = lichess tilbyr ingen klokke på { $limit }: tiden er hele minutter, eller 15, 30, 45 eller 90 sekunder
error-online-control-limit-too-long = { $limit } er mer enn lichess’ lengste klokke, 3 timer
error-online-control-increment-too-long = et tillegg på { $increment } er mer enn lichess tillater her: { $most }
error-online-control-days-not-offered = lichess tilbyr ikke korrespondansesjakk med { $days } dager per trekk: velg 1, 2, 3, 5, 7, 10 eller 14
online-control-clock = { $time } pluss { $increment } per trekk
online-control-sudden-death = { $time }, uten tillegg
online-control-days = { $days ->
    [one] én dag
   *[other] { $days } dager
} per trekk
online-control-unlimited = uten tidsbegrensning
online-speed = { $speed ->
    [ultraBullet] et ultrabullet-parti
    [bullet] et bullet-parti
    [blitz] et lynsjakkparti
    [rapid] et hurtigsjakkparti
    [classical] et klassisk parti
    [correspondence] et korrespondanseparti
   *[other] et parti
}
# Hendelsesstrømmen: kontoen, utfordringer og partier.
online-lobby-account = Logget inn på lichess som { $name }.
online-lobby-no-games = Ingen av partiene dine pågår.
online-lobby-games = { $count ->
    [one] Ett parti av deg pågår:
   *[other] { $count } partier av deg pågår:
}
online-lobby-game-item = mot { $opponent }, du spiller { $color ->
    [white] hvit
    [black] svart
   *[random] en loddtrukket farge
}, { $turn ->
    [yours] ditt trekk
   *[theirs] motstanderens trekk
}, { $speed ->
    [ultraBullet] ultrabullet
    [bullet] bullet
    [blitz] lynsjakk
    [rapid] hurtigsjakk
    [classical] klassisk
    [correspondence] korrespondanse
   *[other] uten tidsbegrensning
}
online-lobby-no-challenges = Ingen utfordringer til deg.
online-lobby-challenges = { $count ->
    [one] Én utfordring til deg:
   *[other] { $count } utfordringer til deg:
}
online-lobby-player = { $name }
online-lobby-player-rated = { $name }, rating { $rating }
online-lobby-ai = lichess-AI-en på nivå { $level }
online-lobby-challenge = Utfordring fra { $challenger }: { $control }, { $rated ->
    [rated] ratet
   *[casual] uratet
}; { $color ->
    [white] du ville spille hvit
    [black] du ville spille svart
   *[random] fargene trekkes ved lodd
}. Godta eller avslå.
online-lobby-challenge-item = fra { $challenger }: { $control }, { $rated ->
    [rated] ratet
   *[casual] uratet
}; { $color ->
    [white] du ville spille hvit
    [black] du ville spille svart
   *[random] fargene trekkes ved lodd
}
online-lobby-challenge-not-playable = Det partiet kan ikke spilles her: lichess’ Board-API tar det ikke (en variant, eller for raskt).
online-lobby-challenge-withdrawn = { $name } trakk tilbake utfordringen.
online-lobby-our-challenge-canceled = Utfordringen din til { $name } er avlyst.
online-lobby-declined = { $name } avslo utfordringen din: { $reason ->
    [generic] tar ikke imot utfordringer nå
    [later] ikke nå, spør igjen senere
    [toofast] for raskt; utfordre igjen med et langsommere parti
    [tooslow] for langsomt; utfordre igjen med et raskere parti
    [timecontrol] spiller ikke denne tenketiden
    [rated] vil ha et ratet parti
    [casual] vil ha et uratet parti
    [standard] spiller bare vanlig sjakk nå
    [variant] spiller ikke denne varianten nå
    [nobot] tar ikke imot utfordringer fra boter
    [onlybot] tar bare imot utfordringer fra boter
   *[other] ingen grunn oppgitt
}.
online-lobby-game-started = Parti startet mot { $opponent }: { $control }, { $rated ->
    [rated] ratet
   *[casual] uratet
}; du spiller { $color ->
    [white] hvit
    [black] svart
   *[random] en farge som ennå ikke er kjent
}.
online-lobby-game-not-playable = Dette partiet kan ikke spilles her: lichess’ Board-API tar det ikke. Spill det på lichess.org.
online-lobby-game-waits = Det venter mens du spiller dette partiet: play { $opponent } åpner det.
online-lobby-game-finished = Partiet mot { $opponent } er slutt: { $result ->
    [won] du vant
    [lost] du tapte
    [aborted] det ble avbrutt
   *[draw] remis
}.
online-lobby-opening = Åpner partiet mot { $opponent }.
online-lobby-unreadable = En linje fra lichess kunne ikke leses og hoppes over: { $reason }
# Det spilleren ber om.
online-lobby-seeking = Søker et parti: { $control }, { $rated ->
    [rated] ratet
   *[casual] uratet
}. Det starter når noen tar det; cancel stopper søket.
online-lobby-challenging = Utfordrer { $name }: { $control }, { $rated ->
    [rated] ratet
   *[casual] uratet
}. Venter på svar; cancel trekker den tilbake.
online-lobby-asking-ai = Starter et parti mot lichess-AI-en på nivå { $level }: { $control }.
online-lobby-already-waiting = { $waiting ->
    [seek] Du søker allerede et parti
    [challenge] Utfordringen din venter allerede på svar
   *[ai] Et parti mot lichess-AI-en starter allerede
}: avbryt det først, eller vent.
online-lobby-not-a-username = { $name } kan ikke være et brukernavn på lichess: det har 2 til 30 bokstaver, sifre, - og _.
online-lobby-ai-level = lichess-AI-en spiller på nivå 1 til 8, ikke { $level }.
online-lobby-no-challenge = Ingen utfordring til deg å svare på.
online-lobby-which-challenge = { $count } utfordringer til deg: si hvilken, med navnet til den som utfordrer.
online-lobby-no-such-challenge = Ingen utfordring til deg fra { $who }.
online-lobby-accepting = Godtar utfordringen fra { $name }.
online-lobby-declining = Avslår utfordringen fra { $name }.
online-lobby-nothing-to-cancel = Ingen søken eller utfordring fra deg venter.
online-lobby-seek-canceled = Søket er stoppet.
online-lobby-challenge-taken-back = Utfordringen din til { $name } er trukket tilbake.
online-lobby-seek-expired = Ingen tok søket ditt, og det har gått ut. Søk igjen for å vente videre.
online-lobby-no-game = Ingen av partiene dine pågår.
online-lobby-which-game = { $count } partier av deg pågår, og ingen venter på ditt trekk: si hvilket, med navnet til motstanderen.
online-lobby-no-such-game = Ingen parti av deg mot { $who }.
online-lobby-request-failed = { $request ->
    [seek] Søket
    [challenge] Utfordringen
    [ai] Partiet mot lichess-AI-en
    [accept] Å godta utfordringen
    [decline] Å avslå utfordringen
   *[cancel] Å trekke tilbake utfordringen
} mislyktes: { $reason }
# Hvorfor en forespørsel til lichess mislyktes, og hva du kan gjøre.


## Online play: the connection

online-login-listening = Venter på lichess på denne datamaskinen, port { $port }.
online-login-browser = Nettleseren din er åpnet hos lichess: logg inn der, og gi så Annabella tilgang.
online-login-open-by-hand = Nettleseren kunne ikke åpnes. Åpne denne adressen i den, logg inn, og gi så Annabella tilgang: { $url }
online-login-exchanging = lichess sa ja: Annabella henter tokenet sitt.
online-login-checking = Sjekker tokenet hos lichess.
online-login-done = Logget inn på lichess som { $name }.
online-login-page-done = Annabella er logget inn på lichess. Du kan lukke denne siden og gå tilbake til Annabella.
online-login-page-failed = Annabella er ikke logget inn på lichess. Du kan lukke denne siden og gå tilbake til Annabella.
error-lichess-cancelled = Innloggingen ble avbrutt hos lichess: Annabella er ikke logget inn.
error-lichess-state = Svaret som kom tilbake til Annabella hørte ikke til denne innloggingen, så det ble avvist. Logg inn på nytt.
error-lichess-timed-out = Ikke noe svar fra nettleseren på { $minutes } minutter: innloggingen er oppgitt. Logg inn på nytt, eller lim inn et personlig token.
error-lichess-denied = lichess avviste innloggingen: { $reason }
error-lichess-listener = Annabella kan ikke vente på nettleseren på denne datamaskinen: { $reason }
error-lichess-token-file = Tokenfilen for lichess kan ikke skrives eller fjernes: { $reason }
error-lichess-not-revoked = Logget ut her, men lichess fikk ikke beskjed ({ $reason }). Trekk tilbake tokenet hos lichess, under Innstillinger, API-tilgangstokener.
error-lichess-token-empty = Tokenet er tomt: lim inn hele tokenet fra lichess.
error-lichess-token-too-long = Tokenet har { $length } tegn, flere enn { $most }: lim inn bare tokenet.
error-lichess-token-character = Tegn { $position } i tokenet er verken en bokstav, et siffer eller en understrek: lim inn bare tokenet.

## Online play: the lobby lines

error-lobby-unknown = «{ $word }» er ikke et ord i lobbyen: help gir ordene
error-lobby-usage = skriv det slik: { $form }
error-lobby-level = nivået til lichess-AI er 1 til 8, ikke { $text }
online-no-settings-folder = Annabella har ingen innstillingsmappe her å ha lichess-tokenet i; sett ANNABELLA_LICHESS_TOKEN i stedet.
online-logged-out = Logget ut av lichess: tokenet er trukket tilbake og fjernet.
online-paste-token = Lag et personlig token på { $url } (med «Play games with the board API»), lim det inn her og trykk Enter:
online-game-not-opened = lichess åpnet ikke partiet: ingen første linje kom. Prøv igjen med play.
online-lobby-help = I lobbyen: seek 15+10 [rated] [white|black] søker etter hvem som helst (hurtigsjakk eller langsommere); challenge NAVN 10+5 utfordrer en spiller; ai NIVÅ [15+10] spiller mot lichess-AI (1 til 8); accept [NAVN] og decline [NAVN] [later|tooFast|tooSlow|rated|casual] svarer på en utfordring; cancel trekker tilbake søket eller utfordringen din; play [NAVN] tar opp et parti som pågår; games og challenges sier dem igjen; quit avslutter.
online-next-at-lobby = Et nytt nettparti begynner i lobbyen: quit, så annabella online, der seek, challenge eller ai starter et.
after-game-lines-online = Hva nå? Skriv review for å gå gjennom partiet (/back og /next går trekk for trekk), export for å lagre noteringsskjemaet, eller quit (så annabella online for et nytt parti).
online-prompt-opponent = { $color } trekker på lichess

## Hardening: the training record

train-record-not-a-file = Den er ikke en fil, men en mappe, en rørledning eller en enhet.
train-record-too-large = Den er større enn noen treningsfil: { $size } byte.
train-record-not-text = Den er ikke tekst: en binærfil, eller ikke i UTF-8.
train-record-not-json = Den er ikke en treningsfil: { $detail }.

## Coach: teaching from zero
train-stage-words = Brettets ord
# Ordenes trinn: hvert nivå lærer et ord på brettet og spør så etter det.
train-teach-words-files = Et sjakkbrett har åtte linjer: feltrekkene som går fra hvits side til svarts. Fra hvits venstre til hvits høyre heter de { $files }.
train-teach-words-ranks = Det har åtte rader: feltene på tvers av brettet, regnet fra hvits side. Hvits brikker starter på rad { $first }, svarts på rad { $last }. I rekkefølge: { $ranks }.
train-teach-words-squares = Et felt heter etter linjen, så raden: { $square } er der linje { $file } krysser rad { $rank }. Du kan også skrive det med bokstaver, som f3.
train-teach-words-colours = Feltene er lyse og mørke annenhver gang, langs hver linje og hver rad. { $corner }, hvits venstre hjørne, er mørkt, og det er { $dark } også; { $light } er lyst.
train-teach-words-pieces = Hver side har seksten brikker. Med dine ord: { $king } er kongen, { $queen } dronningen, { $rook } et tårn (det er to), { $bishop } en løper (to), { $knight } en springer (to), { $pawn } en bonde (åtte).
train-ask-words-file = Hvilken linje er nummer { $number } fra hvits venstre?
train-ask-words-rank = Hvilken rad er nummer { $number } fra hvits side?
train-ask-words-piece = Hva heter { $role ->
    [king] kongen
    [queen] dronningen
    [rook] tårnet
    [bishop] løperen
    [knight] springeren
   *[pawn] bonden
} med dine ord?
train-level-misnamed = Ikke riktig: det er { $answer }. Skriv { $answer } for å gå videre.
train-level-name-it = Her spørres det etter et ord, ikke et trekk: skriv det.
# Hvert trinn åpner med det det lærer ($piece: trinnets brikke med spillerens ord, $king: kongen).
train-teach-board = Nå trekker du. { $king }, kongen, går ett felt i alle retninger: langs linjen, raden eller en diagonal. Skriv brikken og feltet, som { $king } { $square }, eller bare feltet.
train-teach-rook = { $piece } er tårnet. Det går langs raden eller linjen sin, så langt det vil, men kan ikke hoppe over en brikke.
train-teach-bishop = { $piece } er løperen. Den går langs diagonalene sine, så langt den vil, og blir derfor på felt av én farge.
train-teach-queen = { $piece } er dronningen. Den går som tårn og løper sammen: langs raden, linjen eller diagonalene, så langt den vil.
train-teach-king = { $piece } er kongen. Den går ett felt i alle retninger. Den må aldri stå i sjakk.
train-teach-knight = { $piece } er springeren. Den hopper to felt langs en rad eller linje og så ett til siden, over alle brikker imellom.
train-teach-pawn = { $piece } er bonden. Den går ett felt rett fram, to fra startraden, og slår ett felt skrått fram.
train-teach-capture = Du slår ved å flytte til feltet der en av motstanderens brikker står: den går av brettet. Hver brikke slår slik den går; bare bonden slår annerledes, skrått fram.
train-teach-promotion = En bonde som når siste rad, blir dronning, tårn, løper eller springer, som du velger; nesten alltid dronning.
train-teach-castling = Ved rokade går kongen to felt mot et tårn, og tårnet over kongen til feltet ved siden av den. Ingen av dem kan ha flyttet, feltene imellom må være tomme, og kongen kan ikke stå i sjakk, passere et angrepet felt eller lande på ett.
train-teach-en-passant = En bonde som går to felt og lander ved siden av en av motstanderens bønder, kan slås av den som om den hadde gått ett: bare i det aller neste trekket.
train-teach-check = En konge som angripes av en brikke, står i sjakk. Den som står i sjakk, må avverge det straks: flytte kongen, slå angriperen eller sette en brikke imellom.
train-teach-mate = Sjakkmatt: kongen står i sjakk, og ingen trekk avverger det. Det vinner partiet.
train-teach-stalemate = Patt: den som er i trekket, står ikke i sjakk, men har ikke noe lovlig trekk. Partiet er remis.
train-teach-draws = Et parti er remis med en gang ingen av sidene noen gang kan sette matt, uansett hva som spilles: en død stilling.
train-teach-tournament = I en turnering etter tillegg D spiller du på ditt eget følbare brett, og hvert trekk sies høyt med ord.
# Et trekk i en leksjon som bryter regelen for hvordan brikken går ($square: dit den skulle).
train-rule-king = { $piece } går ett felt i alle retninger: { $square } er lenger unna.
train-rule-queen = { $piece } går langs raden, linjen eller diagonalene: { $square } ligger på ingen av dem.
train-rule-rook = { $piece } går langs raden eller linjen: { $square } ligger på ingen av dem.
train-rule-bishop = { $piece } går langs diagonalene: { $square } ligger på ingen av dem.
train-rule-knight = { $piece } hopper to felt langs en rad eller linje og ett til siden: { $square } er ikke et slikt hopp unna.
train-rule-pawn = { $piece } går ett felt rett fram, to fra startraden, og slår ett skrått fram: { $square } er ingen av delene.
train-level-no-such-piece = Du har ingen { $piece } her. Brikkene dine: { $pieces }.
train-level-which-piece = Hvilken brikke? { $pieces } kan gå til { $square }: skriv brikken og feltet.
train-level-none-goes = Ingen av brikkene dine kan gå til { $square }.
train-level-named = Riktig: { $stars ->
    [one] én stjerne
   *[other] { $stars } stjerner
}.
train-help-words = Skriv ordet det spørres etter, med dine ord eller med bokstaver: { $file } eller c, { $square } eller e4, lyst eller mørkt, { $piece } eller R. /repeat sier spørsmålet igjen; /quit avslutter.
train-par-explained = Målet er det minste antallet trekk som når oppgaven.
train-stars-explained = Stjernene sier hvordan det gikk: 3 på første forsøk eller på målet, 2 med inntil to flere, 1 etter det. Hvert nivå kan spilles igjen for flere.
train-not-understood = Forstod ikke: { $word }. /help sier hva du kan skrive.
# Trenerens ord uten skråstrek, slik den tilbyr dem («be om et hint eller gi opp»).
train-accept-hint = hint | et hint | tips
train-accept-give-up = gi opp | jeg gir opp | løsning | løsningen
train-accept-help = hjelp
train-accept-repeat = gjenta | igjen | si igjen
train-accept-board = brett | brettet
train-accept-quit = avslutt | slutt | stopp
# Hvorfor ratingen endres som den gjør (sak 38, punkt 5).
train-rating-why = For ratingen teller bare en løsning på første forsøk uten hint som en seier: denne hadde { $hints ->
    [0] ingen hint
    [one] ett hint
   *[other] { $hints } hint
} og { $wrong ->
    [0] ingen feil forsøk
    [one] ett feil forsøk
   *[other] { $wrong } feil forsøk
}.
train-rating-shown = Løsningen ble vist: for ratingen en bom.
# Mellom trekkene i en vist løsning, motstanderens svar (sak 38, punkt 10).
train-solution-answer = { $color ->
    [white] Hvit
   *[black] Svart
} svarer { $move }.
# Terminalens ledetekst når partiet er over (sak 38, punkt 10).
after-game-prompt = Hva nå
# Hint i en leksjon (sak 38): ordet det spørres etter; hva /hint og /solution gjør i en leksjon.
train-hint-named = Det er { $answer }.
train-help-lesson-hint = Står du fast? /hint sier hvilken brikke som skal flyttes, så hvor, så trekket; /solution gir trekket.
online-claim-now = Du kan kreve seieren nå: /flag krever den, /claim krever remis.
speech-reader-gone = { $reader } svarer ikke lenger ({ $reason }): appens ord sies nå av systemets stemmer.
# Spørsmålene om et nytt parti i terminalen (sak 38): en verdi listet av /help; det første spørsmålet; /cancel uten parti.
form-line-value = { $n }. { $value }
form-line-how-first = Skriv et tall eller det første ordet i en verdi for å velge den; /help lister verdiene; en tom linje starter partiet; /learn 1 begynner den første leksjonen, fra null, og /learn lister all trening; /quit avslutter.
newgame-cancel-none = Det finnes ikke noe parti å gå tilbake til: en tom linje starter dette, /learn åpner leksjonene, /quit avslutter.
# Det som venter, nevnt ved navn (sak 38); trening tilbudt én gang når et parti åpner i terminalen.
train-due-named = { $count ->
    [one] Én øvelse venter
   *[other] { $count } øvelser venter
}: { $names }.
train-due-more = og { $count } til
train-due-puzzle = oppgave { $id }, rating { $rating }
train-due-drill = drillen { $name }
train-due-retry = ditt trekk { $number } som { $color ->
    [white] hvit
   *[black] svart
} i et av partiene dine
train-due-retry-gone = et trekk fra et av partiene dine
train-invite = Leksjoner fra null, driller og oppgaver: /learn.
# annabella train uten hva som skal trenes, og train drill uten type (sak 38); gå gjennom et parti i terminalen.
train-usage = Hva du kan trene: annabella train learn (leksjoner fra null), drill (brettet etter gehør), puzzle (de som venter først), mistakes (fra dine egne partier) eller progress. annabella train --help sier mer.
train-drill-kinds = Drillene: skriv annabella train drill og ett av disse ordene.
train-drill-kind = { $kind }: { $name }
train-going-over-how-lines = /quit stopper det; enhver annen linje sier hvor langt det er kommet.
# Fristen i en drill på tid, sagt når den kommer, og et riktig svar etter den (sak 38).
train-time-up-now = Tiden er ute: 30 sekunder. Svar likevel; det teller som bom.
train-late-right = Riktig, men for sent: det teller som bom.
# Trinnet med enkle matter (sak 38): navnet og hva det lærer.
train-stage-mates = Enkle matter: dronning, tårn, to tårn
train-teach-mates = En ensom konge blir satt matt på kanten av brettet. Kongen din kommer nær og tar fluktfeltene, eller ett tårn tar bort en hel rad; så setter dronningen eller det andre tårnet matt langs kanten. Ikke la den stå uten trekk mens den ikke er i sjakk: det er patt, remis.
# Trinnet om brikkenes verdi (sak 38): navnet, hva det lærer, målet, et slag av mindre verdi.
train-stage-values = Brikkenes verdi
train-teach-values = Brikkene er verdt poeng: { $pawn } 1, { $knight } 3, { $bishop } 3, { $rook } 5, { $queen } 9; { $king } blir aldri slått. Kan du slå én av to, slå den som er verdt mest.
train-goal-capture-best = Slå brikken som er verdt mest.
train-level-worth-less = Ikke spilt: { $taken } er verdt { $worth }; { $best }, verdt { $most }, kan slås.
# Trinnet om dekning (sak 38): navnet, hva det lærer, målet.
train-stage-protection = Å dekke en brikke
train-teach-protection = En brikke er dekket når en annen av dine kan slå tilbake på feltet: den som slår den, mister brikken som slo. Når en av dine blir angrepet, dekk den eller flytt den bort.
train-unsaved-offer = Denne runden er ikke lagret: treningsfila kan ikke skrives der den ligger. Skriv en mappe på en annen disk eller en minnepinne for å lagre den der; en tom linje avslutter uten å lagre.
train-folder-prompt = Mappe
train-progress-saved-in = Treningen din er lagret i { $path }. Tren videre på den der med: annabella train --record { $path }
train-unsaved-lost = Denne treningsrunden er ikke lagret.
train-goal-protect = { $role ->
    [rook] Ditt { $piece } på { $square } er angrepet: dekk det der det står.
   *[other] Din { $piece } på { $square } er angrepet: dekk den der den står.
}
# The first answer to /learn at the terminal: the choices by group, with their numbers (issue 38).
learn-short = Lær: { $lessons }, leksjoner ved å gjøre, neste nivå som ikke er fullført; { $drills }, brettet etter gehør, hver øvelse uten, så med tid; { $puzzles }, oppgaver; { $mistakes }, mine feil og mitt siste parti gjennomgått; { $progress }, min fremgang.
learn-short-how = Skriv et nummer eller de første ordene i et valg; /help nevner alle { $count } valgene, ett per linje; en tom linje går tilbake til { $back ->
        [questions] spørsmålene om det nye partiet
       *[game] partiet
    }.
learn-span = { $from } til { $to }
learn-pair = { $from } og { $to }
# Spill på nett fra vinduet (sak 36): valget i dialogen Nytt parti og lobbyen.
newgame-vocab-yours = Dine trekk og motstanderens blir sagt på
newgame-online-elsewhere = Partier på nett finner du i lobbyen: skriv quit, så annabella online (annabella online --help forteller hvordan).
window-online = Spill på nett på lichess
window-online-opened = Spill på nett på lichess. Kobler til. Tab går gjennom partiene dine som pågår, utfordringene til deg og skjemaene for å søke et parti, utfordre en spiller eller spille mot lichess-AI-en; Enter i et felt sender skjemaet; Escape går tilbake til partiet.
window-online-not-logged-in = Spill på nett på lichess. Du er ikke logget inn. Logg inn gjennom nettleseren (den første knappen: lichess åpnes der, du logger inn og gir Annabella lov), eller lag et personlig token på { $url } (med «Play games with the board API»), lim det inn i token-feltet og trykk Enter. Escape går tilbake til partiet.
window-online-connecting = Kobler til lichess.
window-online-closed = Ikke koblet til lichess.
window-online-account = Logget inn på lichess som { $name }; { $connected ->
    [yes] tilkoblet
   *[no] forbindelsen er brutt, kobler til igjen
}{ $waiting ->
    [yes] ; søket eller utfordringen din venter på svar.
   *[no] .
}
window-online-login-how = Ikke logget inn. Logg inn gjennom nettleseren, eller lim inn et personlig token fra lichess her.
window-online-token = Personlig token fra lichess
window-online-log-in = Logg inn med dette tokenet
window-online-games = Partiene dine som pågår
window-online-take-up = Enter tar opp dette partiet.
window-online-challenges = Utfordringer til deg
window-online-accept = Godta
window-online-decline = Avslå
window-online-control = Tenketid, minutter pluss sekunder per trekk
window-online-control-hint = For eksempel 15+10. Et søk må være hurtigsjakk eller langsommere (lichess' regel): minst 8 minutter for et parti uten tillegg.
window-online-rated = Ratet
window-online-seek = Søk et parti med hvem som helst
window-online-user = Spillerens navn på lichess
window-online-challenge = Utfordre denne spilleren
window-online-level = Nivået til lichess-AI-en, 1 til 8
window-online-ai = Spill mot lichess-AI-en
window-online-cancel = Trekk tilbake søket eller utfordringen din
window-online-refused = Ikke sendt: { $reason }
window-online-check = { $label }: { $value ->
    [yes] ja
   *[no] nei
}
window-online-said = { $name }: { $about }
window-online-browser = Logg inn gjennom nettleseren
window-online-reconnect = Koble til lichess igjen
window-online-reason = Grunn til å avslå: { $reason ->
    [later] ikke nå, senere
    [toofast] for raskt for meg
    [tooslow] for langsomt for meg
    [timecontrol] ikke denne tenketiden
    [rated] jeg vil ha et ratet parti
    [casual] jeg vil ha et uratet parti
   *[generic] ingen oppgitt
}
