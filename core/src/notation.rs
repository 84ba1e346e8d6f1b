//! What a player types or says, turned into one legal move or a precise, speakable refusal.
//!
//! Every form goes through the same steps: the vocabulary reads the text into words
//! ("Springer Felix drei", "Sf3", "g1-f3" all become piece, file, rank), the words become a
//! [`MoveSpec`], and the spec is matched against the legal moves. When nothing matches, the
//! position is examined to say exactly why.

use shakmaty::{
    Bitboard, CastlingSide, Chess, File, Move, Position, Rank, Role, Square,
    attacks::{attacks, pawn_attacks},
};

use crate::message::Message;
use crate::words::Token;
use crate::{
    announce::move_tokens,
    vocab::{Heard, VocabId, Vocabulary, Word},
    words::{CastlingRefusal, NotationError, Style},
};

/// A move as entered, before it is matched to the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSpec {
    Castle(CastlingSide),
    Normal {
        /// `None`: a pawn, or with a full from-square, whatever stands there.
        role: Option<Role>,
        from_file: Option<File>,
        from_rank: Option<Rank>,
        capture: bool,
        to: Square,
        promotion: Option<Role>,
    },
}

impl MoveSpec {
    /// Builds a spec from words in said order: piece, from-file, from-rank, "takes", target
    /// file and rank, promotion piece, "en passant", check. Filler and check words are ignored.
    pub fn from_words(heard: &[Heard]) -> Result<MoveSpec, NotationError> {
        let words: Vec<&Heard> = heard
            .iter()
            .filter(|h| !matches!(h.word, Word::Filler | Word::Check | Word::Checkmate))
            .collect();
        if words.is_empty() {
            return Err(NotationError::Empty);
        }
        if let [only] = words.as_slice()
            && let Word::Castle(side) = only.word
        {
            return Ok(MoveSpec::Castle(side));
        }
        let unexpected = |h: &Heard| NotationError::NotUnderstood {
            word: h.text.clone(),
        };
        // The target is the last file immediately followed by a rank.
        let target = (0..words.len().saturating_sub(1))
            .rev()
            .find(|&i| {
                matches!(
                    (words[i].word, words[i + 1].word),
                    (Word::File(_), Word::Rank(_))
                )
            })
            .ok_or(NotationError::Incomplete)?;
        let (Word::File(to_file), Word::Rank(to_rank)) =
            (words[target].word, words[target + 1].word)
        else {
            return Err(NotationError::Incomplete);
        };

        let mut role = None;
        let mut from_file = None;
        let mut from_rank = None;
        let mut capture = false;
        for h in &words[..target] {
            match h.word {
                Word::Piece(r)
                    if role.is_none() && from_file.is_none() && from_rank.is_none() && !capture =>
                {
                    role = Some(r)
                }
                Word::File(f) if from_file.is_none() && from_rank.is_none() && !capture => {
                    from_file = Some(f)
                }
                Word::Rank(r) if from_rank.is_none() && !capture => from_rank = Some(r),
                Word::Takes if !capture => capture = true,
                _ => return Err(unexpected(h)),
            }
        }
        let mut promotion = None;
        for h in &words[target + 2..] {
            match h.word {
                Word::Piece(r) if promotion.is_none() => promotion = Some(r),
                Word::EnPassant => capture = true,
                _ => return Err(unexpected(h)),
            }
        }
        Ok(MoveSpec::Normal {
            role,
            from_file,
            from_rank,
            capture,
            to: Square::from_coords(to_file, to_rank),
            promotion,
        })
    }
}

/// The longest entry read as a move, in bytes: the longest spoken move of any vocabulary
/// ("Springer Gustav eins schlägt Felix drei, Schach", long form, Vietnamese diacritics) fits
/// several times over.
pub const ENTRY_LONGEST: usize = 400;

