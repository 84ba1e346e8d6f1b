//! Board-vision drills by ear — the coordinate trainer and blindfold drills no blind mode has:
//! find the square you hear, name the square you are on, the colour of a square, whether two
//! squares share a diagonal, how many knight moves apart they are, where a piece can go, and
//! rebuilding a spoken position on the tactile board. Items are drawn from a seeded generator
//! that works on shakmaty's bitboards; the tests check 100,000 of them against an oracle that
//! counts on files and ranks instead.

use rand::{Rng, RngExt};
use shakmaty::{
    Bitboard, Board, Color, File, Piece, Rank, Role, Square,
    attacks::{attacks, knight_attacks},
};

/// The drills, each with its last scores kept.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum DrillKind {
    FindSquare,
    NameSquare,
    SquareColour,
    SameDiagonal,
    KnightDistance,
    PieceMoves,
    Rebuild,
}

impl DrillKind {
    pub const ALL: [DrillKind; 7] = [
        DrillKind::FindSquare,
        DrillKind::NameSquare,
        DrillKind::SquareColour,
        DrillKind::SameDiagonal,
        DrillKind::KnightDistance,
        DrillKind::PieceMoves,
        DrillKind::Rebuild,
    ];

    /// The name in message ids and on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            DrillKind::FindSquare => "find-square",
            DrillKind::NameSquare => "name-square",
            DrillKind::SquareColour => "square-colour",
            DrillKind::SameDiagonal => "same-diagonal",
            DrillKind::KnightDistance => "knight-distance",
            DrillKind::PieceMoves => "piece-moves",
            DrillKind::Rebuild => "rebuild",
        }
    }
}

impl crate::choice::Choice for DrillKind {
    const ALL: &'static [DrillKind] = &DrillKind::ALL;

    fn as_str(self) -> &'static str {
        DrillKind::as_str(self)
    }
}

/// What is asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// "Find Felix drei": the player moves the cursor there (or types it).
    FindSquare(Square),
    /// The cursor stands on a square; the player names it.
    NameSquare(Square),
    /// "What colour is Felix drei?"
    SquareColour(Square),
    /// "Are Anna eins and Hector acht on one diagonal?"
    SameDiagonal(Square, Square),
    /// "How many knight moves from Bella eins to Bella zwei?"
    KnightDistance(Square, Square),
    /// "A white rook on David vier, the board otherwise empty: where can it go?"
    PieceMoves(Piece, Square),
    /// "Set up: white king Gustav eins, …": the player builds it on the tactile board.
    Rebuild(Board),
}

/// An answer, the player's or the right one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Square(Square),
    /// A light square (true) or a dark one.
    Light(bool),
    Yes(bool),
    Count(u32),
    Squares(Bitboard),
    Board(Board),
}

/// One drill item: the question and its right answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub question: Question,
    pub answer: Answer,
}

/// How an answer was marked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    Right,
    /// Wrong; the right answer is said.
    Wrong {
        right: Answer,
    },
    /// For a set of squares or a board: what is missing and what is too much (a board's
    /// differences are read back square by square).
    Differs {
        missing: Vec<Square>,
        extra: Vec<Square>,
    },
}

