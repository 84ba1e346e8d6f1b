//! The session at the terminal, driven by typed lines as the window drives it by keys:
//!
//! - the terminal game (`annabella play`): a line is a move in any accepted form, or a command by
//!   name (`/draw`, `/help`);
//! - the clock alone (`annabella clock`), for a game on a board the app does not follow: Enter
//!   presses the clock, `t` tells the times, `p` pauses, `h` helps, `q` quits.
//!
//! Everything the session says is printed as a line, for the player's screen reader, and the
//! clock's sounds are played (the assistant's on their own device when one is named). Time passes
//! while the player thinks: a reader thread hands the lines over, the clock is ticked every 50 ms,
//! and the computer thinks on its own thread. The rules, the words and the flow are the
//! session's: this file only reads, prints and plays.

use std::{
    collections::VecDeque,
    io::{BufRead, Write},
    process::ExitCode,
    sync::{Arc, mpsc},
    thread,
    time::{Duration, Instant},
};

use shakmaty::Position;

use crate::{
    audio::{self, CpalEarcons, Earcons},
    engine::{fresh_seed, host::EngineHost},
    journal::Journal,
    keymap::{Act, Command, Context, Explore},
    session::{Effect, Input, Session, Setup},
    ui_text::UiText,
};

/// How often the clock is looked at: cues come within this of their mark.
const TICK: Duration = Duration::from_millis(50);

/// What the lines drive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// A game: moves and `/commands`, a prompt naming the side to move; it ends with the game.
    Game,
    /// The clock alone: one-letter keys, until `q` or the end of the input.
    Clock,
}

/// Where the clock's sounds go: the main output and, for the assistant's cues, their own device.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Outputs<'a> {
    pub main: Option<&'a str>,
    pub assistant: Option<&'a str>,
}

/// What the loop waits for.
enum Event {
    Line(String),
    /// The input has ended.
    End,
    /// An engine has an answer ready.
    Engine,
}

/// How the game at the terminal begins: a new session, or one taken up again from its journal.
pub(super) struct Begin {
    pub session: Session,
    /// Where the game is journaled (none for the clock alone).
    pub journal: Option<Journal>,
    /// The session was replayed from its journal: its clocks are stopped, nothing is greeted.
    pub resumed: bool,
    /// What to tell first (a journal cut off, one moved aside), in the interface language.
    pub notes: Vec<String>,
}

impl Begin {
    /// A new game of `setup`, unjournaled.
    pub fn new(setup: Setup) -> Result<Begin, String> {
        Ok(Begin {
            session: Session::new(setup).map_err(|e| e.to_string())?,
            journal: None,
            resumed: false,
            notes: Vec::new(),
        })
    }
}

/// Runs the session on `input` (lines) and `out`.
pub(super) fn run(
    begin: Begin,
    kind: Kind,
    input: impl BufRead + Send + 'static,
    out: &mut impl Write,
    outputs: Outputs,
) -> Result<ExitCode, String> {
    let Begin {
        session,
        journal,
        resumed,
        notes,
    } = begin;
    // The clock's sounds need a sound device; an untimed game does not open one.
    let timed = session.setup().time_control.is_timed();
    let (sender, events) = mpsc::channel();
    let lines = sender.clone();
    thread::spawn(move || {
        for line in input.lines() {
            let Ok(line) = line else { break };
            if lines.send(Event::Line(line)).is_err() {
                break;
            }
        }
        let _ = lines.send(Event::End);
    });
    let mut missing_assistant = None;
    let mut engines = EngineHost::new(fresh_seed());
    engines.set_waker(Arc::new(move || {
        let _ = sender.send(Event::Engine);
    }));
    let session_time = session.now();
    let mut terminal = Terminal {
        session,
        engines,
        earcons: if timed {
            audio::open_in_background(outputs.main)
        } else {
            Box::new(audio::NullEarcons::silent())
        },
        // Without the assistant's device, the assistant's cues go to the main output.
        assistant: outputs.assistant.filter(|_| timed).and_then(|name| {
            match CpalEarcons::open(Some(name)) {
                Ok(device) => Some(Box::new(device) as Box<dyn Earcons>),
                Err(reason) => {
                    missing_assistant = Some(reason);
                    None
                }
            }
        }),
        kind,
        // A game taken up again goes on from the time it had reached.
        epoch: crate::journal::epoch_continuing(session_time),
        out,
        prompted: false,
        journal,
    };
    for note in notes {
        terminal.print(&note)?;
    }
    terminal.start(resumed)?;
    if let Some(reason) = missing_assistant {
        let ui = UiText::get(terminal.session.setup().ui);
        let text = ui.text_with(
            "audio-assistant-device-missing",
            &[("reason", reason.into())],
        );
        terminal.print(&text)?;
    }
    let mut waiting: VecDeque<Event> = VecDeque::new();
    // A game gone over stays open when it is over; a game played ends with its result.
    while kind == Kind::Clock || terminal.session.result().is_none() || terminal.session.reviewing()
    {
        // A line typed while the computer thinks waits for its move, as it would on a board.
        let thinking = terminal.session.engine_thinking().is_some();
        let queued = if thinking { None } else { waiting.pop_front() };
        let event = match queued {
            Some(event) => Ok(event),
            None => events.recv_timeout(TICK),
        };
        match event {
            Ok(event @ (Event::Line(_) | Event::End)) if thinking => waiting.push_back(event),
            Ok(Event::Line(line)) => {
                // The player's Enter ended the prompt's line.
                terminal.prompted = false;
                if !terminal.line(line.trim())? {
                    break;
                }
            }
            Ok(Event::End) | Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Ok(Event::Engine) => terminal.engine_answers()?,
            Err(mpsc::RecvTimeoutError::Timeout) => terminal.tick()?,
        }
    }
    terminal.end_line()?;
    Ok(ExitCode::SUCCESS)
}

