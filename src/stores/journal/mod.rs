//! The game journal on disk: every game is written as it is played, so that a crash, a closed
//! window, a power cut or a full disk loses nothing the player was told was done. One file a
//! game in the user's data directory (`~/.local/share/annabella/games/` on Linux): the header
//! (the setup) first, then every input with its time, as JSON lines (`session::journal` defines
//! them).
//!
//! The writer's promises:
//! - **Whole lines.** Each input is written as one whole line in one write, before its effects
//!   are said; a thread then flushes it to the disk (fsync), so that a slow disk never holds an
//!   announcement. A write that fails half-way is cut off again at once, and before the next.
//! - **Faults are states.** When a write fails the game goes on in memory; the fault is told
//!   once ([`News::Unwritable`]), every later input tries again (writing everything unsaved, whole
//!   lines), and the first that succeeds is told too ([`News::WritableAgain`]). Meanwhile
//!   [`Journal::unsaved`] counts what would be lost, and [`Journal::save_elsewhere`] writes it all
//!   to another folder.
//! - **One writer a game.** A journal is locked (an advisory lock, `flock`) while a game is
//!   open in it: a second copy of the app is refused with [`JournalError::OpenElsewhere`].
//! - **Unique names.** A new journal's name is its start time to the millisecond and a counter,
//!   created exclusively; which game is the newest is read from the header's start time.
//! - **Mended before use.** Taking a game up ([`Journal::resume`]) cuts off a last line the
//!   crash left unfinished before anything is appended, and says what it held; a journal that
//!   still cannot be read is moved aside (never deleted) and told: which file, where to, why.

mod lock;
mod mend;
mod names;

pub use mend::{Dropped, Unreadable};
pub use names::now_ms;

use std::{
    fmt,
    fs::{self, File, OpenOptions, TryLockError},
    io::{Read, Write},
    path::{Path, PathBuf},
    sync::{
        Arc, Mutex,
        mpsc::{self, Sender},
    },
    thread,
    time::Duration,
};

use annabella_core::{
    announce::move_tokens,
    notation::parse_move,
    session::{
        Input, Message, Session, Setup,
        journal::{Entry, Header, JOURNAL_VERSION, replay},
    },
    ui_text::UiText,
    vocab::{VocabId, Vocabulary},
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

/// Why a journal cannot be opened or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JournalError {
    /// Another copy of the app has this game open (it holds the journal's lock).
    OpenElsewhere { path: PathBuf },
    /// The journal cannot be read from this line on.
    Unreadable {
        path: PathBuf,
        line: usize,
        reason: String,
    },
    /// The system refused the file (missing, no permission, a full or read-only disk).
    Io { path: PathBuf, reason: String },
    /// The journal reads, but its game cannot be played again (a start position refused).
    Unplayable {
        path: PathBuf,
        error: annabella_core::rules::RulesError,
    },
}

impl JournalError {
    /// The error in the interface language.
    pub fn words(&self, ui: &UiText) -> String {
        match self {
            JournalError::OpenElsewhere { path } => ui.text_with(
                "journal-open-elsewhere",
                &[("path", path.display().to_string().into())],
            ),
            JournalError::Unreadable { path, line, reason } => ui.text_with(
                "journal-unreadable",
                &[
                    ("path", path.display().to_string().into()),
                    ("line", (*line).into()),
                    ("reason", annabella_core::shown::visible(reason, 120).into()),
                ],
            ),
            JournalError::Io { path, reason } => ui.text_with(
                "journal-io",
                &[
                    ("path", path.display().to_string().into()),
                    ("reason", reason.clone().into()),
                ],
            ),
            JournalError::Unplayable { path, error } => {
                let reason = error.message().render(Vocabulary::get(VocabId::Fide), ui);
                ui.text_with(
                    "journal-unplayable",
                    &[
                        ("path", path.display().to_string().into()),
                        ("reason", reason.into()),
                    ],
                )
            }
        }
    }

    /// For a game open in another copy of the app, what a shell offers instead of playing it:
    /// to read it here (Enter) or start a new game (N), in the interface language. `None` for
    /// any other error.
    pub fn read_offer(&self, ui: &UiText) -> Option<String> {
        match self {
            JournalError::OpenElsewhere { path } => Some(ui.text_with(
                "journal-open-elsewhere-offer",
                &[("path", path.display().to_string().into())],
            )),
            _ => None,
        }
    }

    fn io(path: &Path, error: &std::io::Error) -> JournalError {
        JournalError::Io {
            path: path.to_path_buf(),
            reason: error.to_string(),
        }
    }
}

impl fmt::Display for JournalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(UiText::get(annabella_core::ui_text::UiLanguage::En)))
    }
}

impl std::error::Error for JournalError {}

