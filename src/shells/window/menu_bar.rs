//! The menu bar: F10, Alt alone or a click opens it; the arrows walk its menus and items, each
//! said with its keys and its place; Enter carries the item out as its keys would; Escape
//! closes it. For the screen reader a menu bar of menus of menu items with their keyboard
//! shortcuts. The open menu is the core's `Menu`, kept as the window's overlay; this draws it
//! and reads its keys, and answers what the window is to do.

use annabella_core::{
    keymap::{Command, Context, Keymap},
    menu::{Menu, MenuMove},
    session::{Message, Setup},
    ui_text::UiText,
};
use eframe::egui::{self, Event, Id, Key, RichText, Ui, accesskit::Role};

use super::{board_view, keys};

/// What the menu bar asks of the window.
#[derive(Debug)]
pub(super) enum MenuAsk {
    /// The item the menu is on now: what a screen reader reading the focus says itself.
    Focused(Message),
    /// A key that works everywhere: the help, the repeat, how the window looks.
    Everywhere(Command),
    /// The item chosen: the menu closes and its command is carried out.
    Run(Command),
    /// The menu closes.
    Close,
}

/// The keys of the open `menu`: the arrows walk it, Enter carries the item out, Escape or F10
/// closes it; F1 tells how, F2 repeats, the view keys change the look as anywhere. Tab is left
/// to the window. What they ask, in the order to carry it out.
pub(super) fn keys(ctx: &egui::Context, menu: &mut Menu, keymap: &Keymap) -> Vec<MenuAsk> {
    let mut chosen = None;
    let mut said = Vec::new();
    let mut close = false;
    let mut everywhere = Vec::new();
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
            let step = match key {
                Key::ArrowLeft => Some(MenuMove::PreviousMenu),
                Key::ArrowRight => Some(MenuMove::NextMenu),
                Key::ArrowUp => Some(MenuMove::PreviousItem),
                Key::ArrowDown => Some(MenuMove::NextItem),
                _ => None,
            };
            match (key, step) {
                (_, Some(step)) => said.push(menu.step(step, keymap)),
                (Key::Enter | Key::Space, _) => chosen = menu.chosen(),
                (Key::Escape | Key::F10, _) => close = true,
                (Key::Tab, _) => return true,
                _ => {}
            }
            false
        });
    });
    // Each step lands the focus on an item, which a screen reader reads itself.
    let mut asked: Vec<MenuAsk> = said.into_iter().map(MenuAsk::Focused).collect();
    asked.extend(everywhere.into_iter().map(MenuAsk::Everywhere));
    if let Some(command) = chosen {
        asked.push(MenuAsk::Run(command));
    } else if close {
        asked.push(MenuAsk::Close);
    }
    asked
}

/// The menus' titles, the one of the open menu (`open`, its group) marked. The first title's id
/// (where Tab goes round to), and the menu whose title was clicked.
pub(super) fn titles(
    ui: &mut Ui,
    text: &UiText,
    setup: &Setup,
    open: Option<usize>,
) -> (Option<Id>, Option<usize>) {
    let groups = annabella_core::menu::menus(setup);
    let mut first = None;
    let mut clicked = None;
    let bar = egui::UiBuilder::new()
        .accessibility_label(text.text("window-menu-bar"))
        .accessibility_role(Role::MenuBar);
    ui.scope_builder(bar, |ui| {
        ui.horizontal(|ui| {
            for (index, group) in groups.iter().enumerate() {
                let current = open == Some(index);
                let title =
                    ui.selectable_label(current, RichText::new(text.text(group.title)).size(18.0));
                ui.ctx().accesskit_node_builder(title.id, |node| {
                    node.set_role(Role::MenuItem);
                    node.set_expanded(current);
                    // Open or not, a menu is not checked.
                    node.clear_toggled();
                });
                if index == 0 {
                    first = Some(title.id);
                }
                if title.clicked() {
                    clicked = Some(index);
                }
            }
        });
    });
    (first, clicked)
}

/// The open menu's items with their keys, under the titles; the item the menu is on has the
/// keyboard focus. The command of the item clicked.
pub(super) fn items(ui: &mut Ui, text: &UiText, keymap: &Keymap, menu: &Menu) -> Option<Command> {
    let group = menu.groups.get(menu.group)?;
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
                let keys = annabella_core::menu::keys_of(keymap, *command);
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
    run
}
