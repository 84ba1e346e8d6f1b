# Giao diện Annabella bằng tiếng Việt.
meta-language = vi
meta-language-name = Tiếng Việt

color-white = Trắng
color-black = Đen

audio-no-device = Không có âm thanh: { $reason }. Tiếng đồng hồ bị tắt; mọi thứ khác vẫn hoạt động.
audio-stream-failed = Âm thanh đã dừng: { $reason }.
audio-assistant-device-missing = Không có thiết bị âm thanh của người trợ giúp ({ $reason }); tín hiệu của người trợ giúp phát qua đầu ra chính.

speech-unavailable = Không có giọng nói: { $reason }. Mọi lời vẫn được hiển thị thành chữ. Trên Debian hoặc Ubuntu, cài đặt bằng: sudo apt-get install speech-dispatcher speech-dispatcher-espeak-ng espeak-ng
speech-unavailable-windows = Không có giọng nói: { $reason }. Mọi lời vẫn được hiển thị thành chữ, và trình đọc màn hình đang chạy (NVDA, JAWS, Narrator) sẽ đọc chúng. Thêm giọng đọc của Windows trong Cài đặt, Thời gian và ngôn ngữ, Giọng nói.

sound-dot = Một tiếng chuông nhẹ: mốc 5 phút của thời gian còn lại (một chấm nổi).
sound-double-dot = Hai tiếng chuông: mốc mười lăm phút (hai chấm nổi).
sound-flag-minute = Một tiếng lên giọng chậm: cờ đang nâng lên; mỗi phút trong năm phút cuối.
sound-flag-ten-seconds = Một tiếng lên giọng nhanh: mỗi mười giây trong phút cuối.
sound-flag-second = Một tiếng tích ngắn: mỗi giây trong mười giây cuối.
sound-flag-fall = Chuông báo đi xuống và tiếng ù trầm: cờ đã rơi.

clock-ready = Thời gian { $control } ({ $class ->
    [blitz] cờ chớp
    [rapid] cờ nhanh
   *[standard] cờ tiêu chuẩn
}). Nhấn Enter để chạy đồng hồ của { $color }; h để xem trợ giúp.
clock-untimed = Không giới hạn thời gian: đồng hồ đo thời gian mỗi người dùng. Nhấn Enter để chạy đồng hồ của { $color }; h để xem trợ giúp.
clock-help = Enter: người đến lượt đã đi xong (bấm đồng hồ). t: đọc thời gian và số nước. p: dừng hoặc chạy tiếp. q: thoát.
clock-running = Đồng hồ của { $color } đang chạy.
clock-paused = Đồng hồ đã dừng.
clock-resumed = Đồng hồ chạy lại.
clock-error-not-started = Đồng hồ chưa chạy: nhấn Enter.
clock-error-paused = Đồng hồ đang dừng: p để chạy tiếp.
clock-pause-arbiter = Trong giải đấu, chỉ trọng tài mới được dừng đồng hồ.
clock-unknown-key = Phím không rõ { $key }. h để xem trợ giúp.

# ---- Ván cờ ------------------------------------------------------------------------------------
game-start-named = { $mode ->
    [tournament] Ván đấu giải
   *[home] Ván mới
}: { $white } cầm Trắng, { $black } cầm Đen; { $control }. { $players ->
    [two] Hai người chơi trên máy này.
   *[you] Bạn chơi { $color }.
} { $help }
game-start = { $mode ->
    [tournament] Ván đấu giải
   *[home] Ván mới
}, { $control }. { $players ->
    [two] Hai người chơi trên máy này.
   *[you] Bạn chơi { $color }.
} { $help }
help-hint = { $input ->
    [lines] /help để nghe các lệnh.
   *[keys] F1 hoặc h để nghe các phím.
}
game-on = { $players ->
    [two] Bắt đầu: hai người chơi tại máy này.
   *[you] Bắt đầu: bạn chơi { $color }.
} { $help }
game-untimed = không có đồng hồ
unknown-key = Phím { $key } không có tác dụng ở đây. F1 để nghe các phím.
focus-entry = Nhập nước đi: gõ nước đi rồi nhấn Enter. Escape để quay lại bàn cờ.
help-intro = Các phím { $context ->
    [move-entry] khi nhập nước đi
    [promotion] để chọn quân phong cấp
    [arbiter] trong bảng trọng tài
   *[board] trên bàn cờ
}
help-type-any = Nhập nước đi ở bất kỳ dạng nào: { $knight }, Nf3, g1-f3, { $pawn }, e4, { $castle }, O-O. /moves liệt kê các nước đã đi, /fen cho thế cờ, /quit kết thúc.
unknown-command = { $command } không phải là lệnh. /help liệt kê các lệnh.
help-line = { $keys }: { $what }
help-keys-or-line = { $keys } (hoặc { $line } trong ô nhập nước đi)
help-online = { $input ->
    [lines] Trên lichess: { $takeback } xin đi lại, { $decline } từ chối lời đề nghị, { $abort } hủy ván, { $chat } kèm lời của bạn để trò chuyện.
   *[keys] Trên lichess: { $takeback } xin đi lại, { $decline } từ chối lời đề nghị, { $abort } hủy ván, { $chat } trò chuyện; gõ trong ô nhập nước đi: { $lines }.
}
nothing-said = Chưa có thông báo nào.
clock-set = Đồng hồ của { $color } được đặt là { $time }.
sheet-gap = Biên bản của { $color } có { $n ->
    [one] chưa có nước nào
   *[other] các nước đến { $n }
}: hãy ghi nước { $n } trước.
sheet-written = Biên bản của { $color }, nước { $n }, đã ghi.

square = { $square }, { $piece }
board-edge = Mép bàn cờ.
scan = { $squares }
no-piece = Không có { $piece }.
pieces-of = { $piece }: Trắng { $whites ->
    [0] không có
   *[other] { $white }
}; Đen { $blacks ->
    [0] không có
   *[other] { $black }
}.
line = { $pieces }
line-empty = Trống hết.
side-title = { $color }, { $count } quân:
side-group = { $piece } { $squares }
side-kind = { $piece }: { $squares }
error-line-place = “{ $words }” không phải là { $place ->
    [square] một ô
    [rank] một hàng ngang
    [file] một cột
   *[pieces] một màu hay một loại quân
}. Ví dụ: { $example }
no-piece-here = { $square } trống.
piece-moves = { $piece }: { $moves }
piece-no-moves = { $piece } không có nước đi hợp lệ.
piece-no-captures = { $piece } không ăn được quân nào.
square-control = { $square }: Trắng { $whites ->
    [0] không có
   *[other] { $white }
}; Đen { $blacks ->
    [0] không có
   *[other] { $black }
}.
view = { $view ->
    [tactile] Bàn cờ của bạn
    [sighted] Bàn cờ kia
   *[game] Ván cờ
}.
view-only-game = Chỉ có ván cờ: không người chơi nào có bàn cờ bên cạnh ứng dụng.
nothing-pending = Không còn gì: bàn cờ của bạn khớp với ván cờ.
move-in-list = { $number }. { $color }: { $move }
move-with-clock = { $move }; còn { $time }
no-moves-yet = Chưa có nước đi.
list-start = Đầu ván cờ.
list-end = Cuối danh sách nước đi.
whose-turn = Đến lượt { $color }, nước { $number }.
clocks = Trắng { $white }; Đen { $black }; { $moves }.
clocks-untimed = Thời gian đã dùng: Trắng { $white }; Đen { $black }; { $moves }.
material = Lực lượng: Trắng { $white }, Đen { $black }.

lift-empty = { $square } trống: không có gì để nhấc.
lifted = Đã nhấc { $piece }. Đến: { $moves }.
lifted-no-moves = Đã nhấc { $piece }; quân này không có nước đi hợp lệ: đặt lại bằng Escape.
lifted-free = Đã nhấc { $piece }.
remove-empty = { $square } trống: không có gì để bỏ ra.
removed = Đã bỏ { $piece } ra.
remove-own = Quân của bạn đứng ở { $square }: Enter để nhấc nó.
remove-no-capture = Không nước nào của bạn ăn được { $piece }.
place-occupied = Ở đó có { $piece }: hãy bỏ nó ra trước bằng x.
place-own-piece = Ở đó là quân của bạn, { $piece }.
placed-free = Đã đặt { $piece }.
placed = Đã đặt { $move }. Thông báo nước đi bằng a.
placed-remove = Đã đặt { $move }. Bây giờ bỏ quân bị ăn, { $piece }, ra bằng x.
put-back = Đã đặt lại.
nothing-lifted = Chưa nhấc quân nào.
nothing-lifted-place-first = Vẫn còn một quân trên tay: hãy đặt nó xuống trước.
choose-promotion = Quân nào? q Hậu, r Xe, b Tượng, n Mã.
touch-move = Chạm quân phải đi: bạn đã chạm { $piece }; quân này phải đi.
not-your-turn = Đến lượt { $color }.
missing-place = Hãy đặt { $piece } xuống trước.
missing-move = { $input ->
    [lines] Hãy đi trước: gõ nước đi, ví dụ Mf3.
   *[keys] Hãy đi trước: nhấc một quân bằng Enter rồi đặt xuống, hoặc gõ nước đi.
}
missing-pending = Trước tiên hãy đi { $move } trên bàn cờ của bạn; xong thì nhấn c.
missing-remove = Trước tiên hãy bỏ quân bị ăn, { $piece }, ra bằng x.
missing-not-legal = Bàn cờ của bạn không cho thấy nước đi hợp lệ: { $differences }. Escape để đặt lại.
corrected = Sửa lại
wait-repetition = { $color } phải nhắc lại nước đi và đi nó trên bàn cờ của mình trước: c.
wait-press = { $color } chưa bấm đồng hồ.
repeated = { $color } đã nhắc lại nước đi.
made-on-board = { $move }: đã đi trên { $board ->
    [tactile] bàn cờ của bạn
   *[sighted] bàn cờ kia
}.
no-clock = Ván cờ này không có đồng hồ.
press-not-announced = Hãy thông báo { $move } trước, bằng a.
press-too-early = Chưa được. { $missing }
nothing-to-correct = Chưa có nước đi nào được thông báo.
correct-too-late = Đồng hồ đã được bấm: không thể sửa thông báo nữa (Phụ lục D.2.8).
correct-type = Sửa { $move }: gõ nước đi định đi, rồi Enter.
correct-same = Đó là nước đi đã được thông báo.
sheets-agree = Hai biên bản khớp nhau{ $n ->
    [0] {""}
   *[other] , { $n } nước
}: ván cờ giữ nguyên như biên bản.
sheets-differ = Hai biên bản khác nhau từ nước { $number } của { $color }: ván cờ quay lại nước cuối cùng mà cả hai khớp nhau. Trọng tài đặt lại đồng hồ.
put-right = Hãy xếp lại bàn cờ cho đúng, rồi nhấn c.
claim-wrong = Hiện không thể yêu cầu hòa.
claim-wrong-penalty = Hiện không thể yêu cầu hòa: { $color } được thêm { $time }.
resign-confirm = { $color } xin thua? { $input ->
    [lines] Gõ /resign lần nữa để xin thua.
   *[keys] Nhấn lần nữa để xin thua.
}

key-cursor = đi trên bàn cờ, nhìn từ phía bạn
key-scan = đọc các ô theo hướng đó đến quân đầu tiên
key-jump-rank = đến hàng đó
key-jump-file = đến cột đó, 1 là Anna
key-next-piece = quân tiếp theo của bạn thuộc loại đó: k Vua, q Hậu, r Xe, b Tượng, n Mã, p Tốt
key-next-opponent-piece = quân tiếp theo của đối thủ thuộc loại đó
key-list-pieces = mọi quân thuộc loại đó, cả hai màu
key-side-pieces = các quân của một bên: mọi loại, hoặc một loại
key-read-board = cả bàn cờ bằng lời, từng loại quân một
key-read-square = đọc ô
key-read-rank = đọc cả hàng
key-read-file = đọc cả cột
key-piece-moves = các nước đi hợp lệ của quân trên ô, nước ăn quân trước
key-piece-captures = chỉ các nước ăn quân
key-attackers = những quân mỗi màu tấn công ô này
key-lift-place = nhấc quân, hoặc đặt quân đã nhấc vào đây
key-remove = bỏ quân bị ăn ra
key-put-back = đặt quân đã nhấc trở lại
key-announce = thông báo nước đã đi trên bàn cờ của bạn
key-confirm = nước đi đã được nhắc lại và đi trên bàn cờ kia; hoặc: bàn cờ của tôi đã khớp với ván cờ
key-press-clock = bấm đồng hồ
key-pause-clock = dừng cả hai đồng hồ, hoặc cho chạy lại (trong giải đấu, trọng tài làm việc này)
key-correct = sửa nước đã thông báo, cho đến khi bấm đồng hồ
key-promote = quân mới: q Hậu, r Xe, b Tượng, n Mã
key-cancel-promotion = lấy Tốt lại
key-switch-board = chuyển giữa bàn cờ của bạn, bàn cờ kia và ván cờ
key-differences = so sánh bàn cờ này với ván cờ, từng ô một
key-pending = những gì còn phải làm trên bàn cờ của bạn
key-reconcile = so sánh hai biên bản và sửa ván cờ (trọng tài)
key-last-move = nước đi cuối
key-previous-move = nước trước trong danh sách
key-next-move = nước sau trong danh sách
key-whose-turn = đến lượt ai
key-clocks = cả hai đồng hồ và số nước đã đi
key-move-count = số nước đã đi
key-material = lực lượng mỗi bên
key-offer-draw = đề nghị hòa, hoặc nhận lời đề nghị
key-claim-draw = yêu cầu hòa
key-resign = xin thua (nhấn hai lần)
key-evaluate = thế cờ đang thế nào và nước đi tốt nhất (đánh giá của máy: ở nhà, hoặc sau ván đấu)
key-help = trợ giúp cho lúc này; nhấn lần nữa, mọi phím
key-repeat = nhắc lại thông báo cuối
key-verbosity = nói nhiều hay ít sau mỗi nước: ngắn, thường và đầy đủ lần lượt
key-focus-entry = đến ô nhập nước đi
key-focus-board = trở lại bàn cờ

