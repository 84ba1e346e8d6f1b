//! One board drawn as an 8×8 grid of squares, seen from the reader's side.
//!
//! Each square is a node of the accessibility tree named as the cursor reads it ("Felix drei,
//! weißer Springer"), with its row and column, inside a grid named for the board ("Your board").
//! Only the cursor's square of the board being explored takes keyboard focus, so Tab reaches the
//! board once and the arrows do the rest; every square answers a click (mouse or a screen
//! reader's action) by putting the cursor there.

use eframe::egui::{
    self, Align2, CornerRadius, FontId, Id, Rect, Sense, Shape, Stroke, StrokeKind, Ui, UiBuilder,
    Vec2, WidgetInfo, accesskit::Role, vec2,
};
use shakmaty::{Color, File, Piece, Rank, Role as PieceRole, Square};

use super::look::{Palette, piece_family};
use annabella_core::session::View;

/// What one square shows.
pub struct SquareLook {
    pub square: Square,
    /// The accessible name: the spoken reading.
    pub name: String,
    pub piece: Option<Piece>,
}

/// What one board shows.
pub struct BoardLook {
    pub view: View,
    /// The grid's accessible name and heading ("Your board").
    pub title: String,
    /// Squares in reading order: from the reader's first rank, from their left.
    pub squares: Vec<SquareLook>,
    /// The cursor is here (this is the board being explored).
    pub cursor: Option<Square>,
    /// The square a lifted piece came from.
    pub lifted_from: Option<Square>,
    /// The last move's squares, from and to.
    pub last_move: Option<(Square, Square)>,
    /// The square of a king in check.
    pub check: Option<Square>,
    /// The files' and the ranks' names along the edges, in the reader's vocabulary.
    pub file_names: [String; 8],
    pub rank_names: [String; 8],
}

/// The id of a square's widget: stable, so focus can be asked for before the square is drawn.
pub fn square_id(view: View, square: Square) -> Id {
    Id::unique(("annabella-square", view_key(view), u32::from(square)))
}

fn view_key(view: View) -> u8 {
    match view {
        View::Game => 0,
        View::Board(Color::White) => 1,
        View::Board(Color::Black) => 2,
    }
}

/// The rows of a board from the top of the screen: the reader's last rank first.
pub fn screen_rows(reader: Color) -> Vec<Vec<Square>> {
    let ranks: Vec<Rank> = reader.fold_wb(
        Rank::ALL.into_iter().rev().collect(),
        Rank::ALL.into_iter().collect(),
    );
    let files: Vec<File> = reader.fold_wb(
        File::ALL.into_iter().collect(),
        File::ALL.into_iter().rev().collect(),
    );
    ranks
        .into_iter()
        .map(|rank| {
            files
                .iter()
                .map(|&file| Square::from_coords(file, rank))
                .collect()
        })
        .collect()
}

/// Draws `look` with squares `size` points wide, and asks for focus on `focus` if given.
/// Answers the square clicked, if one was.
pub fn show(
    ui: &mut Ui,
    look: &BoardLook,
    reader: Color,
    size: f32,
    focus: Option<Square>,
    palette: &Palette,
) -> Option<Square> {
    let mut clicked = None;
    let label = label_sizes(size);
    ui.vertical(|ui| {
        ui.heading(&look.title);
        let builder = UiBuilder::new()
            .id_salt(("board", view_key(look.view)))
            .accessibility_label(look.title.clone())
            .accessibility_role(Role::Grid);
        ui.scope_builder(builder, |ui| {
            ui.spacing_mut().item_spacing = Vec2::ZERO;
            let rows = screen_rows(reader);
            for (row, squares) in rows.iter().enumerate() {
                ui.horizontal(|ui| {
                    let rank = squares.first().map_or(Rank::First, |s| s.rank());
                    edge_label(
                        ui,
                        vec2(label.column, size),
                        &look.rank_names[usize::from(rank)],
                        label.font,
                        palette,
                    );
                    for (column, &square) in squares.iter().enumerate() {
                        let Some(sq) = look.squares.iter().find(|s| s.square == square) else {
                            continue;
                        };
                        let click = draw_square(ui, look, sq, size, (row, column), focus, palette);
                        clicked = clicked.or(click);
                    }
                });
            }
            // The files under the board, from the reader's left.
            ui.horizontal(|ui| {
                ui.allocate_exact_size(vec2(label.column, label.row), Sense::hover());
                for square in rows.last().into_iter().flatten() {
                    let name = &look.file_names[usize::from(square.file())];
                    edge_label(ui, vec2(size, label.row), name, label.font, palette);
                }
            });
        });
    });
    clicked
}

