//! The core's scenarios, in one binary: scripted keys, lines and time into the session, with the
//! exact words, cues and state they must give — whole tournament games, flag falls, D.2.9
//! repairs, fair play over every command, the round-trip law, golden announcements in every
//! vocabulary, fuzzing with fixed seeds, lichess's API reference against the online wire types.
//! `notation_bound.rs` is a binary of its own: it counts the memory the move parser takes, with
//! an allocator of its own.

// A test stops where it fails: said once here for every module of this binary.
#![allow(clippy::unwrap_used, clippy::expect_used)]
#![allow(clippy::panic, clippy::unreachable)]

mod clock_cues;
mod engine_builtin;
mod fair_play;
mod fuzz;
mod golden_announcements;
mod lichess_contract;
mod one_language;
mod online_game;
mod pgn_round_trip;
mod refusals_and_events;
mod round_trip;
mod scenario_scripts;
mod session_scenarios;
mod training_record;
