//! The built-in engine's judgement of a quiet position: material, where each piece stands,
//! how freely it moves, the pawns, the kings' shelter. Two sets of weights, one for the
//! middlegame and one for the endgame, blended by how much material is left ("tapered"), so a
//! king hides while queens are on and walks to the centre when they are gone.
//!
//! The numbers are this project's own, written from general principles (centralise knights,
//! push passed pawns, keep the king sheltered, rooks on open files) and then checked by playing
//! matches, not taken from another engine.

use shakmaty::{Bitboard, Board, Color, Role, Square, attacks};

/// Centipawns from the side to move's point of view.
pub type Value = i32;

/// Material in centipawns (middlegame, endgame), pawn … queen.
const MATERIAL: [(Value, Value); 5] = [(90, 115), (320, 300), (335, 320), (480, 540), (960, 990)];

/// What each piece contributes to the game phase: 24 with all pieces on, 0 with only pawns.
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
const FULL_PHASE: i32 = 24;

/// The value of a piece in exchanges (move ordering, pruning margins): the middlegame material.
pub const fn piece_value(role: Role) -> Value {
    match role {
        Role::Pawn => MATERIAL[0].0,
        Role::Knight => MATERIAL[1].0,
        Role::Bishop => MATERIAL[2].0,
        Role::Rook => MATERIAL[3].0,
        Role::Queen => MATERIAL[4].0,
        Role::King => 20_000,
    }
}

/// How far a square is from the board's edge along files and ranks: 0 on the rim, 3 in the centre.
const fn inner(index: usize) -> (i32, i32) {
    let file = (index % 8) as i32;
    let rank = (index / 8) as i32;
    let f = if file < 7 - file { file } else { 7 - file };
    let r = if rank < 7 - rank { rank } else { 7 - rank };
    (f, r)
}

/// Placement bonus for a white piece on `index` (a1 = 0), middlegame and endgame. Black's is
/// the same with the board flipped.
const fn placement(role: usize, index: usize) -> (Value, Value) {
    let file = (index % 8) as i32;
    let rank = (index / 8) as i32;
    let (f, r) = inner(index);
    let centre = f + r;
    match role {
        // Pawns: worth more as they advance, far more in the endgame; the centre pawns matter
        // early, and the pawns in front of a castled king should stay home.
        0 => {
            const MG: [i32; 8] = [0, 0, 2, 6, 14, 26, 45, 0];
            const EG: [i32; 8] = [0, 0, 4, 12, 26, 48, 85, 0];
            let mut mg = MG[rank as usize];
            if (file == 3 || file == 4) && (rank == 3 || rank == 4) {
                mg += 18;
            }
            if (file == 3 || file == 4) && rank == 1 {
                mg -= 10;
            }
            if file >= 5 && rank == 1 {
                mg += 6;
            }
            (mg, EG[rank as usize])
        }
        // Knights: strong in the centre, poor on the rim.
        1 => {
            let mut mg = 7 * centre - 22;
            if rank == 0 {
                mg -= 8;
            }
            (mg, 5 * centre - 16)
        }
        // Bishops: a little centralisation; leave the back rank.
        2 => {
            let mut mg = 3 * centre - 8;
            if rank == 0 {
                mg -= 10;
            }
            if file == rank || file == 7 - rank {
                mg += 6;
            }
            (mg, 3 * centre - 9)
        }
        // Rooks: the seventh rank, and the central files early.
        3 => {
            let mut mg = if rank == 6 { 22 } else { 0 };
            let mut eg = if rank == 6 { 14 } else { 0 };
            if file == 3 || file == 4 {
                mg += 6;
            }
            if f == 0 && rank == 0 {
                mg -= 4;
            }
            eg += r;
            (mg, eg)
        }
        // Queen: not too early; central in the endgame.
        4 => {
            let mg = if rank <= 1 { centre } else { centre - 4 };
            (mg, 5 * centre - 14)
        }
        // King: sheltered on the back rank near a corner while pieces are on; in the centre in
        // the endgame.
        _ => {
            const BACK: [i32; 8] = [18, 28, 12, -6, -12, -6, 30, 20];
            let mg = match rank {
                0 => BACK[file as usize],
                1 => -12 - 4 * f,
                _ => -35 - 12 * rank,
            };
            (mg, 9 * centre - 26)
        }
    }
}

