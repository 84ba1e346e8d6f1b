//! A long-lived NDJSON stream (the event stream, a game's stream) on its own thread with its own
//! agent: lines read as they come, empty lines (lichess's keep-alive, every 7 s) skipped, a line
//! longer than the bound cut off (the stream is dropped and opened again: memory stays bounded
//! whatever a server sends), and reconnected when it breaks.
//!
//! **The watchdog.** ureq 3's `timeout_per_read` restarts at every read from the socket, so an
//! agent made with it is an idle watchdog of its own: more than [`LinkOptions::idle`] without a
//! byte (20 s: three keep-alives missed) and the read fails; the stream is then opened again,
//! after 1, 2, 4 … 30 s for the event stream, at once the first time for a game. Dropping the
//! [`Stream`] calls `Agent::shutdown`, which ends a read or a connection waiting for headers at
//! once, so no thread outlives its stream by more than a connect's bound.
//!
//! **Taken over.** lichess keeps one event stream per token: "when the stream opens, the
//! previous one with the same access token is closed". A network failure never ends a chunked
//! body cleanly (it breaks off with an error, or goes silent until the watchdog), and lichess
//! otherwise keeps the event stream open for as long as the client reads. So an event stream
//! that was up and then ends cleanly (its last chunk received) is taken to be another client's
//! doing: [`News::TakenOver`], and it is not opened again, which would take the stream back and
//! throw the other client off in turn. (A server restart that closed streams cleanly would be
//! told the same; the player can then simply reconnect.)
//!
//! **A game's end.** lichess closes a game's stream when the game ends. The last status seen
//! (`gameFull`'s `state.status`, `gameState`'s `status`) tells that end from a stream closed for
//! any other reason, which is opened again.

use std::{
    io::{self, BufRead, BufReader, Read},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
        mpsc::{self, Receiver, RecvTimeoutError, Sender},
    },
    thread,
    time::{Duration, Instant},
};

use annabella_core::online::{RequestError, wire::GameLine};
use ureq::Agent;

use super::LinkOptions;
use super::client::{Client, Request};

/// Which stream: what its end means and how soon it is opened again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// `/api/stream/event`: the lobby. Reconnected with backoff; a clean end is another client.
    Events,
    /// `/api/board/game/stream/{id}`: reconnected at once; its end after the game's is final.
    Game,
}

/// What a stream reports, on its thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum News {
    /// Open (again): lines follow.
    Up,
    /// One line, as it came (keep-alives are not passed on).
    Line(String),
    /// Broken; opened again after `retry_in`.
    Lost { reason: String, retry_in: Duration },
    /// lichess answered 429 (too many requests): opened again after `wait`, a minute the
    /// first time.
    RateLimited { wait: Duration },
    /// The event stream was closed for another client with the same token; not reopened.
    TakenOver,
    /// The game is over and its stream closed; not reopened.
    Ended,
    /// lichess refused to open the stream for a reason that waiting does not mend (the token;
    /// a game's that it does not have for us); not reopened.
    Refused(RequestError),
}

/// A running stream; dropped, it stops.
pub(super) struct Stream {
    stopped: Arc<AtomicBool>,
    agent: Arc<Mutex<Option<Agent>>>,
    /// Dropped with the stream: a wait before reconnecting ends at once.
    _stop: Sender<()>,
}

impl Stream {
    /// Opens `request` as a stream of `kind`, reporting through `news` on the stream's thread.
    pub fn open(
        client: Client,
        request: Request,
        kind: Kind,
        news: impl Fn(News) + Send + 'static,
    ) -> Stream {
        let stopped = Arc::new(AtomicBool::new(false));
        let agent = Arc::new(Mutex::new(None));
        let (stop, stop_waiting) = mpsc::channel();
        let running = Running {
            client,
            request,
            kind,
            stopped: stopped.clone(),
            agent: agent.clone(),
            stop_waiting,
        };
        let name = match kind {
            Kind::Events => "lichess-events",
            Kind::Game => "lichess-game",
        };
        // Should no thread start, the stream is simply never up: the caller hears nothing
        // more than from a server that does not answer.
        let _ = thread::Builder::new()
            .name(name.into())
            .spawn(move || running.run(&news));
        Stream {
            stopped,
            agent,
            _stop: stop,
        }
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        self.stopped.store(true, Ordering::SeqCst);
        let agent = self.agent.lock().ok().and_then(|mut agent| agent.take());
        if let Some(agent) = agent {
            agent.shutdown();
        }
    }
}

struct Running {
    client: Client,
    request: Request,
    kind: Kind,
    stopped: Arc<AtomicBool>,
    agent: Arc<Mutex<Option<Agent>>>,
    stop_waiting: Receiver<()>,
}

