//! `annabella online`: lichess at the terminal. Alone, it connects, says the account, the
//! games going on and the challenges waiting, and takes up a game where it stands; then the
//! player types lobby words (`seek 15+10`, `challenge NAME 10+5`, `ai 3`, `accept`, `decline`,
//! `play`, `help`, `quit`) until a game begins, and plays it as `annabella play` does — the
//! same moves, readings and `/commands` — with the opponent's moves coming from lichess. The
//! subcommands do one of those at once (`annabella online seek 15+10 --rated`), and log in and
//! out.
//!
//! The lobby is the driver's (`driver::online`, shared with the window's lobby view), its
//! decisions the core's (`online::lobby`); this module only reads the arguments and the lines
//! typed, and prints what the lobby says.

use std::{
    io::{self, BufRead, Read},
    process::ExitCode,
    sync::{Arc, mpsc},
    thread,
};

use annabella_core::{
    Message,
    online::{
        lobby::Ask,
        lobby_line::{self, LobbyLine},
    },
    session::{Press, Setup, SetupBuilder},
    ui_text::{UiLanguage, UiText},
    vocab::{VocabId, Vocabulary},
};
use clap::Subcommand;
use shakmaty::Color;

use super::choice::choice;
use crate::{
    devices::lichess::{
        Client,
        auth::{self, LoginOptions, SystemBrowser},
    },
    devices::speech::Waker,
    driver::online::{LobbyAsk, LobbyReport, OnlineLobby, Opened, Record},
    error::Error,
    shells::terminal::{self, Kind, Outputs},
    stores::{journal, lichess_token, settings::Settings},
};

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

/// What wakes the loop: a typed line, the end of the input, or news from the lobby.
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
    let news = wake;
    let waker: Waker = Arc::new(move || {
        let _ = news.send(Wake::News);
    });
    let record = match &args.record {
        Some(dir) => Some(Arc::new(Record::create(dir)?)),
        None => None,
    };
    let lobby = OnlineLobby::open(client, ask, record, Some(waker));
    let Some(opened) = lobby_lines(&lobby, &woken, &say)? else {
        return Ok(ExitCode::SUCCESS);
    };
    drop(lobby);
    play(*opened, &home, args, woken)
}

/// The lobby at the terminal: each line typed read as a lobby line and asked, each thing the
/// lobby says printed, until a game is to be played or the player leaves (`None`).
fn lobby_lines(
    lobby: &OnlineLobby,
    woken: &mpsc::Receiver<Wake>,
    say: &dyn Fn(&Message),
) -> Result<Option<Box<Opened>>, Error> {
    // The end of the input leaves once the lobby has answered (connected, or why not).
    let mut ended = false;
    let mut answered = false;
    loop {
        for report in lobby.reports() {
            answered = true;
            match report {
                LobbyReport::Said(message) => say(&message),
                LobbyReport::Seen(_) => {}
                LobbyReport::Game(opened) => return Ok(Some(opened)),
                LobbyReport::Closed(None) => return Ok(None),
                LobbyReport::Closed(Some(error)) => return Err(Error::Said(error.message())),
            }
        }
        if ended && answered {
            return Ok(None);
        }
        match woken.recv() {
            Ok(Wake::Line(text)) => match lobby_line::read(&text) {
                Ok(LobbyLine::Empty) => {}
                Ok(LobbyLine::Ask(ask)) => lobby.ask(LobbyAsk::Ask(ask)),
                Ok(LobbyLine::Games) => lobby.ask(LobbyAsk::Games),
                Ok(LobbyLine::Challenges) => lobby.ask(LobbyAsk::Challenges),
                Ok(LobbyLine::Help) => say(&Message::ui("online-lobby-help")),
                Ok(LobbyLine::Quit) => return Ok(None),
                Err(error) => say(&error.message()),
            },
            Ok(Wake::End) => ended = true,
            Err(_) => return Ok(None),
            Ok(Wake::News) => {}
        }
    }
}

/// Plays the game the lobby opened at the terminal: set up with the player's choices (or
/// taken up from its journal), the connection as the opponent's side.
fn play(
    opened: Opened,
    home: &Setup,
    args: &OnlineArgs,
    woken: mpsc::Receiver<Wake>,
) -> Result<ExitCode, Error> {
    let games = journal::games_dir();
    let (begin, remote) = opened.take_up(home, games.as_deref())?;
    let outputs = Outputs {
        main: args.audio_device.as_deref(),
        remote: Some(remote),
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