/// The room the edge labels take beside and under a board of `size`-point squares, and their
/// font size.
struct LabelSizes {
    column: f32,
    row: f32,
    font: f32,
}

fn label_sizes(size: f32) -> LabelSizes {
    let font = (size * 0.24).clamp(11.0, 32.0);
    LabelSizes {
        column: font * 3.2,
        row: font * 1.5,
        font,
    }
}

/// The width one board takes with its labels, for squares of `size` points.
pub fn board_width(size: f32) -> f32 {
    size * 8.0 + label_sizes(size).column
}

/// The largest square size for which the boards with their labels fit in `width` × `height`.
pub fn square_size_for(width: f32, height: f32, boards: usize) -> f32 {
    let boards = boards.max(1) as f32;
    let mut size: f32 = 200.0;
    while size > 24.0 {
        let label = label_sizes(size);
        let fits_width = (board_width(size) + 16.0) * boards <= width;
        let fits_height = size * 8.0 + label.row + 40.0 <= height;
        if fits_width && fits_height {
            break;
        }
        size -= 2.0;
    }
    size
}

/// A file or rank name along the edge (not a node of its own: each square names itself).
fn edge_label(ui: &mut Ui, room: Vec2, name: &str, font: f32, palette: &Palette) {
    let (rect, _) = ui.allocate_exact_size(room, Sense::hover());
    ui.painter().text(
        rect.center(),
        Align2::CENTER_CENTER,
        name,
        FontId::proportional(font),
        palette.label,
    );
}

fn draw_square(
    ui: &mut Ui,
    look: &BoardLook,
    sq: &SquareLook,
    size: f32,
    (row, column): (usize, usize),
    focus: Option<Square>,
    palette: &Palette,
) -> Option<Square> {
    let is_cursor = look.cursor == Some(sq.square);
    // Only the cursor's square is a Tab stop; the others still answer clicks.
    let sense = if is_cursor {
        Sense::click()
    } else {
        Sense::CLICK
    };
    let id = square_id(look.view, sq.square);
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
    let response = ui.interact(rect, id, sense);
    response.widget_info(|| WidgetInfo::labeled(Role::GridCell, true, &sq.name));
    ui.ctx().accesskit_node_builder(id, |node| {
        node.set_row_index(row);
        node.set_column_index(column);
        if is_cursor {
            node.set_selected(true);
        }
    });
    if focus == Some(sq.square) && is_cursor && !response.has_focus() {
        response.request_focus();
    }
    if response.has_focus() {
        keep_keys(ui, id);
    }
    paint_square(ui, rect, look, sq, palette);
    response.clicked().then_some(sq.square)
}

/// While `id` has the focus, the arrows and Escape are its own (egui would move the focus with
/// them); Tab still moves on to the next region.
pub fn keep_keys(ui: &Ui, id: Id) {
    let filter = egui::EventFilter {
        tab: false,
        horizontal_arrows: true,
        vertical_arrows: true,
        escape: true,
    };
    ui.memory_mut(|m| m.set_focus_lock_filter(id, filter));
}

