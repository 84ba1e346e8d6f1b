//! Online play on lichess, for both shells: the lobby on its own thread (`lobby.rs`: connect,
//! the account, the games going on, the challenges, seek, challenge, the AI, accept, decline,
//! a game taken up, each thing said as it happens), logging in through the browser or with a
//! pasted token (`login.rs`), the game it opens made into the driver's
//! game with its connection (`opened.rs`), and the record of every line lichess sent
//! (`record.rs`, `annabella online --record`). The game itself is then played by the driver
//! as any other, the connection its [`crate::driver::Remote`].

mod lobby;
mod login;
mod opened;
mod record;

pub use lobby::{LobbyAsk, LobbyReport, LobbyState, OnlineLobby};
pub use login::{LoginNews, LoginWay, log_in, token_store};
pub use opened::{Opened, TakenUp};
pub use record::Record;
