//! The built-in voice's samples on a cpal stream: its way to the sound card where PulseAudio is
//! not the sound server — Windows (WASAPI), macOS (CoreAudio), a Linux with ALSA alone — so the
//! fast voice depends on no one sound server.
//!
//! The voice writes each chunk the moment espeak-ng makes it; the audio thread takes the samples
//! from a queue shared with it, already at the device's rate (espeak-ng's 22,050 Hz resampled
//! as they come, by linear interpolation: plenty for speech), and plays silence when the queue
//! is empty. A cut empties the queue at once; between texts the stream is paused, so an idle app
//! costs nothing.

use std::{
    collections::VecDeque,
    sync::{Arc, Mutex},
};

use cpal::{SampleFormat, traits::StreamTrait};

use super::{Failure, build, output_device};

/// The most the queue holds: a minute of speech at 48 kHz. A text longer than that, written
/// faster than it is played, loses its tail rather than the memory growing without bound.
const MOST: usize = 48_000 * 60;

/// A mono stream of the voice's samples on the default output device.
pub struct CpalVoiceStream {
    stream: cpal::Stream,
    queue: Arc<Mutex<VecDeque<f32>>>,
    resampler: Resampler,
    failure: Failure,
    playing: bool,
}

impl CpalVoiceStream {
    /// Opens the default output device for samples made at `rate`, paused until the first
    /// write; why not, in words. (A panic inside cpal while it finds the device is told as no
    /// device, as for the earcons: cpal's WASAPI host unwraps where Windows' audio service is
    /// not registered.)
    pub fn open(rate: u32) -> Result<CpalVoiceStream, String> {
        std::panic::catch_unwind(|| CpalVoiceStream::open_unguarded(rate))
            .unwrap_or_else(|_| Err("the sound system failed while looking for a device".into()))
    }

    fn open_unguarded(rate: u32) -> Result<CpalVoiceStream, String> {
        let (device, config, format) = output_device(None)?;
        let queue: Arc<Mutex<VecDeque<f32>>> = Arc::new(Mutex::new(VecDeque::new()));
        let channels = usize::from(config.channels.max(1));
        let failure = Failure::default();
        let taken = queue.clone();
        let fill = move |output: &mut [f32]| {
            // The audio thread never waits: a queue being written this instant is heard in
            // the next block, this one silent.
            let mut queue = taken.try_lock().ok();
            for frame in output.chunks_mut(channels) {
                let sample = queue.as_mut().and_then(|q| q.pop_front()).unwrap_or(0.0);
                frame.fill(sample);
            }
        };
        let stream = match format {
            SampleFormat::F32 => build::<f32>(&device, &config, fill, failure.clone()),
            SampleFormat::I16 => build::<i16>(&device, &config, converted(fill), failure.clone()),
            SampleFormat::U16 => build::<u16>(&device, &config, converted(fill), failure.clone()),
            SampleFormat::I32 => build::<i32>(&device, &config, converted(fill), failure.clone()),
            other => return Err(format!("unsupported sample format {other}")),
        }?;
        Ok(CpalVoiceStream {
            stream,
            queue,
            resampler: Resampler::new(rate, config.sample_rate),
            failure,
            playing: false,
        })
    }

    /// Plays 16-bit samples after what was written before, starting the stream if it rested.
    pub fn write_i16(&mut self, samples: &[i16]) {
        if samples.is_empty() {
            return;
        }
        let input: Vec<f32> = samples.iter().map(|&s| f32::from(s) / 32_768.0).collect();
        {
            let mut queue = self.queue.lock().unwrap_or_else(|e| e.into_inner());
            self.resampler.push(&input, &mut *queue);
            queue.truncate(MOST);
        }
        if !self.playing {
            self.playing = true;
            if let Err(error) = self.stream.play() {
                self.failure.set(error.to_string());
            }
        }
    }

    /// Drops everything written and not yet played.
    pub fn cut(&mut self) {
        self.queue.lock().unwrap_or_else(|e| e.into_inner()).clear();
        self.resampler.reset();
    }

    /// Pauses the stream until the next write: nothing sounds, and an idle device costs nothing.
    pub fn rest(&mut self) {
        if std::mem::replace(&mut self.playing, false)
            && let Err(error) = self.stream.pause()
        {
            self.failure.set(error.to_string());
        }
    }

    /// Whether the device has been lost (unplugged, the audio service stopped).
    pub fn failed(&mut self) -> Option<String> {
        self.failure.get()
    }
}

