# Viðmót Annabellu á íslensku.
meta-language = is
meta-language-name = Íslenska

color-white = Hvítur
color-black = Svartur

audio-no-device = Ekkert hljóð: { $reason }. Klukkuhljóðin eru af; allt annað virkar.
audio-stream-failed = Hljóðið hætti: { $reason }.
audio-assistant-device-missing = Hljóðtæki aðstoðarmannsins vantar ({ $reason }); merki hans heyrast í aðalútgangi.

speech-unavailable = Ekkert tal: { $reason }. Allt sem er sagt birtist áfram sem texti. Á Debian eða Ubuntu seturðu það upp með: sudo apt-get install speech-dispatcher speech-dispatcher-espeak-ng espeak-ng
speech-unavailable-windows = Ekkert tal: { $reason }. Allt sem er sagt birtist áfram sem texti og skjálesari sem er í gangi (NVDA, JAWS, Skjálesari) les það. Raddir Windows eru settar upp undir Stillingar, Tími og tungumál, Tal.

sound-dot = Einn mjúkur bjölluhljómur: fimm mínútna merki á tímanum sem eftir er (upphleyptur punktur).
sound-double-dot = Tveir bjölluhljómar: korter (tveir upphleyptir punktar).
sound-flag-minute = Hægt hækkandi tónn: örin rís; hver mínúta af síðustu fimm.
sound-flag-ten-seconds = Hratt hækkandi tónn: hverjar tíu sekúndur síðustu mínútuna.
sound-flag-second = Stutt tif: hver sekúnda af síðustu tíu.
sound-flag-fall = Fallandi viðvörun og djúpt suð: örin er fallin.

clock-ready = Tímamörk { $control } ({ $class ->
    [blitz] hraðskák
    [rapid] atskák
   *[standard] kappskák
}). Enter ræsir klukkuna, { $color } byrjar; h fyrir hjálp.
clock-untimed = Engin tímamörk: klukkan mælir tímann sem hvor notar. Enter ræsir klukkuna, { $color } byrjar; h fyrir hjálp.
clock-help = Enter: sá sem á leik hefur lokið leiknum (ýtir á klukkuna). t: segja tímana og leikina. p: stöðva eða halda áfram. q: hætta.
clock-running = Klukkan gengur: { $color }.
clock-paused = Klukkan er stöðvuð.
clock-resumed = Klukkan gengur aftur.
clock-error-not-started = Klukkan er ekki farin af stað: ýttu á Enter.
clock-error-paused = Klukkan er stöðvuð: p setur hana aftur af stað.
clock-pause-arbiter = Á skákmóti stöðvar aðeins skákdómarinn klukkurnar.
clock-unknown-key = Óþekktur lykill { $key }. h fyrir hjálp.

# ---- Skákin ------------------------------------------------------------------------------------
game-start-named = { $mode ->
    [tournament] Mótsskák
   *[home] Ný skák
}: { $white } með hvítt, { $black } með svart; { $control }. { $players ->
    [two] Tveir leikmenn við þessa tölvu.
   *[you] Þú teflir með { $color }.
} { $help }
game-start = { $mode ->
    [tournament] Mótsskák
   *[home] Ný skák
}, { $control }. { $players ->
    [two] Tveir leikmenn við þessa tölvu.
   *[you] Þú teflir með { $color }.
} { $help }
help-hint = { $input ->
    [lines] /help fyrir skipanirnar.
   *[keys] F1 eða h fyrir lyklana.
}
game-on = { $players ->
    [two] Skákin er hafin: tveir leikmenn við þessa tölvu.
   *[you] Skákin er hafin: þú teflir með { $color }.
} { $help }
game-untimed = án klukku
unknown-key = { $key } gerir ekkert hér. F1 fyrir lyklana.
focus-entry = Leikjainnsláttur: sláðu inn leik og ýttu á Enter. Escape fer aftur á borðið.
help-intro = Lyklar { $context ->
    [move-entry] í leikjainnslætti
    [promotion] fyrir nýja manninn
    [arbiter] í stjórnborði skákstjóra
   *[board] á borðinu
}
help-type-any = Sláðu inn leik á hvaða formi sem er: { $knight }, Nf3, g1-f3, { $pawn }, e4, { $castle }, O-O. /moves sýnir leikina hingað til, /fen stöðuna, /quit hættir.
unknown-command = { $command } er ekki skipun. /help sýnir þær.
help-line = { $keys }: { $what }
help-keys-or-line = { $keys } (eða { $line } í leikjainnslættinum)
help-online = { $input ->
    [lines] Á lichess: { $takeback } taka til baka, { $decline } hafna boði, { $abort } hætta við, { $chat } og orðin þín: spjall.
   *[keys] Á lichess: { $takeback } taka til baka, { $decline } hafna boði, { $abort } hætta við, { $chat } spjall; slegið inn í leikjainnsláttinn: { $lines }.
}
nothing-said = Ekkert hefur verið tilkynnt enn.
clock-set = Klukka { $color } stillt á { $time }.
sheet-gap = Skorblað { $color } hefur { $n ->
    [one] engan leik enn
   *[other] leiki til og með { $n }
}: skrifaðu leik { $n } fyrst.
sheet-written = Skorblað { $color }, leikur { $n }, skrifaður.

square = { $square }, { $piece }
board-edge = Brún borðsins.
scan = { $squares }
no-piece = { $role ->
    [queen] Engin
    [pawn] Ekkert
   *[other] Enginn
} { $piece }.
pieces-of = { $piece }: hvítur { $whites ->
    [0] enginn
   *[other] { $white }
}; svartur { $blacks ->
    [0] enginn
   *[other] { $black }
}.
line = { $pieces }
line-empty = Allt autt.
side-title = { $color }, { $count ->
    [1] einn maður
   *[other] { $count } menn
}:
side-group = { $piece } { $squares }
side-kind = { $piece }: { $squares }
error-line-place = „{ $words }“ er { $place ->
    [square] ekki reitur
    [rank] ekki reitaröð
    [file] ekki lína
   *[pieces] hvorki litur né gerð manns
}. Til dæmis: { $example }
no-piece-here = { $square } er autt.
piece-moves = { $piece }: { $moves }
piece-no-moves = { $piece } á engan löglegan leik.
piece-no-captures = { $piece } getur ekkert drepið.
square-control = { $square }: hvítur { $whites ->
    [0] enginn
   *[other] { $white }
}; svartur { $blacks ->
    [0] enginn
   *[other] { $black }
}.
view = { $view ->
    [tactile] Borðið þitt
    [sighted] Hitt borðið
   *[game] Skákin
}.
view-only-game = Aðeins skákin er til: enginn keppandi hefur borð við hlið forritsins.
nothing-pending = Ekkert bíður: borðið þitt sýnir skákina.
move-in-list = { $number }. { $color }: { $move }
move-with-clock = { $move }; { $time } eftir
no-moves-yet = Engir leikir enn.
list-start = Upphaf skákarinnar.
list-end = Endir leikjalistans.
whose-turn = { $color } á leik, leikur { $number }.
clocks = Hvítur { $white }; svartur { $black }; { $moves }.
clocks-untimed = Notaður tími: hvítur { $white }; svartur { $black }; { $moves }.
material = Liðsafli: hvítur { $white }, svartur { $black }.

lift-empty = { $square } er autt: ekkert að lyfta.
lifted = { $piece } lyft. Til: { $moves }.
lifted-no-moves = { $piece } lyft; maðurinn á engan löglegan leik: settu hann aftur með Escape.
lifted-free = { $piece } lyft.
remove-empty = { $square } er autt: ekkert að fjarlægja.
removed = { $piece } fjarlægður.
remove-own = Þinn eigin maður stendur á { $square }: Enter lyftir honum.
remove-no-capture = Enginn leikur þinn drepur { $piece }.
place-occupied = Þar stendur { $piece }: fjarlægðu hann fyrst með x.
place-own-piece = Þar stendur þinn eigin maður, { $piece }.
placed-free = { $piece } settur niður.
placed = { $move } settur niður. Tilkynntu leikinn með a.
placed-remove = { $move } settur niður. Fjarlægðu nú drepna manninn, { $piece }, með x.
put-back = Settur aftur.
nothing-lifted = Engum manni hefur verið lyft.
nothing-lifted-place-first = Maður er enn í hendinni: settu hann niður fyrst.
choose-promotion = Hvaða maður? q drottning, r hrókur, b biskup, n riddari.
touch-move = Snertur maður: þú snertir { $piece }; hann verður að leika.
not-your-turn = { $color } á leik.
missing-place = Settu { $piece } niður fyrst.
missing-move = { $input ->
    [lines] Leiktu fyrst: sláðu leikinn inn, til dæmis Rf3.
   *[keys] Leiktu fyrst: lyftu manni með Enter og settu hann niður, eða sláðu inn leikinn.
}
missing-pending = Leiktu fyrst { $move } á borðinu þínu; ýttu á c þegar það er búið.
missing-remove = Fjarlægðu fyrst drepna manninn, { $piece }, með x.
missing-not-legal = Borðið þitt sýnir ekki löglegan leik: { $differences }. Escape setur aftur.
corrected = Leiðrétting
wait-repetition = { $color } verður fyrst að endurtaka leikinn og leika honum á sínu borði: c.
wait-press = { $color } hefur ekki ýtt á klukkuna enn.
repeated = { $color } endurtók leikinn.
made-on-board = { $move }: leikið á { $board ->
    [tactile] borðinu þínu
   *[sighted] hinu borðinu
}.
no-clock = Þessi skák hefur enga klukku.
press-not-announced = Tilkynntu { $move } fyrst, með a.
press-too-early = Ekki enn. { $missing }
nothing-to-correct = Enginn leikur hefur verið tilkynntur.
correct-too-late = Ýtt hefur verið á klukkuna: ekki er lengur hægt að leiðrétta tilkynninguna (viðauki D.2.8).
correct-type = Leiðrétting á { $move }: sláðu inn leikinn sem átt var við, og Enter.
correct-same = Þetta er leikurinn sem þegar var tilkynntur.
sheets-agree = Bæði skorblöðin eru eins{ $n ->
    [0] {""}
   *[other] , { $n } leikir
}: skákin stendur eins og þau segja.
sheets-differ = Skorblöðin eru ólík frá leik { $number } hjá { $color }: skákin fer aftur að síðasta leik sem bæði eru sammála um. Skákdómarinn stillir klukkurnar.
put-right = Lagaðu borðið og ýttu svo á c.
claim-wrong = Ekki er hægt að krefjast jafnteflis núna.
claim-wrong-penalty = Ekki er hægt að krefjast jafnteflis núna: { $color } fær { $time } til viðbótar.
resign-confirm = { $color } gefst upp? { $input ->
    [lines] Sláðu /resign inn aftur til að gefast upp.
   *[keys] Ýttu aftur til að gefast upp.
}

key-cursor = fara um borðið, séð frá þinni hlið
key-scan = lesa reitina í þá átt að fyrsta manni
key-jump-rank = fara á þá reitaröð
key-jump-file = fara á þá línu, 1 er Anna
key-next-piece = næsti eigin maður af þeirri gerð: k kóngur, q drottning, r hrókur, b biskup, n riddari, p peð
key-next-opponent-piece = næsti maður andstæðingsins af þeirri gerð
key-list-pieces = allir menn af þeirri gerð, báðir litir
key-side-pieces = menn annars aðilans: allir, eða ein gerð
key-read-board = allt borðið í orðum, gerð fyrir gerð
key-read-square = lesa reitinn
key-read-rank = lesa alla reitaröðina
key-read-file = lesa alla línuna
key-piece-moves = löglegir leikir mannsins á reitnum, drápsleikir fyrst
key-piece-captures = aðeins drápsleikir hans
key-attackers = hvaða menn hvors litar ráðast á reitinn
key-lift-place = lyfta manninum, eða setja lyfta manninn hér
key-remove = fjarlægja drepinn mann
key-put-back = setja lyfta manninn aftur
key-announce = tilkynna leikinn sem var leikinn á borðinu þínu
key-confirm = leikurinn var endurtekinn og leikinn á hinu borðinu; eða: borðið mitt sýnir skákina núna
key-press-clock = ýta á klukkuna
key-pause-clock = stöðva báðar klukkurnar eða setja þær aftur af stað (á móti gerir skákdómarinn það)
key-correct = leiðrétta tilkynnta leikinn, þar til ýtt er á klukkuna
key-promote = nýi maðurinn: q drottning, r hrókur, b biskup, n riddari
key-cancel-promotion = taka peðið aftur
key-switch-board = skipta á milli borðsins þíns, hins borðsins og skákarinnar
key-differences = bera þetta borð saman við skákina, reit fyrir reit
key-pending = það sem er eftir að gera á borðinu þínu
key-reconcile = bera saman bæði skorblöðin og laga skákina (skákdómari)
key-last-move = síðasti leikur
key-previous-move = fyrri leikur í listanum
key-next-move = næsti leikur í listanum
key-whose-turn = hver á leik
key-clocks = báðar klukkurnar og leikirnir sem búið er að leika
key-move-count = fjöldi leikinna leikja
key-material = liðsafli hvors aðila
key-offer-draw = bjóða jafntefli, eða taka boðinu
key-claim-draw = krefjast jafnteflis
key-resign = gefast upp (ýta tvisvar)
key-evaluate = hvernig staðan er og besti leikurinn (mat tölvunnar: heima, eða eftir skákina)
key-help = hjálp fyrir þessa stund; ýtt aftur, allir lyklar
key-repeat = endurtaka síðustu tilkynningu
key-verbosity = segja meira eða minna eftir hvern leik: stutt, venjulegt og ítarlegt til skiptis
key-focus-entry = fara í leikjainnslátt
key-focus-board = aftur á borðið

