//! The window (eframe/egui with AccessKit): both boards as grids of named squares, the move
//! field, the clocks, the move list and a log of everything said. A thin shell around the
//! session: it owns the devices (speech, sound, the screen) and the real time, and translates.

mod app;
mod board_view;
mod dialog;
mod drawn;
mod focus;
mod game_view;
mod icon;
mod item_list;
pub mod keys;
mod log;
pub mod look;
mod menu_bar;
mod new_game;
mod online;
mod overlay;
mod places;
pub mod screen_reader_keys;
mod text_region;
mod training;

use std::time::Instant;

pub use crate::driver::TrainingPlace;
use crate::{
    devices::speech::{self, SilentSpeaker, Voice},
    driver::Begin,
    driver::Time,
    error::Error,
    stores::journal::Opening,
    stores::settings::Settings,
};
use annabella_core::speech::SpeechMode;
pub use app::App;
pub use board_view::screen_rows;
pub use log::LogLine;
pub use overlay::Offer;

use annabella_core::{
    session::{Session, Setup},
    ui_text::UiText,
};

/// How the window speaks and sounds.
#[derive(Clone, Debug, Default)]
pub struct WindowOptions {
    /// Who speaks what, as chosen (command line, settings); `None`: as the running screen reader
    /// suggests.
    pub speech: Option<annabella_core::speech::SpeechMode>,
    /// Play sounds on the first output device whose name contains this.
    pub audio_device: Option<String>,
    /// The assistant's clock sounds on this device (D.2.10).
    pub assistant_device: Option<String>,
    /// Take up the newest unfinished game instead of offering it.
    pub resume: bool,
    /// A game from a PGN file to review (not journaled, nothing offered).
    pub review: Option<annabella_core::pgn::PgnGame>,
    /// Open on the new-game dialog (no game was set up on the command line).
    pub new_game_dialog: bool,
    /// How the window looks at first.
    pub look: annabella_core::look::Look,
    /// The braille display: whether to look for one, how it writes moves.
    pub braille: crate::stores::settings::braille::BrailleSettings,
    /// Where every line lichess sends is recorded (`--record DIR`), for online play.
    pub record: Option<std::sync::Arc<crate::driver::online::Record>>,
}

