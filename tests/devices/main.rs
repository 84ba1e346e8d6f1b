//! The tests of the real devices, in one binary: sound and speech on the sound server's sink
//! (`scripts/test` starts a private PulseAudio with a null sink where none answers), the window
//! under a private X server with the accessibility bus, the braille display against a private
//! BRLTTY. Each device test starts what it needs and says why it skips where a tool is missing.
//!
//! They are apart from the other tests (`tests/main.rs`) because they share the machine's sound
//! sink and Speech Dispatcher: a sound test takes [`one_at_a_time`] for as long as it listens,
//! and a test that runs the app (which speaks and sounds there) for as long as it runs.

// A test stops where it fails: said once here for every module of this binary.
#![allow(clippy::unwrap_used, clippy::expect_used)]
#![allow(clippy::panic, clippy::unreachable)]

mod audio_device;
mod braille_display;
mod builtin_voice;
#[path = "../common/mod.rs"]
mod common;
mod sink;
mod speech_device;
mod window_atspi;

use std::sync::{Mutex, MutexGuard};

/// One test at a time on the sound sink and Speech Dispatcher: the sound tests listen to the
/// same sink, espeak-ng is one per process, and two clients starting Speech Dispatcher at once
/// make one of them fail.
pub fn one_at_a_time() -> MutexGuard<'static, ()> {
    static SINK: Mutex<()> = Mutex::new(());
    SINK.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}