# Cửa sổ
window-title = Annabella: cờ vua cho mọi người, FIDE phụ lục D
view-title = { $view ->
    [exercise] Bàn cờ của bài tập
    [own] Bàn cờ của bạn
    [other] Bàn cờ kia
   *[game] Ván cờ
}
window-clocks = Đồng hồ
window-clock = { $color }: { $time }
window-moves = Nước đi
window-entry = Nước đi:
window-entry-hint = Gõ nước đi rồi nhấn Enter. Escape để quay lại bàn cờ.
window-log = Mọi điều đã nói
window-announce = Thông báo
window-confirm = Xác nhận
window-press-clock = Bấm đồng hồ
window-switch-board = Đổi bàn cờ
window-repeat = Nhắc lại
window-help = Phím
key-hint = phím { $keys }
window-arbiter = Trọng tài…
window-arbiter-panel = Bảng trọng tài
window-arbiter-entry = Thao tác trọng tài:
window-arbiter-pause = Dừng hoặc chạy lại đồng hồ
window-arbiter-log = Đọc sổ sự cố
window-arbiter-close = Đóng bảng
window-incidents = Sổ sự cố
window-large-text = Dành cho người chơi khiếm thính
window-no-display = Không có màn hình để mở cửa sổ ({ $reason }); tiếp tục chơi trong cửa sổ dòng lệnh.

# Đối thủ máy
engine-error-not-started = Không khởi động được chương trình cờ { $program }: { $reason }.
engine-error-no-answer = Chương trình cờ { $program } không trả lời (đang chờ { $waiting }).
engine-error-flooded = Chương trình cờ { $program } gửi quá nhiều trong khi đang được chờ ({ $lines } dòng, đang chờ { $waiting }): đã bỏ dùng chương trình này.
engine-error-illegal-move = Chương trình cờ { $program } đưa ra nước đi không hợp lệ ở đây: { $move }.
engine-error-unreadable = Chương trình cờ { $program } gửi một thứ không phải nước đi: { $line }
engine-error-died = Chương trình cờ { $program } đã ngừng chạy.
engine-error-no-lines = Chương trình cờ { $program } đưa ra nước đi mà không chấm điểm nước nào (không có dòng “info … score … pv”), nên nó không thể đánh giá thế cờ. Hãy dùng một chương trình UCI có đưa ra chúng, như Stockfish.
engine-error-no-legal-move = Không còn nước đi nào: ván cờ đã kết thúc.
match-start = { $first } đấu với { $second }: { $games } ván, { $time } mỗi nước hoặc đồng hồ.
match-game = Ván { $number }: { $white } – { $black } { $result } ({ $termination }, { $moves } nước)
match-score = Tỉ số: { $first } { $points } – { $other } { $second } sau { $games } ván (+{ $wins } ={ $draws } −{ $losses }); chênh lệch Elo { $elo } ± { $margin }
match-score-no-margin = Tỉ số: { $first } { $points } – { $other } { $second } sau { $games } ván (+{ $wins } ={ $draws } −{ $losses }); chênh lệch Elo { $elo } (chưa có sai số: mọi ván kết thúc như nhau)
evaluate-not-during-tournament = { $game ->
    [online] Không có trợ giúp của máy trong ván trực tuyến: lichess cấm điều đó. Hãy hỏi lại sau ván.
   *[tournament] Không được dùng máy trợ giúp trong ván đấu giải: hãy hỏi lại sau ván đấu.
}
engine-thinking = Máy đang suy nghĩ.
evaluate-thinking = Đang xem thế cờ.
engine-fallback-builtin = Chương trình cờ có sẵn, cấp { $level }, sẽ chơi tiếp thay thế.
engine-off = Máy không chơi nữa: bạn hãy tự đi các nước của { $color }.
engine-verdict = { $kind ->
    [equal] Thế cờ gần như cân bằng
    [slightly] { $color } hơi ưu thế
    [better] { $color } hơn khoảng { $count } tốt
    [winning] { $color } đang thắng, hơn khoảng { $count } tốt
   *[mate] { $color } chiếu hết sau { $count } nước
}
engine-best-move = Nước đi tốt nhất: { $move }
computer-plays = Máy chơi quân { $color }: { $engine }.
engine-level = cấp { $level }, { $name ->
    [beginner] người mới bắt đầu
    [novice] người mới chơi
    [casual] người chơi nghiệp dư
    [improving] người chơi đang tiến bộ
    [club] người chơi câu lạc bộ
    [good-club] người chơi câu lạc bộ khá
    [strong-club] người chơi câu lạc bộ mạnh
    [expert] chuyên gia
    [candidate-master] ứng viên kiện tướng
   *[master] kiện tướng
}, khoảng { $elo } Elo

# Sentences around the move words (the player's vocabulary gives those): game events,
# times in words, the board compared with the game (D.2.9), and why a move was refused.
or = hoặc
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
time-hours = { $n } giờ
time-minutes = { $n } phút
time-seconds = { $n } giây
time-tenths = { $seconds },{ $tenths } giây
moves-completed = Đã đi { $n } nước
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
error-too-long = Quá dài để là một nước đi ({ $chars } ký tự): không đọc gì cả.
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

# Chơi công bằng trong ván đấu giải (§11.3.1), hòa, và sổ sự cố.
help-not-in-tournament = { $game ->
    [online] Không được trong ván trực tuyến: lichess không cho phép trợ giúp khi đang chơi. Hãy hỏi lại sau ván.
   *[tournament] Không được dùng trong ván đấu giải: người chơi sáng mắt chỉ có bàn cờ và đồng hồ. Hãy hỏi lại sau ván đấu.
}
illegal-fair = Không phải nước đi hợp lệ.
ambiguous-fair = Quân nào? Hãy nói cả ô xuất phát.
claim-move-stands = Nước đi đã ghi cùng yêu cầu được thực hiện.
diagonal = Đường chéo { $from } đến { $to }: { $pieces }
diagonal-empty = Đường chéo { $from } đến { $to }: trống
key-read-diagonals = đọc hai đường chéo qua ô này
key-incident-last = mục cuối của sổ sự cố
key-incidents = toàn bộ sổ sự cố
incidents-none = Sổ sự cố trống.
incidents-count = { $n } sự cố
incident = Nước { $number }, lúc { $time } (Trắng { $white }, Đen { $black }): { $what }
incident-touched = { $color } đã chạm { $piece }: phải đi quân đó nếu có thể
incident-illegal-attempt = { $color } đã thử một nước đi không hợp lệ
incident-corrected = { $color } đã sửa { $was } thành { $now }
incident-reconciled = đã so sánh biên bản: { $agree ->
    [yes] khớp nhau
   *[no] khác nhau
}, giữ { $n } nửa nước
incident-paused = đã dừng đồng hồ
incident-resumed = đã chạy lại đồng hồ
incident-clock-set = đồng hồ của { $color } đặt thành { $time }
incident-clock-set-moves = đồng hồ của { $color } đặt thành { $time }, { $moves } nước
incident-time-added = { $color } được thêm { $time }
incident-draw-offer = { $color } đề nghị hòa (=)
incident-claim = { $color } yêu cầu hòa: { $outcome }
incident-claim-with-move = { $color } yêu cầu hòa với nước { $move }: { $outcome }
incident-claim-refused = yêu cầu bị từ chối
incident-claim-refused-penalty = yêu cầu bị từ chối, { $color } được thêm { $time }
incident-flag-fall = { $color } hết giờ: { $result }
incident-play-on = ván đấu tiếp tục

# Bảng trọng tài (§6.11, §7, D.2.9).
key-arbiter-open = bảng trọng tài (nhấn hai lần)
key-arbiter-close = đóng bảng trọng tài
key-arbiter-pause = dừng cả hai đồng hồ, hoặc chạy lại
arbiter-confirm = Bảng trọng tài: nhấn F9 lần nữa để mở (trong cửa sổ dòng lệnh gõ /arbiter lần nữa). Phím khác sẽ quay lại ván đấu.
arbiter-open = Bảng trọng tài đã mở. Gõ một thao tác rồi Enter; F1 liệt kê chúng; Escape để đóng.
arbiter-already-open = Bảng trọng tài đã mở rồi.
arbiter-closed = Đã đóng bảng trọng tài.
arbiter-forms = Các thao tác: { $forms }
arbiter-unknown = { $word } không phải thao tác của trọng tài. F1 liệt kê chúng.
arbiter-usage = Hãy viết như sau: { $form }
arbiter-time-added = { $color } được thêm { $time }, giờ còn { $left }.
arbiter-reinstated = Nước đi không hợp lệ của { $color }: thế cờ trước đó được khôi phục, { $color } đi nước { $number }.
arbiter-illegal-second = Đây là nước đi không hợp lệ thứ hai đã hoàn thành của { $color } (§7.5.5).
arbiter-illegal-not-to-move = { $color } không có nước nào trong ván để rút lại.
arbiter-displaced = { $color } đã làm xê dịch quân: được đặt lại bằng thời gian của { $color } (§7.4).
arbiter-noted = Đã ghi vào sổ sự cố.
arbiter-game-over = Ván đấu đã kết thúc: hãy công bố kết quả.
clock-set-moves = Đồng hồ của { $color } đặt thành { $time }, đã đi { $moves } nước.
incident-sheet-entry = biên bản của { $color }, mục { $n }: { $move }
incident-illegal-move = { $color } đã hoàn thành một nước đi không hợp lệ (lần { $count }): { $then }
incident-displaced = { $color } đã làm xê dịch quân
incident-declared = trọng tài công bố kết quả: { $reason }
incident-note = ghi chú của trọng tài: { $text }

# Ván đấu có trợ lý (D.2.10).
key-time-used = thời gian mỗi người đã dùng và số nước đã đi
key-claim-flag = yêu cầu xử thắng khi đối thủ hết giờ
key-report-touch = báo rằng người chơi sáng mắt đã chạm quân trên ô này
time-used = Thời gian đã dùng: Trắng { $white }, Đen { $black }; { $moves }.
flag-claim-now = { $color } đã hết giờ: { $claimant } yêu cầu bằng Ctrl+Shift+F.
flag-none = Chưa ai hết giờ.
touch-reported = Đã báo trọng tài: { $color } đã chạm { $piece }; phải đi quân đó nếu có thể.
touch-report-empty = { $square } trống: không có quân nào bị chạm ở đó.
incident-flag-to-claim = chờ yêu cầu
incident-flag-claim = { $color } đã yêu cầu vì đối thủ hết giờ: { $result }
incident-touch-reported = trợ lý báo rằng { $color } đã chạm { $piece }

# Nhật ký ván đấu: ván đấu được tiếp tục.
taken-up = Ván đấu được tiếp tục từ chỗ đã dừng: { $color } đi, nước { $number }; Trắng { $white }, Đen { $black }. Đồng hồ đang dừng: { $starter ->
    [arbiter] trọng tài sẽ chạy lại.
    [lines] /pause để chạy lại.
   *[player] Ctrl+Shift+Space để chạy lại.
}
incident-taken-up = ván đấu được tiếp tục sau khi ứng dụng dừng; đồng hồ đứng yên
resume-offer = Một ván chưa xong từ { $when }: { $color } đi, nước { $number }, Trắng { $white }, Đen { $black }. Enter để tiếp tục; N để bắt đầu ván mới.
resume-offer-untimed = Một ván chưa xong từ { $when }: { $color } đi, nước { $number }. Enter để tiếp tục; N để bắt đầu ván mới.
resume-new = Một ván mới.
journal-dropped = Mục cuối trước khi ứng dụng dừng chưa được lưu; mọi thứ trước đó đã được khôi phục.
journal-dropped-move = Nước đi cuối trước khi ứng dụng dừng chưa được lưu: { $move }. Hãy đi lại nước đó.
journal-set-aside = Không đọc được nhật ký { $path } từ dòng { $line } ({ $reason }). Nhật ký được giữ nguyên vẹn ở { $moved }; { $kept ->
    [0] không đọc được gì trong đó.
   *[other] { $kept } dòng đầu đọc được.
}
journal-unwritable = Không lưu được ván đấu ({ $reason }). Ván vẫn tiếp tục, được giữ trong bộ nhớ, và mỗi nước đi sẽ thử lưu lại.
journal-writable-again = Đã lưu được trở lại: mọi nước đi đến giờ đã được lưu.
journal-unsaved-warning = { $n } mục chưa được lưu: không ghi được ván đấu ở chỗ hiện tại. { $input ->
    [lines] /save THƯ_MỤC lưu ván ở nơi khác (ổ đĩa khác, thẻ nhớ); /quit lần nữa để thoát mà bỏ qua chúng.
   *[keys] Gõ một thư mục trên ổ đĩa khác để lưu ván ở đó, hoặc đóng lần nữa để thoát mà bỏ qua chúng.
}
save-elsewhere-open = Lưu ván đấu ở nơi khác: gõ một thư mục trên ổ đĩa khác hoặc thẻ nhớ; Enter lưu ở đó, Escape quay lại.
save-elsewhere-folder = Thư mục trên ổ đĩa khác
save-elsewhere-no-folder = Gõ thư mục để lưu ván đấu.
window-save-elsewhere = Lưu ván đấu ở nơi khác
window-save-elsewhere-start = Lưu ở đó
journal-saved-elsewhere = Ván đấu đã được lưu ở { $path }: có thể tiếp tục hoặc xuất ván từ đó.
journal-unreadable = Không đọc được nhật ký { $path } từ dòng { $line }: { $reason }.
journal-unplayable = Không thể chơi lại ván trong nhật ký { $path }: { $reason }.
journal-io = Không dùng được nhật ký { $path }: { $reason }.
journal-open-elsewhere = Ván này đang mở trong một Annabella khác ({ $path }): có thể đọc ván ở đó hoặc bằng annabella export, nhưng không chơi cùng lúc ở đây. Hãy bắt đầu ván mới, hoặc đóng ván kia trước.
journal-open-elsewhere-offer = Ván này đang mở trong một Annabella khác ({ $path }): không thể chơi cùng lúc ở đây. Enter đọc ván ở đây, xem lại các nước đã đi mà không ghi gì vào ván; N bắt đầu ván mới.
journal-read-only = Ván đang mở trong một Annabella khác, được đọc như lúc vừa rồi; không có gì được ghi vào ván.
resume-nothing = Không có ván chưa xong nào để tiếp tục.
resume-newest-over = Ván mới nhất, từ { $when }, đã kết thúc: { $how }.
games-none = Chưa có ván nào được lưu ({ $dir }).
games-line = { $n }. { $when }: { $moves } nước, { $result ->
    [unfinished] chưa xong
   *[other] { $result }
} ({ $path })
key-save-scoresheet = lưu biên bản: PGN, bản in và chữ nổi
scoresheet-saved = Biên bản đã được lưu trong { $dir } với tên { $name }: { $files }.
scoresheet-not-saved = Chưa lưu: { $reason }.
braille-liblouis-missing = liblouis chưa được cài ({ $reason })
braille-liblouis-missing-windows = liblouis không nằm cạnh Annabella ({ $reason }). Để có tệp chữ nổi, hãy tải liblouis cho Windows (liblouis-VERSION-win64.zip từ liblouis.io) và giải nén vào một thư mục tên liblouis nằm cạnh annabella.exe.
braille-liblouis-failed = liblouis không chuyển được với { $table }
window-save-scoresheet = Lưu biên bản

