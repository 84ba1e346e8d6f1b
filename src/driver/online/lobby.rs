//! The lobby on its own thread, for both shells: it connects (who the token belongs to), opens
//! the event stream, says the account, the games going on and the challenges waiting, carries
//! out what the player asks (seek, challenge, the lichess AI, accept, decline, cancel, take up
//! a game) and says what happens, until a game is opened and its first line has come. Nothing
//! in it waits on a shell's thread: the shell hands asks in ([`OnlineLobby::ask`]) and takes
//! what the lobby reports ([`OnlineLobby::reports`]) when the waker calls.
//!
//! The lobby's decisions are the core's (`online::lobby`); this only carries its acts out with
//! the lichess connection (`devices::lichess`).

use std::{
    sync::{
        Arc, Mutex,
        mpsc::{self, Receiver, RecvTimeoutError, Sender},
    },
    thread,
    time::{Duration, Instant},
};

use annabella_core::{
    Message,
    online::{
        Incoming, Link, RequestError,
        lobby::{Ask, Lobby, LobbyAct, LobbyInput},
        wire::{Account, Challenge, GameEventInfo, GameLine},
    },
};

use super::{opened::Opened, record::Record};
use crate::devices::{
    lichess::{Client, Lichess, LobbyNews, Seek, SeekEnd, Sent},
    speech::Waker,
};

/// How long the first line of a game's stream (its `gameFull`) is waited for.
const FIRST_LINE: Duration = Duration::from_secs(60);

/// How often the lobby looks at the time when nothing comes (a seek that expired).
const LOBBY_TICK: Duration = Duration::from_millis(500);

/// What the player asks of the lobby.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyAsk {
    /// A seek, a challenge, the AI, an answer to a challenge, a game taken up.
    Ask(Ask),
    /// The games going on, said again.
    Games,
    /// The challenges waiting, said again.
    Challenges,
}

/// What the lobby reports to the shell, in order.
pub enum LobbyReport {
    /// Say this.
    Said(Message),
    /// The lobby as it stands now (for a view that lists it).
    Seen(LobbyState),
    /// A game to play, its first line come.
    Game(Box<Opened>),
    /// The lobby is closed: left, taken over by another client (said before), or not opened,
    /// with why (the token refused, lichess not reached).
    Closed(Option<RequestError>),
}

/// The lobby as a view shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LobbyState {
    /// The account, once lichess has said whose the token is.
    pub account: Option<Account>,
    /// Whether the event stream is open now.
    pub connected: bool,
    /// Our games going on.
    pub games: Vec<GameEventInfo>,
    /// The challenges to us, oldest first.
    pub challenges: Vec<Challenge>,
    /// Our seek or challenge waits for an answer.
    pub waiting: bool,
}

/// What wakes the lobby's thread.
enum Wake {
    Asked(LobbyAsk),
    /// The event stream, a seek's stream or the game's brought something.
    News,
    /// The shell has gone.
    Leave,
}

/// The lobby running on its thread. Dropped, it closes (its streams with it).
pub struct OnlineLobby {
    wake: Sender<Wake>,
    reports: Receiver<LobbyReport>,
}

impl OnlineLobby {
    /// Connects to lichess as `client` says on a new thread, and asks `first` once the lobby
    /// is said (a subcommand's ask). `record` keeps every line lichess sends; `waker` is called
    /// from the thread whenever there is something to report.
    pub fn open(
        client: Client,
        first: Option<Ask>,
        record: Option<Arc<Record>>,
        waker: Option<Waker>,
    ) -> OnlineLobby {
        let (wake, woken) = mpsc::channel();
        let (report, reports) = mpsc::channel();
        let news = wake.clone();
        let reporter = Reporter {
            sender: report,
            waker,
        };
        let _ = thread::Builder::new()
            .name("lichess-lobby".into())
            .spawn(move || {
                let waker: Waker = Arc::new(move || {
                    let _ = news.send(Wake::News);
                });
                let run = Run {
                    lichess: Lichess::new(client),
                    woken,
                    waker,
                    report: reporter,
                    record,
                };
                run.lobby(first);
            });
        OnlineLobby { wake, reports }
    }

