//! PGN files as the shells read them: bounded in size, refused when binary, each game parsed by
//! the core (`annabella_core::pgn`). The window's review dialog, the new-game dialog's "where a
//! PGN game stopped", `replay`, `announce` and `--review` all read through here.

use std::{
    fs,
    io::{self, Read},
    path::{Path, PathBuf},
};

use annabella_core::{
    pgn::{PgnError, PgnGame, read_games},
    session::{Arg, Message},
};

/// The largest PGN file read: far more than any collection a player keeps, and `replay
/// /dev/zero` is refused instead of filling the memory.
const PGN_LIMIT: u64 = 64 * 1024 * 1024;

/// Why a PGN file, or a game of it, cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum PgnFileError {
    #[error("cannot read {}: {reason}", file.display())]
    Unreadable { file: PathBuf, reason: io::Error },
    #[error("{} is larger than {} MB: not read", file.display(), PGN_LIMIT / (1024 * 1024))]
    TooLarge { file: PathBuf },
    #[error("{} is not a PGN text file (binary data at byte {at})", file.display())]
    Binary { file: PathBuf, at: usize },
    #[error("{}: {error}", file.display())]
    Broken { file: PathBuf, error: PgnError },
    #[error("{}: there is no game {number} (the file has {count})", file.display())]
    NoSuchGame {
        file: PathBuf,
        number: usize,
        count: usize,
    },
}

impl PgnFileError {
    /// What to say, in the interface language.
    pub fn message(&self) -> Message {
        let file = |file: &Path| ("file", Arg::Key(file.display().to_string()));
        match self {
            PgnFileError::Unreadable { file: path, reason } => Message::Ui(
                "pgn-file-unreadable",
                vec![file(path), ("reason", Arg::Key(reason.to_string()))],
            ),
            PgnFileError::TooLarge { file: path } => Message::Ui(
                "pgn-file-too-large",
                vec![
                    file(path),
                    ("megabytes", Arg::Number(PGN_LIMIT / (1024 * 1024))),
                ],
            ),
            PgnFileError::Binary { file: path, at } => Message::Ui(
                "pgn-file-binary",
                vec![file(path), ("at", Arg::Number(*at as u64))],
            ),
            PgnFileError::Broken { file: path, error } => Message::Ui(
                "pgn-file-broken",
                vec![
                    file(path),
                    ("reason", Arg::Message(Box::new(error.message()))),
                ],
            ),
            PgnFileError::NoSuchGame {
                file: path,
                number,
                count,
            } => Message::Ui(
                "pgn-file-no-game",
                vec![
                    file(path),
                    ("number", Arg::Number(*number as u64)),
                    ("count", Arg::Number(*count as u64)),
                ],
            ),
        }
    }
}

/// Game `number` (from 1) of a PGN file, read; or why it cannot be reviewed.
pub fn pgn_game(file: &Path, number: usize) -> Result<PgnGame, PgnFileError> {
    let games = read_pgn(file)?;
    let count = games.len();
    match games.into_iter().nth(number.saturating_sub(1)) {
        Some(Ok(game)) => Ok(game),
        Some(Err(error)) => Err(PgnFileError::Broken {
            file: file.to_path_buf(),
            error,
        }),
        None => Err(PgnFileError::NoSuchGame {
            file: file.to_path_buf(),
            number,
            count,
        }),
    }
}

/// Every game of a PGN file, each parsed or with why it cannot be.
pub fn read_pgn(file: &Path) -> Result<Vec<Result<PgnGame, PgnError>>, PgnFileError> {
    let cannot = |reason| PgnFileError::Unreadable {
        file: file.to_path_buf(),
        reason,
    };
    let mut bytes = Vec::new();
    fs::File::open(file)
        .map_err(cannot)?
        .take(PGN_LIMIT + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > PGN_LIMIT {
        return Err(PgnFileError::TooLarge {
            file: file.to_path_buf(),
        });
    }
    if let Some(at) = bytes.iter().position(|&b| b == 0) {
        return Err(PgnFileError::Binary {
            file: file.to_path_buf(),
            at,
        });
    }
    Ok(read_games(&String::from_utf8_lossy(&bytes)))
}
