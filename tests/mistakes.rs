//! Learning from one's own games: Stockfish goes over a game with three planted mistakes and
//! finds exactly those three moments to retry; a better move passes there, the game's move
//! does not.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails

use std::path::Path;

use annabella::{game_review, stores::pgn_file};
use annabella_core::training::mistakes::RetryVerdict;
use shakmaty::{Color, Position, uci::UciMove};

const STOCKFISH: &str = "/usr/games/stockfish";

#[test]
fn the_three_planted_mistakes_are_the_moments_found_and_the_best_move_passes_there() {
    if !Path::new(STOCKFISH).exists() {
        eprintln!(
            "skipped: {STOCKFISH} is not installed (apt-get install stockfish; scripts/test does)"
        );
        return;
    }
    let games = pgn_file::read_pgn(Path::new("tests/data/three_mistakes.pgn")).unwrap();
    let game = &games[0].as_ref().unwrap().game;
    let mut engine = game_review::engine(STOCKFISH).unwrap();
    let found = game_review::moments(
        &mut engine,
        "three",
        game,
        &[Color::White],
        game_review::DEPTH,
    )
    .unwrap();
    let at: Vec<_> = found
        .iter()
        .map(|m| (m.move_number().0, m.played.as_str()))
        .collect();
    // 6. Qd2, 11. Nbd2, 16. Bxd4: the planted ones, and nothing else of White's.
    assert_eq!(at, [(6, "d1d2"), (11, "b1d2"), (16, "e3d4")], "{found:#?}");
    for moment in &found {
        assert!(moment.lost > 0.15, "{moment:?}");
        assert_eq!(moment.id, format!("three#{}", moment.ply));
        let position = moment.position().unwrap();
        assert_eq!(moment.answers.len(), position.legal_moves().len());
        let uci = |text: &str| text.parse::<UciMove>().unwrap().to_move(&position).unwrap();
        assert_eq!(
            moment.judge(&uci(&moment.played)),
            RetryVerdict::PlayedAgain
        );
        assert!(matches!(
            moment.judge(&uci(moment.best().unwrap())),
            RetryVerdict::Passes { .. }
        ));
    }
}

/// The window's "go over my last finished game", through the driver it uses.
mod through_the_driver {
    use std::time::{Duration, Instant};

    use super::*;
    use annabella::{
        driver::{Driver, Recorder, Time},
        game_review::ReviewedGame,
    };
    use annabella_core::session::{Session, script::Script};

    const TODAY: i64 = 1_800_000_000;

    /// A driver over an English game, its training record in a fresh folder, and what it says.
    fn driver(name: &str) -> (Driver, Recorder, std::path::PathBuf) {
        let setup = Script::parse("lang en\nvocab white en\nvocab black en\n")
            .unwrap()
            .setup;
        let mut driver = Driver::new(Session::new(setup).unwrap(), Time::Manual(Duration::ZERO));
        let recorder = Recorder::new();
        driver.add_output(Box::new(recorder.clone()));
        let dir = std::env::temp_dir().join(format!(
            "annabella-going-over-{name}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        let record = dir.join("training.json");
        driver.open_training(&record, Some(TODAY)).unwrap();
        (driver, recorder, record)
    }

    /// The fixture with three planted mistakes of White's.
    fn fixture() -> ReviewedGame {
        let games = pgn_file::read_pgn(Path::new("tests/data/three_mistakes.pgn")).unwrap();
        ReviewedGame {
            game: games[0].as_ref().unwrap().game.clone(),
            id: "three".into(),
            name: "Player – Stockfish".into(),
            players: vec![Color::White],
        }
    }

    /// Polls the driver, as the window does each frame, until the review is over.
    fn until_gone_over(driver: &mut Driver) {
        let start = Instant::now();
        while driver.going_over() {
            driver.going_over_news();
            assert!(
                start.elapsed() < Duration::from_secs(300),
                "never gone over"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    #[test]
    fn going_over_a_game_without_stockfish_says_so_and_starts_nothing() {
        let (mut driver, recorder, record) = driver("missing");
        let going = driver.go_over(
            fixture(),
            Path::new("/nonexistent/games/stockfish"),
            game_review::DEPTH,
        );
        assert!(!going && !driver.going_over() && !driver.exercising());
        assert_eq!(
            recorder.texts().last().unwrap(),
            "Going over a game needs Stockfish (/nonexistent/games/stockfish), which is not \
             installed: apt install stockfish, then try again."
        );
        let _ = std::fs::remove_dir_all(record.parent().unwrap());
    }

    #[test]
    fn a_game_gone_over_on_the_drivers_worker_is_told_as_it_goes_then_retried() {
        if !Path::new(STOCKFISH).exists() {
            eprintln!("skipped: {STOCKFISH} is not installed (scripts/test installs it)");
            return;
        }
        let (mut driver, recorder, record) = driver("found");
        assert!(driver.go_over(fixture(), Path::new(STOCKFISH), game_review::DEPTH));
        assert!(driver.going_over() && !driver.exercising());
        assert_eq!(
            recorder.texts().last().unwrap(),
            "Going over Player – Stockfish with the engine at depth 12: White's moves. This \
             takes a minute or two."
        );
        // The player asks how far it is (Enter); and after 20 s it is said unasked, once.
        driver.say_how_far();
        assert!(
            recorder
                .texts()
                .last()
                .unwrap()
                .ends_with(" of 17 moves gone over."),
            "{:?}",
            recorder.texts()
        );
        driver.set_time(Duration::from_secs(25));
        until_gone_over(&mut driver);
        let said = recorder.texts();
        let far: Vec<_> = said
            .iter()
            .filter(|t| t.ends_with(" of 17 moves gone over."))
            .collect();
        assert_eq!(far.len(), 2, "{said:#?}");
        assert!(
            said.contains(&"3 moments to retry.".to_string()),
            "{said:#?}"
        );
        // The retries begin at once, the first planted mistake first.
        assert!(driver.exercising(), "{said:#?}");
        let kept: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&record).unwrap()).unwrap();
        assert_eq!(
            kept["retries"].as_object().map(|m| m.len()),
            Some(3),
            "{kept}"
        );
        driver.quit_exercise();
        let _ = std::fs::remove_dir_all(record.parent().unwrap());
    }

    #[test]
    fn stopping_a_game_being_gone_over_keeps_nothing() {
        if !Path::new(STOCKFISH).exists() {
            eprintln!("skipped: {STOCKFISH} is not installed (scripts/test installs it)");
            return;
        }
        let (mut driver, recorder, record) = driver("stopped");
        assert!(driver.go_over(fixture(), Path::new(STOCKFISH), game_review::DEPTH));
        driver.quit_exercise();
        assert!(!driver.going_over() && !driver.exercising());
        assert_eq!(
            recorder.texts().last().unwrap(),
            "Going over the game is stopped; nothing of it is kept."
        );
        // The worker ends at its next position and says nothing more.
        std::thread::sleep(Duration::from_secs(2));
        assert!(!driver.going_over_news());
        assert!(!record.exists(), "nothing kept");
        let _ = std::fs::remove_dir_all(record.parent().unwrap());
    }
}
