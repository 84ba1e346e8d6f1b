//! A dialog drawn: the core's form ([`Form`]: the new game, the settings) decides the fields,
//! their values and what is said; this draws them and takes their keys.
//!
//! Every choice is a button named for the screen reader by its label, with its value (Up and
//! Down, Left and Right or Space step through the values, a digit chooses the value of that
//! number; a click steps too); every line of text
//! is a labelled text field. Tab goes through them in order, each said as it is focused; Enter
//! starts the game from anywhere in the dialog, Escape goes back to the game.

use annabella_core::{
    dialogs::form::{Form, Kind},
    session::{Arg, Message},
    ui_text::UiText,
    vocab::{VocabId, Vocabulary},
};
use eframe::egui::{self, Event, Id, Key, RichText, TextEdit, Ui, accesskit::Role};

/// What the dialog asks of the window.
#[derive(Debug)]
pub enum Asked {
    /// Say this (the interface's words).
    Say(Message),
    /// Say what has just got the focus: what a screen reader reading the focus says itself.
    Focused(Message),
    /// Carry out the choices as they are (start the game, keep the settings).
    Start,
    /// Back to the game.
    Close,
}

/// An open dialog over a form.
pub struct Dialog<F: Form> {
    pub form: F,
    /// The dialog's title and its two buttons' labels (interface message ids).
    words: Words,
    /// Each field's widget, as last drawn, to know which field has the keyboard focus.
    ids: Vec<(F::Field, Id)>,
    /// The field focused when last looked, so that a newly focused one is said once.
    said_focus: Option<Id>,
    /// The field whose words were said with the opening or a refusal: not said again as it
    /// gets the focus (a choice's widget id is not the field's, so the id cannot tell).
    announced: Option<F::Field>,
    /// Give this field the keyboard focus at the next frame (at opening, after a refusal).
    focus_next: Option<F::Field>,
    /// The start and the close buttons, as last drawn.
    buttons: Option<(Id, Id)>,
}

/// A dialog's own words: its title, and its buttons that carry the choices out and go back.
#[derive(Clone, Copy, Debug)]
pub struct Words {
    pub title: &'static str,
    pub start: &'static str,
    pub close: &'static str,
}

impl<F: Form> Dialog<F> {
    /// A dialog over `form`, the focus on its first field.
    pub fn new(form: F, words: Words) -> Dialog<F> {
        let first = form.fields().first().copied();
        Dialog {
            form,
            words,
            ids: Vec::new(),
            // The opening words say the first field: it is not said again as it is focused.
            said_focus: None,
            announced: first,
            focus_next: first,
            buttons: None,
        }
    }

    /// After a refusal: the field to fix gets the focus (its words follow the reason's).
    pub fn focus(&mut self, field: F::Field) {
        self.focus_next = Some(field);
        self.said_focus = None;
        self.announced = Some(field);
    }

    /// Takes this frame's keys meant for the dialog: Enter, Escape, and the steps of a focused
    /// choice. Tab and typing are left to the widgets.
    pub fn take_keys(&mut self, ctx: &egui::Context) -> Vec<Asked> {
        let focused = ctx.memory(|m| m.focused());
        let field = self.field_of(focused);
        let choice = field.filter(|f| matches!(self.form.kind(*f), Kind::Choice { .. }));
        let on_close = focused.is_some() && focused == self.buttons.map(|(_, close)| close);
        let mut asked = Vec::new();
        ctx.input_mut(|input| {
            input.events.retain(|event| {
                let Event::Key {
                    key,
                    pressed,
                    modifiers,
                    ..
                } = event
                else {
                    return true;
                };
                let plain = !modifiers.ctrl && !modifiers.alt && !modifiers.command;
                // A long list (a hundred voices of a language) is crossed by tens and to its
                // ends; neither goes round.
                let (index, count) = match choice.map(|f| self.form.kind(f)) {
                    Some(Kind::Choice { index, count }) => (index as i32, count as i32),
                    _ => (0, 0),
                };
                let last = (count - 1).max(0);
                let step = match key {
                    Key::ArrowUp | Key::ArrowLeft => Some(-1),
                    Key::ArrowDown | Key::ArrowRight | Key::Space => Some(1),
                    Key::PageUp => Some(-index.min(10)),
                    Key::PageDown => Some((last - index).min(10)),
                    Key::Home => Some(-index),
                    Key::End => Some(last - index),
                    _ => None,
                };
                let digit = digit(*key);
                match (key, choice, step) {
                    // A digit chooses the value of that number (level 2: "2").
                    (_, Some(field), _) if plain && digit.is_some() => {
                        if *pressed {
                            let chosen = digit.and_then(|n| self.form.choose(field, n));
                            asked.extend(chosen.map(Asked::Say));
                        }
                        false
                    }
                    // The close button is a button: Enter on it goes back.
                    (Key::Enter, _, _) if on_close => {
                        if *pressed {
                            asked.push(Asked::Close);
                        }
                        false
                    }
                    (Key::Enter, _, _) => {
                        if *pressed {
                            asked.push(Asked::Start);
                        }
                        false
                    }
                    (Key::Escape, _, _) => {
                        if *pressed {
                            asked.push(Asked::Close);
                        }
                        false
                    }
                    (_, Some(field), Some(by)) if plain => {
                        if *pressed {
                            asked.push(Asked::Say(self.form.step(field, by)));
                        }
                        false
                    }
                    _ => true,
                }
            });
        });
        asked
    }

