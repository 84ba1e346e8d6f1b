//! A UCI engine run as a child process: `uci`/`isready` handshake with a timeout, options,
//! `position … moves …`, `go`, `stop`, and `quit` when dropped. Every way it can fail (will not
//! start, never answers, names an illegal move, prints nonsense, dies) becomes an
//! [`EngineError`] the caller reports in words; nothing here panics or waits forever.
//!
//! The program is only ever one the user named (a settings path or a command-line flag).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread;
use std::time::{Duration, Instant};

use shakmaty::{Chess, EnPassantMode, Position, fen::Fen, uci::UciMove};

use annabella_core::engine::{Engine, EngineError, Limits, Reply, Score};
use annabella_core::rules::Game;

/// How long a starting engine may take to say `uciok` and `readyok`.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
/// Beyond its thinking time, how long an engine may take to name its move.
const GRACE: Duration = Duration::from_secs(5);
/// With no time limit at all (`go depth`, `go nodes`), the longest wait for a move: then the
/// engine is told to stop, and given up after `GRACE` more.
pub const LONGEST_THINK: Duration = Duration::from_secs(60);
/// How often a thinking engine's stop flag is looked at.
const POLL: Duration = Duration::from_millis(5);

pub struct UciEngine {
    program: String,
    name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    options: Vec<String>,
    chess960: bool,
}

