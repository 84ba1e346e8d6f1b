//! Learning and training at home: lessons by doing, board-vision drills by ear, puzzles, the
//! review of one's own games, spaced repetition and the progress that keeps them. None of it is
//! reachable in a tournament game (§11.3.1): these are a coach's helps.

pub mod answers;
pub mod attempt;
pub mod choose;
pub mod coach;
pub mod drills;
pub mod due;
pub mod lessons;
pub mod mistakes;
pub mod naming;
pub mod only_move;
pub mod progress;
pub mod puzzle;
pub mod rating;
pub mod record;
pub mod repetition;
pub mod say;
pub mod shipped;
pub mod win_chance;
