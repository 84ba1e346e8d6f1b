//! The terminal game: the session driven by typed lines, as the window drives it by keys. A line
//! is a move in any accepted form, or a command by name (`/draw`, `/help`); everything the
//! session says is printed as a line, for the player's screen reader, and the clock's sounds are
//! played. Time passes while the player thinks: a reader thread hands the lines over, the clock
//! is ticked ten times a second, and the computer thinks on its own thread.
//!
//! The rules, the words and the flow are the session's: this file only reads, prints and plays.

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
    audio::{self, Earcons},
    engine::{fresh_seed, host::EngineHost},
    keymap::{Command, Context},
    session::{Effect, Input, Session, Setup, script::TICK},
    ui_text::UiText,
};

/// What the loop waits for.
enum Event {
    Line(String),
    /// The input has ended.
    End,
    /// An engine has an answer ready.
    Engine,
}

/// Plays a game set up by `setup` on `input` (lines) and `out`; the clock's sounds go to the
/// output device named `audio_device` (the default one when `None`).
pub(super) fn play(
    setup: Setup,
    input: impl BufRead + Send + 'static,
    out: &mut impl Write,
    audio_device: Option<&str>,
) -> Result<ExitCode, String> {
    // The clock's sounds need a sound device; an untimed game does not open one.
    let timed = setup.time_control.is_timed();
    let session = Session::new(setup).map_err(|e| e.to_string())?;
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
    let mut engines = EngineHost::new(fresh_seed());
    engines.set_waker(Arc::new(move || {
        let _ = sender.send(Event::Engine);
    }));
    let mut terminal = Terminal {
        session,
        engines,
        earcons: if timed {
            audio::open(audio_device)
        } else {
            Box::new(audio::NullEarcons::silent())
        },
        epoch: Instant::now(),
        out,
        prompted: false,
    };
    terminal.start()?;
    let mut waiting: VecDeque<Event> = VecDeque::new();
    while terminal.session.result().is_none() {
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
    epoch: Instant,
    out: &'a mut W,
    /// A prompt stands at the end of the last line: what is printed next starts a new line.
    prompted: bool,
}

impl<W: Write> Terminal<'_, W> {
    fn now(&self) -> Duration {
        self.epoch.elapsed()
    }

    /// Lines are typed here, not keys: the greeting then says how to ask for help.
    fn start(&mut self) -> Result<(), String> {
        let lines = self
            .session
            .handle(Input::Focus(Context::Lines), Duration::ZERO);
        self.carry_out(lines)?;
        let greeting = self.session.greeting();
        self.carry_out(greeting)?;
        self.prompt()
    }

    /// One typed line; `false` when the player ends the game.
    fn line(&mut self, text: &str) -> Result<bool, String> {
        let input = match text {
            "" => None,
            "/quit" | "/q" => return Ok(false),
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
        };
        if let Some(input) = input {
            let now = self.now();
            let effects = self.session.handle(input, now);
            self.carry_out(effects)?;
        }
        self.prompt()?;
        Ok(true)
    }

    fn tick(&mut self) -> Result<(), String> {
        if self.session.clock().active().is_some() {
            let now = self.now();
            let effects = self.session.handle(Input::Tick, now);
            self.carry_out(effects)?;
        }
        Ok(())
    }

    fn engine_answers(&mut self) -> Result<(), String> {
        let answers = self.engines.answers();
        let moved = !answers.is_empty();
        for answer in answers {
            let now = self.now();
            let effects = self.session.handle(answer, now);
            self.carry_out(effects)?;
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
                Effect::Cue(heard) => self.earcons.play(heard.cue.earcon, heard.volume),
                Effect::StartEngine { .. } | Effect::AskEngine { .. } => {
                    self.engines.carry_out(&effect, self.session.game())
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
        if self.session.result().is_some() || self.session.engine_thinking().is_some() {
            return Ok(());
        }
        let turn = self.session.game().position().turn();
        let ui = UiText::get(self.session.setup().ui);
        let side = ui.text(turn.fold_wb("color-white", "color-black"));
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
