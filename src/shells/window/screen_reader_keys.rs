//! The window's keys, handed to the screen reader first.
//!
//! A screen reader on Linux hears the keys of an application through the AT-SPI registry's
//! device event controller: the toolkit tells it each key press and release
//! (`NotifyListenersSync`) before it acts on the key, and the screen reader answers whether it
//! has taken the key for itself. GTK and Qt do this; AccessKit does not. Without it Orca cannot
//! echo typed keys, and its own commands (Insert+T for the time, Insert+F for the font) reach the
//! app instead of Orca. So the window does what GTK's bridge does: every key event goes to the
//! registry, and a key the screen reader takes is dropped before the window sees it.
//!
//! The event carries the key as the X server names it: its keysym, its key code (the physical
//! key: evdev's number plus 8 on every current X server, Xvfb included) and its string. egui
//! reports the key of the layout and the physical key. The keypad's arrows (Num Lock off) and its
//! plus are told apart by their physical key; but egui gives the keypad's Enter as Enter, its
//! minus, slash, point and digits as the main keys. For those the X server is asked which key is
//! down as the press comes (Orca's "where am I" is the keypad's Enter).
//!
//! This file makes the events; the line that carries them (the registry, the X server) is the
//! device's, `devices::speech::screen_reader::KeyLine`. Windows has none: NVDA, JAWS and
//! Narrator take their keys before the window sees them.

use eframe::egui::{Event, Key, Modifiers};

pub use crate::devices::speech::screen_reader::DeviceEvent;
use crate::devices::speech::screen_reader::KeyLine;

/// The X modifier bits of the mask.
const SHIFT: i32 = 1;
const CONTROL: i32 = 1 << 2;
const ALT: i32 = 1 << 3;

/// After this many unanswered keys in a row (each waited for
/// `screen_reader::KEY_ANSWER_WITHIN`) the registry is asked no more.
const GIVE_UP_AFTER: u32 = 3;

/// The device event of an egui key event, with the text it types when it types any;
/// `on_keypad` when the X server says the keypad's twin of a key egui names like a main key was
/// the one pressed.
pub fn device_event(
    key: Key,
    physical: Option<Key>,
    pressed: bool,
    modifiers: Modifiers,
    text: Option<&str>,
    millis: i32,
    on_keypad: bool,
) -> DeviceEvent {
    let twin = on_keypad.then(|| keypad_twin(key)).flatten();
    let keypad = twin.or_else(|| keypad_key(key, physical));
    let typed = typed_char(key, text, modifiers);
    let (keysym, string, is_text) = match (keypad, named_key(key), typed) {
        // The keypad's digits and point type their character.
        (Some((sym, _, _)), _, Some(c)) if twin.is_some() && !matches!(key, Key::Enter) => {
            (sym, c.to_string(), true)
        }
        (Some((sym, name, _)), _, _) => (sym, name.to_string(), false),
        (None, Some((sym, name)), _) => (sym, name.to_string(), false),
        (None, None, Some(c)) => (keysym_of_char(c), c.to_string(), true),
        (None, None, None) => (0, key.name().to_string(), false),
    };
    let code = match keypad {
        Some((_, _, code)) => code,
        None => physical.or(Some(key)).map_or(0, x_key_code),
    };
    let mut mask = 0;
    if modifiers.shift {
        mask |= SHIFT;
    }
    if modifiers.ctrl || modifiers.command {
        mask |= CONTROL;
    }
    if modifiers.alt {
        mask |= ALT;
    }
    (
        u32::from(!pressed),
        keysym,
        code,
        mask,
        millis,
        string,
        is_text,
    )
}

/// Goes through one frame's input events, asks `taken` about each key press and release, and
/// drops the keys the screen reader takes, with the text they would have typed. `on_keypad`
/// says whether a key with a twin on the keypad was pressed there.
pub fn forward(
    events: &mut Vec<Event>,
    millis: i32,
    mut on_keypad: impl FnMut(Key, bool) -> bool,
    mut taken: impl FnMut(&DeviceEvent) -> bool,
) {
    let mut kept = Vec::with_capacity(events.len());
    let mut drop_its_text = false;
    let mut pending = std::mem::take(events).into_iter().peekable();
    while let Some(event) = pending.next() {
        match &event {
            Event::Key {
                key,
                physical_key,
                pressed,
                modifiers,
                ..
            } => {
                let text = match pending.peek() {
                    Some(Event::Text(text)) if *pressed => Some(text.as_str()),
                    _ => None,
                };
                let keypad = keypad_twin(*key).is_some() && on_keypad(*key, *pressed);
                let device = device_event(
                    *key,
                    *physical_key,
                    *pressed,
                    *modifiers,
                    text,
                    millis,
                    keypad,
                );
                drop_its_text = taken(&device);
                if !drop_its_text {
                    kept.push(event);
                }
            }
            Event::Text(_) if drop_its_text => drop_its_text = false,
            _ => {
                drop_its_text = false;
                kept.push(event);
            }
        }
    }
    *events = kept;
}

