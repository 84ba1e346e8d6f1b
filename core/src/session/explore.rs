//! Exploring without changing anything: the cursor over a board seen from the player's side,
//! what stands where, which moves a piece has, who controls a square, the move list, the
//! clocks. Every answer is chatter: the next key or any announcement cuts it.

use shakmaty::{Board, Color, File, Position, Rank, Role, Square};

use super::{Arg, Message, Play, View, reader::Step};
use crate::message::color_name;
use crate::{
    announce::{move_tokens, square_tokens},
    boards::{Comparison, comparison_tokens},
    keymap::{Direction, Explore, Side},
    words::{TimeWords, Token, Utterance},
};

/// "Felix drei, weißer Springer": a square as the cursor reads it (and its accessible name).
pub(super) fn square_reading(board: &Board, square: Square) -> Message {
    Message::Ui(
        "square",
        vec![
            ("square", square_arg(square)),
            (
                "piece",
                Arg::Tokens(vec![Token::Occupant(board.piece_at(square))]),
            ),
        ],
    )
}

/// The survey: what the player learns by looking, without changing anything — the
/// squares, lines and pieces of the board in view, a piece's moves, who controls a square, the
/// move list, the clocks, and what fair play withholds (`fair.rs`). It only reads the play: a
/// step of the cursor, the board in view or the move list comes back as a `Step` for the session
/// to take.
pub(super) struct Survey<'a> {
    pub(super) play: &'a Play,
}