impl Running {
    fn run(&self, news: &dyn Fn(News)) {
        let options = self.client.options().clone();
        // Attempts in a row that did not stay up for a while: the backoff's exponent.
        let mut failures: u32 = 0;
        loop {
            // lichess asked us to slow down: its wait, not the backoff's.
            let mut slow_down = None;
            let Some(agent) = self.fresh_agent() else {
                return;
            };
            let opened = Instant::now();
            let reason = match self.client.call(&agent, &self.request) {
                Err(RequestError::Network { reason }) => reason,
                Err(other) => format!("{other:?}"),
                Ok(response) if !response.status().is_success() => {
                    match self.client.judge(response) {
                        // Waiting mends neither a refused token nor a game lichess does not
                        // have for us: said once, not opened again.
                        Err(error @ RequestError::Unauthorized) => {
                            news(News::Refused(error));
                            return;
                        }
                        Err(error @ RequestError::NotFound) if self.kind == Kind::Game => {
                            news(News::Refused(error));
                            return;
                        }
                        Err(RequestError::RateLimited) => {
                            slow_down = Some(options.rate_limit_first);
                            String::new()
                        }
                        Err(RequestError::NotFound) => "HTTP 404: not found".to_string(),
                        Err(RequestError::Refused { reason }) => format!("HTTP 400: {reason}"),
                        Err(RequestError::Network { reason }) => reason,
                        Err(RequestError::NotConnected) | Ok(_) => String::new(),
                    }
                }
                Ok(response) => {
                    if self.stopped.load(Ordering::SeqCst) {
                        return;
                    }
                    news(News::Up);
                    let mut game_over = false;
                    let ending = pump(
                        response.into_body().into_reader(),
                        &options,
                        &self.stopped,
                        |line| {
                            if self.kind == Kind::Game {
                                game_over = ends_the_game(&line).unwrap_or(game_over);
                            }
                            news(News::Line(line));
                        },
                    );
                    match (ending, self.kind) {
                        (Ending::Stopped, _) => return,
                        (Ending::Clean, Kind::Events) => {
                            news(News::TakenOver);
                            return;
                        }
                        (Ending::Clean, Kind::Game) if game_over => {
                            news(News::Ended);
                            return;
                        }
                        (Ending::Clean, Kind::Game) => "the server closed the stream".to_string(),
                        (Ending::Broken(reason), _) => reason,
                    }
                }
            };
            if self.stopped.load(Ordering::SeqCst) {
                return;
            }
            if opened.elapsed() >= options.idle {
                // It stayed up a while: this is a new trouble, not the same one again.
                failures = 0;
            }
            failures += 1;
            let retry_in = slow_down.unwrap_or_else(|| self.backoff(&options, failures));
            news(match slow_down {
                // Said as lichess's asking to slow down, not as a connection lost.
                Some(wait) => News::RateLimited { wait },
                None => News::Lost {
                    reason: self.client.redact(&reason),
                    retry_in,
                },
            });
            match self.stop_waiting.recv_timeout(retry_in) {
                Err(RecvTimeoutError::Timeout) => {}
                _ => return,
            }
        }
    }

    /// A new agent for the next attempt, kept where `Drop` finds it; none once stopped.
    fn fresh_agent(&self) -> Option<Agent> {
        let agent = self.client.stream_agent();
        let mut slot = self.agent.lock().ok()?;
        // Checked under the lock: a drop either sees this agent or has already said stop.
        if self.stopped.load(Ordering::SeqCst) {
            return None;
        }
        *slot = Some(agent.clone());
        Some(agent)
    }

    /// How long to wait before the `failures`-th attempt in a row: a game's stream at once the
    /// first time (presence on lichess is judged by it), then 1, 2, 4 … up to the most.
    fn backoff(&self, options: &LinkOptions, failures: u32) -> Duration {
        let exponent = match self.kind {
            Kind::Game if failures <= 1 => return Duration::ZERO,
            Kind::Game => failures - 2,
            Kind::Events => failures - 1,
        };
        options
            .backoff_first
            .saturating_mul(1 << exponent.min(16))
            .min(options.backoff_most)
    }
}

/// Whether a game line says the game is over (`None`: not a line with a status).
fn ends_the_game(line: &str) -> Option<bool> {
    match GameLine::parse(line).ok()? {
        GameLine::GameFull(full) => Some(!full.state.status.playing()),
        GameLine::GameState(state) => Some(!state.status.playing()),
        _ => None,
    }
}

/// How reading a stream ended.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Ending {
    /// The body ended as HTTP ends it (the last chunk).
    Clean,
    /// A read failed: the network, the watchdog, a line too long; in words.
    Broken(String),
    /// The stream was dropped.
    Stopped,
}

