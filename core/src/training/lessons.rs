//! Lessons by doing, in the manner of lichess's Learn: stages of a few levels each, every level
//! a position, a goal and a par — the fewest moves that reach it. The player's pieces move; the
//! other side's stand still (they are there to be captured, or to be checked and mated), so a
//! level is about one idea at a time. Three stars at par, two within two moves more, one when
//! the goal is reached at all. Every level is proven solvable in its par by a search in the
//! tests, through the same rules a player meets. The first stage asks no move: it teaches the
//! board's words (files, ranks, squares, colours, the pieces' names) and asks each back.

use shakmaty::{
    CastlingMode, CastlingSide, Chess, Color, EnPassantMode, File, FromSetup, Move, Position, Rank,
    Role, Square, fen::Fen,
};

use super::naming::{Named, Naming};

/// What a level asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Reach these squares, in this order (each said when the one before is reached).
    Visit(&'static [Square]),
    /// Capture every piece of the other side but the king.
    CaptureAll,
    /// Of the pieces that can be taken, take the one worth most ([`worth`]).
    CaptureBest,
    /// The player's piece on this square is attacked: protect it where it stands (another
    /// piece of the player's could take back there).
    Protect(Square),
    Promote,
    Castle(CastlingSide),
    EnPassant,
    Check,
    Mate,
    Stalemate,
    /// Leave the other side's king alone, or with the kings a single bishop or knight: no mate
    /// is possible any more, and the game is drawn at once (a dead position, FIDE 5.2.2).
    DeadPosition,
    /// The player's piece on this square was touched (taken out of its hole, Appendix D.2.2):
    /// it must move (Article 4.3.1).
    Touched(Square),
    /// The other side's piece on this square was touched: it must be taken (Article 4.3.2).
    TakeTouched(Square),
    /// Any move, typed in words as it is announced aloud in a tournament (Appendix D.2.1).
    Announce,
    /// The move made on the board from the first square to the second was announced wrongly:
    /// it is announced again, in words, before the clock is pressed (Appendix D.2.8).
    Correct(Square, Square),
    /// The move is made and announced: the clock is pressed, which completes it (Article 6.2,
    /// Appendix D.2.4). No move reaches it.
    PressClock,
    /// No move: a word of the board named (the words stage); par is the number of tries.
    Name(Naming),
}

/// One level: a position (White to move, the player's side), its goal and par.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    pub fen: &'static str,
    pub goal: Goal,
    pub par: u32,
}

/// The stages, in the order a beginner takes them.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum StageId {
    /// The words themselves: the files, the ranks, a square, its colour, the pieces' names,
    /// each taught and asked back.
    Words,
    /// The board: the king walks to the squares named.
    Board,
    Rook,
    Bishop,
    Queen,
    King,
    Knight,
    Pawn,
    Capture,
    /// The values of the pieces: of two that can be taken, the one worth more.
    Values,
    /// Protection: an attacked piece protected where it stands.
    Protection,
    Promotion,
    Castling,
    EnPassant,
    Check,
    Mate,
    /// The simple mates: a lone king mated with the queen, a rook, or two rooks.
    Mates,
    Stalemate,
    /// Draws: a dead position, where no mate is possible.
    Draws,
    /// A first tournament by Appendix D: the touched piece, the announced move.
    Tournament,
}

use Square::*;

const fn level(fen: &'static str, goal: Goal, par: u32) -> Level {
    Level { fen, goal, par }
}

impl StageId {
    pub const ALL: [StageId; 20] = [
        StageId::Words,
        StageId::Board,
        StageId::Rook,
        StageId::Bishop,
        StageId::Queen,
        StageId::King,
        StageId::Knight,
        StageId::Pawn,
        StageId::Capture,
        StageId::Values,
        StageId::Protection,
        StageId::Promotion,
        StageId::Castling,
        StageId::EnPassant,
        StageId::Check,
        StageId::Mate,
        StageId::Mates,
        StageId::Stalemate,
        StageId::Draws,
        StageId::Tournament,
    ];

