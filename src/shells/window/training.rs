//! The window's training view, opened from the Learn menu (at home only): what the coach says
//! is shown and spoken through the driver, the answer is typed in one field with a name of its
//! own, Enter answers, `/hint` and `/solution` help, Escape or `/quit` goes back to the game,
//! which has not been touched. The driver turns the Learn choice into training and hosts it
//! (`crate::driver`'s `learn` and `training`); this only presents it.

use annabella_core::{
    keymap::{Act, Command, Context, Learn},
    session::{Input, Message, View},
    speech::{SpeechMode, queue::Priority},
    ui_text::UiText,
};
use eframe::egui::{
    self, Event, Id, Key, RichText, TextEdit, Ui,
    accesskit::{Live, Role},
};

use super::{app::App, board_view, drawn::Drawn, game_view::text_region, keys, overlay::Overlay};
use crate::driver::{Learning, TrainingPlace};

/// The training view's state: where in the log its exercise began, where the last answer's
/// words begin, and the answer being typed.
pub struct TrainingView {
    /// The first line of the log the exercise said.
    pub from: usize,
    /// The lines of the log the last answer brought (the exercise's start, before any).
    pub reply: std::ops::Range<usize>,
    pub entry: String,
    /// Put the focus in the answer field at the next frame (on opening, after Enter): Tab may
    /// take it to the board or the exercise's list meanwhile.
    pub focus_entry: bool,
    /// Put the focus on the board's cursor square at the next frame (Tab to it, a reading key).
    pub focus_board: bool,
    /// The exercise's list, as last drawn (the third place Tab reaches).
    pub list: Option<Id>,
}

/// Where Tab goes round the training view: the answer, the board, the exercise's words.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stop {
    Entry,
    Board,
    List,
}

pub(super) fn entry_id() -> Id {
    Id::unique("annabella-training-entry")
}

impl App {
    /// Whether the training view is open.
    pub fn training_open(&self) -> bool {
        matches!(self.overlay, Some(Overlay::Training(_)))
    }

    /// Where the training record is kept, the date and the seed (tests).
    pub fn set_training_place(&mut self, place: TrainingPlace) {
        self.training_place = place;
    }

    /// Opens the training `learn` asks for (the driver turns the choice into an exercise or a
    /// game gone over, and says why when nothing runs): the view over the game while something
    /// runs.
    pub(super) fn open_training(&mut self, learn: Learn) {
        if !matches!(self.overlay, None | Some(Overlay::Menu(_))) {
            return;
        }
        let from = self.log.len();
        let learning = self.driver.learn(learn, &self.training_place);
        self.drawn = Drawn::of(self.driver.session());
        self.after_driver();
        if learning != Learning::Nothing {
            self.open_training_view(from);
        }
    }

    /// The training view over the game, its words from line `from` of the log.
    fn open_training_view(&mut self, from: usize) {
        self.overlay = Some(Overlay::Training(TrainingView {
            from,
            reply: from..self.log.len(),
            entry: String::new(),
            focus_entry: true,
            focus_board: false,
            list: None,
        }));
    }

    /// What the game being gone over has come to (each frame): how far it is, the moments
    /// found and their retries shown as the last answer's words; back to the game when
    /// nothing is left to retry.
    pub(super) fn training_news(&mut self) {
        let from = self.log.len();
        if !self.driver.going_over_news() {
            return;
        }
        self.drawn = Drawn::of(self.driver.session());
        self.after_driver();
        if let Some(Overlay::Training(view)) = self.overlay.as_mut() {
            view.reply = from..self.log.len();
        }
        if self.training_open() && !self.driver.going_over() && !self.driver.exercising() {
            self.leave_training();
        }
    }

    /// After a braille display's keys answered the exercise (the driver gives them to it while
    /// the player trains): their words, from line `from` of the log, are the last answer's (F2
    /// says them again); at the exercise's end, back to the game.
    pub(super) fn training_keyed(&mut self, from: usize) {
        if !self.training_open() {
            return;
        }
        let to = self.log.len();
        if let Some(Overlay::Training(view)) = self.overlay.as_mut()
            && to > from
        {
            view.reply = from..to;
        }
        if !self.driver.going_over() && !self.driver.exercising() {
            self.leave_training();
        }
    }

