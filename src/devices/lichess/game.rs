//! One game's connection: its stream read on its own thread, its requests sent through the one
//! queue, and everything that comes back ([`Incoming`]) kept for the driver to take, with the
//! waker called so that a shell's loop takes it at once.

use std::sync::{
    Mutex,
    mpsc::{self, Receiver, Sender},
};

use annabella_core::online::{Incoming, Link, Outgoing};

use super::Waker;
use super::client::{Client, Request, segment};
use super::queue::Queue;
use super::stream::{Kind, News, Stream};

/// A game on lichess, open: its lines come in, its moves and offers go out. Dropped, its
/// stream stops (requests already queued are still sent).
pub struct GameLink {
    game_id: String,
    queue: Queue,
    arrived: Arrived,
    incoming: Mutex<Receiver<Incoming>>,
    _stream: Stream,
}

/// Where the threads put what arrived, and whom they wake.
#[derive(Clone)]
struct Arrived {
    sender: Sender<Incoming>,
    waker: Option<Waker>,
}

impl Arrived {
    fn put(&self, incoming: Incoming) {
        if self.sender.send(incoming).is_ok()
            && let Some(wake) = &self.waker
        {
            wake();
        }
    }
}

impl GameLink {
    pub(super) fn open(
        client: &Client,
        queue: Queue,
        game_id: &str,
        waker: Option<Waker>,
    ) -> GameLink {
        let (sender, incoming) = mpsc::channel();
        let arrived = Arrived { sender, waker };
        let request = Request::get(format!("/api/board/game/stream/{}", segment(game_id)));
        let stream = {
            let arrived = arrived.clone();
            Stream::open(client.clone(), request, Kind::Game, move |news| {
                let incoming = match news {
                    News::Up => Incoming::Link(Link::Up),
                    News::Line(line) => Incoming::GameLine(line),
                    News::Lost { reason, retry_in } => {
                        Incoming::Link(Link::Lost { reason, retry_in })
                    }
                    News::RateLimited { wait } => Incoming::Link(Link::RateLimited { wait }),
                    News::Refused(error) => Incoming::Link(Link::Closed(error)),
                    // A game's stream is never taken over, and its end is said by its last line.
                    News::TakenOver | News::Ended => return,
                };
                arrived.put(incoming);
            })
        };
        GameLink {
            game_id: game_id.to_string(),
            queue,
            arrived,
            incoming: Mutex::new(incoming),
            _stream: stream,
        }
    }

    /// The game's id on lichess.
    pub fn game_id(&self) -> &str {
        &self.game_id
    }

    /// Sends `outgoing` for the game in its turn in the one queue; its answer comes in as
    /// [`Incoming::Answered`] with `id`, after [`Link::RateLimited`] when lichess asked us to
    /// slow down.
    pub fn send(&self, id: u64, outgoing: &Outgoing) {
        let (path, form) = outgoing.request(&self.game_id);
        let arrived = self.arrived.clone();
        self.queue.send(Request::post(path, form), move |answer| {
            if let Some(wait) = answer.paused {
                arrived.put(Incoming::Link(Link::RateLimited { wait }));
            }
            arrived.put(Incoming::Answered {
                id,
                outcome: answer.result.map(|_| ()),
            });
        });
    }

    /// What arrived since the last call, in order; never waits.
    pub fn incoming(&self) -> Vec<Incoming> {
        match self.incoming.lock() {
            Ok(incoming) => incoming.try_iter().collect(),
            Err(_) => Vec::new(),
        }
    }
}
