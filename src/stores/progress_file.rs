//! The training record on disk (`training.json` in the data directory, beside the games):
//! saved as the games' journals are kept safe — written whole to a temporary file, synced,
//! renamed over the old one, and the directory synced — so a crash or a power cut leaves the
//! old record or the new one, never half of either; a symlinked record is written through to
//! its target, its mode kept. A file that is no readable record (a folder or a pipe, over
//! [`LARGEST`], not text, not JSON) is kept aside under a new name and said with the reason;
//! training starts afresh and never crashes or waits on it. A record with parts this version
//! does not know (a newer version's) or cannot read is read in its other parts and written
//! back whole (`annabella_core::training::record`).
//!
//! One copy of the app trains on the record at a time ([`lock`]): each exercise loads the
//! record afresh and saves it whole, so two copies training at once would each write over what
//! the other kept. The second is told and trains once the first has finished its exercise.

use std::{
    fmt, fs,
    io::{self, Read},
    path::{Path, PathBuf},
    time::{SystemTime, UNIX_EPOCH},
};

use super::settings::write_atomically;
use annabella_core::{
    message::{Arg, Message},
    training::{progress::Progress, record::Record},
};

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
    /// No readable record, and it could not be moved aside either (`/dev/zero`).
    NotARecord {
        path: PathBuf,
        why: Unreadable,
        error: io::Error,
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
            ProgressFileError::NotARecord { path, why, error } => {
                write!(f, "{}: {why}; not moved aside: {error}", path.display())
            }
        }
    }
}

impl std::error::Error for ProgressFileError {}

/// The largest record read: a player's record of years is a few hundred kilobytes; a file
/// larger than this is no record (`--record /dev/zero` is not read for ever).
pub const LARGEST: u64 = 16 * 1024 * 1024;

/// What was found on disk.
#[derive(Debug)]
pub struct Loaded {
    pub record: Record,
    /// A record that could not be read, moved aside, to be said once.
    pub kept_aside: Option<KeptAside>,
}

/// A file that was no readable record, moved aside under a new name.
#[derive(Debug)]
pub struct KeptAside {
    pub file: PathBuf,
    pub why: Unreadable,
    /// What the file held whole was read back (`Record::recover`): training goes on with it,
    /// not with a new record.
    pub recovered: bool,
}

/// Why a file is no training record that can be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// A folder, a pipe or a device.
    NotAFile,
    /// Larger than [`LARGEST`], with its size in bytes.
    TooLarge(u64),
    /// Not UTF-8 text (a binary file, another encoding).
    NotText,
    /// Text, but no record: serde's words with the line and column.
    NotARecord(String),
}

impl Unreadable {
    /// Why, in the interface language's words.
    pub fn message(&self) -> Message {
        match self {
            Unreadable::NotAFile => Message::ui("train-record-not-a-file"),
            Unreadable::TooLarge(size) => {
                Message::Ui("train-record-too-large", vec![("size", Arg::Number(*size))])
            }
            Unreadable::NotText => Message::ui("train-record-not-text"),
            Unreadable::NotARecord(detail) => Message::Ui(
                "train-record-not-json",
                vec![(
                    "detail",
                    Arg::Key(annabella_core::shown::visible(detail, 100)),
                )],
            ),
        }
    }
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreadable::NotAFile => f.write_str("not a file (a folder, a pipe or a device)"),
            Unreadable::TooLarge(size) => write!(f, "larger than a training record ({size} bytes)"),
            Unreadable::NotText => f.write_str("not text"),
            Unreadable::NotARecord(detail) => write!(f, "not a training record: {detail}"),
        }
    }
}

/// The record at `path` taken for this copy of the app: an advisory lock (`flock`) on
/// `training.lock` beside it, held until the value is dropped. The record itself cannot carry
/// the lock: saving puts a new file in its place.
#[derive(Debug)]
pub struct RecordLock {
    _file: fs::File,
}