impl UciEngine {
    /// Starts `program` and sets `options` (name, value) — only after the handshake, so an
    /// engine that never answers is found out first.
    pub fn start(
        program: &str,
        options: &[(String, String)],
        handshake: Duration,
    ) -> Result<UciEngine, EngineError> {
        let mut command = Command::new(program);
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        // Its own process group: whatever the engine starts is stopped with it.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child = command.spawn().map_err(|e| EngineError::NotStarted {
            program: program.to_string(),
            reason: e.to_string(),
        })?;
        let not_piped = |what: &str| EngineError::NotStarted {
            program: program.to_string(),
            reason: format!("its {what} could not be connected"),
        };
        let stdin = child.stdin.take().ok_or_else(|| not_piped("input"))?;
        let stdout = child.stdout.take().ok_or_else(|| not_piped("output"))?;
        let (sender, lines) = channel();
        thread::Builder::new()
            .name("uci-reader".into())
            .spawn(move || {
                // Bytes, not text: a stray Latin-1 byte in an `info string` is no reason to
                // lose the engine.
                let mut reader = BufReader::new(stdout);
                let mut bytes = Vec::new();
                loop {
                    bytes.clear();
                    match reader.read_until(b'\n', &mut bytes) {
                        Ok(0) | Err(_) => break,
                        Ok(_) => {}
                    }
                    let line = String::from_utf8_lossy(&bytes);
                    let line = line.trim_end_matches(['\n', '\r']).to_string();
                    if sender.send(line).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| EngineError::NotStarted {
                program: program.to_string(),
                reason: e.to_string(),
            })?;
        let mut engine = UciEngine {
            program: program.to_string(),
            name: program.to_string(),
            child,
            stdin,
            lines,
            options: Vec::new(),
            chess960: false,
        };
        engine.handshake(handshake)?;
        for (name, value) in options {
            engine.send(&format!("setoption name {name} value {value}"))?;
        }
        engine.ready(handshake)?;
        Ok(engine)
    }

    /// The options the engine said it has.
    pub fn options(&self) -> &[String] {
        &self.options
    }

    fn handshake(&mut self, timeout: Duration) -> Result<(), EngineError> {
        self.send("uci")?;
        let deadline = Instant::now() + timeout;
        loop {
            let line = self.next_line(deadline, "uciok")?;
            let line = line.trim();
            if line == "uciok" {
                return Ok(());
            }
            if let Some(name) = line.strip_prefix("id name ") {
                self.name = name.trim().to_string();
            } else if let Some(rest) = line.strip_prefix("option name ") {
                let name = rest.split(" type ").next().unwrap_or(rest).trim();
                self.options.push(name.to_string());
            }
        }
    }

    fn ready(&mut self, timeout: Duration) -> Result<(), EngineError> {
        self.send("isready")?;
        let deadline = Instant::now() + timeout;
        while self.next_line(deadline, "readyok")?.trim() != "readyok" {}
        Ok(())
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|_| EngineError::Died {
                program: self.program.clone(),
            })
    }

    fn next_line(&mut self, deadline: Instant, waiting_for: &str) -> Result<String, EngineError> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(EngineError::NoAnswer {
                program: self.program.clone(),
                waiting_for: waiting_for.to_string(),
            }),
            Err(RecvTimeoutError::Disconnected) => Err(EngineError::Died {
                program: self.program.clone(),
            }),
        }
    }

    fn position_command(&mut self, game: &Game) -> Result<String, EngineError> {
        if game.is_chess960() && !self.chess960 {
            self.send("setoption name UCI_Chess960 value true")?;
            self.chess960 = true;
        }
        let start = if *game.initial_position() == Chess::default() && !game.is_chess960() {
            "startpos".to_string()
        } else {
            format!(
                "fen {}",
                Fen::from_position(game.initial_position(), EnPassantMode::Legal)
            )
        };
        let mut command = format!("position {start}");
        if !game.plies().is_empty() {
            command.push_str(" moves");
            for ply in game.plies() {
                command.push(' ');
                command.push_str(&ply.uci.to_string());
            }
        }
        Ok(command)
    }

    /// Reads `info` lines until `bestmove`, sending `stop` once when asked to or when the
    /// engine overruns its time.
    fn await_move(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Result<Reply, EngineError> {
        let started = Instant::now();
        let allowed = think_time(game, limits).map_or(LONGEST_THINK, |t| t + GRACE);
        let mut stopped_at: Option<Instant> = None;
        let mut info = Info::default();
        loop {
            if stopped_at.is_none() && (stop.load(Ordering::Relaxed) || started.elapsed() > allowed)
            {
                self.send("stop")?;
                stopped_at = Some(Instant::now());
            }
            if stopped_at.is_some_and(|t| t.elapsed() > GRACE) {
                return Err(EngineError::NoAnswer {
                    program: self.program.clone(),
                    waiting_for: "bestmove".to_string(),
                });
            }
            let line = match self.lines.recv_timeout(POLL) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => continue,
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(EngineError::Died {
                        program: self.program.clone(),
                    });
                }
            };
            let mut words = line.split_whitespace();
            match words.next() {
                Some("info") => info.read(line.trim_start_matches("info")),
                Some("bestmove") => {
                    let text = words.next().unwrap_or_default();
                    return self.reply(game.position(), text, &line, info);
                }
                _ => {}
            }
        }
    }

    fn reply(&self, pos: &Chess, text: &str, line: &str, info: Info) -> Result<Reply, EngineError> {
        let uci: UciMove = text.parse().map_err(|_| EngineError::Unreadable {
            program: self.program.clone(),
            line: line.trim().to_string(),
        })?;
        let mv = uci.to_move(pos).map_err(|_| EngineError::IllegalMove {
            program: self.program.clone(),
            text: text.to_string(),
        })?;
        let mut pv = Vec::new();
        let mut walk = pos.clone();
        for text in &info.pv {
            let Some(m) = text
                .parse::<UciMove>()
                .ok()
                .and_then(|u| u.to_move(&walk).ok())
            else {
                break;
            };
            pv.push(m);
            walk.play_unchecked(m);
        }
        if pv.first() != Some(&mv) {
            pv = vec![mv];
        }
        Ok(Reply {
            mv,
            score: info.score,
            depth: info.depth,
            nodes: info.nodes,
            pv,
        })
    }
}

/// How long the engine is expected to think, when that is known.
fn think_time(game: &Game, limits: &Limits) -> Option<Duration> {
    if let Some(t) = limits.movetime {
        return Some(t);
    }
    limits.clock.map(|c| c.remaining(game.position().turn()).0)
}

