//! The fault-injection suite for taking a game up: a game killed while the computer was
//! thinking — with a fast and with a slow engine — is taken up, the computer asked again, and
//! `/quit` read; no move told as saved is lost.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails

mod common;

use std::{
    os::unix::fs::PermissionsExt,
    path::{Path, PathBuf},
    thread,
    time::{Duration, Instant},
};

use common::{Running, annabella, data_dir, latest};

const WAIT: Duration = Duration::from_secs(20);

/// A fake engine: a shell script.
fn fake(dir: &Path, name: &str, body: &str) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
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
        assert!(app.wait_for("Eva four", 1, WAIT), "{}", app.said());
        thread::sleep(Duration::from_millis(300));
        app.kill();
        assert_eq!(latest(&data).unwrap().moves, ["e4"]);
        if speed == "slow" {
            // Taken up, and left while the computer thinks again: `/quit` is read once its
            // move is made (typed lines keep their order), within its thinking time, and the
            // move is saved.
            let mut app = play_against(&data, &engine, delay, &["--resume"]);
            assert!(app.wait_for("taken up again", 1, WAIT), "{}", app.said());
            let asked = Instant::now();
            app.line("/quit");
            let (status, said) = app.end(WAIT);
            assert!(status.success(), "{said}");
            assert!(said.contains("Eva five"), "{said}");
            assert!(
                asked.elapsed() < Duration::from_secs(5),
                "{:?}",
                asked.elapsed()
            );
            assert_eq!(latest(&data).unwrap().moves, ["e4", "e5"]);
            let mut app = play_against(&data, &engine, delay, &["--resume"]);
            assert!(app.wait_for("taken up again", 1, WAIT), "{}", app.said());
            app.line("Nf3");
            assert!(
                app.wait_for("Knight Felix three", 1, WAIT),
                "{}",
                app.said()
            );
            app.line("/quit");
            app.end(WAIT);
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
            app.wait_for("Eva five", 1, WAIT),
            "{speed}: the computer moves: {}",
            app.said()
        );
        app.line("Nf3");
        assert!(
            app.wait_for("Knight Felix three", 1, WAIT),
            "{}",
            app.said()
        );
        app.line("/quit");
        app.end(WAIT);
        // The fake answers e7e5 whatever the position: after Nf3 the built-in engine takes over.
        let moves = latest(&data).unwrap().moves;
        assert!(
            moves.starts_with(&["e4", "e5", "Nf3"].map(String::from)),
            "{speed}: {moves:?}"
        );
        let _ = std::fs::remove_dir_all(&data);
    }
}
