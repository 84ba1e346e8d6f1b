//! The display as a reader meets it: keys pressed on it, the session answering, the cells read
//! back. `Table` plays the driver's part: each key's inputs go to the session, what the session
//! says comes back to the view, and the view looks at the session after every input.

use std::time::Duration;

use shakmaty::{Color, File, Piece, Rank, Role, Square};

use super::{
    BrailleView, DisplayKey, MoveForm, Place,
    cells::{Feel, PieceLetters, read_square_cell},
    lines::files_from_left,
    view::typed_line,
};
use crate::{
    clock::TimeControl,
    keymap::{Act, Command, Direction, Explore},
    session::{Effect, Input, PlayerSetup, Session, Setup},
    ui_text::{UiLanguage, UiText},
    vocab::VocabId,
};

/// A session with a braille display beside it.
struct Table {
    session: Session,
    view: BrailleView,
    now: Duration,
}

impl Table {
    /// English interface and words; `reader` is the visually impaired player at the keyboard.
    fn new(reader: Color, width: usize) -> Table {
        let mut setup = Setup::default();
        for color in Color::ALL {
            setup.players[color] = PlayerSetup::new("", color == reader, VocabId::En);
        }
        Table::with(setup, width, MoveForm::Letters)
    }

    fn with(setup: Setup, width: usize, moves: MoveForm) -> Table {
        let mut session = Session::new(setup).unwrap();
        let greeting = session.greeting();
        let mut table = Table {
            session,
            view: BrailleView::new(moves, width),
            now: Duration::ZERO,
        };
        table.carry_out(greeting);
        // The game opens on its greeting; Home goes to the board.
        table.press(DisplayKey::Home);
        table
    }

    fn carry_out(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match &effect {
                Effect::Say { priority, .. } => {
                    let words = self.session.words_of(&effect).unwrap_or_default();
                    self.view.said(&words, *priority);
                }
                Effect::Cue(heard) => self.view.cue(heard.cue),
                _ => {}
            }
        }
        self.view.shown(&self.session);
    }

    fn input(&mut self, input: Input) {
        let effects = self.session.handle(input, self.now);
        self.carry_out(effects);
    }

    /// A key of the display.
    fn press(&mut self, key: DisplayKey) {
        for input in self.view.key(key) {
            self.input(input);
        }
    }

    fn route(&mut self, cell: usize) {
        self.press(DisplayKey::Route(u16::try_from(cell).unwrap()));
    }

    fn typed(&mut self, text: &str) {
        for c in text.chars() {
            self.press(DisplayKey::Char(c));
        }
        self.press(DisplayKey::Enter);
    }

    /// Time passes (a tick).
    fn wait(&mut self, time: Duration) {
        self.now += time;
        self.input(Input::Tick);
    }

    /// The cells as they are on the display, trailing blanks cut.
    fn cells(&self) -> String {
        self.view.screen().text.trim_end().to_string()
    }

    /// The board line's squares read back by the fingers: (square, what is felt, cursor?).
    fn felt(&self) -> Vec<(Square, Feel, bool)> {
        let letters = PieceLetters::of(UiText::get(self.session.setup().ui));
        let screen = self.view.screen();
        let cells: Vec<char> = screen.text.chars().collect();
        let rank = Rank::from_char(cells[0]).unwrap();
        files_from_left(self.session.setup().reader())
            .iter()
            .enumerate()
            .map(|(i, &file)| {
                let (feel, cursor) = read_square_cell(cells[2 + i], &letters).unwrap();
                (Square::from_coords(file, rank), feel, cursor)
            })
            .collect()
    }

    /// The cell of a square on the board's line (the routing key above it).
    fn cell_of(&self, square: Square) -> usize {
        let reader = self.session.setup().reader();
        2 + files_from_left(reader)
            .iter()
            .position(|&f| f == square.file())
            .unwrap()
    }
}

