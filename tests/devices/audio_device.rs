//! The real sound paths: every earcon played through cpal on the output device, where there is
//! one, and through PulseAudio on short buffers, heard at the sink's monitor. Where there is
//! none (no sound card, no sound server), the test says why and passes: the null backend's
//! behaviour is tested in the library. `scripts/test` starts a PulseAudio null sink
//! so that this runs for real on machines without a sound card.

use crate::{common::eventually, sink};

use std::time::{Duration, Instant};

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
    // They overlap in the mixer, so all six end after the longest plus the device's latency
    // (waited for, however long a busy machine takes).
    let began = Instant::now();
    eventually(|| player.finished() == Earcon::ALL.len() as u64);
    println!("{total:?} of sound, all ended after {:?}", began.elapsed());
    assert_eq!(
        player.finished(),
        Earcon::ALL.len() as u64,
        "every sound played to its end"
    );
    assert_eq!(player.take_notice(), None, "the stream did not fail");
}

/// A cue is heard at the sink, each of three times. How soon is the machine's speed: a few
/// milliseconds on an idle machine (`scripts/measure-sink`), printed here.
#[test]
fn a_clock_cue_is_heard_at_the_sink_each_time() {
    let _one = crate::one_at_a_time();
    let Some((mut cues, sink)) = cues_and_sink() else {
        return;
    };
    for _ in 0..3 {
        let struck = Instant::now();
        cues.play(Earcon::Dot, 0.8);
        let heard = sink
            .first_sound_after(struck, sink::PATIENCE)
            .expect("the five-minute dot was never heard");
        eprintln!("cue → sink: {heard:?}");
        sink.until_quiet(struck);
        cues.rest();
    }
    assert_eq!(cues.take_notice(), None);
}

/// The flag fall is heard to its end: its sound lasts at the sink as long as the flag fall
/// lasts, though every other cue sounds with it — measured in the sink's time (its blocks), so
/// a busy machine's delays do not count.
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
    sink.first_sound_after(struck, sink::PATIENCE)
        .expect("heard");
    sink.until_quiet(struck);
    let lasted = sink.sound_span_after(struck).expect("heard");
    eprintln!("the flag fall lasts {fall:?}; heard for {lasted:?}");
    assert!(
        lasted + Duration::from_millis(150) > fall && lasted < fall + Duration::from_millis(200),
        "the flag fall lasts {fall:?}; sound was heard for {lasted:?}"
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