impl Survey<'_> {
    /// What exploring says, and where the reader goes (`None`: they stay where they are).
    pub(super) fn explore(&self, explore: Explore) -> (Message, Option<Step>) {
        let cursor = self.play.reader.cursor;
        let message = match explore {
            Explore::Cursor(direction) => return self.move_cursor(direction),
            Explore::Scan(direction) => self.scan(direction),
            Explore::JumpRank(n) => {
                return self.go_to(Square::from_coords(cursor.file(), Rank::new(u32::from(n))));
            }
            Explore::JumpFile(n) => {
                return self.go_to(Square::from_coords(File::new(u32::from(n)), cursor.rank()));
            }
            Explore::NextPiece(role, side) => return self.next_piece(role, side),
            Explore::ListPieces(role) => self.list_pieces(role),
            Explore::PiecesOf { color, role } => self.pieces_of(color, role),
            Explore::ReadBoard => Message::Joined(
                [Color::White, Color::Black]
                    .into_iter()
                    .map(|color| self.pieces_of(color, None))
                    .collect(),
            ),
            Explore::ReadSquare => self.read_square(),
            Explore::ReadRank => self.read_line(|sq, cursor| sq.rank() == cursor.rank()),
            Explore::ReadFile => self.read_line(|sq, cursor| sq.file() == cursor.file()),
            Explore::ReadDiagonals => self.read_diagonals(),
            Explore::PieceMoves | Explore::PieceCaptures | Explore::AttackersDefenders
                if self.helps_withheld() =>
            {
                self.help_withheld()
            }
            Explore::Material if self.helps_withheld() => self.help_withheld(),
            Explore::PieceMoves => self.piece_moves(false),
            Explore::PieceCaptures => self.piece_moves(true),
            Explore::AttackersDefenders => self.control(),
            Explore::SwitchBoard => return self.switch_board(),
            Explore::Differences => self.differences(),
            Explore::Pending => self.pending(),
            Explore::LastMove => match self.play.table.game.plies().len() {
                0 => Message::ui("no-moves-yet"),
                n => self.ply_message(n - 1),
            },
            Explore::PreviousMove => return self.step_moves(false),
            Explore::NextMove => return self.step_moves(true),
            Explore::WhoseTurn => self.whose_turn(),
            Explore::Clocks => self.clocks(),
            Explore::MoveCount => {
                Message::Tokens(vec![Token::MovesCompleted(self.moves_completed())])
            }
            Explore::TimeUsed => self.time_used(),
            Explore::Material => self.material(),
            Explore::Incidents(all) => self.play.incidents.read(all, self.play.incidents_timed()),
        };
        (message, None)
    }

    /// The cursor goes to `square`, which is read.
    fn go_to(&self, square: Square) -> (Message, Option<Step>) {
        (self.square_message(square), Some(Step::Cursor(square)))
    }

    fn explored_board(&self) -> &Board {
        self.play.board(self.play.reader.view)
    }

    fn read_square(&self) -> Message {
        self.square_message(self.play.reader.cursor)
    }

    pub(super) fn square_message(&self, square: Square) -> Message {
        square_reading(self.explored_board(), square)
    }

    /// One step from `square` as the player sees the board (White's "up" is Black's "down").
    fn step(&self, square: Square, direction: Direction) -> Option<Square> {
        let sign = self.play.setup.reader().fold_wb(1, -1);
        let (df, dr) = match direction {
            Direction::Up => (0, sign),
            Direction::Down => (0, -sign),
            Direction::Left => (-sign, 0),
            Direction::Right => (sign, 0),
        };
        square
            .offset(df + 8 * dr)
            .filter(|to| (i32::from(to.file()) - i32::from(square.file())).abs() == df.abs())
    }

    fn move_cursor(&self, direction: Direction) -> (Message, Option<Step>) {
        match self.step(self.play.reader.cursor, direction) {
            Some(square) => self.go_to(square),
            None => (Message::ui("board-edge"), None),
        }
    }

    /// The squares from the cursor in a direction up to the first piece.
    fn scan(&self, direction: Direction) -> Message {
        let mut seen: Vec<Utterance> = Vec::new();
        let mut square = self.play.reader.cursor;
        while let Some(next) = self.step(square, direction) {
            square = next;
            match self.explored_board().piece_at(square) {
                None => seen.push(square_tokens(square).to_vec()),
                Some(piece) => {
                    seen.push(occupant_on(Some(piece), square));
                    break;
                }
            }
        }
        if seen.is_empty() {
            return Message::ui("board-edge");
        }
        Message::Ui("scan", vec![("squares", Arg::List(seen))])
    }

    /// Every square in reading order from the player's side: their first rank first, files
    /// from their left.
    fn reading_order(&self) -> Vec<Square> {
        let mut squares = Square::ALL.to_vec();
        if self.play.setup.reader() == Color::Black {
            squares.reverse();
        }
        squares
    }

    fn next_piece(&self, role: Role, side: Side) -> (Message, Option<Step>) {
        let color = match side {
            Side::Own => self.play.setup.reader(),
            Side::Opponent => !self.play.setup.reader(),
        };
        let order = self.reading_order();
        let start = order
            .iter()
            .position(|&s| s == self.play.reader.cursor)
            .unwrap_or(0);
        let board = self.explored_board();
        let found = (1..=64)
            .map(|step| order[(start + step) % 64])
            .find(|&sq| board.piece_at(sq) == Some(shakmaty::Piece { color, role }));
        match found {
            Some(square) => self.go_to(square),
            None => {
                let piece = Token::Occupant(Some(shakmaty::Piece { color, role }));
                let message = Message::Ui(
                    "no-piece",
                    vec![
                        ("piece", Arg::Tokens(vec![piece])),
                        ("role", Arg::Select(crate::vocab::role_key(role))),
                    ],
                );
                (message, None)
            }
        }
    }

    fn list_pieces(&self, role: Role) -> Message {
        let board = self.explored_board();
        let squares_of = |color: Color| -> Vec<Utterance> {
            self.reading_order()
                .into_iter()
                .filter(|&sq| board.piece_at(sq) == Some(shakmaty::Piece { color, role }))
                .map(|sq| square_tokens(sq).to_vec())
                .collect()
        };
        let (white, black) = (squares_of(Color::White), squares_of(Color::Black));
        Message::Ui(
            "pieces-of",
            vec![
                ("piece", Arg::Tokens(vec![Token::Piece(role)])),
                ("whites", Arg::Number(white.len() as u64)),
                ("white", Arg::List(white)),
                ("blacks", Arg::Number(black.len() as u64)),
                ("black", Arg::List(black)),
            ],
        )
    }

    /// The pieces of one side, kind by kind from the king down, each kind's squares in reading
    /// order: "White, 16 pieces: King Gustav one. Queen David one. Rook Anna one, Hector one…";
    /// or of one kind only: "White Knight: Bella one, Gustav one".
    fn pieces_of(&self, color: Color, role: Option<Role>) -> Message {
        let board = self.explored_board();
        let order = self.reading_order();
        let squares_of = |role: Role| -> Vec<Utterance> {
            let piece = shakmaty::Piece { color, role };
            order
                .iter()
                .filter(|&&sq| board.piece_at(sq) == Some(piece))
                .map(|&sq| square_tokens(sq).to_vec())
                .collect()
        };
        if let Some(role) = role {
            let piece = Arg::Tokens(vec![Token::Occupant(Some(shakmaty::Piece { color, role }))]);
            let squares = squares_of(role);
            if squares.is_empty() {
                return Message::Ui(
                    "no-piece",
                    vec![
                        ("piece", piece),
                        ("role", Arg::Select(crate::vocab::role_key(role))),
                    ],
                );
            }
            return Message::Ui(
                "side-kind",
                vec![("piece", piece), ("squares", Arg::List(squares))],
            );
        }
        let mut parts = vec![Message::Ui(
            "side-title",
            vec![
                ("color", color_name(color)),
                ("count", Arg::Number(board.by_color(color).count() as u64)),
            ],
        )];
        for role in [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ] {
            let squares = squares_of(role);
            if !squares.is_empty() {
                parts.push(Message::Ui(
                    "side-group",
                    vec![
                        ("piece", Arg::Tokens(vec![Token::Piece(role)])),
                        ("squares", Arg::List(squares)),
                    ],
                ));
            }
        }
        Message::Joined(parts)
    }

    /// The occupied squares of the cursor's rank or file, from the player's left or side.
    fn read_line(&self, on_line: impl Fn(Square, Square) -> bool) -> Message {
        let board = self.explored_board();
        let pieces: Vec<Utterance> = self
            .reading_order()
            .into_iter()
            .filter(|&sq| on_line(sq, self.play.reader.cursor))
            .filter_map(|sq| board.piece_at(sq).map(|p| occupant_on(Some(p), sq)))
            .collect();
        if pieces.is_empty() {
            return Message::ui("line-empty");
        }
        Message::Ui("line", vec![("pieces", Arg::List(pieces))])
    }

    /// The two diagonals through the cursor, each from the player's left: "Diagonal Anna eins to
    /// Hector acht: weißer Läufer Cäsar drei, schwarzer Bauer Gustav sieben".
    fn read_diagonals(&self) -> Message {
        let board = self.explored_board();
        let cursor = self.play.reader.cursor;
        let (file, rank) = (i32::from(cursor.file()), i32::from(cursor.rank()));
        let diagonal = |rising: bool| {
            let on = |sq: Square| {
                let (f, r) = (i32::from(sq.file()), i32::from(sq.rank()));
                if rising {
                    f - r == file - rank
                } else {
                    f + r == file + rank
                }
            };
            // From the player's left end: White's a-file, Black's h-file.
            let mut squares: Vec<Square> = Square::ALL.into_iter().filter(|&sq| on(sq)).collect();
            if self.play.setup.reader() == Color::Black {
                squares.reverse();
            }
            let pieces: Vec<Utterance> = squares
                .iter()
                .filter_map(|&sq| board.piece_at(sq).map(|p| occupant_on(Some(p), sq)))
                .collect();
            let (first, last) = (squares[0], squares[squares.len() - 1]);
            let mut args = vec![("from", square_arg(first)), ("to", square_arg(last))];
            let id = if pieces.is_empty() {
                "diagonal-empty"
            } else {
                args.push(("pieces", Arg::List(pieces)));
                "diagonal"
            };
            Message::Ui(id, args)
        };
        Message::Joined(vec![diagonal(true), diagonal(false)])
    }

    /// The legal moves of the piece on the cursor square in the game (or the exercise being
    /// trained), as if it were its turn.
    fn piece_moves(&self, captures_only: bool) -> Message {
        let position = self
            .play
            .reader
            .explored_position(self.play.table.game.position());
        let Some(piece) = position.board().piece_at(self.play.reader.cursor) else {
            return Message::Ui(
                "no-piece-here",
                vec![("square", square_arg(self.play.reader.cursor))],
            );
        };
        let targets = if piece.color == position.turn() {
            targets_in(position, self.play.reader.cursor, captures_only)
        } else {
            match position.clone().swap_turn() {
                Ok(swapped) => targets_in(&swapped, self.play.reader.cursor, captures_only),
                Err(_) => Vec::new(),
            }
        };
        let what = Arg::Tokens(occupant_on(Some(piece), self.play.reader.cursor));
        if targets.is_empty() {
            let id = if captures_only {
                "piece-no-captures"
            } else {
                "piece-no-moves"
            };
            return Message::Ui(id, vec![("piece", what)]);
        }
        Message::Ui(
            "piece-moves",
            vec![("piece", what), ("moves", Arg::List(targets))],
        )
    }

    /// Which pieces of each colour attack the cursor square (lichess #17021).
    fn control(&self) -> Message {
        let board = self.explored_board();
        let by = |color: Color| -> Vec<Utterance> {
            let attackers = board.attacks_to(self.play.reader.cursor, color, board.occupied());
            self.reading_order()
                .into_iter()
                .filter(|sq| attackers.contains(*sq))
                .filter_map(|sq| board.piece_at(sq).map(|p| piece_on(p.role, sq)))
                .collect()
        };
        let (white, black) = (by(Color::White), by(Color::Black));
        Message::Ui(
            "square-control",
            vec![
                ("square", square_arg(self.play.reader.cursor)),
                ("whites", Arg::Number(white.len() as u64)),
                ("white", Arg::List(white)),
                ("blacks", Arg::Number(black.len() as u64)),
                ("black", Arg::List(black)),
            ],
        )
    }

    /// The views a player can explore: the boards kept beside the app (the reader's first),
    /// then the game.
    pub(super) fn views(&self) -> Vec<View> {
        let reader = self.play.setup.reader();
        let mut views: Vec<View> = [reader, !reader]
            .into_iter()
            .filter(|&c| self.play.setup.player(c).keeps_board)
            .map(View::Board)
            .collect();
        views.push(View::Game);
        views
    }

    /// A view's name as a heading ("Your board", "The other board", "The game").
    pub(super) fn view_title(&self, view: View) -> String {
        let which = match view {
            // A training exercise stands on the game's board meanwhile.
            View::Game if self.play.reader.exercise_shown() => "exercise",
            View::Game => "game",
            View::Board(color) if color == self.play.setup.reader() => "own",
            View::Board(_) => "other",
        };
        let message = Message::Ui("view-title", vec![("view", Arg::Select(which))]);
        self.play
            .words(&message, self.play.vocab_id(self.play.setup.reader()))
    }

    fn switch_board(&self) -> (Message, Option<Step>) {
        let views = self.views();
        if views.len() == 1 {
            return (Message::ui("view-only-game"), None);
        }
        let at = views
            .iter()
            .position(|&v| v == self.play.reader.view)
            .unwrap_or(0);
        let view = views[(at + 1) % views.len()];
        let name = match view {
            View::Game => "game",
            View::Board(color) => self.play.board_name(color).as_str(),
        };
        let message = Message::Ui("view", vec![("view", Arg::Select(name))]);
        (message, Some(Step::View(view)))
    }

    /// The viewed board against the game, square by square (D.2.9).
    fn differences(&self) -> Message {
        let color = match self.play.reader.view {
            View::Board(color) => color,
            View::Game => self.play.setup.reader(),
        };
        self.comparison_message(color, &self.play.compare(color))
    }

    /// What is still to be done on the player's own board.
    fn pending(&self) -> Message {
        let reader = self.play.setup.reader();
        match self.play.compare(reader) {
            Comparison::InStep => Message::ui("nothing-pending"),
            comparison => self.comparison_message(reader, &comparison),
        }
    }

    fn comparison_message(&self, color: Color, comparison: &Comparison) -> Message {
        let lines = comparison_tokens(
            self.play.board_name(color),
            comparison,
            self.play.table.game.position(),
            self.play.style(color),
        );
        Message::Joined(lines.into_iter().map(Message::Tokens).collect())
    }

    /// "12. Schwarz: Springer Felix sechs".
    fn ply_message(&self, ply: usize) -> Message {
        let mut position = self.play.table.game.initial_position().clone();
        for earlier in &self.play.table.game.plies()[..ply] {
            position.play_unchecked(earlier.mv);
        }
        let said = self.move_in_list(&position, self.play.table.game.plies()[ply].mv);
        // The clock time recorded with the move, where the game has one ([%clk]).
        match self.play.timing.clock_after(ply) {
            Some(left) => Message::Ui(
                "move-with-clock",
                vec![
                    ("move", Arg::Message(Box::new(said))),
                    ("time", super::incidents::time_arg(left)),
                ],
            ),
            None => said,
        }
    }

    /// Every move of the game as the move list says it ("1. Weiß: Bauer Eva vier"), in one pass.
    pub(super) fn move_list(&self) -> Vec<String> {
        let mut position = self.play.table.game.initial_position().clone();
        let reader = self.play.vocab_id(self.play.setup.reader());
        self.play
            .table
            .game
            .plies()
            .iter()
            .map(|ply| {
                let line = self
                    .play
                    .words(&self.move_in_list(&position, ply.mv), reader);
                position.play_unchecked(ply.mv);
                line
            })
            .collect()
    }

    fn move_in_list(&self, position: &shakmaty::Chess, m: shakmaty::Move) -> Message {
        let mover = position.turn();
        Message::Ui(
            "move-in-list",
            vec![
                ("number", Arg::Number(u64::from(position.fullmoves().get()))),
                ("color", color_name(mover)),
                (
                    "move",
                    Arg::Tokens(move_tokens(position, m, self.play.style(mover))),
                ),
            ],
        )
    }

    fn step_moves(&self, forward: bool) -> (Message, Option<Step>) {
        let plies = self.play.table.game.plies().len();
        if plies == 0 {
            return (Message::ui("no-moves-yet"), None);
        }
        let next = match (self.play.reader.review, forward) {
            (None, false) => Some(plies - 1),
            (None, true) => None,
            (Some(i), false) => i.checked_sub(1),
            (Some(i), true) => (i + 1 < plies).then_some(i + 1),
        };
        match next {
            Some(i) => (self.ply_message(i), Some(Step::Review(i))),
            None if forward => (Message::ui("list-end"), None),
            None => (Message::ui("list-start"), None),
        }
    }

    fn whose_turn(&self) -> Message {
        let position = self.play.table.game.position();
        let turn = Message::Ui(
            "whose-turn",
            vec![
                ("color", color_name(position.turn())),
                ("number", Arg::Number(u64::from(position.fullmoves().get()))),
            ],
        );
        match self.play.waiting() {
            Some(wait) => Message::Joined(vec![turn, wait]),
            None => turn,
        }
    }

    pub(super) fn moves_completed(&self) -> u32 {
        if self.play.setup.clock_only.is_some() {
            // No moves are followed: each player's presses are their moves.
            return self
                .play
                .timing
                .clock
                .moves(Color::White)
                .min(self.play.timing.clock.moves(Color::Black));
        }
        (self.play.table.game.plies().len() / 2) as u32
    }

    /// Both clocks in words and the moves completed (D.2.6.1, D.2.10.4).
    fn clocks(&self) -> Message {
        let timed = self.play.timing.clock.control().is_timed();
        let time = |color: Color| {
            Arg::Tokens(vec![Token::Time(TimeWords::new(
                self.play.clock_reading(color),
                true,
            ))])
        };
        let moves = Arg::Tokens(vec![Token::MovesCompleted(self.moves_completed())]);
        // Where the app is only the clock, the time used is what it measures; a game without a
        // clock has no times to tell.
        if !timed && self.play.setup.clock_only.is_none() {
            return Message::Ui("clocks-none", vec![("moves", moves)]);
        }
        Message::Ui(
            if timed { "clocks" } else { "clocks-untimed" },
            vec![
                ("white", time(Color::White)),
                ("black", time(Color::Black)),
                ("moves", moves),
            ],
        )
    }

    fn material(&self) -> Message {
        let board = self.play.table.game.position().board();
        let points = |color: Color| -> u64 {
            [
                (Role::Pawn, 1),
                (Role::Knight, 3),
                (Role::Bishop, 3),
                (Role::Rook, 5),
                (Role::Queen, 9),
            ]
            .into_iter()
            .map(|(role, value)| {
                (board.by_piece(shakmaty::Piece { color, role }).count() as u64) * value
            })
            .sum()
        };
        Message::Ui(
            "material",
            vec![
                ("white", Arg::Number(points(Color::White))),
                ("black", Arg::Number(points(Color::Black))),
            ],
        )
    }
}

