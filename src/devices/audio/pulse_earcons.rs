//! The clock's sounds on PulseAudio streams of our own, on short buffers: a cue reaches the sink
//! within a few milliseconds, where cpal's default buffer (through ALSA's PulseAudio plugin)
//! held it back about 120 ms.
//!
//! Each sound is written whole the moment it is asked for; the server mixes. A sound that
//! starts while another still plays goes to a second stream (up to `STREAMS`), so the two are
//! heard together as the mixer of the cpal path mixes them. Streams rest (corked) once silent:
//! nothing runs while nothing sounds.

use std::{
    collections::HashMap,
    sync::Arc,
    time::{Duration, Instant},
};

use super::{
    AudioNotice, Earcons, Sound,
    pulse::{Pulse, PulseError, PulseStream, Samples},
};
use annabella_core::earcon::Earcon;

/// The most sounds heard at once; a further one cuts the one ending first.
const STREAMS: usize = 3;

/// How long after its last sample a sound counts as heard (the stream's and the sink's
/// buffers).
const TAIL: Duration = Duration::from_millis(40);

/// Earcons on PulseAudio.
pub struct PulseEarcons {
    pulse: Arc<Pulse>,
    /// Each stream, with when its sound will have been heard.
    streams: Vec<(PulseStream, Instant)>,
    sounds: HashMap<Earcon, Arc<[f32]>>,
    rate: u32,
    failure: Option<String>,
    failure_told: bool,
}

impl PulseEarcons {
    /// Loads libpulse (under the first of `names` that loads) and opens one stream, resting;
    /// says why it cannot.
    pub fn open(names: &[&str]) -> Result<PulseEarcons, PulseError> {
        let pulse = Pulse::load(names)?;
        let rate = super::synth::SAMPLE_RATE;
        let first = PulseStream::open(pulse.clone(), "Annabella clock", Samples::F32, rate)?;
        let sounds = Earcon::ALL
            .into_iter()
            .map(|e| (e, Sound::of(e).resampled(rate).samples.into()))
            .collect();
        Ok(PulseEarcons {
            pulse,
            streams: vec![(first, Instant::now())],
            sounds,
            rate,
            failure: None,
            failure_told: false,
        })
    }

    /// How long `earcon` sounds.
    pub fn duration(&self, earcon: Earcon) -> Duration {
        Duration::from_secs_f64(self.sounds[&earcon].len() as f64 / f64::from(self.rate))
    }

    /// Lets the streams whose sound has been heard rest (corked): call when all is quiet.
    pub fn rest(&mut self) {
        let now = Instant::now();
        for (stream, heard) in &mut self.streams {
            if *heard <= now {
                stream.rest();
            }
        }
    }

    /// A stream free to play now: one that is silent, a new one, or the one ending first (cut).
    fn free_stream(&mut self) -> Option<&mut (PulseStream, Instant)> {
        let now = Instant::now();
        let silent = self.streams.iter().position(|(_, heard)| *heard <= now);
        let at = match silent {
            Some(at) => at,
            None if self.streams.len() < STREAMS => {
                match PulseStream::open(
                    self.pulse.clone(),
                    "Annabella clock",
                    Samples::F32,
                    self.rate,
                ) {
                    Ok(stream) => {
                        self.streams.push((stream, now));
                        self.streams.len() - 1
                    }
                    Err(_) => self.ending_first()?,
                }
            }
            None => {
                let at = self.ending_first()?;
                self.streams[at].0.cut();
                at
            }
        };
        self.streams.get_mut(at)
    }

    fn ending_first(&self) -> Option<usize> {
        self.streams
            .iter()
            .enumerate()
            .min_by_key(|(_, (_, heard))| *heard)
            .map(|(at, _)| at)
    }
}

impl Earcons for PulseEarcons {
    fn play(&mut self, earcon: Earcon, volume: f32) {
        let gain = volume.clamp(0.0, 1.0);
        let samples: Vec<f32> = self.sounds[&earcon].iter().map(|s| s * gain).collect();
        let length = self.duration(earcon);
        let Some((stream, heard)) = self.free_stream() else {
            return;
        };
        stream.write_f32(&samples);
        stream.trigger();
        *heard = Instant::now() + length + TAIL;
        if let Some(reason) = stream.failed() {
            self.failure.get_or_insert(reason);
        }
    }

    /// The first failure only: a server gone away fails every sound after.
    fn take_notice(&mut self) -> Option<AudioNotice> {
        if self.failure_told {
            return None;
        }
        let reason = self.failure.clone()?;
        self.failure_told = true;
        Some(AudioNotice::StreamFailed(reason))
    }
}
