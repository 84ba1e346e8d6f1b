//! The scoresheet out: the game as PGN, with the players, the date, the time control, the result
//! and how it ended, the mover's clock after every move (`[%clk]`), and the incident log — draw
//! offers "(=)", claims, penalties, the arbiter's actions — as comments where they happened.

use shakmaty::{Color, Outcome, Position};

use super::{IncidentKind, Mode, Setup, incidents::IncidentLog, table::Table, timing::Timing};
use crate::pgn::PgnGame;

/// The game on `table` as a PGN game, with the clock times of `timing` and the `incidents` as
/// comments. `date` is the day it was played ("2026-11-23", from the journal); the comments are
/// in the interface language.
pub(super) fn to_pgn(
    table: &Table,
    timing: &Timing,
    incidents: &IncidentLog,
    setup: &Setup,
    date: Option<&str>,
) -> PgnGame {
    let mut pgn = PgnGame::new(table.game.clone());
    let name = |color: Color| {
        let name = &setup.player(color).name;
        if name.is_empty() {
            "?".to_string()
        } else {
            name.clone()
        }
    };
    let event = match setup.mode {
        Mode::Home => "Annabella home game",
        Mode::Tournament { .. } => "Annabella tournament game (FIDE Appendix D)",
    };
    pgn.tags = vec![
        ("Event".into(), event.into()),
        ("Site".into(), "?".into()),
        (
            "Date".into(),
            date.map_or("????.??.??".into(), |d| d.replace('-', ".")),
        ),
        ("Round".into(), "?".into()),
        ("White".into(), name(Color::White)),
        ("Black".into(), name(Color::Black)),
        ("TimeControl".into(), timing.clock.control().to_pgn()),
        ("Termination".into(), termination(table, incidents).into()),
    ];
    pgn.result = match table.result {
        Some(outcome) => Outcome::Known(outcome),
        None => Outcome::Unknown,
    };
    let plies = table.game.plies().len();
    for (i, clock) in pgn.clocks.iter_mut().enumerate() {
        *clock = timing.clock_after(i);
    }
    for incident in incidents.entries() {
        // The result is the Result tag; a touch is the players' business until it matters.
        if matches!(
            incident.kind,
            IncidentKind::Result { .. } | IncidentKind::Touched { .. }
        ) {
            continue;
        }
        let at = incident.plies.min(plies);
        pgn.comments[at].push(incident.kind.message().line(setup.reader_vocab(), setup.ui));
    }
    pgn
}

/// `color`'s scoresheet on `table` (D.2.7) as it is printed or brailled: the numbered move
/// pairs, one a line ("1. e4 e5", "2. Nf3 (=) Nc6"), then the result.
pub(super) fn scoresheet_lines(table: &Table, color: Color) -> Vec<String> {
    let sheet = &table.sheets[color];
    let start = table.game.initial_position();
    let mut number = start.fullmoves().get();
    let mut lines = Vec::new();
    let mut entries = sheet.iter();
    if start.turn() == Color::Black
        && let Some(first) = entries.next()
    {
        lines.push(format!("{number}. ... {first}"));
        number += 1;
    }
    let rest: Vec<&String> = entries.collect();
    for pair in rest.chunks(2) {
        let moves: Vec<&str> = pair.iter().map(|m| m.as_str()).collect();
        lines.push(format!("{number}. {}", moves.join(" ")));
        number += 1;
    }
    let result = match table.result {
        Some(outcome) => outcome.to_string(),
        None => "*".to_string(),
    };
    lines.push(result);
    lines
}

/// The PGN `Termination`: how the game on `table` ended, by the last of the `incidents`.
fn termination(table: &Table, incidents: &IncidentLog) -> &'static str {
    if table.result.is_none() {
        return "unterminated";
    }
    let last = incidents
        .entries()
        .iter()
        .rev()
        .find(|i| !matches!(i.kind, IncidentKind::Result { .. }));
    match last.map(|i| &i.kind) {
        Some(IncidentKind::FlagFall { .. } | IncidentKind::FlagClaim { .. }) => "time forfeit",
        Some(IncidentKind::Declared { .. }) => "adjudication",
        Some(IncidentKind::IllegalMove { .. }) => "rules infraction",
        _ => "normal",
    }
}
