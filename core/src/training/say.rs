//! The words of training: every sentence from `locales/ui` in the interface language, every
//! chess word (pieces, squares, moves) from the player's vocabulary — "Springer Felix drei" in
//! an English sentence for a player who learns the Appendix D words.

use fluent_bundle::FluentValue;
use shakmaty::{Bitboard, Board, Chess, Color, Move, Position, Role, Square};

use super::{
    attempt::{Attempt, Hint, Verdict},
    drills::{Answer, DrillKind, Item, Mark, Question},
    lessons::{Goal, Level, StageId, Step, worth},
    mistakes::{Moment, RetryVerdict},
    naming::{Named, Naming},
    progress::{DrillScore, Progress, PuzzleResult},
    puzzle::Puzzle,
};
use crate::{
    announce::announce_move,
    notation::MoveSpec,
    obstacle::{moves_that_way, obstacle},
    ui_text::UiText,
    vocab::Vocabulary,
    words::Style,
};

/// The order a blind player sets up a board in: the king first, then the queen, rooks,
/// bishops, knights and pawns, each kind from the a-file up.
const SETUP_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// What `/help` is asked about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpFor {
    Lesson,
    /// A level of the words stage: a word to name.
    Naming,
    Drill(DrillKind),
    /// A move to find: a puzzle's or a retry's.
    Move,
}

/// Who is spoken to, in which words.
#[derive(Clone, Copy)]
pub struct Voice<'a> {
    pub vocab: &'a Vocabulary,
    pub ui: &'a UiText,
    pub style: Style,
}

fn color_key(color: Color) -> &'static str {
    color.fold_wb("white", "black")
}

