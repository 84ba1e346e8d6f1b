//! The UCI client against a real engine (Debian's Stockfish, installed by `scripts/test`; these
//! tests say so and pass when it is absent) and against fake engines that hang, crash, die
//! mid-game, and send nonsense or illegal moves. Then `annabella match` end to end.

use crate::common::{
    PATIENCE,
    engines::{self, stockfish},
    eventually,
};

use std::path::PathBuf;
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use annabella::devices::engine::uci::UciEngine;
use annabella_core::engine::{Engine, EngineError, Limits, Score};
use annabella_core::pgn::read_games;
use annabella_core::rules::{Game, StartPosition, parse_uci};
use shakmaty::{CastlingMode, Position};

/// A fake engine: a shell script that answers the handshake and then misbehaves as `mode` says.
fn fake_engine(mode: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-fake-uci-{}", std::process::id()));
    let script = format!(
        r#"mode={mode}
while read -r line; do
  case "$line" in
    uci)
      [ "$mode" = hang ] && continue
      [ "$mode" = spawner ] && sleep 300 &
      [ "$mode" = crash ] && exit 1
      echo "id name Fake $mode"
      echo "option name Hash type spin default 16 min 1 max 64"
      echo uciok ;;
    isready) echo readyok ;;
    go*)
      case "$mode" in
        garbage) echo "bestmove banana" ;;
        illegal) echo "bestmove e2e5" ;;
        die) exit 3 ;;
        silent) ;;
        latin1) printf 'info string caf\351\n'; echo "bestmove e2e4" ;;
        *) echo "info depth 1 score cp 12 pv e2e4 e7e5"; echo "bestmove e2e4" ;;
      esac ;;
    quit) exit 0 ;;
  esac
done"#
    );
    engines::fake(&dir, mode, &script)
}

/// A fake engine, started (its handshake always works; `PATIENCE` is how long it may take to
/// start on a busy machine).
fn start_fake(mode: &str) -> UciEngine {
    UciEngine::start(fake_engine(mode).to_str().unwrap(), &[], PATIENCE).unwrap()
}

fn think(
    engine: &mut UciEngine,
    game: &Game,
    limits: Limits,
) -> Result<annabella_core::engine::Reply, EngineError> {
    engine.think(game, &limits, &AtomicBool::new(false))
}

#[test]
fn a_program_that_does_not_exist_is_reported_in_words() {
    let error = UciEngine::start("/nonexistent/engine", &[], Duration::from_secs(1))
        .err()
        .unwrap();
    assert!(matches!(error, EngineError::NotStarted { .. }));
    let text = error.to_string();
    assert!(
        text.starts_with("The engine /nonexistent/engine could not be started"),
        "{text}"
    );
}

#[test]
fn an_engine_that_never_answers_the_handshake_times_out() {
    let path = fake_engine("hang");
    let started = Instant::now();
    let error = UciEngine::start(path.to_str().unwrap(), &[], Duration::from_millis(300))
        .err()
        .unwrap();
    // Given up on for its silence (a hang would never return): how long after its 300 ms is
    // the machine's speed, printed.
    assert!(
        matches!(error, EngineError::NoAnswer { ref waiting_for, .. } if waiting_for == "uciok")
    );
    println!("silent handshake given up on after {:?}", started.elapsed());
    assert!(
        error
            .to_string()
            .contains("did not answer (waiting for uciok)")
    );
}

#[test]
fn an_engine_that_crashes_at_once_is_reported_as_stopped() {
    let path = fake_engine("crash");
    let error = UciEngine::start(path.to_str().unwrap(), &[], PATIENCE)
        .err()
        .unwrap();
    assert!(matches!(error, EngineError::Died { .. }), "{error:?}");
}