#[test]
fn the_game_opens_on_its_greeting_and_line_down_reaches_the_board() {
    let mut setup = Setup::default();
    setup.players[Color::Black] = PlayerSetup::new("", false, VocabId::En);
    let mut session = Session::new(setup).unwrap();
    let mut view = BrailleView::new(MoveForm::Letters, 40);
    view.shown(&session);
    for effect in session.greeting() {
        if let Effect::Say { priority, .. } = &effect {
            view.said(&session.words_of(&effect).unwrap(), *priority);
        }
    }
    view.shown(&session);
    assert_eq!(view.place(), Place::Message(0));
    assert!(
        view.screen().text.starts_with("New game, no clock."),
        "{}",
        view.screen().text
    );
    assert!(view.key(DisplayKey::LineDown).is_empty());
    assert!(
        view.screen().text.starts_with("2 "),
        "{}",
        view.screen().text
    );
}

#[test]
fn at_the_start_white_reads_the_second_rank_with_the_cursor_on_e2() {
    let table = Table::new(Color::White, 40);
    // p = dots 1234; White adds dot 7, the cursor dot 8.
    assert_eq!(table.cells(), "2 ⡏⡏⡏⡏⣏⡏⡏⡏ e2 white Pawn");
    assert_eq!(table.view.place(), Place::Board);
    let felt = table.felt();
    assert_eq!(
        felt[4],
        (
            Square::E2,
            Feel::Piece(Piece {
                color: Color::White,
                role: Role::Pawn
            }),
            true
        )
    );
    assert!(felt.iter().filter(|(_, _, cursor)| *cursor).count() == 1);
}

#[test]
fn black_reads_the_board_from_the_other_side_h_to_a() {
    let table = Table::new(Color::Black, 40);
    // Black's cursor starts on e7: the files run h … a from Black's left.
    let squares: Vec<Square> = table.felt().iter().map(|(s, _, _)| *s).collect();
    assert_eq!(squares[0], Square::H7);
    assert_eq!(squares[7], Square::A7);
    assert_eq!(table.cells(), "7 ⠏⠏⠏⢏⠏⠏⠏⠏ e7 black Pawn");
}

#[test]
fn a_routing_key_above_a_square_moves_the_cursor_there_and_a_second_press_lifts() {
    let mut table = Table::new(Color::White, 40);
    table.route(table.cell_of(Square::G2));
    assert_eq!(table.session.cursor(), Square::G2);
    assert_eq!(
        table.view.place(),
        Place::Board,
        "a square read out is not a message"
    );
    assert!(
        table.cells().ends_with("g2 white Pawn"),
        "{}",
        table.cells()
    );
    table.route(table.cell_of(Square::G2));
    let hand = table.session.hand().expect("the second press lifts");
    assert_eq!(hand.from, Square::G2);
    // Lifting is told as a message; line down goes back to the board, where the hand shows.
    assert_eq!(
        table.view.place(),
        Place::Message(table.view.messages().len() - 1)
    );
    assert!(
        table.cells().starts_with("Pawn gustav two lifted") || table.cells().contains("lifted"),
        "{}",
        table.cells()
    );
    table.press(DisplayKey::LineDown);
    assert_eq!(table.view.place(), Place::Board);
    // The game's board keeps the pawn on g2 until the move is made; the hand holds it.
    assert_eq!(table.cells(), "2 ⡏⡏⡏⡏⡏⡏⣏⡏ g2 white Pawn hand: Pg2");
}

#[test]
fn every_routing_key_above_the_board_reaches_its_square_from_every_cursor_square() {
    for reader in Color::ALL {
        let mut table = Table::new(reader, 40);
        for rank in Rank::ALL {
            // Bring the cursor to the rank with the line keys, then route across it.
            for _ in 0..8 {
                let at = table.session.cursor().rank();
                if at == rank {
                    break;
                }
                let up = (u8::from(rank) > u8::from(at)) == (reader == Color::White);
                table.press(if up {
                    DisplayKey::LineUp
                } else {
                    DisplayKey::LineDown
                });
            }
            assert_eq!(
                table.session.cursor().rank(),
                rank,
                "the line keys reach the rank"
            );
            for file in File::ALL {
                let square = Square::from_coords(file, rank);
                table.route(table.cell_of(square));
                assert_eq!(table.session.cursor(), square, "{reader:?}");
                assert!(table.session.hand().is_none(), "the first press only moves");
                let cursor_cells: Vec<Square> = table
                    .felt()
                    .into_iter()
                    .filter(|(_, _, cursor)| *cursor)
                    .map(|(s, _, _)| s)
                    .collect();
                assert_eq!(cursor_cells, [square], "dot 8 marks the cursor's square");
            }
        }
    }
}

