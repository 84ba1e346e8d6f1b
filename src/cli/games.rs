//! Saved games at the command line: `annabella games` lists the journals, `annabella games
//! --show N` prints where one stands (JSON, as a script's last line); `annabella play` and the
//! window take up the newest unfinished game (`--resume`, or the offer at start).

use std::{io::Write, path::Path, process::ExitCode};

use crate::journal::{self, JournalError, Opening, Saved};
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
    let ui = UiText::get(setup.ui);
    let opening = Opening::look(ui);
    let take = match &opening.unfinished {
        Some(_) if resume => true,
        Some((saved, session)) => {
            let offered = session.resume_offer(&saved.header.started);
            offer.is_some_and(|ask| ask(&offered))
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
            // Open in another copy of the app: `--resume` ends with the reason; an accepted
            // offer tells it and begins a new game.
            Err(error) if resume => return Err(error.into()),
            Err(error) => notes.push(error.words(ui)),
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
