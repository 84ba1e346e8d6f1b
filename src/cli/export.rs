//! `annabella export GAME --format pgn|text|html|brf|braille`: a saved game's scoresheet out —
//! PGN for chess programs, a large-print text or HTML page for low-vision players and arbiters,
//! and the visually impaired player's scoresheet in braille (D.2.7): BRF for an embosser,
//! Unicode braille for a braille display.

use annabella_core::session::{Arg, Message};

use crate::{
    error::Error,
    stores::journal::{self, Saved},
    stores::scoresheet::{Format, render},
};
use std::{io::Write, path::Path};

/// GAME is a saved game's number in `annabella games` (1 = the newest), `latest`, or a journal file.
pub(super) fn run(game: &str, format: Format, out: &mut impl Write) -> Result<(), Error> {
    let path = find(game)?;
    let saved = Saved::read(&path)?;
    let session = saved.replay().map_err(|e| Error::file(&path, e))?;
    let date = saved.header.started.get(..10).unwrap_or("");
    let text = render(&session, date, format)?;
    Ok(out.write_all(text.as_bytes())?)
}

/// The journal GAME names: a saved game's number, `latest`, or a journal file.
pub(super) fn find(game: &str) -> Result<std::path::PathBuf, Error> {
    let as_file = Path::new(game);
    if as_file.extension().is_some_and(|e| e == "jsonl") {
        return Ok(as_file.to_path_buf());
    }
    let dir = journal::games_dir().ok_or(Error::said("error-no-data-folder"))?;
    let paths = journal::list(&dir);
    let index = match game {
        "latest" => 0,
        n => n
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .ok_or_else(|| {
                Error::Said(Message::Ui(
                    "error-not-a-saved-game",
                    vec![("game", Arg::Key(format!("{game:?}")))],
                ))
            })?,
    };
    paths.get(index).cloned().ok_or_else(|| {
        Error::Said(Message::Ui(
            "error-no-saved-game",
            vec![
                ("game", Arg::Key(game.to_string())),
                ("dir", Arg::Key(dir.display().to_string())),
            ],
        ))
    })
}
