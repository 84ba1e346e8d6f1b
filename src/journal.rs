//! The game journal on disk: every game is written as it is played, so that a crash, a closed
//! window or a power cut loses nothing completed. One file a game in the user's data directory
//! (`~/.local/share/annabella/games/` on Linux): the header (the setup) first, then every input
//! with its time, as JSON lines (`session::journal` defines them). Each line is written to the
//! file before the input's effects are said: from then the system has it, and no crash of the app
//! can take back what the player heard as done. A thread then flushes it to the disk (fsync), so
//! that a power cut loses at most the last moments; nobody waits for that (a slow disk must not
//! hold an announcement, and under load an fsync can take far longer than a key may).
//!
//! Reading back: a last line cut by the crash is dropped and said; a journal that cannot be read
//! at all is moved aside (never deleted) and reported with its path; a disk that is full or
//! read-only is reported once, and the game goes on in memory.

use std::{
    fs::{self, File, OpenOptions},
    io::Write,
    path::{Path, PathBuf},
    sync::{
        Arc, Mutex,
        mpsc::{self, Sender},
    },
    thread,
    time::{Duration, SystemTime},
};

use annabella_core::session::{
    Input, Session, Setup,
    journal::{Entry, Header, JOURNAL_VERSION, replay},
};

/// Between two journaled ticks at least this much time passes: time that passes is written
/// often enough that a crash loses less than a second of either clock.
const TICK_EVERY: Duration = Duration::from_millis(500);

/// The folder of the saved games: `$XDG_DATA_HOME/annabella/games` on Linux (the `directories`
/// crate's data directory), or `None` where the system names no home.
pub fn games_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "annabella").map(|dirs| dirs.data_dir().join("games"))
}

/// The instant a shell counts session time from, so that a game taken up again at `reached`
/// goes on from there (the time the app was away does not count).
pub fn epoch_continuing(reached: Duration) -> std::time::Instant {
    let now = std::time::Instant::now();
    now.checked_sub(reached).unwrap_or(now)
}

/// Why the journal could not be kept; told once, in words, by the shell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The game cannot be written (a full or read-only disk, no home folder).
    Unwritable(String),
}

/// The journal of the game being played.
pub struct Journal {
    path: PathBuf,
    /// The file, written on by the caller; `None` once it cannot be written.
    file: Option<File>,
    /// Tells the flushing thread that lines were written.
    written: Option<Sender<()>>,
    flusher: Option<thread::JoinHandle<()>>,
    fault: Arc<Mutex<Option<Fault>>>,
    fault_told: bool,
    last_at: Option<Duration>,
}

impl Journal {
    /// A new journal for a game about to start, in `dir`. Never fails: where the file cannot be
    /// written, the fault waits to be told and the game goes on unsaved.
    pub fn start(dir: &Path, setup: &Setup) -> Journal {
        let started = utc_now();
        let name = format!(
            "{}.jsonl",
            started.trim_end_matches(" UTC").replace([' ', ':'], "-")
        );
        let path = unique(dir, &name);
        let header = Header {
            version: JOURNAL_VERSION,
            started,
            setup: setup.clone(),
        };
        let opened = fs::create_dir_all(dir)
            .and_then(|()| File::create_new(&path))
            .map_err(|e| e.to_string());
        let mut journal = Journal::over(path, opened);
        journal.write(serde_json::to_string(&header).map_err(|e| e.to_string()));
        journal
    }

    /// The journal of a game taken up again: written on at its end.
    pub fn resume(path: &Path) -> Journal {
        let opened = OpenOptions::new()
            .append(true)
            .open(path)
            .map_err(|e| e.to_string());
        Journal::over(path.to_path_buf(), opened)
    }

    /// A journal that keeps nothing, with the reason told once (no data directory).
    pub fn unwritable(reason: &str) -> Journal {
        Journal::over(PathBuf::new(), Err(reason.to_string()))
    }

