//! A puzzle as the lichess puzzle database writes it (CC0): the position before the opponent's
//! move, then the moves in UCI, the opponent's first; the player's moves are every second one.
//! The shipped set (`core/data/puzzles.csv`) keeps the database's columns, each puzzle's
//! lichess id for provenance, and two of ours: the depth and the win-chance margin of the
//! Stockfish re-check that kept it (`only_move`).

use std::fmt;

use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Position, fen::Fen, uci::UciMove};

use crate::shown::visible;

/// The columns, in order: the lichess database's ten, then the re-check's two.
pub const COLUMNS: [&str; 12] = [
    "PuzzleId",
    "FEN",
    "Moves",
    "Rating",
    "RatingDeviation",
    "Popularity",
    "NbPlays",
    "Themes",
    "GameUrl",
    "OpeningTags",
    "VerifiedDepth",
    "WinChanceMargin",
];

/// One line of the file, as text and numbers (what `csv` reads and writes).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct Row {
    #[serde(rename = "PuzzleId")]
    id: String,
    #[serde(rename = "FEN")]
    fen: String,
    #[serde(rename = "Moves")]
    moves: String,
    #[serde(rename = "Rating")]
    rating: u32,
    #[serde(rename = "RatingDeviation")]
    rating_deviation: Option<u32>,
    #[serde(rename = "Popularity")]
    popularity: Option<i32>,
    #[serde(rename = "NbPlays")]
    plays: Option<u32>,
    #[serde(rename = "Themes")]
    themes: String,
    #[serde(rename = "GameUrl")]
    game_url: String,
    #[serde(rename = "OpeningTags", default)]
    opening_tags: String,
    #[serde(rename = "VerifiedDepth", default)]
    verified_depth: Option<u32>,
    #[serde(rename = "WinChanceMargin", default)]
    margin: Option<f64>,
}

/// How a puzzle was re-checked with Stockfish.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Verified {
    /// The least depth the engine reached on the player's moves.
    pub depth: u32,
    /// The least lead of a solution move over the best other, in win chance.
    pub margin: f64,
}

/// A puzzle, read and proven legal.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// The lichess puzzle id (lichess.org/training/ID).
    pub id: String,
    start: Chess,
    fen: String,
    /// The opponent's move first, then the player's and the opponent's in turn.
    moves: Vec<Move>,
    pub rating: u32,
    pub rating_deviation: Option<u32>,
    pub popularity: Option<i32>,
    pub plays: Option<u32>,
    /// lichess's theme names ("fork", "mateIn2", "endgame").
    pub themes: Vec<String>,
    pub game_url: String,
    pub opening_tags: Vec<String>,
    pub verified: Option<Verified>,
}

/// Why a puzzle file or line cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// The file is not CSV with the expected columns (the reader's own words).
    Unreadable { line: u64, reason: String },
    /// The FEN is not a legal position.
    BadPosition { id: String },
    /// Move `index` (from 0) is not a legal move there.
    IllegalMove {
        id: String,
        index: usize,
        text: String,
    },
    /// Fewer than two moves: there is nothing for the player to find.
    NoSolution { id: String },
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Unreadable { line, reason } => {
                write!(f, "line {line}: {}", visible(reason, 200))
            }
            PuzzleError::BadPosition { id } => {
                write!(f, "puzzle {}: the position is not legal", visible(id, 40))
            }
            PuzzleError::IllegalMove { id, index, text } => write!(
                f,
                "puzzle {}: move {} ({}) is not legal",
                visible(id, 40),
                index + 1,
                visible(text, 40)
            ),
            PuzzleError::NoSolution { id } => {
                write!(f, "puzzle {}: no move to find", visible(id, 40))
            }
        }
    }
}

impl std::error::Error for PuzzleError {}

impl Puzzle {
    fn from_row(row: Row) -> Result<Puzzle, PuzzleError> {
        let bad = || PuzzleError::BadPosition { id: row.id.clone() };
        let fen: Fen = row.fen.parse().map_err(|_| bad())?;
        let start: Chess = fen
            .into_position(CastlingMode::Standard)
            .map_err(|_| bad())?;
        let mut position = start.clone();
        let mut moves = Vec::new();
        for (index, text) in row.moves.split_whitespace().enumerate() {
            let illegal = || PuzzleError::IllegalMove {
                id: row.id.clone(),
                index,
                text: text.to_string(),
            };
            let uci: UciMove = text.parse().map_err(|_| illegal())?;
            let m = uci.to_move(&position).map_err(|_| illegal())?;
            position.play_unchecked(m);
            moves.push(m);
        }
        if moves.len() < 2 {
            return Err(PuzzleError::NoSolution { id: row.id });
        }
        let words = |text: &str| text.split_whitespace().map(str::to_string).collect();
        Ok(Puzzle {
            start,
            fen: row.fen,
            moves,
            rating: row.rating,
            rating_deviation: row.rating_deviation,
            popularity: row.popularity,
            plays: row.plays,
            themes: words(&row.themes),
            game_url: row.game_url,
            opening_tags: words(&row.opening_tags),
            verified: row
                .verified_depth
                .zip(row.margin)
                .map(|(depth, margin)| Verified { depth, margin }),
            id: row.id,
        })
    }