    /// Asks the lobby `ask` (answered by what it reports).
    pub fn ask(&self, ask: LobbyAsk) {
        let _ = self.wake.send(Wake::Asked(ask));
    }

    /// What the lobby reported since last asked, in order; never waits.
    pub fn reports(&self) -> Vec<LobbyReport> {
        self.reports.try_iter().collect()
    }
}

impl Drop for OnlineLobby {
    fn drop(&mut self) {
        let _ = self.wake.send(Wake::Leave);
    }
}

/// Where the thread reports, and whom it wakes.
struct Reporter {
    sender: Sender<LobbyReport>,
    waker: Option<Waker>,
}

impl Reporter {
    fn report(&self, report: LobbyReport) {
        if self.sender.send(report).is_ok()
            && let Some(wake) = &self.waker
        {
            wake();
        }
    }

    fn say(&self, message: Message) {
        self.report(LobbyReport::Said(message));
    }
}

/// The lobby's thread: the connection, what wakes it, where it reports.
struct Run {
    lichess: Lichess,
    woken: Receiver<Wake>,
    waker: Waker,
    report: Reporter,
    record: Option<Arc<Record>>,
}

/// The lobby's state on its thread besides the core's: the seek held open, whether the event
/// stream is up, and what was last reported of it.
struct Held {
    seek: Option<Seek>,
    connected: bool,
    seen: Option<LobbyState>,
}

impl Run {
    /// The lobby, from connecting until a game is opened or the shell leaves.
    fn lobby(self, first: Option<Ask>) {
        let account = match self.lichess.account() {
            Ok(account) => account,
            Err(error) => return self.report.report(LobbyReport::Closed(Some(error))),
        };
        let started = Instant::now();
        let mut lobby = Lobby::new(account.clone());
        let events = self.lichess.events(Some(self.waker.clone()));
        let mut held = Held {
            seek: None,
            connected: true,
            seen: None,
        };
        self.report.say(lobby.overview());
        let mut inputs: Vec<LobbyInput> = first.map(LobbyInput::Ask).into_iter().collect();
        loop {
            for input in std::mem::take(&mut inputs) {
                let mut acts = lobby.handle(input, started.elapsed());
                while !acts.is_empty() {
                    let mut next = Vec::new();
                    for act in acts {
                        match act {
                            LobbyAct::Say(message) => self.report.say(message),
                            LobbyAct::Send(request) => {
                                let sent = self.lichess.send(&request, Some(self.waker.clone()));
                                let answer = match sent {
                                    Ok(Sent::Answered) => LobbyInput::Answered(Ok(())),
                                    Ok(Sent::Held(seek)) => {
                                        held.seek = Some(seek);
                                        continue;
                                    }
                                    Err(error) if request.streams() => {
                                        LobbyInput::StreamClosed(Some(error))
                                    }
                                    Err(error) => LobbyInput::Answered(Err(error)),
                                };
                                next.extend(lobby.handle(answer, started.elapsed()));
                            }
                            LobbyAct::CloseStream => held.seek = None,
                            LobbyAct::Play(id) => {
                                self.show(&lobby, &mut held);
                                match self.open_game(&account, &id) {
                                    Opening::Opened(opened) => {
                                        return self.report.report(LobbyReport::Game(opened));
                                    }
                                    Opening::Left => return,
                                    Opening::NotOpened => {
                                        self.report.say(Message::ui("online-game-not-opened"));
                                    }
                                }
                            }
                        }
                    }
                    acts = next;
                }
            }
            self.show(&lobby, &mut held);
            match self.woken.recv_timeout(LOBBY_TICK) {
                Ok(Wake::Asked(LobbyAsk::Ask(ask))) => inputs.push(LobbyInput::Ask(ask)),
                Ok(Wake::Asked(LobbyAsk::Games)) => self.report.say(lobby.games_message()),
                Ok(Wake::Asked(LobbyAsk::Challenges)) => {
                    self.report.say(lobby.challenges_message());
                }
                Ok(Wake::Leave) | Err(RecvTimeoutError::Disconnected) => return,
                Ok(Wake::News) | Err(RecvTimeoutError::Timeout) => inputs.push(LobbyInput::Tick),
            }
            for news in events.incoming() {
                match news {
                    LobbyNews::Event(line) => {
                        if let Some(record) = &self.record {
                            record.line("event", &line);
                        }
                        inputs.push(LobbyInput::Line(line));
                    }
                    LobbyNews::Link(link) => {
                        if let Some(message) = link.message() {
                            self.report.say(message);
                        }
                        match link {
                            Link::TakenOver => {
                                return self.report.report(LobbyReport::Closed(None));
                            }
                            Link::Up => held.connected = true,
                            // The event stream answered 429: closed until the wait is out.
                            Link::Lost { .. } | Link::RateLimited { .. } => held.connected = false,
                            Link::Closed(_) => {}
                        }
                    }
                    LobbyNews::Refused(error) => {
                        return self.report.report(LobbyReport::Closed(Some(error)));
                    }
                }
            }
            if let Some(end) = held.seek.as_ref().and_then(Seek::ended) {
                held.seek = None;
                inputs.push(LobbyInput::StreamClosed(match end {
                    SeekEnd::Closed => None,
                    SeekEnd::Lost { reason } => Some(RequestError::Network { reason }),
                }));
            }
        }
    }

