//! A line typed in the lobby (`annabella online` before and between games): what to ask of
//! lichess, or what to hear again. The same words as the command line's (`seek 15+10 rated`,
//! `challenge Anna 10+5 white`, `ai 3 10+5`, `accept`, `decline Anna later`, `cancel`, `play`),
//! with or without a slash, and `games`, `challenges`, `help`, `quit`.
//!
//! ```
//! use annabella_core::online::lobby_line::{LobbyLine, read};
//! use annabella_core::online::lobby::{Ask, Pair};
//!
//! let Ok(LobbyLine::Ask(Ask::Pair(Pair::Seek { rated, .. }))) = read("seek 15+10 rated") else {
//!     panic!("a seek");
//! };
//! assert!(rated);
//! assert!(read("seek 5+3").is_err(), "too fast to seek: lichess would refuse it");
//! ```

use shakmaty::Color;

use super::{
    control::{ControlError, OnlineControl, Pairing},
    lobby::{Ask, Pair},
    wire::DeclineReason,
};
use crate::commands::LobbyWord;
use crate::message::{Arg, Message, WORD, shown};

/// What a lobby line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyLine {
    /// Nothing was typed.
    Empty,
    /// A request for the lobby.
    Ask(Ask),
    /// The games going on, said again.
    Games,
    /// The challenges waiting, said again.
    Challenges,
    Help,
    Quit,
}

/// Why a lobby line asks for nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// No such word.
    Unknown(String),
    /// The word needs more (`challenge` without a name, `ai` without a level).
    Usage(&'static str),
    /// The AI's level is 1 to 8.
    Level(String),
    /// The time control, with lichess's reason to refuse it.
    Control(ControlError),
}

impl std::error::Error for LineError {}
crate::vocab::displayed_in_english!(LineError);

impl LineError {
    pub fn message(&self) -> Message {
        match self {
            LineError::Unknown(word) => {
                Message::Ui("error-lobby-unknown", vec![("word", shown(word, WORD))])
            }
            LineError::Usage(form) => Message::Ui(
                "error-lobby-usage",
                vec![("form", Arg::Key((*form).to_string()))],
            ),
            LineError::Level(text) => {
                Message::Ui("error-lobby-level", vec![("text", shown(text, WORD))])
            }
            LineError::Control(error) => error.message(),
        }
    }
}

/// The control a game starts with when none is given: rapid, long enough to make each move on
/// a tactile board, and one lichess accepts for every kind of game.
pub const DEFAULT_CONTROL: &str = "15+10";

/// Reads a lobby line.
pub fn read(text: &str) -> Result<LobbyLine, LineError> {
    let text = text.trim();
    let mut words = text.split_whitespace();
    let Some(word) = words.next() else {
        return Ok(LobbyLine::Empty);
    };
    let rest: Vec<&str> = words.collect();
    let ask = |ask| Ok(LobbyLine::Ask(ask));
    let Some(named) = crate::commands::lobby(word) else {
        return Err(LineError::Unknown(word.trim_start_matches('/').to_string()));
    };
    match named {
        LobbyWord::Seek => {
            let (control, rated, color) = terms(&rest, Pairing::Seek)?;
            ask(Ask::Pair(Pair::Seek {
                control,
                rated,
                color,
            }))
        }
        LobbyWord::Challenge => {
            let (user, rest) = rest.split_first().ok_or(LineError::Usage(
                "challenge NAME [15+10] [rated] [white|black]",
            ))?;
            let (control, rated, color) = terms(rest, Pairing::Challenge)?;
            ask(Ask::Pair(Pair::Challenge {
                user: (*user).to_string(),
                control,
                rated,
                color,
            }))
        }
        LobbyWord::Ai => {
            let (level, rest) = rest
                .split_first()
                .ok_or(LineError::Usage("ai LEVEL [15+10] [white|black]"))?;
            let level = level
                .parse::<u8>()
                .ok()
                .filter(|level| (1..=8).contains(level))
                .ok_or_else(|| LineError::Level((*level).to_string()))?;
            let (control, _, color) = terms(rest, Pairing::Ai)?;
            ask(Ask::Pair(Pair::Ai {
                level,
                control,
                color,
            }))
        }
        LobbyWord::Accept => ask(Ask::Accept(rest.first().map(|who| (*who).to_string()))),
        LobbyWord::Decline => {
            // `decline later` declines the only challenge, with a reason; `decline Bob later`
            // names whose.
            let (who, reason) = match rest.as_slice() {
                [word] if is_reason(word) => (None, Some(*word)),
                [who, reason, ..] => (Some(*who), Some(*reason)),
                [who] => (Some(*who), None),
                [] => (None, None),
            };
            ask(Ask::Decline {
                who: who.map(str::to_string),
                reason: reason.map_or(DeclineReason::Generic, decline_reason),
            })
        }
        LobbyWord::Cancel => ask(Ask::Cancel),
        LobbyWord::Play => ask(Ask::Play(rest.first().map(|who| (*who).to_string()))),
        LobbyWord::Games => Ok(LobbyLine::Games),
        LobbyWord::Challenges => Ok(LobbyLine::Challenges),
        LobbyWord::Help => Ok(LobbyLine::Help),
        LobbyWord::Quit => Ok(LobbyLine::Quit),
    }
}

