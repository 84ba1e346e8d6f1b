//! Training hosted by the driver, for both shells: the record loaded and saved (atomically,
//! `progress_file`), the coach (`annabella_core::training::coach`) given each line with the
//! time, and every sentence it says said the driver's one way — spoken, shown in the window's
//! log, printed at the terminal, fed to the braille display. The game beside it is not touched:
//! training is a coach's help at home, and the shells offer it only there. Training owns what
//! is its own (the record, the exercise, a game gone over, the engines' answers held while the
//! player is away from the game) and is lent the game for each call ([`Beside`]); what the game
//! must take itself (a reading of its board) comes back to the driver.

mod going_over;
mod learn;

use std::{
    path::{Path, PathBuf},
    time::Duration,
};

use super::outputs::{self, Outputs};
use crate::{
    devices::speech::Waker,
    stores::progress_file::{self, ProgressFileError},
};
use annabella_core::{
    commands::{self, Coaching},
    keymap::{Act, Command},
    session::{Input, Message, Session},
    speech::queue::Priority,
    training::{
        coach::{Coach, Exercise, Reply, When},
        mistakes::Moment,
        progress::Progress,
        record, say,
    },
    ui_text::UiText,
    vocab::Vocabulary,
};

use going_over::GoingOver;
pub use learn::{Learning, TrainingPlace};

/// The player's training beside the game: the record and its exercise, a game being gone over,
/// and the engines' answers held while the player is away from the game.
#[derive(Default)]
pub(super) struct Training {
    /// The training record and its exercise, while the player trains.
    record: Option<Record>,
    /// While the player trains beside the game (the window's Learn menu), the engines'
    /// answers wait here: the computer's move is said when the player is back, not in the
    /// middle of an exercise. `None` while the player is at the game.
    aside: Option<Vec<Input>>,
    /// A finished game being gone over by Stockfish for the player's mistakes.
    going_over: Option<GoingOver>,
    /// What is due, as said when the game opened ("2 exercises are due: …"): training's first
    /// start does not say it again unless it changed.
    due_said: Option<String>,
}

/// The training record and the exercise being run on it.
struct Record {
    path: PathBuf,
    /// The record as this copy has it (with the parts a newer version wrote, kept).
    file: record::Record,
    /// The record as the file held it when this copy last read or wrote it: what another
    /// copy changed since is merged in at the next save.
    base: Progress,
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

/// The game beside the training, lent for one call: its session (whose board shows an
/// exercise's position, whose reader's words training speaks), the outputs everything is said
/// through, the driver's time now, and where the game is journaled.
pub(super) struct Beside<'a> {
    pub(super) session: &'a mut Session,
    pub(super) outputs: &'a mut Outputs,
    /// The driver's steady time now.
    pub(super) now: Duration,
    /// The journal's file (the name of the game just finished, when it is gone over).
    pub(super) journal: Option<&'a Path>,
}

impl Beside<'_> {
    /// Says `text` as an announcement; the outputs look at the game at once.
    fn say(&mut self, text: String) {
        self.outputs
            .say_text(text, Priority::Announcement, self.session);
    }

    /// Says an interface message, with the chess words of the reader's vocabulary.
    fn say_message(&mut self, message: &Message) {
        let text = outputs::words(message, self.session);
        self.say(text);
    }

    fn ui(&self) -> &'static UiText {
        UiText::get(self.session.setup().ui)
    }

    fn voice(&self) -> say::Voice<'static> {
        voice(self.session)
    }

    fn waker(&self) -> Option<Waker> {
        self.outputs.waker()
    }
}

/// The training's words in `session`: the interface language's sentences with the chess words
/// of the player who reads the app.
pub(super) fn voice(session: &Session) -> say::Voice<'static> {
    let setup = session.setup();
    let reader = setup.player(setup.reader());
    say::Voice {
        vocab: Vocabulary::get(reader.vocab),
        ui: UiText::get(setup.ui),
        style: reader.style,
    }
}

