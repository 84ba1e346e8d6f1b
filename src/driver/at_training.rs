//! The driver while the player trains, for both shells: each call lends the training the game
//! beside it ([`Beside`]: the session, the outputs, the time, the journal's file), and the game
//! takes what the training gives back — a reading of the board the exercise shows, the
//! engines' answers held while the player was away.

use std::path::Path;

use annabella_core::{
    keymap::Learn,
    session::Input,
    speech::queue::Priority,
    training::{coach::Exercise, mistakes::Moment, progress::Progress, say},
};

use super::{
    Driver, Learning, Prompt, TrainingPlace,
    echo::Echo,
    training::{self, Beside, Training},
};
use crate::{
    game_review::ReviewedGame,
    stores::{journal::Journal, progress_file::ProgressFileError},
};

impl Driver {
    /// The training, and the game lent to it for one call.
    fn at_training(&mut self) -> (&mut Training, Beside<'_>) {
        let now = self.now();
        let Driver {
            session,
            journal,
            outputs,
            training,
            ..
        } = self;
        let beside = Beside {
            session,
            outputs,
            now,
            journal: journal.as_ref().map(Journal::path),
        };
        (training, beside)
    }

    /// Takes the training record at `path` for this copy (another copy training on it is an
    /// `InUse` error) and loads it afresh; a damaged one, kept aside, is said. `date` is taken
    /// as today when given (scripts, tests).
    pub fn open_training(
        &mut self,
        path: &Path,
        date: Option<i64>,
    ) -> Result<(), ProgressFileError> {
        let (training, mut beside) = self.at_training();
        training.open(path, date, &mut beside)
    }

    /// Says how many exercises are due ("3 exercises are due."), once, at training's start.
    pub fn say_due(&mut self) {
        let (training, mut beside) = self.at_training();
        training.say_due(&mut beside);
    }

    /// Training offered once as a game opens at home: with `invite`, that it exists and how
    /// to reach it; then what is due, named (the record only read: another copy may train on
    /// it). Nothing in a tournament game (§11.3.1) or an online one.
    pub fn offer_training(&mut self, place: &TrainingPlace, invite: bool) {
        let setup = self.session.setup();
        if setup.fair_play() || setup.online.is_some() {
            return;
        }
        let voice = self.training_voice();
        let mut said = Vec::new();
        if invite {
            said.push(voice.ui.text("train-invite"));
        }
        let record = place
            .record
            .clone()
            .or_else(crate::stores::progress_file::path);
        let date = place.date.unwrap_or_else(crate::stores::progress_file::now);
        if let Some(progress) = record
            .as_deref()
            .and_then(crate::stores::progress_file::peek)
            && progress.due_count(date) > 0
        {
            let due = voice.due_named(&progress, date);
            self.training.due_was_said(&due);
            said.push(due);
        }
        for text in said {
            self.say_text(text, Priority::Announcement);
        }
    }

    /// Today, as training counts what is due.
    pub fn training_date(&self) -> i64 {
        self.training.date()
    }