    /// The name in message ids and on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            StageId::Words => "words",
            StageId::Board => "board",
            StageId::Rook => "rook",
            StageId::Bishop => "bishop",
            StageId::Queen => "queen",
            StageId::King => "king",
            StageId::Knight => "knight",
            StageId::Pawn => "pawn",
            StageId::Capture => "capture",
            StageId::Values => "values",
            StageId::Protection => "protection",
            StageId::Promotion => "promotion",
            StageId::Castling => "castling",
            StageId::EnPassant => "en-passant",
            StageId::Check => "check",
            StageId::Mate => "mate",
            StageId::Mates => "mates",
            StageId::Stalemate => "stalemate",
            StageId::Draws => "draws",
            StageId::Tournament => "tournament",
        }
    }

    /// The stage's levels.
    pub fn levels(self) -> &'static [Level] {
        const EMPTY_KINGS: &str = "7k/8/8/8/8/8/8/4K3 w - - 0 1";
        const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        match self {
            StageId::Words => {
                const LEVELS: &[Level] = &[
                    level(EMPTY_KINGS, Goal::Name(Naming::File(File::C)), 1),
                    level(EMPTY_KINGS, Goal::Name(Naming::Rank(Rank::Fourth)), 1),
                    level(EMPTY_KINGS, Goal::Name(Naming::Square(E4)), 1),
                    level(EMPTY_KINGS, Goal::Name(Naming::Colour(C2)), 1),
                    level(START, Goal::Name(Naming::Piece(Role::Rook)), 1),
                    level(START, Goal::Name(Naming::Piece(Role::Knight)), 1),
                ];
                LEVELS
            }
            StageId::Board => {
                const LEVELS: &[Level] = &[
                    level(EMPTY_KINGS, Goal::Visit(&[E2]), 1),
                    level(EMPTY_KINGS, Goal::Visit(&[D2, D3]), 2),
                    level(EMPTY_KINGS, Goal::Visit(&[F2, G3, G4]), 3),
                ];
                LEVELS
            }
            StageId::Rook => {
                const LEVELS: &[Level] = &[
                    level("7k/8/8/8/8/8/8/R3K3 w - - 0 1", Goal::Visit(&[A5]), 1),
                    level("7k/8/8/8/8/8/8/R3K3 w - - 0 1", Goal::Visit(&[A5, D5]), 2),
                    level(
                        "7k/8/8/8/8/8/8/R3K3 w - - 0 1",
                        Goal::Visit(&[C1, C6, F6, F2]),
                        4,
                    ),
                ];
                LEVELS
            }
            StageId::Bishop => {
                const LEVELS: &[Level] = &[
                    level("7k/8/8/8/8/8/8/2B1K3 w - - 0 1", Goal::Visit(&[E3]), 1),
                    level("7k/8/8/8/8/8/8/2B1K3 w - - 0 1", Goal::Visit(&[A3, C5]), 2),
                    level(
                        "7k/8/8/8/8/8/8/2B1K3 w - - 0 1",
                        Goal::Visit(&[F4, C7, A5]),
                        3,
                    ),
                ];
                LEVELS
            }
            StageId::Queen => {
                const LEVELS: &[Level] = &[
                    level("7k/8/8/8/8/8/8/3QK3 w - - 0 1", Goal::Visit(&[D6]), 1),
                    level("7k/8/8/8/8/8/8/3QK3 w - - 0 1", Goal::Visit(&[A4, C6]), 2),
                    level(
                        "7k/8/8/8/8/8/8/3QK3 w - - 0 1",
                        Goal::Visit(&[G4, B4, B7]),
                        3,
                    ),
                ];
                LEVELS
            }
            StageId::King => {
                const LEVELS: &[Level] = &[
                    level(EMPTY_KINGS, Goal::Visit(&[E4]), 3),
                    level(EMPTY_KINGS, Goal::Visit(&[A1]), 4),
                ];
                LEVELS
            }
            StageId::Knight => {
                const LEVELS: &[Level] = &[
                    level("7k/8/8/8/8/8/8/1N2K3 w - - 0 1", Goal::Visit(&[C3]), 1),
                    level("7k/8/8/8/8/8/8/1N2K3 w - - 0 1", Goal::Visit(&[D5]), 2),
                    level("7k/8/8/8/8/8/8/1N2K3 w - - 0 1", Goal::Visit(&[B2]), 3),
                ];
                LEVELS
            }
            StageId::Pawn => {
                const LEVELS: &[Level] = &[
                    level("7k/8/8/8/8/8/4P3/4K3 w - - 0 1", Goal::Visit(&[E4]), 1),
                    level("7k/8/8/8/8/8/4P3/4K3 w - - 0 1", Goal::Visit(&[E6]), 3),
                ];
                LEVELS
            }
            StageId::Capture => {
                const LEVELS: &[Level] = &[
                    level("7k/8/8/3p4/8/8/8/R3K3 w - - 0 1", Goal::CaptureAll, 2),
                    level("7k/8/1n6/8/8/8/6p1/R3K3 w - - 0 1", Goal::CaptureAll, 4),
                    level("7k/8/8/2p1p3/3P4/8/8/4K3 w - - 0 1", Goal::CaptureAll, 5),
                ];
                LEVELS
            }
            StageId::Values => {
                const LEVELS: &[Level] = &[
                    // The pawn takes the queen (9), not the bishop (3).
                    level("7k/8/8/2b1q3/3P4/8/8/7K w - - 0 1", Goal::CaptureBest, 1),
                    // The knight takes the rook (5), not the knight (3).
                    level("7k/8/8/1r3n2/3N4/8/8/K7 w - - 0 1", Goal::CaptureBest, 1),
                    // The bishop takes the rook (5), not the pawn (1).
                    level("6k1/8/1p6/8/3B4/8/5r2/K7 w - - 0 1", Goal::CaptureBest, 1),
                ];
                LEVELS
            }
            StageId::Protection => {
                const LEVELS: &[Level] = &[
                    // The rook attacks the knight: the pawn steps up to protect it.
                    level("3r3k/8/8/8/3N4/8/2P5/4K3 w - - 0 1", Goal::Protect(D4), 1),
                    // The rook attacks the bishop: the other rook protects it along the rank.
                    level("4r2k/8/8/8/4B3/8/8/R3K3 w - - 0 1", Goal::Protect(E4), 1),
                ];
                LEVELS
            }
            StageId::Promotion => {
                const LEVELS: &[Level] = &[
                    level("8/4P3/8/8/8/8/8/k3K3 w - - 0 1", Goal::Promote, 1),
                    level("8/8/8/8/2P5/8/8/k3K3 w - - 0 1", Goal::Promote, 4),
                ];
                LEVELS
            }
            StageId::Castling => {
                const LEVELS: &[Level] = &[
                    level(
                        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
                        Goal::Castle(CastlingSide::KingSide),
                        1,
                    ),
                    level(
                        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
                        Goal::Castle(CastlingSide::QueenSide),
                        1,
                    ),
                    level(
                        "4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1",
                        Goal::Castle(CastlingSide::QueenSide),
                        2,
                    ),
                ];
                LEVELS
            }
            StageId::EnPassant => {
                const LEVELS: &[Level] = &[
                    level("7k/8/8/3pP3/8/8/8/4K3 w - d6 0 1", Goal::EnPassant, 1),
                    level("7k/8/8/1pP5/8/8/8/4K3 w - b6 0 1", Goal::EnPassant, 1),
                ];
                LEVELS
            }
            StageId::Check => {
                const LEVELS: &[Level] = &[
                    level("7k/8/8/8/8/8/8/R3K3 w - - 0 1", Goal::Check, 1),
                    level("7k/8/8/8/8/8/8/2B1K3 w - - 0 1", Goal::Check, 1),
                    level("7k/8/8/8/4N3/8/8/4K3 w - - 0 1", Goal::Check, 2),
                ];
                LEVELS
            }
            StageId::Mate => {
                const LEVELS: &[Level] = &[
                    level("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", Goal::Mate, 1),
                    level("k7/8/1K6/8/8/8/7Q/8 w - - 0 1", Goal::Mate, 1),
                    level("7k/8/6K1/8/8/8/8/R7 w - - 0 1", Goal::Mate, 1),
                ];
                LEVELS
            }
            StageId::Mates => {
                const LEVELS: &[Level] = &[
                    // The king comes near the corner, the queen mates on the edge (without stalemating).
                    level("k7/8/8/1K6/8/8/7Q/8 w - - 0 1", Goal::Mate, 3),
                    // The same with a rook: the king takes the escape squares from the side.
                    level("k7/8/8/1K6/8/8/8/7R w - - 0 1", Goal::Mate, 2),
                    // Two rooks: one takes the king's rank away, the other mates on the edge.
                    level("4k3/8/8/8/8/8/R7/1R2K3 w - - 0 1", Goal::Mate, 2),
                ];
                LEVELS
            }
            StageId::Stalemate => {
                const LEVELS: &[Level] = &[
                    level("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", Goal::Stalemate, 1),
                    level("7k/5Q2/8/6K1/8/8/8/8 w - - 0 1", Goal::Stalemate, 1),
                ];
                LEVELS
            }
            StageId::Draws => {
                const LEVELS: &[Level] = &[
                    // The knight takes the last pawn: king and knight cannot mate a king.
                    level("8/8/8/1p5k/8/2N5/8/4K3 w - - 0 1", Goal::DeadPosition, 1),
                    // The bishop takes it: king and bishop cannot either.
                    level("7k/8/8/1p6/8/8/8/4KB2 w - - 0 1", Goal::DeadPosition, 1),
                    // The king walks to the pawn and takes it: two kings alone.
                    level("7k/8/3p4/8/4K3/8/8/8 w - - 0 1", Goal::DeadPosition, 2),
                ];
                LEVELS
            }
            StageId::Tournament => {
                const LEVELS: &[Level] = &[
                    // The knight was lifted from its hole: it moves, whatever else was meant.
                    level(START, Goal::Touched(G1), 1),
                    // Black's pawn on d5 was touched: it is taken, by the pawn or the knight.
                    level(
                        "rnbqkbnr/ppp1pppp/8/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 2",
                        Goal::TakeTouched(D5),
                        1,
                    ),
                    level(START, Goal::Announce, 1),
                    // Springer Felix drei was announced, the knight stands on h3: corrected.
                    level(START, Goal::Correct(G1, H3), 1),
                    level(START, Goal::PressClock, 1),
                ];
                LEVELS
            }
        }
    }
}