# Glugginn
window-title = Annabella: skák fyrir alla, FIDE viðauki D
view-title = { $view ->
    [exercise] Borð æfingarinnar
    [own] Borðið þitt
    [other] Hitt borðið
   *[game] Skákin
}
window-clocks = Klukkur
window-clock = { $color }: { $time }
window-moves = Leikir
window-entry = Leikur:
window-entry-hint = Sláðu inn leik og ýttu á Enter. Escape fer aftur á borðið.
window-log = Allt sem sagt var
window-announce = Tilkynna
window-confirm = Staðfesta
window-press-clock = Ýta á klukkuna
window-switch-board = Skipta um borð
window-repeat = Endurtaka
window-help = Lyklar
key-hint = lykill { $keys }
window-arbiter = Skákstjóri…
window-arbiter-panel = Stjórnborð skákstjóra
window-arbiter-entry = Aðgerð skákstjóra:
window-arbiter-pause = Stöðva eða ræsa klukkurnar
window-arbiter-log = Lesa atvikaskrána
window-arbiter-close = Loka stjórnborðinu
window-incidents = Atvikaskrá
window-large-text = Fyrir heyrnarskerta leikmanninn
window-no-display = Enginn skjár fyrir glugga ({ $reason }); teflt áfram í skipanalínunni.

# Tölvuandstæðingurinn
engine-error-not-started = Ekki tókst að ræsa skákforritið { $program }: { $reason }.
engine-error-no-answer = Skákforritið { $program } svaraði ekki (beðið eftir { $waiting }).
engine-error-flooded = Skákforritið { $program } sendi of mikið meðan beðið var eftir því ({ $lines } línur, beðið eftir { $waiting }): gefist var upp á því.
engine-error-illegal-move = Skákforritið { $program } nefndi leik sem er ekki löglegur hér: { $move }.
engine-error-unreadable = Skákforritið { $program } sendi eitthvað sem er ekki leikur: { $line }
engine-error-died = Skákforritið { $program } hætti að keyra.
engine-error-no-lines = Skákforritið { $program } nefndi leik sinn án þess að meta neinn (engin „info … score … pv“ lína), svo það getur ekki metið stöðu. Notaðu UCI-forrit sem gefur þær, til dæmis Stockfish.
engine-error-no-legal-move = Það er enginn leikur eftir: skákinni er lokið.
match-start = { $first } gegn { $second }: { $games } skákir, { $time } á leik eða klukka.
match-game = Skák { $number }: { $white } – { $black } { $result } ({ $termination }, { $moves } leikir)
match-score = Staðan: { $first } { $points } – { $other } { $second } eftir { $games } skákir (+{ $wins } ={ $draws } −{ $losses }); Elo-munur { $elo } ± { $margin }
match-score-no-margin = Staðan: { $first } { $points } – { $other } { $second } eftir { $games } skákir (+{ $wins } ={ $draws } −{ $losses }); Elo-munur { $elo } (engin skekkjumörk enn: allar skákir fóru eins)
evaluate-not-during-tournament = { $game ->
    [online] Engin vélarhjálp í netskák: lichess bannar hana. Spyrðu aftur eftir skákina.
   *[tournament] Engin aðstoð skákforrits í mótsskák: spyrðu aftur eftir skákina.
}
engine-thinking = Tölvan er að hugsa.
evaluate-thinking = Skoða stöðuna.
engine-fallback-builtin = Innbyggða skákforritið, stig { $level }, teflir áfram í staðinn.
engine-off = Tölvan teflir ekki lengur: leiktu leiki { $color } sjálf(ur).
engine-verdict = { $kind ->
    [equal] Staðan er um það bil jöfn
    [slightly] { $color } stendur aðeins betur
    [better] { $color } stendur betur, um { $count ->
        [one] eitt peð
       *[other] { $count } peð
    } yfir
    [winning] { $color } stendur til vinnings, um { $count } peð yfir
   *[mate] { $color } mátar í { $count ->
        [one] einum leik
       *[other] { $count } leikjum
    }
}
engine-best-move = Besti leikur: { $move }
computer-plays = Tölvan teflir { $color }: { $engine }.
engine-level = stig { $level }, { $name ->
    [beginner] byrjandi
    [novice] nýliði
    [casual] tómstundaspilari
    [improving] lengra kominn
    [club] klúbbspilari
    [good-club] góður klúbbspilari
    [strong-club] sterkur klúbbspilari
    [expert] sérfræðingur
    [candidate-master] kandídatsmeistari
   *[master] meistari
}, um { $elo } Elo

# Sentences around the move words (the player's vocabulary gives those): game events,
# times in words, the board compared with the game (D.2.9), and why a move was refused.
or = eða
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
error-too-long = Of langt fyrir leik ({ $chars } stafir): ekkert var lesið.
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

# Sanngirni í mótsskák (§11.3.1), jafntefli, og atvikaskráin.
help-not-in-tournament = { $game ->
    [online] Ekki í netskák: lichess leyfir enga hjálp meðan hún er tefld. Spyrðu aftur eftir skákina.
   *[tournament] Ekki í mótsskák: sjáandi skákmaður hefur aðeins borðið og klukkuna. Spyrðu aftur eftir skákina.
}
illegal-fair = Ekki löglegur leikur.
ambiguous-fair = Hvaða maður? Segðu líka reitinn sem hann kemur frá.
claim-move-stands = Leikurinn sem var skrifaður með kröfunni er leikinn.
diagonal = Skálína { $from } til { $to }: { $pieces }
diagonal-empty = Skálína { $from } til { $to }: auð
key-read-diagonals = lesa báðar skálínurnar gegnum reitinn
key-incident-last = síðasta færslan í atvikaskránni
key-incidents = öll atvikaskráin
incidents-none = Atvikaskráin er tóm.
incidents-count = { $n ->
    [one] Eitt atvik
   *[other] { $n } atvik
}
incident = Leikur { $number }, við { $time } (Hvítur { $white }, Svartur { $black }): { $what }
incident-touched = { $color } snerti { $piece }: honum verður að leika ef hægt er
incident-illegal-attempt = { $color } reyndi leik sem er ekki löglegur
incident-corrected = { $color } leiðrétti { $was } í { $now }
incident-reconciled = skorblöðin borin saman: { $agree ->
    [yes] þau eru eins
   *[no] þau eru ólík
}, { $n } hálfleikir standa
incident-paused = klukkurnar stöðvaðar
incident-resumed = klukkurnar ræstar aftur
incident-clock-set = { $color }: klukkan stillt á { $time }
incident-clock-set-moves = { $color }: klukkan stillt á { $time }, { $moves ->
    [one] einn leikur
   *[other] { $moves } leikir
}
incident-time-added = { $color } fær { $time }
incident-draw-offer = { $color } bauð jafntefli (=)
incident-claim = { $color } krafðist jafnteflis: { $outcome }
incident-claim-with-move = { $color } krafðist jafnteflis með leiknum { $move }: { $outcome }
incident-claim-refused = kröfunni hafnað
incident-claim-refused-penalty = kröfunni hafnað, { $color } fær { $time }
incident-flag-fall = { $color }: tíminn er útrunninn: { $result }
incident-play-on = skákin heldur áfram

# Stjórnborð skákstjóra (§6.11, §7, D.2.9).
key-arbiter-open = stjórnborð skákstjóra (ýta tvisvar)
key-arbiter-close = loka stjórnborði skákstjóra
key-arbiter-pause = stöðva báðar klukkurnar, eða ræsa þær aftur
arbiter-confirm = Stjórnborð skákstjóra: ýttu aftur á F9 til að opna það (í skjáhermi /arbiter aftur). Allir aðrir lyklar fara aftur í skákina.
arbiter-open = Stjórnborð skákstjóra opið. Sláðu inn aðgerð og Enter; F1 telur þær upp; Escape lokar.
arbiter-already-open = Stjórnborð skákstjóra er þegar opið.
arbiter-closed = Stjórnborði skákstjóra lokað.
arbiter-forms = Aðgerðir: { $forms }
arbiter-unknown = { $word } er ekki aðgerð skákstjóra. F1 telur þær upp.
arbiter-usage = Skrifaðu það svona: { $form }
arbiter-time-added = { $color } fær { $time }, nú { $left }.
arbiter-reinstated = Ólöglegur leikur, { $color }: staðan á undan er komin aftur, { $color } leikur leik { $number }.
arbiter-illegal-second = Þetta er annar fullgerði ólöglegi leikurinn, { $color } (§7.5.5).
arbiter-illegal-not-to-move = { $color } á engan leik í skákinni sem má taka aftur.
arbiter-displaced = { $color } hreyfði menn úr stað: þeir eru lagfærðir á tíma þess leikmanns (§7.4).
arbiter-noted = Skráð í atvikaskrána.
arbiter-game-over = Skákinni er lokið: lýstu úrslitunum í staðinn.
clock-set-moves = { $color }: klukkan stillt á { $time }, { $moves ->
    [one] einn leikur leikinn
   *[other] { $moves } leikir leiknir
}.
incident-sheet-entry = { $color }, skorblað, færsla { $n }: { $move }
incident-illegal-move = { $color } lauk ólöglegum leik (númer { $count }): { $then }
incident-displaced = { $color } hreyfði menn úr stað
incident-declared = skákstjórinn lýsir úrslitum: { $reason }
incident-note = athugasemd skákstjóra: { $text }

# Skák með aðstoðarmanni (D.2.10).
key-time-used = tíminn sem hvor leikmaður hefur notað og leikirnir sem eru leiknir
key-claim-flag = krefjast sigurs á fallinni klukku andstæðingsins
key-report-touch = tilkynna að sjáandi leikmaðurinn snerti manninn á reitnum
time-used = Notaður tími: Hvítur { $white }, Svartur { $black }; { $moves }.
flag-claim-now = Tími { $color } er útrunninn: { $claimant } krefst þess með Ctrl+Shift+F.
flag-none = Enginn tími er útrunninn.
touch-reported = Tilkynnt skákstjóra: { $color } snerti { $piece }; honum verður að leika ef hægt er.
touch-report-empty = { $square } er auður: enginn maður var snertur þar.
incident-flag-to-claim = á eftir að krefjast
incident-flag-claim = { $color } krafðist vegna útrunnins tíma: { $result }
incident-touch-reported = aðstoðarmaðurinn tilkynnir að { $color } snerti { $piece }

# Skákskráin: skák tekin upp aftur.
taken-up = Skákin er tekin upp aftur þar sem hún stóð: { $color } á leik, leikur { $number }; Hvítur { $white }, Svartur { $black }. Klukkurnar eru stopp: { $starter ->
    [arbiter] skákstjórinn ræsir þær.
    [lines] /pause ræsir þær.
   *[player] Ctrl+Shift+bilslá ræsir þær.
}
incident-taken-up = skákin var tekin upp aftur eftir að forritið stöðvaðist; klukkurnar stóðu kyrrar
resume-offer = Ólokin skák frá { $when }: { $color } á leik, leikur { $number }, Hvítur { $white }, Svartur { $black }. Enter heldur áfram; N byrjar nýja skák.
resume-offer-untimed = Ólokin skák frá { $when }: { $color } á leik, leikur { $number }. Enter heldur áfram; N byrjar nýja skák.
resume-new = Ný skák.
journal-dropped = Síðasta færslan áður en forritið stöðvaðist var ekki vistuð; allt á undan henni er komið aftur.
journal-dropped-move = Síðasti leikurinn áður en forritið stöðvaðist var ekki vistaður: { $move }. Leiktu honum aftur.
journal-set-aside = Ekki er hægt að lesa skrána { $path } frá línu { $line } ({ $reason }). Hún var lögð til hliðar, heil, í { $moved }; { $kept ->
    [0] ekkert í henni var læsilegt.
    [one] fyrsta lína hennar er læsileg.
   *[other] fyrstu { $kept } línur hennar eru læsilegar.
}
journal-unwritable = Ekki er hægt að vista skákina ({ $reason }). Hún heldur áfram, geymd í minni, og hver leikur reynir aftur að vista.
journal-writable-again = Vistun virkar aftur: allir leikir hingað til eru vistaðir.
journal-unsaved-warning = { $n ->
    [one] Ein færsla er ekki vistuð
   *[other] { $n } færslur eru ekki vistaðar
}: ekki er hægt að skrifa skákina þar sem hún er. { $input ->
    [lines] /save MAPPA vistar hana annars staðar (annar diskur, minnislykill); /quit aftur hættir án þeirra.
   *[keys] Sláðu inn möppu á öðrum diski til að vista hana þar, eða lokaðu aftur til að fara án þeirra.
}
save-elsewhere-open = Vista skákina annars staðar: sláðu inn möppu á öðrum diski eða minnislykli; Enter vistar hana þar, Escape fer til baka.
save-elsewhere-folder = Mappa á öðrum diski
save-elsewhere-no-folder = Sláðu inn möppuna sem skákin á að vistast í.
window-save-elsewhere = Vista skákina annars staðar
window-save-elsewhere-start = Vista hana þar
journal-saved-elsewhere = Skákin er vistuð í { $path }: þaðan má taka hana upp aftur eða flytja út.
journal-unreadable = Ekki er hægt að lesa skrána { $path } frá línu { $line }: { $reason }.
journal-unplayable = Ekki er hægt að tefla skák dagbókarinnar { $path } aftur: { $reason }.
journal-io = Ekki er hægt að nota skrána { $path }: { $reason }.
journal-open-elsewhere = Þessi skák er opin í öðru Annabella ({ $path }): þar eða með annabella export má lesa hana, en ekki tefla hana hér um leið. Byrjaðu nýja skák eða lokaðu hinni fyrst.
journal-open-elsewhere-offer = Þessi skák er opin í öðru Annabella ({ $path }): ekki er hægt að tefla hana hér um leið. Enter les hana hér, leikina hingað til til yfirferðar án þess að skrifa í hana; N byrjar nýja skák.
journal-read-only = Skákin sem er opin í öðru Annabella, lesin eins og hún stóð rétt áðan; ekkert er skrifað í hana.
resume-nothing = Engin ólokin skák er til að taka upp aftur.
resume-newest-over = Nýjasta skákin, frá { $when }, er búin: { $how }.
games-none = Engar vistaðar skákir enn ({ $dir }).
games-line = { $n }. { $when }: { $moves } leikir, { $result ->
    [unfinished] ólokin
   *[other] { $result }
} ({ $path })
key-save-scoresheet = vista skorblaðið: PGN, prentun og blindraletur
scoresheet-saved = Skorblaðið er vistað í { $dir } sem { $name }: { $files }.
scoresheet-not-saved = Ekki vistað: { $reason }.
braille-liblouis-missing = liblouis er ekki uppsett ({ $reason })
braille-liblouis-missing-windows = liblouis er ekki við hlið Annabellu ({ $reason }). Fyrir punktaleturskrár skaltu sækja liblouis fyrir Windows (liblouis-VERSION-win64.zip af liblouis.io) og afþjappa því í möppu sem heitir liblouis við hlið annabella.exe.
braille-liblouis-failed = liblouis gat ekki þýtt með { $table }
window-save-scoresheet = Vista skorblaðið

