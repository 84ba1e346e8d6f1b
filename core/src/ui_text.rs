//! The interface's own words (help, prompts, notices), in the user's interface language, which is
//! separate from the announcement vocabulary: a Norwegian player may want Norwegian messages with
//! the FIDE German announcements. The texts are the Fluent files in `locales/ui/`.

use std::{fmt, sync::OnceLock};

use fluent_bundle::{FluentArgs, FluentValue};

use crate::fluent_text::{self, Bundle, message};

/// The interface languages shipped in `locales/ui/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum UiLanguage {
    En,
    De,
    Nb,
    Is,
    Vi,
}

impl UiLanguage {
    pub const ALL: [UiLanguage; 5] = [
        UiLanguage::En,
        UiLanguage::De,
        UiLanguage::Nb,
        UiLanguage::Is,
        UiLanguage::Vi,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            UiLanguage::En => "en",
            UiLanguage::De => "de",
            UiLanguage::Nb => "nb",
            UiLanguage::Is => "is",
            UiLanguage::Vi => "vi",
        }
    }

    fn source(self) -> &'static str {
        match self {
            UiLanguage::En => include_str!("../../locales/ui/en.ftl"),
            UiLanguage::De => include_str!("../../locales/ui/de.ftl"),
            UiLanguage::Nb => include_str!("../../locales/ui/nb.ftl"),
            UiLanguage::Is => include_str!("../../locales/ui/is.ftl"),
            UiLanguage::Vi => include_str!("../../locales/ui/vi.ftl"),
        }
    }

    /// The language a POSIX locale value names (`de_DE.UTF-8` → German; Norwegian `no`/`nn`
    /// → Bokmål), if it is one of ours.
    pub fn from_locale(value: &str) -> Option<UiLanguage> {
        let code = value
            .split(['_', '.', '@', '-'])
            .next()?
            .to_ascii_lowercase();
        match code.as_str() {
            "en" => Some(UiLanguage::En),
            "de" => Some(UiLanguage::De),
            "nb" | "no" | "nn" => Some(UiLanguage::Nb),
            "is" => Some(UiLanguage::Is),
            "vi" => Some(UiLanguage::Vi),
            _ => None,
        }
    }

    /// The language of the first locale value that is set and not empty (the shell passes
    /// `LC_ALL`, `LC_MESSAGES`, `LANG` in that order), English otherwise.
    pub fn from_locale_values<'a>(values: impl IntoIterator<Item = &'a str>) -> UiLanguage {
        values
            .into_iter()
            .find(|value| !value.is_empty())
            .and_then(UiLanguage::from_locale)
            .unwrap_or(UiLanguage::En)
    }
}

impl crate::choice::Choice for UiLanguage {
    const ALL: &'static [UiLanguage] = &UiLanguage::ALL;

    fn as_str(self) -> &'static str {
        UiLanguage::as_str(self)
    }
}

impl fmt::Display for UiLanguage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The loaded texts of one interface language.
pub struct UiText {
    bundle: Bundle,
}

impl UiText {
    /// A shipped language, loaded on first use. The files are compiled in and every one is
    /// loaded by the tests, so a broken one cannot reach a player: that alone may panic here.
    #[allow(clippy::panic)]
    pub fn get(language: UiLanguage) -> &'static UiText {
        static LOADED: [OnceLock<UiText>; 5] = [const { OnceLock::new() }; 5];
        let index = UiLanguage::ALL
            .iter()
            .position(|&l| l == language)
            .unwrap_or(0);
        LOADED[index].get_or_init(|| UiText {
            bundle: fluent_text::load(language.source())
                .unwrap_or_else(|e| panic!("locales/ui/{language}.ftl is shipped broken: {e}")),
        })
    }

    /// The message `id`; the id itself if it is missing (a test checks none is).
    pub fn text(&self, id: &str) -> String {
        self.text_with(id, &[])
    }

    /// The message `id` with arguments.
    pub fn text_with(&self, id: &str, args: &[(&str, FluentValue)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        message(&self.bundle, id, Some(&fluent_args)).unwrap_or_else(|| id.to_string())
    }

    /// The message `id` with arguments already made (the sentences the vocabularies fill
    /// with move words).
    pub(crate) fn format(&self, id: &str, args: &FluentArgs) -> String {
        message(&self.bundle, id, Some(args)).unwrap_or_else(|| id.to_string())
    }

    /// "White" / "Black" in this language.
    pub fn color_name(&self, color: shakmaty::Color) -> String {
        self.text(color.fold_wb("color-white", "color-black"))
    }

    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every message id used in English, the reference language.
    fn english_ids() -> Vec<String> {
        UiLanguage::En
            .source()
            .lines()
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim().to_string()))
            .filter(|id| !id.starts_with(['#', ' ']) && !id.is_empty())
            .collect()
    }

    #[test]
    fn every_language_has_every_message() {
        let ids = english_ids();
        assert!(ids.len() > 10);
        for language in UiLanguage::ALL {
            let text = UiText::get(language);
            for id in &ids {
                assert!(text.has(id), "locales/ui/{language}.ftl lacks {id}");
            }
        }
    }

    #[test]
    fn locale_values_choose_a_language() {
        assert_eq!(UiLanguage::from_locale("de_DE.UTF-8"), Some(UiLanguage::De));
        assert_eq!(UiLanguage::from_locale("nn_NO"), Some(UiLanguage::Nb));
        assert_eq!(UiLanguage::from_locale("C"), None);
    }
}
