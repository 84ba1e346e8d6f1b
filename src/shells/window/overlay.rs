//! What opens over the game — the offer of an unfinished game, the new-game dialog, the
//! settings, the review dialog, the menu bar, the training view, the lobby on lichess — one at
//! a time. A dialog's keys
//! and drawing are its own; what its answers do to the game is the window's (`app::answers`).

use std::path::PathBuf;

use annabella_core::{
    dialogs::{
        new_game::NewGame, preferences::Preferences, review::ReviewChoice,
        save_elsewhere::SaveElsewhere,
    },
    menu::Menu,
    session::Session,
    ui_text::UiText,
    vocab::VocabId,
};
use eframe::egui;

use super::{
    dialog::{Asked, Dialog},
    online::OnlineView,
    training::TrainingView,
};

/// An unfinished game offered at start, and where a new game's journal would go.
pub struct Offer {
    pub session: Session,
    /// Its journal, written on when it is taken up.
    pub path: PathBuf,
    /// The offer's words.
    pub text: String,
    /// The folder a new game is journaled in, when the offer is declined.
    pub games: PathBuf,
    /// Another copy of the app has the game open: Enter reads it here (nothing written), not
    /// takes it up.
    pub open_elsewhere: bool,
}

/// The one thing open over the game.
pub enum Overlay {
    /// An unfinished game offered at start: Enter takes it up (or reads it, when another copy
    /// of the app has it open), N starts the new game (and then opens the new-game dialog, when
    /// it was asked for meanwhile).
    Offer {
        offer: Box<Offer>,
        then_new_game: bool,
    },
    /// The new-game dialog.
    NewGame(Dialog<NewGame>),
    /// The settings dialog, with the settings as they were when it opened (Escape puts them
    /// back).
    Settings {
        dialog: Dialog<Preferences>,
        before: Preferences,
    },
    /// The dialog that chooses a game of a PGN file to review.
    Review(Dialog<ReviewChoice>),
    /// The folder to save the game in when its own disk cannot be written and the window is
    /// closed.
    SaveElsewhere(Dialog<SaveElsewhere>),
    /// The menu bar, on its open menu.
    Menu(Menu),
    /// The training view, from the Learn menu.
    Training(TrainingView),
    /// The lobby on lichess, from the new-game dialog.
    Online(Box<OnlineView>),
}

impl Overlay {
    /// Whether this is a dialog (which has every key, and is drawn instead of the game).
    pub fn is_dialog(&self) -> bool {
        matches!(
            self,
            Overlay::NewGame(_)
                | Overlay::Settings { .. }
                | Overlay::Review(_)
                | Overlay::SaveElsewhere(_)
                | Overlay::Training(_)
                | Overlay::Online(_)
        )
    }

    /// The open dialog's keys, taken: what it asks. None when no dialog is open.
    pub fn dialog_keys(&mut self, ctx: &egui::Context) -> Option<Vec<Asked>> {
        match self {
            Overlay::NewGame(dialog) => Some(dialog.take_keys(ctx)),
            Overlay::Settings { dialog, .. } => Some(dialog.take_keys(ctx)),
            Overlay::Review(dialog) => Some(dialog.take_keys(ctx)),
            Overlay::SaveElsewhere(dialog) => Some(dialog.take_keys(ctx)),
            Overlay::Offer { .. }
            | Overlay::Menu(_)
            | Overlay::Training(_)
            | Overlay::Online(_) => None,
        }
    }

    /// The open dialog drawn, its choices named in `vocab`: what its clicks ask. None when no
    /// dialog is open.
    pub fn show_dialog(
        &mut self,
        ui: &mut egui::Ui,
        text: &UiText,
        vocab: VocabId,
    ) -> Option<Vec<Asked>> {
        match self {
            Overlay::NewGame(dialog) => Some(dialog.show(ui, text, vocab)),
            Overlay::Settings { dialog, .. } => Some(dialog.show(ui, text, vocab)),
            Overlay::Review(dialog) => Some(dialog.show(ui, text, vocab)),
            Overlay::SaveElsewhere(dialog) => Some(dialog.show(ui, text, vocab)),
            Overlay::Offer { .. }
            | Overlay::Menu(_)
            | Overlay::Training(_)
            | Overlay::Online(_) => None,
        }
    }
}