/// The window's line to the screen reader (`screen_reader::KeyLine`): connected on a thread at
/// start, asked on each key. Where the platform has no line (Windows: the readers take their
/// keys first) it never connects and the window has every key.
pub struct ScreenReaderKeys {
    connection: std::sync::mpsc::Receiver<KeyLine>,
    line: Option<KeyLine>,
    unanswered: u32,
    /// Keys with a keypad twin that went down on the keypad: their release is the keypad's too.
    down_on_keypad: Vec<Key>,
}

impl ScreenReaderKeys {
    /// Starts connecting to the screen reader's line; keys are forwarded once it is up. Keys
    /// pressed before then go to the window alone.
    pub fn connect() -> Self {
        let (found, connection) = std::sync::mpsc::channel();
        let _ = std::thread::Builder::new()
            .name("screen-reader-keys".into())
            .spawn(move || {
                if let Some(line) = KeyLine::connect() {
                    let _ = found.send(line);
                }
            });
        Self {
            connection,
            line: None,
            unanswered: 0,
            down_on_keypad: Vec::new(),
        }
    }

    /// Hands the frame's keys to the screen reader and drops those it takes.
    pub fn forward(&mut self, events: &mut Vec<Event>, millis: i32) {
        if self.line.is_none() {
            self.line = self.connection.try_recv().ok();
        }
        let Some(line) = &self.line else {
            return;
        };
        if self.unanswered >= GIVE_UP_AFTER {
            return;
        }
        let unanswered = &mut self.unanswered;
        let down_on_keypad = &mut self.down_on_keypad;
        let on_keypad = |key: Key, pressed: bool| {
            if !pressed {
                // Released where it went down.
                let was = down_on_keypad.iter().position(|k| *k == key);
                return was.map(|at| down_on_keypad.swap_remove(at)).is_some();
            }
            let keypad = line.keys_down().is_some_and(|down| {
                keypad_twin(key).is_some_and(|(_, _, code)| is_down(&down, code))
            });
            if keypad {
                down_on_keypad.push(key);
            }
            keypad
        };
        forward(events, millis, on_keypad, |event| match line.taken(event) {
            Ok(taken) => {
                *unanswered = 0;
                taken
            }
            Err(error) => {
                *unanswered += 1;
                if *unanswered == GIVE_UP_AFTER {
                    eprintln!("annabella: the screen reader does not answer for keys: {error}");
                }
                false
            }
        });
    }
}

/// Whether key code `code` is down in the X server's map.
fn is_down(down: &[u8; 32], code: i32) -> bool {
    let Ok(code) = usize::try_from(code) else {
        return false;
    };
    down.get(code / 8)
        .is_some_and(|byte| byte & (1 << (code % 8)) != 0)
}

/// The keypad's twin of a key egui names like a main key: its keysym, X name and key code.
fn keypad_twin(key: Key) -> Option<(i32, &'static str, i32)> {
    let twin = match key {
        Key::Enter => (0xff8d, "KP_Enter", 104),
        Key::Minus => (0xffad, "KP_Subtract", 82),
        Key::Slash => (0xffaf, "KP_Divide", 106),
        Key::Delete => (0xff9f, "KP_Delete", 91),
        Key::Period => (0xffae, "KP_Decimal", 91),
        Key::Num0 => (0xffb0, "KP_0", 90),
        Key::Num1 => (0xffb1, "KP_1", 87),
        Key::Num2 => (0xffb2, "KP_2", 88),
        Key::Num3 => (0xffb3, "KP_3", 89),
        Key::Num4 => (0xffb4, "KP_4", 83),
        Key::Num5 => (0xffb5, "KP_5", 84),
        Key::Num6 => (0xffb6, "KP_6", 85),
        Key::Num7 => (0xffb7, "KP_7", 79),
        Key::Num8 => (0xffb8, "KP_8", 80),
        Key::Num9 => (0xffb9, "KP_9", 81),
        _ => return None,
    };
    Some(twin)
}