impl Training {
    /// Takes the training record at `path` for this copy (another copy training on it is an
    /// `InUse` error) and loads it afresh; a damaged one, kept aside, is said. `date` is taken
    /// as today when given (scripts, tests).
    pub(super) fn open(
        &mut self,
        path: &Path,
        date: Option<i64>,
        beside: &mut Beside,
    ) -> Result<(), ProgressFileError> {
        // This copy's own hold on the record is let go first: a lock taken again conflicts.
        let before = self.record.take().map(|mut record| {
            record.lock = None;
            record
        });
        let lock = progress_file::lock(path)?;
        if let Some(mut unsaved) = before.filter(|r| r.unsaved && r.path == path) {
            // What could not be saved is kept: saved now if it can be, else still in memory.
            unsaved.lock = Some(lock);
            unsaved.date = date;
            self.record = Some(unsaved);
            self.save(beside);
            return Ok(());
        }
        let loaded = progress_file::load(path)?;
        if let Some(aside) = loaded.kept_aside {
            let id = if aside.recovered {
                "train-progress-recovered"
            } else {
                "train-progress-kept-aside"
            };
            let text = beside
                .ui()
                .text_with(id, &[("file", aside.file.display().to_string().into())]);
            beside.say(text);
            beside.say_message(&aside.why.message());
        }
        self.record = Some(Record {
            path: path.to_path_buf(),
            base: loaded.record.progress.clone(),
            file: loaded.record,
            date,
            coach: None,
            lock: Some(lock),
            unsaved: false,
        });
        Ok(())
    }

    /// Lets the record go once nothing runs on it any more (the exercise over, no game being
    /// gone over): another copy may train on it now, and this one loads it afresh next time.
    fn let_go_of_the_record(&mut self) {
        if self.exercising() || self.going_over() {
            return;
        }
        if let Some(record) = self.record.as_mut() {
            record.lock = None;
        }
    }

    /// Says how many exercises are due ("3 exercises are due."), once, at training's start.
    pub(super) fn say_due(&mut self, beside: &mut Beside) {
        let Some(record) = self.record.as_ref() else {
            return;
        };
        let text = beside.voice().due_named(&record.file.progress, self.date());
        if self.due_said.take().as_ref() != Some(&text) {
            beside.say(text);
        }
    }

    /// What is due was said as the game opened: training's next start does not say it again
    /// unless it changed.
    pub(super) fn due_was_said(&mut self, text: &str) {
        self.due_said = Some(text.to_string());
    }

    /// Today, as training counts what is due.
    pub(super) fn date(&self) -> i64 {
        self.record
            .as_ref()
            .and_then(|r| r.date)
            .unwrap_or_else(progress_file::now)
    }

    pub(super) fn progress_mut(&mut self) -> Option<&mut Progress> {
        self.record.as_mut().map(|r| &mut r.file.progress)
    }

    pub(super) fn progress(&self) -> Option<&Progress> {
        self.record.as_ref().map(|r| &r.file.progress)
    }

    /// The retries of the player's mistakes that are due today, oldest first (none without an
    /// open record).
    pub(super) fn due_retries(&self) -> Vec<Moment> {
        let date = self.date();
        self.progress()
            .map(|p| p.due_retries(date).into_iter().cloned().collect())
            .unwrap_or_default()
    }

    /// Saves the record. A failure is said once and training goes on, the record kept in
    /// memory and saved again at the next change (or the next training); saving that works
    /// again is said.
    pub(super) fn save(&mut self, beside: &mut Beside) {
        let Some(record) = self.record.as_mut() else {
            return;
        };
        let saved = progress_file::save(&record.path, &record.base, &mut record.file)
            .map(|written| record.base = written);
        let was_unsaved = std::mem::replace(&mut record.unsaved, saved.is_err());
        match saved {
            Err(error) if !was_unsaved => {
                let text = beside.ui().text_with(
                    "train-progress-not-saved",
                    &[("reason", error.to_string().into())],
                );
                beside.say(text);
            }
            Ok(()) if was_unsaved => {
                let text = beside.ui().text("train-progress-saved-again");
                beside.say(text);
            }
            _ => {}
        }
    }

    /// The last save failed (a full disk): the record in memory is newer than its file.
    pub(super) fn unsaved(&self) -> bool {
        self.record.as_ref().is_some_and(|r| r.unsaved)
    }

    /// Saves the record, whose own place cannot be written, in `folder` (another disk, a
    /// stick) under its file's name, merged with a record already there; training goes on
    /// with the record there. Says where and how to train on it, or why it could not be saved.
    /// True when it is saved.
    pub(super) fn save_in(&mut self, folder: &Path, beside: &mut Beside) -> bool {
        let Some(record) = self.record.as_mut() else {
            return false;
        };
        let name = record
            .path
            .file_name()
            .unwrap_or(std::ffi::OsStr::new("training.json"));
        let path = folder.join(name);
        let saved = progress_file::lock(&path).and_then(|lock| {
            // A record already there (this round saved there before) is merged, as another
            // copy's would be at home.
            let written = progress_file::save(&path, &record.base, &mut record.file)?;
            Ok((lock, written))
        });
        let text = match saved {
            Ok((lock, written)) => {
                record.path = path;
                record.base = written;
                record.lock = Some(lock);
                record.unsaved = false;
                beside.ui().text_with(
                    "train-progress-saved-in",
                    &[("path", record.path.display().to_string().into())],
                )
            }
            Err(error) => beside.ui().text_with(
                "train-progress-not-saved",
                &[("reason", error.to_string().into())],
            ),
        };
        beside.say(text);
        !record.unsaved
    }

