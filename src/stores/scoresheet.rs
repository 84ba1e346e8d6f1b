//! The scoresheet out: the game as PGN (with clocks, draw offers and incidents), the visually
//! impaired player's scoresheet (D.2.7) as plain text, as a large-print HTML page, and in
//! braille (BRF for an embosser, Unicode braille for a display). `annabella export` writes one to
//! standard output; the window and the terminal game save them all beside the saved games.

use crate::stores::liblouis::{self as braille, Louis, LouisError};
use std::path::{Path, PathBuf};

use annabella_core::{
    session::Session,
    shown::one_line,
    ui_text::UiText,
    vocab::{VocabId, Vocabulary},
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// PGN with the players, date, time control, result, termination, a [%clk] after every
    /// move, draw offers and incidents as comments.
    Pgn,
    /// The scoresheet as plain text: numbered move pairs, one a line.
    Text,
    /// The scoresheet as a large-print HTML page, to read on screen or print.
    Html,
    /// The scoresheet in braille for an embosser (BRF: 40 cells, 25 lines a page, numbered).
    Brf,
    /// The scoresheet in Unicode braille, for a braille display.
    Braille,
}

impl Format {
    /// Every format, in the order the window saves them.
    pub const ALL: [Format; 5] = [
        Format::Pgn,
        Format::Text,
        Format::Html,
        Format::Brf,
        Format::Braille,
    ];

    /// The file name ending of the format.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Pgn => "pgn",
            Format::Text => "txt",
            Format::Html => "html",
            Format::Brf => "brf",
            Format::Braille => "braille.txt",
        }
    }
}

/// Where the scoresheets are saved: `scoresheets/` beside the saved games.
pub fn folder() -> Option<PathBuf> {
    crate::stores::journal::games_dir()
        .and_then(|games| games.parent().map(|d| d.join("scoresheets")))
}

/// Where a game's papers go and what they are called: the scoresheets folder, and the name of
/// the game's journal (`2026-11-23-14-05-09`); `None` where the system names no home.
fn place(journal: Option<&Path>) -> Option<(PathBuf, String)> {
    let stem = journal
        .and_then(|p| p.file_stem())
        .map_or("game".to_string(), |s| s.to_string_lossy().to_string());
    Some((folder()?, stem))
}

/// Why a scoresheet has no place to go, in words.
fn no_place(ui: &UiText) -> String {
    let reason = ui.text("error-no-data-folder");
    ui.text_with("scoresheet-not-saved", &[("reason", reason.into())])
}

/// Saves the game's scoresheet in every format, named after its journal (`2026-11-23-14-05-09`),
/// and says in words where, or why not: the folder and the name once, then the kinds of file
/// ("… as 2026-11-23-14-05-09: pgn, txt, html, brf, braille.txt"), not five long names.
pub fn save_and_tell(session: &Session, journal: Option<&Path>) -> String {
    let ui = UiText::get(session.setup().ui);
    let Some((dir, stem)) = place(journal) else {
        return no_place(ui);
    };
    let date = stem.get(..10).unwrap_or("");
    let (written, failed) = save_all(session, date, &dir, &stem);
    let mut said = Vec::new();
    if !written.is_empty() {
        let named = format!("{stem}.");
        let kinds: Vec<String> = written
            .iter()
            .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().to_string()))
            .map(|name| name.strip_prefix(&named).unwrap_or(&name).to_string())
            .collect();
        said.push(ui.text_with(
            "scoresheet-saved",
            &[
                ("dir", dir.display().to_string().into()),
                ("name", stem.clone().into()),
                ("files", kinds.join(", ").into()),
            ],
        ));
    }
    if !failed.is_empty() {
        said.push(ui.text_with(
            "scoresheet-not-saved",
            &[("reason", failed.join("; ").into())],
        ));
    }
    said.join(" ")
}

