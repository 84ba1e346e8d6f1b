//! Whether a screen reader is running: on Linux the accessibility bus's `org.a11y.Status`
//! `ScreenReaderEnabled` property, which Orca sets while it runs. The answer chooses the speech
//! mode when the player has not chosen one.

use std::{sync::mpsc, time::Duration};

/// How long the session bus may take to answer before the question is given up (the window's
/// start must not wait on it).
const ANSWER_WITHIN: Duration = Duration::from_millis(250);

/// `Some(true)` while a screen reader runs, `Some(false)` when none does, `None` when it cannot
/// be told (no session bus, no accessibility bus, no answer in time).
pub fn running() -> Option<bool> {
    let (answer, answered) = mpsc::channel();
    std::thread::Builder::new()
        .name("screen-reader".into())
        .spawn(move || {
            let _ = answer.send(ask());
        })
        .ok()?;
    answered.recv_timeout(ANSWER_WITHIN).ok().flatten()
}

fn ask() -> Option<bool> {
    let bus = zbus::blocking::Connection::session().ok()?;
    let status =
        zbus::blocking::Proxy::new(&bus, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Status")
            .ok()?;
    status.get_property::<bool>("ScreenReaderEnabled").ok()
}

use annabella_core::speech::SpeechMode;

/// The speech mode to use: the one chosen (command line, settings file), or the one that
/// matches what runs — a screen reader reading the focus, or none. With it the message id that
/// says why.
pub fn choose(chosen: Option<SpeechMode>) -> (SpeechMode, &'static str) {
    if let Some(mode) = chosen {
        return (mode, "speech-mode-chosen");
    }
    match running() {
        Some(true) => (SpeechMode::Events, "speech-mode-found"),
        Some(false) => (SpeechMode::App, "speech-mode-none"),
        None => (SpeechMode::App, "speech-mode-unknown"),
    }
}
