//! The settings dialog's fields: the interface language, the speech's rate, pitch and volume,
//! the clock's sounds, and how the window looks. Each changes as it is stepped (a player hears
//! the new speech rate at once); the window keeps them when asked, or puts back what was there.

use crate::{
    choice::Choice,
    form::{Form, Kind},
    new_game::Cues,
    session::message::{Arg, Message},
    speech::SpeechMode,
    ui_text::UiLanguage,
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

/// One board as large as the window allows, every board side by side, or as the window's size
/// allows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Boards {
    #[default]
    Fit,
    One,
    All,
}

impl Choice for Boards {
    const ALL: &'static [Boards] = &[Boards::Fit, Boards::One, Boards::All];

    fn as_str(self) -> &'static str {
        match self {
            Boards::Fit => "fit",
            Boards::One => "one",
            Boards::All => "all",
        }
    }
}

impl Boards {
    /// `Some(true)` one board, `Some(false)` all, `None` as the window allows.
    pub fn one(self) -> Option<bool> {
        match self {
            Boards::Fit => None,
            Boards::One => Some(true),
            Boards::All => Some(false),
        }
    }

    pub fn from_one(one: Option<bool>) -> Boards {
        match one {
            None => Boards::Fit,
            Some(true) => Boards::One,
            Some(false) => Boards::All,
        }
    }
}

/// The zoom's steps, in percent.
pub const ZOOM_STEPS: [u16; 13] = [
    100, 125, 150, 175, 200, 225, 250, 275, 300, 325, 350, 375, 400,
];

/// Everything the settings dialog sets. Levels are in percent, in steps of ten.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preferences {
    pub language: UiLanguage,
    /// Who speaks what: the app, the app with the screen reader reading the focus, or the
    /// screen reader alone.
    pub speech: SpeechMode,
    /// The speech's rate, pitch and volume, 0 to 100 (50 is the system's middle).
    pub rate: u8,
    pub pitch: u8,
    pub volume: u8,
    /// The clock's sounds, 10 to 100.
    pub sounds: u8,
    /// Which clock sounds are heard.
    pub cues: Cues,
    pub theme: Theme,
    /// 100 to 400.
    pub zoom: u16,
    pub boards: Boards,
}

/// A field of the settings dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Setting {
    Language,
    Speech,
    Rate,
    Pitch,
    Volume,
    Sounds,
    Cues,
    Theme,
    Zoom,
    Boards,
}

const SETTINGS: [Setting; 10] = [
    Setting::Language,
    Setting::Speech,
    Setting::Rate,
    Setting::Pitch,
    Setting::Volume,
    Setting::Sounds,
    Setting::Cues,
    Setting::Theme,
    Setting::Zoom,
    Setting::Boards,
];

impl Preferences {
    /// What is said when the dialog opens, the first field with it.
    pub fn opened(&self) -> Message {
        Message::Joined(vec![
            Message::ui("settings-open"),
            self.focused(Setting::Language),
        ])
    }

    fn percent_index(level: u8, from: u8) -> usize {
        usize::from(level.saturating_sub(from) / 10)
    }
}

impl Form for Preferences {
    type Field = Setting;

    fn fields(&self) -> Vec<Setting> {
        SETTINGS.to_vec()
    }

    fn kind(&self, field: Setting) -> Kind {
        let choice = |index: usize, count: usize| Kind::Choice { index, count };
        let position = |all: &[&str], name: &str| all.iter().position(|n| *n == name).unwrap_or(0);
        match field {
            Setting::Language => choice(
                position(&UiLanguage::names(), self.language.as_str()),
                UiLanguage::ALL.len(),
            ),
            Setting::Speech => choice(
                position(&SpeechMode::names(), self.speech.as_str()),
                SpeechMode::ALL.len(),
            ),
            Setting::Rate => choice(Preferences::percent_index(self.rate, 0), 11),
            Setting::Pitch => choice(Preferences::percent_index(self.pitch, 0), 11),
            Setting::Volume => choice(Preferences::percent_index(self.volume, 0), 11),
            Setting::Sounds => choice(Preferences::percent_index(self.sounds, 10), 10),
            Setting::Cues => choice(
                position(&Cues::names(), self.cues.as_str()),
                Cues::ALL.len(),
            ),
            Setting::Theme => choice(
                position(&Theme::names(), self.theme.as_str()),
                Theme::ALL.len(),
            ),
            Setting::Zoom => choice(
                ZOOM_STEPS.iter().position(|z| *z >= self.zoom).unwrap_or(0),
                ZOOM_STEPS.len(),
            ),
            Setting::Boards => choice(
                position(&Boards::names(), self.boards.as_str()),
                Boards::ALL.len(),
            ),
        }
    }

    fn label(&self, field: Setting) -> Message {
        let id = match field {
            Setting::Language => "settings-language",
            Setting::Speech => "settings-speech",
            Setting::Rate => "settings-rate",
            Setting::Pitch => "settings-pitch",
            Setting::Volume => "settings-volume",
            Setting::Sounds => "settings-sounds",
            Setting::Cues => "newgame-cues",
            Setting::Theme => "settings-theme",
            Setting::Zoom => "settings-zoom",
            Setting::Boards => "settings-boards",
        };
        Message::ui(id)
    }

