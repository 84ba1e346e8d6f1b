//! A fake lichess on loopback (`127.0.0.1:0`) for the tests: HTTP/1.1, every answer closing its
//! connection, streams as chunked NDJSON, short requests answered with JSON. It records every
//! request it gets, headers and body, so a test can check the bearer token and that it is
//! nowhere else. Every loop in it is bounded: by the fake's drop, by the client going away, or
//! by [`PATIENCE`].
//!
//! It plays a scenario, a small text script (ONLINE.md §4.3). Lines before any `@` queue the
//! answers of short requests; `@ METHOD PATH` begins the script of a stream at that path:
//!
//! ```text
//! = 429                          the next short request is answered 429 (at the top), or
//!                                the stream's next connection is (in a stream's script)
//! = 400 {"error":"Not your turn"}
//! @ GET /api/board/game/stream/abc
//! < {"type":"gameFull",…}        a line on the stream
//! ~                              a keep-alive (an empty line)
//! … 2s                           silence (also `... 300ms`)
//! > POST /api/board/game/abc/move/e2e4   wait until the client has sent it (form body after
//!                                a space: `> POST /api/challenge/bob clock.limit=600&rated=false`)
//! ! drop                         the socket closed without HTTP's end
//! ! end                          the stream ended as HTTP ends a body (its last chunk)
//! ! flood                        one endless line, until the client goes away or reconnects
//! ? premove                      wait until the test opens the gate of that name
//!                                ([`FakeLichess::open`]): for what the client does without
//!                                a request, such as a premove held
//! ```
//!
//! A stream's script is shared by its connections: a new connection to the path takes over
//! where the last one was (the old one is closed), so `… 2s` then a line is a silent stream
//! the client gives up on, then a line on the connection it opens again. At the end of its
//! script a stream stays open, a keep-alive every 50 ms, until the client goes away.
//! Short requests with no queued answer get lichess's usual: `GET /api/account` the account
//! `annabella`, `POST /api/token` a token, `DELETE /api/token` 204, a challenge its id, the
//! rest `{"ok":true}`.
//!
//! End-to-end tests run the built binary with `ANNABELLA_LICHESS_URL` set to [`FakeLichess::url`]:
//! the fake lives on the test's own threads, so no second program is needed.

