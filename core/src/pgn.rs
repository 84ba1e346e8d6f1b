//! PGN in and out: tags, start position (SetUp/FEN, Variant for Chess960), main-line moves,
//! comments, and the `[%clk]` clock comments, read with pgn-reader.

use std::{io, ops::ControlFlow, time::Duration};

use pgn_reader::{Outcome, RawComment, RawTag, Reader, SanPlus, Visitor};
use shakmaty::{Color, EnPassantMode, Position, fen::Fen};

use crate::message::{Arg, LINE, Message, WORD, nested, shown};
use crate::rules::{Game, RulesError, StartPosition};

/// A game as read from or written to PGN.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// Tags in file order, without SetUp, FEN and Variant (they are part of `game`).
    pub tags: Vec<(String, String)>,
    pub game: Game,
    /// `comments[0]` stands before the first move, `comments[i]` after ply `i`.
    pub comments: Vec<Vec<String>>,
    /// The mover's remaining time after each ply, where the file gave one (`[%clk 1:23:45]`).
    pub clocks: Vec<Option<Duration>>,
    pub result: Outcome,
    /// What in the game could not be read but did not stop it: tokens that are no moves, moves
    /// after the game had ended by itself. Said, and the exit status tells.
    pub problems: Vec<PgnProblem>,
}

/// Something in a game that was left out, with where it stood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnProblem {
    /// A token that is no move, number, comment or result (also a move cut off), after the move
    /// numbered `after` ("12." or "" before the first).
    UnknownToken { after: String, token: String },
    /// The game had ended by itself (fivefold repetition, 75 moves, mate…) before this move; the
    /// moves up to the end are kept, this one and those after it are not.
    AfterTheEnd {
        number: String,
        san: String,
        end: crate::rules::AutomaticEnd,
    },
}

impl PgnGame {
    pub fn new(game: Game) -> PgnGame {
        let plies = game.plies().len();
        PgnGame {
            tags: Vec::new(),
            game,
            comments: vec![Vec::new(); plies + 1],
            clocks: vec![None; plies],
            result: Outcome::Unknown,
            problems: Vec::new(),
        }
    }

    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A game in a PGN file that could not be read; the games around it still are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// 1-based number of the game in the file.
    pub game: usize,
    pub kind: PgnErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    Start(RulesError),
    UnsupportedVariant(String),
    /// A move that is not legal (or not unique) where it stands, e.g. "14. Nf3".
    IllegalMove {
        number: String,
        san: String,
    },
    Io(String),
}

impl std::error::Error for PgnError {}

/// Reads every game of a PGN text. A broken game gives an error in its place; what a game
/// leaves out (tokens that are no moves, moves after its end) is in its `problems`.
pub fn read_games(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    let mut reader = Reader::new(io::Cursor::new(text.as_bytes()));
    let mut games = Vec::new();
    let mut unknown = unknown_tokens(text).into_iter().peekable();
    loop {
        let number = games.len() + 1;
        match reader.read_game(&mut GameBuilder { number }) {
            Ok(Some(mut game)) => {
                if let Ok(pgn) = &mut game {
                    while let Some((_, problem)) = unknown.next_if(|(g, _)| *g == number) {
                        pgn.problems.push(problem);
                    }
                }
                games.push(game)
            }
            Ok(None) => break,
            Err(e) => {
                games.push(Err(PgnError {
                    game: number,
                    kind: PgnErrorKind::Io(e.to_string()),
                }));
                break;
            }
        }
    }
    games
}

struct GameBuilder {
    number: usize,
}

#[derive(Default)]
struct Tags {
    tags: Vec<(String, String)>,
    fen: Option<String>,
    variant: Option<String>,
}

impl GameBuilder {
    fn error(&self, kind: PgnErrorKind) -> Result<PgnGame, PgnError> {
        Err(PgnError {
            game: self.number,
            kind,
        })
    }
}

impl Visitor for GameBuilder {
    type Tags = Tags;
    type Movetext = PgnGame;
    type Output = Result<PgnGame, PgnError>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Tags> {
        ControlFlow::Continue(Tags::default())
    }