    fn value(&self, field: Setting) -> Message {
        let percent = |n: u64| Message::Ui("settings-percent", vec![("n", Arg::Number(n))]);
        let select = |id: &'static str, name: &'static str| {
            Message::Ui(id, vec![("value", Arg::Select(name))])
        };
        match field {
            // Each language by its own name, so that a player who cannot read the one shown
            // finds theirs.
            Setting::Language => Message::Ui(
                "newgame-typed",
                vec![(
                    "text",
                    Arg::Key(crate::ui_text::UiText::get(self.language).text("meta-language-name")),
                )],
            ),
            Setting::Speech => select("settings-speech-value", self.speech.as_str()),
            Setting::Rate => percent(self.rate.into()),
            Setting::Pitch => percent(self.pitch.into()),
            Setting::Volume => percent(self.volume.into()),
            Setting::Sounds => percent(self.sounds.into()),
            Setting::Cues => select("newgame-cues-value", self.cues.as_str()),
            Setting::Theme => select("settings-theme-value", self.theme.as_str()),
            Setting::Zoom => percent(self.zoom.into()),
            Setting::Boards => select("settings-boards-value", self.boards.as_str()),
        }
    }

    fn text(&self, _field: Setting) -> String {
        String::new()
    }

    fn set_text(&mut self, _field: Setting, _text: &str) {}

    fn set_index(&mut self, field: Setting, index: usize) {
        let level = |from: u8| (from as usize + index * 10).min(100) as u8;
        match field {
            Setting::Language => {
                self.language = UiLanguage::ALL
                    .get(index)
                    .copied()
                    .unwrap_or(UiLanguage::En)
            }
            Setting::Speech => {
                self.speech = SpeechMode::ALL.get(index).copied().unwrap_or_default()
            }
            Setting::Rate => self.rate = level(0),
            Setting::Pitch => self.pitch = level(0),
            Setting::Volume => self.volume = level(0),
            Setting::Sounds => self.sounds = level(10),
            Setting::Cues => self.cues = Cues::ALL.get(index).copied().unwrap_or_default(),
            Setting::Theme => self.theme = Theme::ALL.get(index).copied().unwrap_or_default(),
            Setting::Zoom => self.zoom = ZOOM_STEPS.get(index).copied().unwrap_or(100),
            Setting::Boards => self.boards = Boards::ALL.get(index).copied().unwrap_or_default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ui_text::UiText, vocab::Vocabulary};

    fn said(message: &Message, language: UiLanguage) -> String {
        message.render(
            Vocabulary::get(crate::vocab::VocabId::Fide),
            UiText::get(language),
        )
    }

    fn preferences() -> Preferences {
        Preferences {
            language: UiLanguage::En,
            speech: SpeechMode::App,
            rate: 50,
            pitch: 50,
            volume: 100,
            sounds: 70,
            cues: Cues::Tactile,
            theme: Theme::Classic,
            zoom: 100,
            boards: Boards::Fit,
        }
    }

    #[test]
    fn each_setting_is_said_and_stepped() {
        let mut p = preferences();
        let en = UiLanguage::En;
        assert_eq!(
            said(&p.focused(Setting::Rate), en),
            "Speech rate: 50 percent, 6 of 11"
        );
        assert_eq!(said(&p.step(Setting::Rate, 1), en), "60 percent, 7 of 11");
        assert_eq!(p.rate, 60);
        assert_eq!(said(&p.step(Setting::Volume, 1), en), "0 percent, 1 of 11");
        assert_eq!(
            said(&p.step(Setting::Sounds, -1), en),
            "60 percent, 6 of 10"
        );
        assert_eq!(
            said(&p.step(Setting::Zoom, -1), en),
            "400 percent, 13 of 13"
        );
        assert_eq!(
            said(&p.step(Setting::Theme, 2), en),
            "black on yellow, 3 of 3"
        );
        assert_eq!(
            said(&p.step(Setting::Boards, 1), en),
            "one board, as large as the window allows, 2 of 3"
        );
        // A language is named in itself.
        p.step(Setting::Language, 1);
        assert_eq!(p.language, UiLanguage::ALL[1]);
        let name = said(&p.value(Setting::Language), p.language);
        assert!(!name.is_empty() && !name.contains('{'), "{name}");
    }

    #[test]
    fn every_setting_speaks_in_every_language() {
        let mut p = preferences();
        for language in UiLanguage::ALL {
            for field in p.fields() {
                let Kind::Choice { count, .. } = p.kind(field) else {
                    panic!("{field:?} is a choice")
                };
                for _ in 0..count {
                    let text = said(&p.step(field, 1), language);
                    assert!(!text.contains('{') && !text.contains("settings-"), "{text}");
                }
            }
            let text = said(&p.opened(), language);
            assert!(!text.contains('{') && !text.contains("settings-"), "{text}");
        }
    }
}
