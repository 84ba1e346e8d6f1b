//! An engine on its own thread, so the window keeps answering keys while it thinks. Requests go
//! in, replies come out tagged with the request's number (a reply to a position that has since
//! changed is recognised and dropped by the caller); `stop` makes the engine answer at once.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, TryRecvError, channel};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use annabella_core::engine::{Engine, EngineError, Limits, Reply, spec::EngineSpec};
use annabella_core::rules::Game;

/// Called from the engine's thread when an answer is ready.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

enum Job {
    Think {
        id: u64,
        game: Box<Game>,
        limits: Limits,
        stop: Arc<AtomicBool>,
    },
    NewGame,
}

/// A finished request.
#[derive(Debug)]
pub struct Answer {
    pub id: u64,
    pub result: Result<Reply, EngineError>,
}

pub struct Worker {
    name: String,
    jobs: Option<Sender<Job>>,
    answers: Receiver<Answer>,
    /// The stop flag of every request not yet answered: `stop` stops exactly these, so a stop
    /// given while the engine is idle cannot cut short the next request.
    pending: Mutex<Vec<(u64, Arc<AtomicBool>)>>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    /// An engine already running.
    pub fn spawn(engine: Box<dyn Engine>) -> Worker {
        Worker::spawn_waking(engine, None)
    }

    /// An engine already running, with `waker` called after each answer.
    pub fn spawn_waking(engine: Box<dyn Engine>, waker: Option<Waker>) -> Worker {
        Worker::spawn_with(engine.name(), waker, move || Ok(engine))
    }

    /// Starts the engine `spec` names on the worker thread (a UCI engine's handshake can take
    /// seconds: the window must not wait for it). If it cannot start, every request is answered
    /// with the reason.
    /// `waker` is called after each answer (the window repaints at once instead of polling).
    pub fn start(spec: EngineSpec, seed: u64, waker: Option<Waker>) -> Worker {
        Worker::spawn_with(spec.to_string(), waker, move || super::open(&spec, seed))
    }

