# Vietnamese announcements. Chess words as in the Vietnamese seed text: Vua, Hậu, Xe, Tượng, Mã, Tốt;
# chiếu (check), chiếu hết (checkmate), nhập thành (castling), qua đường (en passant), thăng cấp / phong cấp (promotion).
# Files keep Appendix D's names.

meta-language = vi
meta-say-pawn = no

file-a = Anna
file-b = Bella
file-c = Cäsar
file-d = David
file-e = Eva
file-f = Felix
file-g = Gustav
file-h = Hector

rank-1 = một
rank-2 = hai
rank-3 = ba
rank-4 = bốn
rank-5 = năm
rank-6 = sáu
rank-7 = bảy
rank-8 = tám

piece-king = Vua
piece-queen = Hậu
piece-rook = Xe
piece-bishop = Tượng
piece-knight = Mã
piece-pawn = Tốt

# Vietnamese piece letters: V (Vua), H (Hậu), X (Xe), T (Tượng), M (Mã).
letter-king = V
letter-queen = H
letter-rook = X
letter-bishop = T
letter-knight = M

takes = ăn
check = chiếu
checkmate = chiếu hết
en-passant = qua đường
castle-king-side = nhập thành ngắn
castle-queen-side = nhập thành dài
promotion = { $piece }

accept-file-c = Xê da | Xêda | Caesar | Cæsar
accept-takes = bắt | x
accept-en-passant = en passant | bắt tốt qua đường
accept-checkmate = chiếu bí
accept-filler = phong cấp | thăng cấp | lên | đến | sang