    /// Starts `exercise` on the open record (nothing without one), and says its start.
    pub(super) fn start(&mut self, exercise: Exercise, beside: &mut Beside) {
        let voice = beside.voice();
        let at = self.when(beside);
        let Some(record) = self.record.as_mut() else {
            return;
        };
        let (coach, reply) = Coach::start(exercise, voice, &mut record.file.progress, at);
        record.coach = Some(coach);
        self.carry_out_reply(reply, beside);
    }

    /// One line the player typed for the exercise: an answer, `/hint`, `/solution`,
    /// `/repeat`, `/help`, `/quit` (each also as its word without the slash) — or, where the
    /// exercise has a position (shown on the game's board), a reading of it (`/board`,
    /// `/square e4`), given back for the game's session to answer as it reads the game's board.
    pub(super) fn answer(&mut self, line: &str, beside: &mut Beside) -> Option<Input> {
        // The coach's words said without the slash ("board", "give up") mean their lines.
        let spoken = self
            .record
            .as_ref()
            .and_then(|record| record.coach.as_ref())
            .and_then(|coach| coach.command_word(line));
        let line = spoken.unwrap_or(line);
        if self.exercise_position_shown() {
            match beside.session.board_reading_line(line) {
                Some(Ok(reading)) => return Some(reading),
                Some(Err(refused)) => {
                    beside.say_message(&refused.message());
                    return None;
                }
                None => {}
            }
        }
        self.answer_the_coach(line, beside);
        None
    }

    /// The time passing for the running exercise: a timed drill's deadline said when it comes.
    /// Whether anything was said.
    pub(super) fn tick(&mut self, beside: &mut Beside) -> bool {
        let at = self.when(beside);
        let Some(coach) = self.record.as_mut().and_then(|r| r.coach.as_mut()) else {
            return false;
        };
        let reply = coach.tick(at);
        if reply.said.is_empty() {
            return false;
        }
        self.carry_out_reply(reply, beside);
        true
    }

    /// `line` for the running exercise's coach.
    fn answer_the_coach(&mut self, line: &str, beside: &mut Beside) {
        let at = self.when(beside);
        let Some(record) = self.record.as_mut() else {
            return;
        };
        let Some(coach) = record.coach.as_mut() else {
            return;
        };
        let reply = coach.answer(line, &mut record.file.progress, at);
        self.carry_out_reply(reply, beside);
    }

    /// Enter on the exercise's board (a routing key on the cursor's square): a square to find
    /// is answered with the cursor's; in a lesson, a puzzle or a retry the piece there is
    /// lifted, or the one in hand placed there — the move is the answer. Whether the exercise
    /// took the key.
    pub(super) fn enter_on_the_board(&mut self, beside: &mut Beside) -> bool {
        let cursor = beside.session.cursor();
        let at = self.when(beside);
        let Some(record) = self.record.as_mut() else {
            return false;
        };
        let Some(coach) = record.coach.as_mut().filter(|c| !c.is_over()) else {
            return false;
        };
        let reply = if coach.asks_for_a_square() {
            coach.answer(&cursor.to_string(), &mut record.file.progress, at)
        } else if coach.position().is_some() {
            coach.board_key(cursor, &mut record.file.progress, at)
        } else {
            return false;
        };
        self.carry_out_reply(reply, beside);
        true
    }

    /// Escape while the player trains: a piece lifted on the exercise's board is put back.
    /// Whether it was (else Escape leaves the exercise).
    pub(super) fn put_back(&mut self, beside: &mut Beside) -> bool {
        let reply = self
            .record
            .as_mut()
            .and_then(|r| r.coach.as_mut())
            .and_then(Coach::put_back);
        let put = reply.is_some();
        if let Some(reply) = reply {
            self.carry_out_reply(reply, beside);
        }
        put
    }

    /// The clock's key while the player trains: the tournament lesson that asks for the clock
    /// takes it as `/clock`. Whether the exercise took the key.
    pub(super) fn clock_key(&mut self, beside: &mut Beside) -> bool {
        let wants = self.running_coach().is_some_and(Coach::wants_the_clock);
        if wants {
            self.answer_the_coach(Coaching::Clock.line(), beside);
        }
        wants
    }