/// What the journal has to tell after an input: said once each time it changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// Writing failed: the game goes on in memory, and every input tries again.
    Unwritable(String),
    /// A write succeeded again: everything kept in memory is on the disk now.
    WritableAgain,
    /// The system names no folder for the games (no home folder): kept in memory only.
    NoFolder,
}

impl News {
    /// The news in the interface language.
    pub fn words(&self, ui: &UiText) -> String {
        match self {
            News::Unwritable(reason) => {
                ui.text_with("journal-unwritable", &[("reason", reason.clone().into())])
            }
            News::WritableAgain => ui.text("journal-writable-again"),
            News::NoFolder => ui.text_with(
                "journal-unwritable",
                &[("reason", ui.text("error-no-data-folder").into())],
            ),
        }
    }
}

/// Whether the last write reached the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Saving {
    Writable,
    Unwritable,
}

/// The journal of the game being played.
pub struct Journal {
    path: PathBuf,
    /// Where a journal that could not be created is tried again (a full disk at the start).
    dir: Option<PathBuf>,
    /// The file, locked; `None` while it could not be created.
    file: Option<File>,
    /// How many bytes of the file are whole lines: a failed write is cut back to it.
    whole: u64,
    /// A failed write may have left part of a line after `whole`.
    ragged: bool,
    /// Lines not on the file yet (the header first, when the file could not be created).
    unsaved: Vec<String>,
    /// How many of them are inputs.
    unsaved_inputs: usize,
    saving: Saving,
    news: Option<News>,
    started_ms: u64,
    /// Tells the flushing thread that lines were written.
    written: Option<Sender<()>>,
    flusher: Option<thread::JoinHandle<()>>,
    /// A flush (fsync) that failed, from the flushing thread.
    flush_failed: Arc<Mutex<Option<String>>>,
    last_at: Option<Duration>,
}

/// A journal taken up again: the journal to write on, and the game as it reads now.
pub struct Resumed {
    pub journal: Journal,
    pub saved: Saved,
}

impl Journal {
    /// A new journal for a game about to start, in `dir`. Never fails: where the file cannot be
    /// created, the fault waits to be told (`take_news`), the game goes on in memory and every
    /// input tries again.
    pub fn start(dir: &Path, setup: &Setup) -> Journal {
        let mut journal = Journal::headed(setup);
        journal.dir = Some(dir.to_path_buf());
        journal.write_unsaved();
        journal
    }

    /// A journal not yet on any disk, its header (the setup) the first line kept in memory.
    fn headed(setup: &Setup) -> Journal {
        let started_ms = now_ms();
        let header = Header {
            version: JOURNAL_VERSION,
            started: names::for_people(started_ms),
            started_ms,
            setup: setup.clone(),
        };
        let mut journal = Journal::empty(PathBuf::new(), started_ms);
        match serde_json::to_string(&header) {
            Ok(line) => journal.unsaved.push(line),
            Err(e) => journal.failed(e.to_string()),
        }
        journal
    }

