# Giao diện Annabella bằng tiếng Việt.
meta-language = vi

color-white = Trắng
color-black = Đen

audio-no-device = Không có âm thanh: { $reason }. Tiếng đồng hồ bị tắt; mọi thứ khác vẫn hoạt động.
audio-stream-failed = Âm thanh đã dừng: { $reason }.
audio-assistant-device-missing = Không có thiết bị âm thanh của người trợ giúp ({ $reason }); tín hiệu của người trợ giúp phát qua đầu ra chính.

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
clock-unknown-key = Phím không rõ { $key }. h để xem trợ giúp.
