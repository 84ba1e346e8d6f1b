//! Logging in to lichess and out. Two ways in, each said step by step through a callback
//! ([`LoginStep`], with its words in `locales/ui`):
//!
//! - **OAuth 2 with PKCE** ([`login`]), as lichess recommends for a desktop app: no client
//!   registration (`client_id=annabella`), a random `code_verifier` and `state`, the S256 code
//!   challenge, the browser opened at `{base}/oauth?…` (through an [`Opener`]), the redirect
//!   caught on a loopback listener `http://127.0.0.1:{port}/` (RFC 8252) within a bounded wait,
//!   its `state` checked, `error=access_denied` heard as the player's "no", then the code
//!   exchanged for a token (`POST /api/token`). lichess gives no refresh token: a token lasts
//!   about a year, then the player logs in again.
//! - **A personal token** pasted ([`use_token`]): checked for its form, then with lichess.
//!
//! Either token is checked with `GET /api/account` before it is kept (`stores::lichess_token`,
//! 0600). [`logout`] revokes it (`DELETE /api/token`) and forgets it. The token is never in a
//! step's or an error's words.

use std::{
    fmt,
    io::{self, Read, Write},
    net::{TcpListener, TcpStream},
    path::Path,
    time::{Duration, Instant},
};

use annabella_core::{
    online::RequestError,
    session::{Arg, Message},
    ui_text::{UiLanguage, UiText},
    vocab::{VocabId, Vocabulary},
};
use sha2::{Digest, Sha256};

use super::client::{Client, Request};
use crate::stores::lichess_token::{self, Token, TokenError};
use annabella_core::online::wire::Account;

/// The client id lichess is told: any unique name does, without registration.
pub const CLIENT_ID: &str = "annabella";

/// The one scope a Board API client needs.
pub const SCOPE: &str = "board:play";

/// Opens a web page in the player's browser.
pub trait Opener {
    fn open(&self, url: &str) -> io::Result<()>;
}

/// The system's browser: `xdg-open` (Linux and the BSDs), `open` (macOS), and on Windows the
/// URL handler through `rundll32` (not `cmd /c start`: cmd reads the `&` between the query's
/// fields as its own command separator).
pub struct SystemBrowser;

impl Opener for SystemBrowser {
    fn open(&self, url: &str) -> io::Result<()> {
        #[cfg(windows)]
        let mut command = {
            let mut command = std::process::Command::new("rundll32");
            command.arg("url.dll,FileProtocolHandler").arg(url);
            command
        };
        #[cfg(target_os = "macos")]
        let mut command = {
            let mut command = std::process::Command::new("open");
            command.arg(url);
            command
        };
        #[cfg(not(any(windows, target_os = "macos")))]
        let mut command = {
            let mut command = std::process::Command::new("xdg-open");
            command.arg(url);
            command
        };
        command
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .map(|_| ())
    }
}

/// A step of logging in, to be said as it happens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoginStep {
    /// Annabella waits for the browser on this computer.
    Listening { port: u16 },
    /// The browser is open at lichess: the player logs in there and allows Annabella.
    BrowserOpened,
    /// The browser could not be opened: the player opens `url` in it.
    OpenByHand { url: String },
    /// lichess said yes: the code is exchanged for a token.
    Exchanging,
    /// The token is checked with lichess.
    Checking,
    /// The token is kept: logged in as `username`.
    LoggedIn { username: String },
}

impl LoginStep {
    /// What to say.
    pub fn message(&self) -> Message {
        match self {
            LoginStep::Listening { port } => Message::Ui(
                "online-login-listening",
                vec![("port", Arg::Number(u64::from(*port)))],
            ),
            LoginStep::BrowserOpened => Message::ui("online-login-browser"),
            LoginStep::OpenByHand { url } => Message::Ui(
                "online-login-open-by-hand",
                vec![("url", Arg::Key(url.clone()))],
            ),
            LoginStep::Exchanging => Message::ui("online-login-exchanging"),
            LoginStep::Checking => Message::ui("online-login-checking"),
            LoginStep::LoggedIn { username } => Message::Ui(
                "online-login-done",
                vec![("name", Arg::Key(username.clone()))],
            ),
        }
    }
}

/// Why logging in or out did not go through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoginError {
    /// The player said no at lichess (`error=access_denied`).
    Cancelled,
    /// The browser came back with another login's `state`: refused.
    StateMismatch,
    /// No answer from the browser within the wait.
    TimedOut { waited: Duration },
    /// lichess sent the browser back with another error, in its words.
    Denied { reason: String },
    /// No loopback listener could be opened, in the system's words.
    Listener { reason: String },
    /// What was pasted or received is not a token.
    Token(TokenError),
    /// lichess refused or could not be reached.
    Request(RequestError),
    /// The token file could not be written or removed, in the system's words.
    Store { reason: String },
    /// Logged out here (the file is gone), but lichess was not told.
    NotRevoked(RequestError),
}

