//! `annabella script FILE`: runs a session from a script of timed inputs and prints every effect
//! as a JSON line with its time, then the final position and clocks. The format is documented in
//! `session::script` and the README; a script doubles as a bug report.

use std::{io::Write, path::Path, time::Duration};

use serde::Serialize;
use shakmaty::{Color, KnownOutcome};

use crate::{
    clock::Clock,
    session::script::{Happened, Script},
    speech::queue::Priority,
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

#[derive(Serialize)]
struct FinalLine {
    at: f64,
    fen: String,
    moves: Vec<String>,
    white_clock: f64,
    black_clock: f64,
    result: &'static str,
}

pub(super) fn run(file: &Path, out: &mut impl Write) -> Result<(), String> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let script = Script::parse(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    let (session, happened) = script
        .run(&mut crate::engine::host::EngineHost::new(1))
        .map_err(|e| e.to_string())?;
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
        }
    }
    let now = session.now();
    let clock_of = |clock: &Clock, color: Color| {
        let time = if clock.control().is_timed() {
            clock.remaining(color, now)
        } else {
            clock.time_used(color, now)
        };
        seconds(time)
    };
    let final_line = FinalLine {
        at: seconds(now),
        fen: session.game().fen(),
        moves: session
            .game()
            .plies()
            .iter()
            .map(|p| p.san.to_string())
            .collect(),
        white_clock: clock_of(session.clock(), Color::White),
        black_clock: clock_of(session.clock(), Color::Black),
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
    };
    super::write_json_line(out, &final_line)
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