    fn tag(
        &mut self,
        tags: &mut Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        let name = String::from_utf8_lossy(name).into_owned();
        // Text from a file goes on lines and terminals: no control character survives it.
        let value = crate::shown::one_line(&value.decode_utf8_lossy());
        match name.as_str() {
            "FEN" => tags.fen = Some(value),
            "Variant" => tags.variant = Some(value),
            "SetUp" => {}
            _ => tags.tags.push((name, value)),
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Tags) -> ControlFlow<Self::Output, PgnGame> {
        let chess960 = match tags
            .variant
            .as_deref()
            .map(|v| v.to_ascii_lowercase().replace([' ', '-'], ""))
        {
            None => false,
            Some(v) if v.is_empty() || v == "standard" || v == "normal" => false,
            Some(v) if v == "chess960" || v == "fischerandom" || v == "fischerrandom" => true,
            Some(_) => {
                return ControlFlow::Break(self.error(PgnErrorKind::UnsupportedVariant(
                    tags.variant.unwrap_or_default(),
                )));
            }
        };
        let start = match tags.fen {
            Some(fen) => StartPosition::Fen { fen, chess960 },
            None => StartPosition::Standard,
        };
        match Game::new(start) {
            Ok(game) => {
                let mut pgn = PgnGame::new(game);
                pgn.tags = tags.tags;
                ControlFlow::Continue(pgn)
            }
            Err(e) => ControlFlow::Break(self.error(PgnErrorKind::Start(e))),
        }
    }

    fn san(&mut self, pgn: &mut PgnGame, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        if pgn
            .problems
            .iter()
            .any(|p| matches!(p, PgnProblem::AfterTheEnd { .. }))
        {
            return ControlFlow::Continue(()); // the game ended: the rest is not played
        }
        let position = pgn.game.position();
        let number = move_number(position.fullmoves().get(), position.turn());
        if let Some(end) = pgn.game.automatic_end() {
            pgn.problems.push(PgnProblem::AfterTheEnd {
                number,
                san: san_plus.to_string(),
                end,
            });
            return ControlFlow::Continue(());
        }
        let played = san_plus
            .san
            .to_move(position)
            .ok()
            .and_then(|m| pgn.game.play(m).ok().map(|_| ()));
        if played.is_none() {
            let san = san_plus.to_string();
            return ControlFlow::Break(self.error(PgnErrorKind::IllegalMove { number, san }));
        }
        pgn.comments.push(Vec::new());
        pgn.clocks.push(None);
        ControlFlow::Continue(())
    }

    fn comment(&mut self, pgn: &mut PgnGame, comment: RawComment<'_>) -> ControlFlow<Self::Output> {
        let text = String::from_utf8_lossy(comment.as_bytes()).into_owned();
        let (clock, rest) = take_clock(&text);
        let ply = pgn.game.plies().len();
        if let (Some(clock), Some(slot)) = (
            clock,
            ply.checked_sub(1).and_then(|i| pgn.clocks.get_mut(i)),
        ) {
            *slot = Some(clock);
        }
        if !rest.is_empty() {
            pgn.comments[ply].push(rest);
        }
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, pgn: &mut PgnGame, outcome: Outcome) -> ControlFlow<Self::Output> {
        pgn.result = outcome;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, pgn: PgnGame) -> Self::Output {
        Ok(pgn)
    }
}

/// Every token of the movetexts that pgn-reader would pass over in silence, with the game it
/// stands in (from 1): not a move, a move number, a result, a comment, a NAG or an annotation.
fn unknown_tokens(text: &str) -> Vec<(usize, PgnProblem)> {
    let mut found = Vec::new();
    let mut game = 0usize;
    let mut in_movetext = false;
    let mut after = String::new();
    let mut comment = false;
    for line in text.lines() {
        let trimmed = line.trim_start();
        if !comment && trimmed.starts_with('[') {
            // A tag section: after movetext it begins the next game.
            if in_movetext || game == 0 {
                game += 1;
                after.clear();
            }
            in_movetext = false;
            continue;
        }
        if !comment && trimmed.starts_with('%') {
            continue; // an escaped line
        }
        let mut rest = line;
        while !rest.is_empty() {
            if comment {
                match rest.find('}') {
                    Some(end) => {
                        comment = false;
                        rest = &rest[end + 1..];
                    }
                    None => rest = "",
                }
                continue;
            }
            let trimmed = rest.trim_start();
            let Some(first) = trimmed.chars().next() else {
                break;
            };
            if !in_movetext {
                in_movetext = true;
                if game == 0 {
                    game = 1;
                }
            }
            match first {
                '{' => {
                    comment = true;
                    rest = &trimmed[1..];
                }
                ';' => rest = "",
                '(' | ')' => rest = &trimmed[1..],
                _ => {
                    // A stray "}" is a token of its own (and the scan always moves on).
                    let end = trimmed
                        .find(|c: char| c.is_whitespace() || "{}();".contains(c))
                        .unwrap_or(trimmed.len())
                        .max(first.len_utf8());
                    let token = &trimmed[..end];
                    rest = &trimmed[end..];
                    match known_token(token) {
                        Known::Number(number) => after = number,
                        Known::Other => {}
                        Known::No => found.push((
                            game,
                            PgnProblem::UnknownToken {
                                after: after.clone(),
                                token: token.to_string(),
                            },
                        )),
                    }
                }
            }
        }
    }
    found
}

enum Known {
    /// A move number ("12." or "12..."), kept to say where a problem stands.
    Number(String),
    Other,
    No,
}

/// What a movetext token is: a move (with its number or annotation attached), a number, a
/// result, a NAG — or not a token of PGN at all.
fn known_token(token: &str) -> Known {
    if matches!(token, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") {
        return Known::Other;
    }
    if token.starts_with('$') && token[1..].chars().all(|c| c.is_ascii_digit()) && token.len() > 1 {
        return Known::Other;
    }
    let digits = token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (number, mv) = if digits > 0 && token[digits..].starts_with('.') {
        let dots = token[digits..].len() - token[digits..].trim_start_matches('.').len();
        (Some(&token[..digits + dots]), &token[digits + dots..])
    } else {
        (None, token)
    };
    let mv = mv.trim_end_matches(['!', '?']);
    if mv.is_empty() {
        return match number {
            Some(number) => Known::Number(number.to_string()),
            // "!", "?!": an annotation standing alone.
            None if !token.is_empty() => Known::Other,
            None => Known::No,
        };
    }
    if SanPlus::from_ascii(mv.as_bytes()).is_ok() {
        return match number {
            Some(number) => Known::Number(number.to_string()),
            None => Known::Other,
        };
    }
    Known::No
}

/// "14." for White's move, "14..." for Black's.
pub fn move_number(fullmove: u32, turn: Color) -> String {
    match turn {
        Color::White => format!("{fullmove}."),
        Color::Black => format!("{fullmove}..."),
    }
}

/// Splits a `[%clk H:MM:SS(.f)]` command out of a comment.
fn take_clock(comment: &str) -> (Option<Duration>, String) {
    let Some(start) = comment.find("[%clk") else {
        return (None, comment.trim().to_string());
    };
    let Some(len) = comment[start..].find(']') else {
        return (None, comment.trim().to_string());
    };
    let value = comment[start + 5..start + len].trim();
    let rest = format!("{} {}", &comment[..start], &comment[start + len + 1..]);
    let rest = rest.split_whitespace().collect::<Vec<_>>().join(" ");
    (parse_clock(value), rest)
}

fn parse_clock(value: &str) -> Option<Duration> {
    let mut seconds = 0.0;
    for part in value.split(':') {
        let n: f64 = part.parse().ok()?;
        if n.is_nan() || n < 0.0 {
            return None;
        }
        seconds = seconds * 60.0 + n;
    }
    // `[%clk inf]` or a clock beyond any game is not a clock time.
    Duration::try_from_secs_f64(seconds)
        .ok()
        .filter(|time| *time <= crate::clock::LONGEST)
}

/// H:MM:SS, with tenths when the time has them (as `[%clk]` is written by lichess and ChessBase).
pub fn format_clock(time: Duration) -> String {
    let tenths = time.as_millis() / 100;
    let (h, m, s, t) = (
        tenths / 36_000,
        tenths / 600 % 60,
        tenths / 10 % 60,
        tenths % 10,
    );
    if t == 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{h}:{m:02}:{s:02}.{t}")
    }
}