# Biðskák (leiðbeiningar I).
key-adjourn = fresta skákinni: leikmaðurinn sem á leik innsiglar leik
key-cancel-premove = fella niður forleikinn sem er geymdur (á netinu)
key-online-takeback = biðja um að taka leik til baka, eða samþykkja beiðni andstæðingsins
key-online-abort = hætta við skákina, meðan lichess leyfir það: áður en báðir hafa leikið
key-online-decline = hafna jafnteflisboði eða beiðni andstæðingsins um að taka leik til baka
key-online-chat = skrifa andstæðingnum: leikjainnslátturinn opnast með /chat í; sláðu orðin þín inn á eftir, svo Enter
adjourn-seal = Skákinni er frestað. { $color } innsiglar leik: sláðu hann inn í leikjareitinn; hann er hvorki sagður né sýndur.
adjourn-sealed = { $color } hefur innsiglað leik. Klukkurnar eru stopp; umslagið er skrifað.
adjourn-already = Skákinni er þegar frestað.
adjourn-adjourned = Skákinni er frestað: skákstjórinn opnar umslagið (unseal) áður en haldið er áfram.
adjourn-nothing-sealed = Enginn leikur er innsiglaður.
adjourn-unsealed = Umslagið er opnað; innsiglaði leikurinn er leikinn.
envelope-title = Biðskák: innsiglaður leikur
envelope-position = Staðan á undan innsiglaða leiknum (FEN): { $fen }
envelope-used = Notaður tími: Hvítur { $white }, Svartur { $black }
envelope-sealed-by = Innsiglað af { $color }, leikur { $number }
envelope-move = Innsiglaður leikur: { $move }
envelope-draw-offer = Jafnteflisboð frá { $color } stendur
envelope-resumption = Áfram er teflt: { $when }
envelope-saved = Umslagið er skrifað í { $text } og { $html }: prentaðu það og innsiglaðu.
incident-sealed = skákinni var frestað; { $color } innsiglaði leik
incident-unsealed = umslagið var opnað; innsiglaður leikur { $color } var leikinn

# Stillingar sem haldast.
settings-problem = { $file }: { $key } = { $value } er ekki notað ({ $reason }); sjálfgildið gildir.
settings-not-a-setting = ekki stilling
settings-not-a-section = ekki hluti
settings-one-of = eitt af: { $words }
settings-a-word = orð innan gæsalappa, eða tala
settings-a-number = tala
settings-a-level = tala frá 0 til 1
settings-a-zoom = stækkun frá 100 til 400 prósentum
settings-voices-table = tafla tungumál = "rödd"
settings-voice-name = { $language }: nafn raddar
settings-no-keys = engir lyklar sem heita { $context }
settings-key-lines = línur á forminu lykill = skipun
settings-not-a-command = { $chord }: ekki skipun
settings-unreadable = Ekki er hægt að lesa { $file } ({ $reason }); sjálfgildin gilda og skráin helst óbreytt.
settings-unreadable-at = Ekki er hægt að lesa { $file } frá línu { $line } ({ $reason }); sjálfgildin gilda og skráin helst óbreytt.
settings-not-text = hún er ekki UTF-8 texti: vistaðu hana sem UTF-8
settings-a-folder = mappa er þar sem skráin ætti að vera
settings-unwritable = Ekki tókst að skrifa { $file } ({ $reason }); hún er óbreytt.
settings-saved = Vistað í { $file }.
voices-language = { $lang }: { $count } raddir, sú fyrsta { $first }
voices-none = Talþjónustan býður engar raddir.
voices-no-language = Talþjónustan hefur enga rödd fyrir { $lang }.

# Hljóð klukkunnar.
key-sound-on-off = hljóð klukkunnar af eða á
key-sound-louder = hljóð klukkunnar hærri
key-sound-softer = hljóð klukkunnar lægri
sound-off = Hljóð af.
sound-on = Hljóð á, styrkur { $percent } prósent.
review-start = Farið yfir { $white } – { $black }: { $plies } hálfleikir, { $result }. Ctrl+Vinstri og Ctrl+Hægri (/back, /next) fara í gegnum leikina; borðlyklarnir kanna hverja stöðu.

# Glugginn fyrir nýja skák (Ctrl+N).
key-new-game = ný skák: glugginn fyrir nýja skák
# A dialog's choice as a screen reader names it: its label and its value.
dialog-choice-name = { $label }: { $value }
newgame-terminal = Í skipanalínunni hefst ný skák með annabella play og valkostum þess (annabella play --help).
after-game-lines = Hvað nú? Skrifaðu review til að fara yfir skákina (/back og /next fletta), export til að vista skorblaðið, rematch til að tefla aftur með skipt um liti, new fyrir sömu skák aftur, eða quit.
window-new-game = Ný skák
window-new-game-start = Hefja skákina
window-new-game-cancel = Aftur í skákina
newgame-open = Ný skák.{ $game ->
    [kept] {" "}Skákin sem er í gangi er vistuð: Escape fer aftur í hana og það má taka hana upp síðar.
   *[none] {""}
} Enter hefur hana; Tab og örvarnar breyta henni.
newgame-open-lines = Ný skák.{ $game ->
    [kept] {" "}Skákin sem er í gangi er vistuð: /cancel fer aftur í hana og það má taka hana upp síðar.
   *[none] {""}
}
newgame-prompt = Ný skák
back-to-game = Aftur í skákina.
newgame-choice = { $label }: { $value }, { $n } af { $count }
newgame-changed = { $value }, { $n } af { $count }
newgame-text = { $label }, texti: { $text }
newgame-text-empty = { $label }, texti, tómur
newgame-typed = { $text }
newgame-opponent = Andstæðingur
newgame-opponent-value = { $value ->
    [computer] tölvan
    [friend] vinur við þessa tölvu
    [tournament] sjáandi andstæðingur á skákmóti
    [online] á netinu, á lichess
   *[assistant] mótsskák með aðstoðarmanni
}
newgame-engine = Skákforrit
newgame-engine-builtin = innbyggða skákforritið
newgame-engine-other = annað forrit, slegið inn
newgame-engine-found = { $program }, fannst á þessari tölvu
newgame-engine-path = Forrit skákvélarinnar (UCI-skákvél)
newgame-level = Styrkleiki
newgame-side = Þú teflir með
newgame-side-value = { $value ->
    [white] hvítu
    [black] svörtu
   *[random] hvítu eða svörtu, dregið
}
newgame-impaired = Sjónskertur
newgame-impaired-value = { $value ->
    [white] hvítur
    [black] svartur
    [both] báðir keppendur
   *[none] hvorugur keppandinn
}
newgame-name = { $color ->
    [white] Nafn hvíts
   *[black] Nafn svarts
}
newgame-vocab = { $color ->
    [white] Leikir hvíts eru sagðir á
   *[black] Leikir svarts eru sagðir á
}
newgame-vocab-value = { $value ->
    [fide] FIDE-orðunum: Anna, Bella, Cäsar
    [nb] norsku
    [en] ensku
    [is] íslensku
   *[vi] víetnömsku
}
newgame-time = Umhugsunartími
newgame-time-value = { $control }, { $class ->
    [blitz] hraðskák
    [rapid] atskák
   *[standard] kappskák
}
newgame-time-other = annar umhugsunartími, sleginn inn
newgame-time-text = Umhugsunartíminn, til dæmis 90+30 eða 40/90, 30, +30s
newgame-start = Upphafsstaða
newgame-start-value = { $value ->
    [standard] venjulega upphafsstaðan
    [chess960-random] Chess960, staða dregin af handahófi
    [chess960] Chess960, eftir númeri
    [pgn] þar sem skák í PGN-skrá hætti
   *[fen] staða í FEN
}
newgame-start-text = { $start ->
    [chess960] Chess960-númerið, 0 til 959
    [pgn] PGN-skráin með skákinni sem er tefld áfram
   *[fen] Staðan í FEN
}
newgame-tactile = Snertiborð við hlið forritsins
newgame-yes-no = { $value ->
    [yes] já
   *[no] nei
}
newgame-cues = Hljóð klukkunnar
newgame-cues-value = { $value ->
    [tactile] punktar og flagg snertiklukkunnar
    [speak] þau, og tíminn sagður
    [both] báðar klukkurnar
   *[off] engin
}
newgame-bad-engine = Sláðu inn forrit skákvélarinnar eða veldu innbyggða skákforritið.
newgame-bad-time = Ekki umhugsunartími: { $text }. Skrifaðu hann eins og 90+30, 40/90, 30, +30s eða 5d3.
newgame-bad-chess960 = Ekki Chess960-númer: { $text }. Sláðu inn tölu frá 0 til 959.
newgame-bad-fen = Skák getur ekki hafist í þessari stöðu: { $text }
newgame-tournament-needs-vi = Skák samkvæmt viðauka D hefur sjónskertan keppanda: veldu hvern.
newgame-refused = Þessir valkostir gefa ekki skák: { $text }
form-line-how = Sláðu inn tölu eða fyrsta orð gildis til að velja það; /next og /back fara í næstu og fyrri spurningu; tóm lína byrjar; /cancel fer til baka.
form-line-not-a-value = „{ $text }“ er ekki eitt af gildunum: sláðu inn tölu frá 1 til { $count } eða fyrsta orð gildis.
newgame-button = { $label }, hnappur

# Hvernig glugginn lítur út (sýn fyrir sjónskerta).
key-zoom-in = stærra: auka stækkun
key-zoom-out = minna: minnka stækkun
key-zoom-reset = aftur í 100 prósent
key-full-screen = heilskjár af eða á
key-theme = næsta litaþema: ljósir og dökkir reitir, hvítt á svörtu, svart á gulu
key-layout = eitt borð eins stórt og glugginn leyfir, eða öll borðin hlið við hlið
view-window-only = Þetta breytir útliti gluggans; í skipanalínunni er ekkert að breyta.
view-zoom = Stækkun { $percent } prósent.
view-full-screen = { $on ->
    [on] Heilskjár.
   *[off] Heilskjár af.
}
view-theme = { $theme ->
    [classic] Ljósir og dökkir reitir.
    [white-on-black] Hvítt á svörtu.
   *[black-on-yellow] Svart á gulu.
}
view-layout = { $layout ->
    [one] Eitt borð, eins stórt og glugginn leyfir; v skiptir um borð.
   *[all] Öll borðin hlið við hlið.
}

# Stillingaglugginn (F12).
key-settings = stillingarnar: tungumál, tal, hljóð, hvað fylgir leik, litir, stækkun
window-settings = Stillingar
window-settings-keep = Halda þessum stillingum
window-settings-cancel = Til baka, eins og var
settings-open = Stillingar. Hver breyting heyrist strax. Tab fer á milli þeirra, upp- og niðurörvar breyta, Enter heldur þeim, Escape setur aftur það sem var.
settings-kept = Stillingunum er haldið.
settings-kept-saved = Stillingunum er haldið og þær vistaðar í { $file }.
settings-put-back = Stillingarnar eru aftur eins og þær voru.
settings-language = Tungumál viðmótsins
settings-rate = Talhraði
settings-pitch = Tónhæð raddar
settings-volume = Hljóðstyrkur tals
settings-voice = Rödd
settings-move-voice = Rödd leikjaorðanna
settings-voice-system = rödd kerfisins fyrir þetta tungumál
settings-sounds = Hljóðstyrkur klukkunnar
settings-theme = Litaþema
settings-zoom = Stækkun
settings-boards = Borð
settings-percent = { $n } prósent
settings-theme-value = { $value ->
    [classic] ljósir og dökkir reitir
    [white-on-black] hvítt á svörtu
   *[black-on-yellow] svart á gulu
}
settings-boards-value = { $value ->
    [fit] eitt borð þegar öll yrðu lítil
    [one] eitt borð, eins stórt og glugginn leyfir
   *[all] öll borðin hlið við hlið
}
settings-verbosity = Hvað fylgir leik
settings-verbosity-value = { $value ->
    [brief] leikurinn einn
    [normal] leikurinn, hver lék honum og hvað hann drap
   *[full] leikurinn, hver lék honum, hvað hann drap, hver á leik og tími hans
}
# /verbosity í skák í skipanalínunni.
verbosity-now = Eftir hvern leik héðan í frá: { $value ->
    [brief] leikurinn einn
    [normal] leikurinn, hver lék honum og hvað hann drap
   *[full] leikurinn, hver lék honum, hvað hann drap, hver á leik og tími hans
}.
verbosity-tournament = Í mótsskák er aðeins leikurinn sagður: engu er að breyta.
settings-terminal = Í skipanalínunni eru stillingarnar í stillingaskránni: annabella settings sýnir hana og það sem ekki er hægt að nota í henni.
settings-not-saved = Stillingarnar gilda en eru ekki vistaðar: { $reason }

# Valmyndastikan (F10).
key-menu = valmyndastikan (líka Alt eitt og sér): allar skipanir með hnöppum sínum
menu-terminal = Í skipanalínunni sýnir /help skipanirnar.
menu-game = Skák
menu-board = Borð
menu-clock = Klukka
menu-arbiter = Skákdómari
menu-view = Útlit
menu-help = Hjálp
menu-open = Valmyndin { $menu }: { $item }
menu-item = { $label }, { $keys }, { $n } af { $count }
menu-item-no-keys = { $label }, { $n } af { $count }
menu-closed = Valmynd lokað.
menu-bar-help = Í valmyndastikunni: vinstri og hægri fara á milli valmynda, upp og niður á milli atriða, hvert sagt með lyklum sínum; Enter framkvæmir atriðið, Escape lokar valmyndinni. Shift+F1 segir alla lykla.
menu-item-name = { $label }, { $keys }
window-menu-bar = Valmyndastika

# Fara yfir skák úr skrá (Ctrl+O).
key-review = fara yfir skák úr PGN-skrá
window-review = Fara yfir skák
window-review-start = Fara yfir hana
review-open = Fara yfir skák úr PGN-skrá. Sláðu inn slóð skrárinnar; Tab fer í númer skákarinnar; Enter opnar hana, Escape fer til baka.
review-file = PGN-skráin
review-number = Hvaða skák í skránni, frá 1
review-no-file = Sláðu inn slóð PGN-skrár.
review-bad-number = Ekki númer skákar: { $text }. Sláðu inn 1 fyrir fyrstu skákina í skránni.
review-cannot = Ekki er hægt að fara yfir þessa skrá: { $reason }
review-terminal = Í skipanalínunni er farið yfir skák með annabella play --review SKRÁ.pgn.

