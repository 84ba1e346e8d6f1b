//! Plays earcons: the `Earcons` trait, with PulseAudio streams on short buffers for real sound
//! (`pulse_earcons`: a cue at the sink within a few milliseconds), cpal where there is no
//! PulseAudio (or a device is named), a null backend for when there is no output device (it says
//! so once, and everything else keeps working), and a recording backend for tests. The built-in
//! voice's streams are here too: PulseAudio's (`pulse`) and cpal's (`voice_stream`).
//!
//! The sounds are the WAV files in `audio/`, built into the binary so the app never misses them.
//! `synth` makes those files.

mod alsa_quiet;
pub mod pulse;
pub mod pulse_earcons;
pub mod synth;
pub mod voice_stream;

pub use pulse_earcons::PulseEarcons;

use std::{
    collections::HashMap,
    fmt,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
        mpsc::{self, Receiver, Sender},
    },
};

use annabella_core::{earcon::Earcon, ui_text::UiText};
use cpal::{
    FromSample, SampleFormat, SizedSample, StreamConfig,
    traits::{DeviceTrait, HostTrait, StreamTrait},
};

/// Something that can play earcons.
pub trait Earcons {
    /// Starts `earcon` at `volume` (0.0 to 1.0), mixed over whatever is playing. Never blocks.
    fn play(&mut self, earcon: Earcon, volume: f32);

    /// A problem the user should be told about, given once (no device, the stream broke).
    fn take_notice(&mut self) -> Option<AudioNotice>;
}

/// Why there is no sound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AudioNotice {
    /// No output device could be opened; the reason as the system gave it.
    NoDevice(String),
    /// The output stream failed while playing.
    StreamFailed(String),
}

impl AudioNotice {
    /// The message id in `locales/ui`, and the system's reason (without its full stop, which
    /// the message supplies).
    pub fn message(&self) -> (&'static str, &str) {
        let (id, reason) = match self {
            AudioNotice::NoDevice(reason) => ("audio-no-device", reason),
            AudioNotice::StreamFailed(reason) => ("audio-stream-failed", reason),
        };
        (id, reason.trim_end_matches(['.', ' ']))
    }

    /// The notice in the user's interface language.
    pub fn text(&self, ui: &UiText) -> String {
        let (id, reason) = self.message();
        ui.text_with(id, &[("reason", reason.to_string().into())])
    }
}

/// The embedded WAV file of an earcon.
pub fn wav_file(earcon: Earcon) -> &'static [u8] {
    match earcon {
        Earcon::Dot => include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/audio/dot.wav")),
        Earcon::DoubleDot => {
            include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/audio/double-dot.wav"))
        }
        Earcon::FlagMinute => include_bytes!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/audio/flag-minute.wav"
        )),
        Earcon::FlagTenSeconds => include_bytes!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/audio/flag-ten-seconds.wav"
        )),
        Earcon::FlagSecond => include_bytes!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/audio/flag-second.wav"
        )),
        Earcon::FlagFall => {
            include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/audio/flag-fall.wav"))
        }
    }
}

/// A decoded sound: mono samples and their rate.
#[derive(Clone, Debug, PartialEq)]
pub struct Sound {
    pub rate: u32,
    pub samples: Vec<f32>,
}

impl Sound {
    /// Decodes a WAV file (integer or float, any channel count: channels are averaged).
    pub fn decode(bytes: &[u8]) -> Result<Sound, hound::Error> {
        let mut reader = hound::WavReader::new(bytes)?;
        let spec = reader.spec();
        let interleaved: Vec<f32> = match spec.sample_format {
            hound::SampleFormat::Float => reader.samples::<f32>().collect::<Result<_, _>>()?,
            hound::SampleFormat::Int => {
                let scale = 1.0 / (1u64 << (spec.bits_per_sample - 1)) as f32;
                reader
                    .samples::<i32>()
                    .map(|s| s.map(|s| s as f32 * scale))
                    .collect::<Result<_, _>>()?
            }
        };
        let channels = usize::from(spec.channels.max(1));
        let samples = interleaved
            .chunks(channels)
            .map(|frame| frame.iter().sum::<f32>() / channels as f32)
            .collect();
        Ok(Sound {
            rate: spec.sample_rate,
            samples,
        })
    }