/// Opens the window and runs it until it is closed.
pub fn run(setup: Setup, options: WindowOptions, settings: Settings) -> Result<(), Error> {
    let start = Instant::now();
    let ui = UiText::get(setup.ui);
    let reviewing = options.review.is_some();
    // Reviewing a PGN game: nothing to offer or journal.
    let opening = if reviewing {
        Opening::none()
    } else {
        Opening::look(ui)
    };
    if options.resume && opening.unfinished.is_none() {
        return Err(Error::said("resume-nothing").after(opening.resume_notes()));
    }
    let mut session = match &options.review {
        Some(pgn) => Session::from_pgn(setup, pgn),
        None => Session::new(setup),
    }?;
    settings.rebind(session.keymap_mut());
    // Who speaks what: as chosen, or as the running screen reader suggests.
    let (mode, why) = speech::screen_reader::choose(options.speech);
    let speaker: Box<dyn speech::Speaker> = if options.speech == Some(SpeechMode::ScreenReader) {
        // Chosen silent from the start: no speech service is even asked for.
        Box::new(SilentSpeaker::quiet())
    } else {
        speech::open_for(&settings.speech, mode)
    };
    let mut problems = settings.problems;
    problems.extend(speech_mode_news(
        why,
        crate::stores::settings::told_path().as_deref(),
        ui,
    ));
    let tune = crate::devices::speech::Tune::from_settings(&settings.speech);
    let voices = settings.speech.voices.clone();
    // Neither speech nor sound is waited for: both connect on their own threads.
    let earcons = crate::devices::audio::open_in_background(options.audio_device.as_deref());
    let assistant = options
        .assistant_device
        .as_deref()
        .map(|name| crate::devices::audio::open_in_background(Some(name)));
    let title = ui.text("window-title");
    let mut viewport = eframe::egui::ViewportBuilder::default()
        .with_title(title.clone())
        .with_app_id("annabella")
        .with_inner_size([1280.0, 860.0]);
    if let Some(knight) = icon::knight() {
        viewport = viewport.with_icon(knight);
    }
    let native = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    let screen_reader_speaks = mode == SpeechMode::ScreenReader;
    let dialog = options.new_game_dialog && !options.resume;
    let remembered = crate::driver::new_game::remembered_path();
    // The new-game dialog's last choices that cannot be read are told once, here.
    problems.extend(crate::driver::new_game::unreadable(
        remembered.as_deref(),
        ui,
    ));
    eframe::run_native(
        "annabella",
        native,
        Box::new(move |creation| {
            let voice = Voice::new(speaker);
            // What every window gets, whatever it opens on.
            let ready = |mut app: App| {
                app.set_speech_mode(mode);
                app.hand_keys_to_screen_reader();
                app.set_look(options.look);
                app.set_settings_file(crate::stores::settings::path());
                if let Some(record) = &options.record {
                    app.set_lichess_record(record.clone());
                }
                if let Some(tune) = tune {
                    app.set_tune(tune);
                }
                if !voices.is_empty() {
                    app.set_voices(voices.clone());
                }
                // After the voices chosen: each language's voice is readied once.
                app.prepare_voices();
                let server = crate::devices::braille::Server::default();
                if let Some(display) =
                    crate::devices::braille::BrailleDisplay::open(options.braille, server)
                {
                    app.add_output(Box::new(display));
                }
                if let Some(window) = x_window(creation) {
                    app.set_window(window);
                }
                app.wake_on_answers(&creation.egui_ctx);
                Ok(Box::new(app) as Box<dyn eframe::App>)
            };
            if reviewing {
                // A game reviewed is no game played: not journaled.
                let app = App::new(
                    session,
                    voice,
                    earcons,
                    Time::Real(start),
                    screen_reader_speaks,
                );
                return ready(app);
            }
            let games = opening.dir.clone();
            let mut app = if dialog && opening.unfinished.is_none() {
                App::on_new_game(
                    session,
                    voice,
                    earcons,
                    Time::Real(start),
                    screen_reader_speaks,
                    games,
                    remembered,
                )
            } else {
                let mut app = open_app(
                    session,
                    opening,
                    options.resume,
                    voice,
                    earcons,
                    Time::Real(start),
                    screen_reader_speaks,
                );
                app.set_folders(games, remembered);
                if dialog {
                    // After the offer of the unfinished game is declined.
                    app.open_new_game();
                }
                app
            };
            if let Some(assistant) = assistant {
                app.set_assistant_earcons(assistant);
            }
            app.say_notes(problems);
            ready(app)
        }),
    )
    .map_err(|e| Error::System(e.to_string()))
}

/// The X window id of `window` (none under Wayland, where BrlAPI has no window path and the
/// display is taken as from a terminal).
fn x_window(window: &impl raw_window_handle::HasWindowHandle) -> Option<u32> {
    match window.window_handle().ok()?.as_raw() {
        raw_window_handle::RawWindowHandle::Xlib(handle) => u32::try_from(handle.window).ok(),
        raw_window_handle::RawWindowHandle::Xcb(handle) => Some(handle.window.get()),
        _ => None,
    }
}

