//! The settings dialog's fields: the interface language, who speaks, the voice engine, the
//! speech's rate, pitch, volume and voices, the clock's sounds, how much follows a move, and
//! how the window looks. Each changes as it is stepped (a player hears
//! the new speech rate at once); the window keeps them when asked, or puts back what was there.

use std::collections::BTreeMap;

use crate::{
    choice::Choice,
    dialogs::form::{Form, Kind},
    look::Theme,
    message::{Arg, Message},
    session::{Cues, Verbosity},
    speech::{SpeechMode, VoiceEngine},
    ui_text::UiLanguage,
};

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

/// The system's voices the player may choose from, and the one chosen for each language.
///
/// A voice is chosen per language, not once: the sentences are said in the interface language
/// and the move words in the vocabulary's, and a single voice would say German move words with
/// an English voice. A language with no voice chosen has the system's voice for it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Voices {
    /// What the system offers: (its language tag, the voice's name), in the system's order.
    /// Shared, not copied: espeak-ng offers 13,000, and the dialog's settings are copied on
    /// each key.
    pub offered: std::sync::Arc<Vec<(String, String)>>,
    /// The voice chosen, by language (its primary tag: "de", "nb").
    pub chosen: BTreeMap<String, String>,
}

/// The primary part of a language tag, lower case; Norwegian "no" is Bokmål's "nb".
pub fn primary_language(tag: &str) -> String {
    let primary = tag
        .split(['-', '_'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    if primary == "no" {
        "nb".to_string()
    } else {
        primary
    }
}

impl Voices {
    /// The names of the voices offered for `language`.
    pub fn of(&self, language: &str) -> Vec<&str> {
        let wanted = primary_language(language);
        let mut names: Vec<&str> = self
            .offered
            .iter()
            .filter(|(tag, _)| primary_language(tag) == wanted)
            .map(|(_, name)| name.as_str())
            .collect();
        names.dedup();
        names
    }

    /// The voice chosen for `language`, if any.
    pub fn chosen(&self, language: &str) -> Option<&str> {
        self.chosen
            .get(&primary_language(language))
            .map(String::as_str)
    }

    /// Position of the choice among "the system's voice" and the voices offered.
    fn index(&self, language: &str) -> usize {
        let chosen = self.chosen(language);
        chosen
            .and_then(|name| self.of(language).iter().position(|n| *n == name))
            .map_or(0, |at| at + 1)
    }

    /// Chooses by position: 0 is the system's voice, then the voices offered.
    fn set_index(&mut self, language: &str, index: usize) {
        let name = index
            .checked_sub(1)
            .and_then(|at| self.of(language).get(at).map(|n| n.to_string()));
        let key = primary_language(language);
        match name {
            Some(name) => self.chosen.insert(key, name),
            None => self.chosen.remove(&key),
        };
    }
}

/// Everything the settings dialog sets. Levels are in percent, in steps of ten.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preferences {
    pub language: UiLanguage,
    /// Who speaks what: the app, the app with the screen reader reading the focus, or the
    /// screen reader alone.
    pub speech: SpeechMode,
    /// What makes the app's speech when it speaks for itself: the built-in voice, or the
    /// system's (for a player who chose another synthesizer there).
    pub engine: VoiceEngine,
    /// The speech's rate, pitch and volume, 0 to 100 (50 is the system's middle).
    pub rate: u8,
    pub pitch: u8,
    pub volume: u8,
    /// The voices: one for the interface language, one for the move words.
    pub voices: Voices,
    /// The language of the reader's move words (a tag such as "de").
    pub move_language: String,
    /// The clock's sounds, 10 to 100.
    pub sounds: u8,
    /// Which clock sounds are heard.
    pub cues: Cues,
    /// What is said after each move besides the move: brief, normal or full.
    pub verbosity: Verbosity,
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
    Engine,
    Rate,
    Pitch,
    Volume,
    /// The voice of the interface language.
    Voice,
    /// The voice of the move words, when they are in another language.
    MoveVoice,
    Sounds,
    Cues,
    Verbosity,
    Theme,
    Zoom,
    Boards,
}

const SETTINGS: [Setting; 14] = [
    Setting::Language,
    Setting::Speech,
    Setting::Engine,
    Setting::Rate,
    Setting::Pitch,
    Setting::Volume,
    Setting::Voice,
    Setting::MoveVoice,
    Setting::Sounds,
    Setting::Cues,
    Setting::Verbosity,
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

    /// Whether the move words are in another language than the interface, so have a voice of
    /// their own to choose.
    fn moves_have_their_own_language(&self) -> bool {
        primary_language(&self.move_language) != primary_language(self.language.as_str())
    }

    /// The language whose voice `field` chooses.
    fn voice_language(&self, field: Setting) -> String {
        if field == Setting::MoveVoice {
            self.move_language.clone()
        } else {
            self.language.as_str().to_string()
        }
    }

    fn voice_value(&self, field: Setting) -> Message {
        match self.voices.chosen(&self.voice_language(field)) {
            Some(name) => Message::Ui("newgame-typed", vec![("text", Arg::Key(name.to_string()))]),
            None => Message::ui("settings-voice-system"),
        }
    }
}

impl Form for Preferences {
    type Field = Setting;

    fn fields(&self) -> Vec<Setting> {
        let mut fields = SETTINGS.to_vec();
        if !self.moves_have_their_own_language() {
            fields.retain(|f| *f != Setting::MoveVoice);
        }
        fields
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
            Setting::Engine => choice(
                position(&VoiceEngine::names(), self.engine.as_str()),
                VoiceEngine::ALL.len(),
            ),
            Setting::Rate => choice(Preferences::percent_index(self.rate, 0), 11),
            Setting::Pitch => choice(Preferences::percent_index(self.pitch, 0), 11),
            Setting::Volume => choice(Preferences::percent_index(self.volume, 0), 11),
            Setting::Voice | Setting::MoveVoice => {
                let language = self.voice_language(field);
                choice(
                    self.voices.index(&language),
                    self.voices.of(&language).len() + 1,
                )
            }
            Setting::Sounds => choice(Preferences::percent_index(self.sounds, 10), 10),
            Setting::Cues => choice(
                position(&Cues::names(), self.cues.as_str()),
                Cues::ALL.len(),
            ),
            Setting::Verbosity => choice(
                position(&Verbosity::names(), self.verbosity.as_str()),
                Verbosity::ALL.len(),
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
            Setting::Engine => "settings-engine",
            Setting::Rate => "settings-rate",
            Setting::Pitch => "settings-pitch",
            Setting::Volume => "settings-volume",
            Setting::Voice => "settings-voice",
            Setting::MoveVoice => "settings-move-voice",
            Setting::Sounds => "settings-sounds",
            Setting::Cues => "newgame-cues",
            Setting::Verbosity => "settings-verbosity",
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
            Setting::Engine => select("settings-engine-value", self.engine.as_str()),
            Setting::Rate => percent(self.rate.into()),
            Setting::Pitch => percent(self.pitch.into()),
            Setting::Volume => percent(self.volume.into()),
            Setting::Voice | Setting::MoveVoice => self.voice_value(field),
            Setting::Sounds => percent(self.sounds.into()),
            Setting::Cues => select("newgame-cues-value", self.cues.as_str()),
            Setting::Verbosity => select("settings-verbosity-value", self.verbosity.as_str()),
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
            Setting::Engine => {
                self.engine = VoiceEngine::ALL.get(index).copied().unwrap_or_default()
            }
            Setting::Rate => self.rate = level(0),
            Setting::Pitch => self.pitch = level(0),
            Setting::Volume => self.volume = level(0),
            Setting::Voice | Setting::MoveVoice => {
                let language = self.voice_language(field);
                self.voices.set_index(&language, index)
            }
            Setting::Sounds => self.sounds = level(10),
            Setting::Cues => self.cues = Cues::ALL.get(index).copied().unwrap_or_default(),
            Setting::Verbosity => {
                self.verbosity = Verbosity::ALL.get(index).copied().unwrap_or_default()
            }
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
            engine: VoiceEngine::Builtin,
            rate: 50,
            pitch: 50,
            volume: 100,
            voices: Voices {
                offered: std::sync::Arc::new(vec![
                    ("en-GB".into(), "English (Great Britain)".into()),
                    ("de".into(), "German".into()),
                    ("en-US".into(), "English (America)".into()),
                    ("de-AT".into(), "German (Austria)".into()),
                ]),
                chosen: BTreeMap::new(),
            },
            move_language: "de".into(),
            sounds: 70,
            cues: Cues::Tactile,
            verbosity: Verbosity::Normal,
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
    fn the_built_in_voice_is_the_default_and_the_system_voice_a_step_away() {
        let mut p = preferences();
        let en = UiLanguage::En;
        assert_eq!(
            said(&p.focused(Setting::Engine), en),
            "Voice engine: the built-in voice, fastest, 1 of 2"
        );
        assert_eq!(
            said(&p.step(Setting::Engine, 1), en),
            "the system voice (Speech Dispatcher), 2 of 2"
        );
        assert_eq!(p.engine, VoiceEngine::System);
        // And round again, said in German.
        assert_eq!(
            said(&p.step(Setting::Engine, 1), UiLanguage::De),
            "die eingebaute Stimme, am schnellsten, 1 von 2"
        );
        assert_eq!(p.engine, VoiceEngine::Builtin);
    }

    #[test]
    fn a_voice_is_chosen_for_each_language_spoken() {
        let mut p = preferences();
        let en = UiLanguage::En;
        // English sentences, German move words: a voice for each.
        assert!(p.fields().contains(&Setting::MoveVoice));
        assert_eq!(
            said(&p.focused(Setting::Voice), en),
            "Voice: the system's voice for this language, 1 of 3"
        );
        assert_eq!(
            said(&p.step(Setting::Voice, 1), en),
            "English (Great Britain), 2 of 3"
        );
        assert_eq!(
            said(&p.step(Setting::MoveVoice, 2), en),
            "German (Austria), 3 of 3"
        );
        assert_eq!(p.voices.chosen("en-US"), Some("English (Great Britain)"));
        assert_eq!(p.voices.chosen("de"), Some("German (Austria)"));
        // Back to the system's voice: nothing chosen for English.
        p.step(Setting::Voice, -1);
        assert_eq!(p.voices.chosen("en"), None);
        // German sentences and German move words: one voice field.
        p.language = UiLanguage::De;
        assert!(!p.fields().contains(&Setting::MoveVoice));
        assert_eq!(p.voices.chosen("de"), Some("German (Austria)"));
        // Norwegian voices are often tagged "no".
        std::sync::Arc::make_mut(&mut p.voices.offered)
            .push(("no".into(), "Norwegian Bokmål".into()));
        assert_eq!(p.voices.of("nb"), ["Norwegian Bokmål"]);
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