/// The character a key types: the text egui reports with it, or — with Ctrl or Alt held, when
/// egui reports none — its letter or digit.
fn typed_char(key: Key, text: Option<&str>, modifiers: Modifiers) -> Option<char> {
    let mut chars = text.unwrap_or_default().chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        return Some(c);
    }
    let name = key.name();
    let mut chars = name.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphanumeric() => Some(if modifiers.shift {
            c.to_ascii_uppercase()
        } else {
            c.to_ascii_lowercase()
        }),
        _ => None,
    }
}

/// The X keysym of a character: Latin-1 as itself, the rest of Unicode above 0x0100_0000.
fn keysym_of_char(c: char) -> i32 {
    let code = u32::from(c);
    let sym = if (0x20..=0x7e).contains(&code) || (0xa0..=0xff).contains(&code) {
        code
    } else {
        0x0100_0000 | code
    };
    i32::try_from(sym).unwrap_or(0)
}

/// Keys that type no text: their keysym and X name.
fn named_key(key: Key) -> Option<(i32, &'static str)> {
    let named = match key {
        Key::Escape => (0xff1b, "Escape"),
        Key::Tab => (0xff09, "Tab"),
        Key::Backspace => (0xff08, "BackSpace"),
        Key::Enter => (0xff0d, "Return"),
        Key::Insert => (0xff63, "Insert"),
        Key::Delete => (0xffff, "Delete"),
        Key::Home => (0xff50, "Home"),
        Key::End => (0xff57, "End"),
        Key::PageUp => (0xff55, "Prior"),
        Key::PageDown => (0xff56, "Next"),
        Key::ArrowLeft => (0xff51, "Left"),
        Key::ArrowUp => (0xff52, "Up"),
        Key::ArrowRight => (0xff53, "Right"),
        Key::ArrowDown => (0xff54, "Down"),
        Key::Space => (0x20, "space"),
        _ => return function_key(key),
    };
    Some(named)
}

/// F1 to F12: X names them as the keymap does, and their keysyms follow each other.
fn function_key(key: Key) -> Option<(i32, &'static str)> {
    let name = super::keys::key_name(key).filter(|n| n.starts_with('F') && n.len() > 1)?;
    let n: i32 = name[1..].parse().ok()?;
    Some((0xffbe + n - 1, name))
}

/// A keypad key that egui tells apart: a navigation key whose physical key is a digit (the
/// keypad with Num Lock off), and the keypad's plus. Its keysym, X name and key code.
fn keypad_key(key: Key, physical: Option<Key>) -> Option<(i32, &'static str, i32)> {
    // (physical digit, keysym with Num Lock off, its name, evdev code)
    const PAD: [(Key, i32, &str, i32); 10] = [
        (Key::Num0, 0xff9e, "KP_Insert", 82),
        (Key::Num1, 0xff9c, "KP_End", 79),
        (Key::Num2, 0xff99, "KP_Down", 80),
        (Key::Num3, 0xff9b, "KP_Next", 81),
        (Key::Num4, 0xff96, "KP_Left", 75),
        (Key::Num5, 0xff9d, "KP_Begin", 76),
        (Key::Num6, 0xff98, "KP_Right", 77),
        (Key::Num7, 0xff95, "KP_Home", 71),
        (Key::Num8, 0xff97, "KP_Up", 72),
        (Key::Num9, 0xff9a, "KP_Prior", 73),
    ];
    if physical == Some(Key::Plus) {
        return Some((0xffab, "KP_Add", 78 + 8));
    }
    let navigation = matches!(
        key,
        Key::Insert
            | Key::End
            | Key::ArrowDown
            | Key::PageDown
            | Key::ArrowLeft
            | Key::ArrowRight
            | Key::Home
            | Key::ArrowUp
            | Key::PageUp
    );
    if !navigation {
        return None;
    }
    let physical = physical?;
    PAD.iter()
        .find(|(digit, ..)| *digit == physical)
        .map(|(_, sym, name, evdev)| (*sym, *name, evdev + 8))
}

/// The X key code of a physical key: its evdev number plus 8.
fn x_key_code(key: Key) -> i32 {
    EVDEV
        .iter()
        .find(|(k, _)| *k == key)
        .map_or(0, |(_, code)| code + 8)
}

