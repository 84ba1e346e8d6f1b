//! The dialogs' models: what each dialog asks, how each field is said as it is focused and as
//! it changes, and what the answers make (a new game, settings, a game to review). Pure data and
//! decisions, drawn by the window (`src/ui/dialog.rs`) as forms.

pub mod form;
pub mod learn;
pub mod lines;
pub mod new_game;
pub mod preferences;
pub mod review;
pub mod save_elsewhere;