    fn over(path: PathBuf, file: Result<File, String>) -> Journal {
        let fault = Arc::new(Mutex::new(None));
        let flushed = file.and_then(|file| {
            let copy = file.try_clone().map_err(|e| e.to_string())?;
            Ok((file, flusher(copy, Arc::clone(&fault))))
        });
        let (file, written, flusher) = match flushed {
            Ok((file, (written, handle))) => (Some(file), Some(written), Some(handle)),
            Err(reason) => {
                set_fault(&fault, Fault::Unwritable(reason));
                (None, None, None)
            }
        };
        Journal {
            path,
            file,
            written,
            flusher,
            fault,
            fault_told: false,
            last_at: None,
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes an input the session has taken at `at`. A tick is written only when it changed
    /// something (`eventful`: a cue, a flag) or every `TICK_EVERY`, so that the clocks come back
    /// within a second.
    pub fn record(&mut self, at: Duration, input: &Input, eventful: bool) {
        let quiet_tick = *input == Input::Tick && !eventful;
        if quiet_tick && self.last_at.is_some_and(|last| at < last + TICK_EVERY) {
            return;
        }
        self.last_at = Some(at);
        let entry = Entry::new(at, input.clone());
        self.write(serde_json::to_string(&entry).map_err(|e| e.to_string()));
    }

    /// Appends a line (one write: the system has it when this returns) and has it flushed to
    /// the disk. A line that cannot be written stops the writing and is reported.
    fn write(&mut self, line: Result<String, String>) {
        let Some(file) = self.file.as_mut() else {
            return;
        };
        let written = line.and_then(|line| {
            file.write_all(format!("{line}\n").as_bytes())
                .map_err(|e| e.to_string())
        });
        match written {
            Ok(()) => {
                if let Some(written) = &self.written {
                    let _ = written.send(());
                }
            }
            Err(reason) => {
                set_fault(&self.fault, Fault::Unwritable(reason));
                self.file = None;
                self.written = None;
            }
        }
    }

    /// The fault to tell, once.
    pub fn take_fault(&mut self) -> Option<Fault> {
        if self.fault_told {
            return None;
        }
        let fault = self.fault.lock().ok()?.clone();
        self.fault_told = fault.is_some();
        fault
    }
}

impl Drop for Journal {
    /// Every line written reaches the disk before the app ends.
    fn drop(&mut self) {
        self.written = None;
        if let Some(flusher) = self.flusher.take() {
            let _ = flusher.join();
        }
    }
}

fn set_fault(slot: &Mutex<Option<Fault>>, fault: Fault) {
    if let Ok(mut slot) = slot.lock()
        && slot.is_none()
    {
        *slot = Some(fault);
    }
}

/// The flushing thread: after lines are written it flushes them to the disk (fsync), once for
/// all written meanwhile; a flush that fails is reported.
fn flusher(file: File, fault: Arc<Mutex<Option<Fault>>>) -> (Sender<()>, thread::JoinHandle<()>) {
    let (written, lines) = mpsc::channel::<()>();
    let handle = thread::spawn(move || {
        while lines.recv().is_ok() {
            lines.try_iter().for_each(drop);
            if let Err(error) = file.sync_data() {
                set_fault(&fault, Fault::Unwritable(error.to_string()));
                return;
            }
        }
    });
    (written, handle)
}

/// `name` in `dir`, or `name` with a number when a file of that name exists.
fn unique(dir: &Path, name: &str) -> PathBuf {
    let first = dir.join(name);
    if !first.exists() {
        return first;
    }
    let stem = name.trim_end_matches(".jsonl");
    (2..)
        .map(|n| dir.join(format!("{stem}-{n}.jsonl")))
        .find(|path| !path.exists())
        .unwrap_or(first)
}

/// "2026-11-23 14:05:09 UTC": a shell may read the clock; the core never does. (UTC: the
/// standard library knows no time zones, and a journal's name must sort by time.)
fn utc_now() -> String {
    let secs = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (year, month, day) = civil_from_days(days as i64);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02} UTC",
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}

/// The calendar date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// A journal read back.
pub struct Saved {
    pub path: PathBuf,
    pub header: Header,
    pub entries: Vec<Entry>,
    /// The last line was cut off (the app stopped while writing it) and is left out.
    pub cut: bool,
}

impl Saved {
    /// Reads a journal; `Err` with the reason when it cannot be read at all.
    pub fn read(path: &Path) -> Result<Saved, String> {
        let text = fs::read(path).map_err(|e| e.to_string())?;
        let text = String::from_utf8_lossy(&text);
        let mut lines = text.split_inclusive('\n').enumerate().peekable();
        let (_, first) = lines.next().ok_or("empty")?;
        let header: Header =
            serde_json::from_str(first.trim_end()).map_err(|e| format!("line 1: {e}"))?;
        if header.version != JOURNAL_VERSION {
            return Err(format!(
                "version {}, this app reads version {JOURNAL_VERSION}",
                header.version
            ));
        }
        let mut entries = Vec::new();
        let mut cut = false;
        while let Some((number, line)) = lines.next() {
            let last = lines.peek().is_none();
            match serde_json::from_str::<Entry>(line.trim_end()) {
                Ok(entry) => entries.push(entry),
                // Only the last line can have been cut by a crash.
                Err(_) if last => cut = true,
                Err(e) => return Err(format!("line {}: {e}", number + 1)),
            }
        }
        Ok(Saved {
            path: path.to_path_buf(),
            header,
            entries,
            cut,
        })
    }

