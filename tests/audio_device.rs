//! The real sound path: every earcon played through cpal on the output device, where there is
//! one. Where there is none (no sound card, no sound server), the test says why and passes: the
//! null backend's behaviour is tested in the library. `scripts/test` starts a PulseAudio null sink
//! so that this runs for real on machines without a sound card.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails

use annabella::audio::{CpalEarcons, Earcons, Sound};
use std::{
    thread,
    time::{Duration, Instant},
};

use annabella_core::earcon::Earcon;

#[test]
fn every_sound_plays_to_the_end_on_the_output_device() {
    let mut player = match CpalEarcons::open(None) {
        Ok(player) => player,
        Err(reason) => {
            println!("skipped: no output device ({reason})");
            return;
        }
    };
    println!("playing on {}", player.device());
    let total: Duration = Earcon::ALL.iter().map(|&e| Sound::of(e).duration()).sum();
    for earcon in Earcon::ALL {
        player.play(earcon, 0.5);
    }
    // They overlap in the mixer, so all six end within the longest plus the device's latency.
    let deadline = Instant::now() + total + Duration::from_secs(5);
    while player.finished() < Earcon::ALL.len() as u64 && Instant::now() < deadline {
        thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(
        player.finished(),
        Earcon::ALL.len() as u64,
        "every sound played to its end"
    );
    assert_eq!(player.take_notice(), None, "the stream did not fail");
}
