//! The default sink's monitor, recorded with `parec` (pulseaudio-utils): what a player would
//! hear, and when. Shared by the tests of the sound paths.

// Each test file uses the part it needs.
#![allow(dead_code)]

use std::{
    io::Read,
    process::{Child, Command, Stdio},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

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
        // The recording is running once blocks come.
        let sink = Sink { recorder, blocks };
        if !wait_until(Duration::from_secs(3), || sink.blocks().len() > 50) {
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
