//! A refreshable braille display for a player who reads with the fingers, perhaps one who
//! cannot hear (deafblind): what its cells show and what its keys do. Pure: the session, the
//! texts it says and the display's keys come in; the cells to write and the inputs for the
//! session go out. The shell (`src/braille/`) talks to the display through BrlAPI.
//!
//! - `cells`: one cell per square — the piece's letter, White with dot 7, empty squares light
//!   or dark, the cursor with dot 8;
//! - `lines`: the board's line at the cursor's rank, a message, the clocks, each knowing what
//!   lies under every cell for the routing keys;
//! - `view`: which line is shown, panning, the keys;
//! - `keys`: BrlAPI's key codes read into display keys.

pub mod cells;
pub mod keys;
pub mod lines;
pub mod view;

#[cfg(test)]
mod tests;

pub use keys::{DisplayKey, from_brlapi};
pub use view::{BrailleView, Place, Screen};

/// How the move just made is written on the board's line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum MoveForm {
    /// Short algebraic with the interface language's piece letters: "12.Sf3".
    #[default]
    Letters,
    /// The mover's vocabulary, as announced: "12. Springer Felix drei".
    Words,
}

impl crate::choice::Choice for MoveForm {
    const ALL: &'static [MoveForm] = &[MoveForm::Letters, MoveForm::Words];

    fn as_str(self) -> &'static str {
        match self {
            MoveForm::Letters => "letters",
            MoveForm::Words => "words",
        }
    }
}
