//! Key press to first sound, through the real speech path: the player, who was listening to a
//! square being read, types a move; the session answers, the chatter is cut and the announcement
//! handed to the system's speech (Speech Dispatcher + espeak-ng on Linux), which reports when its
//! output begins. Target: under 50 ms. Needs a speech service and a sound server (`scripts/test`
//! starts a PulseAudio null sink); without them the bench says so and measures nothing.
//!
//! The window adds only its event dispatch (a frame begins with the keys), so this is the path.
//!
//! Also here: an online opponent's move, from lichess's line on the socket to its words handed
//! to the speech (`online`), which runs without a speech service.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails

use annabella::devices::speech::{Speaker, SystemSpeaker};
use std::time::{Duration, Instant};

use annabella_core::session::{Input, Session, Setup};
use criterion::{Criterion, criterion_group, criterion_main};

const CHATTER: &str = "Eva zwei, weißer Bauer. Eva drei, leer. Eva vier, leer. Eva fünf, leer.";

/// One key press: from the typed move to the service beginning to say it. The chatter cut is in
/// `chatter_language`: "de" as the move, or "en" — an English interface, whose sentences and
/// the German move words are said by two voices, so the voice changes for the move.
fn key_to_first_sound(speaker: &mut SystemSpeaker, chatter_language: &str) -> Option<Duration> {
    speaker.speak(CHATTER, chatter_language);
    std::thread::sleep(Duration::from_millis(300));
    let mut session = Session::new(Setup::default()).expect("standard start");
    let pressed = Instant::now();
    let effects = session.handle(Input::Text("e4".into()), Duration::ZERO);
    let words = effects.iter().find_map(|e| session.words_of(e))?;
    speaker.stop();
    let handed_over = pressed.elapsed();
    speaker.speak(&words, "de");
    while pressed.elapsed() < Duration::from_secs(5) {
        if let Some(began) = speaker.began_after() {
            return Some(handed_over + began);
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    None
}

fn first_sound(c: &mut Criterion) {
    let opened = Instant::now();
    let mut speaker = match SystemSpeaker::open() {
        Ok(speaker) => speaker,
        Err(reason) => {
            eprintln!("first_sound: skipped, no speech thread ({reason})");
            return;
        }
    };
    // Cold start: the first text handed over as soon as the speech is opened, as the window
    // greets the player; until the service begins to say it. (Where Speech Dispatcher is not
    // running yet, this includes starting it.)
    speaker.speak("Neue Partie.", "de");
    while opened.elapsed() < Duration::from_secs(10) && speaker.began_after().is_none() {
        std::thread::sleep(Duration::from_micros(500));
    }
    if speaker.began_after().is_some() {
        eprintln!("open → first sound: {:?}", opened.elapsed());
    }
    if !speaker.wait_connected(Duration::from_secs(10)) {
        eprintln!(
            "first_sound: skipped, no speech service ({:?})",
            speaker.take_notice()
        );
        return;
    }
    // As the window does at start: both languages' voices readied before the first move.
    speaker.prepare(&["de".to_string(), "en".to_string()]);
    if !speaker.wait_voiced(&["de", "en"], Duration::from_secs(30)) {
        eprintln!("first_sound: the voices were not readied in 30 s; measuring anyway");
    }
    for chatter_language in ["de", "en"] {
        let mut times: Vec<Duration> = (0..20)
            .filter_map(|_| key_to_first_sound(&mut speaker, chatter_language))
            .collect();
        if times.is_empty() {
            eprintln!("first_sound: skipped, the speech service never began (no sound server?)");
            return;
        }
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
        eprintln!(
            "key → first sound after {chatter_language} chatter, over {} presses: p50 {:?}, p90 {:?}, max {:?}",
            times.len(),
            at(0.5),
            at(0.9),
            times.last().unwrap()
        );
    }
    let mut group = c.benchmark_group("speech");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    group.bench_function("key_to_first_sound", |b| {
        b.iter_custom(|iters| {
            (0..iters)
                .map(|_| key_to_first_sound(&mut speaker, "en").unwrap_or(Duration::from_secs(5)))
                .sum()
        })
    });
    group.finish();
}

/// The opponent's move online: from the moment a lichess game stream's line is written on its
/// socket to the moment its words are handed to the outputs (the speech and the screen), through
/// the connection's stream thread, the shell's waker, the driver and the session — what the
/// player waits for beyond the speech path measured above. Goal: the two together ≤ 15 ms at p50.
mod online {
    use std::{
        io::{BufRead, BufReader, Read, Write},
        net::{TcpListener, TcpStream},
        sync::{Arc, Mutex, mpsc},
        thread,
        time::{Duration, Instant},
    };

    use annabella::devices::lichess::{Client, GameLink, Lichess};
    use annabella::devices::speech::Waker;
    use annabella::driver::{Driver, Prompt, Recorder, Remote, Time};
    use annabella::stores::lichess_token::Token;
    use annabella_core::online::{Incoming, Outgoing, game, wire::GameLine};
    use annabella_core::session::{Input, Session, Setup};

    /// A game stream on loopback whose lines the bench writes, one chunk each; every other
    /// request is answered `{"ok":true}`.
    fn serve() -> (String, mpsc::Sender<String>) {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let (lines, written) = mpsc::channel::<String>();
        let written = Arc::new(Mutex::new(written));
        thread::spawn(move || {
            for connection in listener.incoming().flatten() {
                let written = written.clone();
                thread::spawn(move || answer(connection, &written));
            }
        });
        (url, lines)
    }

    fn answer(connection: TcpStream, written: &Mutex<mpsc::Receiver<String>>) {
        connection.set_nodelay(true).unwrap();
        let mut reader = BufReader::new(connection.try_clone().unwrap());
        let mut head = String::new();
        let mut length = 0;
        loop {
            let mut line = String::new();
            if reader.read_line(&mut line).unwrap_or(0) == 0 {
                return;
            }
            if let Some(value) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                length = value.trim().parse().unwrap_or(0);
            }
            let end = line == "\r\n";
            head.push_str(&line);
            if end {
                break;
            }
        }
        let mut body = vec![0; length];
        let _ = reader.read_exact(&mut body);
        let mut out = connection;
        if head.starts_with("GET /api/board/game/stream/") {
            let _ = out.write_all(
                b"HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n",
            );
            let _ = out.flush();
            while let Ok(line) = written.lock().unwrap().recv() {
                let chunk = format!("{:x}\r\n{line}\n\r\n", line.len() + 1);
                if out
                    .write_all(chunk.as_bytes())
                    .and_then(|()| out.flush())
                    .is_err()
                {
                    return;
                }
            }
        } else {
            let body = r#"{"ok":true}"#;
            let _ = out.write_all(
                format!(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                    body.len()
                )
                .as_bytes(),
            );
        }
    }

    struct Link(GameLink);

    impl Remote for Link {
        fn send(&mut self, id: u64, request: Outgoing) {
            self.0.send(id, &request);
        }
        fn incoming(&mut self) -> Vec<Incoming> {
            self.0.incoming()
        }
        fn set_waker(&mut self, _: Waker) {}
    }

    const FULL: &str = r#"{"type":"gameFull","id":"b1","rated":false,"clock":{"initial":900000,"increment":10000},"white":{"id":"annabella","name":"Annabella"},"black":{"id":"bob","name":"Bob"},"initialFen":"startpos","state":{"type":"gameState","moves":"","wtime":900000,"btime":900000,"winc":10000,"binc":10000,"status":"started"}}"#;

    /// Our knight out and back, the opponent's likewise: each reply is a new position for
    /// three rounds (fivefold repetition, which ends a game, needs five).
    const ROUND: [(&str, &str, &str); 2] = [("Nf3", "g1f3", "g8f6"), ("Ng1", "f3g1", "f6g8")];

    /// One game of six replies: the time from each reply's line written to its words said. (The
    /// game is set up from its `gameFull` as `annabella online` does; the stream then brings
    /// only the states.)
    fn game(times: &mut Vec<Duration>) {
        let (url, lines) = serve();
        let (woke, woken) = mpsc::channel();
        let waker: Waker = Arc::new(move || {
            let _ = woke.send(());
        });
        let lichess = Lichess::new(Client::new(&url, Some(Token::parse("lip_bench").unwrap())));
        let link = lichess.play("b1", Some(waker));
        let Ok(GameLine::GameFull(full)) = GameLine::parse(FULL) else {
            unreachable!()
        };
        let setup = game::setup(&full, "annabella", &Setup::default()).unwrap();
        let mut driver = Driver::new(Session::new(setup).unwrap(), Time::Real(Instant::now()));
        let recorder = Recorder::new();
        driver.add_output(Box::new(recorder.clone()));
        driver.set_remote(Box::new(Link(link)));
        let until = |driver: &mut Driver, count: usize| {
            let asked = Instant::now();
            while recorder.texts().len() < count && asked.elapsed() < Duration::from_secs(10) {
                let _ = woken.recv_timeout(Duration::from_millis(100));
                driver.answers();
            }
        };
        let mut moves: Vec<&str> = Vec::new();
        for _ in 0..3 {
            for (typed, ours, theirs) in ROUND {
                driver.handle(Input::Text(typed.into()), Prompt::Asked);
                moves.extend([ours, theirs]);
                let said = recorder.texts().len();
                let line = format!(
                    r#"{{"type":"gameState","moves":"{}","wtime":890000,"btime":890000,"winc":10000,"binc":10000,"status":"started"}}"#,
                    moves.join(" ")
                );
                // Our own move's echo first, unmeasured; then the reply.
                let echo = line.replace(&format!(" {theirs}\""), "\"");
                lines.send(echo).unwrap();
                let written = Instant::now();
                lines.send(line).unwrap();
                until(&mut driver, said + 1);
                times.push(written.elapsed());
            }
        }
    }

    pub fn opponent_move(c: &mut criterion::Criterion) {
        let mut times = Vec::new();
        for _ in 0..10 {
            game(&mut times);
        }
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
        eprintln!(
            "online: the opponent's line → its words handed to the speech, over {} moves: p50 {:?}, p90 {:?}, max {:?}",
            times.len(),
            at(0.5),
            at(0.9),
            times.last().unwrap()
        );
        let mut group = c.benchmark_group("online");
        group.sample_size(10);
        group.bench_function("opponent_line_to_words", |b| {
            b.iter_custom(|iters| {
                let mut times = Vec::new();
                while (times.len() as u64) < iters {
                    game(&mut times);
                }
                times.iter().take(iters as usize).sum()
            })
        });
        group.finish();
    }
}

criterion_group!(benches, first_sound, online::opponent_move);
criterion_main!(benches);