# Hver segir hvað: forritið eða skjálesarinn.
settings-speech = Tal
settings-speech-value = { $value ->
    [app] forritið segir allt
    [events] skjálesarinn les það sem hefur fókus, forritið segir leiki og atburði
   *[screen-reader] skjálesarinn segir allt
}
settings-engine = Talgervill
settings-engine-value = { $value ->
    [builtin] innbyggða röddin, fljótust
   *[system] rödd kerfisins (Speech Dispatcher)
}
speech-mode-chosen = Tal eins og valið var.
speech-mode-found = Skjálesari er í gangi: hann les reiti og svæði þegar þau fá fókus, forritið segir leiki og atburði. F12 breytir þessu.
speech-mode-none = Enginn skjálesari er í gangi: forritið segir allt.
speech-mode-unknown = Ekki er hægt að sjá hvort skjálesari er í gangi (engin aðgengisrás): forritið segir allt.
newgame-pgn-none = Sláðu inn slóð PGN-skrárinnar.
newgame-pgn-unreadable = Ekki er hægt að tefla þessa skák áfram: { $text }
newgame-remembered-unreadable = Ekki er hægt að lesa síðustu valin í glugganum Ný skák, { $file } ({ $reason }); glugginn opnast með sjálfgildunum og valin fyrir næstu skák sem hafin er úr honum verða vistuð upp á nýtt.
newgame-remembered-unreadable-at = Ekki er hægt að lesa síðustu valin í glugganum Ný skák, { $file }, frá línu { $line } ({ $reason }); glugginn opnast með sjálfgildunum og valin fyrir næstu skák sem hafin er úr honum verða vistuð upp á nýtt.
newgame-remembered-unwritable = Ekki er hægt að vista valin fyrir þessa skák til næsta skiptis í { $file } ({ $reason }); skákin heldur áfram og glugginn Ný skák opnast næst með þeim valum sem síðast voru vistuð.
newgame-pgn-over = Þessari skák er lokið ({ $text }): farðu frekar yfir hana með Ctrl+O.
newgame-not-in-tournament = { $game ->
    [online] Ekki í netskák: önnur skák bíður þar til þessari er lokið.
   *[tournament] Ekki á meðan mótsskák stendur: önnur skák bíður þar til þessari er lokið eða hún sett í bið.
}

# Hvers vegna einhverju var hafnað eða það mistókst (core/src/explain.rs): setningahlutar sem
# líka standa á eftir tvípunkti („Þessir valkostir gefa ekki skák: …“), því án punkts í lokin.
# Texti sem kom inn stendur innan gæsalappa; stillingaorð (mode, white, on) eru skrifuð eins og
# þarf að slá þau inn.
error-rules-bad-fen = ekki er hægt að nota stöðuna „{ $fen }“: { $reason }
error-rules-chess960-number = Chess960-stöður eru númeraðar frá 0 til 959, ekki { $number }
error-rules-illegal-move = leikurinn { $move } er ekki löglegur í þessari stöðu
error-rules-game-over = skákinni er lokið ({ $end })
error-fen-unreadable = þetta er ekki skrifað sem FEN
error-fen-board = ekki er hægt að lesa stöðu mannanna
error-fen-turn = sá sem á leik er hvorki w né b
error-fen-castling = ekki er hægt að lesa hrókunarréttinn
error-fen-en-passant-field = ekki er hægt að lesa framhjáhlaupsreitinn
error-fen-counters = leikjateljararnir eru ekki tölur
error-fen-empty-board = borðið er tómt
error-fen-missing-king = það vantar kóng
error-fen-too-many-kings = annar aðilinn hefur fleiri en einn kóng
error-fen-pawns-on-back-rank = peð stendur á fyrstu eða síðustu röð
error-fen-castling-rights = hrókunarrétt vantar kóng eða hrók til að hróka með
error-fen-en-passant-square = ekkert peð getur verið nýbúið að fara yfir framhjáhlaupsreitinn
error-fen-opposite-check = sá sem á ekki leik stendur í skák
error-fen-impossible-check = enginn síðasti leikur getur hafa gefið þessa skák
error-fen-too-much-material = mennirnir eru fleiri en skák getur haft
error-end-checkmate = skák og mát
error-end-stalemate = patt
error-end-insufficient-material = hvorugur getur mátað
error-end-dead-position = dauð staða
error-end-fivefold = sama staða í fimmta sinn
error-end-seventy-five-moves = 75 leikir án peðsleiks og án uppskipta
error-setup-twice = { $setting } er gefið tvisvar
error-setup-start-twice = upphafsstaðan (fen, chess960) er gefin tvisvar
error-setup-computer-in-tournament = tölvan teflir aðeins heima (mode home): á skákmóti er andstæðingurinn manneskja
error-setup-computer-plays-reader = tölvan getur ekki teflt { $color ->
    [white] með hvítu
   *[black] með svörtu
}: það er sjónskerti skákmaðurinn sem forritið þjónar (veldu hinn litinn, eða --vi)
error-setup-computer-without-game = tölvan þarf skákina: þar sem forritið er aðeins klukkan sitja báðir skákmennirnir við borðið
error-setup-online-not-alone = netskák er tefld gegn andstæðingnum á lichess, á klukku lichess: engin tölva, mót eða klukka eingöngu með henni
error-setup-volume = hljóðstyrkur merkjanna er tala frá 0 til 1, ekki { $value }
error-setup-name-not-printable = nafn { $color ->
    [white] Hvíts
   *[black] Svarts
} inniheldur stýristaf ({ $name }): nafn er prentanlegur texti í einni línu
error-time-unknown = umhugsunartíminn er óþekktur (?)
error-time-hourglass = stundaglas (*) er ekki umhugsunartími fyrir skákklukku
error-time-not-understood = „{ $part }“ er hvorki tímabil (eins og 90, 40/90 eða 5+3) né viðbót (+30s, d5s, b5s)
error-time-empty = „{ $part }“ gefur engan tíma
error-time-unreachable = „{ $part }“ gildir fyrir restina af skákinni, svo tímabilin á eftir því hefjast aldrei
error-clock-not-started = klukkan hefur ekki verið sett af stað
error-clock-already-started = klukkan gengur nú þegar
error-clock-paused = klukkan er stöðvuð
error-clock-not-paused = klukkan er ekki stöðvuð
error-pgn-game = skák { $game }: { $error }
error-pgn-token-first = á undan fyrsta leik: „{ $token }“ er ekki leikur
error-pgn-token = á eftir { $after }: „{ $token }“ er ekki leikur
error-pgn-after-end = leikur { $number } { $san } kemur eftir að skákinni lauk ({ $end }); leikirnir á undan honum halda sér
error-pgn-variant = afbrigðið „{ $variant }“ er ekki stutt (aðeins venjuleg skák og Chess960)
error-pgn-illegal-move = leikur { $number } { $san } er ekki löglegur leikur í þeirri stöðu
error-pgn-io = ekki var hægt að lesa skrána: { $reason }
error-engine-level = stig innbyggða skákforritsins eru { $min } til { $max }, ekki „{ $text }“
error-engine-no-program = uci: þarf slóð skákforritsins
error-engine-option = stillingar skákforrits eru skrifaðar NAFN=GILDI, ekki „{ $text }“
error-engine-spec = skákforrit er builtin:STIG eða uci:SLÓÐ[:STILLING=GILDI…], ekki „{ $text }“
error-key = ekki lykill: „{ $text }“
error-vocab-syntax = setningafræðivilla: { $detail }
error-vocab-missing = skilaboðin „{ $id }“ vantar
error-vocab-collision = „{ $phrase }“ þýðir bæði { $first } og { $second }
error-arbiter-unknown = ekki aðgerð skákstjóra: „{ $word }“
error-usage = skrifaðu það svona: { $form }
error-script-line = lína { $line }: { $problem }
error-script-time-back = tíminn fer aftur á bak, frá { $from } s til { $to } s
error-script-focus = focus entry eða board, ekki „{ $text }“
error-script-setting-late = stillingin { $setting } verður að koma á undan fyrsta inntaki
error-script-unknown-line = óþekkt lína: { $line }
error-setting-unknown = ekki stilling: { $setting }
error-setting-on-off = { $setting } … on eða off, ekki „{ $text }“
error-setting-one-of = { $setting } { $names } eða { $last }, ekki „{ $text }“
error-setting-color = white eða black, ekki „{ $text }“
error-setting-time = ekki tími: „{ $text }“
error-setting-time-too-long = ekki tími upp að 1000 klukkustundum: „{ $text }“
error-setting-language = ekkert tungumál viðmótsins heitir „{ $text }“
error-setting-chess960 = ekki Chess960-númer: „{ $text }“

# Fyrsta klukkustundin heima (mál 28): svör sem ekki þarf að leita að.
move-by-computer = Tölvan leikur { $move }
move-took = Drepið: { $piece }
after-move-turn = { $color } á leik.
after-move-turn-clock = { $color } á leik, { $time } eftir.
draw-offer-with-move = { $color } býður jafnteflið með næsta leik sínum.
draw-offer-stands = { $color } hefur boðið jafntefli; boðið stendur.
draw-offer-stands-computer = { $color } hefur boðið jafntefli: tölvan svarar því með leik sínum.
computer-draw-answer = { $answer ->
    [accept] Tölvan þiggur jafntefli: henni þykir staðan um það bil jöfn.
    [opening] Tölvan hafnar jafntefli: skákin er varla hafin.
    [verdict] Tölvan hafnar jafntefli: { $verdict }.
   *[unsure] Tölvan hafnar jafntefli.
}
obstacle-in-the-way = Í veginum: { $piece } á { $square }.
obstacle-pins = Leppað við kónginn af: { $piece } á { $square }.
obstacle-would-check = Kóngurinn yrði í skák frá: { $piece } á { $square }.
obstacle-checks = Skák frá: { $piece } á { $square }.
key-help-all = allir lyklar, í flokkum
typed-new-game = ný skák
typed-help = hjálp fyrir þessa stund
typed-help-all = allar skipanir, í flokkum
typed-resign = gefast upp (slá inn tvisvar)
typed-arbiter-open = stjórnborð skákstjóra (slá inn tvisvar)
typed-learn = þjálfun við hlið skákarinnar: valkostir Læra, einn valinn eftir númeri
typed-online-chat = skrifa afganginn af línunni til andstæðingsins (/chat gangi þér vel)
# A board reading as the terminal's help writes it: its command and an example of its place
# (a square, or a side's piece as the interface names it).
reading-written = { $name } { $example }
help-now = { $moment ->
    [in-hand] Maður er í hendi þinni.
    [promotion] Peðið er komið upp í borð: veldu nýjan mann.
    [computer] Tölvan er að hugsa; á meðan geturðu lesið borðið.
    [online] { $color } leikur á lichess: leikur sem þú slærð inn núna er forleikurinn þinn, sendur þegar sá leikur kemur.
    [over] Skákinni er lokið.
    [review] Farið er yfir skák.
   *[to-move] { $color } á leik.
}
help-more = { $input ->
    [lines] { $keys }: allar skipanir, í flokkum.
   *[keys] { $keys } aftur: allir lyklar, í flokkum.
}
help-group = { $group ->
    [board] Að lesa borðið:
    [moving] Að leika:
    [game] Skákin:
    [online] Á lichess:
    [clock] Klukkan:
    [window] Glugginn:
   *[tournament] Mót og skákdómari:
}
help-type-move = Sláðu inn leik: { $knight }, Nf3 eða { $pawn }.
taken-up-untimed = Skákin er tekin upp aftur þar sem hún stóð: { $color } á leik, leikur { $number }.
clocks-none = Engin klukka í þessari skák; { $moves }.
incident-untimed = Leikur { $number }: { $what }
evaluate-still-thinking = Enn að skoða stöðuna: svarið kemur rétt strax.
evaluate-computer-moving = Tölvan er að hugsa um leik sinn: spurðu aftur þegar hún hefur leikið.
leave-confirm = Yfirgefa skákina? Hún er vistuð og má taka hana upp aftur. { $input ->
    [lines] /quit aftur yfirgefur hana.
   *[keys] Sami lykill aftur yfirgefur hana.
}

# Villur sem skipun, skrá eða tæki tilkynnir (ástæðan eins og kerfið gefur hana).
error-io = { $reason }
error-reason = { $reason }
error-script-unmet = { $file }: { $count } vænting(ar) stóðust ekki
error-file = { $file }: { $reason }
error-no-data-folder = engin gagnamappa (engin heimamappa)
error-no-config-folder = engin stillingamappa (engin heimamappa)
error-not-a-saved-game = ekki vistuð skák: { $game } (númer, latest eða .jsonl-skrá)
error-no-saved-game = engin vistuð skák { $game } í { $dir }
pgn-file-unreadable = ekki hægt að lesa { $file }: { $reason }
pgn-file-too-large = { $file } er stærri en { $megabytes } MB: ekki lesin
pgn-file-binary = { $file } er ekki PGN-textaskrá (tvíundargögn við bæti { $at })
pgn-file-broken = { $file }: { $reason }
pgn-file-no-game = { $file }: engin skák númer { $number } (skráin hefur { $count })
clock-pressed-with-move = Heima er ýtt á klukkuna með leiknum. Klukkan gengur: { $color }.


# Blindraletursskjárinn. Stafur taflmanns á borðlínunni, einn reitur hver: a–z (hvítur með punkti 7,
# svartur án).
braille-piece-king = K
braille-piece-queen = D
braille-piece-rook = H
braille-piece-bishop = B
braille-piece-knight = R
braille-piece-pawn = P
braille-hand = í hendi: { $piece }{ $square }
braille-clocks = Hvítur { $white }  Svartur { $black }
braille-cue = { $color }: { $time }
braille-ready = Blindraletursskjár: { $cells } reitir ({ $driver }).
braille-missing = Enginn blindraletursskjár: { $reason }. Skákin heldur áfram án hans.
braille-lost = Sambandið við blindraletursskjáinn rofnaði ({ $reason }); tengist aftur.
braille-reason-library = libbrlapi er ekki uppsett (apt install brltty)
braille-reason-screen-reader = blindraletursskjáir virka í gegnum skjálesarann á Windows (NVDA, JAWS og Skjálesari sýna texta gluggans á honum)
braille-reason-server = enginn BrlAPI-þjónn svarar (keyrir brltty?): { $detail }
braille-reason-no-device = enginn skjár er tengdur við brltty
braille-reason-too-large = blindraletursskjárinn segist hafa { $cells } sellur, fleiri en nokkur skjár hefur (í mesta lagi { $most } eru notaðar): þjónninn er bilaður, svo ekkert er skrifað á hann
braille-reason-timeout = BrlAPI-þjónninn svaraði ekki innan { $seconds } sekúndna
braille-reason-tty = ekki tókst að fá skjáinn: { $detail }

