//! How a game begins in a shell: a new game journaled anew, or an unfinished one taken up again
//! from its journal (`annabella games`, the offer at start, `--resume`).

use annabella_core::{
    rules::RulesError,
    session::{Session, Setup},
};

use crate::journal::Journal;

/// A game about to begin.
pub struct Begin {
    pub session: Session,
    /// Where the game is journaled (none for a game reviewed, or the clock alone).
    pub journal: Option<Journal>,
    /// The session was replayed from its journal: its clocks are stopped, nothing is greeted.
    pub resumed: bool,
    /// What to tell first (a journal cut off, one moved aside), in the interface language.
    pub notes: Vec<String>,
}

impl Begin {
    /// A new game of `setup`, not journaled.
    pub fn new(setup: Setup) -> Result<Begin, RulesError> {
        Ok(Begin {
            session: Session::new(setup)?,
            journal: None,
            resumed: false,
            notes: Vec::new(),
        })
    }

    /// `session` as it is (a game reviewed): not journaled, greeted.
    pub fn unjournaled(session: Session) -> Begin {
        Begin {
            session,
            journal: None,
            resumed: false,
            notes: Vec::new(),
        }
    }
}