#[test]
fn line_keys_walk_the_ranks_then_the_messages_above_and_the_clocks_below() {
    let mut table = Table::new(Color::White, 40);
    table.press(DisplayKey::LineUp);
    assert_eq!(table.session.cursor(), Square::E3);
    assert!(
        table.cells().starts_with("3 ⠤⠄⠤⠄⢤⠄⠤⠄ e3 empty"),
        "{}",
        table.cells()
    );
    for _ in 0..5 {
        table.press(DisplayKey::LineUp);
    }
    assert_eq!(table.session.cursor(), Square::E8);
    assert!(
        table.cells().starts_with("8 ⠗⠝⠃⠟⢅⠃⠝⠗ e8 black King"),
        "{}",
        table.cells()
    );
    // Above the far rank: the messages, newest first; the greeting is the only one.
    table.press(DisplayKey::LineUp);
    assert_eq!(table.view.place(), Place::Message(0));
    assert!(
        table.cells().starts_with("New game, no clock."),
        "{}",
        table.cells()
    );
    table.press(DisplayKey::LineDown);
    assert_eq!(table.view.place(), Place::Board);
    for _ in 0..7 {
        table.press(DisplayKey::LineDown);
    }
    assert_eq!(table.session.cursor(), Square::E1);
    table.press(DisplayKey::LineDown);
    assert_eq!(table.view.place(), Place::Clocks);
    assert_eq!(table.cells(), "no clock");
    table.press(DisplayKey::LineUp);
    assert_eq!(table.view.place(), Place::Board);
}

#[test]
fn a_move_typed_on_the_braille_keyboard_is_played_and_its_announcement_comes_up() {
    let mut table = Table::new(Color::White, 40);
    for c in "e4".chars() {
        table.press(DisplayKey::Char(c));
    }
    assert_eq!(table.cells(), "> e4");
    assert_eq!(
        table.view.screen().cursor,
        Some(4),
        "the display's cursor after the 4"
    );
    table.press(DisplayKey::Enter);
    assert_eq!(table.session.game().plies().len(), 1);
    assert!(matches!(table.view.place(), Place::Message(_)));
    assert!(
        table.cells().to_lowercase().contains("eva four"),
        "{}",
        table.cells()
    );
    table.press(DisplayKey::LineDown);
    assert!(table.cells().ends_with("1.e4"), "{}", table.cells());
}

/// While a training exercise stands on the board, the board's line is the exercise's: its
/// squares, and not the game's last move; with the game back, the game's move is there again.
#[test]
fn an_exercise_on_the_board_shows_its_squares_without_the_games_last_move() {
    let mut table = Table::new(Color::White, 40);
    table.typed("e4");
    table.press(DisplayKey::LineDown);
    assert!(table.cells().ends_with("1.e4"), "{}", table.cells());
    let exercise: shakmaty::Chess = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
        .parse::<shakmaty::fen::Fen>()
        .unwrap()
        .into_position(shakmaty::CastlingMode::Standard)
        .unwrap();
    table.session.show_exercise(Some(exercise));
    table.input(Input::Command(Command::Explore(Explore::JumpRank(0))));
    table.press(DisplayKey::Home);
    let cells = table.cells();
    assert!(!cells.contains("1.e4"), "{cells}");
    let felt = table.felt();
    assert!(
        matches!(felt[0].1, Feel::Piece(p) if p.role == shakmaty::Role::Rook),
        "{felt:?}"
    );
    assert!(
        matches!(felt[4].1, Feel::Piece(p) if p.role == shakmaty::Role::King),
        "{felt:?}"
    );
    table.session.show_exercise(None);
    table.input(Input::Command(Command::Explore(Explore::JumpRank(1))));
    table.press(DisplayKey::Home);
    assert!(table.cells().ends_with("1.e4"), "{}", table.cells());
}