fn go_command(limits: &Limits) -> String {
    let mut go = String::from("go");
    if let Some(t) = limits.movetime {
        go.push_str(&format!(" movetime {}", t.as_millis().max(1)));
    }
    if let Some(c) = limits.clock {
        go.push_str(&format!(
            " wtime {} btime {} winc {} binc {}",
            c.white.as_millis(),
            c.black.as_millis(),
            c.white_increment.as_millis(),
            c.black_increment.as_millis()
        ));
        if let Some(n) = c.moves_to_go {
            go.push_str(&format!(" movestogo {n}"));
        }
    }
    if let Some(d) = limits.depth {
        go.push_str(&format!(" depth {d}"));
    }
    if let Some(n) = limits.nodes {
        go.push_str(&format!(" nodes {n}"));
    }
    if go == "go" {
        go.push_str(" depth 12");
    }
    go
}

/// The last thing an engine said about its search.
#[derive(Default)]
struct Info {
    score: Option<Score>,
    depth: u32,
    nodes: u64,
    pv: Vec<String>,
}

impl Info {
    fn read(&mut self, text: &str) {
        let words: Vec<&str> = text.split_whitespace().collect();
        let number = |i: usize| words.get(i + 1).and_then(|w| w.parse::<i64>().ok());
        let mut i = 0;
        while i < words.len() {
            match words[i] {
                "depth" => self.depth = number(i).unwrap_or(0) as u32,
                "nodes" => self.nodes = number(i).unwrap_or(0) as u64,
                "score" => match (words.get(i + 1), number(i + 1)) {
                    (Some(&"cp"), Some(cp)) => self.score = Some(Score::Centipawns(cp as i32)),
                    (Some(&"mate"), Some(n)) => self.score = Some(Score::Mate(n as i32)),
                    _ => {}
                },
                "pv" => {
                    self.pv = words[i + 1..].iter().map(|w| w.to_string()).collect();
                    return;
                }
                _ => {}
            }
            i += 1;
        }
    }
}

impl Engine for UciEngine {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn new_game(&mut self) -> Result<(), EngineError> {
        self.send("ucinewgame")?;
        self.ready(HANDSHAKE_TIMEOUT)
    }

    fn think(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Result<Reply, EngineError> {
        if game.position().legal_moves().is_empty() {
            return Err(EngineError::NoLegalMove);
        }
        let position = self.position_command(game)?;
        self.send(&position)?;
        self.send(&go_command(limits))?;
        self.await_move(game, limits, stop)
    }
}

impl Drop for UciEngine {
    /// `quit`, a moment to go, then the process is ended.
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                // The engine went; what it started may not have.
                self.kill_group();
                return;
            }
            thread::sleep(Duration::from_millis(5));
        }
        self.kill_group();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl UciEngine {
    /// The engine's process id, which is also its process group's.
    pub fn process_id(&self) -> u32 {
        self.child.id()
    }

    /// Ends the engine's whole process group: the helpers it started go with it.
    fn kill_group(&self) {
        #[cfg(unix)]
        if let Ok(group) = i32::try_from(self.child.id()) {
            // SAFETY: kill(2) with a negative pid signals the process group the engine leads
            // (it was started as its own group); no memory is touched.
            unsafe {
                libc::kill(-group, libc::SIGKILL);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_give_score_depth_nodes_and_line() {
        let mut info = Info::default();
        info.read(" depth 12 seldepth 15 multipv 1 score cp -35 nodes 12345 nps 1 pv e2e4 e7e5");
        assert_eq!(info.depth, 12);
        assert_eq!(info.nodes, 12345);
        assert_eq!(info.score, Some(Score::Centipawns(-35)));
        assert_eq!(info.pv, ["e2e4", "e7e5"]);
        info.read(" depth 3 score mate -2 pv h7h8");
        assert_eq!(info.score, Some(Score::Mate(-2)));
    }

    #[test]
    fn go_commands_carry_every_limit() {
        assert_eq!(
            go_command(&Limits::movetime(Duration::from_millis(250))),
            "go movetime 250"
        );
        assert_eq!(go_command(&Limits::depth(7)), "go depth 7");
        let clock = Limits {
            clock: Some(annabella_core::engine::ClockLimits {
                white: Duration::from_secs(60),
                black: Duration::from_secs(59),
                white_increment: Duration::from_secs(1),
                black_increment: Duration::from_secs(1),
                moves_to_go: Some(20),
            }),
            ..Limits::default()
        };
        assert_eq!(
            go_command(&clock),
            "go wtime 60000 btime 59000 winc 1000 binc 1000 movestogo 20"
        );
    }
}
