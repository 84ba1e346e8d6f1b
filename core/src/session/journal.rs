//! The game journal, as data: what a shell writes while a game is played and reads back after a
//! crash. The session is deterministic, so the setup and every input with its time rebuild the
//! game exactly — moves, boards, scoresheets, clocks and the incident log.
//!
//! A journal is JSON lines (the shell writes them; the core only defines them): a `Header` first,
//! then one `Entry` per input. Writing, flushing and the files are the shell's business.

use std::time::Duration;

use shakmaty::{Color, Position};

use super::{
    Arg, Effect, Input, Message, Session, Setup, incidents::time_arg, table::Table, timing::Timing,
};
use crate::message::color_name;

/// The version of the journal's format; a journal of another version is not replayed.
pub const JOURNAL_VERSION: u32 = 1;

/// The journal's first line.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Header {
    pub version: u32,
    /// When the game began, in the local time of the machine ("2026-11-23 14:05"), for people.
    pub started: String,
    /// When the game began, in milliseconds since 1970 (UTC): what "the newest game" is decided
    /// by, finer than `started`. Journals written before it was kept read as 0.
    #[serde(default)]
    pub started_ms: u64,
    pub setup: Setup,
}

/// One input of the session and the session time it came at.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Entry {
    /// Session time in milliseconds.
    pub at: u64,
    pub input: Input,
}

impl Entry {
    pub fn new(at: Duration, input: Input) -> Entry {
        Entry {
            at: u64::try_from(at.as_millis()).unwrap_or(u64::MAX),
            input,
        }
    }

    pub fn time(&self) -> Duration {
        Duration::from_millis(self.at)
    }
}

/// Plays the journal's inputs on a new session: the game as it stood at the last entry. The
/// effects are not carried out (nothing is said again); engine answers are inputs of their own.
pub fn replay(
    header: &Header,
    entries: impl IntoIterator<Item = Entry>,
) -> Result<Session, crate::rules::RulesError> {
    let mut session = Session::new(header.setup.clone())?;
    let _: Vec<Effect> = session.greeting();
    for entry in entries {
        let at = entry.time();
        let _: Vec<Effect> = session.handle(entry.input, at);
    }
    Ok(session)
}

/// What the resume offer says of an unfinished game, for `Message::Ui("resume-offer", …)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub to_move: Color,
    pub number: u32,
    pub clocks: shakmaty::ByColor<Duration>,
}

impl Standing {
    /// Where the game on `table` stands, with the clocks of `timing`.
    pub(super) fn of(table: &Table, timing: &Timing) -> Standing {
        Standing {
            to_move: table.game.position().turn(),
            number: table.game.position().fullmoves().get(),
            clocks: shakmaty::ByColor::new_with(|color| timing.reading(color)),
        }
    }

    /// "An unfinished game from 2026-11-23 14:05: White to move, move 23, White 41 minutes,
    /// Black 37 minutes. Enter resumes; N starts a new game." A game without a clock
    /// (`timed` false) tells no times.
    pub(super) fn resume_offer(&self, when: &str, timed: bool) -> Message {
        let mut args = vec![
            // Read from the journal's header: a file, so nothing in it may break the line the
            // offer is said on or drive the terminal it is printed on.
            ("when", Arg::Key(crate::shown::one_line(when))),
            ("color", color_name(self.to_move)),
            ("number", Arg::Number(u64::from(self.number))),
        ];
        let id = if timed {
            args.push(("white", time_arg(self.clocks.white)));
            args.push(("black", time_arg(self.clocks.black)));
            "resume-offer"
        } else {
            "resume-offer-untimed"
        };
        Message::Ui(id, args)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::session::script::{InlineEngines, Script};

    /// Every input of a script, as the journal holds them, rebuilds the same game: moves,
    /// scoresheets, clocks and incident log.
    #[test]
    fn the_offer_of_an_unfinished_game_tells_times_only_where_there_is_a_clock() {
        let setup = |script: &str| Script::parse(script).unwrap().setup;
        let untimed = Session::new(setup("lang en\n")).unwrap();
        assert_eq!(
            untimed.resume_offer("2026-11-25 18:00 UTC"),
            "An unfinished game from 2026-11-25 18:00 UTC: White to move, move 1. Enter \
             resumes; N starts a new game."
        );
        let timed = Session::new(setup("lang en\ntime 90+30\n")).unwrap();
        let offer = timed.resume_offer("2026-11-25 18:00 UTC");
        assert!(offer.contains("White one hour, 30 minutes"), "{offer}");
    }

    /// Finding 10 for the offer: the date comes from the journal's header, a file anyone can
    /// write. Its line breaks and escape sequences are said on one line, harmless.
    #[test]
    fn the_offers_date_from_a_journal_header_is_said_on_one_line_without_control_characters() {
        let setup = Script::parse("lang en\n").unwrap().setup;
        let session = Session::new(setup).unwrap();
        let offer = session.resume_offer("2026-11-25\n18:00\r\u{1b}[2J\u{1b}]0;owned\u{7}");
        assert_eq!(
            offer,
            "An unfinished game from 2026-11-25 18:00 ␛[2J␛]0;owned␇: White to move, move 1. \
             Enter resumes; N starts a new game."
        );
        assert!(!crate::shown::has_controls(&offer), "{offer:?}");
    }

    #[test]
    fn a_replayed_journal_is_the_game_that_was_played() {
        let text = include_str!("../../../tests/scripts/arbiter_scoresheets.txt");
        let script = Script::parse(text).unwrap();
        let (played, _) = script
            .run(&mut InlineEngines::new(1, Instant::now))
            .unwrap();
        let header = Header {
            version: JOURNAL_VERSION,
            started: "2026-11-23 14:05".into(),
            started_ms: 0,
            setup: script.setup.clone(),
        };
        let entries: Vec<Entry> = script
            .timed_inputs()
            .into_iter()
            .map(|(at, input)| Entry::new(at, input))
            .collect();
        let replayed = replay(&header, entries).unwrap();
        assert_eq!(replayed.game().plies(), played.game().plies());
        assert_eq!(replayed.incidents(), played.incidents());
        for color in [Color::White, Color::Black] {
            assert_eq!(replayed.scoresheet(color), played.scoresheet(color));
            assert_eq!(replayed.clock_reading(color), played.clock_reading(color));
        }
    }
}