/// `fill` for a device that takes samples of another type than f32.
fn converted<T: cpal::SizedSample + cpal::FromSample<f32>>(
    mut fill: impl FnMut(&mut [f32]) + Send + 'static,
) -> impl FnMut(&mut [T]) + Send + 'static {
    let mut floats = Vec::new();
    move |output: &mut [T]| {
        floats.resize(output.len(), 0.0);
        fill(&mut floats);
        for (out, &sample) in output.iter_mut().zip(&floats) {
            *out = T::from_sample(sample);
        }
    }
}

/// Linear interpolation from one rate to another over a stream that comes in chunks: each
/// output sample lies between two input samples, the last of one chunk and the first of the
/// next included.
struct Resampler {
    /// Input samples per output sample.
    step: f64,
    /// Where the next output sample lies, in input samples counted from `last` (at 0).
    at: f64,
    /// The last input sample of the chunk before.
    last: f32,
}

impl Resampler {
    fn new(from: u32, to: u32) -> Resampler {
        Resampler {
            step: f64::from(from.max(1)) / f64::from(to.max(1)),
            at: 1.0,
            last: 0.0,
        }
    }

    /// `input` resampled, appended to `output`.
    fn push(&mut self, input: &[f32], output: &mut impl Extend<f32>) {
        let Some(&end) = input.last() else {
            return;
        };
        let sample = |i: usize| if i == 0 { self.last } else { input[i - 1] };
        let mut made = Vec::with_capacity((input.len() as f64 / self.step) as usize + 2);
        let mut at = self.at;
        while (at as usize) < input.len() {
            let i = at as usize;
            let (a, b) = (sample(i), sample(i + 1));
            made.push(a + (b - a) * (at - i as f64) as f32);
            at += self.step;
        }
        output.extend(made);
        self.at = at - input.len() as f64;
        self.last = end;
    }

    /// A new stream begins: nothing of the old one is interpolated into it.
    fn reset(&mut self) {
        self.at = 1.0;
        self.last = 0.0;
    }
}

#[cfg(test)]
mod tests {
    use super::Resampler;

    /// The samples `input` makes at `to`, given in chunks of `chunk`.
    fn resampled(input: &[f32], from: u32, to: u32, chunk: usize) -> Vec<f32> {
        let mut resampler = Resampler::new(from, to);
        let mut output = Vec::new();
        for part in input.chunks(chunk) {
            resampler.push(part, &mut output);
        }
        output
    }

    /// `a` and `b` sample by sample, to a rounding's difference.
    fn close(a: &[f32], b: &[f32]) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-3)
    }

    #[test]
    fn the_same_rate_gives_the_same_samples_whatever_the_chunks() {
        // The last sample waits for the next chunk: it lies between it and the one after.
        let input: Vec<f32> = (0..100).map(|i| i as f32 / 100.0).collect();
        for chunk in [1, 7, 100] {
            let output = resampled(&input, 22_050, 22_050, chunk);
            assert!(
                close(&output, &input[..99]),
                "chunks of {chunk}: {output:?}"
            );
        }
    }

    #[test]
    fn a_ramp_stays_a_ramp_at_another_rate_across_chunk_edges() {
        // 22,050 Hz to 48,000 Hz: each output sample is on the line the input draws.
        let input: Vec<f32> = (0..2205).map(|i| i as f32).collect();
        let whole = resampled(&input, 22_050, 48_000, input.len());
        let step = 22_050.0 / 48_000.0;
        assert!(
            (whole.len() as i64 - 4800).abs() <= 2,
            "{} samples",
            whole.len()
        );
        for (n, &sample) in whole.iter().enumerate() {
            let expected = (n as f64 * step) as f32;
            assert!(
                (sample - expected).abs() < 1e-3,
                "sample {n}: {sample} ≠ {expected}"
            );
        }
        for chunk in [1, 5, 110, 441] {
            let chunked = resampled(&input, 22_050, 48_000, chunk);
            assert!(close(&chunked, &whole), "chunks of {chunk}");
        }
    }

    #[test]
    fn down_to_a_lower_rate_the_length_follows_the_rates() {
        let input = vec![0.5f32; 48_000];
        let output = resampled(&input, 48_000, 16_000, 480);
        assert!(
            (output.len() as i64 - 16_000).abs() <= 1,
            "{}",
            output.len()
        );
        assert!(output.iter().all(|&s| (s - 0.5).abs() < 1e-6));
    }
}
