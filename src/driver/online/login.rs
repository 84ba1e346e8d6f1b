//! Logging in to lichess with a personal token the player pasted, on a thread of its own (the
//! token is checked with lichess, then kept): the window's lobby view waits for it without
//! waiting on its own thread.

use std::{
    path::PathBuf,
    sync::mpsc::{self, Receiver},
    thread,
};

use annabella_core::Message;

use crate::{
    devices::{
        lichess::{Client, auth},
        speech::Waker,
    },
    stores::lichess_token::{self, Token},
};

/// Checks `pasted` with lichess as `client`'s server on a new thread and keeps it at `store`
/// (not kept without one): the client logged in with it, or why not, comes on the receiver,
/// `waker` called then.
pub fn log_in(
    client: Client,
    pasted: String,
    store: Option<PathBuf>,
    waker: Option<Waker>,
) -> Receiver<Result<Client, Message>> {
    let (sender, answer) = mpsc::channel();
    let _ = thread::Builder::new()
        .name("lichess-login".into())
        .spawn(move || {
            let pasted = pasted.trim();
            let result = Token::parse(pasted)
                .map_err(|error| error.message())
                .and_then(|token| {
                    if let Some(store) = &store {
                        auth::use_token(&client, pasted, store, &mut |_| {})
                            .map_err(|error| error.message())?;
                    }
                    Ok(client.with_token(Some(token)))
                });
            if sender.send(result).is_ok()
                && let Some(wake) = &waker
            {
                wake();
            }
        });
    answer
}

/// Where the token is kept: the settings folder's file.
pub fn token_store() -> Option<PathBuf> {
    lichess_token::path()
}
