//! `annabella match`: engines play each other headless — the built-in levels, UCI programs, or
//! both. Colours alternate; each pair of games starts from the same opening line (or Chess960
//! position), one with each colour. After every game: the result and the running score with the
//! Elo difference and its 95 % margin. Games are written to PGN as they finish.

use crate::error::Error;
use std::fs::File;
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use fluent_bundle::FluentValue;
use rand::{RngExt, SeedableRng, rngs::StdRng};
use shakmaty::{Color, KnownOutcome, Outcome};

use super::choice::choice;
use crate::devices::engine::arena::{Played, Termination, TimeMode, play_game};
use annabella_core::clock::TimeControl;
use annabella_core::engine::Engine;
use annabella_core::engine::elo::Tally;
use annabella_core::engine::openings::OPENINGS;
use annabella_core::engine::spec::EngineSpec;
use annabella_core::pgn::{PgnGame, write_game};
use annabella_core::rules::StartPosition;
use annabella_core::ui_text::{UiLanguage, UiText};

#[derive(clap::Args, Debug, Clone)]
pub(super) struct MatchArgs {
    /// The first engine (White in the first game of each pair): builtin:LEVEL (1-10) or
    /// uci:PATH[:OPTION=VALUE…], e.g. uci:stockfish:UCI_LimitStrength=true:UCI_Elo=1500.
    #[arg(long)]
    white: EngineSpec,
    /// The second engine, same forms.
    #[arg(long)]
    black: EngineSpec,
    /// Number of games (colours alternate; an odd last game is played with the first engine White).
    #[arg(long, default_value_t = 2)]
    games: u32,
    /// Milliseconds per move (the default, 100, when no --tc is given).
    #[arg(long, conflicts_with = "tc")]
    movetime: Option<u64>,
    /// A time control with real clocks, in minutes as for `clock`: "5+3", "40/90, 30, +30s".
    #[arg(long, value_parser = super::clock::parse_control)]
    tc: Option<TimeControl>,
    /// Chess960: each pair of games from a Chess960 start position drawn with --seed.
    #[arg(long)]
    chess960: bool,
    /// Write the games to this PGN file (as each finishes).
    #[arg(long)]
    pgn: Option<PathBuf>,
    /// Seed for the built-in engine's choices and the Chess960 positions.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Language of the report (default: from the environment).
    #[arg(long, value_parser = choice::<UiLanguage>())]
    lang: Option<UiLanguage>,
}

/// The report's words.
struct Report {
    ui: &'static UiText,
}

impl Report {
    fn line(&self, id: &str, args: &[(&str, FluentValue)]) {
        println!("{}", self.ui.text_with(id, args));
    }
}