# Hoãn ván (hướng dẫn I).
key-adjourn = hoãn ván đấu: người đến lượt niêm phong một nước
key-cancel-premove = hủy nước đi trước đang giữ (trực tuyến)
key-online-takeback = xin đi lại, hoặc nhận lời xin đi lại của đối thủ
key-online-abort = hủy ván cờ, khi lichess còn cho phép: trước khi cả hai bên đã đi
key-online-decline = từ chối lời đề nghị hòa hoặc xin đi lại của đối thủ
key-online-chat = viết cho đối thủ: ô nhập nước đi mở ra với /chat trong đó; gõ lời của bạn sau nó, rồi Enter
adjourn-seal = Ván đấu bị hoãn. { $color } niêm phong một nước: gõ vào ô nhập nước; nước đó không được đọc cũng không được hiển thị.
adjourn-sealed = { $color } đã niêm phong một nước. Đồng hồ dừng; phong bì đã được ghi.
adjourn-already = Ván đấu đã bị hoãn rồi.
adjourn-adjourned = Ván đấu đang hoãn: trọng tài mở phong bì (unseal) trước khi chơi tiếp.
adjourn-nothing-sealed = Không có nước nào được niêm phong.
adjourn-unsealed = Phong bì đã được mở; nước niêm phong được thực hiện.
envelope-title = Ván hoãn: nước niêm phong
envelope-position = Thế cờ trước nước niêm phong (FEN): { $fen }
envelope-used = Thời gian đã dùng: Trắng { $white }, Đen { $black }
envelope-sealed-by = Niêm phong bởi { $color }, nước { $number }
envelope-move = Nước niêm phong: { $move }
envelope-draw-offer = Lời đề nghị hòa của { $color } vẫn còn
envelope-resumption = Tiếp tục chơi: { $when }
envelope-saved = Phong bì đã được ghi vào { $text } và { $html }: hãy in và niêm phong.
incident-sealed = ván đấu bị hoãn; { $color } đã niêm phong một nước
incident-unsealed = phong bì đã được mở; nước niêm phong của { $color } đã được thực hiện

# Cài đặt được giữ lại.
settings-problem = { $file }: { $key } = { $value } không được dùng ({ $reason }); giá trị mặc định được giữ.
settings-not-a-setting = không phải một cài đặt
settings-not-a-section = không phải một mục
settings-one-of = một trong: { $words }
settings-a-word = một từ trong ngoặc kép, hoặc một số
settings-a-number = một số
settings-a-level = một số từ 0 đến 1
settings-a-zoom = mức phóng to từ 100 đến 400 phần trăm
settings-voices-table = một bảng ngôn ngữ = "giọng"
settings-voice-name = { $language }: tên của một giọng
settings-no-keys = không có phím nào tên { $context }
settings-key-lines = các dòng dạng phím = lệnh
settings-not-a-command = { $chord }: không phải một lệnh
settings-unreadable = Không đọc được { $file } ({ $reason }); dùng các giá trị mặc định, tệp được giữ nguyên.
settings-unreadable-at = Không đọc được { $file } từ dòng { $line } ({ $reason }); dùng các giá trị mặc định, tệp được giữ nguyên.
settings-not-text = tệp không phải văn bản UTF-8: hãy lưu lại dưới dạng UTF-8
settings-a-folder = một thư mục nằm ở chỗ của tệp
settings-unwritable = Không ghi được { $file } ({ $reason }); tệp vẫn như cũ.
settings-saved = Đã lưu vào { $file }.
voices-language = { $lang }: { $count } giọng, giọng đầu tiên { $first }
voices-none = Dịch vụ giọng nói không có giọng nào.
voices-no-language = Dịch vụ giọng nói không có giọng cho { $lang }.

# Âm thanh của đồng hồ.
key-sound-on-off = bật hoặc tắt âm thanh đồng hồ
key-sound-louder = âm thanh đồng hồ to hơn
key-sound-softer = âm thanh đồng hồ nhỏ hơn
sound-off = Đã tắt âm thanh.
sound-on = Đã bật âm thanh, âm lượng { $percent } phần trăm.
review-start = Xem lại { $white } – { $black }: { $plies } nửa nước, { $result }. Ctrl+Trái và Ctrl+Phải (/back, /next) đi qua các nước; các phím bàn cờ xem từng thế cờ.

# Hộp thoại ván mới (Ctrl+N).
key-new-game = một ván mới: hộp thoại ván mới
# A dialog's choice as a screen reader names it: its label and its value.
dialog-choice-name = { $label }: { $value }
newgame-terminal = Trong cửa sổ dòng lệnh, một ván mới bắt đầu bằng annabella play và các tùy chọn của nó (annabella play --help).
after-game-lines = Tiếp theo? Gõ review để xem lại ván cờ (/back và /next để đi qua từng nước), export để lưu biên bản, rematch để chơi lại với màu quân đổi nhau, new để chơi lại ván như cũ, hoặc quit để thoát.
window-new-game = Ván mới
window-new-game-start = Bắt đầu ván
window-new-game-cancel = Quay lại ván đấu
newgame-open = Ván mới.{ $game ->
    [kept] {" "}Ván đang chơi vẫn được lưu: Escape quay lại ván đó, và có thể chơi tiếp sau.
   *[none] {""}
} Enter bắt đầu ván; Tab và các phím mũi tên thay đổi lựa chọn.
newgame-open-lines = Ván mới.{ $game ->
    [kept] {" "}Ván đang chơi vẫn được lưu: /cancel quay lại ván đó, và có thể chơi tiếp sau.
   *[none] {""}
}
newgame-prompt = Ván mới
back-to-game = Quay lại ván đấu.
newgame-choice = { $label }: { $value }, { $n } trên { $count }
newgame-changed = { $value }, { $n } trên { $count }
newgame-text = { $label }, văn bản: { $text }
newgame-text-empty = { $label }, văn bản, trống
newgame-typed = { $text }
newgame-opponent = Đối thủ
newgame-opponent-value = { $value ->
    [computer] máy tính
    [friend] một người bạn ở máy tính này
    [tournament] một đối thủ sáng mắt tại giải đấu
    [online] trực tuyến trên lichess
   *[assistant] một ván giải đấu có trợ lý
}
newgame-engine = Chương trình cờ
newgame-engine-builtin = chương trình cờ có sẵn
newgame-engine-other = một chương trình khác, gõ vào
newgame-engine-found = { $program }, tìm thấy trên máy tính này
newgame-engine-path = Chương trình cờ (một engine UCI)
newgame-level = Cấp độ
newgame-side = Bạn cầm quân
newgame-side-value = { $value ->
    [white] Trắng
    [black] Đen
   *[random] Trắng hoặc Đen, bốc thăm
}
newgame-impaired = Khiếm thị
newgame-impaired-value = { $value ->
    [white] Trắng
    [black] Đen
    [both] cả hai người chơi
   *[none] không ai
}
newgame-name = { $color ->
    [white] Tên của bên Trắng
   *[black] Tên của bên Đen
}
newgame-vocab = { $color ->
    [white] Nước đi của Trắng được đọc bằng
   *[black] Nước đi của Đen được đọc bằng
}
newgame-vocab-value = { $value ->
    [fide] các từ FIDE: Anna, Bella, Cäsar
    [nb] tiếng Na Uy
    [en] tiếng Anh
    [is] tiếng Iceland
   *[vi] tiếng Việt
}
newgame-time = Thời gian thi đấu
newgame-time-value = { $control }, { $class ->
    [blitz] cờ chớp
    [rapid] cờ nhanh
   *[standard] cờ tiêu chuẩn
}
newgame-time-other = một thời gian khác, gõ vào
newgame-time-text = Thời gian thi đấu, ví dụ 90+30 hoặc 40/90, 30, +30s
newgame-start = Thế cờ ban đầu
newgame-start-value = { $value ->
    [standard] thế cờ tiêu chuẩn
    [chess960-random] Chess960, một thế cờ bốc thăm ngẫu nhiên
    [chess960] Chess960, theo số
    [pgn] nơi một ván trong tệp PGN dừng lại
   *[fen] một thế cờ bằng FEN
}
newgame-start-text = { $start ->
    [chess960] Số Chess960, từ 0 đến 959
    [pgn] Tệp PGN có ván được chơi tiếp
   *[fen] Thế cờ bằng FEN
}
newgame-tactile = Một bàn cờ xúc giác bên cạnh ứng dụng
newgame-yes-no = { $value ->
    [yes] có
   *[no] không
}
newgame-cues = Âm thanh đồng hồ
newgame-cues-value = { $value ->
    [tactile] các chấm và cờ hiệu của đồng hồ xúc giác
    [speak] những âm đó, và đọc thời gian
    [both] cả hai đồng hồ
   *[off] không có
}
newgame-bad-engine = Hãy gõ chương trình cờ, hoặc chọn chương trình cờ có sẵn.
newgame-bad-time = Không phải thời gian thi đấu: { $text }. Hãy viết như 90+30, 40/90, 30, +30s hoặc 5d3.
newgame-bad-chess960 = Không phải số Chess960: { $text }. Hãy gõ một số từ 0 đến 959.
newgame-bad-fen = Không thể bắt đầu ván từ thế cờ này: { $text }
newgame-tournament-needs-vi = Một ván theo phụ lục D có người chơi khiếm thị: hãy chọn người đó.
newgame-refused = Những lựa chọn này không tạo thành một ván: { $text }
form-line-how = Gõ một số hoặc từ đầu tiên của một giá trị để chọn; /next và /back chuyển sang câu hỏi kế tiếp và trước đó; một dòng trống để bắt đầu; /cancel để quay lại.
form-line-not-a-value = “{ $text }” không phải là một giá trị: hãy gõ một số từ 1 đến { $count }, hoặc từ đầu tiên của một giá trị.
newgame-button = { $label }, nút

# Cửa sổ trông như thế nào (chế độ cho người nhìn kém).
key-zoom-in = lớn hơn: phóng to
key-zoom-out = nhỏ hơn: thu nhỏ
key-zoom-reset = trở về 100 phần trăm
key-full-screen = bật hoặc tắt toàn màn hình
key-theme = bảng màu tiếp theo: ô sáng và ô tối, trắng trên đen, đen trên vàng
key-layout = một bàn cờ lớn nhất cửa sổ cho phép, hoặc mọi bàn cờ cạnh nhau
view-window-only = Điều đó thay đổi giao diện cửa sổ; trong dòng lệnh không có gì để thay đổi.
view-zoom = Phóng to { $percent } phần trăm.
view-full-screen = { $on ->
    [on] Toàn màn hình.
   *[off] Tắt toàn màn hình.
}
view-theme = { $theme ->
    [classic] Ô sáng và ô tối.
    [white-on-black] Trắng trên đen.
   *[black-on-yellow] Đen trên vàng.
}
view-layout = { $layout ->
    [one] Một bàn cờ, lớn nhất cửa sổ cho phép; v chuyển bàn cờ.
   *[all] Mọi bàn cờ cạnh nhau.
}

# Hộp thoại cài đặt (F12).
key-settings = cài đặt: ngôn ngữ, giọng đọc, âm thanh, điều nói sau nước đi, màu sắc, phóng to
window-settings = Cài đặt
window-settings-keep = Giữ các cài đặt này
window-settings-cancel = Quay lại như cũ
settings-open = Cài đặt. Mỗi thay đổi được nghe ngay. Tab chuyển giữa các mục, mũi tên lên và xuống thay đổi, Enter giữ lại, Escape trả lại như cũ.
settings-kept = Đã giữ cài đặt.
settings-kept-saved = Đã giữ cài đặt và lưu vào { $file }.
settings-put-back = Cài đặt đã trở lại như cũ.
settings-language = Ngôn ngữ giao diện
settings-rate = Tốc độ đọc
settings-pitch = Cao độ giọng
settings-volume = Âm lượng giọng đọc
settings-voice = Giọng đọc
settings-move-voice = Giọng đọc nước đi
settings-voice-system = giọng của hệ thống cho ngôn ngữ này
settings-sounds = Âm lượng đồng hồ
settings-theme = Bảng màu
settings-zoom = Phóng to
settings-boards = Bàn cờ
settings-percent = { $n } phần trăm
settings-theme-value = { $value ->
    [classic] ô sáng và ô tối
    [white-on-black] trắng trên đen
   *[black-on-yellow] đen trên vàng
}
settings-boards-value = { $value ->
    [fit] một bàn cờ khi tất cả sẽ quá nhỏ
    [one] một bàn cờ, lớn nhất cửa sổ cho phép
   *[all] mọi bàn cờ cạnh nhau
}
settings-verbosity = Điều nói sau mỗi nước đi
settings-verbosity-value = { $value ->
    [brief] chỉ nước đi
    [normal] nước đi, ai đi và quân bị bắt
   *[full] nước đi, ai đi, quân bị bắt, ai đến lượt và thời gian còn lại
}
# /verbosity trong ván đấu ở dòng lệnh.
verbosity-now = Sau mỗi nước từ giờ: { $value ->
    [brief] chỉ nước đi
    [normal] nước đi, ai đi và quân bị bắt
   *[full] nước đi, ai đi, quân bị bắt, ai đến lượt và thời gian còn lại
}.
verbosity-tournament = Trong ván đấu giải chỉ nói nước đi: không có gì để đổi.
settings-terminal = Trong dòng lệnh, cài đặt nằm trong tệp cài đặt: annabella settings hiển thị tệp đó và những gì trong đó không dùng được.
settings-not-saved = Cài đặt được giữ nhưng chưa lưu: { $reason }

# Thanh trình đơn (F10).
key-menu = thanh trình đơn (cả phím Alt riêng): mọi lệnh cùng phím của nó
menu-terminal = Trong dòng lệnh, /help liệt kê các lệnh.
menu-game = Ván đấu
menu-board = Bàn cờ
menu-clock = Đồng hồ
menu-arbiter = Trọng tài
menu-view = Hiển thị
menu-help = Trợ giúp
menu-open = Trình đơn { $menu }: { $item }
menu-item = { $label }, { $keys }, { $n } trên { $count }
menu-item-no-keys = { $label }, { $n } trên { $count }
menu-closed = Đã đóng trình đơn.
menu-bar-help = Trong thanh menu: trái và phải chuyển giữa các menu, lên và xuống chuyển giữa các mục, mỗi mục được đọc kèm phím tắt; Enter thực hiện mục, Escape đóng menu. Shift+F1 cho biết mọi phím.
menu-item-name = { $label }, { $keys }
window-menu-bar = Thanh trình đơn

