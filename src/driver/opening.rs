//! How a game begins in a shell: a new game journaled anew, or an unfinished one taken up again
//! from its journal (`annabella games`, the offer at start, `--resume`).

use annabella_core::{
    rules::RulesError,
    session::{Mode, Session, Setup},
    ui_text::UiText,
};

use std::path::Path;

use crate::stores::journal::{Journal, JournalError, Resumed, Saved, taken_up_notes};

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
            journal: Some(Journal::without_folder(session.setup())),
            ..Begin::unjournaled(session)
        }
    }

    /// The unfinished game journaled in `path`, taken up again: its journal locked and mended
    /// (a line the crash left unfinished cut off before anything is appended) and the game read
    /// as it is now. What to tell first: `notes`, then what the crash left out ("the last move
    /// before the app stopped was not saved: Springer Felix drei"). A game open in another copy
    /// of the app ([`JournalError::OpenElsewhere`]) or a journal that cannot be read now is the
    /// error to tell, with a new game or the game read instead.
    pub fn taken_up(path: &Path, notes: Vec<String>) -> Result<Begin, JournalError> {
        let Resumed { journal, saved } = Journal::resume(path)?;
        let session = saved.replay().map_err(|error| JournalError::Unplayable {
            path: path.to_path_buf(),
            error,
        })?;
        let mut notes = notes;
        notes.extend(taken_up_notes(
            &saved,
            &session,
            UiText::get(session.setup().ui),
        ));
        Ok(Begin {
            session,
            journal: Some(journal),
            resumed: true,
            notes,
        })
    }

    /// The game journaled at `path`, read while another copy of the app plays it: its moves
    /// so far gone over as a game from a file is (Ctrl+Left and Ctrl+Right step through them,
    /// the board keys explore each position), with every help, as at home. The journal is read
    /// and nothing more: neither locked, nor mended, nor written (what a crash may have left
    /// unfinished at its end is left out of what is read). What is told first: `notes`, then
    /// that the game is read, not played.
    pub fn read_only(path: &Path, notes: Vec<String>) -> Result<Begin, JournalError> {
        let unplayable = |error| JournalError::Unplayable {
            path: path.to_path_buf(),
            error,
        };
        let saved = Saved::read(path)?;
        let played = saved.replay().map_err(unplayable)?;
        let mut setup = played.setup().clone();
        setup.mode = Mode::Home;
        setup.computer = None;
        setup.clock_only = None;
        let session = Session::from_pgn(setup, &played.to_pgn(None)).map_err(unplayable)?;
        let mut notes = notes;
        notes.push(UiText::get(session.setup().ui).text("journal-read-only"));
        Ok(Begin::unjournaled(session).with_notes(notes))
    }

    fn with_notes(self, notes: Vec<String>) -> Begin {
        Begin { notes, ..self }
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