/// A square: its colour, then the marks of the last move and a check, the piece, and the marks
/// of a lifted piece and the cursor — each mark a shape of its own, never colour alone.
fn paint_square(ui: &Ui, rect: Rect, look: &BoardLook, sq: &SquareLook, palette: &Palette) {
    let painter = ui.painter();
    let size = rect.width();
    let fill = if sq.square.is_light() {
        palette.light
    } else {
        palette.dark
    };
    painter.rect_filled(rect, CornerRadius::ZERO, fill);
    if look
        .last_move
        .is_some_and(|(from, to)| sq.square == from || sq.square == to)
    {
        // Triangles in the four corners.
        let leg = size * 0.24;
        let outline = Stroke::new(1.0, palette.label);
        for (corner, dx, dy) in [
            (rect.left_top(), 1.0, 1.0),
            (rect.right_top(), -1.0, 1.0),
            (rect.left_bottom(), 1.0, -1.0),
            (rect.right_bottom(), -1.0, -1.0),
        ] {
            let points = vec![
                corner,
                corner + vec2(dx * leg, 0.0),
                corner + vec2(0.0, dy * leg),
            ];
            painter.add(Shape::convex_polygon(points, palette.last_move, outline));
        }
    }
    if look.check == Some(sq.square) {
        // A thick ring around the king.
        painter.circle_stroke(
            rect.center(),
            size * 0.44,
            Stroke::new((size * 0.07).max(2.0), palette.check),
        );
    }
    if let Some(piece) = sq.piece {
        paint_piece(painter, rect, piece, palette);
    }
    if look.lifted_from == Some(sq.square) {
        // Dashes inside the square the piece came from.
        let inner = rect.shrink(size * 0.12);
        let path = [
            inner.left_top(),
            inner.right_top(),
            inner.right_bottom(),
            inner.left_bottom(),
            inner.left_top(),
        ];
        let stroke = Stroke::new((size * 0.06).max(2.0), palette.lifted);
        painter.extend(Shape::dashed_line(&path, stroke, size * 0.12, size * 0.08));
    }
    if look.cursor == Some(sq.square) {
        // A thick frame, with a thin line of the other colour inside so it shows on any square.
        let width = (size * 0.09).max(3.0);
        let (frame, line) = palette.cursor;
        painter.rect_stroke(rect, 0.0, Stroke::new(width, frame), StrokeKind::Inside);
        painter.rect_stroke(
            rect.shrink(width),
            0.0,
            Stroke::new((width * 0.3).max(1.5), line),
            StrokeKind::Inside,
        );
    }
}

/// A piece as its chess figure: the solid figure in the side's colour inside an outline of the
/// other colour, its inner lines drawn over it, so that it stands out on either square.
fn paint_piece(painter: &egui::Painter, rect: Rect, piece: Piece, palette: &Palette) {
    let (body, outline) = piece
        .color
        .fold_wb(palette.white_piece, palette.black_piece);
    let size = rect.width();
    let font = FontId::new(size * 0.95, piece_family());
    let center = rect.center() + vec2(0.0, size * 0.02);
    let solid = figure(piece.role, true);
    let width = (size * 0.035).max(1.2);
    for (dx, dy) in [
        (-1.0, -1.0),
        (0.0, -1.0),
        (1.0, -1.0),
        (-1.0, 0.0),
        (1.0, 0.0),
        (-1.0, 1.0),
        (0.0, 1.0),
        (1.0, 1.0),
    ] {
        let at = center + vec2(dx * width, dy * width);
        painter.text(at, Align2::CENTER_CENTER, solid, font.clone(), outline);
    }
    painter.text(center, Align2::CENTER_CENTER, solid, font.clone(), body);
    let lines = figure(piece.role, false);
    painter.text(center, Align2::CENTER_CENTER, lines, font, outline);
}

/// The chess figure of a role: solid (♚), or its lines only (♔).
fn figure(role: PieceRole, solid: bool) -> &'static str {
    match (role, solid) {
        (PieceRole::King, true) => "\u{265A}",
        (PieceRole::Queen, true) => "\u{265B}",
        (PieceRole::Rook, true) => "\u{265C}",
        (PieceRole::Bishop, true) => "\u{265D}",
        (PieceRole::Knight, true) => "\u{265E}",
        (PieceRole::Pawn, true) => "\u{265F}",
        (PieceRole::King, false) => "\u{2654}",
        (PieceRole::Queen, false) => "\u{2655}",
        (PieceRole::Rook, false) => "\u{2656}",
        (PieceRole::Bishop, false) => "\u{2657}",
        (PieceRole::Knight, false) => "\u{2658}",
        (PieceRole::Pawn, false) => "\u{2659}",
    }
}
