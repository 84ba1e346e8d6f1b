//! A finished game gone over by Stockfish for the player's mistakes, on a worker thread the
//! driver owns, for the window's Learn menu (the terminal's `train mistakes` waits for it in
//! its own loop). The player is told it has started, how far it is when it takes long (and on
//! request), and the moments found; then the retries begin as any exercise does. Stopping it
//! (Escape) ends the thread at the next position and keeps nothing.

use std::{
    path::Path,
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicUsize, Ordering},
        mpsc::{self, Receiver, TryRecvError},
    },
    time::Duration,
};

use super::{Beside, Training};
use crate::driver::outputs;
use crate::game_review::{self, ReviewedGame};
use annabella_core::{
    engine::EngineError,
    training::{coach::Exercise, mistakes::Moment},
};

/// How often a long review says how far it is.
const TELL_EVERY: Duration = Duration::from_secs(20);

/// A review running on its thread.
pub(super) struct GoingOver {
    /// The moments, or why the engine failed; nothing when stopped.
    found: Receiver<Result<Vec<Moment>, EngineError>>,
    /// How many of the player's moves are gone over, as the thread counts them.
    done: Arc<AtomicUsize>,
    total: usize,
    /// Set to stop the thread at its next position.
    stop: Arc<AtomicBool>,
    /// When the player last heard how far it is (the start).
    told_at: Duration,
}

impl Training {
    /// Goes over `game` with the UCI engine `program` to `depth` on a worker thread: says what
    /// it goes over and how to stop it, or why it cannot (no such program). Whether it runs.
    pub(in crate::driver) fn go_over(
        &mut self,
        game: ReviewedGame,
        program: &Path,
        depth: u32,
        beside: &mut Beside,
    ) -> bool {
        if !program.exists() {
            let text = beside.ui().text_with(
                "train-going-over-no-engine",
                &[("program", program.display().to_string().into())],
            );
            beside.say(text);
            return false;
        }
        let voice = beside.voice();
        beside.say(voice.going_over(&game.name, &game.players, depth));
        let (send, found) = mpsc::channel();
        let done = Arc::new(AtomicUsize::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let total = game_review::moves_to_go_over(&game.game, &game.players);
        let (thread_done, thread_stop) = (Arc::clone(&done), Arc::clone(&stop));
        let program = program.to_path_buf();
        let waker = beside.waker();
        let started = std::thread::Builder::new()
            .name("annabella-going-over".into())
            .spawn(move || {
                let result = game_review::engine(&program.to_string_lossy()).and_then(|mut e| {
                    game_review::moments_as_it_goes(
                        &mut e,
                        &game.id,
                        &game.game,
                        &game.players,
                        depth,
                        |gone| {
                            thread_done.store(gone, Ordering::Relaxed);
                            if let Some(wake) = &waker {
                                wake();
                            }
                            !thread_stop.load(Ordering::Relaxed)
                        },
                    )
                });
                // Stopped: nothing to send, nobody waits for it.
                if let Some(result) = result.transpose() {
                    let _ = send.send(result);
                }
                if let Some(wake) = &waker {
                    wake();
                }
            });
        if let Err(error) = started {
            let text = beside.ui().text_with(
                "train-going-over-failed",
                &[("reason", error.to_string().into())],
            );
            beside.say(text);
            return false;
        }
        self.going_over = Some(GoingOver {
            found,
            done,
            total,
            stop,
            told_at: beside.now,
        });
        true
    }

    /// Whether a game is being gone over.
    pub(in crate::driver) fn going_over(&self) -> bool {
        self.going_over.is_some()
    }

    /// What the review has come to: how far it is, said when it has taken long since last
    /// told; at its end the moments found, kept in the record and saved, and their retries
    /// begun (none: it is over). Whether anything was said.
    pub(in crate::driver) fn going_over_news(&mut self, beside: &mut Beside) -> bool {
        let Some(review) = self.going_over.as_ref() else {
            return false;
        };
        let result = match review.found.try_recv() {
            Ok(result) => result,
            Err(TryRecvError::Disconnected) => Err(EngineError::Died {
                program: "stockfish".into(),
            }),
            Err(TryRecvError::Empty) => {
                if beside.now.saturating_sub(review.told_at) < TELL_EVERY {
                    return false;
                }
                self.say_how_far(beside);
                return true;
            }
        };
        self.going_over = None;
        match result {
            Ok(moments) => {
                let date = self.date();
                let new = self
                    .progress_mut()
                    .map_or(0, |p| p.keep_moments(moments.clone(), date));
                let found = beside.voice().moments_found(moments.len(), new);
                beside.say(found);
                self.save(beside);
                if !moments.is_empty() {
                    self.start(Exercise::Retries(moments), beside);
                }
            }
            Err(error) => {
                let reason = outputs::words(&error.message(), beside.session);
                let text = beside
                    .ui()
                    .text_with("train-going-over-failed", &[("reason", reason.into())]);
                beside.say(text);
            }
        }
        self.let_go_of_the_record();
        true
    }

    /// "12 of 30 moves gone over." (Enter while it runs, and every 20 s of a long review.)
    pub(in crate::driver) fn say_how_far(&mut self, beside: &mut Beside) {
        let Some(review) = self.going_over.as_mut() else {
            return;
        };
        review.told_at = beside.now;
        let (done, total) = (review.done.load(Ordering::Relaxed), review.total);
        let text = beside.ui().text_with(
            "train-going-over-progress",
            &[("done", done.into()), ("total", total.into())],
        );
        beside.say(text);
    }

    /// The player stops the review (Escape): its thread ends at the next position, and
    /// nothing of it is kept. Whether one was running.
    pub(super) fn stop_going_over(&mut self, beside: &mut Beside) -> bool {
        let Some(review) = self.going_over.take() else {
            return false;
        };
        review.stop.store(true, Ordering::Relaxed);
        let text = beside.ui().text("train-going-over-stopped");
        beside.say(text);
        self.let_go_of_the_record();
        true
    }
}
