//! The sounds: the shipped files are what the generator makes, each is short and unlike the
//! others; and the backends without a device.

use std::time::Duration;

use super::*;

#[test]
fn shipped_files_are_what_the_generator_makes() {
    for earcon in Earcon::ALL {
        let shipped = Sound::of(earcon);
        let made = synth::render(earcon);
        assert_eq!(shipped.rate, synth::SAMPLE_RATE);
        assert_eq!(
            shipped.samples.len(),
            made.len(),
            "{}: run `annabella sounds --write audio`",
            earcon.as_str()
        );
        let worst = shipped
            .samples
            .iter()
            .zip(&made)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f32::max);
        assert!(
            worst < 3.0 / 32768.0,
            "{}: differs by {worst}; run `annabella sounds --write audio`",
            earcon.as_str()
        );
    }
}

#[test]
fn every_sound_is_short_except_the_flag_fall() {
    for earcon in Earcon::ALL {
        let length = Sound::of(earcon).duration();
        if earcon == Earcon::FlagFall {
            assert!(
                length >= Duration::from_millis(800),
                "the flag fall is long: {length:?}"
            );
        } else {
            assert!(
                length < Duration::from_millis(300),
                "{}: {length:?}",
                earcon.as_str()
            );
        }
    }
}

/// What an ear tells apart: how many separate notes, how high, whether the pitch rises, falls or
/// stays, and how long.
#[derive(Debug, PartialEq)]
struct Character {
    notes: usize,
    /// Pitch in the first and last fifth of the first note, in Hz (from zero crossings).
    pitch: (u32, u32),
    millis: u128,
}

fn character(sound: &Sound) -> Character {
    let frame = sound.rate as usize / 200; // 5 ms
    let levels: Vec<f32> = sound
        .samples
        .chunks(frame)
        .map(|c| c.iter().map(|s| s * s).sum::<f32>() / c.len() as f32)
        .collect();
    let loud = levels.iter().cloned().fold(0.0, f32::max) * 0.001;
    let mut notes = Vec::new();
    let mut start = None;
    for (i, &level) in levels.iter().chain([0.0].iter()).enumerate() {
        match (start, level > loud) {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                notes.push((s * frame, i * frame));
                start = None;
            }
            _ => {}
        }
    }
    let (first_start, first_end) = notes[0];
    let fifth = (first_end - first_start) / 5;
    let hz = |from: usize| {
        let part = &sound.samples[from..from + fifth];
        let crossings = part
            .windows(2)
            .filter(|w| (w[0] < 0.0) != (w[1] < 0.0))
            .count();
        (crossings as f32 / 2.0 / (fifth as f32 / sound.rate as f32)).round() as u32
    };
    Character {
        notes: notes.len(),
        pitch: (hz(first_start), hz(first_end - fifth)),
        millis: sound.duration().as_millis(),
    }
}

#[test]
fn no_two_sounds_can_be_confused() {
    let characters: Vec<(Earcon, Character)> =
        Earcon::ALL.map(|e| (e, character(&Sound::of(e)))).into();
    let rises = |c: &Character| c.pitch.1 as f32 > c.pitch.0 as f32 * 1.3;
    let falls = |c: &Character| (c.pitch.1 as f32) < c.pitch.0 as f32 / 1.1;
    let get = |e: Earcon| &characters.iter().find(|(x, _)| *x == e).unwrap().1;
    // Dots: steady bells, one or two notes of the same pitch.
    assert_eq!(get(Earcon::Dot).notes, 1);
    assert_eq!(get(Earcon::DoubleDot).notes, 2);
    assert!(!rises(get(Earcon::Dot)) && !falls(get(Earcon::Dot)));
    // The flag's approach rises; the minute tone slower and lower than the ten-second chirp.
    assert!(rises(get(Earcon::FlagMinute)) && rises(get(Earcon::FlagTenSeconds)));
    assert!(get(Earcon::FlagMinute).pitch.0 < get(Earcon::FlagTenSeconds).pitch.0);
    assert!(get(Earcon::FlagMinute).millis > 2 * get(Earcon::FlagTenSeconds).millis);
    // The second tick is the shortest and highest.
    let tick = get(Earcon::FlagSecond);
    for (earcon, other) in &characters {
        if *earcon != Earcon::FlagSecond {
            assert!(
                tick.millis < other.millis && tick.pitch.0 > other.pitch.0,
                "{earcon:?}"
            );
        }
    }
    // The flag fall: several notes, falling, far longer than anything else.
    let fall = get(Earcon::FlagFall);
    assert!(fall.notes >= 3 && fall.millis > 3 * get(Earcon::FlagMinute).millis);
    for (i, (a, ca)) in characters.iter().enumerate() {
        for (b, cb) in &characters[i + 1..] {
            assert_ne!(ca, cb, "{a:?} and {b:?} sound alike");
        }
    }
}