# Þjálfun heima (annabella train): kennslustundir, æfingar, þrautir, framfarir. Skákorðin
# koma úr orðaforða leikmannsins; $color er white eða black.
train-due = { $count ->
    [0] Engin æfing bíður.
    [one] Ein æfing bíður.
   *[other] { $count } æfingar bíða.
}
train-side = { $color ->
    [white] Hvítur
   *[black] Svartur
}: { $pieces }.
train-your-move = Þú átt leik.
train-puzzle-intro = Þraut með stigin { $rating }, { $pieces } menn. Þú stýrir { $color ->
    [white] hvítu
   *[black] svörtu
}.
train-puzzle-last-move = { $color ->
    [white] Hvítur
   *[black] Svartur
} lék { $move }.
train-puzzle-right = Rétt. { $color ->
    [white] Hvítur
   *[black] Svartur
} svarar með { $move }. Þú átt leik.
train-puzzle-solved = Leyst!
train-puzzle-wrong = { $move } er ekki leikurinn. Reyndu aftur, biddu um vísbendingu eða gefstu upp.
train-puzzle-over = Þessari þraut er lokið.
train-puzzle-none = Engin þraut passar við það sem þú baðst um.
train-hint-piece = Skoðaðu manninn { $piece } á { $square }.
train-hint-square = Hann fer á { $square }.
train-hint-move = Leikurinn er { $move }.
train-rating-up = Þrautastigin þín hækka um { $change } í { $rating }.
train-rating-down = Þrautastigin þín lækka um { $change } í { $rating }.
train-rating-same = Þrautastigin þín standa í { $rating }.
train-stage-board = Borðið: kóngurinn gengur
train-stage-rook = Hrókurinn
train-stage-bishop = Biskupinn
train-stage-queen = Drottningin
train-stage-king = Kóngurinn
train-stage-knight = Riddarinn
train-stage-pawn = Peðið
train-stage-capture = Að drepa
train-stage-promotion = Uppvakning
train-stage-castling = Hrókun
train-stage-en-passant = Framhjáhlaup
train-stage-check = Skák
train-stage-mate = Mát
train-stage-stalemate = Patt
train-stage-draws = Jafntefli
train-stage-tournament = Fyrsta mótið
train-level-intro = { $stage }, þrep { $level } af { $levels }.
train-goal-visit = { $count ->
    [one] Farðu á { $square }.
   *[other] Farðu á { $square }; næsti reitur kemur þegar þú ert kominn þangað.
}
train-goal-capture-all = Dreptu alla svörtu mennina nema kónginn. Svartur leikur ekki.
train-goal-promote = Vektu peðið upp.
train-goal-castle = Hrókaðu: { $castle }.
train-goal-en-passant = Dreptu { $words }.
train-goal-check = Skáktu.
train-goal-mate = Mátaðu.
train-goal-stalemate = Leiktu þannig að svartur sé ekki í skák og eigi engan löglegan leik: patt, jafntefli.
train-goal-dead-position = Drepðu síðasta mann svarts annan en kónginn: Kóngur einn, eða með aðeins einn biskup eða einn riddara, verður aldrei mátaður, og skákin er strax jafntefli.
train-goal-touched = Á móti er maður sem þú tekur úr holunni snertur og verður að leika honum (viðauki D.2.2, grein 4.3). Þú tókst { $piece } á { $square }: leiktu { $role ->
    [queen] henni
    [pawn] því
   *[other] honum
}.
train-goal-take-touched = Þú snertir { $piece } svarts á { $square }: snertan mann andstæðingsins verður að drepa ef hægt er (grein 4.3). Dreptu { $role ->
    [queen] hana
    [pawn] það
   *[other] hann
}.
train-goal-announce = Á móti segirðu hvern leik upphátt, með orðum, svo andstæðingurinn heyri hann (viðauki D.2.1). Leiktu og sláðu leikinn inn með orðum, eins og þú myndir segja hann.
train-goal-correct = Þú tilkynntir { $announced }, en á borðinu þínu lékst þú { $made }. Þangað til þú ýtir á klukkuna máttu leiðrétta tilkynninguna (viðauki D.2.8): tilkynntu leikinn sem þú lékst, með orðum.
train-goal-press-clock = Leikurinn þinn er leikinn á borðinu og tilkynntur. Ýttu nú á klukkuna: þá er leikurinn fullgerður og andstæðingurinn má svara (grein 6.2). Sláðu inn /clock; í skák gerir hnappur klukkunnar það.
train-par = Markmið: { $par ->
    [one] einn leikur
   *[other] { $par } leikir
}.
train-next-square = Farðu nú á { $square }.
train-level-done = Búið í { $moves ->
    [one] einum leik
   *[other] { $moves } leikjum
}: { $stars ->
    [one] ein stjarna
   *[other] { $stars } stjörnur
}.
train-level-gives-check = Þetta væri skák, og um það er ekki beðið á þessu þrepi: svartur leikur ekki hér. Reyndu annan leik.
train-level-spoiled = Patt: jafntefli, ekki sigur. Þrepið byrjar upp á nýtt.
train-level-illegal = Þessi leikur er ekki mögulegur hér.
train-level-must-move = { $role ->
    [queen] Snert
    [pawn] Snert
   *[other] Snertur
}: { $piece } á { $square } verður að leika.
train-level-must-take = { $role ->
    [queen] Snert
    [pawn] Snert
   *[other] Snertur
}: { $piece } á { $square } verður að drepa.
train-level-announce-in-words = Segðu hann með orðum, eins og andstæðingurinn heyrir hann: { $words }.
train-level-not-the-move-made = Þú lékst { $made } á borðinu þínu: tilkynntu þann leik.
train-level-press-the-clock = Leikurinn þinn er þegar leikinn: ýttu nú á klukkuna, með /clock.
train-lessons-done = Öllum þrepum er lokið. Leiktu þrep aftur til að fá fleiri stjörnur.
train-drill-find-square = Finndu reitinn
train-drill-name-square = Nefndu reitinn
train-drill-square-colour = Litur reits
train-drill-same-diagonal = Sama skálína
train-drill-knight-distance = Riddarafjarlægð
train-drill-piece-moves = Hvert maður kemst
train-drill-rebuild = Settu upp stöðu
# Æfingar á tíma í Læra-valmyndinni, og hvað umferð á tíma segir fyrst.
train-drill-timed-find-square = Finndu reitinn, á tíma: 30 sekúndur á hvert svar
train-drill-timed-name-square = Nefndu reitinn, á tíma: 30 sekúndur á hvert svar
train-drill-timed-square-colour = Litur reits, á tíma: 30 sekúndur á hvert svar
train-drill-timed-same-diagonal = Sama skálína, á tíma: 30 sekúndur á hvert svar
train-drill-timed-knight-distance = Riddarafjarlægð, á tíma: 30 sekúndur á hvert svar
train-drill-timed-piece-moves = Hvert maður kemst, á tíma: 30 sekúndur á hvert svar
train-drill-timed-rebuild = Settu upp stöðu, á tíma: 30 sekúndur á hvert svar
train-drill-timed = Á tíma: 30 sekúndur fyrir hvert svar.
train-ask-find-square = Finndu { $square }.
train-ask-name-square = Nefndu reitinn í dálki { $column }, röð { $row }, talið frá vinstra horni hvíts.
train-ask-square-colour = Er { $square } ljós eða dökkur?
train-ask-same-diagonal = Eru { $a } og { $b } á sömu skálínu? Já eða nei.
train-ask-knight-distance = Hve marga leiki þarf riddari frá { $a } til { $b }?
train-ask-piece-moves = { $piece } stendur á { $square }, borðið er annars autt. Nefndu alla reiti sem hann kemst á.
train-ask-rebuild = Settu þessa stöðu upp á borðinu þínu: { $position }
train-answer-light = ljós
train-answer-dark = dökkur
train-answer-yes = já
train-answer-no = nei
train-accept-light = ljós | ljóst | l | hvítur
train-accept-dark = dökkur | dökkt | d | svartur
train-accept-yes = já | ja | j
train-accept-no = nei | n
train-mark-right = Rétt.
train-mark-wrong = Ekki rétt: { $answer }.
train-mark-missing = Vantar: { $squares }.
train-mark-extra = Næst ekki: { $squares }.
# A rebuilt position checked: the pieces to set (both sides, as read out), the squares to clear.
train-mark-board-wrong = Vantar eða stendur ekki eins og lesið var: { $pieces }
train-mark-board-extra = Ekkert stendur á { $squares } í stöðunni.
train-drill-score = { $right } af { $asked } rétt.
train-time-up = Tíminn er búinn.
train-progress-lessons = Kennslustundir: { $stars } af { $max } stjörnum, { $done } af { $levels } þrepum lokið.
train-progress-puzzles = Þrautir: { $solved } leystar, { $missed } misheppnaðar. Stig { $rating }{ $settled ->
    [yes] {""}
   *[no] , ekki enn föst
}.
train-progress-drill = { $drill }, síðustu niðurstöður fyrst: { $scores }.
train-progress-retries = Stöður úr skákunum þínum: { $kept } geymdar, { $due } á tíma.
train-progress-kept-aside = Þjálfunarskráin var skemmd; hún er geymd til hliðar sem { $file } og ný er hafin.
train-progress-recovered = Æfingaskráin var skorin af; það sem hún geymdi heilt er varðveitt og æfingin heldur áfram með það. Skráin eins og hún var er geymd til hliðar sem { $file }.
train-progress-not-saved = Ekki tókst að vista þjálfunina: { $reason }
train-progress-saved-again = Æfingin þín vistast aftur, ekkert af henni tapaðist.
train-not-in-tournament = { $game ->
    [online] Þjálfun bíður þar til netskákinni lýkur: lichess leyfir enga hjálp meðan hún er tefld.
   *[tournament] Þjálfun er fyrir heimilið: ekki í mótsskák.
}
# A key of the braille display that would touch the game, while the player trains.
train-not-now = Ekki á meðan þú æfir: skákin bíður þangað til þú kemur aftur (/quit).
# A piece lifted on the exercise's board (Enter, a routing key) with no move; one of the other side.
train-lifted-no-moves = { $piece } á engan leik hér.
train-lift-theirs = { $piece } er ekki þinn að leika: { $color ->
    [white] Hvítur
   *[black] Svartur
} á leik.
train-mistakes-going-over = Vélin fer yfir { $game } á dýpt { $depth }: { $side ->
    [white] leiki hvíts
    [black] leiki svarts
   *[both] leiki beggja
}. Það tekur eina til tvær mínútur.
train-mistakes-found = { $count ->
    [0] Enginn leikur tapaði miklu í þessari skák: ekkert að reyna aftur.
    [one] Ein staða til að reyna aftur
   *[other] { $count } stöður til að reyna aftur
}{ $count ->
    [0] {""}
   *[other] { $new ->
        [0] , allar geymdar frá því áður.
       *[other] .
    }
}
train-mistakes-none-due = Engin endurtekning er komin á tíma; farið er yfir nýjustu skákina þína sem er lokið.
train-mistakes-done = Þetta var síðasta endurtekningin. Það sem mistókst kemur aftur þegar það er á tíma.
train-retry-intro = Leikur { $number }, { $color ->
    [white] hvítur
   *[black] svartur
} á leik: finndu betri leik en þann sem var leikinn.
train-retry-played = Í skákinni: { $move }.
train-retry-passes = Gott: { $move } heldur stöðunni jafn vel og besti leikur vélarinnar.
train-retry-played-again = { $move } er leikurinn úr skákinni. Reyndu annan.
train-retry-still-loses = { $move } tapar enn of miklu. Reyndu aftur, biddu um vísbendingu eða gefstu upp.

# Læra-valmyndin í glugganum og æfingasýnin (mál 29).
menu-learn = Læra
key-learn-lessons = kennslustundir í verki: næsta stig sem er ólokið
key-learn-puzzles = þrautir, þær sem eru á dagskrá fyrst
key-learn-few-pieces = þrautir með fáum mönnum, mest 7: auðvelt að muna
key-learn-mistakes = mistökin mín: endurtekningarnar sem eru á dagskrá
key-learn-go-over = fara yfir síðustu skákina mína sem er lokið með Stockfish, að stöðum til að reyna aftur
key-learn-progress = framfarir mínar, lesnar upp
# The Learn menu at the terminal (/learn): its choices as numbered lines.
learn-terminal = Í skipanalínunni telur /learn upp æfingarnar; tala velur eina.
learn-list = Læra: sláðu inn númer valkosts eða fyrstu orð hans; auð lína fer aftur { $back ->
        [questions] í spurningarnar um nýja skák
       *[game] í skákina
    }.
learn-list-item = { $n }. { $label }
learn-not-a-choice = „{ $text }“ er ekki einn af valkostunum: sláðu inn tölu frá 1 til { $count } eða fyrstu orð valkosts.
learn-prompt = Læra
train-prompt = Svar
train-terminal-how = Hver lína er nú svarið þitt; /hint og /solution hjálpa, /help segir hvað annað þú getur slegið inn, /quit fer aftur { $back ->
        [questions] í spurningarnar um nýja skák
       *[game] í skákina
    }.
