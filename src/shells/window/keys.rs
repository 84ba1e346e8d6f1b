//! From egui's key events to the keymap's chords.
//!
//! The keymap names keys as a player learns them ("Shift+1", "Ctrl+Shift+d", "?"); egui reports the
//! logical key of the keyboard layout. With Shift held, a digit key comes as its symbol ("!" on a
//! US layout), so digits are read from the physical key; "?" is a key of its own whatever it takes
//! to type it.

use eframe::egui::{Key, Modifiers};

use annabella_core::keymap::KeyChord;

/// The chord of a key press, or `None` for a key the keymap cannot name.
pub fn chord(key: Key, physical: Option<Key>, modifiers: Modifiers) -> Option<KeyChord> {
    let name = key_name(key).or_else(|| physical.and_then(digit_name))?;
    // These are keys of their own whatever it takes to type them ("+" is Shift+= on many
    // layouts).
    let symbol = matches!(name, "?" | "plus" | "minus");
    Some(KeyChord {
        ctrl: modifiers.ctrl || modifiers.mac_cmd,
        alt: modifiers.alt,
        shift: modifiers.shift && !symbol,
        key: name.to_string(),
    })
}

/// The keymap's name of a key ("Up", "F10", "a").
pub fn key_name(key: Key) -> Option<&'static str> {
    KEYS.iter().find(|(k, _)| *k == key).map(|(_, n)| *n)
}

fn digit_name(key: Key) -> Option<&'static str> {
    key_name(key).filter(|n| n.len() == 1 && n.as_bytes()[0].is_ascii_digit())
}

/// The egui key of a chord's key name: what the tests press.
pub fn egui_key(name: &str) -> Option<Key> {
    KEYS.iter().find(|(_, n)| *n == name).map(|(k, _)| *k)
}

/// Every key the keymap can name, with its name there.
const KEYS: &[(Key, &str)] = &[
    (Key::ArrowUp, "Up"),
    (Key::ArrowDown, "Down"),
    (Key::ArrowLeft, "Left"),
    (Key::ArrowRight, "Right"),
    (Key::Enter, "Enter"),
    (Key::Space, "Space"),
    (Key::Escape, "Escape"),
    (Key::Delete, "Delete"),
    (Key::Tab, "Tab"),
    (Key::Home, "Home"),
    (Key::End, "End"),
    (Key::Questionmark, "?"),
    (Key::OpenBracket, "["),
    (Key::CloseBracket, "]"),
    (Key::Plus, "plus"),
    (Key::Equals, "plus"),
    (Key::Minus, "minus"),
    (Key::F1, "F1"),
    (Key::F2, "F2"),
    (Key::F3, "F3"),
    (Key::F4, "F4"),
    (Key::F5, "F5"),
    (Key::F6, "F6"),
    (Key::F7, "F7"),
    (Key::F8, "F8"),
    (Key::F9, "F9"),
    (Key::F10, "F10"),
    (Key::F11, "F11"),
    (Key::F12, "F12"),
    (Key::A, "a"),
    (Key::B, "b"),
    (Key::C, "c"),
    (Key::D, "d"),
    (Key::E, "e"),
    (Key::F, "f"),
    (Key::G, "g"),
    (Key::H, "h"),
    (Key::I, "i"),
    (Key::J, "j"),
    (Key::K, "k"),
    (Key::L, "l"),
    (Key::M, "m"),
    (Key::N, "n"),
    (Key::O, "o"),
    (Key::P, "p"),
    (Key::Q, "q"),
    (Key::R, "r"),
    (Key::S, "s"),
    (Key::T, "t"),
    (Key::U, "u"),
    (Key::V, "v"),
    (Key::W, "w"),
    (Key::X, "x"),
    (Key::Y, "y"),
    (Key::Z, "z"),
    (Key::Num0, "0"),
    (Key::Num1, "1"),
    (Key::Num2, "2"),
    (Key::Num3, "3"),
    (Key::Num4, "4"),
    (Key::Num5, "5"),
    (Key::Num6, "6"),
    (Key::Num7, "7"),
    (Key::Num8, "8"),
    (Key::Num9, "9"),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn shift() -> Modifiers {
        Modifiers::SHIFT
    }

    #[test]
    fn letters_digits_and_named_keys() {
        let none = Modifiers::NONE;
        assert_eq!(chord(Key::N, None, none).unwrap().to_string(), "n");
        assert_eq!(chord(Key::N, None, shift()), "N".parse().ok());
        assert_eq!(
            chord(Key::ArrowUp, None, shift()).unwrap().to_string(),
            "Shift+Up"
        );
        let ctrl_shift = Modifiers::CTRL | Modifiers::SHIFT;
        assert_eq!(
            chord(Key::D, None, ctrl_shift).unwrap().to_string(),
            "Ctrl+Shift+d"
        );
        assert_eq!(chord(Key::F2, None, none).unwrap().to_string(), "F2");
    }

    #[test]
    fn shifted_digit_is_read_from_the_physical_key() {
        let c = chord(Key::Exclamationmark, Some(Key::Num1), shift()).unwrap();
        assert_eq!(c, "Shift+1".parse().unwrap());
    }

    #[test]
    fn question_mark_is_itself_with_or_without_shift() {
        let c = chord(Key::Questionmark, Some(Key::Slash), shift()).unwrap();
        assert_eq!(c, KeyChord::plain("?"));
    }

    #[test]
    fn keys_the_keymap_cannot_name_are_none() {
        assert_eq!(chord(Key::Pipe, None, Modifiers::NONE), None);
    }

    #[test]
    fn every_key_of_the_default_keymap_can_be_pressed() {
        let keymap = annabella_core::keymap::Keymap::default();
        for context in annabella_core::keymap::Context::ALL {
            for binding in keymap.table(context) {
                let key = egui_key(&binding.chord.key)
                    .unwrap_or_else(|| panic!("no egui key for {}", binding.chord));
                let modifiers = Modifiers {
                    ctrl: binding.chord.ctrl,
                    alt: binding.chord.alt,
                    shift: binding.chord.shift,
                    ..Modifiers::NONE
                };
                assert_eq!(
                    chord(key, Some(key), modifiers).as_ref(),
                    Some(&binding.chord)
                );
            }
        }
    }
}
