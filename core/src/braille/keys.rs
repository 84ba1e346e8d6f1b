//! The keys of a braille display, as BrlAPI reports them (`brlapi_keycodes.h`), read into what
//! they mean here: panning, the line keys, a routing key above a cell, and the braille keyboard's
//! typing.

/// A key pressed on the braille display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DisplayKey {
    /// Show the part of the line to the left (`FWINLT`).
    PanLeft,
    /// Show the part of the line to the right (`FWINRT`).
    PanRight,
    /// The line above (`LNUP`): the rank further from the player, then the messages.
    LineUp,
    /// The line below (`LNDN`): the rank nearer the player, then the clocks.
    LineDown,
    /// Back to the board's line at the cursor (`HOME`, `RETURN`).
    Home,
    /// The routing key above this cell of the display (0 = the leftmost).
    Route(u16),
    /// A character typed on the braille keyboard.
    Char(char),
    Enter,
    Backspace,
    Escape,
    /// An arrow typed on the braille keyboard (a display with a keyboard sends them).
    Arrow(crate::keymap::Direction),
}

/// The key type field: a BrlAPI command, or an X keysym.
const TYPE_MASK: u64 = 0xe000_0000;
const TYPE_CMD: u64 = 0x2000_0000;
const TYPE_SYM: u64 = 0x0000_0000;
/// A command's block and its argument (`BRLAPI_KEY_CMD_BLK_MASK`, `BRLAPI_KEY_CMD_ARG_MASK`).
const BLOCK_MASK: u64 = 0x1fff_0000;
const ARG_MASK: u64 = 0x0000_ffff;
const BLOCK_ROUTE: u64 = 0x0001_0000;
const CMD_LNUP: u64 = 1;
const CMD_LNDN: u64 = 2;
const CMD_FWINLT: u64 = 23;
const CMD_FWINRT: u64 = 24;
const CMD_HOME: u64 = 29;
const CMD_RETURN: u64 = 31;
/// The keysym code field (`BRLAPI_KEY_CODE_MASK`) and its Unicode plane.
const SYM_MASK: u64 = 0x1fff_ffff;
const SYM_UNICODE: u64 = 0x0100_0000;

/// What a BrlAPI key code means here; `None` for keys this app leaves alone.
pub fn from_brlapi(code: u64) -> Option<DisplayKey> {
    use crate::keymap::Direction;
    match code & TYPE_MASK {
        TYPE_CMD => {
            let block = code & BLOCK_MASK;
            let argument = code & ARG_MASK;
            match block {
                BLOCK_ROUTE => u16::try_from(argument).ok().map(DisplayKey::Route),
                0 => match argument {
                    CMD_LNUP => Some(DisplayKey::LineUp),
                    CMD_LNDN => Some(DisplayKey::LineDown),
                    CMD_FWINLT => Some(DisplayKey::PanLeft),
                    CMD_FWINRT => Some(DisplayKey::PanRight),
                    CMD_HOME | CMD_RETURN => Some(DisplayKey::Home),
                    _ => None,
                },
                _ => None,
            }
        }
        TYPE_SYM => {
            let sym = code & SYM_MASK;
            match sym {
                0xff08 => Some(DisplayKey::Backspace),
                0xff0d | 0xff8d => Some(DisplayKey::Enter),
                0xff1b => Some(DisplayKey::Escape),
                0xff51 => Some(DisplayKey::Arrow(Direction::Left)),
                0xff52 => Some(DisplayKey::Arrow(Direction::Up)),
                0xff53 => Some(DisplayKey::Arrow(Direction::Right)),
                0xff54 => Some(DisplayKey::Arrow(Direction::Down)),
                0x20..=0x7e | 0xa0..=0xff => char::from_u32(sym as u32).map(DisplayKey::Char),
                _ if sym & 0xff00_0000 == SYM_UNICODE => char::from_u32((sym & 0x00ff_ffff) as u32)
                    .filter(|c| !c.is_control())
                    .map(DisplayKey::Char),
                _ => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keymap::Direction;

    /// The codes the virtual display's keys arrive as (seen with tools/braille-check).
    #[test]
    fn the_virtual_displays_keys_read_as_they_were_pressed() {
        assert_eq!(from_brlapi(0x2001_0005), Some(DisplayKey::Route(5)));
        assert_eq!(from_brlapi(0x2000_0017), Some(DisplayKey::PanLeft));
        assert_eq!(from_brlapi(0x2000_0018), Some(DisplayKey::PanRight));
        assert_eq!(from_brlapi(0x2000_0001), Some(DisplayKey::LineUp));
        assert_eq!(from_brlapi(0x2000_0002), Some(DisplayKey::LineDown));
        assert_eq!(from_brlapi(0x65), Some(DisplayKey::Char('e')));
        assert_eq!(from_brlapi(0x34), Some(DisplayKey::Char('4')));
        assert_eq!(from_brlapi(0xff0d), Some(DisplayKey::Enter));
        assert_eq!(from_brlapi(0xff1b), Some(DisplayKey::Escape));
        assert_eq!(from_brlapi(0xff08), Some(DisplayKey::Backspace));
        assert_eq!(
            from_brlapi(0xff51),
            Some(DisplayKey::Arrow(Direction::Left))
        );
    }

    #[test]
    fn latin_1_and_unicode_characters_are_typed_and_flags_do_not_matter() {
        assert_eq!(from_brlapi(0xe4), Some(DisplayKey::Char('ä')));
        assert_eq!(from_brlapi(0x0100_1ea1), Some(DisplayKey::Char('ạ')));
        // A shift flag in the upper half leaves the character as typed.
        assert_eq!(
            from_brlapi(0x0000_0001_0000_0045),
            Some(DisplayKey::Char('E'))
        );
        // A routing key with a flag is still that routing key.
        assert_eq!(
            from_brlapi(0x0000_0100_2001_000c),
            Some(DisplayKey::Route(12))
        );
    }

    #[test]
    fn keys_this_app_leaves_alone_are_none() {
        assert_eq!(from_brlapi(0x2000_0009), None); // TOP
        assert_eq!(from_brlapi(0xffbe), None); // F1 keysym
        assert_eq!(from_brlapi(0x0a), None); // a control character
        assert_eq!(from_brlapi(0x2002_0003), None); // CUTBEGIN 3
    }
}
