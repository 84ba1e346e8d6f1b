//! Fuzzing that runs in the tests: every reader of outside input — the move parser, FEN, PGN,
//! time controls, scripts, the UCI server — is fed random and chess-like text. None may panic,
//! none may hang (every input is bounded), and every refusal has words.
//!
//! A fixed seed and a few hundred cases a target keep this within the test run; for a long run
//! (`FUZZ_CASES=1000000 cargo test --release -p annabella-core --test fuzz -- --ignored`) the
//! ignored twins take the number of cases from the environment.

use std::time::{Duration, Instant};

use annabella_core::{
    clock::TimeControl,
    engine::serve::UciServer,
    notation::parse_move,
    pgn::read_games,
    rules::{Game, StartPosition},
    session::{Input, Session, script::Script},
    ui_text::{UiLanguage, UiText},
    vocab::{VocabId, Vocabulary},
    words::Style,
};
use proptest::{
    prelude::*,
    test_runner::{Config, RngSeed, TestRunner},
};

/// Words the readers know, so that random text often gets deep into them.
const WORDS: &[&str] = &[
    "e4",
    "Nf3",
    "O-O",
    "O-O-O",
    "exd5",
    "e8=Q",
    "Springer",
    "Felix",
    "drei",
    "Bauer",
    "Eva",
    "vier",
    "schlägt",
    "Knight",
    "Anna",
    "one",
    "1.",
    "2...",
    "1-0",
    "*",
    "{",
    "}",
    "(",
    ")",
    "$1",
    "[Event",
    "\"x\"]",
    "[FEN",
    "\"8/8/8/8/8/8/8/K1k5",
    "w",
    "-",
    "0",
    "1\"]",
    "%clk",
    "[%clk",
    "1:00:00]",
    "inf",
    "NaN",
    "+30",
    "40/90",
    "d5",
    "b3",
    ",",
    "/",
    ":",
    "key",
    "type",
    "wait",
    "at",
    "mode",
    "tournament",
    "time",
    "fen",
    "clock",
    "white",
    "black",
    "arbiter",
    "illegal",
    "sheet",
    "expect",
    "Space",
    "Enter",
    "Up",
    "Ctrl+k",
    "F9",
    "position",
    "startpos",
    "moves",
    "go",
    "depth",
    "nodes",
    "movetime",
    "stop",
    "setoption",
    "name",
    "value",
    "Level",
    "uci",
    "1e300",
    "99999999999999999999",
    "-5",
    "\u{0}",
    "\u{1b}",
    "\u{feff}",
    "é",
    "\n",
];

/// Keys of every table, the arbiter's and the adjournment's among them.
const KEYS: &[&str] = &[
    "Space",
    "Enter",
    "Up",
    "Down",
    "Left",
    "Right",
    "a",
    "c",
    "x",
    "Escape",
    "Tab",
    "m",
    "d",
    "e",
    "g",
    "i",
    "Shift+i",
    "p",
    "s",
    "t",
    "u",
    "v",
    "1",
    "8",
    "Shift+5",
    "q",
    "F1",
    "F2",
    "F9",
    "Ctrl+k",
    "Ctrl+d",
    "Ctrl+Shift+d",
    "Ctrl+Shift+r",
    "Ctrl+Shift+s",
    "Ctrl+Shift+f",
    "Ctrl+Shift+t",
    "Ctrl+Shift+j",
    "Ctrl+Shift+p",
    "Ctrl+Shift+e",
    "Ctrl+Shift+Space",
    "Ctrl+e",
];

fn chess_like() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(WORDS), 0..24).prop_map(|w| w.join(" "))
}

fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![
        ".{0,120}".prop_map(String::from),
        chess_like(),
        chess_like().prop_map(|t| t.replace(' ', "\n")),
    ]
}

fn runner(cases: u32) -> TestRunner {
    TestRunner::new(Config {
        cases,
        rng_seed: RngSeed::Fixed(0x0a77_abe1_1a00),
        failure_persistence: None,
        ..Config::default()
    })
}

