//! What the tests share, in one place: how long a test waits for what it expects
//! ([`PATIENCE`], [`eventually`]), the binary run in a private data folder, typed to and read
//! from as a player would, the saved game read back with `annabella games --show latest`, fake
//! UCI engines ([`engines`]), a fake lichess ([`fake_lichess`]), the binary on a pseudo-terminal
//! ([`terminal`]), the driver with a recorder
//! ([`driving`]) and the window driven by its keys ([`window`]).

#![allow(dead_code)] // each test file uses its own part

pub mod driving;
pub mod engines;
pub mod fake_lichess;
pub mod terminal;
pub mod window;

use std::{
    io::{Read, Write},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, ExitStatus, Stdio},
    sync::{Arc, Mutex},
    thread,
    time::{Duration, Instant},
};

/// How long a test waits for something it expects to happen: the computer's move, a line said,
/// a service ready, an app ended. The bound only matters when the thing never comes (then the
/// test fails, saying what it waited for), so it is generous — a busy 2-core machine building
/// while the tests run takes seconds where an idle one takes milliseconds — and still short
/// enough that a hang fails the run rather than stalling it.
pub const PATIENCE: Duration = Duration::from_secs(120);

/// Polls `done` every 10 ms until it holds: whether it did within [`PATIENCE`]. The caller
/// asserts it with what it waited for: `assert!(eventually(|| …), "never …: {state}")`. `done`
/// may do a step of work (a frame, a pump of the driver) each time it is asked.
pub fn eventually(done: impl FnMut() -> bool) -> bool {
    eventually_within(PATIENCE, done)
}

/// As [`eventually`], for what takes long even on an idle machine (Stockfish going over a
/// whole game): `limit` instead of [`PATIENCE`].
pub fn eventually_within(limit: Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    loop {
        if done() {
            return true;
        }
        if start.elapsed() >= limit {
            return false;
        }
        thread::sleep(Duration::from_millis(10));
    }
}

/// A fresh data folder for one test.
pub fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The binary with its data and settings in `data`, in English.
pub fn annabella(data: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command
        .env("XDG_DATA_HOME", data)
        .env("XDG_CONFIG_HOME", data.join("config"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C");
    command
}

/// The folder of the saved games in `data`.
pub fn games(data: &Path) -> PathBuf {
    data.join("annabella").join("games")
}

/// The journals in `data`, by name.
pub fn journals(data: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(games(data))
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
                .collect()
        })
        .unwrap_or_default();
    paths.sort();
    paths
}

/// `annabella play ARGS` running, its output gathered as it comes.
pub struct Running {
    pub child: Child,
    stdin: Option<ChildStdin>,
    output: Arc<Mutex<Vec<u8>>>,
    /// The standard output alone (`output` has the errors too).
    printed: Arc<Mutex<Vec<u8>>>,
    reader: Option<thread::JoinHandle<()>>,
}

impl Running {
    pub fn start(mut command: Command) -> Running {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let output = Arc::new(Mutex::new(Vec::new()));
        let printed = Arc::new(Mutex::new(Vec::new()));
        let mut stdout = child.stdout.take().unwrap();
        let mut stderr = child.stderr.take().unwrap();
        let reader = {
            let output = Arc::clone(&output);
            let printed = Arc::clone(&printed);
            thread::spawn(move || {
                let errors = {
                    let output = Arc::clone(&output);
                    thread::spawn(move || {
                        let mut text = Vec::new();
                        let _ = stderr.read_to_end(&mut text);
                        output.lock().unwrap().extend_from_slice(&text);
                    })
                };
                let mut buffer = [0u8; 4096];
                while let Ok(n) = stdout.read(&mut buffer) {
                    if n == 0 {
                        break;
                    }
                    output.lock().unwrap().extend_from_slice(&buffer[..n]);
                    printed.lock().unwrap().extend_from_slice(&buffer[..n]);
                }
                let _ = errors.join();
            })
        };
        Running {
            stdin: child.stdin.take(),
            child,
            output,
            printed,
            reader: Some(reader),
        }
    }

    /// Types a line.
    pub fn line(&mut self, text: &str) {
        if let Some(stdin) = self.stdin.as_mut() {
            let _ = stdin.write_all(format!("{text}\n").as_bytes());
            let _ = stdin.flush();
        }
    }

    /// Everything said so far.
    pub fn said(&self) -> String {
        String::from_utf8_lossy(&self.output.lock().unwrap()).into_owned()
    }