struct Terminal<'a, W: Write> {
    session: Session,
    engines: EngineHost,
    earcons: Box<dyn Earcons>,
    assistant: Option<Box<dyn Earcons>>,
    kind: Kind,
    epoch: Instant,
    out: &'a mut W,
    /// A prompt stands at the end of the last line: what is printed next starts a new line.
    prompted: bool,
    journal: Option<Journal>,
}

impl<W: Write> Terminal<'_, W> {
    fn now(&self) -> Duration {
        self.epoch.elapsed()
    }

    /// Lines are typed here, not keys: the greeting then says how to ask for help. A game taken
    /// up again says where it stands instead, its clocks stopped.
    fn start(&mut self, resumed: bool) -> Result<(), String> {
        let now = self.session.now();
        self.feed(Input::Focus(Context::Lines), now)?;
        if resumed {
            self.feed(Input::TakenUp, now)?;
        } else {
            let greeting = self.session.greeting();
            self.carry_out(greeting)?;
        }
        self.prompt()
    }

    /// The session takes an input; it is journaled (on the disk, for what changed the game),
    /// then its effects are carried out: nothing is said that a crash could take back.
    fn feed(&mut self, input: Input, now: Duration) -> Result<(), String> {
        let effects = self.session.handle(input.clone(), now);
        let eventful = !effects.is_empty();
        if let Some(journal) = self.journal.as_mut()
            && let Some(news) = journal.record(now, &input, eventful)
        {
            let text = news.words(UiText::get(self.session.setup().ui));
            self.print(&text)?;
        }
        self.carry_out(effects)
    }

    /// One typed line; `false` when the player ends the game.
    fn line(&mut self, text: &str) -> Result<bool, String> {
        let input = match self.kind {
            Kind::Game if matches!(text, "/quit" | "/q") => return Ok(false),
            Kind::Game => self.game_line(text)?,
            Kind::Clock if text == "q" => return Ok(false),
            Kind::Clock => Some(clock_key(text)),
        };
        let Some(input) = input else {
            return self.prompt().map(|()| true);
        };
        let now = self.now();
        self.feed(input, now)?;
        self.prompt()?;
        Ok(true)
    }

    /// A line of the terminal game: the input it makes, if any (`/fen` and `/moves` are
    /// answered here; `/quit` before).
    fn game_line(&mut self, text: &str) -> Result<Option<Input>, String> {
        Ok(match text {
            "" => None,
            "/fen" => {
                let fen = self.session.game().fen();
                self.print(&fen)?;
                None
            }
            "/moves" => {
                let sans: Vec<String> = self
                    .session
                    .game()
                    .plies()
                    .iter()
                    .map(|p| p.san.to_string())
                    .collect();
                let text = if sans.is_empty() {
                    "-".to_string()
                } else {
                    sans.join(" ")
                };
                self.print(&text)?;
                None
            }
            command if let Some(intended) = command.strip_prefix("/claim ") => {
                Some(Input::ClaimDraw(intended.trim().to_string()))
            }
            command if command.starts_with('/') => match Command::from_line_name(&command[1..]) {
                Some(command) => Some(Input::Command(command)),
                None => {
                    let ui = UiText::get(self.session.setup().ui);
                    let text = ui.text_with("unknown-command", &[("command", command.into())]);
                    self.print(&text)?;
                    None
                }
            },
            text => Some(Input::Text(text.to_string())),
        })
    }

    fn tick(&mut self) -> Result<(), String> {
        if self.session.clock().active().is_some() {
            let now = self.now();
            self.feed(Input::Tick, now)?;
        }
        Ok(())
    }

    fn engine_answers(&mut self) -> Result<(), String> {
        let answers = self.engines.answers();
        let moved = !answers.is_empty();
        for answer in answers {
            let now = self.now();
            self.feed(answer, now)?;
        }
        if moved { self.prompt() } else { Ok(()) }
    }

    /// Says (prints) and plays the session's effects; engine effects go to the engines.
    fn carry_out(&mut self, effects: Vec<Effect>) -> Result<(), String> {
        for effect in effects {
            match &effect {
                Effect::Say { .. } => {
                    let words = self.session.words_of(&effect).unwrap_or_default();
                    self.print(&words)?;
                }
                Effect::Cue(heard) => match self.assistant.as_mut().filter(|_| heard.for_assistant)
                {
                    Some(ear) => ear.play(heard.cue.earcon, heard.volume),
                    None => self.earcons.play(heard.cue.earcon, heard.volume),
                },
                Effect::SaveScoresheet => {
                    let journal = self.journal.as_ref().map(|j| j.path().to_path_buf());
                    let text = crate::scoresheet::save_and_tell(&self.session, journal.as_deref());
                    self.print(&text)?;
                }
                Effect::Window(act) => {
                    let text = UiText::get(self.session.setup().ui).text(act.at_the_terminal());
                    self.print(&text)?;
                }
                Effect::SaveEnvelope => {
                    let journal = self.journal.as_ref().map(|j| j.path().to_path_buf());
                    let text = crate::scoresheet::save_envelope_and_tell(
                        &self.session,
                        journal.as_deref(),
                    );
                    self.print(&text)?;
                }
                Effect::StartEngine { .. } | Effect::AskEngine { .. } => {
                    self.engines.carry_out(&effect, &self.session.engine_game())
                }
            }
        }
        if let Some(notice) = self.earcons.take_notice() {
            let text = notice.text(UiText::get(self.session.setup().ui));
            self.print(&text)?;
        }
        Ok(())
    }

    /// "White> ": whose move it is, in the interface language.
    fn prompt(&mut self) -> Result<(), String> {
        let thinking = self.session.engine_thinking().is_some();
        if self.kind == Kind::Clock || self.session.result().is_some() || thinking {
            return Ok(());
        }
        let turn = self.session.game().position().turn();
        let ui = UiText::get(self.session.setup().ui);
        let side = ui.color_name(turn);
        self.end_line()?;
        write!(self.out, "{side}> ").map_err(|e| e.to_string())?;
        self.out.flush().map_err(|e| e.to_string())?;
        self.prompted = true;
        Ok(())
    }

    fn print(&mut self, text: &str) -> Result<(), String> {
        if text.is_empty() {
            return Ok(());
        }
        self.end_line()?;
        writeln!(self.out, "{text}").map_err(|e| e.to_string())
    }

    fn end_line(&mut self) -> Result<(), String> {
        if std::mem::take(&mut self.prompted) {
            writeln!(self.out).map_err(|e| e.to_string())?;
        }
        Ok(())
    }
}

/// A key of the clock alone: Enter presses the clock, `t` tells the times, `p` pauses or resumes,
/// `h` or `?` helps (`q` quits before). Anything else goes to the session, which says it is not
/// a key.
fn clock_key(text: &str) -> Input {
    Input::Command(match text {
        "" => Command::Act(Act::PressClock),
        "t" => Command::Explore(Explore::Clocks),
        "p" => Command::Act(Act::PauseClock),
        "h" | "?" => Command::Help,
        other => return Input::Text(other.to_string()),
    })
}
