//! The lobby: lichess's event stream as the player hears it, and what they ask of it. It keeps
//! the challenges that came to us, our games going on and the seek or challenge of ours that
//! waits for an answer; it says each thing as it happens (a challenge with the challenger's
//! name, rating and time control in words; a challenge taken back or declined, with the
//! reason; a game started or over) and tells the driver which requests to send and which game
//! to open. No I/O: lines and the player's asks come in as [`LobbyInput`], and
//! [`LobbyAct`]s go out for the driver to carry out.
//!
//! ```
//! use std::time::Duration;
//! use annabella_core::online::{
//!     control::OnlineControl,
//!     lobby::{Ask, Lobby, LobbyAct, LobbyInput, LobbyRequest},
//!     wire::Account,
//! };
//! use annabella_core::{ui_text::{UiLanguage, UiText}, vocab::{VocabId, Vocabulary}};
//!
//! let said = |acts: &[LobbyAct]| -> Vec<String> {
//!     acts.iter()
//!         .filter_map(|act| match act {
//!             LobbyAct::Say(message) => Some(
//!                 message.render(Vocabulary::get(VocabId::En), UiText::get(UiLanguage::En)),
//!             ),
//!             _ => None,
//!         })
//!         .collect()
//! };
//! let mut lobby = Lobby::new(Account { id: "gabriela".into(), username: "Gabriela".into() });
//!
//! // A challenge arrives on the event stream and is said at once.
//! let line = r#"{"type":"challenge","challenge":{"id":"jWAgu6ga","url":"https://lichess.org/jWAgu6ga",
//!     "status":"created","challenger":{"id":"adriana","name":"Adriana","rating":1734},
//!     "destUser":{"id":"gabriela","name":"Gabriela"},"rated":true,"speed":"rapid",
//!     "timeControl":{"type":"clock","limit":900,"increment":10,"show":"15+10"},
//!     "color":"random","finalColor":"black"},"compat":{"bot":false,"board":true}}"#;
//! let acts = lobby.handle(LobbyInput::Line(line.replace('\n', "")), Duration::ZERO);
//! assert_eq!(
//!     said(&acts),
//!     ["Challenge from Adriana, rating 1734: 15 minutes plus 10 seconds a move, rated; \
//!       you would play White. Accept or decline."]
//! );
//!
//! // The player accepts it: the request is for the driver to send.
//! let acts = lobby.handle(LobbyInput::Ask(Ask::Accept(None)), Duration::ZERO);
//! assert!(acts.contains(&LobbyAct::Send(LobbyRequest::Accept("jWAgu6ga".into()))));
//!
//! // The game starts: said, and opened.
//! let start = r#"{"type":"gameStart","game":{"fullId":"jWAgu6gaXXXX","gameId":"jWAgu6ga",
//!     "color":"white","rated":true,"speed":"rapid","opponent":{"id":"adriana",
//!     "username":"Adriana","rating":1734},"isMyTurn":true,"compat":{"bot":false,"board":true}}}"#;
//! let acts = lobby.handle(LobbyInput::Line(start.replace('\n', "")), Duration::ZERO);
//! assert!(acts.contains(&LobbyAct::Play("jWAgu6ga".into())));
//! assert_eq!(lobby.games().len(), 1);
//! assert!(lobby.challenges().is_empty());
//! ```

use std::{collections::VecDeque, time::Duration};

use shakmaty::Color;

use crate::message::{Arg, LINE, Message, WORD, nested, shown};

use super::{
    RequestError,
    control::{ControlError, OnlineControl, Pairing},
    wire::{
        Account, Challenge, ChallengeColor, ChallengeTime, DeclineReason, Direction, EventLine,
        GameColor, GameEventInfo, Speed, Status,
    },
};

/// What comes into the lobby.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyInput {
    /// One line of the event stream, as it came; keep-alives (empty lines) are not passed on.
    Line(String),
    /// The player asks for something.
    Ask(Ask),
    /// lichess answered the oldest request sent and not yet answered (a seek or a real-time
    /// challenge is answered by [`LobbyInput::StreamClosed`] instead).
    Answered(Result<(), RequestError>),
    /// The stream a seek or a real-time challenge keeps open was closed: by lichess when the
    /// game is made or the seek expires, or on an error (then `Some`).
    StreamClosed(Option<RequestError>),
    /// Time passes: a seek whose stream closed with no game is said to have expired.
    Tick,
}

/// A new game asked for — a public seek, a challenge to a named player, or a game against the
/// lichess AI — as the player asks for it and as it is sent ([`LobbyRequest::Pair`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pair {
    /// A public seek.
    Seek {
        control: OnlineControl,
        rated: bool,
        color: Option<Color>,
    },
    /// A challenge to a named player.
    Challenge {
        user: String,
        control: OnlineControl,
        rated: bool,
        color: Option<Color>,
    },
    /// A game against the lichess AI at `level` 1 to 8.
    Ai {
        level: u8,
        control: OnlineControl,
        color: Option<Color>,
    },
}

impl Pair {
    /// What lichess accepts for this kind of pairing.
    fn pairing(&self) -> Pairing {
        match self {
            Pair::Seek { .. } => Pairing::Seek,
            Pair::Challenge { .. } => Pairing::Challenge,
            Pair::Ai { .. } => Pairing::Ai,
        }
    }

    fn control(&mut self) -> &mut OnlineControl {
        match self {
            Pair::Seek { control, .. }
            | Pair::Challenge { control, .. }
            | Pair::Ai { control, .. } => control,
        }
    }

    /// Why it cannot be asked for as it stands, besides its time control: a name that is no
    /// lichess name, a level the AI does not have.
    fn refusal(&self) -> Option<Message> {
        match self {
            Pair::Challenge { user, .. } if !username(user) => Some(Message::Ui(
                "online-lobby-not-a-username",
                vec![("name", shown(user, WORD))],
            )),
            Pair::Ai { level, .. } if !(1..=8).contains(level) => Some(Message::Ui(
                "online-lobby-ai-level",
                vec![("level", Arg::Number(u64::from(*level)))],
            )),
            _ => None,
        }
    }

    /// What waits once it is sent, and what the player hears as it goes.
    fn waiting(&self) -> (Waiting, Message) {
        match self {
            Pair::Seek {
                control,
                rated: is_rated,
                ..
            } => (
                Waiting::Seek {
                    control: *control,
                    rated: *is_rated,
                },
                Message::Ui(
                    "online-lobby-seeking",
                    vec![
                        ("control", nested(control.message())),
                        ("rated", rated(*is_rated)),
                    ],
                ),
            ),
            Pair::Challenge {
                user,
                control,
                rated: is_rated,
                ..
            } => (
                Waiting::Challenge {
                    user: user.clone(),
                    id: None,
                    control: *control,
                    rated: *is_rated,
                },
                Message::Ui(
                    "online-lobby-challenging",
                    vec![
                        ("name", user_name(user)),
                        ("control", nested(control.message())),
                        ("rated", rated(*is_rated)),
                    ],
                ),
            ),
            Pair::Ai { level, control, .. } => (
                Waiting::Ai {
                    level: *level,
                    control: *control,
                },
                Message::Ui(
                    "online-lobby-asking-ai",
                    vec![
                        ("level", Arg::Number(u64::from(*level))),
                        ("control", nested(control.message())),
                    ],
                ),
            ),
        }
    }
}

