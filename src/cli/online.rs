//! `annabella online`: lichess at the terminal. Alone, it connects, says the account, the
//! games going on and the challenges waiting, and takes up a game where it stands; then the
//! player types lobby words (`seek 15+10`, `challenge NAME 10+5`, `ai 3`, `accept`, `decline`,
//! `play`, `help`, `quit`) until a game begins, and plays it as `annabella play` does — the
//! same moves, readings and `/commands` — with the opponent's moves coming from lichess. The
//! subcommands do one of those at once (`annabella online seek 15+10 --rated`), and log in and
//! out.
//!
//! The lobby is the core's (`online::lobby`); this module only carries its acts out with the
//! lichess connection (`devices::lichess`) and prints what it says.

use std::{
    io::{self, BufRead, Read, Write},
    process::ExitCode,
    sync::{Arc, Mutex, mpsc},
    thread,
    time::{Duration, Instant},
};

use annabella_core::{
    Message,
    online::{
        Incoming, Outgoing, game,
        lobby::{Ask, Lobby, LobbyAct, LobbyInput},
        lobby_line::{self, LobbyLine},
        wire::{Account, GameLine},
    },
    session::{Press, Session, Setup, SetupBuilder},
    ui_text::{UiLanguage, UiText},
    vocab::{VocabId, Vocabulary},
};
use clap::Subcommand;
use shakmaty::Color;

use super::choice::choice;
use crate::{
    devices::lichess::{
        Client, GameLink, Lichess, LobbyNews, Seek, SeekEnd, Sent,
        auth::{self, LoginOptions, SystemBrowser},
    },
    devices::speech::Waker,
    driver::{Begin, Remote},
    error::Error,
    shells::terminal::{self, Kind, Outputs},
    stores::{journal, lichess_token, settings::Settings},
};

/// How long the first line of a game's stream (its `gameFull`) is waited for.
const FIRST_LINE: Duration = Duration::from_secs(60);

/// How often the lobby looks at the time when nothing comes (a seek that expired).
const LOBBY_TICK: Duration = Duration::from_millis(500);

#[derive(clap::Args, Debug)]
pub struct OnlineArgs {
    #[command(subcommand)]
    action: Option<Action>,
    /// The interface language (default: from the locale, else en).
    #[arg(long, global = true, value_parser = choice::<UiLanguage>())]
    lang: Option<UiLanguage>,
    /// The words your moves and your opponent's are announced in (default: the settings', else
    /// fide).
    #[arg(long, global = true, value_parser = choice::<VocabId>())]
    vocab: Option<VocabId>,
    /// You keep a tactile board beside the app: the opponent's move waits until you have made
    /// it there (or said it is: /confirm).
    #[arg(long, global = true)]
    board: bool,
    /// When your move is sent: auto, the moment it is made; hand, when you press the clock
    /// (/clock), so that it can be corrected first (D.2.8).
    #[arg(long, global = true, value_parser = choice::<Press>())]
    press: Option<Press>,
    /// Play the clock's sounds on the first output device whose name contains this.
    #[arg(long, global = true)]
    audio_device: Option<String>,
    /// Write every line lichess sends (the event stream and the game's), with the milliseconds
    /// since start it arrived at, into DIR/lichess-<start>.ndjson: fixtures for the tests and a
    /// record for a bug report. The token is never in it.
    #[arg(long, global = true, value_name = "DIR")]
    record: Option<std::path::PathBuf>,
}

