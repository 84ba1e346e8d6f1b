//! The engines' shell side: external UCI programs (`uci`), the worker thread an engine thinks on
//! (`worker`), the session's engines in the window and scripts (`host`), engine matches
//! (`arena`), where the programs are found on this system (`programs`), and how an engine is
//! stopped with the processes it started (`helpers`). What an engine is and the built-in
//! engine itself are the core's (`annabella_core::engine`, re-exported here).

pub mod arena;
mod helpers;
pub mod host;
pub mod programs;
pub mod uci;
pub mod worker;

use std::time::Instant;

use annabella_core::engine::{Engine, EngineError, builtin::Builtin, spec::EngineSpec};
use uci::{HANDSHAKE_TIMEOUT, UciEngine};

/// A seed that differs from run to run (the time), for choices that should not repeat: the
/// built-in engine's human-like mistakes in a new game, a random Chess960 position.
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

/// Starts the engine `spec` names. `seed` makes the built-in engine's choices repeatable.
pub fn open(spec: &EngineSpec, seed: u64) -> Result<Box<dyn Engine>, EngineError> {
    match spec {
        EngineSpec::Builtin(level) => Ok(Box::new(Builtin::new(*level, seed, Instant::now))),
        EngineSpec::Uci { program, options } => Ok(Box::new(UciEngine::start(
            program,
            options,
            HANDSHAKE_TIMEOUT,
        )?)),
    }
}