    /// The training's words: the interface language's sentences with the chess words of the
    /// player who reads the app.
    pub fn training_voice(&self) -> say::Voice<'static> {
        training::voice(&self.session)
    }

    /// The record, for what changes it outside an exercise (a game gone over for its
    /// mistakes); [`Driver::save_training`] keeps the change.
    pub fn training_progress_mut(&mut self) -> Option<&mut Progress> {
        self.training.progress_mut()
    }

    pub fn training_progress(&self) -> Option<&Progress> {
        self.training.progress()
    }

    /// The retries of the player's mistakes that are due today, oldest first (none without an
    /// open record).
    pub fn due_retries(&self) -> Vec<Moment> {
        self.training.due_retries()
    }

    /// Saves the record. A failure is said once and training goes on, the record kept in
    /// memory and saved again at the next change (or the next training); saving that works
    /// again is said.
    pub fn save_training(&mut self) {
        let (training, mut beside) = self.at_training();
        training.save(&mut beside);
    }

    /// The record's last save failed (a full disk): this round is only in memory.
    pub fn training_unsaved(&self) -> bool {
        self.training.unsaved()
    }

    /// Saves the record in `folder` (another disk, a stick) when its own place cannot be
    /// written, and says where, or why not; training goes on with the record there. True when
    /// it is saved.
    pub fn save_training_in(&mut self, folder: &Path) -> bool {
        let (training, mut beside) = self.at_training();
        training.save_in(folder, &mut beside)
    }

    /// Starts `exercise` on the open record (nothing without one), and says its start.
    pub fn start_exercise(&mut self, exercise: Exercise) {
        let (training, mut beside) = self.at_training();
        training.start(exercise, &mut beside);
    }

    /// One line the player typed for the exercise: an answer, `/hint`, `/solution`,
    /// `/repeat`, `/help`, `/quit` — or, where the exercise has a position (shown on the
    /// game's board), a reading of it (`/board`, `/square e4`), which the session answers as
    /// it reads the game's board.
    pub fn answer_exercise(&mut self, line: &str) {
        let (training, mut beside) = self.at_training();
        if let Some(reading) = training.answer(line, &mut beside) {
            self.handle(reading, Prompt::Asked);
        }
    }

    /// Enter on the exercise's board (a routing key on the cursor's square): a square to find
    /// is answered with the cursor's; in a lesson, a puzzle or a retry the piece there is
    /// lifted, or the one in hand placed there — the move is the answer. Whether the exercise
    /// took the key.
    pub fn enter_on_the_board(&mut self) -> bool {
        let (training, mut beside) = self.at_training();
        training.enter_on_the_board(&mut beside)
    }

    /// Escape while the player trains: a piece lifted on the exercise's board is put back.
    /// Whether it was (else Escape leaves the exercise).
    pub fn put_back_in_training(&mut self) -> bool {
        let (training, mut beside) = self.at_training();
        training.put_back(&mut beside)
    }

    /// The clock's key while the player trains: the tournament lesson that asks for the clock
    /// takes it as `/clock`. Whether the exercise took the key.
    pub fn clock_key_in_training(&mut self) -> bool {
        let (training, mut beside) = self.at_training();
        training.clock_key(&mut beside)
    }

    /// An input from another output while the player trains (a braille display's keys): the
    /// exercise's, or a reading of its board, which the session answers.
    pub(super) fn training_input(&mut self, input: Input) {
        let (training, mut beside) = self.at_training();
        if let Some(reading) = training.input(input, &mut beside) {
            self.handle(reading, Prompt::Asked);
        }
    }

    /// The player leaves the exercise (Escape, the end of the input): a drill's round so far
    /// is kept. A game being gone over for its mistakes is stopped instead.
    pub fn quit_exercise(&mut self) {
        let (training, mut beside) = self.at_training();
        training.quit(&mut beside);
    }

    /// The player leaves the game to train beside it (the window's Learn menu; the session
    /// has stopped a running clock as the Learn command came): until [`Driver::back_to_game`]
    /// the engines' answers wait.
    pub fn step_aside(&mut self) {
        self.training.step_aside();
    }

    /// Back at the game from training: "Back to the game.", what the engines answered
    /// meanwhile handled now and said as when it arrives (the computer's move), then where the
    /// game stands — whose move, the clocks, and that the player's own key starts them.
    /// Nothing when the player had not stepped aside.
    pub fn back_to_game(&mut self) {
        let Some(held) = self.training.come_back() else {
            return;
        };
        let back = self.ui_text().text("back-to-game");
        self.say_text(back, Priority::Announcement);
        for answer in held {
            self.handle(answer, Prompt::Asked);
        }
        let standing = self.session.back_from_training();
        self.carry_out(standing, Echo::CursorSquare);
    }

    /// The time passing for the exercise that runs: a timed drill's 30 seconds said when they
    /// run out, in both shells. Whether anything was said.
    pub fn tick_training(&mut self) -> bool {
        let (training, mut beside) = self.at_training();
        training.tick(&mut beside)
    }

    /// Back from training to the new game's questions, with no game begun yet: what waited
    /// is taken, and nothing is said of a game there is not.
    pub fn back_before_a_game(&mut self) {
        for answer in self.training.come_back().unwrap_or_default() {
            self.handle(answer, Prompt::Asked);
        }
    }

    /// Whether the player trains beside the game (engines' answers wait).
    pub fn stepped_aside(&self) -> bool {
        self.training.stepped_aside()
    }

    /// Whether an exercise runs and waits for the player.
    pub fn exercising(&self) -> bool {
        self.training.exercising()
    }

    /// Opens the training `learn` asks for, beside the game (the session stopped a running
    /// clock as the Learn command came): the engines' answers wait until the player is back.
    /// When nothing runs after all, the player is back at the game at once.
    pub fn learn(&mut self, learn: Learn, place: &TrainingPlace) -> Learning {
        let (training, mut beside) = self.at_training();
        let learning = training.learn(learn, place, &mut beside);
        if learning == Learning::Nothing {
            self.back_to_game();
        }
        learning
    }

    /// Goes over `game` with the UCI engine `program` to `depth` on a worker thread: says what
    /// it goes over and how to stop it, or why it cannot (no such program). Whether it runs.
    pub fn go_over(&mut self, game: ReviewedGame, program: &Path, depth: u32) -> bool {
        let (training, mut beside) = self.at_training();
        training.go_over(game, program, depth, &mut beside)
    }

    /// Whether a game is being gone over.
    pub fn going_over(&self) -> bool {
        self.training.going_over()
    }

    /// What the review has come to: how far it is, said when it has taken long since last
    /// told; at its end the moments found, kept in the record and saved, and their retries
    /// begun (none: it is over). Whether anything was said.
    pub fn going_over_news(&mut self) -> bool {
        let (training, mut beside) = self.at_training();
        training.going_over_news(&mut beside)
    }

    /// "12 of 30 moves gone over." (Enter while it runs, and every 20 s of a long review.)
    pub fn say_how_far(&mut self) {
        let (training, mut beside) = self.at_training();
        training.say_how_far(&mut beside);
    }
}