#[derive(Subcommand, Debug)]
enum Action {
    /// Log in to lichess: through your browser, or with a personal token.
    ///
    /// Opens your browser at lichess, where you log in and allow Annabella to play for you
    /// (board:play); the browser comes back to Annabella on this computer. With --token, or
    /// --paste to type it, a personal token made at lichess (Preferences, API access tokens,
    /// with "Play games with the board API") is used instead. The token is kept in Annabella's
    /// settings folder, readable by you alone; ANNABELLA_LICHESS_TOKEN overrides it.
    Login {
        /// A personal token from lichess.
        #[arg(long, conflicts_with = "paste")]
        token: Option<String>,
        /// Ask for the personal token on the next line (it is not echoed into the history).
        #[arg(long)]
        paste: bool,
    },
    /// Log out: the token is revoked at lichess and removed here.
    Logout,
    /// Seek a game with anyone: rapid or slower (lichess's rule for seeks), e.g. 15+10.
    Seek {
        /// Minutes and seconds added a move (15+10), or days a move (3d).
        #[arg(default_value = lobby_line::DEFAULT_CONTROL)]
        control: String,
        #[command(flatten)]
        terms: Terms,
    },
    /// Challenge a player by their lichess name.
    Challenge {
        user: String,
        #[arg(default_value = lobby_line::DEFAULT_CONTROL)]
        control: String,
        #[command(flatten)]
        terms: Terms,
    },
    /// Play the lichess AI at a level from 1 to 8.
    Ai {
        level: u8,
        #[arg(default_value = lobby_line::DEFAULT_CONTROL)]
        control: String,
        /// white, black or random (default).
        #[arg(long)]
        color: Option<String>,
    },
    /// Accept a challenge: by the challenger's name, or the only one.
    Accept { who: Option<String> },
    /// Decline a challenge, with a reason lichess passes on (later, tooFast, tooSlow,
    /// timeControl, rated, casual, standard, variant).
    Decline {
        who: Option<String>,
        #[arg(long)]
        reason: Option<String>,
    },
    /// Take up a game going on: by the opponent's name or the game's id, or the only one.
    Play { game: Option<String> },
}

/// A seek's or a challenge's terms.
#[derive(clap::Args, Debug)]
struct Terms {
    /// A rated game (casual by default).
    #[arg(long)]
    rated: bool,
    /// white, black or random (default).
    #[arg(long)]
    color: Option<String>,
}

/// Runs `annabella online`.
pub(super) fn run(args: OnlineArgs) -> Result<ExitCode, Error> {
    let ui = UiText::get(args.lang.unwrap_or_else(crate::locale::ui_language));
    let store = lichess_token::path();
    let stored = store
        .as_deref()
        .and_then(|path| lichess_token::load(path).ok().flatten());
    let client = Client::from_env(stored);
    let say = |message: &Message| println!("{}", words(message, ui));
    match &args.action {
        Some(Action::Login { token, paste }) => {
            let store = store.ok_or(Error::said("online-no-settings-folder"))?;
            let pasted = match (token, paste) {
                (Some(token), _) => Some(token.clone()),
                (None, true) => Some(paste_token(&client, ui)?),
                (None, false) => None,
            };
            let mut step = |step: auth::LoginStep| say(&step.message());
            match pasted {
                Some(token) => auth::use_token(&client, &token, &store, &mut step),
                None => auth::login(
                    &client,
                    &SystemBrowser,
                    &store,
                    &LoginOptions::in_language(ui),
                    &mut step,
                ),
            }
            .map_err(|error| Error::Said(error.message()))?;
            Ok(ExitCode::SUCCESS)
        }
        Some(Action::Logout) => {
            let store = store.ok_or(Error::said("online-no-settings-folder"))?;
            auth::logout(&client, &store).map_err(|error| Error::Said(error.message()))?;
            say(&Message::ui("online-logged-out"));
            Ok(ExitCode::SUCCESS)
        }
        action => {
            let ask = match action {
                Some(action) => action.ask()?,
                None => None,
            };
            connect_and_play(client, ask, &args, ui)
        }
    }
}

impl Action {
    /// What the lobby is asked first (`None` for logging in and out, which need no lobby): the
    /// subcommand read as the lobby line it stands for, so that both are read by one reader.
    fn ask(&self) -> Result<Option<Ask>, Error> {
        let terms = |terms: &Terms| {
            let rated = if terms.rated { "rated" } else { "casual" };
            format!("{rated} {}", terms.color.as_deref().unwrap_or("random"))
        };
        let line = match self {
            Action::Seek { control, terms: t } => format!("seek {control} {}", terms(t)),
            Action::Challenge {
                user,
                control,
                terms: t,
            } => format!("challenge {user} {control} {}", terms(t)),
            Action::Ai {
                level,
                control,
                color,
            } => format!(
                "ai {level} {control} {}",
                color.as_deref().unwrap_or("random")
            ),
            Action::Accept { who } => format!("accept {}", who.as_deref().unwrap_or("")),
            Action::Decline { who, reason } => format!(
                "decline {} {}",
                who.as_deref().unwrap_or(""),
                reason.as_deref().unwrap_or("")
            ),
            Action::Play { game } => format!("play {}", game.as_deref().unwrap_or("")),
            Action::Login { .. } | Action::Logout => return Ok(None),
        };
        match lobby_line::read(&line) {
            Ok(LobbyLine::Ask(ask)) => Ok(Some(ask)),
            Ok(_) => Ok(None),
            Err(error) => Err(Error::Said(error.message())),
        }
    }
}

