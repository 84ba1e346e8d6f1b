//! The user's environment, read once by the shells: the interface language of the locale.

use annabella_core::ui_text::UiLanguage;

/// The interface language of the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`, the first that
/// is set), English otherwise.
pub fn ui_language() -> UiLanguage {
    let values: Vec<String> = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|var| std::env::var(var).ok())
        .collect();
    UiLanguage::from_locale_values(values.iter().map(String::as_str))
}
