//! `annabella uci`: the built-in engine for other chess programs. Standard input is read on its
//! own thread and the engine thinks on the worker thread, so `stop` and `isready` are answered
//! while it thinks; the protocol itself is `engine::serve`.

use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::sync::{Arc, mpsc};
use std::time::Duration;

use crate::engine::fresh_seed;
use crate::engine::serve::{Order, UciServer};
use crate::engine::spec::EngineSpec;
use crate::engine::worker::Worker;

enum Event {
    Line(String),
    /// Standard input closed: the GUI is gone.
    End,
    /// The engine has an answer ready.
    Answer,
}

pub(super) fn run() -> Result<(), String> {
    let (events, inbox) = mpsc::channel();
    let from_stdin = events.clone();
    std::thread::Builder::new()
        .name("uci-input".into())
        .spawn(move || {
            for line in io::stdin().lock().lines() {
                let Ok(line) = line else { break };
                if from_stdin.send(Event::Line(line)).is_err() {
                    return;
                }
            }
            let _ = from_stdin.send(Event::End);
        })
        .map_err(|e| format!("cannot read standard input: {e}"))?;

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
                    writeln!(out, "{line}").map_err(|e| e.to_string())?;
                    out.flush().map_err(|e| e.to_string())?;
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
