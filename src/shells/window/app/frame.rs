//! One frame of the window: the keys handed to whatever has them, time, the engines and the
//! outputs' own keys given to the driver, then the regions drawn (the menu bar, the game, the
//! log) and what they ask carried out.
//! The keys go to the open overlay when there is one, otherwise to the session as chords (except
//! what a text field or a list needs for itself). Tab goes round the regions; Alt pressed and
//! let go alone opens or closes the menu bar; the focus moved by Tab or a click is followed by
//! the session.

use std::{path::Path, time::Duration};

use annabella_core::{
    commands::ShellLine,
    keymap::{Command, Context},
    menu,
    session::{
        Input, Message,
        lines::{Line, Next},
    },
    speech::{SpeechMode, queue::Priority},
    ui_text::UiText,
};
use eframe::egui::{self, Event, Key, Ui};

use super::App;
use crate::{
    devices::speech::Voice,
    driver::Speech,
    shells::window::{
        game_view, keys,
        menu_bar::{self, MenuAsk},
        overlay::Overlay,
    },
};

/// While an engine thinks, the window looks for its answer at least this often (it is normally
/// woken by the answer itself).
const ENGINE_POLL: Duration = Duration::from_millis(250);

impl App {
    /// One frame: keys, time, engines, speech, then drawing.
    pub fn frame(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        crate::shells::window::look::add_piece_font(&ctx);
        // The zoom keys are the session's (said as they change), not egui's own.
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
        self.look.put_on(&ctx);
        if let Some(focused) = self.focus.window_focus_changed(&ctx) {
            self.driver.focus(focused);
        }
        if ctx.input(|i| i.viewport().close_requested()) && !self.close_requested() {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
        }
        // The session first goes where the focus went since the last frame (the move field
        // given the focus by a screen reader): neither this frame's keys nor an answer in it
        // may act as if the focus were still on the board, and take it back there.
        self.follow_focus(&ctx);
        self.take_keys(&ctx);
        if self.driver.answers() {
            self.redraw();
            // The focus follows the computer's move only where the game is played (the board,
            // the move field): a player walking the move list or the log stays there.
            let focused = ctx.memory(|m| m.focused());
            if focused.is_none()
                || focused == Some(game_view::entry_id())
                || self.drawn.is_square(focused)
            {
                self.focus.follow_session();
            }
        }
        self.training_news();
        self.online_news();
        let ticked = self.driver.tick();
        let keyed = self.driver.outputs_inputs();
        if ticked || keyed {
            self.redraw();
        }
        self.driver.poll_speech();
        self.driver.tell_notices();
        let from = self.log.count();
        self.after_driver();
        if keyed {
            self.training_keyed(from);
        }
        self.draw(ui);
        self.schedule_repaint(&ctx);
    }

    /// The window drawn: the status line, the menu bar, then the open dialog, the training view
    /// or the game and the log; what a click on the game asked is carried out.
    fn draw(&mut self, ui: &mut Ui) {
        let text = self.ui_text();
        let follow = self.focus.take_follow();
        // The window's own name, which the title bar does not give the screen reader.
        ui.ctx()
            .accesskit_node_builder(egui::accesskit_root_id(), |node| {
                node.set_label(text.text("window-title"));
            });
        let session = self.driver.session();
        if session.setup().hearing_impaired.is_some() {
            game_view::large_text(ui, session, &self.drawn, self.log.last_announcement());
        }
        // The training view reads its answers out itself: the status would say them twice.
        let live = self.driver.speech_mode() == SpeechMode::ScreenReader && !self.training_open();
        self.log.status(ui, live);
        ui.separator();
        self.menu_bar(ui, text);
        if self.show_dialog(ui) || self.show_training(ui) || self.show_online(ui) {
            return;
        }
        let asked = self.game.ui(
            ui,
            self.driver.session(),
            &self.drawn,
            self.look.look(),
            follow,
        );
        ui.separator();
        let log = self.log.ui(ui, text);
        self.focus.set_last(log);
        if let Some(input) = asked {
            // A square clicked is where the focus goes; a button leaves it where it is.
            if matches!(input, Input::Select { .. }) {
                self.focus.follow_session();
            }
            self.handle(input);
            // Drawn before the click was carried out: drawn again as it is now.
            ui.ctx().request_repaint();
        }
        self.follow_focus(ui.ctx());
    }

