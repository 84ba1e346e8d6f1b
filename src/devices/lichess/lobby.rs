//! lichess before and around a game: who we are, the event stream (challenges, games starting
//! and finishing), a seek held open, challenges made, accepted, declined or cancelled, and the
//! games opened. The short requests wait for their answer (bounded) and go through the one
//! queue; the streams run on their own threads.

use std::{
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
        mpsc::{self, Receiver},
    },
    thread,
    time::Duration,
};

use annabella_core::online::{Link, RequestError, lobby::LobbyRequest, wire::Account};

use ureq::Agent;

use super::Waker;
use super::client::{Client, Request};
use super::game::GameLink;
use super::queue::Queue;
use super::stream::{Ending, Kind, News, Stream, pump};

/// The connection to lichess for one account: the one queue of short requests, and the streams
/// and games opened through it.
pub struct Lichess {
    client: Client,
    queue: Queue,
}

/// What the event stream brings in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyNews {
    /// One line of `/api/stream/event` as it came (`gameStart`, `gameFinish`, `challenge`,
    /// `challengeCanceled`, `challengeDeclined`), for the core to read.
    Event(String),
    /// The stream opened, was lost, was taken over by another client.
    Link(Link),
    /// lichess will not open it (the token is refused: log in again); not retried.
    Refused(RequestError),
}

/// The event stream, open. Dropped, it closes.
pub struct EventLink {
    incoming: Mutex<Receiver<LobbyNews>>,
    _stream: Stream,
}

impl EventLink {
    /// What arrived since the last call, in order; never waits.
    pub fn incoming(&self) -> Vec<LobbyNews> {
        match self.incoming.lock() {
            Ok(incoming) => incoming.try_iter().collect(),
            Err(_) => Vec::new(),
        }
    }
}

/// What became of a request the lobby sent.
pub enum Sent {
    /// lichess answered it.
    Answered,
    /// lichess took it and holds its stream open: the seek or challenge lives while it is.
    Held(Seek),
}

/// How a seek ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeekEnd {
    /// lichess closed it: paired (the game comes as `gameStart` on the event stream) or
    /// expired.
    Closed,
    /// The connection broke: lichess drops a seek whose stream is gone.
    Lost { reason: String },
}

/// A real-time seek (or challenge), kept alive by its open request on its own thread. Dropped or cancelled,
/// the request is closed and lichess drops the seek.
pub struct Seek {
    stopped: Arc<AtomicBool>,
    agent: Agent,
    ended: Mutex<Receiver<SeekEnd>>,
}

impl Seek {
    /// How the seek ended, once it has; never waits.
    pub fn ended(&self) -> Option<SeekEnd> {
        self.ended.lock().ok()?.try_recv().ok()
    }

    /// Withdraws the seek.
    pub fn cancel(self) {}
}

impl Drop for Seek {
    fn drop(&mut self) {
        self.stopped.store(true, Ordering::SeqCst);
        self.agent.clone().shutdown();
    }
}

impl Lichess {
    /// The connection as `client` says: its queue's thread starts.
    pub fn new(client: Client) -> Lichess {
        Lichess {
            queue: Queue::start(client.clone()),
            client,
        }
    }

    pub fn client(&self) -> &Client {
        &self.client
    }

    /// How long a short request may take, its turn in the queue included.
    fn within(&self) -> Duration {
        self.client.options().request_timeout * 2
    }

    fn ask(&self, request: Request) -> Result<String, RequestError> {
        self.queue.ask(request, self.within())
    }

    /// Who the token belongs to.
    pub fn account(&self) -> Result<Account, RequestError> {
        let body = self.ask(Request::get("/api/account"))?;
        Account::parse(&body).map_err(|reason| RequestError::Network { reason })
    }

    /// Opens the event stream. Open it before seeking: the game a seek finds arrives there.
    pub fn events(&self, waker: Option<Waker>) -> EventLink {
        let (sender, incoming) = mpsc::channel();
        let request = Request::get("/api/stream/event");
        let stream = Stream::open(self.client.clone(), request, Kind::Events, move |news| {
            let news = match news {
                News::Up => LobbyNews::Link(Link::Up),
                News::Line(line) => LobbyNews::Event(line),
                News::Lost { reason, retry_in } => LobbyNews::Link(Link::Lost { reason, retry_in }),
                News::RateLimited { wait } => LobbyNews::Link(Link::RateLimited { wait }),
                News::TakenOver => LobbyNews::Link(Link::TakenOver),
                News::Refused(error) => LobbyNews::Refused(error),
                News::Ended => return,
            };
            if sender.send(news).is_ok()
                && let Some(wake) = &waker
            {
                wake();
            }
        });
        EventLink {
            incoming: Mutex::new(incoming),
            _stream: stream,
        }
    }

    /// Opens game `game_id`: its stream, and its requests through the queue.
    pub fn play(&self, game_id: &str, waker: Option<Waker>) -> GameLink {
        GameLink::open(&self.client, self.queue.clone(), game_id, waker)
    }

    /// Sends the lobby's `request`: answered at once, or (a real-time seek or challenge) held
    /// open on its own thread until lichess closes it, `waker` called then.
    pub fn send(&self, request: &LobbyRequest, waker: Option<Waker>) -> Result<Sent, RequestError> {
        let (path, form) = request.request();
        if request.streams() {
            return self.held(&path, form, waker).map(Sent::Held);
        }
        self.ask(Request::post(path, form)).map(|_| Sent::Answered)
    }

    /// POSTs `form` to `path` and keeps the answer's stream open: the seek or challenge lives
    /// while it is (see [`Seek`]).
    fn held(
        &self,
        path: &str,
        form: Vec<(&'static str, String)>,
        waker: Option<Waker>,
    ) -> Result<Seek, RequestError> {
        let agent = self.client.stream_agent();
        let response = self.client.call(&agent, &Request::post(path, form))?;
        if !response.status().is_success() {
            let status = response.status().as_u16();
            return Err(self
                .client
                .judge(response)
                .err()
                .unwrap_or(RequestError::Network {
                    reason: format!("HTTP {status}"),
                }));
        }
        let stopped = Arc::new(AtomicBool::new(false));
        let (sender, ended) = mpsc::channel();
        let options = self.client.options().clone();
        let running = stopped.clone();
        let _ = thread::Builder::new()
            .name("lichess-seek".into())
            .spawn(move || {
                let ending = pump(
                    response.into_body().into_reader(),
                    &options,
                    &running,
                    |_| {},
                );
                let end = match ending {
                    Ending::Stopped => return,
                    Ending::Clean => SeekEnd::Closed,
                    Ending::Broken(reason) => SeekEnd::Lost { reason },
                };
                if sender.send(end).is_ok()
                    && let Some(wake) = &waker
                {
                    wake();
                }
            });
        Ok(Seek {
            stopped,
            agent,
            ended: Mutex::new(ended),
        })
    }
}