# Xem lại một ván từ tệp (Ctrl+O).
key-review = xem lại một ván từ tệp PGN
window-review = Xem lại một ván
window-review-start = Xem lại
review-open = Xem lại một ván từ tệp PGN. Hãy gõ đường dẫn của tệp; Tab chuyển tới số thứ tự ván; Enter mở ván, Escape quay lại.
review-file = Tệp PGN
review-number = Ván thứ mấy trong tệp, từ 1
review-no-file = Hãy gõ đường dẫn của một tệp PGN.
review-bad-number = Không phải số thứ tự ván: { $text }. Hãy gõ 1 cho ván đầu tiên trong tệp.
review-cannot = Không thể xem lại tệp này: { $reason }
review-terminal = Trong dòng lệnh, xem lại một ván bằng annabella play --review TỆP.pgn.

# Ai đọc gì: ứng dụng hay trình đọc màn hình.
settings-speech = Giọng đọc
settings-speech-value = { $value ->
    [app] ứng dụng đọc mọi thứ
    [events] trình đọc màn hình đọc phần đang được chọn, ứng dụng đọc nước đi và sự kiện
   *[screen-reader] trình đọc màn hình đọc mọi thứ
}
settings-engine = Bộ tổng hợp giọng
settings-engine-value = { $value ->
    [builtin] giọng tích hợp sẵn, nhanh nhất
   *[system] giọng của hệ thống (Speech Dispatcher)
}
speech-mode-chosen = Giọng đọc như đã chọn.
speech-mode-found = Một trình đọc màn hình đang chạy: nó đọc các ô và trường khi chúng được chọn, ứng dụng đọc nước đi và sự kiện. F12 thay đổi điều này.
speech-mode-none = Không có trình đọc màn hình nào đang chạy: ứng dụng đọc mọi thứ.
speech-mode-unknown = Không biết được có trình đọc màn hình đang chạy hay không (không có bus trợ năng): ứng dụng đọc mọi thứ.
newgame-pgn-none = Hãy gõ đường dẫn của tệp PGN.
newgame-pgn-unreadable = Không thể chơi tiếp ván đó: { $text }
newgame-remembered-unreadable = Không đọc được các lựa chọn gần nhất của hộp thoại Ván mới, { $file } ({ $reason }); hộp thoại mở với các giá trị mặc định, và ván tiếp theo bắt đầu từ đó sẽ được ghi nhớ lại từ đầu.
newgame-remembered-unreadable-at = Không đọc được các lựa chọn gần nhất của hộp thoại Ván mới, { $file }, từ dòng { $line } ({ $reason }); hộp thoại mở với các giá trị mặc định, và ván tiếp theo bắt đầu từ đó sẽ được ghi nhớ lại từ đầu.
newgame-remembered-unwritable = Không thể ghi nhớ các lựa chọn của ván này cho lần sau vào { $file } ({ $reason }); ván vẫn tiếp tục, và lần sau hộp thoại Ván mới mở với các lựa chọn được ghi nhớ gần nhất.
newgame-pgn-over = Ván đó đã kết thúc ({ $text }): hãy xem lại bằng Ctrl+O.
newgame-not-in-tournament = { $game ->
    [online] Không được trong ván trực tuyến: ván khác phải đợi đến khi ván này kết thúc.
   *[tournament] Không được trong ván giải đấu: ván khác phải đợi đến khi ván này kết thúc hoặc tạm hoãn.
}

# Vì sao một việc bị từ chối hoặc không thành (core/src/explain.rs): các cụm câu cũng đứng được
# sau dấu hai chấm (“Những lựa chọn này không tạo thành một ván: …”), nên không có dấu chấm ở
# cuối. Chữ người dùng nhập được nhắc lại trong ngoặc kép; các từ cài đặt (mode, white, on) được
# giữ nguyên như phải gõ.
error-rules-bad-fen = không dùng được thế cờ “{ $fen }”: { $reason }
error-rules-chess960-number = các thế cờ Chess960 được đánh số từ 0 đến 959, không phải { $number }
error-rules-illegal-move = nước { $move } không hợp lệ trong thế cờ này
error-rules-game-over = ván cờ đã kết thúc ({ $end })
error-fen-unreadable = đây không phải là FEN
error-fen-board = không đọc được vị trí các quân
error-fen-turn = bên đi không phải w cũng không phải b
error-fen-castling = không đọc được quyền nhập thành
error-fen-en-passant-field = không đọc được ô bắt tốt qua đường
error-fen-counters = các bộ đếm nước đi không phải là số
error-fen-empty-board = bàn cờ trống
error-fen-missing-king = thiếu một quân vua
error-fen-too-many-kings = một bên có nhiều hơn một quân vua
error-fen-pawns-on-back-rank = có quân tốt đứng ở hàng đầu tiên hoặc hàng cuối cùng
error-fen-castling-rights = một quyền nhập thành không có vua hoặc xe để nhập thành
error-fen-en-passant-square = không quân tốt nào có thể vừa đi qua ô bắt tốt qua đường
error-fen-opposite-check = bên không đến lượt đi đang bị chiếu
error-fen-impossible-check = không nước đi cuối nào có thể tạo ra nước chiếu này
error-fen-too-much-material = có nhiều quân hơn số quân một ván cờ có thể có
error-end-checkmate = chiếu hết
error-end-stalemate = hết nước đi
error-end-insufficient-material = không bên nào có thể chiếu hết
error-end-dead-position = thế cờ chết
error-end-fivefold = cùng một thế cờ lần thứ năm
error-end-seventy-five-moves = 75 nước không đi tốt và không ăn quân
error-setup-twice = { $setting } được đưa ra hai lần
error-setup-start-twice = thế cờ bắt đầu (fen, chess960) được đưa ra hai lần
error-setup-computer-in-tournament = máy chỉ chơi ở nhà (mode home): trong giải đấu, đối thủ là một người
error-setup-computer-plays-reader = máy không thể chơi quân { $color ->
    [white] Trắng
   *[black] Đen
}: đó là người chơi khiếm thị mà ứng dụng phục vụ (hãy chọn màu kia, hoặc --vi)
error-setup-computer-without-game = máy cần có ván cờ: khi ứng dụng chỉ là đồng hồ, cả hai người chơi đều ngồi ở bàn cờ
error-setup-online-not-alone = ván cờ trực tuyến được chơi với đối thủ trên lichess, theo đồng hồ của lichess: không kèm máy tính, giải đấu hay chỉ đồng hồ
error-setup-volume = âm lượng tín hiệu là một số từ 0 đến 1, không phải { $value }
error-setup-name-not-printable = tên của bên { $color ->
    [white] Trắng
   *[black] Đen
} có ký tự điều khiển ({ $name }): tên phải là văn bản in được trên một dòng
error-time-unknown = không rõ thời gian thi đấu (?)
error-time-hourglass = đồng hồ cát (*) không phải là thời gian thi đấu của đồng hồ cờ
error-time-not-understood = “{ $part }” không phải là một giai đoạn (như 90, 40/90 hoặc 5+3) hay thời gian cộng thêm (+30s, d5s, b5s)
error-time-empty = “{ $part }” không cho thời gian nào
error-time-unreachable = “{ $part }” dành cho phần còn lại của ván, nên các giai đoạn sau nó không bao giờ bắt đầu
error-clock-not-started = đồng hồ chưa được bấm chạy
error-clock-already-started = đồng hồ đã đang chạy
error-clock-paused = đồng hồ đang dừng
error-clock-not-paused = đồng hồ không dừng
error-pgn-game = ván { $game }: { $error }
error-pgn-token-first = trước nước đầu tiên: “{ $token }” không phải là nước đi
error-pgn-token = sau { $after }: “{ $token }” không phải là nước đi
error-pgn-after-end = nước { $number } { $san } đến sau khi ván cờ đã kết thúc ({ $end }); các nước trước đó được giữ lại
error-pgn-variant = biến thể “{ $variant }” không được hỗ trợ (chỉ cờ vua thường và Chess960)
error-pgn-illegal-move = nước { $number } { $san } không phải là nước hợp lệ trong thế cờ đó
error-pgn-io = không đọc được tệp: { $reason }
error-engine-level = các cấp của chương trình cờ có sẵn là từ { $min } đến { $max }, không phải “{ $text }”
error-engine-no-program = uci: cần đường dẫn của chương trình cờ
error-engine-option = tùy chọn của chương trình cờ được viết TÊN=GIÁ_TRỊ, không phải “{ $text }”
error-engine-spec = chương trình cờ là builtin:CẤP hoặc uci:ĐƯỜNG_DẪN[:TÙY_CHỌN=GIÁ_TRỊ…], không phải “{ $text }”
error-key = không phải là phím: “{ $text }”
error-vocab-syntax = lỗi cú pháp: { $detail }
error-vocab-missing = thiếu thông điệp “{ $id }”
error-vocab-collision = “{ $phrase }” vừa có nghĩa là { $first } vừa là { $second }
error-arbiter-unknown = không phải thao tác của trọng tài: “{ $word }”
error-usage = hãy viết như sau: { $form }
error-script-line = dòng { $line }: { $problem }
error-script-time-back = thời gian lùi lại từ { $from } s về { $to } s
error-script-focus = focus entry hoặc board, không phải “{ $text }”
error-script-setting-late = cài đặt { $setting } phải đứng trước lần nhập đầu tiên
error-script-unknown-line = dòng không rõ: { $line }
error-setting-unknown = không phải là cài đặt: { $setting }
error-setting-on-off = { $setting } … on hoặc off, không phải “{ $text }”
error-setting-one-of = { $setting } { $names } hoặc { $last }, không phải “{ $text }”
error-setting-color = white hoặc black, không phải “{ $text }”
error-setting-time = không phải là thời gian: “{ $text }”
error-setting-time-too-long = không phải là thời gian tối đa 1000 giờ: “{ $text }”
error-setting-language = không có ngôn ngữ giao diện “{ $text }”
error-setting-chess960 = không phải là số Chess960: “{ $text }”

# Giờ đầu tiên ở nhà (vấn đề 28): những câu trả lời không phải tìm.
move-by-computer = Máy đi { $move }
move-took = Bị bắt: { $piece }
after-move-turn = Lượt của { $color }.
after-move-turn-clock = Lượt của { $color }, còn { $time }.
draw-offer-with-move = Lời cầu hòa đi kèm nước đi tiếp theo của { $color }.
draw-offer-stands = Lời cầu hòa của { $color } vẫn còn.
draw-offer-stands-computer = Lời cầu hòa của { $color } vẫn còn: máy trả lời bằng nước đi của nó.
computer-draw-answer = { $answer ->
    [accept] Máy chấp nhận hòa: máy thấy thế cờ gần như cân bằng.
    [opening] Máy từ chối hòa: ván cờ mới bắt đầu.
    [verdict] Máy từ chối hòa: { $verdict }.
   *[unsure] Máy từ chối hòa.
}
obstacle-in-the-way = Bị chặn bởi: { $piece } ở { $square }.
obstacle-pins = Bị ghim vào vua bởi: { $piece } ở { $square }.
obstacle-would-check = Vua sẽ bị chiếu bởi: { $piece } ở { $square }.
obstacle-checks = Đang bị chiếu bởi: { $piece } ở { $square }.
key-help-all = mọi phím, theo nhóm
typed-new-game = một ván mới
typed-help = trợ giúp cho lúc này
typed-help-all = mọi lệnh, theo nhóm
typed-resign = xin thua (gõ hai lần)
typed-arbiter-open = bảng trọng tài (gõ hai lần)
typed-learn = luyện tập bên cạnh ván đấu: các lựa chọn của Học, chọn một mục bằng số
typed-online-chat = gửi phần còn lại của dòng cho đối thủ (/chat chúc may mắn)
# A board reading as the terminal's help writes it: its command and an example of its place
# (a square, or a side's piece as the interface names it).
reading-written = { $name } { $example }
help-now = { $moment ->
    [in-hand] Một quân đang ở trong tay bạn.
    [promotion] Tốt đã đến hàng cuối: chọn quân mới.
    [computer] Máy đang nghĩ; trong lúc đó bạn có thể đọc bàn cờ.
    [online] { $color } đi trên lichess: nước bạn gõ bây giờ là nước đi trước, được gửi khi nước đó đến.
    [over] Ván cờ đã kết thúc.
    [review] Đang xem lại một ván cờ.
   *[to-move] Lượt của { $color }.
}
help-more = { $input ->
    [lines] { $keys }: mọi lệnh, theo nhóm.
   *[keys] { $keys } lần nữa: mọi phím, theo nhóm.
}
help-group = { $group ->
    [board] Đọc bàn cờ:
    [moving] Đi quân:
    [game] Ván cờ:
    [online] Trên lichess:
    [clock] Đồng hồ:
    [window] Cửa sổ:
   *[tournament] Giải đấu và trọng tài:
}
help-type-move = Nhập nước đi: { $knight }, Nf3 hoặc { $pawn }.
taken-up-untimed = Ván đấu được tiếp tục từ chỗ đã dừng: { $color } đi, nước { $number }.
clocks-none = Ván này không có đồng hồ; { $moves }.
incident-untimed = Nước { $number }: { $what }
evaluate-still-thinking = Vẫn đang xem thế cờ: câu trả lời sắp có.
evaluate-computer-moving = Máy đang nghĩ nước đi của nó: hãy hỏi lại khi máy đã đi.
leave-confirm = Rời ván cờ? Ván vẫn được lưu và có thể tiếp tục sau. { $input ->
    [lines] Gõ /quit lần nữa để rời.
   *[keys] Nhấn cùng phím lần nữa để rời.
}

# Lỗi do lệnh, tệp hoặc thiết bị báo (lý do như hệ thống đưa ra).
error-io = { $reason }
error-reason = { $reason }
error-script-unmet = { $file }: { $count } kỳ vọng không đúng
error-file = { $file }: { $reason }
error-no-data-folder = không có thư mục dữ liệu (không có thư mục nhà)
error-no-config-folder = không có thư mục cấu hình (không có thư mục nhà)
error-not-a-saved-game = không phải ván đã lưu: { $game } (một số, latest, hoặc tệp .jsonl)
error-no-saved-game = không có ván đã lưu { $game } trong { $dir }
pgn-file-unreadable = không đọc được { $file }: { $reason }
pgn-file-too-large = { $file } lớn hơn { $megabytes } MB: không đọc
pgn-file-binary = { $file } không phải tệp văn bản PGN (dữ liệu nhị phân ở byte { $at })
pgn-file-broken = { $file }: { $reason }
pgn-file-no-game = { $file }: không có ván { $number } (tệp có { $count } ván)
clock-pressed-with-move = Ở nhà đồng hồ được bấm cùng nước đi: đồng hồ của { $color } đang chạy.