const SEVEN_TAG_ROSTER: [(&str, &str); 6] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
];

/// Writes a game as PGN: the Seven Tag Roster first, the start position when it is not the
/// standard one, then the moves with comments and clock times, wrapped at 80 columns.
pub fn write_game(pgn: &PgnGame) -> String {
    let mut out = String::new();
    let tag_value = |name: &str| pgn.tag(name);
    for (name, default) in SEVEN_TAG_ROSTER {
        out.push_str(&tag_line(name, tag_value(name).unwrap_or(default)));
    }
    out.push_str(&tag_line("Result", &pgn.result.to_string()));
    let game = &pgn.game;
    if game.is_chess960() {
        out.push_str(&tag_line("Variant", "Chess960"));
    }
    if *game.start() != StartPosition::Standard {
        out.push_str(&tag_line("SetUp", "1"));
        out.push_str(&tag_line(
            "FEN",
            &Fen::from_position(game.initial_position(), EnPassantMode::Legal).to_string(),
        ));
    }
    for (name, value) in &pgn.tags {
        if name != "Result" && !SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name) {
            out.push_str(&tag_line(name, value));
        }
    }
    out.push('\n');

    let mut tokens: Vec<String> = Vec::new();
    // One comment a text (several after one move stay several), the clock in the first.
    let comments = |texts: &[String], clock: Option<Duration>| -> Vec<String> {
        let mut first: Vec<String> = clock
            .map(|c| format!("[%clk {}]", format_clock(c)))
            .into_iter()
            .collect();
        let mut texts = texts.iter();
        first.extend(texts.next().cloned());
        let mut groups: Vec<String> = (!first.is_empty())
            .then(|| first.join(" "))
            .into_iter()
            .collect();
        groups.extend(texts.cloned());
        groups
            .into_iter()
            .map(|group| format!("{{{}}}", group.replace('}', ")")))
            .collect()
    };
    let before = comments(&pgn.comments[0], None);
    let mut after_comment = !before.is_empty();
    tokens.extend(before);
    let mut position = game.initial_position().clone();
    for (i, ply) in game.plies().iter().enumerate() {
        // Black's moves carry their number at the start and after a comment ("2... exf4").
        if position.turn().is_white() || i == 0 || after_comment {
            tokens.push(move_number(position.fullmoves().get(), position.turn()));
        }
        tokens.push(ply.san.to_string());
        let after = comments(&pgn.comments[i + 1], pgn.clocks[i]);
        after_comment = !after.is_empty();
        tokens.extend(after);
        position.play_unchecked(ply.mv);
    }
    tokens.push(pgn.result.to_string());
    out.push_str(&wrap(&tokens, 80));
    out.push_str("\n\n");
    out
}