    /// Repaint only when something will change: speech to follow, the next second of a running
    /// clock. An idle window with no clock running sleeps until a key comes.
    fn schedule_repaint(&self, ctx: &egui::Context) {
        let voice = self.driver.speech().map(Speech::voice);
        let session = self.driver.session();
        if let Some(at) = voice.and_then(Voice::look_again_at) {
            // The speaker wakes the window when the text ends; this is for a service that never
            // says so.
            ctx.request_repaint_after(at.saturating_duration_since(std::time::Instant::now()));
        } else if voice.is_some_and(Voice::busy) {
            // A speaker that finishes at once: the next frame lets what waits go.
            ctx.request_repaint();
        } else if self.driver.engines_busy() || self.driver.going_over() || self.online_open() {
            // The engine's and the lobby's threads wake the window when they have news; this
            // is only a safety net.
            ctx.request_repaint_after(ENGINE_POLL);
        } else if let Some(color) = session.clock().active()
            && session.result().is_none()
        {
            let remaining = session.clock().remaining(color, self.driver.now());
            let to_next_second = Duration::from_nanos(remaining.subsec_nanos().into());
            ctx.request_repaint_after(to_next_second + Duration::from_millis(1));
        }
    }

    /// Hands this frame's key presses to whatever has them, and removes those taken so no
    /// widget acts on them too.
    fn take_keys(&mut self, ctx: &egui::Context) {
        let dialog_open = self.overlay.as_ref().is_some_and(Overlay::is_dialog);
        if self.focus.alt_tapped(ctx) && !dialog_open {
            // As F10: the menu bar opens, or closes when open.
            if let Some(Overlay::Menu(_)) = self.overlay {
                self.overlay = None;
                self.focus.follow_session();
                self.say_ui(&Message::ui("menu-closed"), Priority::Chatter);
            } else {
                self.handle(Input::Command(Command::Menu));
            }
            return;
        }
        if self.menu_keys(ctx)
            || self.training_keys(ctx)
            || self.online_keys(ctx)
            || self.dialog_keys(ctx)
        {
            return;
        }
        self.game_keys(ctx);
    }

    /// The menu bar drawn: a title clicked opens its menu, an item clicked is carried out.
    fn menu_bar(&mut self, ui: &mut egui::Ui, text: &UiText) {
        let open = match &self.overlay {
            Some(Overlay::Menu(menu)) => Some(menu.group),
            _ => None,
        };
        let (first, clicked) = menu_bar::titles(ui, text, self.driver.session().setup(), open);
        if let Some(first) = first {
            self.focus.set_first(first);
        }
        if let Some(index) = clicked {
            self.open_menu(index);
        }
        let Some(Overlay::Menu(menu)) = &self.overlay else {
            return;
        };
        if let Some(command) = menu_bar::items(ui, text, self.driver.session().keymap(), menu) {
            self.run_from_menu(command);
        }
    }

    /// The open menu's keys, taken and carried out. Whether a menu is open.
    fn menu_keys(&mut self, ctx: &egui::Context) -> bool {
        let Some(Overlay::Menu(menu)) = self.overlay.as_mut() else {
            return false;
        };
        for asked in menu_bar::keys(ctx, menu, self.driver.session().keymap()) {
            match asked {
                MenuAsk::Focused(message) => self.say_focused(&message),
                // The help here is the menu's: how to walk it, then how to hear everything.
                MenuAsk::Everywhere(Command::Help) => {
                    self.say_ui(&Message::ui("menu-bar-help"), Priority::Chatter);
                }
                MenuAsk::Everywhere(command) => self.handle(Input::Command(command)),
                MenuAsk::Run(command) => self.run_from_menu(command),
                MenuAsk::Close => {
                    self.overlay = None;
                    self.focus.follow_session();
                    self.say_ui(&Message::ui("menu-closed"), Priority::Chatter);
                }
            }
        }
        true
    }

    /// A menu's item carried out as its keys would, the menu closed.
    fn run_from_menu(&mut self, command: Command) {
        self.overlay = None;
        self.focus.follow_session();
        self.handle(Input::Command(command));
    }

    /// The keys of the game itself: the board's and the move field's, the lists' arrows, and
    /// the offer's Enter and N while an unfinished game is offered.
    fn game_keys(&mut self, ctx: &egui::Context) {
        let focused = ctx.memory(|m| m.focused());
        let on_entry = focused == Some(game_view::entry_id());
        let on_board = focused.is_none() || self.drawn.is_square(focused);
        let events = ctx.input(|i| i.events.clone());
        let mut taken = Vec::new();
        for (index, event) in events.iter().enumerate() {
            let Event::Key {
                key,
                physical_key,
                pressed: true,
                modifiers,
                ..
            } = event
            else {
                continue;
            };
            if *key == Key::Tab && !modifiers.ctrl && !modifiers.alt {
                // Tab moves between the regions of the window, and goes round at either end
                // at once: egui would leave nothing focused for a frame, and a screen reader
                // would read the window's title again.
                if let Some(to) = self.focus.tab_round(focused, modifiers.shift) {
                    ctx.memory_mut(|m| {
                        m.request_focus(to);
                        m.move_focus(egui::FocusDirection::None);
                    });
                    taken.push(index);
                }
                continue;
            }
            if modifiers.is_none()
                && let Some(walked) = self.game.walk(focused, *key)
            {
                if let Err(end) = walked {
                    self.say_ui(&Message::ui(end), Priority::Chatter);
                }
                taken.push(index);
                continue;
            }
            let Some(chord) = keys::chord(*key, *physical_key, *modifiers) else {
                continue;
            };
            let offered = matches!(self.overlay, Some(Overlay::Offer { .. }));
            if offered && (*key == Key::Enter || *key == Key::N) {
                self.answer_offer(*key == Key::Enter);
                taken.push(index);
                continue;
            }
            let global = chord.ctrl || chord.alt || chord.key.starts_with('F');
            if on_entry && *key == Key::Enter {
                let line = self.game.take_line();
                self.entered(ctx, &line);
            } else if on_board || global || (on_entry && *key == Key::Escape) {
                if on_entry && self.driver.session().context() != Context::MoveEntry {
                    // Its effects count too: time has passed, and a cue may be due.
                    self.handle(Input::Focus(Context::MoveEntry));
                }
                self.handle(Input::Key(chord));
            } else {
                continue;
            }
            taken.push(index);
            self.focus.follow_session();
        }
        if !taken.is_empty() {
            ctx.input_mut(|i| {
                let mut index = 0;
                i.events.retain(|_| {
                    index += 1;
                    !taken.contains(&(index - 1))
                });
            });
        }
    }