impl LoginError {
    /// What to say.
    pub fn message(&self) -> Message {
        let reason = |id, reason: &str| Message::Ui(id, vec![("reason", Arg::Key(reason.into()))]);
        match self {
            LoginError::Cancelled => Message::ui("error-lichess-cancelled"),
            LoginError::StateMismatch => Message::ui("error-lichess-state"),
            LoginError::TimedOut { waited } => Message::Ui(
                "error-lichess-timed-out",
                vec![("minutes", Arg::Number(waited.as_secs().div_ceil(60)))],
            ),
            LoginError::Denied { reason: r } => reason("error-lichess-denied", r),
            LoginError::Listener { reason: r } => reason("error-lichess-listener", r),
            LoginError::Token(error) => error.message(),
            LoginError::Request(error) => error.message(),
            LoginError::Store { reason: r } => reason("error-lichess-token-file", r),
            LoginError::NotRevoked(error) => Message::Ui(
                "error-lichess-not-revoked",
                vec![("reason", Arg::Message(Box::new(error.message())))],
            ),
        }
    }
}

impl fmt::Display for LoginError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let english = self
            .message()
            .render(Vocabulary::get(VocabId::Fide), UiText::get(UiLanguage::En));
        f.write_str(&english)
    }
}

impl std::error::Error for LoginError {}

/// How long the login waits for the browser, and the words of the page the browser shows when
/// it comes back (in the interface language; English by default).
#[derive(Clone, Debug)]
pub struct LoginOptions {
    pub wait: Duration,
    pub page_done: String,
    pub page_failed: String,
}

impl Default for LoginOptions {
    fn default() -> LoginOptions {
        let ui = UiText::get(UiLanguage::En);
        LoginOptions::in_language(ui)
    }
}

impl LoginOptions {
    /// Five minutes to log in, the page in `ui`'s language.
    pub fn in_language(ui: &UiText) -> LoginOptions {
        let words = |id| Message::ui(id).render(Vocabulary::get(VocabId::Fide), ui);
        LoginOptions {
            wait: Duration::from_secs(300),
            page_done: words("online-login-page-done"),
            page_failed: words("online-login-page-failed"),
        }
    }
}

/// The PKCE values of one login.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pkce {
    /// The secret kept here until the token is asked for (43 to 128 characters).
    pub verifier: String,
    /// `BASE64URL(SHA256(verifier))`, sent with the browser.
    pub challenge: String,
    /// Sent with the browser and checked when it comes back.
    pub state: String,
}

impl Pkce {
    /// Fresh random values from the system's generator.
    pub fn new() -> Result<Pkce, LoginError> {
        let verifier = base64url(&random::<64>()?);
        Ok(Pkce {
            challenge: code_challenge(&verifier),
            verifier,
            state: base64url(&random::<16>()?),
        })
    }
}

fn random<const N: usize>() -> Result<[u8; N], LoginError> {
    use rand::TryRng;
    let mut bytes = [0; N];
    rand::rngs::SysRng
        .try_fill_bytes(&mut bytes)
        .map_err(|error| LoginError::Listener {
            reason: error.to_string(),
        })?;
    Ok(bytes)
}

/// The S256 code challenge of `verifier`.
pub fn code_challenge(verifier: &str) -> String {
    base64url(&Sha256::digest(verifier.as_bytes()))
}

/// Base64 with the URL's alphabet and no padding (RFC 4648 §5), as PKCE wants it.
fn base64url(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            text.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    text
}

/// The page at lichess where the player asks for the login, for `pkce` and `redirect`.
pub fn authorize_url(base: &str, pkce: &Pkce, redirect: &str) -> String {
    format!(
        "{base}/oauth?response_type=code&client_id={CLIENT_ID}&redirect_uri={}\
         &code_challenge_method=S256&code_challenge={}&scope={}&state={}",
        query(redirect),
        pkce.challenge,
        query(SCOPE),
        pkce.state
    )
}

/// The page at lichess where a personal token with the right scope is made.
pub fn personal_token_url(base: &str) -> String {
    format!(
        "{base}/account/oauth/token/create?scopes[]={}&description=Annabella",
        query(SCOPE)
    )
}