# /help while training: what can be typed now ($example: a move in the player's words, $square: e4 in them).
train-help-lesson = Sláðu inn leik: { $example }, eða Nf3, eða g1f3. /repeat segir þrepið aftur; /quit hættir.
train-help-move = Sláðu inn leikinn þinn: { $example }, eða Nf3, eða g1f3. /hint gefur vísbendingu, í þremur skrefum; /solution gefur lausnina; /repeat segir stöðuna aftur; /quit hættir.
train-help-board = Lestu stöðuna: /board, /pieces white, /rank 3, /file e, /square e4, /diagonals c4, /moves g1, /attackers e5.
train-help-drill = /repeat segir spurninguna aftur; /quit hættir og heldur árangri umferðarinnar.
train-help-drill-find-square = Sláðu inn reitinn: { $square }, eða e4.
train-help-drill-name-square = Sláðu inn reitinn: { $square }, eða e4.
train-help-drill-square-colour = Sláðu inn ljós eða dökkur.
train-help-drill-same-diagonal = Sláðu inn já eða nei.
train-help-drill-knight-distance = Sláðu inn fjölda riddaraleikja.
train-help-drill-piece-moves = Sláðu inn alla reiti sem mannurinn kemst á, í einni línu: { $square } f5 g6.
train-help-drill-rebuild = Settu stöðuna upp á borðinu þínu og sláðu svo inn það sem þú settir upp, eins og það var lesið fyrir þig: Hvítur: Ke1, e4. Svartur: Ke8. Eða sem FEN-uppstillingu: 4k3/8/8/8/4P3/8/8/4K3.
# Æfing við hlið skákar heima: skákin bíður meðan leikmaðurinn æfir.
train-clock-stopped = Klukka skákarinnar er stopp meðan þú æfir.
train-back-untimed = { $color } á leik, leikur { $number }.
train-back = { $color } á leik, leikur { $number }; Hvítur { $white }, Svartur { $black }.
train-back-stopped = { $color } á leik, leikur { $number }; Hvítur { $white }, Svartur { $black }. Klukkurnar eru stopp: { $starter ->
    [lines] /pause ræsir þær.
   *[player] Ctrl+Shift+bilslá ræsir þær.
}
window-training = Æfing
window-training-said = Æfingin
window-training-entry = Svarið þitt:
window-training-hint = Sláðu inn svarið og ýttu á Enter: leik, reit, já eða nei. Á borðinu (Tab) lyftir Enter manni og setur hann, eða svarar reit sem á að finna. /hint gefur vísbendingu, /solution lausnina, /help hitt; Escape fer aftur í skákina.
train-record-unreadable = Ekki er hægt að lesa æfingaskrána: { $reason }
train-record-in-use = Æfingaskráin þín er í notkun í öðru Annabella þar sem þú æfir núna. Ljúktu æfingunni þar eða farðu úr henni og æfðu svo hér: ekkert tapast.
train-mistakes-none-due-window = Engin endurtekning er komin á tíma. Fara yfir síðustu skákina mína sem er lokið, í þessari valmynd, finnur stöður til að reyna aftur með Stockfish.
# Læra-valmyndin í glugganum: skák sem er lokið, farið yfir hana með Stockfish.
train-going-over-no-engine = Til að fara yfir skák þarf Stockfish ({ $program }), sem er ekki uppsett: apt install stockfish, reyndu svo aftur.
train-going-over-no-game = Engin skák sem er lokið til að fara yfir: ljúktu fyrst skák. Í skipanalínunni fer annabella train mistakes SKÁK yfir hvaða vistuðu skák eða PGN-skrá sem er.
train-going-over-how = Escape stöðvar það; Enter segir hve langt það er komið.
train-going-over-progress = Farið yfir { $done } af { $total } leikjum.
train-going-over-stopped = Hætt var að fara yfir skákina; ekkert af því er geymt.
train-going-over-failed = Ekki tókst að fara yfir skákina: { $reason }

## Online play: the game

error-online-not-a-move = leikur { $number } á lista þjónsins, { $word }, er ekki leikur
error-online-illegal-move = leikur { $number } á lista þjónsins, { $word }, er ekki löglegur þar
error-online-refused = lichess hafnaði henni: { $reason }
error-online-unauthorized = lichess tekur ekki lengur við innskráningu þinni: skráðu þig aftur inn með „annabella online login“.
error-online-not-found = hún er horfin: dregin til baka, útrunnin eða þegar lokið
error-online-rate-limited = lichess bað okkur að hægja á; bíddu í mínútu og reyndu svo aftur
error-online-network = ekki náðist í lichess: { $reason }; athugaðu tenginguna og reyndu svo aftur
error-online-not-connected = ekki tengt við lichess: ekkert var sent. Taktu skákina upp með „annabella online“ til að tefla áfram.
error-online-not-yours = skák { $id } er ekki ein af skákunum þínum á lichess
error-online-variant = { $name } er ekki tefld hér: aðeins venjuleg skák
game-start-online = Netskák á lichess, { $rated ->
    [rated] til stiga
   *[casual] ekki til stiga
}, { $control }: þú teflir { $color } gegn { $opponent }. { $help }
online-control = umhugsunartími { $control }
online-days = { $days ->
    [one] einn dagur á leik
   *[other] { $days } dagar á leik
}
online-days-hours = { $days ->
    [0] { $hours ->
        [0] enginn tími
        [one] { $hours } klukkustund
       *[other] { $hours } klukkustundir
    }
    [one] { $hours ->
        [0] { $days } dagur
        [one] { $days } dagur og { $hours } klukkustund
       *[other] { $days } dagur og { $hours } klukkustundir
    }
   *[other] { $hours ->
        [0] { $days } dagar
        [one] { $days } dagar og { $hours } klukkustund
       *[other] { $days } dagar og { $hours } klukkustundir
    }
}
online-your-time = Þú hefur { $time } fyrir leikinn þinn.
online-clock-left = { $time } eftir fyrir leikinn
online-time-left = { $color } á leik: { $time } eftir, af { $days ->
    [one] { $days } degi
   *[other] { $days } dögum
} á leik.
online-ai-name = lichess-gervigreind stig { $level }
online-opponents-move = { $color } leikur á lichess: bíddu eftir leiknum.
online-bad-line = Ekki tókst að lesa línu frá lichess ({ $reason }); henni er sleppt.
online-first-move-deadline = { $seconds } sekúndur til að leika fyrsta leiknum, annars hættir lichess við skákina.
online-caught-up = { $count } leikir voru leiknir á meðan tengingin var rofin.
online-taken-back = { $count ->
    [one] Einn leikur tekinn
   *[other] { $count } leikir teknir
} til baka á lichess. { $board ->
    [tactile] Taktu { $count ->
        [one] hann
       *[other] þá
    } líka til baka á borðinu þínu (/pending segir hvað munar).
   *[none] { "" }
} { $color } á leik.
online-draw-offered = { $input ->
    [lines] /draw samþykkir, /decline eða leikur þinn hafnar.
   *[keys] Ctrl+D samþykkir; Ctrl+Shift+N eða leikur þinn hafnar.
}
online-takeback-offered = { $color } biður um að taka síðasta leik til baka: { $input ->
    [lines] /takeback samþykkir, /decline hafnar.
   *[keys] Ctrl+Shift+B samþykkir, Ctrl+Shift+N hafnar.
}
online-ended = { $status ->
    [aborted] Hætt var við skákina.
    [mate] Skák og mát.
    [resign] Gefið.
    [stalemate] Patt.
    [timeout] Andstæðingurinn fór, og krafist var sigurs.
    [draw] Jafntefli.
    [outoftime] Tíminn er búinn.
    [cheat] lichess lauk skákinni vegna svindls.
    [nostart] Hætt var við skákina: fyrsti leikurinn kom ekki í tæka tíð.
    [insufficient] Jafntefli: ekki nægur liðsafli til að máta.
   *[other] lichess lauk skákinni.
}
online-chat = { $room ->
    [spectator] Áhorfandi
   *[player] Spjall
} { $name }: { $text }
online-chat-sent = Sent á spjallið: { $text }
online-chat-empty = Skrifaðu textann á eftir /chat.
online-opponent-gone = { $color } hefur yfirgefið skákina. { $seconds ->
    [0] Þú mátt krefjast sigurs núna: /flag krefst hans, /claim krefst jafnteflis.
   *[other] Þú mátt krefjast sigurs eftir { $seconds } sekúndur.
}
online-opponent-back = { $color } er kominn aftur.
online-move-refused = Leikurinn er tekinn til baka: { $color } á aftur leik.
online-reconnected = Tengt við lichess aftur.
online-lost = Tengingin við lichess rofnaði ({ $reason }); reynt aftur eftir { $seconds } sekúndur.
online-taken-over = lichess var opnað annars staðar með aðganginum þínum og þessari tengingu var lokað. Lokaðu hinni og byrjaðu aftur hér.
online-closed-login = lichess samþykkir ekki lengur innskráninguna þína, svo tengingu þessarar skákar er lokað. Skákin hingað til er geymd: skráðu þig aftur inn með „annabella online login“ og taktu hana svo upp með „annabella online play“.
online-closed-gone = lichess er ekki lengur með þessa skák fyrir þig, svo tengingu hennar er lokað. Skákin hingað til er geymd hér.
online-rate-limited = lichess bað okkur að bíða í { $seconds } sekúndur áður en meira er sent.
online-draw-accepting = Þú samþykkir jafntefli.
online-resigning = Þú gefur.
online-claim-later = Andstæðingurinn getur enn komið aftur: þú mátt krefjast eftir { $seconds } sekúndur.
online-flag-by-server = Á netinu heldur lichess klukkunni og lýkur skákinni sjálft þegar vísir fellur.
online-claim-draw = Krafan fer til lichess: það samþykkir endurtekningu eða fimmtíu leikja regluna og býður annars jafntefli.
online-clock-on-server = Á netinu gengur klukkan hjá lichess: hér er ekki hægt að stöðva hana eða fresta skákinni.
online-only = { $what ->
    [takeback] Að taka til baka
    [abort] Að hætta við
    [decline] Að hafna
    [chat] Spjall
   *[premove] Forleikur
}: aðeins í netskák á lichess, og þessi skák er það ekki.
online-abort-too-late = Báðir hafa leikið: lichess leyfir ekki lengur að hætt sé við þessa skák. Gefstu frekar upp eða bjóddu jafntefli.
online-chat-open = Spjall: sláðu orðin þín inn á eftir /chat í leikjainnslættinum, svo Enter. Escape fer aftur á borðið.
online-game-over = Netskákinni er lokið.
online-takeback-accepting = Þú samþykkir að taka leikinn til baka.
online-takeback-asked = Þú biður um að taka síðasta leik þinn til baka.
online-abort-confirm = Hætta við skákina? Henni lýkur fyrir ykkur bæði, án stiga. { $input ->
    [lines] /abort aftur hættir við hana.
   *[keys] Ýttu aftur til að hætta við hana.
}
online-aborting = Þú hættir við skákina.
online-draw-declined = Þú hafnar jafntefli.
online-takeback-declined = Þú hafnar því að taka leikinn til baka.
online-nothing-to-decline = Ekkert boð stendur til að hafna.
online-taken-up = Netskákin er tekin upp aftur: lichess færir hana til nýjustu stöðu.
online-opponent-unnamed = andstæðingi þínum á lichess

# Forleikur: næsti leikur leikmannsins, sleginn inn meðan andstæðingurinn á leik á netinu.
premove-held = { $replaced ->
    [yes] Forleik skipt út: { $move }.
   *[no] Forleikur: { $move }.
} Hann fer til lichess um leið og { $color } hefur leikið, ef hann er þá löglegur. Annar leikur kemur í stað hans; { $input ->
    [lines] /cancel fellir hann niður.
   *[keys] Ctrl+Shift+P fellir hann niður.
}
premove-confirm-ahead = Þú ýtir sjálf(ur) á klukkuna: { $input ->
    [lines] /clock staðfestir hann núna, svo hann fer strax;
   *[keys] klukkuhnappurinn staðfestir hann núna, svo hann fer strax;
} óstaðfestur er hann leikinn eftir leik { $color } og bíður eftir að þú ýtir á klukkuna.
premove-confirmed = Forleikur { $move } staðfestur: hann fer um leið og { $color } hefur leikið, ef hann er þá löglegur.
premove-refused = Ekki geymdur sem forleikur:
premove-unreadable = Enginn forleikur verður lesinn í þessari stöðu: bíddu eftir leik andstæðingsins.
premove-cancelled = Forleikur { $move } felldur niður.
premove-none = Enginn forleikur er geymdur. Sláðu inn leikinn þinn meðan andstæðingurinn á leik til að geyma hann.
premove-played = Forleikurinn þinn:
premove-press = Forleikurinn þinn er leikinn en ekki sendur: { $input ->
    [lines] /clock sendir hann, /correct breytir honum.
   *[keys] ýttu á klukkuna til að senda hann, eða leiðréttu hann fyrst.
}
premove-dropped = Forleikur { $move } felldur niður: { $reason ->
    [taken] { $color } drap manninn.
    [check] kóngurinn þinn er í skák og leikurinn bregst ekki við skákinni.
    [takeback] leikir voru teknir til baka.
    [restart] skákin var tekin upp aftur; leiktu þegar þú átt leik.
   *[illegal] hann er ekki löglegur eftir leik { $color }.
}
premove-tactile = Með snertiborði er leikur { $color } leikinn þar á undan þínum: sláðu inn leikinn þinn þegar þú átt leik.
premove-lifted = Forleikur: { $piece } lyft. Enter á reitnum sem hann fer á; Escape setur hann aftur.
premove-put-back = { $piece } settur aftur: enginn forleikur með honum.
premove-cannot-go = Ekki geymdur sem forleikur: { $piece } kemst ekki á { $square }.


## Online play: the lobby