#[test]
fn garbage_illegal_moves_and_a_death_mid_game_are_each_reported() {
    let game = Game::default();
    let limits = Limits::movetime(Duration::from_millis(50));
    let mut good = start_fake("good");
    assert_eq!(good.name(), "Fake good");
    assert_eq!(good.options(), ["Hash"]);
    let reply = think(&mut good, &game, limits.clone()).unwrap();
    assert_eq!(reply.mv, parse_uci(&game, "e2e4").unwrap());
    assert_eq!(reply.score, Some(Score::Centipawns(12)));
    assert_eq!(reply.pv.len(), 2);

    let mut garbage = start_fake("garbage");
    let error = think(&mut garbage, &game, limits.clone()).unwrap_err();
    assert!(matches!(error, EngineError::Unreadable { ref line, .. } if line == "bestmove banana"));
    assert!(
        error
            .to_string()
            .contains("sent something that is not a move: bestmove banana")
    );

    let mut illegal = start_fake("illegal");
    let error = think(&mut illegal, &game, limits.clone()).unwrap_err();
    assert!(matches!(error, EngineError::IllegalMove { ref text, .. } if text == "e2e5"));
    assert!(error.to_string().contains("not legal here: e2e5"));

    let mut dying = start_fake("die");
    let error = think(&mut dying, &game, limits).unwrap_err();
    assert!(matches!(error, EngineError::Died { .. }), "{error:?}");
    assert!(error.to_string().ends_with("stopped running."));
}

#[test]
fn an_engine_that_ignores_stop_is_given_up_on() {
    let mut silent = start_fake("silent");
    let stop = AtomicBool::new(true);
    let started = Instant::now();
    let error = silent
        .think(
            &Game::default(),
            &Limits::movetime(Duration::from_secs(60)),
            &stop,
        )
        .unwrap_err();
    // Given up on (its 60 s of thinking not waited for: a wait for them would fail in the
    // caller's patience, not here); how long after the stop it was is printed.
    assert!(
        matches!(error, EngineError::NoAnswer { ref waiting_for, .. } if waiting_for == "bestmove")
    );
    println!(
        "an engine deaf to stop given up on after {:?}",
        started.elapsed()
    );
}

#[test]
fn stockfish_plays_from_moves_with_options_and_stops_when_told() {
    let Some(path) = stockfish() else { return };
    let options = [
        ("Threads".to_string(), "1".to_string()),
        ("Hash".to_string(), "16".to_string()),
        ("UCI_LimitStrength".to_string(), "true".to_string()),
        ("UCI_Elo".to_string(), "1500".to_string()),
    ];
    let mut engine = UciEngine::start(path, &options, PATIENCE).unwrap();
    assert!(engine.name().starts_with("Stockfish"), "{}", engine.name());
    for option in [
        "Skill Level",
        "UCI_LimitStrength",
        "UCI_Elo",
        "Threads",
        "Hash",
        "UCI_Chess960",
    ] {
        assert!(engine.options().iter().any(|o| o == option), "{option}");
    }
    engine.new_game().unwrap();
    let mut game = Game::default();
    for uci in ["e2e4", "e7e5", "g1f3"] {
        game.play(parse_uci(&game, uci).unwrap()).unwrap();
    }
    let reply = think(&mut engine, &game, Limits::depth(6)).unwrap();
    assert!(game.position().is_legal(reply.mv));
    assert!(reply.depth >= 1 && reply.score.is_some());

    // Stop: a long think ends as soon as it is asked to.
    stops_when_told(&mut engine, &game);
}

#[test]
fn stockfish_sees_a_mate_and_castles_in_chess960() {
    let Some(path) = stockfish() else { return };
    let mut engine = UciEngine::start(path, &[], PATIENCE).unwrap();
    let mate = Game::new(StartPosition::Fen {
        fen: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1".into(),
        chess960: false,
    })
    .unwrap();
    let reply = think(&mut engine, &mate, Limits::depth(5)).unwrap();
    assert_eq!(reply.mv.to_uci(CastlingMode::Standard).to_string(), "a1a8");
    assert_eq!(reply.score, Some(Score::Mate(1)));

    // Chess960: every reply over the openings of ten start positions is legal, and castling
    // (sent and read back as king-takes-rook) comes up.
    let mut castled = false;
    for number in [0, 100, 200, 300, 400, 500, 600, 700, 800, 900] {
        let mut game = Game::new(StartPosition::Chess960(number)).unwrap();
        for _ in 0..24 {
            if game.automatic_end().is_some() {
                break;
            }
            let reply = think(&mut engine, &game, Limits::depth(4)).unwrap();
            assert!(
                game.position().is_legal(reply.mv),
                "960 #{number}: {:?}",
                reply.mv
            );
            castled |= matches!(reply.mv, shakmaty::Move::Castle { .. });
            game.play(reply.mv).unwrap();
        }
    }
    assert!(castled, "Stockfish castled in at least one Chess960 game");
}

