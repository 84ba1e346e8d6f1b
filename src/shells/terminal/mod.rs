//! The session at the terminal, driven by typed lines as the window drives it by keys:
//!
//! - the terminal game (`annabella play`): a line is a move in any accepted form, or a command by
//!   name (`/draw`, `/help`);
//! - the clock alone (`annabella clock`), for a game on a board the app does not follow: Enter
//!   presses the clock, `t` tells the times, `p` pauses, `h` helps, `q` quits.
//!
//! Everything said is printed as a line, for the player's screen reader; the driver
//! (`crate::driver`) journals, plays the clock's sounds, asks the engines and saves, as it does
//! behind the window. Time passes while the player thinks: a reader thread hands the lines over,
//! the clock is ticked every 50 ms, and the computer thinks on its own thread. This file only
//! reads and prints.

use std::{
    collections::VecDeque,
    io::{self, BufRead, Write},
    path::Path,
    process::ExitCode,
    sync::{Arc, mpsc},
    thread,
    time::Duration,
};

use annabella_core::{
    commands::ShellLine,
    dialogs::{
        lines::{Answer, LineForm},
        new_game::NewGame,
    },
    keymap::{Act, Command, Context, Explore},
    session::{
        Input, Message, Session, WindowAct,
        lines::{Line, Next},
    },
    speech::queue::Priority,
};
use shakmaty::Position;

use crate::{
    devices::audio,
    driver::{Begin, Driver, Output, Remote, Sounds, TrainingPlace},
};

mod learn;

/// How often the clock is looked at: cues come within this of their mark.
const TICK: Duration = Duration::from_millis(50);

/// What the lines drive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A game: moves and `/commands`, a prompt naming the side to move; once it is over, review,
    /// export, rematch, a new game or quit.
    Game,
    /// A game whose first lines answer the new game's questions, as the window opens on its
    /// dialog: `annabella play` at a terminal with no game chosen on the command line.
    NewGame,
    /// The clock alone: one-letter keys, until `q` or the end of the input.
    Clock,
}

/// Where the clock's sounds go, and what else the driver feeds.
#[derive(Default)]
pub struct Outputs<'a> {
    /// The main output device (by a part of its name).
    pub main: Option<&'a str>,
    /// The assistant's own device for the cues meant for them (D.2.10).
    pub assistant: Option<&'a str>,
    /// Outputs beside the screen (a test's recorder).
    pub more: Vec<Box<dyn Output>>,
    /// Where `/learn`'s training record is, its date and seed (the player's defaults; a
    /// test's own).
    pub training: TrainingPlace,
    /// An online game's connection (`annabella online`).
    pub remote: Option<Box<dyn Remote>>,
    /// Where the new game's last choices are kept (a test's own); by default beside the
    /// player's settings.
    pub new_game: Option<std::path::PathBuf>,
}

/// What the loop waits for.
enum Event {
    Line(String),
    /// The input has ended.
    End,
    /// An engine has an answer ready, or an output has keys (a braille display's).
    Engine,
}