    /// Draws the dialog; says a newly focused field and carries out a click.
    pub fn show(&mut self, ui: &mut Ui, text: &UiText, vocab: VocabId) -> Vec<Asked> {
        let vocab = Vocabulary::get(vocab);
        let words = |message: &Message| message.render(vocab, text);
        let mut asked = Vec::new();
        ui.heading(RichText::new(text.text(self.words.title)).size(28.0));
        ui.add_space(8.0);
        let focus_next = self.focus_next.take();
        let mut ids = Vec::new();
        egui::Grid::new(("annabella-dialog", self.words.title))
            .num_columns(2)
            .spacing([16.0, 10.0])
            .show(ui, |ui| {
                for field in self.form.fields() {
                    let label = words(&self.form.label(field));
                    let label_response = ui.label(RichText::new(&label).size(18.0));
                    let id = field_id(field);
                    let response = match self.form.kind(field) {
                        Kind::Choice { .. } => {
                            let value = words(&self.form.value(field));
                            let response = ui.push_id(id, |ui| {
                                ui.add(
                                    egui::Button::new(RichText::new(&value).size(18.0))
                                        .min_size(egui::vec2(360.0, 28.0)),
                                )
                            });
                            let response = response.inner;
                            // Named by its label and its value, the value also as its value.
                            // Orca reads a combo box's value only from a selected child (whose
                            // appearing would move Orca's focus to it) and says nothing of an
                            // AccessKit value; it reads the name, and it leaves a focused
                            // combo box's name change unsaid, which the app says itself.
                            let name = text.text_with(
                                "dialog-choice-name",
                                &[
                                    ("label", label.clone().into()),
                                    ("value", value.clone().into()),
                                ],
                            );
                            ui.ctx().accesskit_node_builder(response.id, |node| {
                                node.set_role(Role::ComboBox);
                                node.set_label(name);
                                node.set_value(value.clone());
                            });
                            if response.clicked() {
                                asked.push(Asked::Say(self.form.step(field, 1)));
                            }
                            response
                        }
                        Kind::Text => {
                            let mut typed = self.form.text(field);
                            let response = ui
                                .add(
                                    TextEdit::singleline(&mut typed)
                                        .id(id)
                                        .desired_width(360.0)
                                        .font(egui::TextStyle::Heading),
                                )
                                .labelled_by(label_response.id);
                            if response.changed() {
                                self.form.set_text(field, &typed);
                            }
                            response
                        }
                    };
                    if focus_next == Some(field) {
                        response.request_focus();
                    }
                    if response.has_focus() {
                        // The arrows step the choice, Escape closes: egui would move the focus.
                        super::board_view::keep_keys(ui, response.id);
                    }
                    ids.push((field, response.id));
                    ui.end_row();
                }
            });
        self.ids = ids;
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            let start = ui.button(RichText::new(text.text(self.words.start)).size(20.0));
            if start.clicked() {
                asked.push(Asked::Start);
            }
            let close = ui.button(RichText::new(text.text(self.words.close)).size(20.0));
            if close.clicked() {
                asked.push(Asked::Close);
            }
            self.buttons = Some((start.id, close.id));
        });
        asked.extend(self.say_focus_change(ui.ctx()));
        asked
    }

    /// Says the field or button that has just got the focus (Tab, a click, a screen reader).
    fn say_focus_change(&mut self, ctx: &egui::Context) -> Option<Asked> {
        let focused = ctx.memory(|m| m.focused());
        if focused.is_none() || focused == self.said_focus {
            return None;
        }
        self.said_focus = focused;
        let announced = self.announced.take();
        if let Some(field) = self.field_of(focused) {
            if announced == Some(field) {
                return None;
            }
            return Some(Asked::Focused(self.form.focused(field)));
        }
        let (start, close) = self.buttons?;
        let id = if focused == Some(start) {
            self.words.start
        } else if focused == Some(close) {
            self.words.close
        } else {
            return None;
        };
        let label = Arg::Message(Box::new(Message::ui(id)));
        Some(Asked::Focused(Message::Ui(
            "newgame-button",
            vec![("label", label)],
        )))
    }

    fn field_of(&self, id: Option<Id>) -> Option<F::Field> {
        let id = id?;
        self.ids.iter().find(|(_, i)| *i == id).map(|(f, _)| *f)
    }
}

/// The number of a digit key (0 to 9).
fn digit(key: Key) -> Option<usize> {
    let digits = [
        Key::Num0,
        Key::Num1,
        Key::Num2,
        Key::Num3,
        Key::Num4,
        Key::Num5,
        Key::Num6,
        Key::Num7,
        Key::Num8,
        Key::Num9,
    ];
    digits.iter().position(|&d| d == key)
}

/// A field's widget id: the same from frame to frame, whatever fields come before it.
fn field_id<T: std::hash::Hash + std::fmt::Debug>(field: T) -> Id {
    Id::unique(("annabella-dialog-field", field))
}
