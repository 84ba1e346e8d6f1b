//! A region of lines a screen reader reads line by line: the log of everything said, the
//! training view's words. Tab reaches it as one stop.

use eframe::egui::{self, Align, Id, Layout, RichText, ScrollArea, Ui, accesskit::Role};

/// A heading and under it a scrolled column of lines kept at its end, named for the screen reader
/// as the heading says, with its role. Its id, for Tab to reach it.
pub(super) fn text_region<'a>(
    ui: &mut Ui,
    title: String,
    role: Role,
    max_height: f32,
    lines: impl Iterator<Item = &'a str>,
) -> Id {
    ui.heading(&title);
    // Focusable, so that Tab reaches the list and a screen reader can read it line by line.
    let builder = egui::UiBuilder::new()
        .accessibility_label(title.clone())
        .accessibility_role(role)
        .sense(egui::Sense::focusable_noninteractive());
    let region = ui.scope_builder(builder, |ui| {
        ScrollArea::vertical()
            .id_salt(title)
            .max_height(max_height)
            .stick_to_bottom(true)
            .auto_shrink([false, max_height.is_finite()])
            .show(ui, |ui| {
                ui.with_layout(Layout::top_down(Align::Min), |ui| {
                    for line in lines {
                        ui.label(RichText::new(line).size(16.0));
                    }
                });
            });
    });
    region.response.id
}