pub(super) fn run(args: MatchArgs) -> Result<(), Error> {
    let report = Report {
        ui: UiText::get(args.lang.unwrap_or_else(crate::locale::ui_language)),
    };
    let time = match &args.tc {
        Some(control) => TimeMode::Clock(control.clone()),
        None => TimeMode::Movetime(Duration::from_millis(args.movetime.unwrap_or(100))),
    };
    let open = |spec: &EngineSpec, salt: u64| {
        crate::devices::engine::open(spec, args.seed.wrapping_mul(1_000_003).wrapping_add(salt))
    };
    let mut engines = [open(&args.white, 1)?, open(&args.black, 2)?];
    let names = [engines[0].name(), engines[1].name()];
    let time_text = match &args.tc {
        Some(control) => control.to_pgn(),
        None => format!("{} ms", args.movetime.unwrap_or(100)),
    };
    report.line(
        "match-start",
        &[
            ("first", names[0].clone().into()),
            ("second", names[1].clone().into()),
            ("games", args.games.into()),
            ("time", time_text.into()),
        ],
    );
    let mut pgn_file = match &args.pgn {
        Some(path) => Some((
            path.clone(),
            File::create(path).map_err(|e| Error::file(path, e))?,
        )),
        None => None,
    };
    let mut rng = StdRng::seed_from_u64(args.seed);
    let mut start = StartPosition::Standard;
    let mut tally = Tally::default();
    for index in 0..args.games {
        let pair = index / 2;
        if index % 2 == 0 && args.chess960 {
            start = StartPosition::Chess960(rng.random_range(0..960));
        }
        let opening: Vec<&str> = if args.chess960 {
            Vec::new()
        } else {
            OPENINGS[pair as usize % OPENINGS.len()]
                .split_whitespace()
                .collect()
        };
        // The first engine plays White in even games.
        let first_white = index % 2 == 0;
        let [a, b] = &mut engines;
        let (white, black): (&mut dyn Engine, &mut dyn Engine) = if first_white {
            (a.as_mut(), b.as_mut())
        } else {
            (b.as_mut(), a.as_mut())
        };
        let played = play_game(white, black, start.clone(), &opening, &time)?;
        let white_name = if first_white { &names[0] } else { &names[1] };
        let black_name = if first_white { &names[1] } else { &names[0] };
        let first_color = if first_white {
            Color::White
        } else {
            Color::Black
        };
        match played.outcome {
            KnownOutcome::Draw => tally.draws += 1,
            KnownOutcome::Decisive { winner } if winner == first_color => tally.wins += 1,
            KnownOutcome::Decisive { .. } => tally.losses += 1,
        }
        report_game(&report, index + 1, white_name, black_name, &played);
        report_score(&report, &names, &tally);
        if let Some((path, file)) = &mut pgn_file {
            let text = pgn_text(&played, index + 1, white_name, black_name, &time);
            file.write_all(text.as_bytes())
                .map_err(|e| Error::file(path, e))?;
        }
        if let Termination::Forfeit { loser, .. } = played.termination {
            // The failed engine is started afresh for the next game.
            let failed = usize::from((loser == Color::White) != first_white);
            let spec = if failed == 0 {
                &args.white
            } else {
                &args.black
            };
            engines[failed] = open(spec, u64::from(index) + 3)?;
        }
    }
    Ok(())
}

fn report_game(report: &Report, number: u32, white: &str, black: &str, played: &Played) {
    report.line(
        "match-game",
        &[
            ("number", number.into()),
            ("white", white.into()),
            ("black", black.into()),
            ("result", Outcome::Known(played.outcome).to_string().into()),
            ("termination", played.termination.as_str().into()),
            ("moves", played.game.plies().len().div_ceil(2).into()),
        ],
    );
    if let Termination::Forfeit { error, .. } = &played.termination {
        println!("{}", error.words(report.ui));
    }
}

fn report_score(report: &Report, names: &[String; 2], tally: &Tally) {
    let games = tally.games();
    let mut args: Vec<(&str, FluentValue)> = vec![
        ("first", names[0].clone().into()),
        ("second", names[1].clone().into()),
        ("points", tally.points().into()),
        ("other", (f64::from(games) - tally.points()).into()),
        ("games", games.into()),
        ("wins", tally.wins.into()),
        ("draws", tally.draws.into()),
        ("losses", tally.losses.into()),
    ];
    let Some(estimate) = tally.estimate() else {
        return;
    };
    args.push(("elo", format!("{:+.0}", estimate.difference).into()));
    match estimate.margin {
        Some(margin) => {
            args.push(("margin", format!("{margin:.0}").into()));
            report.line("match-score", &args);
        }
        None => report.line("match-score-no-margin", &args),
    }
}

fn pgn_text(played: &Played, round: u32, white: &str, black: &str, time: &TimeMode) -> String {
    let mut pgn = PgnGame::new(played.game.clone());
    pgn.clocks = played.clocks.clone();
    pgn.result = Outcome::Known(played.outcome);
    pgn.tags = vec![
        ("Event".into(), "Annabella engine match".into()),
        ("Round".into(), round.to_string()),
        ("White".into(), white.into()),
        ("Black".into(), black.into()),
        ("Termination".into(), played.termination.as_str().into()),
    ];
    match time {
        TimeMode::Clock(control) => pgn.tags.push(("TimeControl".into(), control.to_pgn())),
        TimeMode::Movetime(t) => pgn
            .tags
            .push(("Movetime".into(), t.as_millis().to_string())),
    }
    write_game(&pgn) + "\n"
}
