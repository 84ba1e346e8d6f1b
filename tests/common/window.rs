//! The window as the tests drive it: its harness (egui's, at a desktop's size), keys pressed
//! as the keymap names them, text typed in the focused field, what was said read back from
//! the log, the focused node's accessible name, and a wait for what the window does on its
//! threads (the computer's move, Stockfish going over a game) frame by frame.

use std::{path::PathBuf, time::Duration};

use annabella::{
    devices::{
        audio::RecordingEarcons,
        speech::{RecordingSpeaker, Voice},
    },
    driver::Time,
    shells::window::{App, keys},
};
use annabella_core::session::{Session, script::Script};
use eframe::egui::{Modifiers, accesskit::Role};
use egui_kittest::{
    Harness,
    kittest::{NodeT, Queryable, by},
};

use super::eventually;

/// A window under test: its harness, and what its speech and sounds were given.
pub struct Window {
    pub harness: Harness<'static, App>,
    pub speaker: RecordingSpeaker,
    pub earcons: RecordingEarcons,
}

/// `app`'s harness, at a desktop's size, before its first frame. A run of frames goes on while
/// repaints are asked for at once; the window's threads (the engine, lichess's streams) ask
/// for one each time they wake it, as many times as a busy machine lets them land in one run,
/// so the bound is far above kittest's 4: only a window that never stops repainting reaches it.
pub fn harness_of(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size([1280.0, 900.0])
        .with_max_steps(500)
        .build_ui_state(|ui, app: &mut App| app.frame(ui), app)
}

/// The window as it opens with no game given, on the new-game dialog: in English, its time
/// set by the test, its speech and sounds recorded; games journaled in `games` when given.
/// The app comes with what it was given, for `Window::over` once the test has set it up.
pub fn on_new_game(games: Option<PathBuf>) -> (App, RecordingSpeaker, RecordingEarcons) {
    let speaker = RecordingSpeaker::default();
    let earcons = RecordingEarcons::new();
    let setup = Script::parse("lang en").unwrap().setup;
    let app = App::on_new_game(
        Session::new(setup).unwrap(),
        Voice::new(Box::new(speaker.clone())),
        Box::new(earcons.clone()),
        Time::Manual(Duration::ZERO),
        false,
        games,
        None,
    );
    (app, speaker, earcons)
}

/// What the window has said so far (its log), line by line.
pub fn said_by(harness: &Harness<'static, App>) -> Vec<String> {
    harness
        .state()
        .log()
        .iter()
        .map(|l| l.text.clone())
        .collect()
}

impl Window {
    /// `app` in a window, its first frame run; `speaker` and `earcons` are what it was given.
    pub fn over(app: App, speaker: RecordingSpeaker, earcons: RecordingEarcons) -> Window {
        let mut harness = harness_of(app);
        harness.run();
        Window {
            harness,
            speaker,
            earcons,
        }
    }

    /// Presses keys named as the keymap names them ("Enter", "Shift+6", "Ctrl+k").
    pub fn keys(&mut self, keys: &str) {
        for name in keys.split_whitespace() {
            let chord: annabella_core::keymap::KeyChord = name.parse().unwrap();
            let key = keys::egui_key(&chord.key).unwrap_or_else(|| panic!("no key {name}"));
            let modifiers = Modifiers {
                ctrl: chord.ctrl,
                alt: chord.alt,
                shift: chord.shift,
                ..Modifiers::NONE
            };
            self.harness.key_press_modifiers(modifiers, key);
            self.harness.run();
        }
    }

    /// Types `text` into the text field.
    pub fn type_text(&mut self, text: &str) {
        self.harness.get(by().role(Role::TextInput)).type_text(text);
        self.harness.run();
    }

    /// The time (set by hand) is `secs` seconds; a frame runs.
    pub fn at(&mut self, secs: u64) {
        self.harness.state_mut().set_time(Duration::from_secs(secs));
        self.harness.run();
    }

    pub fn said(&self) -> Vec<String> {
        said_by(&self.harness)
    }

    /// What was said since `from` said lines.
    pub fn since(&self, from: usize) -> Vec<String> {
        self.said()[from..].to_vec()
    }

    pub fn session(&self) -> &Session {
        self.harness.state().session()
    }

    /// The name of the focused node.
    pub fn focused(&self) -> Option<String> {
        self.harness
            .query_all(by().predicate(|n| n.is_focused()))
            .next()
            .and_then(|n| n.accesskit_node().label())
    }

    /// A walk through the window as a table of steps: each step's keys pressed, then what is
    /// said last is the step's line (a dialog's fields, a menu's items); a failure names the
    /// step and its keys.
    pub fn walk(&mut self, steps: &[(&str, &str)]) {
        for (number, (keys, line)) in steps.iter().enumerate() {
            self.keys(keys);
            assert_eq!(
                self.said().last().map(String::as_str),
                Some(*line),
                "step {} ({keys}) of {steps:#?}",
                number + 1
            );
        }
    }

    /// Runs frames, as the window does when its threads wake it, until `done` holds; fails
    /// naming `what` after `PATIENCE`.
    pub fn until(&mut self, what: &str, mut done: impl FnMut(&Window) -> bool) {
        let came = eventually(|| {
            self.harness.run();
            done(self)
        });
        assert!(came, "never {what}: {:#?}", self.said());
    }
}
