//! The game on shakmaty: start position, moves played, the automatic ends of §5 and §9.6,
//! and the draw claims of §9.2 and §9.3 for the player to move.

mod mating;

pub use crate::draw::{Claim, DrawReason};
pub use mating::{can_checkmate, is_dead};

use crate::message::{Arg, LINE, Message, WORD, nested, shown};
use shakmaty::{
    Board, CastlingMode, Chess, Color, EnPassantMode, KnownOutcome, Move, Position, PositionError,
    PositionErrorKinds, Setup,
    fen::{Fen, ParseFenError},
    san::SanPlus,
    uci::UciMove,
    zobrist::Zobrist64,
};

/// Where a game starts.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum StartPosition {
    Standard,
    /// Any legal position in FEN. Chess960 castling is used when asked for (the PGN `Variant`
    /// tag) or when the castling rights can only be read that way (X-FEN, Shredder-FEN).
    Fen {
        fen: String,
        chess960: bool,
    },
    /// Chess960 start position by its number, 0–959 (Guideline II; 518 is the standard position).
    Chess960(u32),
}

/// Why a game could not be set up or a move could not be played. Said through
/// `RulesError::message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    BadFen { fen: String, reason: FenProblem },
    BadChess960Number(u32),
    IllegalMove { uci: String },
    GameOver(AutomaticEnd),
}

impl std::error::Error for RulesError {}

/// What makes a FEN unusable: the part that cannot be read, or why the position it describes
/// cannot happen (the first reason shakmaty finds; one fix at a time is what a listener follows).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenProblem {
    /// The text is not FEN at all (too few fields, stray characters).
    Unreadable,
    /// The piece placement cannot be read.
    Board,
    /// The side to move is neither `w` nor `b`.
    Turn,
    /// The castling field cannot be read.
    Castling,
    /// The en passant field is no square.
    EnPassantField,
    /// The halfmove clock or the move number is no number.
    Counters,
    EmptyBoard,
    MissingKing,
    TooManyKings,
    PawnsOnBackRank,
    /// Castling rights with no king or rook to castle with.
    CastlingRights,
    /// An en passant square no pawn can have just passed.
    EnPassantSquare,
    /// The side not to move is in check.
    OppositeCheck,
    /// A check no last move could have given.
    ImpossibleCheck,
    /// More pieces than promotions can make.
    TooMuchMaterial,
}

impl From<ParseFenError> for FenProblem {
    fn from(error: ParseFenError) -> FenProblem {
        match error {
            ParseFenError::InvalidBoard | ParseFenError::InvalidPocket => FenProblem::Board,
            ParseFenError::InvalidTurn => FenProblem::Turn,
            ParseFenError::InvalidCastling => FenProblem::Castling,
            ParseFenError::InvalidEpSquare => FenProblem::EnPassantField,
            ParseFenError::InvalidHalfmoveClock | ParseFenError::InvalidFullmoves => {
                FenProblem::Counters
            }
            ParseFenError::InvalidFen | ParseFenError::InvalidRemainingChecks => {
                FenProblem::Unreadable
            }
        }
    }
}

impl<P> From<PositionError<P>> for FenProblem {
    fn from(error: PositionError<P>) -> FenProblem {
        let kinds = error.kinds();
        [
            (PositionErrorKinds::EMPTY_BOARD, FenProblem::EmptyBoard),
            (PositionErrorKinds::MISSING_KING, FenProblem::MissingKing),
            (PositionErrorKinds::TOO_MANY_KINGS, FenProblem::TooManyKings),
            (
                PositionErrorKinds::PAWNS_ON_BACKRANK,
                FenProblem::PawnsOnBackRank,
            ),
            (
                PositionErrorKinds::INVALID_CASTLING_RIGHTS,
                FenProblem::CastlingRights,
            ),
            (
                PositionErrorKinds::INVALID_EP_SQUARE,
                FenProblem::EnPassantSquare,
            ),
            (
                PositionErrorKinds::OPPOSITE_CHECK,
                FenProblem::OppositeCheck,
            ),
            (
                PositionErrorKinds::IMPOSSIBLE_CHECK,
                FenProblem::ImpossibleCheck,
            ),
            (
                PositionErrorKinds::TOO_MUCH_MATERIAL,
                FenProblem::TooMuchMaterial,
            ),
        ]
        .into_iter()
        .find(|(kind, _)| kinds.contains(*kind))
        .map_or(FenProblem::Unreadable, |(_, problem)| problem)
    }
}