/// What the player asks of the lobby.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// A new game: a seek, a challenge, the lichess AI.
    Pair(Pair),
    /// Accept a challenge: by the challenger's name or the challenge's id, or the only one.
    Accept(Option<String>),
    /// Decline a challenge (named as for `Accept`), with a reason lichess passes on.
    Decline {
        who: Option<String>,
        reason: DeclineReason,
    },
    /// Take back our waiting seek or challenge.
    Cancel,
    /// Open a game going on: by the opponent's name or the game's id, or the only one.
    Play(Option<String>),
}

/// What the driver does for the lobby, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyAct {
    /// Say this.
    Say(Message),
    /// Send this request (one at a time; its answer comes back as [`LobbyInput::Answered`], or
    /// as [`LobbyInput::StreamClosed`] when it streams).
    Send(LobbyRequest),
    /// Close the stream that keeps our seek or challenge alive: taken back.
    CloseStream,
    /// Open this game (`GET /api/board/game/stream/{id}`) and play it.
    Play(String),
}

/// A request of the lobby's, for the connection to send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyRequest {
    /// A seek, a challenge, a game against the AI (its time control checked).
    Pair(Pair),
    Accept(String),
    Decline {
        id: String,
        reason: DeclineReason,
    },
    Cancel(String),
}

impl LobbyRequest {
    /// The request's path (a POST, below the base URL) and its form body.
    pub fn request(&self) -> (String, Vec<(&'static str, String)>) {
        let color = |color: &Option<Color>| {
            (
                "color",
                color
                    .map_or("random", |c| c.fold_wb("white", "black"))
                    .to_string(),
            )
        };
        let rated = |rated: bool| ("rated", rated.to_string());
        match self {
            LobbyRequest::Pair(Pair::Seek {
                control,
                rated: is_rated,
                color: side,
            }) => {
                let mut form = vec![rated(*is_rated)];
                form.extend(control.seek_form());
                if matches!(control, OnlineControl::Clock { .. }) {
                    form.push(color(side));
                }
                ("/api/board/seek".to_string(), form)
            }
            LobbyRequest::Pair(Pair::Challenge {
                user,
                control,
                rated: is_rated,
                color: side,
            }) => {
                let mut form = vec![rated(*is_rated)];
                form.extend(control.challenge_form());
                form.push(color(side));
                if self.streams() {
                    form.push(("keepAliveStream", "true".to_string()));
                }
                (format!("/api/challenge/{}", super::segment(user)), form)
            }
            LobbyRequest::Pair(Pair::Ai {
                level,
                control,
                color: side,
            }) => {
                let mut form = vec![("level", level.to_string())];
                form.extend(control.challenge_form());
                form.push(color(side));
                ("/api/challenge/ai".to_string(), form)
            }
            LobbyRequest::Accept(id) => (
                format!("/api/challenge/{}/accept", super::segment(id)),
                Vec::new(),
            ),
            LobbyRequest::Decline { id, reason } => (
                format!("/api/challenge/{}/decline", super::segment(id)),
                vec![("reason", reason.form_name().to_string())],
            ),
            LobbyRequest::Cancel(id) => (
                format!("/api/challenge/{}/cancel", super::segment(id)),
                Vec::new(),
            ),
        }
    }

    /// Whether the answer is a stream to keep open until lichess closes it: a real-time seek
    /// (closing it takes the seek back) and a real-time challenge (kept alive past lichess's
    /// 20 seconds, so a friend has time to answer).
    pub fn streams(&self) -> bool {
        match self {
            LobbyRequest::Pair(Pair::Seek { control, .. } | Pair::Challenge { control, .. }) => {
                matches!(control, OnlineControl::Clock { .. })
            }
            _ => false,
        }
    }
}

/// Our seek or challenge, waiting for an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Waiting {
    Seek {
        control: OnlineControl,
        rated: bool,
    },
    /// `id` once lichess has told it (the event stream's `challenge` line for ours).
    Challenge {
        user: String,
        id: Option<String>,
        control: OnlineControl,
        rated: bool,
    },
    Ai {
        level: u8,
        control: OnlineControl,
    },
}

/// The event stream's state as the player knows it, and what they asked.
#[derive(Clone, Debug)]
pub struct Lobby {
    account: Account,
    /// Challenges to us, oldest first.
    challenges: Vec<Challenge>,
    /// Our games going on, in the order they came.
    games: Vec<GameEventInfo>,
    waiting: Option<Waiting>,
    /// The game opened, until it finishes.
    playing: Option<String>,
    /// Requests sent and not yet answered, oldest first.
    sent: VecDeque<LobbyRequest>,
    /// Time controls of challenges we accepted or made, by id, to say when their game starts.
    controls: Vec<(String, OnlineControl)>,
    /// When our seek's stream closed with no game yet.
    seek_closed_at: Option<Duration>,
    /// The last line could not be read: a run of such lines is said once.
    unreadable: bool,
}

/// The longest a lichess username is; they are letters, digits, `-` and `_`.
const LONGEST_NAME: usize = 30;
/// How many challenges, games and remembered controls are kept: a hostile stream cannot grow
/// the lobby without bound.
const MOST_KEPT: usize = 100;
/// How long after a seek's stream closed its game may still come on the event stream.
pub const GRACE: Duration = Duration::from_secs(5);

impl Lobby {
    /// A lobby for the account logged in (`GET /api/account`).
    pub fn new(account: Account) -> Lobby {
        Lobby {
            account,
            challenges: Vec::new(),
            games: Vec::new(),
            waiting: None,
            playing: None,
            sent: VecDeque::new(),
            controls: Vec::new(),
            seek_closed_at: None,
            unreadable: false,
        }
    }

    pub fn account(&self) -> &Account {
        &self.account
    }

    /// The challenges to us, oldest first.
    pub fn challenges(&self) -> &[Challenge] {
        &self.challenges
    }

    /// Our games going on.
    pub fn games(&self) -> &[GameEventInfo] {
        &self.games
    }

    /// Our seek or challenge that waits for an answer.
    pub fn waiting(&self) -> Option<&Waiting> {
        self.waiting.as_ref()
    }

    /// The game opened by the lobby, until it finishes.
    pub fn playing(&self) -> Option<&str> {
        self.playing.as_deref()
    }

    /// What `annabella online` says first: the account, our games going on, the challenges to
    /// us.
    pub fn overview(&self) -> Message {
        Message::Joined(vec![
            Message::Ui(
                "online-lobby-account",
                vec![("name", shown(&self.account.username, WORD))],
            ),
            self.games_message(),
            self.challenges_message(),
        ])
    }