# Umhugsunartími fyrir lichess, athugaður áður en hann er sendur.
error-online-control-not-understood = { $text } er ekki umhugsunartími: skrifaðu mínúturnar, plús og sekúndurnar á leik, eins og 15+10, eða dagana á leik, eins og 3d
error-online-control-seek-too-fast = leit verður að vera atskák eða hægari: þessi skák tæki um { $estimate } samkvæmt mati lichess (tíminn auk 40 viðbóta), og leit þarf 8 mínútur eða meira; reyndu 10+0 eða 15+10, eða skoraðu á skákmann í hraðari skák
error-online-control-bullet = lichess teflir ekki bullet í gegnum Board-API: þessi skák tæki um { $estimate } samkvæmt mati lichess (tíminn auk 40 viðbóta), og hún þarf 3 mínútur eða meira
error-online-control-limit-not-offered = lichess býður ekki klukku með { $limit }: tíminn er heilar mínútur, eða 15, 30, 45 eða 90 sekúndur
error-online-control-limit-too-long = { $limit } er meira en lengsta klukka lichess, 3 klukkustundir
error-online-control-increment-too-long = viðbót upp á { $increment } er meira en lichess leyfir hér: { $most }
error-online-control-days-not-offered = lichess býður ekki bréfskák með { $days } dögum á leik: veldu 1, 2, 3, 5, 7, 10 eða 14
online-control-clock = { $time } auk { $increment } á leik
online-control-sudden-death = { $time }, án viðbótar
online-control-days = { $days ->
    [one] einn dagur
   *[other] { $days } dagar
} á leik
online-control-unlimited = án tímamarka
online-speed = { $speed ->
    [ultraBullet] ofurbullet-skák
    [bullet] bullet-skák
    [blitz] hraðskák
    [rapid] atskák
    [classical] kappskák
    [correspondence] bréfskák
   *[other] skák
}
# Atburðastraumurinn: aðgangurinn, áskoranir og skákir.
online-lobby-account = Innskráð(ur) á lichess sem { $name }.
online-lobby-no-games = Engin skák þín er í gangi.
online-lobby-games = { $count ->
    [one] Ein skák þín er í gangi:
   *[other] { $count } skákir þínar eru í gangi:
}
online-lobby-game-item = gegn { $opponent }, þú teflir með { $color ->
    [white] hvítu
    [black] svörtu
   *[random] lit sem dreginn er um
}, { $turn ->
    [yours] þú átt leik
   *[theirs] andstæðingurinn á leik
}, { $speed ->
    [ultraBullet] ofurbullet
    [bullet] bullet
    [blitz] hraðskák
    [rapid] atskák
    [classical] kappskák
    [correspondence] bréfskák
   *[other] án tímamarka
}
online-lobby-no-challenges = Engar áskoranir til þín.
online-lobby-challenges = { $count ->
    [one] Ein áskorun til þín:
   *[other] { $count } áskoranir til þín:
}
online-lobby-player = { $name }
online-lobby-player-rated = { $name }, stig { $rating }
online-lobby-ai = lichess-gervigreindin á stigi { $level }
online-lobby-challenge = Áskorun frá { $challenger }: { $control }, { $rated ->
    [rated] til stiga
   *[casual] ekki til stiga
}; { $color ->
    [white] þú myndir tefla með hvítu
    [black] þú myndir tefla með svörtu
   *[random] dregið er um liti
}. Taktu áskoruninni eða hafnaðu henni.
online-lobby-challenge-item = frá { $challenger }: { $control }, { $rated ->
    [rated] til stiga
   *[casual] ekki til stiga
}; { $color ->
    [white] þú myndir tefla með hvítu
    [black] þú myndir tefla með svörtu
   *[random] dregið er um liti
}
online-lobby-challenge-not-playable = Ekki er hægt að tefla þá skák hér: Board-API lichess tekur hana ekki (afbrigði, eða of hröð).
online-lobby-challenge-withdrawn = { $name } dró áskorunina til baka.
online-lobby-our-challenge-canceled = Áskorun þín til { $name } er felld niður.
online-lobby-declined = { $name } hafnaði áskorun þinni: { $reason ->
    [generic] tekur ekki við áskorunum núna
    [later] ekki núna, spyrðu aftur síðar
    [toofast] of hröð; skoraðu aftur á með hægari skák
    [tooslow] of hæg; skoraðu aftur á með hraðari skák
    [timecontrol] teflir ekki með þessum umhugsunartíma
    [rated] vill skák til stiga
    [casual] vill skák ekki til stiga
    [standard] teflir aðeins venjulega skák núna
    [variant] teflir ekki þetta afbrigði núna
    [nobot] tekur ekki við áskorunum frá vélmennum
    [onlybot] tekur aðeins við áskorunum frá vélmennum
   *[other] engin ástæða gefin
}.
online-lobby-game-started = Skák hafin gegn { $opponent }: { $control }, { $rated ->
    [rated] til stiga
   *[casual] ekki til stiga
}; þú teflir með { $color ->
    [white] hvítu
    [black] svörtu
   *[random] lit sem ekki er enn vitaður
}.
online-lobby-game-not-playable = Ekki er hægt að tefla þessa skák hér: Board-API lichess tekur hana ekki. Tefldu hana á lichess.org.
online-lobby-game-waits = Hún bíður á meðan þú teflir þessa skák: play { $opponent } opnar hana.
online-lobby-game-finished = Skákinni gegn { $opponent } er lokið: { $result ->
    [won] þú vannst
    [lost] þú tapaðir
    [aborted] hún var felld niður
   *[draw] jafntefli
}.
online-lobby-opening = Opna skákina gegn { $opponent }.
online-lobby-unreadable = Ekki tókst að lesa línu frá lichess og henni er sleppt: { $reason }
# Það sem skákmaðurinn biður um.
online-lobby-seeking = Leita að skák: { $control }, { $rated ->
    [rated] til stiga
   *[casual] ekki til stiga
}. Hún hefst þegar einhver tekur henni; cancel stöðvar leitina.
online-lobby-challenging = Skora á { $name }: { $control }, { $rated ->
    [rated] til stiga
   *[casual] ekki til stiga
}. Bíð eftir svari; cancel dregur hana til baka.
online-lobby-asking-ai = Hef skák gegn lichess-gervigreindinni á stigi { $level }: { $control }.
online-lobby-already-waiting = { $waiting ->
    [seek] Þú ert þegar að leita að skák
    [challenge] Áskorun þín bíður þegar svars
   *[ai] Skák gegn lichess-gervigreindinni er þegar að hefjast
}: hættu við hana fyrst, eða bíddu.
online-lobby-not-a-username = { $name } getur ekki verið notandanafn á lichess: það er 2 til 30 stafir, tölustafir, - og _.
online-lobby-ai-level = lichess-gervigreindin teflir á stigum 1 til 8, ekki { $level }.
online-lobby-no-challenge = Engin áskorun til þín að svara.
online-lobby-which-challenge = { $count } áskoranir til þín: segðu hverja, með nafni áskorandans.
online-lobby-no-such-challenge = Engin áskorun til þín frá { $who }.
online-lobby-accepting = Tek áskoruninni frá { $name }.
online-lobby-declining = Hafna áskoruninni frá { $name }.
online-lobby-nothing-to-cancel = Engin leit eða áskorun frá þér bíður.
online-lobby-seek-canceled = Leit stöðvuð.
online-lobby-challenge-taken-back = Áskorun þín til { $name } er dregin til baka.
online-lobby-seek-expired = Enginn tók leit þinni, og hún er útrunnin. Leitaðu aftur til að bíða áfram.
online-lobby-no-game = Engin skák þín er í gangi.
online-lobby-which-game = { $count } skákir þínar eru í gangi og engin bíður eftir leik þínum: segðu hverja, með nafni andstæðingsins.
online-lobby-no-such-game = Engin skák þín gegn { $who }.
online-lobby-request-failed = { $request ->
    [seek] Leitin
    [challenge] Áskorunin
    [ai] Skákin gegn lichess-gervigreindinni
    [accept] Að taka áskoruninni
    [decline] Að hafna áskoruninni
   *[cancel] Að draga áskorunina til baka
} mistókst: { $reason }
# Hvers vegna beiðni til lichess mistókst, og hvað er hægt að gera.


## Online play: the connection

online-login-listening = Bíð eftir lichess á þessari tölvu, gátt { $port }.
online-login-browser = Vafrinn þinn er opinn á lichess: skráðu þig inn þar og leyfðu svo Annabellu aðgang.
online-login-open-by-hand = Ekki tókst að opna vafrann. Opnaðu þetta vistfang í honum, skráðu þig inn og leyfðu svo Annabellu aðgang: { $url }
online-login-exchanging = lichess samþykkti: Annabella sækir aðgangslykilinn sinn.
online-login-checking = Aðgangslykillinn er athugaður hjá lichess.
online-login-done = Innskráð á lichess sem { $name }.
online-login-page-done = Annabella er innskráð á lichess. Þú getur lokað þessari síðu og farið aftur í Annabellu.
online-login-page-failed = Annabella er ekki innskráð á lichess. Þú getur lokað þessari síðu og farið aftur í Annabellu.
error-lichess-cancelled = Hætt var við innskráninguna hjá lichess: Annabella er ekki innskráð.
error-lichess-state = Svarið sem barst Annabellu átti ekki við þessa innskráningu og því var því hafnað. Skráðu þig inn aftur.
error-lichess-timed-out = Ekkert svar frá vafranum í { $minutes } mínútur: hætt er við innskráninguna. Skráðu þig inn aftur eða límdu inn persónulegan aðgangslykil.
error-lichess-denied = lichess hafnaði innskráningunni: { $reason }
error-lichess-listener = Annabella getur ekki beðið eftir vafranum á þessari tölvu: { $reason }
error-lichess-token-file = Ekki er hægt að skrifa eða eyða skrá aðgangslykilsins fyrir lichess: { $reason }
error-lichess-not-revoked = Útskráð hér, en ekki tókst að láta lichess vita ({ $reason }). Afturkallaðu aðgangslykilinn hjá lichess, undir Stillingar, API-aðgangslyklar.
error-lichess-token-empty = Aðgangslykillinn er tómur: límdu inn allan lykilinn frá lichess.
error-lichess-token-too-long = Aðgangslykillinn er { $length } stafir, fleiri en { $most }: límdu aðeins lykilinn inn.
error-lichess-token-character = Stafur { $position } í aðgangslyklinum er hvorki bókstafur, tölustafur né undirstrik: límdu aðeins lykilinn inn.

## Online play: the lobby lines

error-lobby-unknown = „{ $word }“ er ekki orð í anddyrinu: help gefur orðin
error-lobby-usage = skrifaðu það svona: { $form }
error-lobby-level = stig lichess-gervigreindarinnar er 1 til 8, ekki { $text }
online-no-settings-folder = Annabella hefur enga stillingamöppu hér til að geyma lichess-tókann; notaðu ANNABELLA_LICHESS_TOKEN í staðinn.
online-logged-out = Skráð út af lichess: tókinn er afturkallaður og fjarlægður.
online-paste-token = Búðu til persónulegan tóka á { $url } (með „Play games with the board API“), límdu hann hér og ýttu á Enter:
online-game-not-opened = lichess opnaði ekki skákina: engin fyrsta lína kom. Reyndu aftur með play.
online-lobby-help = Í anddyrinu: seek 15+10 [rated] [white|black] leitar að hverjum sem er (atskák eða hægari); challenge NAFN 10+5 skorar á leikmann; ai STIG [15+10] teflir við lichess-gervigreindina (1 til 8); accept [NAFN] og decline [NAFN] [later|tooFast|tooSlow|rated|casual] svara áskorun; cancel dregur leit þína eða áskorun til baka; play [NAFN] tekur upp skák sem stendur yfir; games og challenges segja þær aftur; quit hættir.
online-next-at-lobby = Önnur netskák hefst í anddyrinu: quit, síðan annabella online, þar sem seek, challenge eða ai hefja eina.
after-game-lines-online = Hvað nú? Skrifaðu review til að fara yfir skákina (/back og /next fara leik fyrir leik), export til að vista skorblaðið, eða quit (síðan annabella online fyrir aðra skák).
online-prompt-opponent = { $color } leikur á lichess

## Hardening: the training record

train-record-not-a-file = Hún er ekki skrá heldur mappa, pípa eða tæki.
train-record-too-large = Hún er stærri en nokkur þjálfunarskrá: { $size } bæti.
train-record-not-text = Hún er ekki texti: tvíundaskrá, eða ekki í UTF-8.
train-record-not-json = Hún er ekki þjálfunarskrá: { $detail }.

