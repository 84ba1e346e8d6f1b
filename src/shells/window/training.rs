//! The window's training view, opened from the Learn menu (at home only): what the coach says
//! is shown and spoken through the driver, the answer is typed in one field with a name of its
//! own, Enter answers, `/hint` and `/solution` help, Escape or `/quit` goes back to the game,
//! which has not been touched. The driver turns the Learn choice into training and hosts it
//! (`crate::driver`'s `learn` and `training`); this view only presents it, and reads its keys
//! for the window to carry out.

use std::ops::Range;

use annabella_core::{
    keymap::{Act, Command, Context, Keymap},
    look::Theme,
    session::{Session, View},
    ui_text::UiText,
};
use eframe::egui::{
    self, Event, Id, Key, RichText, TextEdit, Ui,
    accesskit::{Live, Role},
};

use super::{board_view, drawn::Drawn, keys, log::Log, text_region::text_region};

/// The training view's state: where in the log its exercise began, where the last answer's
/// words begin, the answer being typed, and where the focus goes next.
pub struct TrainingView {
    /// The first line of the log the exercise said.
    from: usize,
    /// The lines of the log the last answer brought (the exercise's start, before any).
    reply: Range<usize>,
    entry: String,
    /// Put the focus in the answer field at the next frame (on opening, after Enter): Tab may
    /// take it to the board or the exercise's list meanwhile.
    focus_entry: bool,
    /// Put the focus on the board's cursor square at the next frame (Tab to it, a reading key).
    focus_board: bool,
    /// Put the focus on this list at the next frame (Tab to it).
    focus_list: Option<Id>,
    /// The exercise's list, as last drawn (the third place Tab reaches).
    list: Option<Id>,
}

/// Where Tab goes round the training view: the answer, the board, the exercise's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Stop {
    Entry,
    Board,
    List,
}

/// What this frame's keys asked of the training view, for the window to carry out.
pub(super) struct TrainingKeys {
    /// Where the focus was when they were pressed.
    pub at: Option<Stop>,
    pub enter: bool,
    pub escape: bool,
    /// Tab, and whether with Shift.
    pub tab: Option<bool>,
    /// F1: how the view works.
    pub help: bool,
    /// F2: the last answer's words again.
    pub repeat: bool,
    /// The clock's key, wherever the focus is: the tournament lesson asks for it.
    pub clock: bool,
    /// The board's reading keys pressed on the board, in order.
    pub readings: Vec<Command>,
}

fn entry_id() -> Id {
    Id::unique("annabella-training-entry")
}

impl TrainingView {
    /// The view over an exercise whose words are the log's from line `from` to `to`, the focus
    /// in the answer field.
    pub fn open(from: usize, to: usize) -> TrainingView {
        TrainingView {
            from,
            reply: from..to,
            entry: String::new(),
            focus_entry: true,
            focus_board: false,
            focus_list: None,
            list: None,
        }
    }

    /// The lines of the log the last answer brought.
    pub fn reply(&self) -> Range<usize> {
        self.reply.clone()
    }

    /// An answer brought the log's lines `lines`: F2 says them again.
    pub fn replied(&mut self, lines: Range<usize>) {
        self.reply = lines;
    }

    /// The answer typed, taken out of the field, which keeps the focus.
    pub fn take_answer(&mut self) -> String {
        self.focus_entry = true;
        std::mem::take(&mut self.entry)
    }

    /// The focus goes to `stop` at the next frame.
    pub fn focus(&mut self, stop: Stop) {
        match stop {
            Stop::Entry => self.focus_entry = true,
            Stop::Board => self.focus_board = true,
            Stop::List => self.focus_list = self.list,
        }
    }

    /// Tab (back with Shift) from `at`: the next of the answer, the board and the exercise's
    /// words gets the focus.
    pub fn tab(&mut self, at: Option<Stop>, back: bool) {
        let order = [Stop::Entry, Stop::Board, Stop::List];
        let here = order.iter().position(|&s| Some(s) == at).unwrap_or(0);
        let next = if back {
            here + order.len() - 1
        } else {
            here + 1
        };
        self.focus(order[next % order.len()]);
    }