/// Opens `path` without waiting: a pipe with no one at its other end is not waited on for
/// ever (`O_NONBLOCK`; what it is, is checked after).
fn open_at_once(options: &mut fs::OpenOptions, path: &Path) -> io::Result<fs::File> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// Takes the record at `path` for this copy, or says that another copy has it. The lock's own
/// file is the one named when it cannot be opened.
pub fn lock(path: &Path) -> Result<RecordLock, ProgressFileError> {
    let lock_path = path.with_extension("lock");
    let failed = |error| ProgressFileError::Io {
        path: lock_path.clone(),
        error,
    };
    fs::create_dir_all(folder(path)).map_err(failed)?;
    let file = open_at_once(
        fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true),
        &lock_path,
    )
    .map_err(failed)?;
    if !file.metadata().map_err(failed)?.is_file() {
        return Err(failed(io::Error::other(Unreadable::NotAFile.to_string())));
    }
    match file.try_lock() {
        Ok(()) => Ok(RecordLock { _file: file }),
        Err(fs::TryLockError::WouldBlock) => Err(ProgressFileError::InUse {
            path: path.to_path_buf(),
        }),
        Err(fs::TryLockError::Error(error)) => Err(failed(error)),
    }
}

/// The folder that holds `path` (`.` for a bare name).
fn folder(path: &Path) -> &Path {
    path.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// Reads the record at `path`: a missing file is a new player; a file that is no readable
/// record (a folder or a pipe, too large, not text, not a record) is moved aside with the
/// reason, and training goes on with a new one. A record in parts new to this version or
/// damaged is read in the parts it can be, the rest kept ([`Record::read`]).
pub fn load(path: &Path) -> Result<Loaded, ProgressFileError> {
    let failed = |error| ProgressFileError::Io {
        path: path.to_path_buf(),
        error,
    };
    let read = match read_capped(path) {
        Ok(read) => read,
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            return Ok(Loaded {
                record: Record::default(),
                kept_aside: None,
            });
        }
        Err(error) => return Err(failed(error)),
    };
    // A record cut short gives back what it holds whole; the file as it was is kept aside all
    // the same, for the player to see.
    let mut recovered = None;
    let why = match read.map(String::from_utf8) {
        Ok(Ok(text)) => match Record::read(&text) {
            Ok(record) => {
                return Ok(Loaded {
                    record,
                    kept_aside: None,
                });
            }
            Err(error) => {
                recovered = Record::recover(&text);
                Unreadable::NotARecord(error.to_string())
            }
        },
        Ok(Err(_)) => Unreadable::NotText,
        Err(why) => why,
    };
    let aside = free_name(path);
    if let Err(error) = fs::rename(path, &aside) {
        return Err(ProgressFileError::NotARecord {
            path: path.to_path_buf(),
            why,
            error,
        });
    }
    Ok(Loaded {
        kept_aside: Some(KeptAside {
            file: aside,
            why,
            recovered: recovered.is_some(),
        }),
        record: recovered.unwrap_or_default(),
    })
}

/// The player's progress at `path`, only read (no lock taken, nothing moved aside: another
/// copy may train on it): to say what is due as a game opens. `None` where there is no
/// readable record; training says why when it opens it.
pub fn peek(path: &Path) -> Option<Progress> {
    let bytes = read_capped(path).ok()?.ok()?;
    let text = String::from_utf8(bytes).ok()?;
    Record::read(&text).ok().map(|record| record.progress)
}