    /// The shipped sound of an earcon. The files are compiled in and each is decoded by the
    /// tests, so a broken one cannot reach a player.
    #[allow(clippy::expect_used)]
    pub fn of(earcon: Earcon) -> Sound {
        Sound::decode(wav_file(earcon)).expect("the audio/ files are valid WAV (tested)")
    }

    /// The same sound at another rate, by linear interpolation (the earcons are short tones, so
    /// this is plenty).
    pub fn resampled(&self, rate: u32) -> Sound {
        if rate == self.rate || self.samples.is_empty() {
            return Sound {
                rate,
                samples: self.samples.clone(),
            };
        }
        let step = self.rate as f64 / rate as f64;
        let len = (self.samples.len() as f64 / step).floor() as usize;
        let samples = (0..len)
            .map(|i| {
                let x = i as f64 * step;
                let j = x as usize;
                let frac = (x - j as f64) as f32;
                let a = self.samples[j];
                let b = *self.samples.get(j + 1).unwrap_or(&a);
                a + (b - a) * frac
            })
            .collect();
        Sound { rate, samples }
    }

    pub fn duration(&self) -> std::time::Duration {
        std::time::Duration::from_secs_f64(self.samples.len() as f64 / f64::from(self.rate))
    }
}

/// Opens the default output (PulseAudio's default sink on short buffers, else cpal's default
/// device), or the first cpal device whose name contains `device`; when there is none, the null
/// backend that says why once.
pub fn open(device: Option<&str>) -> Box<dyn Earcons> {
    if device.is_none()
        && let Ok(earcons) = PulseEarcons::open(&pulse::LIBRARY_NAMES)
    {
        return Box::new(earcons);
    }
    match CpalEarcons::open(device) {
        Ok(player) => Box::new(player),
        Err(reason) => Box::new(NullEarcons::new(AudioNotice::NoDevice(reason))),
    }
}

/// An output the background thread drives: it plays, and rests while all is quiet.
trait Output: Earcons {
    /// How long `earcon` sounds.
    fn length(&self, earcon: Earcon) -> std::time::Duration;
    /// Quiet: stop what costs while nothing sounds; not quiet: be ready to sound.
    fn quiet(&mut self, quiet: bool);
}

impl Output for PulseEarcons {
    fn length(&self, earcon: Earcon) -> std::time::Duration {
        self.duration(earcon)
    }
    fn quiet(&mut self, quiet: bool) {
        // A write starts a resting stream by itself.
        if quiet {
            self.rest();
        }
    }
}

impl Output for CpalEarcons {
    fn length(&self, earcon: Earcon) -> std::time::Duration {
        self.duration(earcon)
    }
    fn quiet(&mut self, quiet: bool) {
        self.set_running(!quiet);
    }
}

/// The output of `open_in_background`, opened on its thread: PulseAudio's default sink when no
/// device is named, else (or where there is no PulseAudio) cpal's device, stopped.
fn open_output(device: Option<&str>) -> Result<Box<dyn Output>, String> {
    if device.is_none()
        && let Ok(earcons) = PulseEarcons::open(&pulse::LIBRARY_NAMES)
    {
        return Ok(Box::new(earcons));
    }
    Ok(Box::new(CpalEarcons::open_stopped(device)?))
}

