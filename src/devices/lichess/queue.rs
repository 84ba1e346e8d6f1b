//! The one queue of short requests. lichess asks clients to "only make one request at a time",
//! so every move, offer, challenge and account look-up goes through this one thread in the
//! order asked. A 429 pauses the queue: a minute the first time, twice as long after each
//! further one up to ten minutes, back to a minute after a request that went through. lichess
//! sends no `Retry-After`, so the wait is ours.

use std::{
    collections::VecDeque,
    sync::mpsc::{self, Receiver, RecvTimeoutError, Sender},
    thread,
    time::{Duration, Instant},
};

use annabella_core::online::RequestError;

use super::client::{Client, Request};

/// What a request came to: its body or why not, and, when lichess asked us to slow down, how
/// long the queue now waits.
pub(super) struct Answer {
    pub result: Result<String, RequestError>,
    pub paused: Option<Duration>,
}

type Reply = Box<dyn FnOnce(Answer) + Send>;

struct Job {
    request: Request,
    /// A caller waits for it until then: past it, the request is not sent (answered
    /// `RateLimited` when the pause is why).
    deadline: Option<Instant>,
    reply: Reply,
}

/// A handle on the queue's thread; the thread ends when the last handle is dropped (after the
/// request it is sending, which is bounded by the client's request timeout).
#[derive(Clone)]
pub(super) struct Queue {
    jobs: Sender<Job>,
}

impl Queue {
    /// Starts the queue's thread. Should no thread start, the receiver is dropped with it, and
    /// every request is answered at once that the queue has stopped.
    pub fn start(client: Client) -> Queue {
        let (jobs, queue) = mpsc::channel();
        let _ = thread::Builder::new()
            .name("lichess-requests".into())
            .spawn(move || run(&client, &queue));
        Queue { jobs }
    }

    /// Sends `request` in its turn; `reply` is called on the queue's thread with the answer.
    pub fn send(&self, request: Request, reply: impl FnOnce(Answer) + Send + 'static) {
        self.push(request, None, Box::new(reply));
    }

    /// Sends `request` in its turn and waits for the answer, `within` at most (then
    /// `Network`, "no answer"); when the queue is paused past `within`, the request is not
    /// sent and the answer is `RateLimited` at once.
    pub fn ask(&self, request: Request, within: Duration) -> Result<String, RequestError> {
        let (sender, answer) = mpsc::channel();
        let deadline = Instant::now() + within;
        self.push(
            request,
            Some(deadline),
            Box::new(move |answer: Answer| {
                let _ = sender.send(answer.result);
            }),
        );
        match answer.recv_timeout(within + Duration::from_secs(1)) {
            Ok(result) => result,
            Err(_) => Err(RequestError::Network {
                reason: format!("no answer in {} s", within.as_secs()),
            }),
        }
    }

    fn push(&self, request: Request, deadline: Option<Instant>, reply: Reply) {
        let job = Job {
            request,
            deadline,
            reply,
        };
        if let Err(mpsc::SendError(job)) = self.jobs.send(job) {
            (job.reply)(Answer {
                result: Err(RequestError::Network {
                    reason: "the request queue has stopped".into(),
                }),
                paused: None,
            });
        }
    }
}

/// The queue's thread: one request at a time, pauses waited out while new jobs queue behind.
fn run(client: &Client, queue: &Receiver<Job>) {
    let agent = client.short_agent();
    let options = client.options();
    let mut waiting: VecDeque<Job> = VecDeque::new();
    let mut paused_until: Option<Instant> = None;
    let mut next_pause = options.rate_limit_first;
    loop {
        let job = match waiting.pop_front() {
            Some(job) => job,
            None => match queue.recv() {
                Ok(job) => job,
                Err(_) => return,
            },
        };
        if let Some(until) = paused_until {
            if job.deadline.is_some_and(|deadline| deadline < until) {
                (job.reply)(Answer {
                    result: Err(RequestError::RateLimited),
                    paused: None,
                });
                continue;
            }
            // Wait out the pause; what is asked meanwhile queues behind this job.
            loop {
                let now = Instant::now();
                if now >= until {
                    break;
                }
                match queue.recv_timeout(until - now) {
                    Ok(next) => waiting.push_back(next),
                    Err(RecvTimeoutError::Timeout) => break,
                    Err(RecvTimeoutError::Disconnected) => return,
                }
            }
            paused_until = None;
        }
        if job
            .deadline
            .is_some_and(|deadline| deadline < Instant::now())
        {
            // The caller has stopped waiting.
            continue;
        }
        let result = client.send(&agent, &job.request);
        let paused = match &result {
            Err(RequestError::RateLimited) => {
                let pause = next_pause;
                paused_until = Some(Instant::now() + pause);
                next_pause = (pause * 2).min(options.rate_limit_most);
                Some(pause)
            }
            _ => {
                next_pause = options.rate_limit_first;
                None
            }
        };
        (job.reply)(Answer { result, paused });
    }
}