impl crate::choice::Choice for StageId {
    const ALL: &'static [StageId] = &StageId::ALL;

    fn as_str(self) -> &'static str {
        StageId::as_str(self)
    }
}

/// Stars for reaching the goal in `moves`.
pub fn stars(par: u32, moves: u32) -> u8 {
    if moves <= par {
        3
    } else if moves <= par + 2 {
        2
    } else {
        1
    }
}

/// What a move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Played; the next square to reach, if the goal is a walk.
    Moved { next: Option<Square> },
    /// The goal is reached.
    Done { moves: u32, stars: u8 },
    /// Played, but the goal can no longer be reached here (a stalemate where a mate was
    /// wanted): the level starts again.
    Spoiled,
    /// Not played: it would check the king where the level does not ask for it (the other
    /// side does not move here, so it could not answer).
    GivesCheck,
    /// Not a legal move.
    Illegal,
    /// Not played: the piece on this square was touched and must move.
    MustMove(Square),
    /// Not played: the other side's piece on this square was touched and must be taken.
    MustTake(Square),
    /// Not the move made on the board (from, to), which is the one to announce.
    NotTheMoveMade(Square, Square),
    /// Not played: the move is made already; the clock is to be pressed.
    PressTheClock,
    /// Not played: it takes a piece worth less (the first) than another that can be taken
    /// (the second).
    WorthLess(Role, Role),
    /// A name that is not the one asked for (the right one is said); another try counts.
    Misnamed(Named),
    /// A move where a name is asked for, or a name where a move is.
    NotAName,
}

