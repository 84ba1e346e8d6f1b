//! How a game begins in a shell: a new game journaled anew, or an unfinished one taken up again
//! from its journal (`annabella games`, the offer at start, `--resume`).

use annabella_core::{
    rules::RulesError,
    session::{Session, Setup},
};

use std::path::Path;

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

    /// A new game, journaled in `dir`.
    pub fn journaled(session: Session, dir: &Path) -> Begin {
        let journal = Journal::start(dir, session.setup());
        Begin {
            journal: Some(journal),
            ..Begin::unjournaled(session)
        }
    }

    /// A new game where no game can be saved (no home folder): the fault is told once and the
    /// game goes on in memory.
    pub fn unsaved(session: Session) -> Begin {
        Begin {
            journal: Some(Journal::unwritable("no home folder")),
            ..Begin::unjournaled(session)
        }
    }

    /// The unfinished game journaled in `path`, taken up again (written on at its end), with
    /// what to tell first.
    pub fn taken_up(session: Session, path: &Path, notes: Vec<String>) -> Begin {
        Begin {
            session,
            journal: Some(Journal::resume(path)),
            resumed: true,
            notes,
        }
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