const fn build_placement() -> [[(Value, Value); 64]; 6] {
    let mut table = [[(0, 0); 64]; 6];
    let mut role = 0;
    while role < 6 {
        let mut index = 0;
        while index < 64 {
            table[role][index] = placement(role, index);
            index += 1;
        }
        role += 1;
    }
    table
}

static PLACEMENT: [[(Value, Value); 64]; 6] = build_placement();

/// The squares in front of a pawn of `color` on `index`, on its own and the neighbouring files:
/// a pawn with no enemy pawn there is passed.
const fn build_passed_masks() -> [[u64; 64]; 2] {
    let mut masks = [[0u64; 64]; 2];
    let mut index = 0;
    while index < 64 {
        let file = (index % 8) as i32;
        let rank = (index / 8) as i32;
        let mut other = 0;
        while other < 64 {
            let of = other % 8;
            let or = other / 8;
            let near = of - file <= 1 && file - of <= 1;
            if near && or > rank {
                masks[0][index] |= 1 << other;
            }
            if near && or < rank {
                masks[1][index] |= 1 << other;
            }
            other += 1;
        }
        index += 1;
    }
    masks
}

static PASSED_MASKS: [[u64; 64]; 2] = build_passed_masks();

const FILE_A: u64 = 0x0101_0101_0101_0101;

const fn file_mask(file: u32) -> u64 {
    FILE_A << file
}

const fn neighbour_files(file: u32) -> u64 {
    let left = if file > 0 { file_mask(file - 1) } else { 0 };
    let right = if file < 7 { file_mask(file + 1) } else { 0 };
    left | right
}

/// A passed pawn's bonus by how far it has come (relative rank 0–7).
const PASSED: [(Value, Value); 8] = [
    (0, 0),
    (4, 12),
    (8, 18),
    (14, 32),
    (26, 56),
    (45, 95),
    (70, 150),
    (0, 0),
];
const DOUBLED: (Value, Value) = (-10, -22);
const ISOLATED: (Value, Value) = (-12, -14);
const BISHOP_PAIR: (Value, Value) = (28, 48);
const ROOK_OPEN_FILE: (Value, Value) = (22, 8);
const ROOK_HALF_OPEN_FILE: (Value, Value) = (10, 6);
const KING_SHELTER_PAWN: Value = 11;
/// Per square a piece can reach, over a typical count: knight, bishop, rook, queen.
const MOBILITY: [(Value, Value, i32); 4] = [(4, 4, 4), (4, 5, 6), (2, 4, 6), (1, 2, 12)];
const TEMPO: Value = 10;
/// `endgame_scale`'s whole.
const SCALE_FULL: i32 = 64;
/// A passed pawn in the endgame is worth more with the enemy king far from its path and its own
/// king near: per square of distance to the square in front of it, times its relative rank
/// less two.
const PASSER_THEIR_KING: Value = 5;
const PASSER_OUR_KING: Value = 2;
/// Weight of each square next to the enemy king a piece attacks: knight, bishop, rook, queen.
const KING_ATTACK: [i32; 4] = [2, 2, 3, 5];
/// The attack on a king counts little with one piece and grows fast with several.
const KING_ATTACK_CAP: Value = 450;

/// The position's value for the side to move.
pub fn evaluate(board: &Board, turn: Color) -> Value {
    let mut mg = 0;
    let mut eg = 0;
    let mut phase = 0;
    let occupied = board.occupied();
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        let (side_mg, side_eg, side_phase) = side(board, color, occupied);
        mg += sign * side_mg;
        eg += sign * side_eg;
        phase += side_phase;
    }
    let phase = phase.min(FULL_PHASE);
    let eg = eg * endgame_scale(board, eg) / SCALE_FULL;
    let blended = (mg * phase + eg * (FULL_PHASE - phase)) / FULL_PHASE;
    let white = blended + if turn == Color::White { TEMPO } else { -TEMPO };
    if turn == Color::White { white } else { -white }
}