/// A game end that happens by itself, without a claim (§5.1.1, §5.2.1, §5.2.2, §9.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AutomaticEnd {
    Checkmate {
        winner: Color,
    },
    Stalemate,
    /// Neither side can checkmate by any series of legal moves because of the material left (§5.2.2).
    InsufficientMaterial,
    /// Neither side can ever checkmate although material is left: a locked pawn wall (§5.2.2).
    DeadPosition,
    /// The same position has appeared at least five times (§9.6.1).
    FivefoldRepetition,
    /// 75 moves by each player without a pawn move or capture, and the last move did not mate (§9.6.2).
    SeventyFiveMoves,
}

impl AutomaticEnd {
    /// The name used in machine-readable output and as the vocabulary's selector.
    pub fn as_str(self) -> &'static str {
        match self {
            AutomaticEnd::Checkmate { .. } => "checkmate",
            AutomaticEnd::Stalemate => "stalemate",
            AutomaticEnd::InsufficientMaterial => "insufficient-material",
            AutomaticEnd::DeadPosition => "dead-position",
            AutomaticEnd::FivefoldRepetition => "fivefold",
            AutomaticEnd::SeventyFiveMoves => "seventy-five-moves",
        }
    }

    pub fn outcome(self) -> KnownOutcome {
        match self {
            AutomaticEnd::Checkmate { winner } => KnownOutcome::Decisive { winner },
            _ => KnownOutcome::Draw,
        }
    }

    /// The draw reason, for every end but checkmate.
    pub fn draw_reason(self) -> Option<DrawReason> {
        match self {
            AutomaticEnd::Checkmate { .. } => None,
            AutomaticEnd::Stalemate => Some(DrawReason::Stalemate),
            AutomaticEnd::InsufficientMaterial => Some(DrawReason::InsufficientMaterial),
            AutomaticEnd::DeadPosition => Some(DrawReason::DeadPosition),
            AutomaticEnd::FivefoldRepetition => Some(DrawReason::Fivefold),
            AutomaticEnd::SeventyFiveMoves => Some(DrawReason::SeventyFiveMoves),
        }
    }
}

/// One move of the game with its notations, fixed when it was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    pub mv: Move,
    pub san: SanPlus,
    pub uci: UciMove,
}

/// A game of chess under the FIDE Laws: the start, the moves, and everything that follows from them.
#[derive(Clone, Debug)]
pub struct Game {
    start: StartPosition,
    initial: Chess,
    mode: CastlingMode,
    position: Chess,
    plies: Vec<Ply>,
    /// §9.2.2 identity of every position so far (the initial one first): side to move, pieces,
    /// castling rights and *legal* en-passant captures, which is exactly what the Zobrist hash
    /// with `EnPassantMode::Legal` covers.
    history: Vec<u64>,
    /// The position before the last move: asked for on most keys of a session (is a board one
    /// move behind?), so kept rather than replayed.
    previous: Option<Chess>,
}

impl Default for Game {
    fn default() -> Game {
        Game::from_position(
            StartPosition::Standard,
            Chess::default(),
            CastlingMode::Standard,
        )
    }
}

impl Game {
    pub fn new(start: StartPosition) -> Result<Game, RulesError> {
        match start {
            StartPosition::Standard => Ok(Game::default()),
            StartPosition::Fen {
                fen: ref text,
                chess960,
            } => {
                let bad = |reason: FenProblem| RulesError::BadFen {
                    fen: text.clone(),
                    reason,
                };
                let fen = Fen::from_ascii(text.trim().as_bytes()).map_err(|e| bad(e.into()))?;
                let mode = if chess960 {
                    CastlingMode::Chess960
                } else {
                    CastlingMode::detect(fen.as_setup())
                };
                let position = fen.into_position(mode).map_err(|e| bad(e.into()))?;
                Ok(Game::from_position(start, position, mode))
            }
            StartPosition::Chess960(number) => {
                if number >= 960 {
                    return Err(RulesError::BadChess960Number(number));
                }
                let mut setup = Setup::initial();
                setup.board = Board::chess960(number);
                let castling = setup.board.rooks()
                    & (shakmaty::Bitboard::from_rank(shakmaty::Rank::First)
                        | shakmaty::Bitboard::from_rank(shakmaty::Rank::Eighth));
                setup.castling_rights = castling;
                let position =
                    setup
                        .position(CastlingMode::Chess960)
                        .map_err(|e| RulesError::BadFen {
                            fen: format!("Chess960 #{number}"),
                            reason: e.into(),
                        })?;
                Ok(Game::from_position(start, position, CastlingMode::Chess960))
            }
        }
    }

