//! A new game from the new-game choices, for both shells (the window's dialog, the terminal's
//! questions): the choices made into a game and begun, the last choices kept in a file for next
//! time, and the UCI engines found on this system offered.

use std::path::{Path, PathBuf};

use annabella_core::{
    dialogs::new_game::{Field, NewGame, Refusal},
    session::{Arg, Message, Session},
    ui_text::UiText,
};

use super::{Begin, Driver};
use crate::stores::settings::SettingsError;

impl Driver {
    /// Begins the game `form` makes, journaled in `games` (or not saved where there is no
    /// folder), greeted briefly since its choices were just heard; the choices are kept in
    /// `remembered` for next time. Or the field to fix and why, and nothing changes.
    pub fn start_new_game(
        &mut self,
        form: &NewGame,
        games: Option<&Path>,
        remembered: Option<&Path>,
    ) -> Result<(), Refusal> {
        let language = self.session().setup().ui;
        // A game continued from a PGN file: its first game.
        let read = |path: &str| {
            crate::stores::pgn_file::pgn_game(Path::new(path), 1).map_err(|e| e.message())
        };
        let setup = form.setup(language, crate::devices::engine::fresh_seed(), &read)?;
        let session = Session::new(setup).map_err(|error| Refusal {
            field: Field::Start,
            message: Message::Ui(
                "newgame-refused",
                vec![("text", Arg::Message(Box::new(error.message())))],
            ),
        })?;
        let kept = remember(remembered, form);
        let mut begin = match games {
            Some(dir) => Begin::journaled(session, dir),
            None => Begin::unjournaled(session),
        };
        // Not keeping the choices loses only the remembering: said once, before the game's
        // greeting, and again only after keeping them has worked in between.
        match kept {
            Ok(()) => self.told_unremembered = false,
            Err(error) if !self.told_unremembered => {
                self.told_unremembered = true;
                begin
                    .notes
                    .push(unremembered(&error, UiText::get(language)));
            }
            Err(_) => {}
        }
        self.begin_chosen(begin);
        Ok(())
    }
}

/// Where the last choices are kept: beside the settings file, never in it (that one is the
/// player's).
pub fn remembered_path() -> Option<PathBuf> {
    crate::stores::settings::path().and_then(|p| p.parent().map(|dir| dir.join("new-game.toml")))
}

/// The choices last made where they are kept: [`remembered_in`] the usual file.
pub fn remembered() -> NewGame {
    remembered_in(remembered_path().as_deref())
}

/// The choices last made, or the defaults where there are none or they cannot be read (that is
/// told once, at the start: [`unreadable`]); the UCI engines on this system offered.
pub fn remembered_in(path: Option<&Path>) -> NewGame {
    let mut form: NewGame = path
        .and_then(|p| crate::stores::settings::read_toml(p).ok().flatten())
        .unwrap_or_default();
    form.engine.found = crate::devices::engine::programs::installed();
    form
}

/// Why the last choices kept in `path` cannot be read, in words: the file, its line and the
/// reason, and that the dialog opens on the defaults; `None` when they can, or there are none.
pub fn unreadable(path: Option<&Path>, ui: &UiText) -> Option<String> {
    match crate::stores::settings::read_toml::<NewGame>(path?).err()? {
        SettingsError::Unreadable { file, line, reason } => {
            let mut args = vec![
                ("file", file.display().to_string().into()),
                ("reason", reason.words(ui).into()),
            ];
            Some(match line {
                Some(line) => {
                    args.push(("line", line.into()));
                    ui.text_with("newgame-remembered-unreadable-at", &args)
                }
                None => ui.text_with("newgame-remembered-unreadable", &args),
            })
        }
        error @ SettingsError::Unwritable { .. } => Some(error.words(ui)),
    }
}