/// Draws an item of `kind`.
pub fn generate(kind: DrillKind, rng: &mut impl Rng) -> Item {
    let square = |rng: &mut dyn FnMut() -> u32| Square::new(rng() % 64);
    let mut draw = || rng.random_range(0..64u32);
    match kind {
        DrillKind::FindSquare => {
            let s = square(&mut draw);
            Item {
                question: Question::FindSquare(s),
                answer: Answer::Square(s),
            }
        }
        DrillKind::NameSquare => {
            let s = square(&mut draw);
            Item {
                question: Question::NameSquare(s),
                answer: Answer::Square(s),
            }
        }
        DrillKind::SquareColour => {
            let s = square(&mut draw);
            Item {
                question: Question::SquareColour(s),
                answer: Answer::Light(s.is_light()),
            }
        }
        DrillKind::SameDiagonal => {
            let a = square(&mut draw);
            // Half the time a square on one of its diagonals, so that "yes" is as likely as
            // "no".
            let on_diagonal = attacks(a, Role::Bishop.of(Color::White), Bitboard::EMPTY);
            let b = if draw().is_multiple_of(2) {
                let n = on_diagonal.count() as u32;
                on_diagonal
                    .into_iter()
                    .nth((draw() % n) as usize)
                    .unwrap_or(a)
            } else {
                let mut b = square(&mut draw);
                while b == a {
                    b = square(&mut draw);
                }
                b
            };
            Item {
                question: Question::SameDiagonal(a, b),
                answer: Answer::Yes(on_diagonal.contains(b)),
            }
        }
        DrillKind::KnightDistance => {
            let a = square(&mut draw);
            let mut b = square(&mut draw);
            while b == a {
                b = square(&mut draw);
            }
            Item {
                question: Question::KnightDistance(a, b),
                answer: Answer::Count(knight_distance(a, b)),
            }
        }
        DrillKind::PieceMoves => {
            let role = Role::ALL[(draw() % 6) as usize];
            let color = if draw().is_multiple_of(2) {
                Color::White
            } else {
                Color::Black
            };
            let piece = role.of(color);
            let mut s = square(&mut draw);
            // A pawn never stands on the first or last rank.
            while role == Role::Pawn && matches!(s.rank(), Rank::First | Rank::Eighth) {
                s = square(&mut draw);
            }
            Item {
                question: Question::PieceMoves(piece, s),
                answer: Answer::Squares(piece_moves(piece, s)),
            }
        }
        DrillKind::Rebuild => {
            let board = small_position(&mut draw);
            Item {
                question: Question::Rebuild(board.clone()),
                answer: Answer::Board(board),
            }
        }
    }
}

/// The squares `piece` on `from` can go to on an otherwise empty board (a pawn: its pushes,
/// two from its starting rank; captures need something to capture).
pub fn piece_moves(piece: Piece, from: Square) -> Bitboard {
    if piece.role != Role::Pawn {
        return attacks(from, piece, Bitboard::EMPTY);
    }
    let one = Bitboard::from(from).shift(if piece.color == Color::White { 8 } else { -8 });
    let start = Bitboard::from(piece.color.fold_wb(Rank::Second, Rank::Seventh));
    let two = if start.contains(from) {
        one.shift(if piece.color == Color::White { 8 } else { -8 })
    } else {
        Bitboard::EMPTY
    };
    one | two
}

/// The fewest knight moves from `a` to `b`, by flooding the board from `a`.
pub fn knight_distance(a: Square, b: Square) -> u32 {
    let mut reached = Bitboard::from(a);
    let mut frontier = reached;
    let mut steps = 0;
    while !reached.contains(b) {
        let mut next = Bitboard::EMPTY;
        for s in frontier {
            next |= knight_attacks(s);
        }
        frontier = next & !reached;
        reached |= next;
        steps += 1;
    }
    steps
}

/// Two kings and two to four other pieces, no pawn on the first or last rank: a position to
/// rebuild by touch.
fn small_position(draw: &mut dyn FnMut() -> u32) -> Board {
    let mut board = Board::empty();
    let place = |board: &mut Board, piece: Piece, draw: &mut dyn FnMut() -> u32| loop {
        let s = Square::new(draw() % 64);
        let pawn_edge = piece.role == Role::Pawn && matches!(s.rank(), Rank::First | Rank::Eighth);
        if board.piece_at(s).is_none() && !pawn_edge {
            board.set_piece_at(s, piece);
            break;
        }
    };
    place(&mut board, Role::King.of(Color::White), draw);
    place(&mut board, Role::King.of(Color::Black), draw);
    let others = 2 + draw() % 3;
    for _ in 0..others {
        let role = [
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ][(draw() % 5) as usize];
        let color = if draw().is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        };
        place(&mut board, role.of(color), draw);
    }
    board
}