    /// Enter in the move field: its line read as the terminal reads one, by the one table of
    /// `/commands` (`Session::typed_line`): a move, a command (`/draw`), a board reading
    /// (`/board`), an online act (`/takeback`, `/chat …`). What a line asks of a shell is done
    /// the window's way: `/quit` closes the window (asked first in a game in progress),
    /// `/save FOLDER` saves there, `/fen` and `/moves` are said, `/learn` opens the Learn menu,
    /// another game after one opens the new-game dialog. An empty field says how it works.
    fn entered(&mut self, ctx: &egui::Context, text: &str) {
        match self.driver.session().typed_line(text) {
            Line::Empty => self.handle(Input::Command(Command::FocusEntry)),
            Line::Input(input) => self.handle(input),
            Line::Refused(error) => self.say_ui(&error.message(), Priority::Announcement),
            Line::Shell(ShellLine::Quit, _) | Line::Next(Next::Quit) => {
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
            Line::Next(_) => self.open_new_game(),
            Line::Shell(ShellLine::Save, folder) if folder.trim().is_empty() => {
                self.say_ui(
                    &Message::ui("save-elsewhere-no-folder"),
                    Priority::Announcement,
                );
            }
            Line::Shell(ShellLine::Save, folder) => {
                self.driver.save_elsewhere(Path::new(folder.trim()));
                self.after_driver();
            }
            Line::Shell(ShellLine::Fen, _) => {
                let fen = self.driver.session().game().fen();
                self.driver.say_text(fen, Priority::Announcement);
                self.take_said();
            }
            Line::Shell(ShellLine::Moves, _) => {
                let sans = self.driver.session().game().sans();
                if sans.is_empty() {
                    self.say_ui(&Message::ui("no-moves-yet"), Priority::Announcement);
                } else {
                    self.driver.say_text(sans.join(" "), Priority::Announcement);
                    self.take_said();
                }
            }
            Line::Shell(ShellLine::Learn, _) => {
                let setup = self.driver.session().setup();
                match menu::menus(setup)
                    .iter()
                    .position(|g| g.title == "menu-learn")
                {
                    Some(learn) => self.open_menu(learn),
                    None => {
                        let refusal = setup.fair_play_refusal("train-not-in-tournament");
                        self.say_ui(&refusal, Priority::Announcement);
                    }
                }
            }
        }
    }

    /// The focus moved by itself (Tab, a click, a screen reader): the session follows, and
    /// what it says of what the focus reached is the screen reader's to read.
    fn follow_focus(&mut self, ctx: &egui::Context) {
        let focused = ctx.memory(|m| m.focused());
        // A move of the move list or an entry of the incident log reached: said as focused
        // (the screen reader's to read).
        for line in self.game.reached(focused, &self.drawn, self.ui_text()) {
            self.say_focused_text(line);
        }
        let context = self.driver.session().context();
        let on_keys = matches!(context, Context::Board | Context::Arbiter);
        let input = if focused == Some(game_view::entry_id()) && on_keys {
            Input::Command(Command::FocusEntry)
        } else if self.drawn.is_square(focused) && context == Context::MoveEntry {
            Input::Command(Command::FocusBoard)
        } else {
            return;
        };
        if self.driver.handle(input, crate::driver::Prompt::FocusMoved) {
            self.redraw();
        }
        self.after_driver();
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| self.frame(ui));
    }

    /// A screen reader reading the focus hears each key before the window does, and keeps the
    /// keys that are its own commands.
    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        if self.driver.speech_mode() == SpeechMode::App {
            return;
        }
        if let Some(keys) = &mut self.screen_reader_keys {
            let millis = raw_input.time.map_or(0, |t| (t * 1000.0) as i64);
            keys.forward(&mut raw_input.events, millis as i32);
        }
    }
}