    /// An input from another output while the player trains (a braille display's keys, for a
    /// player who trains by the display alone): a typed line is the exercise's answer, as the
    /// terminal's and the answer field's are; the help and repeat keys are the exercise's; the
    /// board's readings, given back for the game's session, read what the board shows (the
    /// exercise's position). Nothing else reaches the game waiting beside — lifting a piece,
    /// the clock, a draw — and that is said. While a game is gone over, `/quit` stops it and
    /// any other line asks how far it is.
    pub(super) fn input(&mut self, input: Input, beside: &mut Beside) -> Option<Input> {
        if self.going_over() {
            match input {
                Input::Text(text) if commands::coaching(&text) == Some(Coaching::Quit) => {
                    self.quit(beside);
                }
                Input::Text(_) => self.say_how_far(beside),
                _ => beside.say_message(&Message::ui("train-not-now")),
            }
            return None;
        }
        match input {
            Input::Text(text) => self.answer(&text, beside),
            Input::Command(Command::Help) => self.answer(Coaching::Help.line(), beside),
            Input::Command(Command::RepeatLast) => self.answer(Coaching::Repeat.line(), beside),
            Input::Command(Command::Explore(explore)) | Input::ReadAt { explore, .. }
                if explore.reads_the_board() =>
            {
                Some(input)
            }
            Input::Command(Command::Act(Act::LiftOrPlace)) if self.enter_on_the_board(beside) => {
                None
            }
            Input::Command(Command::Act(Act::PressClock)) if self.clock_key(beside) => None,
            Input::Command(Command::Act(Act::PutBack)) if self.put_back(beside) => None,
            _ => {
                beside.say_message(&Message::ui("train-not-now"));
                None
            }
        }
    }

    /// The player leaves the exercise (Escape, the end of the input): a drill's round so far
    /// is kept. A game being gone over for its mistakes is stopped instead.
    pub(super) fn quit(&mut self, beside: &mut Beside) {
        if self.stop_going_over(beside) {
            return;
        }
        let at = self.when(beside);
        let Some(record) = self.record.as_mut() else {
            return;
        };
        let Some(coach) = record.coach.as_mut() else {
            return;
        };
        let reply = coach.quit(&mut record.file.progress, at);
        self.carry_out_reply(reply, beside);
    }

    /// The player leaves the game to train beside it: until [`Training::come_back`] the
    /// engines' answers wait.
    pub(super) fn step_aside(&mut self) {
        self.aside.get_or_insert_with(Vec::new);
    }

    /// Holds the engines' `answers` while the player is aside; else gives them back, for the
    /// game to take now.
    pub(super) fn hold(&mut self, answers: Vec<Input>) -> Option<Vec<Input>> {
        match self.aside.as_mut() {
            Some(held) => {
                held.extend(answers);
                None
            }
            None => Some(answers),
        }
    }

    /// The player is back at the game: the answers held meanwhile, for the game to take now;
    /// `None` when the player had not stepped aside.
    pub(super) fn come_back(&mut self) -> Option<Vec<Input>> {
        self.aside.take()
    }

    /// Whether the player trains beside the game (engines' answers wait).
    pub(super) fn stepped_aside(&self) -> bool {
        self.aside.is_some()
    }

    /// Whether an exercise runs and waits for the player.
    pub(super) fn exercising(&self) -> bool {
        self.running_coach().is_some()
    }

    /// The coach of the exercise that runs, if one does (not one that is over).
    fn running_coach(&self) -> Option<&Coach> {
        self.record
            .as_ref()
            .and_then(|r| r.coach.as_ref())
            .filter(|c| !c.is_over())
    }

    /// An exercise with a position runs: the session shows it on the game's board.
    fn exercise_position_shown(&self) -> bool {
        self.running_coach().is_some_and(|c| c.position().is_some())
    }

    /// The time as the coach takes it: today's date, and the driver's steady time.
    fn when(&self, beside: &Beside) -> When {
        When {
            date: self.date(),
            time: beside.now,
        }
    }

    /// Each sentence said once, in order; the record saved when it changed; the exercise's
    /// position shown on the game's board while it runs (the board's reading keys and every
    /// output read it), the game's again after.
    fn carry_out_reply(&mut self, reply: Reply, beside: &mut Beside) {
        for text in reply.said {
            let said = outputs::said_text(text, Priority::Announcement, beside.session);
            beside.outputs.feed(said);
        }
        if reply.save {
            self.save(beside);
        }
        let position = self.running_coach().and_then(|c| c.position().cloned());
        beside.session.show_exercise(position);
        beside.outputs.look(beside.session);
        self.let_go_of_the_record();
    }
}