    /// Takes up the game in the journal at `path`: locks it (another copy of the app holding
    /// it is [`JournalError::OpenElsewhere`]), cuts off what a crash left unfinished before
    /// anything is appended, and reads the game as it stands. What was left out is in
    /// `saved.dropped`, to be told.
    pub fn resume(path: &Path) -> Result<Resumed, JournalError> {
        let mut file = OpenOptions::new()
            .read(true)
            .append(true)
            .open(path)
            .map_err(|e| JournalError::io(path, &e))?;
        lock(&file, path)?;
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes)
            .map_err(|e| JournalError::io(path, &e))?;
        let mended = mend::mend(&bytes).map_err(|e| unreadable(path, e))?;
        if mended.needs_mending(bytes.len() as u64) {
            file = if mended.in_place {
                file.set_len(mended.kept.len() as u64)
                    .and_then(|()| file.sync_data())
                    .map_err(|e| JournalError::io(path, &e))?;
                file
            } else {
                rewrite(path, &mended.kept, file)?
            };
        }
        let whole = mended.kept.len() as u64;
        let started_ms = started_ms(&mended.header);
        let mut journal = Journal::empty(path.to_path_buf(), started_ms);
        journal.open_on(file, whole);
        Ok(Resumed {
            journal,
            saved: Saved {
                path: path.to_path_buf(),
                header: mended.header,
                entries: mended.entries,
                dropped: mended.dropped,
            },
        })
    }

    /// The journal of a game where the system names no folder for the games (no home): the
    /// game is kept in memory only, which is told once; it can be saved elsewhere.
    pub fn without_folder(setup: &Setup) -> Journal {
        let mut journal = Journal::headed(setup);
        journal.saving = Saving::Unwritable;
        journal.news = Some(News::NoFolder);
        journal
    }

    fn empty(path: PathBuf, started_ms: u64) -> Journal {
        Journal {
            path,
            dir: None,
            file: None,
            whole: 0,
            ragged: false,
            unsaved: Vec::new(),
            unsaved_inputs: 0,
            saving: Saving::Writable,
            news: None,
            started_ms,
            written: None,
            flusher: None,
            flush_failed: Arc::new(Mutex::new(None)),
            last_at: None,
        }
    }

    /// Writes on `file` from now on, `whole` bytes of it whole lines; its flushing thread starts.
    fn open_on(&mut self, file: File, whole: u64) {
        // Without a second handle the lines are written but not flushed by a thread: the
        // system still writes them out in its own time.
        if let Ok(copy) = file.try_clone() {
            let (written, handle) = flusher(copy, Arc::clone(&self.flush_failed));
            self.written = Some(written);
            self.flusher = Some(handle);
        }
        self.file = Some(file);
        self.whole = whole;
    }

    /// The journal's file (empty while none could be created).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes an input the session has taken at `at`, with everything still unsaved before it,
    /// as whole lines. A tick is written only when it changed something (`eventful`: a cue, a
    /// flag) or every `TICK_EVERY`, so that the clocks come back within a second. Returns what
    /// is to be told: that saving failed, or works again.
    pub fn record(&mut self, at: Duration, input: &Input, eventful: bool) -> Option<News> {
        let quiet_tick = *input == Input::Tick && !eventful;
        if quiet_tick && self.last_at.is_some_and(|last| at < last + TICK_EVERY) {
            return self.news.take();
        }
        self.last_at = Some(at);
        match serde_json::to_string(&Entry::new(at, input.clone())) {
            Ok(line) => {
                self.unsaved.push(line);
                self.unsaved_inputs += 1;
            }
            Err(e) => self.failed(e.to_string()),
        }
        self.write_unsaved();
        self.news.take()
    }

    /// What is to be told now (a journal that could not be created at the start).
    pub fn take_news(&mut self) -> Option<News> {
        self.news.take()
    }

    /// How many inputs are kept in memory only (lost if the app stopped now).
    pub fn unsaved(&self) -> usize {
        self.unsaved_inputs
    }

    /// What to say when the game is left (`/quit`, the window closed) while inputs are kept in
    /// memory only: how many, and what can be done; `None` when everything is saved.
    /// `at_the_terminal`: the warning names `/save` and `/quit` rather than the window's ways.
    pub fn unsaved_warning(&self, ui: &UiText, at_the_terminal: bool) -> Option<String> {
        let input = if at_the_terminal { "lines" } else { "keys" };
        (self.unsaved_inputs > 0).then(|| {
            ui.text_with(
                "journal-unsaved-warning",
                &[("n", self.unsaved_inputs.into()), ("input", input.into())],
            )
        })
    }

    /// What to say when [`Journal::save_elsewhere`] wrote the game to `path`.
    pub fn saved_elsewhere_words(path: &Path, ui: &UiText) -> String {
        ui.text_with(
            "journal-saved-elsewhere",
            &[("path", path.display().to_string().into())],
        )
    }

    /// Writes the whole game — what is on the disk and what is only in memory — to a new
    /// journal file in `dir` (another disk, a stick), and says where. It can be taken up or
    /// exported from there like any journal.
    pub fn save_elsewhere(&self, dir: &Path) -> Result<PathBuf, JournalError> {
        let mut text = match fs::read(&self.path) {
            Ok(mut bytes) if !self.path.as_os_str().is_empty() => {
                bytes.truncate(usize::try_from(self.whole).unwrap_or(usize::MAX));
                bytes
            }
            _ => Vec::new(),
        };
        for line in &self.unsaved {
            text.extend_from_slice(line.as_bytes());
            text.push(b'\n');
        }
        fs::create_dir_all(dir).map_err(|e| JournalError::io(dir, &e))?;
        let (path, file) = names::create_unique(dir, self.started_ms, &text)
            .map_err(|e| JournalError::io(dir, &e))?;
        file.sync_all().map_err(|e| JournalError::io(&path, &e))?;
        Ok(path)
    }

    /// Writes every unsaved line in one write. A failure cuts off what part of it reached the
    /// file, keeps the lines, and is told once; the first success after it is told too.
    fn write_unsaved(&mut self) {
        if let Some(reason) = self.flush_failed.lock().ok().and_then(|mut f| f.take()) {
            self.failed(reason);
        }
        if self.unsaved.is_empty() {
            return;
        }
        if self.file.is_none()
            && let Err(JournalError::Io { path, reason }) = self.create()
        {
            return self.failed(format!("{}: {reason}", path.display()));
        }
        let Some(file) = self.file.as_mut() else {
            return;
        };
        let mut buffer = Vec::with_capacity(self.unsaved.iter().map(|l| l.len() + 1).sum());
        for line in &self.unsaved {
            buffer.extend_from_slice(line.as_bytes());
            buffer.push(b'\n');
        }
        let whole = self.whole;
        let ragged = self.ragged;
        let written = (|| {
            if ragged {
                file.set_len(whole)?;
            }
            file.write_all(&buffer)
        })();
        match written {
            Ok(()) => {
                self.whole += buffer.len() as u64;
                self.ragged = false;
                self.unsaved.clear();
                self.unsaved_inputs = 0;
                if let Some(written) = &self.written {
                    let _ = written.send(());
                }
                if self.saving == Saving::Unwritable {
                    self.saving = Saving::Writable;
                    self.news = Some(News::WritableAgain);
                }
            }
            Err(error) => {
                // Part of the line may be on the file: cut it off (tried again before the next).
                self.ragged = file.set_len(whole).is_err();
                self.failed(error.to_string());
            }
        }
    }

    /// The journal's file, created with its header (the first unsaved line): at the start, or
    /// at a later input when it could not be created then.
    fn create(&mut self) -> Result<(), JournalError> {
        // A journal made without a folder told why when it was made; it has nowhere to go.
        let (Some(dir), Some(header)) = (self.dir.clone(), self.unsaved.first()) else {
            return Ok(());
        };
        let first = format!("{header}\n");
        let cannot = |error: std::io::Error| JournalError::io(&dir, &error);
        fs::create_dir_all(&dir).map_err(cannot)?;
        let (path, file) =
            names::create_unique(&dir, self.started_ms, first.as_bytes()).map_err(cannot)?;
        self.unsaved.remove(0);
        self.path = path;
        self.open_on(file, first.len() as u64);
        if let Some(written) = &self.written {
            let _ = written.send(());
        }
        Ok(())
    }

    /// Writing failed: told once, until it works again.
    fn failed(&mut self, reason: String) {
        if self.saving == Saving::Writable {
            self.saving = Saving::Unwritable;
            self.news = Some(News::Unwritable(reason));
        }
    }
}