/// Asks for a personal token on the next line of standard input.
fn paste_token(client: &Client, ui: &UiText) -> Result<String, Error> {
    let url = auth::personal_token_url(client.base());
    println!(
        "{}",
        words(
            &Message::Ui(
                "online-paste-token",
                vec![("url", annabella_core::Arg::Key(url))]
            ),
            ui
        )
    );
    let mut line = String::new();
    io::stdin().lock().read_line(&mut line)?;
    Ok(line.trim().to_string())
}

/// What wakes the loop: a typed line, the end of the input, or news from lichess.
enum Wake {
    Line(String),
    End,
    News,
}

/// Connects, runs the lobby until a game begins, and plays it.
fn connect_and_play(
    client: Client,
    ask: Option<Ask>,
    args: &OnlineArgs,
    ui: &UiText,
) -> Result<ExitCode, Error> {
    let home = home_setup(args)?;
    let say = |message: &Message| println!("{}", words(message, ui));
    let lichess = Lichess::new(client);
    let account = lichess
        .account()
        .map_err(|error| Error::Said(error.message()))?;
    let (wake, woken) = mpsc::channel();
    let lines = wake.clone();
    thread::spawn(move || {
        for line in io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if lines.send(Wake::Line(line)).is_err() {
                return;
            }
        }
        let _ = lines.send(Wake::End);
    });
    let news = wake.clone();
    let waker: Waker = Arc::new(move || {
        let _ = news.send(Wake::News);
    });
    let record = match &args.record {
        Some(dir) => Some(Record::create(dir)?),
        None => None,
    };
    let Some(game_id) = lobby(
        &lichess,
        &account,
        ask,
        &woken,
        &waker,
        &say,
        record.as_ref(),
    )?
    else {
        return Ok(ExitCode::SUCCESS);
    };
    play(
        &lichess, &account, &game_id, &home, args, woken, waker, ui, record,
    )
}

/// The lobby, until a game is to be played (its id) or the player leaves (`None`).
fn lobby(
    lichess: &Lichess,
    account: &Account,
    ask: Option<Ask>,
    woken: &mpsc::Receiver<Wake>,
    waker: &Waker,
    say: &dyn Fn(&Message),
    record: Option<&Record>,
) -> Result<Option<String>, Error> {
    let started = Instant::now();
    let mut lobby = Lobby::new(account.clone());
    let events = lichess.events(Some(waker.clone()));
    let mut held: Option<Seek> = None;
    say(&lobby.overview());
    let mut inputs: Vec<LobbyInput> = ask.map(LobbyInput::Ask).into_iter().collect();
    loop {
        for input in std::mem::take(&mut inputs) {
            let mut acts = lobby.handle(input, started.elapsed());
            while !acts.is_empty() {
                let mut next = Vec::new();
                for act in acts {
                    match act {
                        LobbyAct::Say(message) => say(&message),
                        LobbyAct::Send(request) => {
                            let answer = match lichess.send(&request, Some(waker.clone())) {
                                Ok(Sent::Answered) => LobbyInput::Answered(Ok(())),
                                Ok(Sent::Held(seek)) => {
                                    held = Some(seek);
                                    continue;
                                }
                                Err(error) if request.streams() => {
                                    LobbyInput::StreamClosed(Some(error))
                                }
                                Err(error) => LobbyInput::Answered(Err(error)),
                            };
                            next.extend(lobby.handle(answer, started.elapsed()));
                        }
                        LobbyAct::CloseStream => held = None,
                        LobbyAct::Play(id) => return Ok(Some(id)),
                    }
                }
                acts = next;
            }
        }
        match woken.recv_timeout(LOBBY_TICK) {
            Ok(Wake::Line(text)) => match lobby_line::read(&text) {
                Ok(LobbyLine::Empty) => {}
                Ok(LobbyLine::Ask(ask)) => inputs.push(LobbyInput::Ask(ask)),
                Ok(LobbyLine::Games) => say(&lobby.games_message()),
                Ok(LobbyLine::Challenges) => say(&lobby.challenges_message()),
                Ok(LobbyLine::Help) => say(&Message::ui("online-lobby-help")),
                Ok(LobbyLine::Quit) => return Ok(None),
                Err(error) => say(&error.message()),
            },
            Ok(Wake::End) | Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(None),
            Ok(Wake::News) | Err(mpsc::RecvTimeoutError::Timeout) => inputs.push(LobbyInput::Tick),
        }
        for news in events.incoming() {
            match news {
                LobbyNews::Event(line) => {
                    if let Some(record) = record {
                        record.line("event", &line);
                    }
                    inputs.push(LobbyInput::Line(line));
                }
                LobbyNews::Link(link) => {
                    if let Some(message) = link.message() {
                        say(&message);
                    }
                    if link == annabella_core::online::Link::TakenOver {
                        return Ok(None);
                    }
                }
                LobbyNews::Refused(error) => return Err(Error::Said(error.message())),
            }
        }
        if let Some(end) = held.as_ref().and_then(Seek::ended) {
            held = None;
            inputs.push(LobbyInput::StreamClosed(match end {
                SeekEnd::Closed => None,
                SeekEnd::Lost { reason } => {
                    Some(annabella_core::online::RequestError::Network { reason })
                }
            }));
        }
    }
}

