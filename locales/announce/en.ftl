# English announcements. Files keep the Appendix D names (Anna ... Hector), which are clearer when heard than letters.

meta-language = en
meta-say-pawn = no

file-a = Anna
file-b = Bella
file-c = Caesar
file-d = David
file-e = Eva
file-f = Felix
file-g = Gustav
file-h = Hector

rank-1 = one
rank-2 = two
rank-3 = three
rank-4 = four
rank-5 = five
rank-6 = six
rank-7 = seven
rank-8 = eight

piece-king = King
piece-queen = Queen
piece-rook = Rook
piece-bishop = Bishop
piece-knight = Knight
piece-pawn = Pawn

letter-king = K
letter-queen = Q
letter-rook = R
letter-bishop = B
letter-knight = N

takes = takes
check = check
checkmate = checkmate
en-passant = en passant
castle-king-side = short castle
castle-queen-side = long castle
promotion = { $piece }

accept-file-c = Cäsar | Cesar
accept-file-h = Hektor
accept-takes = captures | x
accept-checkmate = mate
accept-castle-king-side = castles short | castle short | short castling | kingside castle | castles kingside
accept-castle-queen-side = castles long | castle long | long castling | queenside castle | castles queenside
accept-filler = to | promotes | promote | equals | on | moves