/// A think of `PATIENCE` stopped after 200 ms answers, with a legal move, long before its own
/// time was up: the stop was heard, not waited out. (How long after the stop is printed: it
/// is the machine's speed; the think's own time is the bound that fails if stop is not heard.)
fn stops_when_told(engine: &mut UciEngine, game: &Game) {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let stopper = thread::spawn(move || {
        thread::sleep(Duration::from_millis(200));
        flag.store(true, Ordering::Relaxed);
    });
    let started = Instant::now();
    let reply = engine
        .think(game, &Limits::movetime(PATIENCE), &stop)
        .unwrap();
    let took = started.elapsed();
    let after_the_stop = stop.load(Ordering::Relaxed);
    stopper.join().unwrap();
    assert!(
        after_the_stop,
        "it answered before it was stopped, in {took:?}"
    );
    assert!(
        took < PATIENCE,
        "the stop was not heard: it thought its whole {took:?}"
    );
    println!("stopped think answered after {took:?}");
    assert!(game.position().is_legal(reply.mv));
}

/// Runs the binary; it must succeed. Its standard output.
fn annabella(args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .env("LANG", "C")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    text
}

#[test]
fn a_match_reports_each_game_and_the_score_and_writes_pgn() {
    let pgn = std::env::temp_dir().join(format!("annabella-match-{}.pgn", std::process::id()));
    let text = annabella(&[
        "match",
        "--white",
        "builtin:2",
        "--black",
        "builtin:1",
        "--games",
        "4",
        "--movetime",
        "20",
        "--pgn",
        pgn.to_str().unwrap(),
        "--lang",
        "en",
    ]);
    assert!(
        text.starts_with("Annabella 2 against Annabella 1: 4 games, 20 ms"),
        "{text}"
    );
    assert_eq!(text.matches("Game ").count(), 4, "{text}");
    assert!(
        text.contains("Game 2: Annabella 1 – Annabella 2"),
        "colours alternate: {text}"
    );
    assert!(text.contains("after 4 games"), "{text}");
    assert!(text.contains("Elo difference"), "{text}");
    let games = read_games(&std::fs::read_to_string(&pgn).unwrap());
    assert_eq!(games.len(), 4);
    for game in games {
        let game = game.unwrap();
        assert_ne!(game.result, shakmaty::Outcome::Unknown);
        assert!(game.game.plies().len() > 6);
    }
}

#[test]
fn a_failing_engine_forfeits_in_words_and_the_match_goes_on() {
    let garbage = fake_engine("garbage");
    let spec = format!("uci:{}", garbage.display());
    let text = annabella(&[
        "match",
        "--white",
        "builtin:3",
        "--black",
        &spec,
        "--games",
        "2",
        "--movetime",
        "20",
        "--lang",
        "en",
    ]);
    assert_eq!(text.matches("engine-failure").count(), 2, "{text}");
    assert_eq!(
        text.matches("sent something that is not a move").count(),
        2,
        "{text}"
    );
    assert!(
        text.contains("Score: Annabella 3 2 – 0 Fake garbage after 2 games"),
        "{text}"
    );
}

/// `annabella uci` behind a one-line script, since an engine is named by its program's path.
fn annabella_as_uci_engine() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-uci-server-{}", std::process::id()));
    let script = format!("exec '{}' uci", env!("CARGO_BIN_EXE_annabella"));
    engines::fake(&dir, "annabella-uci", &script)
}