    fn spawn_with(
        name: String,
        waker: Option<Waker>,
        open: impl FnOnce() -> Result<Box<dyn Engine>, EngineError> + Send + 'static,
    ) -> Worker {
        let (jobs, job_queue) = channel::<Job>();
        let (answer_sender, answers) = channel();
        let thread = thread::Builder::new()
            .name("engine".into())
            .spawn(move || {
                let mut engine = open();
                for job in job_queue {
                    match (job, &mut engine) {
                        (
                            Job::Think {
                                id,
                                game,
                                limits,
                                stop,
                            },
                            engine,
                        ) => {
                            let result = match engine {
                                Ok(engine) => engine.think(&game, &limits, &stop),
                                Err(error) => Err(error.clone()),
                            };
                            if answer_sender.send(Answer { id, result }).is_err() {
                                break;
                            }
                            if let Some(wake) = &waker {
                                wake();
                            }
                        }
                        (Job::NewGame, Ok(engine)) => {
                            // A failure here shows again at the next request.
                            let _ = engine.new_game();
                        }
                        (Job::NewGame, Err(_)) => {}
                    }
                }
            })
            // Without a thread the jobs find no one: every question is answered as by a gone
            // engine, and the session plays on without it.
            .ok();
        Worker {
            name,
            jobs: Some(jobs),
            answers,
            pending: Mutex::new(Vec::new()),
            thread,
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn new_game(&self) {
        self.send(Job::NewGame);
    }

    /// Asks for a move in `game`; the answer carries `id`.
    pub fn ask(&self, id: u64, game: Game, limits: Limits) {
        let stop = Arc::new(AtomicBool::new(false));
        self.pending().push((id, Arc::clone(&stop)));
        self.send(Job::Think {
            id,
            game: Box::new(game),
            limits,
            stop,
        });
    }

    /// The engine answers now with the best move it has.
    pub fn stop(&self) {
        for (_, flag) in self.pending().iter() {
            flag.store(true, Ordering::Relaxed);
        }
    }

    fn pending(&self) -> std::sync::MutexGuard<'_, Vec<(u64, Arc<AtomicBool>)>> {
        self.pending.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn answered(&self, answer: Answer) -> Answer {
        self.pending().retain(|(id, _)| *id != answer.id);
        answer
    }

    /// Whether a request is still unanswered.
    pub fn busy(&self) -> bool {
        !self.pending().is_empty()
    }

    /// An answer, if one is ready.
    pub fn try_answer(&self) -> Option<Answer> {
        match self.answers.try_recv() {
            Ok(answer) => Some(self.answered(answer)),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(self.gone()),
        }
    }

    /// Waits up to `timeout` for an answer.
    pub fn wait_answer(&self, timeout: Duration) -> Option<Answer> {
        match self.answers.recv_timeout(timeout) {
            Ok(answer) => Some(self.answered(answer)),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => Some(self.gone()),
        }
    }

    fn send(&self, job: Job) {
        if let Some(jobs) = &self.jobs {
            let _ = jobs.send(job);
        }
    }

    fn gone(&self) -> Answer {
        Answer {
            id: 0,
            result: Err(EngineError::Died {
                program: self.name.clone(),
            }),
        }
    }
}

/// How long a dropped worker waits for its engine to stop: an engine that keeps thinking after
/// `stop` (a slow UCI program) must not hold up the end of a game or of the app. It finishes on
/// its own thread.
const STOP_WAIT: Duration = Duration::from_secs(1);

impl Drop for Worker {
    /// Stops the engine and waits a moment for its thread (a UCI engine gets `quit` as it is
    /// dropped); one still busy after `STOP_WAIT` is left to end on its own.
    fn drop(&mut self) {
        self.stop();
        self.jobs.take();
        if let Some(thread) = self.thread.take() {
            let deadline = std::time::Instant::now() + STOP_WAIT;
            while !thread.is_finished() && std::time::Instant::now() < deadline {
                thread::sleep(Duration::from_millis(2));
            }
            if thread.is_finished() {
                let _ = thread.join();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use annabella_core::engine::builtin::{Builtin, Level};
    use std::time::Instant;

    #[test]
    fn answers_come_back_tagged_and_stop_ends_a_long_think_at_once() {
        let worker = Worker::spawn(Box::new(Builtin::new(
            Level::strongest(),
            7,
            std::time::Instant::now,
        )));
        assert_eq!(worker.name(), "Annabella 10");
        assert!(worker.try_answer().is_none());
        worker.ask(1, Game::default(), Limits::depth(3));
        let answer = worker
            .wait_answer(Duration::from_secs(10))
            .expect("an answer");
        assert_eq!(answer.id, 1);
        let game = Game::default();
        assert!(shakmaty::Position::is_legal(
            game.position(),
            answer.result.unwrap().mv
        ));

        worker.new_game();
        worker.ask(
            2,
            Game::default(),
            Limits::movetime(Duration::from_secs(60)),
        );
        std::thread::sleep(Duration::from_millis(50));
        let asked = Instant::now();
        worker.stop();
        let answer = worker
            .wait_answer(Duration::from_secs(5))
            .expect("an answer");
        assert_eq!(answer.id, 2);
        assert!(answer.result.is_ok());
        assert!(
            asked.elapsed() < Duration::from_millis(100),
            "{:?}",
            asked.elapsed()
        );

        assert!(!worker.busy());
        // A stop while idle does not cut the next request short.
        worker.stop();
        worker.ask(3, Game::default(), Limits::depth(2));
        let answer = worker
            .wait_answer(Duration::from_secs(10))
            .expect("an answer");
        assert!(answer.result.unwrap().depth == 2);
    }

    #[test]
    fn an_engine_that_cannot_start_answers_every_request_with_the_reason() {
        let spec: EngineSpec = "uci:/nonexistent/engine".parse().unwrap();
        let woken = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let counter = Arc::clone(&woken);
        let waker: Waker = Arc::new(move || {
            counter.fetch_add(1, Ordering::Relaxed);
        });
        let worker = Worker::start(spec, 1, Some(waker));
        worker.ask(5, Game::default(), Limits::depth(1));
        let answer = worker
            .wait_answer(Duration::from_secs(5))
            .expect("an answer");
        assert_eq!(answer.id, 5);
        assert!(matches!(answer.result, Err(EngineError::NotStarted { .. })));
        worker.ask(6, Game::default(), Limits::depth(1));
        assert_eq!(worker.wait_answer(Duration::from_secs(5)).unwrap().id, 6);
        // The waker runs just after the answer is sent.
        let deadline = Instant::now() + Duration::from_secs(2);
        while woken.load(Ordering::Relaxed) < 2 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(woken.load(Ordering::Relaxed), 2, "woken once per answer");
    }
}
