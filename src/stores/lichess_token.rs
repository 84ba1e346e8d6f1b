//! The lichess token on disk: `~/.config/annabella/lichess-token`, one line, readable by its
//! owner alone (0600 on Unix), written atomically (a new file beside it, flushed, renamed into
//! its place). The token is a password to the player's account: [`Token`] never shows it in
//! `Debug`, and nothing here puts it in an error's text.
//!
//! `ANNABELLA_LICHESS_TOKEN` overrides the file; the connection (`src/devices/lichess/`) reads
//! both.

use std::{
    fmt, fs,
    io::{self, Write},
    path::{Path, PathBuf},
};

use annabella_core::session::{Arg, Message};

/// The most characters a token may have. lichess says to accept at least 512.
pub const MOST: usize = 2048;

/// The environment variable whose token overrides the stored one.
pub const ENV: &str = "ANNABELLA_LICHESS_TOKEN";

/// A lichess access token (personal or from the OAuth login): letters, digits and `_`.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Token({} characters)", self.0.len())
    }
}

/// Why a text is not a token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenError {
    Empty,
    /// More than [`MOST`] characters.
    TooLong {
        length: usize,
    },
    /// A character other than a letter, a digit or `_` (the character is not said: it may be
    /// the token's).
    BadCharacter {
        position: usize,
    },
}

impl TokenError {
    /// What to say.
    pub fn message(&self) -> Message {
        match self {
            TokenError::Empty => Message::ui("error-lichess-token-empty"),
            TokenError::TooLong { length } => Message::Ui(
                "error-lichess-token-too-long",
                vec![
                    ("length", Arg::Number(*length as u64)),
                    ("most", Arg::Number(MOST as u64)),
                ],
            ),
            TokenError::BadCharacter { position } => Message::Ui(
                "error-lichess-token-character",
                vec![("position", Arg::Number(*position as u64))],
            ),
        }
    }
}

impl fmt::Display for TokenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TokenError::Empty => write!(f, "the token is empty"),
            TokenError::TooLong { length } => {
                write!(f, "the token has {length} characters, more than {MOST}")
            }
            TokenError::BadCharacter { position } => write!(
                f,
                "character {position} of the token is not a letter, a digit or _"
            ),
        }
    }
}

impl std::error::Error for TokenError {}

impl Token {
    /// A token as pasted or read: the spaces and line ends around it are dropped; what is left
    /// must match `^[A-Za-z0-9_]+$` and have at most [`MOST`] characters.
    pub fn parse(text: &str) -> Result<Token, TokenError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(TokenError::Empty);
        }
        let length = text.chars().count();
        if length > MOST {
            return Err(TokenError::TooLong { length });
        }
        if let Some(position) = text
            .chars()
            .position(|c| !(c.is_ascii_alphanumeric() || c == '_'))
        {
            return Err(TokenError::BadCharacter {
                position: position + 1,
            });
        }
        Ok(Token(text.to_string()))
    }

    /// The token itself, for the `Authorization` header and the file: nowhere else.
    pub fn secret(&self) -> &str {
        &self.0
    }
}

/// The file's place: `~/.config/annabella/lichess-token` on Linux.
pub fn path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "annabella")
        .map(|dirs| dirs.config_dir().join("lichess-token"))
}

/// The stored token: `None` when there is no file, or it holds no token (a damaged file is
/// treated as none: the player logs in again).
pub fn load(path: &Path) -> io::Result<Option<Token>> {
    match fs::read_to_string(path) {
        Ok(text) => Ok(Token::parse(&text).ok()),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(error) => Err(error),
    }
}

/// Keeps `token` at `path`: a new file beside it made readable by its owner alone before the
/// token is written, flushed, renamed into place, the folder flushed.
pub fn save(path: &Path, token: &Token) -> io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let mut name = std::ffi::OsString::from(".");
    name.push(path.file_name().unwrap_or_default());
    name.push(format!(".{}.new", std::process::id()));
    let temporary = dir.join(name);
    let written = (|| {
        let _ = fs::remove_file(&temporary);
        let mut file = owner_only(&temporary)?;
        file.write_all(token.secret().as_bytes())?;
        file.write_all(b"\n")?;
        file.sync_all()?;
        fs::rename(&temporary, path)?;
        sync_folder(dir)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    written
}

/// Forgets the stored token (no file is no error).
pub fn remove(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(error) if error.kind() != io::ErrorKind::NotFound => Err(error),
        _ => Ok(()),
    }
}

/// A new file only its owner may read or write.
#[cfg(unix)]
fn owner_only(path: &Path) -> io::Result<fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
}

/// A new file in the player's own profile (Windows gives it to its owner: the profile's
/// folders are not shared).
#[cfg(not(unix))]
fn owner_only(path: &Path) -> io::Result<fs::File> {
    fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
}

/// Makes a rename in `dir` durable (Unix; Windows cannot open a folder as a file).
#[cfg(unix)]
fn sync_folder(dir: &Path) -> io::Result<()> {
    fs::File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_folder(_: &Path) -> io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_letters_digits_and_underscores_of_any_length_up_to_the_most() {
        assert!(Token::parse("lip_abcDEF123").is_ok());
        assert_eq!(
            Token::parse("  lip_x\n").map(|t| t.secret().to_string()),
            Ok("lip_x".into())
        );
        assert!(Token::parse(&"a".repeat(512)).is_ok());
        assert!(Token::parse(&"a".repeat(MOST)).is_ok());
        assert_eq!(
            Token::parse(&"a".repeat(MOST + 1)),
            Err(TokenError::TooLong { length: MOST + 1 })
        );
        assert_eq!(Token::parse(" \n"), Err(TokenError::Empty));
        assert_eq!(
            Token::parse("lip-x"),
            Err(TokenError::BadCharacter { position: 4 })
        );
    }

    #[test]
    fn a_token_never_shows_itself_in_debug() {
        let token = Token::parse("lip_secret").unwrap();
        assert!(!format!("{token:?}").contains("secret"));
    }
}