#[test]
fn annabella_serves_uci_to_a_uci_client() {
    let path = annabella_as_uci_engine();
    let options = [("Level".to_string(), "10".to_string())];
    let mut engine = UciEngine::start(path.to_str().unwrap(), &options, PATIENCE).unwrap();
    assert!(engine.name().starts_with("Annabella"), "{}", engine.name());
    for option in ["Level", "UCI_LimitStrength", "UCI_Elo", "UCI_Chess960"] {
        assert!(engine.options().iter().any(|o| o == option), "{option}");
    }
    engine.new_game().unwrap();

    // A mate in one, from a position and moves, with its score.
    let mut mate = Game::new(StartPosition::Fen {
        fen: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1".into(),
        chess960: false,
    })
    .unwrap();
    for uci in ["g1f1", "g8h8", "f1g1", "h8g8"] {
        mate.play(parse_uci(&mate, uci).unwrap()).unwrap();
    }
    let reply = think(&mut engine, &mate, Limits::depth(4)).unwrap();
    assert_eq!(reply.mv.to_uci(CastlingMode::Standard).to_string(), "a1a8");
    assert_eq!(reply.score, Some(Score::Mate(1)));

    // Clock limits are kept: it spends at most a fifth of what is left on a move, by its own
    // clock, so it answers well within half of it however slow the machine (a slow machine
    // searches fewer nodes in that time, not longer); the time it took is printed. And stop is
    // heard while it thinks.
    let game = Game::default();
    let started = Instant::now();
    let each = Duration::from_secs(20);
    let clock = annabella_core::engine::ClockLimits {
        white: each,
        black: each,
        white_increment: Duration::ZERO,
        black_increment: Duration::ZERO,
        moves_to_go: None,
    };
    let limits = Limits {
        clock: Some(clock),
        ..Limits::default()
    };
    let reply = think(&mut engine, &game, limits).unwrap();
    let took = started.elapsed();
    assert!(game.position().is_legal(reply.mv));
    assert!(took < each / 2, "it spent {took:?} of its {each:?}");
    println!("with {each:?} on its clock: answered after {took:?}");
    stops_when_told(&mut engine, &game);

    // Chess960: moves sent and read back king-takes-rook.
    let mut game = Game::new(StartPosition::Chess960(300)).unwrap();
    for _ in 0..16 {
        let reply = think(&mut engine, &game, Limits::depth(3)).unwrap();
        assert!(game.position().is_legal(reply.mv), "{:?}", reply.mv);
        game.play(reply.mv).unwrap();
    }
}

#[test]
fn a_match_against_annabella_over_uci() {
    let spec = format!("uci:{}:Level=1", annabella_as_uci_engine().display());
    let text = annabella(&[
        "match",
        "--white",
        "builtin:8",
        "--black",
        &spec,
        "--games",
        "2",
        "--movetime",
        "30",
        "--lang",
        "en",
    ]);
    assert!(!text.contains("engine-failure"), "{text}");
    assert!(text.contains("after 2 games"), "{text}");
    assert!(
        text.contains("Score: Annabella 8 2 – 0 Annabella"),
        "level 8 beats level 1 over UCI: {text}"
    );
}

#[test]
fn an_engine_may_say_any_bytes_and_what_it_starts_stops_with_it() {
    let mut engine = start_fake("latin1");
    let reply = think(
        &mut engine,
        &Game::new(StartPosition::Standard).unwrap(),
        Limits::depth(1),
    );
    assert!(
        reply.is_ok(),
        "a Latin-1 byte in an info string is no death: {reply:?}"
    );
    // An engine that starts a helper: stopping the engine stops the helper too.
    let engine = start_fake("spawner");
    let group = engine.process_id();
    // Living members of the group (a killed one may stay a zombie until it is reaped).
    let helpers = || {
        std::process::Command::new("ps")
            .args(["-e", "-o", "pgid=,stat="])
            .output()
            .map(|o| {
                String::from_utf8_lossy(&o.stdout)
                    .lines()
                    .filter_map(|line| {
                        let mut fields = line.split_whitespace();
                        Some((
                            fields.next()?.parse::<u32>().ok()?,
                            fields.next()?.to_string(),
                        ))
                    })
                    .filter(|(pgid, stat)| *pgid == group && !stat.starts_with('Z'))
                    .count()
            })
            .unwrap_or(0)
    };
    assert!(helpers() >= 1, "the fake engine and its helper run");
    drop(engine);
    assert!(
        eventually(|| helpers() == 0),
        "the engine's group was never gone: {} left",
        helpers()
    );
}