/// The output device opened on a thread of its own, for the window: opening a device can take
/// long where the sound server hangs, and the window must not wait for it. Sounds asked for
/// before it is open are played once it is; a device that cannot be opened is told as a notice.
pub fn open_in_background(device: Option<&str>) -> Box<dyn Earcons> {
    let device = device.map(str::to_string);
    let (plays, inbox) = std::sync::mpsc::channel::<(Earcon, f32)>();
    let notices = Arc::new(Mutex::new(Vec::new()));
    let told = notices.clone();
    let started = std::thread::Builder::new()
        .name("earcons".into())
        .spawn(move || {
            let tell = |notice: Option<AudioNotice>| {
                if let Some(notice) = notice {
                    told.lock().unwrap_or_else(|e| e.into_inner()).push(notice);
                }
            };
            // The output lives on this thread (a cpal stream cannot move between threads
            // everywhere). Quiet while nothing sounds; ready for each sound, quiet again after.
            let mut earcons = match open_output(device.as_deref()) {
                Ok(earcons) => earcons,
                Err(reason) => return tell(Some(AudioNotice::NoDevice(reason))),
            };
            let mut quiet_at: Option<std::time::Instant> = None;
            loop {
                let wait = quiet_at.map_or(std::time::Duration::from_secs(3600), |at| {
                    at.saturating_duration_since(std::time::Instant::now())
                });
                match inbox.recv_timeout(wait) {
                    Ok((earcon, volume)) => {
                        if quiet_at.is_none() {
                            earcons.quiet(false);
                        }
                        earcons.play(earcon, volume);
                        let ends = std::time::Instant::now() + earcons.length(earcon) + AFTERGLOW;
                        quiet_at = Some(quiet_at.map_or(ends, |at| at.max(ends)));
                    }
                    Err(mpsc::RecvTimeoutError::Timeout) => {
                        if quiet_at.take().is_some() {
                            earcons.quiet(true);
                        }
                    }
                    Err(mpsc::RecvTimeoutError::Disconnected) => return,
                }
                tell(earcons.take_notice());
            }
        });
    match started {
        Ok(_) => Box::new(Background { plays, notices }),
        Err(e) => Box::new(NullEarcons::new(AudioNotice::NoDevice(e.to_string()))),
    }
}

/// How long the stream runs on after a sound has ended (the device's own buffer drains).
const AFTERGLOW: std::time::Duration = std::time::Duration::from_millis(500);

/// The shell's side of `open_in_background`.
struct Background {
    plays: Sender<(Earcon, f32)>,
    notices: Arc<Mutex<Vec<AudioNotice>>>,
}

impl Earcons for Background {
    fn play(&mut self, earcon: Earcon, volume: f32) {
        let _ = self.plays.send((earcon, volume));
    }

    fn take_notice(&mut self) -> Option<AudioNotice> {
        let mut notices = self.notices.lock().unwrap_or_else(|e| e.into_inner());
        (!notices.is_empty()).then(|| notices.remove(0))
    }
}

/// No sound: used when no output device could be opened.
#[derive(Debug)]
pub struct NullEarcons {
    notice: Option<AudioNotice>,
}

impl NullEarcons {
    /// No sound because none is needed (an untimed game has no clock to hear): nothing to tell.
    pub fn silent() -> NullEarcons {
        NullEarcons { notice: None }
    }

    pub fn new(notice: AudioNotice) -> NullEarcons {
        NullEarcons {
            notice: Some(notice),
        }
    }
}

impl Earcons for NullEarcons {
    fn play(&mut self, _earcon: Earcon, _volume: f32) {}

    fn take_notice(&mut self) -> Option<AudioNotice> {
        self.notice.take()
    }
}

/// Remembers what was played, for tests.
#[derive(Clone, Debug, Default)]
pub struct RecordingEarcons {
    played: Arc<Mutex<Vec<(Earcon, f32)>>>,
}

impl RecordingEarcons {
    pub fn new() -> RecordingEarcons {
        RecordingEarcons::default()
    }

    /// Everything played so far, in order, with its volume.
    pub fn played(&self) -> Vec<(Earcon, f32)> {
        self.played
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }
}

impl Earcons for RecordingEarcons {
    fn play(&mut self, earcon: Earcon, volume: f32) {
        self.played
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push((earcon, volume));
    }

    fn take_notice(&mut self) -> Option<AudioNotice> {
        None
    }
}

/// One sound being played by the mixer.
struct Voice {
    samples: Arc<[f32]>,
    position: usize,
    gain: f32,
}