    /// Our games going on, one sentence each.
    pub fn games_message(&self) -> Message {
        if self.games.is_empty() {
            return Message::ui("online-lobby-no-games");
        }
        let mut parts = vec![Message::Ui(
            "online-lobby-games",
            vec![("count", Arg::Number(self.games.len() as u64))],
        )];
        parts.extend(self.games.iter().map(game_item));
        Message::Joined(parts)
    }

    /// The challenges to us, one sentence each.
    pub fn challenges_message(&self) -> Message {
        if self.challenges.is_empty() {
            return Message::ui("online-lobby-no-challenges");
        }
        let mut parts = vec![Message::Ui(
            "online-lobby-challenges",
            vec![("count", Arg::Number(self.challenges.len() as u64))],
        )];
        parts.extend(self.challenges.iter().map(|c| challenge_to_us(c, false)));
        Message::Joined(parts)
    }

    /// Takes one input at `now` (the driver's steady time, as the session's) and answers what
    /// to do, in order.
    pub fn handle(&mut self, input: LobbyInput, now: Duration) -> Vec<LobbyAct> {
        let mut acts = match input {
            LobbyInput::Line(line) => match EventLine::parse(&line) {
                Ok(event) => {
                    self.unreadable = false;
                    self.event(event)
                }
                Err(reason) => {
                    let first = !self.unreadable;
                    self.unreadable = true;
                    if first {
                        say(Message::Ui(
                            "online-lobby-unreadable",
                            vec![("reason", shown(&reason, LINE))],
                        ))
                    } else {
                        Vec::new()
                    }
                }
            },
            LobbyInput::Ask(ask) => self.ask(ask),
            LobbyInput::Answered(outcome) => self.answered(outcome),
            LobbyInput::StreamClosed(error) => self.stream_closed(error, now),
            LobbyInput::Tick => Vec::new(),
        };
        acts.extend(self.seek_expired(now));
        acts
    }

    fn event(&mut self, event: EventLine) -> Vec<LobbyAct> {
        match event {
            EventLine::GameStart { game } => self.game_start(*game),
            EventLine::GameFinish { game } => self.game_finish(&game),
            EventLine::Challenge { challenge, compat } => {
                if self.ours(&challenge) {
                    if let Some(Waiting::Challenge {
                        user, id, control, ..
                    }) = &mut self.waiting
                        && challenge
                            .dest_user
                            .as_ref()
                            .is_some_and(|dest| dest.id.eq_ignore_ascii_case(user))
                    {
                        *id = Some(challenge.id.clone());
                        let control = *control;
                        self.remember(&challenge.id, control);
                    }
                    return Vec::new();
                }
                let playable = compat.is_none_or(|compat| compat.board);
                let mut said = vec![challenge_to_us(&challenge, true)];
                if !playable {
                    said.push(Message::ui("online-lobby-challenge-not-playable"));
                }
                if let Some(known) = self.challenges.iter_mut().find(|c| c.id == challenge.id) {
                    // Told again on reconnecting: kept, not said twice.
                    *known = *challenge;
                    return Vec::new();
                }
                if self.challenges.len() < MOST_KEPT {
                    self.challenges.push(*challenge);
                }
                say(Message::Joined(said))
            }
            EventLine::ChallengeCanceled { challenge } => {
                if self.waiting_for(&challenge.id) {
                    self.waiting = None;
                    return say(Message::Ui(
                        "online-lobby-our-challenge-canceled",
                        vec![("name", dest_name(&challenge))],
                    ));
                }
                let before = self.challenges.len();
                self.challenges.retain(|c| c.id != challenge.id);
                if self.challenges.len() == before {
                    return Vec::new();
                }
                say(Message::Ui(
                    "online-lobby-challenge-withdrawn",
                    vec![("name", user_name(&challenge.challenger.name))],
                ))
            }
            EventLine::ChallengeDeclined { challenge } => {
                if self.waiting_for(&challenge.id) {
                    self.waiting = None;
                }
                if !self.ours(&challenge) {
                    return Vec::new();
                }
                let reason = challenge.decline_reason_key.unwrap_or(DeclineReason::Other);
                say(Message::Ui(
                    "online-lobby-declined",
                    vec![
                        ("name", dest_name(&challenge)),
                        ("reason", Arg::Select(reason.as_str())),
                    ],
                ))
            }
            EventLine::Unknown => Vec::new(),
        }
    }

    /// Whether a challenge is one of ours.
    fn ours(&self, challenge: &Challenge) -> bool {
        match challenge.direction {
            Some(direction) => direction == Direction::Out,
            None => challenge
                .challenger
                .id
                .eq_ignore_ascii_case(&self.account.id),
        }
    }

    fn waiting_for(&self, id: &str) -> bool {
        matches!(&self.waiting, Some(Waiting::Challenge { id: Some(ours), .. }) if ours == id)
    }

    fn game_start(&mut self, game: GameEventInfo) -> Vec<LobbyAct> {
        let id = game.game_id.clone();
        // A challenge accepted becomes the game of the same id.
        self.challenges.retain(|c| c.id != id);
        if let Some(known) = self.games.iter_mut().find(|g| g.game_id == id) {
            // Told again on reconnecting: kept, not said twice.
            *known = game;
            return Vec::new();
        }
        let answers_ours = match &self.waiting {
            Some(Waiting::Challenge { id: Some(ours), .. }) => *ours == id,
            Some(Waiting::Challenge { user, id: None, .. }) => game
                .opponent
                .as_ref()
                .and_then(|o| o.id.as_deref())
                .is_some_and(|o| o.eq_ignore_ascii_case(user)),
            Some(Waiting::Seek { .. } | Waiting::Ai { .. }) => true,
            None => false,
        };
        let waited = if answers_ours {
            self.seek_closed_at = None;
            self.waiting.take()
        } else {
            None
        };
        let accepted = self
            .controls
            .iter()
            .find(|(c, _)| *c == id)
            .map(|(_, c)| *c);
        let control = accepted.or(match waited {
            Some(Waiting::Seek { control, .. } | Waiting::Ai { control, .. }) => Some(control),
            Some(Waiting::Challenge { control, .. }) => Some(control),
            None => None,
        });
        let mut said = vec![Message::Ui(
            "online-lobby-game-started",
            vec![
                ("opponent", opponent(&game)),
                ("control", control_or_speed(control, game.speed)),
                ("rated", rated(game.rated)),
                ("color", our_color(game.color.map(GameColor::color))),
            ],
        )];
        let mut acts = Vec::new();
        if !game.board_compatible() {
            said.push(Message::ui("online-lobby-game-not-playable"));
        } else if self.playing.is_none() || answers_ours || accepted.is_some() {
            self.playing = Some(id.clone());
            acts.push(LobbyAct::Play(id));
        } else {
            said.push(Message::Ui(
                "online-lobby-game-waits",
                vec![("opponent", opponent_name(&game))],
            ));
        }
        if self.games.len() < MOST_KEPT {
            self.games.push(game);
        }
        acts.insert(0, LobbyAct::Say(Message::Joined(said)));
        acts
    }

