//! What the driver feeds: everything said, every clock sound, the session after each input. The
//! speech and the clock's sounds have slots of their own in the driver (a shell reaches into
//! them: the window tunes the voice and sleeps until it is done); every other output — a braille
//! display, the test recorder — is an [`Output`], added once and fed the same way behind the
//! window and behind the terminal. The trait sits with the devices, below the driver: a device
//! implements it without knowing who feeds it.

use std::sync::{Arc, Mutex};

use super::speech::Waker;

use annabella_core::{
    clock::cues::HeardCue,
    session::{Input, Session},
    speech::queue::Priority,
};

/// One thing said, as every output gets it.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    /// The words, in the interface language with the chess words of the player's vocabulary.
    pub text: String,
    /// The primary language tag the words are spoken in ("de", "en").
    pub language: String,
    pub priority: Priority,
    /// What the keyboard focus has just reached (a square the cursor moved to, a field Tab
    /// reached, a menu item): a screen reader that reads the focus says it itself.
    pub echo: bool,
}

/// An output the driver feeds besides speech and sound.
pub trait Output {
    /// Something said, in the order said.
    fn said(&mut self, said: &Said);

    /// A clock sound was played (an output that cannot sound may show it).
    fn cue(&mut self, _cue: &HeardCue) {}

    /// The session after an input was handled: what the output shows of the board is drawn
    /// again from it.
    fn shown(&mut self, _session: &Session) {}

    /// Inputs this output has gathered since last asked (a braille display's keys).
    fn inputs(&mut self) -> Vec<Input> {
        Vec::new()
    }

    /// The app's window or terminal got (`true`) or lost the keyboard focus.
    fn focus(&mut self, _focused: bool) {}

    /// The app's window, once it exists (an X window id): a braille display is taken on that
    /// window's path, so BRLTTY gives it to the app while that window has the focus, not to the
    /// terminal the window was started from.
    fn set_window(&mut self, _window: u32) {}

    /// A device problem to tell once, in the interface language.
    fn take_notice(&mut self) -> Option<String> {
        None
    }

    /// Called (from any thread) when the output has inputs waiting or a notice to tell, so
    /// that the shell wakes and asks for them at once.
    fn set_waker(&mut self, _waker: Waker) {}
}

/// An output that keeps what it is fed, for tests: shared, so the test still reads it after the
/// driver has taken the output.
#[derive(Clone, Default)]
pub struct Recorder {
    kept: Arc<Mutex<Recorded>>,
}

/// What a [`Recorder`] was fed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Recorded {
    pub said: Vec<Said>,
    pub cues: Vec<HeardCue>,
    /// The windows told (`Output::set_window`).
    pub windows: Vec<u32>,
}

impl Recorder {
    pub fn new() -> Recorder {
        Recorder::default()
    }

    /// Everything fed so far.
    pub fn recorded(&self) -> Recorded {
        self.kept
            .lock()
            .map(|kept| kept.clone())
            .unwrap_or_default()
    }

    /// The texts said so far.
    pub fn texts(&self) -> Vec<String> {
        self.recorded().said.into_iter().map(|s| s.text).collect()
    }
}

impl Output for Recorder {
    fn said(&mut self, said: &Said) {
        if let Ok(mut kept) = self.kept.lock() {
            kept.said.push(said.clone());
        }
    }

    fn cue(&mut self, cue: &HeardCue) {
        if let Ok(mut kept) = self.kept.lock() {
            kept.cues.push(cue.clone());
        }
    }

    fn set_window(&mut self, window: u32) {
        if let Ok(mut kept) = self.kept.lock() {
            kept.windows.push(window);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use annabella_core::session::Setup;

    use super::*;
    use crate::driver::{Driver, Time};

    #[test]
    fn the_window_is_told_to_every_output() {
        let session = Session::new(Setup::default()).expect("a session");
        let mut driver = Driver::new(session, Time::Real(Instant::now()));
        let (first, second) = (Recorder::new(), Recorder::new());
        driver.add_output(Box::new(first.clone()));
        driver.add_output(Box::new(second.clone()));
        driver.set_window(0x0020_0003);
        assert_eq!(first.recorded().windows, [0x0020_0003]);
        assert_eq!(second.recorded().windows, [0x0020_0003]);
    }
}
