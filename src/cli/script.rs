//! `annabella script FILE`: runs a session from a script of timed inputs and prints every effect
//! as a JSON line with its time, then the final position and clocks. The format is documented in
//! `session::script` and docs/manual.md; a script doubles as a bug report.

use std::{io::Write, path::Path, time::Duration};

use crate::error::Error;
use annabella_core::session::{Arg, Message};

use annabella_core::speech::queue::Priority;
use serde::Serialize;
use shakmaty::{Color, KnownOutcome};

use annabella_core::session::{
    Session,
    script::{Happened, Script},
};

#[derive(Serialize)]
struct SaidLine<'a> {
    at: f64,
    say: &'a str,
    priority: &'static str,
}

#[derive(Serialize)]
struct CueLine {
    at: f64,
    cue: &'static str,
    color: &'static str,
}

/// A request an online game sent to lichess: its path.
#[derive(Serialize)]
struct SentLine<'a> {
    at: f64,
    send: &'a str,
}

#[derive(Serialize)]
struct UnmetLine<'a> {
    at: f64,
    line: usize,
    unmet: &'a str,
    expected: &'static str,
}

#[derive(Serialize)]
pub(super) struct FinalLine {
    at: f64,
    fen: String,
    moves: Vec<String>,
    white_clock: f64,
    black_clock: f64,
    result: &'static str,
    /// The incident log, in the interface language.
    incidents: Vec<String>,
}

pub(super) fn run(file: &Path, out: &mut impl Write) -> Result<(), Error> {
    let text = std::fs::read_to_string(file).map_err(|e| Error::file(file, e))?;
    let script = Script::parse(&text).map_err(|e| Error::file(file, e))?;
    let (session, happened) = script
        .run(&mut crate::devices::engine::host::EngineHost::new(1))
        .map_err(|e| Error::file(file, e))?;
    for event in &happened {
        match event {
            Happened::Said { at, text, priority } => super::write_json_line(
                out,
                &SaidLine {
                    at: seconds(*at),
                    say: text,
                    priority: priority_name(*priority),
                },
            )?,
            Happened::Cue { at, earcon, color } => super::write_json_line(
                out,
                &CueLine {
                    at: seconds(*at),
                    cue: earcon,
                    color: color.fold_wb("white", "black"),
                },
            )?,
            Happened::Sent { at, request } => super::write_json_line(
                out,
                &SentLine {
                    at: seconds(*at),
                    send: request,
                },
            )?,
            Happened::Unmet {
                at,
                line,
                text,
                present,
            } => super::write_json_line(
                out,
                &UnmetLine {
                    at: seconds(*at),
                    line: *line,
                    unmet: text,
                    expected: if *present { "said" } else { "not said" },
                },
            )?,
        }
    }
    super::write_json_line(out, &final_line(&session))?;
    let unmet = happened
        .iter()
        .filter(|h| matches!(h, Happened::Unmet { .. }))
        .count();
    match unmet {
        0 => Ok(()),
        n => Err(Error::Said(Message::Ui(
            "error-script-unmet",
            vec![
                ("file", Arg::Key(file.display().to_string())),
                ("count", Arg::Number(n as u64)),
            ],
        ))),
    }
}

/// Where a session stands, as the final JSON line of a script (and `annabella games --show`).
pub(super) fn final_line(session: &Session) -> FinalLine {
    let now = session.now();
    let reader = session.setup().player(session.setup().reader()).vocab;
    FinalLine {
        at: seconds(now),
        fen: session.game().fen(),
        moves: session
            .game()
            .plies()
            .iter()
            .map(|p| p.san.to_string())
            .collect(),
        white_clock: seconds(session.clock_reading(Color::White)),
        black_clock: seconds(session.clock_reading(Color::Black)),
        result: match session.result() {
            Some(KnownOutcome::Decisive {
                winner: Color::White,
            }) => "1-0",
            Some(KnownOutcome::Decisive {
                winner: Color::Black,
            }) => "0-1",
            Some(KnownOutcome::Draw) => "1/2-1/2",
            None => "*",
        },
        incidents: session
            .incidents()
            .iter()
            .map(|i| session.words(&session.incident_message(i), reader))
            .collect(),
    }
}

fn seconds(time: Duration) -> f64 {
    (time.as_secs_f64() * 1000.0).round() / 1000.0
}

fn priority_name(priority: Priority) -> &'static str {
    match priority {
        Priority::Chatter => "chatter",
        Priority::Cue => "cue",
        Priority::Announcement => "announcement",
    }
}
