//! One board drawn as an 8×8 grid of squares, seen from the reader's side.
//!
//! Each square is a node of the accessibility tree named as the cursor reads it ("Felix drei,
//! weißer Springer"), with its row and column, inside a grid named for the board ("Your board").
//! Only the cursor's square of the board being explored takes keyboard focus, so Tab reaches the
//! board once and the arrows do the rest; every square answers a click (mouse or a screen
//! reader's action) by putting the cursor there.

use eframe::egui::{
    self, Color32, CornerRadius, FontId, Id, Rect, Sense, Stroke, StrokeKind, Ui, UiBuilder, Vec2,
    WidgetInfo, accesskit::Role,
};
use shakmaty::{Color, File, Rank, Square};

use crate::session::View;

/// What one square shows.
pub struct SquareLook {
    pub square: Square,
    /// The accessible name: the spoken reading.
    pub name: String,
    /// The letter drawn on the piece, and its colour; `None` for an empty square.
    pub piece: Option<(String, Color)>,
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
}

const LIGHT: Color32 = Color32::from_rgb(0xf0, 0xd9, 0xb5);
const DARK: Color32 = Color32::from_rgb(0xb5, 0x88, 0x63);
const CURSOR: Color32 = Color32::from_rgb(0x00, 0x5f, 0xff);
const LIFTED: Color32 = Color32::from_rgb(0xd0, 0x20, 0x20);

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
) -> Option<Square> {
    let mut clicked = None;
    ui.vertical(|ui| {
        ui.heading(&look.title);
        let builder = UiBuilder::new()
            .id_salt(("board", view_key(look.view)))
            .accessibility_label(look.title.clone())
            .accessibility_role(Role::Grid);
        ui.scope_builder(builder, |ui| {
            ui.spacing_mut().item_spacing = Vec2::ZERO;
            for (row, squares) in screen_rows(reader).iter().enumerate() {
                ui.horizontal(|ui| {
                    for (column, &square) in squares.iter().enumerate() {
                        let Some(sq) = look.squares.iter().find(|s| s.square == square) else {
                            continue;
                        };
                        let click = draw_square(ui, look, sq, size, (row, column), focus);
                        clicked = clicked.or(click);
                    }
                });
            }
        });
    });
    clicked
}

fn draw_square(
    ui: &mut Ui,
    look: &BoardLook,
    sq: &SquareLook,
    size: f32,
    (row, column): (usize, usize),
    focus: Option<Square>,
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
    paint_square(ui, rect, look, sq);
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

fn paint_square(ui: &Ui, rect: Rect, look: &BoardLook, sq: &SquareLook) {
    let painter = ui.painter();
    let fill = if sq.square.is_light() { LIGHT } else { DARK };
    painter.rect_filled(rect, CornerRadius::ZERO, fill);
    if let Some((letter, color)) = &sq.piece {
        let (body, ink) = color.fold_wb(
            (Color32::WHITE, Color32::BLACK),
            (Color32::BLACK, Color32::WHITE),
        );
        let radius = rect.width() * 0.38;
        painter.circle(
            rect.center(),
            radius,
            body,
            Stroke::new(1.5, Color32::BLACK),
        );
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            letter,
            FontId::proportional(rect.width() * 0.45),
            ink,
        );
    }
    if look.lifted_from == Some(sq.square) {
        painter.rect_stroke(
            rect.shrink(3.0),
            0.0,
            Stroke::new(3.0, LIFTED),
            StrokeKind::Inside,
        );
    }
    if look.cursor == Some(sq.square) {
        painter.rect_stroke(rect, 0.0, Stroke::new(4.0, CURSOR), StrokeKind::Inside);
    }
}
