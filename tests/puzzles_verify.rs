//! The shipped puzzles pass their Stockfish re-check again: a seeded sample of 40 at depth 14,
//! MultiPV 2, by the lichess puzzler's only-move rule (`annabella puzzles verify`). Stockfish
//! 15.1 (Debian's) with one thread and a fresh hash per puzzle gives the same verdicts as the
//! run that made the set, so a puzzle dropped here means the file or the rule changed.

use std::process::Command;

use crate::common::engines::{STOCKFISH, stockfish};

#[test]
fn a_seeded_40_of_the_shipped_puzzles_pass_the_only_move_rule_at_depth_14() {
    if stockfish().is_none() {
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

#[test]
fn a_stopped_check_is_taken_up_without_checking_a_kept_or_dropped_puzzle_again() {
    if stockfish().is_none() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("annabella-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A shipped puzzle, and the same position with a king walk for an answer: not the best.
    let source = dir.join("source.csv");
    std::fs::write(
        &source,
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags\n\
         002Uy,8/8/1p6/k7/P1R5/1K5r/8/8 w - - 26 64,c4c3 h3c3 b3c3 a5a4 c3b2 a4b4,1565,,,,defensiveMove rookEndgame,https://lichess.org/sLU7YN1A#127,\n\
         bad01,8/8/1p6/k7/P1R5/1K5r/8/8 w - - 26 64,c4c3 a5a6,1500,,,,,,\n",
    )
    .unwrap();
    let kept = dir.join("kept.csv");
    let verify = |resume: bool| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
        command
            .args(["puzzles", "verify", "--depth", "14", "--engine", STOCKFISH])
            .arg(&source)
            .arg("--out")
            .arg(&kept);
        if resume {
            command.arg("--resume");
        }
        command.output().expect("annabella runs")
    };
    let first = verify(false);
    let said = String::from_utf8_lossy(&first.stdout).to_string();
    assert_eq!(first.status.code(), Some(1), "{said}");
    assert!(said.contains("kept 1, dropped 1 (depth 14"), "{said}");
    let kept_text = std::fs::read_to_string(&kept).unwrap();
    assert_eq!(
        kept_text.lines().count(),
        2,
        "the header and 002Uy: {kept_text}"
    );
    assert!(kept_text.contains("002Uy,"), "{kept_text}");
    let dropped = std::fs::read_to_string(dir.join("kept.dropped.txt")).unwrap();
    assert!(
        dropped.starts_with("bad01 dropped: move 1 (a5a6) is not the engine's best"),
        "{dropped}"
    );
    // Taken up: nothing is left to check, and both files stay as they were.
    let again = verify(true);
    let said = String::from_utf8_lossy(&again.stdout).to_string();
    assert!(again.status.success(), "{said}");
    assert!(
        said.starts_with("kept 0, dropped 0, already checked 2"),
        "{said}"
    );
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), kept_text);
    assert_eq!(
        std::fs::read_to_string(dir.join("kept.dropped.txt")).unwrap(),
        dropped
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A file is read a row at a time, and a row that is not a puzzle is named with its line and
/// skipped while the rest are checked (one bad row aborted everything); an id is shown with its
/// control characters made visible, never sent to the terminal.
#[test]
fn a_bad_row_is_named_and_skipped_and_the_rest_are_checked() {
    if stockfish().is_none() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("annabella-puzzles-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let source = dir.join("source.csv");
    let mut file = b"PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags\n\
        002Uy,8/8/1p6/k7/P1R5/1K5r/8/8 w - - 26 64,c4c3 h3c3 b3c3 a5a4 c3b2 a4b4,1565,,,,,,\n"
        .to_vec();
    file.extend(b"bad\xff\xfe,not text\n");
    file.extend(b"b\x1b[2Jx,8/8/8/8/8/8/8/8 w - - 0 1,e2e4 e7e5,1500,,,,,,\n");
    file.extend(b"k\x1b]0;x\x07,8/8/1p6/k7/P1R5/1K5r/8/8 w - - 26 64,c4c3 a5a6,1500,,,,,,\n");
    std::fs::write(&source, file).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["puzzles", "verify", "--depth", "14", "--engine", STOCKFISH])
        .arg(&source)
        .output()
        .expect("annabella runs");
    let said = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{said}");
    let lines: Vec<&str> = said.lines().collect();
    assert!(lines[0].starts_with("002Uy kept: depth 14"), "{said}");
    assert!(
        lines[1].starts_with("line 3: ") && lines[1].ends_with(": skipped"),
        "{said}"
    );
    assert_eq!(
        lines[2],
        "line 4: puzzle b␛[2Jx: the position is not legal: skipped"
    );
    assert!(
        lines[3].starts_with("k␛]0;x␇ dropped: move 1 (a5a6)"),
        "{said}"
    );
    assert!(
        lines[4].starts_with("kept 1, dropped 1, skipped 2 (depth 14"),
        "{said}"
    );
    assert!(
        !said.contains('\u{1b}') && !said.contains('\u{7}'),
        "{said:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
