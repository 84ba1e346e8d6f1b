//! One game between two engines, by the Laws: it ends by itself (mate, stalemate, dead position,
//! fivefold, 75 moves), by a claim the engines would make (threefold, fifty moves), on time
//! (§6.9, with the clock of the `clock` module), or when an engine fails (it forfeits, and the
//! reason is kept to be reported in words).

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use shakmaty::{Color, KnownOutcome, Position};

use annabella_core::clock::{Clock, FlagVerdict, TimeControl};
use annabella_core::engine::{Engine, EngineError, Limits};
use annabella_core::rules::{AutomaticEnd, Claim, Game, StartPosition, parse_uci};

/// A game that neither side can end by the rules this long is adjudicated a draw.
const MOVE_LIMIT: usize = 600;

#[derive(Clone, Debug)]
pub enum TimeMode {
    /// This long for every move (UCI `go movetime`).
    Movetime(Duration),
    /// Real clocks under a time control; the engines share their time out themselves.
    Clock(TimeControl),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Termination {
    Automatic(AutomaticEnd),
    Claim(Claim),
    /// `loser`'s flag fell; a draw when the opponent could not have mated (§6.9).
    Flag {
        loser: Color,
    },
    /// The engine playing `loser` failed; the game was scored as its loss.
    Forfeit {
        loser: Color,
        error: EngineError,
    },
    MoveLimit,
}

impl Termination {
    /// The name in reports and the `Termination` tag.
    pub fn as_str(&self) -> &'static str {
        match self {
            Termination::Automatic(end) => end.as_str(),
            Termination::Claim(claim) => claim.as_str(),
            Termination::Flag { .. } => "time-forfeit",
            Termination::Forfeit { .. } => "engine-failure",
            Termination::MoveLimit => "move-limit",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Played {
    pub game: Game,
    pub outcome: KnownOutcome,
    pub termination: Termination,
    /// The mover's clock after each ply, when clocks ran.
    pub clocks: Vec<Option<Duration>>,
}

/// Plays `opening` (UCI moves) from `start`, then lets the engines play it out.
pub fn play_game(
    white: &mut dyn Engine,
    black: &mut dyn Engine,
    start: StartPosition,
    opening: &[&str],
    time: &TimeMode,
) -> Result<Played, annabella_core::rules::RulesError> {
    let mut game = Game::new(start)?;
    for uci in opening {
        let m = parse_uci(&game, uci).ok_or_else(|| {
            annabella_core::rules::RulesError::IllegalMove {
                uci: uci.to_string(),
            }
        })?;
        game.play(m)?;
    }
    let mut clocks = vec![None; game.plies().len()];
    let mut clock = match time {
        TimeMode::Clock(control) => Some(Clock::new(control.clone())),
        TimeMode::Movetime(_) => None,
    };
    let started = Instant::now();
    if let Some(clock) = &mut clock {
        // A new clock always starts.
        let _ = clock.start(Duration::ZERO, game.position().turn());
    }
    let stop = AtomicBool::new(false);
    if let Err(error) = white.new_game() {
        return Ok(forfeit(game, clocks, Color::White, error));
    }
    if let Err(error) = black.new_game() {
        return Ok(forfeit(game, clocks, Color::Black, error));
    }
    let termination = loop {
        if let Some(end) = game.automatic_end() {
            break Termination::Automatic(end);
        }
        if let Some(&claim) = game.claims().first() {
            break Termination::Claim(claim);
        }
        if game.plies().len() >= MOVE_LIMIT {
            break Termination::MoveLimit;
        }
        let turn = game.position().turn();
        let limits = match (&clock, time) {
            (Some(clock), _) => Limits::from_clock(clock, started.elapsed()),
            (None, TimeMode::Movetime(t)) => Limits::movetime(*t),
            // A clock is made for every time control above; without one, a second a move.
            (None, TimeMode::Clock(_)) => Limits::movetime(Duration::from_secs(1)),
        };
        let engine: &mut dyn Engine = if turn == Color::White {
            &mut *white
        } else {
            &mut *black
        };
        let reply = match engine.think(&game, &limits, &stop) {
            Ok(reply) => reply,
            Err(error) => return Ok(forfeit(game, clocks, turn, error)),
        };
        let now = started.elapsed();
        if let Some(clock) = &mut clock {
            if let Some(fall) = clock.tick(now) {
                match fall.verdict(game.position(), false) {
                    FlagVerdict::Continue => {}
                    FlagVerdict::Draw | FlagVerdict::Loss(_) => {
                        break Termination::Flag { loser: fall.color };
                    }
                }
            }
            // The running clock, neither paused nor stopped, takes the press.
            let _ = clock.press(now);
        }
        // The engines' replies are checked legal; a rules error ends the match with its reason.
        game.play(reply.mv)?;
        clocks.push(clock.as_ref().map(|c| c.remaining(turn, now)));
    };
    let outcome = match &termination {
        Termination::Automatic(end) => end.outcome(),
        Termination::Flag { loser } => {
            if game.position().has_insufficient_material(!*loser) {
                KnownOutcome::Draw
            } else {
                KnownOutcome::Decisive { winner: !*loser }
            }
        }
        Termination::Forfeit { loser, .. } => KnownOutcome::Decisive { winner: !*loser },
        Termination::Claim(_) | Termination::MoveLimit => KnownOutcome::Draw,
    };
    Ok(Played {
        game,
        outcome,
        termination,
        clocks,
    })
}

fn forfeit(game: Game, clocks: Vec<Option<Duration>>, loser: Color, error: EngineError) -> Played {
    Played {
        game,
        outcome: KnownOutcome::Decisive { winner: !loser },
        termination: Termination::Forfeit { loser, error },
        clocks,
    }
}