/// Everything one side has, from its own point of view: (middlegame, endgame, phase).
fn side(board: &Board, color: Color, occupied: Bitboard) -> (Value, Value, i32) {
    let ours = board.by_color(color);
    let our_pawns = (board.pawns() & ours).0;
    let their_pawns = (board.pawns() & !ours).0;
    let flip = |sq: Square| {
        if color == Color::White {
            sq.to_usize()
        } else {
            sq.to_usize() ^ 56
        }
    };
    let (mut mg, mut eg, mut phase) = (0, 0, 0);
    let mut add = |(m, e): (Value, Value)| {
        mg += m;
        eg += e;
    };
    let their_king = board.king_of(!color);
    let king_zone = their_king.map_or(Bitboard::EMPTY, |k| {
        attacks::king_attacks(k) | Bitboard::from_square(k)
    });
    let (mut attackers, mut attack_weight) = (0, 0);
    for (role_index, role) in Role::ALL.into_iter().enumerate() {
        for sq in board.by_role(role) & ours {
            if role_index < 5 {
                add(MATERIAL[role_index]);
            }
            phase += PHASE[role_index];
            add(PLACEMENT[role_index][flip(sq)]);
            match role {
                Role::Pawn => add(pawn_structure(
                    sq,
                    color,
                    our_pawns,
                    their_pawns,
                    [board.king_of(color), their_king],
                )),
                Role::Knight | Role::Bishop | Role::Rook | Role::Queen => {
                    let attacked = attacks::attacks(sq, role.of(color), occupied);
                    let near_king = (attacked & king_zone).count() as i32;
                    if near_king > 0 {
                        attackers += 1;
                        attack_weight += KING_ATTACK[role_index - 1] * near_king;
                    }
                    let reach = attacked & !ours;
                    let (per_mg, per_eg, typical) = MOBILITY[role_index - 1];
                    let count = reach.count() as i32 - typical;
                    add((per_mg * count, per_eg * count));
                    if role == Role::Rook {
                        add(rook_file(sq, our_pawns, their_pawns));
                    }
                }
                Role::King => add((shelter(sq, color, our_pawns), 0)),
            }
        }
    }
    if (board.bishops() & ours).count() >= 2 {
        add(BISHOP_PAIR);
    }
    add((king_attack(attackers, attack_weight), 0));
    (mg, eg, phase)
}

