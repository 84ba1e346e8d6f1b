//! The driver as the tests hold it: a session from a setup or a script, its words recorded, the
//! time standing still until the test moves it; the engines' answers awaited as a shell awaits
//! them; lines typed to an in-process terminal.

use std::{
    io::{BufReader, Write},
    sync::mpsc,
    thread::{self, JoinHandle},
    time::Duration,
};

use annabella::{
    driver::{Begin, Driver, Recorder, Time},
    shells::terminal::{self, Kind, Outputs},
};
use annabella_core::session::{Session, Setup, script::Script};

use super::{Typing, eventually};

/// A driver over `setup` whose words a [`Recorder`] keeps; the time stands at zero until the
/// test sets it.
pub fn recorded(setup: Setup) -> (Driver, Recorder) {
    let mut driver = Driver::new(
        Session::new(setup).expect("a session"),
        Time::Manual(Duration::ZERO),
    );
    let recorder = Recorder::new();
    driver.add_output(Box::new(recorder.clone()));
    (driver, recorder)
}

/// The setup a script's header makes (`lang en`, `computer black builtin:1` …).
pub fn setup_of(script: &str) -> Setup {
    Script::parse(script).expect("the script reads").setup
}

/// A game set up by `script` at home, greeted, its words recorded; the time stands still.
pub fn greeted(script: &str) -> (Driver, Recorder) {
    let (mut driver, recorder) = recorded(setup_of(script));
    driver.greet();
    (driver, recorder)
}

/// Takes the engines' answers, as a shell does when woken, until none is thinking (each answer
/// handled, or held while the player trains beside the game).
pub fn until_the_engine_answered(driver: &mut Driver) {
    let answered = eventually(|| {
        driver.answers();
        !driver.engines_busy()
    });
    assert!(answered, "the engine never answered");
}

/// Types each of `lines` to a terminal reading from [`super::Typing`].
pub fn type_lines(typing: &mpsc::Sender<String>, lines: &[&str]) {
    for line in lines {
        typing.send((*line).to_string()).unwrap();
    }
}

/// Waits until `text` has been said `times` times (whole lines).
pub fn until_heard(recorder: &Recorder, text: &str, times: usize) {
    let heard = eventually(|| recorder.texts().iter().filter(|l| *l == text).count() >= times);
    assert!(
        heard,
        "{text:?} not heard {times} times: {:#?}",
        recorder.texts()
    );
}

/// A game at the terminal on a thread of its own, as a player has it: each line sent is typed
/// to it (its input ends when the sender is dropped), `out` is its screen, `outputs` makes
/// what else it feeds (on its thread: outputs stay where they are made). Its screen comes back
/// when it ends.
pub fn terminal_on_a_thread<W: Write + Send + 'static>(
    begin: Begin,
    out: W,
    outputs: impl FnOnce() -> Outputs<'static> + Send + 'static,
) -> (mpsc::Sender<String>, JoinHandle<W>) {
    terminal_of_kind_on_a_thread(begin, Kind::Game, out, outputs)
}

/// As [`terminal_on_a_thread`], the lines driving `kind` (the new game's questions first, as
/// a bare `annabella` at a terminal has them).
pub fn terminal_of_kind_on_a_thread<W: Write + Send + 'static>(
    begin: Begin,
    kind: Kind,
    mut out: W,
    outputs: impl FnOnce() -> Outputs<'static> + Send + 'static,
) -> (mpsc::Sender<String>, JoinHandle<W>) {
    let (typing, lines) = mpsc::channel();
    let running = thread::spawn(move || {
        let input = BufReader::new(Typing::new(lines));
        terminal::run(begin, kind, input, &mut out, outputs()).unwrap();
        out
    });
    (typing, running)
}