    /// The keys of the training view: Enter answers, Escape leaves, Tab goes round the answer,
    /// the board and the exercise's words, F1 tells how, F2 says the last answer again; on the
    /// board its reading keys read the exercise's position (nothing there moves a piece of the
    /// game); every other key is left to the answer field. Those taken are removed.
    pub fn keys(&self, ctx: &egui::Context, keymap: &Keymap, drawn: &Drawn) -> TrainingKeys {
        let focused = ctx.memory(|m| m.focused());
        let at = if focused == Some(entry_id()) {
            Some(Stop::Entry)
        } else if drawn.is_square(focused) {
            Some(Stop::Board)
        } else if focused.is_some() && focused == self.list {
            Some(Stop::List)
        } else {
            None
        };
        let mut pressed = TrainingKeys {
            at,
            enter: false,
            escape: false,
            tab: None,
            help: false,
            repeat: false,
            clock: false,
            readings: Vec::new(),
        };
        ctx.input_mut(|input| {
            input.events.retain(|event| {
                let Event::Key {
                    key,
                    physical_key,
                    pressed: down,
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
                    Key::Enter => pressed.enter |= *down,
                    Key::Escape => pressed.escape |= *down,
                    Key::F1 if modifiers.is_none() => pressed.help |= *down,
                    Key::F2 if modifiers.is_none() => pressed.repeat |= *down,
                    Key::Tab if !modifiers.ctrl && !modifiers.alt => {
                        if *down {
                            pressed.tab = Some(modifiers.shift);
                        }
                    }
                    _ if command == Some(Command::Act(Act::PressClock)) => pressed.clock |= *down,
                    _ if at == Some(Stop::Board) => {
                        // Only the board's reading keys read the exercise's position: lifting
                        // a piece or the clock would change the game (F1, F2 are the view's).
                        let reading = command.filter(
                            |&command| matches!(command, Command::Explore(e) if e.reads_the_board()),
                        );
                        if *down && let Some(command) = reading {
                            pressed.readings.push(command);
                        }
                    }
                    _ => return true,
                }
                false
            });
        });
        pressed
    }

    /// The view drawn instead of the game: the exercise's board (a grid of named squares, as
    /// the game's, shown as `drawn` in `theme`), the last answer's words (a live region when
    /// `live`, a screen reader speaking, so each is read once), the answer field, and the
    /// exercise's words from the `log`.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        session: &Session,
        drawn: &Drawn,
        theme: Theme,
        log: &Log,
        live: bool,
    ) {
        let text = UiText::get(session.setup().ui);
        let focus_entry = std::mem::take(&mut self.focus_entry);
        let focus_board = std::mem::take(&mut self.focus_board);
        ui.heading(RichText::new(text.text("window-training")).size(24.0));
        let reader = session.setup().reader();
        let cursor = session.cursor();
        let board = drawn.boards.iter().find(|b| b.view == View::Game);
        let palette = super::look::palette(theme);
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
                let reply: Vec<&str> = log
                    .between(self.reply.clone())
                    .iter()
                    .map(|l| l.text.as_str())
                    .collect();
                let last = ui.label(RichText::new(reply.join(" ")).size(22.0));
                if live {
                    ui.ctx().accesskit_node_builder(last.id, |node| {
                        node.set_live(Live::Polite);
                    });
                }
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    let label =
                        ui.label(RichText::new(text.text("window-training-entry")).size(18.0));
                    let edit = TextEdit::singleline(&mut self.entry)
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
                let said = log.since(self.from).iter().map(|l| l.text.as_str());
                self.list = Some(text_region(
                    ui,
                    text.text("window-training-said"),
                    Role::Log,
                    f32::INFINITY,
                    said,
                ));
            });
        });
        if let Some(id) = self.focus_list.take() {
            ui.ctx().memory_mut(|m| m.request_focus(id));
        }
    }
}
