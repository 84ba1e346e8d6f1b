//! The new-game dialog's title and buttons. Its model is `annabella_core::dialogs::new_game`;
//! the last choices are kept and the game begun by the driver (`crate::driver::new_game`).

use super::dialog::Words;

/// The new-game dialog's title and buttons.
pub const WORDS: Words = Words {
    title: "window-new-game",
    start: "window-new-game-start",
    close: "window-new-game-cancel",
};
