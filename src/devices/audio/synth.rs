//! The generator of the sounds in `audio/`: every earcon is synthesized here from tones, so the
//! files are ours to license, and anyone can change a sound and write the files again
//! (`annabella sounds --write audio`).
//!
//! The sounds differ in pitch, movement and rhythm, so that none can be taken for another:
//!
//! | earcon | sound | length |
//! | --- | --- | --- |
//! | `Dot` | one soft high bell, steady pitch | 150 ms |
//! | `DoubleDot` | the same bell twice | 250 ms |
//! | `FlagMinute` | one slow rising glide, low to middle | 260 ms |
//! | `FlagTenSeconds` | one fast rising chirp, middle to high, brighter | 120 ms |
//! | `FlagSecond` | one very short high tick | 40 ms |
//! | `FlagFall` | three falling alarm tones, then a long low buzz | 1.2 s |

use std::{f32::consts::TAU, io::Cursor};

use annabella_core::earcon::Earcon;

/// The rate the files are written at; the player resamples to the device.
pub const SAMPLE_RATE: u32 = 48_000;

/// The waveform of a tone: a sine is soft, the others brighter (more harmonics).
#[derive(Clone, Copy)]
enum Wave {
    Sine,
    /// Sine with its third and fifth harmonics: bright but not harsh.
    Bright,
    /// Odd harmonics up to the ninth: a buzzer.
    Buzz,
}

impl Wave {
    fn sample(self, phase: f32) -> f32 {
        let odd = |n: f32| (phase * n).sin() / n;
        match self {
            Wave::Sine => phase.sin(),
            Wave::Bright => 0.8 * (odd(1.0) + 0.6 * odd(3.0) + 0.4 * odd(5.0)),
            Wave::Buzz => 0.7 * (1..=9).step_by(2).map(|n| odd(n as f32)).sum::<f32>(),
        }
    }
}

/// One tone: a pitch glide from `from` to `to` Hz over `ms` milliseconds, with a quick attack and
/// an exponential decay (`decay` = how many times the level halves over the tone).
#[derive(Clone, Copy)]
struct Tone {
    from: f32,
    to: f32,
    ms: u32,
    wave: Wave,
    level: f32,
    decay: f32,
}

/// A sequence of tones and silences.
enum Part {
    Tone(Tone),
    Rest(u32),
}

fn parts(earcon: Earcon) -> Vec<Part> {
    let bell = Tone {
        from: 1046.5,
        to: 1046.5,
        ms: 100,
        wave: Wave::Sine,
        level: 0.5,
        decay: 6.0,
    };
    match earcon {
        Earcon::Dot => vec![Part::Tone(Tone { ms: 150, ..bell })],
        Earcon::DoubleDot => vec![Part::Tone(bell), Part::Rest(50), Part::Tone(bell)],
        Earcon::FlagMinute => vec![Part::Tone(Tone {
            from: 392.0,
            to: 784.0,
            ms: 260,
            wave: Wave::Bright,
            level: 0.55,
            decay: 2.0,
        })],
        Earcon::FlagTenSeconds => vec![Part::Tone(Tone {
            from: 880.0,
            to: 1760.0,
            ms: 120,
            wave: Wave::Bright,
            level: 0.6,
            decay: 2.0,
        })],
        Earcon::FlagSecond => vec![Part::Tone(Tone {
            from: 2093.0,
            to: 2093.0,
            ms: 40,
            wave: Wave::Sine,
            level: 0.6,
            decay: 5.0,
        })],
        Earcon::FlagFall => {
            let alarm = |hz: f32| Tone {
                from: hz,
                to: hz,
                ms: 200,
                wave: Wave::Buzz,
                level: 0.6,
                decay: 1.0,
            };
            vec![
                Part::Tone(alarm(880.0)),
                Part::Rest(40),
                Part::Tone(alarm(659.3)),
                Part::Rest(40),
                Part::Tone(alarm(440.0)),
                Part::Rest(40),
                Part::Tone(Tone {
                    from: 220.0,
                    to: 196.0,
                    ms: 640,
                    wave: Wave::Buzz,
                    level: 0.6,
                    decay: 3.0,
                }),
            ]
        }
    }
}

fn samples_for(ms: u32) -> usize {
    (SAMPLE_RATE * ms / 1000) as usize
}

fn render_tone(tone: Tone, out: &mut Vec<f32>) {
    let n = samples_for(tone.ms);
    let attack = samples_for(5).min(n);
    let release = samples_for(8).min(n);
    let mut phase = 0.0f32;
    for i in 0..n {
        let t = i as f32 / n as f32;
        let hz = tone.from * (tone.to / tone.from).powf(t);
        phase = (phase + TAU * hz / SAMPLE_RATE as f32) % TAU;
        let mut envelope = tone.level * 0.5f32.powf(tone.decay * t);
        if i < attack {
            envelope *= i as f32 / attack as f32;
        }
        if n - i <= release {
            envelope *= (n - i) as f32 / release as f32;
        }
        out.push(tone.wave.sample(phase) * envelope);
    }
}

/// The earcon as mono samples in -1.0..=1.0 at `SAMPLE_RATE`.
pub fn render(earcon: Earcon) -> Vec<f32> {
    let mut out = Vec::new();
    for part in parts(earcon) {
        match part {
            Part::Tone(tone) => render_tone(tone, &mut out),
            Part::Rest(ms) => out.resize(out.len() + samples_for(ms), 0.0),
        }
    }
    out
}

/// The earcon as a 16-bit mono WAV file.
pub fn wav(earcon: Earcon) -> Vec<u8> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: SAMPLE_RATE,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut bytes = Cursor::new(Vec::new());
    // Writing to memory cannot fail: hound's errors come from the writer it is given.
    #[allow(clippy::expect_used)]
    let mut writer = hound::WavWriter::new(&mut bytes, spec).expect("writing to memory");
    for sample in render(earcon) {
        let value = (sample.clamp(-1.0, 1.0) * f32::from(i16::MAX)).round() as i16;
        #[allow(clippy::expect_used)]
        writer.write_sample(value).expect("writing to memory");
    }
    #[allow(clippy::expect_used)]
    writer.finalize().expect("writing to memory");
    bytes.into_inner()
}