/// How many moves ahead a lesson's hint looks: more than any level's par.
pub const HINT_DEPTH: u32 = 8;

/// Why a level's position cannot be used (a shipped one always can: the tests play them all).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLevel {
    pub fen: &'static str,
}

/// A level being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelRun {
    pub level: Level,
    position: Chess,
    next_target: usize,
    moves: u32,
    done: bool,
}

impl LevelRun {
    pub fn new(level: Level) -> Result<LevelRun, BadLevel> {
        let position = level
            .fen
            .parse::<Fen>()
            .ok()
            .and_then(|fen| fen.into_position(CastlingMode::Standard).ok())
            .ok_or(BadLevel { fen: level.fen })?;
        Ok(LevelRun {
            level,
            position,
            next_target: 0,
            moves: 0,
            done: false,
        })
    }

    pub fn position(&self) -> &Chess {
        &self.position
    }

    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// The square to reach next, when the goal is a walk.
    pub fn target(&self) -> Option<Square> {
        match self.level.goal {
            Goal::Visit(squares) => squares.get(self.next_target).copied(),
            _ => None,
        }
    }

    /// Plays `m` for the player.
    pub fn play(&mut self, m: Move) -> Step {
        if self.done || !self.position.is_legal(m) {
            return Step::Illegal;
        }
        match self.level.goal {
            Goal::Name(_) => return Step::NotAName,
            Goal::Touched(square) if m.from() != Some(square) => return Step::MustMove(square),
            Goal::TakeTouched(square) if captured(m) != Some(square) => {
                return Step::MustTake(square);
            }
            Goal::Correct(from, to) if m.from() != Some(from) || m.to() != to => {
                return Step::NotTheMoveMade(from, to);
            }
            Goal::PressClock => return Step::PressTheClock,
            Goal::CaptureBest => {
                let best = self
                    .position
                    .legal_moves()
                    .into_iter()
                    .filter_map(|m| self.taken(m))
                    .max_by_key(|&role| worth(role));
                if let (Some(taken), Some(best)) = (self.taken(m), best)
                    && worth(taken) < worth(best)
                {
                    return Step::WorthLess(taken, best);
                }
            }
            _ => {}
        }
        let mut after = self.position.clone();
        after.play_unchecked(m);
        let reached = match self.level.goal {
            Goal::Visit(squares) => {
                squares.get(self.next_target) == Some(&m.to())
                    && self.next_target + 1 == squares.len()
            }
            Goal::CaptureAll => {
                (after.board().by_color(Color::Black) & !after.board().kings()).is_empty()
            }
            Goal::CaptureBest => m.is_capture(),
            Goal::Protect(square) => {
                let board = after.board();
                board.color_at(square) == Some(Color::White)
                    && board
                        .attacks_to(square, Color::White, board.occupied())
                        .any()
            }
            Goal::Promote => m.is_promotion(),
            Goal::Castle(side) => m.castling_side() == Some(side),
            Goal::EnPassant => m.is_en_passant(),
            Goal::Check => after.is_check(),
            Goal::Mate => after.is_checkmate(),
            Goal::Stalemate => after.is_stalemate(),
            Goal::DeadPosition => after.is_insufficient_material(),
            Goal::Touched(_) | Goal::TakeTouched(_) | Goal::Announce | Goal::Correct(..) => true,
            Goal::PressClock | Goal::Name(_) => false,
        };
        if reached {
            self.position = after;
            self.moves += 1;
            self.done = true;
            return Step::Done {
                moves: self.moves,
                stars: stars(self.level.par, self.moves),
            };
        }
        if after.is_check() {
            return Step::GivesCheck;
        }
        if after.is_stalemate() || after.is_checkmate() {
            self.moves += 1;
            return Step::Spoiled;
        }
        // The other side passes: White is to move again.
        let mut setup = after.to_setup(EnPassantMode::Legal);
        setup.turn = Color::White;
        setup.ep_square = None;
        let Ok(next) = Chess::from_setup(setup, CastlingMode::Standard) else {
            return Step::GivesCheck;
        };
        if let Goal::Visit(squares) = self.level.goal
            && squares.get(self.next_target) == Some(&m.to())
        {
            self.next_target += 1;
        }
        self.position = next;
        self.moves += 1;
        Step::Moved {
            next: self.target(),
        }
    }