impl Drop for Journal {
    /// What is unsaved gets a last try, and every line written reaches the disk before the app
    /// ends.
    fn drop(&mut self) {
        if self.saving == Saving::Unwritable {
            self.write_unsaved();
        }
        self.written = None;
        if let Some(flusher) = self.flusher.take() {
            let _ = flusher.join();
        }
    }
}

/// Takes the journal's lock: held while the file is open, so a second copy of the app cannot
/// write on the same game. A file system without locks is written on unlocked.
///
/// A lock found held is asked for again a few times over a fifth of a second before the game
/// is called open elsewhere: a process that starts a program (an engine, `annabella games`)
/// holds every file it has open, and with it the lock of a journal just closed, for the moment
/// between its fork and the program's start.
fn lock(file: &File, path: &Path) -> Result<(), JournalError> {
    for wait_ms in [0, 10, 30, 60, 100] {
        std::thread::sleep(std::time::Duration::from_millis(wait_ms));
        match lock::take(file) {
            Ok(()) | Err(TryLockError::Error(_)) => return Ok(()),
            Err(TryLockError::WouldBlock) => {}
        }
    }
    Err(JournalError::OpenElsewhere {
        path: path.to_path_buf(),
    })
}

/// Whether another copy of the app has the journal at `path` open.
pub fn open_elsewhere(path: &Path) -> bool {
    File::open(path).is_ok_and(|file| matches!(lock::take(&file), Err(TryLockError::WouldBlock)))
}

fn unreadable(path: &Path, error: Unreadable) -> JournalError {
    JournalError::Unreadable {
        path: path.to_path_buf(),
        line: error.line,
        reason: error.reason,
    }
}

/// Writes a mended journal anew (lines in the middle were left out): a new file beside it,
/// flushed, put in its place, and locked before the old one's lock is let go.
fn rewrite(path: &Path, text: &[u8], old: File) -> Result<File, JournalError> {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".mending");
    let temporary = path.with_file_name(name);
    let written = (|| {
        let mut file = File::create(&temporary)?;
        file.write_all(text)?;
        file.sync_all()?;
        fs::rename(&temporary, path)?;
        if let Some(dir) = path.parent()
            && let Ok(dir) = File::open(dir)
        {
            let _ = dir.sync_all();
        }
        OpenOptions::new().read(true).append(true).open(path)
    })();
    let file = written.map_err(|e| JournalError::io(path, &e))?;
    lock(&file, path)?;
    drop(old);
    Ok(file)
}

/// The flushing thread: after lines are written it flushes them to the disk (fsync), once for
/// all written meanwhile; a flush that fails is reported, and the next is tried all the same.
fn flusher(file: File, failed: Arc<Mutex<Option<String>>>) -> (Sender<()>, thread::JoinHandle<()>) {
    let (written, lines) = mpsc::channel::<()>();
    let handle = thread::spawn(move || {
        while lines.recv().is_ok() {
            lines.try_iter().for_each(drop);
            if let Err(error) = file.sync_data()
                && let Ok(mut slot) = failed.lock()
            {
                *slot = Some(error.to_string());
            }
        }
    });
    (written, handle)
}

