//! Which of an input's words a screen reader says itself. In the `events` speech mode a screen
//! reader reads the focus, so the app leaves it what the focus reached: the field Tab reached,
//! the square the cursor moved to. What brought the input decides it, and the shell says what
//! did with each input ([`Prompt`]): no input's words depend on how an earlier one came.

/// What brought an input to the driver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// Asked of the app: a key, a typed line, a command, a device's key, an engine's answer,
    /// time passing. What the session says is the app's to say, but for the square the cursor
    /// reaches, which a screen reader reads as the square gets the focus.
    Asked,
    /// The focus moved by itself (Tab, a click, a screen reader) and the session follows it:
    /// what it says is what the focus reached, the screen reader's to read.
    FocusMoved,
}

/// Which chatter of one input's effects is an echo of the focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Echo {
    /// All of it: the focus moved by itself.
    All,
    /// The name of the square the cursor is on: the cursor moved there, and the focus with it.
    CursorSquare,
    /// None of it: the player asked to hear a square (`s`, a line naming one). The focus
    /// stayed where it was, so a screen reader says nothing of it.
    Nothing,
}

impl Echo {
    /// The echo of an input `prompt` brought, `asks_for_a_square` when it asks to hear one.
    pub(super) fn of(prompt: Prompt, asks_for_a_square: bool) -> Echo {
        match prompt {
            _ if asks_for_a_square => Echo::Nothing,
            Prompt::FocusMoved => Echo::All,
            Prompt::Asked => Echo::CursorSquare,
        }
    }

    /// Whether the chatter `text` is an echo; `cursor_square` names the square the cursor is
    /// on (built only when it matters).
    pub(super) fn covers(self, text: &str, cursor_square: impl FnOnce() -> String) -> bool {
        match self {
            Echo::All => true,
            Echo::CursorSquare => text == cursor_square(),
            Echo::Nothing => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Echo, Prompt};

    /// `s` asked with the focus moving (a screen reader's own key) is still no echo: the focus
    /// stayed on the square, and the screen reader says nothing of it.
    #[test]
    fn a_square_asked_for_is_never_an_echo_and_a_moved_focus_echoes_everything() {
        let e4 = || "e4".to_string();
        assert!(!Echo::of(Prompt::FocusMoved, true).covers("e4", e4));
        assert!(!Echo::of(Prompt::Asked, true).covers("e4", e4));
        assert!(Echo::of(Prompt::FocusMoved, false).covers("Move entry", e4));
        assert!(Echo::of(Prompt::Asked, false).covers("e4", e4));
        assert!(!Echo::of(Prompt::Asked, false).covers("Move entry", e4));
    }
}