    fn from_position(start: StartPosition, position: Chess, mode: CastlingMode) -> Game {
        let history = vec![identity(&position)];
        Game {
            start,
            initial: position.clone(),
            mode,
            position,
            plies: Vec::new(),
            history,
            previous: None,
        }
    }

    pub fn start(&self) -> &StartPosition {
        &self.start
    }

    pub fn initial_position(&self) -> &Chess {
        &self.initial
    }

    pub fn position(&self) -> &Chess {
        &self.position
    }

    pub fn castling_mode(&self) -> CastlingMode {
        self.mode
    }

    pub fn is_chess960(&self) -> bool {
        self.mode == CastlingMode::Chess960
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The moves so far in SAN, the first first (what `/moves` gives).
    pub fn sans(&self) -> Vec<String> {
        self.plies.iter().map(|p| p.san.to_string()).collect()
    }

    /// The identity (Zobrist hash, legal en passant) of every position so far, the current one
    /// last: what an engine needs to see repetitions coming.
    pub fn position_hashes(&self) -> &[u64] {
        &self.history
    }

    /// Plays a legal move. Refused when the move is illegal or the game has already ended by itself.
    pub fn play(&mut self, m: Move) -> Result<&Ply, RulesError> {
        if let Some(end) = self.automatic_end() {
            return Err(RulesError::GameOver(end));
        }
        self.play_on(m)
    }

    /// Plays a legal move even after an automatic end (fivefold repetition, 75 moves, dead
    /// position): for a program that keeps its own rules, as a UCI GUI does, and sends the moves
    /// it played on.
    pub fn play_on(&mut self, m: Move) -> Result<&Ply, RulesError> {
        if !self.position.is_legal(m) {
            return Err(RulesError::IllegalMove {
                uci: m.to_uci(self.mode).to_string(),
            });
        }
        let uci = m.to_uci(self.mode);
        let refused = RulesError::IllegalMove {
            uci: uci.to_string(),
        };
        self.previous = Some(self.position.clone());
        let san = SanPlus::from_move_and_play_unchecked(&mut self.position, m);
        self.history.push(identity(&self.position));
        self.plies.push(Ply { mv: m, san, uci });
        self.plies.last().ok_or(refused)
    }

    /// Takes the game back to its first `plies` moves (a D.2.8 correction, a D.2.9 repair); the
    /// moves after them are returned, first first.
    pub fn truncate(&mut self, plies: usize) -> Vec<Ply> {
        if plies >= self.plies.len() {
            return Vec::new();
        }
        let undone = self.plies.split_off(plies);
        self.history.truncate(plies + 1);
        self.position = self.initial.clone();
        self.previous = None;
        for ply in &self.plies {
            self.previous = Some(self.position.clone());
            self.position.play_unchecked(ply.mv);
        }
        undone
    }

    /// The position before the last move, and that move.
    pub fn before_last(&self) -> Option<(Chess, Move)> {
        let last = self.plies.last()?;
        Some((self.previous.clone()?, last.mv))
    }

    /// The position in FEN; the en-passant square is written only when a capture there is legal.
    pub fn fen(&self) -> String {
        Fen::from_position(&self.position, EnPassantMode::Legal).to_string()
    }

    /// How many times the current position has appeared (§9.2.2), counting this one.
    pub fn repetitions(&self) -> usize {
        let Some(&now) = self.history.last() else {
            return 1;
        };
        self.history.iter().filter(|&&h| h == now).count()
    }

    /// The end the game has reached by itself, if any. Checkmate takes precedence (§9.6.2).
    pub fn automatic_end(&self) -> Option<AutomaticEnd> {
        automatic_end(&self.position, self.repetitions())
    }

    /// What the player to move may claim now (§9.2.1.2, §9.3.2).
    pub fn claims(&self) -> Vec<Claim> {
        claims(&self.position, self.repetitions())
    }

    /// What the player to move may claim by writing `m` on the scoresheet and declaring the
    /// intention to play it (§9.2.1.1, §9.3.1).
    pub fn claims_with_move(&self, m: Move) -> Vec<Claim> {
        if !self.position.is_legal(m) {
            return Vec::new();
        }
        let mut after = self.position.clone();
        after.play_unchecked(m);
        let id = identity(&after);
        let repetitions = 1 + self.history.iter().filter(|&&h| h == id).count();
        claims(&after, repetitions)
    }
}

fn identity(position: &Chess) -> u64 {
    position.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

fn automatic_end(position: &Chess, repetitions: usize) -> Option<AutomaticEnd> {
    if position.is_checkmate() {
        return Some(AutomaticEnd::Checkmate {
            winner: !position.turn(),
        });
    }
    if position.is_stalemate() {
        return Some(AutomaticEnd::Stalemate);
    }
    if position.is_insufficient_material() {
        return Some(AutomaticEnd::InsufficientMaterial);
    }
    if is_dead(position) {
        return Some(AutomaticEnd::DeadPosition);
    }
    if repetitions >= 5 {
        return Some(AutomaticEnd::FivefoldRepetition);
    }
    if position.halfmoves() >= 150 {
        return Some(AutomaticEnd::SeventyFiveMoves);
    }
    None
}

fn claims(position: &Chess, repetitions: usize) -> Vec<Claim> {
    let mut claims = Vec::new();
    if repetitions >= 3 {
        claims.push(Claim::ThreefoldRepetition);
    }
    if position.halfmoves() >= 100 {
        claims.push(Claim::FiftyMoves);
    }
    claims
}

/// Parses a move in UCI notation (`e2e4`, `e7e8q`, castling as king-to-g/c or king-takes-rook) for
/// the given game.
pub fn parse_uci(game: &Game, text: &str) -> Option<Move> {
    let uci: UciMove = text.trim().parse().ok()?;
    uci.to_move(game.position()).ok()
}

crate::vocab::displayed_in_english!(RulesError, FenProblem);

impl RulesError {
    pub fn message(&self) -> Message {
        match self {
            RulesError::BadFen { fen, reason } => Message::Ui(
                "error-rules-bad-fen",
                vec![
                    ("fen", shown(fen, LINE)),
                    ("reason", nested(reason.message())),
                ],
            ),
            RulesError::BadChess960Number(number) => Message::Ui(
                "error-rules-chess960-number",
                vec![("number", Arg::Number(u64::from(*number)))],
            ),
            RulesError::IllegalMove { uci } => {
                Message::Ui("error-rules-illegal-move", vec![("move", shown(uci, WORD))])
            }
            RulesError::GameOver(end) => Message::Ui(
                "error-rules-game-over",
                vec![("end", nested(end.message()))],
            ),
        }
    }
}

impl FenProblem {
    pub fn message(&self) -> Message {
        Message::ui(match self {
            FenProblem::Unreadable => "error-fen-unreadable",
            FenProblem::Board => "error-fen-board",
            FenProblem::Turn => "error-fen-turn",
            FenProblem::Castling => "error-fen-castling",
            FenProblem::EnPassantField => "error-fen-en-passant-field",
            FenProblem::Counters => "error-fen-counters",
            FenProblem::EmptyBoard => "error-fen-empty-board",
            FenProblem::MissingKing => "error-fen-missing-king",
            FenProblem::TooManyKings => "error-fen-too-many-kings",
            FenProblem::PawnsOnBackRank => "error-fen-pawns-on-back-rank",
            FenProblem::CastlingRights => "error-fen-castling-rights",
            FenProblem::EnPassantSquare => "error-fen-en-passant-square",
            FenProblem::OppositeCheck => "error-fen-opposite-check",
            FenProblem::ImpossibleCheck => "error-fen-impossible-check",
            FenProblem::TooMuchMaterial => "error-fen-too-much-material",
        })
    }
}

impl AutomaticEnd {
    /// How a game ended by itself, named inside a refusal ("the game is over (stalemate)").
    pub(crate) fn message(self) -> Message {
        Message::ui(match self {
            AutomaticEnd::Checkmate { .. } => "error-end-checkmate",
            AutomaticEnd::Stalemate => "error-end-stalemate",
            AutomaticEnd::InsufficientMaterial => "error-end-insufficient-material",
            AutomaticEnd::DeadPosition => "error-end-dead-position",
            AutomaticEnd::FivefoldRepetition => "error-end-fivefold",
            AutomaticEnd::SeventyFiveMoves => "error-end-seventy-five-moves",
        })
    }
}

/// The position a FEN describes: the tests' way to set one up.
#[cfg(test)]
pub(crate) fn test_position(fen: &str) -> Chess {
    let fen: shakmaty::fen::Fen = fen.parse().expect("a test's FEN");
    fen.into_position(shakmaty::CastlingMode::Standard)
        .expect("a test's position")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn truncating_and_the_position_before_the_last_move_agree_with_a_replay() {
        let mut game = Game::default();
        assert_eq!(game.before_last(), None);
        for uci in ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"] {
            let m = parse_uci(&game, uci).unwrap();
            let before = game.position().clone();
            game.play(m).unwrap();
            assert_eq!(game.before_last(), Some((before, m)));
        }
        let undone = game.truncate(3);
        assert_eq!(undone.len(), 2);
        let mut replay = Game::default();
        for uci in ["e2e4", "e7e5"] {
            replay.play(parse_uci(&replay, uci).unwrap()).unwrap();
        }
        assert_eq!(
            game.before_last().map(|(p, _)| p),
            Some(replay.position().clone())
        );
        assert_eq!(game.before_last().map(|(_, m)| m), Some(game.plies()[2].mv));
        assert_eq!(game.truncate(0).len(), 3);
        assert_eq!(game.before_last(), None);
        assert_eq!(game.position(), &Chess::default());
    }

    fn play(game: &mut Game, ucis: &str) {
        for uci in ucis.split_whitespace() {
            let m = parse_uci(game, uci).unwrap_or_else(|| panic!("{uci} is legal"));
            game.play(m).unwrap();
        }
    }

    fn fen(text: &str) -> Game {
        Game::new(StartPosition::Fen {
            fen: text.to_string(),
            chess960: false,
        })
        .unwrap()
    }

    #[test]
    fn threefold_by_knight_shuffle_is_claimable_now() {
        let mut game = Game::default();
        play(&mut game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
        assert_eq!(game.repetitions(), 3);
        assert_eq!(game.claims(), vec![Claim::ThreefoldRepetition]);
    }

    #[test]
    fn threefold_with_the_move_about_to_be_played() {
        let mut game = Game::default();
        play(&mut game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
        assert!(game.claims().is_empty());
        let m = parse_uci(&game, "f6g8").unwrap();
        assert_eq!(game.claims_with_move(m), vec![Claim::ThreefoldRepetition]);
    }

    #[test]
    fn en_passant_that_is_not_legal_does_not_change_the_position() {
        // After 1.e4 the e3 square is in the FEN-style state, but no black pawn can take: the
        // position is the same as one reached without the double step (§9.2.2).
        let mut a = fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        play(&mut a, "e2e4 e8d8 e1d1 d8e8 d1e1");
        let mut b = fen("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
        play(&mut b, "e8d8 e1d1 d8e8 d1e1");
        assert_eq!(
            a.history[1], b.history[0],
            "e3 is no en-passant possibility"
        );
        assert_eq!(a.repetitions(), 2);
    }

    #[test]
    fn en_passant_that_is_legal_makes_a_different_position() {
        // The black pawn on d4 can take e4 en passant right after the double step.
        let mut game = fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
        play(&mut game, "e2e4");
        let same_pieces_without_en_passant = fen("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
        assert_ne!(game.history[1], same_pieces_without_en_passant.history[0]);
    }

    #[test]
    fn lost_castling_rights_make_a_different_position() {
        let mut game = fen("r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1");
        play(&mut game, "a1a2 a8a7 a2a1 a7a8");
        // The pieces stand as at the start, but both sides lost the right to castle.
        assert_eq!(game.repetitions(), 1);
        play(&mut game, "a1a2 a8a7 a2a1 a7a8 a1a2 a8a7 a2a1 a7a8");
        assert_eq!(game.repetitions(), 3);
    }

    #[test]
    fn fifty_moves_claimable_at_one_hundred_halfmoves() {
        let mut game = fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
        assert!(game.claims().is_empty());
        let m = parse_uci(&game, "a1a2").unwrap();
        assert_eq!(game.claims_with_move(m), vec![Claim::FiftyMoves]);
        game.play(m).unwrap();
        assert_eq!(game.claims(), vec![Claim::FiftyMoves]);
        assert_eq!(game.automatic_end(), None);
    }

    #[test]
    fn seventy_five_moves_end_the_game() {
        let mut game = fen("4k3/8/8/8/8/8/8/R3K3 w - - 149 100");
        play(&mut game, "a1a2");
        assert_eq!(game.automatic_end(), Some(AutomaticEnd::SeventyFiveMoves));
        assert!(matches!(
            game.play(parse_uci(&game, "e8d8").unwrap()),
            Err(RulesError::GameOver(_))
        ));
    }

    #[test]
    fn mate_on_the_seventy_fifth_move_wins() {
        // White mates with the 150th half-move without capture or pawn move.
        let mut game = fen("7k/8/6K1/8/8/8/8/R7 w - - 149 100");
        play(&mut game, "a1a8");
        assert_eq!(
            game.automatic_end(),
            Some(AutomaticEnd::Checkmate {
                winner: Color::White
            })
        );
    }

    #[test]
    fn fivefold_ends_the_game_by_itself() {
        let mut game = Game::default();
        for _ in 0..4 {
            play(&mut game, "g1f3 g8f6 f3g1 f6g8");
        }
        assert_eq!(game.repetitions(), 5);
        assert_eq!(game.automatic_end(), Some(AutomaticEnd::FivefoldRepetition));
    }

    #[test]
    fn fourfold_is_not_yet_the_end() {
        let mut game = Game::default();
        for _ in 0..3 {
            play(&mut game, "g1f3 g8f6 f3g1 f6g8");
        }
        assert_eq!(game.repetitions(), 4);
        assert_eq!(game.automatic_end(), None);
    }

    #[test]
    fn insufficient_material_for_both_sides() {
        for (fen_text, dead) in [
            ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", true),      // K v K
            ("4k3/8/8/8/8/8/8/3BK3 w - - 0 1", true),     // K+B v K
            ("4k3/8/8/8/8/8/8/3NK3 w - - 0 1", true),     // K+N v K
            ("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", true),   // bishops on the same colour
            ("4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", false), // bishops on different colours
            ("4k3/8/8/8/8/8/8/2NNK3 w - - 0 1", false),   // two knights: a mate exists
            ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false),
        ] {
            let game = fen(fen_text);
            assert_eq!(
                game.automatic_end() == Some(AutomaticEnd::InsufficientMaterial),
                dead,
                "{fen_text}"
            );
        }
    }

    #[test]
    fn fen_writes_en_passant_square_only_when_a_capture_is_legal() {
        let mut game = Game::default();
        play(&mut game, "e2e4");
        assert_eq!(
            game.fen(),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        );
        play(&mut game, "d7d5 e4e5 f7f5");
        assert_eq!(
            game.fen(),
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
        );
    }

    #[test]
    fn chess960_by_number() {
        let game = Game::new(StartPosition::Chess960(518)).unwrap();
        assert_eq!(game.position().board(), Chess::default().board());
        assert!(game.is_chess960());
        assert_eq!(
            Game::new(StartPosition::Chess960(960)).unwrap_err(),
            RulesError::BadChess960Number(960)
        );
    }

    #[test]
    fn bad_fen_is_a_typed_error() {
        let err = Game::new(StartPosition::Fen {
            fen: "not a fen".into(),
            chess960: false,
        })
        .unwrap_err();
        assert!(matches!(err, RulesError::BadFen { .. }));
    }
}
