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