/// A seek's or challenge's time control, whether rated, and the colour asked for, in any
/// order after the name: the control checked for `pairing` (the default when none is given).
fn terms(
    words: &[&str],
    pairing: Pairing,
) -> Result<(OnlineControl, bool, Option<Color>), LineError> {
    let mut control = None;
    let mut rated = false;
    let mut color = None;
    for word in words {
        match word.to_lowercase().as_str() {
            "rated" => rated = true,
            "casual" => rated = false,
            "white" => color = Some(Color::White),
            "black" => color = Some(Color::Black),
            "random" => color = None,
            _ => control = Some(*word),
        }
    }
    let control = OnlineControl::read(control.unwrap_or(DEFAULT_CONTROL), pairing)
        .map_err(LineError::Control)?;
    Ok((control, rated, color))
}

/// Whether `word` is one of lichess's reasons to decline.
fn is_reason(word: &str) -> bool {
    decline_reason(word) != DeclineReason::Generic || word.eq_ignore_ascii_case("generic")
}

/// A reason to decline, as the player types it (`later`, `tooFast`, `too-fast`…); any other
/// word is the generic one.
pub fn decline_reason(word: &str) -> DeclineReason {
    let key: String = word
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_lowercase();
    [
        DeclineReason::Later,
        DeclineReason::TooFast,
        DeclineReason::TooSlow,
        DeclineReason::TimeControl,
        DeclineReason::Rated,
        DeclineReason::Casual,
        DeclineReason::Standard,
        DeclineReason::Variant,
    ]
    .into_iter()
    .find(|reason| reason.as_str() == key)
    .unwrap_or(DeclineReason::Generic)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_request_reads_with_or_without_its_slash() {
        assert!(matches!(
            read("/challenge Anna 10+5 white rated"),
            Ok(LobbyLine::Ask(Ask::Pair(Pair::Challenge { ref user, rated: true, color: Some(Color::White), .. }))) if user == "Anna"
        ));
        assert!(matches!(
            read("ai 3"),
            Ok(LobbyLine::Ask(Ask::Pair(Pair::Ai {
                level: 3,
                color: None,
                ..
            })))
        ));
        assert_eq!(read("accept"), Ok(LobbyLine::Ask(Ask::Accept(None))));
        assert_eq!(
            read("decline Bob too-fast"),
            Ok(LobbyLine::Ask(Ask::Decline {
                who: Some("Bob".into()),
                reason: DeclineReason::TooFast
            }))
        );
        assert_eq!(
            read("decline later"),
            Ok(LobbyLine::Ask(Ask::Decline {
                who: None,
                reason: DeclineReason::Later
            }))
        );
        assert_eq!(read("  "), Ok(LobbyLine::Empty));
        assert_eq!(read("/quit"), Ok(LobbyLine::Quit));
        assert_eq!(read("GAMES"), Ok(LobbyLine::Games));
    }

    #[test]
    fn what_cannot_be_asked_is_refused_with_its_reason() {
        assert_eq!(read("jump"), Err(LineError::Unknown("jump".into())));
        assert!(matches!(read("challenge"), Err(LineError::Usage(_))));
        assert_eq!(read("ai 9"), Err(LineError::Level("9".into())));
        let too_fast = read("seek 5+3").unwrap_err();
        assert!(
            too_fast.to_string().contains("rapid or slower"),
            "{too_fast}"
        );
    }
}