# Màn hình chữ nổi. Chữ cái của quân cờ trên dòng bàn cờ, mỗi ô một ô chữ nổi: a–z (Trắng có chấm 7,
# Đen không có). Tốt viết là P vì T đã là Tượng.
braille-piece-king = V
braille-piece-queen = H
braille-piece-rook = X
braille-piece-bishop = T
braille-piece-knight = M
braille-piece-pawn = P
braille-hand = trên tay: { $piece }{ $square }
braille-clocks = Trắng { $white }  Đen { $black }
braille-cue = { $color }: { $time }
braille-ready = Màn hình chữ nổi: { $cells } ô ({ $driver }).
braille-missing = Không có màn hình chữ nổi: { $reason }. Ván cờ tiếp tục mà không có nó.
braille-lost = Mất kết nối với màn hình chữ nổi ({ $reason }); đang kết nối lại.
braille-reason-library = chưa cài libbrlapi (apt install brltty)
braille-reason-screen-reader = trên Windows, màn hình chữ nổi hoạt động qua trình đọc màn hình của bạn (NVDA, JAWS và Narrator hiển thị chữ của cửa sổ trên đó)
braille-reason-server = không có máy chủ BrlAPI nào trả lời (brltty có đang chạy không?): { $detail }
braille-reason-no-device = brltty không có màn hình nào được kết nối
braille-reason-too-large = màn hình chữ nổi báo có { $cells } ô, nhiều hơn bất kỳ màn hình nào (dùng tối đa { $most } ô): máy chủ bị lỗi, nên không ghi gì lên nó
braille-reason-timeout = máy chủ BrlAPI không trả lời trong { $seconds } giây
braille-reason-tty = không chiếm được màn hình: { $detail }

# Luyện tập tại nhà (annabella train): bài học, bài tập, câu đố, tiến bộ. Các từ cờ vua lấy
# từ bộ từ vựng của người chơi; $color là white hoặc black.
train-due = { $count ->
    [0] Không có bài tập nào đến hạn.
   *[other] Có { $count } bài tập đến hạn.
}
train-side = { $color ->
    [white] Trắng
   *[black] Đen
}: { $pieces }.
train-your-move = Đến lượt bạn.
train-puzzle-intro = Câu đố hệ số { $rating }, { $pieces } quân. Bạn cầm quân { $color ->
    [white] Trắng
   *[black] Đen
}.
train-puzzle-last-move = { $color ->
    [white] Trắng
   *[black] Đen
} vừa đi { $move }.
train-puzzle-right = Đúng. { $color ->
    [white] Trắng
   *[black] Đen
} đáp lại { $move }. Đến lượt bạn.
train-puzzle-solved = Đã giải xong!
train-puzzle-wrong = { $move } không phải nước đúng. Hãy thử lại, xin gợi ý, hoặc bỏ cuộc.
train-puzzle-over = Câu đố này đã kết thúc.
train-puzzle-none = Không có câu đố nào khớp với yêu cầu của bạn.
train-hint-piece = Hãy xem quân { $piece } ở { $square }.
train-hint-square = Nó đi đến { $square }.
train-hint-move = Nước đi là { $move }.
train-rating-up = Hệ số câu đố của bạn tăng { $change } lên { $rating }.
train-rating-down = Hệ số câu đố của bạn giảm { $change } xuống { $rating }.
train-rating-same = Hệ số câu đố của bạn giữ nguyên { $rating }.
train-stage-board = Bàn cờ: Vua đi
train-stage-rook = Quân Xe
train-stage-bishop = Quân Tượng
train-stage-queen = Quân Hậu
train-stage-king = Quân Vua
train-stage-knight = Quân Mã
train-stage-pawn = Quân Tốt
train-stage-capture = Ăn quân
train-stage-promotion = Phong cấp
train-stage-castling = Nhập thành
train-stage-en-passant = Bắt tốt qua đường
train-stage-check = Chiếu
train-stage-mate = Chiếu hết
train-stage-stalemate = Hết nước đi
train-stage-draws = Hòa
train-stage-tournament = Giải đấu đầu tiên
train-level-intro = { $stage }, cấp { $level } trên { $levels }.
train-goal-visit = { $count ->
    [one] Hãy đi đến { $square }.
   *[other] Hãy đi đến { $square }; ô tiếp theo sẽ được nói khi bạn đến đó.
}
train-goal-capture-all = Hãy ăn hết quân Đen trừ Vua. Đen không đi.
train-goal-promote = Hãy phong cấp cho quân Tốt.
train-goal-castle = Hãy nhập thành: { $castle }.
train-goal-en-passant = Hãy ăn { $words }.
train-goal-check = Hãy chiếu Vua.
train-goal-mate = Hãy chiếu hết.
train-goal-stalemate = Hãy đi một nước để Đen không bị chiếu nhưng không còn nước đi hợp lệ nào: hết nước đi, hòa cờ.
train-goal-dead-position = Hãy bắt quân cuối cùng của Đen trừ vua: Chỉ còn vua, hoặc vua với một tượng hay một mã, thì không bao giờ chiếu hết được, và ván cờ hòa ngay.
train-goal-touched = Trong giải đấu, quân bạn nhấc ra khỏi lỗ là quân đã chạm và phải đi (Phụ lục D.2.2, Điều 4.3). Bạn đã nhấc { $piece } ở { $square }: hãy đi quân đó.
train-goal-take-touched = Bạn đã chạm { $piece } của Đen ở { $square }: quân đã chạm của đối phương phải bị bắt nếu có thể (Điều 4.3). Hãy bắt nó.
train-goal-announce = Trong giải đấu, bạn nói to từng nước đi bằng lời để đối phương nghe (Phụ lục D.2.1). Hãy đi một nước và gõ nó bằng lời, như khi bạn nói.
train-goal-correct = Bạn đã báo { $announced }, nhưng trên bàn cờ của bạn, bạn đã đi { $made }. Trước khi bấm đồng hồ, bạn được sửa lời báo (Phụ lục D.2.8): hãy báo nước bạn đã đi, bằng lời.
train-goal-press-clock = Nước đi của bạn đã đi trên bàn cờ và đã báo. Bây giờ hãy bấm đồng hồ: như vậy nước đi mới hoàn tất, và đối phương được đáp lại (Điều 6.2). Gõ /clock; trong ván cờ, phím đồng hồ làm việc đó.
train-par = Mục tiêu: { $par } nước.
train-next-square = Bây giờ hãy đi đến { $square }.
train-level-done = Xong trong { $moves } nước: { $stars } ngôi sao.
train-level-gives-check = Nước đó sẽ chiếu Vua, điều cấp này không yêu cầu: ở đây Đen không đi. Hãy thử nước khác.
train-level-spoiled = Hết nước đi: hòa cờ, không phải thắng. Cấp này bắt đầu lại.
train-level-illegal = Nước đi đó không thể thực hiện ở đây.
train-level-must-move = Đã chạm: { $piece } ở { $square } phải đi.
train-level-must-take = Đã chạm: { $piece } ở { $square } phải bị bắt.
train-level-announce-in-words = Hãy nói bằng lời, như đối phương nghe: { $words }.
train-level-not-the-move-made = Bạn đã đi { $made } trên bàn cờ của bạn: hãy báo nước đó.
train-level-press-the-clock = Nước đi của bạn đã đi rồi: bây giờ hãy bấm đồng hồ, bằng /clock.
train-lessons-done = Bạn đã xong mọi cấp. Hãy chơi lại một cấp để có thêm sao.
train-drill-find-square = Tìm ô
train-drill-name-square = Gọi tên ô
train-drill-square-colour = Màu của ô
train-drill-same-diagonal = Cùng đường chéo
train-drill-knight-distance = Khoảng cách quân Mã
train-drill-piece-moves = Quân cờ đi được đâu
train-drill-rebuild = Dựng lại thế cờ
# Bài luyện tính giờ trong menu Học, và điều một lượt tính giờ nói trước tiên.
train-drill-timed-find-square = Tìm ô, tính giờ: 30 giây mỗi câu trả lời
train-drill-timed-name-square = Gọi tên ô, tính giờ: 30 giây mỗi câu trả lời
train-drill-timed-square-colour = Màu của ô, tính giờ: 30 giây mỗi câu trả lời
train-drill-timed-same-diagonal = Cùng đường chéo, tính giờ: 30 giây mỗi câu trả lời
train-drill-timed-knight-distance = Khoảng cách quân Mã, tính giờ: 30 giây mỗi câu trả lời
train-drill-timed-piece-moves = Quân cờ đi được đâu, tính giờ: 30 giây mỗi câu trả lời
train-drill-timed-rebuild = Dựng lại thế cờ, tính giờ: 30 giây mỗi câu trả lời
train-drill-timed = Tính giờ: 30 giây cho mỗi câu trả lời.
train-ask-find-square = Hãy tìm { $square }.
train-ask-name-square = Hãy gọi tên ô ở cột { $column }, hàng { $row }, đếm từ góc trái của bên Trắng.
train-ask-square-colour = Ô { $square } sáng hay tối?
train-ask-same-diagonal = { $a } và { $b } có cùng một đường chéo không? Có hay không.
train-ask-knight-distance = Quân Mã cần bao nhiêu nước để đi từ { $a } đến { $b }?
train-ask-piece-moves = { $piece } đứng ở { $square }, bàn cờ không còn quân nào khác. Hãy kể mọi ô nó có thể đi đến.
train-ask-rebuild = Hãy xếp thế cờ này lên bàn cờ của bạn: { $position }
train-answer-light = sáng
train-answer-dark = tối
train-answer-yes = có
train-answer-no = không
train-accept-light = sáng | s | trắng
train-accept-dark = tối | t | đen
train-accept-yes = có | co | c
train-accept-no = không | khong | k
train-mark-right = Đúng.
train-mark-wrong = Chưa đúng: { $answer }.
train-mark-missing = Còn thiếu: { $squares }.
train-mark-extra = Không đi đến được: { $squares }.
# A rebuilt position checked: the pieces to set (both sides, as read out), the squares to clear.
train-mark-board-wrong = Thiếu hoặc không đúng như đã đọc: { $pieces }
train-mark-board-extra = Trong thế cờ không có quân nào ở { $squares }.
train-drill-score = Đúng { $right } trên { $asked }.
train-time-up = Hết giờ.
train-progress-lessons = Bài học: { $stars } trên { $max } ngôi sao, xong { $done } trên { $levels } cấp.
train-progress-puzzles = Câu đố: giải được { $solved }, trượt { $missed }. Hệ số { $rating }{ $settled ->
    [yes] {""}
   *[no] , chưa ổn định
}.
train-progress-drill = { $drill }, kết quả gần nhất trước: { $scores }.
train-progress-retries = Thế cờ từ các ván của bạn: đã lưu { $kept }, đến hạn { $due }.
train-progress-kept-aside = Tệp luyện tập bị hỏng; nó được cất riêng thành { $file } và một tệp mới được bắt đầu.
train-progress-recovered = Hồ sơ luyện tập bị cắt ngang; phần còn nguyên vẹn được giữ lại và việc luyện tập tiếp tục với nó. Tệp như ban đầu được cất riêng thành { $file }.
train-progress-not-saved = Không lưu được kết quả luyện tập của bạn: { $reason }
train-progress-saved-again = Việc luyện tập của bạn lại được lưu, không mất gì cả.
train-not-in-tournament = { $game ->
    [online] Luyện tập phải đợi ván trực tuyến kết thúc: lichess không cho phép trợ giúp khi đang chơi.
   *[tournament] Luyện tập là để dùng ở nhà: không dùng trong ván đấu giải.
}
# A key of the braille display that would touch the game, while the player trains.
train-not-now = Không được khi bạn đang luyện tập: ván cờ chờ đến khi bạn quay lại (/quit).
# A piece lifted on the exercise's board (Enter, a routing key) with no move; one of the other side.
train-lifted-no-moves = { $piece } không có nước đi nào ở đây.
train-lift-theirs = { $piece } không phải quân của bạn để đi: đến lượt { $color ->
    [white] Trắng
   *[black] Đen
}.
train-mistakes-going-over = Máy xem lại { $game } ở độ sâu { $depth }: { $side ->
    [white] các nước của Trắng
    [black] các nước của Đen
   *[both] các nước của cả hai bên
}. Việc này mất một đến hai phút.
train-mistakes-found = { $count ->
    [0] Không nước nào trong ván này mất nhiều: không có gì để thử lại.
   *[other] { $count } thế cờ để thử lại
}{ $count ->
    [0] {""}
   *[other] { $new ->
        [0] , tất cả đã được lưu từ trước.
       *[other] .
    }
}
train-mistakes-none-due = Không có bài thử lại nào đến hạn; xem lại ván đã kết thúc gần nhất của bạn.
train-mistakes-done = Đó là bài thử lại cuối cùng. Những bài chưa làm được sẽ quay lại khi đến hạn.
train-retry-intro = Nước { $number }, { $color ->
    [white] Trắng
   *[black] Đen
} đi: hãy tìm một nước tốt hơn nước đã đi.
train-retry-played = Trong ván: { $move }.
train-retry-passes = Tốt: { $move } giữ thế cờ tốt ngang nước tốt nhất của máy.
train-retry-played-again = { $move } là nước đã đi trong ván. Hãy thử nước khác.
train-retry-still-loses = { $move } vẫn mất quá nhiều. Hãy thử lại, xin gợi ý, hoặc bỏ cuộc.

# Trình đơn Học trong cửa sổ và màn hình luyện tập (vấn đề 29).
menu-learn = Học
key-learn-lessons = bài học qua thực hành: cấp độ tiếp theo chưa xong
key-learn-puzzles = bài tập cờ, những bài đến hạn trước
key-learn-few-pieces = bài tập ít quân, nhiều nhất 7: dễ nhớ trong đầu
key-learn-mistakes = lỗi của tôi: những lần làm lại đến hạn
key-learn-go-over = xem lại ván đã kết thúc gần nhất của tôi bằng Stockfish, tìm thế cờ để thử lại
key-learn-progress = tiến bộ của tôi, đọc to
# The Learn menu at the terminal (/learn): its choices as numbered lines.
learn-terminal = Trong dòng lệnh, /learn liệt kê các lựa chọn luyện tập; một con số chọn một mục.
learn-list = Học: hãy gõ số của một lựa chọn hoặc những từ đầu của nó; một dòng trống để quay lại { $back ->
        [questions] các câu hỏi về ván mới
       *[game] ván đấu
    }.
learn-list-item = { $n }. { $label }
learn-not-a-choice = “{ $text }” không phải là một lựa chọn: hãy gõ một số từ 1 đến { $count }, hoặc những từ đầu của một lựa chọn.
learn-prompt = Học
train-prompt = Trả lời
train-terminal-how = Mỗi dòng bây giờ là câu trả lời của bạn; /hint và /solution giúp đỡ, /help cho biết bạn còn gõ được gì, /quit để quay lại { $back ->
        [questions] các câu hỏi về ván mới
       *[game] ván đấu
    }.
