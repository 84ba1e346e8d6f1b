//! The scoresheet out: the game as PGN, with the players, the date, the time control, the result
//! and how it ended, the mover's clock after every move (`[%clk]`), and the incident log — draw
//! offers "(=)", claims, penalties, the arbiter's actions — as comments where they happened.

use shakmaty::{Color, Outcome, Position};

use super::{IncidentKind, Mode, Session};
use crate::pgn::PgnGame;

impl Session {
    /// The clock was pressed after the last ply: its mover's time is written with the move.
    pub(super) fn note_press(&mut self) {
        let plies = self.table.game.plies().len();
        let Some(last) = plies.checked_sub(1) else {
            return;
        };
        let mover = self.table.game.position().turn().other();
        self.timing.note_press(last, mover);
    }

    /// The game as a PGN game. `date` is the day it was played ("2026-11-23", from the journal);
    /// the comments are in the interface language.
    pub fn to_pgn(&self, date: Option<&str>) -> PgnGame {
        let mut pgn = PgnGame::new(self.table.game.clone());
        let name = |color: Color| {
            let name = &self.setup.player(color).name;
            if name.is_empty() {
                "?".to_string()
            } else {
                name.clone()
            }
        };
        let event = match self.setup.mode {
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
            ("TimeControl".into(), self.timing.clock.control().to_pgn()),
            ("Termination".into(), self.termination().into()),
        ];
        pgn.result = match self.table.result {
            Some(outcome) => Outcome::Known(outcome),
            None => Outcome::Unknown,
        };
        let plies = self.table.game.plies().len();
        for (i, clock) in pgn.clocks.iter_mut().enumerate() {
            *clock = self.timing.clock_after(i);
        }
        for incident in &self.incidents {
            // The result is the Result tag; a touch is the players' business until it matters.
            if matches!(
                incident.kind,
                IncidentKind::Result { .. } | IncidentKind::Touched { .. }
            ) {
                continue;
            }
            let at = incident.plies.min(plies);
            pgn.comments[at].push(self.incident_summary(incident));
        }
        pgn
    }

    /// The visually impaired player's scoresheet (D.2.7) as it is printed or brailled: the
    /// numbered move pairs, one a line ("1. e4 e5", "2. Nf3 (=) Nc6"), then the result.
    pub fn scoresheet_lines(&self) -> Vec<String> {
        let sheet = &self.table.sheets[self.setup.reader()];
        let start = self.table.game.initial_position();
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
        let result = match self.table.result {
            Some(outcome) => outcome.to_string(),
            None => "*".to_string(),
        };
        lines.push(result);
        lines
    }

    /// The PGN `Termination`: how the game ended.
    fn termination(&self) -> &'static str {
        if self.table.result.is_none() {
            return "unterminated";
        }
        let last = self
            .incidents
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
}