/// Parses `text` in `vocab` (and, for words that vocabulary does not know, in the others) into
/// a legal move of `position`. `style` is used to name candidates in a refusal.
///
/// A move is taken as a player would say or type it, in any form; what cannot be played is
/// refused with its reason, which the shells say in words:
///
/// ```
/// use annabella_core::{NotationError, Style, VocabId, Vocabulary, parse_move, words::Form};
/// use shakmaty::{Chess, san::San};
///
/// let start = Chess::default();
/// let fide = Vocabulary::get(VocabId::Fide);
/// let style = Style { form: Form::Short, say_pawn: true };
/// for said in ["Springer Felix drei", "Nf3", "g1f3", "springer f3"] {
///     let knight = parse_move(&start, said, fide, style).unwrap();
///     assert_eq!(San::from_move(&start, knight).to_string(), "Nf3", "{said}");
/// }
/// assert!(matches!(parse_move(&start, "", fide, style), Err(NotationError::Empty)));
/// ```
pub fn parse_move(
    position: &Chess,
    text: &str,
    vocab: &Vocabulary,
    style: Style,
) -> Result<Move, NotationError> {
    if text.trim().is_empty() {
        return Err(NotationError::Empty);
    }
    if text.len() > ENTRY_LONGEST {
        return Err(NotationError::TooLong {
            chars: text.chars().count(),
        });
    }
    if position.legal_moves().is_empty() {
        return Err(NotationError::GameOver);
    }
    let first = parse_in(position, text, vocab, style, false);
    if first.is_ok() {
        return first;
    }
    // A lower-case first letter read as a file may have meant a piece ("bc4" for "Bc4").
    if starts_with_file_letter(text)
        && let Ok(m) = parse_in(position, text, vocab, style, true)
    {
        return Ok(m);
    }
    // Words this vocabulary does not know may be another's ("Springer Felix drei" in English).
    if let Err(NotationError::NotUnderstood { .. }) = first {
        let other = VocabId::ALL
            .into_iter()
            .filter(|&id| id != vocab.id())
            .find_map(|id| parse_in(position, text, Vocabulary::get(id), style, false).ok());
        if let Some(m) = other {
            return Ok(m);
        }
    }
    first
}

fn starts_with_file_letter(text: &str) -> bool {
    text.trim_start()
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_lowercase() && c <= 'h')
}

fn parse_in(
    position: &Chess,
    text: &str,
    vocab: &Vocabulary,
    style: Style,
    lowercase_piece_first: bool,
) -> Result<Move, NotationError> {
    let heard = vocab
        .read(text, lowercase_piece_first)
        .map_err(|word| NotationError::NotUnderstood { word })?;
    let spec = MoveSpec::from_words(&heard)?;
    resolve(position, spec, style)
}

/// Matches a spec against the legal moves; when none or several match, says why.
pub fn resolve(position: &Chess, spec: MoveSpec, style: Style) -> Result<Move, NotationError> {
    match spec {
        MoveSpec::Castle(side) => resolve_castle(position, side),
        MoveSpec::Normal { to, promotion, .. } => {
            let legal = position.legal_moves();
            let mut matching: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|&m| matches_ignoring_promotion(&spec, m))
                .collect();
            // In Chess960 a king step can land where castling would put the king (d1-c1 beside
            // castling long): a named king move is that move; castling has its own words.
            if matching.iter().any(|m| !m.is_castle()) {
                matching.retain(|m| !m.is_castle());
            }
            match matching.as_slice() {
                [] => Err(diagnose(position, &spec, style)),
                [m] if promotion.is_none() || m.promotion() == promotion => Ok(*m),
                _ => {
                    if let Some(role) = promotion {
                        let chosen: Vec<Move> = matching
                            .iter()
                            .copied()
                            .filter(|m| m.promotion() == Some(role))
                            .collect();
                        return match chosen.as_slice() {
                            [m] => Ok(*m),
                            [] if matching.iter().any(|m| m.is_promotion()) => {
                                Err(NotationError::PromotionInvalid { role })
                            }
                            [] => Err(NotationError::NotAPromotion {
                                attempted: move_tokens(position, matching[0], style),
                            }),
                            _ => Err(ambiguous(position, &chosen, style)),
                        };
                    }
                    let same_squares = matching
                        .iter()
                        .all(|m| m.from() == matching[0].from() && m.to() == to);
                    if same_squares && matching.iter().all(|m| m.is_promotion()) {
                        Err(NotationError::PromotionMissing { to })
                    } else {
                        Err(ambiguous(position, &matching, style))
                    }
                }
            }
        }
    }
}