use std::{
    collections::{HashMap, VecDeque},
    io::{Read, Write},
    net::{Shutdown, TcpListener, TcpStream},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use super::PATIENCE;

/// The token the fake's `POST /api/token` hands out.
pub const ISSUED_TOKEN: &str = "lip_issuedByTheFake";

/// The event that game `g1` has begun: a rapid casual game of Annabella (White) against Bob, 1500.
pub const G1_START: &str = r#"{"type":"gameStart","game":{"gameId":"g1","fullId":"g1abcd","color":"white","isMyTurn":true,"rated":false,"speed":"rapid","opponent":{"id":"bob","username":"Bob","rating":1500},"compat":{"board":true,"bot":false}}}"#;

/// Game `g1` whole, at 15+10, its `moves` (UCI) made, both clocks full.
pub fn g1_full(moves: &str) -> String {
    format!(
        r#"{{"type":"gameFull","id":"g1","rated":false,"speed":"rapid","white":{{"id":"annabella","name":"Annabella","rating":1480}},"black":{{"id":"bob","name":"Bob","rating":1500}},"initialFen":"startpos","clock":{{"initial":900000,"increment":10000}},"state":{{"type":"gameState","moves":"{moves}","wtime":900000,"btime":900000,"winc":10000,"binc":10000,"status":"started"}}}}"#
    )
}

/// A state of game `g1`: its `moves`, the clocks a little down, `end` after the status (a
/// winner, say).
pub fn g1_state(moves: &str, end: &str) -> String {
    format!(
        r#"{{"type":"gameState","moves":"{moves}","wtime":880000,"btime":870000,"winc":10000,"binc":10000,"status":"started"{end}}}"#
    )
}

/// A last `state` (`g1_state` or `c1_state`) of a game Bob resigned after `moves`: White won.
pub fn resigned(state: fn(&str, &str) -> String, moves: &str) -> String {
    state(moves, r#","winner":"white""#).replace(r#""status":"started""#, r#""status":"resign""#)
}

/// The one record `--record` wrote into `dir`: its text, and each line's stream and lichess's
/// type of the line it kept (`("game", "gameFull")`), in order.
pub fn recorded(dir: &std::path::Path) -> (String, Vec<(String, String)>) {
    let files: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().collect();
    assert_eq!(files.len(), 1, "one record");
    let record = std::fs::read_to_string(files[0].path()).unwrap();
    let kinds = record
        .lines()
        .map(|line| {
            let entry: serde_json::Value = serde_json::from_str(line).unwrap();
            let kept: serde_json::Value =
                serde_json::from_str(entry["line"].as_str().unwrap()).unwrap();
            (
                entry["stream"].as_str().unwrap().to_string(),
                kept["type"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    (record, kinds)
}

/// The event that correspondence game `c1` has begun: Annabella (White) against Bob, 3 days a
/// move.
pub const C1_START: &str = r#"{"type":"gameStart","game":{"gameId":"c1","fullId":"c1abcd","color":"white","isMyTurn":true,"rated":false,"speed":"correspondence","secondsLeft":259200,"opponent":{"id":"bob","username":"Bob","rating":1500},"compat":{"board":true,"bot":false}}}"#;

/// Correspondence game `c1` whole, its `moves` made: no clock, 3 days a move, and lichess's
/// correspondence clock (the time left for each side's move, the whole 3 days once it moved).
pub fn c1_full(moves: &str) -> String {
    format!(
        r#"{{"type":"gameFull","id":"c1","rated":false,"speed":"correspondence","daysPerTurn":3,"white":{{"id":"annabella","name":"Annabella","rating":1480}},"black":{{"id":"bob","name":"Bob","rating":1500}},"initialFen":"startpos","state":{}}}"#,
        c1_state(moves, "")
    )
}

/// A state of game `c1`: its `moves`, both sides with their 3 days, `end` after the status.
pub fn c1_state(moves: &str, end: &str) -> String {
    format!(
        r#"{{"type":"gameState","moves":"{moves}","wtime":259200000,"btime":259200000,"winc":0,"binc":0,"status":"started"{end}}}"#
    )
}

/// One request the fake got.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    /// The path with its query.
    pub path: String,
    /// Header names in lower case, in order.
    pub headers: Vec<(String, String)>,
    pub body: String,
    pub at: Instant,
}

impl Recorded {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    /// The form body, decoded.
    pub fn form(&self) -> Vec<(String, String)> {
        form_fields(&self.body)
    }

    /// The form's field `name`.
    pub fn field(&self, name: &str) -> Option<String> {
        self.form()
            .into_iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value)
    }

    /// The request as one text: the method, the path, every header, the body.
    pub fn whole(&self) -> String {
        let mut text = format!("{} {}\n", self.method, self.path);
        for (key, value) in &self.headers {
            text.push_str(&format!("{key}: {value}\n"));
        }
        text.push_str(&self.body);
        text
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Step {
    Line(String),
    KeepAlive,
    Silence(Duration),
    Expect {
        method: String,
        path: String,
        body: Option<String>,
    },
    Drop,
    End,
    Flood,
    Reply(u16, String),
    Gate(String),
}

/// A stream's script and where its connections have got to.
struct StreamScript {
    steps: Vec<Step>,
    next: usize,
    /// The connection that owns the script now (the latest); older ones close.
    owner: u64,
    connections: usize,
    /// Connections the client closed (seen as a failed write).
    closed_by_client: usize,
}

struct State {
    requests: Vec<Recorded>,
    /// How many recorded requests each `>` step has used up, by index.
    matched: Vec<bool>,
    replies: VecDeque<(u16, String)>,
    streams: HashMap<(String, String), StreamScript>,
    problems: Vec<String>,
    next_connection: u64,
    /// The gates the test has opened.
    opened: Vec<String>,
}

struct Shared {
    state: Mutex<State>,
    stopped: AtomicBool,
}

/// The fake server; dropped, it stops and closes every connection.
pub struct FakeLichess {
    url: String,
    shared: Arc<Shared>,
    accepting: Option<JoinHandle<()>>,
}

impl FakeLichess {
    /// Starts the fake playing `scenario`.
    pub fn start(scenario: &str) -> FakeLichess {
        let Scenario {
            replies,
            streams,
            problems,
        } = parse(scenario);
        let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
        listener.set_nonblocking(true).expect("non-blocking");
        let url = format!("http://{}", listener.local_addr().expect("its address"));
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                requests: Vec::new(),
                matched: Vec::new(),
                replies,
                streams,
                problems,
                next_connection: 0,
                opened: Vec::new(),
            }),
            stopped: AtomicBool::new(false),
        });
        let accepting = {
            let shared = shared.clone();
            thread::spawn(move || {
                while !shared.stopped.load(Ordering::SeqCst) {
                    match listener.accept() {
                        Ok((connection, _)) => {
                            let shared = shared.clone();
                            thread::spawn(move || serve(&shared, connection));
                        }
                        Err(_) => thread::sleep(Duration::from_millis(5)),
                    }
                }
            })
        };
        FakeLichess {
            url,
            shared,
            accepting: Some(accepting),
        }
    }

    /// The base URL, `http://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        self.url.clone()
    }

    /// Every request so far, in the order they came.
    pub fn requests(&self) -> Vec<Recorded> {
        self.state().requests.clone()
    }

    /// The requests to `method path` so far.
    pub fn requests_to(&self, method: &str, path: &str) -> Vec<Recorded> {
        self.requests()
            .into_iter()
            .filter(|r| r.method == method && r.path == path)
            .collect()
    }

    /// Waits (within [`PATIENCE`]) for the `n`-th request (from 1) to `method path`.
    pub fn wait_for(&self, method: &str, path: &str, n: usize) -> Recorded {
        let start = Instant::now();
        loop {
            if let Some(found) = self.requests_to(method, path).into_iter().nth(n - 1) {
                return found;
            }
            assert!(
                start.elapsed() < PATIENCE,
                "the fake lichess never got request {n} to {method} {path}; it got: {:?}",
                self.requests()
                    .iter()
                    .map(|r| format!("{} {}", r.method, r.path))
                    .collect::<Vec<_>>()
            );
            thread::sleep(Duration::from_millis(5));
        }
    }

    /// How many connections the stream at `method path` has had.
    pub fn connections(&self, method: &str, path: &str) -> usize {
        self.state()
            .streams
            .get(&(method.to_string(), path.to_string()))
            .map_or(0, |s| s.connections)
    }

    /// How many of them the client closed.
    pub fn closed_by_client(&self, method: &str, path: &str) -> usize {
        self.state()
            .streams
            .get(&(method.to_string(), path.to_string()))
            .map_or(0, |s| s.closed_by_client)
    }

    /// Opens the gate `name`: a stream waiting at `? name` goes on.
    pub fn open(&self, name: &str) {
        self.state().opened.push(name.to_string());
    }

    /// What went wrong in the scenario: a line it could not read, a request it waited for in
    /// vain.
    pub fn problems(&self) -> Vec<String> {
        self.state().problems.clone()
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.shared.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Drop for FakeLichess {
    fn drop(&mut self) {
        self.shared.stopped.store(true, Ordering::SeqCst);
        if let Some(accepting) = self.accepting.take() {
            let _ = accepting.join();
        }
    }
}

fn lock(shared: &Shared) -> std::sync::MutexGuard<'_, State> {
    shared.state.lock().unwrap_or_else(|e| e.into_inner())
}

/// A scenario read: the answers of short requests, the streams' scripts, the lines that could
/// not be read.
struct Scenario {
    replies: VecDeque<(u16, String)>,
    streams: HashMap<(String, String), StreamScript>,
    problems: Vec<String>,
}

fn parse(scenario: &str) -> Scenario {
    let mut replies = VecDeque::new();
    let mut streams = HashMap::new();
    let mut problems = Vec::new();
    let mut current: Option<(String, String)> = None;
    for line in scenario.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(rest) = line.strip_prefix("@ ") {
            let (method, path) = rest.split_once(' ').unwrap_or(("GET", rest));
            let key = (method.to_string(), path.trim().to_string());
            streams.entry(key.clone()).or_insert(StreamScript {
                steps: Vec::new(),
                next: 0,
                owner: 0,
                connections: 0,
                closed_by_client: 0,
            });
            current = Some(key);
            continue;
        }
        let Some(step) = step_of(line) else {
            problems.push(format!("a scenario line the fake cannot read: {line}"));
            continue;
        };
        match (&current, step) {
            (None, Step::Reply(status, body)) => replies.push_back((status, body)),
            (None, _) => problems.push(format!("a stream's step before any `@`: {line}")),
            (Some(key), step) => {
                if let Some(script) = streams.get_mut(key) {
                    script.steps.push(step);
                }
            }
        }
    }
    Scenario {
        replies,
        streams,
        problems,
    }
}

fn step_of(line: &str) -> Option<Step> {
    let (head, rest) = line.split_once(' ').unwrap_or((line, ""));
    let rest = rest.trim();
    Some(match head {
        "<" => Step::Line(rest.to_string()),
        "~" => Step::KeepAlive,
        "…" | "..." => Step::Silence(duration(rest)?),
        ">" => {
            let mut words = rest.splitn(3, ' ');
            Step::Expect {
                method: words.next()?.to_string(),
                path: words.next()?.to_string(),
                body: words.next().map(str::to_string),
            }
        }
        "!" => match rest.split_once(' ').unwrap_or((rest, "")) {
            ("drop", _) => Step::Drop,
            ("end", _) => Step::End,
            ("flood", _) => Step::Flood,
            _ => return None,
        },
        "?" => Step::Gate(rest.to_string()),
        "=" => {
            let (status, body) = rest.split_once(' ').unwrap_or((rest, ""));
            Step::Reply(status.parse().ok()?, body.to_string())
        }
        _ => return None,
    })
}

/// `300ms`, `2s`.
fn duration(text: &str) -> Option<Duration> {
    if let Some(ms) = text.strip_suffix("ms") {
        return ms.parse().ok().map(Duration::from_millis);
    }
    text.strip_suffix('s')?
        .parse::<f64>()
        .ok()
        .map(Duration::from_secs_f64)
}

/// One connection: its request read, recorded and answered.
fn serve(shared: &Shared, mut connection: TcpStream) {
    let _ = connection.set_nonblocking(false);
    let _ = connection.set_read_timeout(Some(Duration::from_secs(10)));
    let Some(request) = read_request(&mut connection) else {
        return;
    };
    let key = (request.method.clone(), request.path.clone());
    let streamed = {
        let mut state = lock(shared);
        state.requests.push(request.clone());
        state.matched.push(false);
        state.streams.contains_key(&key)
    };
    if streamed {
        stream(shared, connection, &key);
    } else {
        let (status, body) = lock(shared)
            .replies
            .pop_front()
            .unwrap_or_else(|| usual_answer(&request));
        let _ = write!(
            connection,
            "HTTP/1.1 {status} {}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            reason(status),
            body.len()
        );
        let _ = connection.flush();
        let _ = connection.shutdown(Shutdown::Write);
    }
}

fn usual_answer(request: &Recorded) -> (u16, String) {
    match (request.method.as_str(), request.path.as_str()) {
        ("GET", "/api/account") => (
            200,
            r#"{"id":"annabella","username":"Annabella","perfs":{}}"#.into(),
        ),
        ("POST", "/api/token") => (
            200,
            format!(
                r#"{{"token_type":"Bearer","access_token":"{ISSUED_TOKEN}","expires_in":31536000}}"#
            ),
        ),
        ("DELETE", "/api/token") => (204, String::new()),
        ("POST", "/api/challenge/ai") => (201, r#"{"id":"aigame01","variant":{}}"#.into()),
        ("POST", "/api/board/seek") => (200, r#"{"id":"seek0001"}"#.into()),
        ("POST", path)
            if path.starts_with("/api/challenge/")
                && !path.ends_with("/accept")
                && !path.ends_with("/decline")
                && !path.ends_with("/cancel") =>
        {
            (
                200,
                r#"{"id":"chall001","url":"x","status":"created"}"#.into(),
            )
        }
        _ => (200, r#"{"ok":true}"#.into()),
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        404 => "Not Found",
        429 => "Too Many Requests",
        _ => "Status",
    }
}

/// The request on `connection`: its head (64 KiB at most) and its body (by its length, 1 MiB
/// at most).
fn read_request(connection: &mut TcpStream) -> Option<Recorded> {
    let mut bytes = Vec::new();
    let mut buffer = [0; 4096];
    let head_end = loop {
        if let Some(end) = bytes.windows(4).position(|w| w == b"\r\n\r\n") {
            break end;
        }
        if bytes.len() > 64 * 1024 {
            return None;
        }
        let read = connection.read(&mut buffer).ok()?;
        if read == 0 {
            return None;
        }
        bytes.extend_from_slice(&buffer[..read]);
    };
    let head = String::from_utf8_lossy(&bytes[..head_end]).into_owned();
    let mut lines = head.split("\r\n");
    let mut first = lines.next()?.split(' ');
    let method = first.next()?.to_string();
    let path = first.next()?.to_string();
    let headers: Vec<(String, String)> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let length = headers
        .iter()
        .find(|(k, _)| k == "content-length")
        .and_then(|(_, v)| v.parse::<usize>().ok())
        .unwrap_or(0)
        .min(1 << 20);
    let mut body = bytes[head_end + 4..].to_vec();
    while body.len() < length {
        let read = connection.read(&mut buffer).ok()?;
        if read == 0 {
            break;
        }
        body.extend_from_slice(&buffer[..read]);
    }
    Some(Recorded {
        method,
        path,
        headers,
        body: String::from_utf8_lossy(&body).into_owned(),
        at: Instant::now(),
    })
}

/// A stream's connection, playing its script from where the last connection left it.
fn stream(shared: &Shared, mut connection: TcpStream, key: &(String, String)) {
    let me = {
        let mut state = lock(shared);
        state.next_connection += 1;
        let me = state.next_connection;
        let Some(script) = state.streams.get_mut(key) else {
            return;
        };
        script.owner = me;
        script.connections += 1;
        // A connection opened on a `=` step is answered with it, not streamed.
        if let Some(Step::Reply(status, body)) = script.steps.get(script.next).cloned() {
            script.next += 1;
            drop(state);
            let _ = write!(
                connection,
                "HTTP/1.1 {status} {}\r\nContent-Type: application/json\r\n\
                 Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
                reason(status),
                body.len()
            );
            let _ = connection.shutdown(Shutdown::Write);
            return;
        }
        me
    };
    let head = "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\n\
                Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n";
    if connection.write_all(head.as_bytes()).is_err() {
        return;
    }
    let owned = |shared: &Shared| {
        !shared.stopped.load(Ordering::SeqCst)
            && lock(shared).streams.get(key).is_some_and(|s| s.owner == me)
    };
    let client_closed = |shared: &Shared| {
        if let Some(script) = lock(shared).streams.get_mut(key) {
            script.closed_by_client += 1;
        }
    };
    loop {
        if !owned(shared) {
            let _ = connection.shutdown(Shutdown::Both);
            return;
        }
        let step = {
            let mut state = lock(shared);
            let Some(script) = state.streams.get_mut(key) else {
                return;
            };
            match script.steps.get(script.next).cloned() {
                // The next connection's answer: this one ends here.
                Some(Step::Reply(..)) => None,
                Some(step) => {
                    script.next += 1;
                    Some(step)
                }
                None => None,
            }
        };
        let written = match step {
            Some(Step::Line(line)) => chunk(&mut connection, format!("{line}\n").as_bytes()),
            Some(Step::KeepAlive) => chunk(&mut connection, b"\n"),
            Some(Step::Silence(length)) => {
                let until = Instant::now() + length;
                while Instant::now() < until && owned(shared) {
                    thread::sleep(Duration::from_millis(5));
                }
                true
            }
            Some(Step::Expect { method, path, body }) => {
                expect(shared, &method, &path, body.as_deref());
                true
            }
            Some(Step::Drop) => {
                let _ = connection.shutdown(Shutdown::Both);
                return;
            }
            Some(Step::End) => {
                let _ = connection.write_all(b"0\r\n\r\n");
                let _ = connection.shutdown(Shutdown::Write);
                return;
            }
            Some(Step::Flood) => {
                let block = vec![b'x'; 16 * 1024];
                let start = Instant::now();
                let mut ok = true;
                while ok && owned(shared) && start.elapsed() < PATIENCE {
                    ok = chunk(&mut connection, &block);
                }
                ok
            }
            Some(Step::Reply(..)) => true,
            Some(Step::Gate(name)) => {
                wait_at_gate(shared, &name);
                true
            }
            None => {
                let at_reply = lock(shared)
                    .streams
                    .get(key)
                    .is_some_and(|s| matches!(s.steps.get(s.next), Some(Step::Reply(..))));
                if at_reply {
                    let _ = connection.write_all(b"0\r\n\r\n");
                    let _ = connection.shutdown(Shutdown::Write);
                    return;
                }
                // The script is done: keep the stream alive until the client goes.
                thread::sleep(Duration::from_millis(50));
                chunk(&mut connection, b"\n")
            }
        };
        if !written {
            client_closed(shared);
            return;
        }
    }
}

/// Waits (within [`PATIENCE`]) for a request not yet matched to `method path` (and `body`).
fn expect(shared: &Shared, method: &str, path: &str, body: Option<&str>) {
    let start = Instant::now();
    while !shared.stopped.load(Ordering::SeqCst) {
        {
            let mut state = lock(shared);
            let State {
                requests, matched, ..
            } = &mut *state;
            let found = requests.iter().zip(matched.iter_mut()).find(|(r, used)| {
                !**used
                    && r.method == method
                    && r.path == path
                    && body.is_none_or(|body| form_fields(body) == form_fields(&r.body))
            });
            if let Some((_, used)) = found {
                *used = true;
                return;
            }
            if start.elapsed() > PATIENCE {
                state
                    .problems
                    .push(format!("never got {method} {path} {}", body.unwrap_or("")));
                return;
            }
        }
        thread::sleep(Duration::from_millis(5));
    }
}

/// Waits (within [`PATIENCE`]) for the test to open the gate `name`.
fn wait_at_gate(shared: &Shared, name: &str) {
    let start = Instant::now();
    while !shared.stopped.load(Ordering::SeqCst) {
        {
            let mut state = lock(shared);
            if state.opened.iter().any(|opened| opened == name) {
                return;
            }
            if start.elapsed() > PATIENCE {
                state
                    .problems
                    .push(format!("the gate {name} was never opened"));
                return;
            }
        }
        thread::sleep(Duration::from_millis(5));
    }
}

/// Writes one chunk of a chunked body: whether the client still reads.
fn chunk(connection: &mut TcpStream, data: &[u8]) -> bool {
    let mut bytes = format!("{:x}\r\n", data.len()).into_bytes();
    bytes.extend_from_slice(data);
    bytes.extend_from_slice(b"\r\n");
    connection
        .write_all(&bytes)
        .and_then(|()| connection.flush())
        .is_ok()
}

/// `a=1&b=x+y` decoded, in order.
pub fn form_fields(body: &str) -> Vec<(String, String)> {
    body.split('&')
        .filter(|f| !f.is_empty())
        .map(|field| {
            let (key, value) = field.split_once('=').unwrap_or((field, ""));
            (decode(key), decode(value))
        })
        .collect()
}

fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let escaped = bytes
            .get(i + 1..i + 3)
            .filter(|_| bytes[i] == b'%')
            .and_then(|hex| std::str::from_utf8(hex).ok())
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match (bytes[i], escaped) {
            (_, Some(byte)) => {
                out.push(byte);
                i += 2;
            }
            (b'+', None) => out.push(b' '),
            (byte, None) => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}