    /// The game as it stood at the journal's end.
    pub fn replay(&self) -> Result<Session, String> {
        replay(&self.header, self.entries.iter().cloned()).map_err(|e| e.to_string())
    }
}

/// What looking through the saved games found.
#[derive(Default)]
pub struct Found {
    /// The newest unfinished game, replayed.
    pub unfinished: Option<(Saved, Session)>,
    /// Journals that could not be read, each moved aside: (where it was, where it is, why).
    pub moved_aside: Vec<(PathBuf, PathBuf, String)>,
}

/// The saved games in `dir`, newest first.
pub fn list(dir: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
                .collect()
        })
        .unwrap_or_default();
    paths.sort();
    paths.reverse();
    paths
}

/// Looks for the newest unfinished game; journals that cannot be read are moved aside into
/// `dir/unreadable/`.
pub fn find_unfinished(dir: &Path) -> Found {
    let mut found = Found::default();
    for path in list(dir) {
        match Saved::read(&path).and_then(|saved| saved.replay().map(|session| (saved, session))) {
            Ok((saved, session)) => {
                if session.result().is_none() && !session.game().plies().is_empty() {
                    found.unfinished = Some((saved, session));
                    break;
                }
            }
            Err(reason) => {
                let aside = dir.join("unreadable");
                let moved = aside.join(path.file_name().unwrap_or_default());
                let _ = fs::create_dir_all(&aside);
                if fs::rename(&path, &moved).is_ok() {
                    found.moved_aside.push((path, moved, reason));
                }
            }
        }
    }
    found
}

/// What a game can begin with: the folder of saved games, the newest unfinished game, and what
/// to tell first (journals moved aside), in the interface language.
pub struct Opening {
    pub dir: Option<PathBuf>,
    pub unfinished: Option<(Saved, Session)>,
    pub notes: Vec<String>,
}

impl Opening {
    /// Looks through the saved games.
    pub fn look(ui: &annabella_core::ui_text::UiText) -> Opening {
        let Some(dir) = games_dir() else {
            return Opening {
                dir: None,
                unfinished: None,
                notes: Vec::new(),
            };
        };
        let found = find_unfinished(&dir);
        let notes = found
            .moved_aside
            .iter()
            .map(|(path, moved, reason)| {
                ui.text_with(
                    "journal-broken",
                    &[
                        ("path", path.display().to_string().into()),
                        ("moved", moved.display().to_string().into()),
                        ("reason", reason.clone().into()),
                    ],
                )
            })
            .collect();
        Opening {
            dir: Some(dir),
            unfinished: found.unfinished,
            notes,
        }
    }

    /// The journal of a new game of `setup` (one that tells it cannot write, without a folder).
    pub fn new_journal(&self, setup: &Setup) -> Journal {
        match &self.dir {
            Some(dir) => Journal::start(dir, setup),
            None => Journal::unwritable("no home folder"),
        }
    }
}

