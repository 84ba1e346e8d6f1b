//! Saved games at the command line: `annabella games` lists the journals, `annabella games
//! --show N` prints where one stands (JSON, as a script's last line); `annabella play` and the
//! window take up the newest unfinished game (`--resume`, or the offer at start).

use std::{io::Write, path::Path, process::ExitCode};

use crate::stores::journal::{self, JournalError, Opening, Saved};
use crate::{driver::Begin, error::Error};
use annabella_core::session::{Arg, Message};
use annabella_core::{
    session::{Session, Setup},
    ui_text::UiText,
};

/// How a game begins: the newest unfinished one when `resume` says so or the player accepts
/// `offer` (asked with the offer's words; `None` where nobody can answer), else a new one. Either
/// way it is journaled, where the data directory can be written.
pub(super) fn begin(
    setup: Setup,
    resume: bool,
    offer: Option<&mut dyn FnMut(&str) -> bool>,
) -> Result<Begin, Error> {
    let opening = Opening::look(UiText::get(setup.ui));
    begin_from(setup, opening, resume, offer)
}

/// [`begin`], with the saved games already looked through. A game another copy of the app has
/// open is offered to be read here instead (the same question: Enter reads it, N starts a new
/// game); where nobody can answer, `--resume` ends with the reason.
fn begin_from(
    setup: Setup,
    opening: Opening,
    resume: bool,
    mut offer: Option<&mut dyn FnMut(&str) -> bool>,
) -> Result<Begin, Error> {
    let ui = UiText::get(setup.ui);
    let take = match &opening.unfinished {
        Some(_) if resume => true,
        Some((saved, session)) => {
            let offered = session.resume_offer(&saved.header.started);
            offer.as_deref_mut().is_some_and(|ask| ask(&offered))
        }
        // What was set aside on the way (where, and why), and the newest game if it is over,
        // are told before there is nothing.
        None if resume => return Err(Error::said("resume-nothing").after(opening.resume_notes())),
        None => false,
    };
    let mut notes = if resume {
        opening.resume_notes()
    } else {
        opening.notes.clone()
    };
    if take && let Some((saved, _)) = &opening.unfinished {
        match Begin::taken_up(&saved.path, notes.clone()) {
            Ok(begin) => return Ok(begin),
            Err(error) => match (error.read_offer(ui), offer) {
                // Open in another copy of the app: read here, or a new game.
                (Some(question), Some(ask)) => {
                    if ask(&question) {
                        return Ok(Begin::read_only(&saved.path, notes)?);
                    }
                    notes.push(ui.text("resume-new"));
                }
                // Nobody to ask: `--resume` ends with the reason; an accepted offer tells it
                // and begins a new game.
                _ if resume => return Err(error.into()),
                _ => notes.push(error.words(ui)),
            },
        }
    }
    let mut journal = opening.new_journal(&setup);
    notes.extend(journal.take_news().map(|news| news.words(ui)));
    let mut begin = Begin::new(setup)?;
    begin.journal = Some(journal);
    begin.notes = notes;
    Ok(begin)
}

/// `annabella games [--show N|latest]`.
pub(super) fn run(show: Option<&str>, out: &mut impl Write) -> Result<ExitCode, Error> {
    let ui = UiText::get(crate::locale::ui_language());
    let dir = journal::games_dir().ok_or(Error::said("error-no-data-folder"))?;
    let paths = journal::list(&dir);
    if let Some(which) = show {
        let path = pick(&paths, which).ok_or_else(|| {
            Error::Said(Message::Ui(
                "error-not-a-saved-game",
                vec![("game", Arg::Key(format!("{which:?}")))],
            ))
        })?;
        let session = read(path)?;
        super::write_json_line(out, &super::script::final_line(&session))?;
        return Ok(ExitCode::SUCCESS);
    }
    if paths.is_empty() {
        let text = ui.text_with("games-none", &[("dir", dir.display().to_string().into())]);
        writeln!(out, "{text}")?;
    }
    for (index, path) in paths.iter().enumerate() {
        let line = match Saved::read(path)
            .and_then(|saved| {
                let session = saved.replay().map_err(|error| JournalError::Unplayable {
                    path: path.clone(),
                    error,
                })?;
                Ok((saved, session))
            })
            .map_err(|e| e.words(ui))
        {
            Ok((saved, session)) => {
                let result = session
                    .result()
                    .map_or("unfinished".to_string(), |r| r.to_string());
                ui.text_with(
                    "games-line",
                    &[
                        ("n", (index + 1).into()),
                        (
                            "when",
                            annabella_core::shown::one_line(&saved.header.started).into(),
                        ),
                        ("moves", session.game().plies().len().div_ceil(2).into()),
                        ("result", result.into()),
                        ("path", path.display().to_string().into()),
                    ],
                )
            }
            Err(reason) => format!("{}. {reason}", index + 1),
        };
        writeln!(out, "{line}")?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `latest` (the newest) or a number from the list (1 = the newest).
fn pick<'a>(paths: &'a [std::path::PathBuf], which: &str) -> Option<&'a Path> {
    let index = match which {
        "latest" => 0,
        n => n.parse::<usize>().ok()?.checked_sub(1)?,
    };
    paths.get(index).map(|p| p.as_path())
}

