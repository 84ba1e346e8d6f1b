//! What the boards, the move list and the incident log show, taken from the session after each
//! input that may have changed it (drawing every frame from the session would render every
//! square's name sixty times a second).

use annabella_core::{
    session::{Session, View},
    vocab::Vocabulary,
};
use eframe::egui::Id;
use shakmaty::Position;

use super::board_view::{self, BoardLook, SquareLook};

/// The game as the window draws it.
pub(super) struct Drawn {
    pub boards: Vec<BoardLook>,
    pub moves: Vec<String>,
    /// The move the list is at (the one stepped to, or the last), selected in it.
    pub current_move: Option<usize>,
    /// The incident log, one line an entry.
    pub incidents: Vec<String>,
}

impl Drawn {
    /// Whether `id` is a square of a board drawn.
    pub fn is_square(&self, id: Option<Id>) -> bool {
        id.is_some_and(|id| {
            self.boards.iter().any(|b| {
                b.squares
                    .iter()
                    .any(|s| board_view::square_id(b.view, s.square) == id)
            })
        })
    }

    pub fn of(session: &Session) -> Drawn {
        let setup = session.setup();
        let reader_vocab = Vocabulary::get(setup.player(setup.reader()).vocab);
        // The game's last move and a check, marked on every board.
        let game = session.game();
        let last_move = game
            .plies()
            .last()
            .and_then(|ply| Some((ply.mv.from()?, ply.mv.to())));
        let position = game.position();
        let check = position
            .checkers()
            .any()
            .then(|| position.board().king_of(position.turn()))
            .flatten();
        // A piece lifted from a board not shown of its own (at home the game is the board).
        let views = session.views();
        let lifted_on = |board: View| {
            if views.contains(&board) {
                board
            } else {
                View::Game
            }
        };
        let boards = views
            .iter()
            .copied()
            .map(|view| {
                let board = session.board(view);
                let squares = shakmaty::Square::ALL
                    .into_iter()
                    .map(|square| SquareLook {
                        square,
                        name: session.square_name(view, square),
                        piece: board.piece_at(square),
                    })
                    .collect();
                let explored = session.view() == view;
                BoardLook {
                    view,
                    title: session.view_title(view),
                    squares,
                    cursor: explored.then_some(session.cursor()),
                    lifted_from: session
                        .hand()
                        .filter(|h| lifted_on(View::Board(h.board)) == view)
                        .map(|h| h.from),
                    last_move,
                    check,
                    file_names: reader_vocab.file_names().clone(),
                    rank_names: reader_vocab.rank_names().clone(),
                }
            })
            .collect();
        let reader = setup.player(setup.reader()).vocab;
        Drawn {
            boards,
            moves: session.move_list(),
            current_move: session.current_move(),
            incidents: session
                .incidents()
                .iter()
                .map(|i| session.words(&session.incident_message(i), reader))
                .collect(),
        }
    }
}
