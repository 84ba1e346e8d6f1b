//! Where lichess is and who we are there: the base URL, the token, the options, and one HTTP
//! exchange carried out and its status turned into a [`RequestError`]. Every agent is made
//! here, with the same headers (`User-Agent: annabella/<version>`, `Authorization: Bearer …`
//! when there is a token) and bounds on every wait.

use std::time::Duration;

use annabella_core::online::RequestError;
use ureq::{Agent, http::Response};

use super::LinkOptions;
use crate::stores::lichess_token::{self, Token};

/// The environment variable that points the app at another server (lichess.dev, the tests'
/// fake).
pub const URL_ENV: &str = "ANNABELLA_LICHESS_URL";

/// The server lichess plays on.
pub const LICHESS: &str = "https://lichess.org";

/// The `User-Agent` of every request, as lichess asks clients to name themselves.
pub const USER_AGENT: &str = concat!("annabella/", env!("CARGO_PKG_VERSION"));

/// The most bytes of a short request's answer that are read (an account, a challenge, an
/// error): lichess's are a few hundred.
const MOST_ANSWER: u64 = 1 << 20;

/// The most characters of a server's reason kept (an error's text said to the player).
const MOST_REASON: usize = 200;

/// lichess as this app reaches it: the base URL, the token, the bounds.
#[derive(Clone, Debug)]
pub struct Client {
    base: String,
    token: Option<Token>,
    options: LinkOptions,
}

/// How a request is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Method {
    Get,
    Post,
    Delete,
}

/// One request: the method, the path below the base URL (with its query), the form body.
#[derive(Clone, Debug)]
pub(super) struct Request {
    pub method: Method,
    pub path: String,
    pub form: Vec<(&'static str, String)>,
}

impl Request {
    pub fn get(path: impl Into<String>) -> Request {
        Request {
            method: Method::Get,
            path: path.into(),
            form: Vec::new(),
        }
    }

    pub fn post(path: impl Into<String>, form: Vec<(&'static str, String)>) -> Request {
        Request {
            method: Method::Post,
            path: path.into(),
            form,
        }
    }

    pub fn delete(path: impl Into<String>) -> Request {
        Request {
            method: Method::Delete,
            path: path.into(),
            form: Vec::new(),
        }
    }
}

impl Client {
    /// lichess at `base` (no slash at its end is needed), as `token`'s owner.
    pub fn new(base: &str, token: Option<Token>) -> Client {
        Client {
            base: base.trim_end_matches('/').to_string(),
            token,
            options: LinkOptions::default(),
        }
    }

    /// The server `ANNABELLA_LICHESS_URL` names (lichess.org when unset), as the owner of the
    /// token `ANNABELLA_LICHESS_TOKEN` gives, else of `stored` (the token file's).
    pub fn from_env(stored: Option<Token>) -> Client {
        let url = std::env::var(URL_ENV).ok();
        let token = std::env::var(lichess_token::ENV).ok();
        Client::chosen(url.as_deref(), token.as_deref(), stored)
    }

    /// The server `url` names (lichess.org when it is none or blank), as the owner of `token`
    /// when it is one (the environment's), else of `stored`.
    pub fn chosen(url: Option<&str>, token: Option<&str>, stored: Option<Token>) -> Client {
        let base = url
            .map(str::trim)
            .filter(|url| !url.is_empty())
            .unwrap_or(LICHESS);
        let token = token.and_then(|token| Token::parse(token).ok());
        Client::new(base, token.or(stored))
    }

    /// The same, with other bounds (the tests' short ones).
    pub fn with_options(mut self, options: LinkOptions) -> Client {
        self.options = options;
        self
    }

    /// The same server as another user (a token just received).
    pub fn with_token(&self, token: Option<Token>) -> Client {
        Client {
            token,
            ..self.clone()
        }
    }

    pub fn base(&self) -> &str {
        &self.base
    }

    pub fn token(&self) -> Option<&Token> {
        self.token.as_ref()
    }

    pub fn options(&self) -> &LinkOptions {
        &self.options
    }

    /// The full URL of `path`.
    pub(super) fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// An agent for short requests: each is bounded as a whole.
    pub(super) fn short_agent(&self) -> Agent {
        self.agent(Some(self.options.request_timeout), None)
    }

    /// An agent for a stream: connecting is bounded, and so is each wait for a byte (the idle
    /// watchdog: lichess sends an empty line every 7 s, so a longer silence is a dead stream).
    pub(super) fn stream_agent(&self) -> Agent {
        self.agent(None, Some(self.options.idle))
    }

    fn agent(&self, whole: Option<Duration>, per_read: Option<Duration>) -> Agent {
        let mut config = Agent::config_builder()
            .http_status_as_error(false)
            .user_agent(USER_AGENT)
            .max_redirects(0)
            .timeout_global(whole)
            .timeout_connect(Some(self.options.connect_timeout))
            .timeout_resolve(Some(self.options.connect_timeout))
            .timeout_send_request(Some(self.options.request_timeout))
            .timeout_recv_response(Some(self.options.request_timeout))
            .timeout_per_read(per_read);
        if self.is_loopback() {
            // The tests' fake server: never through a proxy the environment names.
            config = config.proxy(None);
        }
        config.build().new_agent()
    }

    fn is_loopback(&self) -> bool {
        let rest = self
            .base
            .split_once("://")
            .map_or(self.base.as_str(), |(_, rest)| rest);
        rest.starts_with("127.0.0.1") || rest.starts_with("localhost") || rest.starts_with("[::1]")
    }

