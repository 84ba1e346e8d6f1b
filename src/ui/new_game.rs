//! The new-game dialog's last choices, kept in a file, and the UCI engines found on this system.

use std::path::{Path, PathBuf};

use super::dialog::Words;
use annabella_core::dialogs::new_game::NewGame;

/// The new-game dialog's title and buttons.
pub const WORDS: Words = Words {
    title: "window-new-game",
    start: "window-new-game-start",
    close: "window-new-game-cancel",
};

/// Where the last choices are kept: beside the settings file, never in it (that one is the
/// player's).
pub fn remembered_path() -> Option<PathBuf> {
    crate::settings::path().and_then(|p| p.parent().map(|dir| dir.join("new-game.toml")))
}

/// The choices last made, or the defaults; the UCI engines on this system offered.
pub fn remembered(path: Option<&Path>) -> NewGame {
    let mut form: NewGame = path
        .and_then(|p| std::fs::read_to_string(p).ok())
        .and_then(|text| toml::from_str(&text).ok())
        .unwrap_or_default();
    form.engines_found = engines_found();
    form
}

/// Keeps the choices for next time; a failure only loses the remembering.
pub fn remember(path: Option<&Path>, form: &NewGame) {
    let Some(path) = path else {
        return;
    };
    if let (Some(dir), Ok(text)) = (path.parent(), toml::to_string(form)) {
        let _ = std::fs::create_dir_all(dir);
        let _ = std::fs::write(path, text);
    }
}

/// UCI engines installed on this system (Debian puts them in /usr/games), by program.
pub fn engines_found() -> Vec<String> {
    const KNOWN: [&str; 8] = [
        "stockfish",
        "fairy-stockfish",
        "lc0",
        "ethereal-chess",
        "fruit",
        "toga2",
        "glaurung",
        "berserk",
    ];
    let mut dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).collect())
        .unwrap_or_default();
    dirs.extend(["/usr/games", "/usr/local/games"].map(PathBuf::from));
    let mut found: Vec<String> = Vec::new();
    for name in KNOWN {
        let program = dirs.iter().map(|dir| dir.join(name)).find(|p| p.is_file());
        if let Some(program) = program {
            found.push(program.display().to_string());
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use annabella_core::{
        dialogs::new_game::{Opponent, Start},
        session::Impaired,
        vocab::VocabId,
    };

    #[test]
    fn the_last_choices_come_back_and_a_broken_file_gives_the_defaults() {
        let dir = std::env::temp_dir().join(format!("annabella-newgame-{}", std::process::id()));
        let path = dir.join("new-game.toml");
        let chosen = NewGame {
            opponent: Opponent::Tournament,
            impaired: Impaired::Both,
            black_name: "Bo Ström".into(),
            black_vocab: VocabId::Is,
            time: "40/90, 30, +30s".into(),
            start: Start::Chess960,
            start_text: "518".into(),
            tactile: true,
            ..NewGame::default()
        };
        remember(Some(&path), &chosen);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("impaired = \"both\""), "{text}");
        let back = remembered(Some(&path));
        assert_eq!(
            NewGame {
                engines_found: Vec::new(),
                ..back
            },
            chosen
        );
        std::fs::write(&path, "opponent = 7\n[[broken").unwrap();
        assert_eq!(
            remembered(Some(&path)).opponent,
            NewGame::default().opponent
        );
        // An unknown name is not taken for another value.
        std::fs::write(&path, "impaired = \"everyone\"\n").unwrap();
        assert_eq!(
            remembered(Some(&path)).impaired,
            NewGame::default().impaired
        );
        let _ = std::fs::remove_dir_all(dir);
    }
}