    /// Reports the lobby as it stands when it has changed since last reported.
    fn show(&self, lobby: &Lobby, held: &mut Held) {
        let now = LobbyState {
            account: Some(lobby.account().clone()),
            connected: held.connected,
            games: lobby.games().to_vec(),
            challenges: lobby.challenges().to_vec(),
            waiting: lobby.waiting().is_some(),
        };
        if held.seen.as_ref() != Some(&now) {
            held.seen = Some(now.clone());
            self.report.report(LobbyReport::Seen(now));
        }
    }

    /// Opens game `id` and waits (bounded) for its first line, its `gameFull`.
    fn open_game(&self, account: &Account, id: &str) -> Opening {
        let slot = Arc::new(Mutex::new(self.waker.clone()));
        let forward = slot.clone();
        let link = self.lichess.play(
            id,
            Some(Arc::new(move || {
                if let Ok(waker) = forward.lock() {
                    waker();
                }
            })),
        );
        let asked = Instant::now();
        while asked.elapsed() < FIRST_LINE {
            for incoming in link.incoming() {
                match incoming {
                    Incoming::GameLine(line) => {
                        if let Ok(GameLine::GameFull(full)) = GameLine::parse(&line) {
                            return Opening::Opened(Box::new(Opened {
                                link,
                                slot,
                                first: line,
                                full: *full,
                                account: account.clone(),
                                record: self.record.clone(),
                            }));
                        }
                    }
                    Incoming::Link(link) => {
                        if let Some(message) = link.message() {
                            self.report.say(message);
                        }
                    }
                    Incoming::Answered { .. } => {}
                }
            }
            match self.woken.recv_timeout(LOBBY_TICK) {
                Ok(Wake::Leave) | Err(RecvTimeoutError::Disconnected) => return Opening::Left,
                Ok(_) | Err(RecvTimeoutError::Timeout) => {}
            }
        }
        Opening::NotOpened
    }
}

/// What came of opening a game.
enum Opening {
    Opened(Box<Opened>),
    /// The shell left meanwhile.
    Left,
    /// No first line came.
    NotOpened,
}
