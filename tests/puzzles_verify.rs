//! The shipped puzzles pass their Stockfish re-check again: a seeded sample of 40 at depth 14,
//! MultiPV 2, by the lichess puzzler's only-move rule (`annabella puzzles verify`). Stockfish
//! 15.1 (Debian's) with one thread and a fresh hash per puzzle gives the same verdicts as the
//! run that made the set, so a puzzle dropped here means the file or the rule changed.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails

use std::{path::Path, process::Command};

const STOCKFISH: &str = "/usr/games/stockfish";

#[test]
fn a_seeded_40_of_the_shipped_puzzles_pass_the_only_move_rule_at_depth_14() {
    if !Path::new(STOCKFISH).exists() {
        eprintln!(
            "skipped: {STOCKFISH} is not installed (apt-get install stockfish; scripts/test does)"
        );
        return;
    }
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args([
            "puzzles", "verify", "--sample", "40", "--seed", "29", "--depth", "14",
        ])
        .args(["--engine", STOCKFISH, "--threads", "1"])
        .output()
        .expect("annabella runs");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let last = said.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("kept 40, dropped 0 (depth 14, MultiPV 2"),
        "{said}"
    );
    assert_eq!(
        said.lines().filter(|l| l.contains(" kept: depth ")).count(),
        40
    );
}
