//! An online game as a [`Setup`]: lichess's `gameFull` says who plays which side, the clock
//! and the start; the player's own choices (their words, their tactile board, the clock's
//! sounds, the interface language) come from the setup they play with at home.

use shakmaty::{ByColor, Color};

use super::wire::{GameFull, GamePlayer};
use crate::{
    clock::TimeControl,
    message::{Arg, Message, WORD, shown},
    rules::StartPosition,
    setup::{OnlineGame, PlayerSetup, Setup},
    ui_text::UiText,
    vocab::Vocabulary,
};

/// Why a lichess game cannot be played here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The account is not one of the game's players.
    NotYours { id: String },
    /// A variant other than standard chess (Chess960, crazyhouse…).
    Variant { name: String },
}

impl std::error::Error for GameError {}
crate::vocab::displayed_in_english!(GameError);

impl GameError {
    pub fn message(&self) -> Message {
        match self {
            GameError::NotYours { id } => {
                Message::Ui("error-online-not-yours", vec![("id", shown(id, WORD))])
            }
            GameError::Variant { name } => {
                Message::Ui("error-online-variant", vec![("name", shown(name, WORD))])
            }
        }
    }
}

/// The setup for the lichess game `full`, played by the account `me`, with the player's
/// choices from `home` (the player at the keyboard's words and board are kept for whichever
/// colour they have online).
pub fn setup(full: &GameFull, me: &str, home: &Setup) -> Result<Setup, GameError> {
    if let Some(variant) = &full.variant
        && !matches!(variant.key.as_str(), "standard" | "fromPosition")
    {
        let name = if variant.name.is_empty() {
            &variant.key
        } else {
            &variant.name
        };
        return Err(GameError::Variant { name: name.clone() });
    }
    let is_me = |player: &GamePlayer| {
        player
            .id
            .as_deref()
            .is_some_and(|id| id.eq_ignore_ascii_case(me))
    };
    let color = if is_me(&full.white) {
        Color::White
    } else if is_me(&full.black) {
        Color::Black
    } else {
        return Err(GameError::NotYours {
            id: full.id.clone(),
        });
    };
    let ui = UiText::get(home.ui);
    let mine = home.player(home.reader());
    let players = ByColor::new_with(|side| {
        let lichess = side.fold_wb(&full.white, &full.black);
        let name = player_name(lichess, ui, mine);
        if side == color {
            PlayerSetup {
                name,
                ..mine.clone()
            }
        } else {
            // The opponent's moves are announced in the player's own words.
            PlayerSetup {
                keeps_board: false,
                ..PlayerSetup::new(&name, false, mine.vocab)
            }
        }
    });
    let time_control = match full.clock {
        Some(clock) if full.days_per_turn.is_none() => TimeControl::from_pgn(&format!(
            "{}+{}",
            clock.initial / 1000,
            clock.increment / 1000
        ))
        .unwrap_or_else(|_| TimeControl::untimed()),
        _ => TimeControl::untimed(),
    };
    let start = match full.initial_fen.as_str() {
        "startpos" | "" => StartPosition::Standard,
        fen => StartPosition::Fen {
            fen: fen.to_string(),
            chess960: false,
        },
    };
    Ok(Setup {
        players,
        time_control,
        start,
        computer: None,
        clock_only: None,
        online: Some(OnlineGame {
            id: full.id.clone(),
            color,
            rated: full.rated,
            days_per_move: full.days_per_turn,
        }),
        ..home.clone()
    })
}

/// A player as they are named: title, name and rating ("GM Anna Berg, 2510"), or the lichess AI
/// and its level.
fn player_name(player: &GamePlayer, ui: &UiText, words: &PlayerSetup) -> String {
    if let Some(level) = player.ai_level {
        let message = Message::Ui(
            "online-ai-name",
            vec![("level", Arg::Number(u64::from(level)))],
        );
        return message.render(Vocabulary::get(words.vocab), ui);
    }
    let name = player
        .name
        .as_deref()
        .or(player.id.as_deref())
        .unwrap_or("?");
    let name = crate::shown::one_line(name);
    let titled = match &player.title {
        Some(title) => format!("{title} {name}"),
        None => name,
    };
    match player.rating {
        Some(rating) => format!(
            "{titled}, {rating}{}",
            if player.provisional { "?" } else { "" }
        ),
        None => titled,
    }
}
