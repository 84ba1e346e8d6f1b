//! How the window looks, as choices: the colour theme, the zoom, one large board or all of them,
//! full screen. The view keys (F3, F4, F11, Ctrl+plus, Ctrl+minus, Ctrl+0) change it, and each
//! change is said; the window puts it on the screen, the settings file keeps it.

use crate::{
    choice::Choice,
    keymap::ViewKey,
    session::{Arg, Message},
};

/// A colour theme of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Light and dark wooden squares, the usual board.
    #[default]
    Classic,
    WhiteOnBlack,
    BlackOnYellow,
}

impl Choice for Theme {
    const ALL: &'static [Theme] = &[Theme::Classic, Theme::WhiteOnBlack, Theme::BlackOnYellow];

    fn as_str(self) -> &'static str {
        match self {
            Theme::Classic => "classic",
            Theme::WhiteOnBlack => "white-on-black",
            Theme::BlackOnYellow => "black-on-yellow",
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
