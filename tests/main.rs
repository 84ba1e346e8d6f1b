//! Annabella's tests from outside, in one binary (it links the app once): the driver in both
//! shells, the window driven by its keys and found by accessible names, the first hour, training,
//! the built binary at the command line, UCI engines, and the faults — crashes, full disks, two
//! copies, hostile files. The tests of real devices are `tests/devices/`.

// A test stops where it fails: said once here for every module of this binary.
#![allow(clippy::unwrap_used, clippy::expect_used)]
#![allow(clippy::panic, clippy::unreachable)]

mod cli;
mod common;
mod driver;
mod engine_uci;
mod fault_engine;
mod fault_journal;
mod fault_resume;
mod fault_settings;
mod fault_training;
mod first_hour;
mod first_screen;
mod fuzz_files;
mod journal_crash;
mod layers;
mod learn_terminal;
mod lichess_link;
mod mistakes;
mod newcomer;
mod online_play;
mod online_terminal;
mod online_window;
mod owners;
mod puzzles_verify;
mod train;
mod train_beside;
mod window;
