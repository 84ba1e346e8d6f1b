//! The window's icon: the knight of `assets/windows/annabella.ico` (drawn by
//! scripts/windows-icon), its 256-pixel image, for the title bar, the taskbar and Alt+Tab, the
//! same as the program's own icon on Windows (instead of egui's).

use eframe::egui::IconData;

const ICON: &[u8] = include_bytes!("../../../assets/windows/annabella.ico");

/// The icon's 256-pixel image (the one stored as PNG), when the icon holds it.
pub fn knight() -> Option<IconData> {
    let count = u16::from_le_bytes([*ICON.get(4)?, *ICON.get(5)?]);
    (0..usize::from(count)).find_map(|i| {
        let entry = ICON.get(6 + 16 * i..6 + 16 * (i + 1))?;
        // Width and height 0 stand for 256; then the image's length and place, each 4 bytes.
        if entry[0] != 0 || entry[1] != 0 {
            return None;
        }
        let length = u32::from_le_bytes(entry[8..12].try_into().ok()?) as usize;
        let place = u32::from_le_bytes(entry[12..16].try_into().ok()?) as usize;
        let png = ICON.get(place..place.checked_add(length)?)?;
        eframe::icon_data::from_png_bytes(png).ok()
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_window_shows_the_knight_on_the_yellow_square() {
        let icon = super::knight().expect("the icon's 256-pixel image");
        assert_eq!((icon.width, icon.height), (256, 256));
        let pixel = |x: usize, y: usize| {
            let at = 4 * (y * 256 + x);
            icon.rgba[at..at + 4].to_vec()
        };
        assert_eq!(pixel(0, 0)[3], 0, "the corner is transparent");
        assert_eq!(
            pixel(40, 128),
            [0xff, 0xd4, 0x00, 0xff],
            "the yellow square"
        );
        assert_eq!(pixel(128, 180), [0x11, 0x11, 0x11, 0xff], "the knight");
    }
}