# /help while training: what can be typed now ($example: a move in the player's words, $square: e4 in them).
train-help-lesson = Gõ một nước đi: { $example }, hoặc Nf3, hoặc g1f3. /repeat nói lại cấp độ; /quit để dừng.
train-help-move = Gõ nước đi của bạn: { $example }, hoặc Nf3, hoặc g1f3. /hint cho gợi ý, theo ba bước; /solution cho lời giải; /repeat nói lại thế cờ; /quit để dừng.
train-help-board = Đọc thế cờ: /board, /pieces white, /rank 3, /file e, /square e4, /diagonals c4, /moves g1, /attackers e5.
train-help-drill = /repeat nói lại câu hỏi; /quit để dừng và giữ điểm của lượt.
train-help-drill-find-square = Gõ ô: { $square }, hoặc e4.
train-help-drill-name-square = Gõ ô: { $square }, hoặc e4.
train-help-drill-square-colour = Gõ sáng hoặc tối.
train-help-drill-same-diagonal = Gõ có hoặc không.
train-help-drill-knight-distance = Gõ số nước đi của mã.
train-help-drill-piece-moves = Gõ mọi ô quân cờ có thể đi đến, trên một dòng: { $square } f5 g6.
train-help-drill-rebuild = Xếp thế cờ lên bàn cờ của bạn, rồi gõ những gì bạn đã xếp, như đã được đọc cho bạn: Trắng: Ke1, e4. Đen: Ke8. Hoặc dưới dạng sắp xếp FEN: 4k3/8/8/8/4P3/8/8/4K3.
# Luyện tập bên cạnh ván đấu ở nhà: ván đấu chờ trong khi người chơi luyện tập.
train-clock-stopped = Đồng hồ của ván đấu dừng trong khi bạn luyện tập.
train-back-untimed = { $color } đi, nước { $number }.
train-back = { $color } đi, nước { $number }; Trắng { $white }, Đen { $black }.
train-back-stopped = { $color } đi, nước { $number }; Trắng { $white }, Đen { $black }. Đồng hồ đang dừng: { $starter ->
    [lines] /pause để chạy lại.
   *[player] Ctrl+Shift+Space để chạy lại.
}
window-training = Luyện tập
window-training-said = Bài tập
window-training-entry = Câu trả lời của bạn:
window-training-hint = Gõ câu trả lời rồi nhấn Enter: một nước đi, một ô, có hoặc không. Trên bàn cờ (Tab), Enter nhấc và đặt quân, hoặc trả lời ô cần tìm. /hint cho gợi ý, /solution cho lời giải, /help cho phần còn lại; Escape để quay lại ván cờ.
train-record-unreadable = Không đọc được tệp luyện tập: { $reason }
train-record-in-use = Hồ sơ luyện tập của bạn đang được một Annabella khác dùng để luyện tập. Hãy hoàn thành hoặc rời bài tập ở đó, rồi luyện tập ở đây: không mất gì cả.
train-mistakes-none-due-window = Không có bài thử lại nào đến hạn. Mục xem lại ván đã kết thúc gần nhất, trong menu này, tìm thế cờ để thử lại bằng Stockfish.
# Menu Học trong cửa sổ: xem lại một ván đã kết thúc bằng Stockfish.
train-going-over-no-engine = Xem lại ván cần Stockfish ({ $program }), chưa được cài: apt install stockfish, rồi thử lại.
train-going-over-no-game = Không có ván đã kết thúc nào để xem lại: hãy chơi xong một ván trước. Trong dòng lệnh, annabella train mistakes VÁN xem lại bất kỳ ván đã lưu hoặc tệp PGN nào.
train-going-over-how = Escape để dừng; Enter cho biết đã xem đến đâu.
train-going-over-progress = Đã xem { $done } trên { $total } nước.
train-going-over-stopped = Đã dừng xem lại ván; không giữ lại gì.
train-going-over-failed = Không thể xem lại ván: { $reason }

## Online play: the game

error-online-not-a-move = nước { $number } trong danh sách của máy chủ, { $word }, không phải là một nước đi
error-online-illegal-move = nước { $number } trong danh sách của máy chủ, { $word }, không hợp lệ ở đó
error-online-refused = lichess đã từ chối: { $reason }
error-online-unauthorized = lichess không còn chấp nhận đăng nhập của bạn: hãy đăng nhập lại bằng “annabella online login”.
error-online-not-found = nó không còn nữa: đã rút lại, đã hết hạn hoặc đã kết thúc
error-online-rate-limited = lichess yêu cầu chúng ta chậm lại; hãy chờ một phút rồi thử lại
error-online-network = không kết nối được lichess: { $reason }; hãy kiểm tra kết nối rồi thử lại
error-online-not-connected = chưa kết nối với lichess: chưa gửi gì cả. Hãy tiếp tục ván bằng “annabella online” để chơi tiếp.
error-online-not-yours = ván { $id } không phải là ván của bạn trên lichess
error-online-variant = { $name } không được chơi ở đây: chỉ cờ vua tiêu chuẩn
game-start-online = Ván cờ trực tuyến trên lichess, { $rated ->
    [rated] tính điểm
   *[casual] không tính điểm
}, { $control }: bạn cầm quân { $color } đấu với { $opponent }. { $help }
online-control = thời gian { $control }
online-days = { $days ->
    [one] một ngày mỗi nước
   *[other] { $days } ngày mỗi nước
}
online-days-hours = { $days ->
    [0] { $hours ->
        [0] hết thời gian
       *[other] { $hours } giờ
    }
   *[other] { $hours ->
        [0] { $days } ngày
       *[other] { $days } ngày { $hours } giờ
    }
}
online-your-time = Bạn có { $time } cho nước đi của mình.
online-clock-left = còn { $time } cho nước đi
online-time-left = { $color } đến lượt: còn { $time }, trên { $days } ngày mỗi nước.
online-ai-name = máy lichess cấp { $level }
online-opponents-move = { $color } đi trên lichess: hãy chờ nước đi.
online-bad-line = Không đọc được một dòng từ lichess ({ $reason }); dòng đó được bỏ qua.
online-first-move-deadline = Còn { $seconds } giây để đi nước đầu tiên, nếu không lichess sẽ hủy ván.
online-caught-up = { $count } nước đã được đi trong lúc mất kết nối.
online-taken-back = { $count ->
    [one] Một nước
   *[other] { $count } nước
} đã được đi lại trên lichess. { $board ->
    [tactile] Hãy lùi { $count ->
        [one] nước đó
       *[other] các nước đó
    } trên bàn cờ của bạn nữa (/pending cho biết chỗ khác nhau).
   *[none] { "" }
} Đến lượt { $color }.
online-draw-offered = { $input ->
    [lines] /draw để chấp nhận, /decline hoặc nước đi của bạn để từ chối.
   *[keys] Ctrl+D để chấp nhận; Ctrl+Shift+N hoặc nước đi của bạn để từ chối.
}
online-takeback-offered = { $color } xin đi lại nước vừa rồi: { $input ->
    [lines] /takeback để chấp nhận, /decline để từ chối.
   *[keys] Ctrl+Shift+B để chấp nhận, Ctrl+Shift+N để từ chối.
}
online-ended = { $status ->
    [aborted] Ván cờ đã bị hủy.
    [mate] Chiếu hết.
    [resign] Đã xin thua.
    [stalemate] Hết nước đi (hòa pat).
    [timeout] Đối thủ đã rời ván và chiến thắng đã được nhận.
    [draw] Hòa.
    [outoftime] Đã hết giờ.
    [cheat] lichess đã kết thúc ván vì gian lận.
    [nostart] Ván cờ đã bị hủy: nước đầu tiên không được đi kịp.
    [insufficient] Hòa: không đủ quân để chiếu hết.
   *[other] lichess đã kết thúc ván cờ.
}
online-chat = { $room ->
    [spectator] Khán giả
   *[player] Trò chuyện
} { $name }: { $text }
online-chat-sent = Đã gửi vào trò chuyện: { $text }
online-chat-empty = Hãy viết nội dung sau /chat.
online-opponent-gone = { $color } đã rời ván cờ. { $seconds ->
    [0] Bạn có thể nhận thắng ngay: /flag để nhận thắng, /claim để nhận hòa.
   *[other] Bạn có thể nhận thắng sau { $seconds } giây.
}
online-opponent-back = { $color } đã quay lại.
online-move-refused = Nước đi được lùi lại: lại đến lượt { $color }.
online-reconnected = Đã kết nối lại với lichess.
online-lost = Mất kết nối với lichess ({ $reason }); sẽ thử lại sau { $seconds } giây.
online-taken-over = lichess đã được mở ở nơi khác bằng tài khoản của bạn, và kết nối này đã bị đóng. Hãy đóng nơi kia rồi bắt đầu lại ở đây.
online-closed-login = lichess không còn chấp nhận đăng nhập của bạn, nên kết nối của ván này đã đóng. Ván cờ đến giờ vẫn được giữ: hãy đăng nhập lại bằng “annabella online login”, rồi tiếp tục nó bằng “annabella online play”.
online-closed-gone = lichess không còn ván này cho bạn, nên kết nối của nó đã đóng. Ván cờ đến giờ vẫn được giữ ở đây.
online-rate-limited = lichess yêu cầu chờ { $seconds } giây trước khi gửi thêm.
online-draw-accepting = Bạn chấp nhận hòa.
online-resigning = Bạn xin thua.
online-claim-later = Đối thủ vẫn có thể quay lại: bạn có thể nhận thắng sau { $seconds } giây.
online-flag-by-server = Khi chơi trực tuyến, lichess giữ đồng hồ và tự kết thúc ván khi hết giờ.
online-claim-draw = Yêu cầu được gửi đến lichess: lichess chấp nhận lặp lại thế cờ hoặc luật năm mươi nước, nếu không thì coi là đề nghị hòa.
online-clock-on-server = Khi chơi trực tuyến, đồng hồ chạy trên lichess: không thể dừng đồng hồ hay hoãn ván ở đây.
online-only = { $what ->
    [takeback] Xin đi lại
    [abort] Hủy ván
    [decline] Từ chối
    [chat] Trò chuyện
   *[premove] Nước đi trước
}: chỉ trong ván cờ trực tuyến trên lichess, mà ván này không phải.
online-abort-too-late = Cả hai bên đã đi: lichess không còn cho hủy ván này. Hãy xin thua hoặc đề nghị hòa.
online-chat-open = Trò chuyện: gõ lời của bạn sau /chat trong ô nhập nước đi, rồi Enter. Escape để quay lại bàn cờ.
online-game-over = Ván cờ trực tuyến đã kết thúc.
online-takeback-accepting = Bạn chấp nhận cho đi lại.
online-takeback-asked = Bạn xin đi lại nước vừa rồi của mình.
online-abort-confirm = Hủy ván cờ? Ván kết thúc cho cả hai, không tính điểm. { $input ->
    [lines] Gõ /abort lần nữa để hủy.
   *[keys] Nhấn lần nữa để hủy.
}
online-aborting = Bạn hủy ván cờ.
online-draw-declined = Bạn từ chối hòa.
online-takeback-declined = Bạn từ chối cho đi lại.
online-nothing-to-decline = Không có lời đề nghị nào để từ chối.
online-taken-up = Ván cờ trực tuyến được tiếp tục: lichess cập nhật lại ván cờ.
online-opponent-unnamed = đối thủ của bạn trên lichess

# Nước đi trước: nước tiếp theo của người chơi, gõ khi đối thủ đang đến lượt trong ván trực tuyến.
premove-held = { $replaced ->
    [yes] Đã thay nước đi trước: { $move }.
   *[no] Nước đi trước: { $move }.
} Nước này được gửi đến lichess ngay khi { $color } đi xong, nếu lúc đó hợp lệ. Một nước khác sẽ thay nó; { $input ->
    [lines] /cancel hủy nó.
   *[keys] Ctrl+Shift+P hủy nó.
}
premove-confirm-ahead = Bạn tự bấm đồng hồ: { $input ->
    [lines] /clock xác nhận nó ngay bây giờ, để nó được gửi ngay;
   *[keys] phím đồng hồ xác nhận nó ngay bây giờ, để nó được gửi ngay;
} nếu chưa xác nhận, nó được đi sau nước của { $color } và chờ bạn bấm đồng hồ.
premove-confirmed = Đã xác nhận nước đi trước { $move }: nó được gửi ngay khi { $color } đi xong, nếu lúc đó hợp lệ.
premove-refused = Không giữ làm nước đi trước:
premove-unreadable = Không đọc được nước đi trước trong thế cờ này: hãy chờ nước đi của đối thủ.
premove-cancelled = Đã hủy nước đi trước { $move }.
premove-none = Không có nước đi trước nào. Gõ nước đi của bạn khi đối thủ đang đến lượt để giữ một nước.
premove-played = Nước đi trước của bạn:
premove-press = Nước đi trước của bạn đã được đi, chưa gửi: { $input ->
    [lines] /clock gửi nó, /correct sửa nó.
   *[keys] bấm đồng hồ để gửi, hoặc sửa nó trước.
}
premove-dropped = Đã bỏ nước đi trước { $move }: { $reason ->
    [taken] { $color } đã bắt quân đó.
    [check] vua của bạn đang bị chiếu, và nước này không giải chiếu.
    [takeback] các nước đã được đi lại.
    [restart] ván cờ được tiếp tục lại; hãy đi khi đến lượt bạn.
   *[illegal] nó không hợp lệ sau nước đi của { $color }.
}
premove-tactile = Với bàn cờ xúc giác, nước của { $color } được đi trên đó trước nước của bạn: hãy gõ nước đi khi đến lượt bạn.
premove-lifted = Nước đi trước: đã nhấc { $piece }. Enter ở ô nó sẽ đến; Escape đặt nó lại.
premove-put-back = Đã đặt lại { $piece }: không có nước đi trước với quân này.
premove-cannot-go = Không giữ làm nước đi trước: { $piece } không thể đến { $square }.


## Online play: the lobby