/// Logs in through the browser: see the module's documentation. The token is kept at `store`
/// once lichess has said whose it is.
pub fn login(
    client: &Client,
    opener: &dyn Opener,
    store: &Path,
    options: &LoginOptions,
    step: &mut dyn FnMut(LoginStep),
) -> Result<Account, LoginError> {
    let pkce = Pkce::new()?;
    let listener = TcpListener::bind("127.0.0.1:0").map_err(listener_error)?;
    let port = listener.local_addr().map_err(listener_error)?.port();
    let redirect = format!("http://127.0.0.1:{port}/");
    step(LoginStep::Listening { port });
    let url = authorize_url(client.base(), &pkce, &redirect);
    match opener.open(&url) {
        Ok(()) => step(LoginStep::BrowserOpened),
        Err(_) => step(LoginStep::OpenByHand { url }),
    }
    let code = wait_for_code(&listener, &pkce.state, options)?;
    step(LoginStep::Exchanging);
    let form = vec![
        ("grant_type", "authorization_code".to_string()),
        ("code", code),
        ("code_verifier", pkce.verifier.clone()),
        ("redirect_uri", redirect),
        ("client_id", CLIENT_ID.to_string()),
    ];
    let agent = client.short_agent();
    let answer = client
        .call_as(&agent, &Request::post("/api/token", form), None)
        .and_then(|response| client.judge(response))
        .map_err(LoginError::Request)?;
    let received = serde_json::from_str::<serde_json::Value>(&answer)
        .ok()
        .and_then(|value| value.get("access_token")?.as_str().map(str::to_string))
        .unwrap_or_default();
    let token = Token::parse(&received).map_err(LoginError::Token)?;
    keep(client, token, store, step)
}

/// Logs in with a personal token the player pasted: its form checked, then with lichess, then
/// kept at `store`.
pub fn use_token(
    client: &Client,
    pasted: &str,
    store: &Path,
    step: &mut dyn FnMut(LoginStep),
) -> Result<Account, LoginError> {
    let token = Token::parse(pasted).map_err(LoginError::Token)?;
    keep(client, token, store, step)
}

/// Checks `token` with lichess (`GET /api/account`) and keeps it.
fn keep(
    client: &Client,
    token: Token,
    store: &Path,
    step: &mut dyn FnMut(LoginStep),
) -> Result<Account, LoginError> {
    step(LoginStep::Checking);
    let client = client.with_token(Some(token.clone()));
    let agent = client.short_agent();
    let body = client
        .send(&agent, &Request::get("/api/account"))
        .map_err(LoginError::Request)?;
    let account: Account =
        serde_json::from_str(&body).map_err(|error| LoginError::Request(client.network(&error)))?;
    lichess_token::save(store, &token).map_err(|error| LoginError::Store {
        reason: error.to_string(),
    })?;
    step(LoginStep::LoggedIn {
        username: account.username.clone(),
    });
    Ok(account)
}

/// Logs out: the token revoked at lichess (`DELETE /api/token`), then the file at `store`
/// removed. The file goes even when lichess cannot be told; then the error says so, and where
/// to revoke it by hand. A token lichess no longer accepts needs no revoking.
pub fn logout(client: &Client, store: &Path) -> Result<(), LoginError> {
    let revoked = match client.token() {
        Some(_) => {
            let agent = client.short_agent();
            match client.send(&agent, &Request::delete("/api/token")) {
                Ok(_) | Err(RequestError::Unauthorized) => Ok(()),
                Err(error) => Err(error),
            }
        }
        None => Ok(()),
    };
    lichess_token::remove(store).map_err(|error| LoginError::Store {
        reason: error.to_string(),
    })?;
    revoked.map_err(LoginError::NotRevoked)
}

fn listener_error(error: io::Error) -> LoginError {
    LoginError::Listener {
        reason: error.to_string(),
    }
}

/// Waits on `listener` for the browser's redirect, within `options.wait`: the code, once
/// `state` matches.
fn wait_for_code(
    listener: &TcpListener,
    state: &str,
    options: &LoginOptions,
) -> Result<String, LoginError> {
    listener.set_nonblocking(true).map_err(listener_error)?;
    let start = Instant::now();
    loop {
        if start.elapsed() >= options.wait {
            return Err(LoginError::TimedOut {
                waited: options.wait,
            });
        }
        let connection = match listener.accept() {
            Ok((connection, _)) => connection,
            Err(error) if error.kind() == io::ErrorKind::WouldBlock => {
                std::thread::sleep(Duration::from_millis(50));
                continue;
            }
            Err(error) => return Err(listener_error(error)),
        };
        let Some(target) = request_target(&connection) else {
            continue;
        };
        let Some(fields) = target.strip_prefix("/?").map(query_fields) else {
            // Not the redirect (the browser's icon, a stray request): not found, wait on.
            answer(&connection, "404 Not Found", "");
            continue;
        };
        let field = |name: &str| {
            fields
                .iter()
                .find(|(key, _)| key == name)
                .map(|(_, value)| value.clone())
        };
        let outcome = if field("state").as_deref() != Some(state) {
            Err(LoginError::StateMismatch)
        } else if let Some(error) = field("error") {
            Err(if error == "access_denied" {
                LoginError::Cancelled
            } else {
                LoginError::Denied {
                    reason: field("error_description").unwrap_or(error),
                }
            })
        } else {
            field("code").ok_or(LoginError::Denied {
                reason: "no code".into(),
            })
        };
        let page = match outcome {
            Ok(_) => &options.page_done,
            Err(_) => &options.page_failed,
        };
        answer(&connection, "200 OK", page);
        return outcome;
    }
}