    fn game_finish(&mut self, game: &GameEventInfo) -> Vec<LobbyAct> {
        let id = &game.game_id;
        self.games.retain(|g| g.game_id != *id);
        self.controls.retain(|(challenge, _)| challenge != id);
        if self.playing.as_deref() == Some(id.as_str()) {
            // The game's own stream says how it ended, in full.
            self.playing = None;
            return Vec::new();
        }
        let result = match (game.status.as_ref().map(|s| &s.name), game.winner) {
            (Some(Status::Aborted | Status::NoStart), _) => "aborted",
            (_, Some(winner)) if Some(winner) == game.color => "won",
            (_, Some(_)) => "lost",
            _ => "draw",
        };
        say(Message::Ui(
            "online-lobby-game-finished",
            vec![
                ("opponent", opponent_name(game)),
                ("result", Arg::Select(result)),
            ],
        ))
    }

    fn ask(&mut self, ask: Ask) -> Vec<LobbyAct> {
        match ask {
            Ask::Pair(mut pair) => {
                if let Some(busy) = self.busy() {
                    return busy;
                }
                if let Some(refusal) = pair.refusal() {
                    return say(refusal);
                }
                let pairing = pair.pairing();
                let control = pair.control();
                *control = match control.checked(pairing) {
                    Ok(control) => control,
                    Err(error) => return refused(&error),
                };
                let (waiting, said) = pair.waiting();
                self.waiting = Some(waiting);
                vec![LobbyAct::Say(said), self.send(LobbyRequest::Pair(pair))]
            }
            Ask::Accept(who) => {
                let challenge = match self.challenge(who.as_deref()) {
                    Ok(challenge) => challenge.clone(),
                    Err(refusal) => return refusal,
                };
                if let Some(control) = OnlineControl::from_challenge(&challenge.time_control) {
                    self.remember(&challenge.id, control);
                }
                vec![
                    LobbyAct::Say(Message::Ui(
                        "online-lobby-accepting",
                        vec![("name", user_name(&challenge.challenger.name))],
                    )),
                    self.send(LobbyRequest::Accept(challenge.id)),
                ]
            }
            Ask::Decline { who, reason } => {
                let challenge = match self.challenge(who.as_deref()) {
                    Ok(challenge) => challenge.clone(),
                    Err(refusal) => return refusal,
                };
                self.challenges.retain(|c| c.id != challenge.id);
                vec![
                    LobbyAct::Say(Message::Ui(
                        "online-lobby-declining",
                        vec![("name", user_name(&challenge.challenger.name))],
                    )),
                    self.send(LobbyRequest::Decline {
                        id: challenge.id,
                        reason,
                    }),
                ]
            }
            Ask::Cancel => match self.waiting.take() {
                Some(Waiting::Seek { .. }) if self.seek_closed_at.take().is_some() => {
                    say(Message::ui("online-lobby-seek-canceled"))
                }
                None => say(Message::ui("online-lobby-nothing-to-cancel")),
                Some(Waiting::Seek { .. }) => vec![
                    LobbyAct::CloseStream,
                    LobbyAct::Say(Message::ui("online-lobby-seek-canceled")),
                ],
                Some(Waiting::Challenge {
                    user, id, control, ..
                }) => {
                    let mut acts = Vec::new();
                    if matches!(control, OnlineControl::Clock { .. }) {
                        acts.push(LobbyAct::CloseStream);
                    }
                    acts.push(LobbyAct::Say(Message::Ui(
                        "online-lobby-challenge-taken-back",
                        vec![("name", user_name(&user))],
                    )));
                    if let Some(id) = id {
                        acts.push(self.send(LobbyRequest::Cancel(id)));
                    }
                    acts
                }
                // The AI answers at once; nothing waits to be taken back.
                Some(Waiting::Ai { .. }) => say(Message::ui("online-lobby-nothing-to-cancel")),
            },
            Ask::Play(who) => self.play(who.as_deref()),
        }
    }

    /// The refusal when a seek or challenge of ours already waits.
    fn busy(&self) -> Option<Vec<LobbyAct>> {
        let kind = match self.waiting.as_ref()? {
            Waiting::Seek { .. } => "seek",
            Waiting::Challenge { .. } => "challenge",
            Waiting::Ai { .. } => "ai",
        };
        Some(say(Message::Ui(
            "online-lobby-already-waiting",
            vec![("waiting", Arg::Select(kind))],
        )))
    }

    fn send(&mut self, request: LobbyRequest) -> LobbyAct {
        if !request.streams() {
            self.sent.push_back(request.clone());
        }
        LobbyAct::Send(request)
    }

    fn remember(&mut self, id: &str, control: OnlineControl) {
        self.controls.retain(|(known, _)| known != id);
        if self.controls.len() >= MOST_KEPT {
            self.controls.remove(0);
        }
        self.controls.push((id.to_string(), control));
    }

    /// The challenge to us that `who` names (the challenger's name or id, or the challenge's
    /// id), or the only one.
    fn challenge(&self, who: Option<&str>) -> Result<&Challenge, Vec<LobbyAct>> {
        match who {
            None => match self.challenges.as_slice() {
                [] => Err(say(Message::ui("online-lobby-no-challenge"))),
                [only] => Ok(only),
                many => Err(say(Message::Ui(
                    "online-lobby-which-challenge",
                    vec![("count", Arg::Number(many.len() as u64))],
                ))),
            },
            Some(who) => self
                .challenges
                .iter()
                .rev()
                .find(|c| {
                    c.id == who
                        || c.challenger.id.eq_ignore_ascii_case(who)
                        || c.challenger.name.eq_ignore_ascii_case(who)
                })
                .ok_or_else(|| {
                    say(Message::Ui(
                        "online-lobby-no-such-challenge",
                        vec![("who", shown(who, WORD))],
                    ))
                }),
        }
    }

    fn play(&mut self, who: Option<&str>) -> Vec<LobbyAct> {
        let game = match who {
            None => match self.games.as_slice() {
                [] => return say(Message::ui("online-lobby-no-game")),
                [only] => only,
                many => match many.iter().find(|g| g.is_my_turn && g.board_compatible()) {
                    Some(turn) => turn,
                    None => {
                        return say(Message::Ui(
                            "online-lobby-which-game",
                            vec![("count", Arg::Number(many.len() as u64))],
                        ));
                    }
                },
            },
            Some(who) => match self.games.iter().find(|g| {
                g.game_id == who
                    || g.opponent.as_ref().is_some_and(|o| {
                        o.username.eq_ignore_ascii_case(who)
                            || o.id
                                .as_deref()
                                .is_some_and(|id| id.eq_ignore_ascii_case(who))
                    })
            }) {
                Some(game) => game,
                None => {
                    return say(Message::Ui(
                        "online-lobby-no-such-game",
                        vec![("who", shown(who, WORD))],
                    ));
                }
            },
        };
        if !game.board_compatible() {
            return say(Message::ui("online-lobby-game-not-playable"));
        }
        let id = game.game_id.clone();
        let said = Message::Ui(
            "online-lobby-opening",
            vec![("opponent", opponent_name(game))],
        );
        self.playing = Some(id.clone());
        vec![LobbyAct::Say(said), LobbyAct::Play(id)]
    }