    /// The player presses the clock: a level that asks for it is done; any other is told
    /// that a move is wanted.
    pub fn press_clock(&mut self) -> Step {
        if self.done || self.level.goal != Goal::PressClock {
            return Step::Illegal;
        }
        self.moves += 1;
        self.done = true;
        Step::Done {
            moves: self.moves,
            stars: stars(self.level.par, self.moves),
        }
    }

    /// The player names a word of the board: the right one is done (its stars by the tries
    /// taken), another is a try more.
    pub fn name(&mut self, given: Named) -> Step {
        let Goal::Name(naming) = self.level.goal else {
            return Step::NotAName;
        };
        if self.done {
            return Step::Illegal;
        }
        self.moves += 1;
        if given != naming.answer() {
            return Step::Misnamed(naming.answer());
        }
        self.done = true;
        Step::Done {
            moves: self.moves,
            stars: stars(self.level.par, self.moves),
        }
    }

    /// The first move of a shortest way from here to the goal, searched breadth first through
    /// [`LevelRun::play`] up to [`HINT_DEPTH`] moves: what a hint shows. `None` for a level
    /// without moves, or beyond the search.
    pub fn best_move(&self) -> Option<Move> {
        let key = |run: &LevelRun| {
            (
                Fen::from_position(run.position(), EnPassantMode::Legal).to_string(),
                run.next_target,
            )
        };
        let mut seen = std::collections::HashSet::from([key(self)]);
        let mut frontier: Vec<(Move, LevelRun)> = Vec::new();
        for m in self.position.legal_moves() {
            let mut tried = self.clone();
            match tried.play(m) {
                Step::Done { .. } => return Some(m),
                Step::Moved { .. } if seen.insert(key(&tried)) => frontier.push((m, tried)),
                _ => {}
            }
        }
        for _ in 1..HINT_DEPTH {
            let mut next = Vec::new();
            for (first, run) in &frontier {
                for m in run.position().legal_moves() {
                    let mut tried = run.clone();
                    match tried.play(m) {
                        Step::Done { .. } => return Some(*first),
                        Step::Moved { .. } if seen.insert(key(&tried)) => {
                            next.push((*first, tried));
                        }
                        _ => {}
                    }
                }
            }
            frontier = next;
        }
        None
    }

