//! What the app does for the player at home that a tournament leaves to the players.
//!
//! At a tournament a move on the tactile board is lifted, the captured piece removed, the piece
//! placed, the move announced and the clock pressed, each a step of its own (D.2.2–D.2.4). At
//! home nobody watches those steps: a piece placed where it makes a legal move (taking what
//! stands there) is the move, and the clock is pressed the moment the move is executed (a
//! setting, `Press`), so the computer answers at once and the player's time does not run while
//! they look for the clock's key. An arrow-key move is then Enter, the arrows, Enter.

use shakmaty::Color;

use super::{
    Arg, Message, Setup, incidents::time_arg, journal::Standing, table::Table, timing::Timing,
};
use crate::{
    keymap::{Context, Learn},
    message::color_name,
};

/// The clock pressed for `mover`, whose move has just been executed on `table` (home, `Press`
/// auto). The computer presses its own clock as it moves.
pub(super) fn press_for_player(
    setup: &Setup,
    timing: &mut Timing,
    table: &mut Table,
    mover: Color,
) {
    let computer_moved = setup.computer.as_ref().is_some_and(|c| c.color == mover);
    if !setup.presses_for_player()
        || computer_moved
        || table.result.is_some()
        || timing.clock.active() != Some(mover)
    {
        return;
    }
    press_or_pass(timing, table);
}

/// The clock pressed for the move just made on `table`; while the clocks stand stopped
/// (paused, or a game taken up again before they are started) the turn passes and they stay
/// stopped, so that starting them runs the clock of the player to move, not the mover's.
pub(super) fn press_or_pass(timing: &mut Timing, table: &mut Table) {
    let passed = if timing.clock.is_paused() {
        timing.clock.pass_stopped(timing.now)
    } else {
        timing.clock.press(timing.now)
    };
    if passed.is_ok() {
        table.turn.announced = false;
        timing.note_press(&table.game);
    }
}

/// Training beside a game at home (the window's Learn menu, the terminal's `/learn`): the
/// game waits for the player. Its clock stops while the player trains (a lesson, a drill, a
/// puzzle is no time of the game's); the session logs it and journals it as the player's own
/// pause: the command that opened training is the journal's entry, so a game taken up in the
/// middle of an exercise has its clocks where they stopped; the same at the terminal
/// (`/learn`). The progress read aloud is over at once: it stops nothing. Whether the clock
/// stopped.
pub(super) fn stop_clock_for_training(timing: &mut Timing, table: &Table, learn: Learn) -> bool {
    let running = timing.clock.control().is_timed()
        && timing.clock.is_started()
        && !timing.clock.is_paused()
        && table.result.is_none();
    learn != Learn::Progress && running && timing.clock.pause(timing.now).is_ok()
}

/// Back from training to the game: where it stands — whose move, the move number, both
/// clocks, and that they stand stopped until the player's own key starts them (as after a
/// game taken up again: the player first finds their place in the game, then their time
/// runs), by the keys or, at `context` `Lines`, the typed lines. Nothing for a finished game.
pub(super) fn back_from_training(
    table: &Table,
    timing: &Timing,
    context: Context,
) -> Option<Message> {
    if table.result.is_some() {
        return None;
    }
    let standing = Standing::of(table, timing);
    let mut args = vec![
        ("color", color_name(standing.to_move)),
        ("number", Arg::Number(u64::from(standing.number))),
    ];
    let id = if !timing.clock.control().is_timed() {
        "train-back-untimed"
    } else {
        args.extend([
            ("white", time_arg(standing.clocks.white)),
            ("black", time_arg(standing.clocks.black)),
        ]);
        if timing.clock.is_paused() {
            let starter = if context == Context::Lines {
                "lines"
            } else {
                "player"
            };
            args.push(("starter", Arg::Select(starter)));
            "train-back-stopped"
        } else {
            "train-back"
        }
    };
    Some(Message::Ui(id, args))
}