/// Plays game `id` at the terminal: its first line sets it up (or takes up its journal), then
/// the terminal plays it with the connection as the opponent's side.
#[allow(clippy::too_many_arguments)]
fn play(
    lichess: &Lichess,
    account: &Account,
    id: &str,
    home: &Setup,
    args: &OnlineArgs,
    woken: mpsc::Receiver<Wake>,
    waker: Waker,
    ui: &UiText,
    record: Option<Record>,
) -> Result<ExitCode, Error> {
    let slot = Arc::new(Mutex::new(waker));
    let forward = slot.clone();
    let link = lichess.play(
        id,
        Some(Arc::new(move || {
            if let Ok(waker) = forward.lock() {
                waker();
            }
        })),
    );
    let (first, full) = first_line(&link, &woken, ui)?;
    let setup = game::setup(&full, &account.id, home).map_err(|e| Error::Said(e.message()))?;
    let begin = begin(setup, id)?;
    if let Some(record) = &record {
        record.line("game", &first);
    }
    let remote = Linked {
        link,
        slot,
        primed: vec![Incoming::GameLine(first)],
        record,
    };
    let outputs = Outputs {
        main: args.audio_device.as_deref(),
        remote: Some(Box::new(remote)),
        ..Outputs::default()
    };
    let mut out = io::stdout().lock();
    Ok(terminal::run(
        begin,
        Kind::Game,
        io::BufReader::new(TypedLines {
            woken,
            pending: Vec::new(),
        }),
        &mut out,
        outputs,
    )?)
}

