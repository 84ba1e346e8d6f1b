//! Where UCI engine programs are found on this system: on `PATH`, in the app's own folder (an
//! installer may put Stockfish beside it), and where Debian puts games (`/usr/games`,
//! `/usr/local/games`, on Unix only); on Windows under their `.exe` names.

use std::path::{Path, PathBuf};

/// The UCI engines the new-game dialog offers when they are installed, by program name.
pub const KNOWN: [&str; 8] = [
    "stockfish",
    "fairy-stockfish",
    "lc0",
    "ethereal-chess",
    "fruit",
    "toga2",
    "glaurung",
    "berserk",
];

/// Where the system keeps games beside `PATH`.
#[cfg(unix)]
const GAMES: [&str; 2] = ["/usr/games", "/usr/local/games"];
/// Windows has no folder of games: engines are on `PATH` or beside the app.
#[cfg(not(unix))]
const GAMES: [&str; 0] = [];

/// The program `name` (without `.exe`) found in the places looked in, in their order.
pub fn find(name: &str) -> Option<PathBuf> {
    let file = file_name(name);
    places()
        .into_iter()
        .map(|dir| dir.join(&file))
        .find(|program| program.is_file())
}

/// The known engines installed on this system, each as the path it was found at.
pub fn installed() -> Vec<String> {
    KNOWN
        .iter()
        .filter_map(|name| find(name))
        .map(|program| program.display().to_string())
        .collect()
}

/// Stockfish, what goes over games and checks puzzles: the path it was found at, else its file
/// name for the system to look up when it is started (and to name when it is not there).
pub fn stockfish() -> String {
    find("stockfish").map_or_else(
        || file_name("stockfish"),
        |program| program.display().to_string(),
    )
}

/// A program's file name here: `stockfish`, or `stockfish.exe` on Windows.
fn file_name(name: &str) -> String {
    format!("{name}{}", std::env::consts::EXE_SUFFIX)
}

/// `PATH`'s folders, the app's own folder, then the system's games.
fn places() -> Vec<PathBuf> {
    let mut places: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).collect())
        .unwrap_or_default();
    if let Some(own) = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf))
    {
        places.push(own);
    }
    places.extend(GAMES.map(PathBuf::from));
    places
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_program_is_named_as_the_system_names_programs() {
        let expected = if cfg!(windows) {
            "stockfish.exe"
        } else {
            "stockfish"
        };
        assert_eq!(file_name("stockfish"), expected);
        assert!(stockfish().ends_with(expected));
    }

    #[test]
    fn a_program_nowhere_is_not_found() {
        assert_eq!(find("annabella-no-such-engine"), None);
        assert!(!installed().iter().any(|p| p.contains("annabella-no-such")));
    }
}
