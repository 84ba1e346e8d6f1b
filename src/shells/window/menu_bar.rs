//! The menu bar: F10, Alt alone or a click opens it; the arrows walk its menus and items, each
//! said with its keys and its place; Enter carries the item out as its keys would; Escape
//! closes it. For the screen reader a menu bar of menus of menu items with their keyboard
//! shortcuts.

use annabella_core::{
    keymap::{Command, Context},
    menu::MenuMove,
    session::{Input, Message},
    speech::queue::Priority,
    ui_text::UiText,
};
use eframe::egui::{self, Event, Key, RichText, Ui, accesskit::Role};

use super::{app::App, board_view, keys, overlay::Overlay};

impl App {
    /// The keys of the open menu: the arrows walk it, Enter carries the item out, Escape or F10
    /// closes it; F1 tells how, F2 repeats, the view keys change the look as anywhere. Tab is
    /// left to the window.
    pub(super) fn menu_keys(&mut self, ctx: &egui::Context) -> bool {
        if !matches!(self.overlay, Some(Overlay::Menu(_))) {
            return false;
        }
        let mut chosen = None;
        let mut said = Vec::new();
        let mut close = false;
        // Keys that work everywhere: the help, the repeat, how the window looks.
        let mut everywhere = Vec::new();
        let keymap = self.driver.session().keymap().clone();
        ctx.input_mut(|input| {
            input.events.retain(|event| {
                let Event::Key {
                    key,
                    physical_key,
                    pressed: true,
                    modifiers,
                    ..
                } = event
                else {
                    return !matches!(event, Event::Key { .. } | Event::Text(_));
                };
                let command = keys::chord(*key, *physical_key, *modifiers)
                    .and_then(|chord| keymap.command(Context::Board, &chord));
                if let Some(
                    command @ (Command::Help
                    | Command::HelpAll
                    | Command::RepeatLast
                    | Command::View(_)),
                ) = command
                {
                    everywhere.push(command);
                    return false;
                }
                let Some(Overlay::Menu(menu)) = self.overlay.as_mut() else {
                    return true;
                };
                let step = match key {
                    Key::ArrowLeft => Some(MenuMove::PreviousMenu),
                    Key::ArrowRight => Some(MenuMove::NextMenu),
                    Key::ArrowUp => Some(MenuMove::PreviousItem),
                    Key::ArrowDown => Some(MenuMove::NextItem),
                    _ => None,
                };
                match (key, step) {
                    (_, Some(step)) => said.push(menu.step(step, &keymap)),
                    (Key::Enter | Key::Space, _) => chosen = menu.chosen(),
                    (Key::Escape | Key::F10, _) => close = true,
                    (Key::Tab, _) => return true,
                    _ => {}
                }
                false
            });
        });
        // Each step lands the focus on an item, which a screen reader reads itself.
        for message in said {
            self.say_focused(&message);
        }
        for command in everywhere {
            match command {
                // The help here is the menu's: how to walk it, then how to hear everything.
                Command::Help => self.say_ui(&Message::ui("menu-bar-help"), Priority::Chatter),
                command => self.handle(Input::Command(command)),
            }
        }
        if let Some(command) = chosen {
            self.overlay = None;
            self.follow_session = true;
            self.handle(Input::Command(command));
        } else if close {
            self.overlay = None;
            self.follow_session = true;
            self.say_ui(&Message::ui("menu-closed"), Priority::Chatter);
        }
        true
    }

    /// The menu bar: each menu's title, and under it the open menu's items with their keys. A
    /// menu bar, menus and menu items for the screen reader; the item the menu is on has the
    /// keyboard focus.
    pub(super) fn draw_menu_bar(&mut self, ui: &mut Ui, text: &UiText) {
        let groups = annabella_core::menu::menus(self.driver.session().setup());
        let mut open = None;
        let bar = egui::UiBuilder::new()
            .accessibility_label(text.text("window-menu-bar"))
            .accessibility_role(Role::MenuBar);
        ui.scope_builder(bar, |ui| {
            ui.horizontal(|ui| {
                for (index, group) in groups.iter().enumerate() {
                    let current =
                        matches!(&self.overlay, Some(Overlay::Menu(m)) if m.group == index);
                    let title = ui.selectable_label(
                        current,
                        RichText::new(text.text(group.title)).size(18.0),
                    );
                    ui.ctx().accesskit_node_builder(title.id, |node| {
                        node.set_role(Role::MenuItem);
                        node.set_expanded(current);
                        // Open or not, a menu is not checked.
                        node.clear_toggled();
                    });
                    if index == 0 {
                        self.tab_ends[0] = Some(title.id);
                    }
                    if title.clicked() {
                        open = Some(index);
                    }
                }
            });
        });
        if let Some(index) = open {
            self.open_menu(index);
        }
        let Some(Overlay::Menu(menu)) = &self.overlay else {
            return;
        };
        let menu = menu.clone();
        let Some(group) = menu.groups.get(menu.group) else {
            return;
        };
        let mut run = None;
        // A menu of its own for each title, so that a screen reader entering another menu
        // (Right, Left) says its name as it reaches its first item.
        let list = egui::UiBuilder::new()
            .id_salt(("annabella-menu", menu.group))
            .accessibility_label(text.text(group.title))
            .accessibility_role(Role::Menu);
        ui.scope_builder(list, |ui| {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                for (index, command) in group.items.iter().enumerate() {
                    let label = text.text(command.help_id());
                    let keys =
                        annabella_core::menu::keys_of(self.driver.session().keymap(), *command);
                    let on = index == menu.item;
                    let shown = RichText::new(format!("{label}    {keys}")).size(18.0);
                    let item = ui
                        .push_id(("annabella-menu-item", menu.group, index), |ui| {
                            ui.selectable_label(on, shown)
                        })
                        .inner;
                    // Named with its keys: Orca reads no AccessKit shortcut.
                    let named = if keys.is_empty() {
                        label.clone()
                    } else {
                        text.text_with(
                            "menu-item-name",
                            &[
                                ("label", label.clone().into()),
                                ("keys", keys.clone().into()),
                            ],
                        )
                    };
                    ui.ctx().accesskit_node_builder(item.id, |node| {
                        node.set_role(Role::MenuItem);
                        node.set_label(named);
                        node.set_keyboard_shortcut(keys.clone());
                        node.clear_toggled();
                    });
                    if on {
                        if !item.has_focus() {
                            item.request_focus();
                        }
                        board_view::keep_keys(ui, item.id);
                    }
                    if item.clicked() {
                        run = Some(*command);
                    }
                }
            });
        });
        if let Some(command) = run {
            self.overlay = None;
            self.follow_session = true;
            self.handle(Input::Command(command));
        }
    }
}
