//! The user's environment, read once by the shells: the interface language of the system. One
//! body per platform, side by side: the locale variables on Linux and the other Unix systems,
//! the user's interface language on Windows (where `LANG` means nothing to the system).

use annabella_core::ui_text::UiLanguage;

/// The interface language of the environment, English where it is none of the app's.
pub fn ui_language() -> UiLanguage {
    let values = locale_values();
    UiLanguage::from_locale_values(values.iter().map(String::as_str))
}

/// `LC_ALL`, `LC_MESSAGES`, `LANG`: those set, in that order (the first that is set counts).
#[cfg(not(windows))]
fn locale_values() -> Vec<String> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|var| std::env::var(var).ok())
        .collect()
}

/// The user's interface language as the system names it ("de-DE", "nb-NO"):
/// `GetUserDefaultUILanguage`, the language Windows' own menus are in; nothing where it cannot
/// be named.
#[cfg(windows)]
fn locale_values() -> Vec<String> {
    use windows_sys::Win32::Globalization::{GetUserDefaultUILanguage, LCIDToLocaleName};
    /// `LOCALE_NAME_MAX_LENGTH`, the terminating zero included.
    const LONGEST: usize = 85;
    let mut name = [0u16; LONGEST];
    // SAFETY: the language id is a plain number; LCIDToLocaleName writes at most LONGEST
    // characters, the zero included, into the buffer given, and returns how many it wrote.
    let written = unsafe {
        let language = GetUserDefaultUILanguage();
        LCIDToLocaleName(u32::from(language), name.as_mut_ptr(), LONGEST as i32, 0)
    };
    let length = usize::try_from(written).unwrap_or(0).saturating_sub(1);
    match name.get(..length) {
        Some(name) if !name.is_empty() => vec![String::from_utf16_lossy(name)],
        _ => Vec::new(),
    }
}