/// A tag pair: its value on one line (a name with a line break would end the tag), quotes and
/// backslashes escaped.
fn tag_line(name: &str, value: &str) -> String {
    format!(
        "[{name} \"{}\"]\n",
        crate::shown::one_line(value)
            .replace('\\', "\\\\")
            .replace('"', "\\\"")
    )
}

fn wrap(tokens: &[String], width: usize) -> String {
    let mut out = String::new();
    let mut line_len = 0;
    for token in tokens {
        if line_len > 0 && line_len + 1 + token.len() > width {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(token);
        line_len += token.len();
    }
    out
}

crate::vocab::displayed_in_english!(PgnProblem, PgnError);

impl PgnProblem {
    pub fn message(&self) -> Message {
        match self {
            PgnProblem::UnknownToken { after, token } if after.is_empty() => {
                Message::Ui("error-pgn-token-first", vec![("token", shown(token, WORD))])
            }
            PgnProblem::UnknownToken { after, token } => Message::Ui(
                "error-pgn-token",
                vec![("after", shown(after, WORD)), ("token", shown(token, WORD))],
            ),
            PgnProblem::AfterTheEnd { number, san, end } => Message::Ui(
                "error-pgn-after-end",
                vec![
                    ("number", shown(number, WORD)),
                    ("san", shown(san, WORD)),
                    ("end", nested(end.message())),
                ],
            ),
        }
    }
}

impl PgnError {
    pub fn message(&self) -> Message {
        Message::Ui(
            "error-pgn-game",
            vec![
                ("game", Arg::Number(self.game as u64)),
                ("error", nested(self.kind.message())),
            ],
        )
    }
}

impl PgnErrorKind {
    pub fn message(&self) -> Message {
        match self {
            PgnErrorKind::Start(error) => error.message(),
            PgnErrorKind::UnsupportedVariant(variant) => {
                Message::Ui("error-pgn-variant", vec![("variant", shown(variant, WORD))])
            }
            PgnErrorKind::IllegalMove { number, san } => Message::Ui(
                "error-pgn-illegal-move",
                vec![("number", shown(number, WORD)), ("san", shown(san, WORD))],
            ),
            PgnErrorKind::Io(reason) => {
                Message::Ui("error-pgn-io", vec![("reason", shown(reason, LINE))])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_comments_are_read_and_written() {
        assert_eq!(
            take_clock("[%clk 1:02:03] good move"),
            (Some(Duration::from_secs(3723)), "good move".into())
        );
        assert_eq!(
            take_clock("[%clk 0:00:09.5]").0,
            Some(Duration::from_millis(9500))
        );
        assert_eq!(format_clock(Duration::from_secs(3723)), "1:02:03");
        assert_eq!(format_clock(Duration::from_millis(9500)), "0:00:09.5");
        assert_eq!(take_clock("[%clk nonsense]").0, None);
    }

    #[test]
    fn a_broken_game_does_not_hide_the_others() {
        let text = "[White \"A\"]\n\n1. e4 e5 *\n\n[White \"B\"]\n\n1. e4 e5 2. Qh5 Nf3 *\n\n[White \"C\"]\n\n1. d4 *\n";
        let games = read_games(text);
        assert_eq!(games.len(), 3);
        assert!(games[0].is_ok());
        assert_eq!(
            games[1].as_ref().unwrap_err().to_string(),
            "game 2: move 2... Nf3 is not a legal move in that position"
        );
        assert_eq!(games[2].as_ref().unwrap().tag("White"), Some("C"));
    }

    /// Finding 10 of the third hardening round: a name with a line break went raw into a PGN
    /// tag (a reader then lost the tag), and tag values from a file reached the terminal raw
    /// (escape sequences that clear the screen or set the window's title).
    #[test]
    fn tags_stay_on_one_line_and_carry_no_control_characters() {
        let games =
            read_games("[White \"\u{1b}[2JEve\u{1b}]0;pwned\u{7}\"]\n[Black \"Bo\"]\n\n1. e4 *\n");
        let game = games[0].as_ref().unwrap();
        assert_eq!(game.tag("White"), Some("␛[2JEve␛]0;pwned␇"));
        let mut written = PgnGame::new(Game::default());
        written.tags = vec![("White".into(), "Anna\n[Black \"Mallory\"]".into())];
        let text = write_game(&written);
        assert!(
            text.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Anna [Black \\\"Mallory\\\"]\"]\n[Black \"?\"]\n"),
            "{text}"
        );
        let read = read_games(&text).remove(0).unwrap();
        assert_eq!(read.tag("White"), Some("Anna [Black \"Mallory\"]"));
        assert_eq!(read.tag("Black"), Some("?"));
        // Typed or set, such a name is refused with the reason.
        let mut setup = crate::session::SetupBuilder::new();
        let refused = setup
            .name(shakmaty::Color::White, "Anna\n[Black \"M\"]")
            .unwrap_err();
        assert_eq!(
            refused.to_string(),
            "the name of White holds a control character (Anna␊[Black \"M\"]): a name is printable text on one line"
        );
    }

    #[test]
    fn a_bad_fen_tag_names_the_game() {
        let games = read_games("[SetUp \"1\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n*\n");
        let err = games[0].as_ref().unwrap_err();
        assert_eq!(err.game, 1);
        assert!(matches!(
            err.kind,
            PgnErrorKind::Start(RulesError::BadFen { .. })
        ));
    }
}
