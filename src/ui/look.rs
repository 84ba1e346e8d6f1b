//! How the window looks: the colour theme, the zoom, one large board or all of them, full
//! screen. The view keys (F3, F4, F11, Ctrl+plus, Ctrl+minus, Ctrl+0) change it, and each change
//! is said.
//!
//! The themes are for low vision: besides the usual light and dark squares, white on black and
//! black on yellow, each with pieces outlined in the opposite colour so that a piece stands out
//! on either square.

use eframe::egui::{self, Color32, FontData, FontFamily, Visuals, epaint::text::FontInsert};

use crate::{
    choice::Choice,
    keymap::ViewKey,
    session::{Arg, Message},
};

pub use crate::preferences::Theme;

/// The colours a theme draws a board with.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    pub light: Color32,
    pub dark: Color32,
    /// Each side's pieces: their body, and the outline around it.
    pub white_piece: (Color32, Color32),
    pub black_piece: (Color32, Color32),
    /// The cursor's frame, and the thin line that keeps it visible on either square.
    pub cursor: (Color32, Color32),
    /// The corners of the last move's squares.
    pub last_move: Color32,
    /// The ring around a king in check.
    pub check: Color32,
    /// The dashes around the square a piece was lifted from.
    pub lifted: Color32,
    /// The file and rank names along the edges.
    pub label: Color32,
}

/// The colours of a theme's boards.
pub fn palette(theme: Theme) -> Palette {
    const WHITE: Color32 = Color32::WHITE;
    const BLACK: Color32 = Color32::BLACK;
    match theme {
        Theme::Classic => Palette {
            light: Color32::from_rgb(0xf0, 0xd9, 0xb5),
            dark: Color32::from_rgb(0xb5, 0x88, 0x63),
            white_piece: (WHITE, BLACK),
            black_piece: (BLACK, WHITE),
            cursor: (Color32::from_rgb(0x00, 0x4b, 0xd6), WHITE),
            last_move: Color32::from_rgb(0x1a, 0x7f, 0x2e),
            check: Color32::from_rgb(0xd0, 0x10, 0x10),
            lifted: Color32::from_rgb(0xb0, 0x00, 0xb0),
            label: Color32::from_rgb(0x20, 0x20, 0x20),
        },
        Theme::WhiteOnBlack => Palette {
            light: Color32::from_rgb(0x4a, 0x4a, 0x4a),
            dark: BLACK,
            // On black, a white outline would make both sides look white: Black's pieces
            // are drawn in amber lines.
            white_piece: (WHITE, BLACK),
            black_piece: (BLACK, Color32::from_rgb(0xff, 0xc0, 0x00)),
            cursor: (Color32::from_rgb(0xff, 0xe0, 0x00), BLACK),
            last_move: Color32::from_rgb(0x00, 0xe0, 0xff),
            check: Color32::from_rgb(0xff, 0x40, 0x40),
            lifted: Color32::from_rgb(0xff, 0x80, 0xff),
            label: WHITE,
        },
        Theme::BlackOnYellow => Palette {
            light: Color32::from_rgb(0xff, 0xf2, 0x00),
            dark: Color32::from_rgb(0xc8, 0xa8, 0x00),
            white_piece: (WHITE, BLACK),
            black_piece: (BLACK, WHITE),
            cursor: (BLACK, WHITE),
            last_move: Color32::from_rgb(0x00, 0x30, 0xc0),
            check: Color32::from_rgb(0xc0, 0x00, 0x00),
            lifted: Color32::from_rgb(0x80, 0x00, 0x80),
            label: BLACK,
        },
    }
}

/// The rest of the window in the theme's colours.
pub fn visuals(theme: Theme) -> Visuals {
    match theme {
        Theme::Classic => Visuals::light(),
        Theme::WhiteOnBlack => {
            let mut visuals = Visuals::dark();
            visuals.override_text_color = Some(Color32::WHITE);
            visuals.panel_fill = Color32::BLACK;
            visuals.window_fill = Color32::BLACK;
            visuals.extreme_bg_color = Color32::from_rgb(0x20, 0x20, 0x20);
            visuals.selection.stroke.color = Color32::from_rgb(0xff, 0xe0, 0x00);
            visuals
        }
        Theme::BlackOnYellow => {
            let mut visuals = Visuals::light();
            let yellow = Color32::from_rgb(0xff, 0xf2, 0x00);
            visuals.override_text_color = Some(Color32::BLACK);
            visuals.panel_fill = yellow;
            visuals.window_fill = yellow;
            visuals.extreme_bg_color = Color32::from_rgb(0xff, 0xfa, 0x90);
            visuals.widgets.inactive.weak_bg_fill = Color32::from_rgb(0xff, 0xfa, 0x90);
            visuals.widgets.inactive.bg_stroke.color = Color32::BLACK;
            visuals.selection.stroke.color = Color32::BLACK;
            visuals
        }
    }
}