/// Where the piece from `from` can go in `position`, captures first: "schlägt Eva fünf",
/// "Felix drei".
pub(super) fn targets_in(
    position: &shakmaty::Chess,
    from: Square,
    captures_only: bool,
) -> Vec<Utterance> {
    let mut moves: Vec<shakmaty::Move> = position
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(from) && (!captures_only || m.is_capture()))
        .collect();
    moves.sort_by_key(|m| !m.is_capture());
    let mut targets: Vec<Utterance> = Vec::new();
    for m in moves {
        let words = match m.castling_side() {
            Some(side) => vec![Token::Castle(side)],
            None => {
                let mut words = Vec::with_capacity(4);
                if m.is_capture() {
                    words.push(Token::Takes);
                }
                words.extend(crate::announce::square_tokens(m.to()));
                words
            }
        };
        // Four promotions to one square are one target; the piece is chosen on placing.
        if !targets.contains(&words) {
            targets.push(words);
        }
    }
    targets
}

/// "schwarzer Läufer Felix sechs".
pub(super) fn occupant_on(piece: Option<shakmaty::Piece>, square: Square) -> Utterance {
    let mut words = vec![Token::Occupant(piece)];
    words.extend(square_tokens(square));
    words
}

/// "Springer Gustav eins".
pub(super) fn piece_on(role: Role, square: Square) -> Utterance {
    let mut words = vec![Token::Piece(role)];
    words.extend(square_tokens(square));
    words
}

/// A square as an argument: "Felix drei".
pub(super) fn square_arg(square: Square) -> Arg {
    Arg::Tokens(square_tokens(square).to_vec())
}