fn ambiguous(position: &Chess, moves: &[Move], style: Style) -> NotationError {
    NotationError::Ambiguous {
        candidates: moves
            .iter()
            .map(|&m| move_tokens(position, m, style))
            .collect(),
    }
}

/// Whether `m` fits the spec, leaving the promotion piece aside. A capture that was not said is
/// accepted; a "takes" that captures nothing is not.
fn matches_ignoring_promotion(spec: &MoveSpec, m: Move) -> bool {
    let MoveSpec::Normal {
        role,
        from_file,
        from_rank,
        capture,
        to,
        ..
    } = *spec
    else {
        return false;
    };
    let Some(from) = m.from() else {
        return false;
    };
    if let Move::Castle { king, .. } = m {
        // Castling typed as a king move: to the king's destination (e1g1) or onto the rook (e1h1).
        let Some(side) = m.castling_side() else {
            return false;
        };
        let destination = Square::from_coords(side.king_to_file(), king.rank());
        return from_file.is_some()
            && from_rank.is_some()
            && names_piece(
                role.or(Some(Role::King)),
                from_file,
                from_rank,
                Role::King,
                from,
            )
            && (to == m.to() || to == destination);
    }
    names_piece(role, from_file, from_rank, m.role(), from)
        && m.to() == to
        && (!capture || m.is_capture())
}

/// Whether the piece (`moving`, on `from`) is the one the entry names: its role (a pawn when none
/// is said, any piece when the full from-square is), its from-file and its from-rank.
fn names_piece(
    role: Option<Role>,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    moving: Role,
    from: Square,
) -> bool {
    let role_fits = match role {
        Some(r) => r == moving,
        None => (from_file.is_some() && from_rank.is_some()) || moving == Role::Pawn,
    };
    role_fits
        && from_file.is_none_or(|f| f == from.file())
        && from_rank.is_none_or(|r| r == from.rank())
}

/// No legal move fits: find the most precise reason.
fn diagnose(position: &Chess, spec: &MoveSpec, style: Style) -> NotationError {
    let MoveSpec::Normal {
        role,
        from_file,
        from_rank,
        capture,
        to,
        promotion,
    } = *spec
    else {
        // Castling is diagnosed by `resolve_castle` before this is reached.
        return NotationError::Incomplete;
    };
    if let Some(r @ (Role::King | Role::Pawn)) = promotion {
        return NotationError::PromotionInvalid { role: r };
    }
    // Moves the pieces could make if the king's safety did not matter.
    let pseudo: Vec<Move> = pseudo_legal(position, role, from_file, from_rank, to, promotion)
        .into_iter()
        .filter(|m| !capture || m.is_capture())
        .collect();
    if let Some(&m) = pseudo.first() {
        let attempted = move_tokens(position, m, style);
        if promotion.is_some() && !m.is_promotion() {
            return NotationError::NotAPromotion { attempted };
        }
        return if position.is_check() {
            NotationError::DoesNotAnswerCheck { attempted }
        } else {
            NotationError::LeavesKingInCheck { attempted }
        };
    }
    let board = position.board();
    let us = position.us();
    if let (Some(f), Some(r)) = (from_file, from_rank) {
        let from = Square::from_coords(f, r);
        let Some(piece) = board.piece_at(from).filter(|p| p.color == position.turn()) else {
            return NotationError::NoOwnPieceOn { from };
        };
        if let Some(wanted) = role.filter(|&wanted| wanted != piece.role) {
            return NotationError::WrongPieceOn { role: wanted, from };
        }
        if us.contains(to) {
            return NotationError::OwnPieceOnTarget { to };
        }
        return NotationError::PieceCannotMove {
            role: piece.role,
            from,
            to,
        };
    }
    if us.contains(to) {
        return NotationError::OwnPieceOnTarget { to };
    }
    if capture && !position.them().contains(to) && position.maybe_ep_square() != Some(to) {
        return NotationError::NothingToCapture { to };
    }
    NotationError::NoPieceReaches {
        role: role.unwrap_or(Role::Pawn),
        to,
    }
}

