//! Engines for the tests: Debian's Stockfish where it is installed, and fake UCI engines —
//! shell scripts that answer as a test needs (slowly, never, with nonsense, only when told).

use std::{
    os::unix::fs::PermissionsExt,
    path::{Path, PathBuf},
};

/// Where Debian's Stockfish is (`scripts/test` installs it).
pub const STOCKFISH: &str = "/usr/games/stockfish";

/// Stockfish, or `None` after saying that the test skips (the tests pass without it).
pub fn stockfish() -> Option<&'static str> {
    if Path::new(STOCKFISH).exists() {
        Some(STOCKFISH)
    } else {
        eprintln!(
            "skipped: {STOCKFISH} is not installed (apt-get install stockfish; scripts/test does)"
        );
        None
    }
}

/// A fake engine: the shell script `body` as the program `dir/name`, made executable.
pub fn fake(dir: &Path, name: &str, body: &str) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// A UCI engine that thinks until the test lets it answer: at `go` it waits until the file
/// `dir/answer` exists (see [`let_answer`]), then plays `mv`. A test that needs the player to do
/// something while the computer thinks waits for that, not for a time.
pub fn held(dir: &Path, mv: &str) -> PathBuf {
    let gate = dir.join("answer");
    let _ = std::fs::remove_file(&gate);
    fake(
        dir,
        "held",
        &format!(
            r#"while read -r line; do
  case "$line" in
    uci) echo "id name Held"; echo uciok ;;
    isready) echo readyok ;;
    go*) while [ ! -e '{gate}' ]; do sleep 0.02; done; echo "bestmove {mv}" ;;
    quit) exit 0 ;;
  esac
done"#,
            gate = gate.display()
        ),
    )
}

/// Lets the [`held`] engine in `dir` answer.
pub fn let_answer(dir: &Path) {
    std::fs::write(dir.join("answer"), "").unwrap();
}