/// Runs the game `begin` sets up on `input` (lines) and `out`.
pub fn run(
    begin: Begin,
    kind: Kind,
    input: impl BufRead + Send + 'static,
    out: &mut impl Write,
    outputs: Outputs,
) -> io::Result<ExitCode> {
    let (mut driver, notes, resumed) = Driver::begun(begin);
    // The clock's sounds need a sound device; an untimed game does not open one.
    if driver.session().setup().time_control.is_timed() {
        driver.set_sounds(Sounds::new(
            audio::open_in_background(outputs.main),
            outputs
                .assistant
                .map(|name| audio::open_in_background(Some(name))),
        ));
    }
    for output in outputs.more {
        driver.add_output(output);
    }
    if let Some(remote) = outputs.remote {
        driver.set_remote(remote);
    }
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
    driver.set_waker(Arc::new(move || {
        let _ = sender.send(Event::Engine);
    }));
    let asking = kind == Kind::NewGame;
    let mut terminal = Terminal {
        driver,
        kind: if asking { Kind::Game } else { kind },
        out,
        prompted: false,
        new_game: None,
        first_screen: asking,
        training_offered: false,
        training: None,
        training_place: outputs.training,
        remembered: outputs
            .new_game
            .or_else(crate::driver::new_game::remembered_path),
    };
    terminal.driver.say_notes(notes);
    terminal.start(resumed, asking)?;
    let mut waiting: VecDeque<Event> = VecDeque::new();
    // A game stays open when it is over: to go over it, save it, play again or leave.
    loop {
        // A line typed while the computer thinks waits for its move, as it would on a board;
        // training beside the game does not wait (the computer's move waits for the player).
        let thinking =
            terminal.driver.session().engine_thinking().is_some() && terminal.training.is_none();
        let queued = if thinking { None } else { waiting.pop_front() };
        let event = match queued {
            Some(event) => Ok(event),
            None => events.recv_timeout(TICK),
        };
        match event {
            Ok(Event::Line(line))
                if thinking && waiting.is_empty() && learn::asked(&line).is_some() =>
            {
                terminal.prompted = false;
                terminal.line(line.trim())?;
            }
            Ok(event @ (Event::Line(_) | Event::End)) if thinking => waiting.push_back(event),
            Ok(Event::Line(line)) => {
                // The player's Enter ended the prompt's line.
                terminal.prompted = false;
                if !terminal.line(line.trim())? {
                    break;
                }
            }
            Ok(Event::End) | Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Ok(Event::Engine) => {
                let answered = terminal.driver.answers();
                let keyed = terminal.driver.outputs_inputs();
                if keyed {
                    terminal.training_keyed()?;
                }
                if answered || keyed {
                    terminal.show()?;
                    terminal.prompt()?;
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let ticked = terminal.driver.tick();
                if terminal.driver.outputs_inputs() {
                    terminal.training_keyed()?;
                }
                // A device found missing while the player waits (a braille display's library,
                // looked for on its own thread) is told now, not at the next line typed.
                terminal.driver.tell_notices();
                terminal.show()?;
                if ticked && terminal.training == Some(learn::Training::Running) {
                    // A drill's deadline said: the answer is still awaited.
                    terminal.prompt()?;
                }
                terminal.training_news()?;
            }
        }
    }
    terminal.end_training()?;
    terminal.end_line()?;
    Ok(ExitCode::SUCCESS)
}

/// What a typed line of the game comes to.
enum Typed {
    /// An input for the session, or none (the line was answered here).
    Input(Option<Input>),
    /// The player leaves.
    Leave,
}

struct Terminal<'a, W: Write> {
    driver: Driver,
    kind: Kind,
    out: &'a mut W,
    /// A prompt stands at the end of the last line: what is printed next starts a new line.
    prompted: bool,
    /// The new game's questions, asked a line at a time while open (`/new`).
    new_game: Option<LineForm<NewGame>>,
    /// The app opened on the new game's questions and no game has begun yet: `/cancel` has
    /// no game to go back to, and the end of training comes back to the questions.
    first_screen: bool,
    /// Training was offered once this run (as the first game ended: the first move comes
    /// within ten seconds of speech, so the greeting stays as short as it is).
    training_offered: bool,
    /// Training beside the game (`/learn`): its choices listed, or an exercise running.
    training: Option<learn::Training>,
    training_place: TrainingPlace,
    /// Where the new game's last choices are kept.
    remembered: Option<std::path::PathBuf>,
}

