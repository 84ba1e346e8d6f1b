//! Nothing lost, tested with the real binary: a tournament game played at the terminal
//! (`annabella play`, journaled as any game) is killed with SIGKILL at 200 random points. After
//! each kill, `annabella games --show latest` replays the journal, and
//! - every completed move (a move whose clock press the app acknowledged) is back, and no move
//!   that was not played;
//! - the clocks stand within one second of game time of the kill;
//! - every draw offer the app acknowledged is in the incident log.

use std::{
    io::{Read, Write},
    path::PathBuf,
    process::{Command, Stdio},
    sync::{Arc, Mutex},
    thread,
    time::{Duration, Instant},
};

const KILLS: usize = 200;

/// The game: (move, offer a draw after it).
const GAME: [(&str, bool); 20] = [
    ("e4", false),
    ("e5", false),
    ("Nf3", false),
    ("Nc6", true),
    ("Bb5", false),
    ("a6", false),
    ("Ba4", false),
    ("Nf6", false),
    ("d3", true),
    ("d6", false),
    ("c3", false),
    ("Be7", false),
    ("h3", false),
    ("b5", false),
    ("Bb3", true),
    ("h6", false),
    ("a4", false),
    ("Bb7", false),
    ("Nbd2", false),
    ("Qd7", false),
];

/// The lines a player types for the game: the clock started, then each move, its press and the
/// opponent's confirmation.
fn lines() -> Vec<String> {
    let mut lines = vec!["/clock".to_string()];
    for (m, offer) in GAME {
        lines.push(m.to_string());
        if offer {
            lines.push("/draw".to_string());
        }
        lines.push("/clock".to_string());
        lines.push("/confirm".to_string());
    }
    lines
}

fn annabella(data: &PathBuf) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command
        .env("XDG_DATA_HOME", data)
        .env("XDG_CONFIG_HOME", data.join("config"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C");
    command
}

/// A small reproducible random sequence (xorshift), so that a failure can be replayed.
struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

#[derive(serde::Deserialize)]
struct Standing {
    at: f64,
    moves: Vec<String>,
    incidents: Vec<String>,
}

#[test]
fn a_game_killed_at_200_random_points_loses_nothing_completed() {
    let lines = lines();
    let pace = Duration::from_millis(3);
    let span = pace.as_millis() as u64 * lines.len() as u64 + 60;
    let mut random = Random(0x5eed_1e55);
    let root = std::env::temp_dir().join(format!("annabella-crash-{}", std::process::id()));
    let mut worst_clock_gap = 0.0f64;
    let mut completed_total = 0;
    for trial in 0..KILLS {
        let data = root.join(trial.to_string());
        std::fs::create_dir_all(&data).unwrap();
        let kill_after = Duration::from_millis(5 + random.below(span));
        let mut child = annabella(&data)
            .args(["play", "--mode", "tournament", "--time", "90+30"])
            .args(["--vocab", "en", "--lang", "en"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary runs");
        let spawned = Instant::now();
        let output = Arc::new(Mutex::new(Vec::new()));
        let mut stdout = child.stdout.take().unwrap();
        let reader = {
            let output = Arc::clone(&output);
            thread::spawn(move || {
                let mut buffer = [0u8; 4096];
                while let Ok(n) = stdout.read(&mut buffer) {
                    if n == 0 {
                        break;
                    }
                    output.lock().unwrap().extend_from_slice(&buffer[..n]);
                }
            })
        };
        let mut stdin = child.stdin.take().unwrap();
        let typed = lines.clone();
        let writer = thread::spawn(move || {
            for line in typed {
                if stdin.write_all(format!("{line}\n").as_bytes()).is_err() {
                    break;
                }
                thread::sleep(pace);
            }
            // Keep the input open: the game is not ended by the input ending.
            thread::sleep(Duration::from_secs(5));
        });
        thread::sleep(kill_after.saturating_sub(spawned.elapsed()));
        // What the app acknowledged before the kill counts: read it before killing.
        let said = String::from_utf8_lossy(&output.lock().unwrap()).to_string();
        let killed_at = spawned.elapsed();
        child.kill().expect("SIGKILL");
        let _ = child.wait();
        let _ = reader.join();
        drop(writer);
        let presses = said.matches("clock is running").count();
        let offers = said.matches("offers a draw").count();
        let completed = presses.saturating_sub(1);
        completed_total += completed;
        let shown = annabella(&data)
            .args(["games", "--show", "latest"])
            .output()
            .expect("games runs");
        let text = String::from_utf8_lossy(&shown.stdout);
        if presses == 0 && !shown.status.success() {
            continue; // killed before the game's journal had its first line
        }
        let standing: Standing = serde_json::from_str(text.trim()).unwrap_or_else(|e| {
            panic!(
                "trial {trial} (kill at {killed_at:?}): no journal to read ({e}): {text}\n{}",
                String::from_utf8_lossy(&shown.stderr)
            )
        });
        let played: Vec<&str> = GAME.iter().map(|(m, _)| *m).collect();
        let sans: Vec<&str> = standing.moves.iter().map(String::as_str).collect();
        assert!(
            sans.len() >= completed,
            "trial {trial} (kill at {killed_at:?}): {completed} moves completed, {} came back\n{said}",
            sans.len()
        );
        assert_eq!(
            sans,
            &played[..sans.len()],
            "trial {trial}: moves not played came back"
        );
        let logged = standing
            .incidents
            .iter()
            .filter(|i| i.contains("offered a draw"))
            .count();
        assert!(
            logged >= offers,
            "trial {trial}: {offers} offers said, {logged} logged"
        );
        if presses > 0 {
            // The journal's last entry is at most a second of game time before the kill.
            let gap = killed_at.as_secs_f64() - standing.at;
            worst_clock_gap = worst_clock_gap.max(gap);
            assert!(
                gap <= 1.0,
                "trial {trial}: the clocks came back {gap:.3} s behind"
            );
        }
        let _ = std::fs::remove_dir_all(&data);
    }
    let _ = std::fs::remove_dir_all(&root);
    println!(
        "{KILLS} kills: {completed_total} completed moves, all back; clocks at most {worst_clock_gap:.3} s behind"
    );
    assert!(
        completed_total > 200,
        "the kills fell too early to test much: {completed_total}"
    );
}
