//! The default sink's monitor, recorded with `parec` (pulseaudio-utils): what a player would
//! hear, and when. Shared by the tests of the sound paths.
//!
//! Each block read is one millisecond of the sink's own sound, so counting blocks measures
//! sound in the sink's time, which a busy machine does not stretch; when a block was read
//! (its `Instant`) is only used to tell before from after something the test did, and the
//! latencies it gives are printed, not asserted.

// Each test file uses the part it needs.
#![allow(dead_code)]

use std::{
    io::Read,
    process::{Child, Command, Stdio},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

/// How long the sink is waited for (the tests' `PATIENCE`; this file is also the benchmarks',
/// which have no `common`).
pub const PATIENCE: Duration = Duration::from_secs(120);

/// The default sink's monitor, recorded by `parec`: when each block of samples arrived and
/// whether it held sound.
pub struct Sink {
    recorder: Child,
    /// (when the block was read, whether it held sound)
    blocks: Arc<Mutex<Vec<(Instant, bool)>>>,
}

/// Samples per block read (1 ms at 48 kHz).
const BLOCK: usize = 48;

impl Sink {
    pub fn record() -> Option<Sink> {
        let mut recorder = match Command::new("parec")
            .args([
                "--device=@DEFAULT_MONITOR@",
                "--raw",
                "--format=s16le",
                "--channels=1",
                "--rate=48000",
                "--latency-msec=1",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
        {
            Ok(child) => child,
            Err(reason) => {
                eprintln!("skipped: parec cannot be run ({reason})");
                return None;
            }
        };
        let mut output = recorder.stdout.take()?;
        let blocks = Arc::new(Mutex::new(Vec::new()));
        let into = blocks.clone();
        std::thread::spawn(move || {
            let mut bytes = [0u8; BLOCK * 2];
            while output.read_exact(&mut bytes).is_ok() {
                let now = Instant::now();
                let loud = bytes
                    .chunks_exact(2)
                    .any(|s| i16::from_le_bytes([s[0], s[1]]).unsigned_abs() > 300);
                into.lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .push((now, loud));
            }
        });
        // The recording is running once blocks come; where parec ends instead (no sound
        // server), the test skips at once.
        let mut sink = Sink { recorder, blocks };
        let mut ended = false;
        let came = wait_until(PATIENCE, || {
            ended = matches!(sink.recorder.try_wait(), Ok(Some(_)));
            ended || sink.blocks().len() > 50
        });
        if !came || ended {
            eprintln!("skipped: the sink's monitor gives no samples");
            return None;
        }
        Some(sink)
    }

    pub fn blocks(&self) -> Vec<(Instant, bool)> {
        self.blocks
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    /// How long after `since` the first block with sound arrived, waiting at most `limit`.
    pub fn first_sound_after(&self, since: Instant, limit: Duration) -> Option<Duration> {
        let mut found = None;
        wait_until(limit, || {
            found = self
                .blocks()
                .iter()
                .find(|(at, loud)| *loud && *at >= since)
                .map(|(at, _)| at.duration_since(since));
            found.is_some()
        });
        found
    }

    /// Waits until the sound is over: a quarter of a second of the sink's own time without
    /// sound after the last block with sound read after `since`. Fails after `PATIENCE`.
    pub fn until_quiet(&self, since: Instant) {
        const QUIET: usize = 250;
        let over = wait_until(PATIENCE, || {
            let blocks = self.blocks();
            let after: Vec<bool> = blocks
                .iter()
                .filter(|(at, _)| *at >= since)
                .map(|(_, loud)| *loud)
                .collect();
            let last_loud = after.iter().rposition(|loud| *loud).map_or(0, |i| i + 1);
            after.len() >= last_loud + QUIET
        });
        assert!(over, "the sink never went quiet");
    }

    /// When the sink played the recording's first block, as well as the readings tell it: a
    /// block is read some time after it was played, never before, and the sink plays a block a
    /// millisecond; so the reading least behind its block (the earliest of each reading less
    /// its place in the stream) tells when the stream began. From it, when each block was
    /// played — which a busy machine's slow reader does not move.
    pub fn stream_began(&self) -> Option<Instant> {
        self.blocks()
            .iter()
            .enumerate()
            .filter_map(|(i, (at, _))| at.checked_sub(Duration::from_millis(i as u64)))
            .min()
    }

    /// How much sound the sink played at or after `since`: a millisecond a block with sound,
    /// placed by [`Sink::stream_began`].
    pub fn sound_after(&self, since: Instant) -> Duration {
        let Some(began) = self.stream_began() else {
            return Duration::ZERO;
        };
        let loud = self
            .blocks()
            .iter()
            .enumerate()
            .filter(|(i, (_, loud))| *loud && began + Duration::from_millis(*i as u64) >= since)
            .count();
        Duration::from_millis(loud as u64)
    }

    /// When the sink played its last block with sound, placed by [`Sink::stream_began`].
    pub fn last_played(&self) -> Option<Instant> {
        let began = self.stream_began()?;
        let last = self.blocks().iter().rposition(|(_, loud)| *loud)?;
        Some(began + Duration::from_millis(last as u64))
    }

    /// From the first to the last block with sound read at or after `since`, in the sink's
    /// time (blocks, not the clock): how long the sound lasted, gaps included.
    pub fn sound_span_after(&self, since: Instant) -> Option<Duration> {
        let after: Vec<bool> = self
            .blocks()
            .iter()
            .filter(|(at, _)| *at >= since)
            .map(|(_, loud)| *loud)
            .collect();
        let first = after.iter().position(|loud| *loud)?;
        let last = after.iter().rposition(|loud| *loud)?;
        Some(Duration::from_millis((last + 1 - first) as u64))
    }

    /// When the last block with sound arrived.
    pub fn last_sound(&self) -> Option<Instant> {
        self.blocks()
            .iter()
            .rev()
            .find(|(_, loud)| *loud)
            .map(|(at, _)| *at)
    }
}

impl Drop for Sink {
    fn drop(&mut self) {
        let _ = self.recorder.kill();
        let _ = self.recorder.wait();
    }
}

/// Waits until `done`, looking every 5 ms, at most `limit`; whether it came.
pub fn wait_until(limit: Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    false
}
