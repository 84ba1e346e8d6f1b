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

accept-file-c = Cäsar | Caesar
accept-rank-1 = én | ein
accept-rank-7 = syv
accept-takes = slår ut | tar | x
accept-checkmate = matt
accept-castle-king-side = kort
accept-castle-queen-side = lang
accept-filler = til | på | forvandles | forvandling
