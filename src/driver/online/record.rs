//! `annabella online --record DIR`: every line lichess sent, as it came, with when it came and
//! on which stream (fixtures for the tests, a record for a bug report). The token is never in
//! it: only the streams' lines are written.

use std::{
    io::Write,
    path::Path,
    sync::Mutex,
    time::{Instant, SystemTime, UNIX_EPOCH},
};

use crate::error::Error;

/// The record being written: one file, one line of JSON for each line lichess sent.
#[derive(Debug)]
pub struct Record {
    file: Mutex<std::fs::File>,
    started: Instant,
}

impl Record {
    /// A new record in `dir` (made when missing), `lichess-<seconds since 1970>.ndjson`.
    pub fn create(dir: &Path) -> Result<Record, Error> {
        std::fs::create_dir_all(dir).map_err(|e| Error::file(dir, e))?;
        let stamp = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_secs());
        let path = dir.join(format!("lichess-{stamp}.ndjson"));
        let file = std::fs::OpenOptions::new()
            .create_new(true)
            .write(true)
            .open(&path)
            .map_err(|e| Error::file(&path, e))?;
        Ok(Record {
            file: Mutex::new(file),
            started: Instant::now(),
        })
    }

    /// One line of `stream` (`event`, `game`), written at once (a crash keeps what came).
    pub fn line(&self, stream: &str, line: &str) {
        let entry = serde_json::json!({
            "at_ms": self.started.elapsed().as_millis() as u64,
            "stream": stream,
            "line": line,
        });
        if let Ok(mut file) = self.file.lock() {
            let _ = writeln!(file, "{entry}");
        }
    }
}