fn started_ms(header: &Header) -> u64 {
    if header.started_ms > 0 {
        header.started_ms
    } else {
        names::ms_of_text(&header.started)
    }
}

/// A journal read back.
pub struct Saved {
    pub path: PathBuf,
    pub header: Header,
    pub entries: Vec<Entry>,
    /// Lines left out: cut off by a crash or a full disk, never whole on the disk.
    pub dropped: Vec<Dropped>,
}

impl Saved {
    /// Reads a journal (nothing is written: [`Journal::resume`] mends the file itself).
    pub fn read(path: &Path) -> Result<Saved, JournalError> {
        let bytes = fs::read(path).map_err(|e| JournalError::io(path, &e))?;
        let mended = mend::mend(&bytes).map_err(|e| unreadable(path, e))?;
        Ok(Saved {
            path: path.to_path_buf(),
            header: mended.header,
            entries: mended.entries,
            dropped: mended.dropped,
        })
    }

    /// The game as it stood at the journal's end.
    pub fn replay(&self) -> Result<Session, annabella_core::rules::RulesError> {
        replay(&self.header, self.entries.iter().cloned())
    }

    /// When the game began, in milliseconds since 1970: what "newest" is decided by.
    pub fn started_ms(&self) -> u64 {
        started_ms(&self.header)
    }
}

/// The saved games in `dir`, newest first: by the start time in their headers (a journal whose
/// header cannot be read counts as the oldest), then by name.
pub fn list(dir: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<(u64, PathBuf)> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
                .map(|p| (header_ms(&p), p))
                .collect()
        })
        .unwrap_or_default();
    paths.sort();
    paths.reverse();
    paths.into_iter().map(|(_, path)| path).collect()
}

/// The start time in a journal's first line; 0 when it cannot be read.
fn header_ms(path: &Path) -> u64 {
    let Ok(file) = File::open(path) else {
        return 0;
    };
    let mut first = Vec::new();
    // The header is the first line: a few kilobytes at most (a long name is refused earlier).
    let mut reader = std::io::BufReader::new(file.take(1 << 20));
    if std::io::BufRead::read_until(&mut reader, b'\n', &mut first).is_err() {
        return 0;
    }
    serde_json::from_slice::<Header>(first.trim_ascii_end()).map_or(0, |h| started_ms(&h))
}

/// A journal that could not be read, moved aside: which, where to, why, and how much of it read
/// (the file itself is kept whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    pub path: PathBuf,
    pub moved: PathBuf,
    pub error: JournalError,
    /// Its lines before the first that does not read.
    pub readable_lines: usize,
}

impl SetAside {
    /// What is told at the start, in the interface language.
    pub fn words(&self, ui: &UiText) -> String {
        let (line, reason) = match &self.error {
            JournalError::Unreadable { line, reason, .. } => (*line, reason.clone()),
            JournalError::Io { reason, .. } => (1, reason.clone()),
            JournalError::OpenElsewhere { .. } => (1, String::new()),
            JournalError::Unplayable { error, .. } => (
                1,
                error.message().render(Vocabulary::get(VocabId::Fide), ui),
            ),
        };
        ui.text_with(
            "journal-set-aside",
            &[
                ("path", self.path.display().to_string().into()),
                ("moved", self.moved.display().to_string().into()),
                ("line", line.into()),
                (
                    "reason",
                    annabella_core::shown::visible(&reason, 120).into(),
                ),
                ("kept", self.readable_lines.into()),
            ],
        )
    }
}

/// What looking through the saved games found.
#[derive(Default)]
pub struct Found {
    /// The newest unfinished game, replayed.
    pub unfinished: Option<(Saved, Session)>,
    /// Journals that could not be read, each moved aside.
    pub set_aside: Vec<SetAside>,
    /// The newest game when it is over and newer than the unfinished one (a flag fell, the
    /// app stopped after): when it began, and the game.
    pub newest_over: Option<(String, Session)>,
}

/// A game that is over, as `--resume` tells it: when it began and how it ended ("The newest
/// game, from 2026-11-23 14:05, is over: Black's flag fell: White wins, one to nothing.").
pub fn over_words(started: &str, session: &Session, ui: &UiText) -> String {
    use annabella_core::session::IncidentKind;
    let incidents = session.incidents();
    // The incident that decided it (a flag, a claim of one), else the result itself.
    let deciding = incidents
        .iter()
        .rev()
        .find(|i| !matches!(i.kind, IncidentKind::Result { .. }))
        .filter(|i| {
            matches!(
                i.kind,
                IncidentKind::FlagFall {
                    outcome: Some(_),
                    ..
                } | IncidentKind::FlagClaim { .. }
            )
        })
        .or_else(|| {
            incidents
                .iter()
                .rev()
                .find(|i| matches!(i.kind, IncidentKind::Result { .. }))
        });
    let how = deciding.map_or_else(
        || session.result().map_or_else(String::new, |r| r.to_string()),
        |incident| session.incident_summary(incident),
    );
    ui.text_with(
        "resume-newest-over",
        &[
            ("when", annabella_core::shown::one_line(started).into()),
            ("how", how.into()),
        ],
    )
}

