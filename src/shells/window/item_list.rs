//! A list a screen reader reads item by item: the move list and the incident log. Each line is
//! an item with its place ("3 of 24"), the current one selected; Tab reaches one item (the one
//! walked to, the one last focused, or the current one), the arrows walk the others, and the
//! item reached is said as focused.

use eframe::egui::{self, Align, Id, Key, Layout, RichText, ScrollArea, Ui, accesskit::Role};

use super::board_view;

/// A list's items as last drawn, and where its focus is and goes.
#[derive(Default)]
pub(super) struct ItemList {
    /// The items, in order.
    items: Vec<Id>,
    /// The item that has the focus.
    focus: Option<usize>,
    /// The item the arrows walked to (or a click reached): focused when next drawn.
    focus_to: Option<usize>,
}

impl ItemList {
    /// Which item `id` is, if it is one of this list's.
    pub fn position(&self, id: Option<Id>) -> Option<usize> {
        self.items.iter().position(|&item| Some(item) == id)
    }

    /// The list is not drawn (an incident log with no entry): it has no items.
    pub fn hide(&mut self) {
        self.items.clear();
    }

    /// The item the focus has reached now that it is on `focused`, when it has just reached it
    /// (to be said as focused).
    pub fn reached(&mut self, focused: Option<Id>) -> Option<usize> {
        let item = self.position(focused);
        if item == self.focus {
            return None;
        }
        self.focus = item;
        item
    }

    /// The arrows walk the list when one of its items has the focus (`focused`): the previous
    /// or next item (Up, Down), the first or last (Home, End), or at either end the message of
    /// the end it is already at. None when `key` is not the list's.
    pub fn walk(&mut self, focused: Option<Id>, key: Key) -> Option<Result<usize, &'static str>> {
        let at = self.position(focused)?;
        let last = self.items.len().saturating_sub(1);
        let step = match key {
            Key::ArrowUp if at == 0 => Err("list-start"),
            Key::ArrowUp => Ok(at - 1),
            Key::ArrowDown if at >= last => Err("list-end"),
            Key::ArrowDown => Ok(at + 1),
            Key::Home => Ok(0),
            Key::End => Ok(last),
            _ => return None,
        };
        if let Ok(to) = step {
            self.focus_to = Some(to);
        }
        Some(step)
    }

    /// Draws `lines` under the list's `title`, `current` selected; the Tab stop is the item
    /// walked to, else the one focused, else `current`, else `rest` (the first or the last).
    pub fn show(
        &mut self,
        ui: &mut Ui,
        title: &str,
        lines: &[String],
        current: Option<usize>,
        rest: usize,
        max_height: f32,
    ) {
        let count = lines.len();
        if count == 0 {
            self.items.clear();
            return;
        }
        let wanted = self.focus_to.take().filter(|&i| i < count);
        let tab_stop = wanted
            .or(self.focus)
            .or(current)
            .unwrap_or(rest)
            .min(count - 1);
        let mut ids = Vec::with_capacity(count);
        let mut clicked = None;
        let builder = egui::UiBuilder::new()
            .accessibility_label(title)
            .accessibility_role(Role::List);
        let list = ui.scope_builder(builder, |ui| {
            ScrollArea::vertical()
                .id_salt(title)
                .max_height(max_height)
                .stick_to_bottom(true)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    ui.with_layout(Layout::top_down(Align::Min), |ui| {
                        for (index, line) in lines.iter().enumerate() {
                            let selected = current == Some(index);
                            // One Tab stop; the other items still answer clicks.
                            let sense = if index == tab_stop {
                                egui::Sense::click()
                            } else {
                                egui::Sense::CLICK
                            };
                            let shown = RichText::new(line).size(16.0);
                            let item = ui
                                .push_id((title, index), |ui| {
                                    ui.add(egui::Button::selectable(selected, shown).sense(sense))
                                })
                                .inner;
                            ui.ctx().accesskit_node_builder(item.id, |node| {
                                node.set_role(Role::ListItem);
                                node.clear_toggled();
                                node.set_position_in_set(index);
                                node.set_size_of_set(count);
                                if selected {
                                    node.set_selected(true);
                                }
                            });
                            if wanted == Some(index) && !item.has_focus() {
                                item.request_focus();
                                item.scroll_to_me(None);
                            }
                            if item.has_focus() {
                                board_view::keep_keys(ui, item.id);
                            }
                            if item.clicked() {
                                clicked = Some(index);
                            }
                            ids.push(item.id);
                        }
                    });
                });
        });
        // The set's size is read from the list (AccessKit's rule for a screen reader's "of 24").
        ui.ctx()
            .accesskit_node_builder(list.response.id, |node| node.set_size_of_set(count));
        self.items = ids;
        if clicked.is_some() {
            self.focus_to = clicked;
        }
    }
}