/// Marks `given` against the item's right answer.
pub fn mark(item: &Item, given: &Answer) -> Mark {
    match (&item.answer, given) {
        (Answer::Squares(right), Answer::Squares(given)) => differs(*right, *given),
        (Answer::Board(right), Answer::Board(given)) => {
            let changed: Bitboard = Square::ALL
                .into_iter()
                .filter(|&s| right.piece_at(s) != given.piece_at(s))
                .collect();
            if changed.is_empty() {
                Mark::Right
            } else {
                Mark::Differs {
                    missing: (changed & right.occupied()).into_iter().collect(),
                    extra: (changed & !right.occupied()).into_iter().collect(),
                }
            }
        }
        (right, given) if right == given => Mark::Right,
        (right, _) => Mark::Wrong {
            right: right.clone(),
        },
    }
}

fn differs(right: Bitboard, given: Bitboard) -> Mark {
    if right == given {
        Mark::Right
    } else {
        Mark::Differs {
            missing: (right & !given).into_iter().collect(),
            extra: (given & !right).into_iter().collect(),
        }
    }
}

/// A square from its file and rank numbers (0–7), for the shells' cursors.
pub fn square_at(file: u32, rank: u32) -> Option<Square> {
    Some(Square::from_coords(
        File::try_from(file).ok()?,
        Rank::try_from(rank).ok()?,
    ))
}

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;

    use rand::{SeedableRng, rngs::StdRng};

    use super::*;
    use crate::vocab::{VocabId, Vocabulary, Word};

    /// Files and ranks as numbers 0–7, counted by hand.
    fn coords(s: Square) -> (i32, i32) {
        (i32::from(s.file() as u8), i32::from(s.rank() as u8))
    }

    fn oracle_light(s: Square) -> bool {
        let (f, r) = coords(s);
        (f + r) % 2 == 1
    }

    fn oracle_diagonal(a: Square, b: Square) -> bool {
        let ((fa, ra), (fb, rb)) = (coords(a), coords(b));
        a != b && (fa - fb).abs() == (ra - rb).abs()
    }

    fn oracle_knight(a: Square, b: Square) -> u32 {
        let mut seen = [[false; 8]; 8];
        let mut queue = VecDeque::from([(coords(a), 0)]);
        while let Some(((f, r), d)) = queue.pop_front() {
            if (f, r) == coords(b) {
                return d;
            }
            for (df, dr) in [
                (1, 2),
                (2, 1),
                (2, -1),
                (1, -2),
                (-1, -2),
                (-2, -1),
                (-2, 1),
                (-1, 2),
            ] {
                let (nf, nr) = (f + df, r + dr);
                if (0..8).contains(&nf) && (0..8).contains(&nr) && !seen[nf as usize][nr as usize] {
                    seen[nf as usize][nr as usize] = true;
                    queue.push_back(((nf, nr), d + 1));
                }
            }
        }
        u32::MAX
    }

    fn oracle_moves(piece: Piece, s: Square) -> Vec<(i32, i32)> {
        let (f, r) = coords(s);
        let straight = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        let diagonal = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
        let knight = [
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ];
        let on = |f: i32, r: i32| (0..8).contains(&f) && (0..8).contains(&r);
        let slide = |dirs: &[(i32, i32)]| {
            let mut out = Vec::new();
            for (df, dr) in dirs {
                let (mut nf, mut nr) = (f + df, r + dr);
                while on(nf, nr) {
                    out.push((nf, nr));
                    nf += df;
                    nr += dr;
                }
            }
            out
        };
        let jump = |dirs: &[(i32, i32)]| -> Vec<(i32, i32)> {
            dirs.iter()
                .map(|(df, dr)| (f + df, r + dr))
                .filter(|&(nf, nr)| on(nf, nr))
                .collect()
        };
        let mut out = match piece.role {
            Role::Rook => slide(&straight),
            Role::Bishop => slide(&diagonal),
            Role::Queen => [slide(&straight), slide(&diagonal)].concat(),
            Role::Knight => jump(&knight),
            Role::King => jump(&[straight, diagonal].concat()),
            Role::Pawn => {
                let (dir, start) = if piece.color == Color::White {
                    (1, 1)
                } else {
                    (-1, 6)
                };
                let mut pushes = vec![(f, r + dir)];
                if r == start {
                    pushes.push((f, r + 2 * dir));
                }
                pushes
            }
        };
        out.sort_unstable();
        out
    }

    #[test]
    fn generator_and_oracle_agree_on_100000_seeded_items() {
        let mut rng = StdRng::seed_from_u64(29);
        let fide = Vocabulary::get(VocabId::Fide);
        let mut yes = 0;
        for i in 0..100_000 {
            let kind = DrillKind::ALL[i % DrillKind::ALL.len()];
            let item = generate(kind, &mut rng);
            match (&item.question, &item.answer) {
                (Question::FindSquare(s) | Question::NameSquare(s), Answer::Square(a)) => {
                    assert_eq!(s, a);
                    // The square's name, heard and read back, is the square.
                    let heard = fide.read(&fide.square(*s), false).expect("read");
                    let words: Vec<Word> = heard.iter().map(|h| h.word).collect();
                    assert_eq!(words, [Word::File(s.file()), Word::Rank(s.rank())]);
                }
                (Question::SquareColour(s), Answer::Light(light)) => {
                    assert_eq!(*light, oracle_light(*s), "{s}")
                }
                (Question::SameDiagonal(a, b), Answer::Yes(same)) => {
                    assert_ne!(a, b);
                    assert_eq!(*same, oracle_diagonal(*a, *b), "{a} {b}");
                    yes += usize::from(*same);
                }
                (Question::KnightDistance(a, b), Answer::Count(n)) => {
                    assert_eq!(*n, oracle_knight(*a, *b), "{a} {b}")
                }
                (Question::PieceMoves(piece, s), Answer::Squares(squares)) => {
                    let mut got: Vec<(i32, i32)> = squares.into_iter().map(coords).collect();
                    got.sort_unstable();
                    assert_eq!(got, oracle_moves(*piece, *s), "{piece:?} on {s}");
                }
                (Question::Rebuild(board), Answer::Board(right)) => {
                    assert_eq!(board, right);
                    assert_eq!(board.kings().count(), 2);
                    assert!((4..=6).contains(&board.occupied().count()));
                    assert!(
                        (board.pawns()
                            & (Bitboard::from(Rank::First) | Bitboard::from(Rank::Eighth)))
                        .is_empty()
                    );
                }
                (question, answer) => panic!("{question:?} answered by {answer:?}"),
            }
        }
        // About half of the diagonal questions are "yes".
        let asked = 100_000 / DrillKind::ALL.len();
        assert!(
            yes * 10 > asked * 4 && yes * 10 < asked * 6,
            "{yes} of {asked}"
        );
    }

    #[test]
    fn answers_are_marked_and_a_rebuilt_board_says_what_differs() {
        let mut rng = StdRng::seed_from_u64(7);
        let item = generate(DrillKind::KnightDistance, &mut rng);
        assert_eq!(mark(&item, &item.answer), Mark::Right);
        assert!(matches!(
            mark(&item, &Answer::Count(99)),
            Mark::Wrong {
                right: Answer::Count(_)
            }
        ));
        let rook = Item {
            question: Question::PieceMoves(Role::Rook.of(Color::White), Square::A1),
            answer: Answer::Squares(piece_moves(Role::Rook.of(Color::White), Square::A1)),
        };
        let without_a8 = piece_moves(Role::Rook.of(Color::White), Square::A1)
            .without(Square::A8)
            .with(Square::B2);
        assert_eq!(
            mark(&rook, &Answer::Squares(without_a8)),
            Mark::Differs {
                missing: vec![Square::A8],
                extra: vec![Square::B2]
            }
        );
        let item = generate(DrillKind::Rebuild, &mut rng);
        let Answer::Board(right) = &item.answer else {
            panic!("a board")
        };
        let mut rebuilt = right.clone();
        let king = right.king_of(Color::White).expect("a king");
        let piece = rebuilt.remove_piece_at(king).expect("the king");
        let elsewhere = Square::ALL
            .into_iter()
            .find(|&s| right.piece_at(s).is_none())
            .expect("room");
        rebuilt.set_piece_at(elsewhere, piece);
        assert_eq!(
            mark(&item, &Answer::Board(rebuilt)),
            Mark::Differs {
                missing: vec![king],
                extra: vec![elsewhere]
            }
        );
    }
}