# Thời gian cho lichess, được kiểm tra trước khi gửi.
error-online-control-not-understood = { $text } không phải là một thể thức thời gian: hãy viết số phút, dấu cộng và số giây cộng thêm mỗi nước, như 15+10, hoặc số ngày mỗi nước, như 3d
error-online-control-seek-too-fast = một lời tìm ván phải là cờ nhanh hoặc chậm hơn: ván này sẽ kéo dài khoảng { $estimate } theo ước tính của lichess (thời gian cộng 40 lần cộng thêm), mà tìm ván cần từ 8 phút trở lên; hãy thử 10+0 hoặc 15+10, hoặc thách đấu một người chơi để có ván nhanh hơn
error-online-control-bullet = lichess không chơi cờ bullet qua Board API: ván này sẽ kéo dài khoảng { $estimate } theo ước tính của lichess (thời gian cộng 40 lần cộng thêm), mà ván cần từ 3 phút trở lên
error-online-control-limit-not-offered = lichess không có đồng hồ { $limit }: thời gian là số phút tròn, hoặc 15, 30, 45 hay 90 giây
error-online-control-limit-too-long = { $limit } dài hơn đồng hồ dài nhất của lichess, 3 giờ
error-online-control-increment-too-long = thời gian cộng thêm { $increment } nhiều hơn mức lichess cho phép ở đây: { $most }
error-online-control-days-not-offered = lichess không có ván cờ thư { $days } ngày mỗi nước: hãy chọn 1, 2, 3, 5, 7, 10 hoặc 14
online-control-clock = { $time } cộng { $increment } mỗi nước
online-control-sudden-death = { $time }, không cộng thêm
online-control-days = { $days } ngày mỗi nước
online-control-unlimited = không giới hạn thời gian
online-speed = { $speed ->
    [ultraBullet] một ván siêu bullet
    [bullet] một ván bullet
    [blitz] một ván cờ chớp
    [rapid] một ván cờ nhanh
    [classical] một ván cờ tiêu chuẩn
    [correspondence] một ván cờ thư
   *[other] một ván cờ
}
# Luồng sự kiện: tài khoản, lời thách đấu và các ván.
online-lobby-account = Đã đăng nhập lichess với tên { $name }.
online-lobby-no-games = Bạn không có ván nào đang diễn ra.
online-lobby-games = Bạn có { $count } ván đang diễn ra:
online-lobby-game-item = với { $opponent }, bạn cầm quân { $color ->
    [white] Trắng
    [black] Đen
   *[random] màu bốc thăm
}, { $turn ->
    [yours] đến lượt bạn
   *[theirs] đến lượt đối thủ
}, { $speed ->
    [ultraBullet] siêu bullet
    [bullet] bullet
    [blitz] cờ chớp
    [rapid] cờ nhanh
    [classical] cờ tiêu chuẩn
    [correspondence] cờ thư
   *[other] không giới hạn thời gian
}
online-lobby-no-challenges = Không có lời thách đấu nào gửi bạn.
online-lobby-challenges = Có { $count } lời thách đấu gửi bạn:
online-lobby-player = { $name }
online-lobby-player-rated = { $name }, hệ số { $rating }
online-lobby-ai = máy AI của lichess ở cấp { $level }
online-lobby-challenge = Lời thách đấu từ { $challenger }: { $control }, { $rated ->
    [rated] tính điểm
   *[casual] không tính điểm
}; { $color ->
    [white] bạn sẽ cầm quân Trắng
    [black] bạn sẽ cầm quân Đen
   *[random] màu quân được bốc thăm
}. Hãy chấp nhận hoặc từ chối.
online-lobby-challenge-item = từ { $challenger }: { $control }, { $rated ->
    [rated] tính điểm
   *[casual] không tính điểm
}; { $color ->
    [white] bạn sẽ cầm quân Trắng
    [black] bạn sẽ cầm quân Đen
   *[random] màu quân được bốc thăm
}
online-lobby-challenge-not-playable = Không thể chơi ván đó ở đây: Board API của lichess không nhận nó (một biến thể, hoặc quá nhanh).
online-lobby-challenge-withdrawn = { $name } đã rút lại lời thách đấu.
online-lobby-our-challenge-canceled = Lời thách đấu của bạn gửi { $name } đã bị hủy.
online-lobby-declined = { $name } đã từ chối lời thách đấu của bạn: { $reason ->
    [generic] hiện không nhận lời thách đấu
    [later] không phải lúc này, hãy hỏi lại sau
    [toofast] quá nhanh với họ; hãy thách đấu lại với ván chậm hơn
    [tooslow] quá chậm với họ; hãy thách đấu lại với ván nhanh hơn
    [timecontrol] họ không chơi thể thức thời gian này
    [rated] họ muốn một ván tính điểm
    [casual] họ muốn một ván không tính điểm
    [standard] hiện họ chỉ chơi cờ vua thường
    [variant] hiện họ không chơi biến thể này
    [nobot] họ không nhận lời thách đấu từ bot
    [onlybot] họ chỉ nhận lời thách đấu từ bot
   *[other] không nêu lý do
}.
online-lobby-game-started = Ván đấu với { $opponent } đã bắt đầu: { $control }, { $rated ->
    [rated] tính điểm
   *[casual] không tính điểm
}; bạn cầm quân { $color ->
    [white] Trắng
    [black] Đen
   *[random] màu chưa biết
}.
online-lobby-game-not-playable = Không thể chơi ván này ở đây: Board API của lichess không nhận nó. Hãy chơi trên lichess.org.
online-lobby-game-waits = Ván đó chờ trong khi bạn chơi ván này: play { $opponent } sẽ mở nó.
online-lobby-game-finished = Ván đấu với { $opponent } đã kết thúc: { $result ->
    [won] bạn thắng
    [lost] bạn thua
    [aborted] ván đã bị hủy
   *[draw] hòa
}.
online-lobby-opening = Đang mở ván đấu với { $opponent }.
online-lobby-unreadable = Không đọc được một dòng từ lichess, dòng đó được bỏ qua: { $reason }
# Những gì người chơi yêu cầu.
online-lobby-seeking = Đang tìm ván: { $control }, { $rated ->
    [rated] tính điểm
   *[casual] không tính điểm
}. Ván bắt đầu khi có người nhận; cancel dừng tìm.
online-lobby-challenging = Đang thách đấu { $name }: { $control }, { $rated ->
    [rated] tính điểm
   *[casual] không tính điểm
}. Đang chờ trả lời; cancel rút lại lời thách đấu.
online-lobby-asking-ai = Bắt đầu ván với máy AI của lichess ở cấp { $level }: { $control }.
online-lobby-already-waiting = { $waiting ->
    [seek] Bạn đang tìm ván rồi
    [challenge] Lời thách đấu của bạn đang chờ trả lời rồi
   *[ai] Một ván với máy AI của lichess đang bắt đầu rồi
}: hãy hủy nó trước, hoặc chờ.
online-lobby-not-a-username = { $name } không thể là tên người dùng lichess: tên gồm 2 đến 30 chữ cái, chữ số, - và _.
online-lobby-ai-level = Máy AI của lichess chơi ở cấp 1 đến 8, không phải { $level }.
online-lobby-no-challenge = Không có lời thách đấu nào gửi bạn để trả lời.
online-lobby-which-challenge = Có { $count } lời thách đấu gửi bạn: hãy nói lời nào, bằng tên người thách đấu.
online-lobby-no-such-challenge = Không có lời thách đấu nào từ { $who } gửi bạn.
online-lobby-accepting = Đang chấp nhận lời thách đấu từ { $name }.
online-lobby-declining = Đang từ chối lời thách đấu từ { $name }.
online-lobby-nothing-to-cancel = Không có lời tìm ván hay thách đấu nào của bạn đang chờ.
online-lobby-seek-canceled = Đã dừng tìm ván.
online-lobby-challenge-taken-back = Lời thách đấu của bạn gửi { $name } đã được rút lại.
online-lobby-seek-expired = Không ai nhận lời tìm ván của bạn, và nó đã hết hạn. Hãy tìm lại để tiếp tục chờ.
online-lobby-no-game = Bạn không có ván nào đang diễn ra.
online-lobby-which-game = Bạn có { $count } ván đang diễn ra, không ván nào đến lượt bạn: hãy nói ván nào, bằng tên đối thủ.
online-lobby-no-such-game = Bạn không có ván nào với { $who }.
online-lobby-request-failed = { $request ->
    [seek] Việc tìm ván
    [challenge] Lời thách đấu
    [ai] Ván với máy AI của lichess
    [accept] Việc chấp nhận lời thách đấu
    [decline] Việc từ chối lời thách đấu
   *[cancel] Việc rút lại lời thách đấu
} đã thất bại: { $reason }
# Vì sao một yêu cầu gửi lichess thất bại, và có thể làm gì.


## Online play: the connection

online-login-listening = Đang chờ lichess trên máy tính này, cổng { $port }.
online-login-browser = Trình duyệt của bạn đã mở lichess: hãy đăng nhập ở đó, rồi cho phép Annabella.
online-login-open-by-hand = Không mở được trình duyệt. Hãy mở địa chỉ này trong trình duyệt, đăng nhập, rồi cho phép Annabella: { $url }
online-login-exchanging = lichess đã đồng ý: Annabella đang lấy mã truy cập.
online-login-checking = Đang kiểm tra mã truy cập với lichess.
online-login-done = Đã đăng nhập lichess với tên { $name }.
online-login-page-done = Annabella đã đăng nhập lichess. Bạn có thể đóng trang này và quay lại Annabella.
online-login-page-failed = Annabella chưa đăng nhập lichess. Bạn có thể đóng trang này và quay lại Annabella.
error-lichess-cancelled = Việc đăng nhập đã bị hủy trên lichess: Annabella chưa đăng nhập.
error-lichess-state = Câu trả lời gửi về Annabella không thuộc lần đăng nhập này nên đã bị từ chối. Hãy đăng nhập lại.
error-lichess-timed-out = Trình duyệt không trả lời trong { $minutes } phút: việc đăng nhập bị bỏ. Hãy đăng nhập lại, hoặc dán một mã truy cập cá nhân.
error-lichess-denied = lichess từ chối việc đăng nhập: { $reason }
error-lichess-listener = Annabella không thể chờ trình duyệt trên máy tính này: { $reason }
error-lichess-token-file = Không ghi hoặc xóa được tệp mã truy cập lichess: { $reason }
error-lichess-not-revoked = Đã đăng xuất ở đây, nhưng không báo được cho lichess ({ $reason }). Hãy thu hồi mã truy cập trên lichess, trong Tùy chọn, Mã truy cập API.
error-lichess-token-empty = Mã truy cập trống: hãy dán toàn bộ mã từ lichess.
error-lichess-token-too-long = Mã truy cập có { $length } ký tự, nhiều hơn { $most }: chỉ dán mã thôi.
error-lichess-token-character = Ký tự thứ { $position } của mã truy cập không phải chữ cái, chữ số hay dấu gạch dưới: chỉ dán mã thôi.

## Online play: the lobby lines

error-lobby-unknown = “{ $word }” không phải là lệnh ở phòng chờ: gõ help để xem các lệnh
error-lobby-usage = hãy viết: { $form }
error-lobby-level = cấp của máy lichess là từ 1 đến 8, không phải { $text }
online-no-settings-folder = Annabella không có thư mục cài đặt ở đây để giữ token lichess; hãy đặt ANNABELLA_LICHESS_TOKEN thay vào đó.
online-logged-out = Đã đăng xuất khỏi lichess: token đã bị thu hồi và xóa.
online-paste-token = Hãy tạo một token cá nhân tại { $url } (có “Play games with the board API”), rồi dán vào đây và nhấn Enter:
online-game-not-opened = lichess không mở ván cờ: không có dòng đầu tiên nào đến. Hãy thử lại bằng play.
online-lobby-help = Ở phòng chờ: seek 15+10 [rated] [white|black] tìm bất kỳ ai (cờ nhanh hoặc chậm hơn); challenge TÊN 10+5 thách đấu một người chơi; ai CẤP [15+10] chơi với máy lichess (1 đến 8); accept [TÊN] và decline [TÊN] [later|tooFast|tooSlow|rated|casual] trả lời lời thách đấu; cancel rút lại lời tìm hoặc thách đấu của bạn; play [TÊN] tiếp tục một ván đang chơi; games và challenges nhắc lại chúng; quit để thoát.
online-next-at-lobby = Ván trực tuyến khác bắt đầu ở phòng chờ: quit, rồi annabella online, ở đó seek, challenge hoặc ai sẽ bắt đầu một ván.
after-game-lines-online = Tiếp theo? Gõ review để xem lại ván (/back và /next đi từng nước), export để lưu biên bản, hoặc quit (rồi annabella online để chơi ván khác).
online-prompt-opponent = { $color } đi trên lichess

## Hardening: the training record

train-record-not-a-file = Nó không phải là tệp mà là một thư mục, một đường ống hoặc một thiết bị.
train-record-too-large = Nó lớn hơn mọi tệp luyện tập: { $size } byte.
train-record-not-text = Nó không phải là văn bản: một tệp nhị phân, hoặc không phải UTF-8.
train-record-not-json = Nó không phải là tệp luyện tập: { $detail }.

