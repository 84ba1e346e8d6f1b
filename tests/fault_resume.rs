//! The fault-injection suite for taking a game up: a game killed while the computer was
//! thinking — with a fast and with a slow engine — is taken up, the computer asked again, and
//! `/quit` read; no move told as saved is lost.

use crate::common;

use std::{
    path::{Path, PathBuf},
    thread,
    time::{Duration, Instant},
};

use common::{Running, annabella, data_dir, engines::fake, latest};

/// Waits until the saved game holds `moves`, as `games --show latest` reads it: what a kill
/// must not lose is there before the test kills the app.
fn until_saved(data: &Path, moves: &[&str]) {
    let saved = common::eventually(|| latest(data).is_ok_and(|game| game.moves == moves));
    assert!(saved, "{moves:?} never saved: {:?}", latest(data));
}

/// A UCI engine that answers e7e5 after `FAKE_DELAY` seconds.
fn delaying_engine(dir: &Path) -> PathBuf {
    fake(
        dir,
        "delaying",
        r#"while read -r line; do
  case "$line" in
    uci) echo "id name Delaying"; echo uciok ;;
    isready) echo readyok ;;
    go*) sleep "${FAKE_DELAY:-0}"; echo "bestmove e7e5" ;;
    quit) exit 0 ;;
  esac
done"#,
    )
}

fn play_against(data: &Path, engine: &Path, delay: &str, extra: &[&str]) -> Running {
    let mut command = annabella(data);
    command
        .args([
            "play",
            "--vocab",
            "en",
            "--lang",
            "en",
            "--computer",
            "black",
        ])
        .arg("--engine")
        .arg(format!("uci:{}", engine.display()))
        .args(extra)
        .env("FAKE_DELAY", delay);
    Running::start(command)
}

/// Finding 5: a game taken up while the computer was to move hung — no move came, and `/quit`
/// was not read. With a fast and with a slow engine: the computer is asked again and moves, and
/// `/quit` while it thinks ends the app at once.
#[test]
fn a_game_taken_up_while_the_computer_thought_goes_on_with_a_fast_and_a_slow_engine() {
    for (speed, delay) in [("fast", "0.1"), ("slow", "3")] {
        let data = data_dir(&format!("fault-resume-{speed}"));
        let engine = delaying_engine(&data.join("engines"));
        // The app stops while the computer thinks.
        let mut app = play_against(&data, &engine, "60", &[]);
        app.line("e4");
        assert!(app.wait_for("Eva four", 1), "{}", app.said());
        until_saved(&data, &["e4"]);
        app.kill();
        assert_eq!(latest(&data).unwrap().moves, ["e4"]);
        if speed == "slow" {
            // Taken up, and left while the computer thinks again: `/quit` is read once its
            // move is made (typed lines keep their order), and the move is saved. How long
            // that took (its 3 s of thinking on an idle machine) is printed, not asserted: a
            // hang fails in `end`, after `PATIENCE`.
            let mut app = play_against(&data, &engine, delay, &["--resume"]);
            assert!(app.wait_for("taken up again", 1), "{}", app.said());
            let asked = Instant::now();
            app.line("/quit");
            let (status, said) = app.end();
            assert!(status.success(), "{said}");
            assert!(said.contains("Eva five"), "{said}");
            println!(
                "slow engine: /quit ended the app after {:?}",
                asked.elapsed()
            );
            assert_eq!(latest(&data).unwrap().moves, ["e4", "e5"]);
            let mut app = play_against(&data, &engine, delay, &["--resume"]);
            assert!(app.wait_for("taken up again", 1), "{}", app.said());
            app.line("Nf3");
            assert!(app.wait_for("Knight Felix three", 1), "{}", app.said());
            app.line("/quit");
            app.end();
            assert!(
                latest(&data)
                    .unwrap()
                    .moves
                    .starts_with(&["e4", "e5", "Nf3"].map(String::from))
            );
            let _ = std::fs::remove_dir_all(&data);
            continue;
        }
        let mut app = play_against(&data, &engine, delay, &["--resume"]);
        assert!(
            app.wait_for("Eva five", 1),
            "{speed}: the computer moves: {}",
            app.said()
        );
        app.line("Nf3");
        assert!(app.wait_for("Knight Felix three", 1), "{}", app.said());
        app.line("/quit");
        app.end();
        // The fake answers e7e5 whatever the position: after Nf3 the built-in engine takes over.
        let moves = latest(&data).unwrap().moves;
        assert!(
            moves.starts_with(&["e4", "e5", "Nf3"].map(String::from)),
            "{speed}: {moves:?}"
        );
        let _ = std::fs::remove_dir_all(&data);
    }
}