    /// Back to the level's start.
    pub fn restart(&mut self) -> Result<(), BadLevel> {
        *self = LevelRun::new(self.level)?;
        Ok(())
    }
}

/// The square of the piece `m` takes, if it takes one (en passant: the pawn beside).
/// What a piece is worth, in pawns, as a beginner counts: a pawn 1, a knight or a bishop 3, a
/// rook 5, a queen 9 (the king is never taken).
pub fn worth(role: Role) -> u32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

impl LevelRun {
    /// The kind of piece `m` takes here, if any.
    fn taken(&self, m: Move) -> Option<Role> {
        captured(m).and_then(|square| self.position.board().role_at(square))
    }
}

fn captured(m: Move) -> Option<Square> {
    match m {
        Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
        m if m.is_capture() => Some(m.to()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    /// The fewest moves that reach the level's goal, searched breadth first through
    /// [`LevelRun::play`] up to `limit` moves.
    fn fewest_moves(level: Level, limit: u32) -> Option<u32> {
        let start = LevelRun::new(level).expect("the level's position is legal");
        let mut frontier = vec![start];
        let mut seen = HashSet::new();
        for depth in 1..=limit {
            let mut next = Vec::new();
            for run in &frontier {
                for m in run.position().legal_moves() {
                    let mut tried = run.clone();
                    match tried.play(m) {
                        Step::Done { .. } => return Some(depth),
                        Step::Moved { .. } => {
                            let key = (
                                Fen::from_position(tried.position(), EnPassantMode::Legal)
                                    .to_string(),
                                tried.next_target,
                            );
                            if seen.insert(key) {
                                next.push(tried);
                            }
                        }
                        // Spoiled or refused: no way on from here.
                        _ => {}
                    }
                }
            }
            frontier = next;
        }
        None
    }

    #[test]
    fn every_level_is_solvable_in_its_par_and_not_in_fewer() {
        let mut wrong = Vec::new();
        for stage in StageId::ALL {
            for (index, &level) in stage.levels().iter().enumerate() {
                // The clock's level is done by the clock alone, in one press.
                let found = if let Goal::Name(naming) = level.goal {
                    // Named right at the first try; anything else is a try more.
                    let mut wrong = LevelRun::new(level).expect("legal");
                    let other = match naming.answer() {
                        Named::Light(light) => Named::Light(!light),
                        _ => Named::Piece(Role::King),
                    };
                    let misnamed = wrong.name(other) == Step::Misnamed(naming.answer());
                    let mut run = LevelRun::new(level).expect("legal");
                    let no_move = run
                        .position()
                        .legal_moves()
                        .into_iter()
                        .all(|m| run.clone().play(m) == Step::NotAName);
                    let done = run.name(naming.answer());
                    (misnamed && no_move && matches!(done, Step::Done { stars: 3, .. }))
                        .then_some(1)
                } else if level.goal == Goal::PressClock {
                    let mut run = LevelRun::new(level).expect("legal");
                    let no_move = run
                        .position()
                        .legal_moves()
                        .into_iter()
                        .all(|m| run.clone().play(m) == Step::PressTheClock);
                    (no_move && matches!(run.press_clock(), Step::Done { .. })).then_some(1)
                } else {
                    fewest_moves(level, level.par + 3)
                };
                if found != Some(level.par) {
                    wrong.push(format!(
                        "{} level {}: par {}, fewest {found:?}",
                        stage.as_str(),
                        index + 1,
                        level.par
                    ));
                }
            }
        }
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    #[test]
    fn following_the_hints_reaches_every_goal_in_its_par() {
        for stage in StageId::ALL {
            for (index, &level) in stage.levels().iter().enumerate() {
                if matches!(level.goal, Goal::Name(_) | Goal::PressClock) {
                    continue;
                }
                assert!(level.par < HINT_DEPTH);
                let mut run = LevelRun::new(level).expect("legal");
                let mut step = Step::Illegal;
                while !matches!(step, Step::Done { .. }) {
                    let m = run.best_move().unwrap_or_else(|| {
                        panic!("{} level {}: no hint", stage.as_str(), index + 1)
                    });
                    step = run.play(m);
                }
                assert_eq!(
                    run.moves(),
                    level.par,
                    "{} level {}",
                    stage.as_str(),
                    index + 1
                );
            }
        }
    }

    #[test]
    fn a_piece_worth_less_is_not_taken_where_one_worth_more_can_be() {
        let level = StageId::Values.levels()[0];
        let mut run = LevelRun::new(level).expect("legal");
        let takes = |run: &LevelRun, to: Square| {
            run.position()
                .legal_moves()
                .into_iter()
                .find(|m| m.from() == Some(D4) && m.to() == to)
                .expect("the pawn can take there")
        };
        let bishop = takes(&run, C5);
        assert_eq!(run.play(bishop), Step::WorthLess(Role::Bishop, Role::Queen));
        assert_eq!(run.moves(), 0, "not played");
        let queen = takes(&run, E5);
        assert_eq!(run.play(queen), Step::Done { moves: 1, stars: 3 });
    }

    #[test]
    fn an_attacked_piece_is_protected_where_it_stands_not_merely_moved_beside() {
        let level = StageId::Protection.levels()[0];
        let mut run = LevelRun::new(level).expect("legal");
        let pawn = |run: &LevelRun, to: Square| {
            run.position()
                .legal_moves()
                .into_iter()
                .find(|m| m.from() == Some(C2) && m.to() == to)
                .expect("the pawn can go there")
        };
        // Two squares up, the pawn protects nothing; one square up, it protects the knight.
        let far = pawn(&run, C4);
        assert_eq!(run.clone().play(far), Step::Moved { next: None });
        let near = pawn(&run, C3);
        assert_eq!(run.play(near), Step::Done { moves: 1, stars: 3 });
    }

    #[test]
    fn a_walk_says_the_next_square_and_stars_follow_the_par() {
        let mut run = LevelRun::new(StageId::Rook.levels()[1]).expect("level");
        assert_eq!(run.target(), Some(A5));
        let rook_to = |run: &LevelRun, to: Square| {
            run.position()
                .legal_moves()
                .into_iter()
                .find(|m| m.role() == shakmaty::Role::Rook && m.to() == to)
                .expect("the rook can go there")
        };
        assert_eq!(run.play(rook_to(&run, A3)), Step::Moved { next: Some(A5) });
        assert_eq!(run.play(rook_to(&run, A5)), Step::Moved { next: Some(D5) });
        assert_eq!(
            run.play(rook_to(&run, D5)),
            Step::Done { moves: 3, stars: 2 }
        );
        assert_eq!((stars(2, 2), stars(2, 4), stars(2, 5)), (3, 2, 1));
    }

    #[test]
    fn a_check_where_none_is_asked_is_not_played_and_a_stalemate_spoils_a_mate() {
        let mut run = LevelRun::new(StageId::Rook.levels()[0]).expect("level");
        let check = run
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| m.to() == A8)
            .expect("Ra8");
        assert_eq!(run.play(check), Step::GivesCheck);
        assert_eq!(run.moves(), 0);

        let mut mate = LevelRun::new(StageId::Mate.levels()[1]).expect("level");
        let stalemate = mate
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| m.to() == C7)
            .expect("Qc7");
        assert_eq!(mate.play(stalemate), Step::Spoiled);
    }
}