impl<W: Write> Terminal<'_, W> {
    /// Lines are typed here, not keys: the greeting then says how to ask for help. A game taken
    /// up again says where it stands instead, its clocks stopped.
    /// With `asking`, the new game's questions come first instead of the greeting.
    fn start(&mut self, resumed: bool, asking: bool) -> io::Result<()> {
        let now = self.driver.session().now();
        self.driver.handle_at(
            Input::Focus(Context::Lines),
            crate::driver::Prompt::Asked,
            now,
        );
        if resumed {
            self.driver
                .handle_at(Input::TakenUp, crate::driver::Prompt::Asked, now);
        } else if asking {
            self.open_new_game();
            // The first question said that lessons are a line away: what is due follows.
            self.driver.offer_training(&self.training_place, false);
            self.training_offered = true;
        } else {
            self.driver.greet();
        }
        self.show()?;
        self.prompt()
    }

    /// One typed line; `false` when the player ends the game.
    fn line(&mut self, text: &str) -> io::Result<bool> {
        if let Some(form) = self.new_game.take() {
            if let Some(choice) = learn::asked(text) {
                // Lessons instead of a game: the questions close, and come back after (at
                // once where nothing runs: training refused in a tournament, the progress read).
                self.open_learn(choice)?;
                if self.training.is_none() && self.new_game.is_none() {
                    self.new_game = Some(form);
                }
            } else if !self.answer_new_game(form, text)? {
                return Ok(false);
            }
            self.prompt()?;
            return Ok(true);
        }
        match self.training {
            Some(learn::Training::Choosing) => self.pick_learn(text)?,
            Some(learn::Training::Running) => self.training_line(text)?,
            None if let Some(choice) = learn::asked(text)
                && self.kind == Kind::Game =>
            {
                self.open_learn(choice)?;
            }
            None => return self.game_line_or_key(text),
        }
        self.prompt()?;
        Ok(true)
    }

    /// A line of the game (or a key of the clock alone); `false` when the player ends it.
    fn game_line_or_key(&mut self, text: &str) -> io::Result<bool> {
        let input = match self.kind {
            Kind::Game | Kind::NewGame => match self.game_line(text)? {
                Typed::Input(input) => input,
                Typed::Leave => return Ok(false),
            },
            Kind::Clock if text == "q" => return Ok(false),
            Kind::Clock => Some(clock_key(text)),
        };
        if let Some(input) = input {
            self.driver.handle(input, crate::driver::Prompt::Asked);
            self.show()?;
        }
        self.prompt()?;
        Ok(true)
    }

    /// A line of the terminal game: the input it makes, if any. The session reads it (moves,
    /// commands, board readings, by `commands::COMMANDS`); what only a shell does — leave, save
    /// elsewhere, print the position or the moves — is done here.
    fn game_line(&mut self, text: &str) -> io::Result<Typed> {
        Ok(Typed::Input(match self.driver.session().typed_line(text) {
            Line::Empty => None,
            Line::Shell(line, rest) => return self.shell_line(line, &rest),
            Line::Input(input) => Some(input),
            Line::Next(Next::Quit) if self.driver.leave() => return Ok(Typed::Leave),
            Line::Next(Next::Quit) => {
                self.show()?;
                None
            }
            Line::Next(next) => {
                self.play_again(next == Next::Rematch)?;
                None
            }
            Line::Refused(error) => {
                self.driver
                    .say_message(&error.message(), Priority::Announcement);
                self.show()?;
                None
            }
        }))
    }

    /// What only a shell with lines does: leave (`/quit`), save the game in another folder
    /// (`/save FOLDER`), print the position (`/fen`) or the moves so far (`/moves`).
    fn shell_line(&mut self, line: ShellLine, rest: &str) -> io::Result<Typed> {
        match line {
            ShellLine::Quit if self.driver.leave() => return Ok(Typed::Leave),
            ShellLine::Quit => self.show()?,
            ShellLine::Save if rest.is_empty() => {
                self.driver.say_message(
                    &Message::ui("save-elsewhere-no-folder"),
                    Priority::Announcement,
                );
                self.show()?;
            }
            ShellLine::Save => {
                self.driver.save_elsewhere(Path::new(rest));
                self.show()?;
            }
            ShellLine::Fen => {
                let fen = self.driver.session().game().fen();
                self.print(&fen)?;
            }
            ShellLine::Learn => self.open_learn(rest)?,
            ShellLine::Moves => {
                let sans = self.driver.session().game().sans();
                let text = if sans.is_empty() {
                    "-".to_string()
                } else {
                    sans.join(" ")
                };
                self.print(&text)?;
            }
        }
        Ok(Typed::Input(None))
    }

    /// After a game: the same game again, the colours changed for a rematch; journaled where
    /// the last one was.
    fn play_again(&mut self, rematch: bool) -> io::Result<()> {
        let setup = self.driver.session().setup();
        let setup = if rematch {
            setup.rematch()
        } else {
            setup.clone()
        };
        match Session::new(setup) {
            Ok(session) => {
                let dir = self.driver.journal_path().and_then(Path::parent);
                let begin = match dir {
                    Some(dir) => Begin::journaled(session, dir),
                    None => Begin::unjournaled(session),
                };
                self.driver.begin(begin);
            }
            Err(error) => self
                .driver
                .say_message(&error.message(), Priority::Announcement),
        }
        self.show()
    }

    /// The new game's questions, opened by `/new` over the game (which goes on meanwhile) or
    /// as the app opens: the last choices made, in the window or here. Before any game, they
    /// say too that lessons are a line away and how to leave.
    fn open_new_game(&mut self) {
        let form = LineForm::new(crate::driver::new_game::remembered_in(
            self.remembered.as_deref(),
        ));
        let in_progress = self.driver.session().in_progress();
        let asked = if self.first_screen {
            form.asked_first()
        } else {
            form.asked()
        };
        let opened = Message::Joined(vec![form.form.opened_by_lines(in_progress), asked]);
        self.driver.say_message(&opened, Priority::Announcement);
        self.new_game = Some(form);
    }

    /// A line answering the new game's questions: a value chosen and the next question asked,
    /// the values listed, the game begun, or back to the game; `false` when the player leaves.
    fn answer_new_game(&mut self, mut form: LineForm<NewGame>, text: &str) -> io::Result<bool> {
        let setup = self.driver.session().setup();
        let vocab = annabella_core::vocab::Vocabulary::get(setup.player(setup.reader()).vocab);
        let ui = annabella_core::ui_text::UiText::get(setup.ui);
        let words = |message: &Message| message.render(vocab, ui);
        match form.line(text, &words) {
            Answer::Say(message) => {
                self.driver.say_message(&message, Priority::Announcement);
                self.new_game = Some(form);
            }
            Answer::Lines(lines) => {
                for line in lines {
                    self.driver.say_message(&line, Priority::Announcement);
                }
                self.new_game = Some(form);
            }
            Answer::Quit => {
                if self.first_screen || self.driver.leave() {
                    return Ok(false);
                }
                self.new_game = Some(form);
            }
            Answer::Cancel if self.first_screen => {
                self.driver
                    .say_message(&Message::ui("newgame-cancel-none"), Priority::Announcement);
                self.new_game = Some(form);
            }
            Answer::Cancel => {
                self.driver
                    .say_message(&Message::ui("back-to-game"), Priority::Announcement);
            }
            Answer::Start => {
                let games = self
                    .driver
                    .journal_path()
                    .and_then(Path::parent)
                    .map(Path::to_path_buf);
                let games = games.as_deref();
                let started =
                    self.driver
                        .start_new_game(&form.form, games, self.remembered.as_deref());
                match started {
                    Ok(()) => self.first_screen = false,
                    Err(refusal) => {
                        form.focus(refusal.field);
                        let said = Message::Joined(vec![refusal.message, form.asked()]);
                        self.driver.say_message(&said, Priority::Announcement);
                        self.new_game = Some(form);
                    }
                }
            }
        }
        self.show()?;
        Ok(true)
    }

    /// Back from the Learn choices or an exercise: to the game, or, before any game, to the
    /// new game's questions.
    fn back_from_learning(&mut self) {
        if self.first_screen {
            self.driver.back_before_a_game();
            self.open_new_game();
        } else if self.driver.stepped_aside() {
            self.driver.back_to_game();
        } else {
            self.driver
                .say_message(&Message::ui("back-to-game"), Priority::Announcement);
        }
    }

    /// Prints what the driver said, a line each; what only the window does is said where it
    /// is found at the terminal, and the new game's questions are asked here.
    fn show(&mut self) -> io::Result<()> {
        for act in self.driver.take_acts() {
            match act {
                WindowAct::NewGame => {
                    self.open_new_game();
                    continue;
                }
                WindowAct::Learn(learn) => {
                    self.begin_learning(learn);
                    continue;
                }
                _ => {}
            }
            let message = Message::ui(act.at_the_terminal());
            self.driver.say_message(&message, Priority::Announcement);
        }
        self.offer_training_once();
        for said in self.driver.take_said() {
            self.print(&said.text)?;
        }
        Ok(())
    }

    /// Once a game of this run is over, what else there is: lessons and training, and what
    /// is due, named. Once a run, and never at the clock alone.
    fn offer_training_once(&mut self) {
        if self.training_offered
            || self.kind != Kind::Game
            || self.driver.session().result().is_none()
        {
            return;
        }
        self.training_offered = true;
        self.driver.offer_training(&self.training_place, true);
    }

    /// "White> ": whose move it is, in the interface language; "What now> " after the game.
    fn prompt(&mut self) -> io::Result<()> {
        let session = self.driver.session();
        let ui = annabella_core::ui_text::UiText::get(session.setup().ui);
        let thinking = session.engine_thinking().is_some();
        let side = if self.new_game.is_some() {
            ui.text("newgame-prompt")
        } else if let Some(training) = self.training {
            ui.text(match training {
                learn::Training::Choosing => "learn-prompt",
                learn::Training::Running => "train-prompt",
            })
        } else if self.kind == Kind::Clock || thinking {
            return Ok(());
        } else if session.result().is_some() {
            // The game is over and the terminal waits: review, export, rematch, new or quit.
            ui.text("after-game-prompt")
        } else {
            let turn = session.game().position().turn();
            match session.setup().online.as_ref() {
                // The opponent moves on lichess: what is typed now is a reading or a command.
                Some(online) if online.color != turn => ui.text_with(
                    "online-prompt-opponent",
                    &[("color", ui.color_name(turn).into())],
                ),
                _ => ui.color_name(turn),
            }
        };
        self.end_line()?;
        write!(self.out, "{side}> ")?;
        self.out.flush()?;
        self.prompted = true;
        Ok(())
    }

    fn print(&mut self, text: &str) -> io::Result<()> {
        if text.is_empty() {
            return Ok(());
        }
        self.end_line()?;
        writeln!(self.out, "{text}")
    }

    fn end_line(&mut self) -> io::Result<()> {
        if std::mem::take(&mut self.prompted) {
            writeln!(self.out)?;
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