/// The bytes of the file at `path`, or why it is no record before it is read: not a plain
/// file, or larger than [`LARGEST`] (checked while reading too: a file may grow).
fn read_capped(path: &Path) -> io::Result<Result<Vec<u8>, Unreadable>> {
    let file = open_at_once(fs::OpenOptions::new().read(true), path)?;
    let metadata = file.metadata()?;
    if !metadata.is_file() {
        return Ok(Err(Unreadable::NotAFile));
    }
    if metadata.len() > LARGEST {
        return Ok(Err(Unreadable::TooLarge(metadata.len())));
    }
    let mut bytes = Vec::new();
    file.take(LARGEST + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > LARGEST {
        return Ok(Err(Unreadable::TooLarge(bytes.len() as u64)));
    }
    Ok(Ok(bytes))
}

/// `training.damaged-N.json`, the first N not taken.
fn free_name(path: &Path) -> PathBuf {
    (1..)
        .map(|n| path.with_extension(format!("damaged-{n}.json")))
        .find(|p| fs::symlink_metadata(p).is_err())
        .unwrap_or_else(|| path.with_extension("damaged.json"))
}

/// Saves `record` at `path`, merged with what another copy wrote there since this one read or
/// wrote `base`: the file is read again (under the lock, [`lock`]), and when it is not `base`
/// any more the changes of both are kept (`record::merged`) — never written over blind.
/// Written atomically (a new file beside it, synced, renamed into its place, the folder
/// synced), every number in range: a value that is not a number would be written as `null`.
/// `record` becomes what was written; returns the new `base`, as the file now reads.
pub fn save(
    path: &Path,
    base: &Progress,
    record: &mut Record,
) -> Result<Progress, ProgressFileError> {
    let theirs = read_capped(path)
        .ok()
        .and_then(Result::ok)
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .and_then(|text| Record::read(&text).ok());
    if let Some(theirs) = theirs.filter(|theirs| theirs.progress != *base) {
        record.merge_from(base, theirs);
    }
    let text = record.write().map_err(ProgressFileError::Encode)?;
    write_atomically(path, text.as_bytes()).map_err(|error| ProgressFileError::Io {
        path: path.to_path_buf(),
        error,
    })?;
    let written = Record::read(&text).unwrap_or_default().progress;
    record.progress = written.clone();
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;
    use annabella_core::training::{drills::DrillKind, lessons::StageId, progress::DrillScore};

    fn saved(path: &Path, progress: &Progress) {
        let mut record = Record::new(progress.clone());
        save(path, &Progress::default(), &mut record).expect("saved");
    }

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
        assert_eq!(
            load(&path).expect("new").record.progress,
            Progress::default()
        );
        let mut progress = Progress::default();
        progress.record_level(StageId::Rook, 1, 3);
        let score = DrillScore {
            right: 9,
            asked: 10,
            timed: true,
        };
        progress.record_drill(DrillKind::KnightDistance, score, 1_800_000_000);
        saved(&path, &progress);
        let loaded = load(&path).expect("read");
        assert_eq!(loaded.record.progress, progress);
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
        assert_eq!(loaded.record.progress, Progress::default());
        let aside = loaded.kept_aside.expect("kept aside");
        assert!(
            matches!(aside.why, Unreadable::NotARecord(_)),
            "{:?}",
            aside.why
        );
        let aside = aside.file;
        assert!(aside.exists() && !path.exists(), "{}", aside.display());
        assert!(aside.to_string_lossy().ends_with("training.damaged-1.json"));
        let _ = fs::remove_dir_all(&dir);
    }

    /// Cut short (a copy stopped half-way, a disk that lost the file's end), the record gives
    /// back what it holds whole, and the file as it was is kept aside all the same.
    #[test]
    fn a_record_cut_short_goes_on_with_what_it_holds_whole() {
        let dir = temp_dir("cut");
        let path = dir.join("training.json");
        let mut progress = Progress::default();
        progress.record_level(annabella_core::training::lessons::StageId::Rook, 0, 3);
        progress.puzzles_solved.insert("p1".into());
        let whole = Record::new(progress.clone()).write().expect("written");
        let cut = &whole[..whole.len() - 5];
        fs::write(&path, cut).expect("write");
        let loaded = load(&path).expect("not an error");
        let aside = loaded.kept_aside.expect("kept aside");
        assert!(aside.recovered);
        assert_eq!(
            fs::read_to_string(&aside.file).expect("kept as it was"),
            cut
        );
        let stars = |p: &Progress| p.stars(annabella_core::training::lessons::StageId::Rook);
        assert_eq!(stars(&loaded.record.progress), stars(&progress));
        assert!(loaded.record.progress.puzzles_solved.contains("p1"));
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_save_after_another_copy_saved_keeps_both_copies_training() {
        // Finding 4: a copy whose save failed (a full disk) wrote its record over what the
        // other copy had saved meanwhile. Now the file is read again and both are kept.
        let dir = temp_dir("merge");
        let path = dir.join("training.json");
        let round = |right| DrillScore {
            right,
            asked: 10,
            timed: false,
        };
        let first = load(&path).expect("new").record;
        let mut play = first.clone();
        play.progress
            .record_drill(DrillKind::KnightDistance, round(4), 1_800_000_000);
        let mut train = load(&path).expect("new").record;
        train
            .progress
            .record_drill(DrillKind::NameSquare, round(9), 1_800_000_100);
        train.progress.record_level(StageId::Rook, 0, 3);
        save(&path, &first.progress, &mut train).expect("train saves");
        let base = save(&path, &first.progress, &mut play).expect("play saves after");
        let kept = load(&path).expect("read").record.progress;
        assert_eq!(kept, base);
        assert_eq!(kept.drill_scores(DrillKind::KnightDistance), [round(4)]);
        assert_eq!(kept.drill_scores(DrillKind::NameSquare), [round(9)]);
        assert_eq!(kept.stars(StageId::Rook)[0], 3);
        let _ = fs::remove_dir_all(&dir);
    }
}