/// Writes the adjournment envelope (Guideline I.2) as text and as a large-print HTML page to
/// print and seal, named after the game's journal, and says where (never what was sealed).
pub fn save_envelope_and_tell(session: &Session, journal: Option<&Path>) -> String {
    let ui = UiText::get(session.setup().ui);
    let Some((dir, stem)) = place(journal) else {
        return no_place(ui);
    };
    let lines: Vec<String> = session
        .envelope_lines()
        .iter()
        .map(|l| one_line(l))
        .collect();
    let text_path = dir.join(format!("{stem}.envelope.txt"));
    let html_path = dir.join(format!("{stem}.envelope.html"));
    let written = std::fs::create_dir_all(&dir)
        .and_then(|()| std::fs::write(&text_path, lines.join("\n") + "\n"))
        .and_then(|()| std::fs::write(&html_path, html(&lines)));
    match written {
        Ok(()) => ui.text_with(
            "envelope-saved",
            &[
                ("text", text_path.display().to_string().into()),
                ("html", html_path.display().to_string().into()),
            ],
        ),
        Err(e) => ui.text_with("scoresheet-not-saved", &[("reason", e.to_string().into())]),
    }
}

/// Saves the scoresheet in every format into `dir` as `STEM.EXT`: the files written, and the
/// formats that could not be made, with why (braille without liblouis).
pub fn save_all(
    session: &Session,
    date: &str,
    dir: &Path,
    stem: &str,
) -> (Vec<PathBuf>, Vec<String>) {
    let mut written = Vec::new();
    let mut failed = Vec::new();
    if let Err(e) = std::fs::create_dir_all(dir) {
        failed.push(format!("{}: {e}", dir.display()));
        return (written, failed);
    }
    for format in Format::ALL {
        let path = dir.join(format!("{stem}.{}", format.extension()));
        let ui = UiText::get(session.setup().ui);
        match render(session, date, format) {
            Ok(text) => match std::fs::write(&path, text) {
                Ok(()) => written.push(path),
                Err(e) => failed.push(format!("{}: {e}", path.display())),
            },
            Err(error) => failed.push(error.message().render(Vocabulary::get(VocabId::Fide), ui)),
        }
    }
    (written, failed)
}

/// A session's scoresheet in `format`. Every line is one line without control characters: the
/// names, the day and what the scoresheet holds may come from a journal's text, which no check
/// of the command line or the dialog has seen.
pub fn render(session: &Session, date: &str, format: Format) -> Result<String, LouisError> {
    let lines = heading(session, date)
        .into_iter()
        .chain(session.scoresheet_lines())
        .map(|line| one_line(&line))
        .collect::<Vec<String>>();
    Ok(match format {
        Format::Pgn => annabella_core::pgn::write_game(&session.to_pgn(Some(date))),
        Format::Text => lines.join("\n") + "\n",
        Format::Html => html(&lines),
        Format::Brf | Format::Braille => {
            let louis = Louis::open()?;
            let table = braille::table_for(session.setup().ui);
            let unicode = format == Format::Braille;
            let brailled = lines
                .iter()
                .map(|line| louis.translate(table, line, unicode))
                .collect::<Result<Vec<String>, LouisError>>()?;
            if unicode {
                brailled.join("\n") + "\n"
            } else {
                braille::pages(&brailled, |n| {
                    louis
                        .translate(table, &n.to_string(), false)
                        .unwrap_or_else(|_| n.to_string())
                })
            }
        }
    })
}

/// The scoresheet's head: the players and the day.
fn heading(session: &Session, date: &str) -> Vec<String> {
    let name = |color: shakmaty::Color| {
        let name = &session.setup().player(color).name;
        if name.is_empty() {
            annabella_core::ui_text::UiText::get(session.setup().ui).color_name(color)
        } else {
            name.clone()
        }
    };
    vec![
        format!(
            "{} - {}",
            name(shakmaty::Color::White),
            name(shakmaty::Color::Black)
        ),
        date.to_string(),
    ]
}