## Coach: teaching from zero
train-stage-words = Tên gọi trên bàn cờ
# Chặng tên gọi: mỗi cấp dạy một tên gọi trên bàn cờ rồi hỏi lại.
train-teach-words-files = Bàn cờ có tám cột: các dãy ô chạy từ phía bên Trắng sang phía bên Đen. Từ trái sang phải, nhìn từ bên Trắng, chúng tên là { $files }.
train-teach-words-ranks = Bàn cờ có tám hàng: các ô nằm ngang qua bàn cờ, đếm từ phía bên Trắng. Quân Trắng bắt đầu ở hàng { $first }, quân Đen ở hàng { $last }. Theo thứ tự: { $ranks }.
train-teach-words-squares = Một ô được gọi theo cột, rồi theo hàng: { $square } là nơi cột { $file } cắt hàng { $rank }. Bạn cũng có thể gõ bằng chữ cái, như f3.
train-teach-words-colours = Các ô sáng và tối xen kẽ nhau, dọc theo mỗi cột và mỗi hàng. { $corner }, góc trái của bên Trắng, là ô tối, { $dark } cũng vậy; { $light } là ô sáng.
train-teach-words-pieces = Mỗi bên có mười sáu quân. Theo cách gọi của bạn: { $king } là Vua, { $queen } là Hậu, { $rook } là Xe (có hai), { $bishop } là Tượng (hai), { $knight } là Mã (hai), { $pawn } là Tốt (tám).
train-ask-words-file = Cột nào là cột số { $number } tính từ bên trái của bên Trắng?
train-ask-words-rank = Hàng nào là hàng số { $number } tính từ phía bên Trắng?
train-ask-words-piece = Theo cách gọi của bạn, { $role ->
    [king] Vua
    [queen] Hậu
    [rook] Xe
    [bishop] Tượng
    [knight] Mã
   *[pawn] Tốt
} tên là gì?
train-level-misnamed = Chưa đúng: đó là { $answer }. Gõ { $answer } để tiếp tục.
train-level-name-it = Ở đây cần một tên gọi, không phải một nước đi: hãy gõ nó.
# Mỗi chặng mở đầu bằng điều nó dạy ($piece: quân của chặng theo cách gọi của người chơi, $king: Vua).
train-teach-board = Bây giờ bạn đi. { $king }, tức Vua, đi một ô theo mọi hướng: dọc cột, dọc hàng hoặc theo đường chéo. Gõ quân và ô, như { $king } { $square }, hoặc chỉ gõ ô.
train-teach-rook = { $piece } là Xe. Xe đi dọc hàng hoặc dọc cột, xa bao nhiêu cũng được, nhưng không nhảy qua quân khác.
train-teach-bishop = { $piece } là Tượng. Tượng đi theo đường chéo, xa bao nhiêu cũng được, nên luôn ở trên các ô cùng một màu.
train-teach-queen = { $piece } là Hậu. Hậu đi như Xe và Tượng gộp lại: dọc hàng, dọc cột hoặc theo đường chéo, xa bao nhiêu cũng được.
train-teach-king = { $piece } là Vua. Vua đi một ô theo mọi hướng. Vua không bao giờ được đứng trong thế bị chiếu.
train-teach-knight = { $piece } là Mã. Mã nhảy hai ô dọc hàng hoặc dọc cột rồi một ô sang bên, qua bất kỳ quân nào ở giữa.
train-teach-pawn = { $piece } là Tốt. Tốt đi thẳng lên một ô, từ hàng xuất phát được đi hai ô, và ăn quân chéo lên một ô.
train-teach-capture = Bạn ăn quân bằng cách đi vào ô có quân của đối thủ: quân đó rời bàn cờ. Mỗi quân ăn theo cách nó đi; chỉ có Tốt ăn khác, chéo lên phía trước.
train-teach-promotion = Tốt đến hàng cuối cùng sẽ thành Hậu, Xe, Tượng hoặc Mã, tùy bạn chọn; gần như luôn là Hậu.
train-teach-castling = Khi nhập thành, Vua đi hai ô về phía một quân Xe, và Xe đó đi qua Vua sang ô bên cạnh. Cả hai chưa được đi lần nào, các ô ở giữa phải trống, và Vua không được đang bị chiếu, đi qua ô bị tấn công hay dừng ở ô như vậy.
train-teach-en-passant = Tốt đi hai ô và dừng cạnh một quân Tốt của đối thủ thì Tốt đó có thể ăn nó như thể nó chỉ đi một ô: chỉ ngay ở nước kế tiếp.
train-teach-check = Vua bị một quân tấn công là bị chiếu. Bên bị chiếu phải thoát ngay: đi Vua, ăn quân chiếu hoặc đặt một quân vào giữa.
train-teach-mate = Chiếu hết: Vua bị chiếu và không nước nào thoát được. Như vậy là thắng ván cờ.
train-teach-stalemate = Hết nước đi: bên đến lượt không bị chiếu nhưng không có nước đi hợp lệ nào. Ván cờ hòa.
train-teach-draws = Ván cờ hòa ngay khi không bên nào còn có thể chiếu hết, dù đi thế nào: một thế cờ chết.
train-teach-tournament = Trong giải đấu theo Phụ lục D, bạn chơi trên bàn cờ xúc giác của riêng mình, và mỗi nước đi được đọc to bằng lời.
# Một nước trong bài học phạm luật đi của quân ($square: ô muốn đến).
train-rule-king = { $piece } đi một ô theo mọi hướng: { $square } ở xa hơn.
train-rule-queen = { $piece } đi dọc hàng, dọc cột hoặc theo đường chéo: { $square } không nằm trên đường nào cả.
train-rule-rook = { $piece } đi dọc hàng hoặc dọc cột: { $square } không nằm trên hàng hay cột đó.
train-rule-bishop = { $piece } đi theo đường chéo: { $square } không nằm trên đường chéo nào của nó.
train-rule-knight = { $piece } nhảy hai ô dọc hàng hoặc dọc cột và một ô sang bên: { $square } không cách một bước nhảy như vậy.
train-rule-pawn = { $piece } đi thẳng lên một ô, từ hàng xuất phát hai ô, và ăn chéo lên một ô: { $square } không phải nước nào trong đó.
train-level-no-such-piece = Ở đây bạn không có { $piece }. Quân của bạn: { $pieces }.
train-level-which-piece = Quân nào? { $pieces } đều đi được đến { $square }: hãy gõ quân và ô.
train-level-none-goes = Không quân nào của bạn đi được đến { $square }.
train-level-named = Đúng: { $stars } sao.
train-help-words = Gõ tên được hỏi, theo cách gọi của bạn hoặc bằng chữ cái: { $file } hoặc c, { $square } hoặc e4, sáng hoặc tối, { $piece } hoặc R. /repeat nói lại câu hỏi; /quit để dừng.
train-par-explained = Mục tiêu là số nước ít nhất để đạt yêu cầu.
train-stars-explained = Số sao cho biết kết quả: 3 khi đúng ngay lần đầu hoặc đạt mục tiêu, 2 khi hơn tối đa hai, 1 sau đó. Mỗi cấp có thể chơi lại để được thêm sao.
train-not-understood = Không hiểu: { $word }. /help cho biết bạn có thể gõ gì.
# Lời của huấn luyện viên gõ không có dấu gạch chéo, như nó gợi ý ("xin gợi ý, hoặc bỏ cuộc").
train-accept-hint = gợi ý | xin gợi ý
train-accept-give-up = bỏ cuộc | lời giải
train-accept-help = trợ giúp | giúp
train-accept-repeat = lặp lại | nói lại
train-accept-board = bàn cờ
train-accept-quit = thoát | dừng
# Vì sao điểm thay đổi như vậy (vấn đề 38, mục 5).
train-rating-why = Với điểm số, chỉ lời giải đúng ngay lần đầu và không gợi ý mới tính là thắng: bài này có { $hints } gợi ý và { $wrong } lần thử sai.
train-rating-shown = Lời giải đã được cho xem: với điểm số, tính là chưa giải được.
# Giữa các nước của lời giải được cho xem, nước đáp của đối thủ (vấn đề 38, mục 10).
train-solution-answer = { $color ->
    [white] Trắng
   *[black] Đen
} đáp lại { $move }.
# Dấu nhắc của dòng lệnh khi ván cờ đã kết thúc (vấn đề 38, mục 10).
after-game-prompt = Giờ làm gì
# Gợi ý trong bài học (vấn đề 38): tên được hỏi; /hint và /solution làm gì trong bài học.
train-hint-named = Đó là { $answer }.
train-help-lesson-hint = Bị kẹt? /hint cho biết quân nào cần đi, rồi đi đâu, rồi cả nước đi; /solution cho nước đi.
online-claim-now = Bạn có thể nhận thắng ngay: /flag để nhận thắng, /claim để nhận hòa.
speech-reader-gone = { $reader } không còn phản hồi ({ $reason }): giờ đây giọng đọc của hệ thống sẽ nói lời của ứng dụng.
# Các câu hỏi về ván mới ở dòng lệnh (vấn đề 38): một giá trị do /help liệt kê; câu hỏi đầu tiên; /cancel khi chưa có ván.
form-line-value = { $n }. { $value }
form-line-how-first = Gõ một số hoặc chữ đầu của một giá trị để chọn; /help liệt kê các giá trị; một dòng trống bắt đầu ván; /learn 1 bắt đầu bài học đầu tiên, từ số không, và /learn liệt kê mọi bài luyện; /quit để thoát.
newgame-cancel-none = Không có ván nào để quay lại: một dòng trống bắt đầu ván này, /learn mở các bài học, /quit để thoát.
# Những gì đến hạn, được gọi tên (vấn đề 38); luyện tập được mời một lần khi ván mở ở dòng lệnh.
train-due-named = Có { $count } bài tập đến hạn: { $names }.
train-due-more = và { $count } bài nữa
train-due-puzzle = câu đố { $id }, hệ số { $rating }
train-due-drill = bài luyện { $name }
train-due-retry = nước đi thứ { $number } của bạn, cầm quân { $color ->
    [white] Trắng
   *[black] Đen
}, trong một ván của bạn
train-due-retry-gone = một nước đi trong một ván của bạn
train-invite = Bài học từ số không, bài luyện và câu đố: /learn.
# annabella train khi chưa nói luyện gì, và train drill khi chưa có loại (vấn đề 38); xem lại một ván ở dòng lệnh.
train-usage = Luyện gì: annabella train learn (bài học từ số không), drill (bàn cờ bằng tai), puzzle (câu đến hạn trước), mistakes (từ ván của chính bạn) hoặc progress. annabella train --help nói thêm.
train-drill-kinds = Các bài luyện: gõ annabella train drill và một trong các từ này.
train-drill-kind = { $kind }: { $name }
train-going-over-how-lines = /quit để dừng; dòng nào khác sẽ cho biết đã xem đến đâu.
# Hạn giờ của bài luyện tính giờ, được nói khi đến, và câu trả lời đúng sau hạn (vấn đề 38).
train-time-up-now = Hết giờ: 30 giây. Bạn vẫn trả lời được; câu này tính là trượt.
train-late-right = Đúng, nhưng muộn: câu này tính là trượt.
# Chặng chiếu hết cơ bản (vấn đề 38): tên và điều nó dạy.
train-stage-mates = Chiếu hết cơ bản: Hậu, Xe, hai Xe
train-teach-mates = Một Vua đơn độc bị chiếu hết ở mép bàn cờ. Vua của bạn tiến lại gần để lấy các ô thoát, hoặc một Xe chặn cả một hàng; rồi Hậu hoặc Xe kia chiếu hết dọc theo mép. Đừng để Vua đối phương hết nước đi khi không bị chiếu: đó là hòa pat.
# Chặng giá trị các quân (vấn đề 38): tên, điều nó dạy, mục tiêu, và việc bắt quân ít giá trị hơn.
train-stage-values = Giá trị các quân
train-teach-values = Mỗi quân có giá trị điểm: { $pawn } 1, { $knight } 3, { $bishop } 3, { $rook } 5, { $queen } 9; { $king } không bao giờ bị bắt. Khi có thể bắt một trong hai quân, hãy bắt quân giá trị hơn.
train-goal-capture-best = Hãy bắt quân có giá trị cao nhất.
train-level-worth-less = Chưa đi: { $taken } đáng { $worth } điểm; có thể bắt { $best }, đáng { $most } điểm.
# Chặng bảo vệ quân (vấn đề 38): tên, điều nó dạy, mục tiêu.
train-stage-protection = Bảo vệ một quân
train-teach-protection = Một quân được bảo vệ khi một quân khác của bạn có thể bắt lại trên ô của nó: ai bắt nó sẽ mất quân vừa bắt. Khi một quân của bạn bị tấn công, hãy bảo vệ nó hoặc đi nó ra chỗ khác.
train-goal-protect = Quân { $piece } của bạn ở { $square } đang bị tấn công: hãy bảo vệ nó tại chỗ.
train-unsaved-offer = Lượt tập này chưa được lưu: không ghi được hồ sơ luyện tập ở chỗ hiện tại. Hãy gõ một thư mục trên ổ đĩa khác hoặc USB để lưu vào đó; một dòng trống sẽ thoát mà không lưu.
train-folder-prompt = Thư mục
train-progress-saved-in = Bài luyện tập của bạn đã được lưu trong { $path }. Tiếp tục luyện ở đó với: annabella train --record { $path }
train-unsaved-lost = Lượt luyện tập này chưa được lưu.
# The first answer to /learn at the terminal: the choices by group, with their numbers (issue 38).
learn-short = Học: { $lessons }, bài học qua thực hành, cấp độ tiếp theo chưa xong; { $drills }, bàn cờ bằng tai, mỗi bài không tính giờ rồi tính giờ; { $puzzles }, bài tập cờ; { $mistakes }, lỗi của tôi và ván gần nhất được xem lại; { $progress }, tiến bộ của tôi.
learn-short-how = Hãy gõ một số hoặc những từ đầu của một lựa chọn; /help liệt kê cả { $count } lựa chọn, mỗi dòng một; một dòng trống để quay lại { $back ->
        [questions] các câu hỏi về ván mới
       *[game] ván đấu
    }.
learn-span = { $from } đến { $to }
learn-pair = { $from } và { $to }
# Chơi trực tuyến từ cửa sổ (issue 36): lựa chọn trong hộp thoại ván mới và phòng chờ.
newgame-vocab-yours = Nước đi của bạn và của đối thủ được đọc bằng
newgame-online-elsewhere = Ván trực tuyến được tìm ở phòng chờ: gõ quit, rồi annabella online (annabella online --help nói cách dùng).
window-online = Chơi trực tuyến trên lichess
window-online-opened = Chơi trực tuyến trên lichess. Đang kết nối. Tab đi qua các ván đang diễn ra của bạn, các lời thách đấu gửi bạn và các mẫu để tìm ván, thách đấu một người chơi hoặc chơi với AI của lichess; Enter trong một ô gửi mẫu đó; Escape quay lại ván cờ.
window-online-not-logged-in = Chơi trực tuyến trên lichess. Bạn chưa đăng nhập. Đăng nhập qua trình duyệt (nút đầu tiên: lichess mở ở đó, bạn đăng nhập và cho phép Annabella), hoặc tạo mã cá nhân tại { $url } (với “Play games with the board API”), dán vào ô mã và nhấn Enter. Escape quay lại ván cờ.
window-online-connecting = Đang kết nối với lichess.
window-online-closed = Không kết nối với lichess.
window-online-account = Đã đăng nhập lichess với tên { $name }; { $connected ->
    [yes] đã kết nối
   *[no] mất kết nối, đang kết nối lại
}{ $waiting ->
    [yes] ; lời tìm ván hoặc thách đấu của bạn đang chờ trả lời.
   *[no] .
}
window-online-login-how = Chưa đăng nhập. Đăng nhập qua trình duyệt, hoặc dán mã cá nhân từ lichess vào đây.
window-online-token = Mã cá nhân từ lichess
window-online-log-in = Đăng nhập bằng mã này
window-online-games = Các ván đang diễn ra của bạn
window-online-take-up = Enter tiếp tục ván này.
window-online-challenges = Lời thách đấu gửi bạn
window-online-accept = Chấp nhận
window-online-decline = Từ chối
window-online-control = Thời gian, số phút cộng số giây mỗi nước
window-online-control-hint = Ví dụ 15+10. Tìm ván phải là cờ nhanh hoặc chậm hơn (quy định của lichess): ít nhất 8 phút cho ván không cộng giờ.
window-online-rated = Tính điểm
window-online-seek = Tìm ván với bất kỳ ai
window-online-user = Tên lichess của người chơi
window-online-challenge = Thách đấu người chơi này
window-online-level = Cấp độ AI của lichess, 1 đến 8
window-online-ai = Chơi với AI của lichess
window-online-cancel = Hủy lời tìm ván hoặc thách đấu của bạn
window-online-refused = Chưa gửi: { $reason }
window-online-check = { $label }: { $value ->
    [yes] có
   *[no] không
}
window-online-said = { $name }: { $about }
window-online-browser = Đăng nhập qua trình duyệt
window-online-reconnect = Kết nối lại với lichess
window-online-reason = Lý do từ chối: { $reason ->
    [later] không phải bây giờ, để sau
    [toofast] quá nhanh với tôi
    [tooslow] quá chậm với tôi
    [timecontrol] không phải thời gian này
    [rated] tôi muốn ván tính điểm
    [casual] tôi muốn ván không tính điểm
   *[generic] không nêu lý do
}