/// A UCI engine that plays Black's side of a Ruy Lopez (e5, Nc6, a6, Nf6, Be7) after
/// `FAKE_DELAY` seconds, whatever it is told to think about.
fn ruy_engine(dir: &Path) -> PathBuf {
    fake(
        dir,
        "ruy",
        r#"last=""
while read -r line; do
  case "$line" in
    uci) echo "id name Ruy"; echo uciok ;;
    isready) echo readyok ;;
    position*) last="${line##* }" ;;
    go*) sleep "${FAKE_DELAY:-0}"
      case "$last" in
        e2e4) m=e7e5 ;; g1f3) m=b8c6 ;; f1b5) m=a7a6 ;; b5a4) m=g8f6 ;; e1g1) m=f8e7 ;; *) m=0000 ;;
      esac
      echo "bestmove $m" ;;
    quit) exit 0 ;;
  esac
done"#,
    )
}

/// The engine's two speeds: it answers well within and well after the test's patience for a
/// line.
const SPEEDS: [(&str, &str); 2] = [("fast", "0.1"), ("slow", "3")];

/// Waits for each of `texts` in turn.
fn hears(app: &Running, texts: &[&str], what: &str) {
    for text in texts {
        assert!(app.wait_for(text, 1), "{what}: no {text:?}: {}", app.said());
    }
}

/// A draw offer the computer had not answered when the app stopped: taken up, the offer is
/// said to stand, the computer is asked again and answers it with its move, and the game goes
/// on; the offer stays on the scoresheet.
#[test]
fn a_draw_offer_the_computer_had_not_answered_is_answered_when_the_game_is_taken_up() {
    for (speed, delay) in SPEEDS {
        let data = data_dir(&format!("fault-resume-offer-{speed}"));
        let engine = ruy_engine(&data.join("engines"));
        let mut app = play_against(&data, &engine, "60", &[]);
        app.line("/draw");
        app.line("e4");
        hears(
            &app,
            &["The offer goes with White's next move", "Eva four"],
            speed,
        );
        until_saved(&data, &["e4"]);
        app.kill();
        let mut app = play_against(&data, &engine, delay, &["--resume"]);
        hears(
            &app,
            &[
                "taken up again",
                "White's draw offer stands: the computer answers it with its move.",
                "The computer declines the draw: the game has hardly begun.",
                "The computer plays Eva five",
            ],
            speed,
        );
        app.line("Nf3");
        hears(
            &app,
            &["Knight Felix three", "The computer plays Knight Caesar six"],
            speed,
        );
        app.line("/quit");
        let (status, said) = app.end();
        assert!(status.success(), "{speed}: {said}");
        let back = latest(&data).unwrap();
        assert_eq!(back.moves, ["e4", "e5", "Nf3", "Nc6"], "{speed}");
        assert_eq!(back.result.as_deref(), Some("*"), "{speed}");
        assert!(
            back.incidents
                .iter()
                .any(|i| i.contains("White offered a draw")),
            "{speed}: {:?}",
            back.incidents
        );
        let _ = std::fs::remove_dir_all(&data);
    }
}

/// At one keyboard: White's offer stood when the app stopped; taken up, it is said to stand,
/// and Black accepts it.
#[test]
fn a_draw_offer_standing_at_one_keyboard_is_told_and_accepted_when_the_game_is_taken_up() {
    let data = data_dir("fault-resume-offer-people");
    let play = |extra: &[&str]| {
        let mut command = annabella(&data);
        command
            .args(["play", "--vocab", "en", "--lang", "en"])
            .args(extra);
        Running::start(command)
    };
    let mut app = play(&[]);
    app.line("e4");
    app.line("/draw");
    hears(&app, &["White offers a draw"], "offered");
    app.kill();
    let mut app = play(&["--resume"]);
    hears(
        &app,
        &["taken up again", "White's draw offer stands."],
        "taken up",
    );
    app.line("/draw");
    hears(&app, &["Draw: by agreement"], "accepted");
    app.line("quit");
    app.end();
    let back = latest(&data).unwrap();
    assert_eq!(back.moves, ["e4"]);
    assert_eq!(back.result.as_deref(), Some("1/2-1/2"));
    let _ = std::fs::remove_dir_all(&data);
}