/// The evdev numbers of the keys of a PC keyboard, by egui's name of the physical key.
const EVDEV: &[(Key, i32)] = &[
    (Key::Escape, 1),
    (Key::Num1, 2),
    (Key::Num2, 3),
    (Key::Num3, 4),
    (Key::Num4, 5),
    (Key::Num5, 6),
    (Key::Num6, 7),
    (Key::Num7, 8),
    (Key::Num8, 9),
    (Key::Num9, 10),
    (Key::Num0, 11),
    (Key::Minus, 12),
    (Key::Equals, 13),
    (Key::Backspace, 14),
    (Key::Tab, 15),
    (Key::Q, 16),
    (Key::W, 17),
    (Key::E, 18),
    (Key::R, 19),
    (Key::T, 20),
    (Key::Y, 21),
    (Key::U, 22),
    (Key::I, 23),
    (Key::O, 24),
    (Key::P, 25),
    (Key::OpenBracket, 26),
    (Key::CloseBracket, 27),
    (Key::Enter, 28),
    (Key::A, 30),
    (Key::S, 31),
    (Key::D, 32),
    (Key::F, 33),
    (Key::G, 34),
    (Key::H, 35),
    (Key::J, 36),
    (Key::K, 37),
    (Key::L, 38),
    (Key::Semicolon, 39),
    (Key::Quote, 40),
    (Key::Backtick, 41),
    (Key::Backslash, 43),
    (Key::Z, 44),
    (Key::X, 45),
    (Key::C, 46),
    (Key::V, 47),
    (Key::B, 48),
    (Key::N, 49),
    (Key::M, 50),
    (Key::Comma, 51),
    (Key::Period, 52),
    (Key::Slash, 53),
    (Key::Space, 57),
    (Key::F1, 59),
    (Key::F2, 60),
    (Key::F3, 61),
    (Key::F4, 62),
    (Key::F5, 63),
    (Key::F6, 64),
    (Key::F7, 65),
    (Key::F8, 66),
    (Key::F9, 67),
    (Key::F10, 68),
    (Key::F11, 87),
    (Key::F12, 88),
    (Key::Home, 102),
    (Key::ArrowUp, 103),
    (Key::PageUp, 104),
    (Key::ArrowLeft, 105),
    (Key::ArrowRight, 106),
    (Key::End, 107),
    (Key::ArrowDown, 108),
    (Key::PageDown, 109),
    (Key::Insert, 110),
    (Key::Delete, 111),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn press(key: Key, physical: Key, modifiers: Modifiers) -> Event {
        Event::Key {
            key,
            physical_key: Some(physical),
            pressed: true,
            repeat: false,
            modifiers,
        }
    }

    /// The key codes are those of Xvfb's keymap (`xmodmap -pke` on Debian 12).
    #[test]
    fn keys_are_told_as_the_x_server_names_them() {
        let none = Modifiers::NONE;
        let a = device_event(Key::A, Some(Key::A), true, none, Some("a"), 7, false);
        assert_eq!(a, (0, 0x61, 38, 0, 7, "a".into(), true));
        let insert = device_event(Key::Insert, Some(Key::Insert), true, none, None, 0, false);
        assert_eq!(
            (insert.1, insert.2, insert.5.as_str()),
            (0xff63, 118, "Insert")
        );
        let up = device_event(
            Key::ArrowUp,
            Some(Key::ArrowUp),
            false,
            none,
            None,
            0,
            false,
        );
        assert_eq!((up.0, up.1, up.2, up.5.as_str()), (1, 0xff52, 111, "Up"));
        let enter = device_event(Key::Enter, Some(Key::Enter), true, none, None, 0, false);
        assert_eq!((enter.1, enter.2, enter.5.as_str()), (0xff0d, 36, "Return"));
        let f1 = device_event(Key::F12, Some(Key::F12), true, none, None, 0, false);
        assert_eq!((f1.1, f1.2, f1.5.as_str()), (0xffc9, 96, "F12"));
    }

    #[test]
    fn the_keypad_is_told_apart_where_egui_tells_it() {
        let none = Modifiers::NONE;
        // Num Lock off: the keypad's 8 is KP_Up on key code 80, its 0 the Orca key KP_Insert.
        let kp_up = device_event(Key::ArrowUp, Some(Key::Num8), true, none, None, 0, false);
        assert_eq!((kp_up.1, kp_up.2, kp_up.5.as_str()), (0xff97, 80, "KP_Up"));
        let kp_insert = device_event(Key::Insert, Some(Key::Num0), true, none, None, 0, false);
        assert_eq!(
            (kp_insert.1, kp_insert.2, kp_insert.5.as_str()),
            (0xff9e, 90, "KP_Insert")
        );
        let kp_add = device_event(Key::Plus, Some(Key::Plus), true, none, Some("+"), 0, false);
        assert_eq!((kp_add.1, kp_add.2), (0xffab, 86));
        // The digit row with Num Lock on types its digit.
        let eight = device_event(Key::Num8, Some(Key::Num8), true, none, Some("8"), 0, false);
        assert_eq!((eight.1, eight.2, eight.6), (0x38, 17, true));
    }

    #[test]
    fn the_keypads_enter_is_told_apart_by_the_keys_down() {
        let mut events = vec![
            press(Key::Enter, Key::Enter, Modifiers::NONE),
            press(Key::Num8, Key::Num8, Modifiers::NONE),
            Event::Text("8".into()),
            press(Key::A, Key::A, Modifiers::NONE),
        ];
        let mut down = [0u8; 32];
        // KP_Enter (104) and KP_8 (80) are down.
        down[13] |= 1;
        down[10] |= 1;
        let mut asked = Vec::new();
        forward(
            &mut events,
            0,
            |key, _| keypad_twin(key).is_some_and(|(_, _, code)| is_down(&down, code)),
            |event| {
                asked.push((event.1, event.2, event.5.clone(), event.6));
                event.5 == "KP_Enter"
            },
        );
        assert_eq!(
            asked,
            [
                (0xff8d, 104, "KP_Enter".into(), false),
                (0xffb8, 80, "8".into(), true),
                (0x61, 38, "a".into(), true),
            ]
        );
        // Orca's "where am I" is its own: the window does not lift a piece.
        assert_eq!(events.len(), 3);
        assert!(!is_down(&down, 36), "Return is up");
    }

    #[test]
    fn modifiers_and_characters_beyond_ascii() {
        let shift_ctrl = Modifiers::SHIFT | Modifiers::CTRL;
        let d = device_event(Key::D, Some(Key::D), true, shift_ctrl, None, 0, false);
        assert_eq!((d.1, d.3, d.5.as_str()), (0x44, SHIFT | CONTROL, "D"));
        let alt = device_event(Key::E, Some(Key::E), true, Modifiers::ALT, None, 0, false);
        assert_eq!((alt.1, alt.3), (0x65, ALT));
        let umlaut = device_event(
            Key::Quote,
            Some(Key::Quote),
            true,
            Modifiers::NONE,
            Some("ä"),
            0,
            false,
        );
        assert_eq!((umlaut.1, umlaut.5.as_str()), (0xe4, "ä"));
        let dong = device_event(
            Key::D,
            Some(Key::D),
            true,
            Modifiers::NONE,
            Some("đ"),
            0,
            false,
        );
        assert_eq!(dong.1, 0x0100_0111);
    }

    #[test]
    fn a_key_the_screen_reader_takes_is_dropped_with_its_text() {
        let none = Modifiers::NONE;
        let mut events = vec![
            press(Key::Insert, Key::Insert, none),
            press(Key::T, Key::T, none),
            Event::Text("t".into()),
            press(Key::E, Key::E, none),
            Event::Text("e".into()),
            Event::PointerGone,
        ];
        let mut asked = Vec::new();
        forward(
            &mut events,
            0,
            |_, _| false,
            |event| {
                asked.push(event.5.clone());
                event.5 == "Insert" || event.5 == "t"
            },
        );
        assert_eq!(asked, ["Insert", "t", "e"]);
        assert_eq!(
            events,
            [
                press(Key::E, Key::E, none),
                Event::Text("e".into()),
                Event::PointerGone
            ]
        );
    }

    #[test]
    fn keys_the_screen_reader_leaves_reach_the_window_unchanged() {
        let none = Modifiers::NONE;
        let before = vec![
            press(Key::ArrowUp, Key::ArrowUp, none),
            Event::Key {
                key: Key::ArrowUp,
                physical_key: Some(Key::ArrowUp),
                pressed: false,
                repeat: false,
                modifiers: none,
            },
            Event::Text("x".into()),
        ];
        let mut events = before.clone();
        let mut kinds = Vec::new();
        forward(
            &mut events,
            5,
            |_, _| false,
            |event| {
                kinds.push((event.0, event.4));
                false
            },
        );
        assert_eq!(events, before);
        assert_eq!(kinds, [(0, 5), (1, 5)]);
    }
}