#[test]
fn a_refused_move_shows_the_reason_and_changes_nothing() {
    let mut table = Table::new(Color::White, 40);
    table.typed("e5");
    assert!(table.session.game().plies().is_empty());
    assert!(matches!(table.view.place(), Place::Message(_)));
    let reason = table.view.messages().last().unwrap().clone();
    assert!(
        table
            .cells()
            .starts_with(&reason[..reason.len().min(40)].trim_end().to_string())
    );
    assert!(
        reason.to_lowercase().contains("eva five") || reason.contains("e5"),
        "{reason}"
    );
}

#[test]
fn the_opponents_move_comes_up_and_the_board_shows_it_afterwards() {
    let mut table = Table::new(Color::White, 40);
    table.typed("e4");
    // The friend at the other side types Black's answer (as the computer's move would come).
    table.input(Input::Text("c5".into()));
    assert!(
        table.cells().to_lowercase().contains("caesar five"),
        "{}",
        table.cells()
    );
    table.press(DisplayKey::LineDown);
    assert!(table.cells().ends_with("1...c5"), "{}", table.cells());
    // Up to the fifth rank: Black's pawn on c5 is a small p (dots 1234 without dot 7); a5 is
    // dark, b5 light.
    for _ in 0..3 {
        table.press(DisplayKey::LineUp);
    }
    assert!(table.cells().starts_with("5 ⠤⠄⠏⠄⢤⠄⠤⠄"), "{}", table.cells());
}

#[test]
fn backspace_and_escape_edit_the_entry_line_and_commands_are_typed_with_a_slash() {
    let mut table = Table::new(Color::White, 40);
    for key in [
        DisplayKey::Char('e'),
        DisplayKey::Char('5'),
        DisplayKey::Backspace,
        DisplayKey::Char('4'),
    ] {
        table.press(key);
    }
    assert_eq!(table.cells(), "> e4");
    table.press(DisplayKey::Escape);
    assert_eq!(table.view.place(), Place::Board);
    assert!(table.cells().starts_with("2 "));
    assert!(table.session.game().plies().is_empty());
    assert_eq!(
        typed_line("/draw"),
        [Input::Command(Command::Act(Act::OfferDraw))]
    );
    assert_eq!(typed_line("/claim Nf3"), [Input::ClaimDraw("Nf3".into())]);
    assert_eq!(typed_line("Sf3"), [Input::Text("Sf3".into())]);
    assert_eq!(typed_line(""), []);
}

#[test]
fn a_fourteen_cell_display_shows_rank_squares_and_cursor_then_pans_to_the_rest() {
    let mut table = Table::new(Color::White, 14);
    assert_eq!(table.cells(), "2 ⡏⡏⡏⡏⣏⡏⡏⡏ e2");
    table.typed("e4");
    table.input(Input::Text("e5".into()));
    table.press(DisplayKey::Home);
    assert_eq!(table.cells(), "2 ⡏⡏⡏⡏⢄⡏⡏⡏ e2");
    table.press(DisplayKey::PanRight);
    assert_eq!(table.cells(), "1...e5");
    table.press(DisplayKey::PanRight);
    assert_eq!(table.cells(), "1...e5", "the end of the line: it stays");
    table.press(DisplayKey::PanLeft);
    assert_eq!(table.cells(), "2 ⡏⡏⡏⡏⢄⡏⡏⡏ e2");
    // A routing key on the panned part acts on what is under it there.
    table.press(DisplayKey::PanRight);
    table.route(2);
    assert!(
        table.view.messages().last().unwrap().contains("Black"),
        "{:?}",
        table.view.messages().last()
    );
}

#[test]
fn the_layouts_of_14_20_40_and_80_cells() {
    let first_window = |width| {
        let mut table = Table::new(Color::White, width);
        table.typed("Nf3");
        table.press(DisplayKey::Home);
        table.press(DisplayKey::LineUp);
        table.cells()
    };
    assert_eq!(first_window(14), "3 ⠤⠄⠤⠄⢤⡝⠤⠄ e3");
    assert_eq!(first_window(20), "3 ⠤⠄⠤⠄⢤⡝⠤⠄ e3  1.Nf3");
    assert_eq!(first_window(40), "3 ⠤⠄⠤⠄⢤⡝⠤⠄ e3 empty  1.Nf3");
    let wide = first_window(80);
    assert!(
        wide.starts_with("3 ⠤⠄⠤⠄⢤⡝⠤⠄ e3 empty  1.Nf3  Knight Felix three"),
        "{wide}"
    );
}