/// Keeps the choices for next time, written whole or not at all (a new file put in the old
/// one's place, as the settings are): a full disk or a crash leaves the last choices as they
/// were. A failure only loses the remembering; it is the file and the system's reason.
pub fn remember(path: Option<&Path>, form: &NewGame) -> Result<(), SettingsError> {
    let Some(path) = path else {
        return Ok(());
    };
    let unwritable = |reason: String| SettingsError::Unwritable {
        file: path.to_path_buf(),
        reason,
    };
    let text = toml::to_string(form).map_err(|e| unwritable(e.to_string()))?;
    crate::stores::settings::write_atomically(path, text.as_bytes())
        .map_err(|e| unwritable(e.to_string()))
}

/// Why the choices were not kept for next time, in words: the file and the reason, and that
/// the game goes on.
pub fn unremembered(error: &SettingsError, ui: &UiText) -> String {
    match error {
        SettingsError::Unwritable { file, reason } => ui.text_with(
            "newgame-remembered-unwritable",
            &[
                ("file", file.display().to_string().into()),
                ("reason", annabella_core::shown::visible(reason, 200).into()),
            ],
        ),
        other => other.words(ui),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use annabella_core::{
        dialogs::new_game::{EngineChoice, Opponent, Start, TimeChoice},
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
            time: TimeChoice {
                text: "40/90, 30, +30s".into(),
                typed: false,
            },
            start: Start::Chess960,
            start_text: "518".into(),
            tactile: true,
            ..NewGame::default()
        };
        remember(Some(&path), &chosen).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("impaired = \"both\""), "{text}");
        let back = remembered_in(Some(&path));
        assert_eq!(
            NewGame {
                engine: EngineChoice {
                    found: Vec::new(),
                    ..back.engine.clone()
                },
                ..back
            },
            chosen
        );
        assert_eq!(unreadable(Some(&path), ui()), None);
        std::fs::write(&path, "opponent = 7\n[[broken").unwrap();
        assert_eq!(
            remembered_in(Some(&path)).opponent,
            NewGame::default().opponent
        );
        // An unknown name is not taken for another value.
        std::fs::write(&path, "impaired = \"everyone\"\n").unwrap();
        assert_eq!(
            remembered_in(Some(&path)).impaired,
            NewGame::default().impaired
        );
        let _ = std::fs::remove_dir_all(dir);
    }

    fn ui() -> &'static UiText {
        UiText::get(annabella_core::ui_text::UiLanguage::En)
    }

    /// The choices could not be kept (a file stands where their folder should be) and nothing
    /// was said. Now it is said once, with the file and the system's reason, before the game's
    /// greeting; the game is the one chosen, and the next game started is not told again.
    #[test]
    fn choices_that_cannot_be_kept_are_told_once_with_the_reason_and_the_game_begins() {
        let dir =
            std::env::temp_dir().join(format!("annabella-newgame-unkept-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let blocked = dir.join("config");
        std::fs::write(&blocked, "").unwrap();
        let path = blocked.join("new-game.toml");
        let setup = annabella_core::session::Setup {
            ui: annabella_core::ui_text::UiLanguage::En,
            ..annabella_core::session::Setup::default()
        };
        let mut driver = Driver::new(
            Session::new(setup).unwrap(),
            crate::driver::Time::Manual(std::time::Duration::ZERO),
        );
        let form = NewGame {
            opponent: Opponent::Friend,
            black_name: "Bo".into(),
            ..NewGame::default()
        };
        driver.start_new_game(&form, None, Some(&path)).unwrap();
        let said: Vec<String> = driver.take_said().into_iter().map(|s| s.text).collect();
        let told: Vec<&String> = said
            .iter()
            .filter(|t| t.contains("cannot be kept for next time"))
            .collect();
        assert_eq!(told.len(), 1, "{said:?}");
        assert!(
            told[0].contains(&path.display().to_string())
                && told[0].contains("File exists")
                && told[0].contains("the game goes on"),
            "{}",
            told[0]
        );
        assert_eq!(
            said.first(),
            Some(told[0]),
            "told before the greeting: {said:?}"
        );
        assert_eq!(
            driver.session().setup().player(shakmaty::Color::Black).name,
            "Bo"
        );
        driver.start_new_game(&form, None, Some(&path)).unwrap();
        let again: Vec<String> = driver.take_said().into_iter().map(|s| s.text).collect();
        assert!(
            !again.iter().any(|t| t.contains("cannot be kept")),
            "said once: {again:?}"
        );
        // Kept again, then failing again: said again.
        std::fs::remove_file(&blocked).unwrap();
        driver.start_new_game(&form, None, Some(&path)).unwrap();
        assert!(path.exists());
        std::fs::remove_dir_all(&blocked).unwrap();
        std::fs::write(&blocked, "").unwrap();
        driver.start_new_game(&form, None, Some(&path)).unwrap();
        let later: Vec<String> = driver.take_said().into_iter().map(|s| s.text).collect();
        assert_eq!(
            later
                .iter()
                .filter(|t| t.contains("cannot be kept"))
                .count(),
            1,
            "{later:?}"
        );
        let _ = std::fs::remove_dir_all(dir);
    }

    /// Finding 9 for the dialog's own file: it was truncated, then written (a full disk lost
    /// it). Now a new file takes the old one's place: the old file is never written into, so a
    /// second name for it (a hard link) keeps the old choices whole, and no temporary is left.
    #[test]
    fn the_last_choices_are_written_whole_into_a_new_file_never_over_the_old() {
        let dir =
            std::env::temp_dir().join(format!("annabella-newgame-atomic-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("new-game.toml");
        let first = NewGame {
            black_name: "Bo".into(),
            ..NewGame::default()
        };
        remember(Some(&path), &first).unwrap();
        let old = std::fs::read_to_string(&path).unwrap();
        let link = dir.join("old-choices.toml");
        std::fs::hard_link(&path, &link).unwrap();
        let second = NewGame {
            black_name: "Al".into(),
            ..NewGame::default()
        };
        remember(Some(&path), &second).unwrap();
        assert_eq!(
            std::fs::read_to_string(&link).unwrap(),
            old,
            "the old file whole"
        );
        assert_eq!(remembered_in(Some(&path)).black_name, "Al");
        let names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names.len(), 2, "no temporary left: {names:?}");
        let _ = std::fs::remove_dir_all(dir);
    }

    /// A file of last choices that cannot be read was dropped without a word: now it is told,
    /// with its name, its line and the reason, and the dialog opens on the defaults.
    #[test]
    fn last_choices_that_cannot_be_read_are_told_with_the_file_the_line_and_why() {
        let dir =
            std::env::temp_dir().join(format!("annabella-newgame-broken-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("new-game.toml");
        assert_eq!(
            unreadable(Some(&path), ui()),
            None,
            "no file: nothing to tell"
        );
        assert_eq!(unreadable(None, ui()), None);
        std::fs::write(&path, "opponent = \"computer\"\nimpaired = \"everyone\"\n").unwrap();
        let told = unreadable(Some(&path), ui()).unwrap();
        assert!(
            told.contains(&path.display().to_string())
                && told.contains("at line 2")
                && told.contains("everyone")
                && told.contains("opens with the defaults"),
            "{told}"
        );
        std::fs::write(&path, b"black_name = \"\xff\"\n").unwrap();
        let told = unreadable(Some(&path), ui()).unwrap();
        assert!(told.contains("not UTF-8 text"), "{told}");
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        let told = unreadable(Some(&path), ui()).unwrap();
        assert!(
            told.contains("a folder stands where the file should be"),
            "{told}"
        );
        assert_eq!(
            remembered_in(Some(&path)).opponent,
            NewGame::default().opponent
        );
        let _ = std::fs::remove_dir_all(dir);
    }
}
