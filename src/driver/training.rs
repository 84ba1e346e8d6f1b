//! Training hosted by the driver, for both shells: the record loaded and saved (atomically,
//! `progress_file`), the coach (`annabella_core::training::coach`) given each line with the
//! time, and every sentence it says said the driver's one way — spoken, shown in the window's
//! log, printed at the terminal, fed to the braille display. The game beside it is not touched:
//! training is a coach's help at home, and the shells offer it only there.

use std::path::{Path, PathBuf};

use super::Driver;
use crate::stores::progress_file::{self, ProgressFileError};
use annabella_core::{
    keymap::{Act, Command},
    session::{Input, Message},
    speech::queue::Priority,
    training::{
        coach::{CLOCK, Coach, Exercise, HELP, QUIT, REPEAT, Reply, When},
        mistakes::Moment,
        progress::Progress,
        say,
    },
    vocab::Vocabulary,
};

/// The training record and the exercise being run on it.
pub struct Training {
    path: PathBuf,
    progress: Progress,
    /// The date taken as today (`--now`, a test); else the system's.
    date: Option<i64>,
    coach: Option<Coach>,
    /// The record taken for this copy while it trains on it; let go when the exercise (or
    /// the going over) is done, for another copy to train.
    lock: Option<progress_file::RecordLock>,
    /// The last save failed (a full disk): what is in memory is newer than the file, and is
    /// saved, not read over, when training opens again.
    unsaved: bool,
}

impl Driver {
    /// Takes the training record at `path` for this copy (another copy training on it is an
    /// `InUse` error) and loads it afresh; a damaged one, kept aside, is said. `date` is taken
    /// as today when given (scripts, tests).
    pub fn open_training(
        &mut self,
        path: &Path,
        date: Option<i64>,
    ) -> Result<(), ProgressFileError> {
        // This copy's own hold on the record is let go first: a lock taken again conflicts.
        let before = self.training.take().map(|mut training| {
            training.lock = None;
            training
        });
        let lock = progress_file::lock(path)?;
        if let Some(mut unsaved) = before.filter(|t| t.unsaved && t.path == path) {
            // What could not be saved is kept: saved now if it can be, else still in memory.
            unsaved.lock = Some(lock);
            unsaved.date = date;
            self.training = Some(unsaved);
            self.save_training();
            return Ok(());
        }
        let loaded = progress_file::load(path)?;
        if let Some(aside) = loaded.kept_aside {
            let text = self.ui_text().text_with(
                "train-progress-kept-aside",
                &[("file", aside.display().to_string().into())],
            );
            self.say_text(text, Priority::Announcement);
        }
        self.training = Some(Training {
            path: path.to_path_buf(),
            progress: loaded.progress,
            date,
            coach: None,
            lock: Some(lock),
            unsaved: false,
        });
        Ok(())
    }

    /// Lets the record go once nothing runs on it any more (the exercise over, no game being
    /// gone over): another copy may train on it now, and this one loads it afresh next time.
    pub(super) fn let_go_of_the_record(&mut self) {
        if self.exercising() || self.going_over() {
            return;
        }
        if let Some(training) = self.training.as_mut() {
            training.lock = None;
        }
    }

    /// Says how many exercises are due ("3 exercises are due."), once, at training's start.
    pub fn say_due(&mut self) {
        let date = self.training_date();
        let Some(training) = self.training.as_ref() else {
            return;
        };
        let text = self.training_voice().due(training.progress.due_count(date));
        self.say_text(text, Priority::Announcement);
    }

    /// Today, as training counts what is due.
    pub fn training_date(&self) -> i64 {
        self.training
            .as_ref()
            .and_then(|t| t.date)
            .unwrap_or_else(progress_file::now)
    }