/// A page a low-vision player reads without a magnifier: 28-point type, black on white, one
/// move pair a line.
fn html(lines: &[String]) -> String {
    let escape = |text: &str| {
        text.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    let body: String = lines
        .iter()
        .map(|line| format!("<p>{}</p>\n", escape(line)))
        .collect();
    format!(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{}</title>\n\
         <style>body{{font:28pt/1.5 sans-serif;color:#000;background:#fff;margin:1em}}\
         p{{margin:0}}</style></head>\n<body>\n{body}</body></html>\n",
        escape(lines.first().map_or("", String::as_str))
    )
}

#[cfg(test)]
mod tests {
    use std::{io::Write, process::Command};

    use super::*;
    use annabella_core::session::script::{InlineEngines, Script};

    fn played(text: &str) -> Session {
        let (session, _) = Script::parse(text)
            .unwrap()
            .run(&mut InlineEngines::new(1, std::time::Instant::now))
            .unwrap();
        session
    }

    /// liblouis's own command-line translation of one line.
    fn lou_translate(table: &str, line: &str) -> Option<String> {
        let mut child = Command::new("lou_translate")
            .args(["--forward", table])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .ok()?;
        child
            .stdin
            .take()?
            .write_all(format!("{line}\n").as_bytes())
            .ok()?;
        let output = child.wait_with_output().ok()?;
        Some(
            String::from_utf8_lossy(&output.stdout)
                .trim_end_matches('\n')
                .to_string(),
        )
    }

    #[test]
    fn the_brf_scoresheet_is_liblouis_own_translation_laid_out_on_pages() {
        if Louis::open().is_err() || lou_translate("en-us-g1.ctb", "1").is_none() {
            eprintln!(
                "skipped: liblouis (liblouis-bin) is not installed; scripts/test installs it"
            );
            return;
        }
        for (language, script) in [
            (
                "en",
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/tests/scripts/arbiter_scoresheets.txt"
                )),
            ),
            (
                "de",
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/tests/scripts/tournament_scholars_mate.txt"
                )),
            ),
        ] {
            let session = played(script);
            assert_eq!(session.setup().ui.as_str(), language);
            let table = braille::table_for(session.setup().ui);
            let lines: Vec<String> = heading(&session, "2026-11-23")
                .into_iter()
                .chain(session.scoresheet_lines())
                .collect();
            assert!(lines.len() >= 4, "{lines:?}");
            let theirs: Vec<String> = lines
                .iter()
                .map(|line| lou_translate(table, line).unwrap())
                .collect();
            let brf = render(&session, "2026-11-23", Format::Brf).unwrap();
            let number = |n: usize| lou_translate(table, &n.to_string()).unwrap();
            assert_eq!(brf, braille::pages(&theirs, number), "{language}");
            // Every line fits the embosser's 40 cells; the page ends with its number.
            assert!(
                brf.split("\r\n")
                    .all(|l| l.trim_start_matches('\x0c').chars().count() <= 40)
            );
            let unicode = render(&session, "2026-11-23", Format::Braille).unwrap();
            assert!(
                unicode
                    .chars()
                    .filter(|c| !c.is_whitespace())
                    .all(|c| ('\u{2800}'..='\u{28ff}').contains(&c)),
                "{unicode}"
            );
        }
    }

    #[test]
    fn the_adjournment_envelope_holds_guideline_i_2s_data() {
        let text = include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/scripts/adjournment.txt"
        ));
        // The game as it stands sealed: the script up to the wait before the envelope is opened.
        let sealed = &text[..text.find("wait 3600").unwrap()];
        let session = played(sealed);
        assert!(session.adjournment().is_some());
        assert_eq!(
            session.envelope_lines(),
            [
                "Adjourned game: sealed move",
                "White",
                "Black",
                "Position before the sealed move (FEN): rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                "Time used: White one minute, Black 0 seconds",
                "Sealed by White, move 2",
                "Sealed move: Nf3",
                "Play resumes: tomorrow 10:00, playing hall",
            ]
        );
    }

    #[test]
    fn the_pgn_and_print_scoresheets_have_the_moves_and_the_offer() {
        let session = played(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/scripts/arbiter_scoresheets.txt"
        )));
        let text = render(&session, "2026-11-23", Format::Text).unwrap();
        assert_eq!(text, "White - Black\n2026-11-23\n1. e4 (=) e5\n*\n");
        let html = render(&session, "2026-11-23", Format::Html).unwrap();
        assert!(html.contains("<p>1. e4 (=) e5</p>") && html.contains("font:28pt"));
        let pgn = render(&session, "2026-11-23", Format::Pgn).unwrap();
        assert!(
            pgn.contains("[TimeControl \"5400+30\"]") && pgn.contains("(=)"),
            "{pgn}"
        );
    }
}
