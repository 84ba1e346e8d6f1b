//! A lichess game the lobby opened, its first line (`gameFull`) come: made into the driver's
//! game for either shell — its setup from lichess's line and the player's own choices, its
//! journal taken up when this copy played it before, and its connection as the driver's
//! [`Remote`].

use std::{
    path::{Path, PathBuf},
    sync::{
        Arc, Mutex,
        mpsc::{self, Receiver},
    },
    thread,
};

use annabella_core::{
    online::{
        Incoming, Outgoing, game,
        wire::{Account, GameFull},
    },
    session::{Session, Setup},
};

use super::record::Record;
use crate::{
    devices::{lichess::GameLink, speech::Waker},
    driver::{Begin, Remote},
    error::Error,
    stores::journal,
};

/// A game taken up: its beginning and its connection, or why not.
pub type TakenUp = Result<(Begin, Box<dyn Remote>), Error>;

/// A game on lichess, open, its first line read: what the shell takes up.
pub struct Opened {
    pub(super) link: GameLink,
    /// Whom the link wakes: the lobby's thread until the driver gives its own.
    pub(super) slot: Arc<Mutex<Waker>>,
    /// The first line as it came (handed to the driver first, so the journal keeps it).
    pub(super) first: String,
    pub(super) full: GameFull,
    pub(super) account: Account,
    pub(super) record: Option<Arc<Record>>,
}

impl Opened {
    /// The game's id on lichess.
    pub fn id(&self) -> &str {
        self.link.game_id()
    }

    /// The game set up with the player's choices from `home` and begun: its journal in `games`
    /// taken up when this copy played it before and it is unfinished, else a new journal
    /// there (none without `games`); and its connection, for [`crate::driver::Driver::set_remote`].
    pub fn take_up(
        self,
        home: &Setup,
        games: Option<&Path>,
    ) -> Result<(Begin, Box<dyn Remote>), Error> {
        let setup = game::setup(&self.full, &self.account.id, home)
            .map_err(|error| Error::Said(error.message()))?;
        let begin = begin(setup, self.link.game_id(), games)?;
        if let Some(record) = &self.record {
            record.line("game", &self.first);
        }
        let remote = Linked {
            link: self.link,
            slot: self.slot,
            primed: vec![Incoming::GameLine(self.first)],
            record: self.record,
        };
        Ok((begin, Box::new(remote)))
    }
}

impl Opened {
    /// [`Opened::take_up`] on a thread of its own, for a shell that never waits on the disk
    /// (the window): the games folder looked through for this game's journal, which is read
    /// and replayed, or a new one made. The answer comes once on the receiver, and `waker`
    /// (the shell's) is called with it.
    pub fn take_up_aside(
        self,
        home: Setup,
        games: Option<PathBuf>,
        waker: Option<Waker>,
    ) -> Receiver<TakenUp> {
        let (sender, receiver) = mpsc::channel();
        let taken = thread::Builder::new()
            .name("annabella-take-up".into())
            .spawn(move || {
                let _ = sender.send(self.take_up(&home, games.as_deref()));
                if let Some(waker) = waker {
                    waker();
                }
            });
        if let Err(error) = taken {
            // No thread to be had: the receiver hears why, at once.
            let (sender, receiver) = mpsc::channel();
            let _ = sender.send(Err(Error::from(error)));
            return receiver;
        }
        receiver
    }
}

/// The game's beginning: its journal in `games` taken up when this copy played it before (the
/// same lichess game, unfinished), else a new journal there.
fn begin(setup: Setup, id: &str, games: Option<&Path>) -> Result<Begin, Error> {
    let Some(dir) = games else {
        return Ok(Begin::unsaved(Session::new(setup)?));
    };
    let earlier = journal::list(dir).into_iter().find(|path| {
        journal::Saved::read(path).is_ok_and(|saved| {
            saved
                .header
                .setup
                .online
                .as_ref()
                .is_some_and(|o| o.id == id)
                && saved
                    .replay()
                    .is_ok_and(|session| session.result().is_none())
        })
    });
    if let Some(path) = earlier
        && let Ok(begin) = Begin::taken_up(&path, Vec::new())
    {
        return Ok(begin);
    }
    Ok(Begin::journaled(Session::new(setup)?, dir))
}

/// The game's connection as the driver holds it: its waker changed to the shell's when the
/// shell has one, and the first line (read to set the game up) handed over first.
struct Linked {
    link: GameLink,
    slot: Arc<Mutex<Waker>>,
    primed: Vec<Incoming>,
    record: Option<Arc<Record>>,
}

impl Remote for Linked {
    fn send(&mut self, id: u64, request: Outgoing) {
        self.link.send(id, &request);
    }

    fn incoming(&mut self) -> Vec<Incoming> {
        let mut incoming = std::mem::take(&mut self.primed);
        let arrived = self.link.incoming();
        if let Some(record) = &self.record {
            for line in &arrived {
                if let Incoming::GameLine(line) = line {
                    record.line("game", line);
                }
            }
        }
        incoming.extend(arrived);
        incoming
    }

    fn set_waker(&mut self, waker: Waker) {
        if let Ok(mut slot) = self.slot.lock() {
            *slot = waker;
        }
    }
}