/// Looks for the newest unfinished game; journals that cannot be read are moved aside into
/// `dir/unreadable/` (one another copy of the app is writing is left where it is).
pub fn find_unfinished(dir: &Path) -> Found {
    let mut found = Found::default();
    for path in list(dir) {
        let read = Saved::read(&path).and_then(|saved| {
            let session = saved.replay().map_err(|error| JournalError::Unplayable {
                path: path.clone(),
                error,
            })?;
            Ok((saved, session))
        });
        match read {
            Ok((saved, session)) => {
                if session.result().is_none() && !session.game().plies().is_empty() {
                    found.unfinished = Some((saved, session));
                    break;
                }
                if session.result().is_some() && found.newest_over.is_none() {
                    found.newest_over = Some((saved.header.started.clone(), session));
                }
            }
            Err(error) if !open_elsewhere(&path) => {
                let aside = dir.join("unreadable");
                let moved = aside.join(path.file_name().unwrap_or_default());
                let _ = fs::create_dir_all(&aside);
                if fs::rename(&path, &moved).is_ok() {
                    let readable_lines = match &error {
                        JournalError::Unreadable { line, .. } => line.saturating_sub(1),
                        _ => 0,
                    };
                    found.set_aside.push(SetAside {
                        path,
                        moved,
                        error,
                        readable_lines,
                    });
                }
            }
            Err(_) => {}
        }
    }
    found
}

/// What a game can begin with: the folder of saved games, the newest unfinished game, and what
/// to tell first (journals moved aside), in the interface language.
pub struct Opening {
    pub dir: Option<PathBuf>,
    pub unfinished: Option<(Saved, Session)>,
    /// The journals moved aside, as data.
    pub set_aside: Vec<SetAside>,
    /// The same, in words.
    pub notes: Vec<String>,
    /// The newest game, when it is over and newer than any unfinished one, in words: what
    /// `--resume` tells first (it takes up the unfinished game, if there is one).
    pub newest_over: Option<String>,
}

impl Opening {
    /// Nothing to offer or journal (a game gone over from a file).
    pub fn none() -> Opening {
        Opening {
            dir: None,
            unfinished: None,
            set_aside: Vec::new(),
            notes: Vec::new(),
            newest_over: None,
        }
    }

    /// Looks through the saved games.
    pub fn look(ui: &UiText) -> Opening {
        match games_dir() {
            Some(dir) => Opening::look_in(dir, ui),
            None => Opening::none(),
        }
    }

    /// What `--resume` tells first: the journals set aside, then the newest game if it is over.
    pub fn resume_notes(&self) -> Vec<String> {
        self.notes
            .iter()
            .chain(&self.newest_over)
            .cloned()
            .collect()
    }

    /// Looks through the saved games in `dir`.
    pub fn look_in(dir: PathBuf, ui: &UiText) -> Opening {
        let found = find_unfinished(&dir);
        let notes = found.set_aside.iter().map(|s| s.words(ui)).collect();
        let newest_over = found
            .newest_over
            .as_ref()
            .map(|(started, session)| over_words(started, session, ui));
        Opening {
            dir: Some(dir),
            unfinished: found.unfinished,
            set_aside: found.set_aside,
            notes,
            newest_over,
        }
    }

    /// The journal of a new game of `setup` (one that tells it cannot write, without a folder).
    pub fn new_journal(&self, setup: &Setup) -> Journal {
        match &self.dir {
            Some(dir) => Journal::start(dir, setup),
            None => Journal::without_folder(setup),
        }
    }
}

/// What to tell when a game is taken up: the lines left out of its journal, with the move the
/// last one held when it can be known ("the last move before the crash was not saved: Springer
/// Felix drei").
pub fn taken_up_notes(saved: &Saved, session: &Session, ui: &UiText) -> Vec<String> {
    saved
        .dropped
        .iter()
        .map(
            |dropped| match dropped.input.as_ref().and_then(|i| move_words(session, i)) {
                Some(words) => ui.text_with("journal-dropped-move", &[("move", words.into())]),
                None => ui.text("journal-dropped"),
            },
        )
        .collect()
}

