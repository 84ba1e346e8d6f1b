# Viðmót Annabellu á íslensku.
meta-language = is

color-white = Hvítur
color-black = Svartur

audio-no-device = Ekkert hljóð: { $reason }. Klukkuhljóðin eru af; allt annað virkar.
audio-stream-failed = Hljóðið hætti: { $reason }.
audio-assistant-device-missing = Hljóðtæki aðstoðarmannsins vantar ({ $reason }); merki hans heyrast í aðalútgangi.

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
clock-unknown-key = Óþekktur lykill { $key }. h fyrir hjálp.