    /// The standard output so far, without what went to the errors.
    pub fn printed(&self) -> String {
        String::from_utf8_lossy(&self.printed.lock().unwrap()).into_owned()
    }

    /// Waits until `text` has been said `times` times; false when it was not within
    /// [`PATIENCE`].
    pub fn wait_for(&self, text: &str, times: usize) -> bool {
        eventually(|| self.said().matches(text).count() >= times)
    }

    /// Waits for the end (the input closed first), at most [`PATIENCE`]; its exit status and
    /// everything said.
    pub fn end(mut self) -> (ExitStatus, String) {
        let status = self.ended();
        (status, self.said())
    }

    /// As [`Running::end`], with what went to the standard output alone.
    pub fn end_printed(mut self) -> (ExitStatus, String) {
        let status = self.ended();
        (status, self.printed())
    }

    fn ended(&mut self) -> ExitStatus {
        self.stdin = None;
        let ended = eventually(|| matches!(self.child.try_wait(), Ok(Some(_))));
        assert!(ended, "the app never ended: {}", self.said());
        let status = self.child.wait().expect("its status");
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
        status
    }

    /// SIGKILL: the app stops where it stands.
    pub fn kill(mut self) -> String {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
        self.said()
    }
}

/// Where the newest saved game stands, as `annabella games --show latest` reads it.
#[derive(Debug, serde::Deserialize)]
pub struct Standing {
    pub moves: Vec<String>,
    pub result: Option<String>,
    pub incidents: Vec<String>,
}

/// The newest saved game read back; `Err` with what the app said when it cannot be.
pub fn latest(data: &Path) -> Result<Standing, String> {
    let shown = annabella(data)
        .args(["games", "--show", "latest"])
        .output()
        .expect("games runs");
    let text = String::from_utf8_lossy(&shown.stdout);
    serde_json::from_str(text.trim())
        .map_err(|e| format!("{e}: {text}{}", String::from_utf8_lossy(&shown.stderr)))
}

/// A small reproducible random sequence (xorshift), so that a failure can be replayed.
pub struct Random(pub u64);

impl Random {
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// The player's lines, handed to an in-process terminal as they are typed: each line sent is
/// read with its line break; the input ends when the sender is dropped.
pub struct Typing {
    lines: std::sync::mpsc::Receiver<String>,
    pending: std::io::Cursor<Vec<u8>>,
}

impl Typing {
    pub fn new(lines: std::sync::mpsc::Receiver<String>) -> Typing {
        Typing {
            lines,
            pending: std::io::Cursor::new(Vec::new()),
        }
    }
}

impl Read for Typing {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        loop {
            let n = self.pending.read(buf)?;
            if n > 0 {
                return Ok(n);
            }
            match self.lines.recv() {
                Ok(line) => self.pending = std::io::Cursor::new(format!("{line}\n").into_bytes()),
                Err(_) => return Ok(0),
            }
        }
    }
}

/// The moves the player must find in `puzzle` (every second one, from its second), as UCI.
pub fn solution_uci(puzzle: &annabella_core::training::puzzle::Puzzle) -> Vec<String> {
    puzzle
        .moves()
        .iter()
        .skip(1)
        .step_by(2)
        .map(|m| m.to_uci(shakmaty::CastlingMode::Standard).to_string())
        .collect()
}

/// The puzzle the Learn menu's Puzzles asks first of a new player on `today` with `seed` (the
/// tests fix both, so they know the answer).
pub fn first_puzzle(today: i64, seed: u64) -> &'static annabella_core::training::puzzle::Puzzle {
    use annabella_core::training::{
        choose::{Filter, next_puzzle},
        progress::Progress,
        shipped,
    };
    next_puzzle(
        shipped::puzzles(),
        &Filter::default(),
        &Progress::default(),
        today,
        seed,
    )
    .expect("a puzzle for a new player")
}

/// Sets the largest file the process `pid` may write (`RLIM_INFINITY`: no limit): a full
/// disk for its journal, and the space back.
pub fn file_limit(pid: u32, bytes: u64) {
    let limit = libc::rlimit {
        rlim_cur: bytes,
        rlim_max: libc::RLIM_INFINITY,
    };
    // SAFETY: prlimit(2) on a child process of ours, with a valid limit and no old-limit
    // pointer; no memory of this process is touched.
    let done = unsafe {
        libc::prlimit(
            i32::try_from(pid).unwrap(),
            libc::RLIMIT_FSIZE,
            &limit,
            std::ptr::null_mut(),
        )
    };
    assert_eq!(done, 0, "prlimit: {}", std::io::Error::last_os_error());
}