/// Mixes the voices that are playing into the output. Runs on the audio thread: it never blocks
/// and allocates only when more voices overlap than ever before.
struct Mixer {
    incoming: Receiver<Voice>,
    voices: Vec<Voice>,
    channels: usize,
    finished: Arc<AtomicU64>,
}

impl Mixer {
    fn fill<T: SizedSample + FromSample<f32>>(&mut self, output: &mut [T]) {
        while let Ok(voice) = self.incoming.try_recv() {
            self.voices.push(voice);
        }
        for frame in output.chunks_mut(self.channels) {
            let mut sum = 0.0f32;
            for voice in &mut self.voices {
                if let Some(sample) = voice.samples.get(voice.position) {
                    sum += sample * voice.gain;
                    voice.position += 1;
                }
            }
            let value = T::from_sample(sum.clamp(-1.0, 1.0));
            frame.fill(value);
        }
        let before = self.voices.len();
        self.voices.retain(|v| v.position < v.samples.len());
        let done = (before - self.voices.len()) as u64;
        self.finished.fetch_add(done, Ordering::Relaxed);
    }
}

/// Real sound through cpal: the stream is opened once and kept; each `play` hands a voice to the
/// mixer on the audio thread.
pub struct CpalEarcons {
    stream: cpal::Stream,
    rate: u32,
    sender: Sender<Voice>,
    sounds: HashMap<Earcon, Arc<[f32]>>,
    failure: Failure,
    failure_told: bool,
    finished: Arc<AtomicU64>,
    device: String,
}

impl fmt::Debug for CpalEarcons {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CpalEarcons")
            .field("device", &self.device)
            .finish_non_exhaustive()
    }
}

impl CpalEarcons {
    /// Opens the output, running, or says why it cannot.
    pub fn open(wanted: Option<&str>) -> Result<CpalEarcons, String> {
        let earcons = CpalEarcons::open_stopped(wanted)?;
        earcons.stream.play().map_err(|e| e.to_string())?;
        Ok(earcons)
    }

    /// Opens the output with its stream stopped: `set_running(true)` starts it.
    ///
    /// A panic inside cpal while it finds the device is told as no device, as any other
    /// failure to open is: cpal 0.18's WASAPI host unwraps an error where Windows' audio
    /// service is not registered (Wine with no sound driver), on the thread that opens it.
    pub fn open_stopped(wanted: Option<&str>) -> Result<CpalEarcons, String> {
        std::panic::catch_unwind(|| CpalEarcons::open_unguarded(wanted))
            .unwrap_or_else(|_| Err("the sound system failed while looking for a device".into()))
    }

    fn open_unguarded(wanted: Option<&str>) -> Result<CpalEarcons, String> {
        let (device, config, format) = output_device(wanted)?;
        let rate = config.sample_rate;
        let (sender, incoming) = mpsc::channel();
        let failure = Failure::default();
        let finished = Arc::new(AtomicU64::new(0));
        let mut mixer = Mixer {
            incoming,
            voices: Vec::with_capacity(16),
            channels: usize::from(config.channels.max(1)),
            finished: finished.clone(),
        };
        let stream = match format {
            SampleFormat::F32 => build(
                &device,
                &config,
                move |o: &mut [f32]| mixer.fill(o),
                failure.clone(),
            ),
            SampleFormat::I16 => build(
                &device,
                &config,
                move |o: &mut [i16]| mixer.fill(o),
                failure.clone(),
            ),
            SampleFormat::U16 => build(
                &device,
                &config,
                move |o: &mut [u16]| mixer.fill(o),
                failure.clone(),
            ),
            SampleFormat::I32 => build(
                &device,
                &config,
                move |o: &mut [i32]| mixer.fill(o),
                failure.clone(),
            ),
            other => return Err(format!("unsupported sample format {other}")),
        }?;
        let sounds = Earcon::ALL
            .into_iter()
            .map(|e| (e, Sound::of(e).resampled(rate).samples.into()))
            .collect();
        Ok(CpalEarcons {
            stream,
            rate,
            sender,
            sounds,
            failure,
            failure_told: false,
            finished,
            device: device.to_string(),
        })
    }