/// How much of an endgame edge can be turned into a win, out of `SCALE_FULL`: without pawns
/// a side needs more than a minor piece's worth to mate (rook against bishop is a draw);
/// bishops of opposite colours with nothing else but pawns draw very often.
fn endgame_scale(board: &Board, eg: Value) -> i32 {
    let strong = if eg > 0 { Color::White } else { Color::Black };
    let material = |color: Color| -> Value {
        let theirs = board.by_color(color);
        [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .into_iter()
            .enumerate()
            .map(|(i, role)| (board.by_role(role) & theirs).count() as Value * MATERIAL[i + 1].1)
            .sum()
    };
    let strong_pawns = (board.pawns() & board.by_color(strong)).count();
    if strong_pawns == 0 && material(strong) - material(!strong) <= MATERIAL[2].1 {
        return SCALE_FULL / 8;
    }
    let minors_and_rooks = board.knights() | board.rooks() | board.queens();
    let white_bishops = board.bishops() & board.white();
    let black_bishops = board.bishops() & board.black();
    if minors_and_rooks.is_empty()
        && white_bishops.count() == 1
        && black_bishops.count() == 1
        && (white_bishops & Bitboard::LIGHT_SQUARES).is_empty()
            != (black_bishops & Bitboard::LIGHT_SQUARES).is_empty()
    {
        return SCALE_FULL / 2;
    }
    SCALE_FULL
}

/// The pressure on the enemy king from the pieces that reach the squares around it: one piece
/// is a nuisance, several together are an attack.
fn king_attack(attackers: i32, weight: i32) -> Value {
    match attackers {
        0 => 0,
        1 => weight,
        _ => (weight * weight / 8).min(KING_ATTACK_CAP),
    }
}

/// `kings`: ours, then theirs.
fn pawn_structure(
    sq: Square,
    color: Color,
    ours: u64,
    theirs: u64,
    kings: [Option<Square>; 2],
) -> (Value, Value) {
    let file = sq.file().to_u32();
    let mut value = (0, 0);
    let mut add = |(m, e): (Value, Value)| {
        value.0 += m;
        value.1 += e;
    };
    if ours & neighbour_files(file) == 0 {
        add(ISOLATED);
    }
    let front = PASSED_MASKS[color_index(color)][sq.to_usize()];
    // The rear pawn of a doubled pair pays for both.
    if ours & file_mask(file) & front != 0 {
        add(DOUBLED);
    }
    if theirs & front == 0 {
        let relative = if color == Color::White {
            sq.rank().to_usize()
        } else {
            7 - sq.rank().to_usize()
        };
        add(PASSED[relative]);
        let ahead = if color == Color::White {
            sq.offset(8)
        } else {
            sq.offset(-8)
        };
        if let (Some(ahead), [Some(our_king), Some(their_king)]) = (ahead, kings)
            && relative >= 3
        {
            let weight = relative as Value - 2;
            let theirs_away = their_king.distance(ahead) as Value;
            let ours_away = our_king.distance(ahead) as Value;
            add((
                0,
                weight * (PASSER_THEIR_KING * theirs_away - PASSER_OUR_KING * ours_away),
            ));
        }
    }
    value
}

/// Index into the passed-pawn masks: White's "in front" is up the board, Black's down.
fn color_index(color: Color) -> usize {
    if color == Color::White { 0 } else { 1 }
}

fn rook_file(sq: Square, ours: u64, theirs: u64) -> (Value, Value) {
    let file = file_mask(sq.file().to_u32());
    match (ours & file == 0, theirs & file == 0) {
        (true, true) => ROOK_OPEN_FILE,
        (true, false) => ROOK_HALF_OPEN_FILE,
        _ => (0, 0),
    }
}

/// Own pawns on the three files around the king, one or two squares in front of it.
fn shelter(king: Square, color: Color, ours: u64) -> Value {
    let file = king.file().to_u32();
    let files = file_mask(file) | neighbour_files(file);
    let rank = king.rank().to_u32() as i32;
    let step = if color == Color::White { 1 } else { -1 };
    let mut rows = 0u64;
    for d in 1..=2 {
        let r = rank + step * d;
        if (0..8).contains(&r) {
            rows |= Bitboard::from_rank(shakmaty::Rank::new(r as u32)).0;
        }
    }
    (ours & files & rows).count_ones().min(3) as Value * KING_SHELTER_PAWN
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

    fn eval(fen: &str) -> Value {
        let pos: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        evaluate(pos.board(), pos.turn())
    }

    #[test]
    fn the_start_position_is_balanced_but_for_the_move() {
        let start = Chess::default();
        assert_eq!(evaluate(start.board(), Color::White), TEMPO);
        assert_eq!(evaluate(start.board(), Color::Black), TEMPO);
    }

    #[test]
    fn mirrored_positions_have_opposite_values() {
        let white = eval("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        let black = eval("rnbqk2r/pppp1ppp/5n2/2b1p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 4");
        assert_eq!(white, black);
    }

    #[test]
    fn an_extra_piece_and_a_passed_pawn_count() {
        assert!(eval("4k3/pp6/8/8/8/8/PP6/3NK3 w - - 0 1") > 250);
        let passed = eval("4k3/8/8/3P4/8/8/8/4K3 w - - 0 1");
        let blocked = eval("4k3/3p4/8/3P4/8/8/8/4K3 w - - 0 1");
        assert!(passed > blocked + 50, "passed {passed}, blocked {blocked}");
    }

    #[test]
    fn drawish_endgames_count_for_less() {
        // Rook against bishop without pawns: a draw in practice, not a rook's edge.
        let rook_bishop = eval("4k3/8/8/3b4/8/8/8/R3K3 w - - 0 1");
        assert!(rook_bishop < 100, "{rook_bishop}");
        // A pawn up with bishops of opposite colours: less than with same-coloured bishops.
        let opposite = eval("4k3/8/4b3/8/3P4/8/8/2B1K3 w - - 0 1");
        let same = eval("4k3/8/3b4/8/3P4/8/8/2B1K3 w - - 0 1");
        assert!(opposite < same - 30, "opposite {opposite}, same {same}");
    }

    #[test]
    fn a_passed_pawn_wants_its_king_near_and_the_other_far() {
        // The same kings, the pawn on another file: only the distances to its path differ.
        let escorted = eval("8/k7/6P1/7K/8/8/8/8 w - - 0 1");
        let caught = eval("8/k7/2P5/7K/8/8/8/8 w - - 0 1");
        assert!(
            escorted > caught + 60,
            "escorted {escorted}, caught {caught}"
        );
    }

    #[test]
    fn a_king_in_the_corner_is_safer_in_the_middlegame_and_worse_in_the_endgame() {
        let castled = eval("r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQ1RK1 w - - 6 6");
        let walked = eval("r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPPKPPP/R1BQ1R2 w - - 6 6");
        assert!(castled > walked + 50);
        let corner = eval("8/p7/8/8/8/8/P6k/K7 w - - 0 1");
        let centre = eval("8/p7/8/8/3K4/8/P6k/8 w - - 0 1");
        assert!(centre > corner + 50);
    }
}