    fn to_row(&self) -> Row {
        Row {
            id: self.id.clone(),
            fen: self.fen.clone(),
            moves: self
                .moves
                .iter()
                .map(|m| m.to_uci(CastlingMode::Standard).to_string())
                .collect::<Vec<_>>()
                .join(" "),
            rating: self.rating,
            rating_deviation: self.rating_deviation,
            popularity: self.popularity,
            plays: self.plays,
            themes: self.themes.join(" "),
            game_url: self.game_url.clone(),
            opening_tags: self.opening_tags.join(" "),
            verified_depth: self.verified.map(|v| v.depth),
            margin: self.verified.map(|v| (v.margin * 1000.0).round() / 1000.0),
        }
    }

    /// The position before the opponent's move, as the FEN column gives it.
    pub fn start(&self) -> &Chess {
        &self.start
    }

    /// Every move of the puzzle: the opponent's first, then the player's and the replies.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The opponent's move the player hears before it is their turn.
    pub fn opponent_move(&self) -> Move {
        self.moves[0]
    }

    /// The position the player faces: after the opponent's move.
    pub fn setup(&self) -> Chess {
        self.position_after(1)
    }

    /// The position after the first `plies` moves of the puzzle.
    pub fn position_after(&self, plies: usize) -> Chess {
        let mut position = self.start.clone();
        for &m in self.moves.iter().take(plies) {
            position.play_unchecked(m);
        }
        position
    }

    /// The side the player plays.
    pub fn player(&self) -> Color {
        !self.start.turn()
    }

    /// How many moves the player must find.
    pub fn player_moves(&self) -> usize {
        self.moves.len() / 2
    }

    /// The pieces on the board the player sets up, kings and pawns included.
    pub fn pieces(&self) -> usize {
        self.setup().board().occupied().count()
    }

    pub fn has_theme(&self, theme: &str) -> bool {
        self.themes.iter().any(|t| t == theme)
    }

    /// The FEN of the position the player faces.
    pub fn setup_fen(&self) -> String {
        Fen::from_position(&self.setup(), EnPassantMode::Legal).to_string()
    }

    /// The same puzzle with the re-check's figures.
    pub fn with_verification(mut self, verified: Verified) -> Puzzle {
        self.verified = Some(verified);
        self
    }
}

/// Every puzzle of a file in the lichess layout (the re-check's columns may be missing).
pub fn read_csv(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let mut reader = csv::ReaderBuilder::new()
        .flexible(true)
        .from_reader(text.as_bytes());
    reader
        .deserialize::<Row>()
        .map(|row| {
            let row = row.map_err(|e| PuzzleError::Unreadable {
                line: e.position().map_or(0, |p| p.line()),
                reason: e.to_string(),
            })?;
            Puzzle::from_row(row)
        })
        .collect()
}

/// Each row of a puzzle CSV read from `reader` as it comes, with its line number: a file of any
/// size is read in the memory of one row, and a row that cannot be read or is not a puzzle is
/// an error in its place, the rows after it read on. A failure to read at all (the reader's
/// own) ends the rows after it is given.
pub fn csv_rows<R: std::io::Read>(
    reader: R,
) -> impl Iterator<Item = (u64, Result<Puzzle, PuzzleError>)> {
    let mut reader = csv::ReaderBuilder::new().flexible(true).from_reader(reader);
    let headers = reader.headers().cloned();
    let mut record = csv::StringRecord::new();
    let mut ended = false;
    std::iter::from_fn(move || {
        if ended {
            return None;
        }
        let headers = match &headers {
            Ok(headers) => headers,
            Err(error) => {
                ended = true;
                return Some((1, Err(unreadable(error))));
            }
        };
        match reader.read_record(&mut record) {
            Ok(false) => None,
            Ok(true) => {
                let line = record.position().map_or(0, |p| p.line());
                let puzzle = record
                    .deserialize::<Row>(Some(headers))
                    .map_err(|e| unreadable(&e))
                    .and_then(Puzzle::from_row);
                Some((line, puzzle))
            }
            Err(error) => {
                // A row that is not text is passed over; a reader that fails stops here.
                ended = matches!(error.kind(), csv::ErrorKind::Io(_));
                let line = error.position().map_or(0, |p| p.line());
                Some((line, Err(unreadable(&error))))
            }
        }
    })
}