    /// Sends `request` on `agent` with the token, and gives back the answer as it came (any
    /// status), or why none came.
    pub(super) fn call(
        &self,
        agent: &Agent,
        request: &Request,
    ) -> Result<Response<ureq::Body>, RequestError> {
        self.call_as(agent, request, self.token.as_ref())
    }

    /// As [`Client::call`], with `token` (none: an unauthenticated request, the token exchange).
    pub(super) fn call_as(
        &self,
        agent: &Agent,
        request: &Request,
        token: Option<&Token>,
    ) -> Result<Response<ureq::Body>, RequestError> {
        let url = self.url(&request.path);
        let bearer = token.map(|token| format!("Bearer {}", token.secret()));
        let form = request.form.iter().map(|(k, v)| (*k, v.as_str()));
        let sent = match request.method {
            Method::Get => with_bearer(agent.get(&url), &bearer).call(),
            Method::Delete => with_bearer(agent.delete(&url), &bearer).call(),
            Method::Post if request.form.is_empty() => {
                with_bearer(agent.post(&url), &bearer).send_empty()
            }
            Method::Post => with_bearer(agent.post(&url), &bearer).send_form(form),
        };
        sent.map_err(|error| self.network(&error))
    }

    /// A short request's answer read and judged: the body of a 2xx answer, or why not.
    pub(super) fn send(&self, agent: &Agent, request: &Request) -> Result<String, RequestError> {
        let response = self.call(agent, request)?;
        self.judge(response)
    }

    /// The body of a 2xx answer, or the error its status means.
    pub(super) fn judge(&self, response: Response<ureq::Body>) -> Result<String, RequestError> {
        let status = response.status().as_u16();
        let body = response
            .into_body()
            .into_with_config()
            .limit(MOST_ANSWER)
            .lossy_utf8(true)
            .read_to_string()
            .map_err(|error| self.network(&error));
        match status {
            200..=299 => body,
            400 => Err(RequestError::Refused {
                reason: self.redact(&reason_of(&body.unwrap_or_default())),
            }),
            401 => Err(RequestError::Unauthorized),
            404 => Err(RequestError::NotFound),
            429 => Err(RequestError::RateLimited),
            _ => Err(RequestError::Network {
                reason: format!("HTTP {status}"),
            }),
        }
    }

    /// A failure of the transport, in its words, the token never among them.
    pub(super) fn network(&self, error: &dyn std::fmt::Display) -> RequestError {
        RequestError::Network {
            reason: self.redact(&error.to_string()),
        }
    }

    /// `text` with the token, should it be in it, replaced: an error's text is said and shown.
    pub(super) fn redact(&self, text: &str) -> String {
        match &self.token {
            Some(token) if !token.secret().is_empty() => text.replace(token.secret(), "…"),
            _ => text.to_string(),
        }
    }
}

pub(super) use annabella_core::online::segment;

fn with_bearer<B>(
    request: ureq::RequestBuilder<B>,
    bearer: &Option<String>,
) -> ureq::RequestBuilder<B> {
    match bearer {
        Some(bearer) => request.header("Authorization", bearer),
        None => request,
    }
}

/// lichess's reason for refusing: `{"error":"Not your turn"}` or `{"error":{"time":["Invalid
/// time control"]}}` (the form's field errors), said as its sentences; a body that is not such
/// JSON, as it came. Control characters are dropped and the length bounded.
pub(super) fn reason_of(body: &str) -> String {
    let reason = match serde_json::from_str::<serde_json::Value>(body) {
        Ok(value) => {
            let mut sentences = Vec::new();
            strings(value.get("error").unwrap_or(&value), &mut sentences);
            sentences.join("; ")
        }
        Err(_) => body.trim().to_string(),
    };
    reason
        .chars()
        .filter(|c| !c.is_control())
        .take(MOST_REASON)
        .collect()
}

/// Every string in `value`, in order.
fn strings(value: &serde_json::Value, found: &mut Vec<String>) {
    match value {
        serde_json::Value::String(text) => found.push(text.clone()),
        serde_json::Value::Array(items) => items.iter().for_each(|item| strings(item, found)),
        serde_json::Value::Object(fields) => fields.values().for_each(|item| strings(item, found)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lichess_reasons_are_read_from_its_two_shapes_of_error() {
        assert_eq!(
            reason_of(r#"{"error":"Not your turn, or game already over"}"#),
            "Not your turn, or game already over"
        );
        assert_eq!(
            reason_of(r#"{"error":{"global":["Invalid time control"]}}"#),
            "Invalid time control"
        );
        assert_eq!(reason_of("Bad\u{7}\nthing"), "Badthing");
        assert_eq!(reason_of(&"x".repeat(1000)).len(), MOST_REASON);
    }

    #[test]
    fn names_in_a_path_cannot_leave_their_segment() {
        assert_eq!(segment("abcd1234"), "abcd1234");
        assert_eq!(segment("../x?y"), "%2E%2E%2Fx%3Fy");
    }

    #[test]
    fn the_token_is_cut_out_of_any_text_said() {
        let client = Client::new(
            "http://127.0.0.1:1/",
            Some(Token::parse("lip_secret").unwrap()),
        );
        assert_eq!(client.base(), "http://127.0.0.1:1");
        assert_eq!(client.redact("echo lip_secret here"), "echo … here");
    }
}