/// Moves of our pieces to `to` that follow the piece's movement rules, ignoring whether our king
/// would be in check. Only used to explain a refusal, so clarity beats speed here.
fn pseudo_legal(
    position: &Chess,
    role: Option<Role>,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    to: Square,
    promotion: Option<Role>,
) -> Vec<Move> {
    let board = position.board();
    let occupied = board.occupied();
    let turn = position.turn();
    let mut moves = Vec::new();
    for from in position.us() {
        let Some(piece) = board.piece_at(from) else {
            continue;
        };
        if !names_piece(role, from_file, from_rank, piece.role, from) {
            continue;
        }
        let capture = board.role_at(to).filter(|_| position.them().contains(to));
        let reaches = if piece.role == Role::Pawn {
            pawn_reaches(position, from, to)
        } else {
            (attacks(from, piece, occupied) & !position.us()).contains(to)
        };
        if !reaches {
            continue;
        }
        let last_rank = to.rank() == Rank::Eighth && turn.is_white()
            || to.rank() == Rank::First && turn.is_black();
        let m = if piece.role == Role::Pawn && capture.is_none() && from.file() != to.file() {
            Move::EnPassant { from, to }
        } else {
            let promotion =
                (piece.role == Role::Pawn && last_rank).then(|| promotion.unwrap_or(Role::Queen));
            Move::Normal {
                role: piece.role,
                from,
                capture,
                to,
                promotion,
            }
        };
        moves.push(m);
    }
    moves
}

fn pawn_reaches(position: &Chess, from: Square, to: Square) -> bool {
    let turn = position.turn();
    let occupied = position.board().occupied();
    let step: i32 = if turn.is_white() { 8 } else { -8 };
    let single = from.offset(step);
    if single == Some(to) && !occupied.contains(to) {
        return true;
    }
    let start_rank = if turn.is_white() {
        Rank::Second
    } else {
        Rank::Seventh
    };
    if from.rank() == start_rank && from.offset(2 * step) == Some(to) {
        let Some(between) = single else {
            return false;
        };
        return !occupied.contains(between) && !occupied.contains(to);
    }
    let targets = position.them()
        | position
            .maybe_ep_square()
            .map_or(Bitboard::EMPTY, Bitboard::from_square);
    (pawn_attacks(turn, from) & targets).contains(to)
}

fn resolve_castle(position: &Chess, side: CastlingSide) -> Result<Move, NotationError> {
    if let Some(&m) = position.castling_moves(side).first() {
        return Ok(m);
    }
    let refuse = |reason| Err(NotationError::CastlingRefused { side, reason });
    let turn = position.turn();
    let castles = position.castles();
    let (Some(rook), Some(king)) = (castles.rook(turn, side), position.board().king_of(turn))
    else {
        return refuse(CastlingRefusal::NoRight);
    };
    if position.is_check() {
        return refuse(CastlingRefusal::InCheck);
    }
    let occupied = position.board().occupied();
    let movers = Bitboard::from_square(king) | Bitboard::from_square(rook);
    if !(castles.path(turn, side) & occupied & !movers).is_empty() {
        return refuse(CastlingRefusal::Blocked);
    }
    let destination = Square::from_coords(side.king_to_file(), king.rank());
    let attacked = |sq: Square| {
        !position
            .board()
            .attacks_to(sq, !turn, occupied ^ Bitboard::from_square(king))
            .is_empty()
    };
    if attacked(destination) {
        refuse(CastlingRefusal::IntoCheck)
    } else {
        refuse(CastlingRefusal::ThroughCheck)
    }
}

