//! `annabella export GAME --format pgn|text|html|brf|braille`: a saved game's scoresheet out —
//! PGN for chess programs, a large-print text or HTML page for low-vision players and arbiters,
//! and the visually impaired player's scoresheet in braille (D.2.7): BRF for an embosser,
//! Unicode braille for a braille display.

use std::{io::Write, path::Path};

use crate::{
    journal::{self, Saved},
    scoresheet::{Format, render},
};

/// GAME is a saved game's number in `annabella games` (1 = the newest), `latest`, or a journal file.
pub(super) fn run(game: &str, format: Format, out: &mut impl Write) -> Result<(), String> {
    let path = find(game)?;
    let saved = Saved::read(&path).map_err(|e| e.to_string())?;
    let session = saved.replay()?;
    let date = saved.header.started.get(..10).unwrap_or("");
    let text = render(&session, date, format)?;
    out.write_all(text.as_bytes()).map_err(|e| e.to_string())
}

fn find(game: &str) -> Result<std::path::PathBuf, String> {
    let as_file = Path::new(game);
    if as_file.extension().is_some_and(|e| e == "jsonl") {
        return Ok(as_file.to_path_buf());
    }
    let dir = journal::games_dir().ok_or("no data directory (no home folder)")?;
    let paths = journal::list(&dir);
    let index = match game {
        "latest" => 0,
        n => n
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .ok_or_else(|| {
                format!("not a saved game: {game:?} (a number, latest, or a .jsonl file)")
            })?,
    };
    paths
        .get(index)
        .cloned()
        .ok_or_else(|| format!("no saved game {game} in {}", dir.display()))
}