/// An adjourned game, its move sealed, the app stopped: taken up, it is said to be adjourned,
/// moves wait, the sealed move stays secret until the arbiter opens the envelope; then it is
/// played, the computer answers, and the game goes on.
#[test]
fn an_adjourned_game_is_taken_up_adjourned_and_goes_on_once_the_envelope_is_opened() {
    for (speed, delay) in SPEEDS {
        let data = data_dir(&format!("fault-resume-adjourned-{speed}"));
        let engine = ruy_engine(&data.join("engines"));
        let mut app = play_against(&data, &engine, "0.1", &[]);
        app.line("e4");
        hears(&app, &["The computer plays Eva five"], speed);
        app.line("/adjourn");
        app.line("Nf3");
        hears(&app, &["White has sealed a move"], speed);
        app.kill();
        let mut app = play_against(&data, &engine, delay, &["--resume"]);
        hears(
            &app,
            &[
                "taken up again",
                "The game is adjourned: the arbiter opens the envelope",
            ],
            speed,
        );
        app.line("Bb5");
        assert!(
            app.wait_for("The game is adjourned: the arbiter opens the envelope", 2),
            "{speed}: a move waits: {}",
            app.said()
        );
        assert!(
            !app.said().contains("Knight Felix three"),
            "{speed}: secret"
        );
        app.line("/arbiter");
        app.line("/arbiter");
        app.line("unseal");
        hears(
            &app,
            &[
                "The envelope is opened; the sealed move is played.",
                "Knight Felix three",
                "The computer plays Knight Caesar six",
            ],
            speed,
        );
        app.line("/close");
        app.line("Bb5");
        hears(
            &app,
            &["Bishop Bella five", "The computer plays Anna six"],
            speed,
        );
        app.line("/quit");
        let (status, said) = app.end();
        assert!(status.success(), "{speed}: {said}");
        let back = latest(&data).unwrap();
        assert_eq!(
            back.moves,
            ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"],
            "{speed}"
        );
        let _ = std::fs::remove_dir_all(&data);
    }
}

/// The computer's flag fell and the app stopped after: `play --resume` tells that the newest
/// game is over, how and with what result, and that there is nothing to take up.
#[test]
fn a_game_over_on_the_flag_is_told_as_over_with_its_result_when_taken_up() {
    for (speed, delay) in SPEEDS {
        let data = data_dir(&format!("fault-resume-flagged-{speed}"));
        let engine = ruy_engine(&data.join("engines"));
        let mut app = play_against(&data, &engine, "60", &["--time", "0.05+0"]);
        app.line("e4");
        hears(
            &app,
            &["Black has run out of time", "White wins, one to nothing"],
            speed,
        );
        app.kill();
        assert_eq!(latest(&data).unwrap().result.as_deref(), Some("1-0"));
        let app = play_against(&data, &engine, delay, &["--resume"]);
        let (status, said) = app.end();
        assert!(!status.success(), "{speed}: {said}");
        let over = said
            .find("is over: Black's flag fell: White wins, one to nothing.")
            .unwrap_or_else(|| panic!("{speed}: {said}"));
        let nothing = said
            .find("There is no unfinished game to take up")
            .unwrap_or_else(|| panic!("{speed}: {said}"));
        assert!(
            over < nothing && said.contains("The newest game, from "),
            "{said}"
        );
        let _ = std::fs::remove_dir_all(&data);
    }
}

/// Taken up while the computer's clock ran, the clocks stand stopped; the computer, asked
/// again, moved before they were started, and its move passed no turn: started, its own clock
/// ran on and its flag fell while the player was to move. Now the turn passes with the move:
/// started, the player's clock runs, and it is the player's flag that falls.
#[test]
fn a_game_taken_up_on_a_running_clock_starts_the_clock_of_the_player_to_move() {
    for (speed, delay) in SPEEDS {
        let data = data_dir(&format!("fault-resume-clock-{speed}"));
        let engine = ruy_engine(&data.join("engines"));
        let mut app = play_against(&data, &engine, "60", &["--time", "0.1+0"]);
        app.line("e4");
        hears(&app, &["Eva four"], speed);
        until_saved(&data, &["e4"]);
        // Not a wait but the story's time: the computer's clock runs 1.2 s of its 6 before
        // the app stops, so that a clock that ran on after the restart would fall first. (Six
        // seconds, not three: a busy machine may take seconds to save and stop the app, and
        // the computer's flag must not fall before.)
        thread::sleep(Duration::from_millis(1200));
        app.kill();
        let mut app = play_against(&data, &engine, delay, &["--resume"]);
        hears(
            &app,
            &[
                "taken up again",
                "The clocks are stopped: /pause starts them.",
                "The computer plays Eva five",
            ],
            speed,
        );
        app.line("/pause");
        hears(
            &app,
            &["White has run out of time", "Black wins, nothing to one"],
            speed,
        );
        app.line("quit");
        let (_, said) = app.end();
        assert!(
            !said.contains("Black has run out of time"),
            "{speed}: {said}"
        );
        let back = latest(&data).unwrap();
        assert_eq!(back.moves, ["e4", "e5"], "{speed}");
        assert_eq!(back.result.as_deref(), Some("0-1"), "{speed}");
        let _ = std::fs::remove_dir_all(&data);
    }
}