    /// The keys of the training view: Enter answers, Escape leaves, Tab goes round the answer,
    /// the board and the exercise's words, F1 tells how, F2 says the last answer again; on the
    /// board its reading keys read the exercise's position (nothing there moves a piece of the
    /// game); every other key is the answer field's. Whether the view is open.
    pub(super) fn training_keys(&mut self, ctx: &egui::Context) -> bool {
        let Some(Overlay::Training(view)) = &self.overlay else {
            return false;
        };
        let focused = ctx.memory(|m| m.focused());
        let at = if focused == Some(entry_id()) {
            Some(Stop::Entry)
        } else if self.is_square(focused) {
            Some(Stop::Board)
        } else if focused.is_some() && focused == view.list {
            Some(Stop::List)
        } else {
            None
        };
        let keymap = self.driver.session().keymap().clone();
        let (mut enter, mut escape, mut tab) = (false, false, None);
        let (mut help, mut repeat, mut clock) = (false, false, false);
        let mut readings = Vec::new();
        ctx.input_mut(|input| {
            input.events.retain(|event| {
                let Event::Key {
                    key,
                    physical_key,
                    pressed,
                    modifiers,
                    ..
                } = event
                else {
                    // Letters typed on the board are its keys, not the answer's.
                    return !(at == Some(Stop::Board) && matches!(event, Event::Text(_)));
                };
                let command = keys::chord(*key, *physical_key, *modifiers)
                    .and_then(|chord| keymap.command(Context::Board, &chord));
                match key {
                    Key::Enter => enter |= *pressed,
                    Key::Escape => escape |= *pressed,
                    Key::F1 if modifiers.is_none() => help |= *pressed,
                    Key::F2 if modifiers.is_none() => repeat |= *pressed,
                    Key::Tab if !modifiers.ctrl && !modifiers.alt => {
                        if *pressed {
                            tab = Some(modifiers.shift);
                        }
                    }
                    // The clock's key, wherever the focus is: the tournament lesson asks for it.
                    _ if command == Some(Command::Act(Act::PressClock)) => clock |= *pressed,
                    _ if at == Some(Stop::Board) => {
                        // Only the board's reading keys read the exercise's position: lifting
                        // a piece or the clock would change the game (F1, F2 are the view's).
                        let reading = command.filter(
                            |&command| matches!(command, Command::Explore(e) if e.reads_the_board()),
                        );
                        if *pressed && let Some(command) = reading {
                            readings.push(command);
                        }
                    }
                    _ => return true,
                }
                false
            });
        });
        if escape && self.driver.put_back_in_training() {
            // A piece lifted on the exercise's board goes back first, as in a game.
            self.after_driver();
            return true;
        }
        if escape {
            self.driver.quit_exercise();
            self.leave_training();
            return true;
        }
        if help {
            self.say_ui(&Message::ui("window-training-hint"), Priority::Chatter);
        }
        if repeat {
            self.repeat_training();
        }
        for command in readings {
            self.handle(Input::Command(command));
            self.focus_training(Stop::Board);
        }
        let from = self.log.len();
        if clock {
            if self.driver.clock_key_in_training() {
                self.after_training_answer(from);
                return true;
            }
            // The game's clock waits while the player trains.
            self.say_ui(&Message::ui("train-not-now"), Priority::Chatter);
        }
        if enter && at == Some(Stop::Entry) {
            self.answer_training();
        } else if enter && at == Some(Stop::Board) && self.driver.enter_on_the_board() {
            // On the board Enter answers there: a square to find, or a piece lifted and placed.
            self.after_training_answer(from);
            if self.training_open() {
                self.focus_training(Stop::Board);
            }
        } else if enter {
            // Enter elsewhere goes back to the answer.
            self.focus_training(Stop::Entry);
        } else if let Some(back) = tab {
            let order = [Stop::Entry, Stop::Board, Stop::List];
            let here = order.iter().position(|&s| Some(s) == at).unwrap_or(0);
            let next = if back {
                here + order.len() - 1
            } else {
                here + 1
            };
            self.focus_training(order[next % order.len()]);
        }
        true
    }

    /// F2: the last answer's words again (the exercise's start, before any answer).
    fn repeat_training(&mut self) {
        let Some(Overlay::Training(view)) = &self.overlay else {
            return;
        };
        let again: Vec<String> = self
            .log
            .get(view.reply.clone())
            .unwrap_or_default()
            .iter()
            .map(|l| l.text.clone())
            .collect();
        for text in again {
            self.driver.say_text(text, Priority::Announcement);
        }
        self.after_driver();
    }

    /// The focus goes to `stop` at the next frame.
    fn focus_training(&mut self, stop: Stop) {
        let Some(Overlay::Training(view)) = self.overlay.as_mut() else {
            return;
        };
        match stop {
            Stop::Entry => view.focus_entry = true,
            Stop::Board => view.focus_board = true,
            Stop::List => self.training_list_focus = view.list,
        }
    }