/// How the window looks now.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Look {
    pub theme: Theme,
    /// 1.0 to 4.0.
    pub zoom: f32,
    /// One board as large as the window allows (`Some(true)`), every board side by side
    /// (`Some(false)`), or as the window's size allows (`None`).
    pub one_board: Option<bool>,
    pub full_screen: bool,
}

impl Default for Look {
    fn default() -> Look {
        Look {
            theme: Theme::default(),
            zoom: 1.0,
            one_board: None,
            full_screen: false,
        }
    }
}

/// Each zoom key changes the zoom by this much.
const ZOOM_STEP: f32 = 0.25;
pub const ZOOM_MIN: f32 = 1.0;
pub const ZOOM_MAX: f32 = 4.0;

impl Look {
    /// Carries out a view key; answers what to say. `showing_one` is whether one board is
    /// shown now (the layout key switches to the other way).
    pub fn change(&mut self, key: ViewKey, showing_one: bool) -> Message {
        match key {
            ViewKey::ZoomIn | ViewKey::ZoomOut | ViewKey::ZoomReset => {
                self.zoom = match key {
                    ViewKey::ZoomIn => self.zoom + ZOOM_STEP,
                    ViewKey::ZoomOut => self.zoom - ZOOM_STEP,
                    _ => 1.0,
                }
                .clamp(ZOOM_MIN, ZOOM_MAX);
                let percent = (self.zoom * 100.0).round() as u64;
                Message::Ui("view-zoom", vec![("percent", Arg::Number(percent))])
            }
            ViewKey::FullScreen => {
                self.full_screen = !self.full_screen;
                let on = if self.full_screen { "on" } else { "off" };
                Message::Ui("view-full-screen", vec![("on", Arg::Select(on))])
            }
            ViewKey::Theme => {
                let at = Theme::ALL
                    .iter()
                    .position(|t| *t == self.theme)
                    .unwrap_or(0);
                self.theme = Theme::ALL[(at + 1) % Theme::ALL.len()];
                Message::Ui(
                    "view-theme",
                    vec![("theme", Arg::Select(self.theme.as_str()))],
                )
            }
            ViewKey::Layout => {
                let one = !showing_one;
                self.one_board = Some(one);
                let layout = if one { "one" } else { "all" };
                Message::Ui("view-layout", vec![("layout", Arg::Select(layout))])
            }
        }
    }

    /// Puts the look on the window: zoom, colours, full screen.
    pub fn apply(&self, ctx: &egui::Context) {
        if (ctx.zoom_factor() - self.zoom).abs() > f32::EPSILON {
            ctx.set_zoom_factor(self.zoom);
        }
        ctx.set_visuals(visuals(self.theme));
    }
}

/// The font family the pieces are drawn in: the chess figures of DejaVu Sans (a 5 kB subset in
/// `assets/fonts`, under the DejaVu licence).
pub fn piece_family() -> FontFamily {
    FontFamily::Name("annabella-pieces".into())
}

/// Makes the pieces' font known to the window (only the first call does anything).
pub fn add_piece_font(ctx: &egui::Context) {
    const FONT: &[u8] = include_bytes!("../../assets/fonts/chess-pieces.ttf");
    ctx.add_font(FontInsert::new(
        "annabella-pieces",
        FontData::from_static(FONT),
        vec![egui::epaint::text::InsertFontFamily {
            family: piece_family(),
            priority: egui::epaint::text::FontPriority::Highest,
        }],
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zoom_stays_between_100_and_400_percent_and_is_said() {
        let mut look = Look::default();
        let ui = crate::ui_text::UiText::get(crate::ui_text::UiLanguage::En);
        let vocab = crate::vocab::Vocabulary::get(crate::vocab::VocabId::Fide);
        let said = |m: Message| m.render(vocab, ui);
        assert_eq!(
            said(look.change(ViewKey::ZoomOut, false)),
            "Zoom 100 percent."
        );
        for _ in 0..20 {
            look.change(ViewKey::ZoomIn, false);
        }
        assert_eq!(look.zoom, ZOOM_MAX);
        assert_eq!(
            said(look.change(ViewKey::ZoomOut, false)),
            "Zoom 375 percent."
        );
        assert_eq!(
            said(look.change(ViewKey::ZoomReset, false)),
            "Zoom 100 percent."
        );
        assert_eq!(said(look.change(ViewKey::Theme, false)), "White on black.");
        assert_eq!(said(look.change(ViewKey::Theme, false)), "Black on yellow.");
        assert_eq!(
            said(look.change(ViewKey::Theme, false)),
            "Light and dark squares."
        );
        assert_eq!(
            said(look.change(ViewKey::FullScreen, false)),
            "Full screen."
        );
        assert!(look.full_screen);
        assert_eq!(
            said(look.change(ViewKey::Layout, false)),
            "One board, as large as the window allows; v switches boards."
        );
        assert_eq!(look.one_board, Some(true));
    }
}