/// The target of the request on `connection` (`/?code=…&state=…`), read within bounds: 8 KiB
/// and five seconds.
fn request_target(mut connection: &TcpStream) -> Option<String> {
    connection.set_nonblocking(false).ok()?;
    connection
        .set_read_timeout(Some(Duration::from_secs(5)))
        .ok()?;
    let mut head = Vec::new();
    let mut buffer = [0; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < 8 * 1024 {
        let read = connection.read(&mut buffer).ok()?;
        if read == 0 {
            break;
        }
        head.extend_from_slice(&buffer[..read]);
    }
    let head = String::from_utf8_lossy(&head);
    let mut words = head.lines().next()?.split(' ');
    (words.next()? == "GET").then_some(())?;
    words.next().map(str::to_string)
}

/// Answers the browser with a plain page and closes.
fn answer(mut connection: &TcpStream, status: &str, page: &str) {
    let html = format!(
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Annabella</title></head>\
         <body><p>{}</p></body></html>",
        escape_html(page)
    );
    let _ = write!(
        connection,
        "HTTP/1.1 {status}\r\nContent-Type: text/html; charset=utf-8\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{html}",
        html.len()
    );
    let _ = connection.flush();
}

fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// `text` as a query's value: unreserved characters as they are, the rest percent-encoded.
fn query(text: &str) -> String {
    let mut encoded = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            encoded.push(byte as char);
        } else {
            encoded.push_str(&format!("%{byte:02X}"));
        }
    }
    encoded
}

/// A query's fields, decoded (`+` a space, `%XX` a byte).
fn query_fields(query: &str) -> Vec<(String, String)> {
    query
        .split('&')
        .filter(|field| !field.is_empty())
        .map(|field| {
            let (key, value) = field.split_once('=').unwrap_or((field, ""));
            (decode(key), decode(value))
        })
        .collect()
}

fn decode(text: &str) -> String {
    let hex = |byte: u8| (byte as char).to_digit(16);
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = match bytes.get(i..i + 3) {
            Some([b'%', high, low]) => hex(*high).zip(hex(*low)),
            _ => None,
        };
        match (bytes[i], escaped) {
            (_, Some((high, low))) => {
                decoded.push((high * 16 + low) as u8);
                i += 2;
            }
            (b'+', None) => decoded.push(b' '),
            (byte, None) => decoded.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&decoded).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_code_challenge_is_rfc_7636s_own_example() {
        // RFC 7636, appendix B.
        assert_eq!(
            code_challenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"),
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        );
    }

    #[test]
    fn base64url_has_no_padding_and_the_url_alphabet() {
        assert_eq!(base64url(b""), "");
        assert_eq!(base64url(b"f"), "Zg");
        assert_eq!(base64url(b"fo"), "Zm8");
        assert_eq!(base64url(b"foo"), "Zm9v");
        assert_eq!(base64url(&[0xfb, 0xff]), "-_8");
    }

    #[test]
    fn fresh_values_are_long_enough_and_differ() {
        let (a, b) = (Pkce::new().unwrap(), Pkce::new().unwrap());
        assert_eq!(a.verifier.len(), 86);
        assert_ne!(a.verifier, b.verifier);
        assert_ne!(a.state, b.state);
        assert_eq!(a.challenge, code_challenge(&a.verifier));
    }

    #[test]
    fn a_query_is_encoded_and_decoded_back() {
        assert_eq!(
            query("http://127.0.0.1:5/"),
            "http%3A%2F%2F127.0.0.1%3A5%2F"
        );
        assert_eq!(
            query_fields("code=a%2Fb&state=x+y&error"),
            [
                ("code".into(), "a/b".into()),
                ("state".into(), "x y".into()),
                ("error".into(), String::new())
            ]
        );
        assert_eq!(decode("100%"), "100%");
        assert_eq!(decode("%zz"), "%zz");
    }
}
