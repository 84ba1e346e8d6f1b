//! How the window looks: the colour theme, the zoom, one large board or all of them, full
//! screen. The view keys (F3, F4, F11, Ctrl+plus, Ctrl+minus, Ctrl+0) change it, and each change
//! is said.
//!
//! The themes are for low vision: besides the usual light and dark squares, white on black and
//! black on yellow, each with pieces outlined in the opposite colour so that a piece stands out
//! on either square.

use eframe::egui::{self, Color32, FontData, FontFamily, Visuals, epaint::text::FontInsert};

use annabella_core::{
    dialogs::preferences::Preferences,
    keymap::ViewKey,
    look::{Look, Theme},
    session::Message,
};

/// The look chosen, and whether the window has been given it yet.
pub(super) struct WindowLook {
    /// Colours, zoom, one board or all, full screen.
    look: Look,
    /// The look changed: put it on the window at the next frame.
    changed: bool,
    /// Full screen was switched: tell the window.
    full_screen_changed: bool,
}

impl Default for WindowLook {
    /// The default look, put on the window at the first frame.
    fn default() -> WindowLook {
        WindowLook {
            look: Look::default(),
            changed: true,
            full_screen_changed: false,
        }
    }
}

impl WindowLook {
    pub fn look(&self) -> Look {
        self.look
    }

    /// The look from now on (the settings, the command line).
    pub fn set(&mut self, look: Look) {
        self.look = look;
        self.changed = true;
    }

    /// The look the settings dialog chose.
    pub fn use_preferences(&mut self, preferences: &Preferences) {
        self.look.theme = preferences.theme;
        self.look.zoom = f32::from(preferences.zoom) / 100.0;
        self.look.one_board = preferences.boards.one();
        self.changed = true;
    }

    /// A view key carried out (`showing_one`: one board is shown now); what to say of it.
    pub fn change(&mut self, key: ViewKey, showing_one: bool) -> Message {
        let was_full_screen = self.look.full_screen;
        let said = self.look.change(key, showing_one);
        self.changed = true;
        self.full_screen_changed = was_full_screen != self.look.full_screen;
        said
    }

    /// Puts what changed of the look on the window: zoom and colours, full screen.
    pub fn put_on(&mut self, ctx: &egui::Context) {
        if std::mem::take(&mut self.changed) {
            apply(&self.look, ctx);
        }
        if std::mem::take(&mut self.full_screen_changed) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(self.look.full_screen));
        }
    }
}

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

/// Puts the look on the window: zoom, colours (full screen is a viewport command of its own).
pub fn apply(look: &Look, ctx: &egui::Context) {
    if (ctx.zoom_factor() - look.zoom).abs() > f32::EPSILON {
        ctx.set_zoom_factor(look.zoom);
    }
    ctx.set_visuals(visuals(look.theme));
}

/// The font family the pieces are drawn in: the chess figures of DejaVu Sans (a 5 kB subset in
/// `assets/fonts`, under the DejaVu licence).
pub fn piece_family() -> FontFamily {
    FontFamily::Name("annabella-pieces".into())
}

/// Makes the pieces' font known to the window (only the first call does anything).
pub fn add_piece_font(ctx: &egui::Context) {
    const FONT: &[u8] = include_bytes!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/fonts/chess-pieces.ttf"
    ));
    ctx.add_font(FontInsert::new(
        "annabella-pieces",
        FontData::from_static(FONT),
        vec![egui::epaint::text::InsertFontFamily {
            family: piece_family(),
            priority: egui::epaint::text::FontPriority::Highest,
        }],
    ));
}