/// A typed move as the player to move would hear it announced, if it is one in `session`.
fn move_words(session: &Session, input: &Input) -> Option<String> {
    let Input::Text(text) = input else {
        return None;
    };
    let position = session.game().position();
    let player = session.setup().player(shakmaty::Position::turn(position));
    let m = parse_move(position, text, Vocabulary::get(player.vocab), player.style).ok()?;
    let tokens = move_tokens(position, m, player.style);
    Some(session.words(&Message::Tokens(tokens), player.vocab))
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
    /// every half second unless they did something); the journal is closed (all on disk).
    fn journal_of(dir: &Path, script: &Script) -> PathBuf {
        let mut journal = Journal::start(dir, &script.setup);
        script
            .run_observed(
                &mut InlineEngines::new(1, std::time::Instant::now),
                &mut |at, input, eventful| {
                    assert_eq!(journal.record(at, input, eventful), None);
                },
            )
            .unwrap();
        let path = journal.path().to_path_buf();
        drop(journal);
        path
    }

    fn short_game() -> Script {
        Script::parse("mode tournament\ntime 90+30\nkey Space\ntype e4\nkey c Space\ntype e5\n")
            .unwrap()
    }

    fn typed(text: &str) -> Input {
        Input::Text(text.into())
    }

    fn moves(path: &Path) -> Vec<String> {
        let session = Saved::read(path).unwrap().replay().unwrap();
        session
            .game()
            .plies()
            .iter()
            .map(|p| p.san.to_string())
            .collect()
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
            assert!(saved.dropped.is_empty());
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

    /// Finding 1: the crash cut the last line; taking the game up cuts it off before anything
    /// is appended, so the moves played after the crash read back at the next start.
    #[test]
    fn a_line_the_crash_cut_is_cut_off_before_the_game_goes_on() {
        let dir = temp_dir("cut");
        let path = journal_of(&dir, &short_game());
        let full = fs::read_to_string(&path).unwrap();
        fs::write(&path, &full[..full.len() - 3]).unwrap();
        let Resumed { mut journal, saved } = Journal::resume(&path).unwrap();
        let session = saved.replay().unwrap();
        assert_eq!(session.game().plies().len(), 1, "e4 stays, e5 was cut");
        let notes = taken_up_notes(
            &saved,
            &session,
            UiText::get(annabella_core::ui_text::UiLanguage::En),
        );
        assert_eq!(
            notes,
            ["The last move before the app stopped was not saved: Bauer Eva fünf. Make it again."]
        );
        let at = Duration::from_secs(60);
        assert_eq!(journal.record(at, &Input::TakenUp, true), None);
        assert_eq!(journal.record(at, &typed("d5"), true), None);
        drop(journal);
        assert!(fs::read_to_string(&path).unwrap().ends_with("\"d5\"}}\n"));
        let found = find_unfinished(&dir);
        assert!(found.set_aside.is_empty());
        let (saved, _) = found.unfinished.expect("the game is found again");
        assert!(saved.dropped.is_empty());
        assert_eq!(moves(&path), ["e4", "d5"]);
        let _ = fs::remove_dir_all(&dir);
    }

    /// What an older writer left (a cut line with the next glued onto it) is mended too.
    #[test]
    fn a_journal_an_older_writer_glued_is_mended_as_it_is_taken_up() {
        let dir = temp_dir("glued");
        let path = journal_of(&dir, &short_game());
        let full = fs::read_to_string(&path).unwrap();
        let mut lines: Vec<String> = full.lines().map(str::to_string).collect();
        let e5 = lines.pop().unwrap();
        let e5_line = lines.len() + 1;
        let glued = format!("{}\n{}{}\n", lines.join("\n"), &e5[..e5.len() - 6], e5);
        fs::write(&path, glued).unwrap();
        let Resumed { journal, saved } = Journal::resume(&path).unwrap();
        assert_eq!(saved.dropped[0].line, e5_line);
        drop(journal);
        assert_eq!(fs::read_to_string(&path).unwrap(), full);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_journal_that_cannot_be_read_is_set_aside_and_told_where_and_why() {
        let dir = temp_dir("aside");
        let path = journal_of(&dir, &short_game());
        let full = fs::read_to_string(&path).unwrap();
        let mut lines: Vec<&str> = full.lines().collect();
        lines[2] = "{not json";
        fs::write(&path, lines.join("\n") + "\n").unwrap();
        let opening = Opening::look_in(
            dir.clone(),
            UiText::get(annabella_core::ui_text::UiLanguage::En),
        );
        assert!(opening.unfinished.is_none());
        let aside = &opening.set_aside[0];
        assert_eq!(aside.path, path);
        assert!(aside.moved.exists() && !path.exists());
        assert_eq!(aside.readable_lines, 2);
        let note = &opening.notes[0];
        assert!(note.contains(&path.display().to_string()), "{note}");
        assert!(note.contains(&aside.moved.display().to_string()), "{note}");
        assert!(note.contains("line 3"), "{note}");
        let _ = fs::remove_dir_all(&dir);
    }

    /// Finding 2: a write fails (the journal's handle made read-only stands for a full disk):
    /// told once, the inputs kept; the next write that works writes them all, whole, and is told.
    #[test]
    fn a_write_fault_is_a_state_told_once_and_its_end_told_too() {
        let dir = temp_dir("full");
        let mut journal = Journal::start(&dir, &Setup::default());
        assert_eq!(journal.take_news(), None);
        let path = journal.path().to_path_buf();
        let at = |s| Duration::from_secs(s);
        assert_eq!(journal.record(at(1), &typed("e4"), true), None);
        journal.file = Some(File::open(&path).unwrap());
        let news = journal.record(at(2), &typed("e5"), true);
        assert!(matches!(news, Some(News::Unwritable(_))), "{news:?}");
        assert_eq!(
            journal.record(at(3), &typed("Nf3"), true),
            None,
            "told once"
        );
        assert_eq!(journal.unsaved(), 2);
        let en = UiText::get(annabella_core::ui_text::UiLanguage::En);
        assert_eq!(
            journal.unsaved_warning(en, true).as_deref(),
            Some(
                "2 entries are not saved: the game cannot be written where it is. /save FOLDER saves it elsewhere (another disk, a stick); /quit again leaves without them."
            )
        );
        let elsewhere = journal.save_elsewhere(&dir.join("stick")).unwrap();
        assert_eq!(moves(&elsewhere), ["e4", "e5", "Nf3"]);
        assert!(
            Journal::saved_elsewhere_words(&elsewhere, en).starts_with("The game is saved in ")
        );
        journal.file = Some(OpenOptions::new().append(true).open(&path).unwrap());
        assert_eq!(
            journal.record(at(4), &typed("Nc6"), true),
            Some(News::WritableAgain)
        );
        assert_eq!(journal.unsaved(), 0);
        assert_eq!(journal.unsaved_warning(en, false), None);
        drop(journal);
        assert_eq!(moves(&path), ["e4", "e5", "Nf3", "Nc6"]);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_journal_that_cannot_be_created_keeps_the_game_in_memory_and_tries_again() {
        let dir = temp_dir("late");
        let blocked = dir.join("games");
        // A file where the folder should be: nothing can be created in it.
        fs::write(&blocked, "").unwrap();
        let mut journal = Journal::start(&blocked, &Setup::default());
        assert!(matches!(journal.take_news(), Some(News::Unwritable(_))));
        assert_eq!(journal.record(Duration::ZERO, &typed("e4"), true), None);
        assert_eq!(journal.unsaved(), 1);
        fs::remove_file(&blocked).unwrap();
        assert_eq!(
            journal.record(Duration::from_secs(1), &typed("e5"), true),
            Some(News::WritableAgain)
        );
        let path = journal.path().to_path_buf();
        drop(journal);
        assert_eq!(moves(&path), ["e4", "e5"]);
        let _ = fs::remove_dir_all(&dir);
    }

    /// Finding 3: a second copy of the app is refused the game the first has open.
    #[test]
    fn a_game_open_in_one_copy_is_refused_to_a_second() {
        let dir = temp_dir("twice");
        let path = journal_of(&dir, &short_game());
        let first = Journal::resume(&path).unwrap();
        assert!(open_elsewhere(&path));
        assert_eq!(
            Journal::resume(&path).err(),
            Some(JournalError::OpenElsewhere { path: path.clone() })
        );
        drop(first);
        assert!(!open_elsewhere(&path));
        assert!(Journal::resume(&path).is_ok());
        // A new game's journal is locked from its first line.
        let journal = Journal::start(&dir, &Setup::default());
        assert!(open_elsewhere(journal.path()));
        let _ = fs::remove_dir_all(&dir);
    }

    /// Finding 4: games begun in one millisecond each get a file, and the newest is the one
    /// begun last, whatever the names.
    #[test]
    fn games_begun_together_each_keep_their_file_and_the_newest_is_the_last_begun() {
        let dir = temp_dir("together");
        let journals: Vec<Journal> = (0..10)
            .map(|_| Journal::start(&dir, &Setup::default()))
            .collect();
        let mut paths: Vec<PathBuf> = journals.iter().map(|j| j.path().to_path_buf()).collect();
        drop(journals);
        paths.sort();
        paths.dedup();
        assert_eq!(paths.len(), 10);
        // An older game whose name sorts last is not the newest.
        let old = dir.join("9999-old.jsonl");
        let header = Header {
            version: JOURNAL_VERSION,
            started: "2020-01-01 00:00:00 UTC".into(),
            started_ms: 0,
            setup: Setup::default(),
        };
        fs::write(&old, serde_json::to_string(&header).unwrap() + "\n").unwrap();
        let listed = list(&dir);
        assert_eq!(listed.last(), Some(&old));
        let newest = Saved::read(&listed[0]).unwrap().started_ms();
        assert!(
            listed[1..]
                .iter()
                .all(|p| Saved::read(p).unwrap().started_ms() <= newest)
        );
        let _ = fs::remove_dir_all(&dir);
    }
}
