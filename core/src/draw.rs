//! How a game can be drawn (§5.2, §9): every reason, and the two draws the player to move may
//! claim. The words (`words::Event`) and the rules (`rules`) both name them, so they stand below
//! both.

/// Every way a game can be drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    Stalemate,
    InsufficientMaterial,
    DeadPosition,
    Fivefold,
    SeventyFiveMoves,
    Threefold,
    FiftyMoves,
    Agreement,
}

impl DrawReason {
    pub fn as_str(self) -> &'static str {
        match self {
            DrawReason::Stalemate => "stalemate",
            DrawReason::InsufficientMaterial => "insufficient-material",
            DrawReason::DeadPosition => "dead-position",
            DrawReason::Fivefold => "fivefold",
            DrawReason::SeventyFiveMoves => "seventy-five-moves",
            DrawReason::Threefold => "threefold",
            DrawReason::FiftyMoves => "fifty-moves",
            DrawReason::Agreement => "agreement",
        }
    }
}

/// A draw the player to move may claim (§9.2, §9.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Claim {
    ThreefoldRepetition,
    FiftyMoves,
}

impl Claim {
    pub fn as_str(self) -> &'static str {
        match self {
            Claim::ThreefoldRepetition => "threefold",
            Claim::FiftyMoves => "fifty-moves",
        }
    }

    pub fn draw_reason(self) -> DrawReason {
        match self {
            Claim::ThreefoldRepetition => DrawReason::Threefold,
            Claim::FiftyMoves => DrawReason::FiftyMoves,
        }
    }
}