    fn answered(&mut self, outcome: Result<(), RequestError>) -> Vec<LobbyAct> {
        let Some(request) = self.sent.pop_front() else {
            return Vec::new();
        };
        let Err(error) = outcome else {
            return Vec::new();
        };
        match &request {
            LobbyRequest::Pair(_) => {
                self.waiting = None;
            }
            LobbyRequest::Accept(id) => {
                self.controls.retain(|(known, _)| known != id);
                if error == RequestError::NotFound {
                    // Taken back or expired meanwhile.
                    self.challenges.retain(|c| c.id != *id);
                }
            }
            LobbyRequest::Decline { .. } | LobbyRequest::Cancel(_) => {}
        }
        say(Message::Ui(
            "online-lobby-request-failed",
            vec![
                ("request", Arg::Select(request_kind(&request))),
                ("reason", nested(error.message())),
            ],
        ))
    }

    fn stream_closed(&mut self, error: Option<RequestError>, now: Duration) -> Vec<LobbyAct> {
        let Some(waiting) = &self.waiting else {
            return Vec::new();
        };
        let request = match waiting {
            Waiting::Seek { .. } => "seek",
            Waiting::Challenge { .. } => "challenge",
            Waiting::Ai { .. } => "ai",
        };
        match error {
            Some(error) => {
                self.waiting = None;
                self.seek_closed_at = None;
                say(Message::Ui(
                    "online-lobby-request-failed",
                    vec![
                        ("request", Arg::Select(request)),
                        ("reason", nested(error.message())),
                    ],
                ))
            }
            // lichess closes a seek's stream when the seek is taken up or expires; the game,
            // if any, comes on the event stream, maybe a moment later: the seek is said to
            // have expired only when none has come after `GRACE`.
            None if request == "seek" => {
                self.seek_closed_at = Some(now);
                Vec::new()
            }
            // A real-time challenge's stream ends when it is answered; the answer comes on the
            // event stream.
            None => Vec::new(),
        }
    }

    /// The seek ended with no game after `GRACE`: said to have expired.
    fn seek_expired(&mut self, now: Duration) -> Vec<LobbyAct> {
        match self.seek_closed_at {
            Some(closed) if now.saturating_sub(closed) >= GRACE => {
                self.seek_closed_at = None;
                self.waiting = None;
                say(Message::ui("online-lobby-seek-expired"))
            }
            _ => Vec::new(),
        }
    }
}

impl DeclineReason {
    /// The reason as the decline form takes it (`tooFast`, where the stream says `toofast`).
    pub fn form_name(self) -> &'static str {
        match self {
            DeclineReason::TooFast => "tooFast",
            DeclineReason::TooSlow => "tooSlow",
            DeclineReason::TimeControl => "timeControl",
            DeclineReason::NoBot => "noBot",
            DeclineReason::OnlyBot => "onlyBot",
            DeclineReason::Other => "generic",
            reason => reason.as_str(),
        }
    }
}

fn say(message: Message) -> Vec<LobbyAct> {
    vec![LobbyAct::Say(message)]
}

fn refused(error: &ControlError) -> Vec<LobbyAct> {
    say(error.message())
}

