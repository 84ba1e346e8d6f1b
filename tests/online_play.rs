//! An online game through the driver, the connection held by the test's hand: the player's
//! move goes to the connection once it is made, the server's lines come back through the
//! driver's answers and are said, and the game is journaled like any other, so a crash loses
//! nothing and the game is taken up where it stood.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use annabella::devices::speech::Waker;
use annabella::driver::{Begin, Driver, Prompt, Recorder, Remote, Time};
use annabella_core::online::{Incoming, Outgoing, game, wire::GameLine};
use annabella_core::session::{Input, Session, Setup};

use crate::common::data_dir;

/// The connection as the test holds it: what was sent, what is to arrive.
#[derive(Clone, Default)]
struct Hand {
    sent: Arc<Mutex<Vec<(u64, Outgoing)>>>,
    arriving: Arc<Mutex<Vec<Incoming>>>,
}

impl Hand {
    fn line(&self, line: &str) {
        self.arriving
            .lock()
            .unwrap()
            .push(Incoming::GameLine(line.to_string()));
    }

    fn sent(&self) -> Vec<Outgoing> {
        self.sent
            .lock()
            .unwrap()
            .iter()
            .map(|(_, r)| r.clone())
            .collect()
    }
}

impl Remote for Hand {
    fn send(&mut self, id: u64, request: Outgoing) {
        self.sent.lock().unwrap().push((id, request));
    }

    fn incoming(&mut self) -> Vec<Incoming> {
        std::mem::take(&mut *self.arriving.lock().unwrap())
    }

    fn set_waker(&mut self, _waker: Waker) {}
}

const FULL: &str = r#"{"type":"gameFull","id":"abc123","rated":false,"clock":{"initial":900000,"increment":10000},"white":{"id":"anna","name":"Anna","rating":1500},"black":{"id":"bob","name":"Bob","rating":1480},"initialFen":"startpos","state":{"type":"gameState","moves":"","wtime":900000,"btime":900000,"winc":10000,"binc":10000,"status":"started"}}"#;

fn state(moves: &str) -> String {
    format!(
        r#"{{"type":"gameState","moves":"{moves}","wtime":895000,"btime":890000,"winc":10000,"binc":10000,"status":"started"}}"#
    )
}

fn online_setup() -> Setup {
    let Ok(GameLine::GameFull(full)) = GameLine::parse(FULL) else {
        panic!("the gameFull line reads");
    };
    game::setup(&full, "anna", &Setup::default()).expect("Anna's game")
}

#[test]
fn the_opponents_move_is_said_and_the_game_is_taken_up_from_its_journal() {
    let dir = data_dir("online-journal");
    let session = Session::new(online_setup()).unwrap();
    let (mut driver, _, _) = Driver::begun(Begin::journaled(session, &dir));
    let recorder = Recorder::new();
    driver.add_output(Box::new(recorder.clone()));
    let hand = Hand::default();
    driver.set_remote(Box::new(hand.clone()));
    driver.set_time(Duration::ZERO);
    driver.greet();
    hand.line(FULL);
    assert!(driver.answers(), "the gameFull is news");

    driver.set_time(Duration::from_secs(4));
    driver.handle(Input::Text("e4".into()), Prompt::Asked);
    assert_eq!(
        hand.sent(),
        [Outgoing::Move {
            uci: "e2e4".into(),
            offering_draw: false
        }]
    );

    hand.line(&state("e2e4"));
    hand.line(&state("e2e4 c7c5"));
    driver.set_time(Duration::from_secs(9));
    assert!(driver.answers());
    assert!(
        recorder
            .texts()
            .iter()
            .any(|t| t.contains("Bauer Cäsar fünf")),
        "{:#?}",
        recorder.texts()
    );
    let path = driver.journal_path().expect("journaled").to_path_buf();
    drop(driver); // as a crash leaves it: nothing more written

    let begin = Begin::taken_up(&path, Vec::new()).expect("the journal is taken up");
    assert!(begin.resumed);
    let session = &begin.session;
    assert_eq!(session.game().plies().len(), 2);
    assert_eq!(
        session.setup().online.as_ref().map(|o| o.id.as_str()),
        Some("abc123")
    );
}

#[test]
fn a_request_with_no_connection_is_answered_as_not_sent() {
    let session = Session::new(online_setup()).unwrap();
    let (mut driver, recorder) = {
        let mut driver = Driver::new(session, Time::Manual(Duration::ZERO));
        let recorder = Recorder::new();
        driver.add_output(Box::new(recorder.clone()));
        (driver, recorder)
    };
    driver.greet();
    driver.set_time(Duration::from_secs(2));
    driver.handle(Input::Text("d4".into()), Prompt::Asked);
    assert!(driver.answers());
    let texts = recorder.texts();
    assert!(
        texts
            .iter()
            .any(|t| t.contains("Not connected to lichess: nothing was sent")),
        "{texts:#?}"
    );
    assert!(
        driver.session().game().plies().is_empty(),
        "the move not sent is taken back"
    );
}