/// A piece's kind as a message's selector.
fn role_key(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// The piece a stage is about, named in its opening (the king where it is about none).
fn stage_piece(stage: StageId) -> Role {
    match stage {
        StageId::Rook => Role::Rook,
        StageId::Bishop => Role::Bishop,
        StageId::Queen => Role::Queen,
        StageId::Knight => Role::Knight,
        StageId::Pawn | StageId::Promotion | StageId::EnPassant => Role::Pawn,
        _ => Role::King,
    }
}

impl Voice<'_> {
    fn say(&self, id: &str, args: &[(&str, FluentValue)]) -> String {
        self.ui.text_with(id, args)
    }

    /// "Springer Felix drei" for `m` played in `before`, with check or mate.
    pub fn move_words(&self, before: &Chess, m: Move) -> String {
        self.vocab
            .render(&announce_move(before, m, self.style), self.ui)
    }

    /// "3 exercises are due." (said once at the start).
    pub fn due(&self, count: usize) -> String {
        self.say("train-due", &[("count", count.into())])
    }

    /// A side's pieces in setting-up order: "König Gustav eins, Turm Felix eins, Bauer Anna zwei".
    pub fn pieces(&self, board: &Board, color: Color) -> String {
        let mut out = Vec::new();
        for role in SETUP_ORDER {
            for square in board.by_piece(role.of(color)) {
                out.push(format!(
                    "{} {}",
                    self.vocab.piece(role),
                    self.vocab.square(square)
                ));
            }
        }
        out.join(", ")
    }

    /// A position read for setting up: White's pieces, then Black's.
    pub fn position(&self, board: &Board) -> Vec<String> {
        [Color::White, Color::Black]
            .into_iter()
            .filter(|&c| board.by_color(c).any())
            .map(|c| self.side(board, c))
            .collect()
    }

    /// "White: König Gustav eins, Turm Felix eins."
    fn side(&self, board: &Board, color: Color) -> String {
        self.say(
            "train-side",
            &[
                ("color", color_key(color).into()),
                ("pieces", self.pieces(board, color).into()),
            ],
        )
    }

    /// What the player hears at a puzzle's start: its rating and size, the side they play,
    /// the opponent's last move, the pieces in setting-up order, their own first.
    pub fn puzzle_start(&self, puzzle: &Puzzle) -> Vec<String> {
        let player = puzzle.player();
        let setup = puzzle.setup();
        let mut lines = vec![self.say(
            "train-puzzle-intro",
            &[
                ("rating", puzzle.rating.into()),
                ("pieces", puzzle.pieces().into()),
                ("color", color_key(player).into()),
            ],
        )];
        lines.push(
            self.say(
                "train-puzzle-last-move",
                &[
                    ("color", color_key(!player).into()),
                    (
                        "move",
                        self.move_words(puzzle.start(), puzzle.opponent_move())
                            .into(),
                    ),
                ],
            ),
        );
        lines.extend(self.sides(setup.board(), player));
        lines.push(self.say("train-your-move", &[]));
        lines
    }

    /// Both sides' pieces in setting-up order, `first`'s (the player's own) first.
    pub fn sides(&self, board: &Board, first: Color) -> Vec<String> {
        [first, !first]
            .into_iter()
            .map(|color| self.side(board, color))
            .collect()
    }

    /// The position at a puzzle's later move, asked again: the pieces, the player's first,
    /// and "Your move".
    pub fn your_move_in(&self, position: &Chess) -> Vec<String> {
        let mut lines = self.sides(position.board(), position.turn());
        lines.push(self.say("train-your-move", &[]));
        lines
    }

    /// What can be typed now (`/help`): for a lesson, a drill or a move to find (a puzzle, a
    /// retry); with `board`, how the exercise's position is read.
    pub fn help(&self, what: HelpFor, board: bool) -> Vec<String> {
        let example = self.move_words(
            &Chess::default(),
            shakmaty::Move::Normal {
                role: Role::Knight,
                from: Square::G1,
                capture: None,
                to: Square::F3,
                promotion: None,
            },
        );
        let args = [
            ("example", example.into()),
            ("square", self.vocab.square(Square::E4).into()),
        ];
        let mut lines = match what {
            HelpFor::Lesson => vec![
                self.say("train-help-lesson", &args),
                self.say("train-help-lesson-hint", &[]),
            ],
            HelpFor::Naming => vec![self.say(
                "train-help-words",
                &[
                    ("file", self.vocab.file_names()[2].clone().into()),
                    ("square", self.vocab.square(Square::E4).into()),
                    ("piece", self.vocab.piece(Role::Rook).to_string().into()),
                ],
            )],
            HelpFor::Drill(kind) => vec![
                self.say(&format!("train-help-drill-{}", kind.as_str()), &args),
                self.say("train-help-drill", &[]),
            ],
            HelpFor::Move => vec![self.say("train-help-move", &args)],
        };
        if board {
            lines.push(self.say("train-help-board", &[]));
        }
        lines
    }

    /// "Not understood: give. /help says what you can type."
    pub fn not_understood(&self, text: &str) -> String {
        self.say("train-not-understood", &[("word", text.to_string().into())])
    }

    /// A move refused, with its reason; a word not understood points to `/help`.
    pub fn refused(&self, error: &crate::words::NotationError) -> String {
        match error {
            crate::words::NotationError::NotUnderstood { word } => self.not_understood(word),
            error => self.vocab.refusal_text(error, self.ui),
        }
    }

    /// The answer to a move; `before` is the position it was made in, `after` the attempt now.
    pub fn verdict(&self, before: &Chess, verdict: &Verdict, after: &Attempt) -> String {
        match verdict {
            Verdict::Right { played, reply } => {
                let mut replied_in = before.clone();
                replied_in.play_unchecked(*played);
                self.say(
                    "train-puzzle-right",
                    &[
                        ("color", color_key(!after.puzzle().player()).into()),
                        ("move", self.move_words(&replied_in, *reply).into()),
                    ],
                )
            }
            Verdict::Solved => self.say("train-puzzle-solved", &[]),
            Verdict::Wrong { tried } => self.say(
                "train-puzzle-wrong",
                &[("move", self.move_words(before, *tried).into())],
            ),
            Verdict::Refused(error) => self.refused(error),
            Verdict::Over => self.say("train-puzzle-over", &[]),
        }
    }

    /// Before a game is gone over: which game, whose moves, how deep.
    pub fn going_over(&self, game: &str, sides: &[Color], depth: u32) -> String {
        let side = match sides {
            [color] => color_key(*color),
            _ => "both",
        };
        self.say(
            "train-mistakes-going-over",
            &[
                ("game", game.into()),
                ("side", side.into()),
                ("depth", depth.into()),
            ],
        )
    }

    /// How many moments a game gave, and how many of them are new to the record.
    pub fn moments_found(&self, found: usize, new: usize) -> String {
        self.say(
            "train-mistakes-found",
            &[("count", found.into()), ("new", new.into())],
        )
    }

    /// A retry's start: where in which game, the opponent's move just before, the move that
    /// was played, then the pieces in setting-up order, the player's own first.
    pub fn retry_start(&self, moment: &Moment, position: &Chess) -> Vec<String> {
        let (number, color) = moment.move_number();
        let mut lines = vec![self.say(
            "train-retry-intro",
            &[
                ("number", number.into()),
                ("color", color_key(color).into()),
            ],
        )];
        if let Some((before, last)) = moment.last_move() {
            lines.push(self.say(
                "train-puzzle-last-move",
                &[
                    ("color", color_key(!color).into()),
                    ("move", self.move_words(&before, last).into()),
                ],
            ));
        }
        lines.extend(self.sides(position.board(), color));
        let played = moment
            .played
            .parse::<shakmaty::uci::UciMove>()
            .ok()
            .and_then(|m| m.to_move(position).ok());
        if let Some(played) = played {
            lines.push(self.say(
                "train-retry-played",
                &[("move", self.move_words(position, played).into())],
            ));
        }
        lines
    }

    /// The answer to a retry's move `m`, played in `position`.
    pub fn retry_verdict(&self, position: &Chess, m: Move, verdict: &RetryVerdict) -> String {
        let words = self.move_words(position, m);
        match verdict {
            RetryVerdict::Passes { .. } => {
                self.say("train-retry-passes", &[("move", words.into())])
            }
            RetryVerdict::PlayedAgain => {
                self.say("train-retry-played-again", &[("move", words.into())])
            }
            RetryVerdict::StillLoses { .. } => {
                self.say("train-retry-still-loses", &[("move", words.into())])
            }
            RetryVerdict::NotLegal => self.say("train-level-illegal", &[]),
        }
    }

    /// The opponent's reply `m` in `position`, between the moves of a solution shown: "Black
    /// answers König David acht."
    pub fn answers(&self, position: &Chess, m: Move) -> String {
        self.say(
            "train-solution-answer",
            &[
                ("color", color_key(position.turn()).into()),
                ("move", self.move_words(position, m).into()),
            ],
        )
    }

    /// A hint in words.
    pub fn hint(&self, position: &Chess, hint: &Hint) -> String {
        match hint {
            Hint::Piece { role, from } => self.say(
                "train-hint-piece",
                &[
                    ("piece", self.vocab.piece(*role).into()),
                    ("square", self.vocab.square(*from).into()),
                ],
            ),
            Hint::Square { to } => self.say(
                "train-hint-square",
                &[("square", self.vocab.square(*to).into())],
            ),
            Hint::Move(m) => self.say(
                "train-hint-move",
                &[("move", self.move_words(position, *m).into())],
            ),
        }
    }

    /// Why the rating moves as it does, when it is not plain: a solve with hints or wrong
    /// tries counts as a miss; a puzzle whose solution was shown is one.
    pub fn rating_why(&self, outcome: &super::attempt::Outcome) -> Option<String> {
        if outcome.clean() {
            return None;
        }
        Some(if outcome.solved {
            self.say(
                "train-rating-why",
                &[
                    ("hints", outcome.hints.into()),
                    ("wrong", outcome.wrong_tries.into()),
                ],
            )
        } else {
            self.say("train-rating-shown", &[])
        })
    }

    /// "Your puzzle rating rises by 12 to 1512."
    pub fn rating_change(&self, result: &PuzzleResult) -> String {
        let change = result.change();
        let id = match change {
            c if c > 0 => "train-rating-up",
            c if c < 0 => "train-rating-down",
            _ => "train-rating-same",
        };
        self.say(
            id,
            &[
                ("change", change.unsigned_abs().into()),
                ("rating", result.after.rounded().into()),
            ],
        )
    }

    pub fn stage_name(&self, stage: StageId) -> String {
        self.say(&format!("train-stage-{}", stage.as_str()), &[])
    }

    /// What the player hears at a level's start: where it is, the pieces, the goal, the par.
    pub fn level_start(
        &self,
        stage: StageId,
        index: usize,
        level: &Level,
        position: &Chess,
    ) -> Vec<String> {
        let mut lines = vec![self.say(
            "train-level-intro",
            &[
                ("stage", self.stage_name(stage).into()),
                ("level", (index + 1).into()),
                ("levels", stage.levels().len().into()),
            ],
        )];
        lines.extend(self.teaching(stage, index));
        if let Goal::Name(naming) = level.goal {
            lines.push(self.naming(naming));
            return lines;
        }
        lines.extend(self.position(position.board()));
        lines.push(self.goal(level.goal, position));
        lines.push(self.say("train-par", &[("par", level.par.into())]));
        lines
    }

    /// What a stage teaches, said before its first level is asked: how its piece moves, in the
    /// player's words; in the words stage, the words each level asks back.
    pub fn teaching(&self, stage: StageId, index: usize) -> Option<String> {
        let piece = |role: Role| FluentValue::from(self.vocab.piece(role).to_string());
        let names = |names: &[String; 8]| FluentValue::from(names.join(", "));
        let files = self.vocab.file_names();
        let ranks = self.vocab.rank_names();
        let text = match (stage, index) {
            (StageId::Words, 0) => self.say("train-teach-words-files", &[("files", names(files))]),
            (StageId::Words, 1) => self.say(
                "train-teach-words-ranks",
                &[
                    ("ranks", names(ranks)),
                    ("first", ranks[0].clone().into()),
                    ("last", ranks[7].clone().into()),
                ],
            ),
            (StageId::Words, 2) => self.say(
                "train-teach-words-squares",
                &[
                    ("square", self.vocab.square(Square::F3).into()),
                    ("file", files[5].clone().into()),
                    ("rank", ranks[2].clone().into()),
                ],
            ),
            (StageId::Words, 3) => self.say(
                "train-teach-words-colours",
                &[
                    ("corner", self.vocab.square(Square::A1).into()),
                    ("dark", self.vocab.square(Square::D4).into()),
                    ("light", self.vocab.square(Square::E4).into()),
                ],
            ),
            (StageId::Words, 4) => self.say(
                "train-teach-words-pieces",
                &[
                    ("king", piece(Role::King)),
                    ("queen", piece(Role::Queen)),
                    ("rook", piece(Role::Rook)),
                    ("bishop", piece(Role::Bishop)),
                    ("knight", piece(Role::Knight)),
                    ("pawn", piece(Role::Pawn)),
                ],
            ),
            (StageId::Words, _) | (_, 1..) => return None,
            (stage, _) => self.say(
                &format!("train-teach-{}", stage.as_str()),
                &[
                    ("king", piece(Role::King)),
                    ("queen", piece(Role::Queen)),
                    ("rook", piece(Role::Rook)),
                    ("bishop", piece(Role::Bishop)),
                    ("knight", piece(Role::Knight)),
                    ("pawn", piece(Role::Pawn)),
                    ("piece", piece(stage_piece(stage))),
                    ("square", self.vocab.square(Square::E2).into()),
                ],
            ),
        };
        Some(text)
    }

    /// The question of a level of the words stage.
    pub fn naming(&self, naming: Naming) -> String {
        match naming {
            Naming::File(file) => self.say(
                "train-ask-words-file",
                &[("number", (u32::from(file) + 1).into())],
            ),
            Naming::Rank(rank) => self.say(
                "train-ask-words-rank",
                &[("number", (u32::from(rank) + 1).into())],
            ),
            Naming::Square(square) => self.say(
                "train-ask-name-square",
                &[
                    ("column", (u32::from(square.file()) + 1).into()),
                    ("row", (u32::from(square.rank()) + 1).into()),
                ],
            ),
            Naming::Colour(square) => self.say(
                "train-ask-square-colour",
                &[("square", self.vocab.square(square).into())],
            ),
            Naming::Piece(role) => {
                self.say("train-ask-words-piece", &[("role", role_key(role).into())])
            }
        }
    }

    /// A word of the board named right: "Right: 3 stars."
    pub fn named_right(&self, stars: u8) -> String {
        self.say("train-level-named", &[("stars", stars.into())])
    }

    /// A name in the player's words: "Cäsar", "vier", "Eva vier", "light", "Turm".
    pub fn named(&self, named: Named) -> String {
        match named {
            Named::File(file) => self.vocab.file_names()[usize::from(file)].clone(),
            Named::Rank(rank) => self.vocab.rank_names()[usize::from(rank)].clone(),
            Named::Square(square) => self.vocab.square(square),
            Named::Light(light) => self.say(
                if light {
                    "train-answer-light"
                } else {
                    "train-answer-dark"
                },
                &[],
            ),
            Named::Piece(role) => self.vocab.piece(role).to_string(),
        }
    }

    /// Why the player's `role` cannot go to `to` in a lesson's `position`: that no such piece
    /// is there (and which are), the rule of its moves that the square breaks ("a Turm moves
    /// along its rank or its file: Bella zwei is on neither"), or what stands in its way.
    /// `None` when none of these is the reason.
    pub fn why_not(&self, position: &Chess, role: Role, to: Square) -> Option<String> {
        let board = position.board();
        let piece = role.of(position.turn());
        let pieces = board.by_piece(piece);
        if pieces.is_empty() {
            return Some(self.say(
                "train-level-no-such-piece",
                &[
                    ("piece", self.vocab.piece(role).to_string().into()),
                    ("pieces", self.own_pieces(position).into()),
                ],
            ));
        }
        if !pieces
            .into_iter()
            .any(|from| moves_that_way(piece, from, to))
        {
            return Some(self.say(
                &format!("train-rule-{}", role_key(role)),
                &[
                    ("piece", self.vocab.piece(role).to_string().into()),
                    ("square", self.vocab.square(to).into()),
                ],
            ));
        }
        let spec = MoveSpec::Normal {
            role: Some(role),
            from_file: None,
            from_rank: None,
            capture: false,
            to,
            promotion: None,
        };
        let found = obstacle(position, spec)?;
        let (piece, square) = found.piece();
        Some(self.say(
            found.message_id(),
            &[
                ("piece", self.vocab.describe(Some(piece), self.ui).into()),
                ("square", self.vocab.square(square).into()),
            ],
        ))
    }

    /// The kinds of the side to move's pieces, in setting-up order: "König, Turm".
    fn own_pieces(&self, position: &Chess) -> String {
        let board = position.board();
        SETUP_ORDER
            .into_iter()
            .filter(|&role| board.by_piece(role.of(position.turn())).any())
            .map(|role| self.vocab.piece(role).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// A square named alone that more than one piece can go to: which piece?
    pub fn which_piece(&self, position: &Chess, from: &[Square], to: Square) -> String {
        let board = position.board();
        let mut from: Vec<(usize, Square, Role)> = from
            .iter()
            .filter_map(|&square| {
                let role = board.piece_at(square)?.role;
                let order = SETUP_ORDER.iter().position(|&r| r == role)?;
                Some((order, square, role))
            })
            .collect();
        from.sort_unstable();
        let pieces: Vec<String> = from
            .into_iter()
            .map(|(_, square, role)| {
                format!("{} {}", self.vocab.piece(role), self.vocab.square(square))
            })
            .collect();
        self.say(
            "train-level-which-piece",
            &[
                ("pieces", pieces.join(", ").into()),
                ("square", self.vocab.square(to).into()),
            ],
        )
    }

    /// A square named alone that no piece of the player's can go to: why, piece by piece.
    pub fn none_goes(&self, position: &Chess, to: Square) -> Vec<String> {
        let mut lines = vec![self.say(
            "train-level-none-goes",
            &[("square", self.vocab.square(to).into())],
        )];
        let board = position.board();
        let roles: Vec<Role> = SETUP_ORDER
            .into_iter()
            .filter(|&role| board.by_piece(role.of(position.turn())).any())
            .collect();
        // The rule of each kind of piece the level has, when it has one or two (a lesson's
        // piece and its king); a full board's would be too much to listen to.
        if roles.len() <= 2 {
            lines.extend(
                roles
                    .into_iter()
                    .filter_map(|role| self.why_not(position, role, to)),
            );
        }
        lines
    }

    /// The level's goal in words.
    pub fn goal(&self, goal: Goal, position: &Chess) -> String {
        let board = position.board();
        match goal {
            Goal::Visit(squares) => match squares.first() {
                Some(&first) => self.say(
                    "train-goal-visit",
                    &[
                        ("square", self.vocab.square(first).into()),
                        ("count", squares.len().into()),
                    ],
                ),
                None => self.say("train-goal-mate", &[]),
            },
            Goal::CaptureAll => self.say("train-goal-capture-all", &[]),
            Goal::CaptureBest => self.say("train-goal-capture-best", &[]),
            Goal::Protect(square) => self.say("train-goal-protect", &self.piece_on(board, square)),
            Goal::Promote => self.say("train-goal-promote", &[]),
            Goal::Castle(side) => self.say(
                "train-goal-castle",
                &[(
                    "castle",
                    self.vocab
                        .render(&[crate::words::Token::Castle(side)], self.ui)
                        .into(),
                )],
            ),
            Goal::EnPassant => self.say(
                "train-goal-en-passant",
                &[(
                    "words",
                    self.vocab
                        .render(&[crate::words::Token::EnPassant], self.ui)
                        .into(),
                )],
            ),
            Goal::Check => self.say("train-goal-check", &[]),
            Goal::Mate => self.say("train-goal-mate", &[]),
            Goal::Stalemate => self.say("train-goal-stalemate", &[]),
            Goal::DeadPosition => self.say("train-goal-dead-position", &[]),
            Goal::Touched(square) => self.say("train-goal-touched", &self.piece_on(board, square)),
            Goal::TakeTouched(square) => {
                self.say("train-goal-take-touched", &self.piece_on(board, square))
            }
            Goal::Announce => self.say("train-goal-announce", &[]),
            Goal::Correct(from, to) => {
                self.say("train-goal-correct", &self.made(position, from, to))
            }
            Goal::PressClock => self.say("train-goal-press-clock", &[]),
            Goal::Name(naming) => self.naming(naming),
        }
    }

    /// The move made on the board, from `from` to `to` in `position`, and a move wrongly
    /// announced for it (the same piece to another square it can reach), as a message's
    /// arguments.
    fn made(
        &self,
        position: &Chess,
        from: Square,
        to: Square,
    ) -> [(&'static str, FluentValue<'static>); 2] {
        let moves = position.legal_moves();
        let of_piece: Vec<&Move> = moves.iter().filter(|m| m.from() == Some(from)).collect();
        let words = |m: Option<&&Move>| {
            m.map(|m| self.move_words(position, **m))
                .unwrap_or_default()
        };
        let made = words(of_piece.iter().find(|m| m.to() == to));
        let announced = words(of_piece.iter().rfind(|m| m.to() != to));
        [("made", made.into()), ("announced", announced.into())]
    }

    /// The piece on `square` of `board` and the square, as a message's arguments.
    fn piece_on(&self, board: &Board, square: Square) -> [(&'static str, FluentValue<'static>); 3] {
        let role = board.role_at(square);
        let piece = role
            .map(|role| self.vocab.piece(role).to_string())
            .unwrap_or_default();
        [
            ("piece", piece.into()),
            // The piece's kind, for the languages whose words around it follow its gender
            // ("Deine Dame", "Dein Turm").
            ("role", role.map_or("", crate::vocab::role_key).into()),
            ("square", self.vocab.square(square).into()),
        ]
    }

    /// What a lesson move did; `position` is where it was tried.
    pub fn step(&self, step: &Step, position: &Chess) -> String {
        let board = position.board();
        match step {
            Step::Moved { next: Some(square) } => self.say(
                "train-next-square",
                &[("square", self.vocab.square(*square).into())],
            ),
            Step::Moved { next: None } => self.say("train-your-move", &[]),
            Step::Done { moves, stars } => self.say(
                "train-level-done",
                &[("moves", (*moves).into()), ("stars", (*stars).into())],
            ),
            Step::Spoiled => self.say("train-level-spoiled", &[]),
            Step::GivesCheck => self.say("train-level-gives-check", &[]),
            Step::Illegal => self.say("train-level-illegal", &[]),
            Step::MustMove(square) => {
                self.say("train-level-must-move", &self.piece_on(board, *square))
            }
            Step::MustTake(square) => {
                self.say("train-level-must-take", &self.piece_on(board, *square))
            }
            Step::NotTheMoveMade(from, to) => self.say(
                "train-level-not-the-move-made",
                &self.made(position, *from, *to),
            ),
            Step::PressTheClock => self.say("train-level-press-the-clock", &[]),
            Step::Misnamed(right) => self.say(
                "train-level-misnamed",
                &[("answer", self.named(*right).into())],
            ),
            Step::NotAName => self.say("train-level-name-it", &[]),
            Step::WorthLess(taken, best) => self.say(
                "train-level-worth-less",
                &[
                    ("taken", self.vocab.piece(*taken).into()),
                    ("worth", worth(*taken).into()),
                    ("best", self.vocab.piece(*best).into()),
                    ("most", worth(*best).into()),
                ],
            ),
        }
    }

    pub fn drill_name(&self, kind: DrillKind) -> String {
        self.say(&format!("train-drill-{}", kind.as_str()), &[])
    }

    /// A drill's question.
    pub fn question(&self, item: &Item) -> String {
        let square = |s: &Square| FluentValue::from(self.vocab.square(*s));
        match &item.question {
            Question::FindSquare(s) => self.say("train-ask-find-square", &[("square", square(s))]),
            Question::NameSquare(s) => self.say(
                "train-ask-name-square",
                &[
                    ("column", (u32::from(s.file()) + 1).into()),
                    ("row", (u32::from(s.rank()) + 1).into()),
                ],
            ),
            Question::SquareColour(s) => {
                self.say("train-ask-square-colour", &[("square", square(s))])
            }
            Question::SameDiagonal(a, b) => self.say(
                "train-ask-same-diagonal",
                &[("a", square(a)), ("b", square(b))],
            ),
            Question::KnightDistance(a, b) => self.say(
                "train-ask-knight-distance",
                &[("a", square(a)), ("b", square(b))],
            ),
            Question::PieceMoves(piece, s) => self.say(
                "train-ask-piece-moves",
                &[
                    ("piece", self.vocab.describe(Some(*piece), self.ui).into()),
                    ("square", square(s)),
                ],
            ),
            Question::Rebuild(board) => self.say(
                "train-ask-rebuild",
                &[("position", self.position(board).join(" ").into())],
            ),
        }
    }

    fn squares(&self, squares: impl IntoIterator<Item = Square>) -> String {
        squares
            .into_iter()
            .map(|s| self.vocab.square(s))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// An answer in words (the right one, when the player's was wrong).
    pub fn answer(&self, answer: &Answer) -> String {
        match answer {
            Answer::Square(s) => self.vocab.square(*s),
            Answer::Light(light) => self.say(
                if *light {
                    "train-answer-light"
                } else {
                    "train-answer-dark"
                },
                &[],
            ),
            Answer::Yes(yes) => self.say(
                if *yes {
                    "train-answer-yes"
                } else {
                    "train-answer-no"
                },
                &[],
            ),
            Answer::Count(n) => n.to_string(),
            Answer::Squares(squares) => self.squares(*squares),
            Answer::Board(board) => self.position(board).join(" "),
        }
    }

    /// How an answer was marked.
    pub fn mark(&self, mark: &Mark) -> String {
        match mark {
            Mark::Right => self.say("train-mark-right", &[]),
            Mark::Wrong { right } => {
                self.say("train-mark-wrong", &[("answer", self.answer(right).into())])
            }
            Mark::Differs { missing, extra } => {
                let mut parts = Vec::new();
                if !missing.is_empty() {
                    parts.push(self.say(
                        "train-mark-missing",
                        &[("squares", self.squares(missing.iter().copied()).into())],
                    ));
                }
                if !extra.is_empty() {
                    parts.push(self.say(
                        "train-mark-extra",
                        &[("squares", self.squares(extra.iter().copied()).into())],
                    ));
                }
                parts.join(" ")
            }
        }
    }

    /// A piece lifted on the exercise's board: "Springer Gustav eins lifted. To: Felix drei,
    /// Hector drei." (the game's words), or that it has no move here.
    pub fn lifted(&self, position: &Chess, piece: shakmaty::Piece, from: Square) -> String {
        let words = format!(
            "{} {}",
            self.vocab.piece(piece.role),
            self.vocab.square(from)
        );
        let targets: Vec<Square> = position
            .legal_moves()
            .iter()
            .filter(|m| m.from() == Some(from))
            .map(|m| match m {
                Move::Castle { king, rook } => Square::from_coords(
                    if rook.file() > king.file() {
                        shakmaty::File::G
                    } else {
                        shakmaty::File::C
                    },
                    king.rank(),
                ),
                m => m.to(),
            })
            .collect();
        if targets.is_empty() {
            return self.say("train-lifted-no-moves", &[("piece", words.into())]);
        }
        let mut unique = targets;
        unique.sort_unstable();
        unique.dedup();
        self.say(
            "lifted",
            &[
                ("piece", words.into()),
                ("moves", self.squares(unique).into()),
            ],
        )
    }

    /// A piece of the side not to move, asked to be lifted.
    pub fn not_yours(&self, piece: shakmaty::Piece, on: Square, turn: Color) -> String {
        self.say(
            "train-lift-theirs",
            &[
                (
                    "piece",
                    format!("{} {}", self.vocab.piece(piece.role), self.vocab.square(on)).into(),
                ),
                ("color", color_key(turn).into()),
            ],
        )
    }

    /// A drill's answer marked, for its question: a rebuilt board's differences name the
    /// pieces to set as read out ("White: Läufer Eva drei") and the squares to clear; every
    /// other mark as [`Voice::mark`] says it.
    pub fn marked(&self, item: &Item, mark: &Mark) -> String {
        let (Question::Rebuild(right), Mark::Differs { missing, extra }) = (&item.question, mark)
        else {
            return self.mark(mark);
        };
        let mut wrong = Board::empty();
        for &square in missing {
            if let Some(piece) = right.piece_at(square) {
                wrong.set_piece_at(square, piece);
            }
        }
        let mut parts = Vec::new();
        if wrong.occupied().any() {
            parts.push(self.say(
                "train-mark-board-wrong",
                &[("pieces", self.position(&wrong).join(" ").into())],
            ));
        }
        if !extra.is_empty() {
            parts.push(self.say(
                "train-mark-board-extra",
                &[("squares", self.squares(extra.iter().copied()).into())],
            ));
        }
        parts.join(" ")
    }

    /// "7 of 10 right."
    pub fn drill_score(&self, score: &DrillScore) -> String {
        self.say(
            "train-drill-score",
            &[("right", score.right.into()), ("asked", score.asked.into())],
        )
    }

    /// Everything kept, read aloud (and written out as text): lessons, puzzles, drills, what is due.
    pub fn progress(&self, progress: &Progress, now: i64) -> Vec<String> {
        let mut lines = Vec::new();
        let (mut stars, mut max, mut done, mut levels) = (0u32, 0u32, 0u32, 0u32);
        for stage in StageId::ALL {
            for s in progress.stars(stage) {
                stars += u32::from(s);
                max += 3;
                done += u32::from(s > 0);
                levels += 1;
            }
        }
        lines.push(self.say(
            "train-progress-lessons",
            &[
                ("stars", stars.into()),
                ("max", max.into()),
                ("done", done.into()),
                ("levels", levels.into()),
            ],
        ));
        lines.push(
            self.say(
                "train-progress-puzzles",
                &[
                    ("solved", progress.puzzles_solved.len().into()),
                    ("missed", progress.puzzles_missed.len().into()),
                    ("rating", progress.puzzle_rating.rounded().into()),
                    (
                        "settled",
                        (if progress.puzzle_rating.provisional() {
                            "no"
                        } else {
                            "yes"
                        })
                        .into(),
                    ),
                ],
            ),
        );
        for kind in DrillKind::ALL {
            let scores = progress.drill_scores(kind);
            if scores.is_empty() {
                continue;
            }
            let said: Vec<String> = scores
                .iter()
                .rev()
                .map(|s| format!("{}/{}", s.right, s.asked))
                .collect();
            lines.push(self.say(
                "train-progress-drill",
                &[
                    ("drill", self.drill_name(kind).into()),
                    ("scores", said.join(", ").into()),
                ],
            ));
        }
        if !progress.retries.is_empty() {
            lines.push(self.say(
                "train-progress-retries",
                &[
                    ("kept", progress.retries.len().into()),
                    ("due", progress.due_retries(now).len().into()),
                ],
            ));
        }
        lines.push(self.due(progress.due_count(now)));
        lines
    }

    /// The squares of a set, for listing a piece's moves.
    pub fn square_list(&self, squares: Bitboard) -> String {
        self.squares(squares)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        training::{attempt::Attempt, puzzle::read_csv},
        ui_text::UiLanguage,
        vocab::VocabId,
        words::Form,
    };

    const PUZZLE: &str = "\
PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags
t1,6k1/5ppp/8/p7/8/8/8/1R4K1 b - - 0 1,a5a4 b1b8,1450,,,,mateIn1,https://lichess.org/a,
";

    fn voice(ui: UiLanguage) -> Voice<'static> {
        Voice {
            vocab: Vocabulary::get(VocabId::Fide),
            ui: UiText::get(ui),
            style: Style {
                form: Form::Short,
                say_pawn: true,
            },
        }
    }

    #[test]
    fn a_rebuilt_board_that_differs_names_the_pieces_as_read_and_the_squares_to_clear() {
        use crate::training::drills::mark;
        use shakmaty::fen::Fen;
        let board = |fen: &str| fen.parse::<Fen>().unwrap().into_setup().board;
        let right = board("4k3/8/8/3p4/4P3/8/8/4K3");
        let item = Item {
            question: Question::Rebuild(right.clone()),
            answer: Answer::Board(right),
        };
        // The pawn set on d4 instead of e4, Black's d-pawn forgotten.
        let given = Answer::Board(board("4k3/8/8/8/3P4/8/8/4K3"));
        let marked = mark(&item, &given);
        assert_eq!(
            voice(UiLanguage::En).marked(&item, &marked),
            "Missing or not as read out: White: Bauer Eva vier. Black: Bauer David fünf. \
             Nothing stands on David vier in the position."
        );
        // Any other drill's mark is said as before.
        let right = Mark::Right;
        assert_eq!(voice(UiLanguage::En).marked(&item, &right), "Right.");
    }

    #[test]
    fn a_puzzle_is_heard_as_a_blind_player_sets_it_up_in_the_players_words() {
        let puzzle = read_csv(PUZZLE).expect("reads").remove(0);
        let lines = voice(UiLanguage::En).puzzle_start(&puzzle);
        assert_eq!(
            lines,
            [
                "Puzzle rated 1450, 7 pieces. You play White.",
                "Black played Bauer Anna vier.",
                "White: König Gustav eins, Turm Bella eins.",
                "Black: König Gustav acht, Bauer Anna vier, Bauer Felix sieben, Bauer Gustav sieben, Bauer Hector sieben.",
                "Your move.",
            ]
        );
    }

    #[test]
    fn hints_verdicts_and_the_due_count_speak_every_interface_language() {
        let puzzle = read_csv(PUZZLE).expect("reads").remove(0);
        for language in UiLanguage::ALL {
            let voice = voice(language);
            let mut attempt = Attempt::new(&puzzle);
            let before = attempt.position().clone();
            let hint = attempt.hint().expect("a hint");
            let said = voice.hint(&before, &hint);
            assert!(
                said.contains("Turm") && said.contains("Bella eins"),
                "{language}: {said}"
            );
            let verdict = attempt.answer_text("Tb8", voice.vocab, voice.style);
            let said = voice.verdict(&before, &verdict, &attempt);
            assert!(!said.starts_with("train-"), "{language}: {said}");
            assert!(!voice.due(3).starts_with("train-"));
        }
        let en = voice(UiLanguage::En);
        assert_eq!(en.due(3), "3 exercises are due.");
        assert_eq!(en.due(1), "One exercise is due.");
    }

    /// The words around a piece follow its gender where the language has one: "Deine Dame",
    /// "Dein Turm"; "ditt tårn" beside "din løper"; "peð þitt" beside "hrók þinn".
    #[test]
    fn a_goal_about_a_piece_agrees_with_the_pieces_gender() {
        use shakmaty::{CastlingMode, fen::Fen};
        let position = |fen: &str| -> Chess {
            fen.parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap()
        };
        let queen = position("4k3/8/8/8/3q4/8/3Q4/4K3 w - - 0 1");
        let rook = position("4k3/8/8/8/3q4/8/3R4/4K3 w - - 0 1");
        let pawn = position("4k3/8/8/2b5/8/8/3P4/4K3 w - - 0 1");
        let protect = Goal::Protect(Square::D2);
        let said = |language, vocab, position: &Chess| {
            let voice = Voice {
                vocab: Vocabulary::get(vocab),
                ..voice(language)
            };
            voice.goal(protect, position)
        };
        let de = |position| said(UiLanguage::De, VocabId::Fide, position);
        assert_eq!(
            de(&queen),
            "Deine Dame auf David zwei wird angegriffen: decke sie, wo sie steht."
        );
        assert_eq!(
            de(&rook),
            "Dein Turm auf David zwei wird angegriffen: decke ihn, wo er steht."
        );
        let nb = said(UiLanguage::Nb, VocabId::Nb, &rook);
        assert!(
            nb.starts_with("Ditt tårn") && nb.contains("dekk det"),
            "{nb}"
        );
        let nb = said(UiLanguage::Nb, VocabId::Nb, &queen);
        assert!(
            nb.starts_with("Din dronning") && nb.contains("dekk den"),
            "{nb}"
        );
        let is = said(UiLanguage::Is, VocabId::Is, &pawn);
        assert!(
            is.contains("peð þitt") && is.contains("valdaðu það"),
            "{is}"
        );
        let is = said(UiLanguage::Is, VocabId::Is, &queen);
        assert!(is.contains("þína") && is.contains("valdaðu hana"), "{is}");
        let touched = voice(UiLanguage::De).goal(Goal::Touched(Square::D2), &queen);
        assert!(
            touched.ends_with("deine Dame auf David zwei genommen: zieh sie."),
            "{touched}"
        );
        let must = voice(UiLanguage::De).step(&Step::MustMove(Square::D2), &queen);
        assert_eq!(must, "Berührt: Die Dame auf David zwei muss ziehen.");
    }
}
