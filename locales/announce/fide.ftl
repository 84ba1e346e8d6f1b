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