## Coach: teaching from zero
train-stage-words = Orð borðsins
# Þrep orðanna: hvert þrep kennir orð borðsins og spyr svo um það.
train-teach-words-files = Skákborð hefur átta línur: reitaraðirnar sem liggja frá hlið hvíts að hlið svarts. Frá vinstri til hægri, séð frá hvítum, heita þær { $files }.
train-teach-words-ranks = Það hefur átta reitaraðir: reitina þvert yfir borðið, talið frá hlið hvíts. Menn hvíts byrja á reitaröð { $first }, menn svarts á reitaröð { $last }. Í röð: { $ranks }.
train-teach-words-squares = Reitur heitir eftir línu sinni og síðan reitaröð: { $square } er þar sem línan { $file } sker reitaröðina { $rank }. Þú getur líka slegið hann inn með bókstöfum, sem f3.
train-teach-words-colours = Reitirnir eru ljósir og dökkir á víxl, eftir hverri línu og hverri reitaröð. { $corner }, vinstra horn hvíts, er dökkur, og svo er { $dark } líka; { $light } er ljós.
train-teach-words-pieces = Hvor hlið hefur sextán menn. Með þínum orðum: { $king } er kóngurinn, { $queen } drottningin, { $rook } hrókur (þeir eru tveir), { $bishop } biskup (tveir), { $knight } riddari (tveir), { $pawn } peð (átta).
train-ask-words-file = Hvaða lína er númer { $number } frá vinstri, séð frá hvítum?
train-ask-words-rank = Hvaða reitaröð er númer { $number } frá hlið hvíts?
train-ask-words-piece = Hvað heitir { $role ->
    [king] kóngurinn
    [queen] drottningin
    [rook] hrókurinn
    [bishop] biskupinn
    [knight] riddarinn
   *[pawn] peðið
} með þínum orðum?
train-level-misnamed = Ekki rétt: það er { $answer }. Sláðu inn { $answer } til að halda áfram.
train-level-name-it = Hér er spurt um orð, ekki leik: sláðu það inn.
# Hvert þrep byrjar á því sem það kennir ($piece: maður þrepsins með orðum leikmannsins, $king: kóngurinn).
train-teach-board = Nú leikur þú. { $king }, kóngurinn, fer einn reit í hvaða átt sem er: eftir línunni, reitaröðinni eða skálínu. Sláðu inn manninn og reitinn, sem { $king } { $square }, eða reitinn einan.
train-teach-rook = { $piece } er hrókurinn. Hann fer eftir reitaröð sinni eða línu, eins langt og hann vill, en getur ekki stokkið yfir mann.
train-teach-bishop = { $piece } er biskupinn. Hann fer eftir skálínum sínum, eins langt og hann vill, og helst því á reitum af einum lit.
train-teach-queen = { $piece } er drottningin. Hún fer eins og hrókur og biskup saman: eftir reitaröð sinni, línu eða skálínum, eins langt og hún vill.
train-teach-king = { $piece } er kóngurinn. Hann fer einn reit í hvaða átt sem er. Hann má aldrei standa í skák.
train-teach-knight = { $piece } er riddarinn. Hann stekkur tvo reiti eftir reitaröð eða línu og síðan einn til hliðar, yfir hvaða mann sem er á milli.
train-teach-pawn = { $piece } er peðið. Það fer einn reit beint áfram, tvo frá upphafsreitaröð sinni, og drepur einn reit á ská áfram.
train-teach-capture = Þú drepur með því að leika á reit manns andstæðingsins: hann fer af borðinu. Hver maður drepur eins og hann fer; aðeins peðið drepur öðruvísi, á ská áfram.
train-teach-promotion = Peð sem nær síðustu reitaröðinni verður drottning, hrókur, biskup eða riddari, eins og þú velur; nærri alltaf drottning.
train-teach-castling = Í hrókun fer kóngurinn tvo reiti í átt að hróki, og sá hrókur yfir kónginn á reitinn við hlið hans. Hvorugur má hafa hreyft sig, reitirnir á milli verða að vera auðir, og kóngurinn má ekki vera í skák, fara yfir reit sem ráðist er á eða lenda á slíkum.
train-teach-en-passant = Peð sem fer tvo reiti og lendir við hlið peðs andstæðingsins má það peð drepa eins og það hefði farið einn: aðeins í allra næsta leik.
train-teach-check = Kóngur sem maður ræðst á er í skák. Sá sem er í skák verður að losna úr henni strax: færa kónginn, drepa árásarmanninn eða setja mann á milli.
train-teach-mate = Mát: kóngurinn er í skák og enginn leikur losar hann. Það vinnur skákina.
train-teach-stalemate = Patt: sá sem á leik er ekki í skák en á engan löglegan leik. Skákin er jafntefli.
train-teach-draws = Skák er strax jafntefli þegar hvorug hliðin getur nokkurn tíma mátað, hvað sem leikið er: dauð staða.
train-teach-tournament = Á móti eftir viðauka D teflir þú á þínu eigin snertiborði, og hver leikur er sagður upphátt með orðum.
# Leikur í kennslustund sem brýtur regluna um hvernig maðurinn fer ($square: þangað sem hann átti að fara).
train-rule-king = { $piece } fer einn reit í hvaða átt sem er: { $square } er lengra í burtu.
train-rule-queen = { $piece } fer eftir reitaröð, línu eða skálínum: { $square } er á engri þeirra.
train-rule-rook = { $piece } fer eftir reitaröð eða línu: { $square } er á hvorugri.
train-rule-bishop = { $piece } fer eftir skálínum: { $square } er á hvorugri.
train-rule-knight = { $piece } stekkur tvo reiti eftir reitaröð eða línu og einn til hliðar: { $square } er ekki slíkt stökk í burtu.
train-rule-pawn = { $piece } fer einn reit beint áfram, tvo frá upphafsreitaröðinni, og drepur einn á ská áfram: { $square } er ekkert af þessu.
train-level-no-such-piece = Þú átt engan { $piece } hér. Mennirnir þínir: { $pieces }.
train-level-which-piece = Hvaða maður? { $pieces } geta farið á { $square }: sláðu inn manninn og reitinn.
train-level-none-goes = Enginn manna þinna getur farið á { $square }.
train-level-named = Rétt: { $stars ->
    [one] ein stjarna
   *[other] { $stars } stjörnur
}.
train-help-words = Sláðu inn orðið sem spurt er um, með þínum orðum eða bókstöfum: { $file } eða c, { $square } eða e4, ljós eða dökkur, { $piece } eða R. /repeat segir spurninguna aftur; /quit hættir.
train-par-explained = Markmiðið er fæstu leikir sem ná takmarkinu.
train-stars-explained = Stjörnurnar segja hvernig gekk: 3 í fyrstu tilraun eða á markmiði, 2 með allt að tveimur fleiri, 1 eftir það. Hvert þrep má leika aftur fyrir fleiri.
train-not-understood = Skil ekki: { $word }. /help segir hvað þú getur slegið inn.
# Orð þjálfarans án skástriks, eins og hann býður þau („biddu um vísbendingu eða gefstu upp“).
train-accept-hint = vísbending | vísbendingu
train-accept-give-up = gefstu upp | ég gefst upp | gefast upp | lausn | lausnin
train-accept-help = hjálp
train-accept-repeat = endurtaka | endurtaktu | aftur
train-accept-board = borð | borðið
train-accept-quit = hætta | hættu
# Hvers vegna stigin breytast svona (mál 38, liður 5).
train-rating-why = Fyrir stigin telst aðeins lausn í fyrstu tilraun án vísbendingar sem sigur: þessi hafði { $hints ->
    [0] enga vísbendingu
    [one] eina vísbendingu
   *[other] { $hints } vísbendingar
} og { $wrong ->
    [0] enga ranga tilraun
    [one] eina ranga tilraun
   *[other] { $wrong } rangar tilraunir
}.
train-rating-shown = Lausnin var sýnd: fyrir stigin telst það mistök.
# Milli leikja sýndrar lausnar, svar andstæðingsins (mál 38, liður 10).
train-solution-answer = { $color ->
    [white] Hvítur
   *[black] Svartur
} svarar { $move }.
# Kvaðning skipanalínunnar þegar skákinni er lokið (mál 38, liður 10).
after-game-prompt = Hvað nú
# Vísbendingar í kennslustund (mál 38): orðið sem spurt er um; hvað /hint og /solution gera í kennslustund.
train-hint-named = Það er { $answer }.
train-help-lesson-hint = Fastur? /hint segir hvaða manni á að leika, svo hvert, svo leikinn; /solution gefur leikinn.
online-claim-now = Þú mátt krefjast sigurs núna: /flag krefst hans, /claim krefst jafnteflis.
speech-reader-gone = { $reader } svarar ekki lengur ({ $reason }): raddir kerfisins segja nú orð forritsins.
# Spurningarnar um nýja skák í skipanalínunni (mál 38): gildi sem /help telur upp; fyrsta spurningin; /cancel án skákar.
form-line-value = { $n }. { $value }
form-line-how-first = Sláðu inn tölu eða fyrsta orð gildis til að velja það; /help telur upp gildin; auð lína byrjar skákina; /learn 1 byrjar fyrstu kennslustundina, frá grunni, og /learn telur upp alla þjálfun; /quit hættir.
newgame-cancel-none = Það er engin skák til að fara aftur í: auð lína byrjar þessa, /learn opnar kennslustundirnar, /quit hættir.
# Það sem bíður, nefnt með nafni (mál 38); þjálfun boðin einu sinni þegar skák opnast í skipanalínunni.
train-due-named = { $count ->
    [one] Ein æfing bíður
   *[other] { $count } æfingar bíða
}: { $names }.
train-due-more = og { $count } í viðbót
train-due-puzzle = þraut { $id }, stig { $rating }
train-due-drill = æfingin { $name }
train-due-retry = leikur þinn { $number } sem { $color ->
    [white] hvítur
   *[black] svartur
} í einni af skákunum þínum
train-due-retry-gone = leikur úr einni af skákunum þínum
train-invite = Kennslustundir frá grunni, æfingar og þrautir: /learn.
# annabella train án þess að segja hvað á að þjálfa, og train drill án tegundar (mál 38); að fara yfir skák í skipanalínunni.
train-usage = Hvað á að þjálfa: annabella train learn (kennslustundir frá grunni), drill (borðið eftir eyranu), puzzle (þær sem bíða fyrst), mistakes (úr þínum eigin skákum) eða progress. annabella train --help segir meira.
train-drill-kinds = Æfingarnar: sláðu inn annabella train drill og eitt af þessum orðum.
train-drill-kind = { $kind }: { $name }
train-going-over-how-lines = /quit stöðvar það; hver önnur lína segir hversu langt það er komið.
# Frestur æfingar á tíma, sagður þegar hann kemur, og rétt svar eftir hann (mál 38).
train-time-up-now = Tíminn er liðinn: 30 sekúndur. Svaraðu samt; það telst sem villa.
train-late-right = Rétt, en of seint: það telst sem villa.
# Stig einföldu mátanna (mál 38): nafn þess og hvað það kennir.
train-stage-mates = Einföld mát: drottning, hrókur, tveir hrókar
train-teach-mates = Stakur kóngur er mátaður á borðsbrúninni. Kóngurinn þinn kemur nær og tekur flóttareitina, eða einn hrókur tekur heila reitaröð; svo mátar drottningin eða hinn hrókurinn á brúninni. Skildu hann ekki eftir án leiks meðan hann er ekki í skák: það er patt, jafntefli.
# Stig um gildi mannanna (mál 38): nafn þess, hvað það kennir, markmið þess, að drepa minna virði.
train-stage-values = Gildi mannanna
train-teach-values = Mennirnir eru stiga virði: { $pawn } 1, { $knight } 3, { $bishop } 3, { $rook } 5, { $queen } 9; { $king } er aldrei drepinn. Geturðu drepið annan af tveimur, drepðu þann sem meira er virði.
train-goal-capture-best = Dreptu manninn sem mest er virði.
train-level-worth-less = Ekki leikið: { $taken } er { $worth } virði; { $best }, { $most } virði, má drepa.
# Stigið um valdningu (mál 38): nafn þess, hvað það kennir, markmið þess.
train-stage-protection = Að valda mann
train-teach-protection = Maður er valdaður þegar annar af þínum gæti drepið til baka á reitnum: sá sem drepur hann missir þann sem drap. Þegar ráðist er á einn af þínum, valdaðu hann eða færðu hann burt.
train-unsaved-offer = Þessi umferð er ekki vistuð: ekki er hægt að skrifa æfingaskrána þar sem hún er. Sláðu inn möppu á öðrum diski eða minnislykli til að vista hana þar; auð lína hættir án þess að vista.
train-folder-prompt = Mappa
train-progress-saved-in = Æfingin þín er vistuð í { $path }. Æfðu áfram á henni þar með: annabella train --record { $path }
train-unsaved-lost = Þessi æfingaumferð er ekki vistuð.
train-goal-protect = { $role ->
    [queen] Ráðist er á { $piece } þína á { $square }: valdaðu hana þar sem hún stendur.
    [pawn] Ráðist er á { $piece } þitt á { $square }: valdaðu það þar sem það stendur.
   *[other] Ráðist er á { $piece } þinn á { $square }: valdaðu hann þar sem hann stendur.
}
# The first answer to /learn at the terminal: the choices by group, with their numbers (issue 38).
learn-short = Læra: { $lessons }, kennslustundir í verki, næsta stig sem er ólokið; { $drills }, borðið eftir eyranu, hver æfing án tíma, svo á tíma; { $puzzles }, þrautir; { $mistakes }, mistökin mín og síðasta skákin mín yfirfarin; { $progress }, framfarir mínar.
learn-short-how = Sláðu inn númer eða fyrstu orð valkosts; /help telur upp alla { $count } valkostina, einn í línu; auð lína fer aftur { $back ->
        [questions] í spurningarnar um nýja skák
       *[game] í skákina
    }.
learn-span = { $from } til { $to }
learn-pair = { $from } og { $to }
# Að tefla á netinu úr glugganum (mál 36): valið í glugganum Ný skák og anddyrið.
newgame-vocab-yours = Leikir þínir og andstæðingsins eru sagðir á
newgame-online-elsewhere = Skákir á netinu finnur þú í anddyrinu: skrifaðu quit, síðan annabella online (annabella online --help segir hvernig).
window-online = Tefla á netinu á lichess
window-online-opened = Tefla á netinu á lichess. Tengist. Tab fer um skákir þínar í gangi, áskoranir til þín og eyðublöðin til að leita að skák, skora á skákmann eða tefla við gervigreind lichess; Enter í reit sendir eyðublaðið; Escape fer aftur í skákina.
window-online-not-logged-in = Tefla á netinu á lichess. Þú ert ekki skráð(ur) inn. Skráðu þig inn í vafranum (fyrsti hnappurinn: lichess opnast þar, þú skráir þig inn og leyfir Annabellu), eða búðu til persónulegan lykil á { $url } (með „Play games with the board API“), límdu hann í lykilreitinn og ýttu á Enter. Escape fer aftur í skákina.
window-online-connecting = Tengist lichess.
window-online-closed = Ekki tengt lichess.
window-online-account = Innskráð(ur) á lichess sem { $name }; { $connected ->
    [yes] tengt
   *[no] tengingin rofnaði, tengist aftur
}{ $waiting ->
    [yes] ; leit þín eða áskorun bíður svars.
   *[no] .
}
window-online-login-how = Ekki innskráð(ur). Skráðu þig inn í vafranum, eða límdu hér persónulegan lykil frá lichess.
window-online-token = Persónulegur lykill frá lichess
window-online-log-in = Skrá inn með þessum lykli
window-online-games = Skákir þínar í gangi
window-online-take-up = Enter tekur þessa skák upp.
window-online-challenges = Áskoranir til þín
window-online-accept = Þiggja
window-online-decline = Hafna
window-online-control = Umhugsunartími, mínútur auk sekúndna á leik
window-online-control-hint = Til dæmis 15+10. Leit verður að vera atskák eða hægari (regla lichess): minnst 8 mínútur fyrir skák án viðbótar.
window-online-rated = Til stiga
window-online-seek = Leita að skák við hvern sem er
window-online-user = Nafn skákmannsins á lichess
window-online-challenge = Skora á þennan skákmann
window-online-level = Styrkur gervigreindar lichess, 1 til 8
window-online-ai = Tefla við gervigreind lichess
window-online-cancel = Draga leit þína eða áskorun til baka
window-online-refused = Ekki sent: { $reason }
window-online-check = { $label }: { $value ->
    [yes] já
   *[no] nei
}
window-online-said = { $name }: { $about }
window-online-browser = Skrá inn í vafranum
window-online-reconnect = Tengjast lichess aftur
window-online-reason = Ástæða höfnunar: { $reason ->
    [later] ekki núna, seinna
    [toofast] of hratt fyrir mig
    [tooslow] of hægt fyrir mig
    [timecontrol] ekki þessi umhugsunartími
    [rated] ég vil skák til stiga
    [casual] ég vil skák ekki til stiga
   *[generic] engin gefin
}
