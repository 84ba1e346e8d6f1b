//! `annabella uci`: the built-in engine for other chess programs. Standard input is read on its
//! own thread and the engine thinks on a worker thread, so `stop` and `isready` are answered
//! while it thinks; the protocol itself is `engine::serve`.
//!
//! A level change during a search starts the new level's engine at once; the old one is told
//! to stop and kept until it answers, however late: its `bestmove` is the GUI's, and nothing
//! waits for it meanwhile.

use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::sync::{Arc, mpsc};

use crate::devices::engine::fresh_seed;
use crate::devices::engine::worker::{Waker, Worker};
use annabella_core::engine::builtin::Level;
use annabella_core::engine::serve::{Order, UciServer};
use annabella_core::engine::spec::EngineSpec;

enum Event {
    Line(String),
    /// A line that is not UTF-8: told in an `info string` and skipped.
    NotText(String),
    /// Standard input closed: the GUI is gone.
    End,
    /// An engine has an answer ready.
    Answer,
}

pub(super) fn run() -> Result<(), crate::error::Error> {
    let seed = fresh_seed();
    serve(io::stdin(), &mut io::stdout(), move |level, waker| {
        Worker::start(EngineSpec::Builtin(level), seed, Some(waker))
    })
}

/// Serves UCI on `input` and `out`; `start` gives the engine of a level, calling its waker when
/// it has answered.
fn serve(
    input: impl Read + Send + 'static,
    out: &mut impl Write,
    start: impl Fn(Level, Waker) -> Worker,
) -> Result<(), crate::error::Error> {
    let (events, inbox) = mpsc::channel();
    let from_input = events.clone();
    std::thread::Builder::new()
        .name("uci-input".into())
        .spawn(move || {
            // Bytes, not text: one line that is not UTF-8 must not end the engine.
            let mut input = BufReader::new(input);
            let mut bytes = Vec::new();
            loop {
                bytes.clear();
                match input.read_until(b'\n', &mut bytes) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {}
                }
                while bytes.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
                    bytes.pop();
                }
                let event = match String::from_utf8(bytes.clone()) {
                    Ok(line) => Event::Line(line),
                    Err(_) => Event::NotText(String::from_utf8_lossy(&bytes).into_owned()),
                };
                if from_input.send(event).is_err() {
                    return;
                }
            }
            let _ = from_input.send(Event::End);
        })?;

    let waker: Waker = Arc::new(move || {
        let _ = events.send(Event::Answer);
    });
    let mut server = UciServer::default();
    let mut worker = start(server.level(), waker.clone());
    // Engines of an earlier level still thinking: each is kept until it has answered.
    let mut retiring: Vec<Worker> = Vec::new();
    let mut asked = 0;
    for event in inbox {
        let orders = match event {
            Event::Line(line) => server.read(&line),
            Event::NotText(line) => vec![Order::Say(format!(
                "info string not UTF-8, skipped: {}",
                annabella_core::shown::visible(&line, 60)
            ))],
            Event::End => server.read("quit"),
            Event::Answer => {
                let mut orders = Vec::new();
                for engine in retiring.iter().chain([&worker]) {
                    if let Some(answer) = engine.try_answer()
                        && answer.id == asked
                    {
                        orders.extend(server.answered(answer.result));
                    }
                }
                retiring.retain(Worker::busy);
                orders
            }
        };
        let mut orders = VecDeque::from(orders);
        while let Some(order) = orders.pop_front() {
            match order {
                Order::Say(line) => {
                    writeln!(out, "{line}")?;
                    out.flush()?;
                }
                Order::UseLevel(level) => {
                    let new = start(level, waker.clone());
                    let old = std::mem::replace(&mut worker, new);
                    if old.busy() {
                        // The GUI changed options without waiting for its bestmove: the old
                        // engine answers it, when it can.
                        old.stop();
                        retiring.push(old);
                    }
                }
                Order::NewGame => worker.new_game(),
                Order::Think { game, limits } => {
                    asked += 1;
                    worker.ask(asked, *game, limits);
                }
                Order::Stop => {
                    worker.stop();
                    retiring.iter().for_each(Worker::stop);
                }
                Order::Quit => return Ok(()),
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use annabella_core::engine::{Engine, EngineError, Limits, Reply};
    use annabella_core::rules::Game;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::{Duration, Instant};

    /// An engine that, told to stop, takes its time: it answers `late` after the stop.
    struct Slow {
        late: Duration,
    }

    impl Engine for Slow {
        fn name(&self) -> String {
            "Slow".into()
        }

        fn new_game(&mut self) -> Result<(), EngineError> {
            Ok(())
        }

        fn think(
            &mut self,
            game: &Game,
            _limits: &Limits,
            stop: &AtomicBool,
        ) -> Result<Reply, EngineError> {
            while !stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(5));
            }
            std::thread::sleep(self.late);
            let mv = shakmaty::Position::legal_moves(game.position())[0];
            Ok(Reply {
                mv,
                score: None,
                depth: 1,
                nodes: 1,
                pv: vec![mv],
            })
        }
    }

    /// Lines written by the server, with the time each came.
    #[derive(Clone, Default)]
    struct Heard(Arc<std::sync::Mutex<Vec<(Instant, String)>>>);

    impl Write for Heard {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            let mut lines = self.0.lock().unwrap_or_else(|e| e.into_inner());
            for line in String::from_utf8_lossy(bytes).lines() {
                lines.push((Instant::now(), line.to_string()));
            }
            Ok(bytes.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// Finding 8 of the third hardening round: a level change during a search waited 5 s for
    /// the old search, and an answer later than that was dropped, leaving the server "thinking"
    /// for ever. Now the change waits for nothing and the late answer is still the bestmove.
    #[test]
    fn a_level_change_during_a_search_waits_for_nothing_and_loses_no_bestmove() {
        let (input, mut gui) = std::io::pipe().unwrap();
        let heard = Heard::default();
        let server = {
            let mut out = heard.clone();
            std::thread::spawn(move || {
                serve(input, &mut out, |_, waker| {
                    Worker::spawn_waking(
                        Box::new(Slow {
                            late: Duration::from_millis(5_500),
                        }),
                        Some(waker),
                    )
                })
            })
        };
        let sent = Instant::now();
        writeln!(
            gui,
            "position startpos\ngo infinite\nsetoption name Level value 3"
        )
        .unwrap();
        writeln!(gui, "isready").unwrap();
        let wait_for = |text: &str, within: Duration| {
            let deadline = Instant::now() + within;
            loop {
                let lines = heard.0.lock().unwrap().clone();
                if let Some((at, _)) = lines.iter().find(|(_, l)| l.starts_with(text)) {
                    return at.duration_since(sent);
                }
                assert!(Instant::now() < deadline, "no {text:?} in {lines:?}");
                std::thread::sleep(Duration::from_millis(5));
            }
        };
        let ready = wait_for("readyok", Duration::from_secs(2));
        assert!(ready < Duration::from_secs(1), "readyok after {ready:?}");
        writeln!(gui, "stop").unwrap();
        let best = wait_for("bestmove", Duration::from_secs(10));
        assert!(best > Duration::from_secs(5), "{best:?}");
        writeln!(gui, "go movetime 10\nstop").unwrap();
        let lines = || heard.0.lock().unwrap().clone();
        let deadline = Instant::now() + Duration::from_secs(10);
        while lines()
            .iter()
            .filter(|(_, l)| l.starts_with("bestmove"))
            .count()
            < 2
        {
            assert!(
                Instant::now() < deadline,
                "the next go was refused: {:?}",
                lines()
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(!lines().iter().any(|(_, l)| l.contains("already thinking")));
        writeln!(gui, "quit").unwrap();
        drop(gui);
        server.join().unwrap().unwrap();
    }
}
