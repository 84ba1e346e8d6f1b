//! The shells' side of the session's engines: one worker per role (the opponent, the analyst),
//! started, asked and read as the session's effects say. The window polls it every frame; a
//! script waits for each answer.

use std::time::Duration;

use super::worker::{Waker, Worker};
use annabella_core::engine::builtin::Level;
use annabella_core::engine::spec::EngineSpec;
use annabella_core::rules::Game;
use annabella_core::session::script::Engines;
use annabella_core::session::{Effect, Input};

/// The longest a script waits for an engine's answer: a silent UCI engine is told to stop
/// after `LONGEST_THINK` and given up five seconds later, so this is only a last net.
const SCRIPT_WAIT: Duration = Duration::from_secs(90);

pub struct EngineHost {
    workers: [Option<Worker>; 2],
    seed: u64,
    waker: Option<Waker>,
}

impl EngineHost {
    /// `seed` makes the built-in engine's choices repeatable.
    pub fn new(seed: u64) -> EngineHost {
        EngineHost {
            workers: [None, None],
            seed,
            waker: None,
        }
    }

    /// Called when an answer is ready (the window asks for a repaint).
    pub fn set_waker(&mut self, waker: Waker) {
        self.waker = Some(waker);
    }

    fn start(&self, spec: EngineSpec) -> Worker {
        Worker::start(spec, self.seed, self.waker.clone())
    }

    /// Carries out an engine effect (the others are not its business). `game` is the session's
    /// game as it is now, which is the game the question is about.
    pub fn carry_out(&mut self, effect: &Effect, game: &Game) {
        match effect {
            Effect::StartEngine { role, spec } => {
                // The old engine (if any) is stopped and closed as it is dropped.
                self.workers[role.slot()] = Some(self.start(spec.clone()));
            }
            Effect::AskEngine { role, id, limits } => match &self.workers[role.slot()] {
                Some(worker) => worker.ask(*id, game.clone(), limits.clone()),
                // The session starts an engine before it asks; should it not have, the strongest
                // built-in engine answers rather than nobody.
                None => {
                    let worker = self.start(EngineSpec::Builtin(Level::strongest()));
                    worker.ask(*id, game.clone(), limits.clone());
                    self.workers[role.slot()] = Some(worker);
                }
            },
            Effect::Say { .. }
            | Effect::Cue(_)
            | Effect::SaveScoresheet
            | Effect::SaveEnvelope
            | Effect::Window(_)
            | Effect::Online { .. } => {}
        }
    }

    /// Whether an engine is thinking (the window then looks for its answer every frame).
    pub fn busy(&self) -> bool {
        self.workers.iter().flatten().any(Worker::busy)
    }

    /// The answers that are ready, as the session's inputs.
    pub fn answers(&self) -> Vec<Input> {
        self.workers
            .iter()
            .flatten()
            .filter_map(Worker::try_answer)
            .map(|a| Input::EngineReply {
                id: a.id,
                result: a.result,
            })
            .collect()
    }

    /// Waits for the next answer (a script, which has nothing else to do meanwhile).
    pub fn wait(&self, timeout: Duration) -> Option<Input> {
        let worker = self.workers.iter().flatten().find(|w| w.busy())?;
        worker.wait_answer(timeout).map(|a| Input::EngineReply {
            id: a.id,
            result: a.result,
        })
    }
}

/// A script's engines are threads and processes like the window's; the script waits for each
/// answer, having nothing else to do meanwhile.
impl Engines for EngineHost {
    fn carry_out(&mut self, effect: &Effect, game: &Game) {
        EngineHost::carry_out(self, effect, game);
    }

    fn answer(&mut self) -> Option<Input> {
        self.wait(SCRIPT_WAIT)
    }
}