/// What to tell when a game is taken up: its last line was cut off by the crash.
pub fn taken_up_notes(saved: &Saved, ui: &annabella_core::ui_text::UiText) -> Vec<String> {
    if saved.cut {
        vec![ui.text("journal-cut")]
    } else {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use annabella_core::session::script::{InlineEngines, Script};

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("annabella-journal-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// Plays a script and journals what it feeds the session, as a shell does (ticks at most
    /// every half second unless they did something); waits until the writer has it on disk.
    fn journal_of(dir: &Path, script: &Script) -> PathBuf {
        let mut journal = Journal::start(dir, &script.setup);
        let mut lines = 1;
        script
            .run_observed(
                &mut InlineEngines::new(1, std::time::Instant::now),
                &mut |at, input, eventful| {
                    let before = journal.last_at;
                    journal.record(at, input, eventful);
                    if journal.last_at != before || *input != Input::Tick {
                        lines += 1;
                    }
                },
            )
            .unwrap();
        let path = journal.path().to_path_buf();
        drop(journal);
        // The writer thread ends when the journal is dropped; give it the time to finish.
        for _ in 0..200 {
            let text = fs::read_to_string(&path).unwrap_or_default();
            if text.lines().count() == lines && text.ends_with('\n') {
                break;
            }
            thread::sleep(Duration::from_millis(10));
        }
        path
    }

    #[test]
    fn every_scenario_script_comes_back_from_its_journal() {
        let dir = temp_dir("round-trip");
        let scripts = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scripts");
        let mut checked = 0;
        for entry in fs::read_dir(scripts).unwrap() {
            let path = entry.unwrap().path();
            let script = Script::parse(&fs::read_to_string(&path).unwrap()).unwrap();
            let journal = journal_of(&dir, &script);
            let saved = Saved::read(&journal).unwrap();
            assert!(!saved.cut);
            let replayed = saved.replay().unwrap();
            let (played, _) = script
                .run(&mut InlineEngines::new(1, std::time::Instant::now))
                .unwrap();
            let name = path.display();
            assert_eq!(replayed.game().plies(), played.game().plies(), "{name}");
            assert_eq!(replayed.incidents(), played.incidents(), "{name}");
            assert_eq!(replayed.result(), played.result(), "{name}");
            for color in [shakmaty::Color::White, shakmaty::Color::Black] {
                assert_eq!(
                    replayed.scoresheet(color),
                    played.scoresheet(color),
                    "{name}"
                );
                let (a, b) = (replayed.clock_reading(color), played.clock_reading(color));
                assert!(
                    a.abs_diff(b) <= Duration::from_secs(1),
                    "{name}: {a:?} {b:?}"
                );
            }
            checked += 1;
        }
        assert!(checked >= 10, "{checked} scripts");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_cut_last_line_is_dropped_and_said_and_a_broken_journal_is_moved_aside() {
        let dir = temp_dir("faults");
        let script = Script::parse(
            "mode tournament\ntime 90+30\nkey Space\ntype e4\nkey c Space\ntype e5\n",
        )
        .unwrap();
        let path = journal_of(&dir, &script);
        let full = fs::read_to_string(&path).unwrap();
        // The crash cut the last line in the middle.
        let cut = &full[..full.len() - 12];
        fs::write(&path, cut).unwrap();
        let saved = Saved::read(&path).unwrap();
        assert!(saved.cut);
        assert_eq!(saved.entries.len(), script.timed_inputs().len() - 1);
        let session = saved.replay().unwrap();
        assert_eq!(session.game().plies().len(), 1, "e4 stays, e5 was cut");
        // A journal with a broken line in the middle is moved aside, not deleted.
        let mut lines: Vec<&str> = full.lines().collect();
        lines[2] = "{not json";
        fs::write(&path, lines.join("\n") + "\n").unwrap();
        let found = find_unfinished(&dir);
        assert!(found.unfinished.is_none());
        let (from, to, reason) = &found.moved_aside[0];
        assert_eq!(from, &path);
        assert!(to.exists() && !path.exists());
        assert!(reason.starts_with("line 3"), "{reason}");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_journal_that_cannot_be_written_is_told_once_and_the_game_goes_on() {
        let mut journal = Journal::start(
            Path::new("/proc/annabella-cannot-write-here"),
            &Setup::default(),
        );
        assert!(matches!(journal.take_fault(), Some(Fault::Unwritable(_))));
        assert_eq!(journal.take_fault(), None);
        journal.record(Duration::ZERO, &Input::Tick, true);
    }

    #[test]
    fn dates_are_counted_right() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_415), (2025, 11, 23));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }
}
