//! Learning from one's own games: Stockfish goes over a game with three planted mistakes and
//! finds exactly those three moments to retry; a better move passes there, the game's move
//! does not.

use std::path::Path;

use crate::common::engines::{STOCKFISH, stockfish};
use annabella::{game_review, stores::pgn_file};
use annabella_core::training::mistakes::RetryVerdict;
use shakmaty::{Color, Position, uci::UciMove};

#[test]
fn the_three_planted_mistakes_are_the_moments_found_and_the_best_move_passes_there() {
    if stockfish().is_none() {
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
    use std::{sync::Arc, time::Duration};

    use super::*;
    use crate::common::{
        data_dir,
        driving::{recorded, setup_of},
        eventually, eventually_within,
    };
    use annabella::{
        driver::{Driver, Recorder},
        game_review::ReviewedGame,
    };

    const TODAY: i64 = 1_800_000_000;

    /// A driver over an English game, its training record in a fresh folder, and what it says.
    fn driver(name: &str) -> (Driver, Recorder, std::path::PathBuf) {
        let (mut driver, recorder) =
            recorded(setup_of("lang en\nvocab white en\nvocab black en\n"));
        let dir = data_dir(&format!("going-over-{name}"));
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

    /// Polls the driver, as the window does each frame, until the review is over: Stockfish
    /// going over 17 moves takes a minute or two on an idle machine, so the patience here is
    /// five minutes.
    fn until_gone_over(driver: &mut Driver) {
        let over = eventually_within(Duration::from_secs(300), || {
            driver.going_over_news();
            !driver.going_over()
        });
        assert!(over, "never gone over");
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
        if stockfish().is_none() {
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

    /// An engine that names its moves without scoring any (no `info … score … pv`) made the
    /// game sound faultless: "No move lost much in this game". It is the engine's failure, said.
    #[test]
    fn an_engine_that_scores_nothing_is_named_not_taken_for_a_faultless_game() {
        let (mut driver, recorder, record) = driver("no-lines");
        let engine = crate::common::engines::fake(
            record.parent().unwrap(),
            "mute",
            r#"while read -r line; do
  case "$line" in
    uci) echo "id name Mute"; echo uciok ;;
    isready) echo readyok ;;
    go*) echo "bestmove e2e4" ;;
    quit) exit 0 ;;
  esac
done"#,
        );
        assert!(driver.go_over(fixture(), &engine, game_review::DEPTH));
        until_gone_over(&mut driver);
        let said = recorder.texts();
        assert!(
            !said.iter().any(|t| t.contains("No move lost much")),
            "{said:#?}"
        );
        assert!(
            said.iter()
                .any(|t| t.contains("named its move without scoring any")),
            "{said:#?}"
        );
        assert!(!driver.exercising());
        let _ = std::fs::remove_dir_all(record.parent().unwrap());
    }

    #[test]
    fn stopping_a_game_being_gone_over_keeps_nothing() {
        if stockfish().is_none() {
            return;
        }
        let (mut driver, recorder, record) = driver("stopped");
        // The worker holds a copy of the driver's waker until it ends: the count of its copies
        // back to what it was before tells that it has ended.
        let waker: annabella::devices::speech::Waker = Arc::new(|| {});
        driver.set_waker(Arc::clone(&waker));
        let copies = Arc::strong_count(&waker);
        assert!(driver.go_over(fixture(), Path::new(STOCKFISH), game_review::DEPTH));
        driver.quit_exercise();
        assert!(!driver.going_over() && !driver.exercising());
        assert_eq!(
            recorder.texts().last().unwrap(),
            "Going over the game is stopped; nothing of it is kept."
        );
        // The worker ends at its next position and says nothing more.
        let said = recorder.texts().len();
        assert!(
            eventually(|| Arc::strong_count(&waker) == copies),
            "the worker never ended"
        );
        assert!(!driver.going_over_news());
        assert_eq!(recorder.texts().len(), said, "{:#?}", recorder.texts());
        assert!(!record.exists(), "nothing kept");
        let _ = std::fs::remove_dir_all(record.parent().unwrap());
    }
}
