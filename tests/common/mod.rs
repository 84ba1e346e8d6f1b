//! What the fault tests share: the binary run in a private data folder, typed to and read from
//! as a player would, and the saved game read back with `annabella games --show latest`.

#![allow(dead_code)] // each test file uses its own part

use std::{
    io::{Read, Write},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, ExitStatus, Stdio},
    sync::{Arc, Mutex},
    thread,
    time::{Duration, Instant},
};

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
        let mut stdout = child.stdout.take().unwrap();
        let mut stderr = child.stderr.take().unwrap();
        let reader = {
            let output = Arc::clone(&output);
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
                }
                let _ = errors.join();
            })
        };
        Running {
            stdin: child.stdin.take(),
            child,
            output,
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

    /// Waits until `text` has been said `times` times; false when it was not within `within`.
    pub fn wait_for(&self, text: &str, times: usize, within: Duration) -> bool {
        let deadline = Instant::now() + within;
        while Instant::now() < deadline {
            if self.said().matches(text).count() >= times {
                return true;
            }
            thread::sleep(Duration::from_millis(5));
        }
        false
    }

    /// Waits for the end (the input closed first); its exit status.
    pub fn end(mut self, within: Duration) -> (ExitStatus, String) {
        self.stdin = None;
        let deadline = Instant::now() + within;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                if let Some(reader) = self.reader.take() {
                    let _ = reader.join();
                }
                return (status, self.said());
            }
            assert!(
                Instant::now() < deadline,
                "the app did not end within {within:?}: {}",
                self.said()
            );
            thread::sleep(Duration::from_millis(5));
        }
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