/// Reads `body` line by line into `line`, skipping keep-alives, until it ends.
pub(super) fn pump(
    body: impl Read,
    options: &LinkOptions,
    stopped: &AtomicBool,
    mut line: impl FnMut(String),
) -> Ending {
    let mut reader = BufReader::with_capacity(8 * 1024, body);
    let mut bytes = Vec::new();
    loop {
        let read = read_line(&mut reader, &mut bytes, options.longest_line);
        if stopped.load(Ordering::SeqCst) {
            return Ending::Stopped;
        }
        let ended = match read {
            Ok(Found::Line) => false,
            Ok(Found::End) => true,
            Ok(Found::TooLong) => {
                return Ending::Broken(format!(
                    "a line longer than {} bytes",
                    options.longest_line
                ));
            }
            Err(error) if is_timeout(&error) => {
                return Ending::Broken(format!("no data for {} s", options.idle.as_secs_f32()));
            }
            Err(error) => return Ending::Broken(error.to_string()),
        };
        let text = String::from_utf8_lossy(&bytes);
        let text = text.trim();
        if !text.is_empty() {
            line(text.to_string());
        }
        if ended {
            return Ending::Clean;
        }
    }
}

fn is_timeout(error: &io::Error) -> bool {
    error.kind() == io::ErrorKind::TimedOut || error.to_string().contains("timeout")
}

/// What one [`read_line`] found.
#[derive(Debug, PartialEq, Eq)]
enum Found {
    /// A whole line (without its `\n`).
    Line,
    /// The end of the body (what is in the buffer is its last, unterminated line).
    End,
    /// More than the bound without a line end: the rest is not read.
    TooLong,
}

/// Reads up to the next `\n` into `line`, never holding more than `most` bytes.
fn read_line(reader: &mut impl BufRead, line: &mut Vec<u8>, most: usize) -> io::Result<Found> {
    line.clear();
    loop {
        let available = match reader.fill_buf() {
            Ok(available) => available,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if available.is_empty() {
            return Ok(Found::End);
        }
        let (taken, found) = match available.iter().position(|&b| b == b'\n') {
            Some(end) => (end, true),
            None => (available.len(), false),
        };
        if line.len() + taken > most {
            return Ok(Found::TooLong);
        }
        line.extend_from_slice(&available[..taken]);
        reader.consume(if found { taken + 1 } else { taken });
        if found {
            return Ok(Found::Line);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines_of(text: &[u8], most: usize) -> (Vec<String>, Ending) {
        let options = LinkOptions {
            longest_line: most,
            ..LinkOptions::default()
        };
        let mut lines = Vec::new();
        let ending = pump(text, &options, &AtomicBool::new(false), |l| lines.push(l));
        (lines, ending)
    }

    #[test]
    fn lines_come_one_by_one_and_keep_alives_are_skipped() {
        let (lines, ending) = lines_of(b"{\"a\":1}\n\n\r\n{\"b\":2}\r\n\n{\"c\":3}", 100);
        assert_eq!(lines, ["{\"a\":1}", "{\"b\":2}", "{\"c\":3}"]);
        assert_eq!(ending, Ending::Clean);
    }

    #[test]
    fn a_line_past_the_bound_breaks_the_stream_without_being_held() {
        let mut body = b"{\"a\":1}\n".to_vec();
        body.extend(std::iter::repeat_n(b'x', 10_000));
        body.extend(b"\n{\"b\":2}\n");
        let (lines, ending) = lines_of(&body, 1000);
        assert_eq!(lines, ["{\"a\":1}"]);
        assert_eq!(
            ending,
            Ending::Broken("a line longer than 1000 bytes".into())
        );
    }

    #[test]
    fn backoff_doubles_to_its_most_and_a_game_tries_at_once_first() {
        let running = |kind| Running {
            client: Client::new("http://127.0.0.1:1", None),
            request: Request::get("/"),
            kind,
            stopped: Arc::new(AtomicBool::new(false)),
            agent: Arc::new(Mutex::new(None)),
            stop_waiting: mpsc::channel().1,
        };
        let options = LinkOptions::default();
        let events: Vec<u64> = (1..=7)
            .map(|n| running(Kind::Events).backoff(&options, n).as_secs())
            .collect();
        assert_eq!(events, [1, 2, 4, 8, 16, 30, 30]);
        let game: Vec<u64> = (1..=4)
            .map(|n| running(Kind::Game).backoff(&options, n).as_secs())
            .collect();
        assert_eq!(game, [0, 1, 2, 4]);
    }

    #[test]
    fn a_finished_game_is_told_by_its_status() {
        assert_eq!(
            ends_the_game(r#"{"type":"gameState","moves":"e2e4","status":"resign"}"#),
            Some(true)
        );
        assert_eq!(
            ends_the_game(r#"{"type":"gameState","moves":"e2e4","status":"started"}"#),
            Some(false)
        );
        assert_eq!(
            ends_the_game(r#"{"type":"chatLine","username":"a","text":"b"}"#),
            None
        );
    }
}