#[test]
fn the_move_is_written_in_the_interface_letters_or_in_the_vocabularys_words() {
    let setup = Setup {
        ui: UiLanguage::De,
        ..Setup::default()
    };
    let mut letters = Table::with(setup.clone(), 40, MoveForm::Letters);
    letters.typed("Sf3");
    letters.press(DisplayKey::Home);
    assert!(letters.cells().ends_with("1.Sf3"), "{}", letters.cells());
    let mut words = Table::with(setup, 40, MoveForm::Words);
    words.typed("Sf3");
    words.press(DisplayKey::Home);
    assert!(words.cells().ends_with("1. Springer"), "{}", words.cells());
    words.press(DisplayKey::PanRight);
    assert_eq!(words.cells(), "Felix drei");
}

#[test]
fn a_clock_cue_flashes_its_time_for_three_seconds() {
    let mut setup = Setup {
        time_control: "5+0".parse::<TimeControl>().unwrap(),
        ..Setup::default()
    };
    for color in Color::ALL {
        setup.players[color] = PlayerSetup::new("", color == Color::White, VocabId::En);
    }
    let mut table = Table::with(setup, 40, MoveForm::Letters);
    table.typed("e4");
    table.press(DisplayKey::Home);
    table.input(Input::Text("e5".into()));
    table.press(DisplayKey::Home);
    let board = table.cells();
    // White's clock runs from 5:00: the flag minute at 4:00 comes after a minute.
    table.wait(Duration::from_secs(61));
    assert_eq!(
        table.cells(),
        "White: 4:00",
        "{:?}",
        table.view.messages().last()
    );
    table.wait(Duration::from_secs(2));
    assert_eq!(table.cells(), "White: 4:00");
    table.wait(Duration::from_secs(2));
    assert_eq!(table.cells(), board, "back after three seconds");
    // On request: the clocks' line below the first rank.
    table.press(DisplayKey::LineDown);
    table.press(DisplayKey::LineDown);
    assert_eq!(table.cells(), "White 3:55  Black 5:00");
}

#[test]
fn the_cursor_moved_by_the_keyboard_brings_the_board_back_from_a_message() {
    let mut table = Table::new(Color::White, 40);
    table.typed("e5");
    assert!(matches!(table.view.place(), Place::Message(_)));
    table.input(Input::Command(Command::Explore(Explore::Cursor(
        Direction::Left,
    ))));
    assert_eq!(table.view.place(), Place::Board);
    assert!(
        table.cells().starts_with("2 ⡏⡏⡏⣏⡏⡏⡏⡏ d2"),
        "{}",
        table.cells()
    );
}

#[test]
fn a_placed_move_by_routing_keys_alone() {
    let mut table = Table::new(Color::White, 40);
    table.route(table.cell_of(Square::E2)); // the cursor is there: lift
    assert!(table.session.hand().is_some());
    table.press(DisplayKey::LineDown);
    table.press(DisplayKey::LineUp);
    table.press(DisplayKey::LineUp);
    assert_eq!(table.session.cursor(), Square::E4);
    table.route(table.cell_of(Square::E4));
    // At home the move placed is the move made.
    assert_eq!(
        table.session.game().plies().len(),
        1,
        "{:?}",
        table.view.messages()
    );
    assert_eq!(table.cells(), "Eva four");
    // One character typed alone is that key of the board: w, whose turn it is.
    table.typed("w");
    assert!(table.cells().contains("Black"), "{}", table.cells());
}

#[test]
fn every_interface_language_has_the_displays_words() {
    for language in UiLanguage::ALL {
        let ui = UiText::get(language);
        for id in [
            "braille-piece-king",
            "braille-piece-queen",
            "braille-piece-rook",
            "braille-piece-bishop",
            "braille-piece-knight",
            "braille-piece-pawn",
            "braille-hand",
            "braille-clocks",
            "braille-cue",
        ] {
            assert!(ui.has(id), "locales/ui/{language}.ftl lacks {id}");
        }
    }
}
