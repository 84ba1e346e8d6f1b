//! Training from inside a terminal game, as the window's Learn menu gives it (home only; the
//! session refuses it in a tournament): `/learn` tells the choices by group, `/help` then lists
//! them as numbered lines; a number or a choice's first words pick one (`/learn 3` at once); then
//! each line is the exercise's
//! answer until it is over or `/quit`, and the player is back at the game — its clock stopped
//! as training began, the computer's move held until now and said, where the game stands. The
//! driver turns the choice into training (`Driver::learn`) and hosts it; this only reads lines.

use std::io::{self, Write};

use annabella_core::{
    commands::{self, Coaching, InGame, ShellLine},
    dialogs::learn::{self, Picked},
    keymap::{Command, Learn},
    session::{Input, Message},
    speech::queue::Priority,
};

use super::Terminal;
use crate::driver::Learning;

/// What follows `/learn` on `line` (`""`, or the choice: `3`, `puzzles`); `None` for
/// another line.
pub(super) fn asked(line: &str) -> Option<&str> {
    match commands::in_game(line)? {
        (InGame::Shell(ShellLine::Learn), rest) => Some(rest),
        _ => None,
    }
}

/// Where the terminal is in training.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Training {
    /// The choices were listed: the next line picks one.
    Choosing,
    /// An exercise runs, or a game is gone over: each line is the player's answer.
    Running,
}

impl<W: Write> Terminal<'_, W> {
    /// Where the end of the Learn list or of training goes back to: the game, or the new
    /// game's questions when no game has begun yet.
    fn back(&self) -> learn::Back {
        if self.first_screen {
            learn::Back::Questions
        } else {
            learn::Back::Game
        }
    }

    /// `/learn` (the choices listed) or `/learn 3` (the third picked). Refused in a tournament,
    /// as the window's menu is (§11.3.1).
    pub(super) fn open_learn(&mut self, rest: &str) -> io::Result<()> {
        if self.driver.session().setup().fair_play() {
            let refusal = self
                .driver
                .session()
                .setup()
                .fair_play_refusal("train-not-in-tournament");
            self.driver.say_message(&refusal, Priority::Announcement);
        } else if rest.is_empty() {
            for line in learn::summary(self.back()) {
                self.driver.say_message(&line, Priority::Announcement);
            }
            self.training = Some(Training::Choosing);
        } else {
            self.pick_learn(rest)?;
        }
        self.show()
    }

    /// The end of the input while an exercise runs: left as Escape leaves it (a drill's round
    /// so far kept).
    pub(super) fn end_training(&mut self) -> io::Result<()> {
        if self.training == Some(Training::Running) {
            self.driver.quit_exercise();
            self.training = None;
            self.show()?;
        }
        Ok(())
    }

    /// A line to the listed choices: one picked and begun, back to the game, or told again.
    pub(super) fn pick_learn(&mut self, text: &str) -> io::Result<()> {
        let setup = self.driver.session().setup();
        let vocab = annabella_core::vocab::Vocabulary::get(setup.player(setup.reader()).vocab);
        let ui = annabella_core::ui_text::UiText::get(setup.ui);
        let words = |message: &Message| message.render(vocab, ui);
        self.training = None;
        match learn::pick(text, &words) {
            Picked::Learn(learn) => {
                // The session stops a running clock (journaled with the command); the driver's
                // act then begins the training (`begin_learning`).
                self.driver.handle(
                    Input::Command(Command::Learn(learn)),
                    crate::driver::Prompt::Asked,
                );
            }
            Picked::Cancel => self.back_from_learning(),
            Picked::List => {
                for line in learn::listed(self.back()) {
                    self.driver.say_message(&line, Priority::Announcement);
                }
                self.training = Some(Training::Choosing);
            }
            Picked::Refused(said) => {
                self.driver.say_message(&said, Priority::Announcement);
                self.training = Some(Training::Choosing);
            }
        }
        self.show()
    }

    /// The session's Learn act: the driver begins the training; while it runs, lines are its.
    pub(super) fn begin_learning(&mut self, learn: Learn) {
        let place = self.training_place.clone();
        if self.driver.learn(learn, &place) != Learning::Nothing {
            let how = Message::Ui("train-terminal-how", vec![("back", self.back().arg())]);
            self.driver.say_message(&how, Priority::Announcement);
            self.training = Some(Training::Running);
        }
    }

    /// A line while training runs: the exercise's answer (`/hint`, `/solution`, `/quit` are
    /// the coach's); while a game is gone over, `/quit` stops it and any other line asks how
    /// far it is. At the end, back to the game.
    pub(super) fn training_line(&mut self, text: &str) -> io::Result<()> {
        if self.driver.going_over() {
            if commands::coaching(text) == Some(Coaching::Quit) {
                self.driver.quit_exercise();
            } else {
                self.driver.say_how_far();
            }
        } else {
            self.driver.answer_exercise(text);
        }
        self.after_training_step()
    }

    /// After a braille display's keys answered the exercise (the driver gives them to it while
    /// the player trains): at its end, back to the game, as after a typed line.
    pub(super) fn training_keyed(&mut self) -> io::Result<()> {
        if self.training == Some(Training::Running) {
            self.after_training_step()?;
        }
        Ok(())
    }

    /// What the game being gone over has come to, as time passes: how far, the moments found,
    /// their retries begun; back to the game when nothing is left.
    pub(super) fn training_news(&mut self) -> io::Result<()> {
        if self.training != Some(Training::Running) || !self.driver.going_over_news() {
            return Ok(());
        }
        self.after_training_step()?;
        self.prompt()
    }

    /// Back to the game once nothing runs: what the computer answered meanwhile, then where
    /// the game stands.
    fn after_training_step(&mut self) -> io::Result<()> {
        if !self.driver.exercising() && !self.driver.going_over() {
            self.training = None;
            self.back_from_learning();
        }
        self.show()
    }
}