impl NotationError {
    /// The refusal in the player's vocabulary, with the squares and pieces in its words.
    pub fn message(&self) -> Message {
        Message::Tokens(vec![Token::Refusal(Box::new(self.clone()))])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        rules::{Game, StartPosition},
        words::Form,
    };

    use crate::rules::test_position as position;

    fn uci(position: &Chess, text: &str, vocab: VocabId) -> Result<String, NotationError> {
        let style = Style {
            form: Form::Short,
            say_pawn: false,
        };
        parse_move(position, text, Vocabulary::get(vocab), style)
            .map(|m| m.to_uci(shakmaty::CastlingMode::Standard).to_string())
    }

    fn said(error: &NotationError, vocab: VocabId) -> String {
        Vocabulary::get(vocab).refusal_text(error, Vocabulary::get(vocab).native_ui())
    }

    /// Finding 6 of the third hardening round: a paste or a stuck key (100,000 characters in
    /// one word) took 9.8 GB and 40 s, as every letter of a long word carried the whole word.
    #[test]
    fn a_pasted_line_of_100000_characters_is_refused_unread_with_its_length() {
        let start = Chess::default();
        for line in ["a".repeat(100_000), "Springer Felix drei ".repeat(5_000)] {
            let error = uci(&start, &line, VocabId::Fide).unwrap_err();
            assert_eq!(
                error,
                NotationError::TooLong {
                    chars: line.chars().count()
                }
            );
            assert_eq!(
                said(&error, VocabId::En),
                format!(
                    "Too long for a move ({} characters): nothing was read.",
                    line.chars().count()
                )
            );
        }
        // Below the limit, a long word is not read letter by letter either: one word of 300
        // letters is not a move, and no 300 words of 300 letters are made of it.
        let fide = Vocabulary::get(VocabId::Fide);
        assert_eq!(fide.read(&"a".repeat(300), false), Err("a".repeat(300)));
        assert_eq!(
            uci(&start, &"a".repeat(ENTRY_LONGEST), VocabId::Fide),
            Err(NotationError::NotUnderstood {
                word: "a".repeat(ENTRY_LONGEST)
            })
        );
    }

    #[test]
    fn every_accepted_form_of_a_knight_move() {
        let start = Chess::default();
        for text in [
            "Nf3",
            "Sf3",
            "nf3",
            "sf3",
            "g1f3",
            "g1-f3",
            "Ng1f3",
            "Sg1-f3",
            "N g1 f3",
            "Springer Felix drei",
            "springer felix drei",
            "  Springer   Felix  drei ",
            "Knight Felix three",
            "Springer Gustav eins Felix drei",
            "Springer auf Felix drei",
            "Springer f3",
        ] {
            assert_eq!(
                uci(&start, text, VocabId::Fide).as_deref(),
                Ok("g1f3"),
                "{text}"
            );
        }
        assert_eq!(
            uci(&start, "Springer Felix tre", VocabId::Nb).as_deref(),
            Ok("g1f3")
        );
        assert_eq!(
            uci(&start, "riddari Felix þrír", VocabId::Is).as_deref(),
            Ok("g1f3")
        );
        assert_eq!(
            uci(&start, "Rf3", VocabId::Is).as_deref(),
            Ok("g1f3"),
            "R is riddari in Icelandic"
        );
        assert_eq!(
            uci(&start, "Mã Felix ba", VocabId::Vi).as_deref(),
            Ok("g1f3")
        );
        assert_eq!(
            uci(&start, "ma felix ba", VocabId::Vi).as_deref(),
            Ok("g1f3"),
            "without diacritics"
        );
        assert_eq!(uci(&start, "Mf3", VocabId::Vi).as_deref(), Ok("g1f3"));
    }

