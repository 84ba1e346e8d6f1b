//! The training record on disk (`training.json` in the data directory, beside the games):
//! saved as the games' journals are kept safe — written whole to a temporary file, synced,
//! renamed over the old one, and the directory synced — so a crash or a power cut leaves the
//! old record or the new one, never half of either. A damaged file is kept aside under a new
//! name and said in plain words; training starts afresh and never crashes on it.
//!
//! One copy of the app trains on the record at a time ([`lock`]): each exercise loads the
//! record afresh and saves it whole, so two copies training at once would each write over what
//! the other kept. The second is told and trains once the first has finished its exercise.

use std::{
    fmt, fs,
    io::{self, Write},
    path::{Path, PathBuf},
    time::{SystemTime, UNIX_EPOCH},
};

use annabella_core::training::progress::Progress;

/// The file's place: `~/.local/share/annabella/training.json` on Linux.
pub fn path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "annabella")
        .map(|dirs| dirs.data_dir().join("training.json"))
}

/// Now, in seconds since 1970: the core's repetition schedule counts in these.
pub fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// Why the record could not be read or saved.
#[derive(Debug)]
pub enum ProgressFileError {
    Io {
        path: PathBuf,
        error: io::Error,
    },
    Encode(serde_json::Error),
    /// Another copy of the app trains on this record now.
    InUse {
        path: PathBuf,
    },
}

impl fmt::Display for ProgressFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressFileError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            ProgressFileError::Encode(error) => error.fmt(f),
            ProgressFileError::InUse { path } => {
                write!(f, "{}: another Annabella trains on it now", path.display())
            }
        }
    }
}

impl std::error::Error for ProgressFileError {}

/// What was found on disk.
#[derive(Debug)]
pub struct Loaded {
    pub progress: Progress,
    /// Where a damaged record was moved, to be said once.
    pub kept_aside: Option<PathBuf>,
}

/// The record at `path` taken for this copy of the app: an advisory lock (`flock`) on
/// `training.lock` beside it, held until the value is dropped. The record itself cannot carry
/// the lock: saving puts a new file in its place.
#[derive(Debug)]
pub struct RecordLock {
    _file: fs::File,
}

/// Takes the record at `path` for this copy, or says that another copy has it.
pub fn lock(path: &Path) -> Result<RecordLock, ProgressFileError> {
    let failed = |error| ProgressFileError::Io {
        path: path.to_path_buf(),
        error,
    };
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir).map_err(failed)?;
    let file = fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path.with_extension("lock"))
        .map_err(failed)?;
    match file.try_lock() {
        Ok(()) => Ok(RecordLock { _file: file }),
        Err(fs::TryLockError::WouldBlock) => Err(ProgressFileError::InUse {
            path: path.to_path_buf(),
        }),
        Err(fs::TryLockError::Error(error)) => Err(failed(error)),
    }
}

/// Reads the record at `path`: a missing file is a new player; a damaged one is moved aside.
pub fn load(path: &Path) -> Result<Loaded, ProgressFileError> {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            return Ok(Loaded {
                progress: Progress::default(),
                kept_aside: None,
            });
        }
        Err(error) => {
            return Err(ProgressFileError::Io {
                path: path.to_path_buf(),
                error,
            });
        }
    };
    match serde_json::from_str::<Progress>(&text) {
        Ok(mut progress) => {
            progress.mend();
            Ok(Loaded {
                progress,
                kept_aside: None,
            })
        }
        Err(_) => {
            let aside = free_name(path);
            fs::rename(path, &aside).map_err(|error| ProgressFileError::Io {
                path: path.to_path_buf(),
                error,
            })?;
            Ok(Loaded {
                progress: Progress::default(),
                kept_aside: Some(aside),
            })
        }
    }
}

/// `training.damaged-N.json`, the first N not taken.
fn free_name(path: &Path) -> PathBuf {
    (1..)
        .map(|n| path.with_extension(format!("damaged-{n}.json")))
        .find(|p| !p.exists())
        .unwrap_or_else(|| path.with_extension("damaged.json"))
}

/// Saves `progress` at `path` atomically: temp file, fsync, rename, fsync of the directory.
pub fn save(path: &Path, progress: &Progress) -> Result<(), ProgressFileError> {
    let failed = |error| ProgressFileError::Io {
        path: path.to_path_buf(),
        error,
    };
    // Every number within its range before it is written: a value that is not a number would
    // be written as `null`, and the record could not be read back.
    let mut progress = progress.clone();
    progress.mend();
    let text = serde_json::to_string_pretty(&progress).map_err(ProgressFileError::Encode)?;
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir).map_err(failed)?;
    let temp = path.with_extension(format!("json.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = fs::File::create(&temp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        fs::rename(&temp, path)?;
        // The rename itself is made durable by syncing the directory that holds it.
        fs::File::open(dir)?.sync_all()
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temp);
    }
    written.map_err(failed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use annabella_core::training::{drills::DrillKind, lessons::StageId, progress::DrillScore};

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("annabella-progress-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("temp dir");
        dir
    }

    #[test]
    fn one_copy_at_a_time_takes_the_record_and_it_is_free_again_when_let_go() {
        let dir = temp_dir("lock");
        let path = dir.join("training.json");
        let first = lock(&path).expect("free");
        assert!(matches!(
            lock(&path),
            Err(ProgressFileError::InUse { path: p }) if p == path
        ));
        drop(first);
        assert!(lock(&path).is_ok(), "free once let go");
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn a_saved_record_comes_back_whole_and_leaves_no_temporary_file() {
        let dir = temp_dir("roundtrip");
        let path = dir.join("training.json");
        assert_eq!(load(&path).expect("new").progress, Progress::default());
        let mut progress = Progress::default();
        progress.record_level(StageId::Rook, 1, 3);
        let score = DrillScore {
            right: 9,
            asked: 10,
            timed: true,
        };
        progress.record_drill(DrillKind::KnightDistance, score, 1_800_000_000);
        save(&path, &progress).expect("saved");
        let loaded = load(&path).expect("read");
        assert_eq!(loaded.progress, progress);
        assert!(loaded.kept_aside.is_none());
        let names: Vec<_> = fs::read_dir(&dir)
            .expect("dir")
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(names, ["training.json"]);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_damaged_record_is_kept_aside_and_training_starts_afresh() {
        let dir = temp_dir("damaged");
        let path = dir.join("training.json");
        fs::write(&path, "{\"lessons\": {\"rook\": [3, ").expect("write");
        let loaded = load(&path).expect("not an error");
        assert_eq!(loaded.progress, Progress::default());
        let aside = loaded.kept_aside.expect("kept aside");
        assert!(aside.exists() && !path.exists(), "{}", aside.display());
        assert!(aside.to_string_lossy().ends_with("training.damaged-1.json"));
        let _ = fs::remove_dir_all(&dir);
    }
}