/// Whether `name` can be a lichess username, and so a path segment as it is.
fn username(name: &str) -> bool {
    (2..=LONGEST_NAME).contains(&name.len())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

fn user_name(name: &str) -> Arg {
    shown(name, WORD)
}

/// The one a challenge of ours went to.
fn dest_name(challenge: &Challenge) -> Arg {
    user_name(
        challenge
            .dest_user
            .as_ref()
            .map_or(challenge.id.as_str(), |dest| dest.name.as_str()),
    )
}

fn rated(rated: bool) -> Arg {
    Arg::Select(if rated { "rated" } else { "casual" })
}

/// The colour we play, as a selector (`white`, `black`, `random`).
fn our_color(color: Option<Color>) -> Arg {
    Arg::Select(color.map_or("random", |c| c.fold_wb("white", "black")))
}

/// A player with their rating (and title), or the lichess AI at its level.
fn player(name: &str, title: Option<&str>, rating: Option<u32>, ai: Option<u8>) -> Arg {
    let message = match (ai, rating) {
        (Some(level), _) => Message::Ui(
            "online-lobby-ai",
            vec![("level", Arg::Number(u64::from(level)))],
        ),
        (None, Some(rating)) => Message::Ui(
            "online-lobby-player-rated",
            vec![
                ("name", titled(name, title)),
                ("rating", Arg::Number(u64::from(rating))),
            ],
        ),
        (None, None) => Message::Ui("online-lobby-player", vec![("name", titled(name, title))]),
    };
    nested(message)
}

fn titled(name: &str, title: Option<&str>) -> Arg {
    match title {
        Some(title) if !title.is_empty() => shown(&format!("{title} {name}"), WORD),
        _ => shown(name, WORD),
    }
}

fn opponent(game: &GameEventInfo) -> Arg {
    match &game.opponent {
        Some(o) => player(&o.username, None, o.rating, o.ai),
        None => player("?", None, None, None),
    }
}

/// The opponent by name alone, or the lichess AI at its level.
fn opponent_name(game: &GameEventInfo) -> Arg {
    match &game.opponent {
        Some(o) => player(&o.username, None, None, o.ai),
        None => player("?", None, None, None),
    }
}

/// A time control in words, or when it is not known the game's speed.
fn control_or_speed(control: Option<OnlineControl>, speed: Speed) -> Arg {
    nested(match control {
        Some(control) => control.message(),
        None => Message::Ui("online-speed", vec![("speed", Arg::Select(speed.as_str()))]),
    })
}

fn time_control(time: &ChallengeTime, speed: Speed) -> Arg {
    match time {
        ChallengeTime::Unlimited => nested(Message::ui("online-control-unlimited")),
        other => control_or_speed(OnlineControl::from_challenge(other), speed),
    }
}

/// A challenge to us: who, the time control in words, rated or casual, our colour.
/// `arriving`: said as it comes, with what to do.
/// A challenge to us, in a list (a lobby view's item).
pub fn challenge_item(challenge: &Challenge) -> Message {
    challenge_to_us(challenge, false)
}

fn challenge_to_us(challenge: &Challenge, arriving: bool) -> Message {
    let who = &challenge.challenger;
    // The challenger's colour is drawn at once when they left it to chance; we play the other.
    let ours = match (challenge.final_color, challenge.color) {
        (Some(theirs), _) => Some(theirs.color().other()),
        (None, ChallengeColor::White) => Some(Color::Black),
        (None, ChallengeColor::Black) => Some(Color::White),
        (None, ChallengeColor::Random) => None,
    };
    Message::Ui(
        if arriving {
            "online-lobby-challenge"
        } else {
            "online-lobby-challenge-item"
        },
        vec![
            (
                "challenger",
                player(&who.name, who.title.as_deref(), who.rating, None),
            ),
            (
                "control",
                time_control(&challenge.time_control, challenge.speed),
            ),
            ("rated", rated(challenge.rated)),
            ("color", our_color(ours)),
        ],
    )
}

/// A game going on, in a list (a lobby view's item too).
pub fn game_item(game: &GameEventInfo) -> Message {
    let mut parts = vec![Message::Ui(
        "online-lobby-game-item",
        vec![
            ("opponent", opponent(game)),
            ("color", our_color(game.color.map(GameColor::color))),
            (
                "turn",
                Arg::Select(if game.is_my_turn { "yours" } else { "theirs" }),
            ),
            ("speed", Arg::Select(game.speed.as_str())),
        ],
    )];
    if !game.board_compatible() {
        parts.push(Message::ui("online-lobby-game-not-playable"));
    }
    Message::Joined(parts)
}

fn request_kind(request: &LobbyRequest) -> &'static str {
    match request {
        LobbyRequest::Pair(Pair::Seek { .. }) => "seek",
        LobbyRequest::Pair(Pair::Challenge { .. }) => "challenge",
        LobbyRequest::Pair(Pair::Ai { .. }) => "ai",
        LobbyRequest::Accept(_) => "accept",
        LobbyRequest::Decline { .. } => "decline",
        LobbyRequest::Cancel(_) => "cancel",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        ui_text::{UiLanguage, UiText},
        vocab::{VocabId, Vocabulary},
    };

    const T0: Duration = Duration::ZERO;

    fn lobby() -> Lobby {
        Lobby::new(Account {
            id: "gabriela".into(),
            username: "Gabriela".into(),
        })
    }

    /// A message in English, checked to render whole in every interface language first.
    fn english(message: &Message) -> String {
        for language in UiLanguage::ALL {
            let said = message.render(Vocabulary::get(VocabId::En), UiText::get(language));
            assert!(
                !said.contains('{') && !said.contains("online-") && !said.contains("error-"),
                "{language}: {said}"
            );
        }
        message.render(Vocabulary::get(VocabId::En), UiText::get(UiLanguage::En))
    }

    fn said(acts: &[LobbyAct]) -> Vec<String> {
        acts.iter()
            .filter_map(|act| match act {
                LobbyAct::Say(message) => Some(english(message)),
                _ => None,
            })
            .collect()
    }

    fn sent(acts: &[LobbyAct]) -> Vec<&LobbyRequest> {
        acts.iter()
            .filter_map(|act| match act {
                LobbyAct::Send(request) => Some(request),
                _ => None,
            })
            .collect()
    }

    fn line(lobby: &mut Lobby, line: &str) -> Vec<LobbyAct> {
        lobby.handle(LobbyInput::Line(line.to_string()), T0)
    }

    fn ask(lobby: &mut Lobby, ask: Ask) -> Vec<LobbyAct> {
        lobby.handle(LobbyInput::Ask(ask), T0)
    }

    fn challenge_line(id: &str, from: &str, rating: u32, time: &str, rated: bool) -> String {
        format!(
            r#"{{"type":"challenge","challenge":{{"id":"{id}","url":"https://lichess.org/{id}",
            "status":"created","challenger":{{"id":"{lower}","name":"{from}","rating":{rating}}},
            "destUser":{{"id":"gabriela","name":"Gabriela"}},"rated":{rated},"speed":"rapid",
            "timeControl":{time},"color":"random","finalColor":"white"}},
            "compat":{{"bot":false,"board":true}}}}"#,
            lower = from.to_lowercase()
        )
        .replace('\n', "")
    }

    fn game_line(kind: &str, id: &str, opponent: &str, extra: &str) -> String {
        format!(
            r#"{{"type":"{kind}","game":{{"fullId":"{id}XXXX","gameId":"{id}","color":"black",
            "rated":false,"speed":"rapid","opponent":{{"id":"{lower}","username":"{opponent}",
            "rating":1500}},"isMyTurn":false,"compat":{{"bot":false,"board":true}}{extra}}}}}"#,
            lower = opponent.to_lowercase()
        )
        .replace('\n', "")
    }

    const CLOCK: &str = r#"{"type":"clock","limit":900,"increment":10,"show":"15+10"}"#;

    fn control(text: &str) -> OnlineControl {
        text.parse().unwrap()
    }

    #[test]
    fn a_challenge_is_heard_as_it_arrives_and_kept() {
        let mut lobby = lobby();
        let arrival = challenge_line("c1", "Adriana", 1734, CLOCK, true);
        assert_eq!(
            said(&line(&mut lobby, &arrival)),
            [
                "Challenge from Adriana, rating 1734: 15 minutes plus 10 seconds a move, rated; \
                 you would play Black. Accept or decline."
            ]
        );
        // lichess tells every challenge again on reconnecting: not said twice.
        assert!(line(&mut lobby, &arrival).is_empty());
        let days = r#"{"type":"correspondence","daysPerTurn":3}"#;
        assert_eq!(
            said(&line(
                &mut lobby,
                &challenge_line("c2", "Diego", 1939, days, false)
            )),
            [
                "Challenge from Diego, rating 1939: 3 days a move, casual; you would play Black. \
                 Accept or decline."
            ]
        );
        assert_eq!(lobby.challenges().len(), 2);
        assert_eq!(
            english(&lobby.challenges_message()),
            "2 challenges to you: from Adriana, rating 1734: 15 minutes plus 10 seconds a move, \
             rated; you would play Black. From Diego, rating 1939: 3 days a move, casual; you \
             would play Black"
                .replace("From", "from")
        );
        let canceled = challenge_line("c2", "Diego", 1939, days, false)
            .replace(r#""type":"challenge""#, r#""type":"challengeCanceled""#);
        assert_eq!(
            said(&line(&mut lobby, &canceled)),
            ["Diego took back the challenge."]
        );
        assert_eq!(lobby.challenges().len(), 1);
    }

    #[test]
    fn an_accepted_challenge_becomes_the_game_opened() {
        let mut lobby = lobby();
        line(
            &mut lobby,
            &challenge_line("c1", "Adriana", 1734, CLOCK, true),
        );
        let acts = ask(&mut lobby, Ask::Accept(Some("adriana".into())));
        assert_eq!(said(&acts), ["Accepting the challenge from Adriana."]);
        assert_eq!(sent(&acts), [&LobbyRequest::Accept("c1".into())]);
        assert_eq!(
            LobbyRequest::Accept("c1".into()).request(),
            ("/api/challenge/c1/accept".to_string(), Vec::new())
        );
        assert!(lobby.handle(LobbyInput::Answered(Ok(())), T0).is_empty());
        let acts = line(&mut lobby, &game_line("gameStart", "c1", "Adriana", ""));
        assert_eq!(
            said(&acts),
            [
                "Game started against Adriana, rating 1500: 15 minutes plus 10 seconds a move, \
              casual; you play Black."
            ]
        );
        assert_eq!(acts.last(), Some(&LobbyAct::Play("c1".into())));
        assert_eq!(lobby.playing(), Some("c1"));
        assert!(lobby.challenges().is_empty());
        assert_eq!(
            english(&lobby.games_message()),
            "One game of yours is going on: against Adriana, rating 1500, you play Black, their \
             move, rapid"
        );
        // The game's own stream tells how it ended; the lobby only lets it go.
        let finish = game_line("gameFinish", "c1", "Adriana", r#","winner":"black""#);
        assert!(line(&mut lobby, &finish).is_empty());
        assert_eq!(lobby.playing(), None);
        assert!(lobby.games().is_empty());
    }

    #[test]
    fn a_challenge_declined_with_a_reason_lichess_passes_on() {
        let mut lobby = lobby();
        line(
            &mut lobby,
            &challenge_line("c1", "Adriana", 1734, CLOCK, true),
        );
        let acts = ask(
            &mut lobby,
            Ask::Decline {
                who: None,
                reason: DeclineReason::TooFast,
            },
        );
        assert_eq!(said(&acts), ["Declining the challenge from Adriana."]);
        let request = sent(&acts)[0].request();
        assert_eq!(
            request,
            (
                "/api/challenge/c1/decline".to_string(),
                vec![("reason", "tooFast".to_string())]
            )
        );
        assert!(lobby.challenges().is_empty());
        assert_eq!(
            said(&ask(&mut lobby, Ask::Accept(None))),
            ["No challenge to you to answer."]
        );
    }

    #[test]
    fn our_challenge_declined_is_said_with_the_reason_in_words() {
        let mut lobby = lobby();
        let acts = ask(
            &mut lobby,
            Ask::Pair(Pair::Challenge {
                user: "Diego".into(),
                control: control("15+10"),
                rated: true,
                color: Some(Color::White),
            }),
        );
        assert_eq!(
            said(&acts),
            [
                "Challenging Diego: 15 minutes plus 10 seconds a move, rated. Waiting for an \
              answer; cancel takes it back."
            ]
        );
        let request = sent(&acts)[0];
        assert!(request.streams());
        assert_eq!(
            request.request(),
            (
                "/api/challenge/Diego".to_string(),
                vec![
                    ("rated", "true".to_string()),
                    ("clock.limit", "900".to_string()),
                    ("clock.increment", "10".to_string()),
                    ("color", "white".to_string()),
                    ("keepAliveStream", "true".to_string()),
                ]
            )
        );
        // Our own challenge comes back on the event stream, with its id: not said.
        let ours = r#"{"type":"challenge","challenge":{"id":"x1","challenger":{"id":"gabriela",
            "name":"Gabriela"},"destUser":{"id":"diego","name":"Diego"},"timeControl":
            {"type":"clock","limit":900,"increment":10}}}"#
            .replace('\n', "");
        assert!(line(&mut lobby, &ours).is_empty());
        assert!(lobby.challenges().is_empty());
        assert!(matches!(
            lobby.waiting(),
            Some(Waiting::Challenge { id: Some(id), .. }) if id == "x1"
        ));
        let declined = ours
            .replace(r#""type":"challenge""#, r#""type":"challengeDeclined""#)
            .replace(
                r#""id":"x1","#,
                r#""id":"x1","declineReasonKey":"tooslow","#,
            );
        assert_eq!(
            said(&line(&mut lobby, &declined)),
            [
                "Diego declined your challenge: too slow for them; challenge again with a faster \
              game."
            ]
        );
        assert_eq!(lobby.waiting(), None);
    }

    #[test]
    fn a_seek_too_fast_is_refused_before_it_is_sent() {
        let mut lobby = lobby();
        let acts = ask(
            &mut lobby,
            Ask::Pair(Pair::Seek {
                control: control("5+3"),
                rated: true,
                color: None,
            }),
        );
        assert!(sent(&acts).is_empty());
        assert!(said(&acts)[0].starts_with("a seek must be rapid or slower"));
        let acts = ask(
            &mut lobby,
            Ask::Pair(Pair::Seek {
                control: control("10+5"),
                rated: false,
                color: None,
            }),
        );
        assert_eq!(
            said(&acts),
            [
                "Seeking a game: 10 minutes plus 5 seconds a move, casual. It starts when someone \
              takes it up; cancel stops seeking."
            ]
        );
        assert_eq!(
            sent(&acts)[0].request(),
            (
                "/api/board/seek".to_string(),
                vec![
                    ("rated", "false".to_string()),
                    ("time", "10".to_string()),
                    ("increment", "5".to_string()),
                    ("color", "random".to_string()),
                ]
            )
        );
        assert_eq!(
            said(&ask(
                &mut lobby,
                Ask::Pair(Pair::Ai {
                    level: 3,
                    control: control("10+5"),
                    color: None
                })
            )),
            ["You are seeking a game already: cancel it first, or wait."]
        );
        let acts = ask(&mut lobby, Ask::Cancel);
        assert_eq!(acts[0], LobbyAct::CloseStream);
        assert_eq!(said(&acts), ["Seeking stopped."]);
    }

    #[test]
    fn a_seek_that_closes_without_a_game_has_expired_after_a_grace() {
        let mut lobby = lobby();
        let seek = Ask::Pair(Pair::Seek {
            control: control("15+10"),
            rated: true,
            color: None,
        });
        ask(&mut lobby, seek.clone());
        let closed = Duration::from_secs(100);
        assert!(
            lobby
                .handle(LobbyInput::StreamClosed(None), closed)
                .is_empty()
        );
        assert!(
            lobby
                .handle(LobbyInput::Tick, closed + GRACE / 2)
                .is_empty()
        );
        assert_eq!(
            said(&lobby.handle(LobbyInput::Tick, closed + GRACE)),
            ["Nobody took up your seek, and it has expired. Seek again to go on waiting."]
        );
        // Paired: the stream closes, and the game comes a moment later.
        ask(&mut lobby, seek);
        lobby.handle(LobbyInput::StreamClosed(None), closed);
        let acts = lobby.handle(
            LobbyInput::Line(game_line("gameStart", "g1", "Aaron", "")),
            closed + GRACE / 2,
        );
        assert_eq!(
            said(&acts),
            [
                "Game started against Aaron, rating 1500: 15 minutes plus 10 seconds a move, \
              casual; you play Black."
            ]
        );
        assert_eq!(acts.last(), Some(&LobbyAct::Play("g1".into())));
        assert!(
            lobby
                .handle(LobbyInput::Tick, closed + GRACE * 3)
                .is_empty()
        );
    }

    #[test]
    fn games_on_connecting_the_first_is_taken_up_the_others_wait() {
        let mut lobby = lobby();
        let first = line(&mut lobby, &game_line("gameStart", "g1", "Aaron", ""));
        assert_eq!(first.last(), Some(&LobbyAct::Play("g1".into())));
        let second = line(&mut lobby, &game_line("gameStart", "g2", "Mary", ""));
        assert_eq!(
            said(&second),
            [
                "Game started against Mary, rating 1500: a rapid game, casual; you play Black. It \
              waits while you play this game: play Mary opens it."
            ]
        );
        assert!(!second.iter().any(|act| matches!(act, LobbyAct::Play(_))));
        let bullet =
            game_line("gameStart", "g3", "Fast", "").replace(r#""board":true"#, r#""board":false"#);
        let acts = line(&mut lobby, &bullet);
        assert!(said(&acts)[0].ends_with(
            "This game cannot be played here: lichess’s Board API does not take it. Play it on \
             lichess.org."
        ));
        let acts = ask(&mut lobby, Ask::Play(Some("mary".into())));
        assert_eq!(said(&acts), ["Opening the game against Mary."]);
        assert_eq!(acts.last(), Some(&LobbyAct::Play("g2".into())));
        assert_eq!(
            said(&ask(&mut lobby, Ask::Play(Some("Fast".into())))),
            [
                "This game cannot be played here: lichess’s Board API does not take it. Play it \
              on lichess.org."
            ]
        );
        // A game not being played ends: said.
        let finish = game_line("gameFinish", "g1", "Aaron", r#","winner":"black""#);
        assert_eq!(
            said(&line(&mut lobby, &finish)),
            ["The game against Aaron is over: you won."]
        );
    }

    #[test]
    fn the_overview_says_the_account_the_games_and_the_challenges() {
        let mut lobby = lobby();
        assert_eq!(
            english(&lobby.overview()),
            "Logged in to lichess as Gabriela. No game of yours is going on. No challenges to \
             you."
        );
        line(&mut lobby, &game_line("gameStart", "g1", "Aaron", ""));
        line(
            &mut lobby,
            &challenge_line("c1", "Adriana", 1734, CLOCK, true),
        );
        assert_eq!(
            english(&lobby.overview()),
            "Logged in to lichess as Gabriela. One game of yours is going on: against Aaron, \
             rating 1500, you play Black, their move, rapid. One challenge to you: from \
             Adriana, rating 1734: 15 minutes plus 10 seconds a move, rated; you would play \
             Black"
        );
    }

    #[test]
    fn a_run_of_broken_lines_is_said_once_and_skipped() {
        let mut lobby = lobby();
        let first = said(&line(&mut lobby, "{\"type\":\"challenge\""));
        assert_eq!(first.len(), 1);
        assert!(
            first[0].starts_with("A line from lichess could not be read and is skipped: EOF"),
            "{}",
            first[0]
        );
        assert!(line(&mut lobby, "garbage").is_empty());
        assert!(line(&mut lobby, r#"{"type":"somethingNew"}"#).is_empty());
        assert_eq!(said(&line(&mut lobby, "garbage")).len(), 1);
    }

    #[test]
    fn refusals_of_the_players_asks() {
        let mut lobby = lobby();
        let refused = |lobby: &mut Lobby, asked: Ask| {
            let acts = ask(lobby, asked);
            assert!(sent(&acts).is_empty());
            said(&acts)
        };
        assert_eq!(
            refused(
                &mut lobby,
                Ask::Pair(Pair::Challenge {
                    user: "../api/token".into(),
                    control: control("15+10"),
                    rated: false,
                    color: None
                })
            ),
            ["../api/token cannot be a lichess username: it is 2 to 30 letters, digits, - and _."]
        );
        assert_eq!(
            refused(
                &mut lobby,
                Ask::Pair(Pair::Ai {
                    level: 9,
                    control: control("10+5"),
                    color: None
                })
            ),
            ["The lichess AI plays at levels 1 to 8, not 9."]
        );
        assert_eq!(
            refused(
                &mut lobby,
                Ask::Pair(Pair::Ai {
                    level: 1,
                    control: control("1+0"),
                    color: None
                })
            )[0],
            "lichess plays no bullet through the Board API: this game would last about one \
             minute by lichess’s estimate (the time plus 40 increments), and it needs 3 minutes \
             or more"
        );
        assert_eq!(
            refused(&mut lobby, Ask::Cancel),
            ["No seek or challenge of yours is waiting."]
        );
        assert_eq!(
            refused(&mut lobby, Ask::Play(None)),
            ["No game of yours is going on."]
        );
        assert_eq!(
            refused(&mut lobby, Ask::Accept(Some("nobody".into()))),
            ["No challenge to you from nobody."]
        );
    }

    #[test]
    fn a_failed_request_is_said_with_what_to_do() {
        let mut lobby = lobby();
        let acts = ask(
            &mut lobby,
            Ask::Pair(Pair::Ai {
                level: 2,
                control: control("10+5"),
                color: Some(Color::Black),
            }),
        );
        assert_eq!(
            sent(&acts)[0].request(),
            (
                "/api/challenge/ai".to_string(),
                vec![
                    ("level", "2".to_string()),
                    ("clock.limit", "600".to_string()),
                    ("clock.increment", "5".to_string()),
                    ("color", "black".to_string()),
                ]
            )
        );
        let acts = lobby.handle(LobbyInput::Answered(Err(RequestError::RateLimited)), T0);
        assert_eq!(
            said(&acts),
            [
                "The game against the lichess AI failed: lichess asked us to slow down; wait a \
              minute, then try again"
            ]
        );
        assert_eq!(lobby.waiting(), None);
        for error in [
            RequestError::Refused {
                reason: "Invalid time control".into(),
            },
            RequestError::Unauthorized,
            RequestError::NotFound,
            RequestError::Network {
                reason: "timed out".into(),
            },
        ] {
            english(&error.message());
        }
    }

    #[test]
    fn a_hostile_stream_cannot_grow_the_lobby_without_bound() {
        let mut lobby = lobby();
        for n in 0..MOST_KEPT + 50 {
            let id = format!("c{n}");
            lobby.handle(
                LobbyInput::Line(challenge_line(&id, "Spam", 1500, CLOCK, false)),
                T0,
            );
            lobby.handle(
                LobbyInput::Line(game_line("gameStart", &format!("g{n}"), "Spam", "")),
                T0,
            );
        }
        assert_eq!(lobby.challenges().len(), MOST_KEPT);
        assert_eq!(lobby.games().len(), MOST_KEPT);
    }
}