#[test]
fn resampling_keeps_the_length_in_time() {
    let sound = Sound::of(Earcon::Dot);
    for rate in [44_100, 22_050, 96_000] {
        let resampled = sound.resampled(rate);
        let difference = resampled.duration().abs_diff(sound.duration());
        assert!(
            difference < Duration::from_millis(1),
            "{rate}: {difference:?}"
        );
    }
}

#[test]
fn decodes_stereo_and_float_files() {
    let spec = hound::WavSpec {
        channels: 2,
        sample_rate: 8000,
        bits_per_sample: 32,
        sample_format: hound::SampleFormat::Float,
    };
    let mut bytes = std::io::Cursor::new(Vec::new());
    let mut writer = hound::WavWriter::new(&mut bytes, spec).unwrap();
    for sample in [0.5f32, 0.1, -0.25, -0.75] {
        writer.write_sample(sample).unwrap();
    }
    writer.finalize().unwrap();
    let sound = Sound::decode(bytes.get_ref()).unwrap();
    assert_eq!(sound.rate, 8000);
    assert_eq!(sound.samples, vec![0.3, -0.5]);
    assert!(Sound::decode(b"not a wav file").is_err());
}

#[test]
fn the_null_backend_says_once_that_there_is_no_sound() {
    let mut null = NullEarcons::new(AudioNotice::NoDevice("no default output device".into()));
    null.play(Earcon::Dot, 1.0);
    assert_eq!(
        null.take_notice(),
        Some(AudioNotice::NoDevice("no default output device".into()))
    );
    null.play(Earcon::FlagFall, 1.0);
    assert_eq!(null.take_notice(), None);
    let notice = AudioNotice::NoDevice("x".into());
    assert_eq!(notice.message(), ("audio-no-device", "x"));
}

#[test]
fn the_recorder_remembers_what_was_played() {
    let mut recorder = RecordingEarcons::new();
    let handle = recorder.clone();
    recorder.play(Earcon::Dot, 0.7);
    recorder.play(Earcon::FlagFall, 1.0);
    assert_eq!(
        handle.played(),
        vec![(Earcon::Dot, 0.7), (Earcon::FlagFall, 1.0)]
    );
    assert_eq!(recorder.take_notice(), None);
}

#[test]
fn the_mixer_adds_overlapping_voices_and_clips() {
    let (sender, incoming) = mpsc::channel();
    let finished = Arc::new(AtomicU64::new(0));
    let mut mixer = Mixer {
        incoming,
        voices: Vec::new(),
        channels: 2,
        finished: finished.clone(),
    };
    let voice = |samples: &[f32], gain| Voice {
        samples: samples.into(),
        position: 0,
        gain,
    };
    sender.send(voice(&[0.5, 0.5, 0.5], 1.0)).unwrap();
    sender.send(voice(&[0.8, 0.2], 0.5)).unwrap();
    let mut out = [0.0f32; 8];
    mixer.fill(&mut out);
    assert_eq!(out, [0.9, 0.9, 0.6, 0.6, 0.5, 0.5, 0.0, 0.0]);
    assert_eq!(finished.load(Ordering::Relaxed), 2);
    sender.send(voice(&[0.9], 1.0)).unwrap();
    sender.send(voice(&[0.9], 1.0)).unwrap();
    let mut out = [0i16; 2];
    mixer.fill(&mut out);
    assert_eq!(out, [i16::MAX, i16::MAX], "clipped, not wrapped");
}