    /// The training's words: the interface language's sentences with the chess words of the
    /// player who reads the app.
    pub fn training_voice(&self) -> say::Voice<'static> {
        let setup = self.session.setup();
        let reader = setup.player(setup.reader());
        say::Voice {
            vocab: Vocabulary::get(reader.vocab),
            ui: self.ui_text(),
            style: reader.style,
        }
    }

    /// The record, for what changes it outside an exercise (a game gone over for its
    /// mistakes); [`Driver::save_training`] keeps the change.
    pub fn training_progress_mut(&mut self) -> Option<&mut Progress> {
        self.training.as_mut().map(|t| &mut t.progress)
    }

    pub fn training_progress(&self) -> Option<&Progress> {
        self.training.as_ref().map(|t| &t.progress)
    }

    /// The retries of the player's mistakes that are due today, oldest first (none without an
    /// open record).
    pub fn due_retries(&self) -> Vec<Moment> {
        let date = self.training_date();
        self.training_progress()
            .map(|p| p.due_retries(date).into_iter().cloned().collect())
            .unwrap_or_default()
    }

    /// Saves the record. A failure is said once and training goes on, the record kept in
    /// memory and saved again at the next change (or the next training); saving that works
    /// again is said.
    pub fn save_training(&mut self) {
        let Some(training) = self.training.as_mut() else {
            return;
        };
        let saved = progress_file::save(&training.path, &training.progress);
        let was_unsaved = std::mem::replace(&mut training.unsaved, saved.is_err());
        match saved {
            Err(error) if !was_unsaved => {
                let text = self.ui_text().text_with(
                    "train-progress-not-saved",
                    &[("reason", error.to_string().into())],
                );
                self.say_text(text, Priority::Announcement);
            }
            Ok(()) if was_unsaved => {
                let text = self.ui_text().text("train-progress-saved-again");
                self.say_text(text, Priority::Announcement);
            }
            _ => {}
        }
    }

    /// Starts `exercise` on the open record (nothing without one), and says its start.
    pub fn start_exercise(&mut self, exercise: Exercise) {
        let voice = self.training_voice();
        let at = self.training_when();
        let Some(training) = self.training.as_mut() else {
            return;
        };
        let (coach, reply) = Coach::start(exercise, voice, &mut training.progress, at);
        training.coach = Some(coach);
        self.carry_out_reply(reply);
    }

    /// One line the player typed for the exercise: an answer, `/hint`, `/solution`,
    /// `/repeat`, `/help`, `/quit` — or, where the exercise has a position (shown on the
    /// game's board), a reading of it (`/board`, `/square e4`), which the session answers as
    /// it reads the game's board.
    pub fn answer_exercise(&mut self, line: &str) {
        if self.exercise_position_shown() {
            match self.session.board_reading_line(line) {
                Some(Ok(input)) => {
                    self.handle(input, super::Prompt::Asked);
                    return;
                }
                Some(Err(refused)) => {
                    self.say_message(&refused.message(), Priority::Announcement);
                    return;
                }
                None => {}
            }
        }
        let at = self.training_when();
        let Some(training) = self.training.as_mut() else {
            return;
        };
        let Some(coach) = training.coach.as_mut() else {
            return;
        };
        let reply = coach.answer(line, &mut training.progress, at);
        self.carry_out_reply(reply);
    }

    /// Enter on the exercise's board (a routing key on the cursor's square): a square to find
    /// is answered with the cursor's; in a lesson, a puzzle or a retry the piece there is
    /// lifted, or the one in hand placed there — the move is the answer. Whether the exercise
    /// took the key.
    pub fn enter_on_the_board(&mut self) -> bool {
        let cursor = self.session.cursor();
        let at = self.training_when();
        let Some(training) = self.training.as_mut() else {
            return false;
        };
        let Some(coach) = training.coach.as_mut().filter(|c| !c.is_over()) else {
            return false;
        };
        let reply = if coach.asks_for_a_square() {
            coach.answer(&cursor.to_string(), &mut training.progress, at)
        } else if coach.position().is_some() {
            coach.board_key(cursor, &mut training.progress, at)
        } else {
            return false;
        };
        self.carry_out_reply(reply);
        true
    }

    /// Escape while the player trains: a piece lifted on the exercise's board is put back.
    /// Whether it was (else Escape leaves the exercise).
    pub fn put_back_in_training(&mut self) -> bool {
        let reply = self
            .training
            .as_mut()
            .and_then(|t| t.coach.as_mut())
            .and_then(Coach::put_back);
        let put = reply.is_some();
        if let Some(reply) = reply {
            self.carry_out_reply(reply);
        }
        put
    }

    /// The clock's key while the player trains: the tournament lesson that asks for the clock
    /// takes it as `/clock`. Whether the exercise took the key.
    pub fn clock_key_in_training(&mut self) -> bool {
        let wants = self.running_coach().is_some_and(Coach::wants_the_clock);
        if wants {
            self.answer_exercise(CLOCK);
        }
        wants
    }

    /// An input from another output while the player trains (a braille display's keys, for a
    /// player who trains by the display alone): a typed line is the exercise's answer, as the
    /// terminal's and the answer field's are; the help and repeat keys are the exercise's; the
    /// board's readings read what the board shows (the exercise's position). Nothing else
    /// reaches the game waiting beside — lifting a piece, the clock, a draw — and that is said.
    /// While a game is gone over, `/quit` stops it and any other line asks how far it is.
    pub(super) fn training_input(&mut self, input: Input) {
        if self.going_over() {
            match input {
                Input::Text(text) if text.trim() == QUIT => self.quit_exercise(),
                Input::Text(_) => self.say_how_far(),
                _ => self.say_message(&Message::ui("train-not-now"), Priority::Announcement),
            }
            return;
        }
        match input {
            Input::Text(text) => self.answer_exercise(&text),
            Input::Command(Command::Help) => self.answer_exercise(HELP),
            Input::Command(Command::RepeatLast) => self.answer_exercise(REPEAT),
            Input::Command(Command::Explore(explore)) | Input::ReadAt { explore, .. }
                if explore.reads_the_board() =>
            {
                self.handle(input, super::Prompt::Asked);
            }
            Input::Command(Command::Act(Act::LiftOrPlace)) if self.enter_on_the_board() => {}
            Input::Command(Command::Act(Act::PressClock)) if self.clock_key_in_training() => {}
            Input::Command(Command::Act(Act::PutBack)) if self.put_back_in_training() => {}
            _ => self.say_message(&Message::ui("train-not-now"), Priority::Announcement),
        }
    }

    /// The player leaves the exercise (Escape, the end of the input): a drill's round so far
    /// is kept. A game being gone over for its mistakes is stopped instead.
    pub fn quit_exercise(&mut self) {
        if self.stop_going_over() {
            return;
        }
        let at = self.training_when();
        let Some(training) = self.training.as_mut() else {
            return;
        };
        let Some(coach) = training.coach.as_mut() else {
            return;
        };
        let reply = coach.quit(&mut training.progress, at);
        self.carry_out_reply(reply);
    }

    /// The player leaves the game to train beside it (the window's Learn menu; the session
    /// has stopped a running clock as the Learn command came): until [`Driver::back_to_game`]
    /// the engines' answers wait.
    pub fn step_aside(&mut self) {
        self.aside.get_or_insert_with(Vec::new);
    }

    /// Back at the game from training: "Back to the game.", what the engines answered
    /// meanwhile handled now and said as when it arrives (the computer's move), then where the
    /// game stands — whose move, the clocks, and that the player's own key starts them.
    /// Nothing when the player had not stepped aside.
    pub fn back_to_game(&mut self) {
        let Some(held) = self.aside.take() else {
            return;
        };
        let back = self.ui_text().text("back-to-game");
        self.say_text(back, Priority::Announcement);
        for answer in held {
            self.handle(answer, super::Prompt::Asked);
        }
        let standing = self.session.back_from_training();
        self.carry_out(standing, super::echo::Echo::CursorSquare);
    }

    /// Whether the player trains beside the game (engines' answers wait).
    pub fn stepped_aside(&self) -> bool {
        self.aside.is_some()
    }

    /// Whether an exercise runs and waits for the player.
    pub fn exercising(&self) -> bool {
        self.running_coach().is_some()
    }

    /// The coach of the exercise that runs, if one does (not one that is over).
    fn running_coach(&self) -> Option<&Coach> {
        self.training
            .as_ref()
            .and_then(|t| t.coach.as_ref())
            .filter(|c| !c.is_over())
    }

    /// An exercise with a position runs: the session shows it on the game's board.
    fn exercise_position_shown(&self) -> bool {
        self.running_coach().is_some_and(|c| c.position().is_some())
    }

    /// The time as the coach takes it: today's date, and the driver's steady time.
    fn training_when(&self) -> When {
        When {
            date: self.training_date(),
            time: self.now(),
        }
    }

    /// Each sentence said once, in order; the record saved when it changed; the exercise's
    /// position shown on the game's board while it runs (the board's reading keys and every
    /// output read it), the game's again after.
    fn carry_out_reply(&mut self, reply: Reply) {
        for text in reply.said {
            self.outputs.feed(super::outputs::said_text(
                text,
                Priority::Announcement,
                &self.session,
            ));
        }
        if reply.save {
            self.save_training();
        }
        let position = self.running_coach().and_then(|c| c.position().cloned());
        self.session.show_exercise(position);
        self.outputs.look(&self.session);
        self.let_go_of_the_record();
    }
}