fn read(path: &Path) -> Result<Session, Error> {
    Ok(Saved::read(path)?.replay()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stores::journal::Journal;
    use annabella_core::{session::Input, ui_text::UiLanguage};
    use std::time::Duration;

    /// A folder of saved games holding one unfinished game (1. e4 e5), and its journal.
    fn one_unfinished_game(name: &str) -> (std::path::PathBuf, std::path::PathBuf) {
        let dir =
            std::env::temp_dir().join(format!("annabella-games-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut journal = Journal::start(&dir, &english());
        for (at, typed) in [(1, "e4"), (2, "e5")] {
            journal.record(Duration::from_secs(at), &Input::Text(typed.into()), true);
        }
        let path = journal.path().to_path_buf();
        drop(journal);
        (dir, path)
    }

    fn english() -> Setup {
        Setup {
            ui: UiLanguage::En,
            ..Setup::default()
        }
    }

    /// Finding 3, at the terminal: a game another copy of the app has open was refused with
    /// nothing to do but start anew. Now the player is asked, and Enter reads it here: its moves
    /// so far, gone over as a game reviewed, the journal not written (the other copy plays on
    /// in it). N starts a new game; nobody to ask (piped input), `--resume` ends with the
    /// reason.
    #[test]
    fn a_game_open_in_another_copy_is_offered_to_be_read_here_and_read_without_writing() {
        let (dir, path) = one_unfinished_game("read-here");
        let mut elsewhere = Journal::resume(&path).unwrap().journal;
        let before = std::fs::read(&path).unwrap();
        let ui = UiText::get(UiLanguage::En);
        let mut asked = Vec::new();
        let mut answer = |question: &str| {
            asked.push(question.to_string());
            true
        };
        let opening = Opening::look_in(dir.clone(), ui);
        let begin = begin_from(english(), opening, true, Some(&mut answer)).unwrap();
        assert_eq!(asked.len(), 1, "{asked:?}");
        assert!(
            asked[0].starts_with("This game is open in another Annabella (")
                && asked[0].contains("Enter reads it here")
                && asked[0].ends_with("N starts a new game."),
            "{}",
            asked[0]
        );
        assert!(begin.session.reviewing());
        assert!(begin.journal.is_none(), "nothing written");
        let sans: Vec<String> = begin
            .session
            .game()
            .plies()
            .iter()
            .map(|p| p.san.to_string())
            .collect();
        assert_eq!(sans, ["e4", "e5"]);
        assert!(
            begin
                .notes
                .iter()
                .any(|n| n.contains("nothing is written to it")),
            "{:?}",
            begin.notes
        );
        assert_eq!(
            std::fs::read(&path).unwrap(),
            before,
            "the journal untouched"
        );
        // The copy that has it open plays on in it.
        assert_eq!(
            elsewhere.record(Duration::from_secs(3), &Input::Text("Nf3".into()), true),
            None
        );
        drop(elsewhere);
        let elsewhere = Journal::resume(&path).unwrap();
        assert_eq!(elsewhere.saved.replay().unwrap().game().plies().len(), 3);

        // Offered at the start (no --resume): taken up, then read; or a new game.
        let mut answers = vec![true, false].into_iter();
        let mut answer = |_: &str| answers.next().unwrap();
        let opening = Opening::look_in(dir.clone(), ui);
        let begin = begin_from(english(), opening, false, Some(&mut answer)).unwrap();
        assert!(!begin.session.reviewing());
        assert!(begin.session.game().plies().is_empty());
        assert!(begin.journal.is_some(), "a new game, journaled");
        assert_eq!(begin.notes.last().map(String::as_str), Some("A new game."));

        // Piped input: nobody to ask.
        let opening = Opening::look_in(dir.clone(), ui);
        let refused = begin_from(english(), opening, true, None).err().unwrap();
        assert!(
            refused
                .to_string()
                .starts_with("This game is open in another Annabella"),
            "{refused}"
        );
        drop(elsewhere);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