    /// The typed answer given to the coach; at the exercise's end, back to the game.
    fn answer_training(&mut self) {
        let Some(Overlay::Training(view)) = self.overlay.as_mut() else {
            return;
        };
        let line = std::mem::take(&mut view.entry);
        view.focus_entry = true;
        let from = self.log.len();
        if self.driver.going_over() {
            // No exercise yet: Enter asks how far the engine is.
            self.driver.say_how_far();
            self.after_driver();
            if let Some(Overlay::Training(view)) = self.overlay.as_mut() {
                view.reply = from..self.log.len();
            }
            return;
        }
        self.driver.answer_exercise(&line);
        self.after_training_answer(from);
    }

    /// After an answer: its words (from line `from` of the log) are the last answer's; at the
    /// exercise's end, back to the game.
    fn after_training_answer(&mut self, from: usize) {
        self.drawn = Drawn::of(self.driver.session());
        self.after_driver();
        if let Some(Overlay::Training(view)) = self.overlay.as_mut() {
            view.reply = from..self.log.len();
        }
        if !self.driver.exercising() {
            self.leave_training();
        }
    }

    /// Back to the game, as it was left: what the computer answered meanwhile, then where the
    /// game stands.
    fn leave_training(&mut self) {
        self.overlay = None;
        self.follow_session = true;
        if self.driver.stepped_aside() {
            self.driver.back_to_game();
            self.after_driver();
        } else {
            self.say_ui(&Message::ui("back-to-game"), Priority::Chatter);
        }
        self.drawn = Drawn::of(self.driver.session());
    }

    /// The training view drawn instead of the game: the exercise's board (a grid of named
    /// squares, as the game's), the last answer's words (a live region when a screen reader
    /// speaks, so each is read once), the answer field, and the exercise's words. Whether it
    /// was drawn.
    pub(super) fn show_training(&mut self, ui: &mut Ui, text: &UiText) -> bool {
        let Some(Overlay::Training(view)) = self.overlay.as_mut() else {
            return false;
        };
        let (from, reply) = (view.from, view.reply.clone());
        let focus_entry = std::mem::take(&mut view.focus_entry);
        let focus_board = std::mem::take(&mut view.focus_board);
        ui.heading(RichText::new(text.text("window-training")).size(24.0));
        let session = self.driver.session();
        let reader = session.setup().reader();
        let cursor = session.cursor();
        let board = self.drawn.boards.iter().find(|b| b.view == View::Game);
        let palette = super::look::palette(self.look.theme);
        let mut entry = self.training_entry();
        let mut list = None;
        ui.horizontal_top(|ui| {
            if let Some(look) = board {
                let height = (ui.available_height() - 40.0).max(200.0);
                let size = board_view::square_size_for(ui.available_width() / 2.0, height, 1);
                // Shown to be read: a click moves nothing of the game.
                let _ = board_view::show(
                    ui,
                    look,
                    reader,
                    size,
                    focus_board.then_some(cursor),
                    &palette,
                );
                ui.add_space(16.0);
            }
            ui.vertical(|ui| {
                let reply: Vec<&str> = self
                    .log
                    .get(reply)
                    .unwrap_or_default()
                    .iter()
                    .map(|l| l.text.as_str())
                    .collect();
                let last = ui.label(RichText::new(reply.join(" ")).size(22.0));
                if self.driver.speech_mode() == SpeechMode::ScreenReader {
                    ui.ctx().accesskit_node_builder(last.id, |node| {
                        node.set_live(Live::Polite);
                    });
                }
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    let label =
                        ui.label(RichText::new(text.text("window-training-entry")).size(18.0));
                    let edit = TextEdit::singleline(&mut entry)
                        .id(entry_id())
                        .desired_width(480.0)
                        .font(egui::TextStyle::Heading);
                    let response = ui.add(edit).labelled_by(label.id);
                    ui.ctx().accesskit_node_builder(response.id, |node| {
                        node.set_description(text.text("window-training-hint"));
                    });
                    if focus_entry && !response.has_focus() {
                        response.request_focus();
                    }
                    if response.has_focus() {
                        board_view::keep_keys(ui, entry_id());
                    }
                });
                ui.separator();
                let said = self.log[from.min(self.log.len())..]
                    .iter()
                    .map(|l| l.text.as_str());
                list = Some(text_region(
                    ui,
                    text.text("window-training-said"),
                    Role::Log,
                    f32::INFINITY,
                    said,
                ));
            });
        });
        if let Some(id) = self.training_list_focus.take() {
            ui.ctx().memory_mut(|m| m.request_focus(id));
        }
        if let Some(Overlay::Training(view)) = self.overlay.as_mut() {
            view.entry = entry;
            view.list = list;
        }
        true
    }

    /// The answer being typed.
    fn training_entry(&self) -> String {
        match &self.overlay {
            Some(Overlay::Training(view)) => view.entry.clone(),
            _ => String::new(),
        }
    }
}