fn cases(long: bool) -> u32 {
    if long {
        std::env::var("FUZZ_CASES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(100_000)
    } else {
        300
    }
}

fn moves(long: bool) {
    let positions: Vec<Game> = [
        StartPosition::Standard,
        StartPosition::Fen {
            fen: "r3k2r/pP6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1".into(),
            chess960: false,
        },
        StartPosition::Chess960(100),
    ]
    .into_iter()
    .map(|s| Game::new(s).unwrap())
    .collect();
    let ui = UiText::get(UiLanguage::En);
    runner(cases(long))
        .run(&any_text(), |text| {
            for game in &positions {
                for id in VocabId::ALL {
                    let vocab = Vocabulary::get(id);
                    let style = Style {
                        form: annabella_core::words::Form::Short,
                        say_pawn: true,
                    };
                    if let Err(error) = parse_move(game.position(), &text, vocab, style) {
                        let words = vocab.render(
                            &[annabella_core::words::Token::Refusal(Box::new(error))],
                            ui,
                        );
                        prop_assert!(!words.trim().is_empty(), "a refusal without words");
                    }
                }
            }
            Ok(())
        })
        .unwrap();
}

fn positions(long: bool) {
    runner(cases(long))
        .run(&any_text(), |text| {
            if let Err(error) = Game::new(StartPosition::Fen {
                fen: text.clone(),
                chess960: false,
            }) {
                let said = error.to_string();
                prop_assert!(!said.is_empty() && said.len() < 400, "{said}");
            }
            Ok(())
        })
        .unwrap();
}

fn pgn(long: bool) {
    runner(cases(long))
        .run(&any_text(), |text| {
            for game in read_games(&text) {
                match game {
                    Ok(game) => {
                        for problem in &game.problems {
                            prop_assert!(!problem.to_string().is_empty());
                        }
                    }
                    Err(error) => prop_assert!(!error.to_string().is_empty()),
                }
            }
            Ok(())
        })
        .unwrap();
}

fn time_controls(long: bool) {
    runner(cases(long))
        .run(&any_text(), |text| {
            match text.parse::<TimeControl>() {
                Ok(control) => {
                    // What reads must play: a clock under it ticks and presses without panic.
                    let mut clock = annabella_core::clock::Clock::new(control);
                    let _ = clock.start(Duration::ZERO, shakmaty::Color::White);
                    for step in 1..20u64 {
                        let _ = clock.tick(Duration::from_secs(step * 600));
                        let _ = clock.press(Duration::from_secs(step * 600));
                    }
                }
                Err(error) => prop_assert!(!error.to_string().is_empty()),
            }
            let _ = TimeControl::from_pgn(&text);
            Ok(())
        })
        .unwrap();
}

fn scripts(long: bool) {
    runner(cases(long))
        .run(&any_text(), |text| {
            // The computer is left out: a random level's search is not what is fuzzed here.
            if text.contains("computer") {
                return Ok(());
            }
            match Script::parse(&text) {
                Ok(script) => {
                    let started = Instant::now();
                    let played = script.run(
                        &mut annabella_core::session::script::InlineEngines::new(1, Instant::now),
                    );
                    // A watchdog, not a measure: a script runs in milliseconds, and one that
                    // loops for ever is caught here with the input that made it, where
                    // without it the run would stall. Two minutes leave any busy machine room.
                    prop_assert!(
                        started.elapsed() < Duration::from_secs(120),
                        "a script hung ({:?})",
                        started.elapsed()
                    );
                    if let Err(error) = played {
                        prop_assert!(!error.to_string().is_empty());
                    }
                }
                Err(error) => prop_assert!(!error.to_string().is_empty() && error.line >= 1),
            }
            Ok(())
        })
        .unwrap();
}

fn session_inputs(long: bool) {
    let setup = Script::parse("mode tournament\ntime 5+3\nvi white\n")
        .unwrap()
        .setup;
    let input = prop_oneof![
        any_text().prop_map(Input::Text),
        any_text().prop_map(Input::ClaimDraw),
        prop::sample::select(KEYS).prop_map(|k| Input::Key(k.parse().unwrap())),
        Just(Input::Tick),
        Just(Input::TakenUp),
    ];
    runner(cases(long) / 3)
        .run(&prop::collection::vec(input, 0..40), |inputs| {
            let mut session = Session::new(setup.clone()).unwrap();
            let _ = session.greeting();
            for (i, input) in inputs.into_iter().enumerate() {
                for effect in session.handle(input, Duration::from_secs(i as u64 * 7)) {
                    if let Some(words) = session.words_of(&effect) {
                        prop_assert!(!words.trim().is_empty(), "said nothing");
                    }
                }
            }
            Ok(())
        })
        .unwrap();
}

fn uci_server(long: bool) {
    runner(cases(long))
        .run(&prop::collection::vec(any_text(), 0..12), |lines| {
            let mut server = UciServer::default();
            for line in lines {
                let _ = server.read(&line);
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn fuzz_moves() {
    moves(false);
}
#[test]
fn fuzz_positions() {
    positions(false);
}
#[test]
fn fuzz_pgn() {
    pgn(false);
}
#[test]
fn fuzz_time_controls() {
    time_controls(false);
}
#[test]
fn fuzz_scripts() {
    scripts(false);
}
#[test]
fn fuzz_session_inputs() {
    session_inputs(false);
}
#[test]
fn fuzz_uci_server() {
    uci_server(false);
}

#[test]
#[ignore = "the long run: FUZZ_CASES=… cargo test --release -- --ignored fuzz"]
fn fuzz_long_moves() {
    moves(true);
}
#[test]
#[ignore = "the long run"]
fn fuzz_long_positions() {
    positions(true);
}
#[test]
#[ignore = "the long run"]
fn fuzz_long_pgn() {
    pgn(true);
}
#[test]
#[ignore = "the long run"]
fn fuzz_long_time_controls() {
    time_controls(true);
}
#[test]
#[ignore = "the long run"]
fn fuzz_long_scripts() {
    scripts(true);
}
#[test]
#[ignore = "the long run"]
fn fuzz_long_session_inputs() {
    session_inputs(true);
}
#[test]
#[ignore = "the long run"]
fn fuzz_long_uci_server() {
    uci_server(true);
}
