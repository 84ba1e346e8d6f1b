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
or = hoặc

accept-file-c = Xê da | Xêda | Caesar | Cæsar
accept-takes = bắt | x
accept-en-passant = en passant | bắt tốt qua đường
accept-checkmate = chiếu bí
accept-filler = phong cấp | thăng cấp | lên | đến | sang

white = Trắng
black = Đen
event-stalemate = Hết nước đi, hòa
event-draw = Hòa: { $reason ->
    [insufficient-material] không bên nào có thể chiếu hết
    [dead-position] thế cờ chết
    [fivefold] cùng một thế cờ lần thứ năm
    [seventy-five-moves] 75 nước không đi tốt và không ăn quân
    [threefold] lặp lại thế cờ ba lần, đã yêu cầu
    [fifty-moves] 50 nước không đi tốt và không ăn quân, đã yêu cầu
   *[agreement] thỏa thuận
}
event-claim-available = { $claim ->
    [threefold] Có thể yêu cầu hòa: lặp lại thế cờ ba lần
   *[fifty-moves] Có thể yêu cầu hòa: 50 nước không đi tốt và không ăn quân
}
event-result = { $result ->
    [white] Trắng thắng, một không
    [black] Đen thắng, không một
   *[draw] Hòa, mỗi bên nửa điểm
}
event-draw-offer = { $color } đề nghị hòa
event-resignation = { $color } xin thua
event-flag-fall = { $color } hết giờ, cờ rơi
event-both-flags = Cả hai cờ đã rơi

# Thời gian được đọc bằng lời, không bao giờ như mặt đồng hồ ("01:03:10").
time-hours = { $n } giờ
time-minutes = { $n } phút
time-seconds = { $n } giây
time-tenths = { $seconds },{ $tenths } giây
moves-completed = Đã đi { $n } nước

# Comparing a physical board with the game (Appendix D.2.9).
piece-described = { $piece } { $color ->
    [white] trắng
   *[black] đen
}
piece-named = { $piece } { $color ->
    [white] trắng
   *[black] đen
}
square-empty = trống
board-difference = { $square }: { $board ->
    [tactile] trên bàn cờ của bạn
   *[sighted] trên bàn cờ kia
} { $there }, trong ván cờ { $game }
board-in-step = { $board ->
    [tactile] Bàn cờ của bạn
   *[sighted] Bàn cờ kia
} khớp với ván cờ
board-move-missing = { $board ->
    [tactile] Còn phải đi trên bàn cờ của bạn:
   *[sighted] Còn phải đi trên bàn cờ kia:
} { $move }
board-move-ahead = { $board ->
    [tactile] Đã đi trên bàn cờ của bạn nhưng chưa đọc:
   *[sighted] Đã đi trên bàn cờ kia nhưng chưa đọc:
} { $move }

error-empty = Chưa nhập nước đi
error-not-understood = Không hiểu: { $word }
error-incomplete = Nước đi chưa đủ: ô nào?
error-game-over = Ván cờ đã kết thúc
error-no-piece-reaches = Không có { $piece } nào đi được đến { $to }
error-piece-cannot-move = { $piece } ở { $from } không đi được đến { $to }
error-no-own-piece-on = Không có quân của bạn ở { $from }
error-wrong-piece-on = Không có { $piece } ở { $from }
error-own-piece-on-target = Quân của bạn đang ở { $to }
error-nothing-to-capture = Không có quân nào để ăn ở { $to }
error-ambiguous = Chưa rõ: { $candidates }
error-leaves-king-in-check = { $move } không được: Vua sẽ bị chiếu
error-does-not-answer-check = { $move } không được: Vua đang bị chiếu
error-castling-no-right = { $castle } không được: đã mất quyền nhập thành
error-castling-blocked = { $castle } không được: có quân đứng giữa Vua và Xe
error-castling-in-check = { $castle } không được: Vua đang bị chiếu
error-castling-through-check = { $castle } không được: Vua phải đi qua ô bị kiểm soát
error-castling-into-check = { $castle } không được: Vua sẽ bị chiếu
error-promotion-missing = Thiếu quân phong cấp: quân nào ở { $to }?
error-promotion-invalid = Không được phong cấp thành { $piece }
error-not-a-promotion = { $move } không phải là phong cấp