    #[test]
    fn pawn_moves_and_captures() {
        let start = Chess::default();
        for text in [
            "e4",
            "e2e4",
            "e2-e4",
            "Eva vier",
            "Bauer Eva vier",
            "Bauer Eva zwei Eva vier",
            "Eva zwei Eva vier",
        ] {
            assert_eq!(
                uci(&start, text, VocabId::Fide).as_deref(),
                Ok("e2e4"),
                "{text}"
            );
        }
        let pos = position("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        for text in [
            "exd5",
            "ed5",
            "e4xd5",
            "Eva schlägt David fünf",
            "Eva x David fünf",
            "Eva takes David five",
            "exd5!?",
        ] {
            assert_eq!(
                uci(&pos, text, VocabId::Fide).as_deref(),
                Ok("e4d5"),
                "{text}"
            );
        }
    }

    #[test]
    fn promotion_in_all_common_forms() {
        let pos = position("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
        for text in [
            "e8=Q",
            "e8Q",
            "e8q",
            "e7e8q",
            "e8D",
            "e8=D",
            "Eva acht Dame",
            "Eva acht Dame Schach",
            "e8 Queen",
            "Eva sieben Eva acht Dame",
        ] {
            assert_eq!(
                uci(&pos, text, VocabId::Fide).as_deref(),
                Ok("e7e8q"),
                "{text}"
            );
        }
        assert_eq!(uci(&pos, "e8=N", VocabId::En).as_deref(), Ok("e7e8n"));
        assert_eq!(uci(&pos, "e8S", VocabId::Fide).as_deref(), Ok("e7e8n"));
    }

    #[test]
    fn castling_in_all_forms() {
        let pos = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        for (text, expected) in [
            ("O-O", "e1g1"),
            ("0-0", "e1g1"),
            ("o-o", "e1g1"),
            ("O-O+", "e1g1"),
            ("Kurze Rochade", "e1g1"),
            ("kurze rochade", "e1g1"),
            ("e1g1", "e1g1"),
            ("e1h1", "e1g1"),
            ("O-O-O", "e1c1"),
            ("0-0-0", "e1c1"),
            ("Lange Rochade", "e1c1"),
            ("lang rokade", "e1c1"),
            ("long castle", "e1c1"),
        ] {
            assert_eq!(
                uci(&pos, text, VocabId::Fide).as_deref(),
                Ok(expected),
                "{text}"
            );
        }
    }

    #[test]
    fn not_understood_names_the_word() {
        let err = uci(&Chess::default(), "Springer Felix zwölf", VocabId::Fide).unwrap_err();
        assert_eq!(
            err,
            NotationError::NotUnderstood {
                word: "zwölf".into()
            }
        );
        assert_eq!(said(&err, VocabId::Fide), "Nicht verstanden: zwölf");
        assert_eq!(said(&err, VocabId::En), "Not understood: zwölf");
        assert_eq!(
            uci(&Chess::default(), "   ", VocabId::Fide).unwrap_err(),
            NotationError::Empty
        );
        assert_eq!(
            uci(&Chess::default(), "Springer", VocabId::Fide).unwrap_err(),
            NotationError::Incomplete
        );
    }

    #[test]
    fn piece_on_a_square_that_cannot_go_there() {
        let err = uci(&Chess::default(), "Sg1-g3", VocabId::Fide).unwrap_err();
        assert_eq!(
            said(&err, VocabId::Fide),
            "Springer auf Gustav eins kann nicht nach Gustav drei"
        );
        assert_eq!(
            said(&err, VocabId::En),
            "Knight on Gustav one cannot go to Gustav three"
        );
    }

    #[test]
    fn no_piece_of_that_kind_reaches_the_square() {
        let err = uci(&Chess::default(), "Nf5", VocabId::En).unwrap_err();
        assert_eq!(
            said(&err, VocabId::Fide),
            "Kein Springer kann nach Felix fünf"
        );
        assert_eq!(said(&err, VocabId::En), "No Knight can go to Felix five");
        let err = uci(&Chess::default(), "Qh5", VocabId::En).unwrap_err();
        assert_eq!(
            said(&err, VocabId::Fide),
            "Keine Dame kann nach Hector fünf"
        );
    }

    #[test]
    fn wrong_or_missing_piece_on_the_from_square() {
        let start = Chess::default();
        let err = uci(&start, "e3e4", VocabId::En).unwrap_err();
        assert_eq!(err, NotationError::NoOwnPieceOn { from: Square::E3 });
        assert_eq!(
            said(&err, VocabId::Fide),
            "Auf Eva drei steht keine eigene Figur"
        );
        let err = uci(&start, "e7e5", VocabId::En).unwrap_err();
        assert_eq!(err, NotationError::NoOwnPieceOn { from: Square::E7 });
        let err = uci(&start, "Lg1-f3", VocabId::Fide).unwrap_err();
        assert_eq!(
            said(&err, VocabId::Fide),
            "Auf Gustav eins steht kein Läufer"
        );
        assert_eq!(said(&err, VocabId::En), "There is no Bishop on Gustav one");
    }

    #[test]
    fn own_piece_on_target_and_nothing_to_capture() {
        let start = Chess::default();
        let err = uci(&start, "Nd2", VocabId::En).unwrap_err();
        assert_eq!(
            said(&err, VocabId::En),
            "Your own piece stands on David two"
        );
        let err = uci(&start, "Nxf3", VocabId::En).unwrap_err();
        assert_eq!(
            said(&err, VocabId::Fide),
            "Auf Felix drei gibt es nichts zu schlagen"
        );
    }

    #[test]
    fn ambiguous_lists_the_candidates_in_the_vocabulary() {
        let pos = position("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        let err = uci(&pos, "Nd2", VocabId::En).unwrap_err();
        assert_eq!(
            said(&err, VocabId::Fide),
            "Mehrdeutig: Springer Bella David zwei oder Springer Felix David zwei"
        );
        assert_eq!(
            said(&err, VocabId::En),
            "Ambiguous: Knight Bella David two or Knight Felix David two"
        );
        assert_eq!(uci(&pos, "Nbd2", VocabId::En).as_deref(), Ok("b1d2"));
        assert_eq!(
            uci(&pos, "Springer Felix David zwei", VocabId::Fide).as_deref(),
            Ok("f1d2")
        );
    }

    #[test]
    fn a_move_that_would_leave_the_king_in_check() {
        // The knight on d2 is pinned by the bishop on b4.
        let pos = position("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1");
        let err = uci(&pos, "Nf3", VocabId::En).unwrap_err();
        assert!(matches!(err, NotationError::LeavesKingInCheck { .. }));
        assert_eq!(
            said(&err, VocabId::Fide),
            "Springer Felix drei geht nicht: der König stünde im Schach"
        );
        assert_eq!(
            said(&err, VocabId::En),
            "Knight Felix three is not possible: it would leave the king in check"
        );
    }

    #[test]
    fn a_move_that_does_not_answer_check() {
        let pos = position("4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1");
        let err = uci(&pos, "Ra5", VocabId::En).unwrap_err();
        assert!(matches!(err, NotationError::DoesNotAnswerCheck { .. }));
        assert_eq!(
            said(&err, VocabId::Fide),
            "Turm Anna fünf geht nicht: der König steht im Schach"
        );
        assert_eq!(
            said(&err, VocabId::En),
            "Rook Anna five is not possible: the king is in check"
        );
    }

    #[test]
    fn castling_refused_with_the_reason() {
        let cases = [
            (
                "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1",
                "O-O",
                CastlingRefusal::NoRight,
            ),
            (
                "r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1",
                "O-O",
                CastlingRefusal::Blocked,
            ),
            (
                "r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1",
                "O-O",
                CastlingRefusal::InCheck,
            ),
            (
                "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1",
                "O-O",
                CastlingRefusal::ThroughCheck,
            ),
            (
                "r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1",
                "O-O",
                CastlingRefusal::IntoCheck,
            ),
            (
                "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1",
                "O-O-O",
                CastlingRefusal::Blocked,
            ),
        ];
        for (fen, text, reason) in cases {
            let side = if text == "O-O" {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            assert_eq!(
                uci(&position(fen), text, VocabId::En),
                Err(NotationError::CastlingRefused { side, reason }),
                "{fen}"
            );
        }
        let err = NotationError::CastlingRefused {
            side: CastlingSide::KingSide,
            reason: CastlingRefusal::NoRight,
        };
        assert_eq!(
            said(&err, VocabId::Fide),
            "Kurze Rochade geht nicht: das Rochaderecht ist verloren"
        );
        assert_eq!(
            said(&err, VocabId::En),
            "short castle is not possible: the right to castle is lost"
        );
    }

    #[test]
    fn promotion_missing_or_invalid() {
        let pos = position("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
        let err = uci(&pos, "e8", VocabId::En).unwrap_err();
        assert_eq!(err, NotationError::PromotionMissing { to: Square::E8 });
        assert_eq!(
            said(&err, VocabId::Fide),
            "Umwandlung fehlt: welche Figur auf Eva acht?"
        );
        assert_eq!(
            said(&err, VocabId::En),
            "Promotion missing: which piece on Eva eight?"
        );
        let err = uci(&pos, "e8=K", VocabId::En).unwrap_err();
        assert_eq!(err, NotationError::PromotionInvalid { role: Role::King });
        assert_eq!(
            said(&err, VocabId::Fide),
            "Umwandlung in König ist nicht erlaubt"
        );
        let err = uci(&Chess::default(), "e4=Q", VocabId::En).unwrap_err();
        assert!(matches!(err, NotationError::NotAPromotion { .. }));
        assert_eq!(said(&err, VocabId::En), "Eva four is not a promotion");
    }

    #[test]
    fn game_over_refuses_every_move() {
        let mated = position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
        assert_eq!(
            uci(&mated, "Kh8", VocabId::En),
            Err(NotationError::GameOver)
        );
        assert_eq!(
            said(&NotationError::GameOver, VocabId::Fide),
            "Die Partie ist beendet"
        );
    }

    #[test]
    fn lowercase_b_is_a_file_first_then_a_bishop() {
        let pos = position("4k3/8/8/8/8/8/1P6/2B1K3 w - - 0 1");
        assert_eq!(uci(&pos, "b4", VocabId::En).as_deref(), Ok("b2b4"));
        assert_eq!(uci(&pos, "bd2", VocabId::En).as_deref(), Ok("c1d2"));
    }

    #[test]
    fn chess960_king_step_beside_castling_is_the_king_step() {
        // King d1, rook b1: castling long also puts the king on c1.
        let fen = "1rnkbbr1/p1p1pp1p/3p1np1/1p6/4q1P1/PN1P4/QPP2P1P/1R1KBBNR w KQq - 0 7";
        let pos = Game::new(StartPosition::Fen {
            fen: fen.into(),
            chess960: true,
        })
        .unwrap()
        .position()
        .clone();
        let style = Style {
            form: Form::Long,
            say_pawn: false,
        };
        let king_step = parse_move(
            &pos,
            "König David eins Cäsar eins",
            Vocabulary::get(VocabId::Fide),
            style,
        )
        .unwrap();
        assert!(!king_step.is_castle());
        let castle =
            parse_move(&pos, "Lange Rochade", Vocabulary::get(VocabId::Fide), style).unwrap();
        assert!(castle.is_castle());
    }

    #[test]
    fn random_text_never_panics() {
        let start = Chess::default();
        for text in [
            "",
            "x",
            "=",
            "O-O-O-O",
            "e9",
            "i4",
            "Kxx",
            "e8==Q",
            "9999",
            "Springer Springer",
            "ööö",
            "e.p.",
            "-",
            "#",
            "1. e4",
        ] {
            let _ = uci(&start, text, VocabId::Fide);
        }
    }
}
