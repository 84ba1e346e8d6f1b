//! The real sound paths: every earcon played through cpal on the output device, where there is
//! one, and through PulseAudio on short buffers, heard at the sink's monitor. Where there is
//! none (no sound card, no sound server), the test says why and passes: the null backend's
//! behaviour is tested in the library. `scripts/test` starts a PulseAudio null sink
//! so that this runs for real on machines without a sound card.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails

use crate::sink;

use std::{
    thread,
    time::{Duration, Instant},
};

use annabella::devices::audio::{CpalEarcons, Earcons, PulseEarcons, Sound, pulse};
use annabella_core::earcon::Earcon;
use sink::Sink;

#[test]
fn every_sound_plays_to_the_end_on_the_output_device() {
    let _one = crate::one_at_a_time();
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

#[test]
fn a_clock_cue_is_heard_at_the_sink_within_milliseconds() {
    let _one = crate::one_at_a_time();
    let Some((mut cues, sink)) = cues_and_sink() else {
        return;
    };
    for _ in 0..3 {
        let struck = Instant::now();
        cues.play(Earcon::Dot, 0.8);
        let heard = sink
            .first_sound_after(struck, Duration::from_secs(2))
            .expect("the five-minute dot was never heard");
        eprintln!("cue → sink: {heard:?}");
        // A few milliseconds on an idle machine (`scripts/measure-sink`); room here for a
        // machine busy with other tests, still far beneath cpal's ~120 ms buffer.
        assert!(heard < Duration::from_millis(60), "heard after {heard:?}");
        thread::sleep(Duration::from_millis(400));
        cues.rest();
    }
    assert_eq!(cues.take_notice(), None);
}

#[test]
fn the_flag_fall_is_heard_to_its_end_though_other_cues_sound_with_it() {
    let _one = crate::one_at_a_time();
    let Some((mut cues, sink)) = cues_and_sink() else {
        return;
    };
    let struck = Instant::now();
    for earcon in Earcon::ALL {
        cues.play(earcon, 0.5);
    }
    let fall = Sound::of(Earcon::FlagFall).duration();
    thread::sleep(fall + Duration::from_millis(400));
    let last = sink.last_sound().expect("heard") - struck;
    assert!(
        last + Duration::from_millis(150) > fall && last < fall + Duration::from_millis(200),
        "the flag fall lasts {fall:?}; sound was heard until {last:?}"
    );
}

/// The clock's sounds on PulseAudio, and the sink's monitor recorded; `None` (saying why) where
/// there is no PulseAudio.
fn cues_and_sink() -> Option<(PulseEarcons, Sink)> {
    let cues = match PulseEarcons::open(&pulse::LIBRARY_NAMES) {
        Ok(cues) => cues,
        Err(reason) => {
            println!("skipped: no PulseAudio ({reason})");
            return None;
        }
    };
    Some((cues, Sink::record()?))
}
