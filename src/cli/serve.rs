//! `annabella uci`: the built-in engine for other chess programs. Standard input is read on its
//! own thread and the engine thinks on the worker thread, so `stop` and `isready` are answered
//! while it thinks; the protocol itself is `engine::serve`.

use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::sync::{Arc, mpsc};
use std::time::Duration;

use crate::engine::fresh_seed;
use crate::engine::worker::Worker;
use annabella_core::engine::serve::{Order, UciServer};
use annabella_core::engine::spec::EngineSpec;

enum Event {
    Line(String),
    /// A line that is not UTF-8: told in an `info string` and skipped.
    NotText(String),
    /// Standard input closed: the GUI is gone.
    End,
    /// The engine has an answer ready.
    Answer,
}

pub(super) fn run() -> Result<(), crate::error::Error> {
    let (events, inbox) = mpsc::channel();
    let from_stdin = events.clone();
    std::thread::Builder::new()
        .name("uci-input".into())
        .spawn(move || {
            // Bytes, not text: one line that is not UTF-8 must not end the engine.
            let mut input = io::stdin().lock();
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
                if from_stdin.send(event).is_err() {
                    return;
                }
            }
            let _ = from_stdin.send(Event::End);
        })?;

    let seed = fresh_seed();
    let start = |level| {
        let events = events.clone();
        Worker::start(
            EngineSpec::Builtin(level),
            seed,
            Some(Arc::new(move || {
                let _ = events.send(Event::Answer);
            })),
        )
    };
    let mut server = UciServer::default();
    let mut worker = start(server.level());
    let mut asked = 0;
    let stdout = io::stdout();
    for event in inbox {
        let orders = match event {
            Event::Line(line) => server.read(&line),
            Event::NotText(line) => vec![Order::Say(format!(
                "info string not UTF-8, skipped: {}",
                annabella_core::shown::visible(&line, 60)
            ))],
            Event::End => server.read("quit"),
            Event::Answer => match worker.try_answer() {
                Some(answer) if answer.id == asked => server.answered(answer.result),
                _ => Vec::new(),
            },
        };
        let mut out = stdout.lock();
        let mut orders = VecDeque::from(orders);
        while let Some(order) = orders.pop_front() {
            match order {
                Order::Say(line) => {
                    writeln!(out, "{line}")?;
                    out.flush()?;
                }
                Order::UseLevel(level) => {
                    // A search still running (a GUI that changed options without waiting for
                    // its bestmove) is answered first, by the engine that was asked.
                    if worker.busy() {
                        worker.stop();
                        if let Some(answer) = worker.wait_answer(Duration::from_secs(5)) {
                            for answered in server.answered(answer.result).into_iter().rev() {
                                orders.push_front(answered);
                            }
                        }
                    }
                    worker = start(level);
                }
                Order::NewGame => worker.new_game(),
                Order::Think { game, limits } => {
                    asked += 1;
                    worker.ask(asked, *game, limits);
                }
                Order::Stop => worker.stop(),
                Order::Quit => return Ok(()),
            }
        }
    }
    Ok(())
}