/// Waits for the game's first line, its `gameFull` (bounded): the line as it came, and read.
fn first_line(
    link: &GameLink,
    woken: &mpsc::Receiver<Wake>,
    ui: &UiText,
) -> Result<(String, annabella_core::online::wire::GameFull), Error> {
    let asked = Instant::now();
    while asked.elapsed() < FIRST_LINE {
        for incoming in link.incoming() {
            match incoming {
                Incoming::GameLine(line) => {
                    if let Ok(GameLine::GameFull(full)) = GameLine::parse(&line) {
                        return Ok((line, *full));
                    }
                }
                Incoming::Link(link) => {
                    if let Some(message) = link.message() {
                        println!("{}", words(&message, ui));
                    }
                }
                Incoming::Answered { .. } => {}
            }
        }
        match woken.recv_timeout(LOBBY_TICK) {
            Ok(Wake::End) => return Err(Error::said("online-game-not-opened")),
            Ok(_) | Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    Err(Error::said("online-game-not-opened"))
}

/// The game's beginning: its journal taken up when this copy played it before (the same
/// lichess game, unfinished), else a new journal.
fn begin(setup: Setup, id: &str) -> Result<Begin, Error> {
    let Some(dir) = journal::games_dir() else {
        return Ok(Begin::unsaved(Session::new(setup)?));
    };
    let earlier = journal::list(&dir).into_iter().find(|path| {
        journal::Saved::read(path).is_ok_and(|saved| {
            saved
                .header
                .setup
                .online
                .as_ref()
                .is_some_and(|o| o.id == id)
                && saved
                    .replay()
                    .is_ok_and(|session| session.result().is_none())
        })
    });
    if let Some(path) = earlier
        && let Ok(begin) = Begin::taken_up(&path, Vec::new())
    {
        return Ok(begin);
    }
    Ok(Begin::journaled(Session::new(setup)?, &dir))
}

/// The player's own choices for an online game: the settings file's, these options over them.
fn home_setup(args: &OnlineArgs) -> Result<Setup, Error> {
    let mut setup = SetupBuilder::new();
    for color in Color::ALL {
        if let Some(vocab) = args.vocab {
            setup.vocab(color, vocab)?;
        }
        if args.board {
            setup.board(color, true)?;
        }
    }
    if let Some(press) = args.press {
        setup.press(press)?;
    }
    if let Some(lang) = args.lang {
        setup.ui(lang)?;
    }
    let ui = UiText::get(args.lang.unwrap_or_else(crate::locale::ui_language));
    let settings = crate::stores::settings::path()
        .map(|path| Settings::read(&path, ui))
        .unwrap_or_default();
    for problem in &settings.problems {
        println!("{problem}");
    }
    setup.fill_from(&settings.defaults);
    Ok(setup.build()?)
}

fn words(message: &Message, ui: &UiText) -> String {
    message.render(Vocabulary::get(VocabId::Fide), ui)
}

/// The game's connection as the driver holds it: its waker changed to the shell's when the
/// shell has one, and the first line (read here to set the game up) handed over first.
struct Linked {
    link: GameLink,
    slot: Arc<Mutex<Waker>>,
    primed: Vec<Incoming>,
    record: Option<Record>,
}

impl Remote for Linked {
    fn send(&mut self, id: u64, request: Outgoing) {
        self.link.send(id, &request);
    }

    fn incoming(&mut self) -> Vec<Incoming> {
        let mut incoming = std::mem::take(&mut self.primed);
        let arrived = self.link.incoming();
        if let Some(record) = &self.record {
            for line in &arrived {
                if let Incoming::GameLine(line) = line {
                    record.line("game", line);
                }
            }
        }
        incoming.extend(arrived);
        incoming
    }

    fn set_waker(&mut self, waker: Waker) {
        if let Ok(mut slot) = self.slot.lock() {
            *slot = waker;
        }
    }
}

/// The lines typed, for the game at the terminal: the lobby's reader goes on feeding them.
struct TypedLines {
    woken: mpsc::Receiver<Wake>,
    /// The rest of a line longer than the reader's buffer, given on the next read: a line is
    /// never cut, so that the terminal's own line bound can refuse it whole, with its words.
    pending: Vec<u8>,
}

impl Read for TypedLines {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.pending.is_empty() {
            match self.woken.recv() {
                Ok(Wake::Line(line)) => self.pending = format!("{line}\n").into_bytes(),
                Ok(Wake::News) => continue,
                Ok(Wake::End) | Err(_) => return Ok(0),
            }
        }
        let n = self.pending.len().min(buf.len());
        buf[..n].copy_from_slice(&self.pending[..n]);
        self.pending.drain(..n);
        Ok(n)
    }
}

/// `--record DIR`: every line lichess sent, as it came, with when and on which stream.
struct Record {
    file: Mutex<std::fs::File>,
    started: Instant,
}

impl Record {
    fn create(dir: &std::path::Path) -> Result<Record, Error> {
        std::fs::create_dir_all(dir).map_err(|e| Error::file(dir, e))?;
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |since| since.as_secs());
        let path = dir.join(format!("lichess-{stamp}.ndjson"));
        let file = std::fs::OpenOptions::new()
            .create_new(true)
            .write(true)
            .open(&path)
            .map_err(|e| Error::file(&path, e))?;
        Ok(Record {
            file: Mutex::new(file),
            started: Instant::now(),
        })
    }

    /// One line of `stream` (`event`, `game`), written at once (a crash keeps what came).
    fn line(&self, stream: &str, line: &str) {
        let entry = serde_json::json!({
            "at_ms": self.started.elapsed().as_millis() as u64,
            "stream": stream,
            "line": line,
        });
        if let Ok(mut file) = self.file.lock() {
            let _ = writeln!(file, "{entry}");
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io::BufRead;

    use super::*;

    /// A line longer than the reader's buffer comes through whole, and the next line stays its
    /// own (it was cut at the buffer, its end and the next line run together).
    #[test]
    fn typed_lines_longer_than_the_buffer_come_through_whole() {
        let (sender, woken) = mpsc::channel();
        let long = "x".repeat(20_000);
        for wake in [
            Wake::Line(long.clone()),
            Wake::News,
            Wake::Line("e4".into()),
            Wake::End,
        ] {
            sender.send(wake).unwrap();
        }
        let reader = io::BufReader::with_capacity(
            8192,
            TypedLines {
                woken,
                pending: Vec::new(),
            },
        );
        let lines: Vec<String> = reader.lines().map(Result::unwrap).collect();
        assert_eq!(lines, [long, "e4".to_string()]);
    }
}