    /// The device's name, as the system calls it.
    pub fn device(&self) -> &str {
        &self.device
    }

    /// Runs or stops the output stream. A running stream costs CPU even when it plays silence
    /// (the mixer is called every few milliseconds), so an idle app stops it.
    pub fn set_running(&mut self, running: bool) {
        let done = if running {
            self.stream.play()
        } else {
            self.stream.pause()
        };
        if let Err(e) = done {
            self.failure.set(e.to_string());
        }
    }

    /// How long `earcon` sounds.
    pub fn duration(&self, earcon: Earcon) -> std::time::Duration {
        std::time::Duration::from_secs_f64(self.sounds[&earcon].len() as f64 / f64::from(self.rate))
    }

    /// How many sounds have played to the end (lets a test wait for real playback).
    pub fn finished(&self) -> u64 {
        self.finished.load(Ordering::Relaxed)
    }
}

/// The default output device (or the first whose name contains `wanted`), its default
/// configuration and sample format; why there is none, in words.
fn output_device(
    wanted: Option<&str>,
) -> Result<(cpal::Device, StreamConfig, SampleFormat), String> {
    // A missing card is told once by the app (`audio-no-device`), not by libasound.
    alsa_quiet::silence();
    let host = cpal::default_host();
    let device = match wanted {
        None => host.default_output_device(),
        Some(name) => host
            .output_devices()
            .map_err(|e| e.to_string())?
            .find(|d| d.to_string().contains(name)),
    }
    .ok_or_else(|| match wanted {
        Some(name) => format!("no output device named {name}"),
        None => "no default output device".to_string(),
    })?;
    let supported = device.default_output_config().map_err(|e| e.to_string())?;
    let format = supported.sample_format();
    Ok((device, supported.into(), format))
}

/// The first failure that stops a cpal stream, set on the audio thread and read on the app's.
#[derive(Clone, Debug, Default)]
struct Failure(Arc<Mutex<Option<String>>>);

impl Failure {
    /// Keeps `reason` unless a failure is kept already (a broken stream fails again and again).
    fn set(&self, reason: String) {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get_or_insert(reason);
    }

    fn get(&self) -> Option<String> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}

/// An output stream on `device` whose blocks `fill` writes, on the audio thread; a failure
/// that stops it is kept in `failure`.
fn build<T: SizedSample + FromSample<f32>>(
    device: &cpal::Device,
    config: &StreamConfig,
    mut fill: impl FnMut(&mut [T]) + Send + 'static,
    failure: Failure,
) -> Result<cpal::Stream, String> {
    device
        .build_output_stream(
            *config,
            move |output: &mut [T], _| fill(output),
            move |error: cpal::Error| {
                // Only a lost device or a dead stream stops the sound; the rest (an underrun, a
                // rerouted default device, a transient backend error) the stream survives, so
                // telling the user would only worry them.
                let fatal = matches!(
                    error.kind(),
                    cpal::ErrorKind::DeviceNotAvailable
                        | cpal::ErrorKind::HostUnavailable
                        | cpal::ErrorKind::StreamInvalidated
                );
                if fatal {
                    failure.set(error.to_string());
                }
            },
            None,
        )
        .map_err(|e| e.to_string())
}

impl Earcons for CpalEarcons {
    fn play(&mut self, earcon: Earcon, volume: f32) {
        let samples = self.sounds[&earcon].clone();
        let voice = Voice {
            samples,
            position: 0,
            gain: volume.clamp(0.0, 1.0),
        };
        if self.sender.send(voice).is_err() {
            self.failure.set("the audio thread stopped".to_string());
        }
    }

    /// The first failure only: a broken stream tends to fail again and again.
    fn take_notice(&mut self) -> Option<AudioNotice> {
        if self.failure_told {
            return None;
        }
        let reason = self.failure.get()?;
        self.failure_told = true;
        Some(AudioNotice::StreamFailed(reason))
    }
}

#[cfg(test)]
mod tests;