/// A reader's error as a puzzle file's, with the line it stands on.
fn unreadable(error: &csv::Error) -> PuzzleError {
    PuzzleError::Unreadable {
        line: error.position().map_or(0, |p| p.line()),
        reason: error.to_string(),
    }
}

/// Writes puzzles as a CSV text with [`COLUMNS`] (one header line, then one line a puzzle).
pub fn write_csv(puzzles: &[Puzzle]) -> Result<String, PuzzleError> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    let failed = |e: csv::Error| PuzzleError::Unreadable {
        line: 0,
        reason: e.to_string(),
    };
    for puzzle in puzzles {
        writer.serialize(puzzle.to_row()).map_err(failed)?;
    }
    let bytes = writer.into_inner().map_err(|e| PuzzleError::Unreadable {
        line: 0,
        reason: e.to_string(),
    })?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) const SAMPLE: &str = "\
PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags
00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/black#34,Italian_Game Italian_Game_Classical_Variation
";

    /// The rows of a file as they come, a bad one in its place with its line and the rows
    /// after it read on: not text, not a position, too few columns.
    #[test]
    fn rows_are_read_one_by_one_and_a_bad_one_is_named_and_passed_over() {
        let good = SAMPLE.lines().nth(1).unwrap();
        let mut file = SAMPLE.as_bytes().to_vec();
        file.extend(b"bad\xff\xfe,not utf-8\n");
        file.extend(b"b\x1bx,8/8/8/8/8/8/8/8 w - - 0 1,e2e4 e7e5,1500,,,,,,\n");
        file.extend(b"short,row\n");
        file.extend(format!("{good}\n").as_bytes());
        let rows: Vec<(u64, Result<Puzzle, PuzzleError>)> = csv_rows(file.as_slice()).collect();
        let lines: Vec<u64> = rows.iter().map(|(line, _)| *line).collect();
        assert_eq!(lines, [2, 3, 4, 5, 6]);
        assert!(rows[0].1.is_ok() && rows[4].1.is_ok());
        assert!(matches!(
            rows[1].1,
            Err(PuzzleError::Unreadable { line: 3, .. })
        ));
        let said = rows[2].1.as_ref().unwrap_err().to_string();
        assert_eq!(said, "puzzle b␛x: the position is not legal");
        assert!(matches!(rows[3].1, Err(PuzzleError::Unreadable { .. })));
    }

    #[test]
    fn a_lichess_line_becomes_a_puzzle_for_the_side_that_did_not_move_first() {
        let puzzles = read_csv(SAMPLE).expect("reads");
        let [puzzle] = puzzles.as_slice() else {
            panic!("one puzzle")
        };
        assert_eq!(puzzle.id, "00sHx");
        assert_eq!(puzzle.player(), Color::White);
        assert_eq!(puzzle.player_moves(), 2);
        assert_eq!(puzzle.rating, 1760);
        assert!(puzzle.has_theme("mateIn2"));
        assert_eq!(puzzle.opening_tags.len(), 2);
        assert_eq!(puzzle.verified, None);
        assert_eq!(puzzle.pieces(), 22);
    }

    #[test]
    fn writing_keeps_every_column_and_the_check_and_reads_back_the_same() {
        let puzzle = read_csv(SAMPLE)
            .expect("reads")
            .remove(0)
            .with_verification(Verified {
                depth: 14,
                margin: 0.9123,
            });
        let text = write_csv(std::slice::from_ref(&puzzle)).expect("writes");
        assert!(text.starts_with(&COLUMNS.join(",")), "{text}");
        assert!(text.contains(",14,0.912\n"), "{text}");
        let again = read_csv(&text).expect("reads back").remove(0);
        assert_eq!(again.moves(), puzzle.moves());
        assert_eq!(again.verified.map(|v| v.depth), Some(14));
    }

    #[test]
    fn an_illegal_move_is_named_by_its_place_in_the_line() {
        let broken = SAMPLE.replace("a2e6 d7d8", "a2e6 d7d1");
        assert_eq!(
            read_csv(&broken),
            Err(PuzzleError::IllegalMove {
                id: "00sHx".into(),
                index: 2,
                text: "d7d1".into()
            })
        );
    }
}