/// The window over a new game — journaled, or after the offer of an unfinished one — or over
/// the unfinished game taken up at once (`resume`).
fn open_app(
    session: Session,
    opening: Opening,
    resume: bool,
    voice: Voice,
    earcons: Box<dyn crate::devices::audio::Earcons>,
    time: Time,
    screen_reader_speaks: bool,
) -> App {
    let ui = UiText::get(session.setup().ui);
    let Opening {
        dir,
        unfinished,
        notes,
        newest_over,
        ..
    } = opening;
    let mut notes = notes;
    if resume {
        // The newest game is over: the one taken up is older.
        notes.extend(newest_over);
    }
    // Taken up at once; a game open in another copy of the app is offered to be read here
    // instead (or a new game), one that cannot be taken up is told, and a new game begins.
    let mut read_offer = None;
    let unfinished = match unfinished {
        Some((saved, unfinished)) if resume => match Begin::taken_up(&saved.path, notes.clone()) {
            Ok(begin) => return App::begun(begin, voice, earcons, screen_reader_speaks),
            Err(error) => match error.read_offer(ui) {
                Some(question) => {
                    read_offer = Some(question);
                    Some((saved, unfinished))
                }
                None => {
                    notes.push(error.words(ui));
                    None
                }
            },
        },
        other => other,
    };
    match (unfinished, dir) {
        (Some((saved, unfinished)), Some(games)) => {
            let mut app = App::new(session, voice, earcons, time, screen_reader_speaks);
            app.say_notes(notes);
            let open_elsewhere = read_offer.is_some();
            let text = read_offer.unwrap_or_else(|| unfinished.resume_offer(&saved.header.started));
            app.set_offer(Offer {
                session: unfinished,
                path: saved.path,
                text,
                games,
                open_elsewhere,
            });
            app
        }
        (_, dir) => {
            let mut begin = match dir {
                Some(dir) => Begin::journaled(session, &dir),
                None => Begin::unsaved(session),
            };
            begin.notes = notes;
            App::begun(begin, voice, earcons, screen_reader_speaks)
        }
    }
}

/// What the start says of who speaks (`why`, from `speech::screen_reader::choose`): a screen
/// reader found is told that the app has stepped back for it, the first time only (`told`
/// remembers it).
fn speech_mode_news(why: &str, told: Option<&std::path::Path>, ui: &UiText) -> Option<String> {
    (why == "speech-mode-found" && crate::stores::settings::first_time(told, why))
        .then(|| ui.text(why))
}

/// A display to open a window on (the system's answer: `devices::screen`).
pub use crate::devices::screen::display_available;

#[cfg(test)]
mod tests {
    use annabella_core::ui_text::{UiLanguage, UiText};

    /// Every interface text the window asks for is in the English file (and the locale test
    /// checks every language has what English has).
    #[test]
    fn every_text_the_window_uses_exists() {
        let sources = [
            include_str!("app/mod.rs"),
            include_str!("app/frame.rs"),
            include_str!("app/overlays.rs"),
            include_str!("game_view.rs"),
            include_str!("log.rs"),
            include_str!("menu_bar.rs"),
            include_str!("overlay.rs"),
            include_str!("mod.rs"),
            include_str!("look.rs"),
            include_str!("new_game.rs"),
            include_str!("training.rs"),
        ];
        let ui = UiText::get(UiLanguage::En);
        let mut checked = 0;
        for source in sources {
            for (at, _) in source.match_indices('"') {
                let id: String = source[at + 1..].chars().take_while(|&c| c != '"').collect();
                let is_id =
                    (id.starts_with("window-") || id.starts_with("view-")) && !id.ends_with('-');
                if is_id && id.chars().all(|c| c.is_ascii_lowercase() || c == '-') {
                    assert!(ui.has(&id), "locales/ui/en.ftl lacks {id}");
                    checked += 1;
                }
            }
        }
        assert!(checked >= 12, "only {checked} ids found");
    }

    /// A screen reader found is told on the first start, not on every start (issue 28).
    #[test]
    fn a_screen_reader_found_is_told_the_first_time_only() {
        let ui = UiText::get(UiLanguage::En);
        let dir = std::env::temp_dir().join(format!("annabella-news-{}", std::process::id()));
        let told = dir.join("told.toml");
        let first = super::speech_mode_news("speech-mode-found", Some(&told), ui);
        assert!(
            first.is_some_and(|news| news.starts_with("A screen reader is running")),
            "not told the first time"
        );
        assert_eq!(
            super::speech_mode_news("speech-mode-found", Some(&told), ui),
            None
        );
        // No screen reader: nothing to tell.
        assert_eq!(super::speech_mode_news("speech-mode-none", None, ui), None);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
